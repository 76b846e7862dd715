"""The messages the overlay receives: the state (replay schema), colours and what just happened.

Language-neutral on purpose: events travel as the app's messages (`companion.shell.messages`:
`{"key", "params", "n"}`, nested for a reason or a trigger) and each page words them in the
language it asked for, from the same table (strings.table).
"""

from __future__ import annotations

import time
from typing import Any

from companion.core import events as e
from companion.core.game import Outcome
from companion.shell import messages
from companion.web.source import GameSource

Json = dict[str, Any]


def event_json(event: e.Event) -> Json | None:
    """What the window says about `event` (messages.event_message), as JSON; None if routine."""
    said = messages.event_message(event)
    return None if said is None else said.to_json()


def state(source: GameSource, *, histories: bool = True) -> Json | None:
    """The state in the replay schema, said as the app says it (what /state answers), or None
    without a game: the session's one picture of it (shell/projections.py)."""
    return source.projections.snapshot(histories=histories)


def reminders(source: GameSource) -> list[Json]:
    """This turn's pending reminders with what each asks (shell/projections.py)."""
    return source.projections.reminders()


def clocks(source: GameSource, at_ms: float) -> Json | None:
    """The clocks as of `at_ms` (shell/projections.py)."""
    return source.projections.clocks(at_ms)


def message(source: GameSource, seq: int, outcome: Outcome | None = None) -> Json:
    """One push: everything the page shows, so a page that missed messages is still right."""
    applied_ms = time.time() * 1000.0
    out: Json = {
        "type": "state",
        "seq": seq,
        "applied_ms": applied_ms,
        "action": None,
        "state": None,
        "colors": {},
        "events": [],
        "reminders": [],
        "damage": {},
        "clock": None,
    }
    if source.has_game:
        # Without the three histories (all reminders, the crown's and the initiative's changes):
        # the page shows none of them, and they grew a long game's push to ~80 kB (`/state` has
        # them all).
        out["state"] = state(source, histories=False)
        out["colors"] = dict(source.colors)
        out["reminders"] = reminders(source)
        out["damage"] = source.projections.damage_chips()
        out["clock"] = clocks(source, applied_ms)
    if outcome is not None:
        out["action"] = outcome.action.to_json().get("action")
        out["events"] = [said.to_json() for said in messages.explain(outcome.events)]
    return out
