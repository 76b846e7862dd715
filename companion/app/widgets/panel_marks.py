"""Where a panel puts what marks its player (the crown, the initiative's token, their dungeon) and
the monarch cards they control: pure geometry for panel_layout, no parts and no painting.

The marks share one strip of the life total's column, as the crown alone did: across its top when
the column is tall (the total there is as wide as it can be anyway, so the strip costs it
little), down its left side when the column is wide and short (a panel at the side of an 8-player
table, where a strip on top would shrink the total). In the strip they sit in one line or two,
whichever shows them largest, all shrunk together when they don't fit. The cards are one row of
chips, as many as fit and "+N" for the rest.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetrics

from companion.app.widgets.crown_geometry import ASPECT as CROWN_ASPECT
from companion.app.widgets.crown_geometry import TILT
from companion.core.values import frozen

SHARES = (0.3, 0.375, 0.45, 0.55)  # of the total column for the strip; past 0.3 only if free
GAP = 4.0
LIFE_PROBE = "00"  # a two-digit total decides the strip, so it never moves as life changes
LIFE_FILL = 0.95  # of its box the total fills (panel_layout._total)
CLOSE = 0.9  # a total this much of the largest one is as good: the marks decide

TOKEN_ASPECT = 448 / 512  # width / height of resources/initiative.svg
TOKEN_TILT = -6.0  # the token leans the other way from the crown


def turned_aspect(aspect: float, degrees: float) -> float:
    """Width / height of the box that holds a `aspect` picture turned by `degrees`."""
    a = math.radians(abs(degrees))
    c, s = math.cos(a), math.sin(a)
    return (aspect * c + s) / (aspect * s + c)


CROWN_SLOT = turned_aspect(1 / CROWN_ASPECT, TILT)
TOKEN_SLOT = turned_aspect(TOKEN_ASPECT, TOKEN_TILT)


@frozen
class Mark:
    """A mark to place: its key and the shapes it can take, each (width, height, size) in units
    of one scale: the crown and the token have one shape (size: their height), the dungeon map
    two (its rows across or down; size: its thickness, so a map looks as large as a crown)."""

    key: str
    shapes: tuple[tuple[float, float, float], ...]


def picture(key: str, aspect: float) -> Mark:
    """A mark drawn from a picture whose box is `aspect` wide for its height."""
    return Mark(key, ((aspect, 1.0, 1.0),))


Places = dict[str, QRectF]


def place_marks(
    total: QRectF, marks: Sequence[Mark], font: QFont, cap: float
) -> tuple[QRectF, Places]:
    """The total's box once the marks have their strip, and each mark's place in it (no mark
    larger than `cap`). Tried: a strip across the top and one down the left, each of a few
    widths (wider than 30% only into room the total does not use), the marks in one line or two;
    kept: the one that leaves the total within 10% of its largest and shows the marks largest
    (the top, and the thinner strip, when that is a tie)."""
    if not marks:
        return total, {}
    key = (total.x(), total.y(), total.width(), total.height(), tuple(marks), font.key(), cap)
    known = _placed.get(key)
    if known is None:  # a tap changes the total, not its box: laid out once per size
        if len(_placed) > 64:
            _placed.clear()
        rest, places = _place(total, marks, font, cap)
        known = _placed[key] = (_tuple(rest), {k: _tuple(r) for k, r in places.items()})
    return QRectF(*known[0]), {k: QRectF(*r) for k, r in known[1].items()}


Box = tuple[float, float, float, float]
_placed: dict[tuple[object, ...], tuple[Box, dict[str, Box]]] = {}


def _tuple(rect: QRectF) -> Box:
    return rect.x(), rect.y(), rect.width(), rect.height()


def _place(
    total: QRectF, marks: Sequence[Mark], font: QFont, cap: float
) -> tuple[QRectF, Places]:
    probe = QFont(font)
    probe.setBold(True)
    probe.setPixelSize(100)
    metrics = QFontMetrics(probe)
    per_w = max(1, metrics.horizontalAdvance(LIFE_PROBE)) / 100
    per_h = max(1, metrics.height()) / 100

    def life(box: QRectF) -> float:
        return min(box.width() * LIFE_FILL / per_w, box.height() * LIFE_FILL / per_h)

    full = life(total)
    tried: list[tuple[float, float, int, QRectF, Places]] = []
    for across in (True, False):
        length = total.height() if across else total.width()
        need = full * (per_h if across else per_w) / LIFE_FILL
        for rank, share in enumerate(SHARES):
            thick = length * share
            if share > SHARES[0] and thick > length - need:
                break  # wider would shrink the total
            if across:
                strip = QRectF(total.left(), total.top(), total.width(), thick)
                rest = QRectF(total.left(), strip.bottom(), total.width(), length - thick)
            else:
                strip = QRectF(total.left(), total.top(), thick, total.height())
                rest = QRectF(strip.right(), total.top(), length - thick, total.height())
            places, size = arrange(strip, marks, cap)
            # The top first and the thinner strip first, when the marks come out as large.
            order = rank + (0 if across else len(SHARES))
            tried.append((life(rest), size, order, rest, places))
    largest = max(t[0] for t in tried)
    good = [t for t in tried if t[0] >= largest * CLOSE]
    best = max(t[1] for t in good)
    pick = min((t for t in good if t[1] >= best * 0.98), key=lambda t: t[2])
    return pick[3], pick[4]


def fit(mark: Mark, width: float, height: float, cap: float) -> tuple[float, float, float]:
    """The mark's width, height and size, as large as `width` x `height` (and `cap`) allow, in
    its shape that comes out largest."""
    best = (0.0, 0.0, 0.0)
    for w, h, size in mark.shapes:
        unit = max(0.0, min(width / w, height / h, cap / size))
        if unit * size > best[2]:
            best = (unit * w, unit * h, unit * size)
    return best


def arrange(strip: QRectF, marks: Sequence[Mark], cap: float) -> tuple[Places, float]:
    """The marks in `strip`, in one line across or down it, or (three of them) the first two in
    a line beside or above the last: the way whose smallest mark is largest, and that size."""
    ways = [_line(strip, marks, cap, across=True), _line(strip, marks, cap, across=False)]
    if len(marks) == 3:
        head, tail = marks[:2], marks[2:]
        for share in (0.4, 0.5, 0.6):
            for across in (True, False):
                first, second = _split(strip, share, above=across)
                a, size_a = _line(first, head, cap, across=across)
                b, size_b = _line(second, tail, cap, across=across)
                ways.append(({**a, **b}, min(size_a, size_b)))
    return max(ways, key=lambda way: way[1])


def _split(rect: QRectF, share: float, *, above: bool) -> tuple[QRectF, QRectF]:
    """`rect` cut in two, the first `share` of it above (or left of) the rest."""
    if above:
        h = rect.height() * share
        return (
            QRectF(rect.left(), rect.top(), rect.width(), h - GAP / 2),
            QRectF(rect.left(), rect.top() + h + GAP / 2, rect.width(),
                   rect.height() - h - GAP / 2),
        )
    w = rect.width() * share
    return (
        QRectF(rect.left(), rect.top(), w - GAP / 2, rect.height()),
        QRectF(rect.left() + w + GAP / 2, rect.top(), rect.width() - w - GAP / 2, rect.height()),
    )


def _line(
    rect: QRectF, marks: Sequence[Mark], cap: float, *, across: bool
) -> tuple[Places, float]:
    """The marks one after another across `rect` (or down it), the line centred in it, each
    centred in its thickness; shrunk together if they don't fit. Returns the smallest's size."""
    length = rect.width() if across else rect.height()
    thick = rect.height() if across else rect.width()
    room = max(0.0, length - GAP * (len(marks) - 1))

    def sized(lengths: Sequence[float]) -> list[tuple[float, float, float]]:
        return [
            fit(m, run, thick, cap) if across else fit(m, thick, run, cap)
            for m, run in zip(marks, lengths, strict=True)
        ]

    sizes = sized([room] * len(marks))
    runs = [s[0] if across else s[1] for s in sizes]
    if sum(runs) > room > 0:  # too long: each its share of the room
        sizes = sized([r * room / sum(runs) for r in runs])
        runs = [s[0] if across else s[1] for s in sizes]
    at = (length - sum(runs) - GAP * (len(marks) - 1)) / 2
    places: Places = {}
    for mark, (w, h, _size), run in zip(marks, sizes, runs, strict=True):
        if across:
            places[mark.key] = QRectF(rect.left() + at, rect.top() + (thick - h) / 2, w, h)
        else:
            places[mark.key] = QRectF(rect.left() + (thick - w) / 2, rect.top() + at, w, h)
        at += run + GAP
    return places, min(s[2] for s in sizes)


# -- the cards' row -----------------------------------------------------------------------------

CARD_PAD = 16.0  # around a chip's caption
CARD_MAX_SHARE = 0.5  # one card takes at most half the row; its name is cut short beyond


@frozen
class CardPlace:
    """A chip in the row: the card's index (None for the "+N" chip), where, and what it says."""

    index: int | None
    rect: QRectF
    text: str


