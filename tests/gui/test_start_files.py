"""The window at start with bad files, damaged journals, the resume pointer and a read-only home.

Each test checks that the journal on disk equals the game the window shows, or that nothing
changed at all.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from companion.app.dialogs.new_game import NewGameDialog
from companion.app.dialogs.recovery import RecoveryDialog
from companion.app.window.main_window import MainWindow
from companion.core.actions import Concede, LifeChange
from companion.core.journal import load_game, read_game
from companion.core.snapshot import state_json
from companion.shell import games
from companion.shell.paths import data_dir, games_dir
from companion.shell.reading import take_reports
from companion.shell.settings import Settings, load_settings, save_settings, settings_path

GOOD = [
    {"action": "new_game", "players": ["Ann", "Ben", "Cid"], "starting_life": 40},
    {"action": "life", "player": "Ann", "delta": -3},
    {"action": "become_monarch", "player": "Ben", "source": "Palace Jailer"},
]
BAD = {"action": "life", "player": "Zed", "delta": -1}
AFTER = [{"action": "life", "player": "Cid", "delta": -2}, {"action": "end_turn"}]


def _lines(items: list[dict[str, object]]) -> bytes:
    return b"".join(json.dumps(item).encode() + b"\n" for item in items)


PREFIX = _lines(GOOD)
DAMAGED = PREFIX + _lines([BAD, *AFTER])


@pytest.fixture(autouse=True)
def _no_reports_left() -> Iterator[None]:
    take_reports()
    yield
    take_reports()


@pytest.fixture
def damaged(tmp_path: Path) -> Path:
    path = tmp_path / "Friday night.jsonl"
    path.write_bytes(DAMAGED)
    return path


def _window(qtbot: QtBot, settings: Settings | None = None) -> MainWindow:
    window = MainWindow(settings or load_settings()[0])
    qtbot.addWidget(window)
    return window


def _files(folder: Path) -> dict[str, bytes]:
    """Every file below `folder` and its bytes: "nothing changed" is this, before and after."""
    if not folder.exists():
        return {}
    return {
        str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }


def _on_disk_equals_shown(window: MainWindow) -> None:
    assert window.session.path is not None
    game, warnings = read_game(window.session.path)
    assert warnings == []
    assert state_json(game.state) == state_json(window.session.state)


# -- notes on the start page ----------------------------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_pointer_to_a_fifo_is_a_note_on_the_start_page(qtbot: QtBot, tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "game.jsonl")
    pointer = data_dir() / "current.json"
    pointer.parent.mkdir(parents=True)
    pointer.write_text(json.dumps({"path": str(tmp_path / "game.jsonl")}), encoding="utf-8")
    window = _window(qtbot)
    window.show_start_page()
    page = window.start_page
    assert page.unfinished is None and not page.resume_button.isVisibleTo(page)
    [note] = page.note_texts()
    assert "could not be used" in note and "not a regular file" in note
    assert page.notes.isVisibleTo(page)
    assert not pointer.exists() and len(list(pointer.parent.glob("current.json.bad-*"))) == 1


def test_settings_warnings_are_notes_until_a_game_is_loaded(qtbot: QtBot) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"version": 1, "recent": ["/g/a\\u0000.jsonl"], "geometry": "ü"}',
                    encoding="utf-8")
    settings, warnings = load_settings()
    window = _window(qtbot, settings)
    window.show_start_page()
    for warning in warnings:  # as companion.app.launch does
        window.notify(warning)
    page = window.start_page
    assert len(page.note_texts()) == 1 and "(geometry, recent)" in page.note_texts()[0]
    assert not page.reading and page.recent_texts() == []
    window.start_page.demo_button.click()
    assert window.page() is window.game_page
    assert page.note_texts() == []


# -- a damaged journal ---------------------------------------------------------------------------


def test_a_damaged_journal_is_offered_for_resume_with_a_warning(
    qtbot: QtBot, damaged: Path
) -> None:
    """Listed among the recent games with a warning too, when it is not the one to continue
    (tests/gui/test_start_recent.py)."""
    save_settings(Settings(recent=[str(damaged)]))
    games.set_current(damaged)
    window = _window(qtbot)
    window.show_start_page()
    page = window.start_page
    assert page.unfinished is not None and page.unfinished.damage is not None
    assert page.resume_button.isVisibleTo(page)
    assert "damaged at line 4" in page._resume_label.text()
    assert not page.reading and page.recent_texts() == []  # offered above, not listed twice


def _recover(window: MainWindow, damaged: Path, accept: bool) -> RecoveryDialog:
    window.files.open_journal(damaged)
    dialog = window.files.recovery_dialog
    assert dialog is not None and dialog.isVisible()
    if accept:
        dialog.keep_button.click()
    else:
        dialog.cancel_button.click()
    return dialog


def test_the_recovery_dialog_says_what_is_kept_and_dropped(qtbot: QtBot, damaged: Path) -> None:
    window = _window(qtbot)
    window.files.open_journal(damaged)
    dialog = window.files.recovery_dialog
    assert dialog is not None
    text = dialog.message.text()
    assert "Line 4 of Friday night.jsonl can't be used: there is no player named 'Zed'." in text
    assert "The game before it can be kept: 3 actions, up to turn 1." in text
    assert "Dropped: line 4 and everything after it, 3 lines in all." in text
    assert "Friday night-recovered.jsonl" in text
    assert dialog.keep_button.text() == "Keep the good part"
    assert dialog.cancel_button.isDefault()
    assert window.page() is window.start_page  # behind the dialog, not an empty table
    dialog.reject()


def test_keeping_the_good_part_writes_a_new_journal_and_opens_it(
    qtbot: QtBot, damaged: Path
) -> None:
    window = _window(qtbot)
    _recover(window, damaged, accept=True)
    recovered = games_dir() / "Friday night-recovered.jsonl"
    assert window.session.path == recovered
    assert window.page() is window.game_page
    assert recovered.read_bytes() == PREFIX  # the good lines, byte for byte
    assert damaged.read_bytes() == DAMAGED  # the original is never rewritten
    expected, _ = load_game(PREFIX)
    assert state_json(window.session.state) == state_json(expected.state)
    _on_disk_equals_shown(window)
    # It is the game now: it resumes, it is remembered, and play goes on in the new file.
    unfinished = games.unfinished_game()
    assert unfinished is not None and unfinished.path == recovered and unfinished.damage is None
    assert load_settings()[0].recent[0] == str(recovered)
    window.session.do(LifeChange("Cid", -5))
    _on_disk_equals_shown(window)
    assert damaged.read_bytes() == DAMAGED
    # Recovering again makes another file, never over the first.
    _recover(window, damaged, accept=True)
    assert window.session.path == games_dir() / "Friday night-recovered-2.jsonl"


def test_declining_changes_nothing(qtbot: QtBot, damaged: Path, companion_home: Path) -> None:
    save_settings(Settings(recent=[str(damaged)]))
    games.set_current(damaged)
    window = _window(qtbot)
    window.show_start_page()
    before = _files(companion_home)
    _recover(window, damaged, accept=False)
    assert _files(companion_home) == before
    assert damaged.read_bytes() == DAMAGED
    assert not window.session.has_game and window.page() is window.start_page


def test_declining_keeps_the_game_that_was_open(qtbot: QtBot, damaged: Path) -> None:
    window = _window(qtbot)
    window.files.start_demo()
    path, state = window.session.path, window.session.state
    _recover(window, damaged, accept=False)
    assert window.session.path == path and window.session.state is state
    assert window.page() is window.game_page
    _on_disk_equals_shown(window)


def test_a_line_that_is_not_json_in_the_middle(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "g.jsonl"
    path.write_bytes(PREFIX + b"\x00\x00garbage\n" + _lines(AFTER))
    window = _window(qtbot)
    window.files.open_journal(path)
    assert window.files.recovery_dialog is not None
    assert "Line 4 of g.jsonl can't be used: the line is not valid JSON" in (
        window.files.recovery_dialog.message.text()
    )
    window.files.recovery_dialog.keep_button.click()
    assert window.session.path is not None and window.session.path.read_bytes() == PREFIX


def test_nothing_to_keep_is_said_as_before(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "g.jsonl"
    path.write_bytes(_lines([BAD, *GOOD]))
    window = _window(qtbot)
    assert window.files.open_journal(path) is False
    assert window.files.recovery_dialog is None
    assert "line 1" in window.start_page.note_texts()[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_opening_a_special_file_is_refused_without_blocking(qtbot: QtBot, tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "fifo.jsonl")
    window = _window(qtbot)
    for path in (Path("/dev/zero"), tmp_path / "fifo.jsonl", tmp_path):
        assert window.files.open_journal(path) is False
    assert all("not a regular file" in n for n in window.start_page.note_texts())
    assert len(window.start_page.note_texts()) == 3


def test_recovery_from_the_command_line(
    qapp: QApplication, damaged: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`companion FILE`: launch() offers the dialog; keeping opens the new file."""
    from companion.app.launch import launch

    seen: dict[str, object] = {}
    loop = QEventLoop()

    def answer() -> None:
        dialogs = [w for w in qapp.topLevelWidgets() if isinstance(w, RecoveryDialog)]
        windows = [w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow)]
        if not dialogs or not dialogs[0].isVisible():
            QTimer.singleShot(10, answer)  # not shown yet
            return
        dialogs[0].keep_button.click()
        window = windows[-1]
        seen["path"] = window.session.path
        seen["state"] = state_json(window.session.state)
        window.close()
        window.deleteLater()
        loop.quit()

    def run_until_answered(_app: object = None) -> int:  # instead of the app's own loop
        QTimer.singleShot(0, answer)
        loop.exec()
        return 0

    monkeypatch.setattr(QApplication, "exec", run_until_answered)
    args = argparse.Namespace(file=str(damaged), demo=False, smoke=False, lang="en",
                              overlay_port=None)
    assert launch(args) == 0
    recovered = games_dir() / "Friday night-recovered.jsonl"
    assert seen["path"] == recovered
    assert recovered.read_bytes() == PREFIX and damaged.read_bytes() == DAMAGED
    game, _ = load_game(PREFIX)
    assert seen["state"] == state_json(game.state)


