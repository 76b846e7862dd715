"""Where everything on a player panel goes: its parts (panel_parts) with their rectangles, from the
panel's size and what it shows (panel_content), top to bottom in named stages.

The header (name, "▶ Their turn", the menu), then from the bottom up what the bottom holds and
the player's reminders (panel_low_layout) and why the player left, then the body between: the life
buttons beside the total's column (the crown, token and map, the clock, the run of taps, the
total). A player who left is a strip: the name, why, the last total.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QFont, QFontMetrics

from companion.app.widgets.dungeon_map import lay_out_map
from companion.app.widgets.dungeon_map import shapes as map_shapes
from companion.app.widgets.panel_clock import place as place_clock
from companion.app.widgets.panel_content import Content
from companion.app.widgets.panel_fit import MIN_PIXELS, fitting_pixel_size
from companion.app.widgets.panel_low_layout import Room, lay_out_passing
from companion.app.widgets.panel_marks import (
    CROWN_SLOT,
    TOKEN_SLOT,
    Mark,
    picture,
    place_marks,
)
from companion.app.widgets.panel_parts import (
    ALIGN_CENTER,
    ALIGN_LEFT,
    ALIGN_RIGHT,
    ALIGN_VCENTER,
    SPACING,
    TARGET,
    WORD_WRAP,
    WRAP_ANYWHERE,
    Layout,
    Part,
    base_pixels,
    elide,
    wrapped_height,
)
from companion.shell.taps import signed

MARK_CAP = 0.3  # of the panel's height: the largest a crown, token or map is drawn


def lay_out(content: Content, width: float, height: float, font: QFont) -> Layout:
    """Every part of a panel `width` x `height` (upright) showing `content`."""
    base = base_pixels(width, height)
    if content.gone:  # a strip: its few words may use more of its width
        base = max(base, min(int(height / 15), int(width / 9)))
    margin = max(4, base // 3)
    left, top, inner = float(margin), float(margin), width - 2 * margin
    bottom = height - margin
    parts: list[Part] = []

    def metrics(pixels: int, bold: bool = False) -> QFontMetrics:
        probe = QFont(font)
        probe.setPixelSize(max(MIN_PIXELS, pixels))
        probe.setBold(bold)
        return QFontMetrics(probe)

    header_h = _header(
        parts, content, left=left, top=top, inner=inner, base=base, font=font, metrics=metrics
    )
    body_top = top + header_h + SPACING
    if content.gone:
        _strip(parts, content, QRectF(left, body_top, inner, bottom - body_top), base, font)
        return Layout(width, height, base, parts)
    room = Room(left, inner, bottom, body_top, base, height, metrics)
    low, bottom, life_w = lay_out_passing(content, room)
    bottom = _reason(
        low,
        content,
        left=left,
        inner=inner,
        bottom=bottom,
        body_top=body_top,
        base=base,
        metrics=metrics,
    )
    if content.question is not None and bottom - body_top < TARGET:
        parts.extend(reversed(low))  # the question took the body: its line says the total
        return Layout(width, height, base, parts)
    # The body: −1/−5 | life total | +1/+5.
    total = _life_buttons(
        parts, content, left=left, inner=life_w, top=body_top, bottom=bottom, base=base
    )
    _total_column(parts, content, total, base=base, font=font, height=height)
    parts.extend(reversed(low))
    return Layout(width, height, base, parts)


def _header(
    parts: list[Part],
    content: Content,
    *,
    left: float,
    top: float,
    inner: float,
    base: int,
    font: QFont,
    metrics: Callable[..., QFontMetrics],
) -> float:
    """The name bar in the player's colour, "▶ Their turn", the menu button; returns its
    height."""
    # The menu is a finger's target; a strip (a player who left) keeps its few lines instead.
    least = 0 if content.gone else TARGET
    header_h = float(max(least, int(base * 2.1)))
    parts.append(Part(("header",), QRectF(left, top, inner, header_h)))
    small = max(8, int(base * 0.95))
    # A player who left has nothing in their menu (the registry offers them nothing): a strip
    # draws no ⋮ (play-test: an 18x21 target that opened "Nothing to do").
    menu_w = 0.0 if content.gone else float(max(least, int(base * 1.8)))
    menu = QRectF(left + inner - menu_w - 2, top, menu_w, header_h)
    status_w = 0.0
    if content.status and not content.gone:  # a strip says why below: the name gets the room
        status_w = min(inner * 0.45, metrics(small, True).horizontalAdvance(content.status) + 4.0)
    name_x = left + 8
    name_w = max(1.0, menu.left() - name_x - (status_w + SPACING if status_w else 0))
    name_font = QFont(font)
    name_font.setBold(True)
    name_pixels = fitting_pixel_size(name_font, content.name, int(name_w), int(header_h * 0.8))
    name = elide(metrics(name_pixels, True), content.name, name_w)  # at the smallest size
    parts.append(
        Part(
            ("name",),
            QRectF(name_x, top, name_w, header_h),
            name,
            pixels=name_pixels,
            bold=True,
            align=ALIGN_LEFT | ALIGN_VCENTER,
            tooltip=content.name if name != content.name else "",
        )
    )
    if status_w:
        status = QRectF(name_x + name_w + SPACING, top, status_w, header_h)
        shown = elide(metrics(small, True), content.status, status_w)
        parts.append(
            Part(
                ("status",),
                status,
                shown,
                pixels=small,
                bold=True,
                align=ALIGN_RIGHT | ALIGN_VCENTER,
            )
        )
    if not content.gone:
        parts.append(
            Part(("menu",), menu, "\u22ee", pixels=small, bold=True, tooltip=content.menu_tip)
        )
    return header_h


def _reason(
    low: list[Part],
    content: Content,
    *,
    left: float,
    inner: float,
    bottom: float,
    body_top: float,
    base: int,
    metrics: Callable[..., QFontMetrics],
) -> float:
    """Why the player left, wrapped above what the bottom holds, leaving the total at least three
    lines; returns the new bottom of the body."""
    if not content.reason:
        return bottom
    pixels = int(base * 1.1)
    need = float(wrapped_height(metrics(pixels, True), content.reason, inner))
    need = min(need, max(0.0, bottom - body_top - base * 3))
    bottom -= need + SPACING
    low.append(
        Part(
            ("reason",),
            QRectF(left, bottom + SPACING, inner, need),
            content.reason,
            pixels=pixels,
            bold=True,
            align=ALIGN_CENTER | WORD_WRAP,
        )
    )
    return bottom


def _life_buttons(
    parts: list[Part],
    content: Content,
    *,
    left: float,
    inner: float,
    top: float,
    bottom: float,
    base: int,
) -> QRectF:
    """−1 and −5 on the left, +1 and +5 on the right of the body from `top` to `bottom`, or in
    one row (−5 −1 · +1 +5) when two rows would be less than a finger's target; returns the
    total's box between them."""
    body_h = max(1.0, bottom - SPACING - top)
    row_h = (body_h - SPACING) / 2
    one_row = row_h < TARGET and inner >= 4 * TARGET + 3 * SPACING + 2 * base
    prompt = content.question is not None or content.mode is not None
    marks = int(content.crowned) + int(content.initiative) + int(content.dungeon is not None)
    keeps = _total_keeps_room(inner, base, marks)
    if prompt and row_h < TARGET and (body_h < TARGET or not keeps):
        # The question (or the damage box) took the room: the total keeps the body while it is
        # open, rather than four buttons too small to hit squeezing it (play-test, 8 players).
        return QRectF(left, top, inner, body_h)
    if one_row:
        rects, total = _one_row(left, inner, top, body_h, keeps=keeps)
    else:
        rects, total = _two_rows(left, inner, top, body_h)
    button_pixels = int(base * 1.6)
    for delta in (d for d in (-1, -5, 1, 5) if d in rects):
        parts.append(
            Part(
                ("life", delta),
                rects[delta],
                signed(delta),
                pixels=button_pixels,
                bold=True,
                enabled=content.playing,
            )
        )
    return total


