"""What an action says: a log line, an "Undo: ..." label, a hit, a fix, a clock, a counter.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from companion.core import actions as a
from companion.core import events as e
from companion.core.game import Entry
from companion.core.model import (
    CARD,
    MONARCH_DRAW,
    GameState,
    LeaveReason,
    Reminder,
)
from companion.core.steps import Step
from companion.shell.messages.text import Msg, items, msg, names

# -- what the game says -----------------------------------------------------------------------


def step_message(step: Step) -> Msg:
    return Msg(f"step.{step.value}")


def leave_reason_message(
    reason: LeaveReason,
    source: str | None = None,
    setup: a.NewGame | None = None,
    partner: bool = False,
) -> Msg:
    """Why a player left; with the game's `setup`, the commander that dealt the 21 is named as
    given at setup ("21 commander damage from Tymna the Weaver (Ben)")."""
    if reason is LeaveReason.COMMANDER_DAMAGE:
        named = setup.commander_name(source, partner) if setup and source else ""
        if named:
            return msg("reason.commander_damage_named", player=source or "?", commander=named)
        return msg("reason.commander_damage", player=source or "?")
    return Msg(f"reason.{reason.value}")


def hit_message(hit: a.Hit, setup: a.NewGame | None = None) -> Msg:
    """A hit in words; a commander named at setup is named ("Tymna (Ben) deals 4 ...")."""
    named = setup.commander_name(hit.source, hit.partner) if setup and hit.commander else ""
    if named and not hit.infect:
        return msg(
            "action.hit_named", hit.amount, commander=named, source=hit.source, target=hit.target
        )
    key = (
        "action.hit_infect"
        if hit.infect
        else (
            "action.hit_partner"
            if hit.commander and hit.partner
            else "action.hit_commander"
            if hit.commander
            else "action.hit"
        )
    )
    return msg(key, hit.amount, source=hit.source, target=hit.target)


def fix_message(fix: a.FixCommanderDamage, setup: a.NewGame | None = None) -> Msg:
    named = setup.commander_name(fix.source, fix.partner) if setup else ""
    if named:
        return msg(
            "action.fix_named", -fix.delta, commander=named, source=fix.source, target=fix.player
        )
    key = "action.fix_partner" if fix.partner else "action.fix_commander"
    return msg(key, -fix.delta, source=fix.source, target=fix.player)


def clock_action_message(action: a.ChessClock | a.ClockPause) -> Msg:
    """The chess clock's actions (issue 16 item 5): "Chess clock: 20 minutes per player"."""
    if isinstance(action, a.ClockPause):
        return msg("action.clock_pause" if action.paused else "action.clock_resume")
    if action.minutes:
        return msg("action.chess_clock", action.minutes)
    return msg("action.chess_clock_off")


# Actions said the same whatever they carry.
_PLAIN_ACTIONS: dict[type, str] = {
    a.AskSpells: "action.ask_spells",
    a.StopAt: "action.stop_at",
    a.Undo: "action.undo",
    a.Redo: "action.redo",
}


def action_message(action: a.Action, setup: a.NewGame | None = None) -> Msg:
    """A short label for an action, as in the log and "Undo: Ben becomes the monarch"; with the
    game's `setup`, commanders named at setup are named."""
    counters = counter_action_message(action)
    if counters is not None:
        return counters
    if isinstance(action, a.ChessClock | a.ClockPause):
        return clock_action_message(action)
    plain = _PLAIN_ACTIONS.get(type(action))
    if plain is not None:
        return msg(plain)
    for family in (_turn_message, _crown_message, _table_message, _life_message):
        said = family(action, setup)
        if said is not None:
            return said
    raise TypeError(f"no message for action {action!r}")  # pragma: no cover


def _turn_message(action: a.Action, setup: a.NewGame | None) -> Msg | None:
    """The turn's actions: steps, the end of a turn, who goes first, extra turns, day and night."""
    match action:
        case a.StepTo(to=step):
            return msg("action.step", step=step_message(step))
        case a.EndTurn(next=None):
            return msg("action.end_turn")
        case a.EndTurn(next=str() as player):
            return msg("action.extra_turn", player=player)
        case a.FirstPlayer(player=player, random=True):
            return msg("action.first_player_random", player=player)
        case a.FirstPlayer(player=player):
            return msg("action.first_player", player=player)
        case a.ExtraTurn(player=player):
            return msg("action.extra_turn_given", player=player)
        case a.SetDayNight(to=to):
            return msg("action.day" if to == "day" else "action.night")
        case a.SpellsCast(player=player, count=count):
            return msg("action.spells_cast", count, player=player)
    return None


