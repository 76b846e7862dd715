"""A game: the journal of actions and the state derived from it, with undo and redo.

The journal is append-only: `undo` and `redo` are actions in it like any other. What they act on is
the stack of effective actions, grouped into gestures: one tap of Done resolves the draw and ends
the turn, two actions that a person made with one gesture and takes back with one undo. A line
marked `"joined": true` belongs to the gesture of the line before it (docs/journal.md).

States are immutable. Kept are the states after the last few actions (the trail: undo and redo
near the end cost one step each) and every `CHECKPOINT_EVERY`-th one (only every `SPARSE_EVERY`-th
further back than `RECENT_ACTIONS`), so memory per action stays small. Undo past the trail rebuilds
the states between two checkpoints once and keeps them, so a storm of N undos applies at most about
2N actions, wherever it starts and however long the game.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Protocol, overload

from companion.core.action_json import checked_new_game, parse_action
from companion.core.actions import Action, GameAction, JsonDict, NewGame, Redo, Undo
from companion.core.engine import Transition, apply, start
from companion.core.errors import ActionError
from companion.core.events import Event
from companion.core.model import GameState
from companion.core.steps import Step
from companion.core.times import closed_seconds
from companion.core.values import frozen

CHECKPOINT_EVERY = 64
# Further back than this, only every SPARSE_EVERY-th checkpoint is kept: undo works near the end of
# the game. (The states share their reminders and crown history, so a checkpoint is small; this
# bounds their number, one per 4,096 actions.) Undo beyond it puts the checkpoints back as it goes.
RECENT_ACTIONS = 4096
SPARSE_EVERY = 4096


@frozen
class Entry:
    """One effective action with where it happened and what it caused, for logs and labels."""

    action: GameAction
    turn: int
    step: Step
    events: tuple[Event, ...]
    # Made by the same gesture as the entry before it: undone and redone together with it.
    joined: bool = False
    # When its line was written (the app's "at" field), "" if the line has none: the turns'
    # times are read from the effective entries, so an undone turn's time goes with it.
    at: str = ""
    # The seconds the game was closed before its line (the "closed" field of the first line
    # written after reopening): not the game's time, nor the turn's (shell/clock.py).
    closed: float = 0.0


def _closed(extra: JsonDict | None) -> float:
    return closed_seconds(extra)


def _at(extra: JsonDict | None) -> str:
    at = extra.get("at") if extra else None
    return at if isinstance(at, str) else ""


@frozen
class Outcome:
    """The result of applying a journal action: the new state and, for undo/redo, the entries of
    the gesture taken back or brought back (oldest first)."""

    action: Action
    state: GameState
    events: tuple[Event, ...]
    undone: tuple[Entry, ...] = ()
    redone: tuple[Entry, ...] = ()
    # Who asked for it, as the shell names them ("desktop", "pod:Ann"); "" when nobody said.
    initiator: str = ""


@frozen
class Proposal:
    """An action checked against `base`, the state it was checked in, with what the engine made
    of it (`transition`; None for undo and redo, which replay kept states)."""

    action: Action
    base: GameState
    transition: Transition | None

    @property
    def state(self) -> GameState:
        """The state accepting it leads to (for undo and redo: the base, not yet known)."""
        return self.base if self.transition is None else self.transition.state


class GameRecord(Protocol):
    """What views and statistics may read of a game: never `apply`. `Game` is one; the shell's
    read-only `GameView` of the live game is another."""

    @property
    def setup(self) -> NewGame: ...
    @property
    def state(self) -> GameState: ...
    @property
    def initial_state(self) -> GameState: ...
    @property
    def entries(self) -> tuple[Entry, ...]: ...
    def entry_count(self) -> int: ...
    def entries_from(self, start: int) -> Sequence[Entry]: ...
    def state_after(self, count: int) -> GameState: ...
    def can_undo(self) -> bool: ...
    def can_redo(self) -> bool: ...
    @property
    def journal(self) -> Sequence[JsonDict]: ...


class JournalLines(Sequence[JsonDict]):
    """`Game.journal`: the journal's lines, oldest first, each a dict of the action's own fields,
    its extra fields and `"joined"`, as they are written.

    A line with no extra field and not joined (every line of a plain journal) is kept as its action
    alone, which the game's entries hold anyway, and made into a dict when read: a game of a
    million lines keeps no million dicts. Other lines are kept as the dicts they are.
    """

    __slots__ = ("_lines",)

    def __init__(self, first: JsonDict) -> None:
        self._lines: list[JsonDict | Action] = [first]

    def add(self, action: Action, extra: JsonDict | None = None, joined: bool = False) -> None:
        if not extra and not joined:
            self._lines.append(action)
            return
        line = {**action.to_json(), **(extra or {})}
        if joined:
            line["joined"] = True
        self._lines.append(line)

    def __len__(self) -> int:
        return len(self._lines)

    @overload
    def __getitem__(self, index: int) -> JsonDict: ...
    @overload
    def __getitem__(self, index: slice) -> list[JsonDict]: ...
    def __getitem__(self, index: int | slice) -> JsonDict | list[JsonDict]:
        if isinstance(index, slice):
            return [_as_line(item) for item in self._lines[index]]
        return _as_line(self._lines[index])

    def __iter__(self) -> Iterator[JsonDict]:
        for item in self._lines:
            yield _as_line(item)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, JournalLines | list | tuple):
            return NotImplemented
        return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))

    __hash__ = None  # type: ignore[assignment]  # it grows

    def __repr__(self) -> str:
        return f"JournalLines({list(self)!r})"


def _as_line(item: JsonDict | Action) -> JsonDict:
    return item if isinstance(item, dict) else item.to_json()


class Game:
    """The live game. Every change goes through `apply`, which also records it in `journal`."""

    def __init__(self, setup: NewGame, extra: JsonDict | None = None) -> None:
        """Raises ActionError for a setup its journal line could not hold (a name that is no
        text, say); its names are kept in NFC, as a journal's are read."""
        setup = checked_new_game(setup)
        self.setup = setup
        self._initial = start(setup)
        self._state = self._initial
        self._entries: list[Entry] = []
        self._redo: list[tuple[GameAction, ...]] = []  # gestures, the next one to redo last
        # When each undone action's line was first written: a redo brings the action back as it
        # was, at that time (a chess clock's pause redone stops the clock when it first did).
        self._redo_at: list[tuple[str, ...]] = []
        self._checkpoints: dict[int, GameState] = {0: self._initial}
        # The states after the last effective actions, in order: _trail[i] is the state after
        # _trail_base + i of them, and _trail[-1] is the current state (never empty).
        self._trail: list[GameState] = [self._initial]
        self._trail_base = 0
        self.journal = JournalLines({**setup.to_json(), **(extra or {})})

    @classmethod
    def from_actions(cls, actions: Iterable[Action]) -> Game:
        it = iter(actions)
        first = next(it, None)
        if not isinstance(first, NewGame):
            raise ActionError("journal_start")
        game = cls(first)
        for action in it:
            game.apply(action)
        return game

    @property
    def state(self) -> GameState:
        return self._state

    @property
    def entries(self) -> tuple[Entry, ...]:
        """The effective actions, oldest first (undone ones are not in it). Copies: prefer
        `entry_count` and `entries_from` where it is called per action."""
        return tuple(self._entries)

    def entry_count(self) -> int:
        return len(self._entries)

    def entries_from(self, start: int) -> Sequence[Entry]:
        """The effective actions from index `start` on (a short tail costs little)."""
        return self._entries[start:]

    @property
    def initial_state(self) -> GameState:
        return self._initial

    def can_undo(self) -> bool:
        return bool(self._entries)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def next_undo(self) -> tuple[Entry, ...]:
        """The entries of the gesture undo would take back (oldest first), or () for none."""
        return tuple(self._entries[self._gesture_start() :])

    def next_redo(self) -> tuple[GameAction, ...]:
        """The actions of the gesture redo would bring back, or () for none."""
        return self._redo[-1] if self._redo else ()

    def _gesture_start(self) -> int:
        start = len(self._entries)
        if start:
            start -= 1
            while start and self._entries[start].joined:
                start -= 1
        return start

    def apply_json(self, data: object) -> Outcome:
        return self.apply(parse_action(data))

    def apply(
        self, action: Action, extra: JsonDict | None = None, *, joined: bool = False
    ) -> Outcome:
        """Apply one journal action, or raise ActionError and change nothing.

        `extra` fields (a timestamp, say) are kept in the journal line beside the action's own.
        `joined`: the action belongs to the gesture of the action before it (one undo step).
        """
        return self.accept(self.propose(action), extra, joined=joined)

    def propose(self, action: Action, after: Proposal | None = None) -> Proposal:
        """Check `action` against the state now (or the state `after` a proposal not yet
        accepted, for a gesture of several actions) and keep what the engine made of it; raise
        the ActionError applying it would raise. Changes nothing: the session checks before it
        writes, then `accept`s the proposal, so the engine runs once per action."""
        if isinstance(action, NewGame):
            raise ActionError("new_game_later")
        base = self._state if after is None else after.state
        if isinstance(action, Undo):
            if not self._entries:
                raise ActionError("nothing_to_undo")
            return Proposal(action, base, None)
        if isinstance(action, Redo):
            if not self._redo:
                raise ActionError("nothing_to_redo")
            return Proposal(action, base, None)
        return Proposal(action, base, apply(base, action))

    def accept(
        self, proposal: Proposal, extra: JsonDict | None = None, *, joined: bool = False
    ) -> Outcome:
        """Apply a proposal made from the state the game is in now; `extra` and `joined` as for
        `apply`. A proposal made from another state is checked again."""
        action = proposal.action
        if joined and not self.may_join(action):
            raise ActionError("joined_misplaced")
        if proposal.base is not self._state:
            proposal = self.propose(action)
        if isinstance(action, Undo):
            outcome = self._undo(keep=not action.merge)
        elif isinstance(action, Redo):
            outcome = self._redo_one(_at(extra))
        else:
            transition = proposal.transition
            assert transition is not None and not isinstance(action, NewGame)
            self._push(action, transition, joined, _at(extra), _closed(extra))
            self._redo.clear()
            self._redo_at.clear()
            outcome = Outcome(action, transition.state, transition.events)
        self.journal.add(action, extra, joined)
        return outcome

    def check(self, action: Action, *, joined: bool = False) -> None:
        """Raise the ActionError `apply(action, joined=joined)` would raise; change nothing."""
        if joined and not self.may_join(action):
            raise ActionError("joined_misplaced")
        self.propose(action)

    def may_join(self, action: Action) -> bool:
        """Whether `action` may be written as part of the gesture of the line before it."""
        return not isinstance(action, Undo | Redo) and self._last_line_is_game_action()

    @staticmethod
    def line_for(action: Action, extra: JsonDict | None = None, joined: bool = False) -> JsonDict:
        """The journal line `apply(action, extra, joined=joined)` records, as it is written."""
        line = {**action.to_json(), **(extra or {})}
        if joined:
            line["joined"] = True
        return line

    def preview(self, actions: Sequence[GameAction]) -> list[Proposal]:
        """Each of `actions` proposed in order, each from the state the one before leaves
        (nothing changes); raises ActionError for the first that does not apply, so a gesture
        is checked whole before any line of it is written, and accepted from this check."""
        proposals: list[Proposal] = []
        for action in actions:
            proposals.append(self.propose(action, proposals[-1] if proposals else None))
        return proposals

    def _last_line_is_game_action(self) -> bool:
        if len(self.journal) < 2:
            return False
        return self.journal[-1].get("action") not in ("undo", "redo", "new_game")

    def state_after(self, count: int) -> GameState:
        """The state after the first `count` effective actions (used by undo, replay and charts)."""
        count = min(count, len(self._entries))
        if count < 0:
            raise IndexError(count)
        if count >= self._trail_base:
            return self._trail[count - self._trail_base]
        base = self._checkpoint_before(count)
        state = self._checkpoints[base]
        for entry in self._entries[base:count]:
            state = apply(state, entry.action).state
        return state

    def _checkpoint_before(self, count: int) -> int:
        """The last checkpoint at or before `count` (at most RECENT_ACTIONS / CHECKPOINT_EVERY
        looks: there is one every SPARSE_EVERY actions)."""
        base = count - count % CHECKPOINT_EVERY
        while base not in self._checkpoints:
            base -= CHECKPOINT_EVERY
        return base

    def _push(
        self,
        action: GameAction,
        transition: Transition,
        joined: bool = False,
        at: str = "",
        closed: float = 0.0,
    ) -> None:
        before = self._state
        self._entries.append(
            Entry(action, before.turn, before.step, transition.events, joined, at, closed)
        )
        self._state = transition.state
        trail = self._trail
        trail.append(self._state)
        if len(trail) > 2 * CHECKPOINT_EVERY:
            del trail[:CHECKPOINT_EVERY]
            self._trail_base += CHECKPOINT_EVERY
        count = len(self._entries)
        if count % CHECKPOINT_EVERY == 0:
            self._checkpoints[count] = self._state
            old = count - RECENT_ACTIONS
            if old > 0 and old % SPARSE_EVERY:
                self._checkpoints.pop(old, None)

    def _rewind(self, count: int) -> GameState:
        """Make the state after `count` effective actions the trail's last one, and return it.

        Past the trail's start it rebuilds from the checkpoint before: every state from the last
        multiple of CHECKPOINT_EVERY up to `count` becomes the trail, and the checkpoints the
        sparse past lacks are put back on the way, so the undos that follow find them close by.
        """
        if count >= self._trail_base:
            del self._trail[count - self._trail_base + 1 :]
            return self._trail[-1]
        base = self._checkpoint_before(count)
        segment = count - count % CHECKPOINT_EVERY
        state = self._checkpoints[base]
        trail = [state] if base == segment else []
        for done, entry in enumerate(self._entries[base:count], start=base + 1):
            state = apply(state, entry.action).state
            if done % CHECKPOINT_EVERY == 0:
                self._checkpoints[done] = state
            if done >= segment:
                trail.append(state)
        self._trail = trail
        self._trail_base = segment
        return state

    def _undo(self, keep: bool = True) -> Outcome:
        """Take back the last gesture; `keep`: it can be redone (not when it is being replaced
        by a merged one: what was merged away was never a separate change)."""
        if not self._entries:
            raise ActionError("nothing_to_undo")
        start = self._gesture_start()
        gesture = tuple(self._entries[start:])
        for count in range(len(self._entries), start, -1):
            self._checkpoints.pop(count, None)
        state = self._rewind(start)
        del self._entries[start:]
        if keep:
            self._redo.append(tuple(e.action for e in gesture))
            self._redo_at.append(tuple(e.at for e in gesture))
        self._state = state
        return Outcome(Undo(), state, (), undone=gesture)

    def _redo_one(self, at: str = "") -> Outcome:
        if not self._redo:
            raise ActionError("nothing_to_redo")
        gesture = self._redo[-1]
        transitions = []
        state = self._state
        for action in gesture:  # all of the gesture applies, or none of it
            transition = apply(state, action)
            transitions.append(transition)
            state = transition.state
        self._redo.pop()
        first_at = self._redo_at.pop()
        for index, (action, transition) in enumerate(zip(gesture, transitions, strict=True)):
            self._push(action, transition, joined=index > 0, at=first_at[index] or at)
        events = tuple(ev for t in transitions for ev in t.events)
        redone = tuple(self._entries[-len(gesture) :])
        return Outcome(Redo(), state, events, redone=redone)
