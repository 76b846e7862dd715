"""Following a game from what a reader has already seen: the one change cursor.

A game's entries are immutable and only ever appended or dropped at the end (an undo drops,
new actions append), so the entries a reader saw that are still the game's form a prefix, found
by identity from the end, looking further back only when the last ones differ (an undo, then new
actions, unseen). The log, the statistics' timeline and the clocks all catch up this way, in
time proportional to what changed, not to the game's length.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from companion.core.game import Entry
from companion.core.values import frozen


class Entries(Protocol):
    """What a cursor reads of a game: its length and its entries from a point on."""

    def entry_count(self) -> int: ...

    def entries_from(self, start: int) -> Sequence[Entry]: ...


@frozen
class Changes:
    """Since a reader's last look: its first `kept` entries are still the game's, and `added`
    are the game's entries after them (to show in place of the reader's dropped ones)."""

    kept: int
    added: Sequence[Entry]


def changes_since(seen: Sequence[Entry], game: Entries) -> Changes:
    """What changed in `game` since a reader saw `seen` (its entries then, in order)."""
    keep = min(len(seen), game.entry_count())
    span = 16
    while True:
        low = max(0, keep - span)
        tail = game.entries_from(low)
        same = keep
        while same > low and tail[same - 1 - low] is not seen[same - 1]:
            same -= 1
        if same > low or low == 0:
            return Changes(same, tail[same - low :])
        span *= 4
