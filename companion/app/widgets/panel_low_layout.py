"""What a player panel's bottom holds and what comes and goes above it: the combat question or
the commander-damage box (panel_prompt_layout), else the counters and buttons (panel_chip_layout)
with the monarch cards above them; then the player's reminders and roll (panel_reminder_layout).

Apart from the rest of the layout (panel_layout) because sharing the room is its own search: a
reminder that needs the room gets it step by step (the life buttons to one row, the counters to
one row, the buttons for a moment), and in a wide panel it sits beside the life total instead.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetrics

from companion.app.widgets.panel_chip_layout import lay_out_chips
from companion.app.widgets.panel_content import CardChip, Chip, Content
from companion.app.widgets.panel_fit import MIN_PIXELS, escape
from companion.app.widgets.panel_marks import card_row
from companion.app.widgets.panel_parts import (
    CHIP_SPACING,
    SPACING,
    TARGET,
    Key,
    Part,
    elide,
)
from companion.app.widgets.panel_prompt_layout import lay_out_mode_box, lay_out_question
from companion.app.widgets.panel_reminder_layout import lay_out_reminders, lay_out_roll
from companion.shell.palette import CROWN_GOLD

LIFE_LEAST = 1.5 * TARGET + SPACING  # the body's least: a row of life buttons, a total in it
TWO_ROWS = 2.0 * TARGET + 2 * SPACING  # the life buttons' room in two rows
ONE_ROW = float(TARGET + SPACING)  # in one (−5 −1 · +1 +5)
WIDE = 480  # a panel at least this wide (inside) may show its reminders beside the life total
Low = tuple[list[Part], float, float]  # the parts, the top they leave, the life's width


@dataclass(frozen=True)
class Room:
    """The panel's room below the header: its left edge and width inside, its bottom (`floor`),
    the body's top, the text size and the panel's height, and fonts' metrics by size."""

    left: float
    inner: float
    floor: float
    body_top: float
    base: int
    height: float
    metrics: Callable[..., QFontMetrics]


def lay_out_passing(content: Content, room: Room) -> Low:
    """The bottom and the player's reminders and roll, in the first of these that fits: beside
    the life total with all their lines (a wide panel); above the counters with the life
    buttons in two rows; beside in a short form; above, whatever gives way (lay_out_low).
    Returns the parts, the top they leave for the body and the width the life keeps."""
    wide = bool(content.reminders or content.roll is not None) and room.inner >= WIDE
    beside = _beside(content, room, whole=True) if wide else None
    if beside is not None:
        return beside
    low, bottom, fits = lay_out_low(content, room, keeps=(TWO_ROWS,))
    if not fits and wide:
        beside = _beside(content, room, whole=False)
        if beside is not None:
            return beside
    if not fits:
        low, bottom, _ = lay_out_low(content, room, keeps=(TWO_ROWS, ONE_ROW))
    return low, bottom, room.inner


def _beside(content: Content, room: Room, *, whole: bool) -> Low | None:
    """The reminders and roll in the right half of the body, the life buttons and total keeping
    the left half and the body's whole height (`whole`: with all their lines); None if they
    don't fit there."""
    low: list[Part] = []
    bottom = _bottom(
        low, content, left=room.left, inner=room.inner, bottom=room.floor, base=room.base,
        height=room.height, metrics=room.metrics, body_top=room.body_top,
    )
    life_w = (room.inner - SPACING) / 2
    half = replace(room, left=room.left + life_w + SPACING, inner=room.inner - life_w - SPACING)
    start = bottom - SPACING if bottom < room.floor else bottom
    passing: list[Part] = []
    _top, fits = _lay(content, half, passing, start, keep=0.0, whole=whole)
    return ([*low, *passing], bottom, life_w) if fits else None


def _lay(
    content: Content, room: Room, into: list[Part], start: float, *, keep: float, whole: bool
) -> tuple[float, bool]:
    """The reminders, then the roll, up from `start`, leaving `keep` above the body's top;
    returns their top and whether they fit."""
    top, fits = lay_out_reminders(
        into, content.reminders, left=room.left, inner=room.inner, bottom=start,
        room=start - room.body_top - keep, base=room.base, metrics=room.metrics, whole=whole,
    )
    if content.roll is not None:
        start = top - SPACING if content.reminders else top
        top, rolled = lay_out_roll(
            into, content.roll, left=room.left, inner=room.inner, bottom=start,
            room=start - room.body_top - keep, base=room.base, metrics=room.metrics,
        )
        fits = fits and rolled
    return top, fits


def lay_out_low(
    content: Content, room: Room, keeps: tuple[float, ...] = (TWO_ROWS, ONE_ROW)
) -> tuple[list[Part], float, bool]:
    """From the bottom up: the question, the mode's box or the counters, then the player's
    reminders, the life buttons keeping one of `keeps`. A reminder that needs the room gets it
    step by step (lay_out_chips's `tight`: the buttons go only once the life buttons may take
    one row); with every keep tried, the counters give way entirely last. Returns the parts,
    the top they leave and whether the reminders fit."""
    fits = True
    for tight in (0, 1, 2, 3) if ONE_ROW in keeps else (0, 1):
        low: list[Part] = []
        bottom = _bottom(
            low, content, left=room.left, inner=room.inner, bottom=room.floor, base=room.base,
            height=room.height, metrics=room.metrics, body_top=room.body_top, tight=tight,
        )
        if not content.reminders and content.roll is None:
            break
        bottom, fits = _passing(low, content, room, bottom, keeps=keeps, last=tight == 3)
        if fits:
            break
    return low, bottom, fits