def card_row(
    captions: Sequence[str],
    row: QRectF,
    metrics: QFontMetrics,
    elide: Callable[[QFontMetrics, str, float], str],
) -> list[CardPlace]:
    """As many chips as fit in `row`, left to right, each as wide as its caption (cut short past
    half the row), and "+N" for the cards that do not fit."""
    count = len(captions)
    wants = [
        min(row.width() * CARD_MAX_SHARE, metrics.horizontalAdvance(c) + CARD_PAD)
        for c in captions
    ]

    def more_width(hidden: int) -> float:
        return metrics.horizontalAdvance(f"+{hidden}") + CARD_PAD if hidden else 0.0

    shown = count
    while shown > 0:
        used = sum(wants[:shown]) + GAP * shown + more_width(count - shown)
        if used - GAP <= row.width():
            break
        shown -= 1
    if shown == 0 and count:  # not even one whole: the first, cut short, beside "+N"
        room = row.width() - (more_width(count - 1) + GAP if count > 1 else 0.0)
        if room >= metrics.horizontalAdvance("M…") + CARD_PAD:
            wants[0] = room
            shown = 1
    places: list[CardPlace] = []
    x = row.left()
    for index in range(shown):
        rect = QRectF(x, row.top(), wants[index], row.height())
        places.append(CardPlace(index, rect, elide(metrics, captions[index], wants[index] - 8)))
        x += wants[index] + GAP
    if shown < count:
        width = min(more_width(count - shown), row.right() - x)
        places.append(CardPlace(None, QRectF(x, row.top(), width, row.height()),
                                f"+{count - shown}"))
    return places
