"""Finding a command by what it says (the palette): case and accents folded.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
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
    """The choices whose words, or their English words or pinyin, have every word of `query`."""
    return [c for c in choices if matches(query, c.text) or matches(query, c.also)]


def _has_han(text: str) -> bool:
    return any("\u4e00" <= c <= "\u9fff" or "\u3400" <= c <= "\u4dbf" for c in text)


@cache
def pinyin(text: str) -> str:
    """Chinese words as pinyin, each syllable and the word's run of them ("成为君主" ->
    "cheng wei jun zhu chengweijunzhu"), so "jun" or "junzhu" finds the monarch's commands; ""
    for words with no Han characters. pypinyin (a maintained dictionary of readings) is loaded
    the first time Chinese is searched."""
    if not _has_han(text):
        return ""
    from pypinyin import lazy_pinyin

    syllables = [s for s in lazy_pinyin(text) if s.strip()]
    return " ".join(syllables) + " " + "".join(syllables)
