"""The game's clock (issue 16 item 5): how long the game and this turn have run, read from the
times the journal's lines were written (the app's "at" field), so a game reopened the next day
still knows when its turn began, and an undone turn's time goes with it.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

from companion.core.actions import EndTurn, JsonDict
from companion.core.game import Entry
from companion.core.times import parse_at

# An "at" field as an aware time, read one way for the clock and the statistics.
parse = parse_at


def started(journal: Sequence[JsonDict]) -> dt.datetime | None:
    """When the game began: its new_game line's time."""
    return parse(journal[0].get("at")) if journal else None


def turn_started(entries: Sequence[Entry], game_start: dt.datetime | None) -> dt.datetime | None:
    """When this turn began: the last effective end_turn's time (the game's start in turn 1).
    Reads back from the end only to the last end_turn: a turn has few actions."""
    for entry in reversed(entries):
        if isinstance(entry.action, EndTurn):
            return parse(entry.at) or game_start
    return game_start


def seconds_since(since: dt.datetime | None, now: dt.datetime) -> int | None:
    return None if since is None else max(0, int((now - since).total_seconds()))


def duration(seconds: int) -> str:
    """1:02:03 from an hour on, else 2:03."""
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