# -- the resume pointer follows the game both ways -------------------------------------------------


def test_undo_after_game_over_then_play_on_offers_resume(qtbot: QtBot) -> None:
    window = _window(qtbot)
    window.files.start_demo()
    path = window.session.path
    for name in window.session.state.names[1:]:
        if window.session.playing():
            window.session.do(Concede(name))
    assert window.session.state.game_over
    assert games.unfinished_game() is None  # over: nothing to resume
    window.session.undo()
    assert not window.session.state.game_over
    unfinished = games.unfinished_game()
    assert unfinished is not None and unfinished.path == path  # set again
    first = window.session.state.names[0]
    window.session.do(LifeChange(first, -1))
    _on_disk_equals_shown(window)
    state = state_json(window.session.state)
    window.close()

    settings = load_settings()[0]
    settings.log_open = True  # the log open, as the player left it
    again = _window(qtbot, settings)
    again.show_start_page()
    assert again.start_page.resume_button.isVisibleTo(again.start_page)
    # The biggest button says whose game it is and where it stands; no empty log beside it.
    turn = again.start_page.unfinished.turn  # type: ignore[union-attr]
    player = again.start_page.unfinished.turn_player  # type: ignore[union-attr]
    assert again.start_page.resume_button.text() == f"Continue: turn {turn}, {player}’s turn"
    assert again.docks.log_dock.isHidden()
    again.start_page.resume_button.click()
    assert again.session.path == path and state_json(again.session.state) == state
    assert not again.docks.log_dock.isHidden()  # the log is back with the game


