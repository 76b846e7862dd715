"""Time per turn in the stats (issue 16 item 8): from the effective entries' "at" times, a turn runs
from the end_turn that began it (turn 1 from new_game) to the next end_turn; per player the turns
taken, their average, longest and total time; a turn with a time missing is left out, not 0."""

from __future__ import annotations

import csv
import datetime as dt
import io

from companion.core.actions import (
    Action,
    Concede,
    EndTurn,
    FirstPlayer,
    JsonDict,
    LifeChange,
    NewGame,
    Redo,
    Undo,
)
from companion.core.game import Game
from companion.stats import Timeline, csv_text, game_facts, player_facts
from companion.stats.timeline import TurnTime, parse_at

T0 = dt.datetime(2026, 12, 1, 19, 0, tzinfo=dt.UTC)


def at(seconds: float) -> JsonDict:
    """A journal line's "at", `seconds` after 19:00 UTC, as the app writes it."""
    when = T0 + dt.timedelta(seconds=seconds)
    return {"at": when.isoformat(timespec="milliseconds").replace("+00:00", "Z")}


def timed_game(lines: list[tuple[Action, float | None]]) -> Game:
    """Ann, Ben and Cid begin at 0 s; the lines carry the given times (None: no "at")."""
    game = Game(NewGame(("Ann", "Ben", "Cid"), 40), at(0))
    for action, seconds in lines:
        game.apply(action, at(seconds) if seconds is not None else None)
    return game


def _times(game: Game) -> list[tuple[int, str, float | None, bool]]:
    return [(t.turn, t.player, t.seconds, t.ended) for t in Timeline(game).turn_times()]


def test_a_turn_runs_from_the_end_turn_that_began_it_to_the_next() -> None:
    game = timed_game(
        [
            (LifeChange("Ann", -1), 30),
            (EndTurn(), 90),  # Ann's turn 1: 0 -> 90
            (EndTurn(), 150),  # Ben's turn 2: 90 -> 150
            (EndTurn(), 400),  # Cid's turn 3: 150 -> 400
            (LifeChange("Ann", -2), 420),  # Ann's turn 4 still runs
        ]
    )
    assert _times(game) == [
        (1, "Ann", 90.0, True),
        (2, "Ben", 60.0, True),
        (3, "Cid", 250.0, True),
        (4, "Ann", None, False),
    ]


def test_per_player_turns_average_longest_and_total() -> None:
    game = timed_game(
        [(EndTurn(), 90), (EndTurn(), 150), (EndTurn(), 400), (EndTurn(), 430), (EndTurn(), 600)]
    )
    facts = {f.name: f for f in player_facts(game, Timeline(game))}
    ann, ben, cid = facts["Ann"], facts["Ben"], facts["Cid"]
    # Ann: turns 1 (90 s) and 4 (30 s); Ben: 2 (60 s) and 5 (170 s); Cid: 3 (250 s); 6 runs.
    assert (ann.turns_taken, ann.timed_turns, ann.time_on_turns) == (2, 2, 120.0)
    assert (ann.average_turn, ann.longest_turn) == (60.0, 90.0)
    assert (ben.turns_taken, ben.time_on_turns, ben.longest_turn) == (2, 230.0, 170.0)
    assert (cid.turns_taken, cid.average_turn, cid.longest_turn) == (1, 250.0, 250.0)
    assert game_facts(game, Timeline(game)).uses_turn_times


def test_a_turn_with_a_time_missing_is_left_out_not_counted_as_zero() -> None:
    game = timed_game(
        [
            (EndTurn(), 90),  # Ann's turn 1: 90 s
            (EndTurn(), None),  # Ben's turn 2 ends without a time: 2 and 3 have no duration
            (EndTurn(), 400),  # Cid's turn 3
            (EndTurn(), 460),  # Ann's turn 4: 60 s
        ]
    )
    assert [t[2] for t in _times(game)] == [90.0, None, None, 60.0, None]
    facts = {f.name: f for f in player_facts(game, Timeline(game))}
    ann, ben = facts["Ann"], facts["Ben"]
    assert (ann.turns_taken, ann.timed_turns, ann.average_turn) == (2, 2, 75.0)
    # Ben took a turn, but its time is unknown: no average of 0, no longest of 0.
    assert (ben.turns_taken, ben.timed_turns) == (1, 0)
    assert ben.average_turn is None and ben.longest_turn is None and ben.time_on_turns == 0


