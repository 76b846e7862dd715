"""The card-name field's offers: any part of a name, in any case, and Enter on the offers takes
the highlighted name, or the first one while none is (play-test: "Palace Jai", Enter recorded the
half-typed name; "Aarakocra", Down, Enter too)."""

from __future__ import annotations

from PySide6 import QtCore
from PySide6.QtCore import QEvent, QObject, QStringListModel
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QCompleter, QLineEdit

_ENTER = (QtCore.Qt.Key.Key_Return, QtCore.Qt.Key.Key_Enter)


class CardNames(QCompleter):
    """Offers `names` as `edit` is typed in; Enter takes a whole name from the offers."""

    def __init__(self, names: list[str], edit: QLineEdit) -> None:
        super().__init__(QStringListModel(sorted(names, key=str.casefold), edit), edit)
        self._edit = edit
        self.setCaseSensitivity(QtCore.Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterMode(QtCore.Qt.MatchFlag.MatchContains)
        self.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        edit.setCompleter(self)
        popup = self.popup()
        if popup is not None:
            popup.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """Enter while the offers show and none is highlighted: the first offer, as if it were
        (the dialog is not accepted yet: the player sees the whole name first)."""
        popup = self.popup()
        if (
            popup is not None
            and watched is popup
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in _ENTER
            and popup.isVisible()
            and not popup.currentIndex().isValid()
            and self.completionCount() > 0
        ):
            self.setCurrentRow(0)
            self._edit.setText(self.currentCompletion())
            popup.hide()
            return True
        return super().eventFilter(watched, event)
