"""Shown when no game is open: resume the unfinished game, start one, or open a recent one.

Files that could not be used at start (settings, the pointer, shipped data) are said in the notes
above the buttons. A damaged journal is listed (and offered for resume) with a warning; opening it
offers to keep the game before the bad line. One that can't be read at all is listed with why.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from companion.app.describe import say
from companion.app.widgets.reminders import crown_path, crown_pixmap
from companion.shell.games import GameSummary, Unreadable, inspect, unfinished_game
from companion.shell.messages import Msg, error_message, msg, phrase_message

_STYLE = """
#StartTitle { font-size: 34px; font-weight: bold; color: #f0f0f0; }
#StartPage QPushButton { font-size: 18px; padding: 6px 18px; }
#ResumeButton { font-size: 26px; font-weight: bold; background: #F2C14E; color: #1e1f24;
    border: none; border-radius: 10px; }
#ResumeButton:hover { background: #ffd66b; }
#StartPage QListWidget { font-size: 16px; }
"""


class StartPage(QWidget):
    """Offers the unfinished game first: a game killed mid-turn comes back exactly as it was."""

    resumeRequested = Signal(Path)
    newGameRequested = Signal()
    demoRequested = Signal()
    openRequested = Signal()

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
        self.new_button.clicked.connect(self.newGameRequested)
        self.demo_button.clicked.connect(self.demoRequested)
        self.open_button.clicked.connect(self.openRequested)
        buttons = QHBoxLayout()
        for b in (self.new_button, self.demo_button, self.open_button):
            b.setMinimumHeight(56)
            buttons.addWidget(b)
        self.setStyleSheet(_STYLE)

        self._recent_label = QLabel()
        self.recent = QListWidget()
        self.recent.itemActivated.connect(self._open_recent)

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
        self._recent_label.setText(self.tr("Recent games"))
        self._show_unfinished()
        self._show_notes()
        self._label_recent()

    def refresh(self, recent: list[str]) -> None:
        """Look for the unfinished game and list the recent ones that still exist (a damaged one
        with a warning, one that can't be read with why)."""
        self._unfinished = unfinished_game()
        self._show_unfinished()
        self.recent.clear()
        for text in recent:
            found = inspect(Path(text))
            if found is None:
                continue
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, str(found.path))
            item.setData(Qt.ItemDataRole.UserRole + 1, found)
            if isinstance(found, Unreadable) or found.damage is not None:
                icon = QStyle.StandardPixmap.SP_MessageBoxWarning
                item.setIcon(self.style().standardIcon(icon))
            self.recent.addItem(item)
        self._label_recent()
        self._recent_label.setVisible(self.recent.count() > 0)
        self.recent.setVisible(self.recent.count() > 0)

    def _label_recent(self) -> None:
        for row in range(self.recent.count()):
            item = self.recent.item(row)
            found = item.data(Qt.ItemDataRole.UserRole + 1)
            tip = str(found.path)
            if isinstance(found, Unreadable):
                label = say(msg("start.unreadable", name=found.path.name, reason=found.reason))
            else:
                label = self._summary_label(found)
                if found.damage is not None:
                    label += " — ⚠ " + say(msg("start.damaged", line=found.damage.line))
                    tip += "\n" + say(error_message(found.damage))
            item.setText(label)
            item.setToolTip(tip)

    def _summary_label(self, summary: GameSummary) -> str:
        label = self.tr("{players} — turn {turn}").format(
            players=", ".join(summary.players), turn=summary.turn
        )
        if summary.game_over:
            label += " — " + (
                self.tr("{winner} won").format(winner=summary.winner)
                if summary.winner
                else self.tr("draw")
            )
        return label

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
                players=", ".join(summary.players), turn=summary.turn
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

    def _open_recent(self, item: QListWidgetItem) -> None:
        self.resumeRequested.emit(Path(item.data(Qt.ItemDataRole.UserRole)))
