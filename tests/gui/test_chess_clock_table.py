"""The chess clock at the table (issue 16 item 5): set in the New game dialog (remembered, kept on
a rematch) or from Turn > Chess clock…, paused and resumed by the turn bar's button or H, and each
panel showing its player's time left: the running one filled, amber under a tenth or in the last
minute, red "Out of time" at 0 (no loss). The turn bar's one timer drives it, with a fake now (no
sleeps): a tick repaints the running clock's part and nothing else. At 8 players in 1280 x 720
the clock covers nothing and the table does not move when it comes or goes."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from companion.app.dialogs.chess_clock import ChessClockDialog, ClockMinutes
from companion.app.dialogs.new_game import NewGameDialog
from companion.app.widgets.panel_clock import IDLE, OUT, RUNNING, WARNING, ClockFace
from companion.app.widgets.player_panel import PlayerPanel
from companion.app.window.main_window import MainWindow
from companion.core.actions import (
    BecomeMonarch,
    CardEnters,
    ChessClock,
    Concede,
    EndTurn,
    NewGame,
    TakeInitiative,
    Venture,
)
from companion.shell import clock
from companion.shell.settings import Settings, load_settings

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

NAMES = ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal")
LONG = "Maximilian-Alexander"


@pytest.fixture
def window(qtbot: QtBot, companion_home: object) -> Iterator[MainWindow]:
    win = MainWindow(Settings())
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.session.close()


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def journal(win: MainWindow) -> list[dict[str, Any]]:
    path = win.session.path
    assert path is not None
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


def panel(win: MainWindow, name: str) -> PlayerPanel:
    found = win.game_page.table.panel(name)
    assert found is not None
    return found


def clock_started(win: MainWindow) -> dt.datetime:
    """The time of the last chess_clock line: the clocks run from it."""
    game = win.session.game
    assert game is not None
    line = next(e for e in reversed(game.entries) if isinstance(e.action, ChessClock))
    when = clock.parse(line.at)
    assert when is not None
    return when


def tick_at(win: MainWindow, seconds: float) -> None:
    """The turn bar's tick `seconds` after the clock was set."""
    bar = win.game_page.turn_bar
    start = clock_started(win)
    bar.now = lambda: start + dt.timedelta(seconds=seconds)
    bar.tick()
    settle()


def face(win: MainWindow, name: str) -> ClockFace:
    shown = panel(win, name).clock
    assert shown is not None, name
    return shown


def accept_new_game(monkeypatch: pytest.MonkeyPatch, minutes: int | None, offered: list[int]):
    def accept(dialog: NewGameDialog) -> int:
        offered.append(dialog.chess_clock())
        dialog.count.setValue(4)
        for row, name in zip(dialog.rows(), NAMES, strict=False):
            row.name_edit.setText(name)
        if minutes is not None:
            dialog.clock_minutes.setValue(minutes)
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", accept)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: int(QMessageBox.StandardButton.Yes.value))


# -- setting it ----------------------------------------------------------------------------------


