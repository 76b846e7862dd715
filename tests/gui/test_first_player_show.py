"""Who goes first, drawn by the app: the new-game dialog's box (remembered, kept on rematch) logs
a drawn first_player right after new_game, one Undo takes it back; the show runs around the
panels in seat order, lands on the drawn player, ends, and moves nothing."""

from __future__ import annotations

import itertools
import json
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from companion.app.dialogs.new_game import NewGameDialog
from companion.app.widgets.first_player_show import FirstPlayerShow, hops
from companion.app.window.main_window import MainWindow
from companion.core.actions import FirstPlayer, NewGame
from companion.shell import dice
from companion.shell.settings import Settings, load_settings

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

PLAYERS = ("Ann", "Ben", "Cid", "Dee")


@pytest.fixture
def window(qtbot: QtBot, companion_home: object, monkeypatch: pytest.MonkeyPatch) -> Any:
    # The draw's source: the third seat (Cid), so the test knows what the fair draw gave.
    monkeypatch.setattr(dice, "_system", lambda: lambda n: 2 % n)
    win = MainWindow(Settings())
    qtbot.addWidget(win)
    win.resize(1400, 860)
    win.show()
    qtbot.waitExposed(win)
    show = win.game_page.first_player_show
    show.spin_ms, show.hold_ms = 60, 30  # short, so the tests wait a moment, never sleep
    yield win
    win.session.close()


def fill(dialog: NewGameDialog, draw: bool | None) -> None:
    """Four players Ann..Dee; tick or untick the box (None: leave it as offered)."""
    dialog.count.setValue(len(PLAYERS))
    for row, name in zip(dialog.rows(), PLAYERS, strict=True):
        row.name_edit.setText(name)
    if draw is not None:
        dialog.draw_first_box.setChecked(draw)


def journal(win: MainWindow) -> list[dict[str, Any]]:
    path = win.session.path
    assert path is not None
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


def actions(win: MainWindow) -> list[str]:
    return [line["action"] for line in journal(win) if "action" in line]


def accept_with(monkeypatch: pytest.MonkeyPatch, draw: bool | None, offered: list[bool]) -> None:
    def accept(dialog: NewGameDialog) -> int:
        offered.append(dialog.draw_first())
        fill(dialog, draw)
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", accept)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: int(QMessageBox.StandardButton.Yes.value))


