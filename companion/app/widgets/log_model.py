"""The game log's lines, kept in step with the game at a cost per action that does not grow
with the game.

The model follows the game's entries incrementally: it asks the game for its count and the few
entries past what it shows (`Game.entry_count`, `Game.entries_from`), appends those rows, and drops
rows on undo; it rebuilds only when the game is replaced and when the language changes (every line
is said again in the new language). The view (log_panel.py) is a QTreeWidget, whose model is C++:
this one puts only the newest lines in it (WINDOW to twice as many; the older come in as the
player scrolls up to them), so the tree view's walk over its rows on each insertion does not grow
with the game either (docs/performance.md, Action latency).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6 import QtCore
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem

from companion.app import describe
from companion.core.actions import NewGame
from companion.core.cursor import changes_since
from companion.core.game import Entry
from companion.shell import messages
from companion.shell.rule_data import rule_for_event

# The lines the view holds: the newest WINDOW after a game is opened, up to twice as many as
# the game goes on (then the oldest are let go again), more as far as the player scrolls back.
WINDOW = 300


class EntrySource(Protocol):
    """What the log reads from a game: how many entries, and the entries from an index on."""

    def entry_count(self) -> int: ...

    def entries_from(self, start: int) -> Sequence[Entry]: ...


class _Listed:
    """An EntrySource over a plain sequence (tests, and callers that already hold one)."""

    def __init__(self, entries: Sequence[Entry]) -> None:
        self._entries = entries

    def entry_count(self) -> int:
        return len(self._entries)

    def entries_from(self, start: int) -> Sequence[Entry]:
        return self._entries[start:]


class LogModel(QObject):
    """The lines of one game's log, kept in step with the game: `follow(game)` brings them up to
    date cheaply, in the rows of `view` when it has one (a QTreeWidget: its model is C++).

    The entries, their texts and the rules each line applies are kept here, by row; the view's
    items hold only the text, and only for the newest lines: rows `first` to the end (a few
    hundred; `trim` and `load_older` move the start). A tree view walks all its rows each time
    one is added, so a view of the whole game would cost more per action the longer it went on.
    """

    _FLAGS = (
        QtCore.Qt.ItemFlag.ItemIsSelectable
        | QtCore.Qt.ItemFlag.ItemIsEnabled
        | QtCore.Qt.ItemFlag.ItemNeverHasChildren
    )

    def __init__(self, parent: QObject | None = None, view: QTreeWidget | None = None) -> None:
        super().__init__(parent)
        self._view = view
        self._entries: list[Entry] = []
        self._texts: list[str] = []
        self._rules: list[list[str | None]] = []
        self._first = 0  # the row of the view's first item
        self.setup: NewGame | None = None  # the game's first line: commanders' names

    def rowCount(self) -> int:  # noqa: N802 - as a model says it
        return len(self._entries)

    def texts(self) -> list[str]:
        return list(self._texts)

    def rules(self, row: int) -> list[str]:
        """The rules the consequences of entry `row` apply, in order."""
        return [r for r in self._rules[row] if r]

    def line_rules(self, row: int) -> list[str | None]:
        """None for the header, then the rule each consequence line applies (or None)."""
        return self._rules[row] if 0 <= row < len(self._rules) else []

    def entry(self, row: int) -> Entry:
        return self._entries[row]

    @property
    def first(self) -> int:
        """The row the view's items start at: the lines before it are not in the view."""
        return self._first

    def row_of(self, view_row: int) -> int:
        """The row (entry) of the view's item `view_row`."""
        return view_row + self._first

    def sync(self, entries: Sequence[Entry]) -> None:
        """Show `entries`: drop and append at the end only what differs from what is shown."""
        self.follow(_Listed(entries))

    def follow(self, game: EntrySource) -> None:
        """Bring the rows up to date with `game`, touching only the rows past the shared start
        (the rows still the game's are a prefix: core/cursor.py)."""
        shown = len(self._entries)
        changes = changes_since(self._entries, game)  # the one change cursor (core/cursor.py)
        same = changes.kept
        if same < shown:
            del self._entries[same:]
            del self._texts[same:]
            del self._rules[same:]
            if self._view is not None and 0 < same <= self._first:  # undone past its start
                self._view.clear()
                self._first = max(0, same - WINDOW)
                self._insert(0, self._first, same)
            elif self._view is not None:
                self._view.model().removeRows(same - self._first, shown - same)  # one rowsRemoved
        self._append(changes.added)

    def rebuild(self, entries: Sequence[Entry]) -> None:
        """Say every line again (another game, another language); the view gets the newest."""
        self._entries, self._texts, self._rules = [], [], []
        self._first = max(0, len(entries) - WINDOW) if self._view is not None else 0
        if self._view is not None:
            self._view.clear()  # one modelReset
        self._append(entries)

    def _append(self, entries: Sequence[Entry]) -> None:
        """Add rows for `entries` at the end, with one rowsInserted for all of them."""
        if not entries:
            return
        start = len(self._entries)
        for entry in entries:
            self._entries.append(entry)
            self._texts.append(self.entry_text(entry))
            self._rules.append(self.entry_rules(entry))
        if self._view is not None:
            start = max(start, self._first)
            self._insert(start - self._first, start, len(self._entries))

    def _insert(self, position: int, start: int, end: int) -> None:
        """Items for rows `start` to `end` into the view at `position` (one rowsInserted). A
        move to another step that caused nothing is folded away: its item is hidden (rows and
        entries still match one to one; it just takes no room)."""
        assert self._view is not None
        items = []
        for row in range(start, end):
            text = self._texts[row]
            item = QTreeWidgetItem([text])
            item.setFlags(self._FLAGS)
            item.setToolTip(0, text)
            items.append(item)
        self._view.insertTopLevelItems(position, items)
        for item, row in zip(items, range(start, end), strict=True):
            if messages.is_step_only(self._entries[row]):
                item.setHidden(True)  # only once in the view: before, it would do nothing

    def trim(self, keep: int) -> int:
        """Leave only the newest `keep` lines in the view (one rowsRemoved); how many left it."""
        count = len(self._entries) - self._first - keep
        if count <= 0 or self._view is None:
            return 0
        self._view.model().removeRows(0, count)
        self._first += count
        return count

    def load_older(self, count: int) -> int:
        """Put up to `count` lines before the view's first into it (one rowsInserted); how many
        it put there."""
        count = min(count, self._first)
        if count <= 0 or self._view is None:
            return 0
        self._insert(0, self._first - count, self._first)
        self._first -= count
        return count

    def entry_text(self, entry: Entry) -> str:
        """ "T3 · Combat damage step — Ben's commander deals 4 …", then the consequences."""
        head = describe.say(messages.entry_message(entry, self.setup))
        said = describe.explain(entry.events, self.setup)
        return "\n".join([head, *("    " + s for s in said)])

    def entry_rules(self, entry: Entry) -> list[str | None]:
        """None for the header, then the rule each shown consequence applies (or None)."""
        return [None, *(rule_for_event(ev) for ev in entry.events if messages.event_message(ev))]
