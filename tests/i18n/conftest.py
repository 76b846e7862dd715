"""Fixtures for the translation tests: the pipeline script, and a language reset after each test."""

from __future__ import annotations

from collections.abc import Iterator
from types import ModuleType

import pytest
from i18n_helpers import load_pipeline


@pytest.fixture(scope="session")
def pipeline() -> ModuleType:
    return load_pipeline()


@pytest.fixture
def english(qapp: object) -> Iterator[object]:
    """The app in English before and after the test, whatever the test switched to."""
    from PySide6.QtWidgets import QApplication

    from companion.app import i18n

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    i18n.switch(app, "en")
    yield app
    i18n.switch(app, "en")


@pytest.fixture
def demo_session(english: object, demo_session: object) -> object:
    """The shared demo game (tests/conftest.py), in English at first."""
    return demo_session




@pytest.fixture
def window(qtbot, english: object) -> Iterator[object]:  # type: ignore[no-untyped-def]
    """The main window at its default size with the demo game and the log open, shown."""
    from companion.app.window.main_window import MainWindow
    from companion.shell.settings import Settings

    win = MainWindow(Settings(log_open=True))  # as on a large screen (offscreen's is 800 px)
    qtbot.addWidget(win)
    win.resize(1400, 860)
    win.files.start_demo()
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.session.close()
