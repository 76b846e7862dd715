"""The turn bar: whose turn, which step, and the buttons that move the turn along.

What the buttons mean (End turn stopping once at the monarch's draw, CR 725.2; moving on past an
open combat question) is the session's flow (companion/shell/flow.py), not this widget's. The bar
holds the turn line, the buttons, the storm count and the fitting of its text to its width; its
step track (turn_steps.py), End turn's spells question (turn_spells.py) and its clock
(turn_clock.py) are parts of their own.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from PySide6 import QtCore
from PySide6.QtCore import QSize, Signal
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from companion.app import describe
from companion.app.commands import native_keys
from companion.app.retranslating import Retranslating
from companion.app.session import GameSession
from companion.app.theme import italic_ok
from companion.app.widgets.panel_parts import TARGET
from companion.app.widgets.turn_clock import TurnClock
from companion.app.widgets.turn_spells import SpellsQuestion
from companion.app.widgets.turn_steps import StepTrack
from companion.app.widgets.turn_style import OFFERED, named, set_style
from companion.core.game import Outcome
from companion.core.model import GameState
from companion.core.steps import STEPS, Step
from companion.shell import chess_clock
from companion.shell.commands import Registry
from companion.shell.commands import build as build_commands
from companion.shell.messages import msg
from companion.shell.palette import text_on
from companion.shell.taps import MINUS

_STYLE = """
#TurnBar { background: #26272e; border-radius: 6px; }
#TurnBar QLabel { color: #f0f0f0; }
#TurnBar QLabel#turnStep { color: #e6e6ec; }
#TurnBar QPushButton { background: #34353d; color: #f0f0f0; border: 1px solid #4a4b55;
    border-radius: 5px; padding: 0.2em 0.8em; }
