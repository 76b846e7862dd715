"""What leaving would do, before the player confirms: a preview run through the engine.
"""

from __future__ import annotations

from companion.core.actions import (
    Concede,
    GameAction,
    Lose,
)
from companion.core.engine import apply
from companion.core.errors import ActionError
from companion.core.events import GameEnded, InitiativeTaken, MonarchChanged, MonarchVacant
from companion.core.model import GameState, MonarchCause
from companion.core.values import frozen

# -- what leaving would do -------------------------------------------------------------------------


@frozen
class Leaving:
    """What conceding (or losing) would do to the crown and the game, from the pure engine:
    `heir` becomes the monarch (`as_active`: as the active player, else the next in turn order);
    `vacant`: the monarch leaves and nobody can take the crown; `ends`: the game ends, `winner`
    winning it (None: a draw); `taker` takes the initiative (CR 726.4; `taker_as_active` as
    `as_active`) and ventures."""

    heir: str | None = None
    as_active: bool = False
    vacant: bool = False
    ends: bool = False
    winner: str | None = None
    taker: str | None = None
    taker_as_active: bool = False


def leaving(state: GameState, player: str, concede: bool = True) -> Leaving:
    """What `player` conceding (or losing the game) would do, computed on `state` by the engine,
    so it is exactly what confirming will do (CR 725.4 succession included)."""
    action: GameAction = Concede(player) if concede else Lose((player,))
    try:
        events = apply(state, action).events
    except ActionError:
        return Leaving()
    heir, as_active, vacant, ends, winner = None, False, False, False, None
    taker, taker_as_active = None, False
    for event in events:
        if isinstance(event, MonarchChanged) and event.cause is MonarchCause.SUCCESSION:
            heir, as_active = event.player, event.as_active_player
        elif isinstance(event, InitiativeTaken) and event.cause is MonarchCause.SUCCESSION:
            taker, taker_as_active = event.player, event.as_active_player
        elif isinstance(event, MonarchVacant):
            vacant = True
        elif isinstance(event, GameEnded):
            ends, winner = True, event.winner
    return Leaving(heir, as_active, vacant, ends, winner, taker, taker_as_active)
