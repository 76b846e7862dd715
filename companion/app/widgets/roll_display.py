"""A roll shown big over the centre of the table: "Ann · d20" and a huge "17" for a few seconds.

A die or a coin is rolled by the app (companion.shell.dice) and kept in the journal; this view only
shows the last one, as the session's `changed` says (a `Rolled` event). A short roll of faces comes
first; a tap skips it, a tap on the result (or the next action, or HOLD_MS) puts it away. It lies
over the table, never in a layout: nothing moves under the players' fingers. The player's name is
painted as plain text.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from companion.app.session import GameSession
from companion.app.theme import MUTED, SURFACE, TEXT
from companion.core.events import Rolled
from companion.core.game import Outcome
from companion.core.model import Roll

ROLL_MS = 700  # the faces turning before the result
HOLD_MS = 4000  # the result stays this long, unless a tap or the next action puts it away
FACES = 9  # faces shown while it rolls


class RollDisplay(QWidget):
    """The last roll, big, over `table` (its parent). `caption` and `result` are what it says."""

    def __init__(self, session: GameSession, table: QWidget) -> None:
        super().__init__(table)
        self.setObjectName("RollDisplay")
        self._session = session
        self._table = table
        self._roll: Roll | None = None
        self.caption = ""
        self.result = ""
        self.anim = QVariantAnimation(self)
        self.anim.setStartValue(0)
        self.anim.setEndValue(FACES)
        self.anim.setDuration(ROLL_MS)
        self.anim.valueChanged.connect(self._turn)
        self.anim.finished.connect(self._land)
        self.hold = QTimer(self)
        self.hold.setSingleShot(True)
        self.hold.setInterval(HOLD_MS)
        self.hold.timeout.connect(self.dismiss)
        self.hide()
        session.changed.connect(self._on_changed)
        session.reset.connect(self.dismiss)
        table.installEventFilter(self)

    # -- what happens ---------------------------------------------------------------------------

    def _on_changed(self, outcome: object) -> None:
        events = outcome.events if isinstance(outcome, Outcome) else ()
        rolls = [ev.roll for ev in events if isinstance(ev, Rolled)]
        if rolls:
            self.show_roll(rolls[-1])
        else:
            self.dismiss()  # the next action puts the roll away

    def show_roll(self, roll: Roll) -> None:
        """Roll the faces, then show `roll`'s result."""
        self._roll = roll
        self.caption = self._caption(roll)
        self.hold.stop()
        self.anim.stop()
        self._turn(0)
        self._place()
        self.show()
        self.raise_()
        self.anim.start()

    @property
    def rolling(self) -> bool:
        return self.anim.state() == QVariantAnimation.State.Running

    def skip(self) -> None:
        """The result now, without the rest of the roll."""
        if self.rolling:
            self.anim.stop()
            self._land()

    def dismiss(self) -> None:
        self.anim.stop()
        self.hold.stop()
        self._roll = None
        self.hide()

    def _turn(self, value: object) -> None:
        """One face of the roll (not the result: only the last face is drawn by the app)."""
        if self._roll is None:
            return
        step = int(value) if isinstance(value, int | float) else 0
        self.result = self._face(self._roll, step)
        self.update()

    def _land(self) -> None:
        if self._roll is None:
            return
        self.result = self._result(self._roll)
        self.update()
        self.hold.start()

    # -- words -----------------------------------------------------------------------------------

    def _die(self, die: str) -> str:
        if die == "coin":
            return self.tr("coin")
        if die == "planar":
            return self.tr("planar die")
        return die  # "d20": the same in every language the app speaks

    def _caption(self, roll: Roll) -> str:
        template = self.tr("{player} · {die}")
        try:
            return template.format(player=roll.player, die=self._die(roll.die))
        except (KeyError, IndexError, ValueError):
            return f"{roll.player} · {self._die(roll.die)}"

    def _result(self, roll: Roll) -> str:
        words = {
            ("coin", "heads"): self.tr("Heads"),
            ("coin", "tails"): self.tr("Tails"),
            ("planar", "planeswalk"): self.tr("Planeswalk"),
            ("planar", "chaos"): self.tr("Chaos"),
            ("planar", "blank"): self.tr("Blank"),
        }
        return words.get((roll.die, roll.result), roll.result)

    def _face(self, roll: Roll, step: int) -> str:
        if roll.die == "coin":
            return self._result(Roll(roll.player, "coin", ("heads", "tails")[step % 2], 0))
        if roll.die == "planar":
            faces = ("planeswalk", "blank", "chaos", "blank")
            return self._result(Roll(roll.player, "planar", faces[step % 4], 0))
        sides = int(roll.die[1:]) if roll.die[1:].isdigit() else 20
        return str((step * 7 + 3) % sides + 1)  # a spread of faces, not the result

    # -- place and paint ---------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self._table and event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return super().eventFilter(watched, event)

    def box(self) -> QRect:
        """Where it shows: the middle of the table, a third of its height, inside it."""
        area = self._table.rect()
        height = max(96, min(360, area.height() // 3))
        width = min(area.width() - 16, round(height * 2.0))
        return QRect(
            area.left() + (area.width() - width) // 2,
            area.top() + (area.height() - height) // 2,
            width,
            height,
        )

    def _place(self) -> None:
        rect = self.box()
        if rect != self.geometry():
            self.setGeometry(rect)

    def fonts(self) -> tuple[QFont, QFont]:
        """The caption's font and the result's, each as big as fits its band of the box."""
        inner = self.rect().adjusted(16, 8, -16, -8)
        caption = QFont(self.font())
        caption.setPixelSize(max(10, round(inner.height() * 0.16)))
        caption.setBold(True)
        result = QFont(self.font())
        result.setBold(True)
        result.setPixelSize(max(12, round(inner.height() * 0.55)))
        for font, text in ((caption, self.caption), (result, self.result)):
            while font.pixelSize() > 10 and QFontMetricsF(font).horizontalAdvance(text) > (
                inner.width()
            ):
                font.setPixelSize(font.pixelSize() - 2)
        return caption, result

    def bands(self) -> tuple[QRectF, QRectF]:
        """The caption's rectangle (the top quarter) and the result's (the rest)."""
        inner = QRectF(self.rect().adjusted(16, 8, -16, -8))
        top = inner.height() * 0.26
        return (
            QRectF(inner.left(), inner.top(), inner.width(), top),
            QRectF(inner.left(), inner.top() + top, inner.width(), inner.height() - top),
        )

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        back = QColor(SURFACE)
        back.setAlpha(255)  # opaque: the panels must not show through the result
        edge = QColor(self._session.color(self._roll.player)) if self._roll else QColor(MUTED)
        painter.setPen(QPen(edge, 4))
        painter.setBrush(back)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(2, 2, -2, -2), 18, 18)
        caption_font, result_font = self.fonts()
        caption_rect, result_rect = self.bands()
        painter.setPen(QColor(MUTED))
        painter.setFont(caption_font)
        center = Qt.AlignmentFlag.AlignCenter
        painter.drawText(caption_rect, center, self.caption)
        painter.setPen(QColor(TEXT if not self.rolling else MUTED))
        painter.setFont(result_font)
        painter.drawText(result_rect, center, self.result)
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        """A tap skips the roll, or puts the result away."""
        event.accept()
        if self.rolling:
            self.skip()
        else:
            self.dismiss()

