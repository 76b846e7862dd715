"""The game session as Qt signals: the shell's `Session`, told to widgets the Qt way.

All the game's flow and the journal live in `companion.shell.session`; this adapter only turns its
listener calls into signals and hands the widgets the same read-only view and commands.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6 import QtCore
from PySide6.QtCore import QObject, QTimer, Signal

from companion.core.actions import Action, NewGame
from companion.core.errors import JournalError
from companion.core.game import Outcome
from companion.core.model import GameState
from companion.core.steps import Step
from companion.shell import taps
from companion.shell.answers import DESKTOP, Refusal, Result
from companion.shell.damage_mode import DamageMode
from companion.shell.flow import FlowNotice
from companion.shell.messages import msg, os_reason
from companion.shell.projections import Projections
from companion.shell.session import GameView, Session
from companion.shell.storage import Owner, StorageRefusal


class GameSession(QObject):
    """Signals: `reset` (another game), `changed(Outcome)` (one gesture, with its initiator),
    `rejected(reason)` (an ActionError or a flow refusal of the desktop's own command: nothing
    changed; another initiator's refusal is answered to it by `run`), `notice(FlowNotice)`,
    `combatOffered`,
    `storageFailed(Msg)` (the game is stopped until saved again), `storageRestored`,
    `tapsSettled` (a run of taps is over: its running amount leaves the panel),
    `damageModeChanged` (commander damage by tapping panels began, ended or picked something)."""

    reset = Signal()
    changed = Signal(object)
    rejected = Signal(object)
    notice = Signal(object)
    combatOffered = Signal()
    storageFailed = Signal(object)  # a shell.messages.Msg, said by the view
    storageRestored = Signal()
    tapsSettled = Signal()
    damageModeChanged = Signal()

    def __init__(
        self, parent: QObject | None = None, clock: Callable[[], float] = time.monotonic
    ) -> None:
        super().__init__(parent)
        self._session = Session(_Relay(self), clock)
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        # Precise: a coarse timer may fire 5% early, before the run is over, and the running
        # amount would then stay on the panel until the next change.
        self._settle.setTimerType(QtCore.Qt.TimerType.PreciseTimer)
        self._settle.setInterval(round(taps.PAUSE * 1000) + 20)
        self._settle.timeout.connect(self.tapsSettled)

    # -- reading ------------------------------------------------------------------------------

    @property
    def game(self) -> GameView | None:
        return self._session.game

    @property
    def has_game(self) -> bool:
        return self._session.has_game

    @property
    def state(self) -> GameState:
        return self._session.state

    @property
    def path(self) -> Path | None:
        return self._session.path

    @property
    def colors(self) -> dict[str, str]:
        return self._session.colors

    @property
    def projections(self) -> Projections:
        return self._session.projections

    def color(self, name: str) -> str:
        return self._session.color(name)

    def stopped_at(self) -> frozenset[int]:
        return self._session.stopped_at()

    def playing(self) -> bool:
        return self._session.playing()

    @property
    def read_only(self) -> bool:
        return self._session.read_only

    @property
    def owner(self) -> Owner | None:
        return self._session.owner

    @property
    def storage_error(self) -> OSError | None:
        return self._session.storage_error

    def refusal(self) -> StorageRefusal | None:
        return self._session.refusal()

    @property
    def damage_mode(self) -> DamageMode | None:
        """Commander damage by tapping panels (shell/damage_mode.py), or None when it is off."""
        return self._session.damage_mode

    def set_damage_mode(self, mode: DamageMode | None) -> None:
        self._session.set_damage_mode(mode)

    def toggle_damage_mode(self) -> None:
        self._session.toggle_damage_mode()

    # -- games --------------------------------------------------------------------------------

    def start(
        self,
        setup: NewGame,
        colors: dict[str, str] | None = None,
        path: Path | None = None,
        then: Sequence[Action] = (),
    ) -> None:
        self._session.start(setup, colors, path, then)

    def open(self, path: Path, *, read_only: bool = False) -> list[JournalError]:
        return self._session.open(path, read_only=read_only)

    def take_over(self) -> list[JournalError]:
        return self._session.take_over()

    def save_as(self, path: Path) -> None:
        self._session.save_as(path)

    def retry_storage(self) -> bool:
        return self._session.retry_storage()

    def close(self) -> None:
        self._session.close()

    # -- commands -------------------------------------------------------------------------------

    def change_life(self, player: str, delta: int) -> Outcome | None:
        return self._session.change_life(player, delta)

    def tap(
        self, counter: taps.Counter, delta: int, author: str | None = None
    ) -> Outcome | None:
        """A tap worth `delta` on `counter`; taps a moment apart by the same hands (`author`:
        by default whoever the command runs for, the desktop or a phone's seat) are one change
        (shell/taps.py)."""
        outcome = self._session.tap(counter, delta, author)
        self._settle.start()
        return outcome

    def tap_run(self, player: str) -> taps.Run | None:
        return self._session.tap_run(player)

    def answer(self, source: str | None) -> Outcome | None:
        return self._session.answer(source)

    def step_to(self, step: Step) -> Outcome | None:
        return self._session.step_to(step)

    def next_step(self) -> Outcome | None:
        return self._session.next_step()

    def end_turn(self) -> Outcome | None:
        return self._session.end_turn()

    def done(self, reminder_id: int | None = None) -> Outcome | None:
        return self._session.done(reminder_id)

    def spells(self, count: int) -> Outcome | None:
        return self._session.spells(count)

    def venture(self, player: str, room: str) -> Outcome | None:
        return self._session.venture(player, room)

    def rad_mill(self, player: str, nonland: int) -> Outcome | None:
        return self._session.rad_mill(player, nonland)

    def card_enters(self, player: str, card: str, crowned: bool) -> Outcome | None:
        return self._session.card_enters(player, card, crowned)

    def do(self, action: Action) -> Outcome | None:
        return self._session.do(action)

    def run(self, command: Callable[[], Outcome | None], initiator: str = DESKTOP) -> Result:
        """`command` run for `initiator`, answered to it (shell Session.run)."""
        return self._session.run(command, initiator)

    def try_action(self, action: Action) -> Outcome:
        return self._session.try_action(action)

    def undo(self) -> Outcome | None:
        return self._session.undo()

    def redo(self) -> Outcome | None:
        return self._session.redo()


class _Relay:
    """The shell session's listener: each call becomes the matching signal."""

    def __init__(self, session: GameSession) -> None:
        self._session = session

    def reset(self) -> None:
        self._session.reset.emit()

    def changed(self, outcome: Outcome) -> None:
        self._session.changed.emit(outcome)

    def rejected(self, reason: Refusal, initiator: str) -> None:
        if initiator == DESKTOP:  # a phone's refusal is its own answer (answers.py)
            self._session.rejected.emit(reason)

    def notice(self, notice: FlowNotice) -> None:
        self._session.notice.emit(notice)

    def combat_offered(self) -> None:
        self._session.combatOffered.emit()

    def storage_failed(self, path: Path, error: OSError) -> None:
        reason = os_reason(error.errno, error.strerror or str(error))
        self._session.storageFailed.emit(msg("error.storage_write", path=str(path), reason=reason))

    def storage_restored(self) -> None:
        self._session.storageRestored.emit()

    def damage_mode_changed(self) -> None:
        self._session.damageModeChanged.emit()
