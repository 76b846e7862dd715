"""End turn and the rad trigger (CR 728) through the Qt-free session: it stops at the precombat
main phase of a player with rad counters and waits for the count of nonland cards milled."""

from __future__ import annotations

from pathlib import Path

from companion.core.actions import CounterChange, StepTo
from companion.core.model import RAD, ReminderStatus
from companion.core.steps import Step
from companion.shell import messages as m
from companion.shell.flow import RadFirst, RadStop
from tests.shell.test_flow import new_session


def test_end_turn_stops_at_the_main_phase_and_waits_for_the_count(tmp_path: Path) -> None:
    """727: the trigger at Ben's precombat main phase; End turn takes his turn there by itself
    and stops, refuses again (and Done can't guess the count); the count resolves it and the
    turn stands at that main phase, one gesture."""
    session, heard = new_session(tmp_path)
    session.do(CounterChange("Ben", "rad", 3))
    session.end_turn()
    state = session.state
    assert (state.turn, state.turn_player, state.step) == (2, "Ben", Step.MAIN1)
    (rad,) = [r for r in state.pending_reminders() if r.kind == RAD]
    assert heard.notices[-1] == RadStop("Ben", rad.id)
    session.end_turn()
    assert heard.rejections[-1] == RadFirst("Ben")
    session.done()
    assert heard.rejections[-1] == RadFirst("Ben")
    session.rad_mill("Ben", 2)
    state = session.state
    ben = state.player("Ben")
    assert (ben.life, ben.counters["rad"]) == (38, 1)
    assert (state.turn, state.step) == (2, Step.MAIN1)  # the turn goes on from here
    assert state.reminders[rad.id - 1].status is ReminderStatus.RESOLVED


def test_step_by_step_end_turn_stops_at_this_turns_main_phase(tmp_path: Path) -> None:
    """Step by step: the table is at the untap step when it says so, so End turn passes this
    turn's main phase and stops for Ann's rad there; the count ends the turn as End turn meant."""
    session, heard = new_session(tmp_path)
    session.step_by_step = True
    session.do(CounterChange("Ann", "rad", 3))
    session.end_turn()
    state = session.state
    assert (state.turn, state.step) == (1, Step.MAIN1)
    (rad,) = [r for r in state.pending_reminders() if r.kind == RAD]
    assert heard.notices[-1] == RadStop("Ann", rad.id)
    session.rad_mill("Ann", 2)
    state = session.state
    assert (state.turn, state.turn_player) == (2, "Ben")  # End turn had stopped: it goes on
    assert session.game is not None
    undone = [e.action.to_json()["action"] for e in session.game.next_undo()]
    assert undone == ["rad_mill", "end_turn"]


def test_a_rad_count_said_before_end_turn_only_resolves(tmp_path: Path) -> None:
    session, _ = new_session(tmp_path)
    session.do(CounterChange("Ann", "rad", 1))
    session.do(StepTo(Step.MAIN1))
    session.rad_mill("Ann", 0)
    state = session.state
    assert (state.turn, state.step) == (1, Step.MAIN1)
    assert state.player("Ann").counters["rad"] == 1  # a land: nothing lost


def test_the_rad_stop_and_refusal_are_said() -> None:
    said = str(m.flow_message(RadStop("Ann", 1)))
    assert "Ann" in said and "rad" in said
    assert "nonland" in str(m.flow_message(RadFirst("Ann")))


def test_the_rad_reminder_points_at_no_monarch_rule() -> None:
    """Play-test: the rad reminder's notice offered "Why? (CR 725.2)", the monarch's draw."""
    from companion.core.events import ReminderCreated
    from companion.core.model import Reminder
    from companion.shell.rule_data import rule_for_event

    assert rule_for_event(ReminderCreated(Reminder(1, RAD, "Ann", 1))) is None
