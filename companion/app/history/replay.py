"""A past game step by step: every entry of its journal as the log says it, and at any of them
every player's life, poison counters, the crown and the initiative (`Game.state_after(n)`).

Read-only: it shows a `Game` loaded from a journal, never the session's. Position n is the game
after its first n entries (0: as it was set up); the slider, the list and the buttons move it.
A game of thousands of entries lists at once: an entry's sentence is made when it is shown.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFontMetrics, QIcon, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListView,
    QSlider,
    QSplitter,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from companion.app import describe
from companion.app.describe import say
from companion.app.retranslating import Retranslating
from companion.app.theme import MUTED
from companion.app.widgets.artwork import crown_path, crown_pixmap, initiative_path
from companion.core.actions import NewGame
from companion.core.game import Game
from companion.core.model import GameState, PlayerState
from companion.shell import messages as m
from companion.shell.damage_mode import name_forms
from companion.shell.messages import msg
from companion.shell.palette import default_colors

Index = QModelIndex | QPersistentModelIndex
_STYLE = """
#ReplayWhere { font-size: 18px; font-weight: bold; }
#ReplayWhat, #ReplayCounter { font-size: 15px; }
#ReplayEntries { font-size: 15px; }
#ReplayEntries::item { padding: 2px 4px; }
#ReplayPlayers { font-size: 17px; }
#ReplayPlayers QHeaderView::section { font-size: 14px; padding: 2px 8px; }
"""
NAME, LIFE, POISON, DAMAGE, MONARCH, INITIATIVE, STATUS = range(7)
BUTTON_PX = 40  # the step buttons, for a finger on a touch table (play-test: about 10 px)
ICON_PX = 20
MARKED = Qt.ItemDataRole.UserRole + 1  # the crown's and initiative's cells: held here


class EntriesModel(QAbstractListModel):
    """Row 0: the game as set up; row n: the n-th entry's log sentence."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.game: Game | None = None
        self._texts: dict[int, str] = {}
        self.start_text = ""

    def set_game(self, game: Game | None) -> None:
        self.beginResetModel()
        self.game = game
        self._texts.clear()
        self.endResetModel()

    def retranslate(self, start_text: str) -> None:
        self.start_text = start_text
        self._texts.clear()
        if self.rowCount():
            self.dataChanged.emit(self.index(0), self.index(self.rowCount() - 1))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008 - Qt's
        if parent.isValid() or self.game is None:
            return 0
        return self.game.entry_count() + 1

    def text(self, row: int) -> str:
        if row == 0:
            return self.start_text
        found = self._texts.get(row)
        if found is None:
            assert self.game is not None
            entry = self.game.entries[row - 1]
            found = self._texts[row] = say(m.entry_message(entry, self.game.setup))
        return found

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or self.game is None:
            return None
        row = index.row()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(row)
        if row == 0:
            return None
        entry = self.game.entries[row - 1]
        if role == Qt.ItemDataRole.ForegroundRole and m.is_step_only(entry):
            return QColor(MUTED)
        if role == Qt.ItemDataRole.ToolTipRole:
            said = describe.explain(entry.events, self.game.setup)
            return "\n".join([self.text(row), *said]) if said else self.text(row)
        return None


