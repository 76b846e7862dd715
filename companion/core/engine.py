"""Applying one action to a state: validate against the game, then build the next state.

`apply` is a pure function. It raises ActionError before building anything when the action does not
fit the game, so a rejected action never half-applies; state-based losses are checked after every
action (704.3). Each kind of action has its handler: the larger families live in modules of their
own (turns: steps and turns; damage: life, poison and damage; counters), the rest here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.core import counters, damage, dungeons, model, turns
from companion.core.actions import (
    Answer,
    Ask,
    AskSpells,
    BecomeMonarch,
    CardEnters,
    CardLeaves,
    ChessClock,
    CitysBlessing,
    ClockPause,
    CombatDamage,
    CommanderCast,
    Concede,
    CounterChange,
    EndTurn,
    ExtraTurn,
    FirstPlayer,
    FixCommanderDamage,
    GameAction,
    LifeChange,
    Lose,
    NewGame,
    PoisonChange,
    RadMill,
    Resolve,
    RingTempts,
    Roll,
    SetDayNight,
    Speed,
    SpellsCast,
    StepTo,
    StopAt,
    Storm,
    TakeInitiative,
    Venture,
)
from companion.core.cards import book
from companion.core.errors import ActionError
from companion.core.events import (
    CardEntered,
    CardLeft,
    Event,
    QuestionDropped,
    ReminderResolved,
    Rolled,
    Ventured,
)
from companion.core.leaving import check_state_based_losses, leave_game
from companion.core.model import (
    VENTURE,
    GameState,
    LeaveReason,
    MonarchCause,
    Permanent,
    PlayerState,
    ReminderStatus,
    evolve,
)
from companion.core.monarch import become_monarch
from companion.core.names import check_text
from companion.core.steps import Step
from companion.core.triggers import take_initiative
from companion.core.values import frozen, replace


@frozen
class Transition:
    """The state after an action and what the action caused, in order."""

    state: GameState
    events: tuple[Event, ...]


def start(action: NewGame) -> GameState:
    """Turn 1 begins with the first player active, in the untap step."""
    players = tuple(PlayerState(name, action.starting_life) for name in action.players)
    first = action.players[0]
    return GameState(
        players=players,
        starting_life=action.starting_life,
        turn=1,
        turn_player=first,
        active_player=first,
        step=Step.UNTAP,
    )


def apply(state: GameState, action: GameAction) -> Transition:
    if state.game_over:
        raise ActionError("game_over")
    handler = _HANDLERS[type(action)]
    events: list[Event] = []
    new_state = handler(state, action, events)
    # State-based losses depend only on the players; every state is already checked, so an action
    # that leaves the players untouched (a step, a crown, a reminder) cannot cause one.
    if new_state.players is not state.players:
        new_state = counters.speed_trigger(state, new_state, events)
        new_state = check_state_based_losses(new_state, events)
    moved = new_state.game_over or new_state.step is not state.step or new_state.turn != state.turn
    if moved and (new_state.first_strike or new_state.spells_asked):
        # The step left: no regular damage owed (510.4), and End turn's question is over.
        new_state = evolve(new_state, first_strike=(), spells_asked=False)
    question = new_state.question
    if question is not None and (
        new_state.game_over or not new_state.player(question.player).in_game
    ):
        # Nobody is left to lose that life: the question goes with the player.
        events.append(QuestionDropped(question))
        new_state = replace(new_state, question=None)
    return Transition(new_state, tuple(events))


_in_game = counters.in_game


def _become_monarch(state: GameState, action: BecomeMonarch, events: list[Event]) -> GameState:
    _in_game(state, action.player)
    if action.source is not None:  # typed in the app: it never went through parse_action
        check_text(action.source, '"source"')
    return become_monarch(state, action.player, MonarchCause.EFFECT, action.source, events)


def _take_initiative(state: GameState, action: TakeInitiative, events: list[Event]) -> GameState:
    _in_game(state, action.player)
    return take_initiative(state, action.player, MonarchCause.EFFECT, action.source, events)


def _venture(state: GameState, action: Venture, events: list[Event]) -> GameState:
    """Move `player`'s venture marker one room (701.49), for the initiative or for a card."""
    player = _in_game(state, action.player)
    reminders = state.reminders
    if action.source is None:
        # The initiative's venture: their oldest pending one (726.2), into Undercity unless a
        # dungeon is already in progress.
        first = state.this_turn_reminders()
        owed = next(
            (i for i in range(first, len(reminders))
             if reminders[i].kind == VENTURE and reminders[i].player == player.name
             and reminders[i].status is ReminderStatus.PENDING),
            None,
        )
        if owed is None:
            raise ActionError("no_venture", player=player.name)
        dungeon = player.dungeon or dungeons.UNDERCITY
        if action.dungeon is not None and action.dungeon != dungeon:
            raise ActionError("venture_dungeon", dungeon=repr(action.dungeon), expected=dungeon)
        done = evolve(reminders[owed], status=ReminderStatus.RESOLVED)
        events.append(ReminderResolved(done))
        state = evolve(state, reminders=reminders.set(owed, done))
    elif player.dungeon is not None:
        dungeon = player.dungeon
        if action.dungeon is not None and action.dungeon != dungeon:
            raise ActionError("venture_dungeon", dungeon=repr(action.dungeon), expected=dungeon)
    else:
        dungeon = _card_dungeon(action.dungeon)
    room = _next_room(player.dungeon, player.room, dungeon, action.room)
    completed = dungeons.is_last(dungeon, room)
    events.append(Ventured(player.name, dungeon, room, completed, action.source))
    if completed:  # the last room's ability resolves and the dungeon is removed (309.7)
        player = evolve(player, dungeon=None, room=None,
                        dungeons_completed=player.dungeons_completed + 1)
    else:
        player = evolve(player, dungeon=dungeon, room=room)
    return state.with_player(player)


