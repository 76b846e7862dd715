"""The monarch cards' own triggered abilities (CR 603), as data: resources/card_triggers.json.

The engine reads when each trigger happens and its condition; what the trigger does is text for
people (shown translated by the shell). A condition is checked as the ability triggers: with an
"intervening if" (603.4) a false one means no trigger; otherwise (the Courts) the card triggers
anyway and the condition decides what it does, so the app shows whether it holds now.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from enum import StrEnum
from functools import cache
from importlib import import_module
from pathlib import Path
from types import MappingProxyType

from companion.core.values import frozen


class When(StrEnum):
    """The moments the app can see, and so remind."""

    YOUR_UPKEEP = "your_upkeep"
    YOUR_END_STEP = "your_end_step"
    MONARCHS_END_STEP = "monarchs_end_step"
    OPPONENTS_BEGINNING_OF_COMBAT = "opponents_beginning_of_combat"
    YOU_BECOME_MONARCH = "you_become_monarch"
    OPPONENT_BECOMES_MONARCH = "opponent_becomes_monarch"
    MONARCH_CHANGES = "monarch_changes"
    COMBAT_DAMAGE_TO_YOU_AS_MONARCH = "combat_damage_to_you_as_monarch"


class Condition(StrEnum):
    YOU_ARE_MONARCH = "you_are_monarch"
    OPPONENT_IS_MONARCH = "opponent_is_monarch"
    NO_MONARCH = "no_monarch"
    YOU_WERE_MONARCH_AS_TURN_BEGAN = "you_were_monarch_as_turn_began"


@frozen
class Trigger:
    when: When
    effect: str  # English; the shell shows it translated
    condition: Condition | None = None
    intervening: bool = False  # 603.4: no trigger unless the condition holds
    once: bool = False  # happens once for the card (Palace Jailer's exile ends)


Book = Mapping[str, tuple[Trigger, ...]]

_FILE = "card_triggers.json"


@cache
def book() -> Book:
    """Every monarch card by name (resources/monarch_cards.json's list) with its triggers.

    Shipped data, checked by tests/core/test_cards.py: a broken file is a broken build, so this
    raises ValueError rather than guessing."""
    folder = Path(str(import_module("companion.resources").__file__)).parent
    return parse_book(json.loads((folder / _FILE).read_text(encoding="utf-8")))


def parse_book(data: object) -> Book:
    if not isinstance(data, dict) or not isinstance(data.get("cards"), dict):
        raise ValueError(f'{_FILE}: needs a "cards" object')
    cards: dict[str, tuple[Trigger, ...]] = {}
    for name, triggers in data["cards"].items():
        if not isinstance(triggers, list):
            raise ValueError(f"{_FILE}: {name!r}: triggers must be a list")
        cards[name] = tuple(_trigger(name, t) for t in triggers)
    return MappingProxyType(cards)


def _trigger(card: str, raw: object) -> Trigger:
    if not isinstance(raw, dict) or not isinstance(raw.get("effect"), str):
        raise ValueError(f"{_FILE}: {card!r}: a trigger needs an effect text")
    try:
        condition = raw.get("condition")
        return Trigger(
            When(raw["when"]),
            raw["effect"],
            None if condition is None else Condition(condition),
            bool(raw.get("intervening", False)),
            bool(raw.get("once", False)),
        )
    except (KeyError, ValueError) as exc:
        raise ValueError(f"{_FILE}: {card!r}: {exc}") from None


def holds(condition: Condition | None, controller: str, monarch: str | None,
          monarch_as_turn_began: str | None) -> bool:
    """Whether `condition` is true for the card's controller now (no condition: always)."""
    if condition is None:
        return True
    if condition is Condition.YOU_ARE_MONARCH:
        return monarch == controller
    if condition is Condition.OPPONENT_IS_MONARCH:
        return monarch is not None and monarch != controller
    if condition is Condition.NO_MONARCH:
        return monarch is None
    return monarch_as_turn_began == controller
