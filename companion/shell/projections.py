"""One picture out: what a remote viewer reads of the game, built once per state.

The public snapshot (the replay schema with the app's words: a departure said, the partners' tax
names), the pending reminders with what each asks of the table, and the clocks. The session owns
one `Projections` (`Session.projections`); the overlay's pushes and `/state` and the phones'
pushes all read it, so a change is made into JSON once, however many pages and phones look,
instead of once for the overlay and again for the phones.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any, Protocol

from companion.core.actions import NewGame
from companion.core.game import GameRecord
from companion.core.model import GameState, PlayerState
from companion.core.snapshot import state_json
from companion.shell import chess_clock, clock, messages
from companion.shell.damage_mode import name_forms, short_name

Json = dict[str, Any]


class Reader(Protocol):
    """What a projection reads: whether there is a game, its state and its record."""

    @property
    def has_game(self) -> bool: ...

    @property
    def state(self) -> GameState: ...

    @property
    def game(self) -> GameRecord | None: ...

    @property
    def closed_pending(self) -> float:
        """The seconds the game was closed before it was reopened, until a line says so."""
        ...


class Projections:
    """The pictures of `reader`'s game, each built the first time it is asked for a state and
    kept until the state changes (states are immutable: a new one is a new object)."""

    def __init__(self, reader: Reader) -> None:
        self._reader = reader
        self._state: GameState | None = None
        self._built: dict[str, Any] = {}
        self._tracker: chess_clock.Tracker | None = None
        self._tracked: GameState | None = None  # the initial state of the game it tracks

    def snapshot(self, *, histories: bool = True) -> Json | None:
        """The state in the replay schema, said as the app says it (see `snapshot`); None
        without a game. Shared: a caller must not change what it gets."""
        key = "snapshot" if histories else "snapshot-light"
        kept: Json | None = self._kept(key, lambda: snapshot(self._reader, histories=histories))
        return kept

    def reminders(self) -> list[Json]:
        """This turn's pending reminders with what each asks (see `pending_reminders`)."""
        kept: list[Json] = self._kept("reminders", lambda: pending_reminders(self._reader))
        return kept

    def damage_chips(self) -> dict[str, Json]:
        """Each player's commander-damage chip, the commander that dealt them the most named
        (see `damage_chip`), for the pages beside the state."""

        def build() -> dict[str, Json]:
            game = self._reader.game if self._reader.has_game else None
            setup = game.setup if game is not None else None
            chips = ((p.name, damage_chip(p, setup)) for p in self._reader.state.players)
            return {name: chip for name, chip in chips if chip is not None}

        kept: dict[str, Json] = self._kept("damage_chips", build) if self._reader.has_game else {}
        return kept

    def clocks(self, at_ms: float) -> Json | None:
        """The clocks as of `at_ms`: never kept, they are read at a moment."""
        return clocks(self._reader, at_ms, self.clock())

    def clock(self) -> chess_clock.Tracker | None:
        """The game's clocks (the game's and turn's time, the chess clocks), caught up with the
        game: one tracker per game, owned here, read by the turn bar, the panels and the pages;
        None without a game."""
        game = self._reader.game if self._reader.has_game else None
        if game is None:
            self._tracker = None
            return None
        initial = game.initial_state
        if self._tracker is None or self._tracked is not initial:
            self._tracker = chess_clock.Tracker(game.setup, clock.started(game.journal[:1]))
            self._tracked = initial
        self._tracker.sync(game)
        self._tracker.pending = self._reader.closed_pending
        return self._tracker

    def _kept(self, key: str, build: Callable[[], Any]) -> Any:
        state = self._reader.state if self._reader.has_game else None
        if state is not self._state:
            self._state, self._built = state, {}
        if key not in self._built:
            self._built[key] = build()
        return self._built[key]


def snapshot(reader: Reader, *, histories: bool = True) -> Json | None:
    """The state in the replay schema (what /state answers), or None without a game. A player
    who left carries why as the app says it (`left.said`): a commander named at setup is named
    ("21 commander damage from Kraum, Ludevic's Opus (Ben)"), as in the window's log."""
    if not reader.has_game:
        return None
    out = state_json(reader.state, histories=histories)
    game = reader.game
    setup = game.setup if game is not None else None
    for p, row in zip(reader.state.players, out["players"], strict=True):
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


def damage_chip(player: PlayerState, setup: NewGame | None) -> Json | None:
    """The commander that has dealt `player` the most combat damage, as a chip names it ("⚔
    Kraum 7"): the shortest form of its name if setup gave one ("Tymna" for "Tymna the Weaver",
    as the taxes are named), else "" (the badge is narrow: its tooltip names the player,
    `partner` says which of two); None before any."""
    tallies = [
        (amount, source, partner)
        for partner, tally in ((False, player.commander_damage), (True, player.partner_damage))
        for source, amount in tally.items()
        if amount
    ]
    if not tallies:
        return None
    amount, source, partner = max(tallies, key=lambda t: t[0])
    named = setup.commander_name(source, partner) if setup is not None else ""
    return {
        "amount": amount,
        "player": source,
        "partner": partner,
        "commander": name_forms(named)[-1] if named else "",
    }


def pending_reminders(reader: Reader) -> list[Json]:
    """This turn's pending reminders, each worded as the banner words it
    (messages.reminder_words): the viewer's sentence (`message`, a card's effect nested) and what
    the overlay shows under it (`aside`), the headline and quote the phones show, a card's "if"
    as it stands now (`condition`), a venture's rooms with their abilities; so a page shows each
    until it is done without knowing the card book."""
    state = reader.state
    out = []
    for r in state.pending_reminders():
        words = messages.reminder_words(state, r)
        out.append({
            "id": r.id,
            "message": words.said.to_json(),
            "headline": words.headline.to_json(),
            "quote": _json(words.quote),
            "aside": _json(words.aside),
            "condition": _json(words.condition),
            "rooms": [{"room": room, "ability": ability.to_json()}
                      for room, ability in words.rooms],
        })
    return out


def _json(said: messages.Msg | None) -> Json | None:
    return None if said is None else said.to_json()


def clocks(
    reader: Reader, at_ms: float, tracker: chess_clock.Tracker | None = None
) -> Json | None:
    """The game's time, this turn's and the chess clocks as of `at_ms` (ms since the epoch):
    seconds, as the turn bar and the panels read them from the journal lines' times
    (shell/clock.py, shell/chess_clock.py). A page counts on from them by itself between pushes
    (`running`: the game's and turn's times run; a chess clock's `running`: its time left goes
    down), so a push is made only when the game changes. None without a game."""
    game = reader.game
    if not reader.has_game or game is None:
        return None
    tracker = tracker or chess_clock.Tracker(game.setup, clock.started(game.journal[:1]))
    tracker.sync(game)
    tracker.pending = reader.closed_pending
    now = dt.datetime.fromtimestamp(at_ms / 1000.0, dt.UTC)
    reading = tracker.reading(now)
    return {
        "game": tracker.game_seconds(now),
        "turn": tracker.turn_seconds(now),
        "running": tracker.started is not None and not reader.state.game_over,
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
