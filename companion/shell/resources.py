"""Paths of shipped data files, wherever the package is installed (or frozen)."""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any


def resource(name: str) -> Path:
    return Path(str(files("companion.resources").joinpath(name)))


@cache
def monarch_cards() -> list[dict[str, Any]]:
    """The cards that make or care about the monarch (resources/monarch_cards.json)."""
    data = json.loads(resource("monarch_cards.json").read_text(encoding="utf-8"))
    return [c for c in data if isinstance(c, dict) and isinstance(c.get("name"), str)]
