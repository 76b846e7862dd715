"""Shown when no game is open: resume the unfinished game, start one, or open a recent one."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion.shell.games import GameSummary, summarize, unfinished_game


class StartPage(QWidget):
    """Offers the unfinished game first: a game killed mid-turn comes back exactly as it was."""

    resumeRequested = Signal(Path)
    newGameRequested = Signal()
    demoRequested = Signal()
    openRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StartPage")
        self._title = QLabel()
        self._title.setObjectName("StartTitle")
        self._title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._resume_box = QWidget()
        self._resume_label = QLabel()
        self._resume_label.setTextFormat(Qt.TextFormat.PlainText)
        self._resume_label.setWordWrap(True)
        self.resume_button = QPushButton()
        self.resume_button.setObjectName("ResumeButton")
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
            b.setMinimumHeight(44)
            buttons.addWidget(b)

        self._recent_label = QLabel()
        self.recent = QListWidget()
        self.recent.itemActivated.connect(self._open_recent)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(48, 32, 48, 32)
        layout.addWidget(self._title)
        layout.addWidget(self._resume_box)
        layout.addLayout(buttons)
        layout.addWidget(self._recent_label)
        layout.addWidget(self.recent, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self._title.setText(self.tr("Commander Companion"))
        self.resume_button.setText(self.tr("Resume the unfinished game"))
        self.new_button.setText(self.tr("New game…"))
        self.demo_button.setText(self.tr("Demo game"))
        self.open_button.setText(self.tr("Open a journal…"))
        self._recent_label.setText(self.tr("Recent games"))
        self._show_unfinished()

    def refresh(self, recent: list[str]) -> None:
        """Look for the unfinished game and list the recent ones that still exist."""
        self._unfinished = unfinished_game()
        self._show_unfinished()
        self.recent.clear()
        for text in recent:
            summary = summarize(Path(text))
            if summary is None:
                continue
            label = self.tr("{players} — turn {turn}").format(
                players=", ".join(summary.players), turn=summary.turn
            )
            if summary.game_over:
                label += " — " + (
                    self.tr("{winner} won").format(winner=summary.winner)
                    if summary.winner
                    else self.tr("draw")
                )
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, str(summary.path))
            item.setToolTip(str(summary.path))
            self.recent.addItem(item)
        self._recent_label.setVisible(self.recent.count() > 0)
        self.recent.setVisible(self.recent.count() > 0)

    @property
    def unfinished(self) -> GameSummary | None:
        return self._unfinished

    def _show_unfinished(self) -> None:
        summary = self._unfinished
        self._resume_box.setVisible(summary is not None)
        if summary is not None:
            self._resume_label.setText(
                self.tr("An unfinished game was found: {players}, turn {turn}.").format(
                    players=", ".join(summary.players), turn=summary.turn
                )
            )

    def _resume(self) -> None:
        if self._unfinished is not None:
            self.resumeRequested.emit(self._unfinished.path)

    def _open_recent(self, item: QListWidgetItem) -> None:
        self.resumeRequested.emit(Path(item.data(Qt.ItemDataRole.UserRole)))
