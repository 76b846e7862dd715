"""Every sentence the app says about the game, in one table of message keys, rendered per language.

What the core and the shell say (an event, an action, a step, a refusal, a notice) is a `Msg`: a key
of `TEXTS` with its parameters, language-neutral, so the window, the overlay and any other view
word the same thing, each in its own language, from the same table:

    render(Msg("event.monarch", {"player": "Ben"}), translate)  ->  "Ben wird der Herrscher."

`translate(context, source, n) -> str` is injected: the Qt app passes one built on
QCoreApplication.translate (`companion.app.describe`), the overlay one per language, tests the
identity (`english`). `n` is the count of a text with plural forms (`%n`), else -1.

Marking for Qt Linguist without Qt: pyside6-lupdate reads calls by their name with literal
arguments, so `QT_TRANSLATE_NOOP("Context", "text")` here is a Qt-free function of that name, and a
text with plural forms is marked `counted.translate("Context", "text with %n", "", 0)` (lupdate then
files it with plural forms). The contexts are the ones the texts always had ("Describe", "Counts",
"NoticeBar", ...), so the translations carry over. The core's errors are in the same table, under
"error.<key>" (`companion.core.errors.ERRORS`, marked there, never copied here).

Parameters are text, whole numbers or nested messages (`{"reason": Msg("reason.life")}`); the two
monarch triggers are quoted from the official rule text of the language (`Trigger`), never
translated. A `Msg` checks its parameters against its text when made, so a missing one is a
programming error at once, not a broken sentence later.
"""

from __future__ import annotations

import errno as errno_module
import string
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cache
from typing import Any, Union

from companion.core import actions as a
from companion.core import events as e
from companion.core.cards import Condition, book, holds
from companion.core.engine import apply
from companion.core.errors import ERRORS, ActionError, JournalError, Phrase, english_plural
from companion.core.game import Entry
from companion.core.marks import QT_TRANSLATE_NOOP, Text, counted
from companion.core.model import (
    CARD,
    MONARCH_DRAW,
    RAD,
    VENTURE,
    GameState,
    LeaveReason,
    MonarchCause,
    PlayerState,
    Reminder,
)
from companion.core.steps import Step
from companion.core.values import field, frozen
from companion.shell import card_summaries, flow, game_texts, storage
from companion.shell.rule_english import english_quote

Translate = Callable[[str, str, int], str]


def trigger_key(card: str, index: int) -> str:
    """The message key of what `card`'s trigger number `index` does."""
    return f"cardtrigger.{_slug(card)}.{index}"


def room_key(room: str) -> str:
    """The message key of a dungeon room's ability."""
    return f"room.{_slug(room)}"


def card_summary(card: str) -> Text | None:
    """What `card` does, in the app's one sentence (None for a card not in the list). Not a
    `Msg`: a summary has no parameters, and its mana symbols ({3}{W}) are braces of its own."""
    return card_summaries.SUMMARIES.get(card)


def _slug(name: str) -> str:
    return "".join(ch if ch.isalnum() else "_" for ch in name.lower())
Quote = Callable[[str], str]  # "draw" | "steal" -> the trigger in its quotation marks


@frozen
class Trigger:
    """One of the monarch's two inherent triggers, quoted from the official rule text of the
    language it is rendered in (never a translation)."""

    kind: str  # "draw" | "steal"


LIST = "list"  # a Msg whose parameters "0", "1", ... are the items, joined by the list's text
NAMES = "names"  # the same for players' names: "Ann, Ben" ("Ann、Ben" in Chinese)
_JOINED = (LIST, NAMES)

