"""The game log starts closed on a small screen and open on a large one, and then as the player
last left it (View > Game log, L, or the dock's own close button)."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from companion.app.window import main_window
from companion.app.window.docks import LOG_OPEN_FROM_WIDTH, log_open_at_start
from companion.app.window.main_window import MainWindow
from companion.shell.settings import Settings, load_settings, settings_path


@pytest.mark.parametrize(
    ("choice", "width", "expected"),
    [
        (None, 1280, False),  # a laptop: the log would take a fifth of the table's width
        (None, 1366, False),
        (None, LOG_OPEN_FROM_WIDTH - 1, False),
        (None, LOG_OPEN_FROM_WIDTH, True),
        (None, 1920, True),
        (None, 2560, True),
        (True, 1280, True),  # the player's choice wins over the screen's size
        (False, 2560, False),
    ],
)
def test_the_rule(choice: bool | None, width: int, expected: bool) -> None:
    assert log_open_at_start(choice, width) is expected


def _window(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, screen_width: int) -> MainWindow:
    """A window on a screen `screen_width` px wide with the saved settings and the demo game."""
    monkeypatch.setattr(main_window.MainWindow, "_screen_width", lambda self: screen_width)
    window = MainWindow(load_settings()[0])
    qtbot.addWidget(window)
    window.files.start_demo()
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.mark.parametrize(("width", "shown"), [(1280, False), (1920, True)])
def test_the_log_starts_by_the_screens_size(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, width: int, shown: bool
) -> None:
    window = _window(qtbot, monkeypatch, width)
    assert window.docks.log_dock.isVisible() is shown
    assert window.action("log").isChecked() is shown
    assert window.settings.log_open is None  # nothing was chosen: nothing is written


def test_the_offscreen_test_screen_counts_as_small(qtbot: QtBot) -> None:
    """The tests' own screen (800 px): the log starts closed unless a test opens it."""
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    assert window._screen_width() < LOG_OPEN_FROM_WIDTH
    window.show()
    assert not window.docks.log_dock.isVisible()


def test_opening_the_log_is_remembered_on_a_small_screen(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = _window(qtbot, monkeypatch, 1280)
    window.action("log").trigger()  # View > Game log (or L)
    assert window.docks.log_dock.isVisible()
    assert window.settings.log_open is True
    saved = json.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["log_open"] is True  # written at once, not only on quit
    window.close()
    again = _window(qtbot, monkeypatch, 1280)
    assert again.docks.log_dock.isVisible()


def test_closing_the_log_is_remembered_on_a_large_screen(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = _window(qtbot, monkeypatch, 1920)
    assert window.docks.log_dock.isVisible()
    window.docks.log_dock.close()  # its own close button
    qtbot.waitUntil(lambda: not window.action("log").isChecked())
    assert window.settings.log_open is False
    window.close()
    again = _window(qtbot, monkeypatch, 1920)
    assert not again.docks.log_dock.isVisible()
    again.action("log").trigger()
    assert again.docks.log_dock.isVisible() and again.settings.log_open is True


def test_the_start_page_hiding_the_log_is_no_choice(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = _window(qtbot, monkeypatch, 1920)
    window.show_start_page()
    QApplication.processEvents()
    assert not window.docks.log_dock.isVisible()  # the start page has the window to itself
    assert window.settings.log_open is None
    window.files.start_demo()
    assert window.docks.log_dock.isVisible()


def test_a_bad_value_in_the_file_falls_back_to_the_screens_rule() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 1, "log_open": "yes"}), encoding="utf-8")
    settings, warnings = load_settings()
    assert settings.log_open is None
    assert [w.key for w in warnings] == ["error.settings_values"]
    for value in (True, False, None):
        path.write_text(json.dumps({"version": 1, "log_open": value}), encoding="utf-8")
        assert load_settings() == (Settings(log_open=value), [])


def settled(read: Callable[[], tuple[object, ...]]) -> tuple[object, ...]:
    """What `read` says once the window's layout has stopped changing (a pass at a time)."""
    last = read()
    for _ in range(20):
        QApplication.processEvents()
        now = read()
        if now == last:
            return now
        last = now
    raise AssertionError("the layout kept changing")


@pytest.mark.parametrize(("width", "height"), [(1280, 720), (1920, 1080)])
def test_the_log_built_after_the_first_frame_moves_nothing(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, width: int, height: int
) -> None:
    """The first frame shows the log's dock with its room kept (the log itself is built once the
    frame is up: finish_start_up); the table and the dock stay where they were."""

    monkeypatch.setattr(main_window.MainWindow, "_screen_width", lambda self: 1920)
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.files.start_demo()
    window.resize(width, height)
    window.show()
    qtbot.waitExposed(window)
    table = window.game_page.table

    def where() -> tuple[object, ...]:
        log = window.docks.log_dock
        return table.mapTo(window, table.rect().topLeft()), table.size(), log.geometry()

    before = settled(where)
    assert window.docks.log_dock.isVisible() and window.docks._log is None
    window.finish_start_up()
    assert settled(where) == before
    assert window.docks.log_dock.widget() is window.docks.log and window.docks.log.isVisible()
    from companion.app.widgets.log_model import LogModel

    fresh = LogModel()
    assert window.docks.log.lines() == [fresh.entry_text(e) for e in window.session.game.entries]


@pytest.mark.parametrize(
    ("screen", "size"),
    [((1920, 1040), (1400, 860)), ((1280, 680), (1264, 632)), ((1366, 728), (1350, 680)),
     ((640, 480), (800, 560))],
)
def test_the_first_window_fits_its_screen(screen: tuple[int, int], size: tuple[int, int]) -> None:
    """A 1280 x 720 laptop (680 px below its panel): the window fits it, frame and all (it
    opened at 1400 x 860, its right and bottom off the screen: play-test)."""
    assert main_window.first_size(screen) == size


def test_the_window_opens_within_the_screen_it_is_on(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(main_window.MainWindow, "_screen_size", lambda self: (1280, 680))
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    assert (window.width(), window.height()) == (1264, 632)
