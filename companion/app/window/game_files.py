"""The game's files, from the window: a new game (a rematch, the demo), opening a journal (one
another instance writes, a damaged one whose good part can be kept), taking over a read-only one,
Save As and the recent journals. Each says why it failed and leaves the game before as it was.

Its words keep the main window's translation context ("MainWindow"), as when the window did this
itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication

from companion.app import describe
from companion.app.words import word
from companion.core.actions import Action, NewGame
from companion.core.demo import demo_actions
from companion.core.errors import JournalError
from companion.shell.messages import Msg, error_message, in_use_message, msg
from companion.shell.paths import games_dir
from companion.shell.reading import (
    JOURNAL_LIMIT,
    UnusableFileError,
    check_file,
    os_reason,
    valid_path_text,
)
from companion.shell.recovery import Salvage, recovered_path, salvage_file, write_recovered
from companion.shell.settings import pod_commanders, pod_from
from companion.shell.storage import JournalInUseError

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu

    from companion.app.dialogs.recovery import RecoveryDialog
    from companion.app.window.main_window import MainWindow

# lupdate reads translate("Context", "text") at the call site.
translate = QCoreApplication.translate


class GameFiles:
    """The file lifecycle of one window's game session."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window
        self.recovery_dialog: RecoveryDialog | None = None  # the last one offered

    # -- starting a game ------------------------------------------------------------------------

    def start_demo(self) -> bool:
        actions = demo_actions()
        first = actions[0]
        assert isinstance(first, NewGame)
        if not self._start(first, then=actions[1:]):
            return False
        self._remember(self._window.session.path)
        return True

    def _start(
        self, setup: NewGame, colors: dict[str, str] | None = None, then: Sequence[Action] = ()
    ) -> bool:
        """Start a game, or say why it can't be saved (a read-only home) and start nothing."""
        window = self._window
        try:
            window.session.start(setup, colors, then=then)
        except OSError as exc:
            window.notify(
                msg("error.game_not_saved", folder=str(games_dir()), reason=os_reason(exc))
            )
            if not window.session.has_game:
                window.show_start_page()
            return False
        return True

    def new_game(self, prefill: NewGame | None = None) -> bool:
        from companion.app.dialogs.new_game import NewGameDialog

        if not self._replace_running_game():
            return False
        window = self._window
        session, settings = window.session, window.settings
        colors: dict[str, str] | None = session.colors if prefill else None
        players: Sequence[str] | None = prefill.players if prefill else None
        partners: Sequence[str] = prefill.partners if prefill else ()
        commanders = dict(prefill.commanders) if prefill else {}
        pod = settings.last_pod
        if prefill is None and pod:  # the last pod's names, seats, colours and commanders
            players = pod["players"]
            colors = dict(zip(pod["players"], pod["colors"], strict=True))
            partners = pod["partners"]
            commanders = pod_commanders(pod)
        dialog = NewGameDialog(
            starting_life=prefill.starting_life if prefill else settings.starting_life,
            players=players,
            colors=colors,
            partners=partners,
            parent=window,
            commanders=commanders,
            draw_first=settings.draw_first,  # as last chosen (a rematch keeps it)
            chess_clock=self._clock_for(prefill),
        )
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return False
        setup, chosen = dialog.setup()
        clock: tuple[Action, ...] = ()
        if dialog.chess_clock():  # its own journal lines, before who goes first is drawn
            from companion.core.actions import ChessClock, ClockPause

            # Set and paused: the table shuffles and mulligans first, then starts the clock.
            clock = (ChessClock(dialog.chess_clock()), ClockPause(True))
        if not self._start(setup, chosen, then=clock):
            return False
        from companion.app.history.matching import match_in_background

        # Each player's profile, matched or made off the GUI thread: the game has started already.
        match_in_background(setup.players, chosen)
        settings.chess_clock = dialog.chess_clock()
        if dialog.draw_first():  # its own journal line: logged, and one Undo takes it back
            from companion.shell import dice

            session.do(dice.first_player(session.state.in_game))
        settings.draw_first = dialog.draw_first()
        settings.starting_life = setup.starting_life
        settings.last_pod = pod_from(
            setup.players,
            [chosen.get(p, "#999999") for p in setup.players],
            setup.partners,
            setup.commanders,
        )
        self._remember(session.path)
        return True

    def _clock_for(self, prefill: NewGame | None) -> int:
        """The chess clock the New game dialog offers: a rematch keeps the game's (a clock
        set mid-game too), else the one chosen last time."""
        session = self._window.session
        if prefill is not None and session.has_game and session.state.chess_clock:
            return session.state.chess_clock
        return self._window.settings.chess_clock

    def _replace_running_game(self) -> bool:
        """A game in progress is asked about before another takes its place (it stays saved
        and can be resumed from the start page)."""
        window = self._window
        at_the_table = window.page() is window.game_page or window.history.showing
        if not window.session.playing() or not at_the_table:
            return True
        from companion.app.dialogs.leave import ask

        state = window.session.state
        text = translate(
            "MainWindow",
            "A game is in progress (turn {turn}, {player}). Start a new game? This one stays"
            " saved: the start page offers to resume it.",
        ).format(turn=state.turn, player=state.turn_player)
        title = word("new_game")
        return ask(window, title, text, default_yes=False, name="ReplaceGameDialog")

    def rematch(self) -> None:
        session = self._window.session
        if session.has_game and session.game is not None:
            self.new_game(session.game.setup)
        else:
            self.new_game()

    # -- opening a journal ----------------------------------------------------------------------

    def open_journal(self, path: Path, *, read_only: bool = False) -> bool:
        """Open a journal; if another instance writes it, ask: read-only, try again, or cancel.
        Nothing changes if it fails (the game before stays open). A damaged journal: offer to keep
        the game before its bad line, in a new file (`RecoveryDialog`)."""
        window = self._window
        try:
            check_file(path, JOURNAL_LIMIT)  # a FIFO or /dev/zero would block, or never end
        except UnusableFileError as exc:
            window.notify(msg("file.open_failed", path=str(path), reason=exc.reason))
            if not window.session.has_game:
                window.show_start_page()
            return False
        except OSError:
            pass  # the open below says why, in the system's words
        try:
            warnings = window.session.open(path, read_only=read_only)
        except JournalInUseError as exc:
            choice = self._ask_in_use(exc)
            if choice == "again":
                return self.open_journal(path)
            if choice == "read_only":
                return self.open_journal(path, read_only=True)
            if not window.session.has_game:
                window.show_start_page()
            return False
        except (OSError, JournalError) as exc:
            if isinstance(exc, JournalError) and self._offer_recovery(path):
                return False
            reason: str | Msg = (
                error_message(exc) if isinstance(exc, JournalError) else exc.strerror or str(exc)
            )
            window.notify(msg("file.open_failed", path=str(path), reason=reason))
            if not window.session.has_game:
                window.show_start_page()
            return False
        for warning in warnings:
            window.notify(error_message(warning))
        self._remember(path)
        return True

    def _offer_recovery(self, path: Path) -> bool:
        """Ask whether to keep the good part of a damaged journal (the dialog opens; the answer
        comes later); False if nothing can be kept."""
        try:
            kept = salvage_file(path)
            target = recovered_path(path) if kept is not None else None
        except (OSError, UnusableFileError):
            return False
        if kept is None or target is None:
            return False
        from companion.app.dialogs.recovery import RecoveryDialog

        window = self._window
        if not window.session.has_game:
            window.show_start_page()
        dialog = self.recovery_dialog = RecoveryDialog(path, kept, target, window)
        dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.keep_good_part(path, kept))
        dialog.open()
        return True

    def keep_good_part(self, source: Path, kept: Salvage) -> bool:
        """Write the game before a damaged journal's bad line to a new journal in the games folder
        and open it; the damaged file stays as it is."""
        try:
            target = write_recovered(source, kept)
        except OSError as exc:
            self._window.notify(msg("recovery.failed", reason=os_reason(exc)))
            return False
        return self.open_journal(target)

    def _ask_in_use(self, error: JournalInUseError) -> str:
        """"read_only", "again" or "cancel": the journal is open in another instance."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(self._window)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(describe.text("storage.in_use_title"))
        box.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        box.setText(describe.say(in_use_message(error)))
        read_only = box.addButton(
            describe.text("storage.open_read_only"), QMessageBox.ButtonRole.AcceptRole
        )
        again = box.addButton(describe.text("storage.try_again"), QMessageBox.ButtonRole.ResetRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(read_only)
        box.exec()
        clicked = box.clickedButton()
        return "read_only" if clicked is read_only else "again" if clicked is again else "cancel"

    def take_over(self) -> None:
        """Read-only until now: become the writer if the other instance has let go."""
        path = self._window.session.path
        if path is not None:
            self.open_journal(path)

    # -- the file dialogs -----------------------------------------------------------------------

    def _journal_filter(self) -> str:
        """The file dialogs' filter in the current language (the patterns stay as they are)."""
        return ";;".join(
            (
                translate("MainWindow", "Game journals (*.jsonl)"),
                translate("MainWindow", "All files (*)"),
            )
        )

    def ask_open(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            self._window, translate("MainWindow", "Open journal"), "", self._journal_filter()
        )
        if path:
            self.open_journal(Path(path))

    def ask_save_as(self) -> None:
        window = self._window
        if not window.session.has_game:
            return
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(
            window, translate("MainWindow", "Save journal as"), "", self._journal_filter()
        )
        if not path:
            return
        try:
            window.session.save_as(Path(path))
        except OSError as exc:
            window.notify(
                translate("MainWindow", "Could not save {path}: {reason}").format(
                    path=path, reason=exc.strerror or exc
                )
            )
            return
        self._remember(Path(path))

    # -- the recent journals --------------------------------------------------------------------

    def add_recent_menu(self, menu: QMenu) -> None:
        """File > Open recent, filled each time it opens."""
        self.recent_menu = menu.addMenu("")
        self.recent_menu.aboutToShow.connect(self._fill_recent)

    def retranslate(self) -> None:
        self.recent_menu.setTitle(translate("MainWindow", "Open &recent"))

    def _fill_recent(self) -> None:
        """The recent journals that still exist, newest first."""
        self.recent_menu.clear()
        for text in self._window.settings.recent:
            path = Path(text)
            if path.exists():
                action = self.recent_menu.addAction(path.name)
                action.setToolTip(text)
                action.triggered.connect(lambda _=False, p=path: self.open_journal(p))
        if self.recent_menu.isEmpty():
            no_games = translate("MainWindow", "No recent games")
            self.recent_menu.addAction(no_games).setEnabled(False)

    def _remember(self, path: Path | None) -> None:
        if path is None:
            return
        text = str(path.absolute())
        if not valid_path_text(text):
            return  # a name the settings file can't hold (undecodable bytes): not listed
        settings = self._window.settings
        settings.recent = [text, *[p for p in settings.recent if p != text][:9]]
        self._window.save_settings()
