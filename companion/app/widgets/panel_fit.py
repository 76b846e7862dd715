"""Text sized to its box, so totals read from across the table; tooltips that stay plain text."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetrics

MIN_PIXELS = 8


def fitting_pixel_size(font: QFont, text: str, width: int, height: int) -> int:
    """The largest pixel size at which `text` fits in `width` x `height` (at least MIN_PIXELS)."""
    if not text or width <= 0 or height <= 0:
        return MIN_PIXELS
    probe = QFont(font)
    probe.setPixelSize(100)
    metrics = QFontMetrics(probe)
    text_w = max(1, metrics.horizontalAdvance(text))
    text_h = max(1, metrics.height())
    scale = min(width / text_w, height / text_h)
    return max(MIN_PIXELS, int(100 * scale))


def escape(text: str) -> str:
    """html.escape (quotes included) without importing html and its entity tables at start-up."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return text.replace('"', "&quot;").replace("'", "&#x27;")


def plain_tip(text: str) -> str:
    """A tooltip that shows `text` literally: tooltips guess rich text, so escape and say so
    (a line break stays one)."""
    return "<p>" + escape(text).replace("\n", "<br>") + "</p>"
