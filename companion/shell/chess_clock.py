"""Each player's chess clock (issue 16 item 5), timed from the journal lines' "at" times.

The game keeps only the clock's setting (`GameState.chess_clock`, minutes each, and
`clock_paused`); how much time each player has used is read from the effective entries: from one
line to the next, the clock of the player whose turn it is runs (an extra turn's player's too),
unless the clock is paused, that player has left the game (their turn runs on without them), or
the game is over. A clock turned on starts everyone at their full time; a new budget while it runs
keeps what each has used. At 0 a clock says "out of time" and nothing more: a casual aid, no loss.

Reading it costs the same at every point of a game: a `Tracker` folds the entries it has not seen
yet into what it knew (the views ask once a second and after every action), keeps what it knew
every CHECKPOINT_EVERY entries, and when Undo takes entries back it starts again from the last
point before them, so it never folds more than the entries undone and CHECKPOINT_EVERY more.
"""

from __future__ import annotations

import datetime as dt

from companion.core.actions import ChessClock, ClockPause, EndTurn, NewGame
from companion.core.events import FirstPlayerChosen, GameEnded, PlayerLeft, TurnStarted
from companion.core.game import Entry, GameRecord
from companion.core.values import frozen
from companion.shell import clock

CHECKPOINT_EVERY = 64
# Further back than RECENT entries only every SPARSE-th checkpoint is kept (as core.game does).
RECENT = 4096
SPARSE = 4096
# A clock warns under a tenth of its time, and in its last minute whatever the budget.
WARN_SHARE = 0.1
LAST_MINUTE = 60.0


def warn_below(minutes: int) -> float:
    """The seconds left under which a clock of `minutes` warns."""
    return max(minutes * 60 * WARN_SHARE, LAST_MINUTE)


@frozen
class PlayerClock:
    """One player's clock at a moment: the seconds left (never below 0), whether it runs now,
    whether it warns (under a tenth of the time or the last minute) and whether it ran out."""

    player: str
    remaining: float
    running: bool
    warning: bool
    out: bool


@frozen
class Reading:
    """Every player's clock at a moment, in seat order (players who left too: their clocks
    stopped when they left)."""

    minutes: int
    paused: bool
    players: tuple[PlayerClock, ...]

    @property
    def warn_below(self) -> float:
        return warn_below(self.minutes)

    @property
    def running(self) -> str | None:
        """The player whose clock runs now, if anyone's does."""
        return next((c.player for c in self.players if c.running), None)

    def of(self, player: str) -> PlayerClock | None:
        return next((c for c in self.players if c.player == player), None)


class _Fold:
    """What the entries folded so far say: the setting, whose turn it is, the seconds each player
    has used up to `last` (the time of the last line with one). Mutable: a fold walks the log."""

    __slots__ = (
        "active", "away", "away_turn", "last", "left", "minutes", "over", "paused", "turn_began",
        "turn_player", "used",
    )

    def __init__(
        self,
        used: dict[str, float],
        turn_player: str,
        turn_began: dt.datetime | None,
        *,
        minutes: int = 0,
        paused: bool = False,
        active: bool = True,  # the turn's player is still in the game
        over: bool = False,
        last: dt.datetime | None = None,
        left: frozenset[str] = frozenset(),
    ) -> None:
        self.used = used
        self.turn_player = turn_player
        self.turn_began = turn_began
        self.minutes = minutes
        self.paused = paused
        self.active = active
        self.over = over
        self.last = last
        self.left = left
        self.away = 0.0  # the seconds the game was closed (the lines' "closed"), in all
        self.away_turn = 0.0  # and since this turn began

    def copy(self) -> _Fold:
        fold = _Fold(
            dict(self.used), self.turn_player, self.turn_began, minutes=self.minutes,
            paused=self.paused, active=self.active, over=self.over, last=self.last,
            left=self.left,
        )
        fold.away, fold.away_turn = self.away, self.away_turn
        return fold

    def runner(self) -> str | None:
        """Whose clock runs from `last` on, if anyone's."""
        if self.minutes and not self.paused and self.active and not self.over:
            return self.turn_player
        return None

    def step(self, entry: Entry, started: dt.datetime | None) -> None:
        """Fold one entry in: the time up to its line goes to the clock that ran, then what it
        did changes whose clock runs next."""
        when = clock.parse(entry.at) if entry.at else None
        if when is not None:
            runner = self.runner()
            last = self.last
            if runner is not None and last is not None and when > last:
                # Not the time the game was closed (play-test: a quit and Continue counted it).
                self.used[runner] += max(0.0, (when - last).total_seconds() - entry.closed)
            if last is None or when > last:  # a system clock set back never takes time away
                self.last = when
        action = entry.action
        if isinstance(action, ChessClock):
            if action.minutes and not self.minutes:  # a clock turned on: everyone's time whole
                self.used = dict.fromkeys(self.used, 0.0)
                if when is None:
                    self.last = None  # it runs from the next line with a time
            self.minutes = action.minutes
            self.paused = self.paused and action.minutes > 0
        elif isinstance(action, ClockPause):
            self.paused = action.paused
        elif isinstance(action, EndTurn):
            self.turn_began = when or started  # as clock.turn_started reads it
        self.away += entry.closed
        self.away_turn = 0.0 if isinstance(action, EndTurn) else self.away_turn + entry.closed
        for event in entry.events:
            if isinstance(event, TurnStarted | FirstPlayerChosen):
                self.turn_player, self.active = event.player, True
            elif isinstance(event, PlayerLeft):
                self.left = self.left | {event.player}
                if event.player == self.turn_player:
                    self.active = False
            elif isinstance(event, GameEnded):
                self.over = True


