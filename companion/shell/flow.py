"""The game's flow: what a tap means, decided once for every view (table, keyboard, palette, phone).

The core knows what an action does by the rules; this module knows which actions a person's gesture
stands for at this moment of the game:

- A life loss of the monarch in the combat damage step may be combat damage (which passes the crown,
  CR 725.2) or not; only the table knows, so it becomes an open question (`Ask`), not a life change.
- The question belongs to the step it was asked in: moving on without an answer applies the loss as
  no combat damage (`Answer(None, lapsed=True)`), in the same gesture, and says so.
- While there is day or night (CR 731), End turn first asks how many spells the turn's player cast
  (0, 1, 2 or more), the only thing that decides whether it flips as the next turn begins; the
  answer and the end of the turn are one gesture.
- End turn stops once where the monarch's draw is pending (725.2), so the table sees it; pressed
  again before the draw is done, it refuses and says who draws. Done resolves the draw and, if End
  turn had stopped for it, ends the turn: one gesture, one undo step. Where it stopped at several
  reminders, the last one done goes on.
- The same for what else triggers on the way: End turn stops at the first step where something
  triggers (the upkeep venture of the initiative, 726.2; a monarch card's trigger) and shows it.
  A venture needs the holder's choice of room, so End turn waits for it (choosing the room goes
  on with the turn as Done does); a card's trigger is carried out at the table, so a second End
  turn goes on.
- Steps follow the play (unless the table calls every step, "step by step"): End turn takes the
  next turn through untap, upkeep and draw to its first main phase, stopping where something
  triggers (`walk_in`); play entered at the untap step first takes the turn there, combat
  damage takes it to the combat damage step, and a hit on the monarch from the first main phase
  on asks whether it was combat damage (`lead_in`, `asks_combat`). The steps taken so are
  journal lines joined to the gesture: one Undo takes them back with it (docs/journal.md).

Every function is pure: it reads a `GameState` (and the reminders End turn stopped at) and returns a
`Plan`; `companion.shell.session` carries plans out.
"""

from __future__ import annotations

from collections.abc import Set
from typing import ClassVar

from companion.core import dungeons
from companion.core import events as ev
from companion.core.actions import (
    Answer,
    Ask,
    AskSpells,
    BecomeMonarch,
    CardEnters,
    ChessClock,
    ClockPause,
    CombatDamage,
    Concede,
    EndTurn,
    FirstPlayer,
    GameAction,
    LifeChange,
    Lose,
    RadMill,
    Resolve,
    Roll,
    SpellsCast,
    StepTo,
    StopAt,
    Venture,
)
from companion.core.damage import may_ask
from companion.core.engine import apply
from companion.core.errors import ActionError
from companion.core.model import CARD, MONARCH_DRAW, RAD, VENTURE, GameState, Reminder
from companion.core.steps import STEPS, Step
from companion.core.values import frozen
from companion.shell import taps


@frozen
class Lapsed:
    """Notice: the table moved on without an answer; `player` lost `amount` life, not in combat."""

    KEY: ClassVar[str] = "flow.lapsed"
    SHOWN: ClassVar[frozenset[str]] = frozenset({"notice"})

    player: str
    amount: int


@frozen
class RegularSkipped:
    """Notice: the turn moved on from the combat damage step with the regular damage still owed
    after first strike (CR 510.4): none was dealt; Undo brings the pass back."""

    KEY: ClassVar[str] = "flow.regular_skipped"
    SHOWN: ClassVar[frozenset[str]] = frozenset({"notice"})

    player: str


@frozen
class DrawStop:
    """Notice: End turn stopped at the end step because `player`, the monarch, draws a card."""

    KEY: ClassVar[str] = "flow.draw_stop"
    SHOWN: ClassVar[frozenset[str]] = frozenset({"notice"})

    player: str
    reminder: int
    more: int = 0  # the other reminders up at the same stop, each in its player's panel


@frozen
class DrawFirst:
    """Refusal: End turn again while `player` has not drawn; Done (D) says they have."""

    KEY: ClassVar[str] = "flow.draw_first"
    SHOWN: ClassVar[frozenset[str]] = frozenset({"notice"})

    player: str


@frozen
class SpellsAsked:
    """End turn waits for the number of spells `player` cast this turn (day and night, 731.2)."""

    KEY: ClassVar[str] = "flow.spells_asked"
    SHOWN: ClassVar[frozenset[str]] = frozenset({"turn_bar"})

    player: str