def test_the_box_draws_who_goes_first_logged_and_undoable(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    offered: list[bool] = []
    accept_with(monkeypatch, True, offered)
    assert window.files.new_game()
    assert offered == [False]  # not ticked the first time
    assert actions(window)[:2] == ["new_game", "first_player"]
    line = next(x for x in journal(window) if x.get("action") == "first_player")
    assert line["player"] == "Cid" and line["random"] is True
    state = window.session.state
    assert state.turn == 1 and state.turn_player == "Cid"
    assert state.names == PLAYERS  # the seats stay
    # The log says so, and one Undo takes it back (the game itself stays).
    assert window.docks.log.lines()[-1].endswith("Cid goes first (drawn at random)")
    assert window.commands.run("undo")
    assert window.session.state.turn_player == "Ann"
    assert window.session.has_game and window.session.state.names == PLAYERS
    # The choice is remembered for the next game.
    saved, warnings = load_settings()
    assert warnings == [] and saved.draw_first is True


def test_unticked_no_draw_and_the_choice_is_remembered(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    offered: list[bool] = []
    accept_with(monkeypatch, False, offered)
    window.settings.draw_first = True
    assert window.files.new_game()
    assert offered == [True]  # the last choice was offered
    assert "first_player" not in actions(window)
    assert window.session.state.turn_player == "Ann"
    assert not window.game_page.first_player_show.running
    assert window.settings.draw_first is False


def test_a_rematch_keeps_the_choice(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    offered: list[bool] = []
    accept_with(monkeypatch, True, offered)
    assert window.files.new_game()
    accept_with(monkeypatch, None, offered)  # the rematch's dialog accepted as offered
    window.files.rematch()
    assert offered == [False, True]
    assert actions(window)[:2] == ["new_game", "first_player"]
    assert window.session.state.turn_player == "Cid"


def test_the_show_runs_around_the_table_and_lands_on_the_drawn_player(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.session.start(NewGame(PLAYERS, 40))
    table = window.game_page.table
    show = window.game_page.first_player_show
    for _ in range(5):  # the page settles after the start (the log dock comes back)
        QApplication.processEvents()
    before = {p.name: QRect(p.geometry()) for p in table.panels()}
    lit: list[str] = []
    show.highlighted.connect(lit.append)
    show.spin_ms = 1500
    assert window.commands.run("first_player")  # Turn > Draw who goes first
    # Applied at once: the game is usable while the show runs.
    assert window.session.state.turn_player == "Cid"
    assert show.running and show.player == "Cid" and not show.has_landed
    bar = window.game_page.turn_bar
    assert bar.player_label.text() == "?"  # the bar does not give the draw away
    # Step through the run (paused, 5 ms at a time): panel by panel, in seat order, slowing down.
    show.spin.pause()
    dwell: list[int] = []
    for t in range(0, 1500, 5):  # up to the last moment before it lands
        before_step = len(lit)
        show.spin.setCurrentTime(t)
        if len(lit) == before_step and dwell:
            dwell[-1] += 5
        elif len(lit) > before_step:
            dwell.append(5)
    seats = [PLAYERS.index(name) for name in lit]
    assert lit[0] == "Ann" and lit[-1] == "Cid" and not show.has_landed
    assert all((b - a) % len(PLAYERS) == 1 for a, b in itertools.pairwise(seats))
    assert len(lit) - 1 == hops(len(PLAYERS), 2) >= 2 * len(PLAYERS)  # whole rounds, then Cid
    assert dwell[-2] > 4 * dwell[1]  # the last panels stay lit far longer than the first
    assert {p.name: QRect(p.geometry()) for p in table.panels()} == before  # nothing moved
    with qtbot.waitSignal(show.landed, timeout=3000) as landed:
        show.spin.resume()
    assert landed.args == ["Cid"]
    assert show.current == "Cid" and show.has_landed
    assert bar.player_label.text() == "Cid"  # landed: now the bar says it
    assert {p.name: QRect(p.geometry()) for p in table.panels()} == before
    # Landed: the panel is lit with the words (a gold frame on Cid's panel, none on Ann's).
    image = QImage(window.game_page.size(), QImage.Format.Format_ARGB32)
    window.game_page.render(image)
    assert _gold_on(image, window, "Cid") and not _gold_on(image, window, "Ann")
    with qtbot.waitSignal(show.finished, timeout=3000):
        pass
    assert not show.running and show.isHidden()
    assert {p.name: QRect(p.geometry()) for p in table.panels()} == before  # nothing moved


def _gold_on(image: QImage, window: MainWindow, name: str) -> bool:
    """A CROWN_GOLD-ish pixel on the panel's edge (where the show's frame is)."""
    table = window.game_page.table
    rect = table.panel_rect(name).translated(table.pos())
    y = rect.center().y()
    for x in range(rect.left() + 2, rect.left() + 12):
        c = image.pixelColor(x, y)
        if c.red() > 200 and 150 < c.green() < 220 and c.blue() < 120:
            return True
    return False


def test_esc_or_a_tap_ends_the_show_and_the_draw_stays(window: MainWindow, qtbot: QtBot) -> None:
    window.session.start(NewGame(PLAYERS, 40))
    show = window.game_page.first_player_show
    show.spin_ms, show.hold_ms = 10_000, 10_000
    window.commands.run("first_player")
    assert show.running
    QTest.keyClick(window, Qt.Key.Key_Escape)
    assert not show.running
    assert window.session.state.turn_player == "Cid"
    window.commands.run("undo")
    window.commands.run("first_player")
    assert show.running
    # A tap anywhere (here the turn bar) ends it; the show never takes the tap for itself.
    bar = window.game_page.turn_bar
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.rect().topLeft() + QPoint(2, 2))
    assert not show.running
    assert show.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)


def test_undo_and_redo_do_not_replay_the_show(window: MainWindow) -> None:
    window.session.start(NewGame(PLAYERS, 40))
    show = window.game_page.first_player_show
    show.spin_ms, show.hold_ms = 10_000, 10_000
    window.session.do(FirstPlayer("Ben", random=True))
    assert show.running and show.player == "Ben"
    window.session.undo()  # taken back: the show is over
    assert not show.running
    window.session.redo()
    assert not show.running
    window.session.undo()
    window.session.do(FirstPlayer("Dee"))  # chosen, not drawn: nothing to show
    assert not show.running


def test_finish_ends_it_at_once(qtbot: QtBot, window: MainWindow) -> None:
    window.session.start(NewGame(PLAYERS, 40))
    show: FirstPlayerShow = window.game_page.first_player_show
    show.spin_ms = 10_000
    window.commands.run("first_player")
    with qtbot.waitSignal(show.finished, timeout=1000):
        show.finish()
    assert show.isHidden()


@pytest.mark.parametrize(("count", "landing"), [(2, 0), (2, 1), (4, 2), (8, 7)])
def test_hops_land_on_the_seat_after_whole_rounds(count: int, landing: int) -> None:
    steps = hops(count, landing)
    assert steps % count == landing and steps >= 2 * count and steps >= 10


def test_the_log_keeps_the_draw_back_until_it_lands(window: MainWindow, qtbot: QtBot) -> None:
    """Play-test: the log said "Dee goes first (random)" while the show still said "?"."""
    window.session.start(NewGame(PLAYERS, 40))
    log = window.docks.log
    window.docks.log_dock.show()
    show = window.game_page.first_player_show
    show.spin_ms, show.hold_ms = 10_000, 10_000
    before = log.log_model.texts()
    window.commands.run("first_player")
    assert show.running and not show.has_landed
    QApplication.processEvents()
    assert log.log_model.texts() == before  # nothing said yet
    with qtbot.waitSignal(show.landed, timeout=3000):
        show.spin.setCurrentTime(show.spin.duration())
    texts = log.log_model.texts()
    assert len(texts) > len(before) and "Cid" in texts[-1]  # landed: now the log says it
