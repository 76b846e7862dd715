"""The names merged by hand, kept beside the index (`players.json` in the data folder) too.

They are the one thing in the history no journal holds: an index built anew (its file damaged
and kept aside, in memory for a session, a new computer's copy of the data folder) merges them
again from this file after its first sync. Written atomically after each merge or split; a file
that can't be used is kept aside (`players.json.bad-<time>`) and the merges in the index stay.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from pathlib import Path

from companion.shell.atomic import write_atomic
from companion.shell.paths import data_dir
from companion.shell.reading import SETTINGS_LIMIT, UnusableFileError, keep_aside, read_bounded

VERSION = 1


def merges_path() -> Path:
    return data_dir() / "players.json"


def save(conn: sqlite3.Connection) -> None:
    """Every profile's other names, as the index has them now."""
    merged: dict[str, list[str]] = {}
    for profile, alias in conn.execute(
            "SELECT p.name, a.name FROM aliases a JOIN profiles p ON p.id = a.profile"
            " ORDER BY p.name, a.name"):
        if alias.casefold() != profile.casefold():
            merged.setdefault(profile, []).append(alias)
    data = json.dumps({"version": VERSION, "merged": merged}, ensure_ascii=False, indent=1)
    with contextlib.suppress(OSError):  # the index has them; the copy is for a rebuilt one
        write_atomic(merges_path(), data.encode("utf-8") + b"\n")


def load() -> dict[str, list[str]]:
    """The saved merges ({profile: [other names]}), {} if none or the file is unusable."""
    path = merges_path()
    try:
        raw = json.loads(read_bounded(path, SETTINGS_LIMIT).decode("utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, UnusableFileError, ValueError):
        keep_aside(path)
        return {}
    merged = raw.get("merged") if isinstance(raw, dict) and raw.get("version") == VERSION else None
    if not isinstance(merged, dict):
        keep_aside(path)
        return {}
    return {keep: [n for n in names if isinstance(n, str)] for keep, names in merged.items()
            if isinstance(keep, str) and isinstance(names, list)}


def apply(conn: sqlite3.Connection, merged: dict[str, list[str]]) -> None:
    """Merge each saved name into its profile again, where both are known and they never sat
    at the same game."""
    for keep, others in merged.items():
        for other in others:
            ids = [conn.execute("SELECT profile FROM aliases WHERE name = ?", (n,)).fetchone()
                   for n in (keep, other)]
            if ids[0] is None or ids[1] is None or ids[0][0] == ids[1][0]:
                continue
            together = conn.execute(
                "SELECT 1 FROM seats a JOIN seats b ON a.key = b.key AND a.seat != b.seat"
                " JOIN aliases x ON x.name = a.player JOIN aliases y ON y.name = b.player"
                " WHERE x.profile = ? AND y.profile = ? LIMIT 1", (ids[0][0], ids[1][0])
            ).fetchone()
            if together:
                continue
            conn.execute("UPDATE aliases SET profile = ? WHERE profile = ?",
                         (ids[0][0], ids[1][0]))
            conn.execute("DELETE FROM profiles WHERE id = ?", (ids[1][0],))
