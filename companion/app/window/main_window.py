"""The main window: composes the pages, the docks and the History page, binds the commands and
owns the game session."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import QByteArray, QEvent
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QStackedWidget, QWidget

from companion import __version__
from companion.app import commands, describe, i18n
from companion.app.describe import say
from companion.app.game_page import GamePage
from companion.app.retranslating import Retranslating
from companion.app.session import GameSession
from companion.app.widgets.undo_labels import redo_text, undo_text
from companion.app.window.docks import LOG_OPEN_FROM_WIDTH, Docks
from companion.app.window.history_nav import HistoryNav
from companion.core.actions import Action, NewGame
from companion.core.demo import demo_actions
from companion.core.errors import JournalError
from companion.shell import commands as registry
from companion.shell.messages import Msg, error_message, in_use_message, msg
from companion.shell.paths import games_dir
from companion.shell.reading import (
    JOURNAL_LIMIT,
    UnusableFileError,
    check_file,
    os_reason,
    take_reports,
    valid_path_text,
)
from companion.shell.recovery import Salvage, recovered_path, salvage_file, write_recovered
from companion.shell.settings import (
    Settings,
    playgroup_counters,
    pod_commanders,
    pod_from,
    remember_counter,
)
from companion.shell.settings import save_settings as write_settings
from companion.shell.storage import JournalInUseError

if TYPE_CHECKING:
    from companion.app.dialogs.recovery import RecoveryDialog
    from companion.app.game_over_page import GameOverPage
    from companion.app.keep_awake import KeepAwake
    from companion.app.start_page import StartPage
    from companion.app.widgets.command_palette import CommandPalette
    from companion.app.widgets.winner import WinnerScreen



DEFAULT_SIZE = (1400, 860)
MINIMUM_SIZE = (800, 560)
FRAME_ROOM = (16, 48)  # what a window manager's frame and title bar may take round the window


def first_size(available: tuple[int, int]) -> tuple[int, int]:
    """The window's size at its first start: 1400 x 860, or the screen's room less the frame's
    where the screen is smaller (a 1280 x 720 laptop), never below the window's minimum."""
    width = min(DEFAULT_SIZE[0], available[0] - FRAME_ROOM[0])
    height = min(DEFAULT_SIZE[1], available[1] - FRAME_ROOM[1])
    return max(width, MINIMUM_SIZE[0]), max(height, MINIMUM_SIZE[1])


