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
    TakeInitiative,
    Undo,
    Venture,
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


def initiative_game_actions() -> list[Action]:
    """Ben takes the initiative in turn 1 and keeps it through turn 2, completing Undercity (five
    ventures: two takes in turn 1, one at his upkeep, two more takes in turn 2, each take of an
    initiative he already has making him venture, CR 726.5); Cid takes it in Ben's end step and
    ventures at his upkeep in turn 3; Ann completes Tomb of Annihilation with a card's ventures.
    Nobody is the monarch."""
    return [
        NewGame(PLAYERS, 40),
        StepTo(Step.MAIN1),
        TakeInitiative("Ben", "Seasoned Dungeoneer"),
        Venture("Ben"),  # Secret Entrance
        TakeInitiative("Ben", "Seasoned Dungeoneer"),
        Venture("Ben", room="Forge"),
        EndTurn(),
        StepTo(Step.UPKEEP),
        Venture("Ben", room="Trap!"),
        StepTo(Step.MAIN1),
        TakeInitiative("Ben", "Seasoned Dungeoneer"),
        Venture("Ben"),  # Archives
        TakeInitiative("Ben", "Seasoned Dungeoneer"),
        Venture("Ben"),  # Throne of the Dead Three: completed
        StepTo(Step.END),
        TakeInitiative("Cid", "Undermountain Adventurer"),
        Venture("Cid"),  # Secret Entrance
        EndTurn(),
        StepTo(Step.UPKEEP),
        Venture("Cid", room="Lost Well"),
        StepTo(Step.MAIN1),
        Venture("Ann", dungeon="Tomb of Annihilation", source="Nadaar"),
        Venture("Ann", room="Oubliette", source="Nadaar"),
        Venture("Ann", source="Nadaar"),  # Cradle of the Death God: completed
    ]


def play(actions: Sequence[Action]) -> Game:
    return Game.from_actions(actions)


@pytest.fixture
def crown_game() -> Game:
    return play(crown_game_actions())


@pytest.fixture
def initiative_game() -> Game:
    return play(initiative_game_actions())


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


