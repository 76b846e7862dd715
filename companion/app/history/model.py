"""The History page's list of games as a Qt model: one row a game, nothing built per row.

A row's texts are made when the view first asks for them (only the rows on screen) and kept
until the language or the game's row changes (a game played on since, or read again), so 10,000
games list at once. Sorting sorts keys computed once per
game (the start as a time, the turns, the minutes...), never the shown texts; the selection
follows its game.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QDateTime,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QIcon

from companion.app.describe import say
from companion.app.theme import MUTED
from companion.core.errors import english_plural
from companion.core.values import frozen
from companion.history.figures import commander_of
from companion.history.record import DRAW, UNFINISHED, WIN, GameRow, SeatRow
from companion.history.store import Listing
from companion.shell.messages import LIST, Msg, msg, names

DATE, PLAYERS, COMMANDERS, RESULT, TURNS, MINUTES = range(6)
COLUMNS = 6
LISTING_ROLE = Qt.ItemDataRole.UserRole + 1  # a row's Listing
DAMAGED_ROLE = Qt.ItemDataRole.UserRole + 2  # its journal is damaged (bool)
NO_VALUE = "–"  # a game without times has no minutes

Index = QModelIndex | QPersistentModelIndex


# lupdate reads translate("Context", "text") at the call site.
translate = QCoreApplication.translate


def started_at(row: GameRow) -> dt.datetime | None:
    """When the game started (aware), None if its journal has no times."""
    try:
        when = dt.datetime.fromisoformat(row.started) if row.started else None
    except ValueError:
        return None
    if when is not None and when.tzinfo is None:
        when = when.astimezone()  # a time without a zone: the computer's
    return when


def when_text(when: dt.datetime | None) -> str:
    """The date and time in the computer's zone, in the language's short form."""
    if when is None:
        return NO_VALUE
    moment = QDateTime.fromMSecsSinceEpoch(int(when.timestamp() * 1000))
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


def counted(text: str, n: int) -> str:
    """A text counted by tr(text, "", n) ("%n game(s)": Qt wrote n plainly) with its English
    plural made and n written the language's way ("10,001 games", "10.001 Spiele")."""
    text = english_plural(text, n)
    plain, grouped = str(n), QLocale().toString(n)
    return text if plain == grouped else text.replace(plain, grouped, 1)


def minutes(row: GameRow) -> int | None:
    return None if row.seconds is None else round(row.seconds / 60)


def result_text(row: GameRow) -> str:
    """How the game ended: "Won by Ann", "Draw", "Unfinished"."""
    if row.ending == WIN:
        #: The History page's list of games: how a game ended, won by a player
        return translate("GameList", "Won by {player}").format(player=row.winner)
    if row.ending == DRAW:
        # The History page's list of games: a game that ended with nobody winning
        return say(msg("winner.draw"))
    # The History page's list of games: a game nobody has won yet (it may go on)
    return say(msg("term.unfinished"))


def in_turn_order(row: GameRow) -> list[SeatRow]:
    return sorted(row.seats, key=lambda s: s.order)


def players_text(row: GameRow) -> str:
    return say(names([s.player for s in row.seats]))


def commanders_text(row: GameRow) -> str:
    """Every seat's commander (partners as "A + B"), in seat order, seats without one left out."""
    found = [commander_of(s) for s in row.seats if commander_of(s)]
    if not found:
        return NO_VALUE
    if len(found) == 1:
        return found[0]
    return say(Msg(LIST, {str(i): c for i, c in enumerate(found)}))


def seats_text(row: GameRow) -> str:
    """Who sat where, in turn order, with their commanders, and how each left (for tooltips)."""
    lines = []
    for seat in in_turn_order(row):
        commander = commander_of(seat)
        line = f"{seat.order + 1}. {seat.player}"
        if commander:
            line += f" — {commander}"
        if seat.won:
            line += " ♛"
        lines.append(line)
    return "\n".join(lines)


def damaged_text() -> str:
    #: Tooltip of a game in the History page whose journal has a bad line
    return translate(
        "GameList", "Its journal is damaged: this is the game up to the first bad line."
    )


@frozen
class _Item:
    listing: Listing
    when: dt.datetime | None
    key: tuple[Any, ...]  # per column: what it sorts by (set when sorting)

    @property
    def row(self) -> GameRow:
        return self.listing.row


_ENDINGS = {WIN: 0, DRAW: 1, UNFINISHED: 2}
_EARLIEST = dt.datetime.min.replace(tzinfo=dt.UTC)


def _sort_key(column: int) -> Callable[[_Item], Any]:
    def date(item: _Item) -> Any:
        return (item.when or _EARLIEST, item.row.key)

    keys: dict[int, Callable[[_Item], Any]] = {
        DATE: date,
        PLAYERS: lambda i: [s.player.casefold() for s in i.row.seats],
        COMMANDERS: lambda i: [commander_of(s).casefold() for s in i.row.seats],
        RESULT: lambda i: (_ENDINGS.get(i.row.ending, 3), i.row.winner.casefold()),
        TURNS: lambda i: i.row.turns,
        MINUTES: lambda i: -1 if i.row.seconds is None else i.row.seconds,
    }
    main = keys[column]
    if column == DATE:
        return main
    return lambda item: (main(item), date(item))  # ties: by date


