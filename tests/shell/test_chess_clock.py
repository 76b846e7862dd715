"""Each player's chess clock (issue 16 item 5), timed from the lines' "at" times with a fixed now
(no sleeps): the turn player's clock runs, during an extra turn too, not while paused, not for a
player who left, not after the game; Undo takes its time back; the fold costs the same per action
however long the game."""

from __future__ import annotations

import datetime as dt
import json
import random
import weakref
from pathlib import Path

import pytest

from companion.core.actions import (
    ChessClock,
    ClockPause,
    Concede,
    EndTurn,
    ExtraTurn,
    FirstPlayer,
    LifeChange,
    NewGame,
    Redo,
    StepTo,
    Undo,
)
from companion.core.game import Game
from companion.core.steps import Step
from companion.shell import chess_clock, clock
from companion.shell.chess_clock import CHECKPOINT_EVERY, Tracker, shown, warn_below
from companion.shell.commands import build
from companion.shell.session import Session
from companion.shell.settings import SETTINGS_VERSION, Settings, load_settings, settings_path

_TRACKERS: weakref.WeakKeyDictionary[Game, Tracker] = weakref.WeakKeyDictionary()


def follow(game: Game) -> Tracker:
    """One tracker per game, caught up with it (as the session's projections keep one)."""
    tracker = _TRACKERS.get(game)
    if tracker is None:
        tracker = _TRACKERS[game] = Tracker(game.setup, clock.started(game.journal[:1]))
    tracker.sync(game)
    return tracker


T0 = dt.datetime(2026, 12, 1, 20, 0, 0, tzinfo=dt.UTC)
PLAYERS = ("Ann", "Ben", "Cid")


def at(seconds: float) -> dict[str, str]:
    when = T0 + dt.timedelta(seconds=seconds)
    return {"at": when.isoformat(timespec="milliseconds").replace("+00:00", "Z")}


def new(players: tuple[str, ...] = PLAYERS) -> Game:
    return Game(NewGame(players, 40), at(0))


def left(game: Game, seconds: float) -> dict[str, float]:
    """Each player's seconds left at T0 + `seconds`."""
    reading = follow(game).reading(T0 + dt.timedelta(seconds=seconds))
    assert reading is not None
    return {c.player: c.remaining for c in reading.players}


def running(game: Game, seconds: float) -> str | None:
    reading = follow(game).reading(T0 + dt.timedelta(seconds=seconds))
    assert reading is not None
    return reading.running


def test_no_clock_no_reading() -> None:
    game = new()
    game.apply(LifeChange("Ann", -1), at(5))
    assert follow(game).reading(T0) is None


def test_the_turn_players_clock_runs_and_passes_on_with_the_turn() -> None:
    game = new()
    game.apply(ChessClock(10), at(30))  # turned on 30 s in: Ann's clock runs from then
    assert left(game, 30) == {"Ann": 600, "Ben": 600, "Cid": 600}
    assert left(game, 130) == {"Ann": 500, "Ben": 600, "Cid": 600}
    game.apply(LifeChange("Cid", -3), at(90))  # other players' actions change nothing
    game.apply(EndTurn(), at(150))  # Ann used 120 s
    assert running(game, 150) == "Ben"
    assert left(game, 200) == {"Ann": 480, "Ben": 550, "Cid": 600}
    game.apply(EndTurn(), at(210))
    game.apply(EndTurn(), at(215))  # Cid used 5 s; Ann's again
    assert left(game, 315) == {"Ann": 380, "Ben": 540, "Cid": 595}


def test_paused_nobody_runs_and_resumed_the_turn_player_again() -> None:
    game = new()
    game.apply(ChessClock(10), at(0))
    game.apply(ClockPause(), at(60))
    reading = follow(game).reading(T0 + dt.timedelta(seconds=500))
    assert reading is not None and reading.paused and reading.running is None
    assert left(game, 500)["Ann"] == 540
    game.apply(EndTurn(), at(600))  # the turn passes while paused: nobody's time
    game.apply(ClockPause(paused=False), at(700))
    assert left(game, 730) == {"Ann": 540, "Ben": 570, "Cid": 600}