def _card_dungeon(name: str | None) -> str:
    """The dungeon a card's venture starts: the player's choice of any but Undercity (701.49c)."""
    choices = ", ".join(dungeons.CARD_DUNGEONS)
    if name is None:
        raise ActionError("dungeon_needed", known=choices)
    if name == dungeons.UNDERCITY:
        raise ActionError("undercity_only_initiative")
    if name not in dungeons.DUNGEONS:
        raise ActionError("unknown_dungeon", dungeon=repr(name), known=choices)
    return name


def _next_room(current: str | None, room: str | None, dungeon: str, chosen: str | None) -> str:
    if current is None or room is None:
        options: tuple[str, ...] = (dungeons.first_room(dungeon),)
    else:
        options = dungeons.rooms_after(dungeon, room)
    if chosen is None:
        if len(options) > 1:
            raise ActionError("room_choice", rooms=" / ".join(options))
        return options[0]
    if chosen not in options:
        raise ActionError("room_unreachable", room=repr(chosen), rooms=" / ".join(options))
    return chosen


def _card_enters(state: GameState, action: CardEnters, events: list[Event]) -> GameState:
    player = _in_game(state, action.player)
    if action.card not in book():
        raise ActionError("unknown_card", card=repr(action.card))
    events.append(CardEntered(player.name, action.card))
    return state.with_player(evolve(player, cards=(*player.cards, Permanent(action.card))))


def _card_leaves(state: GameState, action: CardLeaves, events: list[Event]) -> GameState:
    player = _in_game(state, action.player)
    # The newest copy leaves first: an older one may have done its one-time trigger.
    for index in range(len(player.cards) - 1, -1, -1):
        permanent = player.cards[index]
        if permanent.card == action.card:
            cards = player.cards[:index] + player.cards[index + 1 :]
            events.append(CardLeft(player.name, action.card))
            watching = player.watching
            if not permanent.spent and any(t.once for t in book()[permanent.card]):
                # Its duration outlives it (the Palace Jailer ruling): still watched for.
                watching = (*watching, permanent.card)
            return state.with_player(evolve(player, cards=cards, watching=watching))
    raise ActionError("card_not_there", player=player.name, card=repr(action.card))


