"""Players' profiles: one per player, whatever names they were typed under.

A name seen for the first time makes a profile (`store.after_game_added`, and `match` when a game
starts); names are matched without regard to case. Merging by hand (`merge`) makes one profile's
names aliases of another's, so their games count as one player's. The new-game dialog offers the
profiles' names and, per profile, the commanders played most.
"""

from __future__ import annotations

from collections.abc import Sequence

from companion.core.values import frozen
from companion.history import merges
from companion.history.schema import transaction
from companion.history.store import History


@frozen
class Profile:
    id: int
    name: str
    colour: str
    aliases: tuple[str, ...]  # the other names it was typed under
    games: int


def profiles(history: History) -> list[Profile]:
    """Every profile, the most played first."""
    conn = history.connection
    aliases: dict[int, list[str]] = {}
    for name, profile in conn.execute("SELECT name, profile FROM aliases ORDER BY name"):
        aliases.setdefault(profile, []).append(name)
    games = dict(conn.execute(
        "SELECT a.profile, COUNT(DISTINCT s.key) FROM seats s JOIN aliases a ON a.name = s.player"
        " GROUP BY a.profile"))
    out = [Profile(pid, name, colour,
                   tuple(a for a in aliases.get(pid, []) if a.casefold() != name.casefold()),
                   games.get(pid, 0))
           for pid, name, colour in conn.execute("SELECT id, name, colour FROM profiles")]
    return sorted(out, key=lambda p: (-p.games, p.name.casefold()))


def alias_map(history: History) -> dict[str, str]:
    """Every name (as typed) -> its profile's name."""
    return dict(history.connection.execute(
        "SELECT a.name, p.name FROM aliases a JOIN profiles p ON p.id = a.profile"))


def match(history: History, players: Sequence[str], colours: dict[str, str] | None = None
          ) -> dict[str, str]:
    """Each player's profile name, a new profile made for a name never seen (a game starts)."""
    colours = colours or {}
    conn = history.connection
    out = {}
    with transaction(conn):
        for player in players:
            found = conn.execute(
                "SELECT p.name FROM aliases a JOIN profiles p ON p.id = a.profile"
                " WHERE a.name = ?", (player,)).fetchone()
            if found:
                out[player] = found[0]
                continue
            cursor = conn.execute("INSERT INTO profiles (name, colour) VALUES (?, ?)",
                                  (player, colours.get(player, "")))
            conn.execute("INSERT INTO aliases VALUES (?, ?)", (player, cursor.lastrowid))
            out[player] = player
    return out


def sat_together(history: History, first: str, second: str) -> bool:
    """Whether the two names' profiles ever sat in the same game (two people, then)."""
    found = history.connection.execute(
        "SELECT 1 FROM seats a JOIN seats b ON a.key = b.key AND a.seat != b.seat"
        " JOIN aliases x ON x.name = a.player JOIN aliases y ON y.name = b.player"
        " WHERE x.profile = (SELECT profile FROM aliases WHERE name = ?)"
        " AND y.profile = (SELECT profile FROM aliases WHERE name = ?) LIMIT 1",
        (first, second)).fetchone()
    return found is not None


def merge(history: History, keep: str, other: str) -> bool:
    """`other`'s names become `keep`'s (its games count for `keep`); False if either is unknown,
    they are one profile already, or they sat in the same game (two people: merged, that game
    would count twice for one)."""
    conn = history.connection
    if sat_together(history, keep, other):
        return False
    with transaction(conn):
        ids = [conn.execute("SELECT profile FROM aliases WHERE name = ?", (n,)).fetchone()
               for n in (keep, other)]
        if ids[0] is None or ids[1] is None or ids[0][0] == ids[1][0]:
            return False
        conn.execute("UPDATE aliases SET profile = ? WHERE profile = ?", (ids[0][0], ids[1][0]))
        conn.execute("DELETE FROM profiles WHERE id = ?", (ids[1][0],))
    merges.save(conn)
    return True


def split(history: History, name: str) -> bool:
    """Undo a merge for one name: it gets a profile of its own again."""
    conn = history.connection
    with transaction(conn):
        found = conn.execute(
            "SELECT a.profile, p.name FROM aliases a JOIN profiles p ON p.id = a.profile"
            " WHERE a.name = ?", (name,)).fetchone()
        if found is None or found[1].casefold() == name.casefold():
            return False
        cursor = conn.execute("INSERT INTO profiles (name) VALUES (?)", (name,))
        conn.execute("UPDATE aliases SET profile = ? WHERE name = ?", (cursor.lastrowid, name))
    merges.save(conn)
    return True


def commanders(history: History, player: str, limit: int = 8) -> list[str]:
    """The commanders (partner pairs as "A + B") the player's profile played, most played first."""
    rows = history.connection.execute(
        "SELECT s.commander, s.partner, COUNT(*) AS n FROM seats s"
        " JOIN aliases a ON a.name = s.player"
        " WHERE a.profile = (SELECT profile FROM aliases WHERE name = ?) AND s.commander != ''"
        " GROUP BY s.commander, s.partner ORDER BY n DESC, MAX(s.key) LIMIT ?", (player, limit))
    return [" + ".join(n for n in (c, p) if n) for c, p, _n in rows]
