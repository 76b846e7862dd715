"""The demo game behind `--demo` and `--smoke`: four players, turn 3, Ben is the monarch."""

from __future__ import annotations

from companion.core.actions import (
    Action,
    BecomeMonarch,
    CombatDamage,
    EndTurn,
    Hit,
    LifeChange,
    NewGame,
    StepTo,
)
from companion.core.game import Game
from companion.core.steps import Step

DEMO_PLAYERS = ("Ann", "Ben", "Cid", "Dee")


def demo_actions() -> list[Action]:
    return [
        NewGame(DEMO_PLAYERS, 40),
        StepTo(Step.MAIN1),
        LifeChange("Ann", -2),
        EndTurn(),
        StepTo(Step.MAIN1),
        BecomeMonarch("Ben", "Palace Jailer"),
        StepTo(Step.COMBAT_DAMAGE),
        CombatDamage((Hit("Ben", "Cid", 4, commander=True),)),
        StepTo(Step.END),
        EndTurn(),
        StepTo(Step.MAIN1),
    ]


def demo_game() -> Game:
    return Game.from_actions(demo_actions())
