"""How a player panel looks: its parts (panel_parts) drawn with one QPainter.

The colours are the panel's former style sheet, kept as constants here; the painter is already
turned towards the player's seat, so everything is drawn upright.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from companion.app.widgets import panel_clock
from companion.app.widgets.dungeon_map import lay_out_map, paint_map
from companion.app.widgets.panel_content import Chip, Content
from companion.app.widgets.panel_parts import Layout, Part
from companion.shell.palette import CROWN_GOLD, text_on

GONE_GREY = "#4a4c54"
TEXT = "#f0f0f0"
DANGER = "#ff6b6b"
REASON = "#ff9c8a"
CHIP_BACKGROUND = "#34363e"
QUESTION_BACKGROUND = "#3a3322"
MODE_BACKGROUND = "#24262d"
CARD_SPENT = "#9a9ca5"

# (background, border, text) of a button: plain, pressed, disabled; the life buttons are tinted.
BUTTON = ("#3b3e48", "#555865", TEXT)
PRESSED = ("#5a5e6c", "#555865", TEXT)
DISABLED = ("#2c2e35", "#393b42", "#5c5e66")
MINUS = ("#4a2f33", "#7a454c", TEXT)
PLUS = ("#2d4536", "#4b7a5b", TEXT)
LIFE_PRESSED = ("#6a6e7c", "#7a7e8c", TEXT)

_colors: dict[str, QColor] = {}
# Fills are drawn without an outline. Not a hairline pen of the fill's colour: stroking it goes
# through the path stroker, ~0.2 ms a chip when the region to repaint is not one rectangle.
NO_PEN = QPen(Qt.PenStyle.NoPen)


def color(name: str) -> QColor:
    """A QColor from "#rrggbb", made once (QColor(str) parsing shows up at 420 paints)."""
    made = _colors.get(name)
    if made is None:
        made = _colors[name] = QColor(name)
    return made


# The frame's corners are rounded with these radii (the selection's ring, the border inside it).
RING_RADIUS = 12
FRAME_RADIUS = 10


def frame_band(unit: int) -> int:
    """How far in from the panel's edges the keyboard selection changes what `paint_frame`
    draws: the ring (`unit`), the border it pushes inwards (at most `2 * unit`, on its player's
    turn) and the rounded corners. Selecting a panel repaints this band only."""
    return 3 * unit + RING_RADIUS + 2


SELECTION = "#5ad1ff"  # the keyboard selection's ring


def paint_frame(
    painter: QPainter,
    rect: QRectF,
    player_color: str,
    *,
    unit: int,
    active: bool,
    gone: bool,
    selected: bool,
) -> None:
    """The panel's background and border: the player's colour, doubled and tinted on their turn,
    grey once they left, with a dashed ring outside it for the keyboard selection (dashed: a
    white player's border or the active player's doubled one never looks like it)."""
    border = unit * (2 if active else 1)
    if selected:
        ring = QPen(color(SELECTION), unit)
        ring.setDashPattern([2.0, 1.5])
        painter.setPen(ring)
        painter.setBrush(color("#000000"))
        painter.drawRoundedRect(
            rect.adjusted(unit / 2, unit / 2, -unit / 2, -unit / 2), RING_RADIUS, RING_RADIUS
        )
    half = (unit if selected else 0) + border / 2
    rect = rect.adjusted(half, half, -half, -half)
    background = color("#23242a" if gone else "#2b2d35")
    if active:
        background = _blend(background, color(player_color), 0.14)
    painter.setBrush(background)
    painter.setPen(QPen(color(GONE_GREY if gone else player_color), border))
    painter.drawRoundedRect(rect, FRAME_RADIUS, FRAME_RADIUS)


def paint_parts(
    painter: QPainter,
    layout: Layout,
    content: Content,
    font: QFont,
    *,
    pressed: object,
    clip: QRectF | Callable[[QRectF], bool] | None = None,
) -> None:
    """Every part that meets `clip`: a rectangle, or a test of a part's rectangle (a region to
    repaint: a ring, a total and a run); all of them without one. `pressed` is the held part's
    key. Each kind of part is drawn by its own painter (`_PAINTERS`)."""
    scene = _Scene(painter, content, font, pressed)
    for part in layout:
        if isinstance(clip, QRectF):
            if not part.rect.intersects(clip):
                continue
        elif clip is not None and not clip(part.rect):
            continue
        paint = _PAINTERS.get(part.key[0])
        if paint is not None:  # the crown's, the token's and the rooms' places draw nothing
            paint(scene, part)


class _Scene:
    """What drawing a part takes besides the part: the painter, the base font, what the panel
    shows (its chips by id) and the held part's key."""

    __slots__ = ("chips", "content", "font", "painter", "pressed")

    def __init__(self, painter: QPainter, content: Content, font: QFont, pressed: object) -> None:
        self.painter = painter
        self.content = content
        self.font = font
        self.pressed = pressed
        self.chips = {chip.id: chip for chip in content.chips}


