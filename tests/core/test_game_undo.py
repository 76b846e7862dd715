"""Undo and redo (companion.core.game): every action type, with everything it caused."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from companion.core.action_json import parse_action
from companion.core.errors import ActionError
from companion.core.events import MonarchChanged, PlayerLeft, ReminderCreated
from companion.core.game import CHECKPOINT_EVERY, Game
from companion.core.journal import build_game, decode
from companion.core.model import ReminderStatus

Play = Callable[..., Game]
UNDO = {"action": "undo"}
REDO = {"action": "redo"}
FOUR = ("Ann", "Ben", "Cid", "Dee")

# (setup lines, the action under test, a check that the action did its job)
CASES: dict[str, tuple[list[dict[str, Any]], dict[str, Any], Callable[[Game], bool]]] = {
    "step-creates-reminder": (
        [{"action": "become_monarch", "player": "Ann"}],
        {"action": "step", "to": "end"},
        lambda g: len(g.state.reminders) == 1,
    ),
    "end_turn-triggers-and-resolves": (
        [{"action": "become_monarch", "player": "Ann"}],
        {"action": "end_turn"},
        lambda g: g.state.turn == 2 and g.state.reminders[0].status is ReminderStatus.RESOLVED,
    ),
    "end_turn-extra": (
        [],
        {"action": "end_turn", "next": "Cid"},
        lambda g: g.state.active_player == "Cid",
    ),
    "become_monarch": (
        [{"action": "become_monarch", "player": "Ann"}],
        {"action": "become_monarch", "player": "Ben", "source": "Palace Jailer"},
        lambda g: g.state.monarch == "Ben" and len(g.state.monarch_history) == 2,
    ),
    "combat_damage-steal": (
        [{"action": "become_monarch", "player": "Cid"}],
        {"action": "combat_damage", "hits": [{"from": "Ben", "to": "Cid", "amount": 2}]},
        lambda g: g.state.monarch == "Ben",
    ),
    "combat_damage-kills-monarch": (
        [
            {"action": "become_monarch", "player": "Cid"},
            {"action": "life", "player": "Cid", "delta": -38},
        ],
        {"action": "combat_damage", "hits": [{"from": "Ben", "to": "Cid", "amount": 2}]},
        lambda g: g.state.monarch == "Ann" and not g.state.player("Cid").in_game,
    ),
    "life-loss-succession": (
        [{"action": "become_monarch", "player": "Ann"}],
        {"action": "life", "player": "Ann", "delta": -40},
        lambda g: g.state.monarch == "Ben" and g.state.active_player is None,
    ),
    "poison-loss": (
        [{"action": "poison", "player": "Ben", "delta": 9}],
        {"action": "poison", "player": "Ben", "delta": 1},
        lambda g: not g.state.player("Ben").in_game,
    ),
    "concede-cancels-reminder": (
        [{"action": "become_monarch", "player": "Ann"}, {"action": "step", "to": "end"}],
        {"action": "concede", "player": "Ann"},
        lambda g: g.state.reminders[0].status is ReminderStatus.CANCELLED,
    ),
    "lose-ends-game": (
        [],
        {"action": "lose", "players": ["Ben", "Cid", "Dee"]},
        lambda g: g.state.game_over and g.state.winner == "Ann",
    ),
    "resolve": (
        [{"action": "become_monarch", "player": "Ann"}, {"action": "step", "to": "end"}],
        {"action": "resolve", "reminder": 1},
        lambda g: g.state.reminders[0].status is ReminderStatus.RESOLVED,
    ),
}


@pytest.mark.parametrize("case", list(CASES))
def test_undo_and_redo_every_action_with_its_consequences(play: Play, case: str) -> None:
    setup, line, did_it = CASES[case]
    game = play(*setup, players=FOUR)
    before = game.state
    outcome = game.apply_json(line)
    after = game.state
    assert did_it(game)
    assert after != before

    undone = game.apply_json(UNDO)
    assert game.state == before
    (entry,) = undone.undone
    assert entry.action == parse_action(line)
    assert entry.events == outcome.events
    assert game.can_redo()

    redone = game.apply_json(REDO)
    assert game.state == after
    assert redone.events == outcome.events
    assert [e.action for e in redone.redone] == [parse_action(line)]

    # The journal records undo and redo as actions; replaying it gives the same game.
    assert game.journal[-2:] == [UNDO, REDO]
    lines = "".join(json.dumps(j) + "\n" for j in game.journal).encode()
    assert build_game(decode(lines)).state == after


def test_undo_with_nothing_to_undo_is_an_error(play: Play) -> None:
    game = play()
    with pytest.raises(ActionError, match="nothing to undo"):
        game.apply_json(UNDO)
    assert len(game.journal) == 1
    game.apply_json({"action": "life", "player": "Ann", "delta": 1})
    game.apply_json(UNDO)
    with pytest.raises(ActionError, match="nothing to undo"):
        game.apply_json(UNDO)
    assert game.state == game.initial_state


def test_redo_with_nothing_to_redo_is_an_error(play: Play) -> None:
    game = play({"action": "life", "player": "Ann", "delta": 1})
    with pytest.raises(ActionError, match="nothing to redo"):
        game.apply_json(REDO)
    assert game.journal[-1]["action"] == "life"


def test_redo_after_a_new_action_is_an_error(play: Play) -> None:
    game = play(
        {"action": "life", "player": "Ann", "delta": 1},
        {"action": "life", "player": "Ann", "delta": 2},
        UNDO,
        UNDO,
    )
    assert game.can_redo()
    game.apply_json({"action": "poison", "player": "Ben", "delta": 1})
    assert not game.can_redo()
    before = game.state
    with pytest.raises(ActionError, match="nothing to redo"):
        game.apply_json(REDO)
    assert game.state == before
    assert game.state.player("Ann").life == 40


def test_redo_replays_in_the_order_undone(play: Play) -> None:
    game = play()
    states = [game.state]
    for delta in (1, 2, 3):
        game.apply_json({"action": "life", "player": "Ann", "delta": delta})
        states.append(game.state)
    for expected in reversed(states[:-1]):
        game.apply_json(UNDO)
        assert game.state == expected
    for expected in states[1:]:
        game.apply_json(REDO)
        assert game.state == expected
    assert game.state.player("Ann").life == 46


def test_reminder_ids_are_reused_after_undo(play: Play) -> None:
    """Ids count 1, 2, 3 in creation order: an undone reminder's id goes to the next one."""
    game = play({"action": "become_monarch", "player": "Ann"}, {"action": "end_turn"})
    game.apply_json({"action": "become_monarch", "player": "Ben"})
    outcome = game.apply_json({"action": "step", "to": "end"})
    assert [e.reminder.id for e in outcome.events if isinstance(e, ReminderCreated)] == [2]
    game.apply_json(UNDO)
    game.apply_json(UNDO)  # Ben is no longer the monarch
    game.apply_json({"action": "become_monarch", "player": "Cid"})
    game.apply_json({"action": "end_turn"})
    game.apply_json({"action": "step", "to": "end"})  # Cid's end step, turn 3
    ids = [(r.id, r.player, r.turn) for r in game.state.reminders]
    assert ids == [(1, "Ann", 1), (2, "Cid", 3)]
    game.apply_json({"action": "resolve", "reminder": 2})
    with pytest.raises(ActionError, match="no reminder 3"):
        game.apply_json({"action": "resolve", "reminder": 3})


