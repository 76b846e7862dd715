"""The one translation marker: a text as Qt Linguist files it (its context and English source).

pyside6-lupdate reads calls by their name with literal arguments, so `QT_TRANSLATE_NOOP("Context",
"text")` here is a Qt-free function of that name, and a text with plural forms is marked
`counted.translate("Context", "text with %n", "", 0)` (lupdate then files it with plural forms).
Both return a `Text`; the core's errors, the shell's message table, the commands' labels and the
cards' and rooms' texts are all marked with these, so the core stays free of Qt.
"""

from __future__ import annotations

from companion.core.values import frozen


@frozen
class Text:
    """A translatable text: its Qt Linguist context and English source."""

    context: str
    source: str

    @property
    def counted(self) -> bool:
        """Has plural forms: rendered for a count `n` (`%n` in the source)."""
        return "%n" in self.source


def QT_TRANSLATE_NOOP(context: str, source: str) -> Text:  # noqa: N802 - the name lupdate reads
    """Marks `source` for translation under `context`."""
    return Text(context, source)


class _Counted:
    """lupdate files `counted.translate(context, text, "", 0)` as a text with plural forms."""

    @staticmethod
    def translate(context: str, source: str, disambiguation: str = "", n: int = 0) -> Text:
        return Text(context, source)


counted = _Counted()