#TurnBar QPushButton:hover { background: #41424c; }
#TurnBar QPushButton:disabled { color: #6c6d75; background: #2a2b31; }
"""


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

        self.turn_label = named(QLabel(), "turnNumber")
        self.player_label = named(QLabel(), "turnPlayer")
        self.player_label.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        # Its text is cut to the room it has ("…"), so the text must not set the bar's minimum:
        # a dock opened beside the table could not take its width.
        self.player_label.setMinimumWidth(1)
        self.step_label = named(QLabel(), "turnStep")
        self._build_buttons()
        self._player_text = ""  # the whole line; the label shows what fits (elided)
        self._player_short = ""  # its chosen short form, if it has one
        self._top = self._top_row()
        self._build_day_night()
        self._build_storm()
        self._build_clock()
        self.track = StepTrack(self._on_segment)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(1)  # the rows are a finger high: the bar keeps the height it had
        layout.addLayout(self._top)
        self._bottom = self._bottom_row()
        layout.addLayout(self._bottom)

        session.changed.connect(self._on_changed)
        session.reset.connect(self._refresh)
        session.damageModeChanged.connect(self._refresh)
        self.retranslate()

    def _build_buttons(self) -> None:
        """Next step, End turn, Combat damage and the commander damage mode's switch."""
        self.next_button = QPushButton()
        self.next_button.clicked.connect(self.next_step)
        self.end_button = QPushButton()
        self.end_button.clicked.connect(self.end_turn)
        self.combat_button = QPushButton()
        self.combat_button.clicked.connect(self._on_combat_button)
        self.damage_button = QPushButton()
        self.damage_button.setCheckable(True)
        self.damage_button.clicked.connect(self._on_damage_button)
        for button in (self.next_button, self.end_button, self.combat_button, self.damage_button):
            button.setMinimumSize(TARGET, TARGET)  # a finger's at 8 players too (play-test: 34 px)
        # Each button's command in the table (its keys in the tooltip, its availability).
        self._buttons = {
            "next_step": self.next_button,
            "end_turn": self.end_button,
            "combat": self.combat_button,
            "commander_damage": self.damage_button,
        }

    def _row_px(self) -> int:
        """The bottom row's height: the step name's, and never less than a finger's target (the
        step track, storm, day and night and the spells' answers are tapped)."""
        return max(TARGET, self.step_label.sizeHint().height())

    def _top_row(self) -> QHBoxLayout:
        """The turn, the player, then the buttons at the right."""
        top = QHBoxLayout()
        top.addWidget(self.turn_label)
        top.addWidget(self.player_label)
        top.addStretch(1)
        for button in (self.next_button, self.end_button, self.combat_button, self.damage_button):
            top.addWidget(button)
        return top

    def _bottom_row(self) -> QHBoxLayout:
        """The step, day or night, storm, the clock and the step track (or the spells asked)."""
        bottom = QHBoxLayout()
        bottom.addWidget(self.step_label)
        bottom.addWidget(self.day_night_label)
        bottom.addWidget(self.storm_button)
        bottom.addWidget(self.storm_minus)
        bottom.addWidget(self.clock.label)
        bottom.addWidget(self.clock.pause_button)
        bottom.addSpacing(8)  # the clock clear of the first step (play-test: they touched)
        bottom.addLayout(self.track.layout, 1)
        bottom.addWidget(self.spells.box, 1)
        return bottom

    def _build_storm(self) -> None:
        """The storm count (CR 702.40: the spells cast this turn), shown once a spell was counted:
        a tap on it counts one more, its − takes one back (Y and Shift+Y do the same)."""
        self.storm_button = named(QPushButton(), "storm")
        self.storm_button.clicked.connect(lambda: self._storm(1))
        self.storm_minus = named(QPushButton(MINUS), "stormMinus")
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
            row = self._row_px()
            for button in (self.storm_button, self.storm_minus):
                if button.maximumHeight() != row:
                    button.setFixedHeight(row)
                set_style(button, "QPushButton { padding: 0 0.5em; }")

    def _build_clock(self) -> None:
        """The game's time and this turn's, and the chess clock's pause button (turn_clock.py),
        ticking once a second while a game is played."""
        self.clock = TurnClock(self._session, self.step_label, self)
        self.clock.pause_button.clicked.connect(self._toggle_pause)
        self.reading: chess_clock.Reading | None = None  # the chess clocks at the last tick
        self.now: Callable[[], dt.datetime] = lambda: dt.datetime.now(dt.UTC)
        self.clock.timer.timeout.connect(self.tick)

    def tick(self) -> None:
        """Show the game's and this turn's time now (the timer calls it each second), and tell
        the panels their chess clocks (`clockTicked`). The times come from the session's one
        tracker of the game (shell/projections.py), which folds only what changed since."""
        game = self._session.game if self._session.has_game else None
        playing = game is not None and not self._session.state.game_over
        tracker = self._session.projections.clock() if game is not None else None
        now = self.now()
        self.reading = tracker.reading(now) if tracker is not None else None
        self.clock.show_pause(playing and self.reading is not None, self.reading)
        self.clockTicked.emit(self.reading)
        self.clock.show_times(tracker, now, playing)

    def _toggle_pause(self) -> None:
        self.commands.run("clock_pause")

    def _build_day_night(self) -> None:
        """Day or night (CR 731), beside the step; and End turn's question about the spells
        cast, shown in the track's place (turn_spells.py: the bar keeps its height)."""
        self.day_night_label = named(QLabel(), "dayNight")
        self.day_night_label.hide()
        self.spells = SpellsQuestion(self.step_label, self._answer_spells)

    def retranslate(self) -> None:
        """Every text again in the current language (i18n's LanguageChange contract)."""
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
        self.combat_button.setText(describe.say(msg("term.combat_damage")))
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
        self.clock.retranslate()
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
        set_style(self.combat_button, OFFERED)

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
        return dict(self.track.segments)

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
        if self.spells.ask(player):
            asking = player is not None
            # The step's name too: it keeps the room of the longest one, which the question needs
            # (the turn ends on the answer anyway).
            self.step_label.setVisible(not asking)
            self.track.set_shown(not asking)

    def spells_asked(self) -> bool:
        return self.spells.box.isVisibleTo(self)

    def _answer_spells(self, count: int) -> None:
        """0, 1 or 2+ spells (2 stands for two or more): the turn ends in the same gesture."""
        self.commands.run("spells", count=count)

    def _can_act(self) -> bool:
        return self._session.playing()

    # -- drawing ---------------------------------------------------------------------------------

    def _on_segment(self, step: Step) -> None:
        if self._can_act() and step.order > self._session.state.step.order:
            self.commands.run("step_to", step=step)

    def _refresh(self) -> None:
        self.tick()
        has_game = self._session.has_game
        in_damage = has_game and self._session.state.step is Step.COMBAT_DAMAGE
        if self._offered and not in_damage:
            self._offered = False
            set_style(self.combat_button, "")
        state = self._session.state if has_game else None
        live = state is not None and not state.game_over
        if live and in_damage and not self._offered:
            # "Combat damage" is offered in the combat damage step, as the game's step says:
            # after a restart there too, and while the regular damage is owed (510.4).
            self.offer_combat()
        # End turn's open question (day and night, 731.2) is the game's: shown while it is open,
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
        self.damage_button.setAccessibleName(describe.say(msg("term.commander_damage")))
        set_style(self.damage_button, OFFERED if on else "")
        if state is None:
            self.turn_label.setText("")
            self.player_label.setText("")
            self.step_label.setText("")
        else:
            self._show_turn(state)
        self._show_storm(state)
        current = state.step.order if state else -1
        self.track.show_step(
            current, live, self._font_px, self._row_px()
        )

    def set_drawing(self, drawing: bool) -> None:
        """While the table watches who goes first being drawn, the bar does not give it away:
        it shows "?" until the draw lands."""
        if drawing != self._drawing:
            self._drawing = drawing
            self._refresh()

    def _show_turn(self, state: GameState) -> None:
        self.turn_label.setText(
            describe.say(msg("turn.round", round=state.round, turn=state.turn))
        )
        player = state.turn_player
        if self._drawing:
            self._set_player("?")
            set_style(self.player_label, "background: #4a4b55; border-radius: 4px;"
                       " padding: 0 0.4em; font-style: normal;")
        elif state.active_player is None:
            self._set_player(
                describe.say(msg("turn.left", player=player)),
                short=describe.say(msg("turn.none")),  # a chosen short form, never cut
            )
            set_style(
                self.player_label,
                "color: #b0b0b8;" + (" font-style: italic;" if italic_ok() else ""),
            )
        else:
            color = self._session.color(player)
            # During an extra turn (CR 500.7) play resumes with the scheduled turn afterwards.
            extra = state.resume is not None
            shown = describe.say(msg("turn.extra", player=player)) if extra else player
            self._set_player(shown, short=player)  # the name alone where the line is too long
            set_style(  # upright again after "no active player" (play-test: it stayed italic)
                self.player_label,
                f"background: {color}; color: {text_on(color)}; border-radius: 4px;"
                " padding: 0 0.4em; font-style: normal;",
            )
        if state.day_night is None:
            self.day_night_label.hide()
        else:
            night = state.day_night.value == "night"
            self.day_night_label.setText(
                "\u263e " + describe.say(msg("turn.night")) if night
                else "\u2600 " + describe.say(msg("turn.day"))
            )
            # As high as the step's row: the sun and moon come from a taller fallback font,
            # and the bar (and the table under it) must not move when day and night begin.
            row = self._row_px()
            if self.day_night_label.maximumHeight() != row:
                self.day_night_label.setFixedHeight(row)
            self.day_night_label.show()
        if state.game_over:
            step = describe.say(msg("turn.game_over"))
        elif state.first_strike:  # the regular pass is owed (510.4): the desktop says so too
            step = self._regular_next(state.step)
        else:
            step = describe.step_name(state.step)
        if state.extra_turns and not state.game_over:  # the last given is taken first (500.7)
            who = msg("turn.extra", player=state.extra_turns[-1])
            step += " \u00b7 " + describe.say(msg("turn.next", who=who))
        self.step_label.setText(step)
        self.step_label.setToolTip(step if state.first_strike or state.extra_turns else "")

    @staticmethod
    def _regular_next(step: Step) -> str:
        return f"{describe.step_name(step)} \u00b7 {describe.say(msg('turn.regular_next'))}"

    def _set_player(self, text: str, short: str = "") -> None:
        """The player line; its `short` form, or else cut with "…", when the row has no room
        (whole in the tooltip)."""
        self._player_short = short
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
            short = self._player_short
            fits = short and metrics.horizontalAdvance(short) <= room
            shown = short if fits else metrics.elidedText(
                text, QtCore.Qt.TextElideMode.ElideRight, room
            )
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
                if max(self._top_row_width(), self._bottom_row_width()) <= self.width():
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
        full = max(map(label.fontMetrics().horizontalAdvance, self._player_lines()))
        shown = label.fontMetrics().horizontalAdvance(label.text())
        # With the same slack the player line is cut with: a row that fits only without it would
        # leave the name no room at all (Russian at 1280x720 showed an empty player box).
        return self._top.sizeHint().width() + max(0, full - shown) + self._edges() + _SLACK

    def _bottom_row_width(self) -> int:
        """What the bottom row needs with every step segment a finger's width (play-test: 19 to
        33 px with a dock open)."""
        self._bottom.invalidate()
        shown = [seg for seg in self.track.segments.values() if seg.isVisibleTo(self)]
        narrow = sum(max(0, TARGET - seg.sizeHint().width()) for seg in shown)
        return self._bottom.sizeHint().width() + narrow + self._edges() + _SLACK

    def _player_lines(self) -> list[str]:
        """The names the player box shows this game, one per seat: the text is fitted to the
        longest, so it keeps its size (and the bar its height) from turn to turn (play-test: the
        panels' top edge moved between 167 and 172 px). A longer line (an extra turn's, "no
        active player") takes its chosen short form where it has no room."""
        lines = ["?"]  # while who goes first is drawn
        if self._session.has_game:
            lines += (player.name for player in self._session.state.players)
        return lines

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
            self.clock.pause_button,
            self.clock.label,  # the game's and the turn's time, as readable as the buttons
            self.spells.question,
            *self.spells.buttons,
        )
        for control in controls:
            font = control.font()
            font.setPixelSize(round(px * 1.15) if control is self.step_label else px)
            font.setBold(control is self.step_label)
            control.setFont(font)
        self._fit_step_label()
        self.clock.fit_pause_button()
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
        """As wide as the longest step name, so the track does not jump as the steps go by (the
        owed regular pass's longer line takes the track's room while it shows, never the
        window's: the minimum stays the step names')."""
        metrics = QFontMetrics(self.step_label.font())
        names = [describe.step_name(s) for s in STEPS] + [describe.say(msg("turn.game_over"))]
        self.step_label.setMinimumWidth(max(metrics.horizontalAdvance(n) for n in names) + 4)

