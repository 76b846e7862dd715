"""Games for the statistics tests, built through the core so every state is the engine's."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from companion.core.actions import (
    Action,
    BecomeMonarch,
    CombatDamage,
    Concede,
    EndTurn,
    Hit,
    LifeChange,
    NewGame,
    Resolve,
    StepTo,
    Undo,
)
from companion.core.game import Game
from companion.core.steps import Step

PLAYERS = ("Ann", "Ben", "Cid")


def crown_game_actions() -> list[Action]:
    """Ann is crowned by a card, Ben steals it, Cid steals it and concedes: Ann succeeds.

    Ann resolves her draw by hand; Ben's is still pending at end_turn (which resolves it); Cid's
    is cancelled when Cid concedes. A life change in turn 2 is undone and must not count.
    """
    return [
        NewGame(PLAYERS, 40),
        StepTo(Step.MAIN1),
        BecomeMonarch("Ann", "Palace Jailer"),
        StepTo(Step.END),
        Resolve(1),
        EndTurn(),
        StepTo(Step.MAIN1),
        LifeChange("Cid", -10),
        Undo(),
        StepTo(Step.COMBAT_DAMAGE),
        CombatDamage((Hit("Ben", "Ann", 5, commander=True),)),
        StepTo(Step.END),
        EndTurn(),
        StepTo(Step.COMBAT_DAMAGE),
        CombatDamage((Hit("Cid", "Ben", 3, commander=True), Hit("Cid", "Ann", 2))),
        StepTo(Step.END),
        Concede("Cid"),
        EndTurn(),
    ]


def play(actions: Sequence[Action]) -> Game:
    return Game.from_actions(actions)


@pytest.fixture
def crown_game() -> Game:
    return play(crown_game_actions())


@pytest.fixture
def lethal_game() -> Game:
    """Four players; Dee dies to damage with the crown, Ben concedes, Ann wins."""
    return play(
        [
            NewGame(("Ann", "Ben", "Cid", "Dee"), 20),
            StepTo(Step.MAIN1),
            BecomeMonarch("Dee", "Queen Marchesa"),
            StepTo(Step.COMBAT_DAMAGE),
            CombatDamage((Hit("Ann", "Dee", 20),)),
            LifeChange("Ben", -3),
            EndTurn(),
            Concede("Ben"),
            StepTo(Step.MAIN1),
            LifeChange("Cid", -25),
        ]
    )


