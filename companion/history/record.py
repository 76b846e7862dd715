"""One journal as the history's row: who sat where with which commander, who won and how it ended.

Rows are named tuples (a history lists tens of thousands of seats: made at C speed).
Read through the rules engine (`core.journal.load_game`), so a winner, a loss by commander damage
or a crown's succession are the engine's, never guessed from the lines. A damaged journal gives the
row of its good part (`damaged`), as the start page's summary does.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from companion.core.errors import JournalError
from companion.core.game import Game
from companion.core.journal import load_game
from companion.core.model import MonarchChange
from companion.core.times import closed_seconds
from companion.shell import recovery
from companion.stats.facts import parse_time

WIN, DRAW, UNFINISHED = "win", "draw", "unfinished"  # how a game ended


class SeatRow(NamedTuple):
    seat: int  # 0-based, in the new game's order
    order: int  # 0 for the player who took the first turn, then in turn order
    player: str
    commander: str  # "" when none was given
    partner: str  # the second commander's name, "" for none
    colour: str  # "#rrggbb" or ""
    departure: str  # a LeaveReason's value, "" while in the game
    departure_turn: int  # 0 while in the game
    monarch_turns: int  # the turns at whose end they wore the crown (record.turns_held)
    initiative_turns: int
    won: bool


class GameRow(NamedTuple):
    key: str  # the game's identity (`game_key`): every copy and later version has the same
    started: str  # the first line's time (ISO 8601), "" if it has none
    ended: str  # the last line's time
    seconds: float | None  # first to last line; None without times
    turns: int
    rounds: int
    ending: str  # WIN, DRAW or UNFINISHED
    winner: str  # "" unless WIN
    crown_longest: str  # the one player who wore the crown the most turns, "" if none or a tie
    initiative_longest: str
    damaged: bool  # the journal has a bad line: this is the game before it
    seats: tuple[SeatRow, ...]
    lines: int = 0  # journal lines read: of two versions of a game, the longer is the later

    @property
    def pod_size(self) -> int:
        return len(self.seats)

    @property
    def finished(self) -> bool:
        return self.ending != UNFINISHED


def content_key(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def game_key(data: bytes) -> str:
    """A game's identity: its first line (the new game, with the time it began to the
    millisecond), so a copy, a backup of it earlier in the evening, the good part of a damaged
    journal and the journal recovered from it are one game. A first line without a time names
    no game on its own: then the whole content is the key."""
    first = data.split(b"\n", 1)[0].strip()
    if b'"at"' not in first:
        return content_key(data)
    return content_key(first)


def read_row(data: bytes) -> GameRow | None:
    """The row of a journal's bytes, None if no game can be read from them."""
    damaged = False
    try:
        game, _warnings = load_game(data)
    except JournalError:
        kept = recovery.salvage(data)
        if kept is None:
            return None
        game, damaged = kept.game, True
    return row_of(game, game_key(data), damaged)


def row_of(game: Game, key: str, damaged: bool = False) -> GameRow:
    state = game.state
    journal = game.journal
    first = journal[0] if journal else {}
    last = journal[-1] if journal else {}
    monarch = turns_held(state.monarch_history, state.turn)
    initiative = turns_held(state.initiative_history, state.turn)
    if not state.game_over:
        ending, winner = UNFINISHED, ""
    elif state.winner:
        ending, winner = WIN, state.winner
    else:
        ending, winner = DRAW, ""
    colours = first.get("colors")
    colours = colours if isinstance(colours, Mapping) else {}
    names = state.names
    seats = tuple(
        SeatRow(
            seat=i,
            order=(i - state.first_seat) % len(names),
            player=p.name,
            commander=game.setup.commander_name(p.name),
            partner=game.setup.commander_name(p.name, partner=True),
            colour=_colour(colours.get(p.name)),
            departure=p.departure.reason.value if p.departure else "",
            departure_turn=p.departure.turn if p.departure else 0,
            monarch_turns=monarch.get(p.name, 0),
            initiative_turns=initiative.get(p.name, 0),
            won=p.name == winner,
        )
        for i, p in enumerate(state.players)
    )
    return GameRow(
        key=key,
        started=_time(first),
        ended=_time(last),
        seconds=_seconds(first, last, sum(closed_seconds(line) for line in journal)),
        turns=state.turn,
        rounds=state.round,
        ending=ending,
        winner=winner,
        crown_longest=_longest(monarch),
        initiative_longest=_longest(initiative),
        damaged=damaged,
        seats=seats,
        lines=len(journal),
    )


def turns_held(history: Sequence[MonarchChange], now: int) -> dict[str, int]:
    """Per player, the turns at whose end they held the crown (or the initiative), the turn the
    game is in counted for its holder now: each turn for one player at most, as the Stats
    count it (stats/facts.py). A crown taken and passed on within a turn counts for whoever
    held it when the turn ended."""
    held: dict[str, int] = {}
    changes = list(history)
    for i, change in enumerate(changes):
        until = changes[i + 1].turn if i + 1 < len(changes) else now + 1
        # Held at the end of every turn from its own to the one before the next change's
        # (that turn ends with the next holder), the last holder to the turn the game is in.
        turns = max(0, until - change.turn)
        if turns:
            held[change.player] = held.get(change.player, 0) + turns
    return held


def _longest(turns: Mapping[str, int]) -> str:
    if not turns:
        return ""
    most = max(turns.values())
    holders = [p for p, n in turns.items() if n == most]
    return holders[0] if len(holders) == 1 and most > 0 else ""


def _time(line: Mapping[str, Any]) -> str:
    value = line.get("at")
    return value if isinstance(value, str) and parse_time(value) is not None else ""


def _seconds(first: Mapping[str, Any], last: Mapping[str, Any], away: float) -> float | None:
    """From the first line's time to the last's (the app writes a time on every line), less the
    `away` seconds the game was closed."""
    start, end = parse_time(first.get("at")), parse_time(last.get("at"))
    if start is None or end is None:
        return None
    try:
        return max(0.0, (end - start).total_seconds() - away)
    except TypeError:  # one with a time zone, one without
        return None


def _colour(value: object) -> str:
    return value if isinstance(value, str) and len(value) == 7 and value[0] == "#" else ""
