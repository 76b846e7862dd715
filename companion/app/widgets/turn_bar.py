"""The turn bar: whose turn, which step, and the buttons that move the turn along.

What the buttons mean (End turn stopping once at the monarch's draw, CR 724.2; moving on past an
open combat question) is the session's flow (companion/shell/flow.py), not this widget's.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import TypeVar

from PySide6 import QtCore
from PySide6.QtCore import QSize, Signal
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from companion.app import describe
from companion.app.commands import native_keys
from companion.app.retranslating import Retranslating
from companion.app.session import GameSession
from companion.app.theme import italic_ok
from companion.core.game import Outcome
from companion.core.model import GameState
from companion.core.steps import STEPS, Step
from companion.shell import chess_clock, clock
from companion.shell.commands import Registry
from companion.shell.commands import build as build_commands
from companion.shell.palette import CROWN_GOLD, text_on
from companion.shell.taps import MINUS

# The first step of each phase after the first: a small gap before it groups the track by phase.
_PHASE_STARTS = (Step.MAIN1, Step.BEGINNING_OF_COMBAT, Step.MAIN2, Step.END)

_STYLE = """
#TurnBar { background: #26272e; border-radius: 6px; }
#TurnBar QLabel { color: #f0f0f0; }
#TurnBar QLabel#turnStep { color: #e6e6ec; }
#TurnBar QPushButton { background: #34353d; color: #f0f0f0; border: 1px solid #4a4b55;
    border-radius: 5px; padding: 0.2em 0.8em; }
