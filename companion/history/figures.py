"""Figures across games, counted from the history's rows (the same code counts a recount from the
journals in the tests, so the index and the journals can be compared).

Definitions (the History page's tooltips say the same):
- a game counts for win rates once it is over: won by one player, or a draw (nobody wins, every
  player played it); an unfinished game counts nowhere but in the list;
- a player's name is their profile's (names merged by hand count as one player);
- a commander is its name, a partner pair both names joined with " + " (in the order given);
  a seat with no commander named counts for no commander;
- seats are turn order: 1 is the player who took the first turn;
- the crown (the initiative) "held longest": the one player who held it during the most turns;
  a tie counts as nobody.
"""

from __future__ import annotations

import datetime as dt
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence

from companion.core.values import frozen
from companion.history.record import UNFINISHED, WIN, GameRow, SeatRow

Name = Callable[[str], str]


@frozen
class Rate:
    name: str
    games: int
    wins: int

    @property
    def rate(self) -> float | None:
        return self.wins / self.games if self.games else None


@frozen
class HeldAndWon:
    """Of the games won where one player held the crown (or initiative) longest, how many that
    player won."""

    games: int
    won: int

    @property
    def rate(self) -> float | None:
        return self.won / self.games if self.games else None


@frozen
class Filter:
    player: str = ""  # a profile's name
    commander: str = ""  # a commander's (or partner pair's) name
    since: dt.date | None = None  # started on or after
    until: dt.date | None = None  # started on or before
    pod_size: int = 0  # 0: any

    def keeps(self, row: GameRow, name: Name) -> bool:
        if self.pod_size and row.pod_size != self.pod_size:
            return False
        if self.player and all(name(s.player) != self.player for s in row.seats):
            return False
        if self.commander and all(commander_of(s) != self.commander for s in row.seats):
            return False
        if self.since or self.until:
            day = started_on(row)
            if day is None:
                return False
            if self.since and day < self.since:
                return False
            if self.until and day > self.until:
                return False
        return True


def same(name: str) -> str:
    return name


def select(rows: Iterable[GameRow], flt: Filter, name: Name = same) -> list[GameRow]:
    return [row for row in rows if flt.keeps(row, name)]


def commander_of(seat: SeatRow) -> str:
    names = [n for n in (seat.commander, seat.partner) if n]
    return " + ".join(names)


def started_on(row: GameRow) -> dt.date | None:
    """The day the game began where it is looked at (the list shows local times: an evening
    game in America is on its evening's day, not the next UTC day)."""
    try:
        began = dt.datetime.fromisoformat(row.started) if row.started else None
    except ValueError:
        return None
    if began is None:
        return None
    return (began.astimezone() if began.tzinfo is not None else began).date()


def finished(rows: Iterable[GameRow]) -> list[GameRow]:
    return [row for row in rows if row.ending != UNFINISHED]


def per_player(rows: Iterable[GameRow], name: Name = same) -> list[Rate]:
    return _rates((name(s.player), s.won) for row in finished(rows) for s in row.seats)


def per_commander(rows: Iterable[GameRow]) -> list[Rate]:
    return _rates((commander_of(s), s.won) for row in finished(rows) for s in row.seats
                   if commander_of(s))


def per_seat(rows: Iterable[GameRow]) -> list[Rate]:
    """By turn order ("1" took the first turn), over the games of every pod size."""
    return sorted(_rates((str(s.order + 1), s.won) for row in finished(rows) for s in row.seats),
                  key=lambda r: int(r.name))


def lengths(rows: Iterable[GameRow]) -> list[tuple[int, float | None]]:
    """(turns, minutes) of every finished game."""
    return [(row.turns, None if row.seconds is None else row.seconds / 60)
            for row in finished(rows)]


def crown_won(rows: Iterable[GameRow]) -> HeldAndWon:
    return _held_and_won(rows, lambda row: row.crown_longest)


def initiative_won(rows: Iterable[GameRow]) -> HeldAndWon:
    return _held_and_won(rows, lambda row: row.initiative_longest)


def eliminations(rows: Iterable[GameRow]) -> dict[str, int]:
    """How many players left by each cause (a LeaveReason's value), in every game."""
    return dict(Counter(s.departure for row in rows for s in row.seats if s.departure))


def summary(rows: Sequence[GameRow], name: Name = same) -> dict[str, object]:
    """Every player's and every commander's games, wins and win rate (`companion history
    --json`), with the games counted."""
    done = finished(rows)
    return {
        "games": len(rows),
        "finished": len(done),
        "players": [_rate_json(r) for r in per_player(done, name)],
        "commanders": [_rate_json(r) for r in per_commander(done)],
    }


def _rate_json(rate: Rate) -> dict[str, object]:
    return {"name": rate.name, "games": rate.games, "wins": rate.wins,
            "win_rate": None if rate.rate is None else round(rate.rate, 4)}


def _held_and_won(rows: Iterable[GameRow], holder: Callable[[GameRow], str]) -> HeldAndWon:
    games = won = 0
    for row in rows:
        who = holder(row)
        if row.ending == WIN and who:
            games += 1
            won += who == row.winner
    return HeldAndWon(games, won)


def _rates(results: Iterable[tuple[str, bool]]) -> list[Rate]:
    games: Counter[str] = Counter()
    wins: Counter[str] = Counter()
    for who, won in results:
        games[who] += 1
        wins[who] += won
    return sorted((Rate(n, games[n], wins[n]) for n in games),
                  key=lambda r: (-r.games, -r.wins, r.name.casefold()))


def names_of(aliases: Mapping[str, str]) -> Name:
    """A Name that maps each alias (any case) to its profile's name, other names to themselves."""
    folded = {alias.casefold(): profile for alias, profile in aliases.items()}
    return lambda player: folded.get(player.casefold(), player)
