"""The app's look: Fusion with a dark palette, so menus, docks and dialogs match the table.

A dark table is easier on a room with the lights down and makes the player colours and the gold
crown stand out. Widgets style only their own parts; the palette does the rest.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QWidget

# Languages without italic faces: Qt slants their glyphs instead, a fake that is hard to read, so
# their text is never set in italics (emphasis is a colour instead).
NO_ITALIC = ("zh_CN",)

TARGET = 40  # the smallest side of a button a finger hits from across a table, in pixels
BACKGROUND = "#1e1f24"
SURFACE = "#2a2c33"
TEXT = "#f0f0f0"
MUTED = "#9a9ca5"


def dark_palette() -> QPalette:
    p = QPalette()
    role = QPalette.ColorRole
    group = QPalette.ColorGroup
    colors = {
        role.Window: BACKGROUND,
        role.WindowText: TEXT,
        role.Base: "#17181c",
        role.AlternateBase: SURFACE,
        role.ToolTipBase: "#101114",
        role.ToolTipText: TEXT,
        role.PlaceholderText: MUTED,
        role.Text: TEXT,
        role.Button: SURFACE,
        role.ButtonText: TEXT,
        role.BrightText: "#ff6b6b",
        role.Highlight: "#3d6fb4",
        role.HighlightedText: "#ffffff",
        role.Link: "#7fb3ff",
    }
    for r, color in colors.items():
        p.setColor(r, QColor(color))
    for r in (role.WindowText, role.Text, role.ButtonText):
        p.setColor(group.Disabled, r, QColor("#6b6d75"))
    return p


STYLE = "Fusion"


def window_text_px(widget: QWidget, low: int, high: int) -> int:
    """Text for a dialog over `widget`'s window, read from a chair away: a 45th of the window's
    height (16 px at 720 p, 24 at 1080 p), between `low` and `high`."""
    return max(low, min(high, widget.window().height() // 45))


def apply_theme(app: QApplication) -> None:
    """Fusion (unless the QApplication was made with it: `launch` passes `-style Fusion`, which
    costs nothing, where setStyle builds PySide6's QStyle type, ~6 ms) and the dark palette."""
    if app.property("companionStyled") is not True:
        app.setStyle(STYLE)
    app.setPalette(dark_palette())


def italic_ok() -> bool:
    """Whether the current language may be set in italics (Chinese may not: see NO_ITALIC)."""
    from companion.app.i18n import current_language

    return current_language() not in NO_ITALIC


def emphasized(html: str) -> str:
    """`html` in italics, or in a quieter colour where the language has no italics."""
    return f"<i>{html}</i>" if italic_ok() else f'<span style="color: {MUTED};">{html}</span>'
