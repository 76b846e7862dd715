"""The window's menus, questions and card dialogs in print a touch table reads: as large as the
panels' smallest text (play-test: a 10 px concede question and 11-12 px menus next to 140 px
totals at 1920x1080), never below the system's 12 px, at most 28; their rows and buttons a
finger's height at every size."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

# The popups a player meets mid-game: the panels' and the menu bar's menus, the concede and other
# questions, the palette, the card dialogs (the crown, the initiative, a venture, a card).
_POPUPS = ("QMenu", "QMessageBox", "CommandPalette", "CardQuestion", "BecomeMonarchDialog")
_TARGET = 40  # a finger's least side, as the panels' (panel_parts.TARGET)


def popup_pixels(panel_text: int) -> int:
    """The popups' text size beside panels whose smallest text is `panel_text` pixels."""
    return max(12, min(28, panel_text))


def popup_style(pixels: int) -> str:
    """The style sheet that sizes the popups' text, and makes their menu items and message-box
    buttons a finger's height whatever the text's size (play-test: 22 px rows and 24 px Ja/Nein
    at 8 players, 1280x720)."""
    selectors = ", ".join(f"{name}, {name} *" for name in _POPUPS)
    pad = max(pixels // 2, -(-(_TARGET - round(pixels * 1.2)) // 2))  # the row: line + padding
    return (
        f"{selectors} {{ font-size: {pixels}px; }}"
        f" QMenu::item {{ padding: {pad}px {max(pixels, 16)}px; }}"
        " QMenu::item:selected { background: palette(highlight);"
        " color: palette(highlighted-text); }"
        " QMenu::item:disabled { color: palette(mid); }"
        f" QMessageBox QPushButton {{ min-height: {_TARGET}px; min-width: {3 * _TARGET}px; }}"
    )


class PopupScale:
    """Keeps `window`'s popups at popup_pixels of the table's smallest text (set again only when
    it changes: a style sheet set on the window restyles everything in it)."""

    def __init__(self, window: QWidget) -> None:
        self._window = window
        self.pixels = 0

    def follow(self, panel_text: int) -> None:
        pixels = popup_pixels(panel_text)
        if pixels != self.pixels:
            self.pixels = pixels
            self._window.setStyleSheet(popup_style(pixels))
