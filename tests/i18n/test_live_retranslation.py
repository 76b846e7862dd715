"""Switching the language live: every open window says everything again in the new language.

Static texts (buttons, menus, dialogs) and texts made from the game (turn bar, log, notice,
reminder, panels) both follow, without a restart; Qt's own dialog buttons too.
"""

from __future__ import annotations

import pytest
from i18n_helpers import switch_and_wait
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from companion.app import describe
from companion.app.widgets.log_model import LogModel
from companion.core.actions import CombatDamage, EndTurn, Hit, StepTo
from companion.core.steps import Step

LANGS = ["zh_CN", "de", "ru", "es", "en"]


def steal_the_crown(window) -> None:  # type: ignore[no-untyped-def]
    """Cid hits Ben (the monarch) in combat: the crown moves and the notice explains it."""
    session = window.session
    session.do(StepTo(Step.COMBAT_DAMAGE))
    session.do(CombatDamage((Hit("Cid", "Ben", 3),)))
    assert session.state.monarch == "Cid"


def test_every_open_window_retranslates_live(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    steal_the_crown(window)
    page = window.game_page
    english_log = window.docks.log.lines()
    for code in LANGS:
        switch_and_wait(qtbot, app, code)
        tr = QCoreApplication.translate
        bar = page.turn_bar
        assert bar.end_button.text() == tr("TurnBar", "End turn")
        assert bar.next_button.text() == tr("TurnBar", "Next step")
        assert bar.step_label.text() == describe.step_name(window.session.state.step)
        assert window.docks.log_dock.windowTitle() == tr("Words", "Game log")
        assert window.menus["game"].title() == tr("Commands", "&Game")
        # The log is said again in the new language, line by line.
        entries = window.session.game.entries
        fresh = LogModel()
        assert window.docks.log.lines() == [fresh.entry_text(entry) for entry in entries]
        assert (window.docks.log.lines() == english_log) == (code == "en")
        # The notice explaining the stolen crown, too.
        last = entries[-1]
        assert page.notices.text() == " ".join(describe.explain(last.events))
        for panel_name in ("Ann", "Ben"):
            panel = page.table.panel(panel_name)
            total = panel.part(("total",))
            assert total is not None and total.tooltip == tr(
                "PlayerPanel", "Tap to type an amount; mouse wheel: +1 / −1"
            )


def test_reminder_and_dialogs_retranslate(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from companion.app.dialogs.new_game import NewGameDialog

    app = QApplication.instance()
    session = window.session
    for _ in range(3):
        session.do(EndTurn())
    session.do(StepTo(Step.END))
    (reminder,) = session.state.pending_reminders()
    dialog = NewGameDialog(parent=window)
    dialog.open()
    for code in LANGS:
        switch_and_wait(qtbot, app, code)
        tr = QCoreApplication.translate
        ben = window.game_page.table.panel("Ben")  # the draw is in the monarch's own panel
        done = ben.part(("remind", reminder.id, "done"))
        head = ben.part(("remind_head", reminder.id))
        assert done is not None and done.text == tr("_ReminderRow", "Done")
        headline = tr("_ReminderRow", "{player} draws a card (the monarch's end step trigger)")
        assert head is not None and head.text == headline.format(player="Ben")
        assert dialog.windowTitle() == tr("Words", "New game")
        assert dialog.ok_button.text() == tr("NewGameDialog", "&Start game")
    dialog.close()


@pytest.mark.parametrize(
    ("code", "cancel"),
    [("de", "Abbrechen"), ("ru", "Отмена"), ("es", "Cancelar"), ("zh_CN", "取消")],
)
def test_qt_standard_buttons_follow_the_language(
    qtbot, english: QApplication, code: str, cancel: str  # type: ignore[no-untyped-def]
) -> None:
    """qtbase's translator: a standard Cancel button says it in the language, even one made
    before the switch."""
    before = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(before)
    assert before.button(QDialogButtonBox.StandardButton.Cancel).text() == "Cancel"
    switch_and_wait(qtbot, english, code)
    after = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(after)
    assert after.button(QDialogButtonBox.StandardButton.Cancel).text() == cancel
    qtbot.waitUntil(
        lambda: before.button(QDialogButtonBox.StandardButton.Cancel).text() == cancel,
        timeout=2000,
    )
