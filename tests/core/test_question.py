"""The monarch's open combat question (journal `ask` / `answer`) and gestures (`"joined"`).

Only combat damage passes the crown (CR 725.2), and only the table knows whether life the monarch
lost by hand was combat damage: the loss waits in the state, in the step it was asked in, until
someone answers. Seats are Ann, Ben, Cid; turn 1 is Ann's.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from companion.core import rules
from companion.core.actions import Answer, EndTurn, Resolve, StepTo
from companion.core.errors import ActionError
from companion.core.events import QuestionAnswered, QuestionAsked, QuestionDropped
from companion.core.game import Game
from companion.core.journal import build_game, decode
from companion.core.model import MonarchCause, ReminderStatus
from companion.core.snapshot import state_json
from companion.core.steps import Step
from tests.core.test_monarch_rules import cites

Play = Callable[..., Game]
CROWN_BEN = {"action": "become_monarch", "player": "Ben"}
TO_DAMAGE = {"action": "step", "to": "combat_damage"}


def ask(player: str, delta: int) -> dict[str, Any]:
    return {"action": "ask", "player": player, "delta": delta}


def answer(source: str | None, lapsed: bool = False) -> dict[str, Any]:
    return {"action": "answer", "from": source} | ({"lapsed": True} if lapsed else {})


@cites(rules.MONARCH_TRIGGERS)
def test_asked_loss_is_held_not_applied_and_shows_in_the_state(play: Play) -> None:
    """The loss waits in `question`; the life total and the crown are unchanged until answered."""
    game = play(CROWN_BEN, TO_DAMAGE, ask("Ben", -5))
    state = game.state
    assert state.player("Ben").life == 40
    assert state.monarch == "Ben"
    assert state_json(state)["question"] == {
        "player": "Ben", "amount": 5, "turn": 1, "step": "combat_damage"
    }
    game.apply_json(ask("Ben", -2))
    assert game.state.question is not None and game.state.question.amount == 7
    assert isinstance(game.apply_json(ask("Ben", 3)).events[0], QuestionAsked)
    assert game.state.question is not None and game.state.question.amount == 4


@cites(rules.MONARCH_TRIGGERS)
def test_answer_with_a_player_is_combat_damage_and_moves_the_crown(play: Play) -> None:
    """Combat damage to the monarch: the attacking creature's controller becomes the monarch."""
    game = play(CROWN_BEN, TO_DAMAGE, ask("Ben", -5))
    outcome = game.apply_json(answer("Ann"))
    assert game.state.player("Ben").life == 35
    assert game.state.monarch == "Ann"
    assert game.state.monarch_history[-1].cause is MonarchCause.COMBAT_DAMAGE
    assert game.state.question is None
    assert isinstance(outcome.events[0], QuestionAnswered)


@cites(rules.MONARCH_TRIGGERS)
def test_answer_no_is_plain_life_loss_and_keeps_the_crown(play: Play) -> None:
    game = play(CROWN_BEN, TO_DAMAGE, ask("Ben", -5))
    game.apply_json(answer(None))
    assert (game.state.player("Ben").life, game.state.monarch) == (35, "Ben")


@cites(rules.ZERO_LIFE, rules.MONARCH_SUCCESSION)
def test_lethal_answer_as_combat_damage_then_succession(play: Play) -> None:
    """The monarch dies of the damage: the steal trigger fizzles and succession decides."""
    game = play(CROWN_BEN, TO_DAMAGE, ask("Ben", -40))
    game.apply_json(answer("Cid"))
    assert not game.state.player("Ben").in_game
    # Ann is the active player: she becomes the monarch (725.4), not Cid.
    assert game.state.monarch == "Ann"


def test_the_turn_cannot_move_on_past_an_open_question(play: Play) -> None:
    """The question belongs to its step: never answered later, never moving the crown later."""
    game = play(CROWN_BEN, TO_DAMAGE, ask("Ben", -5))
    for line in ({"action": "step", "to": "main2"}, {"action": "end_turn"}):
        with pytest.raises(ActionError, match="not answered"):
            game.apply_json(line)
    game.apply_json(answer(None, lapsed=True))
    game.apply_json({"action": "end_turn"})
    assert game.state.turn == 2 and game.state.player("Ben").life == 35


