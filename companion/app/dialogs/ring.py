"""The Ring tempts a player (CR 701.54): which creature becomes their Ring-bearer, and what their
emblem gains this time (its abilities in the order the emblem gets them, four in all).

The last bearer is offered again: most often the same creature is chosen. An empty name means
no creature (the player controls none). Names are plain text, never markup.
"""

from __future__ import annotations

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from companion.app import describe
from companion.app.session import GameSession
from companion.core import rules
from companion.core.actions import RingTempts
from companion.shell.messages import msg

translate = QCoreApplication.translate


def gained_now(times: int) -> str:
    """The ability the emblem gains on its `times`-th temptation ("" past the fourth)."""
    if not 1 <= times <= rules.RING_ABILITIES:
        return ""
    return describe.say(msg(f"ring.{times}"))


class RingDialog(QDialog):
    """Who bears the Ring for `player` now; `bearer()` once accepted (None: no creature)."""

    def __init__(self, session: GameSession, player: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RingDialog")
        self.setWindowTitle(translate("RingDialog", "The Ring tempts you"))
        me = session.state.player(player)
        times = me.ring + 1
        layout = QVBoxLayout(self)
        self.question = QLabel(
            translate("RingDialog", "The Ring tempts {player}. Which creature of theirs becomes "
                      "their Ring-bearer?").format(player=player)
        )
        self.question.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        self.question.setWordWrap(True)
        layout.addWidget(self.question)
        self.name = QLineEdit(me.ring_bearer or "")
        self.name.setObjectName("bearer")
        self.name.setMaxLength(rules.MAX_COMMANDER_NAME)
        self.name.setPlaceholderText(translate("RingDialog", "A creature (empty: none)"))
        self.name.selectAll()
        layout.addWidget(self.name)
        gained = gained_now(times)
        if gained:
            said = translate("RingDialog", "Their emblem gains: {ability}").format(ability=gained)
        else:
            said = translate(
                "RingDialog", "Their emblem has all four abilities; this temptation still counts."
            )
        self.gains = QLabel(said)
        self.gains.setObjectName("gains")
        self.gains.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        self.gains.setWordWrap(True)
        layout.addWidget(self.gains)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(translate("RingDialog", "Tempt"))
        ok.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.name.setFocus()

    def bearer(self) -> str | None:
        return self.name.text().strip() or None


def request_ring(parent: QWidget | None, session: GameSession, player: str) -> bool:
    """Ask for the Ring-bearer, then the Ring tempts `player`. True if it did."""
    dialog = RingDialog(session, player, parent)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        return session.do(RingTempts(player, dialog.bearer())) is not None
    finally:
        dialog.deleteLater()
