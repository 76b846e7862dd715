"""The combat damage dialog: who was dealt how much, by whose creatures, in one action.

All hits of a combat damage step land at once (CR 510.2), so they go to the game as ONE
CombatDamage action; a live preview says what it will cause before anyone confirms. A player
can be hit by several sources at once ("the commander for 4 plus a 3/3 token", both partners):
"+" adds a line for the same player. With first strike (CR 510.4) there are two combat damage
steps: the first pass is dealt, then the dialog asks for the regular one, in one flow.
It opens when asked for (C, the turn bar), never by itself, and its text scales with the window.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion.app.describe import join_sentences, say
from companion.app.dialogs.combat_preview import preview
from companion.app.retranslating import Retranslating
from companion.app.session import GameSession
from companion.app.theme import TARGET, window_text_px
from companion.core.actions import CombatDamage, Hit
from companion.shell.messages import msg

_PARTNER_COLUMN = 5
_STYLE = """
QDialog#CombatDialog { background: #1e1f24; }
QDialog#CombatDialog QLabel, QDialog#CombatDialog QCheckBox { color: #f0f0f0; }
QDialog#CombatDialog QLabel#muted { color: #b8b8c0; }
QDialog#CombatDialog QLabel#header { color: #b8b8c0; font-weight: bold; }
QDialog#CombatDialog QLabel#self { color: #6f7078; }
QDialog#CombatDialog QLabel#dot { font-size: 18px; }
QFrame#previewBox { background: #26272e; border: 1px solid #3a3b44; border-radius: 6px; }
QDialog#CombatDialog QLabel#preview[invalid="true"] { color: #ff8a80; }
QCheckBox::indicator { width: 18px; height: 18px; border: 2px solid #8a8b95; border-radius: 4px;
    background: #2c2d35; }
QCheckBox::indicator:checked { background: #F2C14E; border-color: #F2C14E; }
QCheckBox::indicator:disabled { border-color: #4a4b55; background: #25262c; }
QCheckBox:focus::indicator { border-color: #56B4E9; }
QSpinBox, QComboBox { background: #2c2d35; color: #f0f0f0; border: 1px solid #4a4b55;
    border-radius: 4px; padding: 3px 6px; }
QComboBox QAbstractItemView { background: #2c2d35; color: #f0f0f0; }
QPushButton { background: #33343d; color: #f0f0f0; border: 1px solid #4a4b55;
    border-radius: 4px; padding: 5px 12px; }
QPushButton:disabled { color: #666; }
QPushButton#moreHits { padding: 1px 4px; font-weight: bold; }
QPushButton:default { border: 2px solid #F2C14E; }
QPushButton:default:disabled { border: 1px solid #4a4b55; }
QPushButton:focus { border: 2px solid #56B4E9; }
"""


class _Row:
    """The widgets of one defending player's line in the grid."""

    def __init__(self, dialog: CombatDialog, defender: str, players: tuple[str, ...]) -> None:
        self.defender = defender
        self.dot = QLabel("●")
        self.dot.setObjectName("dot")
        self.dot.setStyleSheet(f"color: {dialog.session.color(defender)};")
        self.name = QLabel(defender)
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        self.totals = QLabel()
        self.totals.setObjectName("muted")
        self.amount = QSpinBox()
        self.amount.setRange(0, 999)
        self.commander = QCheckBox()
        self.partner = QCheckBox()
        self.infect = QCheckBox()
        self.source = QComboBox()
        self.source.addItems(list(players))
        self.more = QPushButton("+")
        self.more.setObjectName("moreHits")
        self.more.setAutoDefault(False)  # Enter deals the damage, never adds a line
        self.more.setFixedWidth(
            max(TARGET, self.more.fontMetrics().horizontalAdvance("+") * 4)
        )
        # Each field and box of the line a finger's height (play-test: 32-33 px at 8 players).
        for field in (self.amount, self.commander, self.partner, self.infect, self.source,
                      self.more):
            field.setMinimumHeight(TARGET)
        self.first_of_player = True  # the player's first line shows the name and the totals

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.amount, self.commander, self.partner, self.infect, self.source)

    def cells(self) -> tuple[QWidget, ...]:
        return (self.dot, self.name, self.totals, *self.widgets(), self.more)

    def hit(self) -> Hit | None:
        if self.amount.value() == 0:
            return None
        commander = self.commander.isChecked()
        partner = commander and self.partner.isEnabled() and self.partner.isChecked()
        return Hit(
            self.source.currentText(),
            self.defender,
            self.amount.value(),
            commander=commander,
            infect=self.infect.isChecked(),
            partner=partner,
        )


class CombatDialog(Retranslating, QDialog):
    """One row per player in the game; confirming sends exactly one CombatDamage action."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setObjectName("CombatDialog")
        self.setStyleSheet(_STYLE)
        self.setWindowTitle(say(msg("term.combat_damage")))
        state = session.state
        self._partners = set(session.game.setup.partners) if session.game else set()
        attacker = state.active_player or state.next_in_turn_order(state.turn_player)

        layout = QVBoxLayout(self)
        self.intro = intro = QLabel()
        intro.setTextFormat(Qt.TextFormat.PlainText)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.first_strike = QCheckBox()
        self.first_strike.setObjectName("firstStrike")
        self.first_strike.toggled.connect(self._refresh)
        self.pass_number = 1  # 2 once the first-strike damage is dealt
        self._closing_asked = False  # Cancel with damage typed said so once: a second closes
        layout.addWidget(self.first_strike)
        self.rows: list[_Row] = []
        self._players = state.in_game
        self._attacker = attacker
        layout.addLayout(self._build_grid(state.in_game, attacker))
        layout.addWidget(self._build_preview(), 1)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        # A button of our own: the box would reset a standard Ok's text on LanguageChange.
        self.confirm_button = self.buttons.addButton("OK", QDialogButtonBox.ButtonRole.AcceptRole)
        self.confirm_button.setDefault(True)
        # Enter deals the damage in every pass, never cancels it (Cancel was the default
        # button the regular pass was left with once Deal damage had been greyed out).
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        if cancel is not None:
            cancel.setAutoDefault(False)
        for finger in (self.confirm_button, cancel, self.first_strike):
            if finger is not None:
                finger.setMinimumHeight(TARGET)
        self.buttons.accepted.connect(self.confirm)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        chain = [w for row in self.rows for w in row.widgets()]
        for first, second in itertools.pairwise([*chain, self.confirm_button]):
            QWidget.setTabOrder(first, second)
        first_target = next((r for r in self.rows if r.defender != attacker), None)
        if first_target is not None:
            first_target.amount.setFocus()
        session.reset.connect(self.reject)
        self._scale(parent)
        self.retranslate()
        # Never narrower than its words in this language need, whatever the preview says.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        self.resize(max(640, self.sizeHint().width()), self.sizeHint().height())
        if state.first_strike:  # the first-strike damage was dealt (a restart between): the rest
            self._second_pass()

    def _scale(self, parent: QWidget | None) -> None:
        """Text as large as the window it opens over allows (13 px at 720 p, 24 at 1080 p+)."""
        if parent is None:
            return  # no window to scale with: the application's font
        px = window_text_px(parent, 13, 26)
        # In the style sheet (a font set on the dialog does not reach widgets it styles).
        self.setStyleSheet(
            _STYLE
            + f"QDialog#CombatDialog, QDialog#CombatDialog QWidget {{ font-size: {px}px; }}"
            + f"QDialog#CombatDialog QLabel#dot {{ font-size: {round(px * 1.4)}px; }}"
            + "QCheckBox::indicator {"
            + f" width: {round(px * 1.2)}px; height: {round(px * 1.2)}px; }}"
        )

    def retranslate(self) -> None:
        """Every text again in the current language (i18n's LanguageChange contract)."""
        self.setWindowTitle(say(msg("term.combat_damage")))
        self.intro.setText(self._intro())
        headers = (
            say(msg("term.player")),
            "",
            self.tr("Damage"),
            self.tr("Commander"),
            say(msg("term.partner")),
            self.tr("Infect"),
            self.tr("By whose creatures"),
        )
        for label, text in zip(self.headers, headers, strict=True):
            label.setText(text)
        self.caption.setText(self.tr("What will happen:"))
        self.first_strike.setText(
            self.tr("First strike: deal the first-strike damage first, then the regular damage")
        )
        for row in self.rows:
            self._retranslate_row(row)
        self._refresh()

    def _retranslate_row(self, row: _Row) -> None:
        defender = row.defender
        player = self.session.state.player(defender)
        row.totals.setText(
            self.tr("%n life", "", player.life)
            + (self.tr(", %n poison", "", player.poison) if player.poison else "")
        )
        row.amount.setSpecialValueText(self.tr("not hit"))
        row.amount.setAccessibleName(self.tr("Combat damage to {player}").format(player=defender))
        row.commander.setAccessibleName(self.tr("{player}: by a commander").format(player=defender))
        row.partner.setAccessibleName(
            self.tr("{player}: by the partner commander").format(player=defender)
        )
        row.infect.setAccessibleName(self.tr("{player}: infect").format(player=defender))
        row.source.setAccessibleName(
            self.tr("Whose creatures dealt damage to {player}").format(player=defender)
        )
        row.more.setToolTip(self.tr("Another source of damage to {player}").format(player=defender))

    def _build_grid(self, players: tuple[str, ...], attacker: str | None) -> QGridLayout:
        self.grid = grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        self.headers: list[QLabel] = []
        for col in range(1, 8):
            label = QLabel()
            self.headers.append(label)
            label.setObjectName("header")
            label.setVisible(col != _PARTNER_COLUMN or bool(self._partners))
            grid.addWidget(label, 0, col)
        for defender in players:
            self.rows.append(self._new_row(defender, attacker))
        self._place_rows()
        grid.setColumnStretch(7, 1)
        return grid

    def _new_row(self, defender: str, source: str | None) -> _Row:
        row = _Row(self, defender, self._players)
        if source is not None:
            row.source.setCurrentText(source)
        row.partner.setVisible(bool(self._partners))
        row.amount.valueChanged.connect(self._refresh)
        for box in (row.commander, row.partner, row.infect):
            box.toggled.connect(self._refresh)
        row.source.currentIndexChanged.connect(self._refresh)
        row.more.clicked.connect(lambda _=False, r=row: self.add_hit(r))
        return row

    def _place_rows(self) -> None:
        """Put every line in the grid in order (after a line was added)."""
        for index, row in enumerate(self.rows, start=1):
            for col, widget in enumerate(row.cells()):
                self.grid.removeWidget(widget)
                if isinstance(widget, QCheckBox):
                    self.grid.addWidget(widget, index, col, Qt.AlignmentFlag.AlignCenter)
                else:
                    self.grid.addWidget(widget, index, col)
            for label in (row.dot, row.name, row.totals):
                label.setVisible(row.first_of_player)

    def add_hit(self, after: _Row) -> _Row:
        """Another line for the same player (another source, the other partner, a token)."""
        row = self._new_row(after.defender, after.source.currentText())
        row.first_of_player = False
        self.rows.insert(self.rows.index(after) + 1, row)
        self._place_rows()
        self._retranslate_row(row)
        chain = [w for r in self.rows for w in r.widgets()]
        for first, second in itertools.pairwise([*chain, self.confirm_button]):
            QWidget.setTabOrder(first, second)
        row.amount.setFocus()
        self._refresh()
        return row

    def _build_preview(self) -> QFrame:
        box = QFrame()
        box.setObjectName("previewBox")
        box_layout = QVBoxLayout(box)
        self.caption = caption = QLabel()
        caption.setObjectName("muted")
        self.preview = QLabel()
        self.preview.setObjectName("preview")
        self.preview.setTextFormat(Qt.TextFormat.PlainText)
        self.preview.setWordWrap(True)
        self.preview.setMinimumHeight(self.preview.fontMetrics().lineSpacing() * 4)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        box_layout.addWidget(caption)
        box_layout.addWidget(self.preview, 1)
        return box

    def _intro(self) -> str:
        state = self.session.state
        if self.pass_number == 2:
            return self.tr("First-strike damage dealt. Now the regular combat damage (CR 510.4).")
        text = self.tr(
            "Turn {turn}, {player}'s turn. Enter the combat damage each player was dealt."
        )
        text = text.format(turn=state.turn, player=state.turn_player)
        crown = say(msg("holder.monarch", player=state.monarch)) if state.monarch else ""
        held = say(msg("holder.initiative", player=state.initiative)) if state.initiative else ""
        return join_sentences((text, crown, held))

    # -- state -----------------------------------------------------------------------------------

    def hits(self) -> tuple[Hit, ...]:
        """The hits in row order, only rows with damage."""
        return tuple(h for h in (row.hit() for row in self.rows) if h is not None)

    def _problems(self) -> list[str]:
        state = self.session.state
        out = [
            self.tr("{player}'s creatures cannot deal combat damage to {player}.").format(
                player=row.defender
            )
            for row in self.rows
            if row.amount.value() > 0 and row.source.currentText() == row.defender
        ]
        gone = {
            row.source.currentText()
            for row in self.rows
            if row.amount.value() > 0
            and state.has_player(row.source.currentText())
            and not state.player(row.source.currentText()).in_game
        }
        out += [
            self.tr("{player} has left the game: no creatures of theirs deal damage.").format(
                player=name
            )
            for name in sorted(gone)
        ]
        return out

    def _not_attacking(self) -> list[str]:
        """Sources that are not the active player's: only they attack (CR 508.1), so this is
        likely a slip of the dropdown. Said, not refused: a combat entered late, after the turn
        moved on, names the player whose turn it was."""
        active = self.session.state.active_player
        others = sorted(
            {
                row.source.currentText()
                for row in self.rows
                if row.amount.value() > 0
                and active is not None
                and row.source.currentText() not in (active, row.defender)
            }
        )
        return [
            self.tr(
                "Note: only {active}'s creatures attack this turn (CR 508.1), not {player}'s."
            ).format(active=active, player=name)
            for name in others
        ]

    def _partner_tip(self, source: str) -> str:
        """Which commander the Partner box means, by the names given at setup."""
        game = self.session.game
        if game is None or source not in self._partners:
            return ""
        first = game.setup.commander_name(source) or self.tr("the first commander")
        second = game.setup.commander_name(source, True) or self.tr("the partner commander")
        return self.tr("Ticked: {partner}. Not ticked: {first}.").format(
            partner=second, first=first
        )

    def _refresh(self, *_: object) -> None:
        self._closing_asked = False  # the damage changed: a Cancel says so again
        for row in self.rows:
            source = row.source.currentText()
            row.partner.setEnabled(row.commander.isChecked() and source in self._partners)
            row.partner.setToolTip(self._partner_tip(source))
            own = source == row.defender
            for label in (row.name, row.totals):
                wanted = "self" if own else "muted" if label is row.totals else "name"
                if label.objectName() != wanted:
                    label.setObjectName(wanted)
                    _repolish(label)
            row.name.setToolTip(
                self.tr("{player} cannot be dealt damage by their own creatures.").format(
                    player=row.defender
                )
                if own
                else ""
            )
        first = self.first_strike.isChecked() and self.pass_number == 1
        self.confirm_button.setText(
            self.tr("Deal &first-strike damage") if first else self.tr("&Deal damage")
        )
        problems = self._problems()
        hits = self.hits()
        game = self.session.game
        setup = game.setup if game is not None else None
        text = "\n".join(problems) if problems else preview(self.session.state, hits, setup)
        if not problems:
            text = "\n".join([*self._not_attacking(), text])
        self.preview.setText(text)
        self._fit_preview()
        invalid = "true" if problems else "false"
        if self.preview.property("invalid") != invalid:
            self.preview.setProperty("invalid", invalid)
            _repolish(self.preview)
        self.confirm_button.setEnabled(bool(hits) and not problems)
        self.confirm_button.setDefault(True)

    def _fit_preview(self) -> None:
        """Grow the dialog when the preview needs more lines than it has (a wrapped label in a
        dialog does not grow it by itself: the last line of a long Russian preview was cut)."""
        label = self.preview
        if not label.isVisible() or label.width() <= 0:
            return
        need = label.heightForWidth(label.width()) - label.height()
        screen = self.screen()
        tallest = screen.availableGeometry().height() - 40 if screen is not None else 10_000
        if need > 0 and self.height() < tallest:  # never taller than the screen: OK stays on it
            self.resize(self.width(), min(tallest, self.height() + need))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._fit_preview()

    def preview_text(self) -> str:
        return self.preview.text()

    # -- confirming ------------------------------------------------------------------------------

    def reject(self) -> None:
        """Cancel (Esc, the window's close): with damage typed and not dealt, the first one
        says so in the preview and a second one closes without dealing it, so typed damage is
        never lost by a stray key (no modal question: the dialog stays as it is)."""
        if self.hits() and not self._closing_asked:
            self._closing_asked = True
            warning = self.tr("The damage typed is not dealt yet. Deal damage deals it; Cancel "
                              "again closes without dealing it.")
            self.preview.setText("\n".join([warning, self.preview.text()]))
            self._fit_preview()
            return
        super().reject()

    def confirm(self) -> None:
        """Send the damage as one action; stay open (showing why) if the game refuses it."""
        hits = self.hits()
        if not hits or self._problems():
            return
        first = self.first_strike.isChecked() and self.pass_number == 1
        if self.session.do(CombatDamage(hits, first_strike=first)) is None:
            self._refresh()
            return
        if first:
            self._second_pass()  # CR 510.4: then the regular combat damage step
            return
        self.accept()

    def _second_pass(self) -> None:
        """The first-strike damage is dealt: the same screen, cleared, for the regular damage
        (of those still in the game; if the first strike ended it, there is none)."""
        state = self.session.state
        if state.game_over:
            self.accept()
            return
        self.pass_number = 2
        for row in self.rows:
            if not state.player(row.defender).in_game:
                for widget in row.widgets():
                    widget.setEnabled(False)

        self.first_strike.setChecked(False)
        self.first_strike.hide()  # the regular pass offers no first strike again
        for row in self.rows:
            row.amount.setValue(0)
            self._retranslate_row(row)  # the totals after the first strike
        self.intro.setText(
            self.tr("First-strike damage dealt. Now the regular combat damage (CR 510.4).")
        )
        self._refresh()


def _repolish(widget: QWidget) -> None:
    """Apply the style sheet again after a property or object name it selects on changed."""
    widget.style().unpolish(widget)
    widget.style().polish(widget)
