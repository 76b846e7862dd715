"""The messages the overlay receives: the state (replay schema), colours and what just happened.

Language-neutral on purpose: events travel as the app's messages (`companion.shell.messages`:
`{"key", "params", "n"}`, nested for a reason or a trigger) and each page words them in the
language it asked for, from the same table (strings.table).
"""

from __future__ import annotations

import datetime as dt
import time
from typing import Any

from companion.core import dungeons
from companion.core import events as e
from companion.core.game import Outcome
from companion.core.snapshot import state_json
from companion.overlay.source import GameSource
from companion.shell import chess_clock, messages
from companion.shell.damage_mode import short_name

Json = dict[str, Any]


def event_json(event: e.Event) -> Json | None:
    """What the window says about `event` (messages.event_message), as JSON; None if routine."""
    said = messages.event_message(event)
    return None if said is None else said.to_json()


def dungeon_maps() -> Json:
    """Each dungeon's rooms in the card's order, with their row on the card (0: the first room) and
    the rooms below them, for the page's map of a venture marker. Names are proper names, shown as
    printed (in English) in every language."""
    maps: Json = {}
    for name, rooms in dungeons.DUNGEONS.items():
        rows = dungeons.depth(name)
        maps[name] = [{"room": room, "row": rows[room], "below": list(below)}
                      for room, below in rooms.items()]
    return maps


def state(source: GameSource, *, histories: bool = True) -> Json | None:
    """The state in the replay schema (what /state answers), or None without a game. A player
    who left carries why as the app says it (`left.said`): a commander named at setup is named
    ("21 commander damage from Kraum, Ludevic's Opus (Ben)"), as in the window's log."""
    if not source.has_game:
        return None
    out = state_json(source.state, histories=histories)
    game = getattr(source, "game", None)  # the app's session and a Game have the setup
    setup = getattr(game, "setup", None)
    for p, row in zip(source.state.players, out["players"], strict=True):
        if setup is not None and p.partner_casts:
            # Two taxes side by side say which is which by the names given at setup, each by its
            # first word ("Kraum", "Tymna"): a badge beside the life has little room.
            named = [setup.commander_name(p.name, partner) for partner in (False, True)]
            if all(named):
                row["tax_names"] = [short_name(n).split()[0] for n in named]
        d = p.departure
        if d is not None:
            said = messages.leave_reason_message(d.reason, d.source, setup, d.partner)
            row["left"]["said"] = said.to_json()
    return out


def reminders(source: GameSource) -> list[Json]:
    """This turn's pending reminders, each with what it asks of the table as the app says it
    (messages.reminder_message: the monarch's draw, a venture, a card's trigger with its effect
    nested), so the page shows each until it is done without knowing the card book."""
    state = source.state
    out = []
    for r in state.pending_reminders():
        condition = messages.condition_message(state, r)
        out.append({
            "id": r.id,
            "message": messages.reminder_message(r).to_json(),
            # A card's "if" (a Court's "if you're the monarch"), as it stands now, or null.
            "condition": None if condition is None else condition.to_json(),
        })
    return out


def clocks(source: GameSource, at_ms: float) -> Json | None:
    """The game's time, this turn's and the chess clocks (issue 16 item 5) as of `at_ms` (the
    push's `applied_ms`, ms since the epoch): seconds, as the turn bar and the panels read them
    from the journal lines' times (shell/clock.py, shell/chess_clock.py). The page counts on from
    them by itself between pushes (`running`: the game's and turn's times run; a chess clock's
    `running`: its time left goes down), so a push is made only when the game changes. None
    without a game, or for a source with no journal to read times from."""
    game = getattr(source, "game", None)
    if not source.has_game or game is None or not hasattr(game, "entries_from"):
        return None
    tracker = chess_clock.follow(game)
    now = dt.datetime.fromtimestamp(at_ms / 1000.0, dt.UTC)

    def since(start: dt.datetime | None) -> float | None:
        return None if start is None else max(0.0, (now - start).total_seconds())

    reading = tracker.reading(now)
    return {
        "game": since(tracker.started),
        "turn": since(tracker.turn_began),
        "running": tracker.started is not None and not source.state.game_over,
        "chess": None if reading is None else {
            "minutes": reading.minutes,
            "paused": reading.paused,
            "warn_below": reading.warn_below,
            "players": {
                c.player: {"remaining": c.remaining, "running": c.running}
                for c in reading.players
            },
        },
    }


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
        "clock": None,
    }
    if source.has_game:
        # Without the three histories (all reminders, the crown's and the initiative's changes):
        # the page shows none of them, and they grew a long game's push to ~80 kB (`/state` has
        # them all).
        out["state"] = state(source, histories=False)
        out["colors"] = dict(source.colors)
        out["reminders"] = reminders(source)
        out["clock"] = clocks(source, applied_ms)
    if outcome is not None:
        out["action"] = outcome.action.to_json().get("action")
        out["events"] = [said.to_json() for said in messages.explain(outcome.events)]
    return out
