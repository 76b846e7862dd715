"""What the desktop shows of a command depends on who asked for it (issue 27 item 2): a phone's
refusal is answered to the phone and never shown on the table; the desktop's own is; a single
tap shows its running total on the panel as a longer run does."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fakes import FakeClock
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from companion.app.window.main_window import MainWindow
from companion.core.actions import CommanderCast, NewGame
from companion.shell import taps
from companion.shell.pod import Requests, Seats
from companion.shell.settings import Settings


@pytest.fixture
def window(qtbot: QtBot, clock: FakeClock) -> Iterator[MainWindow]:
    made = MainWindow(Settings())
    qtbot.addWidget(made)
    made.session._clock = clock  # taps merge on the test's clock
    made.session.start(NewGame(("Ann", "Ben", "Cid", "Dee"), 40))
    made.show()
    yield made
    made.session.close()


def test_a_phones_refusal_goes_to_the_phone_only(window: MainWindow) -> None:
    seats = Seats()
    game = window.session.game
    assert game is not None
    seats.follow(game.initial_state, ["Ann", "Ben", "Cid", "Dee"])
    requests = Requests(window.session, seats)
    notices = window.game_page.notices
    answer = requests.handle("Ann", {"type": "do", "id": "r1", "cmd": "cast", "delta": -1})
    QApplication.processEvents()
    assert answer["ok"] is False and answer["error"]["key"] == "notice.not_possible"
    assert notices.text() == ""  # nothing on the host's screen
    window.session.do(CommanderCast("Ann", False, -1))  # the desktop's own: said there
    QApplication.processEvents()
    assert notices.text().startswith("Not possible")


def test_one_tap_shows_its_run_on_the_panel(window: MainWindow, clock: FakeClock) -> None:
    panel = window.game_page.table.panel("Ann")
    assert panel is not None
    window.session.tap(taps.life("Ann"), -1)
    QApplication.processEvents()
    content = panel.content
    assert content is not None and content.run == "\u22121 \u2192 39"
    clock.wait(0.2)
    window.session.tap(taps.life("Ann"), -1)
    QApplication.processEvents()
    content = panel.content
    assert content is not None and content.run == "\u22122 \u2192 38"


def test_taps_joining_a_run_say_no_undo(window: MainWindow, clock: FakeClock) -> None:
    """A joined tap's report names the action it replaced; the notice bar says "Undone" only
    for an Undo."""
    notices = window.game_page.notices
    window.session.tap(taps.life("Ann"), -1)
    clock.wait(0.2)
    window.session.tap(taps.life("Ann"), -1)
    QApplication.processEvents()
    assert not notices.text().startswith("Undone")
    clock.wait(0.2)
    window.session.tap(taps.life("Ann"), 2)  # the run back to nothing: a merging Undo alone
    QApplication.processEvents()
    assert window.session.state.player("Ann").life == 40
    assert not notices.text().startswith("Undone") and notices.isHidden()
    window.session.tap(taps.life("Ann"), -1)
    clock.wait(2.0)
    window.session.undo()
    QApplication.processEvents()
    assert notices.text().startswith("Undone")
