"""The table's texts the screens share: the turn bar's words, the panels' tooltips, the game's
terms shown alone (a label, a heading, a column) and who holds what."""

from __future__ import annotations

from companion.core.marks import QT_TRANSLATE_NOOP, Text, counted
from companion.shell.messages.entry import Trigger

SHARED: dict[str, Text | Trigger] = {
    # -- the turn bar: the turn, day and night (CR 731), End turn's spells question -----------
    "turn.round": QT_TRANSLATE_NOOP("TurnBar", "Round {round} · Turn {turn} —"),
    "turn.left": QT_TRANSLATE_NOOP("TurnBar", "{player} left; no active player"),
    "turn.none": QT_TRANSLATE_NOOP("TurnBar", "No active player"),
    "turn.extra": QT_TRANSLATE_NOOP("TurnBar", "{player} (extra turn)"),
    # After the step while an extra turn is queued (CR 500.7): {who} is "Ann (extra turn)".
    "turn.next": QT_TRANSLATE_NOOP("TurnBar", "next: {who}"),
    "turn.day": QT_TRANSLATE_NOOP("TurnBar", "Day"),
    "turn.night": QT_TRANSLATE_NOOP("TurnBar", "Night"),
    "turn.game_over": QT_TRANSLATE_NOOP("TurnBar", "Game over"),
    # After first-strike damage, the regular pass is still owed (CR 510.4): said after the step.
    "turn.regular_next": QT_TRANSLATE_NOOP("Overlay", "regular combat damage next"),
    "turn.spells_question": QT_TRANSLATE_NOOP("TurnBar", "Spells {player} cast this turn:"),
    "turn.spells_rule": QT_TRANSLATE_NOOP(
        "TurnBar",
        "Day and night (CR {rule}): as the next turn begins, day becomes night if {player} cast no "
        "spells this turn, and night becomes day if they cast two or more.",
    ),
    # -- the players' panels: a chess clock's tooltip, a monarch card's chip ------------------
    "panel.clock_out": QT_TRANSLATE_NOOP(
        "PanelClock", "Chess clock: {player} has used all of {total}; nobody loses by it."
    ),
    "panel.clock_paused": QT_TRANSLATE_NOOP(
        "PanelClock", "Chess clock, paused: {player} has {left} of {total} left."
    ),
    "panel.clock_running": QT_TRANSLATE_NOOP(
        "PanelClock", "Chess clock, running: {player} has {left} of {total} left."
    ),
    "panel.clock_left": QT_TRANSLATE_NOOP(
        "PanelClock", "Chess clock: {player} has {left} of {total} left."
    ),
    "panel.partner_of": QT_TRANSLATE_NOOP("CounterBox", "{player} (partner)"),
    "panel.partner_commander": QT_TRANSLATE_NOOP("CounterBox", "{player}'s partner commander"),
    "panel.commander": QT_TRANSLATE_NOOP("CounterBox", "{player}'s commander"),
    "panel.wins": QT_TRANSLATE_NOOP("PanelChrome", "Wins the game!"),
    "panel.out": QT_TRANSLATE_NOOP("PanelChrome", "Out"),
    "panel.their_turn": QT_TRANSLATE_NOOP("PanelChrome", "\u25b6 Their turn"),
    "panel.poison_tip": QT_TRANSLATE_NOOP(
        "CounterBox", "Poison counters: {player} loses at {lethal}."
    ),
    "panel.damage_tip": QT_TRANSLATE_NOOP(
        "CounterBox",
        "Combat damage dealt to {player} by {commander}. {player} loses at {lethal}. "
        "+ adds a point of combat damage (and takes the life); \u2212 takes back damage "
        "entered by mistake (and gives the life back).",
    ),
    "panel.tax_tip": QT_TRANSLATE_NOOP(
        "CounterBox",
        "Commander tax: casting {commander} from the command zone costs {tax} more "
        "(CR 903.8). Tap when it is cast; \u2212 takes back a cast entered by mistake.",
    ),
    "panel.card_leaves_hint": QT_TRANSLATE_NOOP(
        "CardChips", "Tap it when it leaves the battlefield."
    ),
    "panel.card_spent": QT_TRANSLATE_NOOP("CardChips", "Its one-time trigger has happened."),
    "panel.card_leaves": QT_TRANSLATE_NOOP("CardChips", "{card} leaves the battlefield"),
    # -- the game's terms shown alone: a label, a heading, a column, a chart's legend ---------
    # Every screen that names one says it from here (the panels, the dialogs, the statistics,
    # the History page, the overlay and the phones), so each language words it once.
    "term.life": QT_TRANSLATE_NOOP("Terms", "Life"),
    "term.poison": QT_TRANSLATE_NOOP("Terms", "Poison"),
    #: The monarch (CR 725): a column, a row, the crown's name beside a player
    "term.monarch": QT_TRANSLATE_NOOP("Terms", "Monarch"),
    #: The monarch's crown in the charts: who held it, and how long
    "term.crown": QT_TRANSLATE_NOOP("Terms", "Crown"),
    #: The initiative (CR 726): a column, a chart's row, its token beside a player
    "term.initiative": QT_TRANSLATE_NOOP("Terms", "Initiative"),
    "term.commander_damage": QT_TRANSLATE_NOOP("Terms", "Commander damage"),
    #: A heading: the commander damage a player took, one row per opposing commander
    "term.commander_damage_taken": QT_TRANSLATE_NOOP("Terms", "Commander damage taken"),
    #: The combat damage dialog's title and the turn bar's button that opens it
    "term.combat_damage": QT_TRANSLATE_NOOP("Terms", "Combat damage"),
    #: How the crown or the initiative changed hands (a chart's legend): by combat damage
    "term.by_combat_damage": QT_TRANSLATE_NOOP("Terms", "combat damage"),
    #: How the crown or the initiative changed hands: its holder left the game (CR 725.4, 726.4)
    "term.by_succession": QT_TRANSLATE_NOOP("Terms", "succession"),
    #: How many dungeons a player has completed (CR 309.7)
    "term.dungeons_completed": QT_TRANSLATE_NOOP("Terms", "Dungeons completed"),
    #: A player's second commander (CR 702.124)
    "term.partner": QT_TRANSLATE_NOOP("Terms", "Partner"),
    #: A column heading: the player of the row
    "term.player": QT_TRANSLATE_NOOP("Terms", "Player"),
    #: A column heading or a title: the players of a game, or every player of the History
    "term.players": QT_TRANSLATE_NOOP("Terms", "Players"),
    #: A column heading or a chart's title: how many turns a game lasted
    "term.turns": QT_TRANSLATE_NOOP("Terms", "Turns"),
    #: A column heading or a chart's title: how many minutes a game lasted
    "term.minutes": QT_TRANSLATE_NOOP("Terms", "Minutes"),
    #: A column heading: how a game ended (won by a player, a draw, unfinished)
    "term.result": QT_TRANSLATE_NOOP("Terms", "Result"),
    #: How a game ended: nobody has won it yet (it may go on)
    "term.unfinished": QT_TRANSLATE_NOOP("Terms", "Unfinished"),
    #: How many games (the History page's list, a bar of the charts across games)
    "term.game_count": counted.translate("Terms", "%n game(s)", "", 0),
    # -- who holds what, said by several screens (the crown's and the initiative's tooltips,
    # the combat damage dialog, a panel's dungeon and the venture dialog) ---------------------
    "holder.monarch": QT_TRANSLATE_NOOP("Describe", "{player} is the monarch."),
    "holder.initiative": QT_TRANSLATE_NOOP("Describe", "{player} has the initiative."),
    "holder.dungeon": QT_TRANSLATE_NOOP("Describe", "{player} is in {dungeon}, in {room}."),
    # The reminder's button (the banner's and the phones'): its trigger was carried out.
    "reminder.done": QT_TRANSLATE_NOOP("_ReminderRow", "Done"),
}
