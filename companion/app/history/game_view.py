"""One game of the history, opened: its post-game statistics and its replay, read from its journal.

The journal is read again here (the index keeps only the row), through the rules engine; a
damaged one shows the game up to its first bad line, as the start page offers to keep it. Nothing
here touches the game at the table: a game still unfinished can be opened there with a button
(the window's usual way of opening a journal).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from companion.app.describe import say
from companion.app.history.model import (
    NO_VALUE,
    commanders_text,
    minutes,
    players_text,
    result_text,
    started_at,
    when_text,
)
from companion.app.history.replay import ReplayView
from companion.app.retranslating import Retranslating
from companion.core.errors import JournalError, english_plural
from companion.core.game import Game
from companion.core.journal import load_game
from companion.history.record import UNFINISHED
from companion.history.store import Listing
from companion.shell import recovery
from companion.shell.messages import Msg, error_message, msg, phrase_message
from companion.shell.reading import JOURNAL_LIMIT, UnusableFileError, os_reason, read_bounded

if TYPE_CHECKING:
    from companion.app.stats.panel import PostGameSummary

STATS, REPLAY = range(2)  # the tabs


def read_game(path: Path) -> tuple[Game | None, Msg | JournalError | None]:
    """The game a journal holds and, if it is damaged, its first bad line (the game is the one
    before it); no game and why when it can't be read at all."""
    try:
        data = read_bounded(path, JOURNAL_LIMIT)
    except UnusableFileError as exc:
        return None, msg("file.open_failed", path=str(path), reason=exc.reason)
    except OSError as exc:
        return None, msg("file.open_failed", path=str(path), reason=os_reason(exc))
    try:
        game, _warnings = load_game(data)
    except JournalError as exc:
        kept = recovery.salvage(data)
        if kept is None:
            return None, msg("file.open_failed", path=str(path), reason=error_message(exc))
        return kept.game, kept.error
    return game, None


def colours_of(game: Game) -> dict[str, str]:
    """The players' colours as the journal's first line gave them."""
    first = game.journal[0] if game.journal else {}
    found = first.get("colors")
    if not isinstance(found, Mapping):
        return {}
    return {k: v for k, v in found.items() if isinstance(k, str) and isinstance(v, str)}


