"""Fixtures for the core tests: games built from journal objects, as the journal spells them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest

from companion.core.actions import NewGame
from companion.core.game import Game

Line = dict[str, Any]


@pytest.fixture
def play() -> Callable[..., Game]:
    """play(line, line, ..., players=("Ann", "Ben", "Cid"), life=40) -> a Game with them applied."""

    def make(
        *lines: Line,
        players: Sequence[str] = ("Ann", "Ben", "Cid"),
        life: int = 40,
        partners: Sequence[str] = (),
    ) -> Game:
        game = Game(NewGame(tuple(players), life, tuple(partners)))
        for line in lines:
            game.apply_json(line)
        return game

    return make
