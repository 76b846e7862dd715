"""End turn's question under day and night (CR 731.2): how many spells the turn's player cast this
turn, answered 0, 1 or 2+ (2 stands for two or more), which ends the turn in the same gesture.

The question stands in the turn bar's row in the step track's place, as high as that row, so the
bar (and the table under it) keep their height while it is asked: nothing moves.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from companion.app import describe
from companion.app.widgets.panel_parts import TARGET
from companion.core import rules
from companion.shell.messages import msg


class SpellsQuestion:
    """The question (`question`) and its answers (`buttons`) in one row (`box`), hidden until
    asked; `answer(count)` when one is tapped. Its rows are as high as `row` (the step's name)."""

    def __init__(self, row: QLabel, answer: Callable[[int], None]) -> None:
        self._row = row
        self.box = QWidget()
        self.question = QLabel()
        spells_row = QHBoxLayout(self.box)
        spells_row.setContentsMargins(0, 0, 0, 0)
        spells_row.addWidget(self.question, 1)
        self.buttons: list[QPushButton] = []
        for count, text in ((0, "0"), (1, "1"), (2, "2+")):
            button = QPushButton(text)
            button.clicked.connect(lambda _=False, n=count: answer(n))
            spells_row.addWidget(button)
            self.buttons.append(button)
        self.box.hide()

    def ask(self, player: str | None) -> bool:
        """Ask how many spells `player` cast this turn; None takes the question away. Whether it
        came or went (the step's name and the track then go, or come back)."""
        asking = player is not None
        if player is not None:
            self.question.setText(describe.say(msg("turn.spells_question", player=player)))
            self.box.setToolTip(describe.say(
                msg("turn.spells_rule", player=player, rule=rules.DAY_AND_NIGHT)
            ))
        if asking == self.box.isVisible():
            return False
        if asking:  # as high as the row it stands in, so the bar (and the table) stay put
            row = max(TARGET, self._row.sizeHint().height())  # and a finger's
            self.box.setFixedHeight(row)
            for button in self.buttons:
                button.setFixedHeight(row)
                button.setStyleSheet("QPushButton { padding: 0 0.6em; }")
        self.box.setVisible(asking)
        return True