TEXTS: dict[str, Text | Trigger] = {
    # -- the steps of a turn ------------------------------------------------------------------
    "step.untap": QT_TRANSLATE_NOOP("Describe", "Untap"),
    "step.upkeep": QT_TRANSLATE_NOOP("Describe", "Upkeep"),
    "step.draw": QT_TRANSLATE_NOOP("Describe", "Draw step"),
    "step.main1": QT_TRANSLATE_NOOP("Describe", "Main phase 1"),
    "step.beginning_of_combat": QT_TRANSLATE_NOOP("Describe", "Beginning of combat"),
    "step.declare_attackers": QT_TRANSLATE_NOOP("Describe", "Declare attackers"),
    "step.declare_blockers": QT_TRANSLATE_NOOP("Describe", "Declare blockers"),
    "step.combat_damage": QT_TRANSLATE_NOOP("Describe", "Combat damage step"),
    "step.end_of_combat": QT_TRANSLATE_NOOP("Describe", "End of combat"),
    "step.main2": QT_TRANSLATE_NOOP("Describe", "Main phase 2"),
    "step.end": QT_TRANSLATE_NOOP("Describe", "End step"),
    "step.cleanup": QT_TRANSLATE_NOOP("Describe", "Cleanup"),
    # -- why a player left --------------------------------------------------------------------
    "reason.conceded": QT_TRANSLATE_NOOP("Describe", "conceded"),
    "reason.life": QT_TRANSLATE_NOOP("Describe", "0 life"),
    "reason.poison": QT_TRANSLATE_NOOP("Describe", "10 poison counters"),
    "reason.commander_damage": QT_TRANSLATE_NOOP("Describe", "21 commander damage from {player}"),
    "reason.commander_damage_named": QT_TRANSLATE_NOOP(
        "Describe", "21 commander damage from {commander} ({player})"
    ),
    "reason.lost": QT_TRANSLATE_NOOP("Describe", "lost the game"),
    # -- actions: log lines, "Undo: ..." labels -----------------------------------------------
    "action.step": QT_TRANSLATE_NOOP("Describe", "Go to {step}"),
    "action.end_turn": QT_TRANSLATE_NOOP("Describe", "End turn"),
    # End turn waits for the spells the turn's player cast (day and night, CR 730.2).
    "action.ask_spells": QT_TRANSLATE_NOOP("Describe", "End turn: how many spells were cast?"),
    # End turn stopped at what triggered (the monarch's draw, a venture, a card), so it is not
    # missed: a line of its own in the log, taken back with the End turn that stopped.
    "action.stop_at": QT_TRANSLATE_NOOP("Describe", "End turn stops for what triggered"),
    "action.extra_turn": QT_TRANSLATE_NOOP("Describe", "Extra turn for {player}"),
    "action.extra_turn_given": QT_TRANSLATE_NOOP(
        "Describe", "{player} takes an extra turn after this one"
    ),
    "action.monarch": QT_TRANSLATE_NOOP("Describe", "{player} becomes the monarch"),
    "action.monarch_card": QT_TRANSLATE_NOOP("Describe", "{player} becomes the monarch ({card})"),
    "action.life_gain": counted.translate("Counts", "{player} gains %n life", "", 0),
    "action.life_loss": counted.translate("Counts", "{player} loses %n life", "", 0),
    "action.poison_gain": counted.translate("Counts", "{player} gets %n poison counter(s)", "", 0),
    "action.poison_loss": counted.translate("Counts", "{player} loses %n poison counter(s)", "", 0),
    "action.hit_infect": counted.translate(
        "Counts", "{source} deals %n infect combat damage to {target}", "", 0
    ),
    "action.hit_commander": counted.translate(
        "Counts", "{source}'s commander deals %n combat damage to {target}", "", 0
    ),
    "action.hit": counted.translate("Counts", "{source} deals %n combat damage to {target}", "", 0),
    "action.hit_partner": counted.translate(
        "Counts", "{source}'s partner commander deals %n combat damage to {target}", "", 0
    ),
    "action.hit_named": counted.translate(
        "Counts", "{commander} ({source}) deals %n combat damage to {target}", "", 0
    ),
    "action.fix_commander": counted.translate(
        "Counts", "{target}: %n damage from {source}'s commander taken back", "", 0
    ),
    "action.fix_partner": counted.translate(
        "Counts", "{target}: %n damage from {source}'s partner commander taken back", "", 0
    ),
    "action.fix_named": counted.translate(
        "Counts", "{target}: %n damage from {commander} ({source}) taken back", "", 0
    ),
    # Counters on players (CR 122.1): the three kinds the app knows, and the pod's own by name.
    "action.energy_gain": counted.translate("Counts", "{player} gets %n energy counter(s)", "", 0),
    "action.energy_loss": counted.translate(
        "Counts", "{player} removes %n energy counter(s)", "", 0
    ),
    "action.experience_gain": counted.translate(
        "Counts", "{player} gets %n experience counter(s)", "", 0
    ),
    "action.experience_loss": counted.translate(
        "Counts", "{player} removes %n experience counter(s)", "", 0
    ),
    "action.rad_gain": counted.translate("Counts", "{player} gets %n rad counter(s)", "", 0),
    "action.rad_loss": counted.translate("Counts", "{player} removes %n rad counter(s)", "", 0),
    "action.named_gain": counted.translate(
        "Counts", "{player} gets %n counter(s): {counter}", "", 0
    ),
    "action.named_loss": counted.translate(
        "Counts", "{player} removes %n counter(s): {counter}", "", 0
    ),
    "action.rad_mill": counted.translate(
        "Counts",
        "{player} mills for rad: %n nonland card(s), as much life and as many rad counters lost",
        "",
        0,
    ),
    "action.storm_up": counted.translate(
        "Counts", "%n more spell(s) cast this turn (storm)", "", 0
    ),
    "action.storm_down": counted.translate(
        "Counts", "%n spell(s) fewer cast this turn (storm)", "", 0
    ),
    "action.speed": QT_TRANSLATE_NOOP("Describe", "{player}'s speed increases"),
    "action.citys_blessing": QT_TRANSLATE_NOOP("Describe", "{player} gets the city's blessing"),
    "action.ring_tempts": QT_TRANSLATE_NOOP("Describe", "The Ring tempts {player}"),
    "action.ring_tempts_bearer": QT_TRANSLATE_NOOP(
        "Describe", "The Ring tempts {player}; {bearer} is their Ring-bearer"
    ),
    "event.speed_rises": QT_TRANSLATE_NOOP(
        "Describe",
        "An opponent lost life during {player}'s turn: {player}'s speed increases to {speed}.",
    ),
    "event.speed": QT_TRANSLATE_NOOP("Describe", "{player}'s speed is now {speed}."),
    "event.reminder_rad": QT_TRANSLATE_NOOP(
        "Describe",
        "{player} has rad counters: {player} mills a card for each, then loses 1 life and "
        "removes a rad counter for each nonland card milled.",
    ),
    # The names of the counters and designations, as a panel's chips and the overlay say them.
    "counter.energy": QT_TRANSLATE_NOOP("Counters", "Energy"),
    "counter.experience": QT_TRANSLATE_NOOP("Counters", "Experience"),
    "counter.rad": QT_TRANSLATE_NOOP("Counters", "Rad"),
    "counter.speed": QT_TRANSLATE_NOOP("Counters", "Speed"),
    "counter.citys_blessing": QT_TRANSLATE_NOOP("Counters", "City's blessing"),
    "counter.ring": QT_TRANSLATE_NOOP("Counters", "The Ring"),
    "counter.storm": QT_TRANSLATE_NOOP("Counters", "Storm"),
    # The Ring's chip names its bearer (the part of a card's name before the comma).
    "counter.ring_bearer": QT_TRANSLATE_NOOP("Counters", "Ring: {bearer}"),
    "counter.tip_bearer": QT_TRANSLATE_NOOP("Counters", "Ring-bearer: {bearer}"),
    # What each chip on a panel is, said on hover (a tap on the number types an amount).
    "counter.tip_energy": QT_TRANSLATE_NOOP(
        "Counters", "Energy counters: + gets one, − pays one. Tap the number to type an amount."
    ),
    "counter.tip_experience": QT_TRANSLATE_NOOP(
        "Counters", "Experience counters: + gets one, − removes one."
    ),
    "counter.tip_rad": QT_TRANSLATE_NOOP(
        "Counters",
        "Rad counters (CR 727): at the beginning of this player's precombat main phase they mill "
        "that many cards, then lose 1 life and a rad counter for each nonland card milled.",
    ),
    "counter.tip_named": QT_TRANSLATE_NOOP(
        "Counters", "A counter of your playgroup's own: + and − change it."
    ),
    "counter.tip_speed": QT_TRANSLATE_NOOP(
        "Counters",
        "Speed (CR 702.179): it increases once each turn, when an opponent loses life during "
        "this player's turn (the app does it), to at most 4 (max speed).",
    ),
    "counter.tip_blessing": QT_TRANSLATE_NOOP(
        "Counters", "The city's blessing (CR 702.131): for the rest of the game."
    ),
    "counter.tip_ring": QT_TRANSLATE_NOOP(
        "Counters", "The Ring (CR 701.54): + when it tempts this player again. Their emblem:"
    ),
    # The Ring's emblem (701.54c), its four abilities in the order it gains them.
    "ring.1": QT_TRANSLATE_NOOP(
        "Counters",
        "Your Ring-bearer is legendary and can't be blocked by creatures with greater power.",
    ),
    "ring.2": QT_TRANSLATE_NOOP(
        "Counters", "Whenever your Ring-bearer attacks, draw a card, then discard a card."
    ),
    "ring.3": QT_TRANSLATE_NOOP(
        "Counters",
        "Whenever your Ring-bearer becomes blocked by a creature, that creature's controller "
        "sacrifices it at end of combat.",
    ),
    "ring.4": QT_TRANSLATE_NOOP(
        "Counters",
        "Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life.",
    ),
    "action.monarch_drew": QT_TRANSLATE_NOOP("Describe", "{player} draws a card (monarch)"),
    # Done on a monarch card's trigger (the card's name as printed, its controller).
    "action.card_trigger_done": QT_TRANSLATE_NOOP("Describe", "{card} ({player}): trigger done"),
    "action.commander_cast": QT_TRANSLATE_NOOP(
        "Describe", "{player} casts their commander from the command zone"
    ),
    "action.partner_cast": QT_TRANSLATE_NOOP(
        "Describe", "{player} casts their partner commander from the command zone"
    ),
    "action.named_cast": QT_TRANSLATE_NOOP(
        "Describe", "{player} casts {commander} from the command zone"
    ),
    "action.cast_back": QT_TRANSLATE_NOOP(
        "Describe", "{player}: a cast from the command zone taken back"
    ),
    "action.named_cast_back": QT_TRANSLATE_NOOP(
        "Describe", "{player}: a cast of {commander} from the command zone taken back"
    ),
    "action.roll": QT_TRANSLATE_NOOP("Describe", "{player} rolls a {die}: {result}"),
    "action.first_player": QT_TRANSLATE_NOOP("Describe", "{player} goes first"),
    "action.first_player_random": QT_TRANSLATE_NOOP(
        "Describe", "{player} goes first (drawn at random)"
    ),
    "action.coin_heads": QT_TRANSLATE_NOOP("Describe", "{player} flips a coin: heads"),
    "action.coin_tails": QT_TRANSLATE_NOOP("Describe", "{player} flips a coin: tails"),
    "action.planar_planeswalk": QT_TRANSLATE_NOOP(
        "Describe", "{player} rolls the planar die: planeswalk"
    ),
    "action.planar_chaos": QT_TRANSLATE_NOOP("Describe", "{player} rolls the planar die: chaos"),
    "action.planar_blank": QT_TRANSLATE_NOOP(
        "Describe", "{player} rolls the planar die: a blank face"
    ),
    "action.initiative": QT_TRANSLATE_NOOP("Describe", "{player} takes the initiative"),
    "action.initiative_card": QT_TRANSLATE_NOOP(
        "Describe", "{player} takes the initiative ({card})"
    ),
    "action.venture": QT_TRANSLATE_NOOP("Describe", "{player} ventures into Undercity"),
    "action.venture_room": QT_TRANSLATE_NOOP("Describe", "{player} ventures: {room}"),
    "action.venture_card": QT_TRANSLATE_NOOP(
        "Describe", "{player} ventures into the dungeon ({card})"
    ),
    "action.card_enters": QT_TRANSLATE_NOOP(
        "Describe", "{card} enters the battlefield under {player}'s control"
    ),
    "action.card_leaves": QT_TRANSLATE_NOOP(
        "Describe", "{card} leaves the battlefield ({player})"
    ),
    "action.concede": QT_TRANSLATE_NOOP("Describe", "{player} concedes"),
    # One player or several: two sentences, so the verb agrees in every language.
    "action.lose": QT_TRANSLATE_NOOP("Describe", "{player} loses the game"),
    "action.lose_several": QT_TRANSLATE_NOOP("Describe", "{players} lose the game"),
    "action.resolve": QT_TRANSLATE_NOOP("Describe", "Reminder {id} done"),
    "action.day": QT_TRANSLATE_NOOP("Describe", "It becomes day (a card says so)"),
    "action.night": QT_TRANSLATE_NOOP("Describe", "It becomes night (a card says so)"),
    "action.spells_cast": counted.translate(
        "Counts", "{player} cast %n spell(s) this turn", "", 0
    ),
    "action.ask": counted.translate("Counts", "{player} loses %n life: combat damage?", "", 0),
    "action.ask_back": counted.translate("Counts", "{player}'s open loss is %n life less", "", 0),
    "action.answer_lapsed": QT_TRANSLATE_NOOP("Describe", "No answer: not combat damage"),
    "action.answer_none": QT_TRANSLATE_NOOP("Describe", "Answer: not combat damage"),
    "action.answer": QT_TRANSLATE_NOOP("Describe", "Answer: combat damage from {player}"),
    "action.new_game": QT_TRANSLATE_NOOP("Describe", "New game: {players}"),
    "action.undo": QT_TRANSLATE_NOOP("Describe", "Undo"),
    "action.redo": QT_TRANSLATE_NOOP("Describe", "Redo"),
    # The chess clock (issue 16 item 5): in the log and "Undo: Chess clock paused".
    "action.chess_clock": counted.translate(
        "Counts", "Chess clock: %n minute(s) per player", "", 0
    ),
    "action.chess_clock_off": QT_TRANSLATE_NOOP("Describe", "Chess clock off"),
    "action.clock_pause": QT_TRANSLATE_NOOP("Describe", "Chess clock paused"),
    "action.clock_resume": QT_TRANSLATE_NOOP("Describe", "Chess clock running again"),
    # A player's chess clock at 0, on their panel and the overlay (nobody loses by it).
    "clock.out_of_time": QT_TRANSLATE_NOOP("Describe", "Out of time"),
    # The overlay's tooltips: a player's time left; "1:02:03 · 2:05" after the step.
    "clock.chess_clock": QT_TRANSLATE_NOOP("Describe", "Chess clock"),
    "clock.game_time": QT_TRANSLATE_NOOP("Describe", "The game's time · this turn's time"),
    # Several actions said as one ("Ben deals 3 combat damage to Ann; Cid deals 2 ..."): the
    # items are folded pairwise into {list}, the items so far, and {item}, the next one.
    LIST: QT_TRANSLATE_NOOP("Describe", "{list}; {item}"),
    #: Players' names one after another: the list so far, and the next name.
    NAMES: QT_TRANSLATE_NOOP("Describe", "{list}, {item}"),
    # -- what happened: the explanations (log, notices, overlay) --------------------------------
    "event.monarch_combat": QT_TRANSLATE_NOOP(
        "Describe", "{player} becomes the monarch: {trigger}."
    ),
    "event.monarch_succession_active": QT_TRANSLATE_NOOP(
        "Describe",
        "{player} becomes the monarch as the active player, because the monarch left the game.",
    ),
    "event.monarch_succession_next": QT_TRANSLATE_NOOP(
        "Describe",
        "{player} becomes the monarch as the next player in turn order: the monarch left the "
        "game, and no active player is left to take the crown.",
    ),
    "event.monarch_card": QT_TRANSLATE_NOOP("Describe", "{player} becomes the monarch ({card})."),
    "event.monarch": QT_TRANSLATE_NOOP("Describe", "{player} becomes the monarch."),
    "event.already_monarch": QT_TRANSLATE_NOOP(
        "Describe", "{player} is already the monarch; nothing happens."
    ),
    "event.monarch_vacant": QT_TRANSLATE_NOOP(
        "Describe", "{player} left the game and nobody can become the monarch."
    ),
    "event.steal_fizzled": QT_TRANSLATE_NOOP(
        "Describe",
        "{monarch} lost the game, so the combat damage trigger does not make {attacker} the "
        "monarch.",
    ),
    "event.left": QT_TRANSLATE_NOOP("Describe", "{player} leaves the game ({reason})."),
    "event.turn_without_active": QT_TRANSLATE_NOOP(
        "Describe",
        "{player} left during their own turn; the turn ends without an active player.",
    ),
    "event.reminder_draw": QT_TRANSLATE_NOOP(
        "Describe", "{player} is the monarch: {player} draws a card."
    ),
    "event.reminder_cancelled": QT_TRANSLATE_NOOP(
        "Describe", "{player}'s monarch draw is cancelled: {player} left the game."
    ),
    "event.question_dropped": QT_TRANSLATE_NOOP(
        "Describe",
        "{player} left the game before anyone said whether their life loss was combat damage.",
    ),
    "event.game_draw": QT_TRANSLATE_NOOP(
        "Describe", "The game is a draw: the last players left at the same time."
    ),
    "event.winner": QT_TRANSLATE_NOOP("Describe", "{player} wins the game!"),
    "event.day": QT_TRANSLATE_NOOP("Describe", "It is day."),
    # -- the initiative (CR 725) and the dungeons (701.49) ------------------------------------
    "event.initiative": QT_TRANSLATE_NOOP(
        "Describe", "{player} takes the initiative and ventures into Undercity."
    ),
    "event.initiative_card": QT_TRANSLATE_NOOP(
        "Describe", "{player} takes the initiative ({card}) and ventures into Undercity."
    ),
    "event.initiative_again": QT_TRANSLATE_NOOP(
        "Describe",
        "{player} takes the initiative again: it stays one initiative, but {player} ventures "
        "into Undercity again.",
    ),
    "event.initiative_combat": QT_TRANSLATE_NOOP(
        "Describe",
        "{player}'s creatures dealt combat damage to {previous}, who had the initiative: "
        "{player} takes it and ventures into Undercity.",
    ),
    "event.initiative_succession_active": QT_TRANSLATE_NOOP(
        "Describe",
        "{previous} left the game: {player}, the active player, takes the initiative and "
        "ventures into Undercity.",
    ),
    "event.initiative_succession_next": QT_TRANSLATE_NOOP(
        "Describe",
        "{previous} left the game: {player}, the next player in turn order, takes the "
        "initiative and ventures into Undercity.",
    ),
    "event.initiative_steal_fizzled": QT_TRANSLATE_NOOP(
        "Describe",
        "{holder} left the game, so the initiative's trigger does nothing: {attacker} does not "
        "take the initiative from it.",
    ),
    "event.ventured": QT_TRANSLATE_NOOP(
        "Describe", "{player} enters {room} ({dungeon}): {ability}"
    ),
    "event.ventured_completed": QT_TRANSLATE_NOOP(
        "Describe",
        "{player} enters {room}, the last room of {dungeon}: {ability} The dungeon is completed.",
    ),
    "event.reminder_venture": QT_TRANSLATE_NOOP(
        "Describe", "{player} has the initiative: {player} ventures into Undercity."
    ),
    "event.reminder_card": QT_TRANSLATE_NOOP("Describe", "{card} ({player}) triggers: {effect}"),
    # Palace Jailer: not a triggered ability but the end of its exile's duration.
    "event.reminder_exile_ends": QT_TRANSLATE_NOOP(
        "Describe", "{card} ({player}): its exile ends: {effect}"
    ),
    "event.venture_cancelled": QT_TRANSLATE_NOOP(
        "Describe", "{player}'s venture is cancelled: {player} left the game."
    ),
    "event.card_cancelled": QT_TRANSLATE_NOOP(
        "Describe", "{card}'s trigger is cancelled: {player} left the game."
    ),
    "flow.spells_asked": QT_TRANSLATE_NOOP(
        "Describe", "How many spells did {player} cast this turn? (Day and night.)"
    ),
    "event.night": QT_TRANSLATE_NOOP("Describe", "It is night."),
    "event.night_no_spells": QT_TRANSLATE_NOOP(
        "Describe", "It becomes night: {player} cast no spells last turn."
    ),
    "event.day_two_spells": QT_TRANSLATE_NOOP(
        "Describe", "It becomes day: {player} cast two or more spells last turn."
    ),
    # The two inherent triggers, as the official rule text of the language words them.
    "trigger.draw": Trigger("draw"),
    "trigger.steal": Trigger("steal"),
    # -- the game's flow (companion.shell.flow) -----------------------------------------------
    "flow.lapsed": counted.translate(
        "Describe",
        "Moved on without an answer: {player} loses %n life, not as combat damage.",
        "",
        0,
    ),
    "flow.draw_stop": QT_TRANSLATE_NOOP(
        "Describe", "End turn stopped: {player} is the monarch and draws a card first."
    ),
    "flow.draw_first": QT_TRANSLATE_NOOP(
        "Describe", "{player} draws a card first (the monarch). Press Done once they have."
    ),
    "flow.venture_stop": QT_TRANSLATE_NOOP(
        "Describe", "End turn stopped: {player} ventures into Undercity first. Choose the room."
    ),
    "flow.venture_first": QT_TRANSLATE_NOOP(
        "Describe", "{player} ventures into Undercity first: choose the room in the reminder."
    ),
    "flow.rad_stop": QT_TRANSLATE_NOOP(
        "Describe",
        "End turn stopped: {player} mills for rad first. Say how many nonland cards were milled.",
    ),
    "flow.rad_first": QT_TRANSLATE_NOOP(
        "Describe", "{player} mills for rad first: say how many nonland cards in the reminder."
    ),
    "flow.triggers_stop": QT_TRANSLATE_NOOP(
        "Describe", "End turn stopped at {step}: carry out what triggered, then End turn again."
    ),
    # -- notices and undo labels --------------------------------------------------------------
    "notice.not_possible": QT_TRANSLATE_NOOP("NoticeBar", "Not possible: {reason}"),
    "notice.undone": QT_TRANSLATE_NOOP("NoticeBar", "Undone: {action}"),
    "undo.nothing": QT_TRANSLATE_NOOP("UndoLabels", "Undo"),
    "undo.action": QT_TRANSLATE_NOOP("UndoLabels", "Undo: {action}"),
    "redo.nothing": QT_TRANSLATE_NOOP("UndoLabels", "Redo"),
    "redo.action": QT_TRANSLATE_NOOP("UndoLabels", "Redo: {action}"),
    # -- a line of the game log ---------------------------------------------------------------
    "log.entry": QT_TRANSLATE_NOOP("LogModel", "T{turn} · {step} — {action}"),
    "log.turn": QT_TRANSLATE_NOOP("LogModel", "Turn {turn} — {player}"),
    "log.extra_turn": QT_TRANSLATE_NOOP("LogModel", "Turn {turn} — {player} (extra turn)"),
    # -- "Why? (CR 724.2)" links --------------------------------------------------------------
    "rule.why": QT_TRANSLATE_NOOP("RuleLink", "Why? ({rules})"),
    "rule.number": QT_TRANSLATE_NOOP("RuleLink", "CR {number}"),
    "rule.ruling": QT_TRANSLATE_NOOP("RuleLink", "official ruling"),
    # -- the reminder banner ------------------------------------------------------------------
    "reminder.headline": QT_TRANSLATE_NOOP(
        "_ReminderRow", "{player} draws a card (the monarch's end step trigger)"
    ),
    "reminder.moved": QT_TRANSLATE_NOOP(
        "_ReminderRow", "{player} was the monarch when it triggered, so the card is still theirs."
    ),
    "reminder.rad": counted.translate("_ReminderRow", "Rad: {player} mills %n card(s)", "", 0),
    "reminder.rad_effect": QT_TRANSLATE_NOOP(
        "_ReminderRow",
        "For each nonland card milled, {player} loses 1 life and removes a rad counter.",
    ),
    "reminder.venture": QT_TRANSLATE_NOOP(
        "_ReminderRow", "{player} ventures into Undercity (the initiative)"
    ),
    "reminder.venture_dungeon": QT_TRANSLATE_NOOP(
        "_ReminderRow", "{player} ventures on in {dungeon} (the initiative)"
    ),
    "reminder.venture_moved": QT_TRANSLATE_NOOP(
        "_ReminderRow", "{player} had the initiative when it triggered, so the venture is theirs."
    ),
    "reminder.choose_room": QT_TRANSLATE_NOOP("_ReminderRow", "Choose the room:"),
    "reminder.card": QT_TRANSLATE_NOOP("_ReminderRow", "{card} ({player}) triggers"),
    "reminder.exile_ends": QT_TRANSLATE_NOOP("_ReminderRow", "{card} ({player}): its exile ends"),
    "reminder.if_monarch_yes": QT_TRANSLATE_NOOP(
        "_ReminderRow", "{player} is the monarch now: the \"if you're the monarch\" part applies."
    ),
    "reminder.if_monarch_no": QT_TRANSLATE_NOOP(
        "_ReminderRow",
        "{player} is not the monarch now: the \"if you're the monarch\" part does not apply.",
    ),
    "reminder.if_opponent_yes": QT_TRANSLATE_NOOP(
        "_ReminderRow", "An opponent of {player} is the monarch now."
    ),
    "reminder.if_opponent_no": QT_TRANSLATE_NOOP(
        "_ReminderRow", "No opponent of {player} is the monarch now: it does nothing."
    ),
    "reminder.if_no_monarch_yes": QT_TRANSLATE_NOOP("_ReminderRow", "There is no monarch now."),
    "reminder.if_no_monarch_no": QT_TRANSLATE_NOOP(
        "_ReminderRow", "There is a monarch now: it does nothing."
    ),
    "reminder.if_turn_began_yes": QT_TRANSLATE_NOOP(
        "_ReminderRow", "{player} was the monarch as the turn began."
    ),
    "reminder.if_turn_began_no": QT_TRANSLATE_NOOP(
        "_ReminderRow", "{player} was not the monarch as the turn began: it does nothing."
    ),
    # -- the players' panels ------------------------------------------------------------------
    "panel.left": QT_TRANSLATE_NOOP("PlayerPanel", "Left the game: {reason}"),
    "panel.left_in_turn": QT_TRANSLATE_NOOP("PlayerTable", "Left in turn {turn}: {reason}"),
    # -- the winner screen --------------------------------------------------------------------
    "winner.title": QT_TRANSLATE_NOOP("WinnerScreen", "{winner} wins!"),
    "winner.draw": QT_TRANSLATE_NOOP("WinnerScreen", "Draw"),
    "winner.turns": counted.translate("WinnerScreen", "%n turn(s) played.", "", 0),
    "winner.no_monarch": QT_TRANSLATE_NOOP("WinnerScreen", "Nobody became the monarch."),
    "winner.last_monarch": QT_TRANSLATE_NOOP("WinnerScreen", "{player} held the crown last."),
    "winner.last_initiative": QT_TRANSLATE_NOOP(
        "WinnerScreen", "{player} had the initiative last."
    ),
    "winner.departures": QT_TRANSLATE_NOOP("WinnerScreen", "Left the game, in order:"),
    "winner.departure": QT_TRANSLATE_NOOP(
        "WinnerScreen", "{number}. {player}: {reason} (turn {turn})"
    ),
    # -- the combat damage preview ------------------------------------------------------------
    "preview.empty": QT_TRANSLATE_NOOP(
        "CombatPreview", "Enter the combat damage each player was dealt."
    ),
    "preview.refused": QT_TRANSLATE_NOOP(
        "CombatPreview", "This damage cannot be recorded: {reason}"
    ),
    "preview.stays": QT_TRANSLATE_NOOP("CombatPreview", "{player} stays the monarch."),
    "preview.initiative_stays": QT_TRANSLATE_NOOP(
        "CombatPreview", "{player} keeps the initiative."
    ),
    # The counter first, then the numbers: "life 40 → 36" reads right in every language, where
    # "36 life" would need the plural form of 36.
    "preview.life": QT_TRANSLATE_NOOP("CombatPreview", "{player}: life {before} → {after}."),
    "preview.poison": QT_TRANSLATE_NOOP(
        "CombatPreview", "{player}: poison counters {before} → {after}."
    ),
    "preview.commander": QT_TRANSLATE_NOOP(
        "CombatPreview", "{player}: commander damage from {source} {before} → {after}."
    ),
    "preview.partner": QT_TRANSLATE_NOOP(
        "CombatPreview",
        "{player}: damage from {source}'s partner commander {before} → {after}.",
    ),
    # The charts' turn axis: each turn is drawn as its steps (a count: plural forms).
    "stats.turn_axis": counted.translate(
        "StatsPlots", "Turn (each turn split into its %n step(s))", "", 0
    ),
    "preview.named": QT_TRANSLATE_NOOP(
        "CombatPreview", "{player}: damage from {commander} ({source}) {before} → {after}."
    ),
    # The amount entry says where the counter stands (a count: plural forms).
    "entry.life": counted.translate("AmountEntry", "{player} has %n life.", "", 0),
    "entry.poison": counted.translate(
        "AmountEntry", "{player} has %n poison counter(s).", "", 0
    ),
    "entry.counter": counted.translate(
        "AmountEntry", "{player} has %n counter(s): {counter}.", "", 0
    ),
    "entry.commander": counted.translate(
        "AmountEntry", "{source}'s commander has dealt {player} %n damage.", "", 0
    ),
    "entry.partner": counted.translate(
        "AmountEntry", "{source}'s partner commander has dealt {player} %n damage.", "", 0
    ),
    "entry.named": counted.translate(
        "AmountEntry", "{commander} ({source}) has dealt {player} %n damage.", "", 0
    ),
    "entry.too_large": counted.translate(
        "AmountEntry", "That is too large: at most %n at once.", "", 0
    ),
    # -- the pod: what a phone is told when the app refuses its request (shell/pod.py) ---------
    "pod.not_your_seat": QT_TRANSLATE_NOOP(
        "Pod", "This phone changes only {seat}'s totals. Ask the host for the rest."
    ),
    "pod.not_your_reminder": QT_TRANSLATE_NOOP(
        "Pod", "This reminder is {player}'s: their phone or the host marks it done."
    ),
    "pod.reminder_gone": QT_TRANSLATE_NOOP("Pod", "That reminder is no longer pending."),
    "pod.undo_not_yours": QT_TRANSLATE_NOOP(
        "Pod", "Your last change is no longer the game's last one: ask the host to undo."
    ),
    "pod.nothing_to_undo": QT_TRANSLATE_NOOP(
        "Pod", "This phone has nothing to undo: ask the host."
    ),
    "pod.bad_request": QT_TRANSLATE_NOOP("Pod", "The app could not read this request."),
    "pod.not_applied": QT_TRANSLATE_NOOP("Pod", "Nothing changed."),
    "pod.rad_count": QT_TRANSLATE_NOOP(
        "Pod", "Say how many of the milled cards were nonland."
    ),
    "pod.bad_token": QT_TRANSLATE_NOOP(
        "Pod", "This link is no longer valid: ask the host for a new one."
    ),
    "pod.seat_taken": QT_TRANSLATE_NOOP(
        "Pod", "{player}'s seat is taken: the host can free it."
    ),
    "pod.no_seat": QT_TRANSLATE_NOOP("Pod", "There is no seat for {player} in this game."),
    # -- errors of the shell (the core's are added below, from ERRORS) ------------------------
    "file.open_failed": QT_TRANSLATE_NOOP("MainWindow", "Could not open {path}: {reason}"),
    "error.storage_write": QT_TRANSLATE_NOOP(
        "Errors", "Could not write the game to {path}: {reason}"
    ),
    # -- keeping the journal equal to the game (shell/storage.py) -----------------------------
    "storage.not_saved": QT_TRANSLATE_NOOP(
        "Storage",
        "The game is stopped: the last action could not be saved ({reason}). Nothing before it is "
        "lost. Free some space and press Retry, or save a copy elsewhere and go on there.",
    ),
    "storage.read_only": QT_TRANSLATE_NOOP(
        "Storage",
        "Read-only: this game is open in another Commander Companion (process {pid}, since "
        "{since}). Close it there, then take over here.",
    ),
    "storage.read_only_unknown": QT_TRANSLATE_NOOP(
        "Storage",
        "Read-only: this game is open in another Commander Companion. Close it there, then take "
        "over here.",
    ),
    "storage.restored": QT_TRANSLATE_NOOP("Storage", "The game is saved again. Go on."),
    "oserror.ENOSPC": QT_TRANSLATE_NOOP("Storage", "the disk is full"),
    "oserror.EDQUOT": QT_TRANSLATE_NOOP("Storage", "the disk quota is used up"),
    "oserror.EACCES": QT_TRANSLATE_NOOP("Storage", "no permission to write there"),
    "oserror.EROFS": QT_TRANSLATE_NOOP("Storage", "the disk is read-only"),
    "oserror.EMFILE": QT_TRANSLATE_NOOP("Storage", "too many files are open"),
    "oserror.EIO": QT_TRANSLATE_NOOP("Storage", "the disk reported an error"),
    "oserror.ENOENT": QT_TRANSLATE_NOOP("Storage", "the folder is gone"),
    "storage.retry": QT_TRANSLATE_NOOP("Storage", "Retry"),
    "storage.save_copy": QT_TRANSLATE_NOOP("Storage", "Save a copy as…"),
    "storage.take_over": QT_TRANSLATE_NOOP("Storage", "Take over"),
    "storage.in_use_title": QT_TRANSLATE_NOOP("Storage", "Game open elsewhere"),
    "storage.in_use": QT_TRANSLATE_NOOP(
        "Storage",
        "{file} is open in another Commander Companion (process {pid}, since {since}). Two windows "
        "writing one game would break it. Open it here read-only, or close it there and try again.",
    ),
    "storage.in_use_unknown": QT_TRANSLATE_NOOP(
        "Storage",
        "{file} is open in another Commander Companion. Two windows writing one game would break "
        "it. Open it here read-only, or close it there and try again.",
    ),
    "storage.open_read_only": QT_TRANSLATE_NOOP("Storage", "Open read-only"),
    "storage.try_again": QT_TRANSLATE_NOOP("Storage", "Try again"),
    "error.settings_unreadable": QT_TRANSLATE_NOOP(
        "Errors", "Could not read the settings ({reason}); using the defaults."
    ),
    "error.settings_bad": QT_TRANSLATE_NOOP(
        "Errors",
        "The settings file was unreadable ({reason}); it was kept as {name} and the defaults are "
        "used.",
    ),
    "error.settings_not_json": QT_TRANSLATE_NOOP("Errors", "not valid JSON"),
    # The playgroup's history (companion/history): its database is an index of the journals,
    # so a bad one is set aside and built again; no game is ever lost with it.
    "history.damaged": QT_TRANSLATE_NOOP(
        "Errors",
        "The history's database was damaged ({reason}); it was kept as {name} and the history is "
        "built again from the games' journals.",
    ),
    "history.newer": QT_TRANSLATE_NOOP(
        "Errors",
        "The history's database was written by a newer version of Commander Companion; it is left "
        "as it is and the history is read from the games' journals for now.",
    ),
    "history.locked": QT_TRANSLATE_NOOP(
        "Errors",
        "The history's database is in use by another program; the history is read from the "
        "games' journals for now.",
    ),
    "history.unwritable": QT_TRANSLATE_NOOP(
        "Errors",
        "The history's database can't be written ({reason}); the history is read from the games' "
        "journals for now.",
    ),
    "error.settings_not_utf8": QT_TRANSLATE_NOOP("Errors", "not UTF-8 text"),
    "error.settings_not_object": QT_TRANSLATE_NOOP("Errors", "not an object"),
    "error.settings_version": QT_TRANSLATE_NOOP("Errors", "unknown settings version {version}"),
    # -- files read at start: a bad one is kept aside, never a reason not to start -------------
    "error.settings_bad_in_place": QT_TRANSLATE_NOOP(
        "Errors",
        "The settings file was unreadable ({reason}) and could not be moved aside; the defaults "
        "are used.",
    ),
    "error.settings_values": QT_TRANSLATE_NOOP(
        "Errors",
        "Some settings were not valid ({names}); the file was kept as {name} and those settings "
        "are back to their defaults.",
    ),
    "error.settings_values_in_place": QT_TRANSLATE_NOOP(
        "Errors", "Some settings were not valid ({names}); they are back to their defaults."
    ),
    "error.file_not_regular": QT_TRANSLATE_NOOP("Errors", "not a regular file"),
    "error.file_too_large": QT_TRANSLATE_NOOP("Errors", "larger than {size}"),
    "error.file_bad_path": QT_TRANSLATE_NOOP("Errors", "not a valid file path"),
    "error.data_shape": QT_TRANSLATE_NOOP("Errors", "not the data expected"),
    "error.pointer_bad": QT_TRANSLATE_NOOP(
        "Errors",
        "The record of the unfinished game could not be used ({reason}); it was kept as {name} "
        "and no game is offered to resume.",
    ),
    "error.pointer_bad_in_place": QT_TRANSLATE_NOOP(
        "Errors",
        "The record of the unfinished game could not be used ({reason}); no game is offered to "
        "resume.",
    ),
    "error.pointer_target": QT_TRANSLATE_NOOP("Errors", "{path} is no game journal: {reason}"),
    "error.pointer_missing": QT_TRANSLATE_NOOP("Errors", "{path} is not there"),
    "error.rules_bad": QT_TRANSLATE_NOOP(
        "Errors",
        "The rule texts in {language} could not be read ({reason}); they are shown in English.",
    ),
    "error.rules_bad_en": QT_TRANSLATE_NOOP(
        "Errors",
        "The rule texts could not be read ({reason}); only the monarch's two triggers are shown.",
    ),
    "error.glossary_bad": QT_TRANSLATE_NOOP(
        "Errors", "The glossary of official terms could not be read ({reason})."
    ),
    "error.cards_bad": QT_TRANSLATE_NOOP(
        "Errors",
        "The list of monarch cards could not be read ({reason}); card names are not suggested.",
    ),
    "error.game_not_saved": QT_TRANSLATE_NOOP(
        "Errors", "The game was not started: it can't be saved in {folder} ({reason})."
    ),
    # -- damaged journals: listed with a warning, the good part kept in a new file -------------
    "start.damaged": QT_TRANSLATE_NOOP("Files", "damaged at line {line}"),
    "start.unreadable": QT_TRANSLATE_NOOP("Files", "{name} can't be read: {reason}"),
    "start.resume_damaged": QT_TRANSLATE_NOOP(
        "Files",
        "Its journal is damaged at line {line} ({reason}). Resuming offers to keep the game "
        "before that line.",
    ),
    "recovery.title": QT_TRANSLATE_NOOP("Files", "Damaged journal"),
    "recovery.bad_line": QT_TRANSLATE_NOOP(
        "Files", "Line {line} of {file} can't be used: {reason}."
    ),
    "recovery.kept": counted.translate(
        "Files", "The game before it can be kept: %n action(s), up to turn {turn}.", "", 0
    ),
    "recovery.dropped": counted.translate(
        "Files", "Dropped: line {line} and everything after it, %n line(s) in all.", "", 0
    ),
    "recovery.new_file": QT_TRANSLATE_NOOP(
        "Files",
        "The kept game is saved as a new journal, {name}, in the games folder and opened from "
        "there. {file} itself stays as it is.",
    ),
    "recovery.keep": QT_TRANSLATE_NOOP("Files", "Keep the good part"),
    "recovery.failed": QT_TRANSLATE_NOOP(
        "Files", "The kept game could not be saved ({reason}); nothing was changed."
    ),
}

