"""Errors the core raises for bad input, each a message key with parameters.

A person reads these in their own language, so an error is never just an English string: it names a
key of `ERRORS` and the values to fill in. `str(error)` is the English sentence (what `companion
replay` prints); the shell's message table translates the same key for the window and the overlay.
The texts are marked for Qt Linguist with a Qt-free stand-in of QT_TRANSLATE_NOOP (lupdate reads the
call by its name), so the core stays free of Qt.
"""

from __future__ import annotations

from collections.abc import Mapping


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate reads
    """Marks `text` for translation under `context`; returns it unchanged."""
    return text


ERRORS_CONTEXT = "Errors"

# Every error a person can see, by key. Parameters in braces; names are quoted by the text itself.
ERRORS: dict[str, str] = {
    "text": QT_TRANSLATE_NOOP("Errors", "{text}"),
}


class ActionError(ValueError):
    """An action that cannot be applied to the game as it stands; the game is left unchanged."""

    def __init__(self, key: str, /, **params: object) -> None:
        if key not in ERRORS:
            # Transitional: an English sentence passed as the key. Shown as is, untranslated.
            params = {"text": key}
            key = "text"
        self.key = key
        self.params: Mapping[str, object] = params
        super().__init__(ERRORS[key].format(**params))


class JournalError(ValueError):
    """A journal line that cannot be read or applied, with the 1-based line number it came from."""

    def __init__(self, line: int, reason: str, key: str = "text", **params: object) -> None:
        super().__init__(f"line {line}: {reason}")
        self.line = line
        self.reason = reason
        self.key = key
        self.params: Mapping[str, object] = params or {"text": reason}
