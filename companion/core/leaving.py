"""Losing and leaving the game: state-based losses, 725.4 succession, 800.4j, the winner.

All players who leave in one event leave simultaneously: succession skips every one of them, and if
the last players all leave together the game is a draw (104.4a).
"""

from __future__ import annotations

from collections.abc import Mapping

from companion.core import rules
from companion.core.events import (
    Event,
    GameEnded,
    InitiativeTaken,
    MonarchChanged,
    MonarchVacant,
    PlayerLeft,
    ReminderCancelled,
    TurnWithoutActivePlayer,
)
from companion.core.model import (
    VENTURE,
    Departure,
    GameState,
    LeaveReason,
    MonarchCause,
    MonarchChange,
    PlayerState,
    Reminder,
    ReminderStatus,
)
from companion.core.pvector import PVector
from companion.core.triggers import add_reminder, monarch_triggers
from companion.core.values import replace

Leaving = Mapping[str, tuple[LeaveReason, str | None]]


def state_based_losses(state: GameState) -> dict[str, tuple[LeaveReason, str | None]]:
    """Players who lose now by 704.5a (life), 704.5c (poison) or 903.10a (commander damage)."""
    losers: dict[str, tuple[LeaveReason, str | None]] = {}
    for p in state.players:
        if not p.in_game:
            continue
        if p.life <= 0:
            losers[p.name] = (LeaveReason.LIFE, None)
        elif p.poison >= rules.LETHAL_POISON:
            losers[p.name] = (LeaveReason.POISON, None)
        else:
            source = _lethal_commander(p)
            if source is not None:
                losers[p.name] = (LeaveReason.COMMANDER_DAMAGE, source)
    return losers


def _lethal_commander(player: PlayerState) -> str | None:
    for damage in (player.commander_damage, player.partner_damage):
        if damage and max(damage.values()) >= rules.LETHAL_COMMANDER_DAMAGE:
            return next(s for s, n in damage.items() if n >= rules.LETHAL_COMMANDER_DAMAGE)
    return None


def _by_partner(player: PlayerState, reason: LeaveReason, source: str | None) -> bool:
    """Whether the lethal 21 (903.10a) came from `source`'s partner commander, not the first."""
    if reason is not LeaveReason.COMMANDER_DAMAGE or source is None:
        return False
    lethal = rules.LETHAL_COMMANDER_DAMAGE
    return (player.commander_damage.get(source, 0) < lethal
            and player.partner_damage.get(source, 0) >= lethal)


def successor(state: GameState, leaving: set[str]) -> tuple[str | None, bool]:
    """Who becomes the monarch as the monarch leaves with `leaving` (725.4).

    Returns the new monarch (or None) and whether they got it as the active player.
    """
    active = state.active_player
    if active is not None and active not in leaving:
        return active, True
    return state.next_in_turn_order(state.turn_player, skip=leaving), False


def leave_game(state: GameState, leaving: Leaving, events: list[Event]) -> GameState:
    """Remove `leaving` from the game at once, with everything that happens at the same time."""
    if not leaving:
        return state
    names = set(leaving)
    by_partner = _announce(state, leaving, events)
    previous_monarch = state.monarch
    monarch, history = _monarch_succession(state, names, events)
    succeeded = state.initiative in names
    initiative, initiative_history = _initiative_succession(state, names, events)
    players = tuple(
        _departed(state, p, *leaving[p.name], by_partner[p.name]) if p.name in names else p
        for p in state.players
    )
    reminders = _cancel_reminders(state, names, events)
    active = _active_after(state, names, events)
    state = replace(
        state,
        players=players,
        monarch=monarch,
        monarch_history=history,
        initiative=initiative,
        initiative_history=initiative_history,
        reminders=reminders,
        active_player=active,
    )
    if len(state.in_game) <= 1:
        return _end_game(state, events)
    return _succession_triggers(state, previous_monarch, succeeded, events)


def _announce(state: GameState, leaving: Leaving, events: list[Event]) -> dict[str, bool]:
    """One PlayerLeft for each, in the order given; returns, by name, whether the lethal 21 came
    from a partner commander (903.10a counts each commander's damage apart)."""
    by_partner = {name: _by_partner(state.player(name), reason, source)
                  for name, (reason, source) in leaving.items()}
    for name, (reason, source) in leaving.items():
        events.append(PlayerLeft(name, reason, source, by_partner[name]))
    return by_partner


