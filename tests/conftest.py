"""Test set-up shared by every test: headless Qt, and no file written outside a temporary folder."""

from __future__ import annotations

import gc
import os
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from fakes import FakeClock

if TYPE_CHECKING:
    from companion.app.session import GameSession

# Before anything imports Qt: render offscreen, never on a real display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")


@pytest.fixture(autouse=True)
def companion_home(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Path]:
    """Every file the app writes goes below a fresh temporary COMPANION_HOME."""
    home = tmp_path_factory.mktemp("companion-home")
    monkeypatch.setenv("COMPANION_HOME", str(home))
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, str(home / "xdg" / var.lower()))
    monkeypatch.setenv("HOME", str(home / "home"))
    yield home


@pytest.fixture(autouse=True)
def collect_on_the_main_thread(request: pytest.FixtureRequest) -> Iterator[None]:
    """As the app does (companion/app/collector.py): no automatic collection during a Qt test,
    which a worker thread could trigger and so destroy a Qt object on it; a test's garbage is
    collected here, on the main thread, once its widgets are closed."""
    if "qtbot" not in request.fixturenames and "qapp" not in request.fixturenames:
        yield
        return
    was_enabled = gc.isenabled()
    gc.disable()
    yield
    gc.collect()
    if was_enabled:
        gc.enable()


MODAL_WATCHDOG_MS = 5000


@pytest.fixture(autouse=True)
def no_forgotten_modal_dialog(request: pytest.FixtureRequest) -> Iterator[None]:
    """A modal dialog nobody answers would hang the whole run: close it and fail the test.

    Tests that expect a dialog answer it themselves (monkeypatched or by a timer); this only
    catches the ones that didn't, within MODAL_WATCHDOG_MS.
    """
    if "qtbot" not in request.fixturenames and "qapp" not in request.fixturenames:
        yield
        return
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    request.getfixturevalue("qapp")
    forgotten: list[str] = []

    def close_modal() -> None:
        widget = QApplication.activeModalWidget()
        if widget is not None:
            forgotten.append(f"{type(widget).__name__}: {widget.windowTitle()!r}")
            widget.close()

    timer = QTimer()
    timer.setInterval(MODAL_WATCHDOG_MS)
    timer.timeout.connect(close_modal)
    timer.start()
    yield
    timer.stop()
    assert not forgotten, f"a modal dialog was left open: {forgotten}"


# -- live sessions, shared by the GUI, i18n, overlay and stats tests ---------------------------


@pytest.fixture
def make_session(qapp: object) -> Iterator[Callable[..., GameSession]]:
    """make_session(["Ann", "Ben", "Cid"], life=40) -> a session with a new game on disk."""
    from companion.app.session import GameSession
    from companion.core.actions import NewGame

    made: list[GameSession] = []

    def make(players: Sequence[str] = ("Ann", "Ben", "Cid", "Dee"), life: int = 40) -> GameSession:
        session = GameSession()
        session.start(NewGame(tuple(players), life))
        made.append(session)
        return session

    yield make
    for s in made:
        s.close()


@pytest.fixture
def session(make_session: Callable[..., GameSession]) -> GameSession:
    return make_session()


@pytest.fixture
def demo_session(qapp: object) -> Iterator[GameSession]:
    """The demo game: turn 3, Cid's main phase 1, Ben is the monarch."""
    from companion.app.session import GameSession
    from companion.core.actions import NewGame
    from companion.core.demo import demo_actions

    session = GameSession()
    first, *rest = demo_actions()
    assert isinstance(first, NewGame)
    session.start(first, then=rest)
    yield session
    session.close()


@pytest.fixture
def clock() -> FakeClock:
    """Seconds that move only when a test says so."""
    return FakeClock()
