"""Plain sentences for actions and what they caused, in the current language.

One place for the words, so the log, the undo labels, the notices and the overlay all say the same
thing. Strings are marked with an explicit context ("Describe") for Qt Linguist.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from companion.core import actions as a
from companion.core import events as e
from companion.core.model import LeaveReason
from companion.core.steps import Step


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("Describe", text, disambiguation, n)


def step_name(step: Step) -> str:
    names = {
        Step.UNTAP: tr("Untap"),
        Step.UPKEEP: tr("Upkeep"),
        Step.DRAW: tr("Draw step"),
        Step.MAIN1: tr("Main phase 1"),
        Step.BEGINNING_OF_COMBAT: tr("Beginning of combat"),
        Step.DECLARE_ATTACKERS: tr("Declare attackers"),
        Step.DECLARE_BLOCKERS: tr("Declare blockers"),
        Step.COMBAT_DAMAGE: tr("Combat damage step"),
        Step.END_OF_COMBAT: tr("End of combat"),
        Step.MAIN2: tr("Main phase 2"),
        Step.END: tr("End step"),
        Step.CLEANUP: tr("Cleanup"),
    }
    return names[step]


def action_label(action: a.Action) -> str:
    """A short label for an action, as in "Undo: Ben becomes the monarch"."""
    match action:
        case a.StepTo(to=step):
            return tr("Go to {step}").format(step=step_name(step))
        case a.EndTurn(next=None):
            return tr("End turn")
        case a.EndTurn(next=player):
            return tr("Extra turn for {player}").format(player=player)
        case a.BecomeMonarch(player=player, source=None):
            return tr("{player} becomes the monarch").format(player=player)
        case a.BecomeMonarch(player=player, source=source):
            return tr("{player} becomes the monarch ({card})").format(player=player, card=source)
        case a.CombatDamage(hits=hits):
            return "; ".join(hit_label(h) for h in hits)
        case a.LifeChange(player=player, delta=delta) if delta > 0:
            return tr("{player} gains %n life", n=delta).format(player=player)
        case a.LifeChange(player=player, delta=delta):
            return tr("{player} loses %n life", n=-delta).format(player=player)
        case a.PoisonChange(player=player, delta=delta) if delta > 0:
            return tr("{player} gets %n poison counter(s)", n=delta).format(player=player)
        case a.PoisonChange(player=player, delta=delta):
            return tr("{player} loses %n poison counter(s)", n=-delta).format(player=player)
        case a.Concede(player=player):
            return tr("{player} concedes").format(player=player)
        case a.Lose(players=players):
            return tr("{players} lose the game").format(players=", ".join(players))
        case a.Resolve(reminder=rid):
            return tr("Reminder {id} done").format(id=rid)
        case a.NewGame(players=players):
            return tr("New game: {players}").format(players=", ".join(players))
        case a.Undo():
            return tr("Undo")
        case a.Redo():
            return tr("Redo")
    return str(action)  # pragma: no cover


def hit_label(hit: a.Hit) -> str:
    if hit.infect:
        text = tr("{source} deals %n infect combat damage to {target}", n=hit.amount)
    elif hit.commander:
        text = tr("{source}'s commander deals %n combat damage to {target}", n=hit.amount)
    else:
        text = tr("{source} deals %n combat damage to {target}", n=hit.amount)
    return text.format(source=hit.source, target=hit.target)


def leave_reason(reason: LeaveReason, source: str | None = None) -> str:
    match reason:
        case LeaveReason.CONCEDED:
            return tr("conceded")
        case LeaveReason.LIFE:
            return tr("0 life")
        case LeaveReason.POISON:
            return tr("10 poison counters")
        case LeaveReason.COMMANDER_DAMAGE:
            return tr("21 commander damage from {player}").format(player=source or "?")
        case LeaveReason.LOST:
            return tr("lost the game")
    return reason.value  # pragma: no cover


def event_sentence(event: e.Event) -> str | None:
    """Why something happened, in words a player understands; None for the routine ones."""
    match event:
        case e.MonarchChanged(player=p, cause=cause, source=src, as_active_player=active):
            if cause.value == "combat_damage":
                return tr(
                    "{player} becomes the monarch: a creature they control dealt combat damage "
                    "to the monarch."
                ).format(player=p)
            if cause.value == "succession" and active:
                return tr(
                    "{player} becomes the monarch as the active player, because the monarch "
                    "left the game."
                ).format(player=p)
            if cause.value == "succession":
                return tr(
                    "{player} becomes the monarch as the next player in turn order, because the "
                    "monarch left the game during their own turn."
                ).format(player=p)
            if src:
                return tr("{player} becomes the monarch ({card}).").format(player=p, card=src)
            return tr("{player} becomes the monarch.").format(player=p)
        case e.AlreadyMonarch(player=p):
            return tr("{player} is already the monarch; nothing happens.").format(player=p)
        case e.MonarchVacant(previous=p):
            return tr("{player} left the game and nobody can become the monarch.").format(player=p)
        case e.StealFizzled(attacker=att, monarch=mon):
            return tr(
                "{monarch} lost the game, so the combat damage trigger does not make {attacker} "
                "the monarch."
            ).format(monarch=mon, attacker=att)
        case e.PlayerLeft(player=p, reason=reason, source=src):
            return tr("{player} leaves the game ({reason}).").format(
                player=p, reason=leave_reason(reason, src)
            )
        case e.TurnWithoutActivePlayer(player=p):
            return tr(
                "{player} left during their own turn; the turn ends without an active player."
            ).format(player=p)
        case e.ReminderCreated(reminder=r):
            return tr("{player} is the monarch: {player} draws a card.").format(player=r.player)
        case e.ReminderCancelled(reminder=r):
            return tr("{player}'s monarch draw is cancelled: {player} left the game.").format(
                player=r.player
            )
        case e.GameEnded(winner=None):
            return tr("The game is a draw: the last players left at the same time.")
        case e.GameEnded(winner=w):
            return tr("{player} wins the game!").format(player=w)
    return None


def explain(events: Iterable[e.Event]) -> list[str]:
    return [s for s in (event_sentence(ev) for ev in events) if s]
