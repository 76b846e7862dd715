"""The game's clock (issue 16 item 5), read from the journal's "at" times, with a fake now:
how long the game and this turn have run; an undone end of turn takes its time back."""

from __future__ import annotations

import datetime as dt

from companion.core.actions import EndTurn, LifeChange, NewGame, Undo
from companion.core.game import Game
from companion.shell import clock

T0 = dt.datetime(2026, 12, 1, 20, 0, 0, tzinfo=dt.UTC)


def at(seconds: int) -> dict[str, str]:
    return {"at": (T0 + dt.timedelta(seconds=seconds)).isoformat().replace("+00:00", "Z")}


def test_the_game_and_the_turn_run_from_their_lines() -> None:
    game = Game(NewGame(("Ann", "Ben"), 40), at(0))
    game.apply(LifeChange("Ann", -1), at(30))
    start = clock.started(game.journal)
    assert start == T0
    assert clock.turn_started(game.entries, start) == T0  # turn 1 began with the game
    game.apply(EndTurn(), at(300))
    game.apply(LifeChange("Ben", -1), at(320))
    now = T0 + dt.timedelta(seconds=3725)
    turn = clock.turn_started(game.entries, start)
    assert clock.seconds_since(start, now) == 3725
    assert clock.seconds_since(turn, now) == 3425
    assert clock.duration(3725) == "1:02:05" and clock.duration(125) == "2:05"
    game.apply(Undo(), at(400))  # the life change
    game.apply(Undo(), at(401))  # the end of turn: turn 1 again, timed from the game's start
    assert clock.turn_started(game.entries, start) == T0


def test_lines_without_times_give_no_clock() -> None:
    game = Game(NewGame(("Ann", "Ben"), 40))
    assert clock.started(game.journal) is None
    assert clock.seconds_since(None, T0) is None
    assert clock.parse("yesterday") is None and clock.parse(3) is None


def test_the_time_the_game_was_closed_is_neither_the_games_nor_the_turns() -> None:
    """Play-test (issue 28, minor 23): 3:11 before quitting, 3:37 about 25 s after Continue; the
    time went into the turn times and the stats. The first line written after reopening says
    how long the game was closed ("closed"), and every clock leaves it out."""
    from companion.shell.chess_clock import Tracker

    game = Game(NewGame(("Ann", "Ben"), 40), at(0))
    game.apply(LifeChange("Ann", -1), at(100))
    # Closed at 100 s, reopened at 1000 s: the next line, at 1030 s, carries the 900 s.
    game.apply(LifeChange("Ben", -1), {**at(1030), "closed": 900.0})
    tracker = Tracker(game.setup, clock.started(game.journal))
    tracker.sync(game)
    now = T0 + dt.timedelta(seconds=1060)
    assert tracker.game_seconds(now) == 1060 - 900
    assert tracker.turn_seconds(now) == 1060 - 900
    game.apply(EndTurn(), at(1100))
    tracker.sync(game)
    assert tracker.turn_seconds(T0 + dt.timedelta(seconds=1160)) == 60  # Ben's: no closed time
    assert tracker.game_seconds(T0 + dt.timedelta(seconds=1160)) == 1160 - 900
    # Reopened again and no line yet: the session's pending seconds are left out meanwhile.
    tracker.pending = 500.0
    assert tracker.turn_seconds(T0 + dt.timedelta(seconds=1760)) == 1760 - 1100 - 500


def test_a_bad_closed_field_counts_nothing() -> None:
    game = Game(NewGame(("Ann", "Ben"), 40), at(0))
    for bad in (-5, "900", True, float("nan"), float("inf"), 1e12):
        game.apply(LifeChange("Ann", -1), {**at(10), "closed": bad})
    assert [e.closed for e in game.entries] == [0.0] * 6