class MainWindow(Retranslating, QMainWindow):
    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings
        self.session = GameSession(self)
        self.setWindowTitle("Commander Companion")
        self.setMinimumSize(*MINIMUM_SIZE)
        # Every command, its keys and when it is offered (companion.shell.commands); the game
        # commands call the session, the rest are bound below (_bind_commands).
        self.commands = registry.build(self.session)

        self._start_page: StartPage | None = None  # pages built when first shown
        self._game_over: GameOverPage | None = None
        self.keep_awake: KeepAwake | None = None  # built after the first frame
        self._started_up = False  # finish_start_up has run
        self._palette: CommandPalette | None = None  # built when first opened
        self.recovery_dialog: RecoveryDialog | None = None  # the last one offered
        self.said: list[str | Msg] = []  # every notice so far (`notify`), for --smoke and tests
        self.game_page = GamePage(self.session, self.commands)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.game_page)
        self.setCentralWidget(self.pages)

        self.docks = Docks(self)  # the log's from the start, the others on first use
        self.history = HistoryNav(self)  # the History page and its worker, on first use
        self.pages.currentChanged.connect(self._on_page)
        self._bind_commands()
        self.command_actions = commands.CommandActions(
            self.commands, self, target=lambda: self.game_page.table.selected_player
        )
        self.actions_by_key = self.command_actions.actions
        self._build_menus()
        self._connect()
        self.game_page.table.set_rotate(settings.rotate_panels)
        if settings.geometry and settings.geometry.isascii():  # checked when loaded, too
            self.restoreGeometry(QByteArray.fromBase64(settings.geometry.encode("ascii")))
        else:
            self.resize(*first_size(self._screen_size()))
        self.docks.open_log_at_start(self._screen_width())
        self.retranslate()
        self.update_enabled()

    # -- construction -----------------------------------------------------------------------------

    def finish_start_up(self) -> None:
        """What the first frame does not show, built once it is on screen: the log, and the
        screen kept awake for a game (its D-Bus and ctypes modules)."""
        self._started_up = True
        self.docks.log  # noqa: B018 - built by asking for it
        self._stay_awake()

    def _bind_commands(self) -> None:
        """What the commands that need this window do (the game commands call the session)."""
        from companion.app.dialogs.leave import bind_player_dialogs

        table, docks, history = self.game_page.table, self.docks, self.history
        bind = self.commands.bind
        bind("new", lambda: self.new_game())
        bind("rematch", self.rematch)
        bind("open", self._ask_open)
        bind("save_as", self._ask_save_as)
        bind("quit", self.close)
        bind("combat", self.open_combat)
        bind("select_next", lambda: table.select_next(1))
        bind("select_prev", lambda: table.select_next(-1))
        bind("select", table.select)
        bind_player_dialogs(self.commands, self.session, self)
        bind("counters", self.show_counters)
        bind("palette", self.show_palette)
        bind("fullscreen", self._toggle_fullscreen, checked=self.isFullScreen)
        bind("rotate", self._toggle_rotate, checked=lambda: table.rotate)
        bind("log", docks.toggle_log, lambda: docks.is_open(docks.log_dock))
        bind(
            "stats",
            lambda: docks.show_stats(not docks.is_open(docks.stats_dock)),
            lambda: docks.is_open(docks.stats_dock),
        )
        bind("overlay", docks.toggle_overlay, lambda: docks.is_open(docks.overlay_dock))
        bind("pod", docks.toggle_pod, lambda: docks.is_open(docks.pod_dock))
        bind("history", history.toggle, lambda: history.showing)
        bind("import_games", history.import_games)
        bind("rebuild_history", history.rebuild)
        bind("players", history.show_players)
        bind("shortcuts", self._show_shortcuts)
        bind("rules", lambda: docks.show_rules())
        bind("about", self._about)
        bind("chess_clock", self._ask_chess_clock)

    def _build_menus(self) -> None:
        self.menus = self.command_actions.populate(
            self.menuBar(), after={"open": self._add_recent_menu, "pod": self._add_languages}
        )

    def _add_recent_menu(self, menu: QMenu) -> None:
        self.recent_menu = menu.addMenu("")
        self.recent_menu.aboutToShow.connect(self._fill_recent)

    def _add_languages(self, menu: QMenu) -> None:
        self.language_menu = menu.addMenu("")
        self.language_group = QActionGroup(self)
        for code in i18n.LANGUAGES:
            action = self.language_menu.addAction(i18n.NATIVE_NAMES[code])
            action.setCheckable(True)
            action.setData(code)
            self.language_group.addAction(action)
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))

    def _connect(self) -> None:
        page = self.game_page
        self.session.damageModeChanged.connect(self.update_enabled)
        # Entering the combat damage step offers the prompt (the turn bar's button lights up);
        # it never opens by itself: not every combat deals damage.
        self.session.combatOffered.connect(page.turn_bar.offer_combat)
        # "Why? (CR 724.x)" links in the explanations open the Rules panel at that rule.
        for explainer in (page.notices, page.reminders):
            explainer.ruleRequested.connect(self.docks.show_rules)
        # The crown dropped on a player: as "Become the monarch…" (never for the monarch).
        page.crown.monarchDropped.connect(lambda name: self.commands.run("monarch", name))
        # The menu bar's player commands act on the selected player.
        page.table.playerSelected.connect(self.update_enabled)
        # A tap on a life total or a counter chip: type an amount for it.
        page.table.amountRequested.connect(self.enter_amount)

        self.session.changed.connect(self._on_changed)
        self.session.reset.connect(self._on_reset)
        # The storage banner says what to do; the path and the system's reason go to the status
        # bar only, so the table is not pushed down by the same news twice.
        self.session.storageFailed.connect(
            lambda message: self.statusBar().showMessage(say(message), 30_000)
        )
        self.session.storageRestored.connect(lambda: self.notify(msg("storage.restored")))
        self.game_page.storage.saveCopyRequested.connect(self._ask_save_as)
        self.game_page.storage.takeOverRequested.connect(self._take_over)
        # The game-over page leaves out the statistics the Stats dock shows.
        self.docks.statsShown.connect(self._on_stats_shown)

    def enter_amount(self, counter: object) -> None:
        """The amount entry for a counter of a panel (a life total, poison, commander damage)."""
        from companion.app.dialogs import amount_entry
        from companion.shell.taps import Counter

        if isinstance(counter, Counter) and self.session.playing():
            amount_entry.enter(self, self.session, counter)

    def retranslate(self) -> None:
        self.command_actions.retranslate()
        self.docks.retranslate()
        self.recent_menu.setTitle(self.tr("Open &recent"))
        self.language_menu.setTitle(self.tr("&Language"))
        current = i18n.current_language()
        for action in self.language_group.actions():
            action.setChecked(action.data() == current)
        if self._start_page is not None:
            self._start_page.retranslate()
        self.update_enabled()

    # -- pages --------------------------------------------------------------------------------

    @property
    def start_page(self) -> StartPage:
        """Built on first use: a game opened from the command line never needs it."""
        if self._start_page is None:
            from companion.app.start_page import StartPage

            page = self._start_page = StartPage()
            page.newGameRequested.connect(self.new_game)
            page.demoRequested.connect(self.start_demo)
            page.openRequested.connect(self._ask_open)
            page.resumeRequested.connect(self.open_journal)
            page.historyRequested.connect(self.history.show)
            self.pages.addWidget(page)
        return self._start_page

    @property
    def game_over(self) -> GameOverPage:
        """The winner and the post-game statistics, built when the first game ends."""
        if self._game_over is None:
            from companion.app.game_over_page import GameOverPage

            page = self._game_over = GameOverPage(self.session)
            page.show_summary(not self.docks.stats_shown)
            page.winner.rematchRequested.connect(self.rematch)
            page.winner.newGameRequested.connect(self.new_game)
            page.winner.dismissed.connect(lambda: self.pages.setCurrentWidget(self.game_page))
            self.pages.addWidget(page)
        return self._game_over

    @property
    def winner(self) -> WinnerScreen:
        return self.game_over.winner

    def _on_stats_shown(self, shown: bool) -> None:
        if self._game_over is not None:
            self._game_over.show_summary(not shown)

    # -- games --------------------------------------------------------------------------------

    def show_start_page(self) -> None:
        self.start_page.refresh(self.settings.recent)
        self.pages.setCurrentWidget(self.start_page)
        self.show_reports()

    def _on_page(self, _index: int) -> None:
        # The History page has the window to itself too, and its keys never play the game behind.
        on_history = self.history.showing
        self.commands.pause(("edit", "turn", "player") if on_history else ())
        self.update_enabled()
        current = self.pages.currentWidget()
        on_start = self._start_page is not None and current is self._start_page
        self.docks.make_room(on_start or on_history)

    def show_reports(self) -> None:
        """Say the problems with files found since the last time (a pointer kept aside, say)."""
        for note in take_reports():
            self.notify(note)

    def start_demo(self) -> bool:
        actions = demo_actions()
        first = actions[0]
        assert isinstance(first, NewGame)
        if not self._start(first, then=actions[1:]):
            return False
        self._remember(self.session.path)
        return True

    def _start(
        self, setup: NewGame, colors: dict[str, str] | None = None, then: Sequence[Action] = ()
    ) -> bool:
        """Start a game, or say why it can't be saved (a read-only home) and start nothing."""
        try:
            self.session.start(setup, colors, then=then)
        except OSError as exc:
            self.notify(msg("error.game_not_saved", folder=str(games_dir()), reason=os_reason(exc)))
            if not self.session.has_game:
                self.show_start_page()
            return False
        return True

    def new_game(self, prefill: NewGame | None = None) -> bool:
        from companion.app.dialogs.new_game import NewGameDialog

        if not self._replace_running_game():
            return False
        colors: dict[str, str] | None = self.session.colors if prefill else None
        players: Sequence[str] | None = prefill.players if prefill else None
        partners: Sequence[str] = prefill.partners if prefill else ()
        commanders = dict(prefill.commanders) if prefill else {}
        pod = self.settings.last_pod
        if prefill is None and pod:  # the last pod's names, seats, colours and commanders
            players = pod["players"]
            colors = dict(zip(pod["players"], pod["colors"], strict=True))
            partners = pod["partners"]
            commanders = pod_commanders(pod)
        dialog = NewGameDialog(
            starting_life=prefill.starting_life if prefill else self.settings.starting_life,
            players=players,
            colors=colors,
            partners=partners,
            parent=self,
            commanders=commanders,
            draw_first=self.settings.draw_first,  # as last chosen (a rematch keeps it)
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
        self.settings.chess_clock = dialog.chess_clock()
        if dialog.draw_first():  # its own journal line: logged, and one Undo takes it back
            from companion.shell import dice

            self.session.do(dice.first_player(self.session.state.in_game))
        self.settings.draw_first = dialog.draw_first()
        self.settings.starting_life = setup.starting_life
        self.settings.last_pod = pod_from(
            setup.players,
            [chosen.get(p, "#999999") for p in setup.players],
            setup.partners,
            setup.commanders,
        )
        self._remember(self.session.path)
        return True

    def _clock_for(self, prefill: NewGame | None) -> int:
        """The chess clock the New game dialog offers: a rematch keeps the game's (a clock
        set mid-game too), else the one chosen last time."""
        if prefill is not None and self.session.has_game and self.session.state.chess_clock:
            return self.session.state.chess_clock
        return self.settings.chess_clock

    def _ask_chess_clock(self) -> None:
        """Turn > Chess clock…: set the minutes each player has, or take the clocks away."""
        from companion.app.dialogs.chess_clock import request_chess_clock

        request_chess_clock(self, self.session, self.settings.chess_clock)

    def _replace_running_game(self) -> bool:
        """A game in progress is asked about before another takes its place (it stays saved
        and can be resumed from the start page)."""
        at_the_table = self.page() is self.game_page or self.history.showing
        if not self.session.playing() or not at_the_table:
            return True
        from companion.app.dialogs.leave import ask

        state = self.session.state
        text = self.tr(
            "A game is in progress (turn {turn}, {player}). Start a new game? This one stays"
            " saved: the start page offers to resume it."
        ).format(turn=state.turn, player=state.turn_player)
        return ask(self, self.tr("New game"), text, default_yes=False, name="ReplaceGameDialog")

    def rematch(self) -> None:
        if self.session.has_game and self.session.game is not None:
            self.new_game(self.session.game.setup)
        else:
            self.new_game()

    def open_journal(self, path: Path, *, read_only: bool = False) -> bool:
        """Open a journal; if another instance writes it, ask: read-only, try again, or cancel.
        Nothing changes if it fails (the game before stays open). A damaged journal: offer to keep
        the game before its bad line, in a new file (`RecoveryDialog`)."""
        try:
            check_file(path, JOURNAL_LIMIT)  # a FIFO or /dev/zero would block, or never end
        except UnusableFileError as exc:
            self.notify(msg("file.open_failed", path=str(path), reason=exc.reason))
            if not self.session.has_game:
                self.show_start_page()
            return False
        except OSError:
            pass  # the open below says why, in the system's words
        try:
            warnings = self.session.open(path, read_only=read_only)
        except JournalInUseError as exc:
            choice = self._ask_in_use(exc)
            if choice == "again":
                return self.open_journal(path)
            if choice == "read_only":
                return self.open_journal(path, read_only=True)
            if not self.session.has_game:
                self.show_start_page()
            return False
        except (OSError, JournalError) as exc:
            if isinstance(exc, JournalError) and self._offer_recovery(path):
                return False
            reason: str | Msg = (
                error_message(exc) if isinstance(exc, JournalError) else exc.strerror or str(exc)
            )
            self.notify(msg("file.open_failed", path=str(path), reason=reason))
            if not self.session.has_game:
                self.show_start_page()
            return False
        for warning in warnings:
            self.notify(error_message(warning))
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

        if not self.session.has_game:
            self.show_start_page()
        dialog = self.recovery_dialog = RecoveryDialog(path, kept, target, self)
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
            self.notify(msg("recovery.failed", reason=os_reason(exc)))
            return False
        return self.open_journal(target)

    def _ask_in_use(self, error: JournalInUseError) -> str:
        """"read_only", "again" or "cancel": the journal is open in another instance."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(self)
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

    def _take_over(self) -> None:
        """Read-only until now: become the writer if the other instance has let go."""
        if self.session.path is not None:
            self.open_journal(self.session.path)

    def _journal_filter(self) -> str:
        """The file dialogs' filter in the current language (the patterns stay as they are)."""
        return ";;".join((self.tr("Game journals (*.jsonl)"), self.tr("All files (*)")))

    def _ask_open(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open journal"), "", self._journal_filter()
        )
        if path:
            self.open_journal(Path(path))

    def _ask_save_as(self) -> None:
        if not self.session.has_game:
            return
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save journal as"), "", self._journal_filter()
        )
        if not path:
            return
        try:
            self.session.save_as(Path(path))
        except OSError as exc:
            self.notify(
                self.tr("Could not save {path}: {reason}").format(
                    path=path, reason=exc.strerror or exc
                )
            )
            return
        self._remember(Path(path))

    def _fill_recent(self) -> None:
        """The recent journals that still exist, newest first."""
        self.recent_menu.clear()
        for text in self.settings.recent:
            path = Path(text)
            if path.exists():
                action = self.recent_menu.addAction(path.name)
                action.setToolTip(text)
                action.triggered.connect(lambda _=False, p=path: self.open_journal(p))
        if self.recent_menu.isEmpty():
            self.recent_menu.addAction(self.tr("No recent games")).setEnabled(False)

    def _remember(self, path: Path | None) -> None:
        if path is None:
            return
        text = str(path.absolute())
        if not valid_path_text(text):
            return  # a name the settings file can't hold (undecodable bytes): not listed
        self.settings.recent = [text, *[p for p in self.settings.recent if p != text][:9]]
        self.save_settings()

    # -- commands -----------------------------------------------------------------------------

    def open_combat(self) -> None:
        if not self.session.has_game or self.session.state.game_over:
            return
        from companion.app.dialogs.combat import CombatDialog

        dialog = CombatDialog(self.session, self)
        dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def show_palette(self) -> None:
        """Ctrl+K: find a command by what it says (in the current language) and run it."""
        if self._palette is None:
            from companion.app.widgets.command_palette import CommandPalette

            self._palette = CommandPalette(
                self.commands, self, texts=self._palette_texts, run=self.command_actions.trigger
            )
        self._palette.open()

    @property
    def palette_popup(self) -> CommandPalette | None:
        return self._palette

    def _palette_texts(self) -> dict[str, str]:
        """The palette says what Undo and Redo would take back, as their menu entries do."""
        return {
            name: registry.plain(self.actions_by_key[name].text()) for name in ("undo", "redo")
        }

    def _toggle_fullscreen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    def _toggle_rotate(self) -> None:
        on = not self.game_page.table.rotate
        self.game_page.table.set_rotate(on)
        self.settings.rotate_panels = on
        self.save_settings()

    def _screen_size(self) -> tuple[int, int]:
        """The available size of the screen the window is on (the primary one before it shows)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return DEFAULT_SIZE
        available = screen.availableGeometry()
        return available.width(), available.height()

    def _screen_width(self) -> int:
        """The available width of the screen the window is on (the primary one before it shows)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        return screen.availableGeometry().width() if screen is not None else LOG_OPEN_FROM_WIDTH

    def _show_shortcuts(self) -> None:
        from companion.app.help_dialogs import ShortcutsDialog

        ShortcutsDialog(self.commands, self).exec()

    def set_language(self, code: str) -> None:
        """Switch the whole UI live; every open window re-translates on LanguageChange."""
        app = QApplication.instance()
        if isinstance(app, QApplication):
            code = i18n.switch(app, code)
        self.settings.language = code
        self.save_settings()

    def _about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(
            self,
            self.tr("About Commander Companion"),
            self.tr(
                "Commander Companion {version}\nTracks a paper Commander game around the monarch."
            ).format(version=__version__),
        )

    # -- reacting to the game -------------------------------------------------------------------

    def notify(self, text: str | Msg) -> None:
        """A message for the table (a warning, say): in the notice bar and the status bar, and on
        the start page while no game is loaded."""
        self.said.append(text)
        if not self.session.has_game:
            self.start_page.add_note(text)
        self.game_page.notices.notify(text)
        self.statusBar().showMessage(say(text) if isinstance(text, Msg) else text, 10_000)

    def _on_reset(self) -> None:
        if self._start_page is not None:
            self._start_page.clear_notes()  # about the start; a game is loaded now
        self.pages.setCurrentWidget(
            self.game_over if self.session.state.game_over else self.game_page
        )
        self.update_enabled()
        self._stay_awake()

    def _on_changed(self, outcome: object) -> None:
        state = self.session.state
        if state.game_over and self.pages.currentWidget() is self.game_page:
            self.pages.setCurrentWidget(self.game_over)
        elif not state.game_over and self.pages.currentWidget() is self._game_over:
            self.pages.setCurrentWidget(self.game_page)
        self.update_enabled()
        self._stay_awake()

    def _stay_awake(self) -> None:
        """The screen stays on while a game is played and the window is not minimised
        (keep_awake.py); built when the first game is, not at start."""
        playing = self.session.has_game and not self.session.state.game_over
        if self.keep_awake is None:
            if not playing or not self._started_up:
                return
            from companion.app.keep_awake import KeepAwake

            self.keep_awake = KeepAwake(parent=self)
        self.keep_awake.set_minimised(self.isMinimized())
        self.keep_awake.set_playing(playing)

    def update_enabled(self, *_args: object) -> None:
        """Every command's enabled and checked state from the registry; Undo/Redo say what."""
        if not hasattr(self, "command_actions"):
            return  # a dock told us something while the window was still being built
        self.command_actions.refresh()
        a = self.actions_by_key
        a["undo"].setText(undo_text(self.session))
        a["redo"].setText(redo_text(self.session))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.WindowStateChange:
            self.update_enabled()  # Full screen's check mark, however the window got there
            if self.keep_awake is not None:
                self.keep_awake.set_minimised(self.isMinimized())

    def action(self, key: str) -> QAction:
        return self.actions_by_key[key]

    # -- closing ----------------------------------------------------------------------------------

    def show_counters(self, player: str) -> None:
        """The player's counters; a counter the pod makes up is kept for the playgroup."""
        from companion.app.dialogs import counters  # its module loads on first use

        names = self.session.state.names

        def remember(name: str) -> None:
            if remember_counter(self.settings, names, name):
                self.save_settings()

        known = playgroup_counters(self.settings, names)
        counters.show_counters(self, self.session, player, known, remember)

    def save_settings(self) -> None:
        try:
            write_settings(self.settings)
        except OSError as exc:
            self.statusBar().showMessage(
                self.tr("Could not save the settings: {reason}").format(reason=exc.strerror or exc),
                10_000,
            )

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt's name)
        self.settings.geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        self.save_settings()
        self.docks.stop_serving()  # before the session closes: the phones are told first
        self.session.close()
        self.history.shutdown()  # a task reading journals stops at the next one
        if self.keep_awake is not None:
            self.keep_awake.release()
        super().closeEvent(event)

    def page(self) -> QWidget | None:
        return self.pages.currentWidget()
