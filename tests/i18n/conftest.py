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
def demo_session(english: object) -> Iterator[object]:
    """The demo game (turn 3, Cid's main phase 1, Ben is the monarch), in English at first."""
    from companion.app.session import GameSession
    from companion.core.actions import NewGame
    from companion.core.demo import demo_actions

    session = GameSession()
    actions = demo_actions()
    first = actions[0]
    assert isinstance(first, NewGame)
    session.start(first)
    for action in actions[1:]:
        session.try_action(action)
    yield session
    session.close()


@pytest.fixture
def window(qtbot, english: object) -> Iterator[object]:  # type: ignore[no-untyped-def]
    """The main window at its default size with the demo game, shown."""
    from companion.app.main_window import MainWindow
    from companion.app.settings import Settings

    win = MainWindow(Settings())
    qtbot.addWidget(win)
    win.resize(1400, 860)
    win.start_demo()
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.session.close()
