"""The crown on the table: it sits on the monarch's panel, flies to the next monarch, and can be
dragged onto another player to make them the monarch.

The layer covers the table, lets every click through, and paints only the highlight of the panel
the crown is dragged over. The crown itself is a CrownBadge, a sibling above the layer, so that it
alone takes the clicks that land on it. Where the crown goes is always computed from the table's
current layout (`panel_rect`, `rotation_of`), so a resize during a flight still lands right.
"""

from __future__ import annotations

from PySide6 import QtCore
from PySide6.QtCore import (
    QEasingCurve,
    QElapsedTimer,
    QEvent,
    QObject,
    QPointF,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from companion.app import i18n
from companion.app.describe import say
from companion.app.session import GameSession
from companion.app.theme import emphasized
from companion.app.widgets.crown_badge import CrownBadge
from companion.app.widgets.crown_geometry import (
    POP_SCALE,
    TILT,
    Pose,
    blend,
    dropped_from_above,
    outline,
    pose_in,
    pose_on,
)
from companion.app.widgets.panel_fit import escape
from companion.core import rules
from companion.core.values import replace
from companion.shell.messages import msg
from companion.shell.palette import CROWN_GOLD

MOVE_MS = 700
FRAME_MS = 16  # a frame at 60 Hz (the timer is precise: 15-17 ms)
POP_MS = 260
DRAG_SCALE = 1.1


class CrownLayer(QWidget):
    """Shows the monarch's crown over a table. Signal `monarchDropped(str)`: the crown was dropped
    on that player's panel (a player in the game who is not the monarch)."""

    monarchDropped = Signal(str)

    def __init__(self, session: GameSession, table: QWidget) -> None:
        super().__init__(table)
        self.setObjectName("crownLayer")
        self.setAttribute(QtCore.Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._session = session
        self._table = table
        self._holder: str | None = None
        self._hover: str | None = None
        self._anim: QSequentialAnimationGroup | None = None
        # The flight is stepped by this clock and timer, not by Qt's animation timer: that one
        # takes its first step a frame after it is started *and* after the action's repaint,
        # a ~20 ms stutter at the start of every flight.
        self._clock = QElapsedTimer()
        self._ticker = QTimer(self)
        self._ticker.setInterval(FRAME_MS)
        self._ticker.timeout.connect(self._tick)
        self._start = Pose(QPointF(), 0.0, 0.0)
        self.crown_widget = CrownBadge(table)
        self.crown_widget.hide()
        self.crown_widget.dragStarted.connect(self._on_drag_started)
        self.crown_widget.dragMoved.connect(self._on_drag_moved)
        self.crown_widget.dragFinished.connect(self._on_drag_finished)
        self.setGeometry(table.rect())
        table.installEventFilter(self)
        layout_changed = getattr(table, "layoutChanged", None)
        if layout_changed is not None:
            layout_changed.connect(self._on_layout)
        session.changed.connect(self._on_changed)
        session.reset.connect(self._on_reset)
        self._on_reset()

    # -- public ---------------------------------------------------------------------------------

    def crown_target(self) -> QRect | None:
        """Where the crown rests (its bounding box in table coordinates); None with no monarch."""
        pose = self._target_pose()
        return outline(pose, 0.0).boundingRect().toAlignedRect() if pose else None

    def is_animating(self) -> bool:
        return self._anim is not None and self._ticker.isActive()

    def holder(self) -> str | None:
        """The player the crown is shown for (the monarch, once the session has told us)."""
        return self._holder

    def drop_at(self, point: QPointF) -> str | None:
        """Drop the crown at `point` (table coordinates); emits and returns the chosen player."""
        name = self._player_at(point)
        if name is not None:
            self.monarchDropped.emit(name)
        return name

    # -- following the game ---------------------------------------------------------------------

    def _monarch(self) -> str | None:
        return self._session.state.monarch if self._session.has_game else None

    def _on_reset(self) -> None:
        self._holder = self._monarch()
        self._update_tooltip()
        self._snap()

    def _on_changed(self, _outcome: object) -> None:
        new = self._monarch()
        old = self._holder
        if new == old:
            if not self.is_animating() and not self.crown_widget.dragging:
                self._snap_if_moved()
            return
        self._holder = new
        self._update_tooltip()
        target = self._target_pose()
        if target is None:
            self._snap()  # nobody holds the crown (or no panel for them): hide it
        elif self.crown_widget.dragging:
            pass  # the drop animates to wherever the crown now belongs
        elif old is None or not self.crown_widget.isVisible():
            self._animate(dropped_from_above(target))
        else:
            self._animate(replace(self.crown_widget.pose, scale=1.0, opacity=1.0))

    def _on_layout(self) -> None:
        if not self.is_animating() and not self.crown_widget.dragging:
            self._snap()
        self._raise()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self._update_tooltip()  # the triggers as the new language's rule text words them
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self._table:
            if event.type() == QEvent.Type.Resize:
                self.setGeometry(self._table.rect())
                self._on_layout()
            elif event.type() == QEvent.Type.ChildPolished:
                self._raise()  # panels created after us must not cover the crown
        return super().eventFilter(watched, event)

    def _raise(self) -> None:
        """Put the layer and the crown above the panels, unless they already are: raising this
        layer, which covers the whole table, repaints every panel under it."""
        stack = [child for child in self._table.children() if isinstance(child, QWidget)]
        if stack[-2:] == [self, self.crown_widget]:
            return
        self.raise_()
        self.crown_widget.raise_()

    # -- placing and moving ---------------------------------------------------------------------

    def _panel_rect(self, name: str) -> QRect | None:
        try:
            rect = self._table.panel_rect(name)  # type: ignore[attr-defined]
        except (KeyError, ValueError, IndexError):
            return None
        if not isinstance(rect, QRect) or not rect.isValid() or rect.isEmpty():
            return None
        return rect

    def _target_pose(self) -> Pose | None:
        if self._holder is None:
            return None
        rect = self._panel_rect(self._holder)
        if rect is None:
            return None
        crown_place = getattr(self._table, "crown_place", None)
        place = crown_place(self._holder) if crown_place else None
        if place is not None:  # the monarch's panel keeps a place for the crown
            return pose_in(place[0], place[1], QRectF(self.rect()))
        rotation_of = getattr(self._table, "rotation_of", None)
        rotation = int(rotation_of(self._holder)) if rotation_of else 0
        return pose_on(QRectF(rect), rotation, QRectF(self.rect()))

    def _snap(self) -> None:
        self._stop()
        pose = self._target_pose()
        if pose is None:
            self.crown_widget.hide()
            return
        self.crown_widget.set_pose(pose)
        self.crown_widget.show()
        self._raise()

    def _snap_if_moved(self) -> None:
        """Snap only when the crown is not already where it belongs: raising this layer (which
        covers the whole table) repaints every panel under it."""
        pose = self._target_pose()
        if pose is not None and self.crown_widget.isVisible() and pose == self.crown_widget.pose:
            return
        if pose is None and not self.crown_widget.isVisible():
            return
        self._snap()

    def _stop(self) -> None:
        self._ticker.stop()
        anim, self._anim = self._anim, None
        if anim is not None:
            anim.stop()
            anim.deleteLater()

    def _animate(self, start: Pose) -> None:
        """Fly from `start` to the holder's panel (OutCubic), then a small pop."""
        self._stop()
        self._start = start
        move = QVariantAnimation(self)
        move.setStartValue(0.0)
        move.setEndValue(1.0)
        move.setDuration(MOVE_MS)
        move.setEasingCurve(QEasingCurve.Type.OutCubic)
        move.valueChanged.connect(self._on_move_frame)
        pop = QVariantAnimation(self)
        pop.setStartValue(1.0)
        pop.setKeyValueAt(0.4, POP_SCALE)
        pop.setEndValue(1.0)
        pop.setDuration(POP_MS)
        pop.setEasingCurve(QEasingCurve.Type.InOutSine)
        pop.valueChanged.connect(self._on_pop_frame)
        group = QSequentialAnimationGroup(self)
        group.addAnimation(move)
        group.addAnimation(pop)
        self._anim = group
        self.crown_widget.set_pose(start)
        self.crown_widget.show()
        self._raise()
        self._ticker.setTimerType(QtCore.Qt.TimerType.PreciseTimer)
        self._clock.start()
        self._ticker.start()

    def _tick(self) -> None:
        """One frame of the flight: where the crown is this many milliseconds into it."""
        group = self._anim
        if group is None:
            self._ticker.stop()
            return
        elapsed = self._clock.elapsed()
        group.setCurrentTime(min(elapsed, group.totalDuration()))
        if elapsed >= group.totalDuration():
            self._snap()

    def _on_move_frame(self, t: float) -> None:
        target = self._target_pose()
        if target is not None:
            self.crown_widget.set_pose(blend(self._start, target, float(t)))

    def _on_pop_frame(self, scale: float) -> None:
        target = self._target_pose()
        if target is not None:
            self.crown_widget.set_pose(replace(target, scale=float(scale)))

    # -- dragging -------------------------------------------------------------------------------

    def _player_at(self, point: QPointF) -> str | None:
        """The player whose panel is under `point`, if the crown may go to them."""
        if not self._session.has_game:
            return None
        state = self._session.state
        if state.game_over:
            return None
        for player in state.players:
            rect = self._panel_rect(player.name)
            if rect is not None and QRectF(rect).contains(point):
                ok = player.in_game and player.name != state.monarch
                return player.name if ok else None
        return None

    def _on_drag_started(self) -> None:
        self._stop()
        self._raise()

    def _on_drag_moved(self, point: QPointF) -> None:
        hover = self._player_at(point)
        pose = replace(self.crown_widget.pose, center=point, scale=DRAG_SCALE, opacity=1.0)
        rotation_of = getattr(self._table, "rotation_of", None)
        if hover is not None and rotation_of is not None:  # turn to face whoever would get it
            pose = replace(pose, angle=int(rotation_of(hover)) + TILT)
        self.crown_widget.set_pose(pose)
        if hover != self._hover:
            self._hover = hover
            self.update()

    def _on_drag_finished(self, point: QPointF) -> None:
        self._hover = None
        self.update()
        self.drop_at(point)
        if self.is_animating():
            return  # the drop already made someone the monarch and the crown is on its way
        if self._target_pose() is None:
            self._snap()
        else:
            self._animate(replace(self.crown_widget.pose, scale=1.0))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        """While the crown is dragged, outline the panel it would go to."""
        rect = self._panel_rect(self._hover) if self._hover else None
        if rect is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = max(3.0, min(rect.width(), rect.height()) * 0.02)
        gold = QColor(CROWN_GOLD)
        painter.setPen(QPen(gold, width))
        gold.setAlpha(48)
        painter.setBrush(gold)
        inner = QRectF(rect).adjusted(width / 2, width / 2, -width / 2, -width / 2)
        painter.drawRoundedRect(inner, width * 3, width * 3)
        painter.end()

    # -- words ----------------------------------------------------------------------------------

    def tooltip_text(self) -> str:
        """The two inherent triggered abilities of 725.2 in full, and who holds the crown."""
        texts = i18n.rule_texts()
        section = texts.section or rules.MONARCH  # the section as the shown rule text numbers it
        heading = self.tr("The monarch (CR {rule})").format(rule=section)
        printed = i18n.rules_word("monarch")
        if printed is not None:  # the quoted rules' word, beside the cards' (German "Herrscher")
            opening, closing = texts.quotes
            heading += " " + self.tr("— the quoted rules say {term}").format(
                term=f"{opening}{printed}{closing}"
            )
        holder = say(msg("holder.monarch", player=self._holder or ""))
        # Quoted as the official rule text of this language words them, never re-translated.
        draw = texts.quoted_trigger("draw")
        steal = texts.quoted_trigger("steal")
        hint = self.tr("Drag the crown onto another player to make them the monarch.")
        e = escape
        return (
            f"<p><b>{e(heading)}</b><br/>{e(holder)}</p>"
            f"<ul><li>{e(draw)}</li><li>{e(steal)}</li></ul><p>{emphasized(e(hint))}</p>"
        )

    def _update_tooltip(self) -> None:
        self.crown_widget.setToolTip(self.tooltip_text())
        name = self.tr("Crown: {player} is the monarch").format(player=self._holder or "")
        self.crown_widget.setAccessibleName(name)
