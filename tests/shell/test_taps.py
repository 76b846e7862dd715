"""Taps on one counter a moment apart are one change: one action, one log line, one undo step.

Driven through the Qt-free session with a fake clock (no waiting). Every test ends with the
journal on disk replaying to exactly the game the session shows.
"""

from __future__ import annotations

import errno
from collections.abc import Iterator
from pathlib import Path

import pytest
from fakes import FakeClock
from test_storage import Recorder, disk_equals_game

from companion.core import journal
from companion.core.actions import (
    Ask,
    BecomeMonarch,
    CombatDamage,
    CounterChange,
    EndTurn,
    Hit,
    LifeChange,
    NewGame,
    PoisonChange,
    StepTo,
    Undo,
)
from companion.core.errors import ActionError
from companion.core.steps import Step
from companion.shell import taps
from companion.shell.session import Session
from companion.shell.storage import NotSaved

PLAYERS = ("Ann", "Ben", "Cid")


@pytest.fixture
def game(tmp_path: Path, clock: FakeClock) -> Iterator[tuple[Session, Recorder]]:
    heard = Recorder()
    session = Session(heard, clock=clock)
    # A table that calls its steps: the journal holds the taps' actions alone (the steps that
    # follow the play are test_steps_follow_play.py's).
    session.step_by_step = True
    session.start(NewGame(PLAYERS, 40), path=tmp_path / "game.jsonl")
    yield session, heard
    session.close()


def effective(session: Session) -> list[object]:
    assert session.game is not None
    return [entry.action for entry in session.game.entries]


def tap(session: Session, clock: FakeClock, counter: taps.Counter, delta: int, times: int) -> None:
    for _ in range(times):
        session.tap(counter, delta)
        clock.wait(0.3)


def test_fourteen_taps_are_one_life_change_and_one_undo(
    game: tuple[Session, Recorder], clock: FakeClock
) -> None:
    session, heard = game
    tap(session, clock, taps.life("Ann"), -1, 14)
    assert session.state.player("Ann").life == 26
    assert effective(session) == [LifeChange("Ann", -14)]  # one log line
    run = session.tap_run("Ann")
    assert run is not None and (run.amount, run.before, run.after) == (-14, 40, 26)
    assert len(heard.changes) == 14  # every tap was shown at once
    # Never an Undo to speak of; each joined tap's report names the action it replaced.
    assert all(not isinstance(change.action, Undo) for change in heard.changes)
    assert all(len(change.undone) == 1 for change in heard.changes[1:])
    session.undo()
    assert session.state.player("Ann").life == 40 and effective(session) == []
    disk_equals_game(session)


def test_a_pause_starts_a_new_change(game: tuple[Session, Recorder], clock: FakeClock) -> None:
    session, _ = game
    tap(session, clock, taps.life("Ben"), -1, 3)
    clock.wait(taps.PAUSE + 0.1)
    assert session.tap_run("Ben") is None  # the running amount is gone from the panel
    tap(session, clock, taps.life("Ben"), -1, 2)
    assert effective(session) == [LifeChange("Ben", -3), LifeChange("Ben", -2)]
    disk_equals_game(session)


def test_anything_else_in_between_ends_the_run(
    game: tuple[Session, Recorder], clock: FakeClock
) -> None:
    session, _ = game
    tap(session, clock, taps.life("Ann"), -1, 2)
    tap(session, clock, taps.life("Ben"), -1, 1)  # another counter
    tap(session, clock, taps.life("Ann"), -1, 1)
    session.do(EndTurn())
    tap(session, clock, taps.life("Ann"), 1, 2)
    session.undo()
    assert session.tap_run("Ann") is None  # undone: nothing to add to
    tap(session, clock, taps.life("Ann"), 1, 1)
    assert effective(session) == [
        LifeChange("Ann", -2),
        LifeChange("Ben", -1),
        LifeChange("Ann", -1),
        EndTurn(),
        LifeChange("Ann", 1),
    ]
    disk_equals_game(session)


def test_something_done_and_undone_in_between_still_ends_the_run(
    game: tuple[Session, Recorder], clock: FakeClock
) -> None:
    """The run is one gesture: an action on another counter, even one undone at once, is a new
    gesture in between, so the next tap starts its own change (and its own undo step)."""
    session, _ = game
    tap(session, clock, taps.life("Ann"), -1, 2)
    session.do(LifeChange("Ben", -3))
    session.undo()
    assert session.tap_run("Ann") is None
    tap(session, clock, taps.life("Ann"), -1, 1)
    assert effective(session) == [LifeChange("Ann", -2), LifeChange("Ann", -1)]
    disk_equals_game(session)


def test_taps_that_cancel_out_leave_no_line_and_can_go_on(
    game: tuple[Session, Recorder], clock: FakeClock
) -> None:
    session, _ = game
    session.do(EndTurn())
    tap(session, clock, taps.life("Cid"), -1, 1)
    tap(session, clock, taps.life("Cid"), 1, 1)
    assert effective(session) == [EndTurn()]
    run = session.tap_run("Cid")
    assert run is not None and run.amount == 0
    assert session.game is not None and not session.game.can_redo()  # nothing came and went
    tap(session, clock, taps.life("Cid"), 5, 1)
    assert effective(session) == [EndTurn(), LifeChange("Cid", 5)]
    session.undo()
    assert effective(session) == [EndTurn()]
    session.redo()  # the whole change comes back, never a part of it
    assert effective(session) == [EndTurn(), LifeChange("Cid", 5)]
    session.undo()
    disk_equals_game(session)
    assert session.path is not None
    assert b'"merge":true' in session.path.read_bytes().replace(b" ", b"")


