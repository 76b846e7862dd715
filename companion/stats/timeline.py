"""The game as series over time: every player's life after each effective action, the crown, the
initiative and the dungeons each player completed.

Charts need one x position per action. x is the turn with the steps inside it:

    x = turn + (step_order + i / n) / 12

where `step_order` is the step's position in the turn (0 untap .. 11 cleanup), and the action is the
i-th (from 0) of the n effective actions taken in that step of that turn. So turn 3 spans [3, 4),
its combat damage step starts at 3 + 7/12, and actions in one step are spread evenly across it
instead of stacking on one x. Index 0 is the start of the game (x = 1.0, turn 1 untap).

`Timeline.sync(game)` is incremental: it keeps what it built for the actions still in the game
(entries are compared by identity, so undo, redo and new actions are found) and replays only the
actions after that, from its last state when it can. Undone actions are not in `Game.entries`, so
they never appear. Pure Python, no Qt and no numpy: the panel turns these lists into arrays.

The initiative (CR 726) is followed like the crown, with the same records: a change when it passes
to another player (taking it again, 726.5, changes nobody and is no change), None when it goes to
nobody (its holder left and no one could take it). `ventures` counts each player's ventures
(701.49), the initiative's and the cards'.

Time per turn (issue 16): a turn runs from the `end_turn` that began it (turn 1: from the
`new_game` line) to the next `end_turn`, timed by the effective entries' "at" (the time their line
was written), so an undone turn's time goes with it. The turn in progress has no end yet; in a game
that is over, the last turn ends with the action that ended the game. A turn with a time missing
(or running backwards: a clock set back) has no duration, rather than a duration of 0.
`turn_starts` grows by one record per `TurnStarted` event, so a sync costs what the new actions
cost. Dice, coins and the planar die (`rolls`) and the first player chosen (`first_players`,
drawn at random or not) are kept as they happened, with the action after which they did.
"""

from __future__ import annotations

import datetime as dt

from companion.core import events as ev
from companion.core.counters import tax_paid
from companion.core.cursor import changes_since
from companion.core.engine import apply
from companion.core.game import Entry, GameRecord
from companion.core.model import GameState, MonarchCause, PlayerState, Roll
from companion.core.steps import STEPS, Step
from companion.core.times import parse_at
from companion.core.values import frozen

STEPS_PER_TURN = len(STEPS)


def x_of(turn: int, step: Step, slot: float = 0.0) -> float:
    """The x position of a moment: `slot` in [0, 1) is how far into the step it is."""
    return turn + (step.order + slot) / STEPS_PER_TURN


def player_tax_paid(p: PlayerState) -> int:
    """All the commander tax `p` paid, each partner's counted on its own."""
    return tax_paid(p.commander_casts) + tax_paid(p.partner_casts)


@frozen
class TurnStart:
    """Turn `turn`, `player`'s, began after the `index`-th effective action (0: with the game), at
    `at` (None: its line has no time). A first player chosen before turn 1 adds a record for turn
    1 with the new player and the game's start time."""

    index: int
    turn: int
    player: str
    at: dt.datetime | None


@frozen
class TurnTime:
    """How long `player`'s turn `turn` took: None when a time is missing or the turn still runs
    (`ended` False)."""

    turn: int
    player: str
    seconds: float | None
    ended: bool


@frozen
class CrownChange:
    """The crown (or the initiative) passing to `player` through the `index`-th effective action
    (1-based)."""

    index: int
    player: str
    previous: str | None
    cause: MonarchCause
    source: str | None
    turn: int
    step: Step


@frozen
class CrownSegment:
    """`holder` wore the crown (or had the initiative) from x `start` to x `end`, since
    `change`."""

    holder: str
    start: float
    end: float
    change: CrownChange


@frozen
class Departed:
    """Where a player left: after the `index`-th action, at x, with the life they had then."""

    player: str
    index: int
    x: float
    life: int