def _same(made_from: Listing, listing: Listing) -> bool:
    """A cached text still fits: made from this listing, or one equal to it (the same game read
    again, not changed since)."""
    return made_from is listing or made_from == listing


class GamesModel(QAbstractTableModel):
    """The games of the history (filtered by the page), sortable by any column."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._items: list[_Item] = []
        # A game's shown texts and tooltip, by its key, with the listing they were made from: a
        # game played on since keeps its key, its row (and its texts) change.
        self._texts: dict[str, tuple[Listing, tuple[str, ...]]] = {}
        self._tips: dict[str, tuple[Listing, str]] = {}
        self._column = DATE
        self._order = Qt.SortOrder.DescendingOrder
        self.warning = QIcon()  # set by the page (the style's warning sign)
        self.crown = QIcon()  # a win

    # -- contents ----------------------------------------------------------------------------------

    def set_listings(self, listings: Sequence[Listing]) -> None:
        self.beginResetModel()
        self._items = [_Item(listing, started_at(listing.row), ()) for listing in listings]
        self._items.sort(key=_sort_key(self._column),
                         reverse=self._order == Qt.SortOrder.DescendingOrder)
        self.endResetModel()

    def listing(self, row: int) -> Listing:
        return self._items[row].listing

    def listings(self) -> list[Listing]:
        return [item.listing for item in self._items]

    def row_of(self, key: str) -> int | None:
        """The row of the game with content key `key`, None if it is not listed."""
        for i, item in enumerate(self._items):
            if item.row.key == key:
                return i
        return None

    def retranslate(self) -> None:
        """The language changed: every text is made again when shown."""
        self._texts.clear()
        self._tips.clear()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, COLUMNS - 1)
        if self._items:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._items) - 1, COLUMNS - 1))

    # -- the model ---------------------------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008 - Qt's
        return 0 if parent.isValid() else len(self._items)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008 - Qt's
        return 0 if parent.isValid() else COLUMNS

    def texts(self, row: int) -> tuple[str, ...]:
        """The row's texts, column by column (as shown)."""
        item = self._items[row]
        key = item.row.key
        cached = self._texts.get(key)
        if cached is not None and _same(cached[0], item.listing):
            if cached[0] is not item.listing:  # equal, read again: compared once
                self._texts[key] = (item.listing, cached[1])
            return cached[1]
        game = item.row
        took = minutes(game)
        found = (
            when_text(item.when),
            players_text(game),
            commanders_text(game),
            result_text(game),
            str(game.turns),
            NO_VALUE if took is None else str(took),
        )
        self._texts[key] = (item.listing, found)
        return found

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._items):
            return None
        row, column = index.row(), index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.texts(row)[column]
        item = self._items[row]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tip(item)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column in (TURNS, MINUTES):
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.DecorationRole and column == RESULT:
            if item.row.damaged:
                return self.warning
            return self.crown if item.row.ending == WIN else None
        if role == Qt.ItemDataRole.ForegroundRole and column == RESULT:
            return QColor(MUTED) if item.row.ending == UNFINISHED else None
        if role == LISTING_ROLE:
            return item.listing
        if role == DAMAGED_ROLE:
            return item.row.damaged
        return None

    def _tip(self, item: _Item) -> str:
        key = item.row.key
        cached = self._tips.get(key)
        if cached is not None and _same(cached[0], item.listing):
            if cached[0] is not item.listing:
                self._tips[key] = (item.listing, cached[1])
            return cached[1]
        tip = seats_text(item.row)
        if item.row.damaged:
            tip += "\n⚠ " + damaged_text()
        tip += "\n" + str(item.listing.path)
        self._tips[key] = (item.listing, tip)
        return tip

    def headerData(  # noqa: N802 - Qt's name
        self, section: int, orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < COLUMNS:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return header_texts()[section]
        if role == Qt.ItemDataRole.TextAlignmentRole and section in (TURNS, MINUTES):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < COLUMNS:
            return
        self._column, self._order = column, order
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        keys = [self._items[i.row()].row.key for i in before]
        self._items.sort(key=_sort_key(column), reverse=order == Qt.SortOrder.DescendingOrder)
        rows = {item.row.key: i for i, item in enumerate(self._items)}
        after = [self.index(rows[k], i.column()) for k, i in zip(keys, before, strict=True)]
        self.changePersistentIndexList(before, after)
        self.layoutChanged.emit()

    @property
    def sorted_by(self) -> tuple[int, Qt.SortOrder]:
        return self._column, self._order


def header_texts() -> tuple[str, ...]:
    return (
        #: The History page's list of games: the column of when each game started
        translate("GameList", "Date"),
        # The column of the players of each game
        say(msg("term.players")),
        #: The column of the commanders played in each game
        translate("GameList", "Commanders"),
        # The column of how each game ended (who won, a draw, unfinished)
        say(msg("term.result")),
        # The column of how many turns each game lasted
        say(msg("term.turns")),
        # The column of how many minutes each game lasted
        say(msg("term.minutes")),
    )