def test_the_pointer_is_written_only_when_it_changes(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = _window(qtbot)
    window.files.start_demo()
    writes: list[object] = []
    real = games.set_current
    monkeypatch.setattr(games, "set_current", lambda p: (writes.append(p), real(p)))
    first = window.session.state.names[0]
    for _ in range(5):
        window.session.do(LifeChange(first, -1))
    assert writes == []  # no write per action


# -- a read-only home ----------------------------------------------------------------------------


def _accept_new_game(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(NewGameDialog, "exec", lambda d: int(QDialog.DialogCode.Accepted))


def _home_where_games_cannot_be_written(home: Path, how: str) -> None:
    if how == "file":  # as root chmod changes nothing: a file where the folder should be
        (home / "data").write_bytes(b"")
    else:
        (home / "data").mkdir()
        (home / "data").chmod(0o500)


@pytest.mark.parametrize("how", ["file", "chmod"])
def test_a_read_only_home_says_new_game_and_demo_cannot_be_saved(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, companion_home: Path, how: str
) -> None:
    if how == "chmod" and (not hasattr(os, "geteuid") or os.geteuid() == 0):
        pytest.skip("chmod does not stop root; the 'file' case covers it")
    _home_where_games_cannot_be_written(companion_home, how)
    try:
        window = _window(qtbot)
        window.show_start_page()
        before = _files(companion_home / "data")
        page = window.start_page
        page.demo_button.click()
        _accept_new_game(monkeypatch)
        page.new_button.click()
        assert not window.session.has_game and window.page() is page
        notes = page.note_texts()
        assert len(notes) == 1  # the same message for both, said once
        assert notes[0].startswith("The game was not started: it can't be saved in ")
        assert str(games_dir()) in notes[0]
        assert _files(companion_home / "data") == before
    finally:
        if how == "chmod":
            (companion_home / "data").chmod(0o700)


@pytest.mark.slow
def test_demo_from_the_command_line_with_a_read_only_home(companion_home: Path) -> None:
    _home_where_games_cannot_be_written(companion_home, "file")
    env = {**os.environ, "COMPANION_HOME": str(companion_home), "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-m", "companion", "--demo", "--smoke", "--lang", "de"],
        capture_output=True, text=True, env=env, timeout=120, check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert "notice: Das Spiel wurde nicht gestartet" in result.stdout
