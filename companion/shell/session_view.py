"""A session as the rest of the app sees it: what its listeners hear (`Listener`), what its
views may read of the game (`GameView`: entries, states, the undo history, never the game
itself), its one read interface (`SessionReader`) and its one command interface
(`SessionDriver`). The window, the registry's predicates, the overlay and the phones are written
against these two."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Protocol

from companion.core.actions import Action, GameAction, JsonDict, NewGame
from companion.core.game import Entry, Game, Outcome
from companion.core.model import GameState
from companion.core.steps import Step
from companion.shell import taps
from companion.shell.answers import Refusal, Result
from companion.shell.damage_mode import DamageMode
from companion.shell.flow import FlowNotice
from companion.shell.projections import Projections


class Listener(Protocol):
    """What a session tells its views. Every method is called after the journal is on disk."""

    def reset(self) -> None:
        """Another game was loaded (or started): rebuild from the state."""

    def changed(self, outcome: Outcome) -> None:
        """One gesture was applied; `outcome` holds its events (and, for undo, what was undone)."""

    def rejected(self, reason: Refusal, initiator: str) -> None:
        """A command was refused; nothing changed. `reason` says why (a message key)."""

    def notice(self, notice: FlowNotice) -> None:
        """Something the table should be told that the game's events don't say (a lapsed question,
        End turn stopping at the monarch's draw)."""

    def combat_offered(self) -> None:
        """The combat damage step was entered: offer the combat damage prompt."""

    def storage_failed(self, path: Path, error: OSError) -> None:
        """A journal line could not be written: the game is stopped until it is saved again."""

    def storage_restored(self) -> None:
        """The journal on disk equals the game again (after a retry, or Save As elsewhere)."""

    def damage_mode_changed(self) -> None:
        """Commander damage by tapping panels began, ended, or picked a commander or player."""


class GameView:
    """A read-only view of the live game for views: its state, entries and undo labels."""

    def __init__(self, game: Game) -> None:
        self._game = game

    @property
    def setup(self) -> NewGame:
        return self._game.setup

    @property
    def state(self) -> GameState:
        return self._game.state

    @property
    def initial_state(self) -> GameState:
        return self._game.initial_state

    @property
    def entries(self) -> tuple[Entry, ...]:
        return self._game.entries

    def entry_count(self) -> int:
        return self._game.entry_count()

    def entries_from(self, start: int) -> Sequence[Entry]:
        return self._game.entries_from(start)

    def state_after(self, count: int) -> GameState:
        return self._game.state_after(count)

    def can_undo(self) -> bool:
        return self._game.can_undo()

    def can_redo(self) -> bool:
        return self._game.can_redo()

    def next_undo(self) -> tuple[Entry, ...]:
        return self._game.next_undo()

    def next_redo(self) -> tuple[GameAction, ...]:
        return self._game.next_redo()

    @property
    def journal(self) -> tuple[JsonDict, ...]:
        """The journal's lines (a copy: Save As and tests, not per action)."""
        return tuple(dict(line) for line in self._game.journal)


class SessionReader(Protocol):
    """The one read interface of a session (the shell's `Session`, and the Qt `GameSession`,
    which is one): what every view, predicate, page and phone reads. Nothing here changes it."""

    @property
    def has_game(self) -> bool: ...

    @property
    def state(self) -> GameState:
        """The current state; only read when `has_game`."""
        ...

    @property
    def game(self) -> GameView | None: ...

    @property
    def colors(self) -> Mapping[str, str]:
        """Player name -> "#rrggbb"."""
        ...

    @property
    def projections(self) -> Projections:
        """The session's one picture of each state, built once for every page and phone."""
        ...

    @property
    def damage_mode(self) -> DamageMode | None: ...

    @property
    def closed_pending(self) -> float:
        """The seconds the game was closed before it was reopened, until a line says so."""
        ...

    def tap_run(self, player: str) -> taps.Run | None: ...


class SessionDriver(SessionReader, Protocol):
    """The one command interface of a session: what the registry's commands call, and `run`,
    which runs one for an initiator (the desktop, a phone's seat) and answers it."""

    def change_life(self, player: str, delta: int) -> Outcome | None: ...

    def tap(self, counter: taps.Counter, delta: int, author: str | None = None
            ) -> Outcome | None: ...

    def next_step(self) -> Outcome | None: ...

    def end_turn(self) -> Outcome | None: ...

    def done(self, reminder_id: int | None = None) -> Outcome | None: ...

    def answer(self, source: str | None) -> Outcome | None: ...

    def venture(self, player: str, room: str) -> Outcome | None: ...

    def rad_mill(self, player: str, nonland: int) -> Outcome | None: ...

    def spells(self, count: int) -> Outcome | None: ...

    def step_to(self, step: Step) -> Outcome | None: ...

    def undo(self) -> Outcome | None: ...

    def redo(self) -> Outcome | None: ...

    def do(self, action: Action) -> Outcome | None: ...

    def set_damage_mode(self, mode: DamageMode | None) -> None: ...

    def toggle_damage_mode(self) -> None: ...

    def run(self, command: Callable[[], Outcome | None], initiator: str = ...) -> Result: ...
