"""The Rules panel: the monarch's and the initiative's rules in the current language, as sources
word them.

It shows the official texts (resources/rules/), with the edition they come from, because a
home-made translation of a rule is exactly what players argue about at the table. What a language
lacks is shown in the official English text, marked so, with the app's own translation beside it
marked unofficial. Where the cards print another word than the rules (German cards say
"Monarch", the 2016 German rules "Herrscher"), a line under the title says both. Explanations
elsewhere link here with `show_rule(id)` (or a "rule:<id>" link passed to `open_link`), which
scrolls to the rule and highlights it.

The initiative (CR 726) follows the monarch's rulings as a section of its own: its rules, its
three inherent triggers (only English has official texts of them: elsewhere each is the official
English text, marked, with the app's translation marked unofficial), and venturing into the
dungeon (701.49), which is the app's own summary in every language and marked as one.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from companion.app import i18n
from companion.app.retranslating import Retranslating
from companion.app.theme import emphasized
from companion.shell.rule_data import (
    ENGLISH,
    INITIATIVE_TRIGGER_KINDS,
    TRIGGER_KINDS,
    RuleText,
    RuleTexts,
)

LINK_SCHEME = "rule:"
_HIGHLIGHT = "QLabel { background: palette(highlight); color: palette(highlighted-text); }"
_TRIGGER = (
    "QLabel { border-left: 4px solid palette(highlight); padding-left: 8px; font-weight: bold; }"
)


def rule_link(rule_id: str) -> str:
    """The href an explanation uses to point at a rule ("rule:monarch.2")."""
    return LINK_SCHEME + rule_id


class RulesPanel(Retranslating, QWidget):
    """Title, edition and source, the numbered rules, the two triggers highlighted, the rulings;
    then the initiative's rules, its three triggers and the summary of venturing."""

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
        printed = i18n.rules_word("monarch", self.language)
        self.printed.setVisible(printed is not None)
        if printed is not None:  # the quoted rules' word, beside the cards' (and the app's)
            opening, closing = texts.quotes
            self.printed.setText(
                self.tr("These rules say {term}; the cards and this app say {card_term}.").format(
                    term=f"{opening}{printed}{closing}",
                    card_term=f"{opening}{i18n.term('monarch', self.language)}{closing}",
                )
            )
        body = QWidget()
        body.setObjectName("rules_body")
        column = QVBoxLayout(body)
        self._labels.clear()
        for rule in texts.monarch_rules():
            column.addWidget(self._rule_label(rule, body))
        column.addWidget(self._heading(self.tr("The two inherent triggered abilities"), body))
        for kind in TRIGGER_KINDS:
            column.addWidget(self._trigger_label(texts, kind, body))
        column.addWidget(self._heading(self.tr("Official rulings"), body))
        for ruling in texts.rulings:
            column.addWidget(self._rule_label(ruling, body))
        self._add_initiative(texts, column, body)
        column.addStretch(1)
        self.scroll_area.setWidget(body)  # the old body is deleted with its labels
        if self._highlighted:
            self.show_rule(self._highlighted)

    def _add_initiative(self, texts: RuleTexts, column: QVBoxLayout, body: QWidget) -> None:
        """The initiative's section: CR 726, its three triggers, the summary of 701.49."""
        rules = [r for r in texts.initiative_rules() if not r.summary]
        summaries = [r for r in texts.initiative_rules() if r.summary]
        if not rules:  # no usable English rule texts: nothing to show
            return
        heading = self._heading(self.tr("The initiative"), body)
        heading.setObjectName("rules_initiative")
        column.addWidget(heading)
        first = rules[0]
        # Where its texts come from: English's edition where the language has none of its own.
        edition = i18n.rule_texts(ENGLISH).edition if first.fallback else texts.edition
        section = first.number.split(".", 1)[0]
        source = QLabel(
            self.tr("{edition}, section {section}").format(edition=edition, section=section), body
        )
        source.setObjectName("rules_initiative_edition")
        source.setWordWrap(True)
        column.addWidget(source)
        for rule in rules:
            column.addWidget(self._rule_label(rule, body))
        column.addWidget(
            self._heading(self.tr("The initiative’s three inherent triggered abilities"), body)
        )
        for kind in INITIATIVE_TRIGGER_KINDS:
            column.addWidget(self._trigger_label(texts, kind, body))
        if summaries:
            column.addWidget(self._heading(self.tr("Venturing into the dungeon"), body))
            for rule in summaries:
                column.addWidget(self._rule_label(rule, body))

    def _trigger_label(self, texts: RuleTexts, kind: str, parent: QWidget) -> QLabel:
        """A trigger in quotation marks, highlighted. Where the language has no official text of
        it: the official English one, marked so, and the app's translation, marked unofficial."""
        unofficial = not texts.trigger_is_official(kind)
        english = kind in texts.english_triggers or unofficial
        if english:
            official = escape(i18n.rule_texts(ENGLISH).quoted_trigger(kind))
            html = f"{official} {emphasized(escape(self.fallback_marker()))}"
            if unofficial:
                html += "<br>{} {}".format(
                    emphasized(escape(self.tr("Unofficial translation:"))),
                    escape(texts.quoted_trigger(kind)),
                )
        else:
            html = escape(texts.quoted_trigger(kind))
        label = self._label(html, parent, f"trigger_{kind}")
        label.setStyleSheet(_TRIGGER)
        label.setProperty("trigger", kind)
        label.setProperty("fallback", english)
        label.setProperty("unofficial", unofficial)
        return label

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
        if rule.summary:
            return self._summary_label(rule, parent)
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
        label.setProperty("unofficial", rule.fallback and rule.unofficial is not None)
        label.setProperty("summary", False)
        self._labels[rule.id] = label
        return label

    def _summary_label(self, rule: RuleText, parent: QWidget) -> QLabel:
        """A rule the app sums up in its own words (no official text to quote): in the
        language's words where there are some, marked as a summary, never as a quotation."""
        text = rule.unofficial if rule.fallback and rule.unofficial else rule.text
        parts = [
            f"<b>{escape(rule.number)}</b> " if rule.number else "",
            escape(text),
            " " + emphasized(escape(self.summary_marker())),
        ]
        label = self._label("".join(parts), parent, f"rule_{rule.id}")
        label.setProperty("rule_id", rule.id)
        label.setProperty("fallback", False)
        label.setProperty("unofficial", True)
        label.setProperty("summary", True)
        self._labels[rule.id] = label
        return label

    def fallback_marker(self) -> str:
        return self.tr("(official English text: there is none in this language)")

    def summary_marker(self) -> str:
        return self.tr("(a summary in the app’s own words, not the text of the rules)")

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
