"""What the window's own commands open over the table: the combat screen, the amount entry, a
player's counters, the chess clock, the shortcuts and About. Each dialog's module loads on first
use, never at start-up.

Its words keep the main window's translation context ("MainWindow"), as when the window opened
these itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication

from companion import __version__
from companion.shell.settings import playgroup_counters, remember_counter

if TYPE_CHECKING:
    from companion.app.window.main_window import MainWindow

# lupdate reads translate("Context", "text") at the call site.
translate = QCoreApplication.translate


def open_combat(window: MainWindow) -> None:
    session = window.session
    if not session.has_game or session.state.game_over:
        return
    from companion.app.dialogs.combat import CombatDialog

    dialog = CombatDialog(session, window)
    dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()


def enter_amount(window: MainWindow, counter: object) -> None:
    """The amount entry for a counter of a panel (a life total, poison, commander damage)."""
    from companion.app.dialogs import amount_entry
    from companion.shell.taps import Counter

    if isinstance(counter, Counter) and window.session.playing():
        amount_entry.enter(window, window.session, counter)


def show_counters(window: MainWindow, player: str) -> None:
    """The player's counters; a counter the pod makes up is kept for the playgroup."""
    from companion.app.dialogs import counters  # its module loads on first use

    names = window.session.state.names

    def remember(name: str) -> None:
        if remember_counter(window.settings, names, name):
            window.save_settings()

    known = playgroup_counters(window.settings, names)
    counters.show_counters(window, window.session, player, known, remember)


def ask_chess_clock(window: MainWindow) -> None:
    """Turn > Chess clock…: set the minutes each player has, or take the clocks away."""
    from companion.app.dialogs.chess_clock import request_chess_clock

    request_chess_clock(window, window.session, window.settings.chess_clock)


def show_shortcuts(window: MainWindow) -> None:
    from companion.app.help_dialogs import ShortcutsDialog

    ShortcutsDialog(window.commands, window).exec()


def show_about(window: MainWindow) -> None:
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.about(
        window,
        translate("MainWindow", "About Commander Companion"),
        translate(
            "MainWindow",
            "Commander Companion {version}\nTracks a paper Commander game around the monarch.",
        ).format(version=__version__),
    )


def done_or_count(window: MainWindow) -> None:
    """D (Done): the first pending reminder is done; rad's asks its count of nonland cards
    (0 up to the cards milled) in a small box, as its panel's buttons do, then says it."""
    session = window.session
    if not session.playing():
        return
    from companion.core.model import RAD

    pending = session.state.pending_reminders()
    if not pending:
        return
    if pending[0].kind != RAD:
        window.commands.run("done_reminder", reminder=pending[0].id)
        return
    from PySide6.QtWidgets import QInputDialog

    player = pending[0].player
    milled = session.state.player(player).counters.get("rad", 0)
    box = QInputDialog(window)
    box.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
    box.setInputMode(QInputDialog.InputMode.IntInput)
    box.setIntRange(0, milled)
    box.setWindowTitle(player)
    box.setLabelText(translate("_ReminderRow", "&Nonland cards milled:"))
    box.intValueSelected.connect(
        lambda n: window.commands.run("rad_mill", player, nonland=n)
    )
    box.open()