@frozen
class VentureStop:
    """Notice: End turn stopped where `player` ventures into Undercity (the initiative);
    `one_way`: the marker has one room to go to, so Done makes the venture."""

    KEY: ClassVar[str] = "flow.venture_stop"
    SHOWN: ClassVar[frozenset[str]] = frozenset({"notice"})

    player: str
    reminder: int
    one_way: bool = False
    more: int = 0


@frozen
class VentureFirst:
    """Refusal: the turn can't end (or Done can't guess) until `player` chooses the room (or,
    `one_way`, presses Done on the one way on)."""

    KEY: ClassVar[str] = "flow.venture_first"
    SHOWN: ClassVar[frozenset[str]] = frozenset({"notice"})

    player: str
    one_way: bool = False


@frozen
class RadStop:
    """Notice: End turn stopped at the precombat main phase: `player` mills for rad (727)."""

    KEY: ClassVar[str] = "flow.rad_stop"
    SHOWN: ClassVar[frozenset[str]] = frozenset({"notice"})

    player: str
    reminder: int
    more: int = 0


@frozen
class RadFirst:
    """Refusal: the turn can't end (nor Done guess) until the table says how many of the cards
    `player` milled for rad were nonland cards."""

    KEY: ClassVar[str] = "flow.rad_first"
    SHOWN: ClassVar[frozenset[str]] = frozenset({"notice"})

    player: str


@frozen
class TriggersStop:
    """Notice: End turn stopped at `step`, where monarch cards triggered."""

    KEY: ClassVar[str] = "flow.triggers_stop"
    SHOWN: ClassVar[frozenset[str]] = frozenset({"notice"})

    step: Step


@frozen
class UpkeepStop:
    """Notice: the turn stopped at `player`'s upkeep, where monarch cards triggered (the only
    step of a turn's beginning that triggers anything); Done goes on to the first main phase."""

    KEY: ClassVar[str] = "flow.upkeep_stop"
    SHOWN: ClassVar[frozenset[str]] = frozenset({"notice"})

    player: str
    more: int = 0


# Each notice declares its sentence (KEY, a key of the table in shell/messages/) and where the
# window shows it (SHOWN, which app/game_page.py routes by): "notice" the notice bar (the
# reminder itself is in its player's panel), "turn_bar" the turn bar's question.
FlowNotice = (
    Lapsed
    | RegularSkipped
    | DrawStop
    | DrawFirst
    | SpellsAsked
    | VentureStop
    | VentureFirst
    | RadStop
    | RadFirst
    | TriggersStop
    | UpkeepStop
)


@frozen
class Plan:
    """What one gesture does: actions applied in order as one undo step, and what to tell the table.

    `refused`: nothing happens, and this says why. `stop`: after the actions, End turn stops at
    this turn's pending draw. `offer_combat`: combat damage was entered: offer the combat prompt.
    `run`: which counter a tap's action runs on.
    """

    actions: tuple[GameAction, ...] = ()
    notice: FlowNotice | None = None
    refused: FlowNotice | None = None
    stop: bool = False
    offer_combat: bool = False
    # For a tap: the counter its one action runs on (taps.py: the life total, or the open
    # combat question's loss), so that taps a moment apart join; None: this is no run.
    run: taps.Counter | None = None


# -- life and the combat question ---------------------------------------------------------------


def attackers(state: GameState, player: str) -> list[str]:
    """Who could have dealt `player` combat damage: the active player first, then turn order."""
    first = state.active_player or state.turn_player
    order = list(state.names)
    start = order.index(first) if first in order else 0
    order = order[start:] + order[:start]
    return [n for n in order if n != player and state.player(n).in_game]


def asks_combat(state: GameState, player: str, auto: bool = True) -> bool:
    """Whether a hand-made life loss of `player` must ask: the monarch or the player with the
    initiative (combat damage passes either, 725.2 and 726.2), in combat damage, or (`auto`: a
    table that doesn't call its steps) anywhere from the first main phase to it."""
    in_combat = state.step is Step.COMBAT_DAMAGE or (auto and may_ask(state.step))
    return (
        state.question is None
        and player in (state.monarch, state.initiative)
        and in_combat
        and not state.game_over
        and bool(attackers(state, player))
    )


