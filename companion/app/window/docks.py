"""The window's docks: the game log (its room kept from the start), and the rules, the statistics,
the stream overlay's and the phones' controls, each built the first time it is opened (their
modules, pyqtgraph and the servers load only then); opening, closing and how wide they open.

Their titles keep the main window's translation context ("MainWindow"), as when the window
built them itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from PySide6.QtWidgets import QDockWidget

from companion.app.widgets.log_place import LogPlaceholder
from companion.app.words import word

if TYPE_CHECKING:
    from companion.app.widgets.log_panel import LogPanel
    from companion.app.window.main_window import MainWindow

# lupdate reads translate("Context", "text") at the call site.
translate = QCoreApplication.translate

RIGHT = QtCore.Qt.DockWidgetArea.RightDockWidgetArea
HORIZONTAL = QtCore.Qt.Orientation.Horizontal

# A screen at least this wide (available logical pixels) opens the log beside the table by default;
# on a smaller one (a laptop at 1280 or 1366) it would take a fifth of the table's width.
LOG_OPEN_FROM_WIDTH = 1600


def log_open_at_start(choice: bool | None, available_width: int) -> bool:
    """Whether the log dock is open when the window starts: as the player last left it, else
    open only on a screen at least LOG_OPEN_FROM_WIDTH wide."""
    if choice is not None:
        return choice
    return available_width >= LOG_OPEN_FROM_WIDTH


def stats_dock_width(window_width: int) -> int:
    """How wide the Stats dock opens beside the table: 40% of the window (420 to 760 px), never
    more than 45%, so the table keeps the larger part of the width and all of its height."""
    return round(min(max(0.4 * window_width, 420), 0.45 * window_width, 760))


class Docks(QObject):
    """The docks of one window, each a tab beside the log: a second column would take the
    table's room."""

    statsShown = Signal(bool)  # the Stats dock's contents came on screen, or left it

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        # The log is built after the first frame (finish_start_up) or when first asked for;
        # until then its dock keeps the log's room, so the table never moves for it.
        self._log: LogPanel | None = None
        self.log_dock = QDockWidget(window)
        self.log_dock.setObjectName("LogDock")
        self.log_dock.setWidget(LogPlaceholder())
        window.addDockWidget(RIGHT, self.log_dock)
        self._follow(self.log_dock)

        self.rules_dock: QDockWidget | None = None  # built the first time it is opened
        self.stats_dock: QDockWidget | None = None  # likewise: pyqtgraph loads only then
        self.overlay_dock: QDockWidget | None = None  # and the overlay server's Qt modules
        self.pod_dock: QDockWidget | None = None  # and the pod's server: off until turned on
        self.stats_shown = False  # the Stats dock's contents are on screen (not a tab behind)
        self._log_width: int | None = None  # the log's column before the Stats widened it
        # No game, no log: the start page has the window to itself; the log comes back with a game.
        self._log_before_start: bool | None = None

    def open_log_at_start(self, screen_width: int) -> None:
        """The log as the player last left it (else open on a large screen); from now on its
        own close button is the player's choice too."""
        if not log_open_at_start(self._window.settings.log_open, screen_width):
            self.log_dock.hide()
        self.log_dock.installEventFilter(self)

    @property
    def log(self) -> LogPanel:
        """The game log, built the first time it is asked for (finish_start_up asks)."""
        if self._log is None:
            from companion.app.widgets.log_panel import LogPanel

            self._log = LogPanel(self._window.session)
            self._log.ruleRequested.connect(self.show_rules)
            self.log_dock.setWidget(self._log)
            # While the table watches who goes first being drawn, the log does not give it away
            # (play-test: "Dee goes first (random)" stood in the log while the show said "?").
            show, log = self._window.game_page.first_player_show, self._log
            show.highlighted.connect(lambda _: log.hold(not show.has_landed))
            show.landed.connect(lambda _: log.hold(False))
            show.finished.connect(lambda: log.hold(False))
        return self._log

    def retranslate(self) -> None:
        self.log_dock.setWindowTitle(word("game_log"))
        if self.rules_dock is not None:
            self.rules_dock.setWindowTitle(translate("MainWindow", "Rules"))
        if self.stats_dock is not None:
            self.stats_dock.setWindowTitle(translate("MainWindow", "Stats"))
        if self.overlay_dock is not None:
            self.overlay_dock.setWindowTitle(word("stream_overlay"))
        if self.pod_dock is not None:
            self.pod_dock.setWindowTitle(word("invite_phones"))

    def _new_dock(self, title: str, name: str) -> QDockWidget:
        dock = QDockWidget(title, self._window)
        dock.setObjectName(name)
        return dock

    def _place(self, dock: QDockWidget) -> None:
        """A dock built on first use: beside the table, a tab with the log."""
        self._window.addDockWidget(RIGHT, dock)
        self._window.tabifyDockWidget(self.log_dock, dock)

    def _follow(self, dock: QDockWidget) -> None:
        """The View menu's check mark follows the dock, closed with its own button too."""
        dock.visibilityChanged.connect(lambda _visible: self._window.update_enabled())

    # -- open and closed --------------------------------------------------------------------------

    def is_open(self, dock: QDockWidget | None) -> bool:
        """Whether `dock` is open (shown, or would be with the window; a tab behind another too)."""
        return dock is not None and dock.isVisibleTo(self._window)

    def toggle_log(self) -> None:
        if self.is_open(self.log_dock):
            self.log_dock.hide()
        else:
            self.log_dock.show()
            self.log_dock.raise_()
        self._remember_log(self.is_open(self.log_dock))

    def _remember_log(self, open_: bool) -> None:
        """The player opened or closed the log: it starts that way next time."""
        settings = self._window.settings
        if settings.log_open != open_:
            settings.log_open = open_
            self._window.save_settings()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.log_dock and event.type() == QEvent.Type.Close:
            self._remember_log(False)  # its own close button (hiding it for the start page isn't)
        return super().eventFilter(watched, event)

    def make_room(self, alone: bool) -> None:
        """The start and History pages have the window to themselves: the log steps aside, and
        comes back as it was when a game is shown again."""
        if alone and self._log_before_start is None:
            self._log_before_start = not self.log_dock.isHidden()
            self.log_dock.hide()
        elif not alone and self._log_before_start is not None:
            self.log_dock.setVisible(self._log_before_start)
            self._log_before_start = None

    def toggle_overlay(self) -> None:
        if self.overlay_dock is not None and self.is_open(self.overlay_dock):
            self.overlay_dock.hide()
        else:
            self.show_overlay()

    def toggle_pod(self) -> None:
        if self.pod_dock is not None and self.is_open(self.pod_dock):
            self.pod_dock.hide()
        else:
            self.show_pod()

    # -- the docks built on first use -------------------------------------------------------------

    def show_rules(self, rule_id: str | None = None) -> None:
        """The Rules panel (a dock), scrolled to `rule_id` when an explanation links to it."""
        if self.rules_dock is None:
            from companion.app.rules_panel import RulesPanel

            self.rules_dock = self._new_dock(translate("MainWindow", "Rules"), "RulesDock")
            self.rules_dock.setWidget(RulesPanel(self.rules_dock))
            self._place(self.rules_dock)
        self.rules_dock.show()
        self.rules_dock.raise_()
        panel = self.rules_dock.widget()
        if rule_id and hasattr(panel, "show_rule"):
            panel.show_rule(rule_id)

    def show_stats(self, on: bool = True) -> None:
        """The live Stats panel, in a dock; built (and pyqtgraph imported) on first use."""
        if self.stats_dock is None:
            if not on:
                return
            from companion.app.stats.panel import StatsPanel

            self.stats_dock = self._new_dock(translate("MainWindow", "Stats"), "StatsDock")
            self.stats_dock.setWidget(StatsPanel(self._window.session, self.stats_dock))
            # Beside the table, a tab with the log: under it, the table kept a third of its height.
            self._place(self.stats_dock)
            self._follow(self.stats_dock)
            self.stats_dock.visibilityChanged.connect(self._on_stats_visible)
        if on and self.stats_dock.isHidden() and not self.log_dock.isHidden():
            self._log_width = self.log_dock.width()  # given back when the Stats close
        self.stats_dock.setVisible(on)
        if on:
            self.stats_dock.raise_()
            width = stats_dock_width(self._window.width())
            self._window.resizeDocks([self.stats_dock], [width], HORIZONTAL)

    def _on_stats_visible(self, visible: bool) -> None:
        """The game-over page leaves out the statistics the dock shows (statsShown); closing the
        Stats gives the log its own column width back."""
        self.stats_shown = visible
        self.statsShown.emit(visible)
        dock = self.stats_dock
        if not visible and dock is not None and dock.isHidden():
            if self._log_width is not None and not self.log_dock.isHidden():
                self._window.resizeDocks([self.log_dock], [self._log_width], HORIZONTAL)
            self._log_width = None

    def show_overlay(self) -> None:
        """The stream overlay's controls (server toggle, URL, LAN token, chroma-key window)."""
        if self.overlay_dock is None:
            from companion.app.overlay.controls import OverlayControls

            window = self._window
            s = window.settings
            self.overlay_controls = OverlayControls(
                window.session, lan=s.overlay_lan, key_color=s.chroma_key
            )

            def keep(name: str, value: object) -> None:
                setattr(window.settings, name, value)
                window.save_settings()

            self.overlay_controls.lanChanged.connect(lambda on: keep("overlay_lan", on))
            self.overlay_controls.keyColorChanged.connect(lambda c: keep("chroma_key", c.lower()))
            title = word("stream_overlay")
            self.overlay_dock = self._new_dock(title, "OverlayDock")
            self.overlay_dock.setWidget(self.overlay_controls)
            self._place(self.overlay_dock)
            self._follow(self.overlay_dock)
        self.overlay_dock.show()
        self.overlay_dock.raise_()

    def start_overlay(self, port: int) -> bool:
        """Serve the overlay on `port` (0: any free one), as `--overlay-port` asks."""
        self.show_overlay()
        self.overlay_controls.port = port
        started = self.overlay_controls.start()
        server = self.overlay_controls.server
        if started and server is not None:
            # `--overlay-port 0` picks a free port: say which, for the streaming software.
            print(f"overlay URL: {server.url}", flush=True)
        if not started:
            message = translate("MainWindow", "The stream overlay could not start on port {port}.")
            self._window.notify(message.format(port=port))
        return started

    def show_pod(self) -> None:
        """The Invite phones dock (the pod's switch, its address, the join codes, the seats);
        built on first use. Opening it serves nothing: the pod is off until turned on."""
        if self.pod_dock is None:
            from companion.app.pod.controls import PodControls

            self.pod_controls = PodControls(self._window.session)
            self.pod_dock = self._new_dock(word("invite_phones"), "PodDock")
            self.pod_dock.setWidget(self.pod_controls)
            self._place(self.pod_dock)
            self._follow(self.pod_dock)
        self.pod_dock.show()
        self.pod_dock.raise_()

    def start_pod(self, port: int, host: str | None = None) -> bool:
        """Let phones join on `host`:`port` (0: any free port; host by default the machine's
        local-network address), as `--pod-port` asks, and print the links for scripts:
        `pod URL` (any free seat) and one `seat NAME URL` per player."""
        self.show_pod()
        controls = self.pod_controls
        if host is not None:
            controls.set_host(host)
        controls.port = port
        started = controls.start()
        server = controls.server
        if started and server is not None:
            session = self._window.session
            lines = [f"pod {server.join_url() or server.url}"]  # no game: no join code yet
            names = session.state.names if session.has_game else ()
            lines += [f"seat {name} {server.seat_url(name)}" for name in names]
            print("\n".join(lines), flush=True)
        else:
            self._window.notify(
                translate("MainWindow", "Phones cannot join on {host} port {port}.").format(
                    host=controls.host_address, port=port
                )
            )
        return started

    def stop_serving(self) -> None:
        """The window closes: the overlay's and the phones' servers stop (before the session
        closes: the phones are told first)."""
        if self.overlay_dock is not None:
            self.overlay_controls.stop()
        if self.pod_dock is not None:
            self.pod_controls.stop()
