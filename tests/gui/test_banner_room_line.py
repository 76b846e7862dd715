"""A room and what it does, on the venture's banner, are joined as the language joins them: the
line is a translatable text, not an English ": " (a play-test found "Forge: 在目标生物上..." in
Chinese, where the notice beside it writes the full-width "："). """

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from pytestqt.qtbot import QtBot

from companion.app.session import GameSession
from companion.app.widgets.reminders import ReminderBanner
from companion.core.actions import TakeInitiative

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


class _FullWidth(QTranslator):
    """Says the banner's room line with a full-width colon, as the Chinese translation does."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        if context == "_ReminderRow" and source == "{room}: {ability}":
            return "{room}：{ability}"
        return ""

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False


def test_the_room_line_is_said_by_the_language(qtbot: QtBot, demo_session: GameSession) -> None:
    translator = _FullWidth()
    QCoreApplication.installTranslator(translator)
    try:
        banner = ReminderBanner(demo_session)
        qtbot.addWidget(banner)
        demo_session.do(TakeInitiative("Ann"))
        demo_session.done()  # Secret Entrance
        demo_session.do(TakeInitiative("Ann"))  # again: Forge or Lost Well
        texts = banner.texts()
        assert any(t.startswith("Forge：") for t in "\n".join(texts).splitlines()), texts
        assert not any(t.startswith("Forge: ") for t in "\n".join(texts).splitlines()), texts
    finally:
        QCoreApplication.removeTranslator(translator)