def change_life(state: GameState, player: str, delta: int, auto: bool = True) -> Plan:
    """A tap on +/- (or the wheel, or a key): a life change, or a change of the open question."""
    if delta == 0:
        return Plan()
    question = state.question
    asking = taps.asked(player)
    if question is not None and question.player == player:
        if delta < 0:
            return Plan((Ask(player, delta),), run=asking)
        taken = min(delta, question.amount)
        rest = delta - taken
        if rest:  # the loss taken back and a gain beyond it: two actions, no run
            return Plan((Ask(player, taken), LifeChange(player, rest)))
        return Plan((Ask(player, taken),), run=asking)
    if delta < 0 and asks_combat(state, player, auto):
        return Plan((Ask(player, delta),), run=asking)
    return Plan((LifeChange(player, delta),), run=taps.life(player))


def answer(state: GameState, source: str | None) -> Plan:
    """The table answered the open question: `source`'s creatures dealt it, or None: no combat."""
    if state.question is None:
        return Plan()
    if source is not None and state.step.order < Step.COMBAT_DAMAGE.order:
        # Asked before combat damage and said to be combat damage: the turn is there now (the
        # steps on the way are entered, with what they trigger), and the answer deals it.
        return Plan((StepTo(Step.COMBAT_DAMAGE), Answer(source)))
    return Plan((Answer(source),))


def _lapse(state: GameState) -> tuple[tuple[GameAction, ...], Lapsed | None]:
    """Moving on with the question open: the loss counts as no combat damage, and we say so."""
    question = state.question
    if question is None:
        return (), None
    return (Answer(None, lapsed=True),), Lapsed(question.player, question.amount)


# -- moving the turn along ----------------------------------------------------------------------


def step_to(state: GameState, step: Step) -> Plan:
    """Go forward to `step` (a click on the step track, or Next step)."""
    if state.game_over or step.order <= state.step.order:
        return Plan()
    lapse, notice = _lapse(state)
    return Plan(
        (*lapse, StepTo(step)), notice=notice or _regular_skipped(state),
        offer_combat=step is Step.COMBAT_DAMAGE,
    )


def _regular_skipped(state: GameState) -> RegularSkipped | None:
    """Said when the turn leaves the combat damage step while the regular pass is owed."""
    return RegularSkipped(state.turn_player) if state.first_strike else None


def next_step(state: GameState, stopped: Set[int], auto: bool = True) -> Plan:
    """The following step; from cleanup, End turn (with its stop at the monarch's draw)."""
    if state.step is Step.CLEANUP:
        return end_turn(state, stopped, auto)
    return step_to(state, STEPS[state.step.order + 1])


def draw_this_turn(state: GameState) -> Reminder | None:
    """The monarch's draw that triggered this turn and is not done yet."""
    for reminder in state.pending_reminders():
        if reminder.kind == MONARCH_DRAW and reminder.turn == state.turn:
            return reminder
    return None


def venture_owed(state: GameState) -> Reminder | None:
    """The first venture into Undercity not made yet (726.2)."""
    for reminder in state.pending_reminders():
        if reminder.kind == VENTURE:
            return reminder
    return None


def rad_owed(state: GameState) -> Reminder | None:
    """The rad trigger (727) whose count of nonland cards the table has not said yet."""
    for reminder in state.pending_reminders():
        if reminder.kind == RAD:
            return reminder
    return None


def one_way(state: GameState, player: str) -> bool:
    """Whether `player`'s next venture has one room to go to (Done makes it)."""
    return len(venture_rooms(state, player)[1]) == 1


def venture_rooms(state: GameState, player: str) -> tuple[str, tuple[str, ...]]:
    """Where `player`'s next venture into Undercity can go: the dungeon (the one in progress, or
    Undercity) and the rooms the marker may enter (one, or two where two arrows leave)."""
    p = state.player(player)
    if p.dungeon is None or p.room is None:
        return dungeons.UNDERCITY, (dungeons.first_room(dungeons.UNDERCITY),)
    return p.dungeon, dungeons.rooms_after(p.dungeon, p.room)


_TRIGGER_STEPS = (Step.UPKEEP, Step.MAIN1, Step.BEGINNING_OF_COMBAT, Step.END)


