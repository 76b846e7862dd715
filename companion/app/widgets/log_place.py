"""The log dock's room, kept before the log is built.

The log (an item view, its model and delegate) is built just after the window's first frame, not
before it (docs/performance.md, "Start-up to first frame"). Until then its dock holds a
placeholder with the log's own size hints, so the dock opens as wide as it will stay and the
table beside it does not move when the log arrives.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget

# What an item view asks for by default (256 x 192) with the log's 2 px margins round it.
LOG_SIZE_HINT = (260, 196)
LOG_MINIMUM_SIZE_HINT = (72, 74)


class LogPlaceholder(QWidget):
    """Empty, as large as the log will be."""

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(*LOG_SIZE_HINT)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(*LOG_MINIMUM_SIZE_HINT)
