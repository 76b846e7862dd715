"""Moving through the turn: entering each step with what triggers as it begins, ending the turn
(whose turn follows, extra turns by CR 500.7, a new round, day or night by 731.2), and the actions
that shape the turns to come (the first player, extra turns given, the spells End turn asks for).

One family of rules apart from the engine's dispatch: the order of steps and turns, read together.
"""

from __future__ import annotations

from companion.core.actions import (
    AskSpells,
    EndTurn,
    ExtraTurn,
    FirstPlayer,
    SetDayNight,
    SpellsCast,
    StepTo,
    StopAt,
)
from companion.core.counters import in_game
from companion.core.errors import ActionError
from companion.core.events import (
    DayNightChanged,
    Event,
    FirstPlayerChosen,
    ReminderResolved,
    StepEntered,
    TurnStarted,
)
from companion.core.model import RAD, VENTURE, DayNight, GameState, ReminderStatus, evolve
from companion.core.monarch import end_step_trigger
from companion.core.steps import Step, steps_between
from companion.core.triggers import step_triggers
from companion.core.values import replace


def _enter(
    state: GameState, steps: tuple[Step, ...], events: list[Event], *, stay: bool = True
) -> GameState:
    """Enter each step in turn, with what triggers as it begins (the monarch's draw, 725.2; the
    initiative's venture, 726.2; the cards'). `stay=False`: the caller moves on at once
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


def _no_open_question(state: GameState, to: Step | None = None) -> None:
    """The question belongs to the step it was asked in: the turn can't move on past it. One
    exception: a loss asked before the combat damage step may be combat damage still, so the
    turn may take it on to that step (`to`), where its answer deals it."""
    question = state.question
    if question is None:
        return
    if to is Step.COMBAT_DAMAGE and question.step.order < Step.COMBAT_DAMAGE.order:
        return
    raise ActionError("question_open", player=question.player)


def step_to(state: GameState, action: StepTo, events: list[Event]) -> GameState:
    _no_open_question(state, action.to)
    if action.to.order <= state.step.order:
        raise ActionError("step_backwards", step=state.step)
    return _enter(state, steps_between(state.step, action.to), events)


def end_turn(state: GameState, action: EndTurn, events: list[Event]) -> GameState:
    _no_open_question(state)
    if action.next is not None:
        in_game(state, action.next)
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
    """CR 731.2, as the next turn's untap step begins: day becomes night if the previous turn's
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


def first_player(state: GameState, action: FirstPlayer, events: list[Event]) -> GameState:
    """Who takes the first turn (chosen, or drawn at random by the app), before it has begun:
    the seats don't move; turn order goes on around the table from that player (CR 103.1 has
    the players choose, usually at random)."""
    in_game(state, action.player)
    if state.turn != 1 or state.step is not Step.UNTAP:
        raise ActionError("first_player_late")
    events.append(FirstPlayerChosen(action.player, action.random))
    return replace(
        state, turn_player=action.player, active_player=action.player,
        first_seat=state.seat(action.player), round_seat=0,
    )


def extra_turn(state: GameState, action: ExtraTurn, events: list[Event]) -> GameState:
    """An extra turn for `player` after this one (CR 500.7), taken as this turn ends."""
    in_game(state, action.player)
    return replace(state, extra_turns=(*state.extra_turns, action.player))


def set_day_night(state: GameState, action: SetDayNight, events: list[Event]) -> GameState:
    """A card says it becomes day (or night): CR 731.1."""
    to = DayNight(action.to)
    if state.day_night is to:
        return state
    events.append(DayNightChanged(to))
    return replace(state, day_night=to)


def spells_cast(state: GameState, action: SpellsCast, events: list[Event]) -> GameState:
    """What the table says `player` cast this turn (replacing what it said before); a player who
    left during their own turn may have cast spells before, and they still count (800.4j)."""
    if not state.has_player(action.player):
        raise ActionError("no_player", name=repr(action.player))
    said = {**state.spells_cast, action.player: action.count}
    asked = state.spells_asked and action.player != state.turn_player  # answered: closed
    return replace(state, spells_cast=said, spells_asked=asked)


def ask_spells(state: GameState, action: AskSpells, events: list[Event]) -> GameState:
    """End turn asks for the turn's player's spells: only while there is day or night and the
    table has not said them (CR 731.2)."""
    if state.day_night is None or state.turn_player in state.spells_cast:
        raise ActionError("spells_not_asked")
    return replace(state, spells_asked=True)


def stop_at(state: GameState, action: StopAt, events: list[Event]) -> GameState:
    """End turn stopped at pending reminders: kept, so it does not stop at them again."""
    pending = {r.id for r in state.pending_reminders()}
    for rid in action.reminders:
        if rid not in pending:
            raise ActionError("not_pending", id=rid)
    return replace(state, stopped_at=state.stopped_at | frozenset(action.reminders))
