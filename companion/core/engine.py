"""Applying one action to a state: validate against the game, then build the next state.

`apply` is a pure function. It raises ActionError before building anything when the action does not
fit the game, so a rejected action never half-applies; state-based losses are checked after every
action (704.3).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from companion.core import counters, dungeons, model
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
    Hit,
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
    DayNightChanged,
    Event,
    FirstPlayerChosen,
    QuestionAnswered,
    QuestionAsked,
    QuestionDropped,
    ReminderResolved,
    Rolled,
    StealFizzled,
    StepEntered,
    TurnStarted,
    Ventured,
)
from companion.core.leaving import check_state_based_losses, leave_game
from companion.core.model import (
    RAD,
    VENTURE,
    DayNight,
    Dealt,
    GameState,
    LeaveReason,
    MonarchCause,
    Permanent,
    PlayerState,
    Question,
    ReminderStatus,
    evolve,
)
from companion.core.monarch import become_monarch, end_step_trigger
from companion.core.names import check_text
from companion.core.steps import Step, steps_between
from companion.core.triggers import damage_triggers, step_triggers, take_initiative
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


def _enter(
    state: GameState, steps: tuple[Step, ...], events: list[Event], *, stay: bool = True
) -> GameState:
    """Enter each step in turn, with what triggers as it begins (the monarch's draw, 724.2; the
    initiative's venture, 725.2; the cards'). `stay=False`: the caller moves on at once
    (end_turn), so the state need not be left at the last step."""
    for step in steps:
        events.append(_ENTERED[step])
        if step is Step.END:
            state = end_step_trigger(evolve(state, step=step), events)
        if step in _TRIGGER_STEPS:
            state = step_triggers(evolve(state, step=step), step, events)
    if stay and steps and state.step is not steps[-1]:
        state = evolve(state, step=steps[-1])
    return state


_TRIGGER_STEPS = frozenset((Step.UPKEEP, Step.MAIN1, Step.BEGINNING_OF_COMBAT, Step.END))

# Events are values: one StepEntered per step serves every turn (end_turn enters up to 11).
_ENTERED = {step: StepEntered(step) for step in Step}


def _no_open_question(state: GameState) -> None:
    """The question belongs to the step it was asked in: the turn can't move on past it."""
    if state.question is not None:
        raise ActionError("question_open", player=state.question.player)


def _step(state: GameState, action: StepTo, events: list[Event]) -> GameState:
    _no_open_question(state)
    if action.to.order <= state.step.order:
        raise ActionError("step_backwards", step=state.step)
    return _enter(state, steps_between(state.step, action.to), events)


def _end_turn(state: GameState, action: EndTurn, events: list[Event]) -> GameState:
    _no_open_question(state)
    if action.next is not None:
        _in_game(state, action.next)
    state = _enter(state, steps_between(state.step, Step.CLEANUP), events, stay=False)
    _no_choice_pending(state)
    # Reminders are created in turn order, so this turn's are at the end: look only at those.
    reminders = state.reminders
    for index in range(state.this_turn_reminders(), len(reminders)):
        reminder = reminders[index]
        if reminder.status is ReminderStatus.PENDING:
            done = evolve(reminder, status=ReminderStatus.RESOLVED)
            events.append(ReminderResolved(done))
            reminders = reminders.set(index, done)
    given, stack = action.next, state.extra_turns
    while given is None and stack:  # the most recently given extra turn first (500.7)
        given, stack = stack[-1], stack[:-1]
        if not state.player(given).in_game:
            given = None  # a player who left doesn't begin a turn (800.4k)
    following, resume = _following_turn(state, given)
    if following is None:  # pragma: no cover - a game with nobody left is already over
        raise ActionError("nobody_left")
    events.append(TurnStarted(state.turn + 1, following, extra=given is not None))
    day_night = _day_or_night(state, events)
    round_number, round_seat = state.round, state.round_seat
    if given is None:  # a regular turn: back at or past the first seat is a new round
        seat = (state.seat(following) - state.first_seat) % len(state.players)
        if seat <= round_seat:
            round_number += 1
        round_seat = seat
    return evolve(
        state,
        round=round_number,
        round_seat=round_seat,
        reminders=reminders,
        turn=state.turn + 1,
        turn_player=following,
        active_player=following,
        step=Step.UNTAP,
        resume=resume,
        extra_turns=stack,
        day_night=day_night,
        spells_cast={},
        storm=0,
    )