# What each monarch card's trigger and each dungeon room does (companion.shell.game_texts).
TEXTS.update({trigger_key(card, index): text
              for (card, index), text in game_texts.TRIGGERS.items()})
TEXTS.update({room_key(room): text for room, text in game_texts.ROOMS.items()})

ERROR_PREFIX = "error."
_CORE = {f"{ERROR_PREFIX}{key}": text for key, text in ERRORS.items()}
assert not set(_CORE) & set(TEXTS), "a shell error key repeats one of the core's"
TEXTS.update(_CORE)

# -- messages ---------------------------------------------------------------------------------

Param = Union[str, int, "Msg"]


@cache
def placeholders(source: str) -> frozenset[str]:
    """The {names} a text fills in."""
    return frozenset(name for _, name, _, _ in string.Formatter().parse(source) if name)


@frozen
class Msg:
    """A sentence to say: a key of TEXTS, its parameters, and the count `n` of a plural text."""

    key: str
    params: Mapping[str, Param] = field(default_factory=dict)
    n: int | None = None

    def __post_init__(self) -> None:
        entry = TEXTS.get(self.key)
        if entry is None:
            raise KeyError(f"no text for message key {self.key!r}")
        object.__setattr__(self, "params", dict(self.params))
        if isinstance(entry, Trigger):
            wanted: frozenset[str] = frozenset()
        elif self.key in _JOINED:
            wanted = frozenset(str(i) for i in range(len(self.params)))
        else:
            wanted = placeholders(entry.source)
        if set(self.params) != wanted:
            raise ValueError(
                f"{self.key}: parameters {sorted(self.params)} do not fit {sorted(wanted)}"
            )
        counts = isinstance(entry, Text) and entry.counted
        if counts != (self.n is not None):
            raise ValueError(f"{self.key}: a count is {'needed' if counts else 'not expected'}")

    def __hash__(self) -> int:
        return hash((self.key, tuple(sorted((k, str(v)) for k, v in self.params.items())), self.n))

    def __str__(self) -> str:
        """In English (the sources), the triggers as the English rules word them."""
        return render(self, english)

    def to_json(self) -> dict[str, Any]:
        """{"key": ..., "params": {...}, "n": count (only for a plural text)}; nested messages are
        objects of the same shape."""
        out: dict[str, Any] = {
            "key": self.key,
            "params": {k: v.to_json() if isinstance(v, Msg) else v for k, v in self.params.items()},
        }
        if self.n is not None:
            out["n"] = self.n
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Msg:
        params = {
            k: cls.from_json(v) if isinstance(v, Mapping) else v
            for k, v in data.get("params", {}).items()
        }
        return cls(data["key"], params, data.get("n"))


