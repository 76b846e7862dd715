"""One seat's row in the Invite phones dock: the player's name, whether a phone is connected
at the seat, and its Code, Revoke and All totals; and the compact look the dock's buttons share,
so eight seats fit beside the table at 720 p.
"""

from __future__ import annotations

from PySide6 import QtCore
from PySide6.QtCore import QObject
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QCheckBox, QGridLayout, QLabel, QPushButton, QWidget

from companion.app.serving import plain_tip
from companion.app.words import word

NAME_WIDTH = 120  # a seat's name is cut to this (with an ellipsis), its tooltip says it whole
# The seats' buttons: compact (eight rows beside the table at 720 p), and the code on show lit.
# The padding and border are the same checked or not: the width is measured unchecked.
SEAT_BUTTONS = (
    "QPushButton { border: 1px solid #5a5b66; border-radius: 3px; padding: 2px 8px; }"
    "QPushButton:disabled { color: #6b6d75; border: 1px solid #3a3b44; }"
    "QPushButton:checked { background: #3d6fb4; color: #ffffff; border: 1px solid #7fb3ff; }"
)


class SeatRow(QObject):
    """One seat's row: the name (as text), its phones, Code, Revoke and All totals."""

    def __init__(self, seat: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.seat = seat
        self.name = QLabel()
        self.name.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        self.name.setToolTip(plain_tip(seat))
        self.name.setText(
            QFontMetrics(self.name.font()).elidedText(
                seat, QtCore.Qt.TextElideMode.ElideRight, NAME_WIDTH
            )
        )
        self.phones = QLabel()
        self.phones.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        self.code = QPushButton()
        self.code.setCheckable(True)
        self.revoke = QPushButton()
        for button in (self.code, self.revoke):
            button.setStyleSheet(SEAT_BUTTONS)
        self.grant = QCheckBox()  # checked: the seat's phone may change everyone's totals
        self._addresses: list[str] = []
        self._running = False
        self.retranslate()

    def place(self, grid: QGridLayout, row: int) -> None:
        grid.addWidget(self.name, row, 0)
        grid.addWidget(self.phones, row, 1)
        grid.addWidget(self.code, row, 2)
        grid.addWidget(self.revoke, row, 3)
        grid.addWidget(self.grant, row, 4)

    def remove(self) -> None:
        for widget in (self.name, self.phones, self.code, self.revoke, self.grant):
            widget.setParent(None)
            widget.deleteLater()
        self.deleteLater()

    def retranslate(self) -> None:
        self.code.setText(word("code"))
        self.code.setToolTip(
            plain_tip(self.tr("Show {player}’s own code").format(player=self.seat))
        )
        self.revoke.setText(self.tr("Revoke"))
        # As wide as its widest words: the column does not jump as phones come and go.
        metrics = QFontMetrics(self.phones.font())
        widest = max(metrics.horizontalAdvance(self._phones_text(n)) for n in (0, 1, 8))
        self.phones.setMinimumWidth(widest + 2)
        self.revoke.setToolTip(
            plain_tip(
                self.tr("A new code for {player}: the phones with the old one are cut off").format(
                    player=self.seat
                )
            )
        )
        #: The tooltip of a seat's check box under "All totals" in the Invite phones dock
        self.grant.setToolTip(
            plain_tip(
                self.tr(
                    "{player}’s phone may change everyone’s totals too (life, poison, commander"
                    " damage, counters, reminders), not only {player}’s own. Revoke, a new game"
                    " or turning the pod off takes it back."
                ).format(player=self.seat)
            )
        )
        self.show_phones(self._addresses, self._running)

    def _phones_text(self, count: int) -> str:
        if count == 0:
            return self.tr("no phone")
        if count == 1:
            return self.tr("connected")
        return self.tr("connected ×{count}").format(count=count)

    def show_phones(self, addresses: list[str], running: bool) -> None:
        self._addresses, self._running = addresses, running
        self.phones.setText(self._phones_text(len(addresses)) if running else "")
        self.phones.setToolTip(plain_tip("\n".join(addresses)))
        self.code.setEnabled(running)
        self.revoke.setEnabled(running)
        self.grant.setEnabled(running)

    def show_grant(self, granted: bool) -> None:
        """What the server says: whether the seat's phone may change everyone's totals."""
        self.grant.setChecked(granted)
