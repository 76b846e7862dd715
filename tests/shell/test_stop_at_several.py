"""End turn stopped at several reminders at once (the initiative's venture and a Court at the
holder's upkeep, CR 725.2 and the Court's trigger): doing one of them does not carry the turn
on over the others; the last one done goes on, in its own gesture. A play-test found that
choosing the venture's room first ended the turn and marked the Court's trigger done unseen."""

from __future__ import annotations

from pathlib import Path

from companion.core.actions import CardEnters, EndTurn, StepTo, TakeInitiative
from companion.core.model import CARD, ReminderStatus
from companion.core.steps import Step
from tests.shell.test_flow import new_session


def test_the_room_first_leaves_the_court_up_and_its_done_goes_on(tmp_path: Path) -> None:
    session, _heard = new_session(tmp_path)
    session.do(StepTo(Step.MAIN1))
    session.do(CardEnters("Ann", "Court of Grace"))
    session.do(TakeInitiative("Ann"))
    session.done()  # Secret Entrance
    for _ in range(3):
        session.do(EndTurn())
    session.end_turn()  # Dee's turn ends; Ann's goes by itself to her upkeep and stops
    state = session.state
    assert (state.turn, state.step) == (5, Step.UPKEEP)
    assert sorted(r.kind for r in state.pending_reminders()) == [CARD, "venture"]
    session.venture("Ann", "Forge")
    state = session.state
    assert (state.turn, state.step) == (5, Step.UPKEEP)  # the Court is still up
    (court,) = state.pending_reminders()
    assert court.card == "Court of Grace" and court.status is ReminderStatus.PENDING
    session.done(court.id)  # the last one: the turn goes on to its first main phase
    assert (session.state.turn, session.state.step) == (5, Step.MAIN1)
    assert session.game is not None
    undone = [e.action.to_json()["action"] for e in session.game.next_undo()]
    assert undone == ["resolve", "step"]


def test_the_court_first_then_the_room_goes_on(tmp_path: Path) -> None:
    session, _heard = new_session(tmp_path)
    session.do(StepTo(Step.MAIN1))
    session.do(CardEnters("Ann", "Court of Grace"))
    session.do(TakeInitiative("Ann"))
    session.done()
    for _ in range(3):
        session.do(EndTurn())
    session.end_turn()
    court = next(r for r in session.state.pending_reminders() if r.kind == CARD)
    session.done(court.id)
    assert session.state.step is Step.UPKEEP  # the room is still to choose
    session.venture("Ann", "Lost Well")
    assert (session.state.turn, session.state.step) == (5, Step.MAIN1)