def msg(key: str, /, n: int | None = None, **params: Param) -> Msg:
    """`msg("event.monarch", player="Ben")`: a Msg with keyword parameters."""
    return Msg(key, params, n)


def names(players: Sequence[str]) -> Msg:
    """Players' names as a list in the language's way ("Ann, Ben"; "Ann、Ben")."""
    return Msg(NAMES, {str(i): name for i, name in enumerate(players)})


def items(messages: Sequence[Msg]) -> Msg:
    """Several messages said as one, in order (a single one is itself)."""
    if len(messages) == 1:
        return messages[0]
    return Msg(LIST, {str(i): m for i, m in enumerate(messages)})


# -- rendering --------------------------------------------------------------------------------


def english(context: str, source: str, n: int = -1) -> str:
    """The identity translation: the English source."""
    return source


def text_for(entry: Text, translate: Translate, n: int | None) -> str:
    """`entry` translated, for count `n` if it has plural forms (%n filled in)."""
    if not entry.counted:
        return translate(entry.context, entry.source, -1)
    if n is None:
        raise ValueError(f"{entry.source!r} needs a count")
    return english_plural(translate(entry.context, entry.source, n), n)


def render(message: Msg, translate: Translate, quote: Quote | None = None) -> str:
    """The sentence `message` says, in the language `translate` speaks (`quote` gives that
    language's official triggers; default: the English ones)."""
    entry = TEXTS[message.key]
    if isinstance(entry, Trigger):
        return (quote or english_quote)(entry.kind)
    values = {
        k: render(v, translate, quote) if isinstance(v, Msg) else str(v)
        for k, v in message.params.items()
    }
    if message.key in _JOINED:
        said = [values[str(i)] for i in range(len(values))]
        template = text_for(entry, translate, None)
        joined = said[0]
        for item in said[1:]:
            joined = _fill(template, entry, {"list": joined, "item": item}, None)
        return joined
    return _fill(text_for(entry, translate, message.n), entry, values, message.n)


