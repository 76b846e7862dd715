"""The new-game dialog: who plays, in which seat order, with which colour, commander (optional) and
starting life.

The same dialog starts "a new game with the same players" (everything prefilled). Names are checked
with the engine's own rule (`validate_name`), and the whole setup as its journal line would be
(`checked_new_game`), so the dialog never offers a game the journal would refuse; the seat order of
the list is the turn order. Colours come from the eight of the palette (`swatches.SwatchPopup`, with
Qt's colour dialog behind "Other…"); picking one another player has swaps the two colours.

The playgroup's players are offered as a name is typed, most played first, and a player's
commanders in their row's commander field (`playgroup.Playgroup` reads them from the history off
the GUI thread, so the dialog opens as fast as without them).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QModelIndex, QStringListModel, Qt, QTimer
from PySide6.QtGui import QColor, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QCheckBox,
    QColorDialog,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QRadioButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion.app.describe import say
from companion.app.dialogs.new_game_row import PlayerRow
from companion.app.dialogs.playgroup import Playgroup
from companion.app.dialogs.swatches import SwatchPopup
from companion.app.retranslating import Retranslating
from companion.app.words import word
from companion.core import rules
from companion.core.action_json import checked_new_game
from companion.core.actions import NewGame
from companion.core.errors import ActionError
from companion.core.names import validate_name
from companion.shell.messages import error_message
from companion.shell.palette import PLAYER_COLORS

DEFAULT_PLAYER_COUNT = 4
LIFE_CHOICES = (20, 30, 40)

_STYLE = """
QDialog#NewGameDialog { background: #1e1f24; }
QDialog#NewGameDialog QLabel, QDialog#NewGameDialog QCheckBox,
QDialog#NewGameDialog QRadioButton { color: #f0f0f0; }
QDialog#NewGameDialog QLabel#hint { color: #b8b8c0; }
QDialog#NewGameDialog QLabel#problem { color: #ff8a80; }
QListWidget#seats { background: #26272e; border: 1px solid #3a3b44; border-radius: 6px; }
QListWidget#seats::item:selected { background: #33343d; }
QLineEdit, QSpinBox { background: #2c2d35; color: #f0f0f0; border: 1px solid #4a4b55;
    border-radius: 4px; padding: 3px 6px; }