def _commander_cast(state: GameState, action: CommanderCast, events: list[Event]) -> GameState:
    """A commander cast from the command zone (CR 903.8), or one taken back (`delta` -1)."""
    player = _in_game(state, action.player)
    casts = player.partner_casts if action.partner else player.commander_casts
    if casts + action.delta < 0:
        raise ActionError("no_cast_to_take_back", player=player.name)
    if action.partner:
        return state.with_player(evolve(player, partner_casts=casts + action.delta))
    return state.with_player(evolve(player, commander_casts=casts + action.delta))


def _roll(state: GameState, action: Roll, events: list[Event]) -> GameState:
    """A die or a coin for `player`: kept as the last roll, for all to see (the overlay too)."""
    _in_game(state, action.player)
    roll = model.Roll(action.player, action.die, action.result, state.turn)
    events.append(Rolled(roll))
    return replace(state, last_roll=roll)


def _concede(state: GameState, action: Concede, events: list[Event]) -> GameState:
    _in_game(state, action.player)
    return leave_game(state, {action.player: (LeaveReason.CONCEDED, None)}, events)


def _lose(state: GameState, action: Lose, events: list[Event]) -> GameState:
    for name in action.players:
        _in_game(state, name)
    return leave_game(state, {n: (LeaveReason.LOST, None) for n in action.players}, events)


def _resolve(state: GameState, action: Resolve, events: list[Event]) -> GameState:
    if not 1 <= action.reminder <= len(state.reminders):
        raise ActionError("no_reminder", number=action.reminder)
    reminder = state.reminders[action.reminder - 1]
    if reminder.status is not ReminderStatus.PENDING:
        if reminder.status is ReminderStatus.CANCELLED:
            raise ActionError("reminder_cancelled", number=action.reminder)
        raise ActionError("reminder_resolved", number=action.reminder)
    done = replace(reminder, status=ReminderStatus.RESOLVED)
    events.append(ReminderResolved(done))
    return replace(state, reminders=state.reminders.set(action.reminder - 1, done))


def _chess_clock(state: GameState, action: ChessClock, events: list[Event]) -> GameState:
    """A chess clock of `minutes` for each player, a new budget for the one running, or none
    (0). Turned off, it is no longer paused either."""
    if action.minutes == state.chess_clock:
        if not action.minutes:
            raise ActionError("clock_already_off")
        raise ActionError("clock_unchanged", n=action.minutes)
    return replace(
        state, chess_clock=action.minutes, clock_paused=state.clock_paused and action.minutes > 0
    )


def _clock_pause(state: GameState, action: ClockPause, events: list[Event]) -> GameState:
    """The chess clock stops, or runs again."""
    if not state.chess_clock:
        raise ActionError("clock_off")
    if action.paused and state.clock_paused:
        raise ActionError("clock_already_paused")
    if not action.paused and not state.clock_paused:
        raise ActionError("clock_not_paused")
    return replace(state, clock_paused=action.paused)


_HANDLERS: dict[type, Callable[[GameState, Any, list[Event]], GameState]] = {
    StepTo: turns.step_to,
    EndTurn: turns.end_turn,
    BecomeMonarch: _become_monarch,
    TakeInitiative: _take_initiative,
    Venture: _venture,
    CardEnters: _card_enters,
    CardLeaves: _card_leaves,
    CombatDamage: damage.combat_damage,
    LifeChange: damage.life,
    PoisonChange: damage.poison,
    FixCommanderDamage: damage.fix_commander_damage,
    CommanderCast: _commander_cast,
    CounterChange: counters.counter_change,
    Speed: counters.speed,
    CitysBlessing: counters.citys_blessing,
    RingTempts: counters.ring_tempts,
    Storm: counters.storm,
    RadMill: counters.rad_mill,
    Roll: _roll,
    FirstPlayer: turns.first_player,
    SetDayNight: turns.set_day_night,
    ExtraTurn: turns.extra_turn,
    SpellsCast: turns.spells_cast,
    AskSpells: turns.ask_spells,
    StopAt: turns.stop_at,
    Concede: _concede,
    Lose: _lose,
    Resolve: _resolve,
    Ask: damage.ask,
    Answer: damage.answer,
    ChessClock: _chess_clock,
    ClockPause: _clock_pause,
}