def _first_trigger_step(state: GameState, until: Step = Step.END) -> Step | None:
    """The first step still ahead this turn, up to `until`, whose beginning triggers something
    the table must see (the monarch's draw, a venture, a card), found by running the pure engine."""
    for step in _TRIGGER_STEPS:
        if step.order <= state.step.order or step.order > until.order:
            continue
        try:
            transition = apply(state, StepTo(step))
        except ActionError:
            return None
        if any(isinstance(e, ev.ReminderCreated) for e in transition.events):
            return step
        state = transition.state
    return None


def walk_in(state: GameState) -> tuple[tuple[GameAction, ...], bool]:
    """The steps a table that doesn't call them takes by itself as a turn begins: through untap,
    upkeep and draw to the first main phase, stopping at the first step where something triggers
    (a venture, a card's upkeep trigger, rad at the first main phase, 727). The actions, and
    whether End turn's stop follows them. Nothing once the turn is in its first main phase."""
    if state.game_over or state.step.order >= Step.MAIN1.order:
        return (), False
    stop_at = _first_trigger_step(state, until=Step.MAIN1)
    if stop_at is not None:
        return (StepTo(stop_at),), True
    return (StepTo(Step.MAIN1),), False


# What a table does before its first turn has begun (who goes first, the clock, dice, a
# concession at the mulligan) and what moves the turn itself: none of it is play in the turn.
_NOT_PLAY = (
    StepTo, EndTurn, FirstPlayer, Roll, RadMill, Resolve, Venture, SpellsCast, AskSpells,
    Answer, ChessClock, ClockPause, StopAt, Concede, Lose,
)


def lead_in(state: GameState, actions: tuple[GameAction, ...], auto: bool = True) -> Plan:
    """The steps the turn has really passed before a gesture, taken with it: combat damage is
    dealt in the combat damage step (CR 510), so entering it from before that step moves the turn
    there (the steps on the way triggering as they begin); and (`auto`) play at the untap step,
    where nobody plays (502.4), means the turn is past it: the turn goes to its first main
    phase first, as after End turn. What enters or is taken then counts from where the turn is."""
    if state.game_over or not actions or isinstance(actions[0], _NOT_PLAY):
        return Plan()
    combat = any(isinstance(action, CombatDamage) for action in actions)
    if combat and state.step.order < Step.COMBAT_DAMAGE.order:
        return Plan((StepTo(Step.COMBAT_DAMAGE),))
    if auto and state.step is Step.UNTAP:
        steps, stop = walk_in(state)
        return Plan(steps, stop=stop)
    return Plan()


def end_turn(state: GameState, stopped: Set[int], auto: bool = True) -> Plan:
    """End the turn, but stop once where something triggers; never skip a trigger silently.
    `auto`: the next turn goes through its beginning by itself (`walk_in`)."""
    if state.game_over:
        return Plan()
    owed = venture_owed(state)
    if owed is not None:
        if owed.id in stopped:
            return Plan(refused=VentureFirst(owed.player, one_way(state, owed.player)))
        return Plan(stop=True)
    rad = rad_owed(state)
    if rad is not None:
        if rad.id in stopped:
            return Plan(refused=RadFirst(rad.player))
        return Plan(stop=True)
    pending = draw_this_turn(state)
    if pending is not None:
        if pending.id in stopped:
            return Plan(refused=DrawFirst(pending.player))
        return Plan(stop=True)
    if any(r.kind == CARD and r.id not in stopped for r in state.pending_reminders()):
        return Plan(stop=True)
    lapse, lapsed = _lapse(state)
    notice: FlowNotice | None = lapsed or _regular_skipped(state)
    after = apply(state, lapse[0]).state if lapse else state
    if after.game_over:
        return Plan(lapse, notice=notice)
    stop_at = _first_trigger_step(after)
    if stop_at is not None:
        return Plan((*lapse, StepTo(stop_at)), notice=notice, stop=True)
    if spells_unknown(after):
        if after.spells_asked:  # End turn again: the question is already open
            return Plan(refused=SpellsAsked(after.turn_player))
        return Plan((*lapse, AskSpells()), notice=notice)  # asked: an open question, as state
    if not auto:
        return Plan((*lapse, EndTurn()), notice=notice)
    walk, stop = walk_in(apply(after, EndTurn()).state)
    return Plan((*lapse, EndTurn(), *walk), notice=notice, stop=stop)