def test_an_extra_turns_player_runs_then_play_resumes() -> None:
    game = new()
    game.apply(ChessClock(10), at(0))
    game.apply(ExtraTurn("Cid"), at(10))
    game.apply(EndTurn(), at(20))  # Cid's extra turn (CR 500.7)
    assert running(game, 20) == "Cid"
    game.apply(EndTurn(), at(80))  # back to Ben's, the scheduled one
    assert running(game, 80) == "Ben"
    assert left(game, 80) == {"Ann": 580, "Ben": 600, "Cid": 540}


def test_a_player_who_left_on_their_turn_stops_until_the_next_turn() -> None:
    game = new()
    game.apply(ChessClock(10), at(0))
    game.apply(Concede("Ann"), at(100))  # Ann's turn runs on without an active player
    assert running(game, 150) is None
    assert left(game, 300) == {"Ann": 500, "Ben": 600, "Cid": 600}
    game.apply(EndTurn(), at(320))
    assert left(game, 330) == {"Ann": 500, "Ben": 590, "Cid": 600}


def test_after_the_game_every_clock_stands_still() -> None:
    game = new(("Ann", "Ben"))
    game.apply(ChessClock(10), at(0))
    game.apply(Concede("Ben"), at(45))
    assert game.state.game_over
    assert left(game, 10_000) == {"Ann": 555, "Ben": 600}
    assert running(game, 10_000) is None


def test_the_first_player_drawn_is_the_first_to_run() -> None:
    game = new()
    game.apply(ChessClock(5), at(0))
    game.apply(FirstPlayer("Cid", random=True), at(2))
    assert running(game, 2) == "Cid"
    assert left(game, 62) == {"Ann": 298, "Ben": 300, "Cid": 240}


def test_a_new_budget_keeps_the_time_used_and_off_then_on_starts_afresh() -> None:
    game = new()
    game.apply(ChessClock(10), at(0))
    game.apply(ChessClock(20), at(100))
    assert left(game, 100)["Ann"] == 1100
    game.apply(ChessClock(0), at(200))
    assert follow(game).reading(T0) is None
    game.apply(ChessClock(20), at(500))  # time without a clock is nobody's
    assert left(game, 510) == {"Ann": 1190, "Ben": 1200, "Cid": 1200}


def test_warning_under_a_tenth_or_the_last_minute_and_out_at_zero() -> None:
    assert warn_below(20) == 120 and warn_below(5) == 60
    game = new()
    game.apply(ChessClock(20), at(0))

    def ann(seconds: float) -> chess_clock.PlayerClock:
        reading = follow(game).reading(T0 + dt.timedelta(seconds=seconds))
        assert reading is not None
        found = reading.of("Ann")
        assert found is not None
        return found

    assert not ann(1080).warning  # 120 s left: not under a tenth yet
    assert ann(1081).warning and not ann(1081).out
    assert ann(1200).out and ann(1200).remaining == 0
    assert ann(5000).remaining == 0 and ann(5000).running  # runs on: no automatic loss
    assert not game.state.game_over


def test_shown_rounds_up_to_whole_seconds() -> None:
    assert shown(1200) == "20:00"
    assert shown(1199.2) == "20:00"
    assert shown(1199) == "19:59"
    assert shown(0.4) == "0:01" and shown(0) == "0:00"
    assert shown(3725) == "1:02:05"


def test_undo_takes_its_time_back_and_redo_brings_it_back_as_it_was() -> None:
    """Redo brings an action back as it was, at its first time (play-test: a pause undone to
    reach a life change before a break, then redone, charged the break to the active player)."""
    game = new()
    game.apply(ChessClock(10), at(0))
    game.apply(EndTurn(), at(100))  # by mistake: Ann's turn goes on
    assert running(game, 100) == "Ben"
    game.apply(Undo(), at(110))
    assert running(game, 110) == "Ann"
    assert left(game, 110)["Ann"] == 490 and left(game, 110)["Ben"] == 600
    game.apply(Redo(), at(130))  # the turn ended when it first did
    assert left(game, 150) == {"Ann": 500, "Ben": 550, "Cid": 600}
    game.apply(ClockPause(), at(155))  # a break
    game.apply(Undo(), at(700))
    game.apply(Redo(), at(705))  # paused again as of 155: the break is nobody's time
    assert left(game, 710)["Ben"] == 545


