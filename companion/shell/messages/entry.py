"""What a key of the table names: a translatable `Text` (core/marks.py) or a `Trigger`,
quoted from the official rules; and the two keys whose parameters are a list.
"""

from __future__ import annotations

from collections.abc import Callable

from companion.core.values import frozen

Translate = Callable[[str, str, int], str]
Quote = Callable[[str], str]  # "draw" | "steal" -> the trigger in its quotation marks


@frozen
class Trigger:
    """One of the monarch's two inherent triggers, quoted from the official rule text of the
    language it is rendered in (never a translation)."""

    kind: str  # "draw" | "steal"


LIST = "list"  # a Msg whose parameters "0", "1", ... are the items, joined by the list's text
NAMES = "names"  # the same for players' names: "Ann, Ben" ("Ann、Ben" in Chinese)
_JOINED = (LIST, NAMES)

