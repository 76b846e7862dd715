"""The winner screen: who won (or a draw), the summary, and the buttons' signals and undo."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from pytestqt.qtbot import QtBot

from companion.app.session import GameSession
from companion.app.widgets.winner import WinnerScreen
from companion.core.actions import CombatDamage, Concede, Hit, Lose

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def screen(qtbot: QtBot, session: GameSession) -> WinnerScreen:
    widget = WinnerScreen(session)
    qtbot.addWidget(widget)
    widget.resize(900, 640)
    widget.show()
    return widget


def test_last_player_standing_wins(qtbot: QtBot, session: GameSession) -> None:
    for name in ("Ben", "Cid", "Dee"):
        session.do(Concede(name))
    widget = screen(qtbot, session)
    assert widget.title.text() == "Ann wins!"
    assert widget.crown is not None and widget.crown.isVisible()
    summary = widget.summary.text()
    assert "1 turn played." in summary  # English says its plural itself
    assert "Nobody became the monarch." in summary
    assert "1. Ben: conceded (turn 1)\n2. Cid: conceded (turn 1)\n3. Dee: conceded (turn 1)" in (
        summary
    )


def test_buttons_emit_their_signals(qtbot: QtBot, session: GameSession) -> None:
    for name in ("Ben", "Cid", "Dee"):
        session.do(Concede(name))
    widget = screen(qtbot, session)
    with qtbot.waitSignal(widget.rematchRequested, timeout=1000):
        widget.rematch_button.click()
    with qtbot.waitSignal(widget.newGameRequested, timeout=1000):
        widget.new_button.click()
    with qtbot.waitSignal(widget.dismissed, timeout=1000):
        widget.table_button.click()


def test_undo_takes_back_the_last_loss(qtbot: QtBot, session: GameSession) -> None:
    for name in ("Ben", "Cid", "Dee"):
        session.do(Concede(name))
    widget = screen(qtbot, session)
    assert widget.undo_button.isEnabled()
    widget.undo_button.click()
    assert not session.state.game_over
    assert session.state.player("Dee").in_game
    assert widget.title.text() == ""  # redrawn from the session: nobody has won


def test_draw(qtbot: QtBot, make_session: Callable[..., GameSession]) -> None:
    session = make_session(["Ann", "Ben"])
    session.do(Lose(("Ann", "Ben")))
    widget = screen(qtbot, session)
    assert widget.title.text() == "Draw"
    assert widget.crown is None or not widget.crown.isVisible()
    assert "1. Ann: lost the game (turn 1)" in widget.summary.text()


def test_summary_names_the_last_monarch_and_reasons(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    # Turn 3, Cid's turn, Ben is the monarch. Cid kills Ben; Cid succeeds as the active player.
    demo_session.do(CombatDamage((Hit("Cid", "Ben", 40),)))
    demo_session.do(CombatDamage((Hit("Cid", "Dee", 10, infect=True),)))
    demo_session.do(Concede("Ann"))
    widget = screen(qtbot, demo_session)
    summary = widget.summary.text()
    assert widget.title.text() == "Cid wins!"
    assert "3 turns played." in summary
    assert "Cid held the crown last." in summary
    assert "initiative" not in summary  # nobody took it (726.1): not mentioned
    assert "1. Ben: 0 life (turn 3)" in summary
    assert "2. Dee: 10 poison counters (turn 3)" in summary
    assert "3. Ann: conceded (turn 3)" in summary


def test_summary_names_who_had_the_initiative_last(
    qtbot: QtBot, make_session: Callable[..., GameSession]
) -> None:
    """726.4: Ben had it and conceded; Ann, the active player, took it as he left."""
    from companion.core.actions import TakeInitiative

    session = make_session(["Ann", "Ben", "Cid"])
    session.do(TakeInitiative("Ben"))
    session.do(Concede("Ben"))
    session.do(Concede("Cid"))
    widget = screen(qtbot, session)
    assert "Ann had the initiative last." in widget.summary.text()


def test_commander_damage_reason_names_the_source(
    qtbot: QtBot, make_session: Callable[..., GameSession]
) -> None:
    session = make_session(["Ann", "Ben"])
    session.do(CombatDamage((Hit("Ann", "Ben", 21, commander=True),)))
    widget = screen(qtbot, session)
    assert widget.title.text() == "Ann wins!"
    assert "Ben: 21 commander damage from Ann (turn 1)" in widget.summary.text()


def test_names_are_plain_text(qtbot: QtBot, make_session: Callable[..., GameSession]) -> None:
    session = make_session(["<b>x</b>", "Ben"])
    session.do(Concede("Ben"))
    widget = screen(qtbot, session)
    assert widget.title.text() == "<b>x</b> wins!"
    assert widget.title.textFormat() == Qt.TextFormat.PlainText
    assert widget.summary.textFormat() == Qt.TextFormat.PlainText


def test_title_scales_with_the_window_and_fits(qtbot: QtBot, session: GameSession) -> None:
    for name in ("Ben", "Cid", "Dee"):
        session.do(Concede(name))
    widget = screen(qtbot, session)
    widget.resize(500, 400)
    qtbot.waitUntil(lambda: widget.width() == 500)
    small = widget.title.font().pixelSize()
    widget.resize(1600, 1000)
    qtbot.waitUntil(lambda: widget.width() == 1600)
    large = widget.title.font().pixelSize()
    assert large > small
    width = QFontMetrics(widget.title.font()).horizontalAdvance(widget.title.text())
    assert width <= widget.width()


def test_narrow_window_puts_buttons_on_two_rows(qtbot: QtBot, session: GameSession) -> None:
    for name in ("Ben", "Cid", "Dee"):
        session.do(Concede(name))
    widget = screen(qtbot, session)
    widget.resize(1600, 900)
    qtbot.waitUntil(lambda: widget.width() == 1600)
    assert widget.rematch_button.y() == widget.table_button.y()  # one row
    widget.resize(420, 500)
    qtbot.waitUntil(lambda: widget.width() == 420)
    qtbot.waitUntil(lambda: widget.table_button.y() > widget.rematch_button.geometry().bottom())
    for button in (widget.rematch_button, widget.table_button):
        assert button.geometry().right() <= widget.width()  # nothing cut off at the side
