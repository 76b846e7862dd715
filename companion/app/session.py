"""The bridge between the core and the views: one Game, its journal file, and Qt signals.

Views never change the game themselves: they call `do()` with an action and redraw when `changed`
fires. Every accepted action is appended to the journal file (flushed and synced) before the signal
goes out, so what the players see is always on disk.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from companion.core.actions import Action, JsonDict, NewGame, Redo, Undo
from companion.core.errors import ActionError
from companion.core.game import Game, Outcome
from companion.core.journal import JournalWriter, read_game, write_journal
from companion.core.model import GameState
from companion.shell import games
from companion.shell.palette import default_colors


def _now() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


class GameSession(QObject):
    """The game in progress. Signals: `reset` (another game), `changed(Outcome)`, `rejected`."""

    reset = Signal()
    changed = Signal(object)
    rejected = Signal(str)
    storageFailed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game: Game | None = None
        self.path: Path | None = None
        self.colors: dict[str, str] = {}
        self._writer: JournalWriter | None = None

    # -- the game -------------------------------------------------------------------------------

    @property
    def state(self) -> GameState:
        if self.game is None:
            raise RuntimeError("no game is loaded")
        return self.game.state

    @property
    def has_game(self) -> bool:
        return self.game is not None

    def color(self, name: str) -> str:
        return self.colors.get(name, "#999999")

    def start(
        self,
        setup: NewGame,
        colors: dict[str, str] | None = None,
        path: Path | None = None,
        then: Sequence[Action] = (),
    ) -> None:
        """Start a new game and its journal file (in the games folder unless `path` is given).

        `then` are actions already played (the demo): applied in memory and written with the
        journal in one atomic write, instead of one synced write and one signal each.
        """
        colors = {**default_colors(setup.players), **(colors or {})}
        game = Game(setup, {"colors": colors, "at": _now()})
        for action in then:
            game.apply(action, {"at": _now()})
        path = path or games.new_journal_path()
        self._close_writer()
        write_journal(path, game.journal)
        self._adopt(game, path, colors)

    def open(self, path: Path) -> list[str]:
        """Continue the game in a journal file. Raises OSError or JournalError; returns warnings."""
        game, warnings = read_game(path)
        raw_colors = game.journal[0].get("colors")
        colors = default_colors(game.setup.players)
        if isinstance(raw_colors, dict):
            colors.update({k: v for k, v in raw_colors.items() if k in colors and _is_color(v)})
        self._close_writer()
        self._adopt(game, path, colors)
        return warnings

    def save_as(self, path: Path) -> None:
        """Write the whole journal to `path` atomically and keep appending there."""
        if self.game is None:
            return
        write_journal(path, self.game.journal)
        self._close_writer()
        self._adopt(self.game, path, self.colors)

    def close(self) -> None:
        self._close_writer()

    def _adopt(self, game: Game, path: Path, colors: dict[str, str]) -> None:
        self.game = game
        self.path = path
        self.colors = colors
        self._writer = JournalWriter(path)
        games.set_current(None if game.state.game_over else path)
        self.reset.emit()

    def _close_writer(self) -> None:
        if self._writer is not None:
            self._writer.close()
            self._writer = None

    # -- actions --------------------------------------------------------------------------------

    def try_action(self, action: Action) -> Outcome:
        """Apply an action or raise ActionError; the journal line is on disk before `changed`."""
        if self.game is None:
            raise ActionError("no game is loaded")
        outcome = self.game.apply(action, {"at": _now()})
        if self._writer is not None:
            try:
                self._writer.append(self.game.journal[-1])
            except OSError as exc:
                self.storageFailed.emit(
                    f"Could not write the game to {self.path}: {exc.strerror or exc}"
                )
        if outcome.state.game_over:
            games.set_current(None)
        self.changed.emit(outcome)
        return outcome

    def do(self, action: Action) -> Outcome | None:
        """Like `try_action`, but a refused action becomes a `rejected` signal instead."""
        try:
            return self.try_action(action)
        except ActionError as exc:
            self.rejected.emit(str(exc))
            return None

    def undo(self) -> Outcome | None:
        return self.do(Undo())

    def redo(self) -> Outcome | None:
        return self.do(Redo())

    def journal(self) -> list[JsonDict]:
        return list(self.game.journal) if self.game else []


def _is_color(value: object) -> bool:
    return (
        isinstance(value, str)
        and len(value) == 7
        and value.startswith("#")
        and all(c in "0123456789abcdefABCDEF" for c in value[1:])
    )
