"""Each explanation links to the rule it applies, and the link opens the Rules panel there.

The notice bar and the log carry "Why? (CR 725.2)" per explanation, numbered as the rule text of
the current language numbers it; the monarch's reminder links to the draw trigger's rule.
"""

from __future__ import annotations

from i18n_helpers import switch_and_wait
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QStyleOptionViewItem

from companion.app.widgets.rule_link import why_text
from companion.core.actions import CombatDamage, EndTurn, Hit, StepTo
from companion.core.steps import Step


def steal(window) -> None:  # type: ignore[no-untyped-def]
    window.session.do(StepTo(Step.COMBAT_DAMAGE))
    window.session.do(CombatDamage((Hit("Cid", "Ben", 3),)))


def highlighted(window) -> str | None:  # type: ignore[no-untyped-def]
    assert window.docks.rules_dock is not None and window.docks.rules_dock.isVisible()
    return window.docks.rules_dock.widget()._highlighted


def test_notice_links_to_the_rule_and_opens_it(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    steal(window)
    notices = window.game_page.notices
    assert notices.rules() == ["monarch.2"]
    assert notices.rule_link.isVisible()
    assert notices.rule_link.plain_text() == "Why? (CR 725.2)"
    assert 'href="rule:monarch.2"' in notices.rule_link.text()
    notices.rule_link.linkActivated.emit("rule:monarch.2")  # what a click on the link does
    assert highlighted(window) == "monarch.2"


def test_link_is_numbered_as_the_languages_rule_text(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    steal(window)
    link = window.game_page.notices.rule_link
    expected = {"de": "Warum? (Regel 716.2)", "ru": "Почему? (правило 720.2)",
                "zh_CN": "为什么？（规则725.2）", "es": "¿Por qué? (Regla 725.2)"}
    for code, text in expected.items():
        switch_and_wait(qtbot, QApplication.instance(), code)
        assert link.plain_text() == text
        assert ">" in link.text() and "rule:monarch.2" in link.text()


def test_succession_and_losses_link_their_rules(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from companion.core.actions import Concede

    window.session.do(Concede("Ben"))  # the monarch leaves: 725.4 passes the crown
    assert window.game_page.notices.rules() == ["monarch.4"]


def test_log_line_link_click_opens_the_rule(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    steal(window)
    log = window.docks.log
    row = log.log_model.rowCount() - 1
    assert log.log_model.rules(row) == ["monarch.2"]
    index = log.view.model().index(row, 0)
    log.view.scrollTo(index)
    rect = log.view.visualRect(index)
    option = QStyleOptionViewItem()
    log.view.initViewItemOption(option)
    option.rect = rect
    blocks = log.delegate._rects(option, index, rect.left(), rect.top(), rect.width())
    links = [(box, text, rule) for box, text, rule in blocks if rule]
    assert [(text, rule) for _box, text, rule in links] == [(why_text(["monarch.2"]), "monarch.2")]
    box = links[0][0]
    with qtbot.waitSignal(log.ruleRequested, timeout=2000) as blocker:
        qtbot.mouseClick(log.view.viewport(), Qt.MouseButton.LeftButton, pos=box.center())
    assert blocker.args == ["monarch.2"]
    assert highlighted(window) == "monarch.2"
    # A click beside the link is an ordinary click.
    with qtbot.assertNotEmitted(log.ruleRequested):
        beside = QPoint(rect.right() - 2, box.center().y())
        qtbot.mouseClick(log.view.viewport(), Qt.MouseButton.LeftButton, pos=beside)


def test_reminder_links_to_the_draw_trigger(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    session = window.session
    for _ in range(3):
        session.do(EndTurn())
    session.do(StepTo(Step.END))
    (reminder,) = session.state.pending_reminders()
    ben = window.game_page.table.panel("Ben")  # the draw is in the monarch's own panel
    why = ben.part(("why", reminder.id))
    assert why is not None and why.text.startswith("Why? (CR 725.2")
    ben.click(("why", reminder.id))
    assert highlighted(window) == "monarch.2"


def test_the_leave_question_numbers_succession_as_the_shown_rule_text(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The Rules panel and "Why?" say 716.4 in German (the 2016 text) and 720.4 in Russian; the
    concede question said 725.4 in every language."""
    from companion.app.dialogs.leave import leave_text

    for code, number in (("de", "716.4"), ("ru", "720.4"), ("en", "725.4")):
        switch_and_wait(qtbot, QApplication.instance(), code)
        said = leave_text(window.session.state, "Ben")  # Ben, the monarch, concedes
        assert number in said, (code, said)
