"""The row of small counters under a life total: poison, then commander damage per opponent.

Commander damage only goes up here, as combat damage (CR 903.10a counts combat damage only); a
mistake is fixed with Undo, which the tooltips say.
"""

from __future__ import annotations

from PySide6.QtWidgets import QGridLayout, QWidget

from companion.app.retranslating import Retranslating
from companion.app.session import GameSession
from companion.app.widgets.panel_counters import CounterChip
from companion.app.widgets.panel_fit import plain_tip
from companion.core import rules
from companion.core.actions import CombatDamage, Hit, PoisonChange
from companion.core.model import GameState, PlayerState

POISON_GREEN = "#7ac74f"


class CounterBox(Retranslating, QWidget):
    """Poison (+/−) and one commander-damage counter (+) per opponent commander."""

    def __init__(self, session: GameSession, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._name = name
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setSpacing(4)
        self.poison = CounterChip("\u2620", POISON_GREEN, True, self)  # skull and crossbones
        self.poison.plus.connect(lambda: session.do(PoisonChange(name, 1)))
        self.poison.minus.connect(lambda: session.do(PoisonChange(name, -1)))
        self.commander: dict[tuple[str, bool], CounterChip] = {}
        partners = session.game.setup.partners if session.game is not None else ()
        for opponent in session.state.names:
            if opponent != name:
                for partner in (False, True) if opponent in partners else (False,):
                    self._add_commander_chip(opponent, partner)
        self.retranslate()
        self.place(self.width())

    def retranslate(self) -> None:
        """Captions and tooltips in the current language."""
        self.poison.setToolTip(
            plain_tip(
                self.tr("Poison counters: {lethal} make {player} lose").format(
                    lethal=rules.LETHAL_POISON, player=self._name
                )
            )
        )
        for (opponent, partner), chip in self.commander.items():
            if partner:
                chip.set_caption(self.tr("{player} (partner)").format(player=opponent))
            chip.setToolTip(
                plain_tip(
                    self.tr(
                        "Combat damage dealt to {player} by {opponent}'s commander. {lethal} makes "
                        "{player} lose. It can only go up: use Undo to fix a mistake."
                    ).format(
                        player=self._name, opponent=opponent, lethal=rules.LETHAL_COMMANDER_DAMAGE
                    )
                )
            )
            chip.plus_button.setToolTip(chip.toolTip())

    def _add_commander_chip(self, opponent: str, partner: bool) -> None:
        chip = CounterChip(opponent, self._session.color(opponent), False, self)
        chip.plus.connect(lambda: self._commander_hit(opponent, partner))
        self.commander[(opponent, partner)] = chip

    def _commander_hit(self, opponent: str, partner: bool) -> None:
        hit = Hit(opponent, self._name, 1, commander=True, partner=partner)
        self._session.do(CombatDamage((hit,)))

    def chips(self) -> list[CounterChip]:
        return [self.poison, *self.commander.values()]

    def update_from(self, state: GameState, me: PlayerState, playing: bool) -> None:
        self.poison.set_value(me.poison, rules.LETHAL_POISON)
        self.poison.set_controls(playing, playing and me.poison > 0)
        for (opponent, partner), chip in self.commander.items():
            damage = me.partner_damage if partner else me.commander_damage
            chip.set_value(damage.get(opponent, 0), rules.LETHAL_COMMANDER_DAMAGE)
            alive = state.has_player(opponent) and state.player(opponent).in_game
            chip.set_controls(playing and alive, False)

    def scale(self, pixels: int) -> None:
        for chip in self.chips():
            chip.scale(pixels)

    def place(self, width: int) -> None:
        """Lay the chips out in as many columns as fit in `width`."""
        chips = self.chips()
        for chip in chips:
            self._grid.removeWidget(chip)
        widest = max(chip.minimumSizeHint().width() for chip in chips) + 8
        per_row = max(1, min(len(chips), width // widest))
        for index, chip in enumerate(chips):
            self._grid.addWidget(chip, index // per_row, index % per_row)