class GameDetail(Retranslating, QWidget):
    """A game's title line, its statistics (a tab, built when first shown) and its replay."""

    backRequested = Signal()
    openRequested = Signal(Path)  # play an unfinished game on at the table

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HistoryGame")
        self.listing: Listing | None = None
        self.game: Game | None = None
        self.colours: dict[str, str] = {}
        # The journal's first bad line (the game shown is the one before it), or why it can't be
        # read at all.
        self.problem: Msg | JournalError | None = None
        self.stats: PostGameSummary | None = None  # built when its tab is first shown
        self._stats_game: Game | None = None  # the game it shows

        self.back_button = QPushButton()
        self.back_button.setObjectName("HistoryGameBack")
        self.back_button.clicked.connect(self.backRequested)
        self._build_labels()
        self.open_button = QPushButton()
        self.open_button.setObjectName("HistoryGameOpen")
        self.open_button.clicked.connect(self._open)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("HistoryGameTabs")
        self._stats_host = QWidget()
        stats_layout = QVBoxLayout(self._stats_host)
        stats_layout.setContentsMargins(0, 0, 0, 0)
        self.replay = ReplayView()
        self.tabs.addTab(self._stats_host, "")
        self.tabs.addTab(self.replay, "")
        self.tabs.currentChanged.connect(self._tab_shown)

        top = QHBoxLayout()
        top.addWidget(self.back_button)
        top.addWidget(self.title, 1)
        top.addWidget(self.open_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.details)
        layout.addWidget(self.note)
        layout.addWidget(self.tabs, 1)
        self.retranslate()

    def _build_labels(self) -> None:
        """The title, the players and commanders under it, and the note on a damaged journal."""
        self.title = QLabel()
        self.title.setObjectName("HistoryGameTitle")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.title.setStyleSheet("#HistoryGameTitle { font-size: 18px; font-weight: bold; }")
        self.details = QLabel()
        self.details.setObjectName("HistoryGameDetails")
        self.details.setTextFormat(Qt.TextFormat.PlainText)
        self.details.setWordWrap(True)
        self.details.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.note = QLabel()
        self.note.setObjectName("HistoryGameNote")
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        self.note.setStyleSheet(
            "#HistoryGameNote { background: #4a3a1f; border: 1px solid #d9a54f;"
            " border-radius: 6px; color: #fff0d6; padding: 4px 8px; }"
        )
        self.note.hide()

    def retranslate(self) -> None:
        #: History page, an opened game: back to the list of games
        self.back_button.setText(self.tr("← All games"))
        #: History page, an opened game that is not finished: play it on at the table
        self.open_button.setText(self.tr("Continue at the table"))
        #: History page, an opened game: the tab of its statistics (charts and numbers)
        self.tabs.setTabText(STATS, self.tr("Statistics"))
        #: History page, an opened game: the tab that steps through its log
        self.tabs.setTabText(REPLAY, self.tr("Replay"))
        self._show_texts()

    # -- a game ------------------------------------------------------------------------------------

    def show_listing(self, listing: Listing) -> bool:
        """Read `listing`'s journal and show it; False (and why, on the page) if it can't be
        read."""
        self.listing = listing
        game, problem = read_game(listing.path)
        self.game, self.problem = game, problem
        self.colours = colours_of(game) if game is not None else {}
        self.replay.set_game(game, self.colours)
        self.tabs.setEnabled(game is not None)
        self._show_texts()
        if game is not None and self.isVisible():
            self._tab_shown(self.tabs.currentIndex())
        elif game is None and self.stats is not None:  # not the game shown before
            self.stats.set_game(None)
            self.stats.hide()
            self._stats_game = None
        return game is not None

    def _show_texts(self) -> None:
        listing = self.listing
        if listing is None:
            return
        row = listing.row
        took = minutes(row)
        #: History page, an opened game: how long it lasted
        length = english_plural(self.tr("%n turn(s)", "", row.turns), row.turns)
        if took is not None:
            #: History page, an opened game: how long it lasted in minutes
            took_text = english_plural(self.tr("%n minute(s)", "", took), took)
            #: History page, an opened game: its turns and its minutes ("12 turns, 128 minutes")
            length = self.tr("{turns}, {minutes}").format(turns=length, minutes=took_text)
        self.title.setText(" · ".join((when_text(started_at(row)), result_text(row), length)))
        commanders = commanders_text(row)
        lines = [players_text(row)] + ([] if commanders == NO_VALUE else [commanders])
        self.details.setText("\n".join(lines))
        self.open_button.setVisible(row.ending == UNFINISHED and self.game is not None)
        problem = self.problem
        if isinstance(problem, JournalError):
            #: History page, an opened game whose journal has a bad line ({reason}: what is wrong)
            text = self.tr("Its journal is damaged at line {line} ({reason}): this is the game "
                           "up to that line.")
            reason = say(phrase_message(problem.phrase))
            self.note.setText("⚠ " + text.format(line=problem.line, reason=reason))
        elif problem is not None:
            self.note.setText("⚠ " + say(problem))
        self.note.setVisible(problem is not None)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._tab_shown(self.tabs.currentIndex())

    def _tab_shown(self, index: int) -> None:
        """The statistics are built (and pyqtgraph imported) when their tab is first shown."""
        if index != STATS or self.game is None or not self.isVisible():
            return
        if self.stats is None:
            from companion.app.stats.panel import PostGameSummary

            self.stats = PostGameSummary(self.game, self.colours)
            layout = self._stats_host.layout()
            assert layout is not None
            layout.addWidget(self.stats)
            self.stats.show()
            self._stats_game = self.game
            return
        if self._stats_game is not self.game:
            self._stats_game = self.game
            self.stats.set_game(self.game, self.colours)
        self.stats.show()

    def _open(self) -> None:
        if self.listing is not None:
            self.openRequested.emit(self.listing.path)
