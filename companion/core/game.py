"""A game: the journal of actions and the state derived from it, with undo and redo.

The journal is append-only: `undo` and `redo` are actions in it like any other. What they act on is
the stack of effective actions. States are immutable and only every `CHECKPOINT_EVERY`-th one is
kept, so memory per action stays small; undo rebuilds from the nearest checkpoint.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from companion.core.actions import (
    Action,
    GameAction,
    JsonDict,
    NewGame,
    Redo,
    Undo,
    parse_action,
)
from companion.core.engine import Transition, apply, start
from companion.core.errors import ActionError
from companion.core.events import Event
from companion.core.model import GameState
from companion.core.steps import Step

CHECKPOINT_EVERY = 64
# Further back than this, only every SPARSE_EVERY-th checkpoint is kept: undo works near the end of
# the game, and each kept state holds the whole reminder list and crown history, so keeping all of
# them would make memory grow with the square of the game's length.
RECENT_ACTIONS = 4096
SPARSE_EVERY = 4096


@dataclass(frozen=True, slots=True)
class Entry:
    """One effective action with where it happened and what it caused, for logs and labels."""

    action: GameAction
    turn: int
    step: Step
    events: tuple[Event, ...]


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of applying a journal action: the new state and, for undo/redo, the entry."""

    action: Action
    state: GameState
    events: tuple[Event, ...]
    undone: Entry | None = None
    redone: Entry | None = None


class Game:
    """The live game. Every change goes through `apply`, which also records it in `journal`."""

    def __init__(self, setup: NewGame, extra: JsonDict | None = None) -> None:
        self.setup = setup
        self._initial = start(setup)
        self._state = self._initial
        self._entries: list[Entry] = []
        self._redo: list[GameAction] = []
        self._checkpoints: dict[int, GameState] = {0: self._initial}
        self.journal: list[JsonDict] = [{**setup.to_json(), **(extra or {})}]

    @classmethod
    def from_actions(cls, actions: Iterable[Action]) -> Game:
        it = iter(actions)
        first = next(it, None)
        if not isinstance(first, NewGame):
            raise ActionError("a journal must start with a new_game action")
        game = cls(first)
        for action in it:
            game.apply(action)
        return game

    @property
    def state(self) -> GameState:
        return self._state

    @property
    def entries(self) -> tuple[Entry, ...]:
        """The effective actions, oldest first (undone ones are not in it)."""
        return tuple(self._entries)

    @property
    def initial_state(self) -> GameState:
        return self._initial

    def can_undo(self) -> bool:
        return bool(self._entries)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def next_undo(self) -> Entry | None:
        return self._entries[-1] if self._entries else None

    def next_redo(self) -> GameAction | None:
        return self._redo[-1] if self._redo else None

    def apply_json(self, data: object) -> Outcome:
        return self.apply(parse_action(data))

    def apply(self, action: Action, extra: JsonDict | None = None) -> Outcome:
        """Apply one journal action, or raise ActionError and change nothing.

        `extra` fields (a timestamp, say) are kept in the journal line beside the action's own.
        """
        if isinstance(action, NewGame):
            raise ActionError("new_game may only be the first action of a journal")
        if isinstance(action, Undo):
            outcome = self._undo()
        elif isinstance(action, Redo):
            outcome = self._redo_one()
        else:
            transition = apply(self._state, action)
            self._push(action, transition)
            self._redo.clear()
            outcome = Outcome(action, transition.state, transition.events)
        self.journal.append({**action.to_json(), **(extra or {})})
        return outcome

    def state_after(self, count: int) -> GameState:
        """The state after the first `count` effective actions (used by undo, replay and charts)."""
        base = max(k for k in self._checkpoints if k <= count)
        state = self._checkpoints[base]
        for entry in self._entries[base:count]:
            state = apply(state, entry.action).state
        return state

    def _push(self, action: GameAction, transition: Transition) -> None:
        before = self._state
        self._entries.append(Entry(action, before.turn, before.step, transition.events))
        self._state = transition.state
        count = len(self._entries)
        if count % CHECKPOINT_EVERY == 0:
            self._checkpoints[count] = self._state
            old = count - RECENT_ACTIONS
            if old > 0 and old % SPARSE_EVERY:
                self._checkpoints.pop(old, None)

    def _undo(self) -> Outcome:
        if not self._entries:
            raise ActionError("there is nothing to undo")
        entry = self._entries[-1]
        count = len(self._entries) - 1
        state = self.state_after(count)
        self._entries.pop()
        self._checkpoints.pop(count + 1, None)
        self._redo.append(entry.action)
        self._state = state
        return Outcome(Undo(), state, (), undone=entry)

    def _redo_one(self) -> Outcome:
        if not self._redo:
            raise ActionError("there is nothing to redo")
        action = self._redo[-1]
        transition = apply(self._state, action)
        self._redo.pop()
        self._push(action, transition)
        return Outcome(Redo(), transition.state, transition.events, redone=self._entries[-1])