class Tracker:
    """The clocks of one game, kept up with its entries (`sync`) at a cost per action that does
    not grow with the game. `folded` counts the entries folded, for tests of that cost."""

    def __init__(self, setup: NewGame, started: dt.datetime | None) -> None:
        self.players = setup.players
        self.started = started  # the game's start: its new_game line's time
        first = _Fold(dict.fromkeys(setup.players, 0.0), setup.players[0], started)
        self._fold = first.copy()
        self._count = 0  # entries folded
        self._last: Entry | None = None  # the last of them, to see that Undo took it back
        # (entries folded, the last of them, what they said): one every CHECKPOINT_EVERY.
        self._checkpoints: list[tuple[int, Entry | None, _Fold]] = [(0, None, first)]
        self.folded = 0
        # The seconds the game was closed before it was reopened now, not yet on a line (the
        # next line carries them as "closed"): the session says, the readings leave them out.
        self.pending = 0.0

    def sync(self, game: GameRecord) -> None:
        """Catch up with `game`'s effective entries: fold the new ones; after an undo, start
        again from the last checkpoint before what was taken back."""
        count = game.entry_count()
        if self._count and (count < self._count or _entry(game, self._count - 1) is not self._last):
            self._rewind(game, count)
        if count <= self._count:
            return
        fold, started = self._fold, self.started
        for entry in game.entries_from(self._count):
            fold.step(entry, started)
            self._count += 1
            self.folded += 1
            self._last = entry
            if self._count % CHECKPOINT_EVERY == 0:
                self._keep(entry)

    def _keep(self, entry: Entry) -> None:
        count = self._count
        self._checkpoints.append((count, entry, self._fold.copy()))
        old = count - RECENT
        if old > 0 and old % SPARSE:
            for index in range(len(self._checkpoints) - 1, -1, -1):
                at = self._checkpoints[index][0]
                if at <= old:
                    if at == old:
                        del self._checkpoints[index]
                    break

    def _rewind(self, game: GameRecord, count: int) -> None:
        checkpoints = self._checkpoints
        while len(checkpoints) > 1:
            at, entry, _ = checkpoints[-1]
            if at <= count and _entry(game, at - 1) is entry:
                break
            checkpoints.pop()
        at, entry, fold = checkpoints[-1]
        self._count, self._last, self._fold = at, entry, fold.copy()

    # -- reading (after sync) ----------------------------------------------------------------

    @property
    def minutes(self) -> int:
        return self._fold.minutes

    @property
    def turn_began(self) -> dt.datetime | None:
        """When this turn began: the last end_turn line's time (the game's start in turn 1)."""
        return self._fold.turn_began

    def game_seconds(self, now: dt.datetime) -> float | None:
        """How long the game has run at `now`, the time it was closed left out; None without a
        start."""
        if self.started is None:
            return None
        ran = (now - self.started).total_seconds() - self._fold.away - self.pending
        return max(0.0, ran)

    def turn_seconds(self, now: dt.datetime) -> float | None:
        """How long this turn has run at `now`, the time the game was closed in it left out."""
        began = self._fold.turn_began
        if began is None:
            return None
        ran = (now - began).total_seconds() - self._fold.away_turn - self.pending
        return max(0.0, ran)

    def used(self) -> dict[str, float]:
        """The seconds each player had used by the last line with a time."""
        return dict(self._fold.used)

    def reading(self, now: dt.datetime) -> Reading | None:
        """Every clock at `now`, or None without a chess clock."""
        fold = self._fold
        if not fold.minutes:
            return None
        runner = fold.runner()
        extra = 0.0
        if runner is not None and fold.last is not None:
            extra = max(0.0, (now - fold.last).total_seconds() - self.pending)
        budget, warn = fold.minutes * 60.0, warn_below(fold.minutes)
        clocks = []
        for player in self.players:
            used = fold.used[player] + (extra if player == runner else 0.0)
            remaining = max(0.0, budget - used)
            clocks.append(
                PlayerClock(player, remaining, player == runner, remaining < warn, remaining <= 0)
            )
        return Reading(fold.minutes, fold.paused, tuple(clocks))


def _entry(game: GameRecord, index: int) -> Entry:
    return game.entries_from(index)[0]


def shown(seconds: float) -> str:
    """A clock's time left as people read it: 12:05, 1:02:05 from an hour on. Whole seconds,
    rounded up: a clock shows 0:00 only once its time is out."""
    whole = int(seconds)
    if whole < seconds:
        whole += 1
    return clock.duration(whole)
