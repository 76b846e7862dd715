"""The table: one panel per player, placed the way the players sit, each facing its player.

Panels across the table are turned 180°, those at the sides 90°/270° (panel_seats); rotation can be
switched off for a monitor everyone looks at from the same side. Each panel turns its own painting
and maps clicks back (player_panel). A view: rebuilt on `session.reset`, never changes state
itself.
"""

from __future__ import annotations

from PySide6 import QtCore
from PySide6.QtCore import QPointF, QRect, QRectF, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QWidget

from companion.app.session import GameSession
from companion.app.theme import BACKGROUND
from companion.app.widgets.panel_clock import clock_face
from companion.app.widgets.panel_content import RollFace
from companion.app.widgets.panel_seats import OUT, seats
from companion.app.widgets.player_panel import PlayerPanel
from companion.shell.chess_clock import Reading
from companion.shell.commands import Registry
from companion.shell.commands import build as build_commands


class TableView(QWidget):
    """All players' panels. Signals: `playerSelected(str)`, `layoutChanged()`. The panels' menus
    run `commands`, the view's command registry."""

    playerSelected = Signal(str)
    layoutChanged = Signal()
    amountRequested = Signal(object)  # a panel's counter was tapped: type an amount for it
    ruleRequested = Signal(str)  # a reminder's "Why?" on a panel
    rollTapped = Signal()  # the roll shown on a panel was tapped

    def __init__(
        self, session: GameSession, parent: QWidget | None = None, commands: Registry | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("TableView")
        self._session = session
        self.commands = commands or build_commands(session)
        self._rotate = True
        self._panels: dict[str, PlayerPanel] = {}
        self._selected: str | None = None
        self._placed_weights: list[float] = []
        self.setMinimumSize(320, 240)
        self.setAttribute(QtCore.Qt.WidgetAttribute.WA_OpaquePaintEvent)  # it fills its rectangle
        session.reset.connect(self._rebuild)
        session.changed.connect(self._on_changed)
        self._rebuild()

    # -- panels -----------------------------------------------------------------------------------

    def _rebuild(self) -> None:
        for panel in self._panels.values():
            panel.detach()  # another game: its unanswered question means nothing now
            panel.hide()
            panel.deleteLater()
        self._panels = {}
        if not self._session.has_game:
            self._selected = None
            self.layoutChanged.emit()
            return
        for name in self._session.state.names:
            panel = PlayerPanel(self._session, name, self, commands=self.commands)
            panel.selectRequested.connect(self.select)
            panel.amountRequested.connect(self.amountRequested)
            panel.ruleRequested.connect(self.ruleRequested)
            panel.rollTapped.connect(self.rollTapped)
            panel.show()
            self._panels[name] = panel
        if self._selected not in self._panels:
            self._selected = None
        self._mark_selected()
        self._place()

    def _place(self) -> None:
        if not self._panels:
            return
        gap = max(6, min(self.width(), self.height()) // 90)
        weights = self._weights()
        self._placed_weights = weights
        places = seats(
            len(self._panels), self.width(), self.height(), self._rotate, gap, weights=weights
        )
        for panel, seat in zip(self._panels.values(), places, strict=True):
            panel.set_angle(seat.angle)
            panel.setGeometry(seat.rect)
        self.layoutChanged.emit()

    def _weights(self) -> list[float]:
        """A player who left keeps a strip (panel_seats.OUT) and the others grow."""
        if not self._session.has_game:
            return [1.0] * len(self._panels)
        state = self._session.state
        return [
            1.0 if not state.has_player(n) or state.player(n).in_game else OUT
            for n in self._panels
        ]

    def _on_changed(self, _outcome: object) -> None:
        if self._panels and self._weights() != self._placed_weights:
            self._place()  # someone left (or came back by Undo): the seats change
        # A player who left keeps the keyboard focus only if nobody else can have it.
        if self._selected and self._session.has_game:
            state = self._session.state
            if not state.player(self._selected).in_game and state.in_game:
                self.select(self._step_from(self._selected, 1))

    # -- public API -------------------------------------------------------------------------------

    def panel(self, name: str) -> PlayerPanel | None:
        return self._panels.get(name)

    def panels(self) -> list[PlayerPanel]:
        return list(self._panels.values())

    def panel_rect(self, name: str) -> QRect:
        """The panel's rectangle in this widget's coordinates (empty if there is no such player)."""
        panel = self._panels.get(name)
        return QRect(panel.geometry()) if panel is not None else QRect()

    def crown_place(self, name: str) -> tuple[QRectF, int] | None:
        """The place `name`'s panel keeps for the crown (in this widget's coordinates) and the
        panel's turn, or None if the panel shows no such place."""
        panel = self._panels.get(name)
        if panel is None:
            return None
        # The panel hears of a change after the crown does: the new monarch, or a mark that
        # moves the crown's place (the initiative's token, a dungeon map). Catch up first.
        panel.catch_up()
        part = panel.part(("crown",))
        if part is None:
            return None
        return panel.transform().mapRect(part.rect).translated(QPointF(panel.pos())), panel.angle

    def far_side(self) -> QRect:
        """Where the players across the table sit (the panels turned 180°), in this widget's
        coordinates; the whole width when nobody does (monitor mode, two players)."""
        far = QRect()
        for panel in self._panels.values():
            if panel.angle == 180:
                far = far.united(panel.geometry())
        return far if not far.isEmpty() else self.rect()

    def show_roll(self, player: str | None, face: RollFace | None) -> None:
        """`player`'s roll on their own panel (roll_display); None puts it away."""
        for name, panel in self._panels.items():
            panel.show_roll(face if name == player else None)

    def show_clock(self, reading: Reading | None) -> None:
        """Each player's chess clock on their panel (the turn bar's tick: once a second and
        after every change); a panel repaints its clock only when what it shows changed."""
        if not self._session.has_game:
            return
        turn = self._session.state.turn_player
        for name, panel in self._panels.items():
            panel.show_clock(clock_face(reading, name, turn))

    def rotation_of(self, name: str) -> int:
        panel = self._panels.get(name)
        return panel.angle if panel is not None else 0

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
        if name is not None and name not in self._panels:
            return
        changed = name != self._selected
        self._selected = name
        self._mark_selected()
        if changed and name is not None:
            self.playerSelected.emit(name)

    def select_next(self, delta: int) -> None:
        """Move the keyboard selection `delta` seats on in turn order, skipping players who left."""
        if not self._panels or delta == 0:
            return
        if self._selected is None:
            names = list(self._panels)
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
        names = list(self._panels)
        state = self._session.state
        playing = [n for n in names if state.player(n).in_game] or names
        index = names.index(name)
        for offset in range(1, len(names) + 1):
            candidate = names[(index + direction * offset) % len(names)]
            if candidate in playing:
                return candidate
        return name

    def _mark_selected(self) -> None:
        for name, panel in self._panels.items():
            panel.set_selected(name == self._selected)

    # -- events -----------------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._place()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setPen(QColor(BACKGROUND))  # not fillRect: its overloads build Qt's enums
        painter.setBrush(QColor(BACKGROUND))
        painter.drawRect(event.rect())
        painter.end()
