"""The table's texts about the game: steps, why a player left, actions, what happened, the
initiative, the flow, notices, the banner, the panels, the winner, the combat preview.
"""

from __future__ import annotations

from companion.core.marks import QT_TRANSLATE_NOOP, Text, counted
from companion.shell.messages.entry import LIST, NAMES, Trigger

GAME: dict[str, Text | Trigger] = {
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
    # End turn waits for the spells the turn's player cast (day and night, CR 731.2).
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
    #: The first-strike combat damage step's damage (CR 510.4), then the hits dealt in it.
    "action.first_strike": QT_TRANSLATE_NOOP("Describe", "First-strike damage: {hits}"),
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
        "Rad counters (CR {rule}): at the beginning of this player's precombat main phase they "
        "mill that many cards, then lose 1 life and a rad counter for each nonland card milled.",
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
    # -- the initiative (CR 726) and the dungeons (701.49) ------------------------------------
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
    "flow.regular_skipped": QT_TRANSLATE_NOOP(
        "Describe",
        "{player}'s turn moved on after first strike: no regular combat damage was dealt.",
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
    # The same when the marker has one room to go to: Done in the reminder makes the venture.
    "flow.venture_stop_one": QT_TRANSLATE_NOOP(
        "Describe",
        "End turn stopped: {player} ventures into Undercity first. Press Done once they have.",
    ),
    "flow.venture_first_one": QT_TRANSLATE_NOOP(
        "Describe", "{player} ventures into Undercity first: press Done in the reminder."
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
    "flow.upkeep_stop": QT_TRANSLATE_NOOP(
        "Describe", "End turn stopped at {player}'s upkeep: carry out what triggered, then Done."
    ),
    # {stop} is one of the stops above; the count is of the other reminders up at that stop,
    # each shown in its player's panel.
    "flow.also": counted.translate(
        "Describe", "{stop} %n more reminder(s) in the panels.", "", 0
    ),
    # -- notices and undo labels --------------------------------------------------------------
    "notice.not_possible": QT_TRANSLATE_NOOP("NoticeBar", "Not possible: {reason}"),
    "notice.undone": QT_TRANSLATE_NOOP("NoticeBar", "Undone: {action}"),
    # "Undo" alone: the Edit menu's entry with nothing to name, and the buttons that undo (the
    # notice's, the phones').
    "undo.nothing": QT_TRANSLATE_NOOP("UndoLabels", "Undo"),
    "undo.action": QT_TRANSLATE_NOOP("UndoLabels", "Undo: {action}"),
    "redo.nothing": QT_TRANSLATE_NOOP("UndoLabels", "Redo"),
    "redo.action": QT_TRANSLATE_NOOP("UndoLabels", "Redo: {action}"),
    # -- a line of the game log ---------------------------------------------------------------
    "log.entry": QT_TRANSLATE_NOOP("LogModel", "T{turn} · {step} — {action}"),
    "log.turn": QT_TRANSLATE_NOOP("LogModel", "Turn {turn} — {player}"),
    "log.extra_turn": QT_TRANSLATE_NOOP("LogModel", "Turn {turn} — {player} (extra turn)"),
    # -- "Why? (CR 725.2)" links --------------------------------------------------------------
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
    # A room and what it does (the colon is the language's own: Chinese writes a full-width one).
    "reminder.room_line": QT_TRANSLATE_NOOP("_ReminderRow", "{room}: {ability}"),
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
}
