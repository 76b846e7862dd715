"""The crown's and the initiative's artwork, drawn once per size (the start page, the history's
pages and the replay show them)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PySide6 import QtCore
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from companion.shell.resources import resource


def crown_path() -> Path | None:
    """The crown artwork if it is shipped (resources/crown.svg), else None."""
    path = resource("crown.svg")
    return path if path.is_file() else None


def initiative_path() -> Path | None:
    """The initiative's token artwork if it is shipped (resources/initiative.svg), else None."""
    path = resource("initiative.svg")
    return path if path.is_file() else None


@cache
def crown_pixmap(path: Path, size: int) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(QtCore.Qt.GlobalColor.transparent)
    renderer = QSvgRenderer(str(path))
    if renderer.isValid():
        painter = QPainter(pixmap)
        renderer.render(painter)
        painter.end()
    return pixmap
