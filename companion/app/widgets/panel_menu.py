"""The per-player menu (the panel's ⋮ button and right-click): the registry's player-menu commands
offered to that player now (no "Become the monarch…" for the monarch), run through the registry
like the menu bar's. The counters and the dice are grouped in "Counters" and "Dice" submenus at
the end."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QPoint
from PySide6.QtWidgets import QMenu, QWidget

from companion.app.commands import escape_mnemonic, tr
from companion.shell.commands import Command, Registry

# lupdate reads translate("Context", "text") at the call site (see companion/app/i18n.py).
translate = QCoreApplication.translate

# The player-menu commands grouped under "Dice" (in the registry's order).
DICE = frozenset({"roll_d6", "roll_d20", "roll_dn", "flip_coin", "roll_planar"})
# The ones grouped under "Counters": the counters on players, speed, the blessing, the Ring.
COUNTERS = frozenset(
    {"counters", "energy", "experience", "rad", "speed", "citys_blessing", "ring_tempts"}
)


class PlayerMenu(QObject):
    """Builds and runs the menu for one player from the view's command registry."""

    def __init__(self, registry: Registry, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._registry = registry
        self._name = name

    def build(self, parent: QWidget) -> QMenu:
        menu = QMenu(parent)
        menu.setObjectName("PlayerMenu")
        commands = self._registry.player_menu(self._name)
        for command in commands:
            if command.name not in DICE | COUNTERS:
                self._add(menu, command)
        groups = (
            (COUNTERS, translate("PlayerMenu", "C&ounters"), "PlayerCountersMenu"),
            (DICE, translate("PlayerMenu", "&Dice"), "PlayerDiceMenu"),
        )
        for names, title, name in groups:
            grouped = [c for c in commands if c.name in names]
            if grouped:
                sub = menu.addMenu(title)
                sub.setObjectName(name)
                for command in grouped:
                    self._add(sub, command)
        if menu.isEmpty():
            nothing = translate("PlayerMenu", "Nothing to do for {player} now")
            menu.addAction(escape_mnemonic(nothing.format(player=self._name))).setEnabled(False)
        return menu

    def _add(self, menu: QMenu, command: Command) -> None:
        action = menu.addAction(tr(command.text))
        action.setObjectName(f"player_action_{command.name}")
        action.setProperty("command", command.name)
        action.triggered.connect(lambda _=False, n=command.name: self.run(n))

    def popup(self, parent: QWidget, at: QPoint) -> QMenu:
        menu = self.build(parent)
        menu.aboutToHide.connect(menu.deleteLater)
        menu.popup(at)
        return menu

    def run(self, command: str) -> bool:
        return self._registry.run(command, self._name)
