"""The page after the last player stands: the winner, and beside it how the game went.

The statistics are imported the first time this page is shown, so pyqtgraph and numpy cost
nothing until a game ends (or the Stats panel is opened). While the Stats dock shows the same
statistics beside the page, the page leaves them out and gives the winner its whole width.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QSplitter, QVBoxLayout, QWidget

from companion.app.session import GameSession
from companion.app.widgets.winner import WinnerScreen


class GameOverPage(QWidget):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.winner = WinnerScreen(session)
        self.summary: QWidget | None = None
        self._summary_game: object = None
        self._summary_wanted = True
        self._summary_host = QWidget()
        self._summary_layout = QVBoxLayout(self._summary_host)
        self._summary_layout.setContentsMargins(0, 0, 0, 0)
        splitter = self._splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.winner)
        splitter.addWidget(self._summary_host)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)
        session.reset.connect(self._refresh_if_shown)
        session.changed.connect(self._refresh_if_shown)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        self.refresh_summary()
        self._share()
        super().showEvent(event)

    def show_summary(self, on: bool) -> None:
        """The statistics beside the winner, or not (the Stats dock shows them already)."""
        if on == self._summary_wanted:
            return
        self._summary_wanted = on
        self._summary_host.setVisible(on)
        if on and self.isVisible():
            self.refresh_summary()
        self._share()

    @property
    def summary_shown(self) -> bool:
        return self._summary_wanted

    def _share(self) -> None:
        width = max(self.width(), 800)
        if self._summary_wanted:
            self._splitter.setSizes([width * 2 // 5, width * 3 // 5])  # the charts need the room
        else:
            self._splitter.setSizes([width, 0])

    def _refresh_if_shown(self, *_: object) -> None:
        if self.isVisible() and self._summary_wanted:
            self.refresh_summary()

    def refresh_summary(self) -> None:
        """Show the post-game statistics of the session's game (a new widget per game)."""
        game = self._session.game
        if game is None or not game.state.game_over:
            return
        from companion.app.stats.panel import PostGameSummary

        if isinstance(self.summary, PostGameSummary) and self._summary_game is game:
            self.summary.set_game(game, self._session.colors)
            return
        if self.summary is not None:
            self.summary.deleteLater()
        self.summary = PostGameSummary(game, self._session.colors)
        self._summary_game = game
        self._summary_layout.addWidget(self.summary)