def test_poison_and_commander_damage_taps_merge_too(
    game: tuple[Session, Recorder], clock: FakeClock
) -> None:
    session, _ = game
    tap(session, clock, taps.poison("Ben"), 1, 3)
    tap(session, clock, taps.commander("Cid", "Ann"), 1, 4)
    # Combat damage is dealt in the combat damage step (CR 510): the first hit took the turn
    # there, and the run keeps that step in its one gesture.
    assert effective(session) == [
        PoisonChange("Ben", 3),
        StepTo(Step.COMBAT_DAMAGE),
        CombatDamage((Hit("Ann", "Cid", 4, commander=True),)),
    ]
    assert session.game is not None
    assert [e.joined for e in session.game.entries] == [False, False, True]
    assert session.state.player("Cid").commander_damage == {"Ann": 4}
    assert session.state.player("Cid").life == 36
    disk_equals_game(session)


def test_a_merged_commander_hit_on_the_monarch_still_steals_the_crown(
    game: tuple[Session, Recorder], clock: FakeClock
) -> None:
    """CR 725.4: combat damage to the monarch makes its dealer's controller the monarch; the
    merged action is the one the rules see, once."""
    session, _ = game
    session.do(BecomeMonarch("Cid"))
    tap(session, clock, taps.commander("Cid", "Ann"), 1, 3)
    assert session.state.monarch == "Ann"
    assert effective(session)[-1] == CombatDamage((Hit("Ann", "Cid", 3, commander=True),))
    session.undo()
    assert session.state.monarch == "Cid"
    disk_equals_game(session)


def test_a_refused_tap_changes_nothing(game: tuple[Session, Recorder], clock: FakeClock) -> None:
    session, heard = game
    tap(session, clock, taps.poison("Ann"), 1, 1)
    tap(session, clock, taps.poison("Ann"), -1, 1)
    tap(session, clock, taps.poison("Ann"), -1, 1)  # below 0: refused
    assert isinstance(heard.rejections[-1], ActionError)
    assert session.state.player("Ann").poison == 0 and effective(session) == []
    disk_equals_game(session)


def test_the_monarchs_loss_in_combat_is_the_question_and_its_taps_merge(
    game: tuple[Session, Recorder], clock: FakeClock
) -> None:
    """CR 725.2's steal needs combat damage: the flow asks; taps a moment apart grow the one
    question, one journal change and one undo step (not one per tap)."""
    session, _ = game
    session.do(BecomeMonarch("Ben"))
    session.do(StepTo(Step.COMBAT_DAMAGE))
    count = len(effective(session))
    tap(session, clock, taps.life("Ben"), -1, 3)
    assert session.state.question is not None and session.state.question.amount == 3
    assert effective(session)[count:] == [Ask("Ben", -3)]
    run = session.tap_run("Ben")
    assert run is not None and (run.amount, run.after) == (-3, 37)
    tap(session, clock, taps.life("Ben"), 5, 1)  # 3 take the loss back, 2 are a gain
    assert session.state.question is None
    assert effective(session)[count:] == [LifeChange("Ben", 2)]
    session.undo()
    assert session.state.player("Ben").life == 40 and session.state.question is None
    disk_equals_game(session)


def test_a_full_disk_during_a_merge_keeps_the_run_as_it_was(
    game: tuple[Session, Recorder], clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Both lines of a merge (Undo, the new amount) are written together or not at all."""
    session, heard = game
    tap(session, clock, taps.life("Ann"), -1, 2)
    real = journal.os.write

    def full(fd: int, data: bytes) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(journal.os, "write", full)
    session.tap(taps.life("Ann"), -1)
    assert heard.failures and session.state.player("Ann").life == 38
    assert isinstance(session.refusal(), NotSaved)
    monkeypatch.setattr(journal.os, "write", real)
    assert session.retry_storage()
    disk_equals_game(session)
    assert effective(session) == [LifeChange("Ann", -2)]


def test_a_run_that_turns_into_the_monarchs_combat_loss_asks(
    game: tuple[Session, Recorder], clock: FakeClock
) -> None:
    """CR 725.2: a gain first, then taps down in the combat damage step: once the run would be
    a loss for the monarch, it is the combat question, not a plain life change."""
    session, _ = game
    session.do(BecomeMonarch("Ben"))
    session.do(StepTo(Step.COMBAT_DAMAGE))
    tap(session, clock, taps.life("Ben"), 1, 1)
    tap(session, clock, taps.life("Ben"), -1, 3)
    question = session.state.question
    # +1 and the first −1 cancel out; the two taps down after them are the open question.
    assert question is not None and question.player == "Ben" and question.amount == 2
    assert session.state.player("Ben").life == 40
    disk_equals_game(session)


def test_taps_on_a_players_counter_are_one_change(
    game: tuple[Session, Recorder], clock: FakeClock
) -> None:
    """Energy tapped up five times is one "gets 5 energy counters"; the pod's own counter the
    same, apart from the known kinds; each replays from the disk."""
    session, _ = game
    tap(session, clock, taps.counter("Ann", "energy"), 1, 5)
    clock.wait(2)
    tap(session, clock, taps.counter("Ann", "Lore", named=True), 1, 2)
    tap(session, clock, taps.counter("Ann", "Lore", named=True), -1, 1)
    assert effective(session) == [
        CounterChange("Ann", "energy", 5),
        CounterChange("Ann", "Lore", 1, named=True),
    ]
    ann = session.state.player("Ann")
    assert (dict(ann.counters), dict(ann.named_counters)) == ({"energy": 5}, {"Lore": 1})
    disk_equals_game(session)
