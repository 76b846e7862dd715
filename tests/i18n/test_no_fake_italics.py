"""Chinese has no italic faces: Qt slants its glyphs instead (a fake, hard to read). Nothing is set
in italics in Chinese; the other languages keep their italics."""

from __future__ import annotations

import pytest
from i18n_helpers import switch_and_wait
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from companion.app.rules_panel import RulesPanel


@pytest.mark.parametrize(("code", "slanted"), [("zh_CN", False), ("de", True)])
def test_italics_only_where_the_language_has_them(
    qtbot: QtBot, window: object, code: str, slanted: bool
) -> None:
    from companion.app.window.main_window import MainWindow
    from companion.core.actions import EndTurn, StepTo
    from companion.core.steps import Step

    assert isinstance(window, MainWindow)
    switch_and_wait(qtbot, QApplication.instance(), code)
    panel = RulesPanel()
    qtbot.addWidget(panel)
    html = " ".join(label.text() for label in panel.findChildren(QLabel))
    assert ("<i>" in html) is slanted  # the fallback markers
    for _ in range(3):
        window.session.do(EndTurn())  # on to Ben's turn: the monarch's
    window.session.do(StepTo(Step.END))  # Ben's end step: the reminder quotes the trigger
    ben = window.game_page.table.panel("Ben")  # in the monarch's own panel
    fonts = [p.font(ben.font()).italic() for p in ben.parts() if p.key[0] == "remind_line"]
    assert fonts and any(fonts) is slanted
    assert ("<i>" in window.game_page.crown.tooltip_text()) is slanted
