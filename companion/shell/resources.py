"""Paths of shipped data files, wherever the package is installed (or frozen)."""

from __future__ import annotations

import re
from functools import cache
from importlib import import_module
from pathlib import Path
from typing import Any

# The data package's folder, installed or frozen (PyInstaller collects the data files beside the
# modules); importlib.resources would cost ~6 ms of start-up for the same answer.
_ROOT = Path(str(import_module("companion.resources").__file__)).parent


def resource(name: str) -> Path:
    return _ROOT / name


@cache
def monarch_cards() -> list[dict[str, Any]]:
    """The cards that make or care about the monarch (resources/monarch_cards.json); none
    (reported: the monarch dialog then suggests no names) if the file can't be used."""
    from companion.shell.messages import msg
    from companion.shell.reading import load_json, report

    data, why = load_json(resource("monarch_cards.json"))
    if why is None and not isinstance(data, list):
        why = msg("error.data_shape")
    if why is not None:
        report(msg("error.cards_bad", reason=why))
        return []
    return [
        c for c in data
        if isinstance(c, dict) and isinstance(c.get("name"), str) and 0 < len(c["name"]) <= 200
    ]


@cache
def initiative_cards() -> list[str]:
    """The names of the cards that say "you take the initiative" (resources/initiative_cards.json,
    each with its source); none (reported) if the file can't be used."""
    from companion.shell.messages import msg
    from companion.shell.reading import load_json, report

    data, why = load_json(resource("initiative_cards.json"))
    cards = data.get("cards") if isinstance(data, dict) else None
    if why is None and not isinstance(cards, list):
        why = msg("error.data_shape")
    if why is not None or not isinstance(cards, list):
        report(msg("error.cards_bad", reason=why or msg("error.data_shape")))
        return []
    return [
        c["name"] for c in cards
        if isinstance(c, dict) and isinstance(c.get("name"), str) and 0 < len(c["name"]) <= 200
    ]


_CROWNS = re.compile(r"^(?:[A-Za-z ]+\. )?ETB:[^.]*\byou become the monarch")


def crowns_as_it_enters(card: dict[str, Any]) -> bool:
    """Whether the card makes its controller the monarch as it enters ("ETB: you become the
    monarch", as its summary in monarch_cards.json says first)."""
    return bool(_CROWNS.search(str(card.get("summary", ""))))
