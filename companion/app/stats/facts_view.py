"""The game's facts beside the players' numbers: turns, time, the first monarch, the result.

Plain Qt labels (their values are plain text: they hold names); apart from the players' table
(tables.py), which it sits beside or under.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from companion.app import describe
from companion.app.stats.tables import duration_text
from companion.shell.messages import msg
from companion.stats import GameFacts


class FactsView(QWidget):
    """The game's facts as label/value pairs (values are plain text: they hold names). The
    initiative's two are shown only in a game where someone has had it or ventured; who was drawn
    to go first only once the app drew the first player at random."""

    KEYS = (
        "turns",
        "actions",
        "time",
        "drawn_first",
        "first",
        "changes",
        "first_initiative",
        "initiative_changes",
        "result",
    )
    INITIATIVE_KEYS = ("first_initiative", "initiative_changes")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statsFacts")
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(16)
        self.titles: dict[str, QLabel] = {}
        self.values: dict[str, QLabel] = {}
        for row, key in enumerate(self.KEYS):
            title, value = QLabel(), QLabel()
            for label in (title, value):
                label.setTextFormat(Qt.TextFormat.PlainText)
            value.setWordWrap(True)
            title.setObjectName("statsFactTitle")
            grid.addWidget(title, row, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(value, row, 1, Qt.AlignmentFlag.AlignTop)
            self.titles[key], self.values[key] = title, value
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(len(self.KEYS), 1)
        self._facts: GameFacts | None = None
        self.retranslate()

    def retranslate(self) -> None:
        titles = {
            "turns": describe.say(msg("term.turns")),
            "actions": self.tr("Actions"),
            "time": self.tr("Time played"),
            "drawn_first": self.tr("Drawn to go first"),
            "first": self.tr("First monarch"),
            "changes": self.tr("Crown changes"),
            "first_initiative": self.tr("First to take the initiative"),
            "initiative_changes": self.tr("Initiative changes"),
            "result": describe.say(msg("term.result")),
        }
        for key, text in titles.items():
            self.titles[key].setText(text)
        if self._facts is not None:
            self.set_facts(self._facts)

    def set_facts(self, facts: GameFacts) -> None:
        self._facts = facts
        if facts.first_monarch is None:
            first = self.tr("nobody yet")
        else:
            first = self.tr("{player} (turn {turn})").format(
                player=facts.first_monarch, turn=facts.first_monarch_turn
            )
        if facts.first_initiative is None:
            first_initiative = self.tr("nobody yet")
        else:
            first_initiative = self.tr("{player} (turn {turn})").format(
                player=facts.first_initiative, turn=facts.first_initiative_turn
            )
        if not facts.game_over:
            result = self.tr("in progress")
        elif facts.winner is None:
            result = self.tr("a draw")
        else:
            result = self.tr("{player} wins").format(player=facts.winner)
        texts = {
            "turns": QLocale().toString(facts.turns),
            "actions": QLocale().toString(facts.actions),
            "time": duration_text(facts.seconds),
            "drawn_first": facts.drawn_first or "",
            "first": first,
            "changes": QLocale().toString(facts.crown_changes),
            "first_initiative": first_initiative,
            "initiative_changes": QLocale().toString(facts.initiative_changes),
            "result": result,
        }
        for key, text in texts.items():
            self.values[key].setText(text)
        for key in self.INITIATIVE_KEYS:
            self.titles[key].setVisible(facts.uses_dungeons)
            self.values[key].setVisible(facts.uses_dungeons)
        drawn = facts.drawn_first is not None  # shown once the app drew who goes first
        self.titles["drawn_first"].setVisible(drawn)
        self.values["drawn_first"].setVisible(drawn)

    def value(self, key: str) -> str:
        return self.values[key].text()

    def natural_width(self) -> int:
        """The width that shows every title and value on one line."""
        for label in (*self.titles.values(), *self.values.values()):
            label.ensurePolished()  # the panel's style sheet sets their size
        shown = [k for k in self.KEYS if not self.titles[k].isHidden()]
        titles = max(self.titles[k].fontMetrics().horizontalAdvance(self.titles[k].text())
                     for k in shown)
        values = max(self.values[k].fontMetrics().horizontalAdvance(self.values[k].text())
                     for k in shown)
        layout = self.layout()
        spacing = layout.horizontalSpacing() if isinstance(layout, QGridLayout) else 16
        return titles + spacing + values + 4
