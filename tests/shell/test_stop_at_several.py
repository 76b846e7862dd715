"""End turn stopped at several reminders at once (the initiative's venture and a Court at the
holder's upkeep, CR 726.2 and the Court's trigger): doing one of them does not carry the turn
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


def test_a_stop_that_moves_nothing_is_no_undo_of_its_own(tmp_path: Path) -> None:
    """Play-test: End turn right after taking the initiative (its first venture pending) wrote
    End turn's note of the stop as a gesture of its own, which changed nothing on screen but
    became the next Undo ("Undo: End turn stops for what triggered") and a line of the log.
    The note joins the gesture before: one Undo takes back the initiative with it, the log has
    no line for it, and End turn pressed again writes nothing (the venture is still owed)."""
    from companion.shell.messages import english, is_step_only, render, undo_message

    session, _heard = new_session(tmp_path)
    session.do(StepTo(Step.MAIN1))
    session.do(TakeInitiative("Ann"))  # Secret Entrance: Ann's venture pending
    assert session.game is not None
    before = len(session.game.entries)
    session.end_turn()  # stops for the venture: only its note is new
    game = session.game
    assert (session.state.turn, session.state.step) == (1, Step.MAIN1)
    assert len(game.entries) == before + 1 and game.entries[-1].joined
    gesture = game.next_undo()
    assert [e.action.to_json()["action"] for e in gesture] == ["take_initiative", "stop_at"]
    label = render(undo_message(gesture, game.setup), english)  # type: ignore[arg-type]
    assert "initiative" in label and "stops" not in label
    assert is_step_only(game.entries[-1])  # folded out of the log
    session.end_turn()  # pressed again: it says who must act, and writes nothing
    assert len(game.entries) == before + 1 and session.state.turn == 1
    session.undo()  # one Undo: the initiative and the note
    assert session.state.initiative is None and not session.state.stopped_at


def test_the_stop_says_what_it_waits_for_and_how_many_more(tmp_path: Path) -> None:
    """Play-test: the band said "Choose the room" for a venture with one way on, named only the
    venture with a Court's trigger up beside it, and said "The turn stopped at …" beside "End
    turn stopped: …". One pattern; a one-way venture asks for Done; the others are counted."""
    from companion.shell.messages import english, flow_message, render

    def said(notice: object) -> str:
        return render(flow_message(notice), english)  # type: ignore[arg-type]

    session, heard = new_session(tmp_path)
    session.do(StepTo(Step.MAIN1))
    session.do(TakeInitiative("Ann"))
    session.end_turn()  # the first venture: Secret Entrance, the one way in
    assert said(heard.notices[-1]) == (
        "End turn stopped: Ann ventures into Undercity first. Press Done once they have."
    )
    session.done()
    session.do(CardEnters("Ann", "Court of Grace"))
    for _ in range(3):
        session.do(EndTurn())
    session.end_turn()  # Ann's upkeep: a room to choose (two ways on) and the Court
    assert said(heard.notices[-1]) == (
        "End turn stopped: Ann ventures into Undercity first. Choose the room. "
        "1 more reminder in the panels."
    )
    from companion.shell.flow import UpkeepStop  # a Court alone at the upkeep: one pattern

    assert said(UpkeepStop("Ann")).startswith("End turn stopped at Ann's upkeep: ")
    assert said(UpkeepStop("Ann", 2)).endswith(" 2 more reminders in the panels.")