#TurnBar QPushButton:hover { background: #41424c; }
#TurnBar QPushButton:disabled { color: #6c6d75; background: #2a2b31; }
"""


_OFFERED = (
    "QPushButton { border: 2px solid #F2C14E; color: #F2C14E; font-weight: bold; }"
)

_W = TypeVar("_W", bound=QWidget)


def _named(widget: _W, name: str) -> _W:
    widget.setObjectName(name)  # the style sheet's #id
    return widget


MIN_FONT_PX = 13
_SLACK = 16  # px the top row keeps free beside the player line


class TurnBar(Retranslating, QWidget):
    """Turn, active player, step track and the Next step / End turn / Combat damage buttons."""

    combatRequested = Signal()
    # Once a second while a game is played, and after every change: the chess clocks now
    # (a shell.chess_clock.Reading), or None without one. The panels show theirs from it.
    clockTicked = Signal(object)

    def __init__(
        self, session: GameSession, commands: Registry | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        # The buttons run the command table's commands by name: the same command, keys and
        # availability as the menus' (a bar on its own builds the table's game commands).
        self.commands = commands or build_commands(session)
        self.setObjectName("TurnBar")
        self.setAttribute(QtCore.Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(_STYLE)
        self._session = session
        self._font_px = 0
        self._offered = False
        self._drawing = False  # who goes first is being drawn: the player is not shown yet
        self._fitting = self._fit_again = False  # a fit runs; another was asked for meanwhile

        self.turn_label = _named(QLabel(), "turnNumber")
        self.player_label = _named(QLabel(), "turnPlayer")
        self.player_label.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        # Its text is cut to the room it has ("…"), so the text must not set the bar's minimum:
        # a dock opened beside the table could not take its width.
        self.player_label.setMinimumWidth(1)
        self.step_label = _named(QLabel(), "turnStep")
        self._segments: dict[Step, QToolButton] = {}

        self.next_button = QPushButton()
        self.next_button.clicked.connect(self.next_step)
        self.end_button = QPushButton()
        self.end_button.clicked.connect(self.end_turn)
        self.combat_button = QPushButton()
        self.combat_button.clicked.connect(self._on_combat_button)
        self.damage_button = QPushButton()
        self.damage_button.setCheckable(True)
        self.damage_button.clicked.connect(self._on_damage_button)
        # Each button's command in the table (its keys in the tooltip, its availability).
        self._buttons = {
            "next_step": self.next_button,
            "end_turn": self.end_button,
            "combat": self.combat_button,
            "commander_damage": self.damage_button,
        }

        self._player_text = ""  # the whole line; the label shows what fits (elided)
        self._top = top = QHBoxLayout()
        top.addWidget(self.turn_label)
        top.addWidget(self.player_label)
        top.addStretch(1)
        for button in (self.next_button, self.end_button, self.combat_button, self.damage_button):
            top.addWidget(button)
        self._build_day_night()
        self._build_storm()
        self._build_clock()
        self._track = self._build_track()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addLayout(top)
        layout.addLayout(self._bottom_row())

        session.changed.connect(self._on_changed)
        session.reset.connect(self._refresh)
        session.damageModeChanged.connect(self._refresh)
        self.retranslate()

    def _bottom_row(self) -> QHBoxLayout:
        """The step, day or night, storm, the clock and the step track (or the spells asked)."""
        bottom = QHBoxLayout()
        bottom.addWidget(self.step_label)
        bottom.addWidget(self.day_night_label)
        bottom.addWidget(self.storm_button)
        bottom.addWidget(self.storm_minus)
        bottom.addWidget(self.clock_label)
        bottom.addWidget(self.pause_button)
        bottom.addLayout(self._track, 1)
        bottom.addWidget(self.spells_box, 1)
        return bottom

    def _build_storm(self) -> None:
        """The storm count (CR 702.40: the spells cast this turn), shown once a spell was counted:
        a tap on it counts one more, its − takes one back (Y and Shift+Y do the same)."""
        self.storm_button = _named(QPushButton(), "storm")
        self.storm_button.clicked.connect(lambda: self._storm(1))
        self.storm_minus = _named(QPushButton(MINUS), "stormMinus")
        self.storm_minus.clicked.connect(lambda: self._storm(-1))
        for button in (self.storm_button, self.storm_minus):
            button.hide()

    def _storm(self, delta: int) -> None:
        self.commands.run("storm" if delta > 0 else "storm_down")

    def _show_storm(self, state: GameState | None) -> None:
        count = state.storm if state is not None and not state.game_over else 0
        for button in (self.storm_button, self.storm_minus):
            if bool(count) != button.isVisible():
                button.setVisible(bool(count))
        if count:
            self.storm_button.setText(self.tr("Storm {count}").format(count=count))
            self.storm_button.setToolTip(
                self.tr("Spells cast this turn, for storm (CR 702.40): tap when one more is "
                        "cast (Y); − takes one back (Shift+Y)")
            )
            self.storm_minus.setToolTip(self.tr("One spell fewer (Shift+Y)"))
            row = self.step_label.sizeHint().height()
            for button in (self.storm_button, self.storm_minus):
                if button.maximumHeight() != row:
                    button.setFixedHeight(row)
                _set_style(button, "QPushButton { padding: 0 0.5em; }")

    def _build_clock(self) -> None:
        """The game's time and this turn's (clock.py), ticking once a second while a game is
        played; only this label repaints. Beside it, while there is a chess clock, the button
        that pauses it (and lets it run again)."""
        self.clock_label = _named(QLabel(), "gameClock")
        self.clock_label.hide()
        self.pause_button = _named(QPushButton(), "clockPause")
        self.pause_button.clicked.connect(self._toggle_pause)
        self.pause_button.hide()
        self.reading: chess_clock.Reading | None = None  # the chess clocks at the last tick
        self.now: Callable[[], dt.datetime] = lambda: dt.datetime.now(dt.UTC)
        self._clock_timer = QtCore.QTimer(self)
        self._clock_timer.setInterval(1000)
        self._clock_timer.timeout.connect(self.tick)

    def tick(self) -> None:
        """Show the game's and this turn's time now (the timer calls it each second), and tell
        the panels their chess clocks (`clockTicked`). The times come from the session's one
        tracker of the game (shell/projections.py), which folds only what changed since."""
        game = self._session.game if self._session.has_game else None
        playing = game is not None and not self._session.state.game_over
        tracker = self._session.projections.clock() if game is not None else None
        now = self.now()
        self.reading = tracker.reading(now) if tracker is not None else None
        self._show_pause(playing and self.reading is not None)
        self.clockTicked.emit(self.reading)
        start = tracker.started if tracker is not None else None
        if not playing or start is None:
            self.clock_label.hide()
            self._clock_timer.stop()
            return
        assert tracker is not None
        whole = clock.seconds_since(start, now) or 0
        turn = clock.seconds_since(tracker.turn_began, now) or 0
        # No clock glyph: the common fonts lack one (an empty box); the tooltip says what it is.
        self.clock_label.setText(f"{clock.duration(whole)} · {clock.duration(turn)}")
        self.clock_label.show()
        if not self._clock_timer.isActive():
            self._clock_timer.start()

    def _show_pause(self, shown: bool) -> None:
        """The chess clock's pause button, while there is a clock to pause: gold-framed while
        paused (the clocks stand still until it is pressed again)."""
        button = self.pause_button
        if shown:
            paused = self._session.state.clock_paused
            reading = self.reading
            # Set and not started yet (a new game's clock waits for the shuffles and mulligans).
            fresh = paused and reading is not None and all(
                c.remaining >= reading.minutes * 60 for c in reading.players
            )
            if fresh:
                text, tip = self.tr("Start clock"), self.tr("Start the chess clock (H)")
            elif paused:
                text, tip = self.tr("Resume clock"), self.tr("Let the chess clock run again (H)")
            else:
                text, tip = self.tr("Pause clock"), self.tr("Pause the chess clock (H)")
            if button.text() != text:
                button.setText(text)
                button.setToolTip(tip)
            row = self.step_label.sizeHint().height()
            if button.minimumHeight() != row or button.maximumHeight() != row:
                button.setFixedHeight(row)
            _set_style(button, "QPushButton { padding: 0 0.6em; }" + (_OFFERED if paused else ""))
        if shown != button.isVisible():
            button.setVisible(shown)

    def _toggle_pause(self) -> None:
        self.commands.run("clock_pause")

    def _fit_pause_button(self) -> None:
        """As wide as its longer text, so it does not change size when pressed."""
        bold = self.pause_button.font()
        bold.setBold(True)  # as it is while paused
        metrics = QFontMetrics(bold)
        words = (self.tr("Pause clock"), self.tr("Resume clock"), self.tr("Start clock"))
        widest = max(metrics.horizontalAdvance(w) for w in words)
        padding = round(bold.pixelSize() * 1.2) if bold.pixelSize() > 0 else 12  # 0.6em a side
        self.pause_button.setMinimumWidth(widest + padding + 6)  # and the gold frame's 2 px

    def _build_day_night(self) -> None:
        """Day or night (CR 730), beside the step; and End turn's question about the spells
        cast, shown in the track's place (the bar keeps its height: nothing moves)."""
        self.day_night_label = _named(QLabel(), "dayNight")
        self.day_night_label.hide()
        self.spells_box = QWidget()
        self.spells_question = QLabel()
        spells_row = QHBoxLayout(self.spells_box)
        spells_row.setContentsMargins(0, 0, 0, 0)
        spells_row.addWidget(self.spells_question, 1)
        self.spells_buttons: list[QPushButton] = []
        for count, text in ((0, "0"), (1, "1"), (2, "2+")):
            button = QPushButton(text)
            button.clicked.connect(lambda _=False, n=count: self._answer_spells(n))
            spells_row.addWidget(button)
            self.spells_buttons.append(button)
        self.spells_box.hide()

    def retranslate(self) -> None:
        """Every text again in the current language (i18n's LanguageChange contract)."""
        self.clock_label.setToolTip(self.tr("The game's time · this turn's time"))
        self.next_button.setText(self.tr("Next step"))
        self.next_button.setToolTip(
            self.tr("Go to the next step ({key})").format(key=self._keys("next_step"))
        )
        self.end_button.setText(self.tr("End turn"))
        self.end_button.setToolTip(
            self.tr(
                "End this turn ({key}); stops once at the end step if the monarch must draw"
            ).format(key=self._keys("end_turn"))
        )
        self.combat_button.setText(self.tr("Combat damage"))
        self.combat_button.setToolTip(
            self.tr("Enter combat damage ({key})").format(key=self._keys("combat"))
        )
        self.damage_button.setToolTip(
            self.tr(
                "Commander damage by tapping panels ({key}): tap the commander that dealt it, "
                "then + on each player it hit. Esc or this button ends it."
            ).format(key=self._keys("commander_damage"))
        )
        self._fit_step_label()
        self._fit_pause_button()
        self.pause_button.setText("")  # said again in the new language at the next tick
        self._refresh()
        if self._font_px:  # other words, other widths: fit the row again
            self._fit()

    # -- public API (the commands call the session; these are the buttons' own) -----------------

    def _keys(self, name: str) -> str:
        """The command's keys as the system writes them ("N", "Ctrl+Shift+F")."""
        return native_keys(self.commands[name])

    def next_step(self) -> None:
        """Go to the following step; from cleanup, end the turn (flow decides what that means)."""
        self.commands.run("next_step")

    def end_turn(self) -> None:
        """End the turn; the session's flow stops once at the monarch's pending draw."""
        self.commands.run("end_turn")

    def _on_combat_button(self) -> None:
        """Combat damage: the window's command (its dialog); a bar without one asks by signal."""
        if self.commands.bound("combat"):
            self.commands.run("combat")
        else:
            self.combatRequested.emit()

    def offer_combat(self) -> None:
        """Light up Combat damage (C): the combat damage step has come; the prompt opens only
        when asked for."""
        self._offered = True
        _set_style(self.combat_button, _OFFERED)

    def _on_damage_button(self) -> None:
        """Commander damage by tapping panels, on or off (the X command, run by name)."""
        self.commands.run("commander_damage")
        self._refresh()  # the check mark follows the session, not the click

    def combat_offered(self) -> bool:
        return self._offered

    def headline(self) -> str:
        """The turn line as one plain sentence ("Turn 5 — Cid left; no active player")."""
        return f"{self.turn_label.text()} {self.player_label.text()}".strip()

    def step_buttons(self) -> dict[Step, QToolButton]:
        return dict(self._segments)

    # -- reacting to the game --------------------------------------------------------------------

    def _on_changed(self, _outcome: Outcome) -> None:
        self._ask_spells(None)
        self._refresh()

    def ask_spells(self, player: str) -> None:
        """End turn's question, as the game page routes a SpellsAsked to it."""
        self._ask_spells(player)

    def _ask_spells(self, player: str | None) -> None:
        """End turn's question (day and night): how many spells `player` cast this turn; None
        puts the step track back."""
        asking = player is not None
        if asking:
            self.spells_question.setText(
                self.tr("Spells {player} cast this turn:").format(player=player)
            )
            self.spells_box.setToolTip(
                self.tr(
                    "Day and night (CR 730): as the next turn begins, day becomes night if "
                    "{player} cast no spells this turn, and night becomes day if they cast two "
                    "or more."
                ).format(player=player)
            )
        if asking != self.spells_box.isVisible():
            if asking:  # as high as the row it stands in, so the bar (and the table) stay put
                row = self.step_label.sizeHint().height()
                self.spells_box.setFixedHeight(row)
                for button in self.spells_buttons:
                    button.setFixedHeight(row)
                    button.setStyleSheet("QPushButton { padding: 0 0.6em; }")
            self.spells_box.setVisible(asking)
            # The step's name too: it keeps the room of the longest one, which the question needs
            # (the turn ends on the answer anyway).
            self.step_label.setVisible(not asking)
            for index in range(self._track.count()):
                item = self._track.itemAt(index)
                widget = item.widget() if item is not None else None
                if widget is not None:
                    widget.setVisible(not asking)

    def spells_asked(self) -> bool:
        return self.spells_box.isVisibleTo(self)

    def _answer_spells(self, count: int) -> None:
        """0, 1 or 2+ spells (2 stands for two or more): the turn ends in the same gesture."""
        self.commands.run("spells", count=count)

    def _can_act(self) -> bool:
        return self._session.playing()

    # -- drawing ---------------------------------------------------------------------------------

    def _build_track(self) -> QHBoxLayout:
        track = QHBoxLayout()
        track.setSpacing(3)
        for step in STEPS:
            if step in _PHASE_STARTS:
                track.addSpacing(8)
            seg = _named(QToolButton(), f"step_{step.value}")
            seg.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            seg.setAccessibleName(describe.step_name(step))
            seg.setCursor(QtCore.Qt.CursorShape.PointingHandCursor)
            seg.clicked.connect(lambda _=False, s=step: self._on_segment(s))
            self._segments[step] = seg
            track.addWidget(seg)
        return track

    def _on_segment(self, step: Step) -> None:
        if self._can_act() and step.order > self._session.state.step.order:
            self.commands.run("step_to", step=step)

    def _refresh(self) -> None:
        self.tick()
        has_game = self._session.has_game
        in_damage = has_game and self._session.state.step is Step.COMBAT_DAMAGE
        if self._offered and not in_damage:
            self._offered = False
            _set_style(self.combat_button, "")
        state = self._session.state if has_game else None
        live = state is not None and not state.game_over
        if live and in_damage and not self._offered:
            # "Combat damage" is offered in the combat damage step, as the game's step says:
            # after a restart there too, and while the regular damage is owed (510.4).
            self.offer_combat()
        # End turn's open question (day and night, 730.2) is the game's: shown while it is open,
        # after a restart too, and answered here or on the turn's player's phone.
        asked = live and state is not None and state.spells_asked
        self._ask_spells(state.turn_player if asked and state is not None else None)
        for name, button in self._buttons.items():
            bound = self.commands.bound(name)
            button.setEnabled(live and (self.commands.enabled(name) if bound else True))
        on = self._session.damage_mode is not None
        self.damage_button.setChecked(on)
        # Only the sign, on and off (the gold frame says it is on): the bar has no room for
        # more words in every language, and a text that changed would move the table. The
        # panels' own "⚔ Commander damage" chips say it in words.
        self.damage_button.setText("\u2694")
        self.damage_button.setAccessibleName(self.tr("Commander damage"))
        _set_style(self.damage_button, _OFFERED if on else "")
        if state is None:
            self.turn_label.setText("")
            self.player_label.setText("")
            self.step_label.setText("")
        else:
            self._show_turn(state)
        self._show_storm(state)
        current = state.step.order if state else -1
        for step, seg in self._segments.items():
            ahead = live and step.order > current
            seg.setEnabled(ahead)
            if step.order == current:
                tip = self.tr("{step} (now)")
            elif ahead:
                tip = self.tr("Go to {step}")
            else:
                tip = "{step}"
            seg.setToolTip(tip.format(step=describe.step_name(step)))
            _set_style(seg, self._segment_style(step.order, current))

    def set_drawing(self, drawing: bool) -> None:
        """While the table watches who goes first being drawn, the bar does not give it away:
        it shows "?" until the draw lands."""
        if drawing != self._drawing:
            self._drawing = drawing
            self._refresh()

    def _show_turn(self, state: GameState) -> None:
        self.turn_label.setText(
            self.tr("Round {round} · Turn {turn} —").format(round=state.round, turn=state.turn)
        )
        player = state.turn_player
        if self._drawing:
            self._set_player("?")
            _set_style(self.player_label, "background: #4a4b55; border-radius: 4px;"
                       " padding: 0 0.4em;")
        elif state.active_player is None:
            self._set_player(self.tr("{player} left; no active player").format(player=player))
            _set_style(
                self.player_label,
                "color: #b0b0b8;" + (" font-style: italic;" if italic_ok() else ""),
            )
        else:
            color = self._session.color(player)
            # During an extra turn (CR 500.7) play resumes with the scheduled turn afterwards.
            extra = state.resume is not None
            shown = self.tr("{player} (extra turn)").format(player=player) if extra else player
            self._set_player(shown)
            _set_style(
                self.player_label,
                f"background: {color}; color: {text_on(color)}; border-radius: 4px;"
                " padding: 0 0.4em;",
            )
        if state.day_night is None:
            self.day_night_label.hide()
        else:
            night = state.day_night.value == "night"
            self.day_night_label.setText(
                "\u263e " + self.tr("Night") if night else "\u2600 " + self.tr("Day")
            )
            self.day_night_label.show()
        if state.game_over:
            self.step_label.setText(self.tr("Game over"))
        else:
            self.step_label.setText(describe.step_name(state.step))

    def _segment_style(self, order: int, current: int) -> str:
        height = max(10, self._font_px // 2 + 4)
        if order == current:
            fill, border = CROWN_GOLD, "#fff3c4"
        elif order < current:
            fill, border = "#55565f", "#55565f"
        else:
            fill, border = "#33343b", "#6a6b75"
        return (
            f"QToolButton {{ background: {fill}; border: 1px solid {border}; border-radius: 3px;"
            f" min-height: {height}px; max-height: {height}px; min-width: 8px; }}"
            f"QToolButton:hover:enabled {{ background: #6b5a2a; }}"
        )

    def _set_player(self, text: str) -> None:
        """The player line, cut with "…" (and whole in the tooltip) when the row has no room."""
        if text != self._player_text:
            self._player_text = text
            if self._font_px:  # laid out: fit the text to the row again
                self._fit()
            else:
                self.player_label.setText(text)

    def _elide_player(self) -> None:
        label, text = self.player_label, self._player_text
        self._top.invalidate()  # its size hint is cached: the fonts may have changed
        others = self._top.sizeHint().width() - label.sizeHint().width()
        room = self.width() - others - self._edges() - _SLACK
        metrics = label.fontMetrics()
        shown = text
        if metrics.horizontalAdvance(text) > room > 0:
            shown = metrics.elidedText(text, QtCore.Qt.TextElideMode.ElideRight, room)
        label.setText(shown)
        label.setToolTip(text if shown != text else "")

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt\'s name
        """Scale the text with the window's width so it reads from across the table: as large
        as the width allows (13 to 30 px), smaller while the buttons' row would not fit, and
        the player line cut with "…" if even the smallest does not."""
        super().resizeEvent(event)
        self._fit()

    def _fit(self, retries: int = 2) -> None:
        """The largest text (13 to 30 px, at most a 50th of the width) at which the top row fits,
        found by halving, then the player line cut to what is left.

        Trying a size refreshes the bar, which can show a button (storm, the clock's pause) and
        so resize it, which asks for a fit again: that one waits for this one to end, then runs
        (a fit inside a fit left the player line cut for a row it no longer had: Russian at
        1280x720 showed an empty player box)."""
        if self._fitting:
            self._fit_again = True
            return
        self._fitting = True
        try:
            low, high = MIN_FONT_PX, max(MIN_FONT_PX, min(30, self.width() // 50))
            while low < high:
                middle = (low + high + 1) // 2
                self._apply_font(middle)
                if self._top_row_width() <= self.width():
                    low = middle
                else:
                    high = middle - 1
            self._apply_font(low)
            self._elide_player()
        finally:
            self._fitting = False
        if self._fit_again:
            self._fit_again = False
            if retries:  # bounded: a button that came and went cannot keep it fitting
                self._fit(retries - 1)

    def _top_row_width(self) -> int:
        """What the top row needs with the whole player line and every button's words."""
        label = self.player_label
        self._top.invalidate()
        full = label.fontMetrics().horizontalAdvance(self._player_text)
        shown = label.fontMetrics().horizontalAdvance(label.text())
        # With the same slack the player line is cut with: a row that fits only without it would
        # leave the name no room at all (Russian at 1280x720 showed an empty player box).
        return self._top.sizeHint().width() + max(0, full - shown) + self._edges() + _SLACK

    def _edges(self) -> int:
        layout = self.layout()
        if layout is None:
            return 0
        margins = layout.contentsMargins()
        return margins.left() + margins.right()

    def _apply_font(self, px: int) -> None:
        if px == self._font_px:
            return
        self._font_px = px
        for widget in (self.turn_label, self.player_label):
            font = widget.font()
            font.setPixelSize(round(px * 1.4))
            font.setBold(True)
            widget.setFont(font)
        controls = (
            self.step_label,
            self.next_button,
            self.end_button,
            self.combat_button,
            self.damage_button,
            self.day_night_label,
            self.pause_button,
            self.spells_question,
            *self.spells_buttons,
        )
        for control in controls:
            font = control.font()
            font.setPixelSize(round(px * 1.15) if control is self.step_label else px)
            font.setBold(control is self.step_label)
            control.setFont(font)
        self._fit_step_label()
        self._fit_pause_button()
        self._refresh()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """The room the bar needs at its smallest text (13 px). Its text follows its width, so
        the minimum at the text's current size would keep it from ever getting narrower: a dock
        opened beside the table could not take its room."""
        hint = super().minimumSizeHint()
        if self._font_px > MIN_FONT_PX:
            hint.setWidth(-(-hint.width() * MIN_FONT_PX // self._font_px))
        return hint

    def _fit_step_label(self) -> None:
        """As wide as the longest step name, so the track does not jump as the steps go by."""
        metrics = QFontMetrics(self.step_label.font())
        names = [describe.step_name(s) for s in STEPS] + [self.tr("Game over")]
        self.step_label.setMinimumWidth(max(metrics.horizontalAdvance(n) for n in names) + 4)


def _set_style(widget: QWidget, style: str) -> None:
    """Set a style sheet only when it changes: setting one re-polishes and repaints the widget
    even when it is the same, and the bar is refreshed after every action."""
    if widget.styleSheet() != style:
        widget.setStyleSheet(style)
