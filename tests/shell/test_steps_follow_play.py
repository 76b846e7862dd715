"""Steps that follow the play (issue 28): a pod never says "untap, upkeep, draw", so End turn
takes the next turn to its first main phase by itself, combat damage takes the turn to the combat
damage step, and play at the untap step means the turn is past it (CR 502.4: nobody plays
there). Each step taken so is a journal line joined to its gesture: one Undo takes it back, the
log says the real step, and the journal on disk replays to the same game.

Seats: Ann, Ben, Cid, Dev (tests.shell.test_flow). Driven through the Qt-free session with a
fake clock, as every view drives it.
"""

from __future__ import annotations

from pathlib import Path

from fakes import FakeClock
from test_storage import disk_equals_game

from companion.core.actions import (
    BecomeMonarch,
    CardEnters,
    CombatDamage,
    EndTurn,
    Hit,
    LifeChange,
    NewGame,
    StepTo,
    TakeInitiative,
)
from companion.core.journal import build_game, decode
from companion.core.model import CARD
from companion.core.steps import Step
from companion.shell import taps
from companion.shell.flow import Lapsed
from companion.shell.messages import english, entry_message, is_step_only, render, undo_message
from companion.shell.session import Session
from tests.shell.test_flow import (  # noqa: F401 - _close_sessions: closes them after each test
    PLAYERS,
    Recorder,
    _close_sessions,
    new_session,
    opened,
)


def log(session: Session) -> list[str]:
    """The log's lines as the table reads them (steps that caused nothing are folded away)."""
    game = session.game
    assert game is not None
    return [
        render(entry_message(entry, game.setup), english)
        for entry in game.entries
        if not is_step_only(entry)
    ]


def undo_label(session: Session) -> str:
    game = session.game
    assert game is not None
    return render(undo_message(game.next_undo(), game.setup), english)


def test_a_plain_turn_is_one_tap_and_the_next_stands_at_its_first_main_phase(
    tmp_path: Path,
) -> None:
    session, _heard = new_session(tmp_path)
    session.end_turn()
    state = session.state
    assert (state.turn, state.turn_player, state.step) == (2, "Ben", Step.MAIN1)
    assert session.game is not None
    assert [e.action for e in session.game.next_undo()] == [EndTurn(), StepTo(Step.MAIN1)]
    assert undo_label(session) == "Undo: End turn"  # the steps it took are not a change of theirs
    session.undo()  # one Undo: the whole gesture
    assert (session.state.turn, session.state.step) == (1, Step.UNTAP)
    disk_equals_game(session)


def test_a_turn_played_without_next_step_logs_its_real_steps(tmp_path: Path) -> None:
    """The play-test's log said "T2 · Untap — Ben deals 2 combat damage to Ann"."""
    session, _ = new_session(tmp_path)
    session.change_life("Ann", -3)  # turn 1: the first play takes the turn to its main phase
    session.end_turn()
    session.do(CombatDamage((Hit("Ben", "Ann", 2),)))  # Ben's combat
    assert session.state.step is Step.COMBAT_DAMAGE
    assert log(session) == [
        "T1 · Main phase 1 — Ann loses 3 life",
        "Turn 2 — Ben",
        "T2 · Combat damage step — Ben deals 2 combat damage to Ann",
    ]
    disk_equals_game(session)


def test_the_initiative_taken_mid_turn_ventures_once_and_end_turn_never_stops_at_this_upkeep(
    tmp_path: Path,
) -> None:
    """726.2: the venture when it is taken, and the next at the holder's next upkeep; taken in
    turn 1 "at the untap step" it stopped End turn at that same turn's upkeep for a second one."""
    session, _heard = new_session(tmp_path)
    session.do(TakeInitiative("Ann"))
    session.done()
    for _ in range(4):
        session.end_turn()
    state = session.state
    assert (state.turn, state.turn_player, state.step) == (5, "Ann", Step.UPKEEP)
    assert [r.turn for r in state.reminders] == [1, 5]  # one venture per upkeep, none twice


def test_a_court_cast_mid_turn_doesnt_ask_its_upkeep_trigger_that_turn(tmp_path: Path) -> None:
    session, heard = new_session(tmp_path)
    session.do(CardEnters("Ann", "Court of Grace"))
    session.end_turn()
    assert session.state.turn == 2
    assert [r for r in session.state.reminders if r.kind == CARD] == []
    assert heard.notices == []


def test_the_monarchs_hit_before_combat_asks_and_its_answer_takes_the_turn_to_combat(
    tmp_path: Path, clock: FakeClock
) -> None:
    """CR 725.2: combat damage to the monarch passes the crown. Entered in the first main phase
    (no Next step), the hit asks "whose creature?"; Cid's answer moves the turn to the combat
    damage step and deals it there: 3 damage in 4 taps (the play-test's goal: 4, no Next step)."""
    heard = Recorder()
    session = opened(Session(heard, clock=clock))
    session.start(NewGame(PLAYERS, 40), path=tmp_path / "game.jsonl")
    session.do(BecomeMonarch("Ben"))  # in Ann's first main phase
    taps_made = 0
    for _ in range(3):
        session.tap(taps.life("Ben"), -1)
        clock.wait(0.3)
        taps_made += 1
    question = session.state.question
    assert question is not None and (question.player, question.amount) == ("Ben", 3)
    session.answer("Cid")
    taps_made += 1
    state = session.state
    assert taps_made == 4
    assert (state.step, state.monarch, state.player("Ben").life) == (
        Step.COMBAT_DAMAGE, "Cid", 37,
    )
    assert session.game is not None
    assert next(e.action for e in session.game.next_undo()) == StepTo(Step.COMBAT_DAMAGE)
    assert log(session)[-1].startswith("T1 · Combat damage step — ")
    session.undo()  # the answer and its step: the question is open again, in the main phase
    assert (session.state.step, session.state.question) == (Step.MAIN1, question)
    disk_equals_game(session)


