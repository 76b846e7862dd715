"""The app's own words that several widgets show (a button, a dock's title, a field's hint): each
is worded once, in the context "Words", and every widget that shows it says it from here.

What the app says about the game is not here: it is the message table's
(`companion.shell.messages`, rendered by `describe`). Marked with `core.marks` so lupdate files
each word under "Words"; `word(key)` says it in the current language.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from companion.core.marks import QT_TRANSLATE_NOOP, Text

WORDS: dict[str, Text] = {
    #: A button copying a link (the overlay's address, the table's invitation) to the clipboard
    "copy": QT_TRANSLATE_NOOP("Words", "Copy"),
    #: A button showing a seat's (or the table's) link as a QR code for a phone to scan
    "code": QT_TRANSLATE_NOOP("Words", "Code"),
    #: The hint in the field where a monarch or battlefield card is named
    "card_hint": QT_TRANSLATE_NOOP("Words", "Card name, e.g. Palace Jailer"),
    #: The game log's dock and its list
    "game_log": QT_TRANSLATE_NOOP("Words", "Game log"),
    #: The dock (and its large window) where phones join the table
    "invite_phones": QT_TRANSLATE_NOOP("Words", "Invite phones"),
    #: The New game dialog's title, and the question before a game in play is replaced
    "new_game": QT_TRANSLATE_NOOP("Words", "New game"),
    #: The overlay's dock and the switch that serves it
    "stream_overlay": QT_TRANSLATE_NOOP("Words", "Stream overlay"),
    #: The History page's title and the start page's button that opens it
    "history": QT_TRANSLATE_NOOP("Words", "History"),
}


def word(key: str) -> str:
    """The word `key` in the current language."""
    text = WORDS[key]
    return QCoreApplication.translate(text.context, text.source)
