"""Where each player's panel goes: seats around the table in turn order, clockwise.

Seat 0 is at the bottom left; turn order then goes up the left side, left to right along the top,
down the right side and right to left along the bottom, which is clockwise seen from above. A
panel faces the edge its player sits at: 180° across the table, 90°/270° at the sides.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRect

# (bottom row, side panels, top row) for each player count; 7 and 8 follow the generic rule.
_HAND_MADE: dict[int, tuple[int, int, int]] = {
    2: (1, 0, 1),
    3: (1, 0, 2),
    4: (2, 0, 2),
    5: (1, 2, 2),
    6: (2, 2, 2),
}


@dataclass(frozen=True, slots=True)
class Seat:
    rect: QRect
    angle: int  # degrees clockwise the panel's content is turned


def arrangement(count: int, rotate: bool = True) -> tuple[int, int, int]:
    """How many panels go in the bottom row, on the sides and in the top row."""
    if count < 1:
        return (0, 0, 0)
    if not rotate:  # monitor mode: two upright rows, nobody on a side
        return (count // 2, 0, count - count // 2) if count > 1 else (1, 0, 0)
    if count in _HAND_MADE:
        return _HAND_MADE[count]
    rest = count - 2
    return (rest // 2, 2, rest - rest // 2)


def _row(count: int, x0: int, x1: int, *, y: int, height: int, gap: int) -> list[QRect]:
    if count <= 0:
        return []
    width = (x1 - x0 - gap * (count - 1)) / count
    rects = []
    for i in range(count):
        left = round(x0 + i * (width + gap))
        right = round(x0 + i * (width + gap) + width)
        rects.append(QRect(left, y, right - left, height))
    return rects


def seats(count: int, width: int, height: int, rotate: bool = True, gap: int = 8) -> list[Seat]:
    """One seat per player, in turn order, inside a `width` x `height` table."""
    bottom, sides, top = arrangement(count, rotate)
    side_w = round(width * (0.2 if top <= 2 else 0.17)) if sides else 0
    x0 = side_w + gap if sides else 0
    x1 = width - side_w - gap if sides else width
    if bottom and top:
        row_h = (height - gap) // 2
        top_y, bottom_y = 0, height - row_h
    else:
        row_h, top_y, bottom_y = height, 0, 0
    bottom_rects = _row(bottom, x0, x1, y=bottom_y, height=row_h, gap=gap)
    top_rects = _row(top, x0, x1, y=top_y, height=row_h, gap=gap)
    flip = 180 if rotate else 0
    ordered: list[Seat] = []
    if bottom_rects:
        ordered.append(Seat(bottom_rects[0], 0))
    if sides:
        ordered.append(Seat(QRect(0, 0, side_w, height), 90 if rotate else 0))
    ordered += [Seat(r, flip) for r in top_rects]
    if sides:
        ordered.append(Seat(QRect(width - side_w, 0, side_w, height), 270 if rotate else 0))
    ordered += [Seat(r, 0) for r in reversed(bottom_rects[1:])]
    return ordered