def _one_row(
    left: float, inner: float, top: float, body_h: float, *, keeps: bool
) -> tuple[dict[int, QRectF], QRectF]:
    """−5 −1 · +1 +5 in one row the body's height, or −1 · +1 where four would leave the total
    too narrow (play-test: 13 px beside the crown); the buttons and the total's box."""
    width = max(float(TARGET), (inner - 2 * SPACING) / 9 * 1.5)
    inside = (left + width + SPACING, left + inner - 2 * width - SPACING)
    places = {-5: left, -1: inside[0], 1: inside[1], 5: left + inner - width}
    if not keeps:
        places = {-1: left, 1: left + inner - width}
    rects = {d: QRectF(x, top, width, body_h) for d, x in places.items()}
    total = QRectF(rects[-1].right() + SPACING, top, 0.0, body_h)
    total.setRight(rects[1].left() - SPACING)
    return rects, total


def _two_rows(
    left: float, inner: float, top: float, body_h: float
) -> tuple[dict[int, QRectF], QRectF]:
    """−1 over −5 on the left, +1 over +5 on the right, each a finger's even where a dock
    narrows the panel (the total keeping a third); where two rows would be lower than a finger,
    −1 and +1 alone the body's height (−5 and +5 are a hold or a typed amount away)."""
    row_h = (body_h - SPACING) / 2
    width = max(min(float(TARGET), inner / 3), 2 * (inner - 2 * SPACING) / 9)
    rows = ((-1, 0, 0), (-5, 0, 1), (1, 2, 0), (5, 2, 1)) if row_h >= TARGET else (
        (-1, 0, 0), (1, 2, 0)
    )
    high = row_h if row_h >= TARGET else body_h
    rects = {}
    for delta, column, row in rows:
        x = left if column == 0 else left + inner - width
        rects[delta] = QRectF(x, top + row * (row_h + SPACING), width, high)
    total = QRectF(left + width + SPACING, top, max(1.0, inner - 2 * (width + SPACING)), body_h)
    return rects, total


