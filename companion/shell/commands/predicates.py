"""When a command is offered: predicates over the read-only side of a session (`Reader`), and what
the game commands drive (`Driver`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from companion.core.actions import (
    Action,
)
from companion.core.counters import can_speed_rise
from companion.core.model import DayNight, GameState
from companion.core.steps import Step
from companion.shell import taps
from companion.shell.damage_mode import DamageMode

# -- what a predicate reads ----------------------------------------------------------------------


class History(Protocol):
    def can_undo(self) -> bool: ...

    def can_redo(self) -> bool: ...


class Reader(Protocol):
    """The read-only side of a session (the shell's `Session` and the Qt `GameSession` both)."""

    @property
    def has_game(self) -> bool: ...

    @property
    def state(self) -> GameState: ...

    @property
    def game(self) -> History | None: ...

    @property
    def damage_mode(self) -> DamageMode | None: ...


class Driver(Reader, Protocol):
    """What the game commands call (the session's commands)."""

    def change_life(self, player: str, delta: int) -> object: ...

    def tap(self, counter: taps.Counter, delta: int) -> object: ...

    def next_step(self) -> object: ...

    def end_turn(self) -> object: ...

    def done(self, reminder_id: int | None = None) -> object: ...

    def answer(self, source: str | None) -> object: ...

    def venture(self, player: str, room: str) -> object: ...

    def rad_mill(self, player: str, nonland: int) -> object: ...

    def spells(self, count: int) -> object: ...

    def step_to(self, step: Step) -> object: ...

    def undo(self) -> object: ...

    def redo(self) -> object: ...

    def do(self, action: Action) -> object: ...

    def toggle_damage_mode(self) -> None: ...

    def set_damage_mode(self, mode: DamageMode | None) -> None: ...


Check = Callable[[Reader], bool]
PlayerCheck = Callable[[Reader, str], bool]


def always(_session: Reader) -> bool:
    return True


def has_game(session: Reader) -> bool:
    return session.has_game


def playing(session: Reader) -> bool:
    return session.has_game and not session.state.game_over


def can_undo(session: Reader) -> bool:
    return session.game is not None and session.game.can_undo()


def can_redo(session: Reader) -> bool:
    return session.game is not None and session.game.can_redo()


def before_the_first_turn(session: Reader) -> bool:
    """Who goes first is drawn while the first turn has not begun (turn 1's untap step)."""
    return playing(session) and session.state.turn == 1 and session.state.step is Step.UNTAP


def draw_pending(session: Reader) -> bool:
    """Done is offered while a reminder (a draw, a venture, a card's trigger) waits for it."""
    return playing(session) and bool(session.state.pending_reminders())


def not_day(session: Reader) -> bool:
    return playing(session) and session.state.day_night is not DayNight.DAY


def not_night(session: Reader) -> bool:
    return playing(session) and session.state.day_night is not DayNight.NIGHT


def in_damage_mode(session: Reader) -> bool:
    return playing(session) and session.damage_mode is not None


def in_game(session: Reader, player: str) -> bool:
    return session.state.player(player).in_game


def not_the_monarch(session: Reader, player: str) -> bool:
    return in_game(session, player) and session.state.monarch != player


def has_poison(session: Reader, player: str) -> bool:
    return in_game(session, player) and session.state.player(player).poison > 0


def speed_can_rise(session: Reader, player: str) -> bool:
    return speed_rises(session.state, player)


def speed_rises(state: GameState, player: str) -> bool:
    """Whether +1 speed is offered to `player`: the core's rule (CR 702.179)."""
    return can_speed_rise(state.player(player), state.turn)


def without_blessing(session: Reader, player: str) -> bool:
    return in_game(session, player) and not session.state.player(player).citys_blessing


def storm_counted(session: Reader) -> bool:
    return playing(session) and session.state.storm > 0


def clock_on(session: Reader) -> bool:
    """The chess clock can be paused or resumed while there is one (issue 16 item 5)."""
    return playing(session) and session.state.chess_clock > 0


def has_partner(session: Reader, player: str) -> bool:
    """A player with partner commanders (set up so): their second one has a tax of its own."""
    setup = getattr(session.game, "setup", None)
    return in_game(session, player) and player in getattr(setup, "partners", ())


def anyone(_session: Reader, _player: str) -> bool:
    return True
