"""Plain sentences for actions and what they caused, in the current language.

One place for the words, so the log, the undo labels, the notices and the overlay all say the same
thing. Strings carry an explicit context ("Describe", "Counts" for plurals) for Qt Linguist.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QObject

from companion.app import i18n
from companion.core import actions as a
from companion.core import events as e
from companion.core.errors import ActionError
from companion.core.model import LeaveReason
from companion.core.steps import Step
from companion.shell import flow

# lupdate reads translate("Context", "text") at the call site (see companion/app/i18n.py).
translate = QCoreApplication.translate


class Counts(QObject):
    """The sentences with a count in them. lupdate reads plural forms only from `self.tr(text, "",
    n)`, so they live in a QObject of their own (context "Counts") instead of beside the others."""

    def gains_life(self, n: int) -> str:
        return self.tr("{player} gains %n life", "", n)

    def loses_life(self, n: int) -> str:
        return self.tr("{player} loses %n life", "", n)

    def gets_poison(self, n: int) -> str:
        return self.tr("{player} gets %n poison counter(s)", "", n)

    def loses_poison(self, n: int) -> str:
        return self.tr("{player} loses %n poison counter(s)", "", n)

    def infect_hit(self, n: int) -> str:
        return self.tr("{source} deals %n infect combat damage to {target}", "", n)

    def commander_hit(self, n: int) -> str:
        return self.tr("{source}'s commander deals %n combat damage to {target}", "", n)

    def asks_loss(self, n: int) -> str:
        return self.tr("{player} loses %n life: combat damage?", "", n)

    def takes_back_loss(self, n: int) -> str:
        return self.tr("{player}'s open loss is %n life less", "", n)

    def hit(self, n: int) -> str:
        return self.tr("{source} deals %n combat damage to {target}", "", n)


_counts: Counts | None = None


def counts() -> Counts:
    global _counts  # noqa: PLW0603 - one translator object, made once a QCoreApplication may exist
    if _counts is None:
        _counts = Counts()
    return _counts


def step_name(step: Step) -> str:
    names = {
        Step.UNTAP: translate("Describe", "Untap"),
        Step.UPKEEP: translate("Describe", "Upkeep"),
        Step.DRAW: translate("Describe", "Draw step"),
        Step.MAIN1: translate("Describe", "Main phase 1"),
        Step.BEGINNING_OF_COMBAT: translate("Describe", "Beginning of combat"),
        Step.DECLARE_ATTACKERS: translate("Describe", "Declare attackers"),
        Step.DECLARE_BLOCKERS: translate("Describe", "Declare blockers"),
        Step.COMBAT_DAMAGE: translate("Describe", "Combat damage step"),
        Step.END_OF_COMBAT: translate("Describe", "End of combat"),
        Step.MAIN2: translate("Describe", "Main phase 2"),
        Step.END: translate("Describe", "End step"),
        Step.CLEANUP: translate("Describe", "Cleanup"),
    }
    return names[step]


def action_label(action: a.Action) -> str:
    """A short label for an action, as in "Undo: Ben becomes the monarch"."""
    match action:
        case a.StepTo(to=step):
            return translate("Describe", "Go to {step}").format(step=step_name(step))
        case a.EndTurn(next=None):
            return translate("Describe", "End turn")
        case a.EndTurn(next=player):
            return translate("Describe", "Extra turn for {player}").format(player=player)
        case a.BecomeMonarch(player=player, source=None):
            return translate("Describe", "{player} becomes the monarch").format(player=player)
        case a.BecomeMonarch(player=player, source=source):
            return translate("Describe", "{player} becomes the monarch ({card})").format(
                player=player, card=source
            )
        case a.CombatDamage(hits=hits):
            return "; ".join(hit_label(h) for h in hits)
        case a.LifeChange(player=player, delta=delta) if delta > 0:
            return counts().gains_life(delta).format(player=player)
        case a.LifeChange(player=player, delta=delta):
            return counts().loses_life(-delta).format(player=player)
        case a.PoisonChange(player=player, delta=delta) if delta > 0:
            return counts().gets_poison(delta).format(player=player)
        case a.PoisonChange(player=player, delta=delta):
            return counts().loses_poison(-delta).format(player=player)
        case a.Concede(player=player):
            return translate("Describe", "{player} concedes").format(player=player)
        case a.Lose(players=players):
            return translate("Describe", "{players} lose the game").format(
                players=", ".join(players)
            )
        case a.Ask(player=player, delta=delta) if delta < 0:
            return counts().asks_loss(-delta).format(player=player)
        case a.Ask(player=player, delta=delta):
            return counts().takes_back_loss(delta).format(player=player)
        case a.Answer(source=None, lapsed=True):
            return translate("Describe", "No answer: not combat damage")
        case a.Answer(source=None):
            return translate("Describe", "Answer: not combat damage")
        case a.Answer(source=source):
            return translate("Describe", "Answer: combat damage from {player}").format(
                player=source
            )
        case a.Resolve(reminder=rid):
            return translate("Describe", "Reminder {id} done").format(id=rid)
        case a.NewGame(players=players):
            return translate("Describe", "New game: {players}").format(players=", ".join(players))
        case a.Undo():
            return translate("Describe", "Undo")
        case a.Redo():
            return translate("Describe", "Redo")
    return str(action)  # pragma: no cover


def hit_label(hit: a.Hit) -> str:
    if hit.infect:
        text = counts().infect_hit(hit.amount)
    elif hit.commander:
        text = counts().commander_hit(hit.amount)
    else:
        text = counts().hit(hit.amount)
    return text.format(source=hit.source, target=hit.target)


def leave_reason(reason: LeaveReason, source: str | None = None) -> str:
    match reason:
        case LeaveReason.CONCEDED:
            return translate("Describe", "conceded")
        case LeaveReason.LIFE:
            return translate("Describe", "0 life")
        case LeaveReason.POISON:
            return translate("Describe", "10 poison counters")
        case LeaveReason.COMMANDER_DAMAGE:
            return translate("Describe", "21 commander damage from {player}").format(
                player=source or "?"
            )
        case LeaveReason.LOST:
            return translate("Describe", "lost the game")
    return reason.value  # pragma: no cover


def event_sentence(event: e.Event) -> str | None:
    """Why something happened, in words a player understands; None for the routine ones."""
    match event:
        case e.MonarchChanged(player=p, cause=cause, source=src, as_active_player=active):
            if cause.value == "combat_damage":
                # The trigger quoted as the official rule text of this language words it.
                return translate("Describe", "{player} becomes the monarch: {trigger}.").format(
                    player=p, trigger=i18n.rule_texts().quoted_trigger("steal")
                )
            if cause.value == "succession" and active:
                return translate(
                    "Describe",
                    "{player} becomes the monarch as the active player, because the monarch "
                    "left the game.",
                ).format(player=p)
            if cause.value == "succession":
                return translate(
                    "Describe",
                    "{player} becomes the monarch as the next player in turn order, because the "
                    "monarch left the game during their own turn.",
                ).format(player=p)
            if src:
                return translate("Describe", "{player} becomes the monarch ({card}).").format(
                    player=p, card=src
                )
            return translate("Describe", "{player} becomes the monarch.").format(player=p)
        case e.AlreadyMonarch(player=p):
            return translate(
                "Describe", "{player} is already the monarch; nothing happens."
            ).format(player=p)
        case e.MonarchVacant(previous=p):
            return translate(
                "Describe", "{player} left the game and nobody can become the monarch."
            ).format(player=p)
        case e.StealFizzled(attacker=att, monarch=mon):
            return translate(
                "Describe",
                "{monarch} lost the game, so the combat damage trigger does not make {attacker} "
                "the monarch.",
            ).format(monarch=mon, attacker=att)
        case e.PlayerLeft(player=p, reason=reason, source=src):
            return translate("Describe", "{player} leaves the game ({reason}).").format(
                player=p, reason=leave_reason(reason, src)
            )
        case e.TurnWithoutActivePlayer(player=p):
            return translate(
                "Describe",
                "{player} left during their own turn; the turn ends without an active player.",
            ).format(player=p)
        case e.ReminderCreated(reminder=r):
            return translate("Describe", "{player} is the monarch: {player} draws a card.").format(
                player=r.player
            )
        case e.ReminderCancelled(reminder=r):
            return translate(
                "Describe", "{player}'s monarch draw is cancelled: {player} left the game."
            ).format(player=r.player)
        case e.GameEnded(winner=None):
            return translate(
                "Describe", "The game is a draw: the last players left at the same time."
            )
        case e.GameEnded(winner=w):
            return translate("Describe", "{player} wins the game!").format(player=w)
    return None


def explain(events: Iterable[e.Event]) -> list[str]:
    return [s for s in (event_sentence(ev) for ev in events) if s]


def flow_sentence(notice: flow.FlowNotice) -> str:
    """What the session's flow tells the table (a lapsed question, a stop for the draw)."""
    match notice:
        case flow.Lapsed(player=p, amount=n):
            return translate(
                "Describe",
                "Moved on without an answer: {player} loses {amount} life, not as combat damage.",
            ).format(player=p, amount=n)
        case flow.DrawStop(player=p):
            return translate(
                "Describe", "End turn stopped: {player} is the monarch and draws a card first."
            ).format(player=p)
        case flow.DrawFirst(player=p):
            return translate(
                "Describe", "{player} draws a card first (the monarch). Press Done once they have."
            ).format(player=p)
    return ""  # pragma: no cover


def refusal(reason: ActionError | flow.FlowNotice | str) -> str:
    """Why a command changed nothing, in the current language."""
    if isinstance(reason, str):
        return reason
    if isinstance(reason, ActionError):
        return str(reason)
    return flow_sentence(reason)
