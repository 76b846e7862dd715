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
