"""Where the crown sits on a panel and how it moves between panels: pure geometry, no widgets.

Kept apart from the widgets so the placement rule (the top-left corner of the panel as its player
reads it, tilted like a crown perched on a head) is one function that layout, animation and tests
share.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRect, QRectF
from PySide6.QtGui import QPolygonF, QTransform

from companion.core.values import frozen, replace

ASPECT = 448 / 512  # height / width of resources/crown.svg
TILT = 8.0  # degrees: the crown leans a little, as if set down on the name bar
POP_SCALE = 1.18  # the largest scale of the "pop" that ends a move
MIN_WIDTH = 24.0


@frozen
class Pose:
    """The crown's centre, width (unscaled), angle in degrees clockwise, opacity and scale."""

    center: QPointF
    width: float
    angle: float
    opacity: float = 1.0
    scale: float = 1.0

    @property
    def height(self) -> float:
        return self.width * ASPECT


def crown_width(panel: QRectF, rotation: int) -> float:
    """Big enough to be seen across the table, small enough to leave the panel's buttons usable."""
    w, h = _reading_size(panel, rotation)
    return max(MIN_WIDTH, min(0.32 * h, 0.25 * w))


def pose_on(panel: QRectF, rotation: int, bounds: QRectF) -> Pose:
    """The crown on a panel, as its player reads it: on the name bar, right of the middle, over the
    empty space above the life total. Turned with the panel and kept inside it, so it never looks
    like a neighbour's crown and leaves the name, the life total and the buttons uncovered."""
    w, h = _reading_size(panel, rotation)
    cw = crown_width(panel, rotation)
    local = QPointF(0.14 * w, -h / 2 + 0.015 * h + cw * ASPECT / 2)
    pose = Pose(panel.center() + QTransform().rotate(rotation).map(local), cw, rotation + TILT)
    return clamp(clamp(pose, panel), bounds)


def pose_in(place: QRectF, rotation: int, bounds: QRectF) -> Pose:
    """The crown in the place a panel keeps for it (table coordinates), turned with the panel
    and tilted, as large as fits inside the place at that tilt."""
    w, h = _reading_size(place, rotation)
    a = math.radians(TILT)
    c, s = math.cos(a), math.sin(a)
    width = min(0.96 * w / (c + ASPECT * s), 0.96 * h / (s + ASPECT * c))
    return clamp(Pose(place.center(), max(MIN_WIDTH, width), rotation + TILT), bounds)


def dropped_from_above(pose: Pose) -> Pose:
    """Where a crown that appears out of nowhere starts: above its place, invisible."""
    lift = QTransform().rotate(pose.angle).map(QPointF(0, -pose.height * 1.4))
    return replace(pose, center=pose.center + lift, opacity=0.0, scale=0.8)


def clamp(pose: Pose, bounds: QRectF) -> Pose:
    """Keep the whole crown inside the table so it is never cut off at a window edge."""
    if bounds.isEmpty():
        return pose
    half = extent(pose) / 2
    x = min(max(pose.center.x(), bounds.left() + half.x()), bounds.right() - half.x())
    y = min(max(pose.center.y(), bounds.top() + half.y()), bounds.bottom() - half.y())
    return replace(pose, center=QPointF(x, y))


def extent(pose: Pose) -> QPointF:
    """Width and height of the turned crown's bounding box (at scale 1)."""
    a = math.radians(pose.angle)
    c, s = abs(math.cos(a)), abs(math.sin(a))
    return QPointF(pose.width * c + pose.height * s, pose.width * s + pose.height * c)


def badge_rect(pose: Pose) -> QRect:
    """The widget rectangle that holds the crown at any angle and at the top of its pop."""
    side = math.ceil(math.hypot(pose.width, pose.height) * POP_SCALE) + 4
    return QRect(round(pose.center.x() - side / 2), round(pose.center.y() - side / 2), side, side)


def outline(pose: Pose, margin: float = 0.06) -> QPolygonF:
    """The turned crown's rectangle (a little larger), in the same coordinates as its centre."""
    w = pose.width * pose.scale * (1 + margin)
    h = pose.height * pose.scale * (1 + margin)
    t = QTransform().translate(pose.center.x(), pose.center.y()).rotate(pose.angle)
    return t.map(QPolygonF(QRectF(-w / 2, -h / 2, w, h)))


def blend(a: Pose, b: Pose, t: float) -> Pose:
    """The pose a fraction `t` of the way from `a` to `b`, turning the short way round."""
    turn = (b.angle - a.angle + 180.0) % 360.0 - 180.0
    return Pose(
        QPointF(_mix(a.center.x(), b.center.x(), t), _mix(a.center.y(), b.center.y(), t)),
        _mix(a.width, b.width, t),
        a.angle + turn * t,
        _mix(a.opacity, b.opacity, t),
        _mix(a.scale, b.scale, t),
    )


def _mix(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def _reading_size(panel: QRectF, rotation: int) -> tuple[float, float]:
    """The panel's width and height as its player reads it (sideways panels swap them)."""
    if rotation % 180 == 90:
        return panel.height(), panel.width()
    return panel.width(), panel.height()