def test_a_hit_before_combat_said_not_combat_stays_where_the_turn_is(tmp_path: Path) -> None:
    session, _ = new_session(tmp_path)
    session.do(BecomeMonarch("Ben"))
    session.change_life("Ben", -2)
    session.answer(None)
    state = session.state
    assert (state.step, state.monarch, state.player("Ben").life) == (Step.MAIN1, "Ben", 38)


def test_moving_on_before_combat_lapses_the_question_as_no_combat_damage(tmp_path: Path) -> None:
    session, heard = new_session(tmp_path)
    session.do(BecomeMonarch("Ben"))
    session.change_life("Ben", -2)
    session.next_step()  # the table called beginning of combat: the hit came before it
    assert session.state.question is None and session.state.monarch == "Ben"
    assert heard.notices[-1] == Lapsed("Ben", 2)


def test_combat_damage_entered_early_moves_the_turn_and_reminds_what_the_steps_triggered(
    tmp_path: Path,
) -> None:
    """Champions of Minas Tirith (at the beginning of combat on each opponent's turn, if you're
    the monarch): the combat dialog's damage from the first main phase passes the beginning of
    combat on its way to the combat damage step, so the trigger is there to be carried out."""
    session, _ = new_session(tmp_path)
    session.do(CardEnters("Ben", "Champions of Minas Tirith"))
    session.do(BecomeMonarch("Ben"))
    session.do(CombatDamage((Hit("Ann", "Cid", 4),)))
    state = session.state
    assert state.step is Step.COMBAT_DAMAGE
    (champions,) = state.pending_reminders()
    assert (champions.card, champions.player) == ("Champions of Minas Tirith", "Ben")
    assert undo_label(session) == "Undo: Ann deals 4 combat damage to Cid"


def test_a_commander_damage_run_keeps_the_step_its_first_hit_took(
    tmp_path: Path, clock: FakeClock
) -> None:
    """Taps on one commander's damage merge (taps.py); the first hit took the turn to combat
    damage, and the merged gesture keeps that step: one line for the damage, one Undo for all."""
    heard = Recorder()
    session = opened(Session(heard, clock=clock))
    session.start(NewGame(PLAYERS, 40), path=tmp_path / "game.jsonl")
    session.change_life("Dev", 1)  # turn 1 begun: the first main phase
    for _ in range(7):
        session.tap(taps.commander("Cid", "Ann"), 1)
        clock.wait(0.3)
    assert session.state.step is Step.COMBAT_DAMAGE
    assert session.state.player("Cid").commander_damage == {"Ann": 7}
    assert session.game is not None
    gesture = [e.action for e in session.game.next_undo()]
    assert gesture == [
        StepTo(Step.COMBAT_DAMAGE), CombatDamage((Hit("Ann", "Cid", 7, commander=True),)),
    ]
    session.undo()
    assert (session.state.step, session.state.player("Cid").life) == (Step.MAIN1, 40)
    disk_equals_game(session)


def test_who_goes_first_and_the_clock_are_not_play(tmp_path: Path) -> None:
    """Before the first turn the table shuffles, mulligans and draws who goes first: none of it
    moves the turn, so "Draw who goes first" is still offered until the first play."""
    from companion.core.actions import ChessClock, ClockPause, FirstPlayer

    session, _ = new_session(tmp_path)
    session.do(ChessClock(20))
    session.do(ClockPause(True))
    session.do(FirstPlayer("Cid", random=True))
    assert (session.state.turn_player, session.state.step) == ("Cid", Step.UNTAP)
    session.change_life("Ann", -1)
    assert session.state.step is Step.MAIN1


def test_step_by_step_moves_only_when_told(tmp_path: Path) -> None:
    """Tables that call every step keep Next step: End turn leaves the next turn at its untap
    step, and the monarch's loss outside the combat damage step is a plain loss."""
    session, _ = new_session(tmp_path)
    session.step_by_step = True
    session.do(BecomeMonarch("Ben"))
    assert session.state.step is Step.UNTAP
    session.do(StepTo(Step.MAIN1))
    session.change_life("Ben", -2)
    assert session.state.question is None and session.state.player("Ben").life == 38
    session.end_turn()
    assert (session.state.turn, session.state.step) == (2, Step.UNTAP)
    assert session.game is not None
    assert [e.action for e in session.game.next_undo()] == [EndTurn()]


def test_a_journal_of_steps_called_by_hand_replays_to_the_same_states(tmp_path: Path) -> None:
    """A journal written before steps followed the play (every step a line of its own, the turn
    at untap until told) opens to the same game: nothing in the engine reads it differently."""
    lines = (
        b'{"action": "new_game", "players": ["Ann", "Ben"], "starting_life": 40}\n'
        b'{"action": "become_monarch", "player": "Ann"}\n'
        b'{"action": "end_turn"}\n'
        b'{"action": "step", "to": "combat_damage"}\n'
        b'{"action": "combat_damage", "hits": [{"from": "Ben", "to": "Ann", "amount": 3}]}\n'
        b'{"action": "end_turn"}\n'
    )
    game = build_game(decode(lines))
    state = game.state
    assert (state.turn, state.turn_player, state.step, state.monarch) == (
        3, "Ann", Step.UNTAP, "Ben",
    )
    assert state.player("Ann").life == 37
    assert [type(e.action) for e in game.entries][-1] is EndTurn
    assert LifeChange not in [type(e.action) for e in game.entries]