class ReplayView(Retranslating, QWidget):
    """The slider and buttons, the entries, and the players at the chosen position."""

    positionChanged = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HistoryReplay")
        self.setStyleSheet(_STYLE)
        self.game: Game | None = None
        self.colours: dict[str, str] = {}
        self._position = 0
        self._initiative_shown = False

        self.entries = EntriesModel(self)
        self.list = QListView()
        self.list.setObjectName("ReplayEntries")
        self.list.setModel(self.entries)
        self.list.setUniformItemSizes(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.selectionModel().currentRowChanged.connect(
            lambda current, _previous: self.show_position(current.row())
        )

        bar = self._build_bar()

        self.where = QLabel()
        self.where.setObjectName("ReplayWhere")
        self.where.setTextFormat(Qt.TextFormat.PlainText)
        self.where.setWordWrap(True)
        self.what = QLabel()
        self.what.setObjectName("ReplayWhat")
        self.what.setTextFormat(Qt.TextFormat.PlainText)
        self.what.setWordWrap(True)
        self.players = self._players_table()
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.where)
        right_layout.addWidget(self.what)
        right_layout.addWidget(self.players, 1)
        split = self.split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.list)
        split.addWidget(right)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        split.setChildrenCollapsible(False)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(bar)
        layout.addWidget(split, 1)
        self._crown = _icon(crown_path())
        self._initiative = _icon(initiative_path())
        self.retranslate()

    def _build_bar(self) -> QHBoxLayout:
        """The slider between the first/back and next/last buttons, and where it is."""
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("ReplaySlider")
        self.slider.setMinimum(0)
        self.slider.valueChanged.connect(self.show_position)
        style = self.style()
        pixmaps = QStyle.StandardPixmap
        self.first_button = self._button(style.standardIcon(pixmaps.SP_MediaSkipBackward),
                                         lambda: self.show_position(0))
        self.back_button = self._button(style.standardIcon(pixmaps.SP_MediaSeekBackward),
                                        lambda: self.show_position(self._position - 1))
        self.next_button = self._button(style.standardIcon(pixmaps.SP_MediaSeekForward),
                                        lambda: self.show_position(self._position + 1))
        self.last_button = self._button(style.standardIcon(pixmaps.SP_MediaSkipForward),
                                        lambda: self.show_position(self.last))
        self.counter = QLabel()
        self.counter.setObjectName("ReplayCounter")
        self.counter.setTextFormat(Qt.TextFormat.PlainText)
        bar = QHBoxLayout()
        bar.addWidget(self.first_button)
        bar.addWidget(self.back_button)
        bar.addWidget(self.slider, 1)
        bar.addWidget(self.next_button)
        bar.addWidget(self.last_button)
        bar.addWidget(self.counter)
        return bar

    def _button(self, icon: QIcon, clicked: Any) -> QToolButton:
        button = QToolButton()
        button.setIcon(icon)
        button.setIconSize(QSize(BUTTON_PX * 3 // 5, BUTTON_PX * 3 // 5))
        button.setMinimumSize(BUTTON_PX, BUTTON_PX)
        button.setAutoRaise(True)
        button.clicked.connect(clicked)
        return button

    @staticmethod
    def _players_table() -> QTableWidget:
        table = QTableWidget(0, 7)
        table.setObjectName("ReplayPlayers")
        rows = table.verticalHeader()
        rows.hide()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setIconSize(QSize(ICON_PX, ICON_PX))
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)  # 8 rows at most
        header.setSectionResizeMode(STATUS, QHeaderView.ResizeMode.Stretch)
        return table

    def retranslate(self) -> None:
        #: Replay of a past game: the first button goes to the game as it was set up
        self.first_button.setToolTip(self.tr("The start of the game"))
        #: Replay of a past game: one entry of the log back
        self.back_button.setToolTip(self.tr("Back one entry"))
        #: Replay of a past game: one entry of the log on
        self.next_button.setToolTip(self.tr("On one entry"))
        #: Replay of a past game: the end of the game
        self.last_button.setToolTip(self.tr("The end of the game"))
        #: Replay of a past game: the first line of its log, before anything was done
        self.entries.retranslate(self.tr("The game is set up"))
        self.players.setHorizontalHeaderLabels([
            # Replay of a past game: the players' column
            say(msg("term.player")),
            # Replay of a past game: each player's life total at that moment
            say(msg("term.life")),
            # Replay of a past game: each player's poison counters at that moment
            say(msg("term.poison")),
            say(msg("term.commander_damage")),
            # Replay of a past game: the column that shows who is the monarch at that moment
            say(msg("term.monarch")),
            # Replay of a past game: the column that shows who has the initiative
            say(msg("term.initiative")),
            #: Replay of a past game: whether each player is still in the game, or why they left
            self.tr("In the game"),
        ])
        #: Replay of a past game: tooltip of the crown in the monarch's row
        self._monarch_tip = self.tr("The monarch")
        #: Replay of a past game: tooltip of the initiative's token in its holder's row
        self._initiative_tip = self.tr("Has the initiative")
        if self.game is not None:
            self._show_state()

    # -- the game ----------------------------------------------------------------------------------

    def set_game(self, game: Game | None, colours: Mapping[str, str] | None = None) -> None:
        """Show `game` from its end (the position the list opens at)."""
        self.game = game
        self.entries.set_game(game)
        if game is None:  # nothing shown (not the game shown before)
            self.players.setRowCount(0)
            for label in (self.where, self.what, self.counter):
                label.clear()
            self.slider.blockSignals(True)
            self.slider.setMaximum(0)
            self.slider.blockSignals(False)
            self._position = 0
            for button in (self.first_button, self.back_button, self.next_button,
                           self.last_button):
                button.setEnabled(False)
            return
        self.colours = {**default_colors(game.setup.players), **(colours or {})}
        self._initiative_shown = bool(game.state.initiative_history)
        self.players.setColumnHidden(INITIATIVE, not self._initiative_shown)
        self.slider.blockSignals(True)
        self.slider.setMaximum(self.last)
        self.slider.blockSignals(False)
        self._position = -1
        self.show_position(self.last)

    @property
    def last(self) -> int:
        return self.game.entry_count() if self.game is not None else 0

    @property
    def position(self) -> int:
        return self._position

    @property
    def state(self) -> GameState | None:
        """The state shown (after the first `position` entries)."""
        return None if self.game is None else self.game.state_after(self._position)

    def show_position(self, position: int) -> None:
        if self.game is None:
            return
        position = max(0, min(position, self.last))
        if position == self._position:
            return
        self._position = position
        if self.slider.value() != position:
            self.slider.setValue(position)
        index = self.entries.index(position)
        if self.list.currentIndex().row() != position:
            flags = QItemSelectionModel.SelectionFlag.ClearAndSelect
            self.list.selectionModel().setCurrentIndex(index, flags)
        self.list.scrollTo(index)
        self._show_state()
        self.positionChanged.emit(position)

    def _show_state(self) -> None:
        state = self.state
        if state is None:
            return
        #: Replay of a past game: which entry is shown, of how many ("12 / 240")
        self.counter.setText(self.tr("{position} / {last}").format(
            position=self._position, last=self.last))
        self.back_button.setEnabled(self._position > 0)
        self.first_button.setEnabled(self._position > 0)
        self.next_button.setEnabled(self._position < self.last)
        self.last_button.setEnabled(self._position < self.last)
        where = say(m.msg("log.turn", turn=state.turn, player=state.turn_player or "?"))
        self.where.setText(f"{where} · {describe.step_name(state.step)}")
        title = m.winner_title(state)
        what = self.entries.text(self._position) if title is None else say(title)
        self.what.setText("" if what == where else what)  # a turn begins: the heading says it
        setup = self.game.setup if self.game is not None else None
        table = self.players
        # Every row as high, whichever script its names and reasons are in.
        table.verticalHeader().setDefaultSectionSize(QFontMetrics(table.font()).height() + 14)
        table.setRowCount(len(state.players))
        for row, player in enumerate(state.players):
            colour = self.colours.get(player.name, "#999999")
            cells = [
                _cell(player.name, swatch=colour),
                _cell(str(player.life), number=True),
                _cell(str(player.poison), number=True),
                _cell(damage_text(player, setup)),
                _mark(self._crown, state.monarch == player.name, self._monarch_tip),
                _mark(self._initiative, state.initiative == player.name, self._initiative_tip),
                _cell(self._status(player, setup)),
            ]
            bold = table.font()  # the table's size (its style sheet), in bold: the life
            bold.setBold(True)
            cells[LIFE].setFont(bold)
            if not player.in_game:
                for cell in cells:
                    cell.setForeground(QColor(MUTED))
            for column, cell in enumerate(cells):
                table.setItem(row, column, cell)

    def _status(self, player: Any, setup: Any) -> str:
        departure = player.departure
        if departure is None:
            #: Replay of a past game: the player is still in the game at that moment
            return self.tr("yes")
        reason = m.leave_reason_message(departure.reason, departure.source, setup,
                                        departure.partner)
        #: Replay of a past game: a player who had left by then, and why ("0 life")
        return self.tr("left: {reason}").format(reason=say(reason))

    def state_texts(self) -> list[list[str]]:
        """The players' rows as shown (for tests): name, life, poison, commander damage,
        monarch ("♛" or ""), initiative ("◆" or ""), status."""
        out = []
        for row in range(self.players.rowCount()):
            cells = [self.players.item(row, c) for c in range(self.players.columnCount())]
            texts = [c.text() if c is not None else "" for c in cells]
            for column, sign in ((MONARCH, "♛"), (INITIATIVE, "◆")):
                cell = cells[column]
                texts[column] = sign if cell is not None and cell.data(MARKED) else ""
            out.append(texts)
        return out


def damage_text(player: PlayerState, setup: NewGame | None) -> str:
    """The commander damage `player` has taken, most first, each commander as the panels
    name it ("Kraum 7 · Atraxa 3"; the player's name where setup named no commander)."""
    tallies = sorted(
        (
            (amount, source, partner)
            for partner, tally in ((False, player.commander_damage), (True, player.partner_damage))
            for source, amount in tally.items()
            if amount
        ),
        key=lambda t: -t[0],
    )
    parts = []
    for amount, source, partner in tallies:
        named = setup.commander_name(source, partner) if setup is not None else ""
        parts.append(f"{name_forms(named)[-1] if named else source} {amount}")
    return " \u00b7 ".join(parts)


def _icon(path: Any) -> QIcon:
    return QIcon(crown_pixmap(path, ICON_PX)) if path is not None else QIcon()


def _mark(icon: QIcon, on: bool, tip: str) -> QTableWidgetItem:
    """The crown's (or the initiative's) cell: its picture in the holder's row."""
    cell = QTableWidgetItem()
    cell.setData(MARKED, on)
    if on:
        cell.setIcon(icon)
        cell.setToolTip(tip)
    return cell


def _cell(text: str, *, number: bool = False, swatch: str | None = None,
          icon: QIcon | None = None) -> QTableWidgetItem:
    cell = QTableWidgetItem(text)
    if number:
        cell.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if icon is not None:
        cell.setIcon(icon)
    if swatch is not None:
        pixmap = QPixmap(12, 12)
        pixmap.fill(QColor(swatch))
        cell.setIcon(QIcon(pixmap))
    return cell
