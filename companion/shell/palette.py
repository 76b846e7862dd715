"""Player colours: eight that stay apart for every common colour vision, on the dark table.

Okabe-Ito, the palette before this one, put orange (#E69F00) and vermilion (#D55E00) at 8 players:
easy to confuse across a table, and with a red-green deficiency its orange and yellow came within
CIEDE2000 11.6 of each other. These eight were found by a search near the familiar hues (red, blue,
yellow, green, white, violet, teal, orange) for the largest smallest difference between any two, as
seen with normal vision and as simulated for protanopia, deuteranopia and tritanopia (Machado,
Oliveira & Fernandes 2009, full severity), under two bounds: each stands out on the panel's dark
background (contrast at least 3:1, WCAG's bound for shapes) and its name bar's text, black or white
by `text_on`, reads at least 4.5:1. `tests/shell/test_palette.py` checks all of it.

Smallest CIEDE2000 difference between two player colours (Okabe-Ito and grey before):
normal 21.2 (21.1), protanopia 18.1 (12.2), deuteranopia 17.7 (11.6), tritanopia 18.5 (10.9).

The order is the seats': the first four (red, blue, yellow, green) are the most distinct four, so
a 4-player game gets them, and each longer prefix keeps as far apart as this set allows.

The crown's gold (CROWN_GOLD) is no player colour. Orange comes nearest, at CIEDE2000 9.4 to 11.0
depending on the vision, so it is the eighth: only an 8-player game uses it by default. The crown
never relies on its colour alone: it is a picture of a crown, with a shape and a shadow of its own.
"""

from __future__ import annotations

from collections.abc import Sequence

PLAYER_COLORS = (
    "#D83850",  # red
    "#98A8F8",  # blue (periwinkle)
    "#FFF800",  # yellow
    "#00E8A8",  # green (mint)
    "#E8F8FF",  # white
    "#8060E0",  # violet
    "#108888",  # teal
    "#D89800",  # orange
)

# What each colour is called (English; the window translates), for the colour picker's tooltips
# and screen readers: a colour-blind player can pick a colour by its name.
COLOR_NAMES = {
    "#D83850": "red",
    "#98A8F8": "blue",
    "#FFF800": "yellow",
    "#00E8A8": "green",
    "#E8F8FF": "white",
    "#8060E0": "violet",
    "#108888": "teal",
    "#D89800": "orange",
}

CROWN_GOLD = "#F2C14E"


def default_colors(players: Sequence[str]) -> dict[str, str]:
    return {name: PLAYER_COLORS[i % len(PLAYER_COLORS)] for i, name in enumerate(players)}


def text_on(color: str) -> str:
    """Black or white, whichever reads better on `color` (WCAG relative luminance)."""
    r, g, b = (int(color[i : i + 2], 16) / 255 for i in (1, 3, 5))

    def lin(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    luminance = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
    return "#000000" if luminance > 0.179 else "#FFFFFF"