def _total_keeps_room(inner: float, base: int, marks: int) -> bool:
    """Whether one row of life buttons (−5 −1 · +1 +5) leaves the total between them a width it
    can be read at across the table: a finger and a half, and a finger more for each of the
    `marks` (crown, token, map) that share its column."""
    width = max(float(TARGET), (inner - 2 * SPACING) / 9 * 1.5)
    need = (1.5 + marks) * TARGET
    return inner - 4 * width - 3 * SPACING >= need and inner >= 4 * TARGET + 2 * base


def _total_column(
    parts: list[Part], content: Content, total: QRectF, *, base: int, font: QFont, height: float
) -> None:
    """The total's column: the crown, token and map, the chess clock under the total, the run
    of taps above it, and the total in the room left."""
    total = _marks(parts, content, total, font, height)
    if content.clock is not None:  # the chess clock, under the total: its room never changes
        pill, pixels, total = place_clock(content.clock, total, base, font, content.life)
        clock = content.clock
        parts.append(
            Part(("clock",), pill, clock.text, pixels=pixels, bold=True, tooltip=clock.tooltip)
        )
    if content.run:  # taps under way: their running amount, large, above the total
        run = QRectF(total.left(), total.top(), total.width(), total.height() * 0.3)
        total = QRectF(total.left(), run.bottom(), total.width(), total.height() - run.height())
        run_font = QFont(font)
        run_font.setBold(True)
        size = (int(run.width() * 0.95), int(run.height() * 0.9))
        forms = (content.run, *content.run_forms)
        for text in forms:  # the longest form read at the body's size, else the shortest
            run_pixels = fitting_pixel_size(run_font, text, *size)
            if run_pixels >= base:
                break
        parts.append(Part(("run",), run, text, pixels=run_pixels, bold=True))
    parts.append(_total(content, total, font))


def _marks(
    parts: list[Part], content: Content, total: QRectF, font: QFont, height: float
) -> QRectF:
    """The places of the crown, the initiative's token and the dungeon map in the total's
    column (panel_marks), the map's rooms each a part for its tooltip; returns the total's box."""
    marks = []
    if content.crowned:  # the crown's own place, covering no text (the crown layer draws it)
        marks.append(picture("crown", CROWN_SLOT))
    if content.initiative:  # the token's, beside it (the panel's token widget draws it)
        marks.append(picture("initiative", TOKEN_SLOT))
    mark = content.dungeon
    if mark is not None:
        marks.append(Mark("dungeon", map_shapes(mark.dungeon, mark.completed)))
    total, places = place_marks(total, marks, font, cap=height * MARK_CAP)
    for key in ("crown", "initiative"):
        if key in places:
            parts.append(Part((key,), places[key]))
    if mark is not None and "dungeon" in places:
        slot = places["dungeon"]
        parts.append(Part(("dungeon",), slot, tooltip=mark.tooltip))
        tips = dict(mark.room_tips)
        for spot in lay_out_map(mark.dungeon, mark.completed, slot).rooms:
            parts.append(Part(("room", spot.name), spot.hit, tooltip=tips.get(spot.name, "")))
    return total


