"""One player's corner of the table: name, big life total, buttons, counters, the combat question.

One widget that paints its parts (panel_model builds what it shows, panel_layout lays it out,
panel_paint draws it), turned by 0, 90, 180 or 270 degrees to face its player's seat. Clicks, the
wheel and tooltips are mapped back through the same turn, so a panel upside down across the table
works like any other. Repainting is by part: a new life total repaints the total's rectangle,
nothing else on the table; the keyboard selection moving to another panel, the band along both
panels' edges where its ring is.

A view: it redraws from `session.state` whenever the session changes and changes the game only
through the session. The monarch's open combat question is game state (`state.question`), shown
here until someone answers it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, QRectF, QSize, QTimer, Signal
from PySide6.QtGui import (
    QContextMenuEvent,
    QFont,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QRegion,
    QResizeEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QMenu, QToolTip, QWidget

from companion.app.retranslating import Retranslating
from companion.app.session import GameSession
from companion.app.theme import BACKGROUND
from companion.app.widgets.panel_cards import card_menu
from companion.app.widgets.panel_clock import ClockFace
from companion.app.widgets.panel_content import Chip, Content, RollFace
from companion.app.widgets.panel_layout import lay_out
from companion.app.widgets.panel_menu import PlayerMenu
from companion.app.widgets.panel_model import PanelModel, pending_life
from companion.app.widgets.panel_paint import (
    NO_PEN,
    color,
    frame_band,
    paint_frame,
    paint_parts,
)
from companion.app.widgets.panel_parts import Key, Layout, Part
from companion.core.model import GameState
from companion.shell import taps
from companion.shell.commands import Registry
from companion.shell.commands import build as build_commands
from companion.shell.damage_mode import Commander, DamageMode

if TYPE_CHECKING:
    from companion.app.widgets.initiative_token import InitiativeToken

WHEEL_STEP = 120  # one notch of a mouse wheel (QWheelEvent.angleDelta)
REPEAT_DELAY_MS = 450  # holding a life button repeats it, as a long press on a touch screen does
REPEAT_INTERVAL_MS = 110
REPEAT_FASTEST_MS = 60  # holding on speeds the repeats up to this (taps.py merges them all)
REPEAT_SPEEDUP = 0.9  # gently: a player aiming for −15 must be able to let go in time

class PlayerPanel(Retranslating, QWidget):
    """Player `name`'s panel. Signal: `selectRequested(str)`. Its menu (⋮ and right-click) runs
    the view's command registry (`commands`; by default one with only the game commands)."""

    selectRequested = Signal(str)
    amountRequested = Signal(object)  # a taps.Counter: type an amount for it (a tap on it)
    ruleRequested = Signal(str)  # a reminder's "Why?": open the Rules panel at that rule
    rollTapped = Signal()  # the roll shown on the panel was tapped: skip it, or put it away

    def __init__(
        self,
        session: GameSession,
        name: str,
        parent: QWidget | None = None,
        commands: Registry | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("PlayerPanel")
        self._session = session
        self.name = name
        self._model = PanelModel(session, name)  # what it shows, built from the game
        self.color = self._model.color
        self._angle = 0
        self._selected = False
        self._active = False
        self._detached = False  # set when another game is loaded
        self._wheel = 0
        self._content: Content | None = None
        self._layout: Layout | None = None
        self._followed: GameState | None = None  # the state the content was last built from
        self._inputs: tuple[object, ...] | None = None  # what that content was built from
        self._pressed: Key | None = None
        self._clock: ClockFace | None = None  # the chess clock, as the turn bar's tick said it
        self.token: InitiativeToken | None = None  # the initiative's, made when first shown
        self.card_menu: QMenu | None = None  # the menu of the card chip tapped last
        self._repeated = False
        self.repeat_timer = QTimer(self)
        self.repeat_timer.timeout.connect(self._repeat_step)
        # The one command table: the panel's parts run its commands by name, as menus and
        # phones do (a part carries its command and arguments).
        self.commands = commands or build_commands(session)
        self.menu = PlayerMenu(self.commands, name, self)
        self.setMinimumSize(1, 1)
        # The panel paints every pixel of its rectangle (the table's colour in its rounded
        # corners), so a repaint of one part never repaints the table and window behind it.
        self.setAttribute(QtCore.Qt.WidgetAttribute.WA_OpaquePaintEvent)
        session.changed.connect(self.refresh)
        session.tapsSettled.connect(self.refresh)
        session.damageModeChanged.connect(self.refresh)
        session.reset.connect(self.detach)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the panel in the current language (the content is rebuilt)."""
        self._inputs = None
        self.refresh()

    # -- geometry ---------------------------------------------------------------------------------

    @property
    def angle(self) -> int:
        return self._angle

    def set_angle(self, angle: int) -> None:
        """Turn the panel `angle` degrees clockwise (0/90/180/270) to face its player."""
        angle %= 360
        if angle != self._angle:
            self._angle = angle
            self._layout = None
            self.update()
            self._place_token()

    def upright_size(self) -> tuple[float, float]:
        """The panel's width and height as its player reads it (sideways panels swap them)."""
        if self._angle in (90, 270):
            return float(self.height()), float(self.width())
        return float(self.width()), float(self.height())

    def transform(self) -> QTransform:
        """From the panel's upright coordinates to the widget's."""
        w, h = self.upright_size()
        turn = QTransform()
        turn.translate(self.width() / 2, self.height() / 2)
        turn.rotate(self._angle)
        turn.translate(-w / 2, -h / 2)
        return turn

    def to_widget(self, point: QPointF) -> QPoint:
        return self.transform().map(point).toPoint()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        # The table decides the size; fonts shrink to fit it rather than the panel growing.
        return QSize(1, 1)

    # -- what it shows ----------------------------------------------------------------------------

    def layout_now(self) -> Layout | None:
        """The parts at the current size and content (laid out again only when either changed)."""
        content = self._content
        if content is None:
            return None
        w, h = self.upright_size()
        layout = self._layout
        if layout is None or (layout.width, layout.height) != (w, h):
            layout = self._layout = lay_out(content, w, h, self.font())
        return layout

    def part(self, key: Key) -> Part | None:
        """A part by key, e.g. ("life", -1), ("total",), ("plus", "poison"), ("answer", "Ben")."""
        layout = self.layout_now()
        return layout.by_key.get(key) if layout is not None else None

    def part_center(self, key: Key) -> QPoint:
        """Where a part's centre is in widget coordinates (a test clicks there)."""
        part = self.part(key)
        if part is None:
            raise KeyError(key)
        return self.to_widget(part.rect.center())

    def parts(self) -> list[Part]:
        layout = self.layout_now()
        return list(layout) if layout is not None else []

    @property
    def content(self) -> Content | None:
        return self._content

    def _state(self) -> GameState | None:
        if self._detached or not self._session.has_game:
            return None
        if not self._session.state.has_player(self.name):
            return None
        return self._session.state

    @property
    def pending(self) -> int:
        """Life this player lost by hand in combat, waiting for the combat question's answer."""
        return pending_life(self._state(), self.name)

    @property
    def selected(self) -> bool:
        return self._selected

    def set_selected(self, selected: bool) -> None:
        """Show or hide the keyboard selection's ring: only the band along the edges that it
        changes is repainted (a click on another panel moves the selection there)."""
        if selected != self._selected:
            self._selected = selected
            band = frame_band(self._unit())
            edges = self.rect()
            inside = edges.adjusted(band, band, -band, -band)
            self.update(QRegion(edges).subtracted(QRegion(inside)))

    def _unit(self) -> int:
        """The frame's unit of width (its border; the selection's ring), from the layout's size."""
        layout = self.layout_now()
        return max(3, (layout.base if layout else 9) // 6)

    def refresh(self, _outcome: object = None) -> None:
        """Follow the game: repaint the parts that changed, and nothing if nothing did."""
        state = self._state()
        if state is None:
            return
        self._followed = state
        inputs = self._model.inputs(state, self._clock)
        if inputs == self._inputs:
            return  # nothing it shows changed: another player's total, a line of the log
        self._inputs = inputs
        if self._follow(state):
            self._place_token()

    def show_clock(self, face: ClockFace | None) -> None:
        """The chess clock's face now (the turn bar's tick, once a second; panel_clock): a
        change repaints the clock's own part, and nothing changed repaints nothing."""
        if face != self._clock:
            self._clock = face
            self.refresh()

    @property
    def clock(self) -> ClockFace | None:
        return self._clock

    def show_roll(self, face: RollFace | None) -> None:
        """The player's roll now (roll_display), or None when it is put away."""
        if face != self._model.roll:
            self._model.roll = face
            self.refresh()

    def catch_up(self) -> None:
        """Follow the game now if the panel has not heard of its last change yet: the crown
        layer hears of a change before the panels do, and asks for the crown's place."""
        state = self._state()
        if state is not None and state is not self._followed:
            self.refresh()

    def _follow(self, state: GameState) -> bool:
        """Take the new content; True if it changed (what changed is repainted)."""
        content = self._build_content(state)
        active = state.active_player == self.name
        old = self._content
        if content == old and active == self._active:
            return False
        frame_changed = active != self._active or old is None or old.gone != content.gone
        self._active = active
        self._content = content
        old_layout = self._layout
        if old is None or old_layout is None or content.shape() != old.shape():
            self._layout = None
            self.update()
            return True
        self._layout = None
        new_layout = self.layout_now()
        assert new_layout is not None
        if frame_changed or new_layout.base != old_layout.base:
            self.update()
            return True
        self._update_changed(old, old_layout, content, new_layout)
        return True

    def _place_token(self) -> None:
        """The initiative's token over the place the panel keeps for it, turned with the panel;
        hidden when the player does not have the initiative. Made the first time it shows."""
        part = self.part(("initiative",))
        token = self.token
        if part is None:
            if token is not None and not token.isHidden():
                token.hide()
            return
        if token is None:
            from companion.app.widgets.initiative_token import InitiativeToken

            token = self.token = InitiativeToken(self)
        token.place(self.transform().mapRect(part.rect).toAlignedRect(), self._angle, self.name)
        if token.isHidden():
            token.show()

    def _update_changed(
        self, old: Content, old_layout: Layout, new: Content, layout: Layout
    ) -> None:
        """Repaint only the rectangles of parts that look different now."""
        turn = self.transform()
        colour_changed = (old.header_color != new.header_color, old.life_color != new.life_color)
        old_chips: dict[object, Chip] = {chip.id: chip for chip in old.chips}
        new_chips: dict[object, Chip] = {chip.id: chip for chip in new.chips}
        for part in layout:
            before = old_layout.by_key.get(part.key)
            kind = part.key[0]
            dirty = before is None or before != part
            if not dirty and kind in ("header", "name", "status", "menu"):
                dirty = colour_changed[0]
            elif not dirty and kind == "total":
                dirty = colour_changed[1]
            elif not dirty and kind in ("chip", "value"):
                dirty = old_chips.get(part.key[1]) != new_chips.get(part.key[1])
            elif not dirty and kind == "clock":  # the same time, running or warning now
                dirty = old.clock != new.clock
            if dirty:
                rect = part.rect if before is None else part.rect.united(before.rect)
                self.update(turn.mapRect(rect.adjusted(-2, -2, 2, 2)).toAlignedRect())
        for key, gone in old_layout.by_key.items():  # parts no longer shown (a finished run)
            if key not in layout.by_key:
                self.update(turn.mapRect(gone.rect.adjusted(-2, -2, 2, 2)).toAlignedRect())

    def _build_content(self, state: GameState) -> Content:
        """What the panel shows now (panel_model). Not built again while what it is built from is
        the same (tests/gui/test_action_cost.py)."""
        return self._model.content(state, self._clock)

    # -- changing the game ------------------------------------------------------------------------

    def change_life(self, delta: int) -> None:
        """A tap on +/- or the wheel; the session's flow decides if it asks about combat."""
        if delta:
            self.tap(taps.life(self.name), delta)

    def tap(self, counter: taps.Counter, delta: int) -> bool:
        """A tap on one of this player's counters, through the command table."""
        return self.commands.run("tap", self.name, counter=counter, delta=delta)

    def activate(self, key: Key) -> None:
        """What a click on a part does (the part must be enabled): a command of the table run
        by name with its arguments (panel_model's `part_command`), or the panel's own (its menu,
        an amount typed, picking a commander)."""
        command = self._model.part_command(key, self._state())
        if command is not None:
            name, args = command
            self.commands.run(name, self.name, **args)
            return
        kind = key[0]
        if kind == "why":
            self._why(key)
        elif kind == "rollbox":
            self.rollTapped.emit()
        elif kind == "menu":
            self._menu_from_button()
        elif kind == "total":
            self.enter_amount(taps.life(self.name))
        elif kind == "chip" and key[1] == "commander":
            self._session.set_damage_mode(DamageMode().start_from(self.name))
        elif kind == "card" or key == ("chip", "cards"):
            self._card_menu(key)
        elif kind == "chip":
            counter = self._model.counter_of(key[1])
            if counter is not None:
                self.enter_amount(counter)
        elif kind == "source":
            self.pick_commander(bool(key[1]))

    def _why(self, key: Key) -> None:
        """A reminder's "Why?": the rule it applies, in the Rules panel."""
        content = self._content
        boxes = content.reminders if content is not None else ()
        rule = next((box.rule for box in boxes if box.id == key[1]), None)
        if rule is not None:
            self.ruleRequested.emit(rule)

    def _card_menu(self, key: Key) -> None:
        """A card chip was tapped: under it, "leaves the battlefield" for each card it means."""
        content, part = self._content, self.part(key)
        state = self._state()
        if content is None or part is None or state is None or state.game_over:
            return
        if isinstance(key[1], int):
            names = [content.cards[key[1]].card]
        elif key[0] == "chip":  # the cards folded into one button
            names = [c.card for c in content.cards]
        else:  # "+N": the cards the row has no chip for
            shown = {p.key[1] for p in self.parts() if p.key[0] == "card"}
            names = [c.card for i, c in enumerate(content.cards) if i not in shown]

        def leave(card: str) -> None:
            self.commands.run("card_leaves", self.name, card=card)

        if self.card_menu is not None:
            self.card_menu.deleteLater()
        menu = self.card_menu = card_menu(self, names, leave)
        corner = self.to_widget(QPointF(part.rect.left(), part.rect.bottom()))
        menu.popup(self.mapToGlobal(corner))

    def pick_commander(self, partner: bool) -> None:
        """This player's commander (or partner) dealt the damage being entered: pick it; when
        the player who was hit was picked first, that tap deals them 1."""
        mode = self._session.damage_mode
        state = self._state()
        if mode is None or state is None:
            return
        mode, counter = mode.pick_commander(state, Commander(self.name, partner))
        self._session.set_damage_mode(mode)
        if counter is not None:
            self.commands.run("tap", counter.player, counter=counter, delta=1)

    def enter_amount(self, counter: taps.Counter) -> None:
        """Ask for a typed amount for a counter ("−7" changes it, "33" sets it): the window
        opens the entry (`amountRequested`); a panel of a player who left asks nothing."""
        state = self._state()
        if state is None or not state.player(self.name).in_game or state.game_over:
            return
        self.amountRequested.emit(counter)

    def click(self, key: Key) -> None:
        """Press and release the mouse on a part, as a player's tap would (for tests and tools)."""
        point = QPointF(self.part_center(key))
        for kind in (QMouseEvent.Type.MouseButtonPress, QMouseEvent.Type.MouseButtonRelease):
            event = QMouseEvent(
                kind,
                point,
                self.mapToGlobal(point),
                QtCore.Qt.MouseButton.LeftButton,
                QtCore.Qt.MouseButton.LeftButton
                if kind == QMouseEvent.Type.MouseButtonPress
                else QtCore.Qt.MouseButton.NoButton,
                QtCore.Qt.KeyboardModifier.NoModifier,
            )
            QCoreApplication.sendEvent(self, event)

    def detach(self) -> None:
        """Another game was loaded: forget the unanswered question and stop following the session.

        The panel's player and opponents belong to the old game; the table builds new panels.
        """
        if self._detached:
            return
        self._detached = True
        self.repeat_timer.stop()
        self._session.changed.disconnect(self.refresh)
        self._session.reset.disconnect(self.detach)

    # -- events -----------------------------------------------------------------------------------

    def _upright(self, point: QPointF) -> QPointF:
        inverse, _ok = self.transform().inverted()
        return inverse.map(point)

    def _part_at(self, point: QPointF) -> Part | None:
        layout = self.layout_now()
        if layout is None:
            return None
        upright = self._upright(point)
        return layout.at(upright.x(), upright.y())

    def _set_pressed(self, key: Key | None) -> None:
        previous, self._pressed = self._pressed, key
        for held in (previous, key):
            part = self.part(held) if held is not None else None
            if part is not None:
                self.update(
                    self.transform().mapRect(part.rect.adjusted(-2, -2, 2, 2)).toAlignedRect()
                )

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        self.selectRequested.emit(self.name)
        if event.button() != QtCore.Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        part = self._part_at(event.position())
        if part is None or not part.clickable or not part.enabled:
            return super().mousePressEvent(event)
        self._set_pressed(part.key)
        self._repeated = False
        if part.key[0] == "life":
            self.repeat_timer.start(REPEAT_DELAY_MS)
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        key = self._pressed
        self.repeat_timer.stop()
        if key is None:
            return super().mouseReleaseEvent(event)
        self._set_pressed(None)
        part = self._part_at(event.position())
        # A held button already counted while it repeated; letting go adds nothing more.
        if part is not None and part.key == key and part.enabled and not self._repeated:
            self.activate(key)
        event.accept()

    def _repeat_step(self) -> None:
        key = self._pressed
        part = self.part(key) if key is not None else None
        if key is None or part is None or not part.enabled:
            self.repeat_timer.stop()
            return
        interval = (
            REPEAT_INTERVAL_MS
            if not self._repeated
            else max(REPEAT_FASTEST_MS, round(self.repeat_timer.interval() * REPEAT_SPEEDUP))
        )
        self._repeated = True
        self.repeat_timer.start(interval)  # holding on goes faster and faster
        self.activate(key)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt's name
        part = self._part_at(event.position())
        if part is None or part.key != ("total",):
            return super().wheelEvent(event)
        # Scrolling "up" means more life for the player reading the panel, however it is turned.
        self._wheel += event.angleDelta().y()
        steps = int(self._wheel / WHEEL_STEP)
        self._wheel -= steps * WHEEL_STEP
        if steps:
            self.change_life(steps)
        event.accept()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            assert isinstance(event, QHelpEvent)
            part = self._part_at(QPointF(event.pos()))
            tip = self._tooltip_at(part)
            if tip and part is not None:
                rect = self.transform().mapRect(part.rect).toAlignedRect()
                QToolTip.showText(event.globalPos(), tip, self, rect)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def _tooltip_at(self, part: Part | None) -> str:
        if part is None:
            return ""
        if part.tooltip:
            return part.tooltip
        key = part.key
        if key[0] in ("caption", "value", "plus", "minus"):
            chip = self.part(("chip", key[1]))
            return chip.tooltip if chip is not None else ""
        return ""

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # noqa: N802 - Qt's name
        self.menu.popup(self, event.globalPos())

    def _menu_from_button(self) -> None:
        part = self.part(("menu",))
        if part is None:
            return
        corner = self.to_widget(QPointF(part.rect.left(), part.rect.bottom()))
        self.menu.popup(self, self.mapToGlobal(corner))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._layout = None
        self._place_token()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        layout = self.layout_now()
        content = self._content
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setTransform(self.transform())
        w, h = self.upright_size()
        painter.setPen(NO_PEN)  # the corners outside the rounded frame
        painter.setBrush(color(BACKGROUND))
        painter.drawRect(QRectF(0, 0, w, h))
        paint_frame(
            painter,
            QRectF(0, 0, w, h),
            self.color,
            unit=self._unit(),
            active=self._active,
            gone=bool(content and content.gone),
            selected=self._selected,
        )
        if layout is not None and content is not None:
            # The parts in the region to repaint (a ring, a total and a run, say), not in its
            # bounding rectangle (the ring's is the whole panel).
            region, turn = event.region(), self.transform()

            def meets(rect: QRectF) -> bool:
                return region.intersects(turn.mapRect(rect).toAlignedRect())

            paint_parts(
                painter, layout, content, QFont(self.font()), pressed=self._pressed, clip=meets
            )
        painter.end()

