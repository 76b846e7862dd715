"""Finding a command by what it says (the palette): case and accents folded.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from companion.shell.commands.registry import Choice

# -- finding a command by what it says ------------------------------------------------------------


def fold(text: str) -> str:
    """`text` for matching: case and accents dropped ("Über" -> "uber", "ё" -> "е")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def matches(query: str, text: str) -> bool:
    """Every word of `query` is in `text`, in any case and with or without accents."""
    folded = fold(text)
    return all(word in folded for word in fold(query).split())


def search(choices: Iterable[Choice], query: str) -> list[Choice]:
    """The choices whose words, or their English words or pinyin (`Choice.also`), hold every
    word of `query`."""
    return [c for c in choices if matches(query, f"{c.text} {c.also}" if c.also else c.text)]
