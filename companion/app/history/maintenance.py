"""Help > Rebuild the history and Game > Import games…: the task runs on the history's worker
thread (tasks.py) while a progress dialog says how far it got; the window stays responsive.

An import says what it did at the end: how many games were added, how many were in the history
already (the same journal content), how many files held no game.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QProgressDialog, QWidget

from companion.app.history.tasks import IMPORT, REBUILD, HistoryService, Snapshot
from companion.core.errors import english_plural
from companion.history.importer import ImportReport

# lupdate reads translate("Context", "text") at the call site.
translate = QCoreApplication.translate
SHOW_AFTER_MS = 400  # a quick task never flashes a dialog


class HistoryJob(QObject):
    """One rebuild or import the player asked for: its progress dialog, then its outcome."""

    done = Signal(object)  # the Snapshot, None if it failed or was cancelled

    def __init__(self, kind: str, service: HistoryService, parent: QWidget) -> None:
        super().__init__(parent)
        self.kind = kind
        self.service = service
        self.parent_widget = parent
        self.snapshot: Snapshot | None = None
        self.failure: str | None = None  # why it failed ("" when cancelled)
        self.message: QMessageBox | None = None  # what an import did (open until answered)
        self.dialog = QProgressDialog(parent)
        self.dialog.setObjectName("HistoryProgressDialog")
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.setAutoClose(False)
        self.dialog.setAutoReset(False)
        self.dialog.setMinimumDuration(SHOW_AFTER_MS)
        self.dialog.setRange(0, 0)
        if kind == REBUILD:
            #: The title of the progress dialog of Help > Rebuild the history
            self.dialog.setWindowTitle(translate("HistoryTasks", "Rebuild the history"))
            #: Help > Rebuild the history, while it runs
            self.dialog.setLabelText(translate("HistoryTasks", "Reading every game’s journal…"))
        else:
            #: The title of the progress dialog of Game > Import games…
            self.dialog.setWindowTitle(translate("HistoryTasks", "Import games"))
            #: Game > Import games…, while it runs
            self.dialog.setLabelText(translate("HistoryTasks", "Reading the journals…"))
        self.dialog.canceled.connect(service.cancel)
        service.progressed.connect(self._progressed)
        service.loaded.connect(self._loaded)
        service.failed.connect(self._failed)

    def _progressed(self, kind: str, done: int, total: int) -> None:
        if kind != self.kind or total <= 0:
            return
        self.dialog.setRange(0, total)
        self.dialog.setValue(done)

    def _loaded(self, snapshot: Snapshot) -> None:
        if snapshot.kind != self.kind:
            return
        self.snapshot = snapshot
        self._end()
        if self.kind == IMPORT and snapshot.imported is not None:
            self._say_import(snapshot.imported)
        self.done.emit(snapshot)

    def _failed(self, kind: str, why: str) -> None:
        if kind != self.kind:
            return
        self.failure = why
        self._end()
        if why:
            box = self.message = QMessageBox(self.parent_widget)
            box.setIcon(QMessageBox.Icon.Warning)
            box.setWindowTitle(self.dialog.windowTitle())
            #: A rebuild or import of the history failed ({reason}: why, in the system's words)
            box.setText(translate("HistoryTasks", "It could not be done: {reason}").format(
                reason=why))
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()
        self.done.emit(None)

    def _end(self) -> None:
        for signal, slot in ((self.service.progressed, self._progressed),
                             (self.service.loaded, self._loaded),
                             (self.service.failed, self._failed)):
            signal.disconnect(slot)
        self.dialog.canceled.disconnect(self.service.cancel)
        self.dialog.reset()
        self.dialog.close()

    def import_text(self, report: ImportReport) -> str:
        """"3 games added, 2 already in the history, 1 unreadable." in the current language (with
        the games played on since the history's copy, when there are any)."""
        unreadable = len(report.unreadable)
        #: An import of games: how many were added to the history
        added = self.tr("%n game(s) added", "", report.added)
        #: An import of games: how many the history had already (the same game, as long)
        skipped = self.tr("%n already in the history", "", report.skipped)
        #: An import of games: how many files held no game that could be read
        bad = self.tr("%n unreadable", "", unreadable)
        counts = {
            "added": english_plural(added, report.added),
            "skipped": english_plural(skipped, report.skipped),
            "unreadable": english_plural(bad, unreadable),
        }
        if report.updated:
            #: An import of games: games the history had, found played on further in the folder
            updated = self.tr("%n played on further", "", report.updated)
            counts["updated"] = english_plural(updated, report.updated)
            #: The end of an import of games: the four counts, in this order
            template = translate("HistoryTasks", "{added}, {updated}, {skipped}, {unreadable}.")
        else:
            #: The end of an import of games: the three counts, in this order
            template = translate("HistoryTasks", "{added}, {skipped}, {unreadable}.")
        return template.format(**counts)

    def _say_import(self, report: ImportReport) -> None:
        box = self.message = QMessageBox(self.parent_widget)
        box.setObjectName("ImportReport")
        box.setIcon(QMessageBox.Icon.Information)
        box.setWindowTitle(translate("HistoryTasks", "Import games"))
        box.setText(self.import_text(report))
        if report.unreadable:
            box.setDetailedText("\n".join(str(p) for p in report.unreadable))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()


def rebuild(parent: QWidget, service: HistoryService) -> HistoryJob:
    """Forget the index and read every journal again, with a progress dialog."""
    job = HistoryJob(REBUILD, service, parent)
    service.rebuild()
    return job


def import_games(parent: QWidget, service: HistoryService) -> HistoryJob | None:
    """Ask for a folder, then add its journals' games to the history; None if none was chosen."""
    folder = QFileDialog.getExistingDirectory(
        #: The title of the folder chooser of Game > Import games…
        parent, translate("HistoryTasks", "Import the games of a folder")
    )
    if not folder:
        return None
    job = HistoryJob(IMPORT, service, parent)
    service.import_folder(Path(folder))
    return job