QLineEdit[invalid="true"] { border: 2px solid #ff8a80; }
QSpinBox:disabled { color: #777; }
QPushButton, QToolButton { background: #33343d; color: #f0f0f0; border: 1px solid #4a4b55;
    border-radius: 4px; padding: 4px 10px; }
QPushButton:disabled, QToolButton:disabled { color: #666; }
QPushButton:default { border: 2px solid #F2C14E; }
QPushButton:default:disabled { border: 1px solid #4a4b55; }
QPushButton:focus, QToolButton:focus { border: 2px solid #56B4E9; }
QCheckBox::indicator, QRadioButton::indicator { width: 16px; height: 16px;
    border: 2px solid #8a8b95; background: #2c2d35; }
QCheckBox::indicator { border-radius: 4px; }
QRadioButton::indicator { border-radius: 10px; }
QCheckBox::indicator:checked, QRadioButton::indicator:checked {
    background: #F2C14E; border-color: #F2C14E; }
QCheckBox:focus::indicator, QRadioButton:focus::indicator { border-color: #56B4E9; }
"""


class NewGameDialog(Retranslating, QDialog):
    """Set up a game; `setup()` gives the NewGame action and the colours once OK is pressed."""

    def __init__(
        self,
        starting_life: int = rules.DEFAULT_STARTING_LIFE,
        players: Sequence[str] | None = None,
        colors: Mapping[str, str] | None = None,
        partners: Sequence[str] = (),
        parent: QWidget | None = None,
        *,
        commanders: Mapping[str, Sequence[str]] | None = None,
        draw_first: bool = False,
        chess_clock: int = 0,
    ) -> None:
        """`commanders`: each player's commander's name, and the partner's (as NewGame keeps
        them, or as the last pod was saved). `draw_first`: the "Draw who goes first" box starts
        ticked (as it was last time). `chess_clock`: minutes on each player's clock, 0 for
        none (as chosen last time, or the game's on a rematch)."""
        super().__init__(parent)
        self.setObjectName("NewGameDialog")
        self.setStyleSheet(_STYLE)
        names = (
            list(players)
            if players
            else [self._default_name(i + 1) for i in range(DEFAULT_PLAYER_COUNT)]
        )
        names = names[: rules.MAX_PLAYERS]
        self.playgroup = self._read_playgroup()

        # The dialog top to bottom, one part after the other.
        layout = QVBoxLayout(self)
        self._add_seats(layout)
        self._add_options(layout, starting_life, draw_first, chess_clock)
        self._add_notes(layout)
        self._add_buttons(layout)
        self._seat_players(names, colors or {}, partners, commanders or {})
        self.count.setValue(self.seats.count())
        self.count.valueChanged.connect(self._set_count)
        self.retranslate()
        self._fit_seats()
        self.resize(max(900, self.sizeHint().width()), self.sizeHint().height())
        first = self.rows()[0].name_edit
        first.setFocus()
        first.selectAll()

    def retranslate(self) -> None:
        """Every text again in the current language (i18n's LanguageChange contract)."""
        self.setWindowTitle(word("new_game"))
        self.hint.setText(
            self.tr(
                "Seat order is turn order. Drag a row, or use its arrows (Alt+Up / Alt+Down), "
                "to change it."
            )
        )
        self.count_label.setText(self.tr("&Players:"))
        self.life_label.setText(self.tr("Starting life:"))
        self.custom_button.setText(self.tr("&Custom"))
        self.custom_life.setAccessibleName(self.tr("Custom starting life"))
        self.ok_button.setText(self.tr("&Start game"))
        self.draw_first_box.setText(self.tr("&Draw who goes first"))
        self.clock_label.setText(self.tr("C&hess clock:"))
        self.clock_minutes.setToolTip(
            self.tr(
                "Each player has this much time for the whole game: the clock of the player whose"
                " turn it is runs, and can be paused. At 0 it says so; nobody loses by it."
            )
        )
        self.draw_first_box.setToolTip(
            self.tr(
                "As the game starts, the app picks the first player at random (for all to see);"
                " the seats stay, and Undo takes it back."
            )
        )
        self._refresh()

    # -- building ------------------------------------------------------------------------------

    def _add_seats(self, layout: QVBoxLayout) -> None:
        """How many play, the hint that seat order is turn order, and the seats' list."""
        layout.addLayout(self._count_row())
        self.hint = hint = QLabel()
        hint.setObjectName("hint")
        hint.setWordWrap(True)
        hint.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        layout.addWidget(hint)
        self.seats = _seat_list()
        self.seats.model().rowsMoved.connect(self._refresh)
        layout.addWidget(self.seats, 1)

    def _add_options(
        self, layout: QVBoxLayout, starting_life: int, draw_first: bool, chess_clock: int
    ) -> None:
        """Starting life, drawing who goes first, the chess clock."""
        layout.addLayout(self._life_choices(starting_life))
        # The app draws who goes first as the game starts (logged, undoable) and shows it.
        self.draw_first_box = QCheckBox()
        self.draw_first_box.setObjectName("drawFirst")
        self.draw_first_box.setChecked(draw_first)
        layout.addWidget(self.draw_first_box)
        layout.addLayout(self._clock_row(chess_clock))

    def _add_notes(self, layout: QVBoxLayout) -> None:
        """What the dialog tells as it is filled in: two colours swapped, what is wrong."""
        self.swapped = QLabel()  # "Ann and Ben swapped colours."
        self.swapped.setObjectName("hint")
        self.swapped.setTextFormat(Qt.TextFormat.PlainText)
        self.swapped.hide()
        layout.addWidget(self.swapped)
        self.swatch_popup: SwatchPopup | None = None  # the last colour picker opened

        self.problem = QLabel()
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)

    def _add_buttons(self, layout: QVBoxLayout) -> None:
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        # A button of our own: the box would reset a standard Ok's text on LanguageChange.
        self.ok_button = self.buttons.addButton("OK", QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def _seat_players(
        self,
        names: Sequence[str],
        colors: Mapping[str, str],
        partners: Sequence[str],
        commanders: Mapping[str, Sequence[str]],
    ) -> None:
        """A row per player in seat order (the palette's colours for those without one), and
        rows of unused names up to the fewest players a game has."""
        partner_set = set(partners)
        for i, name in enumerate(names):
            color = colors.get(name) or PLAYER_COLORS[i % len(PLAYER_COLORS)]
            self._add_row(name, color, name in partner_set, tuple(commanders.get(name, ())))
        while self.seats.count() < rules.MIN_PLAYERS:
            self._add_row(self._unused_name(), self._unused_color(), False)

    def _count_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.count_label = label = QLabel()
        self.count = QSpinBox()
        self.count.setRange(rules.MIN_PLAYERS, rules.MAX_PLAYERS)
        label.setBuddy(self.count)
        row.addWidget(label)
        row.addWidget(self.count)
        row.addStretch(1)
        return row

    def _clock_row(self, minutes: int) -> QHBoxLayout:
        """The chess clock: Off, or minutes per player (companion/shell/chess_clock.py)."""
        from companion.app.dialogs.chess_clock import ClockMinutes

        row = QHBoxLayout()
        self.clock_label = QLabel()
        self.clock_minutes = ClockMinutes(minutes)
        self.clock_label.setBuddy(self.clock_minutes)
        row.addWidget(self.clock_label)
        row.addWidget(self.clock_minutes)
        row.addStretch(1)
        return row

    def _life_choices(self, starting_life: int) -> QHBoxLayout:
        row = QHBoxLayout()
        self.life_label = QLabel()
        row.addWidget(self.life_label)
        self.life_group = QButtonGroup(self)
        self.life_buttons: dict[int, QRadioButton] = {}
        for value in LIFE_CHOICES:
            button = QRadioButton(str(value))
            self.life_group.addButton(button, value)
            self.life_buttons[value] = button
            row.addWidget(button)
        self.custom_button = QRadioButton()
        self.life_group.addButton(self.custom_button, 0)
        row.addWidget(self.custom_button)
        self.custom_life = QSpinBox()
        self.custom_life.setRange(1, 999)
        self.custom_life.setValue(starting_life if 1 <= starting_life <= 999 else 40)
        row.addWidget(self.custom_life)
        row.addStretch(1)
        chosen = self.life_buttons.get(starting_life, self.custom_button)
        chosen.setChecked(True)
        self.custom_life.setEnabled(chosen is self.custom_button)
        self.custom_button.toggled.connect(self._custom_toggled)
        return row

    def _custom_toggled(self, on: bool) -> None:
        self.custom_life.setEnabled(on)
        if on:
            self.custom_life.setFocus()

    def _default_name(self, number: int) -> str:
        return self.tr("Player {number}").format(number=number)

    def _unused_name(self) -> str:
        """A new seat's name: "Player 5" for the fifth seat (the play-test's seats 5-8 were
        named "Player 1" to "Player 4"), the next number free if that one is taken."""
        taken = {r.name().casefold() for r in self.rows()}
        number = self.seats.count() + 1
        while self._default_name(number).casefold() in taken:
            number += 1
        return self._default_name(number)

    def _unused_color(self) -> str:
        taken = {r.color.upper() for r in self.rows()}
        free = [c for c in PLAYER_COLORS if c.upper() not in taken]
        return free[0] if free else PLAYER_COLORS[self.seats.count() % len(PLAYER_COLORS)]

    def _add_row(
        self, name: str, color: str, partner: bool, commanders: tuple[str, ...] = ()
    ) -> PlayerRow:
        item = QListWidgetItem()
        item.setFlags(
            Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled
        )
        self.seats.addItem(item)
        row = PlayerRow(name, color, partner, commanders)
        row.changed.connect(self._refresh)
        row.move_requested.connect(self._move)
        row.color_requested.connect(self._choose_color)
        row.set_players(self.player_names)
        row.commanders_wanted.connect(self._want_commanders)
        self.seats.setItemWidget(item, row)
        item.setSizeHint(row.sizeHint())
        return row

    def _set_count(self, count: int) -> None:
        while self.seats.count() < count:
            self._add_row(self._unused_name(), self._unused_color(), False)
        while self.seats.count() > count:
            item = self.seats.item(self.seats.count() - 1)
            widget = self.seats.itemWidget(item)
            self.seats.takeItem(self.seats.count() - 1)
            if widget is not None:
                widget.deleteLater()
        self._refresh()
        self._fit_seats()

    def _fit_seats(self) -> None:
        """The seats' list as tall as its rows (up to most of the screen) and the dialog as
        small as that: fewer seats leave no gaps (play-test: 8 lowered to 6)."""
        spacing = 2 * self.seats.spacing()
        rows = sum(
            self.seats.item(i).sizeHint().height() + spacing for i in range(self.seats.count())
        )
        screen = self.screen().availableGeometry().height() if self.screen() else 900
        self.seats.setMaximumHeight(min(rows + 2 * self.seats.frameWidth() + 2, screen * 2 // 3))
        if self.isVisible():
            self.resize(self.width(), self.sizeHint().height())

    def _read_playgroup(self) -> Playgroup:
        """The playgroup's players (offered as a name is typed) and their commanders, read off
        the GUI thread: they arrive once the dialog is on screen."""
        self.player_names = QStringListModel(self)
        playgroup = Playgroup(self)
        playgroup.namesLoaded.connect(self._players_loaded)
        playgroup.commandersLoaded.connect(self._commanders_loaded)
        self.finished.connect(playgroup.close)
        self._painted = False
        return playgroup

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        super().paintEvent(event)
        if not self._painted:  # on screen: the playgroup's reading starts
            self._painted = True
            for row in self.rows():  # the names given: their commanders are asked for at once
                self._want_commanders(row)
            QTimer.singleShot(0, self, self.playgroup.start)

    # -- the playgroup -------------------------------------------------------------------------

    def _players_loaded(self) -> None:
        self.player_names.setStringList(self.playgroup.names)

    def _want_commanders(self, row: PlayerRow) -> None:
        # None: asked now, they come with commandersLoaded (another name's are no offer meanwhile)
        row.offer_commanders(self.playgroup.commanders(row.name()) or [])

    def _commanders_loaded(self, name: str) -> None:
        for row in self.rows():
            if row.name().casefold() == name.casefold():
                row.offer_commanders(self.playgroup.commanders(name) or [])

    # -- seat order ----------------------------------------------------------------------------

    def rows(self) -> list[PlayerRow]:
        """The player rows in seat order."""
        out = []
        for i in range(self.seats.count()):
            widget = self.seats.itemWidget(self.seats.item(i))
            if isinstance(widget, PlayerRow):
                out.append(widget)
        return out

    def move_seat(self, index: int, delta: int) -> None:
        """Move the player in seat `index` (0-based) up (-1) or down (+1) one seat."""
        target = index + delta
        if not (0 <= index < self.seats.count() and 0 <= target < self.seats.count()):
            return
        # moveRow inserts before the destination row, so moving down skips one more.
        destination = target + 1 if delta > 0 else target
        self.seats.model().moveRow(QModelIndex(), index, QModelIndex(), destination)
        self.seats.setCurrentRow(target)

    def _move(self, row: PlayerRow, delta: int) -> None:
        rows = self.rows()
        if row in rows:
            self.move_seat(rows.index(row), delta)
            row.name_edit.setFocus()

    def _choose_color(self, row: PlayerRow) -> None:
        """The eight colours under the seat's swatch; "Other…" for any colour."""
        taken = {r.color.upper(): r.name() for r in self.rows() if r is not row}
        if self.swatch_popup is not None:
            self.swatch_popup.deleteLater()  # the one before, closed by now
        popup = self.swatch_popup = SwatchPopup(row.color, taken, row.name(), self)
        popup.chosen.connect(lambda color: self.set_color(row, color))
        popup.otherRequested.connect(lambda: self._other_color(row))
        popup.popup_at(row.swatch.mapToGlobal(row.swatch.rect().bottomLeft()))

    def _other_color(self, row: PlayerRow) -> None:
        title = self.tr("Colour for {name}").format(name=row.name() or self.tr("this player"))
        color = QColorDialog.getColor(QColor(row.color), self, title)
        if color.isValid():
            self.set_color(row, color.name().upper())

    def set_color(self, row: PlayerRow, color: str) -> None:
        """Give `row` `color`; a player who had it takes `row`'s colour instead, and the dialog
        says so (two players never share a colour without a word)."""
        other = next(
            (r for r in self.rows() if r is not row and r.color.upper() == color.upper()), None
        )
        if other is not None and color.upper() != row.color.upper():
            other.set_color(row.color)
            self.swapped.setText(
                self.tr("{first} and {second} swapped colours.").format(
                    first=row.name() or self.tr("this player"),
                    second=other.name() or self.tr("this player"),
                )
            )
            self.swapped.show()
        else:
            self.swapped.hide()
        row.set_color(color)

    # -- validation ----------------------------------------------------------------------------

    def _problem(self, name: str) -> str | None:
        try:
            validate_name(name)
        except ActionError:
            if not name.strip():
                return self.tr("Enter a name.")
            if len(name) > rules.MAX_NAME_LENGTH:
                return self.tr("Names can have at most %n characters.", "", rules.MAX_NAME_LENGTH)
            return self.tr("Names cannot contain control characters (tabs, line breaks).")
        return None

    def _refresh(self, *_: object) -> None:
        rows = self.rows()
        seen: dict[str, int] = {}
        for row in rows:
            key = row.name().casefold()
            seen[key] = seen.get(key, 0) + 1
        problems = 0
        for seat, row in enumerate(rows):
            problem = self._problem(row.name())
            if problem is None and seen[row.name().casefold()] > 1:
                problem = self.tr("Another player has this name.")
            problems += problem is not None
            row.set_seat(seat + 1, first=seat == 0, last=seat == len(rows) - 1)
            row.set_problem(problem)
            item = self.seats.item(seat)
            if item.sizeHint() != row.sizeHint():
                item.setSizeHint(row.sizeHint())
        text = ""
        if problems:
            text = self.tr("Fix the marked name(s) to start the game.", "", problems)
        if not problems:
            # The names are fine: the whole setup as its journal line would be checked (the
            # commanders' names too), so Start never offers a game the journal would refuse.
            try:
                checked_new_game(self._new_game())
            except ActionError as exc:
                problems, text = 1, say(error_message(exc))
        self.problem.setText(text)
        self.problem.setVisible(problems > 0)
        self.ok_button.setEnabled(problems == 0)
        if self.count.value() != len(rows):
            self.count.blockSignals(True)
            self.count.setValue(len(rows))
            self.count.blockSignals(False)
        self._fit_list()

    def _fit_list(self) -> None:
        height = sum(
            self.seats.sizeHintForRow(i) + 2 * self.seats.spacing() + 1
            for i in range(self.seats.count())
        )
        # Exactly as tall as its rows (up to 8 fit), so no empty band and no scroll bar.
        self.seats.setFixedHeight(min(height + 2 * self.seats.frameWidth(), 560))

    def is_valid(self) -> bool:
        return self.ok_button.isEnabled()

    # -- result --------------------------------------------------------------------------------

    def starting_life(self) -> int:
        checked = self.life_group.checkedId()
        return checked if checked in LIFE_CHOICES else self.custom_life.value()

    def _new_game(self) -> NewGame:
        rows = self.rows()
        players = tuple(r.name() for r in rows)
        partners = tuple(r.name() for r in rows if r.partner.isChecked())
        commanders = tuple((r.name(), r.commander_names()) for r in rows if r.commander_names())
        return NewGame(players, self.starting_life(), partners, commanders)

    def setup(self) -> tuple[NewGame, dict[str, str]]:
        """The NewGame action (players in seat order, their commanders' names if given) and each
        player's colour by name."""
        colors = {r.name(): r.color for r in self.rows()}
        return self._new_game(), colors

    def draw_first(self) -> bool:
        """Whether the app draws who goes first as the game starts."""
        return self.draw_first_box.isChecked()

    def chess_clock(self) -> int:
        """Minutes on each player's clock, 0 for no chess clock."""
        return self.clock_minutes.value()

    def accept(self) -> None:
        if self.is_valid():
            super().accept()


def _seat_list() -> QListWidget:
    """The seats, reorderable by drag and drop (a model row move keeps each row's widget)."""
    seats = QListWidget()
    seats.setObjectName("seats")
    seats.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
    seats.setDefaultDropAction(Qt.DropAction.MoveAction)
    seats.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    seats.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
    seats.setSpacing(2)
    return seats
