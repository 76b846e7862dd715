"""Where each player's panel goes: seats around the table in turn order, clockwise.

Seat 0 is at the bottom left; turn order then goes up the left side, left to right along the top,
down the right side and right to left along the bottom, which is clockwise seen from above. A
panel faces the edge its player sits at: 180° across the table, 90°/270° at the sides.
"""

from __future__ import annotations

from PySide6.QtCore import QRect

from companion.core.values import frozen

# (bottom row, side panels, top row) for each player count; 7 and 8 follow the generic rule.
_HAND_MADE: dict[int, tuple[int, int, int]] = {
    2: (1, 0, 1),
    3: (1, 0, 2),
    4: (2, 0, 2),
    5: (1, 2, 2),
    6: (2, 2, 2),
}


@frozen
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


OUT = 0.25  # the share of a seat a player who left keeps: a strip, so the others grow


def _row(weights: list[float], x0: int, x1: int, *, y: int, height: int, gap: int) -> list[QRect]:
    """Seats side by side from x0 to x1, each as wide as its weight says."""
    if not weights:
        return []
    room = x1 - x0 - gap * (len(weights) - 1)
    total = sum(weights)
    rects, left_f = [], float(x0)
    for weight in weights:
        width = room * weight / total
        left, right = round(left_f), round(left_f + width)
        rects.append(QRect(left, y, right - left, height))
        left_f += width + gap
    return rects


def seats(
    count: int,
    width: int,
    height: int,
    rotate: bool = True,
    gap: int = 8,
    *,
    weights: list[float] | None = None,
) -> list[Seat]:
    """One seat per player, in turn order, inside a `width` x `height` table. `weights` (in
    turn order, 1 by default) shrink the seats of players who left (`OUT`): a row or a side
    whose players have all left gives its room to the others."""
    weights = list(weights) if weights is not None else [1.0] * count
    bottom, sides, top = arrangement(count, rotate)
    # Turn order: bottom[0], left side, the top row, right side, the rest of the bottom row
    # right to left.
    order = iter(range(count))
    first = [next(order)] if bottom else []
    left = [next(order)] if sides else []
    top_seats = [next(order) for _ in range(top)]
    right = [next(order)] if sides else []
    rest = [next(order) for _ in range(bottom - 1)] if bottom else []
    bottom_seats = first + list(reversed(rest))  # left to right on the table
    side_w = round(width * (0.2 if top <= 2 else 0.17)) if sides else 0
    left_w = round(side_w * (OUT if left and weights[left[0]] < 1 else 1)) if sides else 0
    right_w = round(side_w * (OUT if right and weights[right[0]] < 1 else 1)) if sides else 0
    x0 = left_w + gap if sides else 0
    x1 = width - right_w - gap if sides else width
    if bottom and top:
        top_share = max(weights[i] for i in top_seats)
        bottom_share = max(weights[i] for i in bottom_seats)
        top_h = round((height - gap) * top_share / (top_share + bottom_share))
        top_y, bottom_y, bottom_h = 0, top_h + gap, height - top_h - gap
    else:
        top_h = bottom_h = height
        top_y = bottom_y = 0
    bottom_rects = _row(
        [weights[i] for i in bottom_seats], x0, x1, y=bottom_y, height=bottom_h, gap=gap
    )
    top_rects = _row([weights[i] for i in top_seats], x0, x1, y=top_y, height=top_h, gap=gap)
    flip = 180 if rotate else 0
    placed: dict[int, Seat] = {}
    for index, rect in zip(bottom_seats, bottom_rects, strict=True):
        placed[index] = Seat(rect, 0)
    for index, rect in zip(top_seats, top_rects, strict=True):
        placed[index] = Seat(rect, flip)
    if sides:
        placed[left[0]] = Seat(QRect(0, 0, left_w, height), 90 if rotate else 0)
        placed[right[0]] = Seat(QRect(width - right_w, 0, right_w, height), 270 if rotate else 0)
    return [placed[i] for i in range(count)]
