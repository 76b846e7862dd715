"""A chart view's export to a file, written once for the game's statistics and the History page's
charts: the system's save dialog, then the writing, and what came of it for the view's status line.
The words both views share are here, once (the "ChartExport" context): the buttons, the file
types, what came of it; each view names its own dialog, file and CSV tooltip.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QFileDialog, QWidget

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


def ask_png(
    parent: QWidget, title: str, suggested: str, write: Callable[[Path], object]
) -> Saved | None:
    """`ask_and_write` a PNG image."""
    #: File type in the save dialog
    kind = QCoreApplication.translate("ChartExport", "PNG image (*.png)")
    return ask_and_write(parent, title, suggested, kind, write)


def ask_csv(
    parent: QWidget, title: str, suggested: str, write: Callable[[Path], object]
) -> Saved | None:
    """`ask_and_write` a CSV file."""
    #: File type in the save dialog
    kind = QCoreApplication.translate("ChartExport", "CSV file (*.csv)")
    return ask_and_write(parent, title, suggested, kind, write)


def saved_text(saved: Saved) -> str:
    """What came of an export, for the view's status line."""
    if saved.error is not None:
        #: After an export failed: the file and the system's reason
        return QCoreApplication.translate("ChartExport", "Could not save {file}: {error}").format(
            file=saved.file, error=saved.error)
    #: After an export: the file written
    return QCoreApplication.translate("ChartExport", "Saved {file}").format(file=saved.file)


def name_buttons(png: QAbstractButton, csv: QAbstractButton) -> None:
    """The two export buttons' words (the CSV button's tooltip is the view's: it says what the
    file holds)."""
    #: Button of a chart view: save every chart as one image
    png.setText(QCoreApplication.translate("ChartExport", "Export PNG…"))
    #: Button of a chart view: save its figures in a CSV file
    csv.setText(QCoreApplication.translate("ChartExport", "Export CSV…"))
    #: Tooltip of "Export PNG…"
    png.setToolTip(QCoreApplication.translate("ChartExport", "Save the charts as an image"))
