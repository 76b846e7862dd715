"""The chess clock's journal actions (issue 16 item 5): the game keeps only the minutes each player
has and whether the clock is paused (the times come from the lines' "at", in the shell). Every
change is an action: undoable, replayed, and in `companion replay`'s output only while there is a
clock."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from companion.core.action_json import parse_action
from companion.core.actions import MAX_CLOCK_MINUTES, ChessClock, ClockPause
from companion.core.errors import ActionError
from companion.core.game import Game
from companion.core.snapshot import state_json

Play = Callable[..., Game]


def clock(minutes: Any) -> dict[str, Any]:
    return {"action": "chess_clock", "minutes": minutes}


PAUSE, RESUME = {"action": "clock_pause"}, {"action": "clock_resume"}


def test_lines_read_and_written_as_documented() -> None:
    assert parse_action(clock(20)) == ChessClock(20)
    assert parse_action(PAUSE) == ClockPause(True)
    assert parse_action(RESUME) == ClockPause(False)
    assert ChessClock(0).to_json() == clock(0)
    assert ClockPause().to_json() == PAUSE and ClockPause(False).to_json() == RESUME


def test_on_paused_resumed_and_off_each_undoable(play: Play) -> None:
    game = play(clock(20), PAUSE)
    assert (game.state.chess_clock, game.state.clock_paused) == (20, True)
    assert state_json(game.state)["chess_clock"] == {"minutes": 20, "paused": True}
    game.apply_json(clock(30))  # a new budget keeps the pause
    assert (game.state.chess_clock, game.state.clock_paused) == (30, True)
    game.apply_json(RESUME)
    assert not game.state.clock_paused
    game.apply_json(PAUSE)
    game.apply_json(clock(0))  # off: no longer paused either
    assert (game.state.chess_clock, game.state.clock_paused) == (0, False)
    assert "chess_clock" not in state_json(game.state)
    game.apply_json({"action": "undo"})
    assert (game.state.chess_clock, game.state.clock_paused) == (30, True)
    game.apply_json({"action": "undo"})
    game.apply_json({"action": "undo"})
    assert (game.state.chess_clock, game.state.clock_paused) == (30, True)
    game.apply_json({"action": "undo"})
    assert (game.state.chess_clock, game.state.clock_paused) == (20, True)
    game.apply_json({"action": "undo"})
    game.apply_json({"action": "undo"})
    assert (game.state.chess_clock, game.state.clock_paused) == (0, False)
    game.apply_json({"action": "redo"})
    assert game.state.chess_clock == 20


def test_a_game_without_a_clock_prints_no_clock(play: Play) -> None:
    assert "chess_clock" not in state_json(play().state)


@pytest.mark.parametrize(
    ("lines", "key"),
    [
        ([clock(MAX_CLOCK_MINUTES + 1)], "clock_minutes"),
        ([clock(-1)], "clock_minutes"),
        ([clock(0)], "clock_already_off"),
        ([clock(20), clock(20)], "clock_unchanged"),
        ([PAUSE], "clock_off"),
        ([RESUME], "clock_off"),
        ([clock(5), RESUME], "clock_not_paused"),
        ([clock(5), PAUSE, PAUSE], "clock_already_paused"),
    ],
)
def test_what_cannot_be_done_is_refused_and_changes_nothing(
    play: Play, lines: list[dict[str, Any]], key: str
) -> None:
    game = play()
    *before, last = lines
    for line in before:
        game.apply_json(line)
    state, length = game.state, len(game.journal)
    with pytest.raises(ActionError) as caught:
        game.apply_json(last)
    assert caught.value.key == key
    assert game.state is state and len(game.journal) == length


@pytest.mark.parametrize("minutes", ["20", 20.5, True, None])
def test_minutes_must_be_a_whole_number(play: Play, minutes: Any) -> None:
    with pytest.raises(ActionError, match="whole number"):
        play(clock(minutes))


def test_the_refusals_read_in_english(play: Play) -> None:
    game = play(clock(1))
    with pytest.raises(ActionError, match=r"already gives each player 1 minute$"):
        game.apply_json(clock(1))
    game.apply_json(clock(2))
    with pytest.raises(ActionError, match=r"already gives each player 2 minutes$"):
        game.apply_json(clock(2))


def test_after_the_game_nothing_changes_the_clock(play: Play) -> None:
    game = play(clock(20), {"action": "concede", "player": "Ben"},
                {"action": "concede", "player": "Cid"})
    assert game.state.game_over
    with pytest.raises(ActionError, match="over"):
        game.apply_json(PAUSE)
