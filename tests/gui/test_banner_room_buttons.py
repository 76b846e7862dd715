"""The venture's room buttons are what the holder taps from across the table: they are as large
as the banner's Done (a play-test found them at the default 10-pt size under 22 px text) and
grow and shrink with the banner's text."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from companion.app.session import GameSession
from companion.app.widgets.reminders import ReminderBanner
from companion.core.actions import TakeInitiative

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.mark.parametrize("width", [900, 1600])
def test_room_buttons_are_as_large_as_done(
    qtbot: QtBot, demo_session: GameSession, width: int
) -> None:
    banner = ReminderBanner(demo_session)
    qtbot.addWidget(banner)
    banner.resize(width, 300)
    banner.show()
    demo_session.do(TakeInitiative("Ann"))
    demo_session.done()  # Secret Entrance
    demo_session.do(TakeInitiative("Ann"))  # 725.5: again; Forge or Lost Well
    QApplication.processEvents()
    (rid,) = banner.pending_ids()
    done = banner.done_button(rid)
    rooms = [b for b in banner.findChildren(QPushButton, "roomButton") if b.isVisible()]
    assert {b.text() for b in rooms} == {"Forge", "Lost Well"}
    for button in rooms:
        assert button.font().pixelSize() == done.font().pixelSize() > 14
        assert button.height() >= button.fontMetrics().height()
    banner.resize(width // 2, 300)  # the text follows the width, the buttons with it
    QApplication.processEvents()
    done = banner.done_button(rid)
    for button in banner.findChildren(QPushButton, "roomButton"):
        if button.isVisible():
            assert button.font().pixelSize() == done.font().pixelSize()
