"""The main window: composes the pages and its parts (the game's files, the docks, the History
page), binds the commands and reacts to the game; it owns the game session and the settings."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QStackedWidget, QWidget

from companion.app import commands, i18n
from companion.app.describe import say
from companion.app.game_page import GamePage
from companion.app.popup_scale import PopupScale
from companion.app.retranslating import Retranslating
from companion.app.session import GameSession
from companion.app.widgets.undo_labels import redo_text, undo_text
from companion.app.window import openers
from companion.app.window.docks import LOG_OPEN_FROM_WIDTH, Docks
from companion.app.window.game_files import GameFiles
from companion.app.window.history_nav import HistoryNav
from companion.shell import commands as registry
from companion.shell.messages import Msg, msg
from companion.shell.reading import take_reports
from companion.shell.settings import Settings
from companion.shell.settings import save_settings as write_settings

if TYPE_CHECKING:
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
        self.popups = PopupScale(self)  # menus and questions in print the table reads
        self._palette: CommandPalette | None = None  # built when first opened
        self.said: list[str | Msg] = []  # every notice so far (`notify`), for --smoke and tests
        self.game_page = GamePage(self.session, self.commands)
        self.game_page.table.layoutChanged.connect(self._follow_popups)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.game_page)
        self.setCentralWidget(self.pages)

        self.files = GameFiles(self)  # new, open, recover, Save As, the recent journals
        self.docks = Docks(self)  # the log's from the start, the others on first use
        self.history = HistoryNav(self)  # the History page and its worker, on first use
        self.pages.currentChanged.connect(self._on_page)
        self._bind_commands()
        self.command_actions = commands.CommandActions(
            self.commands, self, target=self._acting_player
        )
        self.actions_by_key = self.command_actions.actions
        self._build_menus()
        self._connect()
        self.game_page.table.set_rotate(settings.rotate_panels)
        self.session.step_by_step = settings.step_by_step
        if settings.geometry and settings.geometry.isascii():  # checked when loaded, too
            self.restoreGeometry(QByteArray.fromBase64(settings.geometry.encode("ascii")))
        else:
            self.resize(*first_size(self._screen_size()))
        self.docks.open_log_at_start(self._screen_width())
        self.retranslate()
        self.update_enabled()

    # -- construction -----------------------------------------------------------------------------

    def finish_start_up(self) -> None:
        """What the first frame does not show, built once it is on screen: the log, the screen
        kept awake for a game (its D-Bus and ctypes modules), the popups' print."""
        self._started_up = True
        self.docks.log  # noqa: B018 - built by asking for it
        self._stay_awake()
        self._follow_popups()  # a style sheet restyles the whole window: after the first frame

    def _bind_commands(self) -> None:
        """What the commands that need this window do (the game commands call the session)."""
        from companion.app.dialogs.leave import bind_player_dialogs

        table, files, docks, history = self.game_page.table, self.files, self.docks, self.history
        bind = self.commands.bind
        bind("new", lambda: files.new_game())
        bind("rematch", files.rematch)
        bind("open", files.ask_open)
        bind("save_as", files.ask_save_as)
        bind("quit", self.close)
        bind("combat", lambda: openers.open_combat(self))
        bind("select_next", lambda: table.select_next(1))
        bind("select_prev", lambda: table.select_next(-1))
        bind("select", table.select)
        bind_player_dialogs(self.commands, self.session, self)
        bind("counters", lambda player: openers.show_counters(self, player))
        bind("palette", self.show_palette)
        bind("fullscreen", self._toggle_fullscreen, checked=self.isFullScreen)
        bind("rotate", self._toggle_rotate, checked=lambda: table.rotate)
        bind("step_by_step", self._toggle_step_by_step, checked=lambda: self.session.step_by_step)
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
        bind("shortcuts", lambda: openers.show_shortcuts(self))
        bind("rules", lambda: docks.show_rules())
        bind("about", lambda: openers.show_about(self))
        bind("chess_clock", lambda: openers.ask_chess_clock(self))
        bind("done", lambda: openers.done_or_count(self))

    def _build_menus(self) -> None:
        self.menus = self.command_actions.populate(
            self.menuBar(), after={"open": self.files.add_recent_menu, "pod": self._add_languages}
        )

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
        page.notices.ruleRequested.connect(self.docks.show_rules)
        page.table.ruleRequested.connect(self.docks.show_rules)  # a reminder's, on its panel
        # The crown dropped on a player: as "Become the monarch…" (never for the monarch).
        page.crown.monarchDropped.connect(lambda name: self.commands.run("monarch", name))
        # The menu bar's player commands act on the selected player.
        page.table.playerSelected.connect(self.update_enabled)
        # A tap on a life total or a counter chip: type an amount for it.
        page.table.amountRequested.connect(lambda counter: openers.enter_amount(self, counter))

        self.session.changed.connect(self._on_changed)
        self.session.reset.connect(self._on_reset)
        # The storage banner says what to do; the path and the system's reason go to the status
        # bar only, so the table is not pushed down by the same news twice.
        self.session.storageFailed.connect(
            lambda message: self.statusBar().showMessage(say(message), 30_000)
        )
        self.session.storageRestored.connect(lambda: self.notify(msg("storage.restored")))
        self.game_page.storage.saveCopyRequested.connect(self.files.ask_save_as)
        self.game_page.storage.takeOverRequested.connect(self.files.take_over)
        # The game-over page leaves out the statistics the Stats dock shows.
        self.docks.statsShown.connect(self._on_stats_shown)

    def retranslate(self) -> None:
        self.command_actions.retranslate()
        self.docks.retranslate()
        self.files.retranslate()
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
            page.newGameRequested.connect(self.files.new_game)
            page.demoRequested.connect(self.files.start_demo)
            page.openRequested.connect(self.files.ask_open)
            page.resumeRequested.connect(self.files.open_journal)
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
            page.winner.rematchRequested.connect(self.files.rematch)
            page.winner.newGameRequested.connect(self.files.new_game)
            page.winner.dismissed.connect(lambda: self.pages.setCurrentWidget(self.game_page))
            self.pages.addWidget(page)
        return self._game_over

    @property
    def winner(self) -> WinnerScreen:
        return self.game_over.winner

    def _on_stats_shown(self, shown: bool) -> None:
        if self._game_over is not None:
            self._game_over.show_summary(not shown)

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

    # -- commands -----------------------------------------------------------------------------

    def show_palette(self) -> None:
        """Ctrl+K: find a command by what it says (in the current language) and run it."""
        if self._palette is None:
            from companion.app.widgets.command_palette import CommandPalette

            self._palette = CommandPalette(
                self.commands, self, texts=self._palette_texts, run=self.command_actions.trigger,
                text_px=lambda: self.popups.pixels,
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

    def _toggle_step_by_step(self) -> None:
        """The table calls every step (or no longer does): the session's flow follows it."""
        on = not self.session.step_by_step
        self.session.step_by_step = on
        self.settings.step_by_step = on
        self.save_settings()
        self.update_enabled()

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

    def _acting_player(self) -> str | None:
        """Whom the player commands' keys act on: the seat selected (1-8, ← →), else the player
        whose turn it is (play-test: B did nothing until a seat was picked)."""
        selected = self.game_page.table.selected_player
        if selected is not None or not self.session.has_game:
            return selected
        return self.session.state.active_player

    def set_language(self, code: str) -> None:
        """Switch the whole UI live; every open window re-translates on LanguageChange."""
        app = QApplication.instance()
        if isinstance(app, QApplication):
            code = i18n.switch(app, code)
        self.settings.language = code
        self.save_settings()

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

    def _follow_popups(self) -> None:
        """Menus and questions as large as the panels' smallest text, once the table is laid
        out (its totals and buttons excepted: they are larger); from the first frame on."""
        if not self._started_up:
            return
        sizes = [
            part.pixels
            for panel in self.game_page.table.panels()
            for part in panel.parts()
            if part.text and part.key[0] not in ("total", "run")
        ]
        if sizes:
            self.popups.follow(min(sizes))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.WindowStateChange:
            self.update_enabled()  # Full screen's check mark, however the window got there
            if self.keep_awake is not None:
                self.keep_awake.set_minimised(self.isMinimized())

    def action(self, key: str) -> QAction:
        return self.actions_by_key[key]

    def page(self) -> QWidget | None:
        return self.pages.currentWidget()

    # -- closing ----------------------------------------------------------------------------------

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
