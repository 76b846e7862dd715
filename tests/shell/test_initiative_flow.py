"""End turn, Done and the venture's room with the initiative (CR 726.2) and the monarch cards'
triggers, driven through the Qt-free session as any view drives it. Seats: Ann, Ben, Cid, Dev."""

from __future__ import annotations

from pathlib import Path

from companion.core.actions import CardEnters, StepTo, TakeInitiative
from companion.core.model import VENTURE, ReminderStatus
from companion.core.steps import Step
from companion.shell.flow import UpkeepStop, VentureFirst, VentureStop
from tests.shell.test_flow import new_session


def test_end_turn_stops_at_the_holders_upkeep_and_waits_for_the_room(tmp_path: Path) -> None:
    """726.2: the venture at the holder's upkeep; End turn takes Ben's turn there by itself and
    stops, refuses to end it until the room is chosen, and choosing it takes the turn on to its
    first main phase in the same gesture."""
    session, heard = new_session(tmp_path)
    session.do(TakeInitiative("Ben"))  # in Ann's turn
    session.done()  # Secret Entrance: the only way in
    assert session.state.player("Ben").room == "Secret Entrance"
    session.end_turn()
    state = session.state
    assert (state.turn, state.turn_player, state.step) == (2, "Ben", Step.UPKEEP)
    (venture,) = [r for r in state.pending_reminders() if r.kind == VENTURE]
    assert heard.notices[-1] == VentureStop("Ben", venture.id)
    session.end_turn()
    assert heard.rejections[-1] == VentureFirst("Ben")
    session.done()  # two arrows leave: Done can't choose
    assert heard.rejections[-1] == VentureFirst("Ben")
    session.venture("Ben", "Forge")
    state = session.state
    assert state.player("Ben").room == "Forge"
    assert (state.turn, state.step) == (2, Step.MAIN1)  # the turn goes on, not over
    assert session.game is not None
    undone = [e.action.to_json()["action"] for e in session.game.next_undo()]
    assert undone == ["venture", "step"]  # one gesture, one undo step


def test_the_initiative_taken_as_the_turn_begins_ventures_once(tmp_path: Path) -> None:
    """Taking the initiative with the turn still at its untap step (nothing is played there,
    CR 502.4) takes the turn to its first main phase first: End turn doesn't stop at this same
    turn's upkeep for a second venture (the play-test's bug)."""
    session, heard = new_session(tmp_path)
    session.do(TakeInitiative("Ann"))
    assert session.state.step is Step.MAIN1
    session.done()
    session.end_turn()
    state = session.state
    assert (state.turn, state.turn_player, state.step) == (2, "Ben", Step.MAIN1)
    assert [r.kind for r in state.reminders] == [VENTURE]  # the one venture of taking it
    assert heard.notices == []


def test_step_by_step_end_turn_from_untap_stops_at_this_turns_upkeep(tmp_path: Path) -> None:
    """A table that calls every step ("step by step") is where it says: the initiative taken at
    the untap step ventures again at this turn's upkeep (726.2), and End turn stops there; the
    room chosen, the turn ends as End turn meant."""
    session, heard = new_session(tmp_path)
    session.step_by_step = True
    session.do(TakeInitiative("Ann"))
    session.done()
    session.end_turn()
    state = session.state
    assert (state.turn, state.step) == (1, Step.UPKEEP)
    (venture,) = [r for r in state.pending_reminders() if r.kind == VENTURE]
    assert heard.notices[-1] == VentureStop("Ann", venture.id)
    session.venture("Ann", "Forge")
    state = session.state
    assert (state.turn, state.turn_player, state.step) == (2, "Ben", Step.UNTAP)
    assert session.game is not None
    undone = [e.action.to_json()["action"] for e in session.game.next_undo()]
    assert undone == ["venture", "end_turn"]


def test_a_venture_chosen_without_a_stop_only_ventures(tmp_path: Path) -> None:
    session, _ = new_session(tmp_path)
    session.do(StepTo(Step.MAIN1))
    session.do(TakeInitiative("Cid", "White Plume Adventurer"))
    session.venture("Cid", "Secret Entrance")
    state = session.state
    assert state.turn == 1 and state.player("Cid").room == "Secret Entrance"


def test_end_turn_stops_once_for_a_card_trigger_then_goes_on(tmp_path: Path) -> None:
    """A card's trigger (Court of Grace at its controller's upkeep) is shown once, where the
    next turn stops by itself; it is carried out at the table, so End turn again ends the turn
    (the trigger done with it); Throne Warden (at its controller's end step, if they're the
    monarch) doesn't trigger for a player who isn't."""
    session, heard = new_session(tmp_path)
    session.do(CardEnters("Ben", "Throne Warden"))
    session.do(CardEnters("Ben", "Court of Grace"))
    session.end_turn()
    assert (session.state.step, heard.notices[-1]) == (Step.UPKEEP, UpkeepStop("Ben"))
    session.end_turn()
    assert session.state.turn == 3
    reminders = session.state.reminders
    assert [r.card for r in reminders] == ["Court of Grace"]  # not the monarch: no Warden
    assert reminders[0].status is ReminderStatus.RESOLVED


def test_done_at_the_upkeep_stop_goes_on_to_the_first_main_phase(tmp_path: Path) -> None:
    """Done on the Court's trigger where the turn stopped as it began: the turn goes on to its
    first main phase (not to its end), in Done's gesture."""
    session, _heard = new_session(tmp_path)
    session.do(CardEnters("Ben", "Court of Grace"))
    session.end_turn()
    session.done()
    state = session.state
    assert (state.turn, state.turn_player, state.step) == (2, "Ben", Step.MAIN1)
    assert state.reminders[0].status is ReminderStatus.RESOLVED
    assert session.game is not None
    undone = [e.action.to_json()["action"] for e in session.game.next_undo()]
    assert undone == ["resolve", "step"]


def test_the_combat_question_covers_the_initiative(tmp_path: Path) -> None:
    """726.2: combat damage to the player with the initiative passes it, so a hand-made life
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
