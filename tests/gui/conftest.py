"""Fixtures for widget tests: a live GameSession with a game in it."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

import pytest

from companion.app.session import GameSession
from companion.core.actions import NewGame
from companion.core.demo import demo_actions


@pytest.fixture
def make_session(qapp: object) -> Iterator[Callable[..., GameSession]]:
    """make_session(["Ann", "Ben", "Cid"], life=40) -> a session with a new game on disk."""
    made: list[GameSession] = []

    def make(players: Sequence[str] = ("Ann", "Ben", "Cid", "Dee"), life: int = 40) -> GameSession:
        session = GameSession()
        session.start(NewGame(tuple(players), life))
        made.append(session)
        return session

    yield make
    for s in made:
        s.close()


@pytest.fixture
def session(make_session: Callable[..., GameSession]) -> GameSession:
    return make_session()


@pytest.fixture
def demo_session(qapp: object) -> Iterator[GameSession]:
    """The demo game: turn 3, Cid's main phase 1, Ben is the monarch."""
    session = GameSession()
    actions = demo_actions()
    first = actions[0]
    assert isinstance(first, NewGame)
    session.start(first)
    for action in actions[1:]:
        session.try_action(action)
    yield session
    session.close()
