"""Where a player panel's counters and buttons go, at its bottom: the counters in use ("☠ 3",
"Kraum 7 [−] [+]") in as many columns as fit, as large as the panel allows, and under them a row
of buttons ("☠ +1", "⚔ Commander damage", a commander's tax "Kraum {4}").

Apart from the rest of the layout (panel_layout) because fitting the chips is its own search: the
largest text at which they fit, how the buttons share one row, which counters give way ("+N").
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetrics

from companion.app.widgets.panel_content import Chip
from companion.app.widgets.panel_fit import MIN_PIXELS
from companion.app.widgets.panel_parts import (
    ALIGN_HCENTER,
    ALIGN_LEFT,
    ALIGN_RIGHT,
    ALIGN_VCENTER,
    CHIP_SPACING,
    Part,
    elide,
)
from companion.shell.taps import MINUS

Grid = tuple[int, int, int, float]  # text size in pixels, chips per row, rows, a chip's height


def lay_out_chips(
    parts: list[Part],
    chips: tuple[Chip, ...],
    *,
    left: float,
    inner: float,
    bottom: float,
    base: int,
    height: float,
    metrics: Callable[..., QFontMetrics],
) -> float:
    """The counters at the bottom: a row of buttons (chips without a value: "☠ +1", "⚔ Commander
    damage"), and above it the counters in use in as many columns as fit, as large as a third of
    the panel allows, so they can be read across the table. Returns the top of what they took."""
    if not chips:
        return bottom
    counters = tuple(chip for chip in chips if chip.value is not None)
    buttons = tuple(chip for chip in chips if chip.value is None)
    grid = _chip_grid(counters, inner, height, base, metrics) if counters else None
    if grid is not None and grid[1] * grid[2] < len(counters):
        counters, more = _largest(counters, grid[1] * grid[2] - 1)
        buttons = (*buttons, more)
    if buttons:
        bottom = _button_rows(
            parts, buttons, left=left, inner=inner, bottom=bottom, base=base, metrics=metrics
        )
    if not counters:
        return bottom + CHIP_SPACING
    assert grid is not None
    return _counter_grid(
        parts, counters, grid, left=left, inner=inner, bottom=bottom, metrics=metrics
    )


def _button_rows(
    parts: list[Part],
    buttons: tuple[Chip, ...],
    *,
    left: float,
    inner: float,
    bottom: float,
    base: int,
    metrics: Callable[..., QFontMetrics],
) -> float:
    """The buttons on one row above `bottom`; two (the taxes below) when even their least does
    not fit in one. Returns the bottom left for what goes above them."""
    pixels = max(MIN_PIXELS, int(base * 1.05))
    row_h = float(int(pixels * 2.0))
    bold = metrics(pixels, True)
    taxes = tuple(chip for chip in buttons if chip.tail)
    rest = tuple(chip for chip in buttons if not chip.tail)
    lines = [buttons] if _widths(buttons, inner, bold, pixels) else [taxes, rest]
    for line in lines[::-1]:  # bottom-up
        if not line:
            continue
        widths = _widths(line, inner, bold, pixels) or _share(
            [1.0] * len(line), inner - CHIP_SPACING * (len(line) - 1)
        )
        top = bottom - row_h
        x = left + inner
        for index in range(len(line) - 1, -1, -1):
            x -= widths[index]
            rect = QRectF(x, top, widths[index], row_h)
            x -= CHIP_SPACING
            _chip_parts(parts, line[index], rect, pixels, metrics)
        bottom = top - CHIP_SPACING
    return bottom


def _counter_grid(
    parts: list[Part],
    counters: tuple[Chip, ...],
    grid: Grid,
    *,
    left: float,
    inner: float,
    bottom: float,
    metrics: Callable[..., QFontMetrics],
) -> float:
    """The counters in `grid`'s columns above `bottom`; returns the grid's top."""
    pixels, per_row, rows, chip_h = grid
    rows = -(-len(counters) // per_row)
    width = (inner - CHIP_SPACING * (per_row - 1)) / per_row
    top = bottom - rows * chip_h - (rows - 1) * CHIP_SPACING
    for index in range(len(counters) - 1, -1, -1):
        row, column = divmod(index, per_row)
        rect = QRectF(
            left + column * (width + CHIP_SPACING),
            top + row * (chip_h + CHIP_SPACING),
            width,
            chip_h,
        )
        _chip_parts(parts, counters[index], rect, pixels, metrics)
    return top


def _widths(
    buttons: tuple[Chip, ...], inner: float, bold: QFontMetrics, pixels: int
) -> list[float] | None:
    """The buttons' widths in a row `inner` wide: each as wide as its words need and the room
    left shared out; when short, a tax ("Kraum {4}") whole if it can be without cutting a button
    that needs no more than an even share ("☠ +1" is never "☠ …" so "Tymna the Weaver {0}" stays
    whole), else the longest give way first, each keeping its least (a tax its "{4}" and [−], a
    button its first letter); None when not even that fits."""
    free = inner - CHIP_SPACING * (len(buttons) - 1)
    minus_w = float(int(pixels * 2.1)) + 4  # a button's own [−] (a commander's tax)
    needs = [
        bold.horizontalAdvance(_said(chip)) + 20.0 + (minus_w if chip.minus is not None else 0.0)
        for chip in buttons
    ]
    if sum(needs) <= free:
        extra = (free - sum(needs)) / len(buttons)
        return [need + extra for need in needs]
    least = [
        bold.horizontalAdvance(chip.tail) + 20.0 + (minus_w if chip.minus is not None else 0.0)
        if chip.tail
        else bold.horizontalAdvance(chip.caption[:1] + "…") + 20.0
        for chip in buttons
    ]
    kept = sum(n for n, c in zip(needs, buttons, strict=True) if c.tail)
    others = [i for i, c in enumerate(buttons) if not c.tail]
    if others and kept + sum(least[i] for i in others) <= free:
        widths = list(needs)
        shared = _share([needs[i] for i in others], free - kept)
        for i, width in zip(others, shared, strict=True):
            widths[i] = width
        even = free / len(buttons)
        if all(widths[i] >= needs[i] or needs[i] > even for i in others):
            return widths
    spare = free - sum(least)
    if spare < 0:
        return None
    added = _share([n - f for n, f in zip(needs, least, strict=True)], spare)
    return [f + m for f, m in zip(least, added, strict=True)]


def _share(needs: list[float], free: float) -> list[float]:
    """Widths for `needs` that add up to `free` (less than their sum): every width is its need
    or a common cap, whichever is less, so the narrow keep all they need."""
    cap = free / len(needs)
    for count, need in enumerate(sorted(needs)):
        rest = len(needs) - count
        if need * rest > free:
            cap = free / rest
            break
        free -= need
    return [min(need, cap) for need in needs]


def _said(chip: Chip) -> str:
    """A chip's caption with its tail, as shown when there is room."""
    return f"{chip.caption} {chip.tail}" if chip.tail else chip.caption


def _largest(counters: tuple[Chip, ...], keep: int) -> tuple[tuple[Chip, ...], Chip]:
    """The `keep` largest counters (in their order), and a chip "+N" that names the others in its
    tooltip: a panel never gives up its life total to show every counter."""
    keep = max(0, keep)
    ranked = sorted(range(len(counters)), key=lambda i: -(counters[i].value or 0))[:keep]
    kept = tuple(counters[i] for i in sorted(ranked))
    hidden = [c for i, c in enumerate(counters) if i not in ranked]
    tip = "\n".join(f"{c.caption}: {c.value}" for c in hidden)
    more = Chip(
        "more",
        f"+{len(hidden)}",
        value=None,
        danger=any(c.danger for c in hidden),
        accent="#8a8d99",
        plus=True,
        minus=None,
        tooltip=tip,
    )
    return kept, more


def value_pixels(pixels: int) -> int:
    """A counter's number is what the table reads from across it: half as large again as its
    caption, which only its player reads."""
    return int(pixels * 1.5)


def _chip_parts(
    parts: list[Part],
    chip: Chip,
    rect: QRectF,
    pixels: int,
    metrics: Callable[..., QFontMetrics],
) -> None:
    """One chip's parts, added right to left (the caller reverses): [−] [+], the value, the
    caption, then the chip under them."""
    right = _chip_buttons(parts, chip, rect, pixels)
    if chip.value is not None:
        right = _chip_value(parts, chip, rect, right=right, pixels=pixels, metrics=metrics)
    _chip_caption(parts, chip, rect, right=right, pixels=pixels, metrics=metrics)
    enabled = bool(chip.plus) if chip.value is None else True  # a button, or a counter to type
    parts.append(Part(("chip", chip.id), rect, tooltip=chip.tooltip, enabled=enabled))


def _chip_buttons(parts: list[Part], chip: Chip, rect: QRectF, pixels: int) -> float:
    """A counter's [−] [+] at the chip's right end (a button's own [−]: a commander's tax);
    returns where the room left of them ends."""
    chip_h = rect.height()
    button_w = float(int(pixels * 2.1))
    right = rect.right() - 2
    buttons = [] if chip.value is None or chip.plus is None else [("plus", "+", chip.plus)]
    if chip.minus is not None:
        buttons.append(("minus", MINUS, chip.minus))
    for kind, text, enabled in buttons:  # from the right: [−] [+]
        button = QRectF(right - button_w, rect.top() + 1, button_w, chip_h - 2)
        right = button.left() - 4
        parts.append(
            Part(
                (kind, chip.id),
                button,
                text,
                pixels=int(pixels * 1.15),
                bold=True,
                enabled=enabled,
                tooltip=chip.tooltip if chip.id != "poison" else "",
            )
        )
    return right


def _chip_value(
    parts: list[Part],
    chip: Chip,
    rect: QRectF,
    *,
    right: float,
    pixels: int,
    metrics: Callable[..., QFontMetrics],
) -> float:
    """A counter's number (or what is said instead, "✓"), ending at `right`, at least two
    digits wide; returns where it starts."""
    value_font = metrics(value_pixels(pixels), True)
    value_text = chip.shown or str(chip.value)
    shown_w = max(value_font.horizontalAdvance("00"), value_font.horizontalAdvance(value_text))
    value = QRectF(right - shown_w, rect.top(), float(shown_w), rect.height())
    parts.append(
        Part(
            ("value", chip.id),
            value,
            value_text,
            pixels=value_pixels(pixels),
            bold=True,
            align=ALIGN_RIGHT | ALIGN_VCENTER,
        )
    )
    return value.left()


def _chip_caption(
    parts: list[Part],
    chip: Chip,
    rect: QRectF,
    *,
    right: float,
    pixels: int,
    metrics: Callable[..., QFontMetrics],
) -> None:
    """The chip's caption in the room left of `right`, cut to fit; a tail ("{4}") always whole."""
    chip_h = rect.height()
    caption_w = max(0.0, right - 4 - (rect.left() + 8))
    caption = QRectF(rect.left() + 8, rect.top(), caption_w, chip_h)
    said = metrics(pixels, True) if chip.value is None else metrics(pixels)
    if chip.tail:  # the tail whole, the caption in what is left (at least its first letter)
        tail = " " + chip.tail
        room = caption_w - said.horizontalAdvance(tail)
        if room < said.horizontalAdvance(chip.caption[:1] + "…"):
            text = chip.tail  # no room for even a letter of the name: the tax alone
        else:
            text = elide(said, chip.caption, room) + tail
    else:
        text = elide(said, chip.caption, caption_w)
    parts.append(
        Part(
            ("caption", chip.id),
            caption,
            text,
            pixels=pixels,
            bold=chip.value is None,
            align=(ALIGN_HCENTER if chip.value is None else ALIGN_LEFT) | ALIGN_VCENTER,
        )
    )


def _chip_grid(
    chips: tuple[Chip, ...],
    inner: float,
    height: float,
    base: int,
    metrics: Callable[..., QFontMetrics],
) -> Grid:
    """The counters' text size, chips per row, rows and a chip's height: the largest text that
    fits in 30% of the panel's height (in one or more columns, each caption keeping at least a
    few letters), else in 40%; the life total keeps the rest."""
    pixels = max(MIN_PIXELS, int(base * 0.95))
    for scale in (1.25, 1.1, 0.95):  # larger would take the life total's room
        pixels = max(MIN_PIXELS, int(base * scale))
        plain = metrics(pixels)
        value_w = float(metrics(value_pixels(pixels), True).horizontalAdvance("00"))
        chip_h = float(max(int(pixels * 1.9), metrics(value_pixels(pixels), True).height()))
        button_w = float(int(pixels * 2.1))
        fixed = max(
            8 + 4 + value_w + 4
            + (button_w + 4) * ((c.plus is not None) + (c.minus is not None)) + 2
            for c in chips
        )
        few_letters = plain.averageCharWidth() * 5
        caption = max(min(plain.horizontalAdvance(c.caption), few_letters) for c in chips)
        for share in (0.3, 0.4):
            for per_row in range(1, len(chips) + 1):
                rows = -(-len(chips) // per_row)
                width = (inner - CHIP_SPACING * (per_row - 1)) / per_row
                if width >= fixed + caption and rows * (chip_h + CHIP_SPACING) <= height * share:
                    return pixels, per_row, rows, chip_h
    # Even the smallest text does not fit them all: as many as 40% of the panel holds (the caller
    # shows the largest and says how many more there are).
    per_row = max(
        [n for n in range(1, len(chips) + 1) if (inner - CHIP_SPACING * (n - 1)) / n >= fixed]
        or [1]
    )
    rows = max(1, int(height * 0.4 // (chip_h + CHIP_SPACING)))
    rows = min(rows, -(-len(chips) // per_row))
    return pixels, per_row, rows, chip_h
