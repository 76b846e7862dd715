"""The start page's recent games: when, who, the winner (or unfinished, a draw), the turns; read
after the first frame, a bad file listed as such, and a click opens the game.

Every journal is written below the test's own COMPANION_HOME (tests/conftest.py).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QDateTime, QLocale, Qt
from pytestqt.qtbot import QtBot

from companion.app.start_page import PLAYERS, RESULT, TURNS, WHEN
from companion.app.window.main_window import MainWindow
from companion.shell import games
from companion.shell.paths import games_dir
from companion.shell.settings import Settings

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

NOW = 1_780_000_000  # a fixed time; each journal a minute older than the one before


Lines = list[dict[str, object]]


def _write(name: str, lines: Lines | bytes, age: int, folder: Path | None = None) -> Path:
    folder = folder or games_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    if not isinstance(lines, bytes):
        lines = b"".join(json.dumps(x).encode() + b"\n" for x in lines)
    path.write_bytes(lines)
    os.utime(path, (NOW - 60 * age, NOW - 60 * age))
    return path


def _new(*players: str) -> dict[str, object]:
    return {"action": "new_game", "players": list(players), "starting_life": 40}


END = {"action": "end_turn"}


@pytest.fixture
def journals() -> dict[str, Path]:
    concede: Lines = [{"action": "concede", "player": p} for p in ("Ben", "Cid")]
    both_lose: Lines = [{"action": "lose", "players": ["Fay", "Gus"]}]
    bad: Lines = [{"action": "life", "player": "Zed", "delta": -1}]
    return {
        "won": _write("won.jsonl", [_new("Ann", "Ben", "Cid"), END, END, END, *concede], age=1),
        "playing": _write("playing.jsonl", [_new("Dee", "Eve"), *[END] * 6], age=2),
        "draw": _write("draw.jsonl", [_new("Fay", "Gus"), *both_lose], age=3),
        "damaged": _write("damaged.jsonl", [_new("Hal", "Ivy"), END, *bad, END], age=4),
        "garbage": _write("garbage.jsonl", b"\x00\x01 not a journal\n", age=5),
    }


def _window(qtbot: QtBot, settings: Settings | None = None) -> MainWindow:
    window = MainWindow(settings or Settings())
    qtbot.addWidget(window)
    window.resize(1280, 720)
    return window


def _shown(qtbot: QtBot, window: MainWindow) -> None:
    """Show the start page and wait until its recent games are listed."""
    page = window.start_page
    with qtbot.waitSignal(page.recentListed, timeout=5000):
        window.show_start_page()
        window.show()


def _when(age: int) -> str:
    time = QDateTime.fromSecsSinceEpoch(NOW - 60 * age)
    return QLocale().toString(time, QLocale.FormatType.ShortFormat)


def test_recent_games_say_when_who_the_result_and_the_turns(
    qtbot: QtBot, journals: dict[str, Path]
) -> None:
    window = _window(qtbot)
    _shown(qtbot, window)
    rows = window.start_page.recent_texts()
    assert [r[WHEN] for r in rows] == [_when(age) for age in (1, 2, 3, 4, 5)]  # newest first
    names = ["Ann, Ben, Cid", "Dee, Eve", "Fay, Gus", "Hal, Ivy", "garbage.jsonl"]
    assert [r[PLAYERS] for r in rows] == names
    assert [r[RESULT] for r in rows[:3]] == ["Ann won", "Unfinished", "Draw"]
    assert rows[3][RESULT] == "Unfinished — ⚠ damaged at line 3"
    assert rows[4][RESULT] == "Can't be read"
    assert [r[TURNS] for r in rows] == ["4", "7", "1", "2", ""]
    tree = window.start_page.recent
    assert tree.isVisibleTo(window) and tree.topLevelItemCount() == 5
    items = [tree.topLevelItem(i) for i in range(5)]
    icons = [not item.icon(RESULT).isNull() for item in items if item is not None]
    assert icons == [True, False, False, True, True]  # the winner's crown, the warnings
    assert "there is no player named 'Zed'" in items[3].toolTip(RESULT)  # type: ignore[union-attr]
    why = items[4].toolTip(PLAYERS)  # type: ignore[union-attr]
    assert why.startswith("garbage.jsonl can't be read: line 1: the line is not valid JSON")
    header = tree.headerItem()
    assert [header.text(c) for c in range(4)] == ["Last played", "Players", "Result", "Turns"]


def test_nothing_is_read_before_the_first_frame(
    qtbot: QtBot, journals: dict[str, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    from companion.app import start_page

    read: list[Path] = []
    real = start_page.inspect
    monkeypatch.setattr(start_page, "inspect", lambda path: read.append(path) or real(path))
    window = _window(qtbot)
    window.show_start_page()
    page = window.start_page
    assert read == [] and page.reading and page.recent_texts() == []
    with qtbot.waitSignal(page.recentListed, timeout=5000):
        window.show()  # the first frame; then one journal per turn of the event loop
    assert len(read) == 5 and not page.reading


def test_at_most_eight_and_the_game_to_continue_is_not_listed_twice(qtbot: QtBot) -> None:
    lines = [_new("Ann", "Ben"), END]
    paths = [_write(f"g{i}.jsonl", lines, age=i) for i in range(12)]
    games.set_current(paths[0])
    window = _window(qtbot)
    _shown(qtbot, window)
    page = window.start_page
    assert page.unfinished is not None and page.unfinished.path == paths[0]
    rows = page.recent_texts()
    assert len(rows) == games.RECENT_LIMIT == 8
    assert [r[WHEN] for r in rows] == [_when(age) for age in range(1, 9)]


def test_the_recent_list_of_the_settings_adds_games_from_elsewhere(
    qtbot: QtBot, tmp_path: Path
) -> None:
    here = _write("here.jsonl", [_new("Ann", "Ben")], age=2)
    away = _write("away.jsonl", [_new("Cid", "Dee")], age=1, folder=tmp_path)
    settings = Settings(recent=[str(away), str(here), str(tmp_path / "gone.jsonl")])
    window = _window(qtbot, settings)
    _shown(qtbot, window)
    assert [r[PLAYERS] for r in window.start_page.recent_texts()] == ["Cid, Dee", "Ann, Ben"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_in_the_games_folder_never_blocks(qtbot: QtBot) -> None:
    games_dir().mkdir(parents=True)
    os.mkfifo(games_dir() / "pipe.jsonl")
    _write("ok.jsonl", [_new("Ann", "Ben")], age=1)
    window = _window(qtbot)
    _shown(qtbot, window)
    assert [r[PLAYERS] for r in window.start_page.recent_texts()] == ["Ann, Ben"]


def test_a_journal_gone_before_it_is_read_is_left_out(qtbot: QtBot) -> None:
    gone = _write("gone.jsonl", [_new("Ann", "Ben")], age=1)
    _write("kept.jsonl", [_new("Cid", "Dee")], age=2)
    window = _window(qtbot)
    window.show_start_page()
    gone.unlink()  # listed by its time, deleted before its turn to be read
    _shown(qtbot, window)
    assert [r[PLAYERS] for r in window.start_page.recent_texts()] == ["Cid, Dee"]


def test_no_recent_games_no_list(qtbot: QtBot) -> None:
    window = _window(qtbot)
    _shown(qtbot, window)
    page = window.start_page
    assert page.recent_texts() == [] and not page.recent.isVisibleTo(window)


def test_a_click_opens_the_game_finished_on_its_winner_screen(
    qtbot: QtBot, journals: dict[str, Path]
) -> None:
    window = _window(qtbot)
    _shown(qtbot, window)
    tree = window.start_page.recent
    item = tree.topLevelItem(1)  # Dee and Eve, unfinished
    assert item is not None
    rect = tree.visualItemRect(item)
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.session.path == journals["playing"]
    assert window.page() is window.game_page and window.session.state.turn == 7
    window.session.close()

    again = _window(qtbot)
    _shown(qtbot, again)
    tree = again.start_page.recent
    tree.setFocus()
    tree.setCurrentItem(tree.topLevelItem(0))  # Ann won
    qtbot.keyClick(tree, Qt.Key.Key_Return)
    assert again.session.path == journals["won"]
    assert again.session.state.game_over and again.page() is again.game_over
    again.session.close()


def test_a_double_click_opens_once(qtbot: QtBot, journals: dict[str, Path]) -> None:
    window = _window(qtbot)
    _shown(qtbot, window)
    opened: list[Path] = []
    window.start_page.resumeRequested.disconnect()
    window.start_page.resumeRequested.connect(opened.append)
    tree = window.start_page.recent
    item = tree.topLevelItem(2)
    assert item is not None
    point = tree.visualItemRect(item).center()
    # A double click is a click, then the double click (Qt sends no second click).
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.mouseDClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert opened == [journals["draw"]]


def test_the_list_is_said_again_in_another_language(
    qtbot: QtBot, journals: dict[str, Path]
) -> None:
    from PySide6.QtWidgets import QApplication

    from companion.app import i18n

    window = _window(qtbot)
    _shown(qtbot, window)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    try:
        i18n.switch(app, "de")
        qtbot.waitUntil(lambda: window.start_page.recent_texts()[0][RESULT] != "Ann won")
        rows = window.start_page.recent_texts()
        assert "Ann" in rows[0][RESULT] and rows[1][RESULT] != "Unfinished"
        assert window.start_page.recent.headerItem().text(0) != "Last played"  # type: ignore[union-attr]
    finally:
        i18n.switch(app, "en")
    qtbot.waitUntil(lambda: window.start_page.recent_texts()[0][RESULT] == "Ann won")
