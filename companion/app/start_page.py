"""Shown when no game is open: resume the unfinished game, start one, or open a recent one.

Files that could not be used at start (settings, the pointer, shipped data) are said in the notes
above the buttons. The recent games (the games folder and the recent list, newest first, at most
`games.RECENT_LIMIT`) are listed with when they were played, who played, who won and how many turns;
they are read only after the page's first frame, one per turn of the event loop, so a folder of long
games never holds up the start. A damaged journal is listed (and offered for resume) with a
warning; opening it offers to keep the game before the bad line. One that can't be read at all is
listed with why.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDateTime, QLocale, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QIcon, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyle,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from companion.app.describe import say
from companion.app.widgets.artwork import crown_path, crown_pixmap
from companion.app.words import word
from companion.shell.games import (
    GameSummary,
    RecentJournal,
    Unreadable,
    inspect,
    recent_journals,
    unfinished_game,
)
from companion.shell.messages import Msg, error_message, msg, names, phrase_message

# The recent games' columns.
WHEN, PLAYERS, RESULT, TURNS = range(4)
_FOUND = Qt.ItemDataRole.UserRole + 1  # an item's GameSummary or Unreadable
_MODIFIED = Qt.ItemDataRole.UserRole + 2  # its file's time

_STYLE = """
#StartTitle { font-size: 34px; font-weight: bold; color: #f0f0f0; }
#StartPage QPushButton { font-size: 18px; padding: 6px 18px; }
#ResumeButton { font-size: 26px; font-weight: bold; background: #F2C14E; color: #1e1f24;
    border: none; border-radius: 10px; }
#ResumeButton:hover { background: #ffd66b; }
#RecentGames { font-size: 16px; background: #26272e; border: 1px solid #3a3b44;
    border-radius: 6px; }
