"""Texts for the Undo and Redo commands that say what they would take back or bring back.

"Undo: Ben becomes the monarch" tells the table exactly what a press will do, which matters
when the last action was automatic (a loss, the crown passing) and not what someone just typed.
A gesture of several actions (Done: the draw is done and the turn ends) is one undo step and says
all of them. The words are the shell's (`messages.undo_message`), in the current language.
"""

from __future__ import annotations

from companion.app.describe import say
from companion.app.session import GameSession
from companion.shell.messages import redo_message, undo_message


def undo_text(session: GameSession) -> str:
    """ "Undo: <the last gesture>", or "Undo" when there is nothing to undo."""
    game = session.game
    return say(undo_message(game.next_undo(), game.setup) if game is not None else undo_message(()))


def redo_text(session: GameSession) -> str:
    """ "Redo: <the gesture undone last>", or "Redo" when there is nothing to redo."""
    game = session.game
    if game is None:
        return say(redo_message(()))
    return say(redo_message(game.next_redo(), game.setup, game.state))
