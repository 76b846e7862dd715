"""What the app answers: a flow notice, a storage refusal, an error, "Not possible: ...", the
winner.
"""

from __future__ import annotations

import errno as errno_module
from collections.abc import Iterable

from companion.core import actions as a
from companion.core import events as e
from companion.core.errors import ActionError, JournalError, Phrase
from companion.core.game import Entry
from companion.core.model import (
    GameState,
)
from companion.core.steps import Step
from companion.shell import flow, storage
from companion.shell.messages.say_actions import leave_reason_message, step_message
from companion.shell.messages.table import ERROR_PREFIX, TEXTS
from companion.shell.messages.text import Msg, Param, msg


def flow_message(notice: flow.FlowNotice) -> Msg:
    """What the session's flow tells the table (a lapsed question, a stop for the draw): the
    sentence the notice declares (`KEY`), with its player, count or step."""
    match notice:
        case flow.Lapsed(player=p, amount=amount):
            return msg(notice.KEY, amount, player=p)
        case flow.TriggersStop(step=step):
            return msg(notice.KEY, step=step_message(step))
        case flow.VentureStop(one_way=True) | flow.VentureFirst(one_way=True):
            said = msg(notice.KEY + "_one", player=notice.player)
        case _:
            said = msg(notice.KEY, player=notice.player)
    more = getattr(notice, "more", 0)
    return msg("flow.also", more, stop=said) if more else said


def _param(value: object) -> Param:
    """A core error's parameter as a message parameter: a step by its name, a phrase nested."""
    if isinstance(value, Phrase):
        return phrase_message(value)
    if isinstance(value, Step):
        return step_message(value)
    if isinstance(value, int | str):
        return value
    return str(value)  # pragma: no cover


def phrase_message(phrase: Phrase) -> Msg:
    params = {k: _param(v) for k, v in phrase.params.items() if k != "n"}
    count = phrase.params.get("n")
    return Msg(ERROR_PREFIX + phrase.key, params, count if isinstance(count, int) else None)


def storage_message(refusal: storage.StorageRefusal) -> Msg:
    """Why no command changes the game now: read-only, or the last write failed."""
    match refusal:
        case storage.NotSaved(reason=reason, errno=number):
            return msg("storage.not_saved", reason=os_reason(number, reason))
        case storage.ReadOnly(owner=storage.Owner() as owner) if owner.pid:
            return msg("storage.read_only", pid=owner.pid, since=_clock(owner.since))
        case storage.ReadOnly():
            return msg("storage.read_only_unknown")
    raise TypeError(f"no message for {refusal!r}")  # pragma: no cover


def in_use_message(error: storage.JournalInUseError) -> Msg:
    """Opening a journal another instance writes: who, and what can be done."""
    owner = error.owner
    if owner is None or not owner.pid:
        return msg("storage.in_use_unknown", file=error.path.name)
    return msg("storage.in_use", file=error.path.name, pid=owner.pid, since=_clock(owner.since))


def os_reason(number: int | None, fallback: str) -> Param:
    """Why a file operation failed, in the app's words for the common cases (a full disk, no
    permission, ...), else the system's own (`fallback`)."""
    name = errno_module.errorcode.get(number or -1, "")
    key = f"oserror.{'EMFILE' if name == 'ENFILE' else name}"
    return msg(key) if key in TEXTS else fallback


def _clock(since: str) -> str:
    """ "2026-12-01T20:15:03" -> "20:15": when another window opened the game."""
    return since[11:16] if len(since) >= 16 and since[10] == "T" else since


def error_message(
    error: ActionError | JournalError | flow.FlowNotice | storage.StorageRefusal,
) -> Msg:
    """Why something was refused or could not be read: a core error (a journal's names its line),
    a refusal of the game's flow, or of a game that can't be saved now."""
    if isinstance(error, storage.NotSaved | storage.ReadOnly):
        return storage_message(error)
    if isinstance(error, JournalError):
        return msg("error.journal_line", line=error.line, reason=phrase_message(error.phrase))
    if isinstance(error, ActionError):
        return phrase_message(error.phrase)
    return flow_message(error)


def not_possible(error: ActionError | flow.FlowNotice | storage.StorageRefusal) -> Msg:
    """The notice for a refused command: "Not possible: <why>" (a flow refusal says itself)."""
    if isinstance(error, storage.NotSaved | storage.ReadOnly):
        return storage_message(error)
    if isinstance(error, ActionError):
        return msg("notice.not_possible", reason=error_message(error))
    return flow_message(error)


# -- longer texts: the winner screen, the combat preview ---------------------------------------


def winner_title(state: GameState) -> Msg | None:
    if state.winner is not None:
        return msg("winner.title", winner=state.winner)
    return msg("winner.draw") if state.game_over else None


def winner_summary(
    state: GameState, entries: Iterable[Entry], setup: a.NewGame | None = None
) -> list[Msg]:
    """How the game went, one line each: turns, the last monarch, who left in which order."""
    lines = [msg("winner.turns", state.turn)]
    last = state.monarch or (state.monarch_history[-1].player if state.monarch_history else None)
    if last is None:
        lines.append(msg("winner.no_monarch"))
    else:
        lines.append(msg("winner.last_monarch", player=last))
    if state.initiative_history:  # only in a game where someone took it (726.1)
        holder = state.initiative or state.initiative_history[-1].player
        lines.append(msg("winner.last_initiative", player=holder))
    left = [
        (event, entry.turn)
        for entry in entries
        for event in entry.events
        if isinstance(event, e.PlayerLeft)
    ]
    if left:
        lines.append(msg("winner.departures"))
        for number, (event, turn) in enumerate(left, start=1):
            reason = leave_reason_message(event.reason, event.source, setup, event.partner)
            said = msg(
                "winner.departure", number=number, player=event.player, reason=reason, turn=turn
            )
            lines.append(said)
    return lines