def card_enters(state: GameState, player: str, card: str, crowned: bool) -> Plan:
    """A monarch card enters under `player`'s control; most say "when this enters, you become
    the monarch": with `crowned` that happens in the same gesture (one Undo takes both back)."""
    if state.game_over:
        return Plan()
    enters = CardEnters(player, card)
    return Plan((enters, BecomeMonarch(player, card)) if crowned else (enters,))


def spells_unknown(state: GameState) -> bool:
    """Whether ending the turn needs the number of spells its player cast: only while there is
    day or night, and only until the table has said it."""
    return state.day_night is not None and state.turn_player not in state.spells_cast


def spells_then_end_turn(
    state: GameState, count: int, stopped: Set[int], auto: bool = True
) -> Plan:
    """The table says how many spells the turn's player cast (2 stands for "2 or more"), and the
    turn ends as End turn would have, in one gesture."""
    said = SpellsCast(state.turn_player, count)
    rest = end_turn(apply(state, said).state, stopped, auto)
    if rest.refused is not None:
        return Plan((said,))
    return Plan((said, *rest.actions), notice=rest.notice, stop=rest.stop)


def done(
    state: GameState, stopped: Set[int], reminder_id: int | None = None, auto: bool = True
) -> Plan:
    """Done: a pending reminder (the first, or `reminder_id`'s) is done; if End turn stopped for
    it, the turn goes on, in the same gesture. A venture is done by choosing its room
    (`venture`); Done makes it only where the marker has one way to go."""
    pending = [r for r in state.pending_reminders() if reminder_id in (None, r.id)]
    if not pending or state.game_over:
        return Plan()
    reminder = pending[0]
    if reminder.kind == VENTURE:
        _, rooms = venture_rooms(state, reminder.player)
        if len(rooms) != 1:
            return Plan(refused=VentureFirst(reminder.player))
        return venture(state, reminder.player, rooms[0], stopped, auto)
    if reminder.kind == RAD:
        return Plan(refused=RadFirst(reminder.player))
    return _resolve_then_go_on(state, reminder, Resolve(reminder.id), stopped, auto)


def venture(
    state: GameState, player: str, room: str, stopped: Set[int], auto: bool = True
) -> Plan:
    """`player` makes their owed venture into `room`; if End turn stopped for it, the turn goes
    on as after Done."""
    owed = next(
        (r for r in state.pending_reminders() if r.kind == VENTURE and r.player == player), None
    )
    if owed is None or state.game_over:
        return Plan()
    return _resolve_then_go_on(state, owed, Venture(player, room), stopped, auto)


def rad_mill(
    state: GameState, player: str, nonland: int, stopped: Set[int], auto: bool = True
) -> Plan:
    """`player`'s rad trigger resolves with `nonland` of the milled cards nonland (727); if End
    turn stopped for it, the turn goes on as after Done."""
    owed = next(
        (r for r in state.pending_reminders() if r.kind == RAD and r.player == player), None
    )
    if owed is None or state.game_over:
        return Plan()
    return _resolve_then_go_on(state, owed, RadMill(player, nonland), stopped, auto)


def _resolve_then_go_on(
    state: GameState, reminder: Reminder, resolve: GameAction, stopped: Set[int], auto: bool
) -> Plan:
    """Done with a reminder End turn stopped at: the turn goes on, to the end of the turn, or
    (`auto`, stopped as the turn began) on to its first main phase."""
    if reminder.id not in stopped or reminder.turn != state.turn:
        return Plan((resolve,))
    after = apply(state, resolve).state
    if any(r.id in stopped for r in after.pending_reminders()):
        # Another reminder End turn stopped at is still up (the Court beside the venture at the
        # upkeep): the turn goes on once the last of them is done, never over one unseen.
        return Plan((resolve,))
    if auto and after.step.order <= Step.MAIN1.order:  # stopped as the turn began
        walk, stop = walk_in(after)
        return Plan((resolve, *walk), stop=stop)
    rest = end_turn(after, stopped, auto)
    if isinstance(rest.refused, SpellsAsked):  # day or night: the draw is done, now the spells
        return Plan((resolve,), notice=rest.refused)
    if rest.refused is not None:
        return Plan((resolve,))
    return Plan((resolve, *rest.actions), notice=rest.notice, stop=rest.stop)

