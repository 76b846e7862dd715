"""The small "Why? (CR 725.4)" link an explanation carries to the rule it applies.

An explanation the players can check settles an argument at the table; one they cannot only moves
it. So every explanation (a notice, a log line, the reminder) names the rule it applies, numbered
as the rule text shown in the current language numbers it (the German text is the 2016 edition,
716.x), and clicking it asks the lead to open the Rules panel there: `ruleRequested(rule_id)`.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6 import QtCore
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from companion.app import i18n
from companion.app.describe import say, text
from companion.app.retranslating import Retranslating
from companion.app.widgets.panel_fit import escape
from companion.shell.messages import msg
from companion.shell.rule_data import rule_for_event

LINK_COLOR = "#9cc3ff"
SCHEME = "rule:"


def rule_name(rule_id: str) -> str:
    """ "CR 716.2" as the current language's rule text numbers it; "official ruling" for rulings."""
    rule = i18n.rule_texts().find(rule_id)
    if rule is None or not rule.number:
        return say(msg("rule.ruling"))
    return say(msg("rule.number", number=rule.number))


def why_text(rule_ids: Iterable[str]) -> str:
    """ "Why? (CR 716.2)" as plain text, for painted links (the log)."""
    return say(msg("rule.why", rules=", ".join(rule_name(r) for r in rule_ids)))


def why_html(rule_ids: Iterable[str]) -> str:
    """ "Why? (CR 716.2)" with each rule a "rule:<id>" link, for a rich-text QLabel."""
    anchors = ", ".join(
        f'<a href="{SCHEME}{escape(r)}" style="color: {LINK_COLOR};">{escape(rule_name(r))}</a>'
        for r in rule_ids
    )
    template = escape(text("rule.why"))
    return template.format(rules=anchors)


def rules_of(events: Iterable[object]) -> list[str]:
    """The distinct rules the explanations of `events` apply, in order."""
    return list(dict.fromkeys(r for r in (rule_for_event(e) for e in events) if r))


class RuleLinkLabel(Retranslating, QLabel):
    """A label showing `why_html(rules)`; hidden when there is no rule to link to."""

    ruleRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ruleLink")
        self.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.setTextInteractionFlags(
            QtCore.Qt.TextInteractionFlag.LinksAccessibleByMouse
            | QtCore.Qt.TextInteractionFlag.LinksAccessibleByKeyboard
        )
        self.setOpenExternalLinks(False)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.linkActivated.connect(self._on_link)
        self._rules: list[str] = []
        self.retranslate()

    def rules(self) -> list[str]:
        return list(self._rules)

    def set_rules(self, rule_ids: Iterable[str]) -> None:
        self._rules = list(dict.fromkeys(rule_ids))
        self.retranslate()

    def retranslate(self) -> None:
        self.setText(why_html(self._rules) if self._rules else "")
        self.setToolTip(self.tr("Open the rule in the Rules panel") if self._rules else "")
        self.setVisible(bool(self._rules))

    def plain_text(self) -> str:
        return why_text(self._rules) if self._rules else ""

    def _on_link(self, href: str) -> None:
        if href.startswith(SCHEME):
            self.ruleRequested.emit(href[len(SCHEME) :])
