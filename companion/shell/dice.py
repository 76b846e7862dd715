"""Dice and coins drawn fairly for the table: what a tap on "d20" or "coin" turns into.

The draw is the app's (the operating system's randomness, `random.SystemRandom`, unless a test
gives its own source); the journal keeps the result, so replaying a game shows the same rolls.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from companion.core.actions import COIN_SIDES, MAX_DIE, FirstPlayer, Roll

# randbelow(n) -> 0..n-1, uniform.
RandBelow = Callable[[int], int]
# The planar die's six faces (CR 901.9): planeswalker, chaos, and four blank faces.
PLANAR_DIE = ("planeswalk", "chaos", "blank", "blank", "blank", "blank")
DICE = ("d6", "d20", "coin", "planar")


def _system() -> RandBelow:
    return random.SystemRandom()._randbelow  # type: ignore[attr-defined, no-any-return]


def roll(player: str, die: str, below: RandBelow | None = None) -> Roll:
    """A fair roll of `die` ("d6", "d20", any "dN" up to d1000, "coin", "planar") for `player`."""
    below = below or _system()
    if die == "coin":
        return Roll(player, die, COIN_SIDES[below(2)])
    if die == "planar":
        return Roll(player, die, PLANAR_DIE[below(6)])
    sides = int(die[1:])
    if not 2 <= sides <= MAX_DIE:
        raise ValueError(die)
    return Roll(player, die, str(below(sides) + 1))


def first_player(players: Sequence[str], below: RandBelow | None = None) -> FirstPlayer:
    """Who goes first, drawn fairly among `players` (each equally likely)."""
    below = below or _system()
    return FirstPlayer(players[below(len(players))], random=True)
