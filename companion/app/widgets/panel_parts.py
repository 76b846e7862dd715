"""The parts of a player panel: rectangles and what is drawn in each, and the words the modules
that place them share (alignment, spacing, a text cut to its room).

A panel is one painted widget (player_panel) rather than ~20 child widgets with style sheets: it
builds in a fraction of the time, and a new life total repaints one rectangle. Its parts are in the
panel's own upright coordinates (as its player reads it, before the panel is turned towards their
seat), so painting, clicking, tooltips and tests all use the same rectangles. panel_layout places
them; this module is what the layout, the painter and the widget have in common.

Alignment flags are plain ints: touching `QtCore.Qt.AlignmentFlag` builds all 93 of PySide6's `Qt`
enums, 16 ms that the first frame should not pay.
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QFont, QFontMetrics

from companion.app import theme
from companion.app.widgets.panel_content import PanelValue
from companion.app.widgets.panel_fit import MIN_PIXELS

# Qt::AlignmentFlag / Qt::TextFlag values (stable since Qt 4).
ALIGN_LEFT = 0x01
ALIGN_RIGHT = 0x02
ALIGN_HCENTER = 0x04
ALIGN_TOP = 0x20
ALIGN_VCENTER = 0x80
ALIGN_CENTER = ALIGN_HCENTER | ALIGN_VCENTER
WORD_WRAP = 0x1000
WRAP_ANYWHERE = 0x2000  # Qt.TextWrapAnywhere: a word too long for its line is broken, not cut

SPACING = 6
CHIP_SPACING = 4
TARGET = theme.TARGET  # the smallest side of a button a finger hits (app/theme.py)

Key = tuple[object, ...]


class Part(PanelValue):
    """A rectangle of the panel and what is drawn in it: `key` names it, e.g. ("life", -5),
    ("plus", "poison"), ("answer", "Ben"), ("answer", None) for "No"."""

    __slots__ = ("align", "bold", "enabled", "italic", "key", "pixels", "rect", "text", "tooltip")

    def __init__(
        self,
        key: Key,
        rect: QRectF,
        text: str = "",
        *,
        pixels: int = MIN_PIXELS,
        bold: bool = False,
        align: int = ALIGN_CENTER,
        enabled: bool = True,
        tooltip: str = "",
        italic: bool = False,
    ) -> None:
        self.key = key
        self.rect = rect
        self.text = text
        self.pixels = pixels
        self.bold = bold
        self.align = align
        self.enabled = enabled
        self.tooltip = tooltip
        self.italic = italic  # a quoted rule or card text, in a language with italic faces

    @property
    def clickable(self) -> bool:
        return self.key[0] in (
            "life", "menu", "answer", "plus", "minus", "total", "chip", "source", "deal", "card",
            "remind", "why", "rollbox",
        )

    def font(self, base: QFont) -> QFont:
        font = QFont(base)
        font.setPixelSize(max(MIN_PIXELS, self.pixels))
        font.setBold(self.bold)
        if self.italic:
            font.setItalic(True)
        return font

    def _fields(self) -> tuple[object, ...]:
        r = self.rect
        return (
            self.key,
            r.x(),
            r.y(),
            r.width(),
            r.height(),
            self.text,
            self.pixels,
            self.bold,
            self.align,
            self.enabled,
            self.tooltip,
            self.italic,
        )

    def __repr__(self) -> str:
        return f"Part({self.key!r}, {self.text!r}, enabled={self.enabled})"


class Layout:
    """The parts of one panel at one size, in painting order, and the sizes they were made for."""

    def __init__(self, width: float, height: float, base: int, parts: list[Part]) -> None:
        self.width = width
        self.height = height
        self.base = base  # body text size in pixels; everything else scales from it
        self.parts = parts
        self.by_key = {part.key: part for part in parts}

    def __iter__(self) -> Iterator[Part]:
        return iter(self.parts)

    def at(self, x: float, y: float) -> Part | None:
        """The topmost clickable part at a point, else the topmost part of any kind."""
        hit: Part | None = None
        for part in reversed(self.parts):
            if part.rect.contains(x, y):
                if part.clickable:
                    return part
                hit = hit or part
        return hit


def base_pixels(width: float, height: float) -> int:
    """The panel's body text size: everything scales with the panel, read from across a table."""
    return max(9, int(min(height / 15, width / 20)))


def elide(metrics: QFontMetrics, text: str, width: float) -> str:
    """`text` cut to `width` with an ellipsis (QFontMetrics.elidedText needs a Qt enum)."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    low, high = 0, len(text)
    while low < high:
        middle = (low + high + 1) // 2
        if metrics.horizontalAdvance(text[:middle] + "…") <= width:
            low = middle
        else:
            high = middle - 1
    return text[:low] + "…" if low else text[:1]  # at least the first letter (or the skull)


def fitting_form(metrics: QFontMetrics, forms: tuple[str, ...], width: float) -> str:
    """The longest of `forms` (chosen short forms, longest first: "⚔ Tymna the Weaver", "⚔
    Tymna") that fits `width` whole; only when none does, the shortest cut."""
    for form in forms:
        if metrics.horizontalAdvance(form) <= width:
            return form
    return elide(metrics, forms[-1], width)


def wrapped_height(metrics: QFontMetrics, text: str, width: float) -> int:
    box = metrics.boundingRect(QRect(0, 0, max(1, int(width)), 100000), WORD_WRAP, text)
    return box.height()
