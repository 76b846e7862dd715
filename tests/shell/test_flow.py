"""The game's flow, driven through the Qt-free shell session as any view would drive it.

The monarch's open combat question (CR 725.2: only combat damage passes the crown), End turn's stop
at the monarch's draw, what Done does, and one gesture being one undo step. Seats: Ann, Ben, Cid,
Dev in turn order; turn 1 is Ann's.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from companion.core import rules
from companion.core.actions import BecomeMonarch, EndTurn, NewGame, StepTo
from companion.core.errors import ActionError
from companion.core.game import Outcome
from companion.core.journal import build_game, decode
from companion.core.model import MonarchCause, ReminderStatus
from companion.core.snapshot import state_json
from companion.core.steps import Step
from companion.shell import flow
from companion.shell.flow import DrawFirst, DrawStop, FlowNotice, Lapsed
from companion.shell.session import Session
from tests.core.test_monarch_rules import cites

PLAYERS = ("Ann", "Ben", "Cid", "Dev")


class Recorder:
    """A listener that keeps what the session told it, in order."""

    def __init__(self) -> None:
        self.changes: list[Outcome] = []
        self.rejections: list[ActionError | FlowNotice] = []
        self.notices: list[FlowNotice] = []
        self.combat_offers = 0
        self.resets = 0

    def reset(self) -> None:
        self.resets += 1

    def changed(self, outcome: Outcome) -> None:
        self.changes.append(outcome)

    def rejected(self, reason: ActionError | FlowNotice, initiator: str) -> None:
        self.rejections.append(reason)

    def notice(self, notice: FlowNotice) -> None:
        self.notices.append(notice)

    def damage_mode_changed(self) -> None:
        pass

    def combat_offered(self) -> None:
        self.combat_offers += 1

    def storage_failed(self, path: Path, error: OSError) -> None:
        raise AssertionError(f"write failed: {error}")


_OPEN: list[Session] = []


@pytest.fixture(autouse=True)
def _close_sessions() -> Iterator[None]:
    yield
    while _OPEN:
        _OPEN.pop().close()


def opened(session: Session) -> Session:
    _OPEN.append(session)
    return session


def new_session(tmp_path: Path) -> tuple[Session, Recorder]:
    heard = Recorder()
    session = opened(Session(heard))
    session.start(NewGame(PLAYERS, 40), path=tmp_path / "game.jsonl")
    return session, heard


def on_disk(session: Session) -> dict[str, object]:
    """The state `companion replay` gives for the journal file, as a separate process would."""
    assert session.path is not None
    return state_json(build_game(decode(session.path.read_bytes())).state)


def monarch_ben_in_combat_on_devs_turn(session: Session) -> None:
    """Ben holds the crown; it is Dev's turn 4, combat damage step."""
    session.do(BecomeMonarch("Ben"))
    for _ in range(3):
        session.do(EndTurn())
    session.do(StepTo(Step.COMBAT_DAMAGE))
    assert (session.state.turn_player, session.state.step) == ("Dev", Step.COMBAT_DAMAGE)


@cites(rules.MONARCH_TRIGGERS)
def test_monarchs_loss_in_combat_is_a_question_held_in_the_game(tmp_path: Path) -> None:
    session, _heard = new_session(tmp_path)
    monarch_ben_in_combat_on_devs_turn(session)
    session.change_life("Ben", -5)
    question = session.state.question
    assert question is not None and (question.player, question.amount) == ("Ben", 5)
    assert session.state.player("Ben").life == 40  # held, not applied
    assert on_disk(session) == state_json(session.state)  # the journal says the same
    assert flow.attackers(session.state, "Ben") == ["Dev", "Ann", "Cid"]
    session.change_life("Ben", -1)
    session.change_life("Ben", 2)  # a + takes back part of the held loss first
    assert session.state.question is not None and session.state.question.amount == 4
    session.change_life("Ben", 7)  # all of it back, and 3 more as a plain gain
    assert session.state.question is None
    assert session.state.player("Ben").life == 43


@cites(rules.MONARCH_TRIGGERS)
def test_answering_a_player_is_combat_damage_and_moves_the_crown(tmp_path: Path) -> None:
    session, _heard = new_session(tmp_path)
    monarch_ben_in_combat_on_devs_turn(session)
    session.change_life("Ben", -5)
    session.answer("Dev")
    assert session.state.player("Ben").life == 35
    assert session.state.monarch == "Dev"
    assert session.state.monarch_history[-1].cause is MonarchCause.COMBAT_DAMAGE
    session.undo()
    assert session.state.question is not None and session.state.monarch == "Ben"