def _crown_message(action: a.Action, setup: a.NewGame | None) -> Msg | None:
    """The monarch's, the initiative's and the monarch cards' actions."""
    match action:
        case a.BecomeMonarch(player=player, source=None):
            return msg("action.monarch", player=player)
        case a.BecomeMonarch(player=player, source=str() as source):
            return msg("action.monarch_card", player=player, card=source)
        case a.TakeInitiative(player=player, source=None):
            return msg("action.initiative", player=player)
        case a.TakeInitiative(player=player, source=str() as source):
            return msg("action.initiative_card", player=player, card=source)
        case a.Venture(player=player, source=str() as source):
            return msg("action.venture_card", player=player, card=source)
        case a.Venture(player=player, room=str() as room):
            return msg("action.venture_room", player=player, room=room)
        case a.Venture(player=player):
            return msg("action.venture", player=player)
        case a.CardEnters(player=player, card=card):
            return msg("action.card_enters", player=player, card=card)
        case a.CardLeaves(player=player, card=card):
            return msg("action.card_leaves", player=player, card=card)
    return None


def _table_message(action: a.Action, setup: a.NewGame | None) -> Msg | None:
    """Dice, casts from the command zone, a new game, leaving, a reminder done."""
    match action:
        case a.Roll(player=player, die="coin", result=result):
            return msg(f"action.coin_{result}", player=player)
        case a.Roll(player=player, die="planar", result=result):
            return msg(f"action.planar_{result}", player=player)
        case a.Roll(player=player, die=die, result=result):
            return msg("action.roll", player=player, die=die, result=result)
        case a.CommanderCast(player=player, partner=partner, delta=-1):
            named = setup.commander_name(player, partner) if setup else ""
            if named:
                return msg("action.named_cast_back", player=player, commander=named)
            return msg("action.cast_back", player=player)
        case a.CommanderCast(player=player, partner=partner):
            named = setup.commander_name(player, partner) if setup else ""
            if named:
                return msg("action.named_cast", player=player, commander=named)
            return msg("action.partner_cast" if partner else "action.commander_cast", player=player)
        case a.Concede(player=player):
            return msg("action.concede", player=player)
        case a.Lose(players=players):
            if len(players) == 1:
                return msg("action.lose", player=players[0])
            return msg("action.lose_several", players=names(players))
        case a.Resolve(reminder=rid):
            return msg("action.resolve", id=rid)
        case a.NewGame(players=players):
            return msg("action.new_game", players=names(players))
    return None


def _life_message(action: a.Action, setup: a.NewGame | None) -> Msg | None:
    """Life, poison and damage: combat, a fix, the combat question and its answer."""
    match action:
        case a.CombatDamage(hits=hits, first_strike=True):  # its own step (CR 510.4)
            return msg("action.first_strike", hits=items([hit_message(h, setup) for h in hits]))
        case a.CombatDamage(hits=hits):
            return items([hit_message(h, setup) for h in hits])
        case a.LifeChange(player=player, delta=delta) if delta > 0:
            return msg("action.life_gain", delta, player=player)
        case a.LifeChange(player=player, delta=delta):
            return msg("action.life_loss", -delta, player=player)
        case a.PoisonChange(player=player, delta=delta) if delta > 0:
            return msg("action.poison_gain", delta, player=player)
        case a.PoisonChange(player=player, delta=delta):
            return msg("action.poison_loss", -delta, player=player)
        case a.FixCommanderDamage():
            return fix_message(action, setup)
        case a.Ask(player=player, delta=delta) if delta < 0:
            return msg("action.ask", -delta, player=player)
        case a.Ask(player=player, delta=delta):
            return msg("action.ask_back", delta, player=player)
        case a.Answer(source=None, lapsed=True):
            return msg("action.answer_lapsed")
        case a.Answer(source=None):
            return msg("action.answer_none")
        case a.Answer(source=str() as source):
            return msg("action.answer", player=source)
    return None


