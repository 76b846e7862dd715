"""A player's chess clock on their panel (issue 16 item 5): the time they have left, under the life
total, in a pill that says how it stands. The running clock is filled white; under a tenth of its
time or in its last minute it turns amber; at 0 it is red and says "Out of time" (nobody loses by
it: a casual aid). The turn player's clock, paused, keeps a white ring and does not fill.

Only values and drawing: the times come from `companion.shell.chess_clock`, read once a second by
the turn bar (its one timer) and handed to the panels, which repaint this part alone.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from companion.app.describe import say
from companion.app.widgets.panel_fit import MIN_PIXELS, fitting_pixel_size
from companion.core.values import frozen
from companion.shell.chess_clock import Reading, shown
from companion.shell.messages import msg

IDLE = ("#34363e", "#d0d2da")  # (fill, text)
RUNNING = ("#f4f4f6", "#17181c")
WARNING = "#f5a524"  # amber: under a tenth of the time, or the last minute
OUT = ("#e5484d", "#ffffff")
RING = "#f4f4f6"


@frozen
class ClockFace:
    """What a panel's clock shows: `text` ("12:05", or "Out of time"), `template` the widest
    text it can show for this budget (the room it keeps, so the total never moves as it ticks),
    and how it stands."""

    text: str
    template: str
    running: bool
    paused: bool
    warning: bool
    out: bool
    tooltip: str

    def look(self) -> tuple[str, str, str | None]:
        """(fill, text colour, ring colour or None)."""
        if self.out:
            fill, pen = OUT
            return fill, pen, RING if self.running else None
        if self.running:
            return (WARNING if self.warning else RUNNING[0]), RUNNING[1], None
        fill, pen = IDLE
        return fill, WARNING if self.warning else pen, RING if self.paused else None


def clock_face(reading: Reading | None, player: str, turn_player: str) -> ClockFace | None:
    """`player`'s clock as their panel shows it, or None without a chess clock."""
    if reading is None:
        return None
    mine = reading.of(player)
    if mine is None:
        return None
    budget = reading.minutes * 60
    template = "".join("8" if ch.isdigit() else ch for ch in shown(budget))
    left, whole = shown(mine.remaining), shown(budget)
    if mine.out:
        text = say(msg("clock.out_of_time"))  # the overlay's words too
        key = "panel.clock_out"
        template = text
    elif reading.paused:
        text = left
        key = "panel.clock_paused"
    elif mine.running:
        text = left
        key = "panel.clock_running"
    else:
        text = left
        key = "panel.clock_left"
    return ClockFace(
        text=text,
        template=template,
        running=mine.running,
        paused=reading.paused and player == turn_player and not mine.out,
        warning=mine.warning,
        out=mine.out,
        tooltip=say(msg(key, player=player, total=whole) if mine.out
                    else msg(key, player=player, left=left, total=whole)),
    )


def place(
    face: ClockFace, total: QRectF, base: int, font: QFont, life: str = ""
) -> tuple[QRectF, int, QRectF]:
    """The clock's pill in the total's box, its text size, and what is left of the box for the
    total: below the total, or beside it where that leaves the total larger (a wide, low box:
    a side seat's panel). Decided for a total of two digits (or `life`, if longer), so the
    clock does not move as the life total goes up and down."""
    height = max(base * 1.3, min(total.height() * 0.2, base * 2.2))
    height = min(height, total.height() * 0.4)
    bold = QFont(font)
    bold.setBold(True)
    padded = f" {face.template} "
    pixels = fitting_pixel_size(bold, padded, int(total.width() * 0.95), int(height * 0.82))
    bold.setPixelSize(max(MIN_PIXELS, pixels))
    width = min(total.width(), QFontMetricsF(bold).horizontalAdvance(padded) + height * 0.5)
    below = QRectF(total.center().x() - width / 2, total.bottom() - height, width, height)
    above = QRectF(
        total.left(), total.top(), total.width(), max(1.0, below.top() - 4 - total.top())
    )
    beside = QRectF(total.right() - width, total.center().y() - height / 2, width, height)
    left = QRectF(total.left(), total.top(), max(1.0, total.width() - width - 6), total.height())
    widest = max(life, "88", key=len)

    def total_pixels(box: QRectF) -> int:  # as panel_layout fits the total in its box
        return fitting_pixel_size(bold, widest, int(box.width() * 0.95), int(box.height() * 0.95))

    if total_pixels(left) > total_pixels(above):
        return beside, pixels, left
    return below, pixels, above


def paint(painter: QPainter, rect: QRectF, font: QFont, text: str, face: ClockFace) -> None:
    fill, pen, ring = face.look()
    radius = rect.height() / 2
    if ring is None:
        painter.setPen(QPen(QColor(fill), 0.01))
        painter.setBrush(QColor(fill))
        painter.drawRoundedRect(rect, radius, radius)
    else:
        painter.setPen(QPen(QColor(ring), 2))
        painter.setBrush(QColor(fill))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius - 1, radius - 1)
    painter.setFont(font)
    painter.setPen(QColor(pen))
    painter.drawText(rect, 0x84, text)  # AlignCenter (AlignHCenter | AlignVCenter)