def test_the_new_game_dialog_sets_it_remembers_it_and_a_rematch_keeps_it(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    offered: list[int] = []
    accept_new_game(monkeypatch, 25, offered)
    assert window.files.new_game()
    assert offered == [0]  # off unless chosen
    lines = journal(window)
    assert [x["action"] for x in lines[:3]] == ["new_game", "chess_clock", "clock_pause"]
    assert lines[1]["minutes"] == 25 and "at" in lines[1]
    assert window.session.state.chess_clock == 25
    assert load_settings()[0].chess_clock == 25
    # Set and paused: the table shuffles and mulligans, then starts it on the turn bar.
    settle()
    bar = window.game_page.turn_bar
    assert window.session.state.clock_paused and bar.clock.pause_button.text() == "Start clock"
    assert not face(window, "Ann").running and face(window, "Ann").text == "25:00"
    bar.clock.pause_button.click()
    settle()
    assert face(window, "Ann").running and face(window, "Ann").text == "25:00"
    assert bar.clock.pause_button.text() == "Pause clock"
    assert window.docks.log.lines()[-1].endswith("Chess clock running again")
    # A clock changed mid-game is the one a rematch offers.
    window.session.do(ChessClock(40))
    accept_new_game(monkeypatch, None, offered)
    window.files.rematch()
    assert offered == [0, 40]
    assert window.session.state.chess_clock == 40
    settle()
    assert face(window, "Ben").text == "40:00"  # the new game's panels have theirs
    # Off: no line, and remembered as off.
    accept_new_game(monkeypatch, 0, offered)
    assert window.files.new_game()
    assert "chess_clock" not in [x["action"] for x in journal(window)]
    assert window.settings.chess_clock == 0
    settle()
    assert panel(window, "Ann").clock is None and panel(window, "Ann").part(("clock",)) is None


def test_the_minutes_box_reads_off_and_words_its_minutes() -> None:
    box = ClockMinutes(0)
    assert box.text() == "Off"
    box.setValue(1)
    assert box.text() == "1 minute per player"
    box.setValue(20)
    assert box.text() == "20 minutes per player"
    assert box.maximum() == 600


def test_the_turn_menu_sets_and_takes_away_the_clock_mid_game(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.session.start(NewGame(NAMES[:3], 40))
    chosen: list[int] = []

    def answer(dialog: ChessClockDialog) -> int:
        chosen.append(dialog.minutes())
        dialog.spin.setValue(next_value)
        return ChessClockDialog.DialogCode.Accepted

    monkeypatch.setattr(ChessClockDialog, "exec", answer)
    menu = {a.text().replace("&", "") for m in window.menus.values() for a in m.actions()}
    assert "Chess clock…" in menu and "Pause the chess clock" in menu
    next_value = 30
    assert window.commands.run("chess_clock")
    assert chosen == [20] and window.session.state.chess_clock == 30  # 20 offered at first
    next_value = 30
    window.commands.run("chess_clock")  # the same again: nothing written
    assert [e.action for e in window.session.game.entries] == [ChessClock(30)]  # type: ignore[union-attr]
    next_value = 0
    window.commands.run("chess_clock")
    assert window.session.state.chess_clock == 0
    window.session.undo()
    assert window.session.state.chess_clock == 30


# -- pausing ---------------------------------------------------------------------------------------


def test_the_pause_button_and_h_pause_and_resume(window: MainWindow) -> None:
    session = window.session
    session.start(NewGame(NAMES[:4], 40))
    settle()
    bar = window.game_page.turn_bar
    assert not bar.clock.pause_button.isVisible()  # no clock, no button
    assert not window.commands.enabled("clock_pause")
    session.do(ChessClock(20))
    settle()
    assert bar.clock.pause_button.isVisible() and bar.clock.pause_button.text() == "Pause clock"
    bar.clock.pause_button.click()
    settle()
    assert session.state.clock_paused
    assert window.actions_by_key["undo"].text().replace("&", "") == "Undo: Chess clock paused"
    assert bar.clock.pause_button.text() == "Resume clock"
    assert window.commands.checked("clock_pause")
    tick_at(window, 5)
    ann = face(window, "Ann")
    assert ann.paused and not ann.running and ann.look()[2] is not None  # a ring, not filled
    action = window.actions_by_key["clock_pause"]
    assert "H" in [k.toString() for k in action.shortcuts()]
    action.trigger()  # the key's action: runs again
    settle()
    assert not session.state.clock_paused and bar.clock.pause_button.text() == "Pause clock"
    assert window.docks.log.lines()[-1].endswith("Chess clock running again")
    for name in ("Ben", "Cid", "Dee"):
        session.do(Concede(name))
    settle()
    assert not bar.clock.pause_button.isVisible()  # the game is over


# -- the panels ----------------------------------------------------------------------------------


def test_each_panel_shows_its_time_the_running_one_filled(window: MainWindow) -> None:
    session = window.session
    session.start(NewGame(NAMES[:4], 40))
    session.do(ChessClock(20))
    tick_at(window, 70)
    ann, ben = face(window, "Ann"), face(window, "Ben")
    assert (ann.text, ann.running, ann.look()[0]) == ("18:50", True, RUNNING[0])
    assert (ben.text, ben.running, ben.look()[0]) == ("20:00", False, IDLE[0])
    part = panel(window, "Ann").part(("clock",))
    assert part is not None and part.text == "18:50" and "18:50" in part.tooltip
    # 1081 s in: under a tenth left (119 s), amber and still filled.
    tick_at(window, 1081)
    ann = face(window, "Ann")
    assert ann.warning and ann.look()[0] == WARNING and ann.text == "1:59"
    # At 0: red, "Out of time"; nobody loses by it and it runs on.
    tick_at(window, 1300)
    ann = face(window, "Ann")
    assert ann.out and ann.text == "Out of time" and ann.look()[0] == OUT[0]
    assert not session.state.game_over and session.state.player("Ann").in_game
    session.do(EndTurn())
    tick_at(window, 1300)
    assert face(window, "Ben").running and not face(window, "Ann").running


def test_a_tick_repaints_the_running_clock_and_nothing_else(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = window.session
    session.start(NewGame(NAMES, 40))
    session.do(ChessClock(20))
    tick_at(window, 10)
    painted: dict[str, list[Any]] = {name: [] for name in NAMES}
    for name in NAMES:
        target = panel(window, name)
        monkeypatch.setattr(target, "update", lambda *args, n=name: painted[n].append(args))
    tick_at(window, 11)
    assert [n for n, calls in painted.items() if calls] == ["Ann"]
    part = panel(window, "Ann").part(("clock",))
    assert part is not None
    (rect,) = painted["Ann"][0]
    mapped = panel(window, "Ann").transform().mapRect(part.rect).toAlignedRect()
    assert QRect(rect).contains(mapped) and QRect(rect).width() < mapped.width() + 8
    painted["Ann"].clear()
    tick_at(window, 11.4)  # the same whole second: nothing to repaint
    assert not any(painted.values())
    # One timer, the turn bar's: no panel keeps one of its own for the clock.
    assert window.game_page.turn_bar.clock.timer.isActive()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_at_eight_players_the_clock_covers_nothing_and_moves_nothing(
    window: MainWindow, size: tuple[int, int]
) -> None:
    window.resize(*size)
    names = (LONG, *NAMES[1:])
    session = window.session
    session.start(NewGame(names, 40))
    settle()
    table = window.game_page.table
    before = {n: table.panel_rect(n) for n in names}
    session.do(BecomeMonarch("Cid"))
    session.do(TakeInitiative("Cid"))
    session.do(Venture("Cid"))
    session.do(CardEnters("Cid", "Palace Jailer"))
    settle()
    bare = {n: panel(window, n).part(("total",)).pixels for n in names}  # type: ignore[union-attr]
    session.do(ChessClock(90))  # a clock with hours: 1:30:00, its widest
    tick_at(window, 1)
    session.do(EndTurn())  # the long name's turn is over; Ben runs out
    tick_at(window, 90 * 60 + 5)
    assert face(window, "Ben").out and face(window, "Cid").text == "1:30:00"
    assert {n: table.panel_rect(n) for n in names} == before  # the clock moved no panel
    for name in names:
        target = panel(window, name)
        part = target.part(("clock",))
        assert part is not None, name
        w, h = target.upright_size()
        assert QRectF(0, 0, w, h).contains(part.rect), name
        ink = QFontMetricsF(part.font(target.font())).horizontalAdvance(part.text)
        assert ink <= part.rect.width(), (name, part.text)
        assert part.pixels >= 9, name  # read from across the table
        for other in target.parts():
            if other.key == part.key or other.key[0] in ("header",):
                continue
            overlap = other.rect.intersected(part.rect)
            assert overlap.width() * overlap.height() < 1, (name, other.key)
        total = target.part(("total",))
        # The total stays large: the clock takes at most a quarter of its size, beside the
        # crown, the initiative, a dungeon and a card too.
        print("TOTAL", name, bare[name], total.pixels if total else None, target.upright_size())
        assert total is not None and total.pixels >= 0.75 * bare[name], (name, bare[name])
