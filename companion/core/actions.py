"""Journal actions: the values a journal is made of, one class per kind of line, each writing its
own line (`to_json`), and the limits of what they hold (the counters, the dice, the clock).

Reading a line back, with its checks, is `action_json.parse_action`; what an action does to the
game is the engine's.
"""

from __future__ import annotations

from typing import Any

from companion.core import rules
from companion.core.steps import Step
from companion.core.values import frozen

JsonDict = dict[str, Any]


@frozen
class NewGame:
    players: tuple[str, ...]
    starting_life: int = rules.DEFAULT_STARTING_LIFE
    # Players whose commander has a partner: damage from each of the two counts separately.
    partners: tuple[str, ...] = ()
    # Commanders' names, optional: (player, (first, partner)) with "" for one not given. Only
    # for people to read (which partner is which); the rules never need them.
    commanders: tuple[tuple[str, tuple[str, ...]], ...] = ()

    def to_json(self) -> JsonDict:
        out: JsonDict = {
            "action": "new_game",
            "players": list(self.players),
            "starting_life": self.starting_life,
        }
        if self.partners:
            out["partners"] = list(self.partners)
        if self.commanders:
            out["commanders"] = {player: list(names) for player, names in self.commanders}
        return out

    def commander_name(self, player: str, partner: bool = False) -> str:
        """The name given for `player`'s commander (or partner), "" if none was."""
        for name, names in self.commanders:
            if name == player:
                index = 1 if partner else 0
                return names[index] if index < len(names) else ""
        return ""


@frozen
class StepTo:
    to: Step

    def to_json(self) -> JsonDict:
        return {"action": "step", "to": self.to.value}


@frozen
class EndTurn:
    next: str | None = None

    def to_json(self) -> JsonDict:
        out: JsonDict = {"action": "end_turn"}
        if self.next is not None:
            out["next"] = self.next
        return out


@frozen
class BecomeMonarch:
    player: str
    source: str | None = None

    def to_json(self) -> JsonDict:
        out: JsonDict = {"action": "become_monarch", "player": self.player}
        if self.source:
            out["source"] = self.source
        return out


@frozen
class TakeInitiative:
    """An effect says `player` takes the initiative (CR 726.1), even if they already have it."""

    player: str
    source: str | None = None

    def to_json(self) -> JsonDict:
        out: JsonDict = {"action": "take_initiative", "player": self.player}
        if self.source:
            out["source"] = self.source
        return out


@frozen
class Venture:
    """`player` moves their venture marker (CR 701.49). Without `source`: the initiative's venture
    into Undercity, resolving their oldest pending venture reminder. With `source` (a card that
    says "venture into the dungeon"): a venture of its own, where `dungeon` names the dungeon to
    start if none is in progress. `room` is needed only where two arrows leave."""

    player: str
    room: str | None = None
    dungeon: str | None = None
    source: str | None = None

    def to_json(self) -> JsonDict:
        out: JsonDict = {"action": "venture", "player": self.player}
        if self.room is not None:
            out["room"] = self.room
        if self.dungeon is not None:
            out["dungeon"] = self.dungeon
        if self.source:
            out["source"] = self.source
        return out


@frozen
class CardEnters:
    """A monarch card comes onto `player`'s battlefield (the app then reminds its triggers)."""

    player: str
    card: str

    def to_json(self) -> JsonDict:
        return {"action": "card_enters", "player": self.player, "card": self.card}


@frozen
class CardLeaves:
    """One of `player`'s copies of `card` leaves the battlefield."""

    player: str
    card: str

    def to_json(self) -> JsonDict:
        return {"action": "card_leaves", "player": self.player, "card": self.card}


@frozen
class Hit:
    """Combat damage dealt by creatures one player controls (`source`) to one player (`target`)."""

    source: str
    target: str
    amount: int
    commander: bool = False
    infect: bool = False
    partner: bool = False  # dealt by the source player's second (partner) commander

    def to_json(self) -> JsonDict:
        out: JsonDict = {
            "from": self.source,
            "to": self.target,
            "amount": self.amount,
            "commander": self.commander,
            "infect": self.infect,
        }
        if self.partner:
            out["partner"] = True
        return out


@frozen
class CombatDamage:
    hits: tuple[Hit, ...]
    # The first-strike combat damage step's (CR 510.4): the regular one is then owed.
    first_strike: bool = False

    def to_json(self) -> JsonDict:
        out: JsonDict = {"action": "combat_damage", "hits": [h.to_json() for h in self.hits]}
        if self.first_strike:
            out["first_strike"] = True
        return out


