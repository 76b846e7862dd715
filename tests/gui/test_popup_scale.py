"""Menus, questions and card dialogs in print a touch table reads (issue 28, minor defect 11):
the play-test met a 10 px concede question and 11-12 px menus and palette rows beside 140 px
totals at 1920x1080. They are now at least as large as the panels' smallest text, their items
and buttons a finger's height at every size."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from companion.app.dialogs.monarch import BecomeMonarchDialog
from companion.app.window.main_window import MainWindow
from companion.core.actions import NewGame
from companion.shell.settings import Settings

NAMES = ("Ann", "Ben", "Cid", "Dee")


def _window(qtbot: QtBot, size: tuple[int, int], names: tuple[str, ...] = NAMES) -> MainWindow:
    window = MainWindow(Settings(log_open=False))
    qtbot.addWidget(window)
    window.resize(*size)
    window.session.start(NewGame(names, 40))
    window.show()
    qtbot.waitExposed(window)
    window.finish_start_up()  # as the launch does after the first frame
    QApplication.processEvents()
    return window


def _px(widget: QWidget) -> int:
    widget.ensurePolished()
    font = widget.font()
    return font.pixelSize() if font.pixelSize() > 0 else round(font.pointSizeF() * 96 / 72)


def _smallest_panel_text(window: MainWindow) -> int:
    sizes = []
    for name in window.session.state.names:
        panel = window.game_page.table.panel(name)
        assert panel is not None
        sizes += [p.pixels for p in panel.parts() if p.text and p.key[0] not in ("total", "run")]
    return min(sizes)


def test_at_1920_popups_read_as_the_panels_do(qtbot: QtBot, companion_home: object) -> None:
    window = _window(qtbot, (1920, 1080))
    least = _smallest_panel_text(window)
    panel = window.game_page.table.panel("Ben")
    assert panel is not None
    menu = panel.menu.build(panel)
    menu.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitExposed(menu)
    assert _px(menu) >= max(18, min(28, least))
    for action in menu.actions():
        if not action.isSeparator():
            assert menu.actionGeometry(action).height() >= 40, action.text()
    menu.close()
    box = QMessageBox(QMessageBox.Icon.Question, "Concede", "Ben concedes?",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, window)
    box.show()
    qtbot.waitExposed(box)
    assert _px(box) >= max(18, min(28, least))
    for button in box.buttons():
        assert _px(button) >= max(18, min(28, least)) and button.height() >= 40
    box.close()
    dialog = BecomeMonarchDialog("Ben", window)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert _px(dialog.card_edit) >= max(18, min(28, least))
    dialog.close()
    window.session.close()


EIGHT = (*NAMES, "Eve", "Fay", "Gus", "Hal")


@pytest.mark.parametrize("names", [NAMES, EIGHT], ids=["4", "8"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280", "1920"])
def test_popups_follow_the_panels_smallest_text(
    qtbot: QtBot, companion_home: object, size: tuple[int, int], names: tuple[str, ...]
) -> None:
    """Never below the panels' smallest text nor the system's 12 px, and every menu row a
    finger's height at every size (8 players at 1280x720 too: rows were 22 px)."""
    window = _window(qtbot, size, names)
    least = _smallest_panel_text(window)
    panel = window.game_page.table.panel(names[0])
    assert panel is not None
    menu = panel.menu.build(panel)
    assert _px(menu) >= max(12, min(28, least))
    menu.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitExposed(menu)
    for action in menu.actions():
        if not action.isSeparator():
            assert menu.actionGeometry(action).height() >= 40, action.text()
    menu.close()
    menu.deleteLater()
    window.session.close()


def test_the_palettes_rows_are_a_fingers(qtbot: QtBot, companion_home: object) -> None:
    """Play-test (6 players, Chinese, 1280x720): the palette's rows were about 28 px."""
    window = _window(qtbot, (1280, 720), EIGHT)
    window.show_palette()
    palette = window.palette_popup
    assert palette is not None
    qtbot.waitUntil(palette.isVisible)
    rows = palette.list
    assert rows.count() > 5
    assert palette.search.height() >= 40  # the search field too (play-test: 34 px)
    for row in range(rows.count()):
        assert rows.visualItemRect(rows.item(row)).height() >= 40, rows.item(row).text()
    palette.close()
    window.session.close()


def test_at_1920_the_palette_reads_as_the_menus(qtbot: QtBot, companion_home: object) -> None:
    """Play-test (4 players, 1920x1080): the palette stayed 15 px beside 26 px menus."""
    window = _window(qtbot, (1920, 1080))
    window.show_palette()
    palette = window.palette_popup
    assert palette is not None
    qtbot.waitUntil(palette.isVisible)
    assert _px(palette.list) >= window.popups.pixels >= 18
    palette.close()
    window.session.close()
