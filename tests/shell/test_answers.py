"""One way in, answered to who asked (issue 27 item 2): every change carries its initiator, a
refusal is answered to its caller and told with its initiator, and a tap's run is final before
anyone hears of its change."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from fakes import FakeClock
from test_storage import Recorder

from companion.core.actions import CommanderCast, LifeChange, NewGame, StepTo
from companion.core.game import Outcome
from companion.core.steps import Step
from companion.shell import taps
from companion.shell.answers import DESKTOP, Applied, Refused, phone
from companion.shell.session import Session


class Watching(Recorder):
    """Reads the session's run of taps at the moment each change is told."""

    def __init__(self) -> None:
        super().__init__()
        self.session: Session | None = None
        self.runs: list[taps.Run | None] = []
        self.stops: list[frozenset[int]] = []

    def changed(self, outcome: Outcome) -> None:
        super().changed(outcome)
        assert self.session is not None
        self.runs.append(self.session.tap_run("Ann"))
        self.stops.append(self.session.stopped_at())


def _session(tmp_path: Path, clock: FakeClock) -> tuple[Session, Watching]:
    heard = Watching()
    session = Session(heard, clock=clock)
    heard.session = session
    session.start(NewGame(("Ann", "Ben", "Cid"), 40), path=tmp_path / "game.jsonl")
    return session, heard


def test_every_change_carries_who_asked_for_it(tmp_path: Path, clock: FakeClock) -> None:
    session, heard = _session(tmp_path, clock)
    session.do(LifeChange("Ann", -2))
    answer = session.run(lambda: session.do(LifeChange("Ben", -3)), phone("Ben"))
    assert isinstance(answer, Applied) and answer.outcome is not None
    assert answer.outcome.initiator == "pod:Ben"
    assert [c.initiator for c in heard.changes[-2:]] == [DESKTOP, "pod:Ben"]
    assert session.initiator == DESKTOP  # back to the desktop once the phone's call is over
    session.close()


def test_a_refusal_is_answered_to_its_caller_and_told_with_it(
    tmp_path: Path, clock: FakeClock
) -> None:
    session, heard = _session(tmp_path, clock)
    lines = (tmp_path / "game.jsonl").read_bytes()
    take_back = CommanderCast("Ann", False, -1)  # no cast to take back
    answer = session.run(lambda: session.do(take_back), phone("Ann"))
    assert isinstance(answer, Refused) and answer.reason.key == "no_cast_to_take_back"
    assert heard.initiators == ["pod:Ann"]  # the desktop's listener can tell it is not its own
    assert (tmp_path / "game.jsonl").read_bytes() == lines  # nothing changed
    session.do(take_back)  # the desktop's own refusal
    assert heard.initiators == ["pod:Ann", DESKTOP]
    session.close()


def test_a_single_tap_has_its_run_when_its_change_is_told(
    tmp_path: Path, clock: FakeClock
) -> None:
    session, heard = _session(tmp_path, clock)
    session.tap(taps.life("Ann"), -1)
    run = heard.runs[-1]
    assert run is not None and (run.before, run.amount) == (40, -1)  # "−1 → 39" on one tap
    clock.wait(0.2)
    session.tap(taps.life("Ann"), -1)
    run = heard.runs[-1]
    assert run is not None and (run.before, run.amount) == (40, -2)
    session.close()


def test_a_gesture_is_checked_once_and_applied_from_that_check(
    tmp_path: Path, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The engine runs once per action: the check's transition is what is applied (it ran
    three times: preview, check, apply)."""
    import companion.core.game as game_module

    session, _ = _session(tmp_path, clock)
    runs: list[str] = []
    real = game_module.apply

    def counted(state: Any, action: Any) -> Any:
        runs.append(type(action).__name__)
        return real(state, action)

    monkeypatch.setattr(game_module, "apply", counted)
    session.do(LifeChange("Ann", -2))
    # The first play takes the turn out of its untap step (flow.lead_in): two actions, each once.
    assert runs == ["StepTo", "LifeChange"]
    runs.clear()
    session.end_turn()  # a plain end of turn: its actions, each run once
    game = session.game
    assert game is not None
    assert runs and len(runs) == len(game.next_undo())  # one run per action written
    session.close()


def test_end_turns_stop_is_final_when_its_change_is_told(
    tmp_path: Path, clock: FakeClock
) -> None:
    """End turn stopping at the monarch's draw (CR 725.2): the stop is part of the change, so a
    listener reading the session then sees it (it was recorded after the listeners ran)."""
    from companion.core.actions import BecomeMonarch

    session, heard = _session(tmp_path, clock)
    session.do(BecomeMonarch("Ann"))
    session.end_turn()
    state = session.state
    draw = next(r for r in state.pending_reminders() if r.player == "Ann")
    assert draw.id in heard.stops[-1]
    session.close()


def test_a_joined_tap_reports_what_it_took_back(tmp_path: Path, clock: FakeClock) -> None:
    """The change report keeps what was undone on every path: a tap joining a run replaces the
    run's action, and the report says which entry went (it said nothing was undone)."""
    session, heard = _session(tmp_path, clock)
    session.tap(taps.life("Ann"), -1)
    clock.wait(0.2)
    session.tap(taps.life("Ann"), -1)
    joined = heard.changes[-1]
    # The first tap's gesture went whole: the step the first play took, and the -1.
    assert [e.action for e in joined.undone] == [StepTo(Step.MAIN1), LifeChange("Ann", -1)]
    assert joined.action == LifeChange("Ann", -2)
    session.close()


def test_end_turns_stop_is_in_the_journal_survives_a_restart_and_follows_undo(
    tmp_path: Path, clock: FakeClock
) -> None:
    """End turn stops once at the monarch's draw (CR 725.2): the stop is a journal line of its
    gesture (stop_at), so after a restart End turn says who draws first instead of stopping again,
    and an Undo of that End turn takes the stop back with it."""
    from companion.core.actions import BecomeMonarch
    from companion.core.journal import build_game, decode
    from companion.shell.flow import DrawFirst

    session, heard = _session(tmp_path, clock)
    session.do(BecomeMonarch("Ann"))
    session.end_turn()
    (draw,) = session.state.pending_reminders()
    assert session.stopped_at() == {draw.id}
    path = session.path
    assert path is not None
    assert build_game(decode(path.read_bytes())).state.stopped_at == {draw.id}
    session.close()
    again = Session(heard, clock=clock)
    again.open(path)
    try:
        assert again.stopped_at() == {draw.id}
        again.end_turn()
        assert isinstance(heard.rejections[-1], DrawFirst)  # no second stop: who draws first
        again.undo()  # the End turn that stopped
        assert again.stopped_at() == frozenset()
    finally:
        again.close()
