"""A player's dungeon, small enough for their panel: the rooms by rows as on the card (CR 309.4,
rows from `companion.core.dungeons.depth`), the arrows between them, the room the venture marker
is on filled, the rooms it can go to next ringed, and "✓N" for the dungeons completed.

Geometry and painting only, no state and no widget of its own: a player panel is one painted
widget (player_panel), so it lays the map out in one of its parts, paints it there (panel_paint)
and gives each room a part of its own for the room's tooltip. The rows run down the map when its
place is taller than wide, as on the card, and left to right otherwise (a sideways strip on a
short panel).
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QLineF, QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF

from companion.app.widgets.panel_fit import fitting_pixel_size
from companion.core import dungeons
from companion.core.values import frozen

ACCENT = "#4FD6C8"  # the initiative token's teal: the marker and the completed count
ROOM = "#9AA0AD"
ARROW = "#80848F"
BACKGROUND = "#24262D"
BORDER = "#3A3D47"
MARKER_OUTLINE = "#0B3A3E"

LABEL_SHARE = 1.6  # the "✓N" label's length along the rows, in room pitches
PAD = 0.12  # of the pitch, around the rooms


@frozen
class Spot:
    """One room on the map: its centre, the radius of its circle and the square that shows its
    tooltip."""

    name: str
    center: QPointF
    radius: float
    hit: QRectF


@frozen
class MapGeometry:
    rooms: tuple[Spot, ...]
    arrows: tuple[tuple[str, str], ...]  # (from, to) by room name
    label: QRectF | None  # where "✓N" goes, if any dungeon was completed
    vertical: bool

    def spot(self, name: str) -> Spot | None:
        return next((s for s in self.rooms if s.name == name), None)


@cache
def rows(dungeon: str) -> tuple[tuple[str, ...], ...]:
    """The dungeon's rooms row by row, each row in the card's left-to-right order."""
    depth = dungeons.depth(dungeon)
    out: list[list[str]] = [[] for _ in range(max(depth.values()) + 1)]
    for room in dungeons.DUNGEONS[dungeon]:
        out[depth[room]].append(room)
    return tuple(tuple(row) for row in out)


def label_text(completed: int) -> str:
    return f"\u2713{completed}" if completed > 0 else ""


def shapes(dungeon: str | None, completed: int) -> tuple[tuple[float, float, float], ...]:
    """The map's shapes for a panel's marks (panel_marks.Mark): (width, height, thickness) in room
    pitches, with the rows across and with them down; only the label's if no dungeon is in
    progress."""
    if dungeon is None:
        return ((1.2, 1.0, 1.0),) if completed else ()
    grid = rows(dungeon)
    along = len(grid) + (LABEL_SHARE if completed else 0.0) + 2 * PAD
    across = max(len(row) for row in grid) + 2 * PAD
    return ((along, across, across), (across, along, across))


def lay_out_map(dungeon: str | None, completed: int, rect: QRectF) -> MapGeometry:
    """Where each room goes in `rect` (rows down it if it is taller than wide, else across)."""
    vertical = rect.height() > rect.width()
    if dungeon is None:
        return MapGeometry((), (), QRectF(rect) if completed else None, vertical)
    grid = rows(dungeon)
    label = LABEL_SHARE if completed else 0.0
    along_n = len(grid) + label + 2 * PAD
    across_n = max(len(row) for row in grid) + 2 * PAD
    along_len, across_len = (rect.height(), rect.width()) if vertical else (
        rect.width(), rect.height()
    )
    pitch = max(1.0, min(along_len / along_n, across_len / across_n))
    # Centred in the rect: the map keeps its proportions whatever the slot's.
    along0 = (along_len - pitch * along_n) / 2 + pitch * PAD
    across_mid = across_len / 2
    radius = pitch * 0.27
    spots: list[Spot] = []
    for index, row in enumerate(grid):
        along = along0 + pitch * (index + 0.5)
        for lane, room in enumerate(row):
            across = across_mid + pitch * (lane - (len(row) - 1) / 2)
            x, y = (across, along) if vertical else (along, across)
            center = QPointF(rect.left() + x, rect.top() + y)
            hit = QRectF(center.x() - pitch / 2, center.y() - pitch / 2, pitch, pitch)
            spots.append(Spot(room, center, radius, hit))
    arrows = tuple(
        (room, below) for room, after in dungeons.DUNGEONS[dungeon].items() for below in after
    )
    label_rect = None
    if completed:
        start = along0 + pitch * len(grid)
        if vertical:
            label_rect = QRectF(rect.left(), rect.top() + start, rect.width(), pitch * label)
        else:
            label_rect = QRectF(rect.left() + start, rect.top(), pitch * label, rect.height())
    return MapGeometry(tuple(spots), arrows, label_rect, vertical)


def paint_map(
    painter: QPainter,
    rect: QRectF,
    geometry: MapGeometry,
    *,
    dungeon: str | None,
    room: str | None,
    completed: int,
    font: QFont,
) -> None:
    """The map in `rect`: a dark card, the arrows, the rooms, the marker's room filled."""
    radius = min(6.0, min(rect.width(), rect.height()) * 0.12)
    painter.setPen(QPen(QColor(BORDER), 1))
    painter.setBrush(QColor(BACKGROUND))
    painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
    spots = {s.name: s for s in geometry.rooms}
    pitch = next(iter(spots.values())).hit.width() if spots else 0.0
    line = max(1.0, pitch * 0.08)
    arrow_pen = QPen(QColor(ARROW), line)
    painter.setPen(arrow_pen)
    painter.setBrush(QColor(ARROW))
    for start, end in geometry.arrows:
        a, b = spots[start], spots[end]
        _arrow(painter, a, b, heads=pitch >= 14)
    after = dungeons.rooms_after(dungeon, room) if dungeon and room else ()
    for spot in geometry.rooms:
        if spot.name == room:
            painter.setPen(QPen(QColor(MARKER_OUTLINE), line))
            painter.setBrush(QColor(ACCENT))
            painter.drawEllipse(spot.center, spot.radius * 1.15, spot.radius * 1.15)
            continue
        ring = ACCENT if spot.name in after else ROOM
        painter.setPen(QPen(QColor(ring), line * (1.5 if spot.name in after else 1.0)))
        painter.setBrush(QColor(BACKGROUND))
        painter.drawEllipse(spot.center, spot.radius, spot.radius)
    if geometry.label is not None and completed:
        text = label_text(completed)
        box = geometry.label.adjusted(1, 1, -1, -1)
        bold = QFont(font)
        bold.setBold(True)
        bold.setPixelSize(fitting_pixel_size(bold, text, int(box.width() * 0.9), int(
            box.height() * 0.8
        )))
        painter.setFont(bold)
        painter.setPen(QColor(ACCENT))
        painter.drawText(box, 0x84, text)  # AlignCenter (see panel_parts: no Qt enums here)


def _arrow(painter: QPainter, a: Spot, b: Spot, *, heads: bool) -> None:
    """From room `a`'s circle to room `b`'s, with a small head where the map is large enough."""
    full = QLineF(a.center, b.center)
    length = full.length()
    if length <= a.radius + b.radius:
        return
    start = full.pointAt(a.radius / length)
    end = full.pointAt(1 - (b.radius * 1.25) / length)
    painter.drawLine(QLineF(start, end))
    if not heads:
        return
    head = a.radius * 0.55
    back = QLineF(end, start)
    back.setLength(head)
    left, right = QLineF(back), QLineF(back)
    left.setAngle(back.angle() + 28)
    right.setAngle(back.angle() - 28)
    painter.drawPolygon(QPolygonF([end, left.p2(), right.p2()]))
