"""The per-player menu: become the monarch, concede, lose the game, each confirmed first."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QObject, QPoint, Signal
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from companion.app.session import GameSession
from companion.core.actions import Concede, Lose

# lupdate reads translate("Context", "text") at the call site (see companion/app/i18n.py).
translate = QCoreApplication.translate


def confirm(parent: QWidget, title: str, text: str) -> bool:
    """Ask yes/no. The text is escaped and sent as rich text, so names always show literally."""
    body = "<p>" + html.escape(text) + "</p>"
    answer = QMessageBox.question(
        parent,
        title,
        body,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


class PlayerMenu(QObject):
    """Builds and runs the menu for one player; the monarch dialog itself belongs to the lead."""

    becomeMonarchRequested = Signal(str)

    def __init__(self, session: GameSession, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._name = name

    def build(self, parent: QWidget) -> QMenu:
        menu = QMenu(parent)
        state = self._session.state
        playing = state.player(self._name).in_game and not state.game_over
        for text, slot in (
            (translate("PlayerMenu", "Become the monarch…"), self._monarch),
            (translate("PlayerMenu", "Concede…"), lambda: self.concede(parent)),
            (translate("PlayerMenu", "Loses the game…"), lambda: self.lose(parent)),
        ):
            action = menu.addAction(text)
            action.triggered.connect(slot)
            action.setEnabled(playing)
        return menu

    def popup(self, parent: QWidget, at: QPoint) -> QMenu:
        menu = self.build(parent)
        menu.aboutToHide.connect(menu.deleteLater)
        menu.popup(at)
        return menu

    def _monarch(self) -> None:
        self.becomeMonarchRequested.emit(self._name)

    def concede(self, parent: QWidget) -> None:
        text = translate(
            "PlayerMenu", "{player} concedes and leaves the game. This can be undone."
        ).format(player=self._name)
        if confirm(parent, translate("PlayerMenu", "Concede"), text):
            self._session.do(Concede(self._name))

    def lose(self, parent: QWidget) -> None:
        text = translate(
            "PlayerMenu", "{player} loses the game and leaves it. This can be undone."
        ).format(player=self._name)
        if confirm(parent, translate("PlayerMenu", "Loses the game"), text):
            self._session.do(Lose((self._name,)))