def counter_action_message(action: a.Action) -> Msg | None:
    """The label of a counter's or a designation's action (issue 16); None for any other."""
    match action:
        case a.CounterChange(player=player, counter=counter, delta=delta, named=False) if (
            counter in a.PLAYER_COUNTERS
        ):
            key = f"action.{counter}_gain" if delta > 0 else f"action.{counter}_loss"
            return msg(key, abs(delta), player=player)
        case a.CounterChange(player=player, counter=counter, delta=delta):
            key = "action.named_gain" if delta > 0 else "action.named_loss"
            return msg(key, abs(delta), player=player, counter=counter)
        case a.RadMill(player=player, nonland=nonland):
            return msg("action.rad_mill", nonland, player=player)
        case a.Storm(delta=delta):
            return msg("action.storm_up" if delta > 0 else "action.storm_down", abs(delta))
        case a.Speed(player=player):
            return msg("action.speed", player=player)
        case a.CitysBlessing(player=player):
            return msg("action.citys_blessing", player=player)
        case a.RingTempts(player=player, bearer=str() as bearer):
            return msg("action.ring_tempts_bearer", player=player, bearer=bearer)
        case a.RingTempts(player=player):
            return msg("action.ring_tempts", player=player)
    return None


def gesture_message(actions: Iterable[a.Action], setup: a.NewGame | None = None) -> Msg:
    """The actions of one gesture (one undo step) said as one label."""
    return items([action_message(action, setup) for action in actions])


def resolved_message(reminder: Reminder) -> Msg | None:
    """Done on `reminder`, said as what was done ("Ann draws a card (monarch)"), not by its
    number; None for a venture (its room says it)."""
    if reminder.kind == MONARCH_DRAW:
        return msg("action.monarch_drew", player=reminder.player)
    if reminder.kind == CARD and reminder.card is not None:
        return msg("action.card_trigger_done", card=reminder.card, player=reminder.player)
    return None


def entry_action_message(entry: Entry, setup: a.NewGame | None = None) -> Msg:
    """An applied action's label; a Done says which reminder it did (from its event)."""
    if isinstance(entry.action, a.Resolve):
        for event in entry.events:
            if isinstance(event, e.ReminderResolved):
                said = resolved_message(event.reminder)
                if said is not None:
                    return said
    return action_message(entry.action, setup)


def entries_message(entries: Iterable[Entry], setup: a.NewGame | None = None) -> Msg:
    """The applied actions of one gesture said as one label (Done by what was done), without
    the steps the turn took along with them ("Undo: End turn", not "End turn; Go to Main 1")."""
    entries = list(entries)
    said = said_actions([entry.action for entry in entries])
    return items([entry_action_message(entry, setup) for entry in entries if entry.action in said])


def said_actions(gesture: Sequence[a.Action]) -> list[a.Action]:
    """What a gesture's label names: its steps only where nothing else was done (Next step, a
    click on the step track, and the lapsed answer a step makes), else what was done without
    the steps that followed the play (flow.lead_in, flow.walk_in) and End turn's note of where
    it stopped (StopAt)."""
    done = [
        action for action in gesture
        if not isinstance(action, a.StepTo | a.StopAt)
        and not (isinstance(action, a.Answer) and action.lapsed)
    ]
    if not done:
        return list(gesture)
    return [action for action in gesture if not isinstance(action, a.StepTo | a.StopAt)]


def undo_message(gesture: Sequence[Entry], setup: a.NewGame | None = None) -> Msg:
    """ "Undo: <the gesture undo takes back>", or "Undo" when there is nothing to undo."""
    if not gesture:
        return msg("undo.nothing")
    return msg("undo.action", action=entries_message(gesture, setup))


def redo_message(
    gesture: Sequence[a.Action], setup: a.NewGame | None = None, state: GameState | None = None
) -> Msg:
    """ "Redo: <the gesture>"; with the game's `state`, a Done says which reminder it does."""
    if not gesture:
        return msg("redo.nothing")
    said = []
    for action in said_actions(gesture):
        label = None
        known = state is not None and 1 <= getattr(action, "reminder", 0) <= len(state.reminders)
        if isinstance(action, a.Resolve) and state is not None and known:
            label = resolved_message(state.reminders[action.reminder - 1])
        said.append(label or action_message(action, setup))
    return msg("redo.action", action=items(said))
