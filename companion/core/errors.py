"""Errors the core raises for bad input. Each carries a message fit to show a person."""


class ActionError(ValueError):
    """An action that cannot be applied to the game as it stands; the game is left unchanged."""


class JournalError(ValueError):
    """A journal line that cannot be read or applied, with the 1-based line number it came from."""

    def __init__(self, line: int, reason: str) -> None:
        super().__init__(f"line {line}: {reason}")
        self.line = line
        self.reason = reason
