"""What happened, said: events, the initiative, a reminder and its condition, a log entry.
"""

from __future__ import annotations

from collections.abc import Iterable

from companion.core import actions as a
from companion.core import events as e
from companion.core.cards import Condition, book, holds
from companion.core.game import Entry
from companion.core.model import (
    CARD,
    RAD,
    VENTURE,
    GameState,
    MonarchCause,
    Reminder,
)
from companion.shell.messages.say_actions import (
    entry_action_message,
    leave_reason_message,
    step_message,
)
from companion.shell.messages.table import room_key, trigger_key
from companion.shell.messages.text import Msg, msg

# Events that are routine (a step entered, a turn begun, a draw done): the action says them.
SILENT_EVENTS: tuple[type, ...] = (
    e.StepEntered,
    e.TurnStarted,
    e.ReminderResolved,
    e.QuestionAsked,  # the panel asks it; the action label says it ("loses 5 life: combat?")
    e.QuestionAnswered,  # the answer's label says it; the crown's move has its own sentence
    e.CardEntered,  # the action's label says it
    e.Rolled,  # the action's label says the result
    e.FirstPlayerChosen,
    e.CardLeft,
    e.RadMilled,  # the action's label says the count
)


def event_message(event: e.Event, setup: a.NewGame | None = None) -> Msg | None:
    """Why something happened, in words a player understands; None for the routine ones. With
    the game's `setup`, commanders named at setup are named."""
    match event:
        case e.MonarchChanged(player=p, cause=MonarchCause.COMBAT_DAMAGE):
            return msg("event.monarch_combat", player=p, trigger=msg("trigger.steal"))
        case e.MonarchChanged(player=p, cause=MonarchCause.SUCCESSION, as_active_player=True):
            return msg("event.monarch_succession_active", player=p)
        case e.MonarchChanged(player=p, cause=MonarchCause.SUCCESSION):
            return msg("event.monarch_succession_next", player=p)
        case e.MonarchChanged(player=p, source=src) if src:
            return msg("event.monarch_card", player=p, card=src)
        case e.MonarchChanged(player=p):
            return msg("event.monarch", player=p)
        case e.AlreadyMonarch(player=p):
            return msg("event.already_monarch", player=p)
        case e.MonarchVacant(previous=p):
            return msg("event.monarch_vacant", player=p)
        case e.StealFizzled(attacker=att, monarch=holder, initiative=True):
            return msg("event.initiative_steal_fizzled", holder=holder, attacker=att)
        case e.StealFizzled(attacker=att, monarch=mon):
            return msg("event.steal_fizzled", monarch=mon, attacker=att)
        case e.InitiativeTaken():
            return initiative_message(event)
        case e.Ventured(player=p, dungeon=dungeon, room=room, completed=completed):
            key = "event.ventured_completed" if completed else "event.ventured"
            return msg(key, player=p, room=room, dungeon=dungeon, ability=msg(room_key(room)))
        case e.PlayerLeft(player=p, reason=reason, source=src, partner=partner):
            said = leave_reason_message(reason, src, setup, partner)
            return msg("event.left", player=p, reason=said)
        case e.TurnWithoutActivePlayer(player=p):
            return msg("event.turn_without_active", player=p)
        case e.ReminderCreated(reminder=r):
            return reminder_message(r)
        case e.SpeedIncreased(player=p, speed=speed, automatic=True):
            return msg("event.speed_rises", player=p, speed=speed)
        case e.SpeedIncreased(player=p, speed=speed):
            return msg("event.speed", player=p, speed=speed)
        case e.ReminderCancelled(reminder=Reminder(kind="venture") as r):
            return msg("event.venture_cancelled", player=r.player)
        case e.ReminderCancelled(reminder=Reminder(kind="card", card=str() as card) as r):
            return msg("event.card_cancelled", player=r.player, card=card)
        case e.ReminderCancelled(reminder=r):
            return msg("event.reminder_cancelled", player=r.player)
        case e.QuestionDropped(question=q):
            return msg("event.question_dropped", player=q.player)
        case e.GameEnded(winner=None):
            return msg("event.game_draw")
        case e.GameEnded(winner=str() as w):
            return msg("event.winner", player=w)
        case e.DayNightChanged(to=to, player=str() as p, spells=int()):
            key = "event.night_no_spells" if to.value == "night" else "event.day_two_spells"
            return msg(key, player=p)
        case e.DayNightChanged(to=to):
            return msg("event.night" if to.value == "night" else "event.day")
    return None


