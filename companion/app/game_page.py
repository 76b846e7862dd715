"""The page of a game in progress: turn bar, reminders, notices, and the table with the crown."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from companion.app.session import GameSession
from companion.app.widgets.crown import CrownLayer
from companion.app.widgets.notices import NoticeBar
from companion.app.widgets.reminders import ReminderBanner
from companion.app.widgets.table import TableView
from companion.app.widgets.turn_bar import TurnBar


class GamePage(QWidget):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.turn_bar = TurnBar(session)
        self.reminders = ReminderBanner(session)
        self.notices = NoticeBar(session)
        self.table = TableView(session)
        self.crown = CrownLayer(session, self.table)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(6)
        layout.addWidget(self.turn_bar)
        layout.addWidget(self.reminders)
        layout.addWidget(self.notices)
        layout.addWidget(self.table, 1)
        # Done on a reminder goes on with the End turn that stopped at it.
        self.reminders.resolved.connect(self.turn_bar.continue_after_reminder)
        self.turn_bar.reminderStop.connect(lambda _id: self.reminders.flash())
