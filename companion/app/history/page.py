"""The History page: every game the playgroup played here, filtered, sorted, opened.

Built the first time it is shown (nothing of it is imported at start). The games come from the
history's index (companion.history), brought up to date with the games folder by a worker thread
each time the page is shown: only journals new or changed since are read, so a game that just
ended is listed the next time the page opens. What went wrong with the index (damaged, locked...)
is said above the list; the index is rebuilt from the journals by itself, no game is lost.

The list is a model (nothing built per row). The filters (a player by profile, a commander, a date
range, a pod size) narrow the list and the stats across games alike. Opening a game shows its
post-game statistics and its replay (game_view.py), read-only.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import sys
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QItemSelectionModel, QLocale, QModelIndex, Qt, Signal
from PySide6.QtGui import QFontMetrics, QIcon, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QStyle,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from companion.app import describe
from companion.app.describe import say
from companion.app.history import model as games
from companion.app.history.filters import FilterBar
from companion.app.history.game_view import GameDetail
from companion.app.history.model import GamesModel
from companion.app.history.tasks import IMPORT, REBUILD, HistoryService, Snapshot
from companion.app.retranslating import Retranslating
from companion.app.widgets.artwork import crown_path, crown_pixmap
from companion.app.words import word
from companion.history import figures
from companion.history.figures import Name
from companion.history.record import GameRow
from companion.history.store import Listing
from companion.shell.messages import Msg

if TYPE_CHECKING:
    from companion.app.history.charts import HistoryCharts

GAMES_TAB, CHARTS_TAB = range(2)
LIST, GAME = range(2)  # the page's two faces: the list, one game

_STYLE = """
#HistoryTitle { font-size: 26px; font-weight: bold; }
#HistoryCount { font-size: 15px; }
#HistoryNotes { background: #4a1f22; border: 2px solid #d9534f; border-radius: 6px;
    color: #ffe3e3; padding: 6px 10px; }