@frozen
class LifeChange:
    player: str
    delta: int

    def to_json(self) -> JsonDict:
        return {"action": "life", "player": self.player, "delta": self.delta}


@frozen
class PoisonChange:
    player: str
    delta: int

    def to_json(self) -> JsonDict:
        return {"action": "poison", "player": self.player, "delta": self.delta}


@frozen
class FixCommanderDamage:
    """Take back commander damage entered by mistake (`delta` < 0): the tally of `source`'s
    commander (or partner) on `player` goes down and the life it took comes back. Not an event of
    the game but a correction of the record, so it moves no crown; Undo takes back a whole
    action, this only the part that was wrong."""

    player: str
    source: str
    delta: int
    partner: bool = False

    def to_json(self) -> JsonDict:
        out: JsonDict = {
            "action": "fix_commander_damage",
            "player": self.player,
            "from": self.source,
            "delta": self.delta,
        }
        if self.partner:
            out["partner"] = True
        return out


@frozen
class CommanderCast:
    """`player` cast their commander (or with `partner` their second one) from the command zone
    (CR 903.8: each such cast makes the next cost {2} more). `delta` -1 takes back a cast entered
    by mistake."""

    player: str
    partner: bool = False
    delta: int = 1

    def to_json(self) -> JsonDict:
        out: JsonDict = {"action": "commander_cast", "player": self.player}
        if self.partner:
            out["partner"] = True
        if self.delta != 1:
            out["delta"] = self.delta
        return out


@frozen
class FirstPlayer:
    """`player` takes the first turn (drawn at random by the app when `random`): seats stay as
    they are, and turn order goes on around the table from that player."""

    player: str
    random: bool = False

    def to_json(self) -> JsonDict:
        out: JsonDict = {"action": "first_player", "player": self.player}
        if self.random:
            out["random"] = True
        return out


# Counters a player can have that the app knows by name (CR 122.1); poison has its own action.
PLAYER_COUNTERS = ("energy", "experience", "rad")
COIN_SIDES = ("heads", "tails")
# The planar die (CR 901.9): one planeswalker face, one chaos face, four blank faces.
PLANAR_FACES = ("planeswalk", "chaos", "blank")
MAX_DIE = 1000


@frozen
class Roll:
    """`player` rolled `die` ("d20", any "dN" up to d1000, "coin", "planar") and got `result`.
    The app draws it (the journal keeps the result, so a replay shows the same roll)."""

    player: str
    die: str
    result: str

    def to_json(self) -> JsonDict:
        result: object = int(self.result) if self.die.startswith("d") else self.result
        return {"action": "roll", "player": self.player, "die": self.die, "result": result}


@frozen
class CounterChange:
    """`player` gets `delta` counters of a kind (or, below 0, removes them; CR 122.1): "energy",
    "experience", "rad" (CR 728: they make their holder mill at each precombat main phase), or
    with `named` a counter the pod named itself ("Bounty")."""

    player: str
    counter: str
    delta: int
    named: bool = False

    def to_json(self) -> JsonDict:
        out: JsonDict = {"action": "counter", "player": self.player, "counter": self.counter}
        if self.named:
            out["named"] = True
        out["delta"] = self.delta
        return out


@frozen
class Speed:
    """`player`'s speed goes up by one (CR 702.179): from none to 1 (start your engines!), or by
    an effect; never above 4, and an increase at most once each turn."""

    player: str

    def to_json(self) -> JsonDict:
        return {"action": "speed", "player": self.player}


@frozen
class CitysBlessing:
    """`player` gets the city's blessing (CR 702.131, ascend): for the rest of the game."""

    player: str

    def to_json(self) -> JsonDict:
        return {"action": "citys_blessing", "player": self.player}


@frozen
class RingTempts:
    """The Ring tempts `player` (CR 701.54): their emblem gains its next ability (four in all)
    and they choose `bearer`, a creature they control, as their Ring-bearer (None: none)."""

    player: str
    bearer: str | None = None

    def to_json(self) -> JsonDict:
        out: JsonDict = {"action": "ring_tempts", "player": self.player}
        if self.bearer is not None:
            out["bearer"] = self.bearer
        return out


@frozen
class Storm:
    """Spells cast this turn, for storm (CR 702.40): `delta` more (or, below 0, fewer: a tap
    entered by mistake). The count starts again at 0 each turn."""

    delta: int

    def to_json(self) -> JsonDict:
        return {"action": "storm", "delta": self.delta}


