"""The persistent vector behind the reminders and the crown's history: a tuple to read, and a new
version that shares (does not copy) the old one."""

from __future__ import annotations

import pickle
import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.core.actions import NewGame
from companion.core.game import Game
from companion.core.pvector import PVector

SIZES = [0, 1, 31, 32, 33, 64, 65, 1024, 1056, 1057, 32 * 32 * 32 + 33, 40_000]


def _nodes(vector: PVector[Any]) -> dict[int, tuple[Any, ...]]:
    """Every tuple the vector is built of (the tree's nodes and the tail), by identity."""
    found: dict[int, tuple[Any, ...]] = {id(vector._tail): vector._tail}

    def walk(node: tuple[Any, ...], shift: int) -> None:
        found[id(node)] = node
        if shift:
            for child in node:
                walk(child, shift - 5)

    walk(vector._root, vector._shift)
    return found


def _new_nodes(after: PVector[Any], before: PVector[Any]) -> int:
    """How many tuples of `after` are not shared with `before`."""
    old = _nodes(before)
    return sum(1 for key in _nodes(after) if key not in old)


@pytest.mark.parametrize("size", SIZES)
def test_reads_like_the_tuple_it_was_built_from(size: int) -> None:
    items = tuple(range(size))
    vector: PVector[int] = PVector()
    for item in items:
        vector = vector.append(item)
    assert len(vector) == size
    assert tuple(vector) == items
    assert vector == items and items == vector and not vector != items  # noqa: SIM202
    assert hash(vector) == hash(items)
    assert vector == PVector(items)
    assert list(reversed(vector)) == list(reversed(items))
    assert vector[-5:] == items[-5:] and vector[3:40:7] == items[3:40:7]
    assert all(vector[i] == items[i] for i in range(0, size, max(1, size // 500)))
    if size:
        assert vector[-1] == items[-1] and vector[0] == 0 and (size - 1) in vector
    with pytest.raises(IndexError):
        vector[size]
    with pytest.raises(IndexError):
        vector[-size - 1]


@pytest.mark.parametrize("size", SIZES[1:])
def test_set_makes_a_new_version_and_keeps_the_old(size: int) -> None:
    rng = random.Random(size)
    vector = PVector(range(size))
    expected = list(range(size))
    for _ in range(100):
        index = rng.randrange(-size, size)
        before, was = vector, tuple(expected)
        vector = vector.set(index, -1 - index)
        expected[index] = -1 - index
        assert before == was  # the old version is unchanged
    assert list(vector) == expected
    assert tuple(PVector(range(size))) == tuple(range(size))


def test_not_equal_to_a_list_or_a_different_tuple() -> None:
    vector = PVector([1, 2, 3])
    assert vector != [1, 2, 3]
    assert vector != (1, 2)
    assert vector != (1, 2, 4)
    assert PVector() == () and PVector() != PVector([None])
    assert pickle.loads(pickle.dumps(vector)) == vector
    assert repr(vector) == "PVector([1, 2, 3])"


@given(st.lists(st.tuples(st.booleans(), st.integers(0, 10_000)), max_size=300))
def test_random_appends_and_sets_match_a_list(ops: list[tuple[bool, int]]) -> None:
    vector: PVector[int] = PVector()
    expected: list[int] = []
    versions = []
    for is_set, value in ops:
        if is_set and expected:
            index = value % len(expected)
            vector = vector.set(index, value)
            expected[index] = value
        else:
            vector = vector.append(value)
            expected.append(value)
        versions.append((vector, tuple(expected)))
    for version, items in versions:  # every older version is unchanged
        assert version == items


@pytest.mark.parametrize("size", [31, 32, 33, 1023, 1024, 1025, 32 * 32 * 32 + 31, 40_000])
def test_append_shares_all_but_one_path(size: int) -> None:
    """An append copies the tail and at most one path of the tree: a handful of small tuples,
    however long the vector."""
    vector = PVector(range(size))
    longer = vector.append(size)
    assert _new_nodes(longer, vector) <= 5
    assert _new_nodes(vector.set(size // 2, -1), vector) <= 5


def test_a_crown_change_does_not_copy_the_history() -> None:
    """40 crown changes or 4,000: the next one adds the same few tuples to the history."""
    game = Game(NewGame(("Ann", "Ben", "Cid")))
    for count in range(1, 4_001):
        before = game.state.monarch_history
        game.apply_json({"action": "become_monarch", "player": "Ann" if count % 2 else "Ben"})
        after = game.state.monarch_history
        assert len(after) == count
        assert _new_nodes(after, before) <= 5
        # the state before still has its own history, unchanged
        assert len(before) == count - 1


def test_a_reminder_does_not_copy_the_reminders() -> None:
    """The monarch's draw is created (appended) and resolved (set) without copying the others."""
    game = Game(NewGame(("Ann", "Ben")))
    game.apply_json({"action": "become_monarch", "player": "Ann"})
    game.apply_json({"action": "end_turn", "next": "Ann"})
    for _ in range(2_000):
        before = game.state.reminders
        game.apply_json({"action": "step", "to": "end"})
        created = game.state.reminders
        game.apply_json({"action": "end_turn", "next": "Ann"})
        resolved = game.state.reminders
        assert len(created) == len(before) + 1 and created[-1].status.value == "pending"
        assert resolved[-1].status.value == "resolved"
        assert _new_nodes(created, before) <= 5 and _new_nodes(resolved, created) <= 5
