"""End turn, Done and the venture's room with the initiative (CR 725.2) and the monarch cards'
triggers, driven through the Qt-free session as any view drives it. Seats: Ann, Ben, Cid, Dev."""

from __future__ import annotations

from pathlib import Path

from companion.core.actions import CardEnters, StepTo, TakeInitiative
from companion.core.model import VENTURE, ReminderStatus
from companion.core.steps import Step
from companion.shell.flow import TriggersStop, VentureFirst, VentureStop
from tests.shell.test_flow import new_session


def test_end_turn_stops_at_the_holders_upkeep_and_waits_for_the_room(tmp_path: Path) -> None:
    """725.2: the venture at the holder's upkeep; End turn stops there, and again refuses until
    the room is chosen; choosing it goes on with the turn in the same gesture."""
    session, heard = new_session(tmp_path)
    session.do(TakeInitiative("Ann"))
    session.done()  # Secret Entrance: the only way in
    assert session.state.player("Ann").room == "Secret Entrance"
    session.end_turn()
    state = session.state
    assert (state.turn, state.step) == (1, Step.UPKEEP)
    (venture,) = [r for r in state.pending_reminders() if r.kind == VENTURE]
    assert heard.notices[-1] == VentureStop("Ann", venture.id)
    session.end_turn()
    assert heard.rejections[-1] == VentureFirst("Ann")
    session.done()  # two arrows leave: Done can't choose
    assert heard.rejections[-1] == VentureFirst("Ann")
    assert session.state.turn == 1
    session.venture("Ann", "Forge")
    state = session.state
    assert state.player("Ann").room == "Forge"
    assert (state.turn, state.turn_player) == (2, "Ben")  # End turn had stopped: it goes on
    assert session.game is not None
    undone = [e.action.to_json()["action"] for e in session.game.next_undo()]
    assert undone == ["venture", "end_turn"]  # one gesture, one undo step


def test_a_venture_chosen_without_a_stop_only_ventures(tmp_path: Path) -> None:
    session, _ = new_session(tmp_path)
    session.do(StepTo(Step.MAIN1))
    session.do(TakeInitiative("Cid", "White Plume Adventurer"))
    session.venture("Cid", "Secret Entrance")
    state = session.state
    assert state.turn == 1 and state.player("Cid").room == "Secret Entrance"


def test_end_turn_stops_once_for_a_card_trigger_then_goes_on(tmp_path: Path) -> None:
    """A card's trigger (Throne Warden at its controller's end step, if they're the monarch) is
    shown once; it is carried out at the table, so End turn again ends the turn."""
    session, heard = new_session(tmp_path)
    session.do(CardEnters("Ann", "Throne Warden"))
    session.do(CardEnters("Ann", "Court of Grace"))
    session.end_turn()
    assert (session.state.step, heard.notices[-1]) == (Step.UPKEEP, TriggersStop(Step.UPKEEP))
    session.end_turn()
    assert session.state.turn == 2
    reminders = session.state.reminders
    assert [r.card for r in reminders] == ["Court of Grace"]  # not the monarch: no Warden
    assert reminders[0].status is ReminderStatus.RESOLVED


def test_the_combat_question_covers_the_initiative(tmp_path: Path) -> None:
    """725.2: combat damage to the player with the initiative passes it, so a hand-made life
    loss of theirs in combat damage asks, as for the monarch."""
    session, heard = new_session(tmp_path)
    session.do(TakeInitiative("Ben"))
    session.done()
    session.do(StepTo(Step.COMBAT_DAMAGE))  # Ann's turn
    assert heard.rejections == []
    session.change_life("Ben", -3)
    assert session.state.question is not None and session.state.question.player == "Ben"
    session.answer("Cid")
    assert session.state.initiative == "Cid"
