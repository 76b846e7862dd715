"""Where a player's pending reminders go: in their own panel, facing them, above its counters.

A reminder about one player (the monarch's draw, a venture, rad, a card's trigger) is theirs to
read and to answer, so it is drawn in their panel, turned with it, rather than over the table
where it faced the bottom seats and covered the far players' buttons. Each reminder is a box of
its own: the headline, the lines under it, and a row of buttons (Done, a room, a count; the
"Why?" link last). The text shrinks before the box takes more than its room; if it still does
not fit, the lines go (the short form: the headline and the buttons) and they are the box's
tooltip, read on hover or in the log; the panel's counters give way last (panel_layout).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetrics

from companion.app.widgets.panel_content import ReminderBox, RollFace
from companion.app.widgets.panel_fit import MIN_PIXELS
from companion.app.widgets.panel_parts import (
    ALIGN_LEFT,
    ALIGN_TOP,
    CHIP_SPACING,
    SPACING,
    TARGET,
    WORD_WRAP,
    Part,
    wrapped_height,
)

_PAD, _GAP = 5.0, 3.0
MIN_COLUMN = 220  # reminders side by side only where each box is at least this wide
READABLE = 12  # the smallest text the lines are shown at; below it, the short form
# What of a box is shown: everything; no notes; the headline beside the buttons; the headline
# over them.
ALL, LINES, SIDE, SHORT = "all", "lines", "side", "short"
Metrics = Callable[..., QFontMetrics]
Row = list[tuple[object, str, str, float]]  # a row of buttons: (choice, label, tooltip, width)


def lay_out_reminders(
    parts: list[Part],
    boxes: Sequence[ReminderBox],
    *,
    left: float,
    inner: float,
    bottom: float,
    room: float,
    base: int,
    metrics: Metrics,
    whole: bool = False,
) -> tuple[float, bool]:
    """The boxes above `bottom`, side by side where the panel is wide enough (a venture and a
    Court at the upkeep), in at most `room` pixels if they can be: the largest text that fits,
    the notes and then the lines dropped if even the smallest readable one does not (`whole`:
    not the short forms). Returns the top of what they took and whether it is within `room`.
    Parts are added bottom-up (the caller reverses)."""
    if not boxes:
        return bottom, True
    columns = max(1, min(len(boxes), int((inner + SPACING) // (MIN_COLUMN + SPACING))))
    width = (inner - SPACING * (columns - 1)) / columns
    # Everything, then without the notes, then the headline beside the buttons, at a size read
    # across a table; then the short forms (headline and buttons) at any size.
    tiers = (
        (ALL, READABLE), (LINES, READABLE), (SIDE, READABLE), (SHORT, MIN_PIXELS),
        (SIDE, MIN_PIXELS),
    )
    for shown, smallest in tiers[:2] if whole else tiers:
        for px in range(base, min(base, smallest) - 1, -1):
            fit = _Fit(columns=columns, width=width, px=px, shown=shown, metrics=metrics)
            if fit.height(boxes) <= room:
                return fit.place(parts, boxes, left, bottom), True
    # Not even the headlines and buttons fit: they stay readable, the life buttons give way.
    px = max(MIN_PIXELS, int(base * 0.8))
    fit = _Fit(columns=columns, width=width, px=px, shown=SIDE, metrics=metrics)
    if fit.height(boxes) == float("inf"):
        fit = _Fit(columns=columns, width=width, px=px, shown=SHORT, metrics=metrics)
    return fit.place(parts, boxes, left, bottom), False


def _labels(box: ReminderBox, why: bool = True) -> list[tuple[object, str, str]]:
    """The row's buttons: the choices, then the "Why?" link (a button too: a finger's target),
    which the short form leaves to the log and the Rules panel."""
    labels = list(box.choices)
    if box.rule is not None and why:
        labels.append((None, box.why, ""))
    return labels


class _Fit:
    """The boxes `columns` to a row, each `width` wide, their text at `px`, showing `shown`."""

    def __init__(
        self, *, columns: int, width: float, px: int, shown: str, metrics: Metrics
    ) -> None:
        self.columns, self.width, self.px = columns, width, px
        self.shown, self.metrics = shown, metrics
        self.text_w = width - 2 * _PAD
        self._wrap_w = self.text_w - 0.4 * px
        self.button_h = float(max(TARGET, int(px * 2.0)))
        self.head_pixels = int(px * 1.1)
        self.button_pixels = int(px * 1.05)

    @property
    def side(self) -> bool:
        return self.shown == SIDE

    def texts(self, box: ReminderBox) -> tuple[str, ...]:
        """The lines shown under the headline."""
        if self.shown in (SHORT, SIDE):
            return ()
        return box.lines + (box.notes if self.shown == ALL else ())

    def hidden(self, box: ReminderBox) -> str:
        """What the box leaves out, said in its tooltip (hover, or read in the log)."""
        shown = set(self.texts(box))
        return "\n".join(t for t in (*box.lines, *box.notes) if t and t not in shown)

    def height(self, boxes: Sequence[ReminderBox]) -> float:
        """The boxes' height; endless if a button's label is wider than its box."""
        font = self.metrics(self.button_pixels, True)
        why = self.shown not in (SHORT, SIDE)
        labels = (label for box in boxes for _c, label, _t in _labels(box, why))
        if max(font.horizontalAdvance(label) for label in labels) + 0.6 * self.px > self.text_w:
            return float("inf")
        if self.side and any(self._head_w(box) < self.text_w * 0.4 for box in boxes):
            return float("inf")  # the buttons would leave the headline too narrow a column
        heights = [max(self.box_height(box) for box in row) for row in self._rows_of(boxes)]
        return sum(heights) + SPACING * (len(heights) - 1)

    def _rows_of(self, boxes: Sequence[ReminderBox]) -> list[Sequence[ReminderBox]]:
        return [boxes[i : i + self.columns] for i in range(0, len(boxes), self.columns)]

    def _head_w(self, box: ReminderBox) -> float:
        """The headline's width: the box's, or beside the buttons what they leave."""
        if not self.side:
            return self.text_w
        row = self.buttons(box)[0]
        return self.text_w - sum(w for *_, w in row) - CHIP_SPACING * len(row) - SPACING

    def box_height(self, box: ReminderBox) -> float:
        head = wrapped_height(self.metrics(self.head_pixels, True), box.headline, self._head_w(box))
        if self.side:
            return _PAD + max(float(head), self.button_h) + _PAD
        lines = sum(self._line_h(t) for t in self.texts(box) if t)
        rows = self.buttons(box)
        buttons = len(rows) * self.button_h + (len(rows) - 1) * CHIP_SPACING
        return _PAD + head + _GAP + (lines + _GAP if lines else 0.0) + buttons + _PAD

    def _line_h(self, text: str) -> float:
        # Wrapped a little narrower than the box: room for an italic face's overhang (the
        # lines are measured upright; tests read each whole in its own font).
        return float(wrapped_height(self.metrics(self.px), text, self._wrap_w))

    def buttons(self, box: ReminderBox) -> list[Row]:
        """The buttons in rows: each as wide as its label (at least a finger's target), as many
        to a row as fit."""
        font = self.metrics(self.button_pixels, True)
        rows: list[Row] = [[]]
        used = 0.0
        for choice, label, tip in _labels(box, self.shown not in (SHORT, SIDE)):
            wide = font.horizontalAdvance(label) + 2.2 * self.px
            need = min(self.text_w, max(float(TARGET), wide))
            if rows[-1] and used + CHIP_SPACING + need > self.text_w and not self.side:
                rows.append([])
                used = 0.0
            used += need + (CHIP_SPACING if rows[-1] else 0.0)
            rows[-1].append((choice, label, tip, need))
        return rows

    def place(
        self, parts: list[Part], boxes: Sequence[ReminderBox], left: float, bottom: float
    ) -> float:
        """The rows of boxes, the first lowest (nearest its player's hands), each row as tall
        as its tallest box; returns the top of what they took."""
        for row in self._rows_of(boxes):
            height = max(self.box_height(box) for box in row)
            for index, box in enumerate(row):
                x = left + index * (self.width + SPACING)
                self._box(parts, box, QRectF(x, bottom - height, self.width, height))
            bottom -= height + SPACING
        return bottom + SPACING

    def _box(self, parts: list[Part], box: ReminderBox, frame: QRectF) -> None:
        """One box in `frame`: its buttons at the bottom, the headline and lines from the top."""
        x = frame.left() + _PAD
        y = frame.bottom() - _PAD
        if self.side:  # one row, at the right, centred on the box
            y = frame.center().y() + self.button_h / 2
        for row in reversed(self.buttons(box)):  # the last row lowest
            y -= self.button_h
            self._row(parts, box, row, QRectF(x, y, self.text_w, self.button_h))
            y -= CHIP_SPACING
        tip = self.hidden(box)
        top = frame.top() + _PAD
        head_font = self.metrics(self.head_pixels, True)
        head_w = self._head_w(box)
        head_h = wrapped_height(head_font, box.headline, head_w)
        if self.side:
            top = frame.center().y() - head_h / 2
        line_y = top + head_h + _GAP
        for index, text in enumerate(self.texts(box)):
            if not text:
                continue
            line_h = self._line_h(text)
            flags = ALIGN_LEFT | ALIGN_TOP | WORD_WRAP
            rect = QRectF(x, line_y, self.text_w, line_h)
            quoted = box.italic and index < len(box.lines)  # the lines, not the notes
            parts.append(
                Part(
                    ("remind_line", box.id, index), rect, text, pixels=self.px, align=flags,
                    italic=quoted,
                )
            )
            line_y += line_h
        parts.append(
            Part(
                ("remind_head", box.id),
                QRectF(x, top, head_w, head_h),
                box.headline,
                pixels=self.head_pixels,
                bold=True,
                align=ALIGN_LEFT | ALIGN_TOP | WORD_WRAP,
                tooltip=tip,
            )
        )
        parts.append(Part(("reminder", box.id), frame, tooltip=tip))

    def _row(self, parts: list[Part], box: ReminderBox, row: Row, rect: QRectF) -> None:
        """One row of buttons, right-aligned (Done under the thumb), added right to left."""
        x = rect.right()
        for choice, label, tip, width in reversed(row):
            x -= width
            key = ("why", box.id) if choice is None else ("remind", box.id, choice)
            button = QRectF(x, rect.top(), width, rect.height())
            parts.append(
                Part(key, button, label, pixels=self.button_pixels, bold=True, tooltip=tip)
            )
            x -= CHIP_SPACING


def lay_out_roll(
    parts: list[Part],
    face: RollFace,
    *,
    left: float,
    inner: float,
    bottom: float,
    room: float,
    base: int,
    metrics: Metrics,
) -> tuple[float, bool]:
    """The player's roll above `bottom`: its caption and the result as large as `room` lets it
    be (at least the body text's size). Returns its top and whether it is within `room`."""
    width = inner - 2 * _PAD
    caption_px = base  # a long name: smaller words, never cut
    while caption_px > MIN_PIXELS and metrics(caption_px, True).horizontalAdvance(
        face.caption
    ) > width:
        caption_px -= 1
    caption_h = float(metrics(caption_px, True).height())
    result_px = base
    for px in range(int(base * 3), base - 1, -1):
        font = metrics(px, True)
        if font.horizontalAdvance(face.result) > width:
            continue
        if 2 * _PAD + caption_h + font.height() <= room:
            result_px = px
            break
    result_h = float(metrics(result_px, True).height())
    height = max(float(TARGET), 2 * _PAD + caption_h + result_h)
    box = QRectF(left, bottom - height, inner, height)
    x, y = box.left() + _PAD, box.top() + _PAD
    result = QRectF(x, y + caption_h, width, box.bottom() - _PAD - y - caption_h)
    parts.append(Part(("roll_result",), result, face.result, pixels=result_px, bold=True))
    caption = QRectF(x, y, width, caption_h)
    parts.append(Part(("roll_caption",), caption, face.caption, pixels=caption_px, bold=True))
    parts.append(Part(("rollbox",), box))
    return box.top(), height <= room
