"""Texts for the Undo and Redo commands that say what they would take back or bring back.

"Undo: Ben becomes the monarch" tells the table exactly what a press will do, which matters
when the last action was automatic (a loss, the crown passing) and not what someone just typed.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from companion.app.describe import action_label
from companion.app.session import GameSession

# lupdate reads translate("Context", "text") at the call site (see companion/app/i18n.py).
translate = QCoreApplication.translate


def undo_text(session: GameSession) -> str:
    """ "Undo: <the last effective action>", or "Undo" when there is nothing to undo."""
    entries = session.game.next_undo() if session.game is not None else ()
    if not entries:
        return translate("UndoLabels", "Undo")
    label = "; ".join(action_label(e.action) for e in entries)
    return translate("UndoLabels", "Undo: {action}").format(action=label)


def redo_text(session: GameSession) -> str:
    """ "Redo: <the action undone last>", or "Redo" when there is nothing to redo."""
    actions = session.game.next_redo() if session.game is not None else ()
    if not actions:
        return translate("UndoLabels", "Redo")
    label = "; ".join(action_label(a) for a in actions)
    return translate("UndoLabels", "Redo: {action}").format(action=label)