def _no_choice_pending(state: GameState) -> None:
    """A venture is done by choosing a room, rad by saying how many nonland cards were milled:
    the app can't assume either, so the turn can't end while one is owed (the flow asks first)."""
    for reminder in state.reminders[state.this_turn_reminders():]:
        if reminder.status is not ReminderStatus.PENDING:
            continue
        if reminder.kind == VENTURE:
            raise ActionError("venture_pending", player=reminder.player)
        if reminder.kind == RAD:  # its life loss is the table's count to say (727)
            raise ActionError("rad_pending", player=reminder.player)


def _day_or_night(state: GameState, events: list[Event]) -> DayNight | None:
    """CR 730.2, as the next turn's untap step begins: day becomes night if the previous turn's
    active player cast no spells that turn; night becomes day if they cast two or more. Spells
    the table didn't say leave it as it is (the app asks before the turn ends)."""
    player, now = state.turn_player, state.day_night
    spells = state.spells_cast.get(player)
    if now is None or spells is None:
        return now
    if now is DayNight.DAY and spells == 0:
        events.append(DayNightChanged(DayNight.NIGHT, player, spells))
        return DayNight.NIGHT
    if now is DayNight.NIGHT and spells >= 2:
        events.append(DayNightChanged(DayNight.DAY, player, spells))
        return DayNight.DAY
    return now


def _following_turn(state: GameState, extra: str | None) -> tuple[str | None, str | None]:
    """Whose turn follows this one, and whose turn play resumes with after extra turns.

    CR 500.7: an extra turn comes directly after the current turn; after it (and any extra
    turns given meanwhile, the most recent first), the turn that was already scheduled next
    is taken. A player who left doesn't begin a turn (800.4k): the next one in turn order does.
    """
    scheduled = state.resume or state.next_in_turn_order(state.turn_player)
    if extra is not None:
        return extra, scheduled
    if state.resume is None:
        return scheduled, None
    resume = state.resume
    if state.has_player(resume) and state.player(resume).in_game:
        return resume, None
    return state.next_in_turn_order(resume), None


def _become_monarch(state: GameState, action: BecomeMonarch, events: list[Event]) -> GameState:
    _in_game(state, action.player)
    if action.source is not None:  # typed in the app: it never went through parse_action
        check_text(action.source, '"source"')
    return become_monarch(state, action.player, MonarchCause.EFFECT, action.source, events)


def _deal(player: PlayerState, hit: Hit) -> PlayerState:
    if hit.infect:
        player = evolve(player, poison=player.poison + hit.amount)
    else:
        player = evolve(player, life=player.life - hit.amount)
    if hit.commander and hit.partner:
        player = replace(player, partner_damage=_add(player.partner_damage, hit.source, hit.amount))
        if hit.infect:
            player = replace(
                player, partner_infect=_add(player.partner_infect, hit.source, hit.amount)
            )
    elif hit.commander:
        player = replace(
            player, commander_damage=_add(player.commander_damage, hit.source, hit.amount)
        )
        if hit.infect:
            player = replace(
                player, commander_infect=_add(player.commander_infect, hit.source, hit.amount)
            )
    return player


def _add(damage: Mapping[str, int], source: str, amount: int) -> dict[str, int]:
    out = dict(damage)
    out[source] = out.get(source, 0) + amount
    return out


def _combat_damage(state: GameState, action: CombatDamage, events: list[Event]) -> GameState:
    """All hits land at once; then losses; then the monarch's steal triggers in order (724.2)."""
    for hit in action.hits:
        _in_game(state, hit.source)
        _in_game(state, hit.target)
    monarch, holder = state.monarch, state.initiative
    for hit in action.hits:
        state = state.with_player(_deal(state.player(hit.target), hit))
    # With first strike there are two combat damage steps (510.4): the first-strike damage
    # leaves the regular damage owed, with what was dealt; the regular damage settles it.
    dealt = tuple(Dealt(h.source, h.target, h.amount) for h in action.hits)
    state = evolve(state, first_strike=dealt if action.first_strike else ())
    # One crown trigger per creature (724.2); one initiative trigger per player whose creatures
    # dealt damage ("one or more creatures a player controls", 725.2).
    triggers = [hit.source for hit in action.hits if monarch is not None and hit.target == monarch]
    takers = list(dict.fromkeys(h.source for h in action.hits if h.target == holder))
    state = check_state_based_losses(state, events)
    if triggers and monarch is not None:
        state = _steal_crown(state, monarch, triggers, events)
    if takers and holder is not None:
        state = _steal_initiative(state, holder, takers, events)
    return state