def _header_text(scene: _Scene, part: Part) -> None:
    """The name (struck through once the player left), the status and the menu's ⋮, in the
    colour that reads on the header."""
    content = scene.content
    strike = part.key[0] == "name" and content.gone
    _text(scene.painter, part, scene.font, text_on(content.header_color), strike=strike)


def _chip_part(scene: _Scene, part: Part) -> None:
    chip = scene.chips.get(part.key[1])  # type: ignore[call-overload]
    if chip is None:  # the layout's own "+N" chip (more counters than room)
        _box(scene.painter, part.rect, CHIP_BACKGROUND, None, 4)
    else:
        _chip(scene.painter, part.rect, chip)


def _value(scene: _Scene, part: Part) -> None:
    chip = scene.chips[part.key[1]]  # type: ignore[index]
    _text(scene.painter, part, scene.font, DANGER if chip.danger else TEXT)


def _plus_minus(scene: _Scene, part: Part) -> None:
    look = DISABLED if not part.enabled else PRESSED if part.key == scene.pressed else BUTTON
    _button(scene.painter, part, scene.font, look, 4)


def _clock(scene: _Scene, part: Part) -> None:
    clock = scene.content.clock
    if clock is not None:
        panel_clock.paint(scene.painter, part.rect, part.font(scene.font), part.text, clock)


def _in(pen: str) -> Callable[[_Scene, Part], None]:
    """A part that is its text in one colour."""

    def paint(scene: _Scene, part: Part) -> None:
        _text(scene.painter, part, scene.font, pen)

    return paint


def _signed_look(part: Part, pressed: object) -> tuple[str, str, str]:
    """A −/+ button (life, or commander damage in the mode): red for down, green for up."""
    delta = part.key[1]
    if not part.enabled:
        return DISABLED
    if part.key == pressed:
        return LIFE_PRESSED
    return PLUS if isinstance(delta, int) and delta > 0 else MINUS


def _text(painter: QPainter, part: Part, font: QFont, pen: str, strike: bool = False) -> None:
    if not part.text:
        return
    drawn = part.font(font)
    if strike:
        drawn.setStrikeOut(True)
    painter.setFont(drawn)
    painter.setPen(color(pen))
    painter.drawText(part.rect, part.align, part.text)


def _box(
    painter: QPainter, rect: QRectF, fill: str, border: tuple[str, int] | None, radius: float
) -> None:
    if border is None:
        painter.setPen(NO_PEN)
    else:
        line, width = border
        painter.setPen(QPen(color(line), width))
        rect = rect.adjusted(width / 2, width / 2, -width / 2, -width / 2)
    painter.setBrush(color(fill))
    painter.drawRoundedRect(rect, radius, radius)


def _button(
    painter: QPainter, part: Part, font: QFont, look: tuple[str, str, str], radius: float
) -> None:
    background, border, pen = look
    _box(painter, part.rect, background, (border, 1), radius)
    drawn = part.font(font)
    painter.setFont(drawn)
    painter.setPen(color(pen))
    painter.drawText(part.rect, part.align, part.text)


def _answer(painter: QPainter, part: Part, font: QFont, content: Content, pressed: object) -> None:
    question = content.question
    assert question is not None
    name = part.key[1]
    if name is None:
        look = PRESSED if part.key == pressed else BUTTON
        _button(painter, part, font, look, 5)
        return
    fill = dict(question.options).get(str(name), BUTTON[0])
    first = question.options[0][0] == name
    if part.key == pressed:
        fill = _blend(color(fill), color("#ffffff"), 0.3).name()
    _box(painter, part.rect, fill, ("#ffffff", 3) if first else (fill, 1), 5)
    painter.setFont(part.font(font))
    painter.setPen(color(text_on(fill)))
    painter.drawText(part.rect, part.align, part.text)


def _source(painter: QPainter, part: Part, font: QFont, content: Content, pressed: object) -> None:
    """One of the player's commanders in commander-damage mode: in their colour once picked."""
    mode = content.mode
    picked = mode is not None and any(
        partner == part.key[1] and chosen for _label, partner, chosen in mode.sources
    )
    fill = content.color if picked else BUTTON[0]
    if part.key == pressed:
        fill = _blend(color(fill), color("#ffffff"), 0.3).name()
    _box(painter, part.rect, fill, ("#ffffff", 3) if picked else (content.color, 2), 6)
    painter.setFont(part.font(font))
    painter.setPen(color(text_on(fill)))
    painter.drawText(part.rect, part.align, part.text)


def _reminder_box(painter: QPainter, part: Part, content: Content) -> None:
    """A reminder's box: the banner's gold (or rad's green) edge, in the player's own panel."""
    accent = next((b.accent for b in content.reminders if b.id == part.key[1]), CROWN_GOLD)
    _box(painter, part.rect, QUESTION_BACKGROUND, (accent, 2), 6)


