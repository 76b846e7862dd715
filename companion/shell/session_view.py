"""What a session's listeners hear (`Listener`) and what its views may read of the game
(`GameView`): the game's entries, states and undo history, never the game itself."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

from companion.core.actions import GameAction, JsonDict, NewGame
from companion.core.game import Entry, Game, Outcome
from companion.core.model import GameState
from companion.shell.answers import Refusal
from companion.shell.flow import FlowNotice


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