def _fill(template: str, entry: Text, values: Mapping[str, str], n: int | None) -> str:
    """`template` with `values`; a translation that names a parameter the text has not falls back
    to the English source instead of failing in front of the players."""
    try:
        return template.format_map(values)
    except (KeyError, IndexError, ValueError):
        source = english_plural(entry.source, n) if n is not None else entry.source
        return source.format_map(values)


def templates(
    translate: Translate, quote: Quote | None = None, samples: tuple[int, ...] = (1, 2, 5)
) -> dict[str, str | list[str]]:
    """Every text of the table in the language `translate` speaks, by key, for a view that fills
    them in itself (the overlay's page). A plural text is a list: its form for each of `samples`
    (1, 2 and 5: CLDR "one", "few" and "many"/"other"), `%n` left in. `translate` must return the
    plural form for `n` with `%n` still in it (QTranslator.translate does). Triggers are quoted."""
    out: dict[str, str | list[str]] = {}
    for key, entry in TEXTS.items():
        if isinstance(entry, Trigger):
            out[key] = (quote or english_quote)(entry.kind)
        elif entry.counted:
            out[key] = [
                translate(entry.context, entry.source, n).replace("(s)", "" if n == 1 else "s")
                for n in samples
            ]
        else:
            out[key] = translate(entry.context, entry.source, -1)
    return out


