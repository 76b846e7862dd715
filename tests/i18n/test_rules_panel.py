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
    assert "2026-09-25" in panel.edition.text() and "725" in panel.edition.text()
    assert "<b>725.2</b>" in text_of(panel, "monarch.2")
    assert panel.fallback_marker() not in text_of(panel, "monarch.5")
    draw = panel.findChild(type(panel.title), "trigger_draw")
    assert draw is not None
    quoted = "“At the beginning of the monarch’s end step, that player draws a card”"
    assert escape(quoted) in draw.text()


def test_german_shows_716_and_english_fallbacks_marked(
    panel: RulesPanel, english: QApplication, qtbot
) -> None:  # type: ignore[no-untyped-def]
    switch(qtbot, english, "de", panel, "Die Regeln zum Monarchen")
    assert "Abschnitt 716" in panel.edition.text()
    # The 2016 rules are quoted as published ("Herrscher"); a line says the cards' word, the app's.
    assert "„Herrscher“" in panel.printed.text() and "„Monarch“" in panel.printed.text()
    assert "<b>716.1</b> Der Herrscher ist eine Bezeichnung" in text_of(panel, "monarch.1")
    fallback = text_of(panel, "monarch.5")
    assert "<b>725.5</b>" in fallback
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
    assert "非官方译文" in fallback and "君主是牌手可获得的称号" in fallback  # and ours
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


# -- the initiative (CR 726) -------------------------------------------------------------------

INITIATIVE = [f"initiative.{n}" for n in range(1, 6)]
VENTURE = ["venture.1", "venture.2", "venture.3"]
KINDS = ("venture_upkeep", "take", "venture_take")


def _order(panel: RulesPanel) -> list[str]:
    """The object names of the panel's body, top to bottom."""
    body = panel.scroll_area.widget()
    assert body is not None
    layout = body.layout()
    assert layout is not None
    items = (layout.itemAt(i) for i in range(layout.count()))
    return [item.widget().objectName() for item in items if item.widget() is not None]


def test_english_shows_cr_725_after_the_monarchs_rulings(panel: RulesPanel) -> None:
    order = _order(panel)
    heading = order.index("rules_initiative")
    monarch = ("monarch.5", "ruling.leaves_during_turn")
    assert max(order.index(f"rule_{r}") for r in monarch) < heading
    assert [n for n in order[heading:] if n.startswith(("rule_", "trigger_"))] == [
        *(f"rule_{r}" for r in INITIATIVE),
        *(f"trigger_{k}" for k in KINDS),
        *(f"rule_{r}" for r in VENTURE),
    ]
    edition = panel.findChild(type(panel.title), "rules_initiative_edition")
    assert edition is not None and edition.text().endswith("2026-09-25, section 726")
    for n, rule_id in enumerate(INITIATIVE, start=1):
        label = panel.rule_label(rule_id)
        assert label is not None and f"<b>726.{n}</b>" in label.text()
        assert label.property("fallback") is False and label.property("unofficial") is False
        assert panel.fallback_marker() not in label.text()
    take = panel.findChild(type(panel.title), "trigger_take")
    assert take is not None and take.property("unofficial") is False
    assert escape(
        "“Whenever one or more creatures a player controls deal combat damage to the player who "
        "has the initiative, the controller of those creatures takes the initiative”"
    ) == take.text()


def test_venturing_is_shown_as_a_summary(panel: RulesPanel) -> None:
    for rule_id in VENTURE:
        text = text_of(panel, rule_id)
        assert "<b>701.49</b>" in text and panel.summary_marker() in text
        label = panel.rule_label(rule_id)
        assert label is not None and label.property("summary") is True
    assert "Undercity can be entered only by venturing into Undercity." in text_of(
        panel, "venture.3"
    )


def test_german_marks_the_initiative_unofficial(
    panel: RulesPanel, english: QApplication, qtbot
) -> None:  # type: ignore[no-untyped-def]
    switch(qtbot, english, "de", panel, "Die Regeln zum Monarchen")
    rule = text_of(panel, "initiative.2")
    assert "<b>726.2</b> There are three inherent triggered abilities" in rule  # official English
    assert "(offizieller englischer Text – auf Deutsch gibt es keinen)" in rule
    assert "Inoffizielle Übersetzung:" in rule
    assert "Es gibt drei ausgelöste Fähigkeiten" in rule  # and ours, after the mark
    assert rule.index("Inoffizielle Übersetzung:") < rule.index("Es gibt drei")
    take = panel.findChild(type(panel.title), "trigger_take")
    assert take is not None and take.property("unofficial") is True
    text = take.text()
    assert escape("“Whenever one or more creatures a player controls") in text
    assert "Inoffizielle Übersetzung:" in text
    assert "„Immer wenn eine oder mehrere Kreaturen" in text
    # The monarch's own two stay the official German texts, unmarked.
    steal = panel.findChild(type(panel.title), "trigger_steal")
    assert steal is not None and steal.property("unofficial") is False
    assert "Inoffizielle" not in steal.text()
    # The summary is in German, marked as a summary (not as an official English text).
    summary = text_of(panel, "venture.3")
    assert "indem man sich in Undercity wagt" in summary
    assert "Undercity can be entered only" not in summary
    assert "offizieller englischer Text" not in summary


@pytest.mark.parametrize("code", ["de", "es", "ru", "zh_CN"])
def test_every_language_shows_the_initiative_marked(
    qtbot, english: QApplication, code: str
) -> None:  # type: ignore[no-untyped-def]
    widget = RulesPanel(language=code)
    qtbot.addWidget(widget)
    texts = i18n.rule_texts(code)
    for n, rule_id in enumerate(INITIATIVE, start=1):
        label = widget.rule_label(rule_id)
        assert label is not None, rule_id
        assert f"<b>726.{n}</b>" in label.text()
        assert label.property("fallback") is True and label.property("unofficial") is True
        assert widget.fallback_marker() in label.text()
        unofficial = texts.find(rule_id).unofficial  # type: ignore[union-attr]
        assert unofficial is not None and escape(unofficial) in label.text()
    for rule_id in VENTURE:
        label = widget.rule_label(rule_id)
        assert label is not None and label.property("summary") is True
        assert widget.summary_marker() in label.text()
    for kind in KINDS:
        label = widget.findChild(type(widget.title), f"trigger_{kind}")
        assert label is not None and label.property("unofficial") is True
        assert escape(texts.quoted_trigger(kind)) in label.text()
        assert widget.fallback_marker() in label.text()


def test_a_link_opens_the_initiatives_rule(panel: RulesPanel) -> None:
    assert panel.open_link(rule_link("initiative.2"))
    label = panel.rule_label("initiative.2")
    assert label is not None and label.property("highlighted") is True
    assert panel.show_rule("venture.1")