def test_not_the_monarch_or_not_combat_is_a_plain_life_change(tmp_path: Path) -> None:
    session, _heard = new_session(tmp_path)
    monarch_ben_in_combat_on_devs_turn(session)
    session.change_life("Cid", -5)
    assert session.state.question is None and session.state.player("Cid").life == 35
    session.answer(None)  # nothing open: nothing happens
    session.do(EndTurn())
    session.change_life("Ben", -2)  # Ann's untap step: not combat
    assert session.state.question is None and session.state.player("Ben").life == 38


@cites(rules.MONARCH_TRIGGERS)
def test_end_turn_over_an_open_question_lapses_it_says_so_and_never_moves_the_crown(
    tmp_path: Path,
) -> None:
    """The issue's scenario: −5 on the monarch in combat damage, End turn, quit, resume."""
    session, heard = new_session(tmp_path)
    monarch_ben_in_combat_on_devs_turn(session)
    session.change_life("Ben", -5)
    changes = len(heard.changes)
    session.end_turn()
    state = session.state
    assert (state.turn, state.turn_player) == (5, "Ann")
    assert state.player("Ben").life == 35 and state.monarch == "Ben" and state.question is None
    assert heard.notices == [Lapsed("Ben", 5)]
    assert len(heard.changes) == changes + 1  # one gesture, one change
    assert on_disk(session) == state_json(state)
    # The answer can't come later: there is nothing left to answer.
    session.answer("Dev")
    assert session.state.monarch == "Ben"
    # Quit and resume: the same result.
    session.close()
    again = opened(Session(Recorder()))
    assert session.path is not None
    again.open(session.path)
    assert state_json(again.state) == state_json(state)
    # One undo takes back the lapse and the end of the turn together: the question is back.
    again.undo()
    assert again.state.question is not None and again.state.question.amount == 5
    assert (again.state.turn, again.state.step) == (4, Step.COMBAT_DAMAGE)


def test_quitting_with_the_question_open_resumes_the_same_question(tmp_path: Path) -> None:
    session, _ = new_session(tmp_path)
    monarch_ben_in_combat_on_devs_turn(session)
    session.change_life("Ben", -5)
    session.close()
    again = opened(Session(Recorder()))
    assert session.path is not None
    again.open(session.path)
    assert again.state.question == session.state.question
    again.answer("Dev")
    assert again.state.monarch == "Dev" and again.state.player("Ben").life == 35


def test_next_step_over_an_open_question_lapses_it_in_the_same_gesture(tmp_path: Path) -> None:
    session, _heard = new_session(tmp_path)
    monarch_ben_in_combat_on_devs_turn(session)
    session.change_life("Ben", -5)
    session.next_step()
    assert session.state.step is Step.END_OF_COMBAT and session.state.player("Ben").life == 35
    lines = [json.loads(x) for x in session.path.read_text().splitlines()] if session.path else []
    assert lines[-2]["action"] == "answer" and lines[-2]["lapsed"] is True
    assert lines[-1] == {**lines[-1], "action": "step", "joined": True}
    session.undo()
    assert session.state.step is Step.COMBAT_DAMAGE and session.state.question is not None


def test_entering_combat_damage_offers_the_prompt(tmp_path: Path) -> None:
    session, heard = new_session(tmp_path)
    session.step_to(Step.DECLARE_BLOCKERS)
    assert heard.combat_offers == 0
    session.next_step()
    assert heard.combat_offers == 1 and session.state.step is Step.COMBAT_DAMAGE


@cites(rules.MONARCH_TRIGGERS)
def test_end_turn_stops_once_then_refuses_until_done(tmp_path: Path) -> None:
    """Pressing E twice no longer clears the draw and counts it as drawn."""
    session, heard = new_session(tmp_path)
    session.do(BecomeMonarch("Ann"))
    session.end_turn()
    state = session.state
    assert (state.turn, state.step) == (1, Step.END)
    (draw,) = state.pending_reminders()
    assert heard.notices == [DrawStop("Ann", draw.id)]
    entries = session.game.entry_count() if session.game else 0
    session.end_turn()
    assert heard.rejections == [DrawFirst("Ann")]
    assert session.state.turn == 1 and session.state.pending_reminders() == (draw,)
    assert session.game is not None and session.game.entry_count() == entries
    session.done()
    state = session.state
    assert (state.turn, state.turn_player) == (2, "Ben")
    assert state.reminders[draw.id - 1].status is ReminderStatus.RESOLVED
    # Done = resolve + end turn: one gesture, one undo step.
    assert next(e.action for e in session.game.next_undo()).to_json()["action"] == "resolve"
    session.undo()
    assert (session.state.turn, session.state.step) == (1, Step.END)
    assert session.state.pending_reminders() == (draw,)