def test_undo_of_a_loss_restores_the_player_and_the_crown(play: Play) -> None:
    game = play({"action": "become_monarch", "player": "Cid"}, players=FOUR)
    outcome = game.apply_json({"action": "lose", "players": ["Ann", "Cid"]})
    assert PlayerLeft in {type(e) for e in outcome.events}
    assert any(isinstance(e, MonarchChanged) and e.player == "Ben" for e in outcome.events)
    game.apply_json(UNDO)
    assert game.state.in_game == FOUR
    assert (game.state.monarch, game.state.active_player) == ("Cid", "Ann")
    assert [m.player for m in game.state.monarch_history] == ["Cid"]


@pytest.mark.parametrize(
    "total",
    [CHECKPOINT_EVERY - 1, CHECKPOINT_EVERY, CHECKPOINT_EVERY + 1, 2 * CHECKPOINT_EVERY + 5],
)
def test_undo_across_checkpoint_boundaries(play: Play, total: int) -> None:
    """States are kept only every 64 actions; undo rebuilds the rest exactly."""
    game = play(players=FOUR, life=999)
    states = [game.state]
    for i in range(total):
        if i % 7 == 6:
            game.apply_json({"action": "end_turn"})
        elif i % 11 == 5:
            game.apply_json({"action": "become_monarch", "player": FOUR[i % 4]})
        else:
            game.apply_json({"action": "life", "player": FOUR[i % 4], "delta": -1 - i % 3})
        states.append(game.state)
    for count in range(total - 1, -1, -1):
        game.apply_json(UNDO)
        assert game.state == states[count], count
        assert game.state_after(count) == states[count]
    for count in range(1, total + 1):
        game.apply_json(REDO)
        assert game.state == states[count], count
    # Undo past the boundary, branch off with a new action, and check the rebuilt states.
    for _ in range(3):
        game.apply_json(UNDO)
    game.apply_json({"action": "poison", "player": "Dee", "delta": 1})
    assert game.state.player("Dee").poison == 1
    for count in range(len(game.entries) + 1):
        expected = states[count] if count <= total - 3 else game.state
        assert game.state_after(count) == expected