def _steal_crown(
    state: GameState, monarch: str, triggers: list[str], events: list[Event]
) -> GameState:
    if not state.player(monarch).in_game:
        # The triggers are the monarch's (724.2); a player who left controls nothing (800.4a),
        # so none of them resolves and succession (724.4) has already decided.
        for attacker in dict.fromkeys(triggers):
            events.append(StealFizzled(attacker, monarch))
        return state
    state = damage_triggers(state, monarch, events)
    for attacker in triggers:
        if state.player(attacker).in_game:
            state = become_monarch(state, attacker, MonarchCause.COMBAT_DAMAGE, None, events)
    return state


def _steal_initiative(
    state: GameState, holder: str, takers: list[str], events: list[Event]
) -> GameState:
    if not state.player(holder).in_game:
        # As for the crown: the holder's triggers leave with them, 725.4 already decided.
        for attacker in takers:
            events.append(StealFizzled(attacker, holder, initiative=True))
        return state
    for attacker in takers:
        if state.player(attacker).in_game:
            state = take_initiative(state, attacker, MonarchCause.COMBAT_DAMAGE, None, events)
    return state


def _take_initiative(state: GameState, action: TakeInitiative, events: list[Event]) -> GameState:
    _in_game(state, action.player)
    return take_initiative(state, action.player, MonarchCause.EFFECT, action.source, events)


def _venture(state: GameState, action: Venture, events: list[Event]) -> GameState:
    """Move `player`'s venture marker one room (701.49), for the initiative or for a card."""
    player = _in_game(state, action.player)
    reminders = state.reminders
    if action.source is None:
        # The initiative's venture: their oldest pending one (725.2), into Undercity unless a
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


def _life(state: GameState, action: LifeChange, events: list[Event]) -> GameState:
    player = _in_game(state, action.player)
    return state.with_player(evolve(player, life=player.life + action.delta))


def _poison(state: GameState, action: PoisonChange, events: list[Event]) -> GameState:
    player = _in_game(state, action.player)
    if player.poison + action.delta < 0:
        raise ActionError("poison_too_few", player=player.name, n=player.poison)
    return state.with_player(evolve(player, poison=player.poison + action.delta))


def _fix_commander_damage(
    state: GameState, action: FixCommanderDamage, events: list[Event]
) -> GameState:
    """Commander damage entered by mistake taken back, with the life it took, or the poison for
    what was infect damage (not a game event: no trigger sees it). The player must still be in
    the game: a player who left by it comes back only by Undo."""
    player = _in_game(state, action.player)
    if not state.has_player(action.source):
        raise ActionError("no_player", name=repr(action.source))
    tally = player.partner_damage if action.partner else player.commander_damage
    dealt = tally.get(action.source, 0)
    if dealt + action.delta < 0:
        raise ActionError(
            "commander_damage_too_few", player=player.name, source=action.source, n=dealt
        )
    # What was dealt as infect came as poison: it goes back as poison, after the life part.
    infect_tally = player.partner_infect if action.partner else player.commander_infect
    infect = infect_tally.get(action.source, 0)
    taken = -action.delta
    life_back = min(taken, dealt - infect)
    poison_back = taken - life_back
    fixed = _without_zero(_add(tally, action.source, action.delta))
    fixed_infect = _without_zero(_add(infect_tally, action.source, -poison_back))
    player = evolve(
        player, life=player.life + life_back, poison=max(0, player.poison - poison_back)
    )
    if action.partner:
        return state.with_player(
            replace(player, partner_damage=fixed, partner_infect=fixed_infect)
        )
    return state.with_player(
        replace(player, commander_damage=fixed, commander_infect=fixed_infect)
    )


def _without_zero(tally: dict[str, int]) -> dict[str, int]:
    return {source: amount for source, amount in tally.items() if amount}


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


def _first_player(state: GameState, action: FirstPlayer, events: list[Event]) -> GameState:
    """Who takes the first turn (chosen, or drawn at random by the app), before it has begun:
    the seats don't move; turn order goes on around the table from that player (CR 103.1 has
    the players choose, usually at random)."""
    _in_game(state, action.player)
    if state.turn != 1 or state.step is not Step.UNTAP:
        raise ActionError("first_player_late")
    events.append(FirstPlayerChosen(action.player, action.random))
    return replace(
        state, turn_player=action.player, active_player=action.player,
        first_seat=state.seat(action.player), round_seat=0,
    )


def _extra_turn(state: GameState, action: ExtraTurn, events: list[Event]) -> GameState:
    """An extra turn for `player` after this one (CR 500.7), taken as this turn ends."""
    _in_game(state, action.player)
    return replace(state, extra_turns=(*state.extra_turns, action.player))