def _remind(painter: QPainter, part: Part, font: QFont, pressed: object) -> None:
    """A reminder's button: Done, a room, a count, in the crown's gold (dark text)."""
    fill = "#ffd66b" if part.key == pressed else CROWN_GOLD
    _box(painter, part.rect, fill, None, 6)
    painter.setFont(part.font(font))
    painter.setPen(color(text_on(fill)))
    painter.drawText(part.rect, part.align, part.text)


def _roll_box(painter: QPainter, part: Part, content: Content) -> None:
    """The player's roll: an opaque box edged in their colour."""
    edge = content.roll.color if content.roll is not None else CROWN_GOLD
    _box(painter, part.rect, MODE_BACKGROUND, (edge, 3), 8)


def _dungeon(painter: QPainter, part: Part, font: QFont, content: Content) -> None:
    mark = content.dungeon
    if mark is None:
        return
    geometry = lay_out_map(mark.dungeon, mark.completed, part.rect)
    paint_map(
        painter,
        part.rect,
        geometry,
        dungeon=mark.dungeon,
        room=mark.room,
        completed=mark.completed,
        font=font,
    )


def _card(painter: QPainter, part: Part, font: QFont, content: Content, pressed: object) -> None:
    """A monarch card the player controls (gold edge; greyed once its one-time trigger
    happened), or the "+N" chip for the cards the row has no room for."""
    index = part.key[1]
    card = content.cards[index] if isinstance(index, int) else None
    fill = PRESSED[0] if part.key == pressed else CHIP_BACKGROUND
    _box(painter, part.rect, fill, None, 4)
    accent = CROWN_GOLD if card is not None else "#8a8d99"
    painter.setPen(NO_PEN)
    painter.setBrush(color(accent))
    painter.drawRect(QRectF(part.rect.left(), part.rect.top(), 4, part.rect.height()))
    _text(painter, part, font, CARD_SPENT if card is not None and card.spent else TEXT)


def _chip(painter: QPainter, rect: QRectF, chip: Chip) -> None:
    _box(painter, rect, CHIP_BACKGROUND, None, 4)
    painter.setPen(NO_PEN)  # not fillRect: its overloads build Qt's enums
    painter.setBrush(color(chip.accent))
    painter.drawRect(QRectF(rect.left(), rect.top(), 5, rect.height()))


def _blend(a: QColor, b: QColor, share: float) -> QColor:
    return QColor.fromRgb(
        round(a.red() * (1 - share) + b.red() * share),
        round(a.green() * (1 - share) + b.green() * share),
        round(a.blue() * (1 - share) + b.blue() * share),
    )


# How each kind of part is drawn; a kind not here draws nothing.
_PAINTERS: dict[object, Callable[[_Scene, Part], None]] = {
    "header": lambda s, p: _box(s.painter, p.rect, s.content.header_color, None, 6),
    "name": _header_text,
    "status": _header_text,
    "menu": _header_text,
    "life": lambda s, p: _button(s.painter, p, s.font, _signed_look(p, s.pressed), 8),
    "total": lambda s, p: _text(s.painter, p, s.font, s.content.life_color),
    "run": _in(CROWN_GOLD),
    "reason": _in(REASON),
    "question": lambda s, p: _box(s.painter, p.rect, QUESTION_BACKGROUND, (CROWN_GOLD, 2), 6),
    "amount": _in(CROWN_GOLD),
    "asking": _in(TEXT),
    "answer": lambda s, p: _answer(s.painter, p, s.font, s.content, s.pressed),
    "chip": _chip_part,
    "caption": _in(TEXT),
    "value": _value,
    "plus": _plus_minus,
    "minus": _plus_minus,
    "modebox": lambda s, p: _box(s.painter, p.rect, MODE_BACKGROUND, (s.content.color, 2), 6),
    "hint": _in(TEXT),
    "dealt_by": _in(TEXT),
    "dealt": _in(CROWN_GOLD),
    "deal": lambda s, p: _button(s.painter, p, s.font, _signed_look(p, s.pressed), 6),
    "source": lambda s, p: _source(s.painter, p, s.font, s.content, s.pressed),
    "dungeon": lambda s, p: _dungeon(s.painter, p, s.font, s.content),
    "card": lambda s, p: _card(s.painter, p, s.font, s.content, s.pressed),
    "clock": _clock,
    "reminder": lambda s, p: _reminder_box(s.painter, p, s.content),
    "remind_head": _in(CROWN_GOLD),
    "remind_line": _in(TEXT),
    "remind": lambda s, p: _remind(s.painter, p, s.font, s.pressed),
    "why": lambda s, p: _button(s.painter, p, s.font, PRESSED if p.key == s.pressed else BUTTON, 6),
    "rollbox": lambda s, p: _roll_box(s.painter, p, s.content),
    "roll_caption": _in("#9a9ca5"),
    "roll_result": lambda s, p: _text(
        s.painter, p, s.font, "#9a9ca5" if s.content.roll and s.content.roll.rolling else TEXT
    ),
}