# -- what the game says -----------------------------------------------------------------------


def step_message(step: Step) -> Msg:
    return Msg(f"step.{step.value}")


def leave_reason_message(
    reason: LeaveReason,
    source: str | None = None,
    setup: a.NewGame | None = None,
    partner: bool = False,
) -> Msg:
    """Why a player left; with the game's `setup`, the commander that dealt the 21 is named as
    given at setup ("21 commander damage from Tymna the Weaver (Ben)")."""
    if reason is LeaveReason.COMMANDER_DAMAGE:
        named = setup.commander_name(source, partner) if setup and source else ""
        if named:
            return msg("reason.commander_damage_named", player=source or "?", commander=named)
        return msg("reason.commander_damage", player=source or "?")
    return Msg(f"reason.{reason.value}")


def hit_message(hit: a.Hit, setup: a.NewGame | None = None) -> Msg:
    """A hit in words; a commander named at setup is named ("Tymna (Ben) deals 4 ...")."""
    named = setup.commander_name(hit.source, hit.partner) if setup and hit.commander else ""
    if named and not hit.infect:
        return msg(
            "action.hit_named", hit.amount, commander=named, source=hit.source, target=hit.target
        )
    key = (
        "action.hit_infect"
        if hit.infect
        else (
            "action.hit_partner"
            if hit.commander and hit.partner
            else "action.hit_commander"
            if hit.commander
            else "action.hit"
        )
    )
    return msg(key, hit.amount, source=hit.source, target=hit.target)


def fix_message(fix: a.FixCommanderDamage, setup: a.NewGame | None = None) -> Msg:
    named = setup.commander_name(fix.source, fix.partner) if setup else ""
    if named:
        return msg(
            "action.fix_named", -fix.delta, commander=named, source=fix.source, target=fix.player
        )
    key = "action.fix_partner" if fix.partner else "action.fix_commander"
    return msg(key, -fix.delta, source=fix.source, target=fix.player)


def clock_action_message(action: a.ChessClock | a.ClockPause) -> Msg:
    """The chess clock's actions (issue 16 item 5): "Chess clock: 20 minutes per player"."""
    if isinstance(action, a.ClockPause):
        return msg("action.clock_pause" if action.paused else "action.clock_resume")
    if action.minutes:
        return msg("action.chess_clock", action.minutes)
    return msg("action.chess_clock_off")


# Actions said the same whatever they carry.
_PLAIN_ACTIONS: dict[type, str] = {
    a.AskSpells: "action.ask_spells",
    a.StopAt: "action.stop_at",
    a.Undo: "action.undo",
    a.Redo: "action.redo",
}


def action_message(action: a.Action, setup: a.NewGame | None = None) -> Msg:
    """A short label for an action, as in the log and "Undo: Ben becomes the monarch"; with the
    game's `setup`, commanders named at setup are named."""
    counters = counter_action_message(action)
    if counters is not None:
        return counters
    if isinstance(action, a.ChessClock | a.ClockPause):
        return clock_action_message(action)
    plain = _PLAIN_ACTIONS.get(type(action))
    if plain is not None:
        return msg(plain)
    match action:
        case a.StepTo(to=step):
            return msg("action.step", step=step_message(step))
        case a.EndTurn(next=None):
            return msg("action.end_turn")
        case a.EndTurn(next=str() as player):
            return msg("action.extra_turn", player=player)
        case a.BecomeMonarch(player=player, source=None):
            return msg("action.monarch", player=player)
        case a.BecomeMonarch(player=player, source=str() as source):
            return msg("action.monarch_card", player=player, card=source)
        case a.FirstPlayer(player=player, random=True):
            return msg("action.first_player_random", player=player)
        case a.FirstPlayer(player=player):
            return msg("action.first_player", player=player)
        case a.Roll(player=player, die="coin", result=result):
            return msg(f"action.coin_{result}", player=player)
        case a.Roll(player=player, die="planar", result=result):
            return msg(f"action.planar_{result}", player=player)
        case a.Roll(player=player, die=die, result=result):
            return msg("action.roll", player=player, die=die, result=result)
        case a.CommanderCast(player=player, partner=partner, delta=-1):
            named = setup.commander_name(player, partner) if setup else ""
            if named:
                return msg("action.named_cast_back", player=player, commander=named)
            return msg("action.cast_back", player=player)
        case a.CommanderCast(player=player, partner=partner):
            named = setup.commander_name(player, partner) if setup else ""
            if named:
                return msg("action.named_cast", player=player, commander=named)
            return msg("action.partner_cast" if partner else "action.commander_cast", player=player)
        case a.TakeInitiative(player=player, source=None):
            return msg("action.initiative", player=player)
        case a.TakeInitiative(player=player, source=str() as source):
            return msg("action.initiative_card", player=player, card=source)
        case a.Venture(player=player, source=str() as source):
            return msg("action.venture_card", player=player, card=source)
        case a.Venture(player=player, room=str() as room):
            return msg("action.venture_room", player=player, room=room)
        case a.Venture(player=player):
            return msg("action.venture", player=player)
        case a.CardEnters(player=player, card=card):
            return msg("action.card_enters", player=player, card=card)
        case a.CardLeaves(player=player, card=card):
            return msg("action.card_leaves", player=player, card=card)
        case a.CombatDamage(hits=hits):
            return items([hit_message(h, setup) for h in hits])
        case a.LifeChange(player=player, delta=delta) if delta > 0:
            return msg("action.life_gain", delta, player=player)
        case a.LifeChange(player=player, delta=delta):
            return msg("action.life_loss", -delta, player=player)
        case a.PoisonChange(player=player, delta=delta) if delta > 0:
            return msg("action.poison_gain", delta, player=player)
        case a.PoisonChange(player=player, delta=delta):
            return msg("action.poison_loss", -delta, player=player)
        case a.FixCommanderDamage():
            return fix_message(action, setup)
        case a.Concede(player=player):
            return msg("action.concede", player=player)
        case a.Lose(players=players):
            if len(players) == 1:
                return msg("action.lose", player=players[0])
            return msg("action.lose_several", players=names(players))
        case a.Resolve(reminder=rid):
            return msg("action.resolve", id=rid)
        case a.ExtraTurn(player=player):
            return msg("action.extra_turn_given", player=player)
        case a.SetDayNight(to=to):
            return msg("action.day" if to == "day" else "action.night")
        case a.SpellsCast(player=player, count=count):
            return msg("action.spells_cast", count, player=player)
        case a.Ask(player=player, delta=delta) if delta < 0:
            return msg("action.ask", -delta, player=player)
        case a.Ask(player=player, delta=delta):
            return msg("action.ask_back", delta, player=player)
        case a.Answer(source=None, lapsed=True):
            return msg("action.answer_lapsed")
        case a.Answer(source=None):
            return msg("action.answer_none")
        case a.Answer(source=str() as source):
            return msg("action.answer", player=source)
        case a.NewGame(players=players):
            return msg("action.new_game", players=names(players))
    raise TypeError(f"no message for action {action!r}")  # pragma: no cover