def _set_day_night(state: GameState, action: SetDayNight, events: list[Event]) -> GameState:
    """A card says it becomes day (or night): CR 730.1."""
    to = DayNight(action.to)
    if state.day_night is to:
        return state
    events.append(DayNightChanged(to))
    return replace(state, day_night=to)


def _spells_cast(state: GameState, action: SpellsCast, events: list[Event]) -> GameState:
    """What the table says `player` cast this turn (replacing what it said before); a player who
    left during their own turn may have cast spells before, and they still count (800.4j)."""
    if not state.has_player(action.player):
        raise ActionError("no_player", name=repr(action.player))
    said = {**state.spells_cast, action.player: action.count}
    asked = state.spells_asked and action.player != state.turn_player  # answered: closed
    return replace(state, spells_cast=said, spells_asked=asked)


def _stop_at(state: GameState, action: StopAt, events: list[Event]) -> GameState:
    """End turn stopped at pending reminders: kept, so it does not stop at them again."""
    pending = {r.id for r in state.pending_reminders()}
    for rid in action.reminders:
        if rid not in pending:
            raise ActionError("not_pending", id=rid)
    return replace(state, stopped_at=state.stopped_at | frozenset(action.reminders))


def _ask_spells(state: GameState, action: AskSpells, events: list[Event]) -> GameState:
    """End turn asks for the turn's player's spells: only while there is day or night and the
    table has not said them (CR 730.2)."""
    if state.day_night is None or state.turn_player in state.spells_cast:
        raise ActionError("spells_not_asked")
    return replace(state, spells_asked=True)


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


def _ask(state: GameState, action: Ask, events: list[Event]) -> GameState:
    """Open, grow or shrink the monarch's combat question (what was lost is not applied yet)."""
    _in_game(state, action.player)
    question = state.question
    if question is None:
        if action.delta > 0:
            raise ActionError("no_question_for", player=action.player)
        if state.step is not Step.COMBAT_DAMAGE:
            raise ActionError("question_wrong_step")
        if action.player not in (state.monarch, state.initiative):
            raise ActionError("not_designated", player=action.player)
        question = Question(action.player, 0, state.turn, state.step)
    elif question.player != action.player:
        raise ActionError("question_other", player=question.player)
    amount = question.amount - action.delta
    if amount < 0:
        raise ActionError("question_too_small", player=action.player, n=question.amount)
    if amount == 0:
        return replace(state, question=None)
    asked = replace(question, amount=amount)
    events.append(QuestionAsked(asked))
    return replace(state, question=asked)


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


def _answer(state: GameState, action: Answer, events: list[Event]) -> GameState:
    """Apply the open question's life loss: as combat damage from `source`, or as a plain loss."""
    question = state.question
    if question is None:
        raise ActionError("no_question")
    if action.source is not None:
        _in_game(state, action.source)
        if action.source == question.player:
            raise ActionError("self_damage", name=repr(action.source))
    events.append(QuestionAnswered(question, action.source, action.lapsed))
    state = replace(state, question=None)
    if action.source is None:
        return _life(state, LifeChange(question.player, -question.amount), events)
    hit = Hit(action.source, question.player, question.amount)
    return _combat_damage(state, CombatDamage((hit,)), events)


_HANDLERS: dict[type, Callable[[GameState, Any, list[Event]], GameState]] = {
    StepTo: _step,
    EndTurn: _end_turn,
    BecomeMonarch: _become_monarch,
    TakeInitiative: _take_initiative,
    Venture: _venture,
    CardEnters: _card_enters,
    CardLeaves: _card_leaves,
    CombatDamage: _combat_damage,
    LifeChange: _life,
    PoisonChange: _poison,
    FixCommanderDamage: _fix_commander_damage,
    CommanderCast: _commander_cast,
    CounterChange: counters.counter_change,
    Speed: counters.speed,
    CitysBlessing: counters.citys_blessing,
    RingTempts: counters.ring_tempts,
    Storm: counters.storm,
    RadMill: counters.rad_mill,
    Roll: _roll,
    FirstPlayer: _first_player,
    SetDayNight: _set_day_night,
    ExtraTurn: _extra_turn,
    SpellsCast: _spells_cast,
    AskSpells: _ask_spells,
    StopAt: _stop_at,
    Concede: _concede,
    Lose: _lose,
    Resolve: _resolve,
    Ask: _ask,
    Answer: _answer,
    ChessClock: _chess_clock,
    ClockPause: _clock_pause,
}
