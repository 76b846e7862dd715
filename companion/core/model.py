"""The game state: immutable values, replaced (never mutated) by each action.

Immutability is what makes a rejected action harmless and undo cheap: the engine builds a new state
and the old one stays valid until the new one is complete.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from enum import StrEnum

from companion.core.pvector import PVector
from companion.core.steps import Step
from companion.core.values import field, frozen, replace


class LeaveReason(StrEnum):
    """Why a player left the game (CR 104.3, 800.4)."""

    CONCEDED = "conceded"
    LIFE = "life"  # 0 or less life (704.5a)
    POISON = "poison"  # 10 or more poison counters (704.5c)
    COMMANDER_DAMAGE = "commander_damage"  # 21 combat damage from one commander (903.10a)
    LOST = "lost"  # an effect or a judge said so (104.3e), entered by hand


class MonarchCause(StrEnum):
    """How the crown (or the initiative) passed to a player."""

    EFFECT = "effect"  # a card said "you become the monarch" (725.1) / "take the initiative"
    COMBAT_DAMAGE = "combat_damage"  # the inherent trigger of 725.2 / 726.2
    SUCCESSION = "succession"  # the holder left the game (725.4 / 726.4)


class DayNight(StrEnum):
    """CR 731: a game has neither until a daybound permanent appears or an effect says so."""

    DAY = "day"
    NIGHT = "night"


class ReminderStatus(StrEnum):
    PENDING = "pending"
    RESOLVED = "resolved"
    CANCELLED = "cancelled"


MONARCH_DRAW = "monarch_draw"
# The rad counters' inherent trigger (CR 728) at the precombat main phase of their holder.
RAD = "rad"
# Venture into Undercity: the initiative's triggers (726.2), at a take and at its holder's upkeep.
VENTURE = "venture"
# A monarch card's own triggered ability (resources/card_triggers.json).
CARD = "card"


@frozen
class Departure:
    """When and why a player left. `source` names the commander's controller for 21 damage."""

    reason: LeaveReason
    turn: int
    step: Step
    source: str | None = None
    partner: bool = False  # the 21 came from `source`'s second (partner) commander


@frozen
class Dealt:
    """Combat damage the creatures `source` controls dealt `target` (first strike, CR 510.4)."""

    source: str
    target: str
    amount: int


@frozen
class PlayerState:
    name: str
    life: int
    poison: int = 0
    # Combat damage dealt by each opponent's commander, keyed by that opponent (903.10a).
    commander_damage: Mapping[str, int] = field(default_factory=dict)
    # The same for each opponent's second (partner) commander, which counts separately.
    partner_damage: Mapping[str, int] = field(default_factory=dict)
    # The part of each of those two that was infect damage (poison, not life): a correction
    # takes it back as poison (fix_commander_damage).
    commander_infect: Mapping[str, int] = field(default_factory=dict)
    partner_infect: Mapping[str, int] = field(default_factory=dict)
    departure: Departure | None = None
    # Times each of the player's commanders was cast from the command zone (CR 903.8): the next
    # cast costs {2} more for each. The partner's counts separately.
    commander_casts: int = 0
    partner_casts: int = 0
    # The venture marker (CR 701.49): the dungeon in progress and the room it is on.
    dungeon: str | None = None
    room: str | None = None
    dungeons_completed: int = 0
    # The monarch cards this player controls, as the table put them on their panel.
    cards: tuple[Permanent, ...] = ()
    # Cards that left the battlefield while their one-time trigger still waits: Palace Jailer's
    # exile lasts "until an opponent becomes the monarch" even once the Jailer is gone (ruling).
    watching: tuple[str, ...] = ()
    # Counters on the player (CR 122.1): "energy", "experience", "rad" (727), and `named` ones the
    # pod made up. A kind stays once it was used, at 0 too: the panel shows the kinds in use.
    counters: Mapping[str, int] = field(default_factory=dict)
    named_counters: Mapping[str, int] = field(default_factory=dict)
    # Speed (702.179): 0 is none; it rises at most once each turn (`speed_turn`: when), to 4.
    speed: int = 0
    speed_turn: int = 0
    citys_blessing: bool = False  # 702.131: once gained, for the rest of the game
    # Times the Ring tempted this player (701.54): their emblem has the first min(ring, 4)
    # abilities; `ring_bearer` is the creature they chose the last time (None: none).
    ring: int = 0
    ring_bearer: str | None = None

    @property
    def in_game(self) -> bool:
        return self.departure is None


@frozen
class Permanent:
    """A monarch card on a player's battlefield. `spent`: its one-time trigger has happened
    (Palace Jailer's creature came back once; the card stays, its exile is over)."""

    card: str
    spent: bool = False


@frozen
class Reminder:
    """A triggered ability the players must carry out at the table: the monarch's draw, a venture
    (the initiative), or a monarch card's trigger (`card`, and `trigger`: which of its triggers)."""

    id: int
    kind: str
    player: str
    turn: int
    status: ReminderStatus = ReminderStatus.PENDING
    card: str | None = None
    trigger: int = 0


@frozen
class MonarchChange:
    """The crown passed to `player`; the initiative's history uses the same record."""

    player: str
    turn: int
    cause: MonarchCause
    source: str | None = None
    previous: str | None = None
    step: Step = Step.UNTAP


