"""No English on screen: a tour of every screen in each language finds no English the player did
not type.

The tour (screens.py) opens the start page, a game with its panels, menus, notices (a refused
action among them), the combat question and the reminder, commander damage by tapping, every
dialog (new game, combat, the three amount entries, the crown, conceding, losing, the shortcuts,
About, opening a file, a damaged journal), the command palette, the Rules, Stats and overlay
docks, and the game-over page. It collects every label, button, tooltip, menu entry, list row,
table cell and the panels' painted texts. A string fails if it is an English source text shown
untranslated, or holds a word of the UI's English vocabulary once player names, card names, the
official English rule texts (shown labelled where a language has none) and file paths are taken
out.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from i18n_helpers import TRANSLATED, switch_and_wait
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from screens import english_in, tour

pytestmark = pytest.mark.qt_log_ignore("does not support")


@pytest.mark.parametrize("code", TRANSLATED)
def test_no_english_on_any_screen(
    qtbot: QtBot, english: QApplication, companion_home: Path, tmp_path: Path, code: str
) -> None:
    from companion.app.window.main_window import MainWindow
    from companion.shell.settings import Settings

    switch_and_wait(qtbot, english, code)
    window = MainWindow(Settings(log_open=True))
    qtbot.addWidget(window)
    window.resize(1400, 860)
    window.show()
    qtbot.waitExposed(window)
    try:
        seen = tour(window, tmp_path)
        assert len(seen) > 1500  # the tour really saw the screens
        found = english_in(seen, code, ["Ann", "Ben", "Cid", "Dee"])
        assert not found, "\n".join(found)
    finally:
        window.session.close()


def test_the_tour_sees_english_when_it_is_there(
    qtbot: QtBot, english: QApplication, companion_home: Path, tmp_path: Path
) -> None:
    """The same tour in English, checked as if it were German: it must find English."""
    from companion.app.window.main_window import MainWindow
    from companion.shell.settings import Settings

    window = MainWindow(Settings(log_open=True))
    qtbot.addWidget(window)
    window.resize(1400, 860)
    window.show()
    qtbot.waitExposed(window)
    try:
        found = english_in(tour(window, tmp_path), "de", ["Ann", "Ben", "Cid", "Dee"])
        assert len(found) > 100
    finally:
        window.session.close()


@pytest.mark.parametrize("code", TRANSLATED)
def test_no_english_in_the_overlay_pages_words(code: str) -> None:
    """The stream overlay's page says everything with the table GET /i18n/<code>.json serves."""
    from companion.web.strings import table

    words = table(code)
    seen = [(f"overlay ui {k}", v) for k, v in words["ui"].items()]
    seen += [(f"overlay term {k}", v) for k, v in words["terms"].items()]
    for key, text in words["texts"].items():
        for form in text if isinstance(text, list) else [text]:
            seen.append((f"overlay text {key}", form.replace("%n", "2")))
    found = english_in(seen, code)
    assert not found, "\n".join(found)