def test_states_behind_thinned_checkpoints_are_rebuilt_exactly() -> None:
    """Old checkpoints are thinned (companion.core.game.RECENT_ACTIONS); any earlier state, and undo
    all the way back into that region, must still be exact."""
    from companion.core import game as game_module
    from companion.core.actions import EndTurn, LifeChange, NewGame, StepTo
    from companion.core.game import Game
    from companion.core.steps import Step

    actions: list = []
    for turn in range(2400):
        actions += [StepTo(Step.MAIN1), LifeChange("Ann" if turn % 2 else "Ben", 1), EndTurn()]
    live = Game(NewGame(("Ann", "Ben"), 40))
    snapshots = [live.state]
    for action in actions:
        live.apply(action)
        snapshots.append(live.state)
    total = len(actions)
    assert total > game_module.RECENT_ACTIONS + game_module.SPARSE_EVERY // 2
    kept = sorted(live._checkpoints)
    assert all(k % game_module.SPARSE_EVERY == 0 for k in kept if k < total - 4096)
    for count in (1, 63, 64, 1000, 2047, 4097, total - 4097, total - 1):
        assert live.state_after(count) == snapshots[count]
    for _ in range(200):
        live.apply_json({"action": "undo"})
    assert live.state == snapshots[total - 200]


def test_an_undo_that_merges_leaves_nothing_to_redo() -> None:
    """`{"action": "undo", "merge": true}`: the gesture is taken back to be replaced by a merged
    one (taps on one counter), so it is never offered for redo; the line reads back the same."""
    game = Game.from_actions([parse_action({"action": "new_game", "players": list(FOUR)})])
    game.apply(parse_action({"action": "life", "player": "Ann", "delta": -1}))
    merge = parse_action({"action": "undo", "merge": True})
    assert merge.to_json() == {"action": "undo", "merge": True}
    game.apply(merge)
    assert game.state.player("Ann").life == 40 and not game.can_redo()
    game.apply(parse_action({"action": "life", "player": "Ann", "delta": -2}))
    game.apply(parse_action(UNDO))
    assert game.can_redo()  # a plain undo still keeps what it took back
    replayed = build_game(
        decode(b"".join(json.dumps(line).encode() + b"\n" for line in game.journal))
    )
    assert replayed.state == game.state and replayed.can_redo()
    with pytest.raises(ActionError):
        parse_action({"action": "undo", "merge": "yes"})