def test_end_turn_stops_at_a_draw_already_pending(tmp_path: Path) -> None:
    session, heard = new_session(tmp_path)
    session.do(BecomeMonarch("Ann"))
    session.step_to(Step.CLEANUP)  # through the end step: the draw triggered
    assert session.state.pending_reminders()
    session.end_turn()
    assert session.state.turn == 1 and isinstance(heard.notices[-1], DrawStop)


def test_done_without_a_stop_only_resolves(tmp_path: Path) -> None:
    session, _heard = new_session(tmp_path)
    session.do(BecomeMonarch("Ann"))
    session.step_to(Step.END)
    session.done()
    assert (session.state.turn, session.state.step) == (1, Step.END)
    assert session.state.pending_reminders() == ()


def test_undoing_the_end_of_turn_brings_the_stop_back(tmp_path: Path) -> None:
    session, heard = new_session(tmp_path)
    session.do(BecomeMonarch("Ann"))
    session.end_turn()  # stops at the end step: StepTo(END) made the draw
    session.undo()  # takes back the step, and with it the draw
    assert session.state.step is Step.MAIN1  # where becoming the monarch took the turn
    session.end_turn()
    assert session.state.step is Step.END and len(heard.notices) == 2


def test_end_turn_goes_straight_through_when_nobody_draws(tmp_path: Path) -> None:
    session, heard = new_session(tmp_path)
    session.end_turn()
    # The next turn goes through untap, upkeep and draw by itself, in the same gesture.
    assert (session.state.turn, session.state.step) == (2, Step.MAIN1)
    assert session.game is not None and session.game.entry_count() == 2
    assert [e.joined for e in session.game.entries] == [False, True]
    assert heard.notices == []


def test_a_new_game_forgets_the_stops(tmp_path: Path) -> None:
    session, heard = new_session(tmp_path)
    session.do(BecomeMonarch("Ann"))
    session.end_turn()
    session.start(NewGame(PLAYERS, 40), path=tmp_path / "other.jsonl")
    session.do(BecomeMonarch("Ann"))
    session.end_turn()
    session.end_turn()  # a stop in the old game is not a stop in this one
    assert [type(n) for n in heard.notices] == [DrawStop, DrawStop]
    assert heard.rejections == [DrawFirst("Ann")]


def test_a_refused_gesture_writes_nothing(tmp_path: Path) -> None:
    session, heard = new_session(tmp_path)
    assert session.path is not None
    size = session.path.stat().st_size
    session.change_life("Nobody", -1)
    assert [e.key for e in heard.rejections if isinstance(e, ActionError)]
    assert session.path.stat().st_size == size


def test_the_shell_imports_no_qt() -> None:
    code = (
        "import sys, companion.shell.session, companion.shell.flow;"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], check=False, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize("delta", [-1, -7])
def test_flow_plans_are_pure(tmp_path: Path, delta: int) -> None:
    """flow.* read a state and return a plan; the state is unchanged (it is immutable)."""
    session, _ = new_session(tmp_path)
    monarch_ben_in_combat_on_devs_turn(session)
    before = session.state
    plan = flow.change_life(before, "Ben", delta)
    assert plan.actions[0].to_json() == {"action": "ask", "player": "Ben", "delta": delta}
    assert session.state is before


def test_a_life_tap_says_which_counter_it_runs_on() -> None:
    """The flow says what a tap means and which counter its run is (the session no longer works
    it out by comparing plans): the life total; the monarch's loss in the combat damage step,
    the open question (CR 725.2); a gain past the question's loss is two actions and no run."""
    from companion.core.actions import Ask, LifeChange
    from companion.core.game import Game
    from companion.shell import taps

    game = Game(NewGame(("Ann", "Ben"), 40))
    game.apply(BecomeMonarch("Ann"))
    plain = flow.change_life(game.state, "Ann", -3)
    assert plain.actions == (LifeChange("Ann", -3),) and plain.run == taps.life("Ann")
    game.apply(StepTo(Step.COMBAT_DAMAGE))
    asked = flow.change_life(game.state, "Ann", -3)
    assert asked.actions == (Ask("Ann", -3),) and asked.run == taps.asked("Ann")
    game.apply(Ask("Ann", -3))
    back = flow.change_life(game.state, "Ann", 2)
    assert back.actions == (Ask("Ann", 2),) and back.run == taps.asked("Ann")
    past = flow.change_life(game.state, "Ann", 5)
    assert past.actions == (Ask("Ann", 3), LifeChange("Ann", 2)) and past.run is None
