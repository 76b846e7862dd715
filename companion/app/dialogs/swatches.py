"""The colour picker of the new-game dialog: the eight player colours as big swatches, and
"Other…" for any colour (Qt's colour dialog, the fallback).

A swatch another player has shows their initials and says so; picking it swaps the two players'
colours (the dialog does the swap and says it), so two players never end up with one colour
without a word. Arrow keys move between the swatches, Enter or Space picks, Escape closes.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QPoint, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QPushButton, QToolButton, QVBoxLayout, QWidget

from companion.app.retranslating import Retranslating
from companion.shell.palette import COLOR_NAMES, PLAYER_COLORS, text_on

COLUMNS = 4
SWATCH = 56  # px: a target for a finger as much as for a mouse

_STYLE = """
QFrame#SwatchPopup { background: #26272e; border: 1px solid #4a4b55; border-radius: 8px; }
QPushButton#OtherColor { background: #33343d; color: #f0f0f0; border: 1px solid #4a4b55;
    border-radius: 4px; padding: 6px 10px; }
QPushButton#OtherColor:focus { border: 2px solid #56B4E9; }
"""


def color_name(color: str) -> str:
    """What a palette colour is called in the current language; other colours by their code."""
    names = {
        "red": QCoreApplication.translate("Swatches", "red"),
        "blue": QCoreApplication.translate("Swatches", "blue"),
        "yellow": QCoreApplication.translate("Swatches", "yellow"),
        "green": QCoreApplication.translate("Swatches", "green"),
        "white": QCoreApplication.translate("Swatches", "white"),
        "violet": QCoreApplication.translate("Swatches", "violet"),
        "teal": QCoreApplication.translate("Swatches", "teal"),
        "orange": QCoreApplication.translate("Swatches", "orange"),
    }
    key = COLOR_NAMES.get(color.upper())
    return names[key] if key is not None else color.upper()


def initials(name: str) -> str:
    """One or two letters for a player on a swatch: "AB" for "Ann Berg", "Be" for "Ben"."""
    words = name.split()
    if len(words) >= 2:
        return (words[0][:1] + words[1][:1]).upper()
    return name[:2]


class SwatchPopup(Retranslating, QFrame):
    """A popup under the colour button of a seat: `chosen(color)` or `otherRequested()`."""

    chosen = Signal(str)
    otherRequested = Signal()

    def __init__(
        self,
        current: str,
        taken: Mapping[str, str],
        player: str,
        parent: QWidget | None = None,
    ) -> None:
        """`taken`: each colour other players have (upper case #RRGGBB) and whose it is."""
        super().__init__(parent, Qt.WindowType.Popup)
        self.setObjectName("SwatchPopup")
        self.setStyleSheet(_STYLE)
        self._current = current.upper()
        self._taken = dict(taken)
        self._player = player
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 10, 10, 10)
        outer.setSpacing(8)
        grid = QGridLayout()
        grid.setSpacing(8)
        self.swatches: list[QToolButton] = []
        for i, color in enumerate(PLAYER_COLORS):
            button = QToolButton()
            button.setObjectName("Swatch")
            button.setFixedSize(SWATCH, SWATCH)
            button.setProperty("color", color)
            button.setStyleSheet(self._swatch_style(color))
            button.clicked.connect(lambda _=False, c=color: self._choose(c))
            grid.addWidget(button, i // COLUMNS, i % COLUMNS)
            self.swatches.append(button)
        outer.addLayout(grid)
        self.other = QPushButton()
        self.other.setObjectName("OtherColor")
        self.other.clicked.connect(self._other)
        outer.addWidget(self.other)
        self.retranslate()

    def _swatch_style(self, color: str) -> str:
        current = color.upper() == self._current
        ring = "4px solid #ffffff" if current else "2px solid #1e1f24"
        return (
            f"QToolButton {{ background: {color}; color: {text_on(color)}; border: {ring};"
            f" border-radius: {SWATCH // 2}px; font-weight: bold; font-size: 16px; }}"
            "QToolButton:focus { border: 4px solid #56B4E9; }"
            "QToolButton:hover { border: 3px solid #f0f0f0; }"
        )

    def retranslate(self) -> None:
        for button in self.swatches:
            color = str(button.property("color"))
            name = color_name(color)
            owner = self._taken.get(color.upper())
            if color.upper() == self._current:
                button.setText("\u2713")  # a check mark: this player's colour now
                tip = self.tr("{color}: the colour of {player}").format(
                    color=name, player=self._player
                )
            elif owner is not None:
                button.setText(initials(owner))
                tip = self.tr("{color}: {owner} has it; choosing it swaps your colours").format(
                    color=name, owner=owner
                )
            else:
                button.setText("")
                tip = name
            button.setToolTip(tip)
            button.setAccessibleName(tip)
        self.other.setText(self.tr("Other colour…"))

    def popup_at(self, point: QPoint) -> None:
        """Show with the top left at `point` (global), kept on the screen."""
        self.adjustSize()
        screen = self.screen().availableGeometry()
        x = min(max(point.x(), screen.left()), screen.right() - self.width())
        y = point.y()
        if y + self.height() > screen.bottom():
            y = max(screen.top(), point.y() - self.height())
        self.move(x, y)
        self.show()
        focus = next(
            (b for b in self.swatches if str(b.property("color")).upper() == self._current),
            self.swatches[0],
        )
        focus.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        """Arrows move between the swatches as they are laid out (4 by 2)."""
        moves = {
            Qt.Key.Key_Left: -1,
            Qt.Key.Key_Right: 1,
            Qt.Key.Key_Up: -COLUMNS,
            Qt.Key.Key_Down: COLUMNS,
        }
        step = moves.get(Qt.Key(event.key()))
        focused = self.focusWidget()
        if step is not None and focused in self.swatches:
            assert isinstance(focused, QToolButton)
            index = self.swatches.index(focused) + step
            if 0 <= index < len(self.swatches):
                self.swatches[index].setFocus()
            elif step > 0:
                self.other.setFocus()
            return
        if step is not None and focused is self.other and step < 0:
            self.swatches[-1].setFocus()
            return
        super().keyPressEvent(event)

    def _choose(self, color: str) -> None:
        self.close()
        self.chosen.emit(color)

    def _other(self) -> None:
        self.close()
        self.otherRequested.emit()
