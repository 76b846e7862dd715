"""The monarch designation (CR 725): becoming the monarch and its two inherent triggers."""

from __future__ import annotations

from companion.core.events import AlreadyMonarch, Event, MonarchChanged
from companion.core.model import (
    MONARCH_DRAW,
    GameState,
    MonarchCause,
    MonarchChange,
    evolve,
)
from companion.core.triggers import add_reminder, monarch_triggers


def become_monarch(
    state: GameState,
    player: str,
    cause: MonarchCause,
    source: str | None,
    events: list[Event],
) -> GameState:
    """`player` becomes the monarch; the current monarch ceases to be (725.3).

    Becoming the monarch while already the monarch changes nothing and is no "becomes the monarch"
    event (official ruling on Custodi Lich), so it adds no history entry.
    """
    if state.monarch == player:
        events.append(AlreadyMonarch(player))
        return state
    previous = state.monarch
    events.append(MonarchChanged(player, previous, cause, source))
    change = MonarchChange(player, state.turn, cause, source, previous, state.step)
    state = evolve(state, monarch=player, monarch_history=state.monarch_history.append(change))
    return monarch_triggers(state, player, previous, events)


def end_step_trigger(state: GameState, events: list[Event]) -> GameState:
    """As an end step begins, the monarch's draw triggers if the active player is the monarch.

    The reminder belongs to the player who was the monarch when it triggered (725.2) and stays
    theirs if the crown moves before it is done. With no active player (800.4j) nobody's end step
    it is, so nothing triggers.
    """
    active = state.active_player
    if active is None or active != state.monarch:
        return state
    return add_reminder(state, MONARCH_DRAW, active, events)