def test_turn_began_as_the_game_clock_reads_it() -> None:
    game = new()
    tracker = follow(game)
    assert tracker.started == T0 and tracker.turn_began == T0
    game.apply(StepTo(Step.MAIN1), at(20))
    game.apply(EndTurn(), at(90))
    assert follow(game).turn_began == T0 + dt.timedelta(seconds=90)
    game.apply(Undo(), at(95))
    assert follow(game).turn_began == T0


def fresh(game: Game) -> Tracker:
    """A tracker that folds every entry from the start."""
    tracker = Tracker(game.setup, T0)
    tracker.sync(game)
    return tracker


def test_the_incremental_fold_agrees_with_a_fresh_one_through_undo_and_redo() -> None:
    rng = random.Random(16)
    game = new()
    game.apply(ChessClock(30), at(0))
    tracker = follow(game)
    seconds = 0.0
    for _ in range(700):
        seconds += rng.uniform(0.5, 40)
        choice = rng.random()
        if choice < 0.3 and game.can_undo():
            game.apply(Undo(), at(seconds))
        elif choice < 0.4 and game.can_redo():
            game.apply(Redo(), at(seconds))
        elif choice < 0.6:
            game.apply(EndTurn(), at(seconds))
        elif choice < 0.65:
            game.apply(ClockPause(not game.state.clock_paused), at(seconds))
        else:
            game.apply(LifeChange(rng.choice(PLAYERS), rng.choice((-1, 1))), at(seconds))
        tracker.sync(game)
        assert tracker.used() == fresh(game).used()
        assert tracker.turn_began == fresh(game).turn_began


def test_the_cost_per_action_does_not_grow_with_the_game() -> None:
    game = new()
    game.apply(ChessClock(60), at(0))
    for n in range(1, 5000):
        game.apply(EndTurn() if n % 7 == 0 else LifeChange("Ben", 1), at(n))
    tracker = follow(game)
    before = tracker.folded
    for n in range(5000, 5100):  # each action and each read fold only what is new
        game.apply(LifeChange("Cid", 1), at(n))
        follow(game)
        follow(game)
    assert tracker.folded - before == 100
    before = tracker.folded
    for n in range(200):  # a storm of undos: each folds at most a checkpoint's worth
        game.apply(Undo(), at(6000 + n))
        follow(game)
    assert tracker.folded - before <= 200 * CHECKPOINT_EVERY
    assert tracker.used() == fresh(game).used()


def test_far_back_undo_rebuilds_from_the_sparse_checkpoints() -> None:
    game = new()
    game.apply(ChessClock(600), at(0))
    for n in range(1, 9000):
        game.apply(EndTurn() if n % 5 == 0 else LifeChange("Ann", 1), at(n))
    tracker = follow(game)
    kept = [c[0] for c in tracker._checkpoints]
    assert 4096 in kept and 64 not in kept  # the far past only every SPARSE-th
    assert kept[-1] == 8960 and 8960 - 4096 + 64 in kept
    for n in range(5000):
        game.apply(Undo(), at(10_000 + n))
    assert follow(game).used() == fresh(game).used()


@pytest.mark.parametrize("minutes", [1, 20])
def test_a_game_without_line_times_never_runs(minutes: int) -> None:
    game = Game(NewGame(PLAYERS, 40))
    game.apply(ChessClock(minutes))
    game.apply(EndTurn())
    tracker = follow(game)
    assert tracker.started is None
    reading = tracker.reading(T0)
    assert reading is not None
    assert [c.remaining for c in reading.players] == [minutes * 60.0] * 3


# -- the commands and the remembered setting -----------------------------------------------------


class Quiet:
    def reset(self) -> None: ...

    def changed(self, outcome: object) -> None: ...

    def rejected(self, reason: object, initiator: str) -> None: ...

    def notice(self, notice: object) -> None: ...

    def combat_offered(self) -> None: ...

    def damage_mode_changed(self) -> None: ...

    def storage_failed(self, path: Path, error: OSError) -> None:
        raise AssertionError(error)

    def storage_restored(self) -> None: ...