def _total(content: Content, box: QRectF, font: QFont) -> Part:
    """The life total, as large as `box` holds (a panel's or a strip's)."""
    bold = QFont(font)
    bold.setBold(True)
    width, height = int(box.width() * 0.95), int(box.height() * 0.95)
    pixels = fitting_pixel_size(bold, content.life, width, height)
    return Part(
        ("total",), box, content.life, pixels=min(pixels, 600), bold=True, tooltip=content.life_tip,
        enabled=box.height() >= TARGET,  # lower (a prompt took the body): read, not a target
    )


def _stacked_need(font: QFont, text: str, width: float, largest: int) -> float:
    """The height why a player left takes under the total, at the largest size (up to
    `largest`) at which its longest word fits the strip's width, else broken anywhere at the
    smallest (play-test: "21 Punkte mandeursch… von Gus" in a narrow strip)."""
    probe = QFont(font)
    room = QRect(0, 0, max(1, int(width)), 100000)
    for pixels in range(max(MIN_PIXELS, largest), MIN_PIXELS - 1, -1):
        probe.setPixelSize(pixels)
        bound = QFontMetrics(probe).boundingRect(room, WORD_WRAP, text)
        if bound.width() <= width:
            return float(bound.height())
    return float(QFontMetrics(probe).boundingRect(room, WRAP_ANYWHERE, text).height())


def _strip(parts: list[Part], content: Content, body: QRectF, base: int, font: QFont) -> None:
    """A player who left: why (whole, on its lines) and the last total. Stacked when the strip is
    tall enough, else side by side: a side seat's strip is wide but only a few lines high."""
    reason_font = QFont(font)
    reason_font.setBold(True)

    def reason_pixels(box: QRectF) -> int:
        """The largest size, up to the body text's, at which the reason fits `box` wrapped, its
        longest word too ("Kommandeurschaden" in a narrow strip was cut at both ends)."""
        largest = max(int(base * 1.1), min(int(box.height() * 0.4), 40))  # a long strip's
        for pixels in range(max(MIN_PIXELS, largest), MIN_PIXELS - 1, -1):
            reason_font.setPixelSize(pixels)
            metrics = QFontMetrics(reason_font)
            bound = metrics.boundingRect(
                QRect(0, 0, max(1, int(box.width())), 100000), WORD_WRAP, content.reason
            )
            if bound.height() <= box.height() and bound.width() <= box.width():
                return pixels
        return 0  # not even the smallest: its words are broken anywhere (never cut off)

    total_box = body
    if content.reason:
        need = _stacked_need(reason_font, content.reason, body.width(), int(base * 1.1))
        long_strip = body.width() > 3 * body.height()  # a side seat's: its words along it
        if need + base * 2 <= body.height() and not long_strip:  # stacked: the total above
            reason = QRectF(body.left(), body.bottom() - need, body.width(), need)
            total_box = QRectF(body.left(), body.top(), body.width(), body.height() - need)
        else:  # side by side: why on the left, the total on the right
            reason = QRectF(body.left(), body.top(), body.width() * 0.62, body.height())
            total_box = QRectF(
                reason.right() + SPACING,
                body.top(),
                body.width() - reason.width() - SPACING,
                body.height(),
            )
        pixels = reason_pixels(reason)
        wrap = WORD_WRAP if pixels else WRAP_ANYWHERE  # "Kommandeurschaden" in a narrow strip
        parts.append(
            Part(
                ("reason",),
                reason,
                content.reason,
                pixels=pixels or MIN_PIXELS,
                bold=True,
                align=ALIGN_CENTER | wrap,
            )
        )
    parts.append(_total(content, total_box, font))
