"""The page of a game in progress: turn bar, the storage banner, reminders, notices, and the
table with the crown."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from companion.app.session import GameSession
from companion.app.widgets.crown import CrownLayer
from companion.app.widgets.notices import NoticeBar
from companion.app.widgets.reminders import ReminderBanner
from companion.app.widgets.storage_banner import StorageBanner
from companion.app.widgets.table import TableView
from companion.app.widgets.turn_bar import TurnBar
from companion.shell.commands import Registry
from companion.shell.flow import DrawFirst, DrawStop


class GamePage(QWidget):
    def __init__(
        self, session: GameSession, commands: Registry | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.turn_bar = TurnBar(session)
        self.storage = StorageBanner(session)
        self.reminders = ReminderBanner(session)
        self.notices = NoticeBar(session)
        self.table = TableView(session, commands=commands)
        self.crown = CrownLayer(session, self.table)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(6)
        layout.addWidget(self.turn_bar)
        layout.addWidget(self.storage)
        layout.addWidget(self.reminders)
        layout.addWidget(self.notices)
        layout.addWidget(self.table, 1)
        # End turn stopped at the monarch's draw, or was pressed again before it was done.
        session.notice.connect(self._on_notice)
        session.rejected.connect(self._on_notice)

    def _on_notice(self, notice: object) -> None:
        if isinstance(notice, DrawStop | DrawFirst):
            self.reminders.flash()