def test_pause_is_offered_with_a_clock_and_toggles_it(tmp_path: Path) -> None:
    session = Session(Quiet())
    session.start(NewGame(PLAYERS, 40), path=tmp_path / "game.jsonl")
    try:
        registry = build(session)
        command = registry["clock_pause"]
        assert command.menu == "turn" and command.checkable and "H" in command.shortcuts
        assert registry["chess_clock"].menu == "turn"
        assert not registry.enabled("clock_pause")  # no clock, nothing to pause
        session.do(ChessClock(20))
        assert registry.enabled("clock_pause") and not registry.checked("clock_pause")
        assert registry.run("clock_pause")
        assert session.state.clock_paused and registry.checked("clock_pause")
        assert registry.run("clock_pause")
        assert not session.state.clock_paused
        session.undo()
        assert session.state.clock_paused  # each a journal line, undone like any
        for name in ("Ben", "Cid"):
            session.do(Concede(name))
        assert not registry.enabled("clock_pause")  # the game is over
    finally:
        session.close()


@pytest.mark.parametrize(
    ("value", "kept", "warned"),
    [(25, 25, False), (0, 0, False), (601, 0, True), (True, 0, True), ("20", 0, True)],
)
def test_the_new_games_clock_is_remembered_and_a_bad_one_is_not(
    value: object, kept: int, warned: bool
) -> None:
    assert Settings().chess_clock == 0  # off unless a pod chose one
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": SETTINGS_VERSION, "chess_clock": value}), "utf-8")
    settings, warnings = load_settings()
    assert settings.chess_clock == kept
    assert bool(warnings) == warned


def test_the_log_and_undo_say_each_clock_action() -> None:
    from companion.shell.messages import action_message, english, gesture_message, render

    def said(action: object) -> str:
        return render(action_message(action), english)  # type: ignore[arg-type]

    assert said(ChessClock(1)) == "Chess clock: 1 minute per player"
    assert said(ChessClock(25)) == "Chess clock: 25 minutes per player"
    assert said(ChessClock(0)) == "Chess clock off"
    assert said(ClockPause()) == "Chess clock paused"
    assert said(ClockPause(paused=False)) == "Chess clock running again"
    assert render(gesture_message([ClockPause()]), english) == "Chess clock paused"


def test_a_reopened_game_leaves_the_closed_time_out_of_every_clock(tmp_path: Path) -> None:
    """Play-test (issue 28, minor 23): a quit and Continue 25 s later counted those seconds. The
    journal's last line was written 600 s before the game is opened again: until the next line
    the session says so (`closed_pending`), then that line carries it ("closed"), and a reopening
    reads it back. The game's time, the turn's, the chess clocks and the stats leave it out."""
    from companion.core.journal import encode
    from companion.stats.facts import wall_clock_seconds

    now = dt.datetime.now(dt.UTC)

    def stamp(seconds_ago: float) -> str:
        when = now - dt.timedelta(seconds=seconds_ago)
        return when.isoformat(timespec="milliseconds").replace("+00:00", "Z")

    path = tmp_path / "game.jsonl"
    lines = [
        {**NewGame(PLAYERS, 40).to_json(), "at": stamp(700)},
        {**ChessClock(20).to_json(), "at": stamp(700)},
        {"action": "life", "player": "Ann", "delta": -1, "at": stamp(600)},
    ]
    path.write_bytes(encode(lines))
    session = Session(Quiet())
    session.open(path)
    try:
        assert 599 <= session.closed_pending <= 610
        tracker = session.projections.clock()
        assert tracker is not None
        assert tracker.game_seconds(now) == pytest.approx(100, abs=10)  # 700 s less 600 closed
        reading = tracker.reading(now)
        assert reading is not None  # Ann's clock ran 100 s before the game was closed
        assert reading.of("Ann").remaining == pytest.approx(20 * 60 - 100, abs=10)  # type: ignore[union-attr]
        session.do(LifeChange("Ben", -1))
        written = [json.loads(line) for line in path.read_bytes().splitlines()[3:]]
        closed = [line["closed"] for line in written if "closed" in line]
        assert len(closed) == 1 and 599 <= closed[0] <= 610  # on the first line written
        assert "closed" in written[0] and session.closed_pending == 0
        session.do(LifeChange("Ben", -1))  # said once: the next line has none
        assert "closed" not in json.loads(path.read_bytes().splitlines()[-1])
    finally:
        session.close()
    again = Session(Quiet())
    again.open(path)
    try:
        tracker = again.projections.clock()
        assert tracker is not None and tracker.game_seconds(now) == pytest.approx(100, abs=10)
        game = again.game
        assert game is not None
        assert wall_clock_seconds(list(game.journal)) == pytest.approx(100, abs=10)
    finally:
        again.close()
