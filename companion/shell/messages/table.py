"""TEXTS: every key the app says, one table: the game's and the files' texts, each monarch
card's triggers, each dungeon room, and the core's errors (under "error.<key>").
"""

from __future__ import annotations

from companion.core.errors import ERRORS
from companion.core.marks import Text
from companion.shell import card_summaries, game_texts
from companion.shell.messages.entry import Trigger
from companion.shell.messages.table_files import FILES
from companion.shell.messages.table_game import GAME
from companion.shell.messages.table_shared import SHARED


def trigger_key(card: str, index: int) -> str:
    """The message key of what `card`'s trigger number `index` does."""
    return f"cardtrigger.{_slug(card)}.{index}"


def room_key(room: str) -> str:
    """The message key of a dungeon room's ability."""
    return f"room.{_slug(room)}"


def card_summary(card: str) -> Text | None:
    """What `card` does, in the app's one sentence (None for a card not in the list). Not a
    `Msg`: a summary has no parameters, and its mana symbols ({3}{W}) are braces of its own."""
    return card_summaries.SUMMARIES.get(card)


def table_text(key: str) -> Text:
    """The text of `key` (not a trigger) for a view that lists its words beside the table's
    (the commands' player entries, the overlay's and the phones' own words): the same Text, so
    every screen says it the same way."""
    entry = TEXTS[key]
    assert isinstance(entry, Text), key
    return entry


def _slug(name: str) -> str:
    return "".join(ch if ch.isalnum() else "_" for ch in name.lower())


assert not set(GAME) & set(FILES) | set(GAME) & set(SHARED) | set(FILES) & set(SHARED), \
    "a key stands in two tables"
TEXTS: dict[str, Text | Trigger] = {**GAME, **SHARED, **FILES}

# What each monarch card's trigger and each dungeon room does (companion.shell.game_texts).
TEXTS.update({trigger_key(card, index): text
              for (card, index), text in game_texts.TRIGGERS.items()})
TEXTS.update({room_key(room): text for room, text in game_texts.ROOMS.items()})

ERROR_PREFIX = "error."
_CORE = {f"{ERROR_PREFIX}{key}": text for key, text in ERRORS.items()}
assert not set(_CORE) & set(TEXTS), "a shell error key repeats one of the core's"
TEXTS.update(_CORE)