def counter_action_message(action: a.Action) -> Msg | None:
    """The label of a counter's or a designation's action (issue 16); None for any other."""
    match action:
        case a.CounterChange(player=player, counter=counter, delta=delta, named=False) if (
            counter in a.PLAYER_COUNTERS
        ):
            key = f"action.{counter}_gain" if delta > 0 else f"action.{counter}_loss"
            return msg(key, abs(delta), player=player)
        case a.CounterChange(player=player, counter=counter, delta=delta):
            key = "action.named_gain" if delta > 0 else "action.named_loss"
            return msg(key, abs(delta), player=player, counter=counter)
        case a.RadMill(player=player, nonland=nonland):
            return msg("action.rad_mill", nonland, player=player)
        case a.Storm(delta=delta):
            return msg("action.storm_up" if delta > 0 else "action.storm_down", abs(delta))
        case a.Speed(player=player):
            return msg("action.speed", player=player)
        case a.CitysBlessing(player=player):
            return msg("action.citys_blessing", player=player)
        case a.RingTempts(player=player, bearer=str() as bearer):
            return msg("action.ring_tempts_bearer", player=player, bearer=bearer)
        case a.RingTempts(player=player):
            return msg("action.ring_tempts", player=player)
    return None


def gesture_message(actions: Iterable[a.Action], setup: a.NewGame | None = None) -> Msg:
    """The actions of one gesture (one undo step) said as one label."""
    return items([action_message(action, setup) for action in actions])


def resolved_message(reminder: Reminder) -> Msg | None:
    """Done on `reminder`, said as what was done ("Ann draws a card (monarch)"), not by its
    number; None for a venture (its room says it)."""
    if reminder.kind == MONARCH_DRAW:
        return msg("action.monarch_drew", player=reminder.player)
    if reminder.kind == CARD and reminder.card is not None:
        return msg("action.card_trigger_done", card=reminder.card, player=reminder.player)
    return None


def entry_action_message(entry: Entry, setup: a.NewGame | None = None) -> Msg:
    """An applied action's label; a Done says which reminder it did (from its event)."""
    if isinstance(entry.action, a.Resolve):
        for event in entry.events:
            if isinstance(event, e.ReminderResolved):
                said = resolved_message(event.reminder)
                if said is not None:
                    return said
    return action_message(entry.action, setup)


def entries_message(entries: Iterable[Entry], setup: a.NewGame | None = None) -> Msg:
    """The applied actions of one gesture said as one label (Done by what was done)."""
    return items([entry_action_message(entry, setup) for entry in entries])


def undo_message(gesture: Sequence[Entry], setup: a.NewGame | None = None) -> Msg:
    """ "Undo: <the gesture undo takes back>", or "Undo" when there is nothing to undo."""
    if not gesture:
        return msg("undo.nothing")
    return msg("undo.action", action=entries_message(gesture, setup))


def redo_message(
    gesture: Sequence[a.Action], setup: a.NewGame | None = None, state: GameState | None = None
) -> Msg:
    """ "Redo: <the gesture>"; with the game's `state`, a Done says which reminder it does."""
    if not gesture:
        return msg("redo.nothing")
    said = []
    for action in gesture:
        label = None
        known = state is not None and 1 <= getattr(action, "reminder", 0) <= len(state.reminders)
        if isinstance(action, a.Resolve) and state is not None and known:
            label = resolved_message(state.reminders[action.reminder - 1])
        said.append(label or action_message(action, setup))
    return msg("redo.action", action=items(said))


# Events that are routine (a step entered, a turn begun, a draw done): the action says them.
SILENT_EVENTS: tuple[type, ...] = (
    e.StepEntered,
    e.TurnStarted,
    e.ReminderResolved,
    e.QuestionAsked,  # the panel asks it; the action label says it ("loses 5 life: combat?")
    e.QuestionAnswered,  # the answer's label says it; the crown's move has its own sentence
    e.CardEntered,  # the action's label says it
    e.Rolled,  # the action's label says the result
    e.FirstPlayerChosen,
    e.CardLeft,
    e.RadMilled,  # the action's label says the count
)


def event_message(event: e.Event, setup: a.NewGame | None = None) -> Msg | None:
    """Why something happened, in words a player understands; None for the routine ones. With
    the game's `setup`, commanders named at setup are named."""
    match event:
        case e.MonarchChanged(player=p, cause=MonarchCause.COMBAT_DAMAGE):
            return msg("event.monarch_combat", player=p, trigger=msg("trigger.steal"))
        case e.MonarchChanged(player=p, cause=MonarchCause.SUCCESSION, as_active_player=True):
            return msg("event.monarch_succession_active", player=p)
        case e.MonarchChanged(player=p, cause=MonarchCause.SUCCESSION):
            return msg("event.monarch_succession_next", player=p)
        case e.MonarchChanged(player=p, source=src) if src:
            return msg("event.monarch_card", player=p, card=src)
        case e.MonarchChanged(player=p):
            return msg("event.monarch", player=p)
        case e.AlreadyMonarch(player=p):
            return msg("event.already_monarch", player=p)
        case e.MonarchVacant(previous=p):
            return msg("event.monarch_vacant", player=p)
        case e.StealFizzled(attacker=att, monarch=holder, initiative=True):
            return msg("event.initiative_steal_fizzled", holder=holder, attacker=att)
        case e.StealFizzled(attacker=att, monarch=mon):
            return msg("event.steal_fizzled", monarch=mon, attacker=att)
        case e.InitiativeTaken():
            return initiative_message(event)
        case e.Ventured(player=p, dungeon=dungeon, room=room, completed=completed):
            key = "event.ventured_completed" if completed else "event.ventured"
            return msg(key, player=p, room=room, dungeon=dungeon, ability=msg(room_key(room)))
        case e.PlayerLeft(player=p, reason=reason, source=src, partner=partner):
            said = leave_reason_message(reason, src, setup, partner)
            return msg("event.left", player=p, reason=said)
        case e.TurnWithoutActivePlayer(player=p):
            return msg("event.turn_without_active", player=p)
        case e.ReminderCreated(reminder=r):
            return reminder_message(r)
        case e.SpeedIncreased(player=p, speed=speed, automatic=True):
            return msg("event.speed_rises", player=p, speed=speed)
        case e.SpeedIncreased(player=p, speed=speed):
            return msg("event.speed", player=p, speed=speed)
        case e.ReminderCancelled(reminder=Reminder(kind="venture") as r):
            return msg("event.venture_cancelled", player=r.player)
        case e.ReminderCancelled(reminder=Reminder(kind="card", card=str() as card) as r):
            return msg("event.card_cancelled", player=r.player, card=card)
        case e.ReminderCancelled(reminder=r):
            return msg("event.reminder_cancelled", player=r.player)
        case e.QuestionDropped(question=q):
            return msg("event.question_dropped", player=q.player)
        case e.GameEnded(winner=None):
            return msg("event.game_draw")
        case e.GameEnded(winner=str() as w):
            return msg("event.winner", player=w)
        case e.DayNightChanged(to=to, player=str() as p, spells=int()):
            key = "event.night_no_spells" if to.value == "night" else "event.day_two_spells"
            return msg(key, player=p)
        case e.DayNightChanged(to=to):
            return msg("event.night" if to.value == "night" else "event.day")
    return None


def initiative_message(event: e.InitiativeTaken) -> Msg:
    """Who took the initiative and why, with the venture it makes (725.2)."""
    player, previous = event.player, event.previous
    if event.cause is MonarchCause.SUCCESSION:
        key = "event.initiative_succession_" + ("active" if event.as_active_player else "next")
        return msg(key, player=player, previous=previous or "")
    if event.cause is MonarchCause.COMBAT_DAMAGE:
        return msg("event.initiative_combat", player=player, previous=previous or "")
    if previous == player:
        return msg("event.initiative_again", player=player)
    if event.source:
        return msg("event.initiative_card", player=player, card=event.source)
    return msg("event.initiative", player=player)


def reminder_message(reminder: Reminder) -> Msg:
    """What a new reminder asks of the table: the draw, the venture, or a card's trigger."""
    if reminder.kind == VENTURE:
        return msg("event.reminder_venture", player=reminder.player)
    if reminder.kind == RAD:
        return msg("event.reminder_rad", player=reminder.player)
    if reminder.kind == CARD and reminder.card is not None:
        effect = msg(trigger_key(reminder.card, reminder.trigger))
        key = "event.reminder_exile_ends" if ends_a_duration(reminder) else "event.reminder_card"
        return msg(key, player=reminder.player, card=reminder.card, effect=effect)
    return msg("event.reminder_draw", player=reminder.player)


def ends_a_duration(reminder: Reminder) -> bool:
    """A card's one-time "until" (Palace Jailer's exile ends when an opponent becomes the
    monarch): said as the end of its effect, not as a triggered ability."""
    if reminder.kind != CARD or reminder.card is None:
        return False
    triggers = book().get(reminder.card, ())
    return reminder.trigger < len(triggers) and triggers[reminder.trigger].once


_CONDITION_KEYS = {
    Condition.YOU_ARE_MONARCH: "reminder.if_monarch",
    Condition.OPPONENT_IS_MONARCH: "reminder.if_opponent",
    Condition.NO_MONARCH: "reminder.if_no_monarch",
    Condition.YOU_WERE_MONARCH_AS_TURN_BEGAN: "reminder.if_turn_began",
}