def initiative_message(event: e.InitiativeTaken) -> Msg:
    """Who took the initiative and why, with the venture it makes (726.2)."""
    player, previous = event.player, event.previous
    if event.cause is MonarchCause.SUCCESSION:
        key = "event.initiative_succession_" + ("active" if event.as_active_player else "next")
        return msg(key, player=player, previous=previous or "")
    if event.cause is MonarchCause.COMBAT_DAMAGE:
        return msg("event.initiative_combat", player=player, previous=previous or "")
    if previous == player:
        return msg("event.initiative_again", player=player)
    if event.source:
        return msg("event.initiative_card", player=player, card=event.source)
    return msg("event.initiative", player=player)


def reminder_message(reminder: Reminder) -> Msg:
    """What a new reminder asks of the table: the draw, the venture, or a card's trigger."""
    if reminder.kind == VENTURE:
        return msg("event.reminder_venture", player=reminder.player)
    if reminder.kind == RAD:
        return msg("event.reminder_rad", player=reminder.player)
    if reminder.kind == CARD and reminder.card is not None:
        effect = msg(trigger_key(reminder.card, reminder.trigger))
        key = "event.reminder_exile_ends" if ends_a_duration(reminder) else "event.reminder_card"
        return msg(key, player=reminder.player, card=reminder.card, effect=effect)
    return msg("event.reminder_draw", player=reminder.player)


def ends_a_duration(reminder: Reminder) -> bool:
    """A card's one-time "until" (Palace Jailer's exile ends when an opponent becomes the
    monarch): said as the end of its effect, not as a triggered ability."""
    if reminder.kind != CARD or reminder.card is None:
        return False
    triggers = book().get(reminder.card, ())
    return reminder.trigger < len(triggers) and triggers[reminder.trigger].once


_CONDITION_KEYS = {
    Condition.YOU_ARE_MONARCH: "reminder.if_monarch",
    Condition.OPPONENT_IS_MONARCH: "reminder.if_opponent",
    Condition.NO_MONARCH: "reminder.if_no_monarch",
    Condition.YOU_WERE_MONARCH_AS_TURN_BEGAN: "reminder.if_turn_began",
}


def condition_message(state: GameState, reminder: Reminder) -> Msg | None:
    """For a card's reminder whose trigger has an "if" (a Court: "if you're the monarch, ..."),
    whether it holds now, read from the current crown; None for any other reminder."""
    if reminder.kind != CARD or reminder.card is None:
        return None
    triggers = book().get(reminder.card, ())
    if reminder.trigger >= len(triggers) or triggers[reminder.trigger].condition is None:
        return None
    condition = triggers[reminder.trigger].condition
    assert condition is not None
    player = reminder.player
    yes = holds(condition, player, state.monarch, state.monarch_as_turn_began())
    key = _CONDITION_KEYS[condition] + ("_yes" if yes else "_no")
    return msg(key) if condition is Condition.NO_MONARCH else msg(key, player=player)


def explain(events: Iterable[e.Event], setup: a.NewGame | None = None) -> list[Msg]:
    """The messages of the events worth saying, in order. A take of the initiative already says
    its venture, so the venture's reminder made by it is not said again."""
    events = list(events)
    takers = {ev.player for ev in events if isinstance(ev, e.InitiativeTaken)}
    said = []
    for ev in events:
        if (isinstance(ev, e.ReminderCreated) and ev.reminder.kind == VENTURE
                and ev.reminder.player in takers):
            continue
        message = event_message(ev, setup)
        if message is not None:
            said.append(message)
    return said


def entry_message(entry: Entry, setup: a.NewGame | None = None) -> Msg:
    """The head line of a log entry: "T3 · Combat damage step — Ben's commander deals 4 ...";
    a turn that ends is said as the turn that begins ("Turn 4 — Dee"), and the monarch's draw
    done as what was done ("Ann draws a card (monarch)")."""
    for event in entry.events:
        if isinstance(entry.action, a.EndTurn) and isinstance(event, e.TurnStarted):
            key = "log.extra_turn" if event.extra else "log.turn"
            return msg(key, turn=event.turn, player=event.player)
    action = entry_action_message(entry, setup)
    return msg("log.entry", turn=entry.turn, step=step_message(entry.step), action=action)


def is_step_only(entry: Entry) -> bool:
    """A move to another step, or End turn's note that it stopped (StopAt), that caused nothing
    worth saying: the log folds it away."""
    return isinstance(entry.action, a.StepTo | a.StopAt) and not explain(entry.events)