#RecentGames::item { padding: 6px 4px; }
#RecentGames::item:hover { background: #33343d; }
#RecentGames::item:selected { background: #3d3f4a; }
#RecentGames QHeaderView::section { font-size: 14px; padding: 4px; }
#RecentLabel { font-size: 18px; font-weight: bold; color: #f0f0f0; }
"""


class StartPage(QWidget):
    """Offers the unfinished game first: a game killed mid-turn comes back exactly as it was."""

    resumeRequested = Signal(Path)
    newGameRequested = Signal()
    demoRequested = Signal()
    openRequested = Signal()
    historyRequested = Signal()  # every game played (the History page)
    recentListed = Signal()  # every recent game found was read and listed

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StartPage")
        self._notes: list[str | Msg] = []
        self.notes = QLabel()
        self.notes.setObjectName("StartNotes")
        self.notes.setTextFormat(Qt.TextFormat.PlainText)
        self.notes.setWordWrap(True)
        self.notes.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.notes.setStyleSheet(
            "#StartNotes { background: #4a1f22; border: 2px solid #d9534f; border-radius: 6px;"
            " color: #ffe3e3; padding: 6px 10px; }"
        )
        self.notes.hide()
        self._build_title()
        self._resume_box = QWidget()
        self._resume_label = QLabel()
        self._resume_label.setTextFormat(Qt.TextFormat.PlainText)
        self._resume_label.setWordWrap(True)
        self.resume_button = QPushButton()
        self.resume_button.setObjectName("ResumeButton")
        self.resume_button.setMinimumHeight(84)  # the biggest thing on the page: play on
        resume_layout = QVBoxLayout(self._resume_box)
        resume_layout.addWidget(self._resume_label)
        resume_layout.addWidget(self.resume_button)
        self._unfinished: GameSummary | None = None
        self.resume_button.clicked.connect(self._resume)

        self.new_button = QPushButton()
        self.demo_button = QPushButton()
        self.open_button = QPushButton()
        self.history_button = QPushButton()
        self.history_button.setObjectName("StartHistory")
        self.history_button.clicked.connect(self.historyRequested)
        self.new_button.clicked.connect(self.newGameRequested)
        self.demo_button.clicked.connect(self.demoRequested)
        self.open_button.clicked.connect(self.openRequested)
        buttons = QHBoxLayout()
        for b in (self.new_button, self.demo_button, self.open_button, self.history_button):
            b.setMinimumHeight(56)
            buttons.addWidget(b)
        self.setStyleSheet(_STYLE)

        self._build_recent()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(48, 32, 48, 32)
        layout.addWidget(self._crown)
        layout.addWidget(self._title)
        layout.addWidget(self.notes)
        layout.addWidget(self._resume_box)
        layout.addLayout(buttons)
        layout.addWidget(self._recent_label)
        layout.addWidget(self.recent, 1)
        self.retranslate()

    def _build_recent(self) -> None:
        self._recent_label = QLabel()
        self._recent_label.setObjectName("RecentLabel")
        self.recent = _recent_list()
        self.recent.itemClicked.connect(self._clicked_recent)
        self.recent.itemActivated.connect(self._activated_recent)
        self._recent_label.setBuddy(self.recent)
        self._recent_label.hide()
        self.recent.hide()
        self._to_read: list[RecentJournal] = []  # listed after the first frame, one at a time
        self._reading = False

    def _build_title(self) -> None:
        """The crown and the app's name, large."""
        self._title = QLabel()
        self._title.setObjectName("StartTitle")
        self._title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._crown = QLabel()
        self._crown.setObjectName("StartCrown")
        self._crown.setAlignment(Qt.AlignmentFlag.AlignCenter)
        path = crown_path()
        if path is not None:
            self._crown.setPixmap(crown_pixmap(path, 120))

    def retranslate(self) -> None:
        self._title.setText(self.tr("Commander Companion"))
        self._show_resume_button()
        self.new_button.setText(self.tr("New game…"))
        self.demo_button.setText(self.tr("Demo game"))
        self.open_button.setText(self.tr("Open a journal…"))
        # Start page button: the History page, every game played, stats across games
        self.history_button.setText(word("history"))
        self._recent_label.setText(self.tr("Recent games"))
        self.recent.setHeaderLabels(
            [self.tr("Last played"), say(msg("term.players")), say(msg("term.result")),
             say(msg("term.turns"))]
        )
        self._show_unfinished()
        self._show_notes()
        self._label_recent()

    def refresh(self, recent: list[str]) -> None:
        """Look for the unfinished game now (the biggest button), and list the recent ones once
        the page has been painted (a damaged one with a warning, one that can't be read with
        why)."""
        self._unfinished = unfinished_game()
        self._show_unfinished()
        self.recent.clear()
        skip = self._unfinished.path if self._unfinished is not None else None
        self._to_read = recent_journals(recent, skip=skip)
        self._recent_label.setVisible(bool(self._to_read))
        self.recent.setVisible(bool(self._to_read))
        if not self._to_read:
            self.recentListed.emit()
        elif self.isVisible():
            self.update()  # painted again: the reading starts after that frame

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        """The first frame is up: read the recent games, one per turn of the event loop."""
        super().paintEvent(event)
        if self._to_read and not self._reading:
            self._reading = True
            QTimer.singleShot(0, self._read_next)

    @property
    def reading(self) -> bool:
        """Recent games are still being read."""
        return bool(self._to_read)

    def _read_next(self) -> None:
        self._reading = False
        if not self._to_read:
            return
        journal = self._to_read.pop(0)
        found = inspect(journal.path)
        if found is not None:  # gone since it was listed: left out
            self._add_recent(found, journal.modified)
        if self._to_read:
            self._reading = True
            QTimer.singleShot(0, self._read_next)
        else:
            self._recent_label.setVisible(self.recent.topLevelItemCount() > 0)
            self.recent.setVisible(self.recent.topLevelItemCount() > 0)
            self.recentListed.emit()

    def _add_recent(self, found: GameSummary | Unreadable, modified: float) -> None:
        item = QTreeWidgetItem()
        item.setData(0, Qt.ItemDataRole.UserRole, str(found.path))
        item.setData(0, _FOUND, found)
        item.setData(0, _MODIFIED, modified)
        item.setTextAlignment(TURNS, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if isinstance(found, Unreadable) or found.damage is not None:
            icon = QStyle.StandardPixmap.SP_MessageBoxWarning
            item.setIcon(RESULT, self.style().standardIcon(icon))
        elif found.game_over and found.winner:
            item.setIcon(RESULT, self._crown_icon())
        self.recent.addTopLevelItem(item)
        self._label_item(item)

    def _crown_icon(self) -> QIcon:
        path = crown_path()
        return QIcon(crown_pixmap(path, 20)) if path is not None else QIcon()

    def _label_recent(self) -> None:
        for row in range(self.recent.topLevelItemCount()):
            item = self.recent.topLevelItem(row)
            if item is not None:
                self._label_item(item)

    def _label_item(self, item: QTreeWidgetItem) -> None:
        found = item.data(0, _FOUND)
        when = QDateTime.fromSecsSinceEpoch(int(item.data(0, _MODIFIED)))
        item.setText(WHEN, QLocale().toString(when, QLocale.FormatType.ShortFormat))
        tip = str(found.path)
        if isinstance(found, Unreadable):
            # The file's name where the players would be; why, in full, in the tooltip.
            item.setText(PLAYERS, found.path.name)
            item.setText(RESULT, self.tr("Can't be read"))
            item.setText(TURNS, "")
            reason = msg("start.unreadable", name=found.path.name, reason=found.reason)
            tip = say(reason) + "\n" + tip
        else:
            players = say(names(found.players))
            item.setText(PLAYERS, players)
            result = self._result(found)
            if found.damage is not None:
                result += " — ⚠ " + say(msg("start.damaged", line=found.damage.line))
                tip += "\n" + say(error_message(found.damage))
            item.setText(RESULT, result)
            item.setText(TURNS, str(found.turn))
            tip = players + "\n" + tip
        for column in range(self.recent.columnCount()):
            item.setToolTip(column, tip)

    def _result(self, summary: GameSummary) -> str:
        if not summary.game_over:
            return say(msg("term.unfinished"))
        if summary.winner:
            return self.tr("{winner} won").format(winner=summary.winner)
        return say(msg("winner.draw"))

    def recent_texts(self) -> list[list[str]]:
        """The recent games as listed, each row's columns (for tests and --smoke)."""
        rows = []
        for row in range(self.recent.topLevelItemCount()):
            item = self.recent.topLevelItem(row)
            if item is not None:
                rows.append([item.text(c) for c in range(self.recent.columnCount())])
        return rows

    def add_note(self, note: str | Msg) -> None:
        """A problem found at start (a file kept aside, a game not started), shown until a game
        is loaded; said again in the new language if it changes."""
        if note not in self._notes:
            self._notes.append(note)
        self._show_notes()

    def clear_notes(self) -> None:
        self._notes.clear()
        self._show_notes()

    def note_texts(self) -> list[str]:
        return [say(n) if isinstance(n, Msg) else n for n in self._notes]

    def _show_notes(self) -> None:
        self.notes.setText("\n".join(self.note_texts()))
        self.notes.setVisible(bool(self._notes))

    @property
    def unfinished(self) -> GameSummary | None:
        return self._unfinished

    def _show_unfinished(self) -> None:
        summary = self._unfinished
        self._resume_box.setVisible(summary is not None)
        if summary is not None:
            text = self.tr("An unfinished game was found: {players}, turn {turn}.").format(
                players=say(names(summary.players)), turn=summary.turn
            )
            if summary.damage is not None:
                reason = phrase_message(summary.damage.phrase)
                damaged = msg("start.resume_damaged", line=summary.damage.line, reason=reason)
                text += "\n⚠ " + say(damaged)
            self._resume_label.setText(text)
        self._show_resume_button()

    def _show_resume_button(self) -> None:
        summary = self._unfinished
        if summary is not None and summary.turn_player:
            self.resume_button.setText(
                self.tr("Continue: turn {turn}, {player}’s turn").format(
                    turn=summary.turn, player=summary.turn_player
                )
            )
        else:
            self.resume_button.setText(self.tr("Resume the unfinished game"))

    def _resume(self) -> None:
        if self._unfinished is not None:
            self.resumeRequested.emit(self._unfinished.path)

    def _clicked_recent(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        """One click opens a game: the list is a list of links. An unfinished game goes on, a
        finished one opens on its winner screen (as File > Open does)."""
        self.resumeRequested.emit(Path(item.data(0, Qt.ItemDataRole.UserRole)))

    def _activated_recent(self, item: QTreeWidgetItem, column: int = 0) -> None:
        """Enter on a game opens it; a double click was already a click."""
        if QGuiApplication.mouseButtons() == Qt.MouseButton.NoButton:
            self._clicked_recent(item, column)


def _recent_list() -> QTreeWidget:
    """The recent games as a table: when, who, the result, the turns."""
    tree = QTreeWidget()
    tree.setObjectName("RecentGames")
    tree.setColumnCount(4)
    tree.setRootIsDecorated(False)
    tree.setItemsExpandable(False)
    tree.setUniformRowHeights(True)
    tree.setAllColumnsShowFocus(True)
    tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    tree.setCursor(Qt.CursorShape.PointingHandCursor)
    tree.setTextElideMode(Qt.TextElideMode.ElideRight)
    header = tree.header()
    header.setStretchLastSection(False)
    header.setSectionResizeMode(WHEN, QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(PLAYERS, QHeaderView.ResizeMode.Stretch)
    header.setSectionResizeMode(RESULT, QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(TURNS, QHeaderView.ResizeMode.ResizeToContents)
    return tree
