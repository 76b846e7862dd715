"""The history database's schema, one migration per version (PRAGMA user_version).

A database is brought up to VERSION one step at a time, each step in one transaction, so a file of
any earlier version opens and one from a newer app is never touched (`store.History.open`).
Version 1 indexed games and seats; version 2 added players' profiles and the names merged into them;
version 3 keys a game by its first line, whichever file holds it; version 4 counts a seat's
turns as the monarch at each turn's end.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator

MIGRATIONS: tuple[str, ...] = (
    # 0 -> 1: which file holds which game (size and time say whether to read it again), the games.
    """
    CREATE TABLE files (
        path TEXT PRIMARY KEY,
        size INTEGER NOT NULL,
        mtime_ns INTEGER NOT NULL,
        key TEXT  -- NULL: no game could be read from it (not read again until it changes)
    );
    CREATE INDEX files_key ON files(key);
    CREATE TABLE games (
        key TEXT PRIMARY KEY,
        started TEXT NOT NULL,
        ended TEXT NOT NULL,
        seconds REAL,
        turns INTEGER NOT NULL,
        rounds INTEGER NOT NULL,
        ending TEXT NOT NULL,
        winner TEXT NOT NULL,
        crown_longest TEXT NOT NULL,
        initiative_longest TEXT NOT NULL,
        damaged INTEGER NOT NULL
    );
    CREATE INDEX games_started ON games(started);
    CREATE TABLE seats (
        key TEXT NOT NULL REFERENCES games(key) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        turn_order INTEGER NOT NULL,
        player TEXT NOT NULL,
        commander TEXT NOT NULL,
        partner TEXT NOT NULL,
        colour TEXT NOT NULL,
        departure TEXT NOT NULL,
        departure_turn INTEGER NOT NULL,
        monarch_turns INTEGER NOT NULL,
        initiative_turns INTEGER NOT NULL,
        won INTEGER NOT NULL,
        PRIMARY KEY (key, seat)
    );
    CREATE INDEX seats_player ON seats(player);
    """,
    # 1 -> 2: a profile per player (named as in their first game); every name it goes by is an
    # alias (names differing only in case at once, others merged by hand).
    """
    CREATE TABLE profiles (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        colour TEXT NOT NULL DEFAULT ''
    );
    CREATE TABLE aliases (
        name TEXT PRIMARY KEY COLLATE NOCASE,
        profile INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE
    );
    CREATE TEMPORARY TABLE first_seen AS
        SELECT s.player AS player, s.colour AS colour, MIN(g.started) AS started
        FROM seats s JOIN games g ON g.key = s.key GROUP BY s.player COLLATE NOCASE;
    INSERT INTO profiles (name, colour) SELECT player, colour FROM first_seen ORDER BY started;
    DROP TABLE first_seen;
    INSERT INTO aliases (name, profile) SELECT name, id FROM profiles;
    INSERT OR IGNORE INTO aliases (name, profile)
        SELECT DISTINCT s.player, a.profile FROM seats s JOIN aliases a ON a.name = s.player;
    """,
    # 2 -> 3: a game is its first line (record.game_key), whatever copy or later version holds
    # it: each game row says how many lines it was read from and from which file, so a longer
    # version replaces it and the file's removal has it read again from another copy. The old
    # rows (keyed by whole content) are read again: every file is forgotten.
    """
    ALTER TABLE games ADD COLUMN lines INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN source TEXT NOT NULL DEFAULT '';
    DELETE FROM seats;
    DELETE FROM games;
    DELETE FROM files;
    """,
    # 3 -> 4: a seat's turns as the monarch (and with the initiative) are the turns at whose end
    # it held them, each turn one player's (they counted any turn held for a moment, a row
    # adding up to more turns than the game had): every game is read again.
    """
    DELETE FROM seats;
    DELETE FROM games;
    DELETE FROM files;
    """,
)
VERSION = len(MIGRATIONS)


class NewerDatabaseError(Exception):
    """The file was written by a newer version of the app: it is left as it is."""


def version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def migrate(conn: sqlite3.Connection, target: int = VERSION) -> int:
    """Bring `conn` up to `target`, one version per transaction; returns the version it had."""
    had = version(conn)
    if had > VERSION:
        raise NewerDatabaseError(had)
    for step in range(had, target):
        with transaction(conn):
            for statement in _statements(MIGRATIONS[step]):
                conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {step + 1}")
    return had


@contextlib.contextmanager
def transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One write transaction on an autocommit connection: all of it or none of it."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def _statements(script: str) -> list[str]:
    """A migration's statements (none of them holds a ';' inside a string)."""
    out = []
    for part in script.split(";"):
        lines = [line.split("--")[0].rstrip() for line in part.strip().splitlines()]
        text = "\n".join(line for line in lines if line.strip())
        if text:
            out.append(text)
    return out
