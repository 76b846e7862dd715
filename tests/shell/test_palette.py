"""The player colours: eight that stay apart with normal vision and the three dichromacies, that
stand out on the dark panels, and whose name bars read.

Distances are CIEDE2000 between the colours as seen (`colour_vision.seen`): a difference of about
2 is just noticeable side by side; the bounds here ask for ten times that with normal vision and
nearly as much for a dichromat, across a table.
"""

from __future__ import annotations

import itertools

import pytest
from colour_vision import VISIONS, ciede2000, contrast, difference

from companion.core import rules
from companion.shell.palette import (
    COLOR_NAMES,
    CROWN_GOLD,
    PLAYER_COLORS,
    default_colors,
    text_on,
)

PANEL = "#2b2d35"  # a panel's background (panel_paint); the table around it is darker still
TABLE = "#1e1f24"
# The smallest difference between two player colours, per vision.
MIN_DIFFERENCE = {"normal": 20.0, "protanopia": 17.0, "deuteranopia": 17.0, "tritanopia": 17.0}
OKABE_ITO = ("#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7", "#BBBBBB")


def smallest(colors: tuple[str, ...], vision: str) -> float:
    return min(difference(a, b, vision) for a, b in itertools.combinations(colors, 2))


@pytest.mark.parametrize(
    ("lab1", "lab2", "expected"),
    [  # Sharma, Wu & Dalal (2005), table 1: pairs 1, 7, 17, 25, 14 and 34
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
        ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
        ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
        ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0009), 7.1792),
        ((2.0776, 0.0795, -1.135), (0.9033, -0.0636, -0.5514), 0.9082),
    ],
)
def test_ciede2000_matches_the_published_test_data(
    lab1: tuple[float, float, float], lab2: tuple[float, float, float], expected: float
) -> None:
    assert ciede2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)
    assert ciede2000(lab2, lab1) == pytest.approx(expected, abs=1e-4)


def test_eight_colours_for_eight_players() -> None:
    assert len(PLAYER_COLORS) == rules.MAX_PLAYERS == len(set(PLAYER_COLORS))
    assert set(COLOR_NAMES) == set(PLAYER_COLORS)
    assert list(default_colors([f"P{i}" for i in range(8)]).values()) == list(PLAYER_COLORS)


@pytest.mark.parametrize("vision", VISIONS)
def test_every_two_colours_stay_apart(vision: str) -> None:
    assert smallest(PLAYER_COLORS, vision) >= MIN_DIFFERENCE[vision]


def test_the_old_palette_would_fail() -> None:
    """The bounds are what the change bought: Okabe-Ito and grey missed them for every
    dichromacy (orange and yellow at 11.6 with deuteranopia, orange and vermilion at 12.5)."""
    for vision in ("protanopia", "deuteranopia", "tritanopia"):
        assert smallest(OKABE_ITO, vision) < MIN_DIFFERENCE[vision]
    assert difference("#E69F00", "#D55E00", "deuteranopia") < 13


@pytest.mark.parametrize("players", range(rules.MIN_PLAYERS, rules.MAX_PLAYERS + 1))
def test_a_smaller_table_gets_colours_at_least_as_far_apart(players: int) -> None:
    """The seats' order: each game's default colours are at least as distinct as all eight."""
    worst = min(smallest(PLAYER_COLORS, v) for v in VISIONS)
    assert min(smallest(PLAYER_COLORS[:players], v) for v in VISIONS) >= worst
    if players <= 4:  # red, blue, yellow, green
        assert min(smallest(PLAYER_COLORS[:players], v) for v in VISIONS) >= 18.0


@pytest.mark.parametrize("color", PLAYER_COLORS)
def test_each_colour_stands_out_on_the_table_and_its_name_bar_reads(color: str) -> None:
    assert contrast(color, PANEL) >= 3.0  # WCAG 1.4.11, non-text contrast
    assert contrast(color, TABLE) >= 3.0
    assert contrast(text_on(color), color) >= 4.5  # WCAG 1.4.3, the name on its bar


@pytest.mark.parametrize("vision", VISIONS)
def test_the_crowns_gold_is_no_players_colour(vision: str) -> None:
    """Orange is nearest (see companion.shell.palette): clearly apart, if less than two players."""
    nearest = min(PLAYER_COLORS, key=lambda c: difference(c, CROWN_GOLD, vision))
    assert difference(nearest, CROWN_GOLD, vision) >= 9.0
    assert nearest in ("#D89800", "#FFF800")  # orange or yellow, seats 8 and 3
