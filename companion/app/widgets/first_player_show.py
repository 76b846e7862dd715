"""Who goes first, shown to the whole table: a highlight runs around the panels in seat order,
slows down and lands on the player the app drew, then "Cid goes first" for a moment.

The draw is made and applied (logged, undoable) before the show starts; the show only tells the
table what happened, so the game is usable at once. It starts whenever a drawn `first_player` is
applied (the new-game dialog's box, a rematch, Turn > Draw who goes first, the palette), never on
undo, redo or when a journal is opened. A tap anywhere or Esc ends it; a tap still does what it
does. It paints over the table and never moves a panel.
"""

from __future__ import annotations

import math

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QObject,
    QRectF,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QApplication, QWidget

from companion.app.describe import say
from companion.app.session import GameSession
from companion.app.widgets.table import TableView
from companion.core.actions import FirstPlayer
from companion.shell.messages import msg
from companion.shell.palette import CROWN_GOLD

SPIN_MS = 1500  # the highlight's run around the table
HOLD_MS = 1300  # "Cid goes first" stays this long
MIN_HOPS = 10  # at least this many panels lit before the landing (two rounds at the least)

# Events that end the show: a tap or a click anywhere (it still does what it does), Esc.
_TAPS = (QEvent.Type.MouseButtonPress, QEvent.Type.TouchBegin, QEvent.Type.TabletPress)


def hops(count: int, landing: int) -> int:
    """How many steps the highlight takes from the first seat to seat `landing` of `count`: whole
    rounds (at least two, and MIN_HOPS steps) and then on to the landing seat."""
    rounds = max(2, math.ceil(MIN_HOPS / count))
    return rounds * count + landing


class FirstPlayerShow(QWidget):
    """The show over `table`. Signals: `highlighted(str)` (the panel lit now), `landed(str)`
    (the drawn player's panel is lit and named), `finished()`."""

    highlighted = Signal(str)
    landed = Signal(str)
    finished = Signal()

    def __init__(self, session: GameSession, table: TableView) -> None:
        super().__init__(table)
        self.setObjectName("FirstPlayerShow")
        self._session = session
        self._table = table
        self.spin_ms = SPIN_MS
        self.hold_ms = HOLD_MS
        self._order: list[str] = []
        self._player: str | None = None  # the drawn player
        self.current: str | None = None  # the panel lit now
        self.has_landed = False
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hide()
        # The run around the table (its value: steps from the first seat); public so that a test
        # can step through it.
        self.spin = QVariantAnimation(self)
        self.spin.setEasingCurve(QEasingCurve.Type.OutCubic)  # fast, then slowing down
        self.spin.valueChanged.connect(self._on_value)
        self.spin.finished.connect(self._land)
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.timeout.connect(self.finish)
        table.installEventFilter(self)
        session.changed.connect(self._on_changed)
        session.reset.connect(self.finish)

    # -- public API -------------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self.isVisible() or self.spin.state() == QVariantAnimation.State.Running

    @property
    def player(self) -> str | None:
        """The player the show lands on (None before the first show)."""
        return self._player

    def play(self, order: list[str], player: str) -> None:
        """Run the highlight around `order` (the seats) and land on `player`."""
        if player not in order:
            return
        self.finish()
        self._order, self._player = list(order), player
        self.has_landed = False
        self._set_current(order[0])
        self.setGeometry(self._table.rect())
        self.show()
        self.raise_()
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        self.spin.setDuration(max(1, self.spin_ms))
        self.spin.setStartValue(0.0)
        self.spin.setEndValue(float(hops(len(order), order.index(player))))
        self.spin.start()

    def finish(self) -> None:
        """End the show now (the draw stays as it is)."""
        was = self.running
        self.spin.stop()
        self._hold.stop()
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self.hide()
        if was:
            self.finished.emit()

    # -- the show ---------------------------------------------------------------------------------

    def _on_changed(self, outcome: object) -> None:
        action = getattr(outcome, "action", None)
        if isinstance(action, FirstPlayer) and action.random:
            self.play(list(self._session.state.in_game), action.player)
        else:
            self.finish()  # taken back, or the game goes on: the show is over

    def _on_value(self, value: object) -> None:
        if self._order and isinstance(value, float | int):
            # Rounded: the drawn player is lit for the last, slowest stretch before the words.
            self._set_current(self._order[round(value) % len(self._order)])

    def _set_current(self, name: str) -> None:
        if name != self.current:
            self.current = name
            self.highlighted.emit(name)
        self.update()

    def _land(self) -> None:
        if self._player is None or not self.isVisible():
            return
        self._set_current(self._player)
        self.has_landed = True
        self.update()
        self.landed.emit(self._player)
        self._hold.start(max(1, self.hold_ms))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if watched is self._table and kind == QEvent.Type.Resize:
            self.setGeometry(self._table.rect())
        elif self.isVisible():
            if kind in _TAPS:
                self.finish()  # and the tap goes on to what it was for
            elif (
                kind == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_Escape
            ):
                self.finish()
                return True
        return super().eventFilter(watched, event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        name = self.current
        if name is None:
            return
        rect = QRectF(self._table.panel_rect(name)).adjusted(3, 3, -3, -3)
        if rect.isEmpty():
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        gold = QColor(CROWN_GOLD)
        fill = QColor(gold)
        fill.setAlpha(90 if self.has_landed else 55)
        painter.setPen(QPen(gold, 6 if self.has_landed else 4))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 12, 12)
        if self.has_landed:
            self._paint_words(painter, rect, name)
        painter.end()

    def _paint_words(self, painter: QPainter, rect: QRectF, name: str) -> None:
        """"Cid goes first" on the panel, turned to face its player."""
        angle = self._table.rotation_of(name)
        painter.translate(rect.center())
        painter.rotate(angle)
        width, height = (rect.height(), rect.width()) if angle in (90, 270) else (
            rect.width(), rect.height()
        )
        text = say(msg("action.first_player", player=name))
        font = QFont(self.font())
        font.setBold(True)
        size = max(12.0, height / 7)
        font.setPixelSize(round(size))
        metrics = QFontMetricsF(font)
        while size > 12 and metrics.horizontalAdvance(text) > width * 0.86:
            size -= 2
            font.setPixelSize(round(size))
            metrics = QFontMetricsF(font)
        painter.setFont(font)
        box_w = min(width * 0.94, metrics.horizontalAdvance(text) + 2 * size)
        box = QRectF(-box_w / 2, -metrics.height(), box_w, 2 * metrics.height())
        painter.setPen(QPen(QColor(CROWN_GOLD), 3))
        painter.setBrush(QColor(20, 20, 26, 230))
        painter.drawRoundedRect(box, 10, 10)
        painter.setPen(QColor("#ffffff"))
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextSingleLine
        shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, box_w - size)
        painter.drawText(box, int(flags), shown)