def _monarch_succession(
    state: GameState, names: set[str], events: list[Event]
) -> tuple[str | None, PVector[MonarchChange]]:
    """The monarch and their history once `names` left: a leaving monarch's crown passes at the
    same time to the active player, else the next in turn order, else to nobody (725.4)."""
    monarch = state.monarch
    history = state.monarch_history
    if monarch in names:
        heir, as_active = successor(state, names)
        if heir is None:
            events.append(MonarchVacant(monarch))
        else:
            events.append(MonarchChanged(heir, monarch, MonarchCause.SUCCESSION, None, as_active))
            history = history.append(
                MonarchChange(heir, state.turn, MonarchCause.SUCCESSION, None, monarch, state.step)
            )
        monarch = heir
    return monarch, history


def _initiative_succession(
    state: GameState, names: set[str], events: list[Event]
) -> tuple[str | None, PVector[MonarchChange]]:
    """726.4: the same succession for the initiative, with no "no player can take it" clause."""
    initiative = state.initiative
    initiative_history = state.initiative_history
    if initiative in names:
        heir, as_active = successor(state, names)
        if heir is not None:
            events.append(
                InitiativeTaken(heir, initiative, MonarchCause.SUCCESSION, None, as_active)
            )
            initiative_history = initiative_history.append(
                MonarchChange(heir, state.turn, MonarchCause.SUCCESSION, None, initiative,
                              state.step)
            )
        initiative = heir
    return initiative, initiative_history


def _departed(
    state: GameState, player: PlayerState, reason: LeaveReason, source: str | None,
    by_partner: bool,
) -> PlayerState:
    """`player` out of the game, why and when. Their objects leave the game with them (800.4a):
    the cards on their panel too, and the dungeon in their command zone (the dungeons they
    completed stay counted)."""
    departure = Departure(reason, state.turn, state.step, source, by_partner)
    return replace(
        player, departure=departure, cards=(),
        watching=(), dungeon=None, room=None,
    )


def _cancel_reminders(
    state: GameState, names: set[str], events: list[Event]
) -> PVector[Reminder]:
    """The reminders with their pending triggers cancelled: abilities of a player who left cease
    to exist with them (800.4a). Only this turn's reminders can be pending (end_turn resolves the
    rest)."""
    reminders = state.reminders
    for index in range(state.this_turn_reminders(), len(reminders)):
        reminder = reminders[index]
        if reminder.player in names and reminder.status is ReminderStatus.PENDING:
            cancelled = replace(reminder, status=ReminderStatus.CANCELLED)
            events.append(ReminderCancelled(cancelled))
            reminders = reminders.set(index, cancelled)
    return reminders


def _active_after(state: GameState, names: set[str], events: list[Event]) -> str | None:
    """The active player once `names` left: an active player who leaves leaves the turn to go on
    to its end without one (800.4j)."""
    active = state.active_player
    if active in names:
        events.append(TurnWithoutActivePlayer(active))
        active = None
    return active


def _end_game(state: GameState, events: list[Event]) -> GameState:
    """One player left wins (104.2a); none left, the last ones left together: a draw (104.4a)."""
    remaining = state.in_game
    winner = remaining[0] if remaining else None
    state = replace(state, winner=winner, game_over=True)
    events.append(GameEnded(winner))
    return state


def _succession_triggers(
    state: GameState, previous_monarch: str | None, succeeded: bool, events: list[Event]
) -> GameState:
    """What triggers on the successions, among the players still in the game: the cards' triggers
    on a new monarch (who became it by 725.4), and a venture for the initiative's heir (726.2)."""
    monarch, initiative = state.monarch, state.initiative
    if monarch is not None and monarch != previous_monarch:
        state = monarch_triggers(state, monarch, previous_monarch, events)
    if succeeded and initiative is not None:  # taking it makes them venture (726.2)
        state = add_reminder(state, VENTURE, initiative, events)
    return state


def check_state_based_losses(state: GameState, events: list[Event]) -> GameState:
    """Apply every state-based loss at once, as a single event (704.3)."""
    return leave_game(state, state_based_losses(state), events)
