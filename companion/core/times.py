"""A journal line's time: the app's "at" field, read one way by the clock, the statistics and the
history."""

from __future__ import annotations

import datetime as dt


def parse_at(at: object) -> dt.datetime | None:
    """A line's "at" ("2026-12-01T20:15:03.120Z") as an aware time (UTC when it names no zone,
    as the turn bar's clock reads it), or None when it is missing or no time."""
    if not isinstance(at, str) or not at:
        return None
    try:
        when = dt.datetime.fromisoformat(at.replace("Z", "+00:00"))
    except ValueError:
        return None
    return when if when.tzinfo is not None else when.replace(tzinfo=dt.UTC)


def closed_seconds(line: object) -> float:
    """A journal line's "closed" field: the seconds the game was closed before the line was
    written (the first line after reopening), 0 when it has none or no valid one."""
    value = line.get("closed") if isinstance(line, dict) else None
    if isinstance(value, bool) or not isinstance(value, int | float):
        return 0.0
    return float(value) if 0 <= value < 1e9 else 0.0