def test_a_game_without_times_has_no_turn_times() -> None:
    game = Game.from_actions([NewGame(("Ann", "Ben"), 40), EndTurn(), EndTurn()])
    timeline = Timeline(game)
    assert [t.seconds for t in timeline.turn_times()] == [None, None, None]
    assert not timeline.has_turn_times and not game_facts(game, timeline).uses_turn_times
    facts = player_facts(game, timeline)
    assert [f.turns_taken for f in facts] == [1, 1]  # still counted: they took them
    assert "turn seconds" not in csv_text(timeline)


def test_a_clock_set_back_gives_no_duration() -> None:
    game = timed_game([(EndTurn(), 90), (EndTurn(), 50)])
    assert [t[2] for t in _times(game)] == [90.0, None, None]


def test_the_last_turn_of_a_game_that_is_over_ends_with_it() -> None:
    game = timed_game([(EndTurn(), 90), (Concede("Cid"), 100), (Concede("Ann"), 130)])
    assert game.state.game_over
    assert _times(game) == [(1, "Ann", 90.0, True), (2, "Ben", 40.0, True)]
    ben = player_facts(game, Timeline(game))[1]
    assert (ben.turns_taken, ben.time_on_turns) == (1, 40.0)


def test_a_first_player_owns_turn_one_timed_from_the_new_game() -> None:
    game = timed_game([(FirstPlayer("Cid", random=True), 20), (EndTurn(), 80)])
    assert _times(game)[:2] == [(1, "Cid", 80.0, True), (2, "Ann", None, False)]
    game.apply(Undo())
    game.apply(Undo())  # the draw is taken back: turn 1 is Ann's again
    assert _times(game) == [(1, "Ann", None, False)]


def test_an_undone_turn_takes_its_time_with_it() -> None:
    game = timed_game([(EndTurn(), 90), (EndTurn(), 150)])
    live = Timeline(game)
    assert [t.seconds for t in live.turn_times()] == [90.0, 60.0, None]
    game.apply(Undo(), at(170))
    live.sync(game)
    assert [t.seconds for t in live.turn_times()] == [90.0, None]
    game.apply(EndTurn(), at(200))
    live.sync(game)
    assert live.turn_times() == [
        TurnTime(1, "Ann", 90.0, True),
        TurnTime(2, "Ben", 110.0, True),
        TurnTime(3, "Cid", None, False),
    ]
    game.apply(Undo(), at(210))
    game.apply(Redo(), at(260))  # brought back as it was: it ended when it first did
    live.sync(game)
    assert [t.seconds for t in live.turn_times()] == [90.0, 110.0, None]
    assert live.turn_starts == Timeline(game).turn_starts


def test_sync_reads_only_the_new_actions() -> None:
    """The per-action cost: one new action is one action read, however long the game."""
    game = timed_game([(EndTurn(), 10 * n) for n in range(1, 200)])
    live = Timeline(game)
    assert len(live.turn_times()) == 200
    game.apply(EndTurn(), at(5000))
    assert live.sync(game) == 1
    assert live.turn_times()[-2].seconds == 5000 - 1990


def test_times_are_read_as_the_turn_bars_clock_reads_them() -> None:
    assert parse_at("2026-12-01T19:00:00.000Z") == T0
    assert parse_at("2026-12-01T19:00:00") == T0  # no zone: UTC
    assert parse_at("2026-12-01T20:00:00+01:00") == T0
    for bad in ("", "not a time", None, 17):
        assert parse_at(bad) is None


def test_csv_has_the_turn_player_and_seconds() -> None:
    game = timed_game([(FirstPlayer("Ben"), 5), (EndTurn(), 90.4), (EndTurn(), None)])
    rows = list(csv.DictReader(io.StringIO(csv_text(Timeline(game)))))
    assert [r["turn player"] for r in rows] == ["Ben", "Cid", "Ann"]
    assert [r["turn seconds"] for r in rows] == ["90", "", ""]
