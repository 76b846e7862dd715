"""Undo and replay do work in proportion to what they undo or replay, never to the game's length.

Counted, not timed: every call of the engine's `apply` made by a Game is counted. Undoing N actions
in a row must cost O(N) applies in total, wherever in a long game it starts (it was up to 4,095
applies per undo beyond the last 4,096 actions: minutes for 8,000 undos).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from companion.core import engine
from companion.core import game as game_module
from companion.core.actions import (
    BecomeMonarch,
    EndTurn,
    GameAction,
    LifeChange,
    NewGame,
    Redo,
    StepTo,
    Undo,
)
from companion.core.game import CHECKPOINT_EVERY, RECENT_ACTIONS, SPARSE_EVERY, Game
from companion.core.steps import Step

PLAYERS = ("Ann", "Ben", "Cid", "Dee")


class Counter:
    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, state: Any, action: Any) -> engine.Transition:
        self.calls += 1
        return engine.apply(state, action)


@pytest.fixture
def applies(monkeypatch: pytest.MonkeyPatch) -> Counter:
    counter = Counter()
    monkeypatch.setattr(game_module, "apply", counter)
    return counter


def _actions(total: int) -> Iterator[GameAction]:
    """A game of `total` effective actions: steps, life, crowns and turns, nobody losing."""
    i = 0
    while True:
        for action in (
            StepTo(Step.MAIN1),
            LifeChange(PLAYERS[i % 4], -1),
            BecomeMonarch(PLAYERS[i % 4]),
            LifeChange(PLAYERS[i % 4], 1),
            StepTo(Step.END),
            EndTurn(),
        ):
            if i == total:
                return
            yield action
            i += 1


def _played(total: int) -> tuple[Game, list[Any]]:
    game = Game(NewGame(PLAYERS, 40))
    states = [game.state]
    for action in _actions(total):
        game.apply(action)
        states.append(game.state)
    return game, states


def _bounded(game: Game) -> None:
    """What a game keeps: a short trail of states and a bounded number of checkpoints."""
    count = game.entry_count()
    assert len(game._trail) <= 2 * CHECKPOINT_EVERY + 1
    assert len(game._checkpoints) <= count // SPARSE_EVERY + 2 * RECENT_ACTIONS // CHECKPOINT_EVERY


TOTAL = RECENT_ACTIONS + 2 * SPARSE_EVERY + 123  # well into the thinned past


def test_undoing_a_whole_long_game_costs_linear_work(applies: Counter) -> None:
    game, states = _played(TOTAL)
    assert applies.calls == TOTAL
    _bounded(game)
    applies.calls = 0
    for count in range(TOTAL - 1, -1, -1):
        game.apply(Undo())
        if count % 97 == 0 or count > TOTAL - 200:
            assert game.state == states[count], count
        if count % 1000 == 0:
            _bounded(game)
    assert not game.can_undo()
    # Each undo replays its segment once, and the thinned past once more: about 2 per undo.
    assert applies.calls <= 2 * TOTAL + SPARSE_EVERY, applies.calls
    applies.calls = 0
    for count in range(1, TOTAL + 1):
        game.apply(Redo())
        if count % 97 == 0:
            assert game.state == states[count]
    assert applies.calls == TOTAL  # a redo applies its action once
    _bounded(game)


def test_undo_then_new_action_deep_in_a_long_game_costs_constant_work(applies: Counter) -> None:
    game, _ = _played(TOTAL)
    for _ in range(TOTAL // 2):
        game.apply(Undo())
    applies.calls = 0
    rounds = 2_000
    for i in range(rounds):
        game.apply(Undo())
        game.apply(LifeChange(PLAYERS[i % 4], 1 if i % 2 else -1))
    assert applies.calls <= 3 * rounds, applies.calls
    _bounded(game)


def test_undo_redo_back_and_forth_costs_constant_work(applies: Counter) -> None:
    game, states = _played(TOTAL)
    for _ in range(TOTAL - 300):
        game.apply(Undo())
    applies.calls = 0
    rounds = 2_000
    for _ in range(rounds):
        game.apply(Undo())
        game.apply(Undo())
        game.apply(Redo())
        game.apply(Redo())
    assert game.state == states[300]
    assert applies.calls <= 3 * rounds, applies.calls


def test_the_state_after_any_count_is_exact_after_a_storm() -> None:
    game, states = _played(TOTAL)
    for _ in range(TOTAL - 2_000):
        game.apply(Undo())
    for count in (0, 1, 63, 64, 65, 1_000, 1_999, 2_000):
        assert game.state_after(count) == states[count]
    assert game.state_after(10**9) == game.state  # past the end: the current state, as before


def test_a_plain_journal_line_is_kept_as_its_action_not_a_dict() -> None:
    """A million-line game must not keep a million dicts (docs/performance.md, Long games): a line
    without extra fields is its action, shared with the entry; it reads as the same dict."""
    from companion.core.journal import encode, load_game

    game = Game(NewGame(("Ann", "Ben")))
    game.apply(LifeChange("Ann", -1))
    game.apply(LifeChange("Ben", -1), {"at": "2025-10-01T19:02:11Z"})
    game.apply(StepTo(Step.MAIN1))
    game.apply(LifeChange("Ann", 2), joined=True)
    game.apply(Undo())
    stored = game.journal._lines
    assert stored[1] is game.entries[0].action
    assert isinstance(stored[2], dict) and isinstance(stored[4], dict)  # extra field; joined
    assert game.journal[1] == {"action": "life", "player": "Ann", "delta": -1}
    assert game.journal[-1] == {"action": "undo"} and game.journal[-3:][0]["action"] == "step"
    assert game.journal[4] == {"action": "life", "player": "Ann", "delta": 2, "joined": True}
    again, _ = load_game(encode(game.journal))
    assert again.journal == game.journal and again.journal == list(game.journal)
    assert again.state == game.state
    # Undo and redo lines read from a file share one action each.
    many, _ = load_game(encode([*game.journal, {"action": "undo"}, {"action": "redo"}]))
    assert many.journal._lines[-2] is again.journal._lines[-1]


def test_evolve_is_a_new_value_with_the_changes() -> None:
    from companion.core import values
    from companion.core.model import evolve

    def rebuilt(obj: Any, **changes: Any) -> Any:
        return type(obj)(**{f.name: changes.get(f.name, getattr(obj, f.name))
                            for f in values.fields(obj)})

    game, _ = _played(200)
    state = game.state
    for changes in ({"step": Step.END}, {"turn": 9, "monarch": "Ben"}, {}):
        assert evolve(state, **changes) == rebuilt(state, **changes)
    player = state.players[0]
    assert evolve(player, life=3) == rebuilt(player, life=3) != player
    with pytest.raises(TypeError, match="lives"):
        evolve(player, lives=3)
