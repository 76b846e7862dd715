"""`@frozen` value classes behave as `@dataclass(frozen=True, slots=True)` did, without exec."""

from __future__ import annotations

import copy
import pickle
from collections.abc import Mapping

import pytest

from companion.core import values
from companion.core.model import Departure, LeaveReason, PlayerState
from companion.core.steps import Step
from companion.core.values import FrozenInstanceError, field, frozen


@frozen
class Point:
    """A doc."""

    x: int
    y: int = 0
    tags: tuple[str, ...] = field(default_factory=tuple)


@frozen
class Labelled(Point):
    label: str = ""


@frozen
class Counted:
    counts: Mapping[str, int] = field(default_factory=dict)


@frozen
class Checked:
    n: int

    def __post_init__(self) -> None:
        if self.n < 0:
            raise ValueError(self.n)


def test_positional_keyword_defaults_and_fresh_factories() -> None:
    assert Point(1) == Point(x=1) == Point(1, 0, ())
    assert Counted().counts == {} and Counted().counts is not Counted().counts  # fresh each time
    assert Point(1, y=2).y == 2
    with pytest.raises(TypeError, match="missing"):
        Point()  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="unexpected"):
        Point(1, z=3)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="unexpected or repeated"):
        Point(1, x=1)  # type: ignore[misc]
    with pytest.raises(TypeError, match="takes 3 arguments"):
        Point(1, 2, (), 4)  # type: ignore[call-arg]


def test_equal_and_hashed_by_fields_of_the_same_class_only() -> None:
    assert Point(1, 2) == Point(1, 2) and hash(Point(1, 2)) == hash(Point(1, 2))
    assert Point(1, 2) != Point(2, 1)
    assert Labelled(1, 2) != Point(1, 2)  # another class is never equal, as with dataclasses
    assert {Point(1, 2), Point(1, 2)} == {Point(1, 2)}


def test_frozen_slotted_and_said_as_a_constructor() -> None:
    point = Point(1, 2)
    with pytest.raises(FrozenInstanceError):
        point.x = 3  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        del point.x  # type: ignore[misc]
    assert not hasattr(point, "__dict__")
    assert repr(point) == "Point(x=1, y=2, tags=())"
    assert Point.__doc__ == "A doc."


def test_a_subclass_extends_its_base_fields_in_order() -> None:
    made = Labelled(1, 2, (), "a")
    assert [f.name for f in values.fields(Labelled)] == ["x", "y", "tags", "label"]
    assert Labelled.__match_args__ == ("x", "y", "tags", "label")
    match made:
        case Labelled(x, y, _, label):
            assert (x, y, label) == (1, 2, "a")
        case _:
            raise AssertionError(made)


def test_post_init_runs_and_a_default_may_not_precede_a_required_field() -> None:
    with pytest.raises(ValueError):
        Checked(-1)
    assert Checked(2).n == 2
    with pytest.raises(TypeError, match="follows default"):

        @frozen
        class Bad:
            a: int = 0
            b: int  # type: ignore[misc]


def test_pickled_and_copied_as_they_are() -> None:
    player = PlayerState("Ann", 40, departure=Departure(LeaveReason.LIFE, 3, Step.END, "Ben"))
    assert pickle.loads(pickle.dumps(player)) == player
    assert copy.copy(player) == player and copy.deepcopy(player) == player


def test_replace_changes_only_what_it_is_given() -> None:
    player = PlayerState("Ann", 40, poison=2)
    changed = values.replace(player, life=33)
    assert (changed.life, changed.poison, changed.name) == (33, 2, "Ann") and player.life == 40
    with pytest.raises(TypeError, match="no field 'lives'"):
        values.replace(player, lives=3)
    with pytest.raises(ValueError):
        values.replace(Checked(1), n=-1)  # __post_init__ runs again


def test_no_class_of_the_core_is_made_by_dataclasses() -> None:
    """A dataclass compiles its methods with exec (~3.3 M instructions a class at start-up)."""
    from companion.core import actions, events, model

    for module in (actions, events, model):
        for item in vars(module).values():
            if isinstance(item, type) and item.__module__ == module.__name__:
                assert "__dataclass_fields__" not in item.__dict__, item
