"""A chart view's export to a file, written once for the game's statistics and the History page's
charts: the system's save dialog, then the writing, and what came of it for the view's status line
(each view says that in its own words, and names its own dialog and file).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QWidget

from companion.core.values import frozen


@frozen
class Saved:
    """What came of an export: the file as the dialog named it, and the system's reason when it
    could not be written (None: written)."""

    file: str
    error: OSError | None = None


def ask_and_write(
    parent: QWidget, title: str, suggested: str, kind: str, write: Callable[[Path], object]
) -> Saved | None:
    """Ask where to save (the dialog `title`d, offering the file `suggested`, of the type `kind`),
    then `write` the file there; None when no file was chosen."""
    name, _ = QFileDialog.getSaveFileName(parent, title, suggested, kind)
    if not name:
        return None
    try:
        write(Path(name))
    except OSError as exc:
        return Saved(name, exc)
    return Saved(name)
