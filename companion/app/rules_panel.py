"""The Rules panel: the monarch's rules and rulings in the current language, as sources word them.

It shows the official texts (resources/rules/), with the edition they come from, because a
home-made translation of a rule is exactly what players argue about at the table. What a language
lacks is shown in the official English text, marked so, with the app's own translation beside it
marked unofficial. Where the cards print another word than the rules (German cards say
"Monarch", the 2016 German rules "Herrscher"), the title says both. Explanations elsewhere link
here with `show_rule(id)` (or a "rule:<id>" link passed to `open_link`), which scrolls to the rule
and highlights it.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from companion.app import i18n
from companion.app.retranslating import Retranslating
from companion.app.theme import emphasized
from companion.shell.rule_data import RuleText

LINK_SCHEME = "rule:"
_HIGHLIGHT = "QLabel { background: palette(highlight); color: palette(highlighted-text); }"
_TRIGGER = (
    "QLabel { border-left: 4px solid palette(highlight); padding-left: 8px; font-weight: bold; }"
)


def rule_link(rule_id: str) -> str:
    """The href an explanation uses to point at a rule ("rule:monarch.2")."""
    return LINK_SCHEME + rule_id


class RulesPanel(Retranslating, QWidget):
    """Title, edition and source, the numbered rules, the two triggers highlighted, the rulings."""

    def __init__(self, parent: QWidget | None = None, language: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules_panel")
        self._language = language  # None: follow i18n.current_language()
        self._labels: dict[str, QLabel] = {}
        self._highlighted: str | None = None
        self.title = QLabel(self)
        self.title.setObjectName("rules_title")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.title.setFont(font)
        self.printed = QLabel(self)
        self.printed.setObjectName("rules_printed")
        self.printed.setWordWrap(True)
        self.edition = QLabel(self)
        self.edition.setObjectName("rules_edition")
        self.edition.setWordWrap(True)
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.printed)
        layout.addWidget(self.edition)
        layout.addWidget(self.scroll_area, 1)
        self.retranslate()

    @property
    def language(self) -> str:
        return self._language or i18n.current_language()

    def retranslate(self) -> None:
        texts = i18n.rule_texts(self.language)
        self.title.setText(self.tr("The monarch’s rules"))
        edition = texts.edition
        if texts.section:
            edition = self.tr("{edition}, section {section}").format(
                edition=texts.edition, section=texts.section
            )
        self.edition.setText(edition)  # the edition says where the texts come from
        printed = i18n.printed_term("monarch", self.language)
        self.printed.setVisible(printed is not None)
        if printed is not None:
            opening, closing = texts.quotes
            self.printed.setText(
                self.tr("On the cards: {term}").format(term=f"{opening}{printed}{closing}")
            )
        body = QWidget()
        body.setObjectName("rules_body")
        column = QVBoxLayout(body)
        self._labels.clear()
        for rule in texts.rules:
            column.addWidget(self._rule_label(rule, body))
        column.addWidget(self._heading(self.tr("The two inherent triggered abilities"), body))
        for kind in ("draw", "steal"):
            label = self._label(escape(texts.quoted_trigger(kind)), body, f"trigger_{kind}")
            label.setStyleSheet(_TRIGGER)
            label.setProperty("trigger", kind)
            column.addWidget(label)
        column.addWidget(self._heading(self.tr("Official rulings"), body))
        for ruling in texts.rulings:
            column.addWidget(self._rule_label(ruling, body))
        column.addStretch(1)
        self.scroll_area.setWidget(body)  # the old body is deleted with its labels
        if self._highlighted:
            self.show_rule(self._highlighted)

    def _heading(self, text: str, parent: QWidget) -> QLabel:
        label = QLabel(f"<b>{escape(text)}</b>", parent)
        label.setTextFormat(Qt.TextFormat.RichText)
        return label

    def _label(self, html: str, parent: QWidget, name: str) -> QLabel:
        label = QLabel(html, parent)
        label.setObjectName(name)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return label

    def _rule_label(self, rule: RuleText, parent: QWidget) -> QLabel:
        parts = [f"<b>{escape(rule.number)}</b> " if rule.number else "", escape(rule.text)]
        if rule.fallback:
            parts.append(" " + emphasized(escape(self.fallback_marker())))
            if rule.unofficial:
                parts.append(
                    "<br>{} {}".format(
                        emphasized(escape(self.tr("Unofficial translation:"))),
                        escape(rule.unofficial),
                    )
                )
        if rule.current_en:
            note = self.tr("Current English wording (this edition predates it):")
            parts.append(f"<br>{emphasized(escape(note))} {escape(rule.current_en)}")
        label = self._label("".join(parts), parent, f"rule_{rule.id}")
        label.setProperty("rule_id", rule.id)
        label.setProperty("fallback", rule.fallback)
        self._labels[rule.id] = label
        return label

    def fallback_marker(self) -> str:
        return self.tr("(official English text: there is none in this language)")

    def rule_label(self, rule_id: str) -> QLabel | None:
        return self._labels.get(rule_id)

    def show_rule(self, rule_id: str) -> bool:
        """Scroll to the rule or ruling `rule_id` and highlight it; False if there is none."""
        label = self._labels.get(rule_id)
        if label is None:
            return False
        previous = self._labels.get(self._highlighted or "")
        if previous is not None and previous is not label:
            previous.setStyleSheet("")
            previous.setProperty("highlighted", False)
        label.setStyleSheet(_HIGHLIGHT)
        label.setProperty("highlighted", True)
        self._highlighted = rule_id
        self.scroll_area.ensureWidgetVisible(label)
        return True

    def open_link(self, href: str) -> bool:
        """Follow a "rule:<id>" link from an explanation; other links are not ours."""
        return href.startswith(LINK_SCHEME) and self.show_rule(href[len(LINK_SCHEME) :])
