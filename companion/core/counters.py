"""What a player has besides life, poison and commander damage: counters (energy, experience,
rad and the pod's own), speed, the city's blessing, the Ring, and the turn's storm count.

Each rule is kept where the table forgets it: rad makes its holder mill at their precombat main
phase (CR 728, a reminder asks how many nonland cards), speed rises once a turn to at most 4 and
by itself when an opponent loses life during its player's turn (702.179), the blessing is for
the rest of the game (702.131), the Ring's emblem stops growing at four abilities (701.54).
"""

from __future__ import annotations

from companion.core import rules
from companion.core.actions import (
    CitysBlessing,
    CounterChange,
    RadMill,
    RingTempts,
    Speed,
    Storm,
)
from companion.core.errors import ActionError
from companion.core.events import Event, RadMilled, ReminderResolved, SpeedIncreased
from companion.core.model import RAD, GameState, PlayerState, Reminder, ReminderStatus, evolve
from companion.core.values import replace


def in_game(state: GameState, name: str) -> PlayerState:
    """The player `name`, who must still be in the game."""
    if not state.has_player(name):
        raise ActionError("no_player", name=repr(name))
    player = state.player(name)
    if not player.in_game:
        raise ActionError("player_left", player=name)
    return player


def counter_change(state: GameState, action: CounterChange, events: list[Event]) -> GameState:
    player = in_game(state, action.player)
    kept = player.named_counters if action.named else player.counters
    have = kept.get(action.counter, 0)
    if have + action.delta < 0:
        raise ActionError("too_few_counters", player=player.name, n=have)
    changed = {**kept, action.counter: have + action.delta}
    if action.named:
        return state.with_player(evolve(player, named_counters=changed))
    return state.with_player(evolve(player, counters=changed))


def can_speed_rise(player: PlayerState, turn: int) -> bool:
    """Whether `player`'s speed may go up now, in turn `turn` (CR 702.179): from none to 1 at any
    time ("start your engines!"), else below 4 and not risen yet this turn. The one rule for the
    engine (a Speed action, the automatic rise) and for offering the command."""
    if not player.in_game or player.speed >= rules.MAX_SPEED:
        return False
    return player.speed == 0 or player.speed_turn != turn


def commander_tax(casts: int) -> int:
    """The generic mana the next cast of a commander from the command zone costs more after
    `casts` such casts: {2} for each (CR 903.8)."""
    return 2 * casts


def tax_paid(casts: int) -> int:
    """The commander tax paid over `casts` casts of one commander: 0 + 2 + 4 + … = n(n−1)."""
    return casts * (casts - 1)


def speed(state: GameState, action: Speed, events: list[Event]) -> GameState:
    """Speed 0 (none) becomes 1: start your engines! (702.179), not an increase of the turn.
    Above that an increase, at most once each turn and to at most 4."""
    player = in_game(state, action.player)
    if player.speed == 0:
        events.append(SpeedIncreased(player.name, 1))
        return state.with_player(evolve(player, speed=1))
    return _increase(state, player, events, automatic=False)


def _increase(
    state: GameState, player: PlayerState, events: list[Event], *, automatic: bool
) -> GameState:
    if player.speed >= rules.MAX_SPEED:
        raise ActionError("speed_max", player=player.name)
    if player.speed_turn == state.turn:
        raise ActionError("speed_once", player=player.name)
    events.append(SpeedIncreased(player.name, player.speed + 1, automatic))
    return state.with_player(evolve(player, speed=player.speed + 1, speed_turn=state.turn))


def speed_trigger(before: GameState, after: GameState, events: list[Event]) -> GameState:
    """The inherent trigger of speed (702.179): "whenever one or more opponents lose life during
    your turn, if your speed is less than 4, increase your speed by 1; this ability triggers only
    once each turn". The app resolves it as the life is lost: it has no choice to make."""
    active = after.active_player
    if active is None or before.turn != after.turn:
        return after
    me = after.player(active)
    if me.speed == 0 or not can_speed_rise(me, after.turn):  # no speed yet: nothing to raise
        return after
    lost = any(
        old.life > new.life
        for old, new in zip(before.players, after.players, strict=True)
        if new.name != active
    )
    return _increase(after, me, events, automatic=True) if lost else after


def citys_blessing(state: GameState, action: CitysBlessing, events: list[Event]) -> GameState:
    player = in_game(state, action.player)
    if player.citys_blessing:
        raise ActionError("has_blessing", player=player.name)
    return state.with_player(evolve(player, citys_blessing=True))


def ring_tempts(state: GameState, action: RingTempts, events: list[Event]) -> GameState:
    """The Ring tempts `player` (701.54): counted every time (cards ask how many times), though
    the emblem's abilities stop at four; the bearer is the creature chosen this time."""
    player = in_game(state, action.player)
    return state.with_player(evolve(player, ring=player.ring + 1, ring_bearer=action.bearer))


def storm(state: GameState, action: Storm, events: list[Event]) -> GameState:
    if state.storm + action.delta < 0:
        raise ActionError("storm_below_zero", n=state.storm)
    return replace(state, storm=state.storm + action.delta)


def _rad_owed(state: GameState, player: str) -> Reminder | None:
    for reminder in state.reminders[state.this_turn_reminders():]:
        if (
            reminder.kind == RAD
            and reminder.player == player
            and reminder.status is ReminderStatus.PENDING
        ):
            return reminder
    return None


def rad_mill(state: GameState, action: RadMill, events: list[Event]) -> GameState:
    """The rad trigger resolves: the player milled as many cards as they have rad counters; for
    each nonland one they lose 1 life and remove a rad counter (727). The life loss is an
    ordinary one: it can make them lose the game (704.5a), checked after every action."""
    player = in_game(state, action.player)
    owed = _rad_owed(state, player.name)
    if owed is None:
        raise ActionError("no_rad_trigger", player=player.name)
    rad = player.counters.get("rad", 0)
    if action.nonland > rad:
        raise ActionError("rad_too_many", player=player.name, n=rad)
    done = evolve(owed, status=ReminderStatus.RESOLVED)
    events.append(ReminderResolved(done))
    events.append(RadMilled(player.name, rad, action.nonland))
    state = evolve(state, reminders=state.reminders.set(owed.id - 1, done))
    changed = evolve(
        player,
        life=player.life - action.nonland,
        counters={**player.counters, "rad": rad - action.nonland},
    )
    return state.with_player(changed)