def _passing(
    low: list[Part],
    content: Content,
    room: Room,
    bottom: float,
    *,
    keeps: tuple[float, ...],
    last: bool,
) -> tuple[float, bool]:
    """What comes and goes in the player's own panel, above the counters: their reminders, then
    their roll, the life buttons keeping the first of `keeps` that lets them fit. Returns their
    top and whether they fit; at the `last` try, if they don't, they take the counters' place
    (a question or the damage box stays)."""
    floor = room.floor
    start = bottom - SPACING if bottom < floor else bottom
    fits, top, tried = False, start, list[Part]()
    for keep in keeps:
        tried = []
        top, fits = _lay(
            content, room, tried, start, keep=min(keep, (floor - room.body_top) * 0.4),
            whole=False,
        )
        if fits:
            break
    prompt = content.question is not None or content.mode is not None
    if not fits and last and not prompt and bottom < floor:
        del low[:]
        tried = []
        top, _ = _lay(content, room, tried, floor, keep=ONE_ROW, whole=False)
    if fits or last:
        low.extend(tried)
    return top, fits


def _bottom(
    low: list[Part],
    content: Content,
    *,
    left: float,
    inner: float,
    bottom: float,
    base: int,
    height: float,
    metrics: Callable[..., QFontMetrics],
    body_top: float,
    tight: int = 0,
) -> float:
    """What the panel's bottom holds: the combat question, else the commander-damage box, else
    the counters (`tight`: lay_out_chips's) with the monarch cards above them (not at `tight`
    2 and on, nor when the life buttons would lose their row). Returns the top of what it
    took."""
    if content.question is not None:
        return lay_out_question(
            low,
            content.question,
            left=left,
            inner=inner,
            bottom=bottom,
            base=base,
            metrics=metrics,
            room=bottom - body_top - LIFE_LEAST,  # the total read across the table above it
            whole=bottom - body_top,
        )
    if content.mode is not None:
        return lay_out_mode_box(
            low, content.mode, left=left, inner=inner, bottom=bottom, base=base, metrics=metrics,
            room=bottom - body_top - LIFE_LEAST,
        )
    least = body_top + life_least(inner, base)  # the life buttons a finger's, the total read
    card_h = card_row_height(base) + CHIP_SPACING if content.cards and tight < 2 else 0.0
    chips = content.chips
    folded = card_h and _too_full(content, inner, base, height, metrics, floor=bottom, least=least)
    if folded:  # too full a panel for the cards' row: they are one button beside the others
        chips = (*chips, folded_cards(content.cards))
    bottom = lay_out_chips(
        low, chips, left=left, inner=inner, bottom=bottom, base=base, height=height,
        metrics=metrics, tight=min(tight, 2), room=bottom - least,
    )
    if card_h and not folded:
        spaced = bottom - CHIP_SPACING if content.chips else bottom
        above = QRectF(left, 0, inner, spaced)
        bottom = _cards(low, content.cards, above, base, metrics, playing=content.playing)
    return bottom


def life_least(inner: float, base: int) -> float:
    """The least the body takes: a row of life buttons (−5 −1 · +1 +5) with the total between
    them where the panel is wide enough for one, else their two rows (a dock narrowed the
    panels at 8 players: the counters left the buttons 35 px)."""
    one_row = inner >= 4 * TARGET + 3 * SPACING + 2 * base
    return LIFE_LEAST if one_row else TWO_ROWS + SPACING


def _too_full(
    content: Content,
    inner: float,
    base: int,
    height: float,
    metrics: Callable[..., QFontMetrics],
    *,
    floor: float,
    least: float,
) -> bool:
    """Whether the counters (a row of them at least) and the cards' row would leave the life
    buttons less than their row."""
    probe: list[Part] = []
    top = lay_out_chips(  # `tight` 1: the buttons and one row of counters
        probe, content.chips, left=0.0, inner=inner, bottom=floor, base=base, height=height,
        metrics=metrics, tight=1,
    )
    return top - CHIP_SPACING - card_row_height(base) < least


def folded_cards(cards: tuple[CardChip, ...]) -> Chip:
    """The player's monarch cards as one button, where their row has no room: the first card's
    caption and "+N" for the others; a tap offers each "leaves the battlefield"."""
    more = f" +{len(cards) - 1}" if len(cards) > 1 else ""
    first = cards[0].caption
    tip = "\n".join(card.card for card in cards)
    return Chip(
        "cards", first + more, value=None, danger=False, accent=CROWN_GOLD, plus=True,
        minus=None, tooltip=tip, forms=(first.split()[0] + more,) if " " in first else (),
    )


def card_row_height(base: int) -> float:
    return float(max(TARGET, int(max(MIN_PIXELS, int(base * 1.05)) * 2.0)))


def _cards(
    parts: list[Part],
    cards: tuple[CardChip, ...],
    above: QRectF,
    base: int,
    metrics: Callable[..., QFontMetrics],
    *,
    playing: bool,
) -> float:
    """The row of the player's monarch cards, on `above`'s bottom edge: as many chips as fit,
    "+N" for the others (its tooltip names them); a tap says one left, while the game is on.
    Returns the row's top."""
    pixels = max(MIN_PIXELS, int(base * 1.05))
    row_h = card_row_height(base)
    row = QRectF(above.left(), above.bottom() - row_h, above.width(), row_h)
    places = card_row([c.caption for c in cards], row, metrics(pixels), elide)
    shown = {p.index for p in places}
    for place in places:
        if place.index is None:
            hidden = [c.card for i, c in enumerate(cards) if i not in shown]
            key: Key = ("card", "more")
            tip = "<p>" + "<br/>".join(escape(name) for name in hidden) + "</p>"
        else:
            key, tip = ("card", place.index), cards[place.index].tooltip
        parts.append(
            Part(key, place.rect, place.text, pixels=pixels, tooltip=tip, enabled=playing)
        )
    return row.top()