@frozen
class Roll:
    """A die rolled or a coin flipped at the table, as the app drew it (kept for all to see)."""

    player: str
    die: str  # "d6", "d20", "dN", "coin" or "planar"
    result: str  # a number for a dN; heads/tails; planeswalk/chaos/blank
    turn: int


@frozen
class Question:
    """Life the monarch lost by hand in the combat damage step, not yet said to be combat damage.

    Only the table knows whether a creature dealt it, and only combat damage passes the crown
    (CR 725.2), so the loss waits here, in the step it was asked in, until someone answers. Until
    then it is not in the player's life total.
    """

    player: str
    amount: int
    turn: int
    step: Step


@frozen
class GameState:
    players: tuple[PlayerState, ...]
    starting_life: int
    turn: int = 1
    # Whose turn it is. Stays set while the turn runs on without an active player (800.4j).
    turn_player: str = ""
    active_player: str | None = None
    step: Step = Step.UNTAP
    monarch: str | None = None
    initiative: str | None = None
    # All three grow by one item at a time for the whole game: persistent vectors, so a new state
    # shares them with the old one instead of copying (tuples would make a game quadratic).
    reminders: PVector[Reminder] = field(default_factory=PVector)
    monarch_history: PVector[MonarchChange] = field(default_factory=PVector)
    initiative_history: PVector[MonarchChange] = field(default_factory=PVector)
    winner: str | None = None
    game_over: bool = False
    question: Question | None = None
    # While extra turns are taken: whose turn was scheduled next when the first of them was
    # given (CR 500.7); play goes on with it after the extra turns.
    resume: str | None = None
    # Extra turns given during this turn and not taken yet (CR 500.7): the last one is taken
    # first, as the turn ends.
    extra_turns: tuple[str, ...] = ()
    day_night: DayNight | None = None
    # Spells each player cast this turn, as the table said (for day and night, CR 731.2); a
    # player not in it: not said. Emptied as each turn begins.
    spells_cast: Mapping[str, int] = field(default_factory=dict)
    last_roll: Roll | None = None
    # Spells cast this turn by anyone, as the table counted them (storm, CR 702.40).
    storm: int = 0
    # Rounds: a round ends when play comes back round to the first player's seat (extra turns
    # don't count). `first_seat`: the first player's seat; `round_seat`: the seat of the last
    # regular turn's player, counted from it.
    round: int = 1
    first_seat: int = 0
    round_seat: int = 0
    # The chess clock (issue 16): minutes on each player's clock, 0 for none, and whether it is
    # paused. Only the setting: the app times the clocks from the journal lines' times.
    chess_clock: int = 0
    clock_paused: bool = False
    # The first-strike combat damage step dealt this and the regular one is still owed (CR
    # 510.4): a state, so quitting between the two and starting again still owes it. Cleared by
    # the regular damage, or by leaving the combat damage step.
    first_strike: tuple[Dealt, ...] = ()
    # End turn asked how many spells the turn's player cast (day and night, CR 731.2) and waits:
    # a state, so a restart, the overlay and the phones show the open question. Cleared by the
    # answer (spells_cast for that player) or as the step or turn moves on.
    spells_asked: bool = False
    # The pending reminders End turn stopped at (StopAt): pressed again, it says who must act
    # first instead of stopping again. A state, so it survives a restart and follows Undo.
    stopped_at: frozenset[int] = frozenset()

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.players)

    @property
    def in_game(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.players if p.in_game)

    def player(self, name: str) -> PlayerState:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def has_player(self, name: str) -> bool:
        return any(p.name == name for p in self.players)

    def seat(self, name: str) -> int:
        return self.names.index(name)

    def next_in_turn_order(self, after: str, skip: Iterable[str] = ()) -> str | None:
        """The first player after `after` in turn order who is in the game and not in `skip`."""
        skipped = set(skip)
        start = self.seat(after)
        count = len(self.players)
        for offset in range(1, count + 1):
            candidate = self.players[(start + offset) % count]
            if candidate.in_game and candidate.name not in skipped:
                return candidate.name
        return None

    def this_turn_reminders(self) -> int:
        """The index of this turn's first reminder. Reminders are made in turn order, so this
        turn's are the last ones, and only they can be pending (end_turn resolves them)."""
        reminders = self.reminders
        first = len(reminders)
        while first and reminders[first - 1].turn == self.turn:
            first -= 1
        return first

    def monarch_as_turn_began(self) -> str | None:
        """Who was the monarch as this turn began (Knights of the Black Rose): the first change
        this turn says whom it replaced; none this turn, the monarch now."""
        history = self.monarch_history
        index = len(history)
        while index and history[index - 1].turn == self.turn:
            index -= 1
        return history[index].previous if index < len(history) else self.monarch

    def pending_reminders(self) -> tuple[Reminder, ...]:
        # Only this turn's: the views ask after every action, and the list grows with the game.
        reminders = self.reminders[self.this_turn_reminders() :]
        return tuple(r for r in reminders if r.status is ReminderStatus.PENDING)

    def with_player(self, updated: PlayerState) -> GameState:
        return evolve(
            self, players=tuple(updated if p.name == updated.name else p for p in self.players)
        )


# `values.replace` under the name the engine's hot paths have always used.
evolve = replace