@pytest.mark.parametrize(
    ("lines", "error"),
    [
        ([CROWN_BEN, ask("Ben", -5)], "combat damage step"),
        ([TO_DAMAGE, ask("Ben", -5)], "neither the monarch nor has the initiative"),
        ([CROWN_BEN, TO_DAMAGE, ask("Ben", 5)], "no life loss waiting"),
        ([CROWN_BEN, TO_DAMAGE, ask("Ben", -2), ask("Ben", 3)], "only 2"),
        ([CROWN_BEN, TO_DAMAGE, answer("Ann")], "no open question"),
        ([CROWN_BEN, TO_DAMAGE, ask("Ben", -2), answer("Ben")], "themselves"),
    ],
)
def test_impossible_questions_are_refused(play: Play, lines: list[Any], error: str) -> None:
    game = play(*lines[:-1])
    before = game.state
    with pytest.raises(ActionError, match=error):
        game.apply_json(lines[-1])
    assert game.state == before


@cites(rules.CONCEDE, rules.LEAVING_MULTIPLAYER)
def test_question_is_dropped_when_its_player_leaves(play: Play) -> None:
    game = play(CROWN_BEN, TO_DAMAGE, ask("Ben", -5))
    outcome = game.apply_json({"action": "concede", "player": "Ben"})
    assert game.state.question is None
    assert any(isinstance(e, QuestionDropped) for e in outcome.events)


def test_a_gesture_is_one_undo_step_and_one_redo_step(play: Play) -> None:
    """Done = resolve the draw + end the turn: two journal lines, one undo."""
    game = play(CROWN_BEN, {"action": "end_turn"}, {"action": "step", "to": "end"})
    assert game.state.pending_reminders()
    before = game.state
    game.apply(Resolve(1))
    game.apply(EndTurn(), joined=True)
    after = game.state
    assert after.turn == 3 and after.reminders[0].status is ReminderStatus.RESOLVED
    outcome = game.apply_json({"action": "undo"})
    assert game.state == before
    assert [e.action for e in outcome.undone] == [Resolve(1), EndTurn()]
    assert game.next_redo() == (Resolve(1), EndTurn())
    redone = game.apply_json({"action": "redo"})
    assert game.state == after and len(redone.redone) == 2
    assert game.journal[-4].get("joined") is None and game.journal[-3]["joined"] is True
    replayed = build_game(decode("".join(json.dumps(j) + "\n" for j in game.journal).encode()))
    assert replayed.state == after
    replayed.apply_json({"action": "undo"})
    assert replayed.state == before


def test_lapsed_answer_and_step_undo_together(play: Play) -> None:
    game = play(CROWN_BEN, TO_DAMAGE, ask("Ben", -5))
    before = game.state
    game.apply(Answer(None, lapsed=True))
    game.apply(StepTo(Step.END_OF_COMBAT), joined=True)
    game.apply_json({"action": "undo"})
    assert game.state == before and game.state.question is not None


@pytest.mark.parametrize(
    "lines",
    [
        [{"action": "life", "player": "Ann", "delta": -1, "joined": True}],
        [{"action": "life", "player": "Ann", "delta": -1}, {"action": "undo", "joined": True}],
        [
            {"action": "life", "player": "Ann", "delta": -1},
            {"action": "undo"},
            {"action": "life", "player": "Ann", "delta": -1, "joined": True},
        ],
        [{"action": "life", "player": "Ann", "delta": -1}, {"action": "end_turn", "joined": 1}],
    ],
)
def test_misplaced_joined_is_a_journal_error(lines: list[dict[str, Any]]) -> None:
    first = {"action": "new_game", "players": ["Ann", "Ben"]}
    data = "".join(json.dumps(x) + "\n" for x in [first, *lines]).encode()
    with pytest.raises(ValueError, match="joined"):
        build_game(decode(data))
