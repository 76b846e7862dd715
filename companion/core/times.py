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
