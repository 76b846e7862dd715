"""When a command is offered: predicates over the session's read interface (`SessionReader`,
shell/session_view.py).
"""

from __future__ import annotations

from collections.abc import Callable

from companion.core.counters import can_speed_rise
from companion.core.model import DayNight, GameState
from companion.core.steps import Step
from companion.shell.session_view import SessionReader

Check = Callable[[SessionReader], bool]
PlayerCheck = Callable[[SessionReader, str], bool]


def always(_session: SessionReader) -> bool:
    return True


def has_game(session: SessionReader) -> bool:
    return session.has_game


def playing(session: SessionReader) -> bool:
    return session.has_game and not session.state.game_over


def can_undo(session: SessionReader) -> bool:
    return session.game is not None and session.game.can_undo()


def can_redo(session: SessionReader) -> bool:
    return session.game is not None and session.game.can_redo()


def before_the_first_turn(session: SessionReader) -> bool:
    """Who goes first is drawn while the first turn has not begun (turn 1's untap step)."""
    return playing(session) and session.state.turn == 1 and session.state.step is Step.UNTAP


def draw_pending(session: SessionReader) -> bool:
    """Done is offered while a reminder (a draw, a venture, a card's trigger) waits for it."""
    return playing(session) and bool(session.state.pending_reminders())


def not_day(session: SessionReader) -> bool:
    return playing(session) and session.state.day_night is not DayNight.DAY


def not_night(session: SessionReader) -> bool:
    return playing(session) and session.state.day_night is not DayNight.NIGHT


def in_damage_mode(session: SessionReader) -> bool:
    return playing(session) and session.damage_mode is not None


def in_game(session: SessionReader, player: str) -> bool:
    return session.state.player(player).in_game


def not_the_monarch(session: SessionReader, player: str) -> bool:
    return in_game(session, player) and session.state.monarch != player


def has_poison(session: SessionReader, player: str) -> bool:
    return in_game(session, player) and session.state.player(player).poison > 0


def speed_can_rise(session: SessionReader, player: str) -> bool:
    return speed_rises(session.state, player)


def speed_rises(state: GameState, player: str) -> bool:
    """Whether +1 speed is offered to `player`: the core's rule (CR 702.179)."""
    return can_speed_rise(state.player(player), state.turn)


def without_blessing(session: SessionReader, player: str) -> bool:
    return in_game(session, player) and not session.state.player(player).citys_blessing


def storm_counted(session: SessionReader) -> bool:
    return playing(session) and session.state.storm > 0


def clock_on(session: SessionReader) -> bool:
    """The chess clock can be paused or resumed while there is one (issue 16 item 5)."""
    return playing(session) and session.state.chess_clock > 0


def has_partner(session: SessionReader, player: str) -> bool:
    """A player with partner commanders (set up so): their second one has a tax of its own."""
    setup = getattr(session.game, "setup", None)
    return in_game(session, player) and player in getattr(setup, "partners", ())


def anyone(_session: SessionReader, _player: str) -> bool:
    return True