@frozen
class RadMill:
    """The rad trigger of `player` resolves (CR 728): of the cards they milled, `nonland` were
    nonland cards: they lose that much life and remove that many rad counters."""

    player: str
    nonland: int

    def to_json(self) -> JsonDict:
        return {"action": "rad_mill", "player": self.player, "nonland": self.nonland}


@frozen
class Concede:
    player: str

    def to_json(self) -> JsonDict:
        return {"action": "concede", "player": self.player}


@frozen
class Lose:
    players: tuple[str, ...]

    def to_json(self) -> JsonDict:
        return {"action": "lose", "players": list(self.players)}


@frozen
class ExtraTurn:
    """`player` takes an extra turn after this one (Time Warp and the like, CR 500.7): taken when
    this turn ends, the most recently given first."""

    player: str

    def to_json(self) -> JsonDict:
        return {"action": "extra_turn", "player": self.player}


@frozen
class SetDayNight:
    """It becomes day or night because a card says so (a daybound permanent appearing, CR 731.1)."""

    to: str  # "day" or "night"

    def to_json(self) -> JsonDict:
        return {"action": "day_night", "to": self.to}


@frozen
class SpellsCast:
    """How many spells `player` cast this turn, as the table says (CR 731.2 counts them)."""

    player: str
    count: int

    def to_json(self) -> JsonDict:
        return {"action": "spells_cast", "player": self.player, "count": self.count}


@frozen
class Resolve:
    reminder: int

    def to_json(self) -> JsonDict:
        return {"action": "resolve", "reminder": self.reminder}


@frozen
class Undo:
    # Taken back to be replaced (taps on one counter merged into one change): nothing to redo.
    merge: bool = False

    def to_json(self) -> JsonDict:
        return {"action": "undo", "merge": True} if self.merge else {"action": "undo"}


@frozen
class Redo:
    def to_json(self) -> JsonDict:
        return {"action": "redo"}


@frozen
class Ask:
    """Change the open combat question of `player`: a negative delta adds life lost, a positive
    one takes back part of it (none left closes the question)."""

    player: str
    delta: int

    def to_json(self) -> JsonDict:
        return {"action": "ask", "player": self.player, "delta": self.delta}


@frozen
class Answer:
    """Answer the open question: `source`'s creatures dealt the damage, or None for no combat
    damage; `lapsed` when the table moved on without answering."""

    source: str | None
    lapsed: bool = False

    def to_json(self) -> JsonDict:
        out: JsonDict = {"action": "answer", "from": self.source}
        if self.lapsed:
            out["lapsed"] = True
        return out


# A chess clock's budget per player, in minutes: up to ten hours each.
MAX_CLOCK_MINUTES = 600


@frozen
class ChessClock:
    """A chess clock for every player (issue 16): `minutes` each for the whole game, running
    on the turn player's clock; 0 turns it off. The game keeps only this setting; the app times
    the clocks from the journal lines' times (companion/shell/chess_clock.py)."""

    minutes: int

    def to_json(self) -> JsonDict:
        return {"action": "chess_clock", "minutes": self.minutes}


@frozen
class ClockPause:
    """The chess clock stops (`paused`: a break, a judge call) or runs again."""

    paused: bool = True

    def to_json(self) -> JsonDict:
        return {"action": "clock_pause" if self.paused else "clock_resume"}


@frozen
class StopAt:
    """End turn stopped at these pending reminders (the monarch's draw, a venture, rad, a
    card's trigger), so that they are not missed: pressed again, it says who must act first.
    Written with the gesture that stopped, so a restart and an Undo keep the stops right."""

    reminders: tuple[int, ...]

    def to_json(self) -> JsonDict:
        return {"action": "stop_at", "reminders": list(self.reminders)}


@frozen
class AskSpells:
    """End turn waits for how many spells the turn's player cast (day and night, CR 731.2): the
    question is open until the table says it (spells_cast) or the turn moves on."""

    def to_json(self) -> JsonDict:
        return {"action": "ask_spells"}


GameAction = (
    AskSpells
    | StopAt
    | StepTo
    | EndTurn
    | BecomeMonarch
    | TakeInitiative
    | Venture
    | CardEnters
    | CardLeaves
    | CombatDamage
    | LifeChange
    | PoisonChange
    | FixCommanderDamage
    | CommanderCast
    | CounterChange
    | Speed
    | CitysBlessing
    | RingTempts
    | Storm
    | RadMill
    | Roll
    | FirstPlayer
    | ExtraTurn
    | SetDayNight
    | SpellsCast
    | Concede
    | Lose
    | Resolve
    | Ask
    | Answer
    | ChessClock
    | ClockPause
)
Action = NewGame | GameAction | Undo | Redo
