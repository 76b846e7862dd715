"""The History page, from the window: the page and the history's worker thread, each made on first
use (a game played at the table never needs them); going there and back to the table; the quiet
sync after the first frame; Import games and Rebuild; the players' names merged or split."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6 import QtCore

if TYPE_CHECKING:
    from companion.app.history.maintenance import HistoryJob
    from companion.app.history.page import HistoryPage
    from companion.app.history.tasks import HistoryService
    from companion.app.window.main_window import MainWindow


class HistoryNav:
    """Every game played, one page of the window's stack."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window
        self._page: HistoryPage | None = None  # built the first time it is shown
        self._service: HistoryService | None = None  # and the history's worker thread
        self.job: HistoryJob | None = None  # the last rebuild or import asked for

    @property
    def service(self) -> HistoryService:
        """The history's worker thread (companion/app/history/tasks.py), made on first use."""
        if self._service is None:
            from companion.app.history.tasks import HistoryService

            self._service = HistoryService(self._window)
        return self._service

    @property
    def page(self) -> HistoryPage:
        """Every game played, built the first time it is shown."""
        if self._page is None:
            from companion.app.history.page import HistoryPage

            page = self._page = HistoryPage(self.service)
            page.backRequested.connect(self.leave)
            page.openRequested.connect(self._continue_from)
            self._window.pages.addWidget(page)
        return self._page

    @property
    def showing(self) -> bool:
        """The window shows the History page."""
        page = self._page
        return page is not None and self._window.pages.currentWidget() is page

    def show(self) -> None:
        self._window.pages.setCurrentWidget(self.page)
        self.page.setFocus()

    def toggle(self) -> None:
        self.leave() if self.showing else self.show()

    def leave(self) -> None:
        """Back to the game at the table (its winner once it is over), or the start page."""
        window = self._window
        if not window.session.has_game:
            window.show_start_page()
        elif window.session.state.game_over:
            window.pages.setCurrentWidget(window.game_over)
        else:
            window.pages.setCurrentWidget(window.game_page)

    def _continue_from(self, path: Path) -> None:
        """An unfinished game opened at the table (the one already there: back to it)."""
        here = self._window.session.path
        if here is not None and here.resolve() == path.resolve():
            self.leave()
        else:
            self._window.files.open_journal(path)

    # -- keeping it up to date ------------------------------------------------------------------

    def sync_soon(self, delay_ms: int = 1500) -> None:
        """At start, once the first frame is up: bring the history up to date at low priority
        (the page and the new-game dialog find it ready). Not once the window is gone."""
        QtCore.QTimer.singleShot(delay_ms, self._window, self._sync_quietly)

    def _sync_quietly(self) -> None:
        self.service.sync(quiet=True)

    def rebuild(self) -> None:
        from companion.app.history import maintenance

        self.job = maintenance.rebuild(self._window, self.service)

    def import_games(self) -> None:
        from companion.app.history import maintenance

        self.job = maintenance.import_games(self._window, self.service)

    def show_players(self) -> None:
        """View > Players…: the playgroup's players; merge two names of one person, or split."""
        from companion.app.history.players import PlayersDialog

        dialog = PlayersDialog(self._window)
        dialog.changed.connect(self._players_changed)
        try:
            dialog.exec()
        finally:
            dialog.deleteLater()

    def _players_changed(self) -> None:
        """A merge or a split: the History page (and the new-game dialog) read the players'
        names and figures again, through the history's worker thread."""
        if self._service is not None:
            self._service.sync(again=True)

    def shutdown(self) -> None:
        """The window closes: a task reading journals stops at the next one."""
        if self._service is not None:
            self._service.shutdown()
