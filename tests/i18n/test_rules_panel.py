"""The Rules panel shows the official texts of the current language, and explanations link to it."""

from __future__ import annotations

from html import escape

import pytest
from PySide6.QtWidgets import QApplication

from companion.app import i18n
from companion.app.rules_panel import RulesPanel, rule_link

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.fixture
def panel(qtbot, english: QApplication) -> RulesPanel:  # type: ignore[no-untyped-def]
    widget = RulesPanel()
    qtbot.addWidget(widget)
    widget.resize(480, 360)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def switch(qtbot, app: QApplication, code: str, panel: RulesPanel, title: str) -> None:  # type: ignore[no-untyped-def]
    """Switch live; Qt posts LanguageChange, so wait for the panel to re-translate."""
    i18n.switch(app, code)
    qtbot.waitUntil(lambda: panel.title.text() == title, timeout=2000)


def text_of(panel: RulesPanel, rule_id: str) -> str:
    label = panel.rule_label(rule_id)
    assert label is not None, rule_id
    return label.text()


def test_english_shows_cr_724_and_no_fallback_marker(panel: RulesPanel) -> None:
    assert panel.title.text() == "The monarch’s rules"
    assert "2025-09-19" in panel.edition.text() and "724" in panel.edition.text()
    assert "<b>724.2</b>" in text_of(panel, "monarch.2")
    assert panel.fallback_marker() not in text_of(panel, "monarch.5")
    draw = panel.findChild(type(panel.title), "trigger_draw")
    assert draw is not None
    quoted = "“At the beginning of the monarch’s end step, that player draws a card”"
    assert escape(quoted) in draw.text()


def test_german_shows_716_and_english_fallbacks_marked(
    panel: RulesPanel, english: QApplication, qtbot
) -> None:  # type: ignore[no-untyped-def]
    switch(qtbot, english, "de", panel, "Die Regeln zum Herrscher")
    assert "Abschnitt 716" in panel.edition.text()
    assert "<b>716.1</b> Der Herrscher ist eine Bezeichnung" in text_of(panel, "monarch.1")
    fallback = text_of(panel, "monarch.5")
    assert "<b>724.5</b>" in fallback
    assert "(offizieller englischer Text – auf Deutsch gibt es keinen)" in fallback
    assert "Inoffizielle Übersetzung" in fallback or "inoffizielle" in fallback.lower()
    assert "continues with no monarch" in text_of(panel, "monarch.4")  # the current wording too
    steal = panel.findChild(type(panel.title), "trigger_steal")
    assert steal is not None
    assert (
        "„Immer wenn eine Kreatur dem Herrscher Kampfschaden zufügt, wird ihr Beherrscher der "
        "Herrscher“"
    ) in steal.text()


def test_chinese_shows_rulings_and_english_rules(
    panel: RulesPanel, english: QApplication, qtbot
) -> None:  # type: ignore[no-untyped-def]
    switch(qtbot, english, "zh_CN", panel, "君主规则")
    fallback = text_of(panel, "monarch.1")
    assert "（官方英文原文——没有官方中文文本）" in fallback  # the official English text, marked
    assert "非官方译文" in fallback and "君主是牌手可以拥有的一种身份" in fallback  # and ours
    assert "游戏开始时没有君主" in text_of(panel, "ruling.no_monarch_at_start")
    draw = panel.findChild(type(panel.title), "trigger_draw")
    assert draw is not None and "「在君主的结束步骤开始时，该牌手抓一张牌」" in draw.text()


def test_a_fixed_language_ignores_the_app_language(qtbot, english: QApplication) -> None:  # type: ignore[no-untyped-def]
    widget = RulesPanel(language="ru")
    qtbot.addWidget(widget)
    assert "<b>720.2</b>" in text_of(widget, "monarch.2")


def test_show_rule_scrolls_to_and_highlights_the_rule(panel: RulesPanel, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert panel.show_rule("ruling.leaves_during_turn")
    label = panel.rule_label("ruling.leaves_during_turn")
    assert label is not None and label.property("highlighted") is True
    qtbot.waitUntil(lambda: panel.scroll_area.verticalScrollBar().value() > 0, timeout=2000)
    assert panel.open_link(rule_link("monarch.2"))
    assert label.property("highlighted") is False
    assert panel.rule_label("monarch.2").property("highlighted") is True  # type: ignore[union-attr]
    assert not panel.show_rule("no.such.rule")
    assert not panel.open_link("https://example.org")


def test_highlight_survives_a_language_switch(
    panel: RulesPanel, english: QApplication, qtbot
) -> None:  # type: ignore[no-untyped-def]
    panel.show_rule("monarch.4")
    switch(qtbot, english, "ru", panel, "Правила о монархе")
    label = panel.rule_label("monarch.4")
    assert label is not None and "<b>720.4</b>" in label.text()
    assert label.property("highlighted") is True
