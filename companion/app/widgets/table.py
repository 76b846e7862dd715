"""The table: one panel per player, placed the way the players sit, each facing its player.

Panels across the table are turned 180°, those at the sides 90°/270° (panel_seats); rotation can be
switched off for a monitor everyone looks at from the same side. Each panel sits in a RotatedHost,
so rotated buttons stay clickable. A view: rebuilt on `session.reset`, never changes state itself.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QWidget

from companion.app.session import GameSession
from companion.app.widgets.panel_host import BACKGROUND, RotatedHost
from companion.app.widgets.panel_seats import seats
from companion.app.widgets.player_panel import PlayerPanel
from companion.shell.commands import Registry
from companion.shell.commands import build as build_commands


class TableView(QWidget):
    """All players' panels. Signals: `playerSelected(str)`, `layoutChanged()`. The panels' menus
    run `commands`, the view's command registry."""

    playerSelected = Signal(str)
    layoutChanged = Signal()

    def __init__(
        self, session: GameSession, parent: QWidget | None = None, commands: Registry | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("TableView")
        self._session = session
        self.commands = commands or build_commands(session)
        self._rotate = True
        self._hosts: dict[str, RotatedHost] = {}
        self._selected: str | None = None
        self.setMinimumSize(320, 240)
        session.reset.connect(self._rebuild)
        session.changed.connect(self._on_changed)
        self._rebuild()

    # -- panels -----------------------------------------------------------------------------------

    def _rebuild(self) -> None:
        for host in self._hosts.values():
            panel = host.content
            assert isinstance(panel, PlayerPanel)
            panel.detach()  # another game: its unanswered question means nothing now
            host.hide()
            host.deleteLater()
        self._hosts = {}
        if not self._session.has_game:
            self._selected = None
            self.layoutChanged.emit()
            return
        for name in self._session.state.names:
            # No parent: the host's proxy owns it.
            panel = PlayerPanel(self._session, name, commands=self.commands)
            panel.selectRequested.connect(self.select)
            host = RotatedHost(panel, self)
            host.show()
            self._hosts[name] = host
        if self._selected not in self._hosts:
            self._selected = None
        self._mark_selected()
        self._place()

    def _place(self) -> None:
        if not self._hosts:
            return
        gap = max(6, min(self.width(), self.height()) // 90)
        places = seats(len(self._hosts), self.width(), self.height(), self._rotate, gap)
        for host, seat in zip(self._hosts.values(), places, strict=True):
            host.setGeometry(seat.rect)
            host.set_angle(seat.angle)
        self.layoutChanged.emit()

    def _on_changed(self, _outcome: object) -> None:
        # A player who left keeps the keyboard focus only if nobody else can have it.
        if self._selected and self._session.has_game:
            state = self._session.state
            if not state.player(self._selected).in_game and state.in_game:
                self.select(self._step_from(self._selected, 1))

    # -- public API -------------------------------------------------------------------------------

    def panel(self, name: str) -> PlayerPanel | None:
        host = self._hosts.get(name)
        if host is None:
            return None
        panel = host.content
        assert isinstance(panel, PlayerPanel)
        return panel

    def host(self, name: str) -> RotatedHost | None:
        return self._hosts.get(name)

    def panel_rect(self, name: str) -> QRect:
        """The panel's rectangle in this widget's coordinates (empty if there is no such player)."""
        host = self._hosts.get(name)
        return QRect(host.geometry()) if host is not None else QRect()

    def rotation_of(self, name: str) -> int:
        host = self._hosts.get(name)
        return host.angle if host is not None else 0

    @property
    def rotate(self) -> bool:
        return self._rotate

    def set_rotate(self, on: bool) -> None:
        """Turn panels towards their players (a table) or keep them all upright (a monitor)."""
        if on != self._rotate:
            self._rotate = on
            self._place()

    @property
    def selected_player(self) -> str | None:
        return self._selected

    def select(self, name: str | None) -> None:
        if name is not None and name not in self._hosts:
            return
        changed = name != self._selected
        self._selected = name
        self._mark_selected()
        if changed and name is not None:
            self.playerSelected.emit(name)

    def select_next(self, delta: int) -> None:
        """Move the keyboard selection `delta` seats on in turn order, skipping players who left."""
        if not self._hosts or delta == 0:
            return
        if self._selected is None:
            names = list(self._hosts)
            start = names[-1] if delta > 0 else names[0]
            self.select(self._step_from(start, 1 if delta > 0 else -1))
            return
        name = self._selected
        for _ in range(abs(delta)):
            name = self._step_from(name, 1 if delta > 0 else -1)
        self.select(name)

    def change_life(self, name: str, delta: int) -> None:
        """Change a life total as the panel's buttons do (the monarch's combat question too)."""
        panel = self.panel(name)
        if panel is not None:
            panel.change_life(delta)

    def _step_from(self, name: str, direction: int) -> str:
        names = list(self._hosts)
        state = self._session.state
        playing = [n for n in names if state.player(n).in_game] or names
        index = names.index(name)
        for offset in range(1, len(names) + 1):
            candidate = names[(index + direction * offset) % len(names)]
            if candidate in playing:
                return candidate
        return name

    def _mark_selected(self) -> None:
        for name in self._hosts:
            panel = self.panel(name)
            if panel is not None:
                panel.set_selected(name == self._selected)

    # -- events -----------------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._place()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(BACKGROUND))
        painter.end()
