"""The turn bar's clock: the game's time and this turn's (shell/clock.py), ticking once a second
while a game is played, and only this label repaints; beside it, while there is a chess clock,
the button that pauses it and lets it run again (gold-framed while paused).

What the times are is the session's one tracker of the game (shell/projections.py); the bar reads
it each tick and shows it here.
"""

from __future__ import annotations

import datetime as dt

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from companion.app.describe import say
from companion.app.session import GameSession
from companion.app.widgets.turn_style import OFFERED, named, set_style
from companion.shell import chess_clock, clock
from companion.shell.messages import msg


class TurnClock:
    """The clock's `label` and the chess clock's `pause_button`, both hidden until there is
    something to show, and the `timer` that ticks while a game is played. Its buttons are as
    high as `row` (the step's name)."""

    def __init__(self, session: GameSession, row: QLabel, parent: QWidget) -> None:
        self._session = session
        self._row = row
        self.label = named(QLabel(), "gameClock")
        self.label.hide()
        self.pause_button = named(QPushButton(), "clockPause")
        self.pause_button.hide()
        self.timer = QtCore.QTimer(parent)
        self.timer.setInterval(1000)

    def show_times(
        self, tracker: chess_clock.Tracker | None, now: dt.datetime, playing: bool
    ) -> None:
        """The game's and this turn's time at `now`, ticking on while `playing`; hidden (and
        still) without a game played or a time to count from."""
        start = tracker.started if tracker is not None else None
        if not playing or start is None:
            self.label.hide()
            self.timer.stop()
            return
        assert tracker is not None
        whole = int(tracker.game_seconds(now) or 0)  # the time the game was closed left out
        turn = int(tracker.turn_seconds(now) or 0)
        # No clock glyph: the common fonts lack one (an empty box); the tooltip says what it is.
        self.label.setText(f"{clock.duration(whole)} · {clock.duration(turn)}")
        self.label.show()
        if not self.timer.isActive():
            self.timer.start()

    def show_pause(self, shown: bool, reading: chess_clock.Reading | None) -> None:
        """The chess clock's pause button, while there is a clock to pause: gold-framed while
        paused (the clocks stand still until it is pressed again)."""
        button = self.pause_button
        if shown:
            paused = self._session.state.clock_paused
            # Set and not started yet (a new game's clock waits for the shuffles and mulligans).
            fresh = paused and reading is not None and all(
                c.remaining >= reading.minutes * 60 for c in reading.players
            )
            if fresh:
                text = QCoreApplication.translate("TurnBar", "Start clock")
                tip = QCoreApplication.translate("TurnBar", "Start the chess clock (H)")
            elif paused:
                text = QCoreApplication.translate("TurnBar", "Resume clock")
                tip = QCoreApplication.translate("TurnBar", "Let the chess clock run again (H)")
            else:
                text = QCoreApplication.translate("TurnBar", "Pause clock")
                tip = QCoreApplication.translate("TurnBar", "Pause the chess clock (H)")
            if button.text() != text:
                button.setText(text)
                button.setToolTip(tip)
            row = self._row.sizeHint().height()
            if button.minimumHeight() != row or button.maximumHeight() != row:
                button.setFixedHeight(row)
            set_style(button, "QPushButton { padding: 0 0.6em; }" + (OFFERED if paused else ""))
        if shown != button.isVisible():
            button.setVisible(shown)

    def retranslate(self) -> None:
        """The tooltip in the current language, the pause button as wide as its longest words
        (its own words come again at the next tick)."""
        self.label.setToolTip(
            say(msg("clock.game_time"))
        )
        self.fit_pause_button()
        self.pause_button.setText("")  # said again in the new language at the next tick

    def fit_pause_button(self) -> None:
        """As wide as its longer text, so it does not change size when pressed."""
        bold = self.pause_button.font()
        bold.setBold(True)  # as it is while paused
        metrics = QFontMetrics(bold)
        words = (
            QCoreApplication.translate("TurnBar", "Pause clock"),
            QCoreApplication.translate("TurnBar", "Resume clock"),
            QCoreApplication.translate("TurnBar", "Start clock"),
        )
        widest = max(metrics.horizontalAdvance(w) for w in words)
        padding = round(bold.pixelSize() * 1.2) if bold.pixelSize() > 0 else 12  # 0.6em a side
        self.pause_button.setMinimumWidth(widest + padding + 6)  # and the gold frame's 2 px
