"""Player colours: the Okabe-Ito palette, told apart with the common colour-vision deficiencies."""

from __future__ import annotations

from collections.abc import Sequence

OKABE_ITO = (
    "#E69F00",  # orange
    "#56B4E9",  # sky blue
    "#009E73",  # bluish green
    "#F0E442",  # yellow
    "#0072B2",  # blue
    "#D55E00",  # vermilion
    "#CC79A7",  # reddish purple
    "#BBBBBB",  # grey
)

CROWN_GOLD = "#F2C14E"


def default_colors(players: Sequence[str]) -> dict[str, str]:
    return {name: OKABE_ITO[i % len(OKABE_ITO)] for i, name in enumerate(players)}


def text_on(color: str) -> str:
    """Black or white, whichever reads better on `color` (WCAG relative luminance)."""
    r, g, b = (int(color[i : i + 2], 16) / 255 for i in (1, 3, 5))

    def lin(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    luminance = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
    return "#000000" if luminance > 0.179 else "#FFFFFF"
