"""The game in progress: one Game, its journal file, its flow, and the one way to change it.

Views (the window, the overlay, next the phones) never change the game themselves: they send a
command here (`change_life`, `end_turn`, `done`, `do` for a finished action from a dialog) and
render what the listener is told. Each accepted action's journal line is written, flushed and synced
before anyone hears of it, so what the players see is on disk. A gesture of several actions (Done
resolves the draw and ends the turn) is checked whole first, then written line by line and told as
one change, undone as one step.

Qt-free: `companion.app.session.GameSession` turns the listener calls into Qt signals.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol

from companion.core.actions import Action, GameAction, JsonDict, NewGame, Redo, Undo
from companion.core.errors import ActionError, JournalError
from companion.core.game import Entry, Game, Outcome
from companion.core.journal import JournalWriter, read_game
from companion.core.model import GameState
from companion.core.steps import Step
from companion.shell import flow, games
from companion.shell.atomic import write_journal
from companion.shell.flow import FlowNotice, Plan
from companion.shell.palette import default_colors


def _now() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


class Listener(Protocol):
    """What a session tells its views. Every method is called after the journal is on disk."""

    def reset(self) -> None:
        """Another game was loaded (or started): rebuild from the state."""

    def changed(self, outcome: Outcome) -> None:
        """One gesture was applied; `outcome` holds its events (and, for undo, what was undone)."""

    def rejected(self, reason: ActionError | FlowNotice) -> None:
        """A command was refused; nothing changed. `reason` says why (a message key)."""

    def notice(self, notice: FlowNotice) -> None:
        """Something the table should be told that the game's events don't say (a lapsed question,
        End turn stopping at the monarch's draw)."""

    def combat_offered(self) -> None:
        """The combat damage step was entered: offer the combat damage prompt."""

    def storage_failed(self, path: Path, error: OSError) -> None:
        """The journal line could not be written."""


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


class Session:
    """The live game and its journal file. `listener` hears of every change."""

    def __init__(self, listener: Listener) -> None:
        self._listener = listener
        self._game: Game | None = None
        self._view: GameView | None = None
        self.path: Path | None = None
        self.colors: dict[str, str] = {}
        self._writer: JournalWriter | None = None
        # Reminders End turn has stopped at once (flow.end_turn). Only a stop; kept in memory.
        self._stopped: set[int] = set()

    # -- reading ------------------------------------------------------------------------------

    @property
    def game(self) -> GameView | None:
        return self._view

    @property
    def has_game(self) -> bool:
        return self._game is not None

    @property
    def state(self) -> GameState:
        if self._game is None:
            raise RuntimeError("no game is loaded")
        return self._game.state

    def color(self, name: str) -> str:
        return self.colors.get(name, "#999999")

    def stopped_at(self) -> frozenset[int]:
        """The reminders End turn stopped at (their banner should say Done goes on)."""
        return frozenset(self._stopped)

    def playing(self) -> bool:
        return self._game is not None and not self._game.state.game_over

    # -- games --------------------------------------------------------------------------------

    def start(
        self,
        setup: NewGame,
        colors: dict[str, str] | None = None,
        path: Path | None = None,
        then: Sequence[Action] = (),
    ) -> None:
        """Start a new game and its journal file (in the games folder unless `path` is given).

        `then` are actions already played (the demo): applied in memory and written with the
        journal in one atomic write, instead of one synced write and one change each.
        """
        colors = {**default_colors(setup.players), **(colors or {})}
        game = Game(setup, {"colors": colors, "at": _now()})
        for action in then:
            game.apply(action, {"at": _now()})
        path = path or games.new_journal_path()
        self._close_writer()
        write_journal(path, game.journal)
        self._adopt(game, path, colors)

    def open(self, path: Path) -> list[JournalError]:
        """Continue the game in a journal file. Raises OSError or JournalError; returns warnings
        (unraised JournalErrors: `messages.error_message` says them)."""
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
        if self._game is None:
            return
        write_journal(path, self._game.journal)
        self._close_writer()
        self._adopt(self._game, path, self.colors)

    def close(self) -> None:
        self._close_writer()

    def _adopt(self, game: Game, path: Path, colors: dict[str, str]) -> None:
        self._game = game
        self._view = GameView(game)
        self.path = path
        self.colors = colors
        self._stopped = set()
        self._writer = JournalWriter(path)
        games.set_current(None if game.state.game_over else path)
        self._listener.reset()

    def _close_writer(self) -> None:
        if self._writer is not None:
            self._writer.close()
            self._writer = None

    # -- commands: what a gesture means is flow's to say ----------------------------------------

    def change_life(self, player: str, delta: int) -> Outcome | None:
        return self._carry_out(lambda s: flow.change_life(s, player, delta))

    def answer(self, source: str | None) -> Outcome | None:
        """Answer the open combat question: `source`'s creatures dealt it, or None: not combat."""
        return self._carry_out(lambda s: flow.answer(s, source))

    def step_to(self, step: Step) -> Outcome | None:
        return self._carry_out(lambda s: flow.step_to(s, step))

    def next_step(self) -> Outcome | None:
        return self._carry_out(lambda s: flow.next_step(s, self._stopped))

    def end_turn(self) -> Outcome | None:
        return self._carry_out(lambda s: flow.end_turn(s, self._stopped))

    def done(self, reminder_id: int | None = None) -> Outcome | None:
        """Done on the monarch's draw (the first pending one, or `reminder_id`)."""
        return self._carry_out(lambda s: flow.done(s, self._stopped, reminder_id))

    def undo(self) -> Outcome | None:
        return self.do(Undo())

    def redo(self) -> Outcome | None:
        return self.do(Redo())

    def do(self, action: Action) -> Outcome | None:
        """Apply one finished action (from a dialog, say); a refusal goes to the listener."""
        try:
            return self.try_action(action)
        except ActionError as exc:
            self._listener.rejected(exc)
            return None

    def try_action(self, action: Action) -> Outcome:
        """Apply one action or raise ActionError; the journal line is on disk before `changed`."""
        game = self._require_game()
        outcome = game.apply(action, {"at": _now()})
        self._write_last()
        if outcome.undone:
            flow.forget_stops(self._stopped, tuple(e for x in outcome.undone for e in x.events))
        return self._tell(outcome)

    def _carry_out(self, decide: Callable[[GameState], Plan]) -> Outcome | None:
        if self._game is None:
            return None
        plan = decide(self._game.state)
        if plan.refused is not None:
            self._listener.rejected(plan.refused)
            return None
        outcome = None
        if plan.actions:
            outcome = self._apply_gesture(plan.actions)
            if outcome is None:
                return None
        if plan.stop:
            self._stop_at_draw()
        if plan.notice is not None:
            self._listener.notice(plan.notice)
        if plan.offer_combat and self.playing():
            self._listener.combat_offered()
        return outcome

    def _apply_gesture(self, actions: tuple[GameAction, ...]) -> Outcome | None:
        """Check the whole gesture, then apply and write each action; tell it as one change."""
        game = self._require_game()
        try:
            game.preview(actions)
        except ActionError as exc:
            self._listener.rejected(exc)
            return None
        outcomes = []
        for index, action in enumerate(actions):
            outcomes.append(game.apply(action, {"at": _now()}, joined=index > 0))
            self._write_last()
        first = outcomes[0]
        combined = Outcome(
            first.action,
            outcomes[-1].state,
            tuple(e for o in outcomes for e in o.events),
        )
        return self._tell(combined)

    def _stop_at_draw(self) -> None:
        reminder = flow.draw_this_turn(self.state)
        if reminder is not None:
            self._stopped.add(reminder.id)
            self._listener.notice(flow.DrawStop(reminder.player, reminder.id))

    def _tell(self, outcome: Outcome) -> Outcome:
        if outcome.state.game_over:
            games.set_current(None)
        self._listener.changed(outcome)
        return outcome

    def _write_last(self) -> None:
        game = self._require_game()
        if self._writer is None:
            return
        try:
            self._writer.append(game.journal[-1])
        except OSError as exc:
            assert self.path is not None
            self._listener.storage_failed(self.path, exc)

    def _require_game(self) -> Game:
        if self._game is None:
            raise ActionError("no_game")
        return self._game


def _is_color(value: object) -> bool:
    return (
        isinstance(value, str)
        and len(value) == 7
        and value.startswith("#")
        and all(c in "0123456789abcdefABCDEF" for c in value[1:])
    )