def condition_message(state: GameState, reminder: Reminder) -> Msg | None:
    """For a card's reminder whose trigger has an "if" (a Court: "if you're the monarch, ..."),
    whether it holds now, read from the current crown; None for any other reminder."""
    if reminder.kind != CARD or reminder.card is None:
        return None
    triggers = book().get(reminder.card, ())
    if reminder.trigger >= len(triggers) or triggers[reminder.trigger].condition is None:
        return None
    condition = triggers[reminder.trigger].condition
    assert condition is not None
    player = reminder.player
    yes = holds(condition, player, state.monarch, state.monarch_as_turn_began())
    key = _CONDITION_KEYS[condition] + ("_yes" if yes else "_no")
    return msg(key) if condition is Condition.NO_MONARCH else msg(key, player=player)


def explain(events: Iterable[e.Event], setup: a.NewGame | None = None) -> list[Msg]:
    """The messages of the events worth saying, in order. A take of the initiative already says
    its venture, so the venture's reminder made by it is not said again."""
    events = list(events)
    takers = {ev.player for ev in events if isinstance(ev, e.InitiativeTaken)}
    said = []
    for ev in events:
        if (isinstance(ev, e.ReminderCreated) and ev.reminder.kind == VENTURE
                and ev.reminder.player in takers):
            continue
        message = event_message(ev, setup)
        if message is not None:
            said.append(message)
    return said


def entry_message(entry: Entry, setup: a.NewGame | None = None) -> Msg:
    """The head line of a log entry: "T3 · Combat damage step — Ben's commander deals 4 ...";
    a turn that ends is said as the turn that begins ("Turn 4 — Dee"), and the monarch's draw
    done as what was done ("Ann draws a card (monarch)")."""
    for event in entry.events:
        if isinstance(entry.action, a.EndTurn) and isinstance(event, e.TurnStarted):
            key = "log.extra_turn" if event.extra else "log.turn"
            return msg(key, turn=event.turn, player=event.player)
    action = entry_action_message(entry, setup)
    return msg("log.entry", turn=entry.turn, step=step_message(entry.step), action=action)


def is_step_only(entry: Entry) -> bool:
    """A move to another step that caused nothing worth saying: the log folds it away."""
    return isinstance(entry.action, a.StepTo) and not explain(entry.events)


def flow_message(notice: flow.FlowNotice) -> Msg:
    """What the session's flow tells the table (a lapsed question, a stop for the draw): the
    sentence the notice declares (`KEY`), with its player, count or step."""
    match notice:
        case flow.Lapsed(player=p, amount=amount):
            return msg(notice.KEY, amount, player=p)
        case flow.TriggersStop(step=step):
            return msg(notice.KEY, step=step_message(step))
    return msg(notice.KEY, player=notice.player)


def _param(value: object) -> Param:
    """A core error's parameter as a message parameter: a step by its name, a phrase nested."""
    if isinstance(value, Phrase):
        return phrase_message(value)
    if isinstance(value, Step):
        return step_message(value)
    if isinstance(value, int | str):
        return value
    return str(value)  # pragma: no cover


def phrase_message(phrase: Phrase) -> Msg:
    params = {k: _param(v) for k, v in phrase.params.items() if k != "n"}
    count = phrase.params.get("n")
    return Msg(ERROR_PREFIX + phrase.key, params, count if isinstance(count, int) else None)


def storage_message(refusal: storage.StorageRefusal) -> Msg:
    """Why no command changes the game now: read-only, or the last write failed."""
    match refusal:
        case storage.NotSaved(reason=reason, errno=number):
            return msg("storage.not_saved", reason=os_reason(number, reason))
        case storage.ReadOnly(owner=storage.Owner() as owner) if owner.pid:
            return msg("storage.read_only", pid=owner.pid, since=_clock(owner.since))
        case storage.ReadOnly():
            return msg("storage.read_only_unknown")
    raise TypeError(f"no message for {refusal!r}")  # pragma: no cover


def in_use_message(error: storage.JournalInUseError) -> Msg:
    """Opening a journal another instance writes: who, and what can be done."""
    owner = error.owner
    if owner is None or not owner.pid:
        return msg("storage.in_use_unknown", file=error.path.name)
    return msg("storage.in_use", file=error.path.name, pid=owner.pid, since=_clock(owner.since))


def os_reason(number: int | None, fallback: str) -> Param:
    """Why a file operation failed, in the app's words for the common cases (a full disk, no
    permission, ...), else the system's own (`fallback`)."""
    name = errno_module.errorcode.get(number or -1, "")
    key = f"oserror.{'EMFILE' if name == 'ENFILE' else name}"
    return msg(key) if key in TEXTS else fallback


def _clock(since: str) -> str:
    """ "2026-12-01T20:15:03" -> "20:15": when another window opened the game."""
    return since[11:16] if len(since) >= 16 and since[10] == "T" else since


def error_message(
    error: ActionError | JournalError | flow.FlowNotice | storage.StorageRefusal,
) -> Msg:
    """Why something was refused or could not be read: a core error (a journal's names its line),
    a refusal of the game's flow, or of a game that can't be saved now."""
    if isinstance(error, storage.NotSaved | storage.ReadOnly):
        return storage_message(error)
    if isinstance(error, JournalError):
        return msg("error.journal_line", line=error.line, reason=phrase_message(error.phrase))
    if isinstance(error, ActionError):
        return phrase_message(error.phrase)
    return flow_message(error)


def not_possible(error: ActionError | flow.FlowNotice | storage.StorageRefusal) -> Msg:
    """The notice for a refused command: "Not possible: <why>" (a flow refusal says itself)."""
    if isinstance(error, storage.NotSaved | storage.ReadOnly):
        return storage_message(error)
    if isinstance(error, ActionError):
        return msg("notice.not_possible", reason=error_message(error))
    return flow_message(error)


# -- longer texts: the winner screen, the combat preview ---------------------------------------


def winner_title(state: GameState) -> Msg | None:
    if state.winner is not None:
        return msg("winner.title", winner=state.winner)
    return msg("winner.draw") if state.game_over else None


def winner_summary(
    state: GameState, entries: Iterable[Entry], setup: a.NewGame | None = None
) -> list[Msg]:
    """How the game went, one line each: turns, the last monarch, who left in which order."""
    lines = [msg("winner.turns", state.turn)]
    last = state.monarch or (state.monarch_history[-1].player if state.monarch_history else None)
    if last is None:
        lines.append(msg("winner.no_monarch"))
    else:
        lines.append(msg("winner.last_monarch", player=last))
    if state.initiative_history:  # only in a game where someone took it (725.1)
        holder = state.initiative or state.initiative_history[-1].player
        lines.append(msg("winner.last_initiative", player=holder))
    left = [
        (event, entry.turn)
        for entry in entries
        for event in entry.events
        if isinstance(event, e.PlayerLeft)
    ]
    if left:
        lines.append(msg("winner.departures"))
        for number, (event, turn) in enumerate(left, start=1):
            reason = leave_reason_message(event.reason, event.source, setup, event.partner)
            said = msg(
                "winner.departure", number=number, player=event.player, reason=reason, turn=turn
            )
            lines.append(said)
    return lines


_CROWN_EVENTS = (e.MonarchChanged, e.AlreadyMonarch, e.MonarchVacant, e.StealFizzled)


def combat_preview(
    state: GameState, hits: tuple[a.Hit, ...], setup: a.NewGame | None = None
) -> list[Msg]:
    """What a combat damage action would do, before anyone confirms it: the totals that change,
    then what the damage causes. Runs the pure engine on `state`, so it is exactly what confirming
    will do. With the game's `setup`, commanders named at setup are named."""
    if not hits:
        return [msg("preview.empty")]
    try:
        transition = apply(state, a.CombatDamage(hits))
    except ActionError as exc:
        return [msg("preview.refused", reason=error_message(exc))]
    lines: list[Msg] = []
    for target in dict.fromkeys(h.target for h in hits):
        lines.extend(_changes(state.player(target), transition.state.player(target), setup))
    lines.extend(explain(transition.events))
    moved = transition.events
    if state.monarch and not any(
        isinstance(ev, _CROWN_EVENTS) and not getattr(ev, "initiative", False) for ev in moved
    ):
        lines.append(msg("preview.stays", player=state.monarch))
    if state.initiative and not any(
        isinstance(ev, e.InitiativeTaken)
        or (isinstance(ev, e.StealFizzled) and ev.initiative)
        for ev in moved
    ):
        lines.append(msg("preview.initiative_stays", player=state.initiative))
    return lines


def _changes(
    before: PlayerState, after: PlayerState, setup: a.NewGame | None = None
) -> list[Msg]:
    name = before.name
    out: list[Msg] = []
    if after.life != before.life:
        out.append(msg("preview.life", player=name, before=before.life, after=after.life))
    if after.poison != before.poison:
        out.append(msg("preview.poison", player=name, before=before.poison, after=after.poison))
    for partner, key, old_damage, new_damage in (
        (False, "preview.commander", before.commander_damage, after.commander_damage),
        (True, "preview.partner", before.partner_damage, after.partner_damage),
    ):
        for source, total in new_damage.items():
            old = old_damage.get(source, 0)
            if total == old:
                continue
            named = setup.commander_name(source, partner) if setup else ""
            if named:  # "Ann: damage from Kraum (Ben) 0 → 6."
                said = msg(
                    "preview.named",
                    player=name,
                    before=old,
                    after=total,
                    commander=named,
                    source=source,
                )
                out.append(said)
            else:
                out.append(msg(key, player=name, before=old, after=total, source=source))
    return out
