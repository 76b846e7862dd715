"""The playgroup's players (View > Players…): each profile with its colour, its games and the other
names it goes by. Two profiles that are one person ("Ann" and "ann b.") are merged, keeping the
name the host picks, and a name merged by mistake is split off again (companion.history.profiles).

The figures of the History page count a profile's names as one player (figures.names_of over
profiles.alias_map), so a merge or a split changes them: `changed` says so.

The history is opened on the GUI thread when the dialog opens (its two small tables are read; no
sync). If another process or a sync holds it, a merge waits a moment and then says so; a history
that could only be read into memory is shown but can't be changed (nothing would be kept).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QRadioButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from companion.app.describe import say
from companion.app.retranslating import Retranslating
from companion.history import profiles
from companion.history.profiles import Profile
from companion.history.store import History
from companion.shell import messages
from companion.shell.messages import msg

NAME, GAMES, ALIASES = range(3)  # the list's columns
# Radio buttons that show on the dark palette (Fusion's unchecked one is nearly black), as in
# the new-game dialog; rows with room to read from a chair away.
_STYLE = """
QRadioButton { color: #f0f0f0; spacing: 8px; }
QRadioButton::indicator { width: 16px; height: 16px; border: 2px solid #8a8b95;
    border-radius: 10px; background: #2c2d35; }
QRadioButton::indicator:checked { background: #F2C14E; border-color: #F2C14E; }
QRadioButton:focus::indicator { border-color: #56B4E9; }
"""
_LIST_STYLE = """
QTreeWidget::item { padding: 3px 6px; }
QHeaderView::section { padding: 2px 6px; }
"""
SWATCH = 16  # px
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


class PlayersDialog(Retranslating, QDialog):
    """The profiles, most played first; Merge… and Split off… change them at once (each can be
    undone by the other)."""

    changed = Signal()  # a merge or a split: the players' figures count differently now

    def __init__(self, parent: QWidget | None = None, history: History | None = None) -> None:
        """`history`: an open history to use (kept open); else one is opened and closed with
        the dialog."""
        super().__init__(parent)
        self.setObjectName("PlayersDialog")
        self._own = history is None
        self.history = History.open() if history is None else history
        self._profiles: list[Profile] = []

        layout = QVBoxLayout(self)
        self.hint = QLabel()
        self.hint.setObjectName("hint")
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        self.notices = QLabel()  # why the history is in memory only, say
        self.notices.setObjectName("notices")
        self.notices.setWordWrap(True)
        self.notices.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.notices)

        self.list = self._player_list()
        layout.addWidget(self.list, 1)

        self.problem = QLabel()
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setStyleSheet("color: #ff8a80;")
        self.problem.hide()
        layout.addWidget(self.problem)

        buttons = QHBoxLayout()
        self.merge_button = QPushButton()
        self.merge_button.setObjectName("merge")
        self.merge_button.clicked.connect(self.ask_merge)
        self.split_button = QPushButton()
        self.split_button.setObjectName("split")
        self.split_button.clicked.connect(self.ask_split)
        self.close_box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.close_box.rejected.connect(self.reject)
        buttons.addWidget(self.merge_button)
        buttons.addWidget(self.split_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_box)
        layout.addLayout(buttons)

        self.finished.connect(self._close_history)
        self.reload()
        self.retranslate()
        self._fit()

    def _player_list(self) -> QTreeWidget:
        """The profiles' list: swatch and name, games, other names; several can be selected."""
        tree = QTreeWidget()
        tree.setObjectName("players")
        tree.setColumnCount(3)
        tree.setRootIsDecorated(False)
        tree.setUniformRowHeights(True)
        tree.setAlternatingRowColors(True)
        tree.setIconSize(QSize(SWATCH, SWATCH))
        tree.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        tree.setTextElideMode(Qt.TextElideMode.ElideRight)
        header = tree.header()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(GAMES, QHeaderView.ResizeMode.ResizeToContents)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        tree.headerItem().setTextAlignment(GAMES, RIGHT)
        tree.setStyleSheet(_LIST_STYLE)
        tree.itemSelectionChanged.connect(self._update_buttons)
        return tree

    # -- words -----------------------------------------------------------------------------------

    def retranslate(self) -> None:
        # The title of the window listing the playgroup's players (View > Players…)
        self.setWindowTitle(say(msg("term.players")))
        self.hint.setText(
            #: At the top of the Players window. A profile is one person of the playgroup; the
            #: names are the ones typed in the games' New game dialog
            self.tr(
                "Everyone who played, most games first. If one person was typed under two names"
                " (“Ann” and “ann b.”), select both and merge them: their"
                " games count as one player's. A name merged by mistake can be split off again."
            )
        )
        self.list.setHeaderLabels(
            [
                # Column of the Players window: the player's name
                say(msg("term.player")),
                #: Column of the Players window: how many games the player played
                self.tr("Games"),
                #: Column of the Players window: the other names this player was typed under
                self.tr("Also known as"),
            ]
        )
        #: Button of the Players window: make the selected players one player
        self.merge_button.setText(self.tr("&Merge…"))
        self.merge_button.setToolTip(
            #: Tooltip of the Players window's Merge… button
            self.tr("Select two or more players who are one person, then merge them")
        )
        #: Button of the Players window: give one of a player's other names a profile of its own
        self.split_button.setText(self.tr("&Split a name off…"))
        self.split_button.setToolTip(
            #: Tooltip of the Players window's "Split a name off…" button
            self.tr("Give one of the selected player's other names a player of its own again")
        )
        self.notices.setText("\n".join(say(n) for n in self.history.notices))
        self.notices.setVisible(bool(self.history.notices))
        self._update_buttons()

    # -- the list --------------------------------------------------------------------------------

    def reload(self, select: Sequence[str] = ()) -> None:
        """Read the profiles again; `select` the ones with these names."""
        try:
            self._profiles = profiles.profiles(self.history)
        except sqlite3.Error as exc:
            self._profiles = []
            self._show_problem(str(exc))
        self.list.clear()
        wanted = {n.casefold() for n in select}
        for profile in self._profiles:
            item = QTreeWidgetItem()
            item.setText(NAME, profile.name)
            item.setIcon(NAME, swatch(profile.colour))
            item.setText(GAMES, str(profile.games))
            item.setTextAlignment(GAMES, RIGHT)
            item.setText(ALIASES, say(messages.names(profile.aliases)) if profile.aliases else "")
            item.setToolTip(NAME, profile.name)
            item.setToolTip(ALIASES, "\n".join(profile.aliases))
            item.setData(NAME, Qt.ItemDataRole.UserRole, profile.name)
            self.list.addTopLevelItem(item)
            if profile.name.casefold() in wanted:
                item.setSelected(True)
                self.list.scrollToItem(item)
        self.list.resizeColumnToContents(NAME)
        self.list.setColumnWidth(NAME, min(self.list.columnWidth(NAME) + 12, 260))
        self._update_buttons()

    def profiles(self) -> list[Profile]:
        """The profiles listed, in order."""
        return list(self._profiles)

    def selected(self) -> list[Profile]:
        """The selected profiles, in the list's order."""
        names = {
            item.data(NAME, Qt.ItemDataRole.UserRole) for item in self.list.selectedItems()
        }
        return [p for p in self._profiles if p.name in names]

    def select(self, *names: str) -> None:
        """Select the profiles with these names (tests, and after a change)."""
        wanted = {n.casefold() for n in names}
        self.list.clearSelection()
        for i in range(self.list.topLevelItemCount()):
            item = self.list.topLevelItem(i)
            name = "" if item is None else str(item.data(NAME, Qt.ItemDataRole.UserRole))
            if item is not None and name.casefold() in wanted:
                item.setSelected(True)

    def _writable(self) -> bool:
        return self.history.path is not None

    def _update_buttons(self) -> None:
        chosen = self.selected()
        self.merge_button.setEnabled(self._writable() and len(chosen) >= 2)
        self.split_button.setEnabled(
            self._writable() and len(chosen) == 1 and bool(chosen[0].aliases)
        )

    def _fit(self) -> None:
        """Wide enough for the names and the buttons; as tall as the list, up to most of the
        window it opens over."""
        rows = max(1, min(len(self._profiles), 14))
        row_height = self.list.sizeHintForRow(0) if self._profiles else 24
        height = self.sizeHint().height() + rows * max(row_height, 20)
        width = max(720, self.sizeHint().width())
        parent = self.parentWidget()
        if parent is not None:
            window = parent.window()
            height = min(height, int(window.height() * 0.85))
            width = min(width, int(window.width() * 0.9))
        self.resize(width, height)

    # -- merging and splitting -------------------------------------------------------------------

    def ask_merge(self) -> None:
        """Merge the selected players, keeping the name the host picks."""
        chosen = self.selected()
        if len(chosen) < 2:
            return
        names = [p.name for p in chosen]
        keep = choose_name(
            self,
            #: Title of the small window asking which name merged players keep
            self.tr("Merge players"),
            #: {names}: the selected players' names, e.g. "Ann, ann b."
            self.tr("{names} are one player. Which name do they keep?").format(
                names=say(messages.names(names))
            ),
            names,
            #: The button that merges the players
            self.tr("&Merge"),
        )
        if keep is not None:
            self.merge(keep, [n for n in names if n != keep])

    def merge(self, keep: str, others: Sequence[str]) -> bool:
        """`others` become names of `keep`'s profile; False (and says why) if the history could
        not be changed."""
        try:
            apart = [o for o in others if profiles.sat_together(self.history, keep, o)]
            done = [profiles.merge(self.history, keep, other) for other in others
                    if other not in apart]
        except sqlite3.Error as exc:
            self._failed(exc)
            return False
        self._changed([keep])
        if apart:
            self._show_problem(
                #: In the Players window: these names sat at the same game, so they are
                #: different people and were not merged. {names}: a list of names
                self.tr("{player} and {names} played in the same game: they are different "
                        "players, not merged.").format(player=keep, names=", ".join(apart)))
        return any(done)

    def ask_split(self) -> None:
        """Give one of the selected player's other names a profile of its own."""
        chosen = self.selected()
        if len(chosen) != 1 or not chosen[0].aliases:
            return
        profile = chosen[0]
        name = choose_name(
            self,
            #: Title of the small window asking which name to split off a player
            self.tr("Split a name off"),
            #: {player}: the player's name; the choices below are their other names
            self.tr(
                "Which name is not {player}? Its games will count as another player's."
            ).format(player=profile.name),
            list(profile.aliases),
            #: The button that splits the chosen name off
            self.tr("&Split off"),
        )
        if name is not None:
            self.split(name)

    def split(self, name: str) -> bool:
        """`name` gets a profile of its own again."""
        try:
            done = profiles.split(self.history, name)
        except sqlite3.Error as exc:
            self._failed(exc)
            return False
        self._changed([name])
        return done

    def _changed(self, select: Sequence[str]) -> None:
        self._show_problem(None)
        self.reload(select)
        self.changed.emit()

    def _failed(self, exc: sqlite3.Error) -> None:
        text = str(exc).lower()
        if "locked" in text or "busy" in text:
            self._show_problem(
                #: In the Players window when another task (a sync, an import) is writing the
                #: history at the moment
                self.tr("The history is being updated. Try again in a moment.")
            )
        else:
            self._show_problem(str(exc))

    def _show_problem(self, text: str | None) -> None:
        self.problem.setText(text or "")
        self.problem.setVisible(bool(text))

    def _close_history(self) -> None:
        if self._own:
            self.history.close()
            self._own = False


def swatch(colour: str) -> QIcon:
    """A round swatch of the player's colour (an empty ring without one)."""
    pixmap = QPixmap(SWATCH, SWATCH)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    known = QColor(colour)
    painter.setPen(QPen(QColor("#f0f0f0"), 1.5))
    painter.setBrush(QBrush(known) if colour and known.isValid() else Qt.BrushStyle.NoBrush)
    painter.drawEllipse(1, 1, SWATCH - 2, SWATCH - 2)
    painter.end()
    return QIcon(pixmap)


class NameChoice(QDialog):
    """One of `names`, as radio buttons (the first chosen), with `ok` and Cancel."""

    def __init__(
        self, parent: QWidget | None, title: str, text: str, names: Sequence[str], ok: str
    ) -> None:
        super().__init__(parent)
        self.setObjectName("NameChoice")
        self.setStyleSheet(_STYLE)
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        label = QLabel(text)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(label)
        self.group = QButtonGroup(self)
        self.buttons: list[QRadioButton] = []
        for i, name in enumerate(names):
            button = QRadioButton(name.replace("&", "&&"))
            button.setChecked(i == 0)
            self.group.addButton(button, i)
            self.buttons.append(button)
            layout.addWidget(button)
        self._names = list(names)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = box.addButton(ok, QDialogButtonBox.ButtonRole.AcceptRole)
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        layout.addWidget(box)
        self.setMinimumWidth(360)

    def chosen(self) -> str:
        return self._names[max(0, self.group.checkedId())]


def choose_name(
    parent: QWidget | None, title: str, text: str, names: Sequence[str], ok: str
) -> str | None:
    """The name picked in a `NameChoice`, None if cancelled."""
    dialog = NameChoice(parent, title, text, names, ok)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.chosen()
    finally:
        dialog.deleteLater()
