"""One seat of the new-game dialog: the player's name, colour swatch, commander's name, partner box
(and the partner's name) and seat arrows.

The name offers the playgroup's players as it is typed (`set_players`), the commander the commanders
that player played (`offer_commanders`, asked for with `commanders_wanted`); a partner pair picked
("A + B") fills the commander and the partner.

Kept apart from the dialog so each reads on its own; the dialog owns the order and validation.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QEvent, QObject, QStringListModel, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QCompleter,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from companion.app.describe import say
from companion.app.retranslating import Retranslating
from companion.core import rules
from companion.core.names import normal_name
from companion.shell.messages import msg

_ALT_MOVES: dict[int, int] = {Qt.Key.Key_Up.value: -1, Qt.Key.Key_Down.value: 1}
PAIR = " + "  # a partner pair as the history names it (companion.history.figures.commander_of)


_POPUP_STYLE = """
QListView { background: #2c2d35; color: #f0f0f0; border: 1px solid #56B4E9; outline: none; }
QListView::item { padding: 3px 8px; }
QListView::item:selected { background: #3d6fb4; color: #ffffff; }
"""
POPUP_MAX_WIDTH = 480  # px: a long partner pair shows whole up to this


class _Offers(QCompleter):
    """Offers `model`'s names in its order (most played first), whatever the case typed, in a
    list as wide as the longest (a partner pair is long), never narrower than the field."""

    def __init__(self, model: QAbstractItemModel, parent: QObject) -> None:
        super().__init__(model, parent)
        self.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setModelSorting(QCompleter.ModelSorting.UnsortedModel)
        self.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.setMaxVisibleItems(10)
        self.list: QListView | None = None  # made with the first names (the dialog opens fast)
        # A method of this completer: the connection goes with it (the players' model is the
        # dialog's, shared by every row, and outlives a row taken away).
        model.modelReset.connect(self.fit)
        model.rowsInserted.connect(self.fit)
        self.fit()

    def fit(self) -> None:
        model = self.model()
        if not model.rowCount():
            return
        if self.list is None:
            self.list = QListView()
            self.list.setStyleSheet(_POPUP_STYLE)
            self.setPopup(self.list)  # the completer's own from now on
        metrics = self.list.fontMetrics()
        names = [str(model.index(i, 0).data() or "") for i in range(model.rowCount())]
        widest = max((metrics.horizontalAdvance(n) for n in names), default=0)
        scroll = self.list.verticalScrollBar().sizeHint().width()
        # The items' padding (16) and the style's margins around an item's text (~12).
        slack = 16 + 12 + scroll + 2 * self.list.frameWidth()
        self.list.setMinimumWidth(min(widest + slack, POPUP_MAX_WIDTH))


class PlayerRow(Retranslating, QWidget):
    """One seat: drag handle, seat number, colour swatch, name, commander, partner box (and the
    partner's name, shown while it is checked) and arrows."""

    changed = Signal()
    move_requested = Signal(object, int)  # this row, -1 (up) or +1 (down)
    color_requested = Signal(object)
    commanders_wanted = Signal(object)  # this row: its player's commanders, please

    def __init__(
        self,
        name: str,
        color: str,
        partner: bool,
        commanders: tuple[str, ...] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.color = color
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 4, 6, 4)
        outer.setSpacing(2)
        line = QHBoxLayout()
        parts = self._seat_parts(name) + self._commander_parts(partner, commanders) + self._arrows()
        for part in parts:
            line.addWidget(part)
        self.partner_edit.setHidden(not partner)  # in the row now: hiding never makes a window
        line.setStretch(3, 4)  # the name
        line.setStretch(4, 5)  # the commander
        line.setStretch(6, 5)  # the partner
        outer.addLayout(line)
        outer.addWidget(self._problem_label())
        for part in parts[2:]:
            part.installEventFilter(self)
        self.set_color(color)
        self.name_completer: QCompleter | None = None  # set_players
        self.commander_offers = QStringListModel(self)
        self.commander_completer = self._offer_in_commander()
        self.retranslate()

    # -- building --------------------------------------------------------------------------------

    def _seat_parts(self, name: str) -> tuple[QWidget, ...]:
        """The drag handle, the seat's number, the colour swatch and the player's name."""
        self.handle = handle = QLabel("\u2630")
        # Presses fall through to the list, which starts the drag.
        handle.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.seat = QLabel()
        self.seat.setMinimumWidth(self.seat.fontMetrics().horizontalAdvance("8.") + 4)
        self.seat.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.swatch = QToolButton()
        self.swatch.setFixedSize(28, 28)
        self.swatch.clicked.connect(lambda: self.color_requested.emit(self))
        self.name_edit = QLineEdit(name)
        self.name_edit.textChanged.connect(self.changed)
        return (handle, self.seat, self.swatch, self.name_edit)

    def _commander_parts(self, partner: bool, commanders: tuple[str, ...]) -> tuple[QWidget, ...]:
        """The commander's name, the partner box and the partner's name."""
        # The commanders' names are optional: only for people to read (which partner is which).
        self.commander_edit = self._commander_edit(commanders[0] if commanders else "")
        self.partner = QCheckBox()
        self.partner.setChecked(partner)
        self.partner_edit = self._commander_edit(commanders[1] if len(commanders) > 1 else "")
        # Its place is kept while hidden: ticking Partner shows it without moving the row.
        policy = self.partner_edit.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.partner_edit.setSizePolicy(policy)
        self.partner.toggled.connect(self._partner_toggled)
        return (self.commander_edit, self.partner, self.partner_edit)

    def _arrows(self) -> tuple[QWidget, ...]:
        """Up and down a seat (Alt+Up and Alt+Down do the same)."""
        self.up = QToolButton()
        self.up.setArrowType(Qt.ArrowType.UpArrow)
        self.down = QToolButton()
        self.down.setArrowType(Qt.ArrowType.DownArrow)
        self.up.clicked.connect(lambda: self.move_requested.emit(self, -1))
        self.down.clicked.connect(lambda: self.move_requested.emit(self, 1))
        return (self.up, self.down)

    def _problem_label(self) -> QLabel:
        """What is wrong with the name, under the row (hidden while nothing is)."""
        self.problem = QLabel()
        self.problem.setObjectName("problem")
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        self.problem.hide()
        return self.problem

    # -- the playgroup's players and commanders ------------------------------------------------

    def _offer_in_commander(self) -> QCompleter:
        completer = _Offers(self.commander_offers, self)
        self.commander_edit.setCompleter(completer)
        completer.activated.connect(self._commander_picked)
        self.name_edit.editingFinished.connect(lambda: self.commanders_wanted.emit(self))
        return completer

    def set_players(self, names: QAbstractItemModel) -> None:
        """Offer `names` (the playgroup's players, most played first) as the name is typed."""
        completer = self.name_completer = _Offers(names, self)
        completer.activated.connect(lambda _name: self.commanders_wanted.emit(self))
        self.name_edit.setCompleter(completer)

    def offer_commanders(self, names: list[str]) -> None:
        """The commanders (pairs as "A + B") this row's player played, most played first: offered
        as the commander is typed, and all at once in an empty commander field that has focus."""
        if self.commander_offers.stringList() == names:
            return
        self.commander_offers.setStringList(names)
        if names and self.commander_edit.hasFocus() and not self.commander_edit.text():
            self._offer_all()

    def _offer_all(self) -> None:
        self.commander_completer.setCompletionPrefix("")
        self.commander_completer.complete()

    def _commander_picked(self, text: str) -> None:
        """A pair picked fills both fields: the commander, and the partner (ticked). Once the
        field has taken the pick whole (it does so after every `activated` slot)."""
        if PAIR in text and text in self.commander_offers.stringList():
            QTimer.singleShot(0, self, lambda: self._split_pair(text))

    def _split_pair(self, text: str) -> None:
        first, _sep, second = text.partition(PAIR)
        if self.commander_edit.text() != text:  # typed on meanwhile
            return
        self.commander_edit.setText(first)
        self.partner.setChecked(True)
        self.partner_edit.setText(second)

    def _commander_edit(self, text: str) -> QLineEdit:
        edit = QLineEdit(text)
        edit.setMaxLength(rules.MAX_COMMANDER_NAME)
        edit.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        edit.setMinimumWidth(120)
        edit.textChanged.connect(self.changed)
        return edit

    def _partner_toggled(self, on: bool) -> None:
        self.partner_edit.setVisible(on)
        self.changed.emit()

    def retranslate(self) -> None:
        """The row's own words; the seat's are set by the dialog in `set_seat`."""
        self.commander_edit.setPlaceholderText(self.tr("Commander (optional)"))
        self.partner_edit.setPlaceholderText(self.tr("Partner (optional)"))
        self.handle.setToolTip(self.tr("Drag to change the seat"))
        self.partner.setText(say(msg("term.partner")))
        self.partner.setToolTip(
            self.tr(
                "This player's commander has a partner: damage from each "
                "of the two commanders counts separately."
            )
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """Alt+Up / Alt+Down anywhere in the row move it (no mouse needed, no window focus). The
        commander field, entered empty, offers the player's commanders."""
        if watched is self.commander_edit and event.type() == QEvent.Type.FocusIn:
            self.commanders_wanted.emit(self)
            if self.commander_offers.rowCount() and not self.commander_edit.text():
                self._offer_all()
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            delta = _ALT_MOVES.get(Qt.Key(event.key()).value)
            if delta is not None and event.modifiers() == Qt.KeyboardModifier.AltModifier:
                self.move_requested.emit(self, delta)
                return True
        return super().eventFilter(watched, event)

    def name(self) -> str:
        """The name as the game will keep it (NFC: "é" typed either way is one name)."""
        return normal_name(self.name_edit.text().strip())

    def commander_names(self) -> tuple[str, ...]:
        """The commander's name and, with a partner, the partner's ("" for one not given), as the
        game keeps them (trimmed, NFC); () if none is given."""
        names = [normal_name(self.commander_edit.text().strip())]
        if self.partner.isChecked():
            names.append(normal_name(self.partner_edit.text().strip()))
        return tuple(names) if any(names) else ()

    def set_color(self, color: str) -> None:
        self.color = color
        self.swatch.setStyleSheet(
            f"QToolButton {{ background: {color}; border: 2px solid #f0f0f0;"
            " border-radius: 14px; }"
            "QToolButton:focus { border: 3px solid #56B4E9; }"
        )

    def set_seat(self, number: int, first: bool, last: bool) -> None:
        self.seat.setText(f"{number}.")
        name = self.name() or self.tr("player {number}").format(number=number)
        self.swatch.setToolTip(self.tr("Choose the colour of {name}").format(name=name))
        self.swatch.setAccessibleName(self.tr("Colour of {name}").format(name=name))
        self.up.setToolTip(self.tr("Move {name} up one seat").format(name=name))
        self.up.setAccessibleName(self.up.toolTip())
        self.down.setToolTip(self.tr("Move {name} down one seat").format(name=name))
        self.down.setAccessibleName(self.down.toolTip())
        self.name_edit.setAccessibleName(self.tr("Name of player {number}").format(number=number))
        self.commander_edit.setAccessibleName(self.tr("Commander of {name}").format(name=name))
        self.partner_edit.setAccessibleName(
            self.tr("Partner commander of {name}").format(name=name)
        )
        self.up.setEnabled(not first)
        self.down.setEnabled(not last)

    def set_problem(self, problem: str | None) -> None:
        self.problem.setText(problem or "")
        self.problem.setVisible(problem is not None)
        invalid = "true" if problem else "false"
        if self.name_edit.property("invalid") != invalid:
            self.name_edit.setProperty("invalid", invalid)
            self.name_edit.style().unpolish(self.name_edit)
            self.name_edit.style().polish(self.name_edit)
