"""The messages the overlay receives: the state (replay schema), colours and what just happened.

Language-neutral on purpose: events travel as sentence keys and parameters (strings.SENTENCES),
and each page words them in the language it asked for.
"""

from __future__ import annotations

import time
from typing import Any

from companion.core import events as e
from companion.core.game import Outcome
from companion.core.model import MonarchCause
from companion.core.snapshot import state_json
from companion.overlay.source import GameSource

Json = dict[str, Any]


def _say(key: str, **params: Any) -> Json:
    return {"key": key, "params": params}


def event_json(event: e.Event) -> Json | None:
    """The sentence describe.event_sentence would say for `event`, as a key and parameters."""
    match event:
        case e.MonarchChanged(player=p, cause=MonarchCause.COMBAT_DAMAGE):
            return _say("monarch_combat", player=p)
        case e.MonarchChanged(player=p, cause=MonarchCause.SUCCESSION, as_active_player=True):
            return _say("monarch_succession_active", player=p)
        case e.MonarchChanged(player=p, cause=MonarchCause.SUCCESSION):
            return _say("monarch_succession_next", player=p)
        case e.MonarchChanged(player=p, source=src) if src:
            return _say("monarch_card", player=p, card=src)
        case e.MonarchChanged(player=p):
            return _say("monarch", player=p)
        case e.AlreadyMonarch(player=p):
            return _say("already_monarch", player=p)
        case e.MonarchVacant(previous=p):
            return _say("monarch_vacant", player=p)
        case e.StealFizzled(attacker=att, monarch=mon):
            return _say("steal_fizzled", monarch=mon, attacker=att)
        case e.PlayerLeft(player=p, reason=reason, source=src):
            return _say("left", player=p, reason=_say(reason.value, player=src or "?"))
        case e.TurnWithoutActivePlayer(player=p):
            return _say("turn_without_active", player=p)
        case e.ReminderCreated(reminder=r):
            return _say("reminder_draw", player=r.player)
        case e.ReminderCancelled(reminder=r):
            return _say("reminder_cancelled", player=r.player)
        case e.GameEnded(winner=None):
            return _say("game_draw")
        case e.GameEnded(winner=w):
            return _say("winner", player=w)
    return None


def state(source: GameSource) -> Json | None:
    """The state in the replay schema (what /state answers), or None without a game."""
    return state_json(source.state) if source.has_game else None


def message(source: GameSource, seq: int, outcome: Outcome | None = None) -> Json:
    """One push: everything the page shows, so a page that missed messages is still right."""
    out: Json = {
        "type": "state",
        "seq": seq,
        "applied_ms": time.time() * 1000.0,
        "action": None,
        "state": None,
        "colors": {},
        "events": [],
    }
    if source.has_game:
        out["state"] = state(source)
        out["colors"] = dict(source.colors)
    if outcome is not None:
        out["action"] = outcome.action.to_json().get("action")
        out["events"] = [j for j in (event_json(ev) for ev in outcome.events) if j is not None]
    return out
