"""What a phone gets: the whole table in one message, the same bytes for every phone.

The state in the replay schema as the overlay has it (the session's projections: a departure said,
the partners' tax names) but for its histories (HISTORIES: they grow all evening and a phone shows
none of them, so every push stays small); every pending reminder with its player (each phone shows
its own); the clocks; the run of taps still open ("−3 → 37" while a player taps); and the setup a
phone needs to offer commander damage by commander. Language-neutral: sentences travel as messages
and each phone words them in its language (strings.py).
"""

from __future__ import annotations

import time
from typing import Any

from companion.core.model import RAD, VENTURE
from companion.shell import flow, messages
from companion.shell.damage_mode import short_name
from companion.web.source import GameSource

Json = dict[str, Any]
# Left out of the phones' state (the replay schema's histories): every reminder ever made (the
# pending ones are in "reminders"), every change of the crown and of the initiative.
HISTORIES = ("reminders", "monarch_history", "initiative_history")


def run(table: GameSource) -> Json | None:
    """The run of taps still open to the next tap, whoever's it is, or None."""
    for player in table.state.players:
        found = table.tap_run(player.name)
        if found is not None:
            counter = found.counter
            return {
                "player": counter.player,
                # "asked": the monarch's life while its loss in combat waits for an answer
                "kind": "life" if counter.kind == "asked" else counter.kind,
                "source": counter.source,
                "partner": counter.partner,
                "amount": found.amount,
                "after": found.after,
            }
    return None


def reminders(table: GameSource) -> list[Json]:
    """The pending reminders as the overlay has them, with whose each is and what its Done needs:
    the rad trigger's count (how many cards are milled), a venture's rooms to choose from."""
    state = table.state
    out = [dict(row) for row in table.projections.reminders()]  # the shared one stays as it is
    for row, reminder in zip(out, state.pending_reminders(), strict=True):
        row["player"] = reminder.player
        row["kind"] = reminder.kind
        if reminder.kind == RAD:
            row["count"] = state.player(reminder.player).counters.get("rad", 0)
        if reminder.kind == VENTURE:
            _, rooms = flow.venture_rooms(state, reminder.player)
            row["rooms"] = list(rooms)
    return out


def setup(table: GameSource) -> Json:
    """Who has partner commanders, the commanders' names given at setup (for people) and each
    name as a button has room for ("Kraum" for "Kraum, Ludevic's Opus", the window's chips'
    form)."""
    if table.game is None:
        return {"partners": [], "commanders": {}, "short": {}}
    new_game = table.game.setup
    return {
        "partners": list(new_game.partners),
        "commanders": {player: list(names) for player, names in new_game.commanders},
        "short": {
            player: [short_name(name) if name else "" for name in names]
            for player, names in new_game.commanders
        },
    }


def message(table: GameSource, seq: int) -> Json:
    """One push: everything a phone shows, so a phone that missed messages is right again."""
    applied_ms = time.time() * 1000.0
    out: Json = {
        "type": "state",
        "seq": seq,
        "applied_ms": applied_ms,
        "state": None,
        "colors": {},
        "reminders": [],
        "clock": None,
        "run": None,
        "setup": {"partners": [], "commanders": {}, "short": {}},
    }
    if table.has_game:
        # Without the histories a phone never shows (they grow all evening): not built at all.
        state = table.projections.snapshot(histories=False)
        assert state is not None
        out["state"] = state
        out["colors"] = dict(table.colors)
        out["reminders"] = reminders(table)
        out["clock"] = table.projections.clocks(applied_ms)
        out["run"] = run(table)
        out["setup"] = setup(table)
    return out


def refusal(error: messages.Msg) -> Json:
    return {"type": "refused", "error": error.to_json()}


def rights(granted: bool) -> Json:
    """What a seat's phones are told when the host lets it change everyone's totals (True) or
    takes that back (False): a message of its own, to that seat's phones only."""
    return {"type": "rights", "all": granted}