class Timeline:
    """Per-action series of one game, kept in step with it by `sync`."""

    def __init__(self, game: GameRecord | None = None) -> None:
        self.players: tuple[str, ...] = ()
        self.entries: list[Entry] = []
        self.xs: list[float] = []
        self.life: dict[str, list[int]] = {}
        self.turn_after: list[int] = []  # the turn the game is in after i actions
        self.monarch_after: list[str | None] = []
        self.initiative_after: list[str | None] = []
        self.dungeons: dict[str, list[int]] = {}  # dungeons completed after each action
        self.tax: dict[str, list[int]] = {}  # commander tax paid so far, after each action
        self.left_at: dict[str, int] = {}  # the action after which a player was out
        # Crown events in the order they happened: a change, or None when the crown went vacant.
        self.crown_events: list[tuple[int, CrownChange | None]] = []
        self.initiative_events: list[tuple[int, CrownChange | None]] = []  # the same, initiative
        self.ventures: list[tuple[int, ev.Ventured]] = []  # each venture, after which action
        self.turn_starts: list[TurnStart] = []  # the turns as they began, in order
        self.rolls: list[tuple[int, Roll]] = []  # each die or coin, after which action
        self.first_players: list[tuple[int, ev.FirstPlayerChosen]] = []  # chosen or drawn
        self._turn_times: list[TurnTime] | None = None  # read from turn_starts when asked
        self.state: GameState | None = None
        self._keys: list[tuple[int, int]] = []  # (turn, step order) of each action
        if game is not None:
            self.sync(game)

    # -- building -------------------------------------------------------------------------------

    def reset(self, game: GameRecord) -> None:
        initial = game.initial_state
        self.players = initial.names
        self.entries = []
        self.xs = [x_of(1, Step.UNTAP)]
        self.life = {p.name: [p.life] for p in initial.players}
        self.turn_after = [initial.turn]
        self.monarch_after = [initial.monarch]
        self.initiative_after = [initial.initiative]
        self.dungeons = {p.name: [p.dungeons_completed] for p in initial.players}
        self.tax = {p.name: [player_tax_paid(p)] for p in initial.players}
        self.left_at = {}
        self.crown_events = []
        self.initiative_events = []
        self.ventures = []
        journal = game.journal
        started = parse_at(journal[0].get("at")) if len(journal) else None
        self.turn_starts = [TurnStart(0, initial.turn, initial.turn_player, started)]
        self.rolls = []
        self.first_players = []
        self._turn_times = None
        self._keys = [(0, -1)]
        self.state = initial

    def sync(self, game: GameRecord) -> int:
        """Catch up with `game`; returns how many actions had to be (re)computed."""
        if self.state is None or game.initial_state.names != self.players:
            self.reset(game)
        # Only the tail past what was seen is read (no copy of every entry per redraw): the one
        # change cursor (core/cursor.py).
        count = game.entry_count()
        changes = changes_since(self.entries, game)
        keep = changes.kept
        if keep == len(self.entries) == count:
            return 0
        if keep < len(self.entries):
            self._truncate(keep)
            state = game.state_after(keep)
        else:
            assert self.state is not None
            state = self.state
        new = changes.added
        self._turn_times = None
        for number, entry in enumerate(new, start=keep + 1):
            state = game.state if number == count else apply(state, entry.action).state
            self._append(entry, state)
        self.state = state
        self._respace(keep + 1)
        return len(new)

    def _append(self, entry: Entry, state: GameState) -> None:
        index = len(self.entries) + 1
        self.entries.append(entry)
        self._keys.append((entry.turn, entry.step.order))
        self.xs.append(x_of(entry.turn, entry.step))
        for p in state.players:
            self.life[p.name].append(p.life)
            self.dungeons[p.name].append(p.dungeons_completed)
            self.tax[p.name].append(player_tax_paid(p))
            if not p.in_game and p.name not in self.left_at:
                self.left_at[p.name] = index
        self.turn_after.append(state.turn)
        self.monarch_after.append(state.monarch)
        had_initiative = self.initiative_after[-1]
        self.initiative_after.append(state.initiative)
        for event in entry.events:
            if isinstance(event, ev.MonarchChanged):
                self.crown_events.append((index, _change(index, event, entry)))
            elif isinstance(event, ev.MonarchVacant):
                self.crown_events.append((index, None))
            elif isinstance(event, ev.InitiativeTaken) and event.player != event.previous:
                self.initiative_events.append((index, _change(index, event, entry)))
            elif isinstance(event, ev.Ventured):
                self.ventures.append((index, event))
            elif isinstance(event, ev.TurnStarted):
                self.turn_starts.append(
                    TurnStart(index, event.turn, event.player, parse_at(entry.at))
                )
            elif isinstance(event, ev.Rolled):
                self.rolls.append((index, event.roll))
            elif isinstance(event, ev.FirstPlayerChosen):
                self.first_players.append((index, event))
                began = self.turn_starts[-1]
                self.turn_starts.append(TurnStart(index, began.turn, event.player, began.at))
        if had_initiative is not None and state.initiative is None:
            self.initiative_events.append((index, None))  # its holder left and nobody took it

    def _truncate(self, count: int) -> None:
        del self.entries[count:]
        del self._keys[count + 1 :]
        del self.xs[count + 1 :]
        for series in (*self.life.values(), *self.dungeons.values(), *self.tax.values()):
            del series[count + 1 :]
        del self.turn_after[count + 1 :]
        del self.monarch_after[count + 1 :]
        del self.initiative_after[count + 1 :]
        self.left_at = {p: i for p, i in self.left_at.items() if i <= count}
        self.crown_events = [(i, c) for i, c in self.crown_events if i <= count]
        self.initiative_events = [(i, c) for i, c in self.initiative_events if i <= count]
        self.ventures = [(i, v) for i, v in self.ventures if i <= count]
        # Undo takes back the last few actions: pop from the end, never walk the whole game.
        while self.turn_starts[-1].index > count:
            self.turn_starts.pop()
        for records in (self.rolls, self.first_players):
            while records and records[-1][0] > count:
                records.pop()

    def _respace(self, first: int) -> None:
        """Spread the actions of each step evenly, from the step group that holds `first`."""
        start = max(1, min(first, len(self._keys) - 1))
        while start > 1 and self._keys[start - 1] == self._keys[start]:
            start -= 1
        i = start
        while i < len(self._keys):
            j = i
            while j + 1 < len(self._keys) and self._keys[j + 1] == self._keys[i]:
                j += 1
            n = j - i + 1
            turn, _ = self._keys[i]
            step = self.entries[i - 1].step
            for k in range(i, j + 1):
                self.xs[k] = x_of(turn, step, (k - i) / n)
            i = j + 1

    # -- reading --------------------------------------------------------------------------------

    @property
    def count(self) -> int:
        """The number of effective actions."""
        return len(self.entries)

    @property
    def end_x(self) -> float:
        """Where the chart ends: the end of the step the game is in now."""
        if self.state is None:
            return 1.0
        now = x_of(self.state.turn, self.state.step)
        return max(self.xs[-1], now) + 1 / STEPS_PER_TURN

    def index_at(self, x: float) -> int:
        """The last action at or before `x` (0: the start of the game)."""
        lo, hi = 0, len(self.xs) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.xs[mid] <= x:
                lo = mid
            else:
                hi = mid - 1
        return lo

    def last_index(self, player: str) -> int:
        """The last action index at which `player` was (or had just stopped being) in the game."""
        return self.left_at.get(player, self.count)

    def departures(self) -> list[Departed]:
        return [
            Departed(p, i, self.xs[i], self.life[p][i])
            for p, i in sorted(self.left_at.items(), key=lambda item: item[1])
        ]

    def crown_changes(self) -> list[CrownChange]:
        return [c for _, c in self.crown_events if c is not None]

    def crown_segments(self) -> list[CrownSegment]:
        """Who wore the crown when; a segment ends at the next change, a vacancy or now."""
        return self._segments(self.crown_events)

    def initiative_changes(self) -> list[CrownChange]:
        return [c for _, c in self.initiative_events if c is not None]

    def initiative_segments(self) -> list[CrownSegment]:
        """Who had the initiative when; a segment ends at the next change, a vacancy or now."""
        return self._segments(self.initiative_events)

    @property
    def has_initiative(self) -> bool:
        """Whether anyone has had the initiative in this game."""
        first = self.initiative_after[0] if self.initiative_after else None
        return bool(self.initiative_events) or first is not None

    @property
    def has_casts(self) -> bool:
        """Whether anyone has cast a commander from the command zone (CR 903.8)."""
        state = self.state
        return state is not None and any(
            p.commander_casts or p.partner_casts for p in state.players
        )

    @property
    def has_dungeons(self) -> bool:
        """Whether anyone has ventured (the initiative's or a card's) or had the initiative."""
        return self.has_initiative or bool(self.ventures)

    @property
    def has_rolls(self) -> bool:
        """Whether anyone has rolled a die, flipped a coin or been drawn to go first."""
        return bool(self.rolls) or self.drawn_first is not None

    @property
    def drawn_first(self) -> str | None:
        """The player drawn at random to take the first turn (None: chosen, or nobody was)."""
        if not self.first_players:
            return None
        _, chosen = self.first_players[-1]  # the last one holds: a redraw replaces a draw
        return chosen.player if chosen.random else None

    def turn_times(self) -> list[TurnTime]:
        """Every turn so far with its player and time, turn 1 first (kept until the next sync
        brings a change: the table, the facts and the CSV ask for them in one redraw)."""
        if self._turn_times is None:
            self._turn_times = self._read_turn_times()
        return self._turn_times

    @property
    def has_turn_times(self) -> bool:
        """Whether any turn has a known time (a journal written by the app has them)."""
        return any(t.seconds is not None for t in self.turn_times())

    def _read_turn_times(self) -> list[TurnTime]:
        # A first player chosen before turn 1 adds records for turn 1: its first record holds
        # when it began, its last whose it is.
        firsts: list[TurnStart] = []
        players: list[str] = []
        for start in self.turn_starts:
            if firsts and firsts[-1].turn == start.turn:
                players[-1] = start.player
            else:
                firsts.append(start)
                players.append(start.player)
        over = self.state is not None and self.state.game_over and bool(self.entries)
        out = []
        for n, (start, player) in enumerate(zip(firsts, players, strict=True)):
            if n + 1 < len(firsts):
                ended, end, last = True, firsts[n + 1].at, firsts[n + 1].index
            elif over:  # the game ended in this turn, with its last action
                ended, end, last = True, parse_at(self.entries[-1].at), len(self.entries)
            else:
                ended, end, last = False, None, start.index
            seconds = None
            if ended and start.at is not None and end is not None and end >= start.at:
                # Not the time the game was closed within the turn (the lines' "closed").
                away = sum(e.closed for e in self.entries[start.index : last])
                seconds = max(0.0, (end - start.at).total_seconds() - away)
            out.append(TurnTime(start.turn, player, seconds, ended))
        return out

    def _segments(self, events: list[tuple[int, CrownChange | None]]) -> list[CrownSegment]:
        out: list[CrownSegment] = []
        for n, (index, change) in enumerate(events):
            if change is None:
                continue
            end = self.xs[events[n + 1][0]] if n + 1 < len(events) else self.end_x
            out.append(CrownSegment(change.player, self.xs[index], end, change))
        return out


def _change(
    index: int, event: ev.MonarchChanged | ev.InitiativeTaken, entry: Entry
) -> CrownChange:
    """A change of the crown or of the initiative, as the bands draw it."""
    return CrownChange(
        index, event.player, event.previous, event.cause, event.source, entry.turn, entry.step
    )