#HistoryGames { font-size: 15px; }
"""


class HistoryPage(Retranslating, QWidget):
    """The games, their filters and counts; one game opened; a tab of stats across games."""

    backRequested = Signal()  # back to the table (or the start page)
    openRequested = Signal(Path)  # play an unfinished game on at the table
    loaded = Signal()  # the games listed are the history's as it now is

    def __init__(self, service: HistoryService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HistoryPage")
        self.setStyleSheet(_STYLE)
        self.service = service
        self.listings: list[Listing] = []  # every game of the history, newest first
        self.shown_rows: list[GameRow] = []  # the games the filters keep
        self.name: Name = figures.same  # a name as typed -> its profile's
        self.notices: list[Msg] = []
        self.failure = ""  # why the last task failed ("" for none)
        self.unreadable = 0  # journals that hold no game (at the last sync)
        self.charts: HistoryCharts | None = None  # built when its tab is first shown
        self._charts_stale = True
        self.ever_loaded = False
        self._names: tuple[dict[str, str], tuple[str, ...]] = ({}, ())

        self._build_top()
        self.filters = FilterBar()
        self.filters.changed.connect(self.apply_filter)
        self.model = GamesModel(self)
        self.tabs = self._build_tabs()

        list_face = QWidget()
        list_layout = QVBoxLayout(list_face)
        list_layout.setContentsMargins(0, 0, 0, 0)
        list_layout.addWidget(self.filters)
        list_layout.addWidget(self.tabs, 1)
        self.detail = GameDetail()
        self.detail.backRequested.connect(self.show_list)
        self.detail.openRequested.connect(self.openRequested)
        self.faces = QStackedWidget()
        self.faces.addWidget(list_face)
        self.faces.addWidget(self.detail)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        layout.addLayout(self._top)
        layout.addWidget(self.notes)
        layout.addLayout(self._progress_row)
        layout.addWidget(self.faces, 1)
        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        escape.activated.connect(self._escape)

        service.loaded.connect(self.show_snapshot)
        service.progressed.connect(self._progressed)
        service.failed.connect(self._failed)
        service.busyChanged.connect(self._busy)
        self.retranslate()
        if service.snapshot is not None:  # synced at start: listed at once, brought up to date
            self.show_snapshot(service.snapshot)

    def _build_tabs(self) -> QTabWidget:
        """The games (the list and its Show button) and the stats across them (built later)."""
        self.model.warning = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        path = crown_path()
        self.model.crown = QIcon(crown_pixmap(path, 16)) if path is not None else QIcon()
        self.table = self._build_table()
        self.open_button = QPushButton()
        self.open_button.setObjectName("HistoryOpenGame")
        self.open_button.setEnabled(False)
        self.open_button.clicked.connect(self.open_current)
        games_tab = QWidget()
        games_layout = QVBoxLayout(games_tab)
        games_layout.setContentsMargins(0, 4, 4, 4)
        games_layout.addWidget(self.table, 1)
        under = QHBoxLayout()
        under.addStretch(1)
        under.addWidget(self.open_button)
        games_layout.addLayout(under)
        tabs = QTabWidget()
        tabs.setObjectName("HistoryTabs")
        tabs.addTab(games_tab, "")
        self._charts_host = QWidget()
        charts_layout = QVBoxLayout(self._charts_host)
        charts_layout.setContentsMargins(0, 0, 0, 0)
        tabs.addTab(self._charts_host, "")
        tabs.currentChanged.connect(self._tab_changed)
        return tabs

    def _build_top(self) -> None:
        self.back_button = QPushButton()
        self.back_button.setObjectName("HistoryBack")
        self.back_button.clicked.connect(self.backRequested)
        self.title = QLabel()
        self.title.setObjectName("HistoryTitle")
        self.count = QLabel()
        self.count.setObjectName("HistoryCount")
        self.count.setTextFormat(Qt.TextFormat.PlainText)
        self.count.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.count.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        top = self._top = QHBoxLayout()
        top.addWidget(self.back_button)
        top.addSpacing(12)
        top.addWidget(self.title)
        top.addWidget(self.count, 1)
        self.notes = QLabel()
        self.notes.setObjectName("HistoryNotes")
        self.notes.setTextFormat(Qt.TextFormat.PlainText)
        self.notes.setWordWrap(True)
        self.notes.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.notes.hide()
        self.progress = QProgressBar()
        self.progress.setObjectName("HistoryProgress")
        self.progress.setMaximumHeight(16)
        self.progress_label = QLabel()
        self.progress_label.setObjectName("HistoryProgressLabel")
        row = self._progress_row = QHBoxLayout()
        row.addWidget(self.progress_label)
        row.addWidget(self.progress, 1)
        self.progress.hide()
        self.progress_label.hide()

    def _build_table(self) -> QTableView:
        table = QTableView()
        table.setObjectName("HistoryGames")
        table.setModel(self.model)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setWordWrap(False)
        table.setTextElideMode(Qt.TextElideMode.ElideRight)
        table.setAlternatingRowColors(True)
        table.setShowGrid(False)
        table.setTabKeyNavigation(False)
        rows = table.verticalHeader()
        rows.hide()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header = table.horizontalHeader()
        header.setHighlightSections(False)
        header.setStretchLastSection(False)
        for column in range(games.COLUMNS):
            stretch = column in (games.PLAYERS, games.COMMANDERS)
            mode = QHeaderView.ResizeMode.Stretch if stretch else QHeaderView.ResizeMode.Interactive
            header.setSectionResizeMode(column, mode)
        header.setSortIndicator(games.DATE, Qt.SortOrder.DescendingOrder)
        table.setSortingEnabled(True)
        table.activated.connect(self._activated)
        table.doubleClicked.connect(self._activated)
        table.selectionModel().currentRowChanged.connect(
            lambda current, _previous: self.open_button.setEnabled(current.isValid())
        )
        return table

    def retranslate(self) -> None:
        #: The History page's button back to the game at the table (or the start page)
        self.back_button.setText(self.tr("← Back"))
        # The title of the History page: every game played
        self.title.setText(word("history"))
        #: The History page's tab that lists the games
        self.tabs.setTabText(GAMES_TAB, self.tr("Games"))
        #: The History page's tab of charts: win rates, seats, lengths, across the games listed
        self.tabs.setTabText(CHARTS_TAB, self.tr("Stats across games"))
        #: The History page's button that opens the selected game (its stats and replay)
        self.open_button.setText(self.tr("Show the game"))
        self.model.retranslate()
        self._fit_columns()
        self._show_count()
        self._show_notes()

    # -- the history's state -----------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        """Each time the page is shown the index is brought up to date (cheap: only the journals
        new or changed since are read); a game that ended since is listed."""
        super().showEvent(event)
        self.refresh()

    def refresh(self) -> None:
        self.service.sync()

    def show_snapshot(self, snapshot: Snapshot) -> None:
        """A task is done: list its games (again only if they or the players' names changed),
        say the notices of the tasks since the page last said them (the start-up sync's too:
        the page's own sync finds the history fine again)."""
        self.failure = ""
        if self.isVisible():
            self.notices = self.service.take_notices()
        else:  # shown when the page is, and taken then
            self.notices = list(self.service.notices)
        self.unreadable = snapshot.unreadable
        names = (snapshot.aliases, snapshot.players)
        if snapshot.changed or not self.ever_loaded or names != self._names:
            self._names = names
            self.name = figures.names_of(snapshot.aliases)
            self.listings = list(snapshot.listings or ())
            self.ever_loaded = True
            rows = [listing.row for listing in self.listings]
            self.filters.set_choices(snapshot.players, rows)
            self.apply_filter()
            self._follow_opened_game()
            _warm_charts()
        self._show_notes()
        self.loaded.emit()

    def _follow_opened_game(self) -> None:
        """The game shown was read again and changed (played on at the table since, or
        imported in a later version): it is shown as it now is."""
        opened = self.detail.listing
        if opened is None or not self.showing_game:
            return
        now = next((item for item in self.listings if item.row.key == opened.row.key), None)
        if now is not None and now != opened:
            self.detail.show_listing(now)

    def _progressed(self, kind: str, done: int, total: int) -> None:
        if total <= 0 or done >= total:
            self.progress.hide()
            self.progress_label.hide()
            return
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        if kind == REBUILD:
            #: History page, while the history is built again from every journal
            text = self.tr("Rebuilding the history: {done} of {total} games")
        elif kind == IMPORT:
            #: History page, while a folder of journals is imported
            text = self.tr("Importing games: {done} of {total}")
        else:
            #: History page, while new or changed journals are read into the history
            text = self.tr("Reading new games: {done} of {total}")
        self.progress_label.setText(text.format(done=done, total=total))
        self.progress.show()
        self.progress_label.show()

    def _busy(self, busy: bool) -> None:
        if not busy:
            self.progress.hide()
            self.progress_label.hide()
        self._show_count()

    def _failed(self, _kind: str, why: str) -> None:
        self.failure = why
        self._show_notes()
        self._show_count()

    def _show_notes(self) -> None:
        lines = [say(n) for n in self.notices]
        if self.unreadable:
            n = self.unreadable
            #: History page: journals in the games folder that hold no game (listed nowhere)
            lines.append(games.counted(
                self.tr("%n journal(s) in the games folder could not be read.", "", n), n))
        if self.failure:
            #: History page: the history could not be read or brought up to date ({reason}: why)
            lines.append(self.tr("The history could not be brought up to date: {reason}").format(
                reason=self.failure))
        self.notes.setText("\n".join(lines))
        self.notes.setVisible(bool(lines))

    def note_texts(self) -> list[str]:
        text = self.notes.text()
        return text.split("\n") if text and not self.notes.isHidden() else []

    # -- the list ----------------------------------------------------------------------------------

    def apply_filter(self) -> None:
        """List the games the filters keep (the selected game stays selected if it is kept)."""
        flt = self.filters.filter()
        kept = [item for item in self.listings if flt.keeps(item.row, self.name)]
        selected = self.current_listing()
        self.model.set_listings(kept)
        self.shown_rows = [item.row for item in kept]
        if selected is not None:
            row = self.model.row_of(selected.row.key)
            if row is not None:
                self.select_row(row)
        if not self.table.currentIndex().isValid() and kept:
            self.select_row(0)  # Enter opens the newest game (or the first as sorted)
        self.open_button.setEnabled(self.table.currentIndex().isValid())
        self._fit_columns()
        self._show_count()
        self._charts_stale = True
        self._update_charts()

    def _show_count(self) -> None:
        total, shown = len(self.listings), len(self.shown_rows)
        finished = sum(1 for row in self.shown_rows if row.finished)
        if not total and (not self.ever_loaded or self.service.busy):
            #: History page: the games are being read for the first time
            self.count.setText(self.tr("Reading the games…"))
            return
        if not total:
            #: History page with no game in the history yet
            self.count.setText(self.tr("No games yet: every game played is listed here."))
            return
        if shown == total:
            # History page: how many games are listed ("37 games, 31 finished" follows)
            listed = games.counted(describe.text("term.game_count", total), total)
        else:
            #: History page with filters: how many games of all are listed ("12 of 37 games")
            listed = games.counted(self.tr("{shown} of %n game(s)", "", total), total).format(
                shown=QLocale().toString(shown))
        #: History page: the games listed, and how many of them are finished (won or drawn)
        text = games.counted(self.tr("{games}, %n finished", "", finished), finished)
        self.count.setText(text.format(games=listed))

    def count_text(self) -> str:
        return self.count.text()

    def _fit_columns(self) -> None:
        """The date, result and numbers as wide as their texts (measured, not read from every
        row); the players and commanders share the rest."""
        header = self.table.horizontalHeader()
        metrics = QFontMetrics(self.table.font())
        head = QFontMetrics(header.font())
        texts = games.header_texts()
        pad = 28  # the cell's margins and the sort arrow

        def fit(column: int, samples: Sequence[str], extra: int = 0) -> None:
            widest = max([metrics.horizontalAdvance(s) for s in samples] or [0]) + extra
            header.resizeSection(column, max(widest, head.horizontalAdvance(texts[column])) + pad)

        sample = dt.datetime(2026, 12, 28, 23, 59).astimezone()
        fit(games.DATE, [games.when_text(sample)])
        winners = {row.winner for row in self.shown_rows[:2000] if row.winner}
        longest = max(winners, key=len, default="Ann")
        samples = [games.result_text(GameRow(
            "", "", "", None, 0, 0, ending, longest, "", "", False, ()))
            for ending in ("win", "draw", "unfinished")]
        fit(games.RESULT, samples, extra=22)  # its icon
        fit(games.TURNS, ["999"])
        fit(games.MINUTES, ["9999"])
        result_cap = max(self.table.viewport().width() // 4, 160)
        if header.sectionSize(games.RESULT) > result_cap:
            header.resizeSection(games.RESULT, result_cap)
        self.table.verticalHeader().setDefaultSectionSize(metrics.height() + 12)

    def current_listing(self) -> Listing | None:
        index = self.table.currentIndex()
        if not index.isValid() or index.row() >= self.model.rowCount():
            return None
        return self.model.listing(index.row())

    def select_row(self, row: int) -> None:
        index = self.model.index(row, 0)
        flags = (QItemSelectionModel.SelectionFlag.ClearAndSelect
                 | QItemSelectionModel.SelectionFlag.Rows)
        self.table.selectionModel().setCurrentIndex(index, flags)
        self.table.scrollTo(index)

    def _activated(self, index: QModelIndex) -> None:
        """Enter or a double click opens the game (once: a double click may activate too)."""
        if index.isValid() and not self.showing_game:
            self.open_row(index.row())

    def open_current(self) -> None:
        index = self.table.currentIndex()
        if index.isValid():
            self.open_row(index.row())

    # -- one game ----------------------------------------------------------------------------------

    def open_row(self, row: int) -> bool:
        """Show the game of `row`: its statistics and its replay."""
        self.select_row(row)
        return self.open_listing(self.model.listing(row))

    def open_listing(self, listing: Listing) -> bool:
        self.faces.setCurrentIndex(GAME)
        return self.detail.show_listing(listing)

    def show_list(self) -> None:
        self.faces.setCurrentIndex(LIST)
        self.table.setFocus()

    @property
    def showing_game(self) -> bool:
        return self.faces.currentIndex() == GAME

    def _escape(self) -> None:
        if self.showing_game:
            self.show_list()
        else:
            self.backRequested.emit()

    # -- stats across games ------------------------------------------------------------------------

    def _tab_changed(self, index: int) -> None:
        if index == CHARTS_TAB:
            self._update_charts()

    def _update_charts(self) -> None:
        """The charts are built (and pyqtgraph imported) when their tab is first shown, and drawn
        again for the games the filters keep when shown."""
        if self.tabs.currentIndex() != CHARTS_TAB or not self._charts_stale:
            return
        if self.charts is None:
            from companion.app.history.charts import HistoryCharts

            self.charts = HistoryCharts()
            layout = self._charts_host.layout()
            assert layout is not None
            layout.addWidget(self.charts)
        self._charts_stale = False
        self.charts.show_rows(list(self.shown_rows), self.name)


_warming: list[threading.Thread] = []


def _warm_charts() -> None:
    """Import the charts (pyqtgraph, numpy: most of a second) on a thread of their own once the
    games are listed, so the Stats across games tab opens at once; its tab imports them itself if
    it comes first (Python's import lock makes it wait for this one). Class definitions only: no
    Qt object is made off the GUI thread."""
    if _warming or "companion.app.history.charts" in sys.modules:
        return

    def run() -> None:
        with contextlib.suppress(Exception):  # the tab's own import says what went wrong
            import companion.app.history.charts  # noqa: F401

    thread = threading.Thread(target=run, name="history-charts-import", daemon=True)
    _warming.append(thread)
    thread.start()
