"""Conceding and losing the game, confirmed first, in one dialog whichever way it was asked for.

The menu bar, a panel's menu and the command palette all come here. The question says what will
happen to the crown: the pure engine runs the action on the current state
(`companion.shell.commands.leaving`), as the combat dialog's preview does, so what it says is what
confirming does. Names are shown as plain text, never as markup.
"""

from __future__ import annotations

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from companion.app import i18n
from companion.app.session import GameSession
from companion.core import rules
from companion.core.actions import Concede, Lose
from companion.core.model import GameState
from companion.shell import taps
from companion.shell.commands import Registry, leaving

# lupdate reads translate("Context", "text") at the call site (see companion/app/i18n.py).
translate = QCoreApplication.translate


def leave_text(state: GameState, player: str, concede: bool = True) -> str:
    """The question, one sentence a line: who leaves, where the crown and the initiative go,
    who wins, undo."""
    if concede:
        lines = [translate("LeaveDialog", "{player} concedes and leaves the game.")]
    else:
        lines = [translate("LeaveDialog", "{player} loses the game and leaves it.")]
    lines[0] = lines[0].format(player=player)
    after = leaving(state, player, concede)
    # Numbered as the rule text shown in this language numbers it (716.4 in the 2016 German).
    rule = i18n.rule_texts().number_of("monarch.4", rules.MONARCH_SUCCESSION)
    if after.heir is not None and after.as_active:
        lines.append(
            translate(
                "LeaveDialog", "{player} becomes the monarch as the active player (CR {rule})."
            ).format(player=after.heir, rule=rule)
        )
    elif after.heir is not None:
        lines.append(
            translate(
                "LeaveDialog",
                "{player} becomes the monarch as the next player in turn order (CR {rule}).",
            ).format(player=after.heir, rule=rule)
        )
    elif after.vacant:
        lines.append(
            translate("LeaveDialog", "Nobody is left to become the monarch (CR {rule}).").format(
                rule=rule
            )
        )
    # 726.4: the initiative passes the same way (and the one who takes it ventures, 726.2).
    taken = i18n.rule_texts().find("initiative.4")
    rule = taken.number if taken is not None and taken.number else rules.INITIATIVE_SUCCESSION
    if after.taker is not None and after.taker_as_active:
        lines.append(
            translate(
                "LeaveDialog",
                "{player} takes the initiative as the active player and ventures into "
                "Undercity (CR {rule}).",
            ).format(player=after.taker, rule=rule)
        )
    elif after.taker is not None:
        lines.append(
            translate(
                "LeaveDialog",
                "{player} takes the initiative as the next player in turn order and ventures "
                "into Undercity (CR {rule}).",
            ).format(player=after.taker, rule=rule)
        )
    if after.ends and after.winner is not None:
        lines.append(
            translate("LeaveDialog", "{player} wins the game.").format(player=after.winner)
        )
    elif after.ends:
        lines.append(translate("LeaveDialog", "Nobody is left: the game is a draw."))
    lines.append(translate("LeaveDialog", "This can be undone."))
    return "\n".join(lines)


def ask(
    parent: QWidget | None,
    title: str,
    text: str,
    *,
    default_yes: bool = True,
    name: str = "LeaveDialog",
) -> bool:
    """Yes or no, the text as plain text (a name like "<b>x</b>" shows as typed). Yes is the
    default for leaving, which can be undone."""
    from PySide6.QtWidgets import QMessageBox  # a dialog: built when asked, not at start-up

    box = QMessageBox(
        QMessageBox.Icon.Question,
        title,
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        parent,
    )
    box.setObjectName(name)
    box.setTextFormat(QtCore.Qt.TextFormat.PlainText)
    yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
    box.setDefaultButton(yes if default_yes else no)
    try:
        return box.exec() == QMessageBox.StandardButton.Yes
    finally:
        box.deleteLater()


def confirm_leave(
    parent: QWidget | None, session: GameSession, player: str, concede: bool = True
) -> bool:
    """Ask, then concede (or lose the game) for `player`. True if it happened."""
    if concede:
        title = translate("LeaveDialog", "Concede")
    else:
        title = translate("LeaveDialog", "Loses the game")
    if not ask(parent, title, leave_text(session.state, player, concede)):
        return False
    action = Concede(player) if concede else Lose((player,))
    return session.do(action) is not None


def bind_player_dialogs(registry: Registry, session: GameSession, parent: QWidget | None) -> None:
    """Bind the player commands that ask first: becoming the monarch, taking the initiative, a
    card's venture and a monarch card entering (which card?), any die (how many sides?),
    conceding and losing the game (this dialog), with dialogs over `parent`."""

    def become_monarch(player: str) -> None:
        from companion.app.dialogs import monarch  # its module loads on first use

        monarch.request_monarch(parent, session, player)

    registry.bind("monarch", become_monarch)

    def ask_initiative(player: str) -> None:
        from companion.app.dialogs import initiative  # its module loads on first use

        initiative.request_initiative(parent, session, player)

    def ask_venture(player: str) -> None:
        from companion.app.dialogs import venture  # its module loads on first use

        venture.request_venture(parent, session, player)

    def ask_card(player: str) -> None:
        from companion.app.dialogs import card_enters  # its module loads on first use

        card_enters.request_card(parent, session, player)

    registry.bind("initiative", ask_initiative)
    registry.bind("venture", ask_venture)
    registry.bind("card", ask_card)

    def type_life(player: str) -> None:
        from companion.app.dialogs import amount_entry  # its module loads on first use

        amount_entry.enter(parent, session, taps.life(player))

    registry.bind("amount", type_life)

    def ask_die(player: str) -> None:
        from companion.app.dialogs import dice  # its module loads on first use

        dice.request_roll(parent, session, player)

    registry.bind("roll_dn", ask_die)

    def ask_ring(player: str) -> None:
        from companion.app.dialogs import ring  # its module loads on first use

        ring.request_ring(parent, session, player)

    registry.bind("ring_tempts", ask_ring)

    def show_counters(player: str) -> None:
        from companion.app.dialogs import counters  # its module loads on first use

        counters.show_counters(parent, session, player)

    registry.bind("counters", show_counters)  # the window binds it again with the playgroup
    registry.bind("concede", lambda player: confirm_leave(parent, session, player, True))
    registry.bind("lose", lambda player: confirm_leave(parent, session, player, False))
