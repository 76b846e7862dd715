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
    TARGET,
    Part,
    fitting_form,
)
from companion.core import rules
from companion.shell.taps import MINUS

CHIPS_SHARE = 0.58  # of the panel's height: the most the counters and buttons take together
# Text size in pixels, chips per row, rows, a chip's height, whether they go without [−] [+].
Grid = tuple[int, int, int, float, bool]


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
    tight: int = 0,
    room: float | None = None,
) -> float:
    """The counters at the bottom: a row of buttons (chips without a value: "☠ +1", "⚔ Commander
    damage"), and above it the counters in use in as many columns as fit, as large as a third of
    the panel allows, so they can be read across the table. While a reminder needs the room,
    `tight` 1 keeps the counters to one row, 2 also lets the buttons go (they come back with
    Done). `room`: the most they may take and leave the life buttons theirs. Returns the top of
    what they took."""
    if not chips:
        return bottom
    counters = tuple(chip for chip in chips if chip.value is not None)
    buttons = tuple(chip for chip in chips if chip.value is None) if tight < 2 else ()
    grid = None
    if counters:  # the buttons and counters together leave the life total its room
        most = height * CHIPS_SHARE if room is None else min(room, height * CHIPS_SHARE)
        left_over = most - _rows_height(buttons, inner, base, metrics)
        most_rows = 1 if tight else len(counters)
        grid = _chip_grid(counters, inner, height, base, metrics, most_rows=most_rows)
        fit = int((left_over + CHIP_SPACING) // (grid[3] + CHIP_SPACING))
        if 0 < fit < grid[2]:  # fewer rows than they would take: bare, more to a row
            grid = _chip_grid(counters, inner, height, base, metrics, most_rows=fit)
        grid = (*grid[:2], max(0, min(most_rows, grid[2], fit)), *grid[3:])
    if grid is not None and grid[4]:
        counters = tuple(_bare(chip) for chip in counters)
    if grid is not None and grid[1] * grid[2] < len(counters):
        room = grid[1] * grid[2]
        # "+N" goes with the buttons, else last of the counters: also where it would take the
        # buttons another row (play-test: that row left the life buttons 20 px).
        with_buttons = bool(buttons) and _rows_height(
            (*buttons, _largest(counters, 0)[1]), inner, base, metrics
        ) == _rows_height(buttons, inner, base, metrics)
        counters, more = _largest(counters, room if with_buttons else room - 1)
        if with_buttons:
            buttons = (*buttons, more)
        else:
            counters = (*counters, more)
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


def _rows_height(
    buttons: tuple[Chip, ...], inner: float, base: int, metrics: Callable[..., QFontMetrics]
) -> float:
    """How tall the buttons' rows are, with their spacing."""
    if not buttons:
        return 0.0
    pixels = max(MIN_PIXELS, int(base * 1.05))
    lines = _lines(buttons, inner, metrics(pixels, True), pixels)
    return len(lines) * (max(TARGET, int(pixels * 2.0)) + CHIP_SPACING)


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
    """The buttons on one row above `bottom`; more rows (the taxes lowest) when even their
    shortest forms do not fit in one. Returns the bottom left for what goes above them."""
    pixels = max(MIN_PIXELS, int(base * 1.05))
    row_h = float(max(TARGET, int(pixels * 2.0)))
    bold = metrics(pixels, True)
    for line in _lines(buttons, inner, bold, pixels):  # bottom-up
        widths = _widths(line, inner, bold, pixels) or _share(
            [inner] * len(line), inner - CHIP_SPACING * (len(line) - 1)
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


def _lines(
    buttons: tuple[Chip, ...], inner: float, bold: QFontMetrics, pixels: int
) -> list[tuple[Chip, ...]]:
    """The buttons in rows, bottom row first: all in one if they fit, else the taxes first
    and then the others, each row filled while their shortest forms fit."""
    if _widths(buttons, inner, bold, pixels) is not None:
        return [buttons]
    ordered = [c for c in buttons if c.tail] + [c for c in buttons if not c.tail]
    lines: list[tuple[Chip, ...]] = [()]
    for chip in ordered:
        if lines[-1] and _widths((*lines[-1], chip), inner, bold, pixels) is None:
            lines.append(())
        lines[-1] = (*lines[-1], chip)
    return lines


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
    pixels, per_row, _rows, chip_h, _bare_chips = grid
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
    left shared out; when short, each keeps at least its shortest form whole ("Tymna {4}" and
    its [−], "⚔", "☠ +1") and the room left goes to the longer forms; None when not even the
    shortest forms fit."""
    free = inner - CHIP_SPACING * (len(buttons) - 1)
    minus_w = button_width(pixels) + 4  # a button's own [−] (a commander's tax)

    def width(chip: Chip, caption: str) -> float:
        said = f"{caption} {chip.tail}" if chip.tail else caption
        words = bold.horizontalAdvance(said) + 20.0
        return max(float(TARGET), words) + (minus_w if chip.minus is not None else 0.0)

    # Every button from its shortest form up, one form longer at a time in turn while the row
    # has room, so no button keeps room its words don't use (play-test: "Tymna {0}" in room for
    # "Tymna the Weaver {0}" beside a bare "⚔" that had room for none of its words).
    steps = [[width(chip, form) for form in reversed((chip.caption, *chip.forms))]
             for chip in buttons]
    widths = [forms[0] for forms in steps]
    if sum(widths) > free:
        return None
    level = [0] * len(buttons)
    grown = True
    while grown:
        grown = False
        for index, forms in enumerate(steps):
            if level[index] + 1 < len(forms):
                more = forms[level[index] + 1] - widths[index]
                if sum(widths) + more <= free:
                    widths[index] += more
                    level[index] += 1
                    grown = True
    extra = (free - sum(widths)) / len(buttons)
    return [w + extra for w in widths]


def _shortest(chip: Chip) -> str:
    return chip.forms[-1] if chip.forms else chip.caption


def _caption_in(chip: Chip, room: float, said: QFontMetrics) -> str:
    """The longest of the chip's forms that fits `room` whole (panel_parts.fitting_form)."""
    return fitting_form(said, (chip.caption, *chip.forms), room)


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


def _nearness(chip: Chip) -> float:
    """How near a counter is to losing the game, to keep the nearest in sight: poison counts
    against 10, commander damage against 21 (CR 704.5c, 903.10a), any other by its number."""
    value = float(chip.value or 0)
    if chip.id == "poison":
        return value / rules.LETHAL_POISON * rules.LETHAL_COMMANDER_DAMAGE
    return value


def _bare(chip: Chip) -> Chip:
    """A counter without its [−] [+] (a narrow panel's): a tap on it types its amount."""
    return Chip(
        chip.id, chip.caption, value=chip.value, danger=chip.danger, accent=chip.accent,
        plus=None, minus=None, tooltip=chip.tooltip, tail=chip.tail, shown=chip.shown,
        forms=chip.forms,
    )


def _largest(counters: tuple[Chip, ...], keep: int) -> tuple[tuple[Chip, ...], Chip]:
    """The `keep` largest counters (in their order), and a chip "+N" that names the others in its
    tooltip: a panel never gives up its life total to show every counter."""
    keep = max(0, keep)
    ranked = sorted(range(len(counters)), key=lambda i: -_nearness(counters[i]))[:keep]
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


def button_width(pixels: int) -> float:
    """A counter's [−] or [+]: a finger's target at any size."""
    return float(max(TARGET, int(pixels * 2.1)))


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
    button_w = button_width(pixels)
    right = rect.right()
    buttons = [] if chip.value is None or chip.plus is None else [("plus", "+", chip.plus)]
    if chip.minus is not None:
        buttons.append(("minus", MINUS, chip.minus))
    for kind, text, enabled in buttons:  # from the right: [−] [+]
        button = QRectF(right - button_w, rect.top(), button_w, chip_h)
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
    """The chip's caption in the room left of `right`, in the longest form that fits; a tail
    ("{4}") always whole."""
    chip_h = rect.height()
    caption_w = max(0.0, right - 4 - (rect.left() + 8))
    caption = QRectF(rect.left() + 8, rect.top(), caption_w, chip_h)
    said = metrics(pixels, True) if chip.value is None else metrics(pixels)
    if chip.tail:  # the tail whole, the caption in what is left
        tail = " " + chip.tail
        text = _caption_in(chip, caption_w - said.horizontalAdvance(tail), said) + tail
    else:
        text = _caption_in(chip, caption_w, said)
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
    *,
    most_rows: int,
) -> Grid:
    """The counters' text size, chips per row, rows, a chip's height and whether they go bare
    (no [−] [+]: a tap on the counter types its amount): the largest text that fits them all in
    30% of the panel's height, else in 40%, each caption whole in its shortest form (or a few
    letters), with their buttons if they can, else bare; the life total keeps the rest."""
    for bare in (False, True):
        for scale in (1.25, 1.1, 0.95):  # larger would take the life total's room
            pixels = max(MIN_PIXELS, int(base * scale))
            chip_h, fixed, caption = _chip_needs(chips, pixels, metrics, bare=bare)
            for share in (0.3, 0.4):
                for per_row in range(1, len(chips) + 1):
                    rows = -(-len(chips) // per_row)
                    width = (inner - CHIP_SPACING * (per_row - 1)) / per_row
                    tall = rows * (chip_h + CHIP_SPACING)
                    if width >= fixed + caption and tall <= height * share and rows <= most_rows:
                        return pixels, per_row, rows, chip_h, bare
    # Even the smallest text does not fit them all: as many as 40% of the panel holds (the caller
    # shows the largest and says how many more there are).
    chip_h, fixed, caption = _chip_needs(chips, pixels, metrics, bare=True)
    per_row = max(
        [
            n
            for n in range(1, len(chips) + 1)
            if (inner - CHIP_SPACING * (n - 1)) / n >= fixed + caption
        ]
        or [1]
    )
    rows = max(1, int(height * 0.4 // (chip_h + CHIP_SPACING)))
    rows = min(rows, -(-len(chips) // per_row))
    return pixels, per_row, rows, chip_h, True


def _chip_needs(
    chips: tuple[Chip, ...], pixels: int, metrics: Callable[..., QFontMetrics], *, bare: bool
) -> tuple[float, float, float]:
    """A counter's height, the width its number and buttons take, and the most its caption
    needs at least (its shortest form, or five letters of a caption with none)."""
    plain = metrics(pixels)
    value_w = float(metrics(value_pixels(pixels), True).horizontalAdvance("00"))
    chip_h = float(max(TARGET, int(pixels * 1.9), metrics(value_pixels(pixels), True).height()))
    button_w = button_width(pixels)
    fixed = max(
        8 + 4 + value_w + 4 + 2
        + (0 if bare else (button_w + 4) * ((c.plus is not None) + (c.minus is not None)))
        for c in chips
    )
    few_letters = plain.averageCharWidth() * 5
    caption = max(
        plain.horizontalAdvance(c.forms[-1])
        if c.forms
        else min(plain.horizontalAdvance(c.caption), few_letters)
        for c in chips
    )
    return chip_h, fixed, float(caption)
