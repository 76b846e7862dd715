"""The page of a game in progress: turn bar, the storage banner, the notice band, and the table
with the crown; the monarch's draw reminder floats over the top of the table.

Nothing that comes and goes changes the table's size: the notice band keeps its two lines while
empty, and the reminder banner is laid over the band and the top edge of the table (where the far
players' counters are) rather than pushing it down, so no panel moves under a player's finger.
"""

from __future__ import annotations

import typing

from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from companion.app.session import GameSession
from companion.app.widgets.crown import CrownLayer
from companion.app.widgets.first_player_show import FirstPlayerShow
from companion.app.widgets.notices import NoticeBar
from companion.app.widgets.reminders import ReminderBanner
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
        self.reminders = ReminderBanner(session, commands)
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
        # Over the table, not in the layout: its coming and going moves nothing.
        self.reminders.setParent(self)
        self.reminders.installEventFilter(self)
        self.table.installEventFilter(self)
        self.notices.installEventFilter(self)
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

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if (
            (watched is self.table and kind in (QEvent.Type.Resize, QEvent.Type.Move))
            or (
                watched is self.reminders
                and kind in (QEvent.Type.Show, QEvent.Type.LayoutRequest)
            )
            or (watched is self.notices and kind in (QEvent.Type.Show, QEvent.Type.Hide))
        ):
            self._place_reminders()
        return super().eventFilter(watched, event)

    def _place_reminders(self) -> None:
        """The banner from the notice band down over the far edge of the table (never over the
        side players' buttons), as tall as it needs (at most half the table), above the panels
        and the crown. Starting in the band, it covers as little of the far players' panels as
        it can; what the band would say at that moment is what the banner says."""
        banner, table = self.reminders, self.table.geometry()
        if banner.isHidden() or table.isEmpty():
            return
        far = self.table.far_side().translated(table.topLeft())
        width = max(320, far.width() - 16)
        layout = banner.layout()

        def needed() -> int:
            if layout is not None and layout.hasHeightForWidth():
                return layout.totalHeightForWidth(width)
            return banner.sizeHint().height()

        # Several reminders at once (a venture and a Court at the upkeep): smaller text rather
        # than a banner over the far players' totals; a quarter of the table if it can.
        px = max(14, table.height() // 36)
        banner.set_side_by_side(len(banner.pending_ids()) > 1 and width >= 900)
        banner.set_max_px(px)
        height = needed()
        while height > table.height() // 4 and px > 14:
            px = max(14, px - 2)
            banner.set_max_px(px)
            height = needed()
        height = min(height, table.height() // 2)
        band = self.notices.geometry()  # kept in the layout while hidden
        # In the band while it is empty; under it while a notice shows there, so both are read
        # (End turn pressed again says who draws first).
        in_band = band.height() > 0 and self.notices.isHidden()
        top = min(band.top(), table.top() + 8) if in_band else table.top() + 8
        rect = QRect(far.left() + (far.width() - width) // 2, top, width, height)
        if rect != banner.geometry():
            banner.setGeometry(rect)
        banner.raise_()

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
        if "flash" in shown:
            self.reminders.flash()
        if "count" in shown:  # D or End turn: the rad count is asked in the banner
            self.reminders.focus_count()
        if "turn_bar" in shown and isinstance(notice, SpellsAsked):
            self.turn_bar.ask_spells(notice.player)
