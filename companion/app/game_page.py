"""The page of a game in progress: turn bar, the storage banner, the notice band, and the table
with the crown.

Nothing that comes and goes changes the table's size or covers a panel: the notice band keeps its
two lines while empty, and a reminder about one player (the monarch's draw, a venture, rad, a
card's trigger) is drawn in that player's own panel, facing their seat (panel_reminder_layout).
"""

from __future__ import annotations

import typing

from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from companion.app.session import GameSession
from companion.app.widgets.crown import CrownLayer
from companion.app.widgets.first_player_show import FirstPlayerShow
from companion.app.widgets.notices import NoticeBar
from companion.app.widgets.roll_display import RollDisplay
from companion.app.widgets.storage_banner import StorageBanner
from companion.app.widgets.table import TableView
from companion.app.widgets.turn_bar import TurnBar
from companion.shell.commands import Registry
from companion.shell.flow import FlowNotice, SpellsAsked

FLOW_NOTICES = typing.get_args(FlowNotice)


class GamePage(QWidget):
    def __init__(
        self, session: GameSession, commands: Registry | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.turn_bar = TurnBar(session, commands)
        self.storage = StorageBanner(session)
        self.notices = NoticeBar(session, commands)
        self.table = TableView(session, commands=commands)
        self.crown = CrownLayer(session, self.table)
        self.roll = RollDisplay(session, self.table)  # over the table's centre, for a moment
        # Who goes first, drawn by the app: a highlight runs around the panels (over the crown).
        self.first_player_show = FirstPlayerShow(session, self.table)
        show = self.first_player_show
        show.highlighted.connect(lambda _: self.turn_bar.set_drawing(not show.has_landed))
        show.landed.connect(lambda _: self.turn_bar.set_drawing(False))
        show.finished.connect(lambda: self.turn_bar.set_drawing(False))
        # The chess clocks on the panels, from the turn bar's one timer; a new game's panels
        # are built on reset after the bar's tick, so they are told once more.
        self.turn_bar.clockTicked.connect(self.table.show_clock)
        session.reset.connect(self.turn_bar.tick)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(6)
        layout.addWidget(self.turn_bar)
        layout.addWidget(self.storage)
        layout.addWidget(self.notices)
        layout.addWidget(self.table, 1)
        # End turn stopped at the monarch's draw, or was pressed again before it was done.
        session.notice.connect(self._on_notice)
        session.rejected.connect(self._on_notice)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        layout = self.layout()
        inset = 0
        if layout is not None:
            margins = layout.contentsMargins()
            inset = margins.left() + margins.right()
        self.notices.scale_for(self.width() - inset)
        super().resizeEvent(event)

    def _on_notice(self, notice: object) -> None:
        """The one router of the flow's notices and refusals: each flow notice says where it is
        shown (`SHOWN`); any other refusal of the desktop's is the notice bar's "Not possible"."""
        shown = getattr(type(notice), "SHOWN", None)
        if shown is None:
            self.notices.refused(notice)
            return
        assert isinstance(notice, FLOW_NOTICES)
        if "notice" in shown:
            self.notices.flow_notice(notice)
        if "turn_bar" in shown and isinstance(notice, SpellsAsked):
            self.turn_bar.ask_spells(notice.player)
