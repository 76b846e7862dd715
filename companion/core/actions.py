"""Journal actions: parsing and shape validation of the JSON objects a journal is made of.

`parse_action` checks everything that can be checked without the game (types, ranges, known names
of actions and steps); the engine checks the rest against the state. Unknown extra fields are
ignored, so newer writers can add fields without breaking older readers (docs/journal.md).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from companion.core import rules
from companion.core.errors import ActionError
from companion.core.steps import Step

JsonDict = dict[str, Any]


@dataclass(frozen=True, slots=True)
class NewGame:
    players: tuple[str, ...]
    starting_life: int = rules.DEFAULT_STARTING_LIFE
    # Players whose commander has a partner: damage from each of the two counts separately.
    partners: tuple[str, ...] = ()

    def to_json(self) -> JsonDict:
        out: JsonDict = {
            "action": "new_game",
            "players": list(self.players),
            "starting_life": self.starting_life,
        }
        if self.partners:
            out["partners"] = list(self.partners)
        return out


@dataclass(frozen=True, slots=True)
class StepTo:
    to: Step

    def to_json(self) -> JsonDict:
        return {"action": "step", "to": self.to.value}


@dataclass(frozen=True, slots=True)
class EndTurn:
    next: str | None = None

    def to_json(self) -> JsonDict:
        out: JsonDict = {"action": "end_turn"}
        if self.next is not None:
            out["next"] = self.next
        return out


@dataclass(frozen=True, slots=True)
class BecomeMonarch:
    player: str
    source: str | None = None

    def to_json(self) -> JsonDict:
        out: JsonDict = {"action": "become_monarch", "player": self.player}
        if self.source:
            out["source"] = self.source
        return out


@dataclass(frozen=True, slots=True)
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


@dataclass(frozen=True, slots=True)
class CombatDamage:
    hits: tuple[Hit, ...]

    def to_json(self) -> JsonDict:
        return {"action": "combat_damage", "hits": [h.to_json() for h in self.hits]}


@dataclass(frozen=True, slots=True)
class LifeChange:
    player: str
    delta: int

    def to_json(self) -> JsonDict:
        return {"action": "life", "player": self.player, "delta": self.delta}


@dataclass(frozen=True, slots=True)
class PoisonChange:
    player: str
    delta: int

    def to_json(self) -> JsonDict:
        return {"action": "poison", "player": self.player, "delta": self.delta}


@dataclass(frozen=True, slots=True)
class Concede:
    player: str

    def to_json(self) -> JsonDict:
        return {"action": "concede", "player": self.player}


@dataclass(frozen=True, slots=True)
class Lose:
    players: tuple[str, ...]

    def to_json(self) -> JsonDict:
        return {"action": "lose", "players": list(self.players)}


@dataclass(frozen=True, slots=True)
class Resolve:
    reminder: int

    def to_json(self) -> JsonDict:
        return {"action": "resolve", "reminder": self.reminder}


@dataclass(frozen=True, slots=True)
class Undo:
    def to_json(self) -> JsonDict:
        return {"action": "undo"}


@dataclass(frozen=True, slots=True)
class Redo:
    def to_json(self) -> JsonDict:
        return {"action": "redo"}


@dataclass(frozen=True, slots=True)
class Ask:
    """Change the open combat question of `player`: a negative delta adds life lost, a positive
    one takes back part of it (none left closes the question)."""

    player: str
    delta: int

    def to_json(self) -> JsonDict:
        return {"action": "ask", "player": self.player, "delta": self.delta}


@dataclass(frozen=True, slots=True)
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


GameAction = (
    StepTo
    | EndTurn
    | BecomeMonarch
    | CombatDamage
    | LifeChange
    | PoisonChange
    | Concede
    | Lose
    | Resolve
    | Ask
    | Answer
)
Action = NewGame | GameAction | Undo | Redo


def validate_name(name: object, what: str = "player name") -> str:
    """A player name as shown to people: non-blank text without control characters."""
    if not isinstance(name, str):
        raise ActionError(f"{what} must be text, not {_kind(name)}")
    if all(ch.isspace() or ch in _JOINERS for ch in name):
        raise ActionError(f"{what} must not be empty")
    if len(name) > rules.MAX_NAME_LENGTH:
        raise ActionError(f"{what} is longer than {rules.MAX_NAME_LENGTH} characters")
    if any(
        unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp") and ch not in _JOINERS for ch in name
    ):
        raise ActionError(f"{what} {name!r} contains control characters")
    return name


# Zero-width (non-)joiners are format characters too, but emoji sequences (🏳️‍🌈) and scripts such
# as Persian and the Indic ones need them; bidi overrides and other invisible ones stay out.
_JOINERS = "\u200c\u200d"


def _kind(value: object) -> str:
    if value is None:
        return "null"
    for kind, label in _KINDS:
        if isinstance(value, kind):
            return label
    return type(value).__name__


# bool before int: a JSON true is a bool, which Python also counts as an int.
_KINDS: tuple[tuple[type | tuple[type, ...], str], ...] = (
    (bool, "a boolean"),
    ((int, float), "a number"),
    (str, "text"),
    (list, "a list"),
    (dict, "an object"),
)


def _field(data: Mapping[str, Any], key: str) -> Any:
    if key not in data:
        raise ActionError(f'"{data.get("action")}" needs a "{key}" field')
    return data[key]


def _int(data: Mapping[str, Any], key: str) -> int:
    value = _field(data, key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ActionError(f'"{key}" must be a whole number, not {_kind(value)}')
    return value


def _bool(data: Mapping[str, Any], key: str) -> bool:
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise ActionError(f'"{key}" must be true or false, not {_kind(value)}')
    return value


def _name(data: Mapping[str, Any], key: str) -> str:
    return validate_name(_field(data, key), f'"{key}"')


def _names(data: Mapping[str, Any], key: str) -> tuple[str, ...]:
    value = _field(data, key)
    if not isinstance(value, list):
        raise ActionError(f'"{key}" must be a list of player names, not {_kind(value)}')
    names = tuple(validate_name(v, f'a name in "{key}"') for v in value)
    seen: set[str] = set()
    for n in names:
        if n in seen:
            raise ActionError(f'"{key}" names {n!r} twice')
        seen.add(n)
    return names


def _parse_new_game(data: Mapping[str, Any]) -> NewGame:
    players = _names(data, "players")
    if not rules.MIN_PLAYERS <= len(players) <= rules.MAX_PLAYERS:
        raise ActionError(
            f"a game needs {rules.MIN_PLAYERS} to {rules.MAX_PLAYERS} players, not {len(players)}"
        )
    life = _int(data, "starting_life") if "starting_life" in data else rules.DEFAULT_STARTING_LIFE
    if not 1 <= life <= 999:
        raise ActionError(f'"starting_life" must be between 1 and 999, not {life}')
    partners = _names(data, "partners") if "partners" in data else ()
    for p in partners:
        if p not in players:
            raise ActionError(f'"partners" names {p!r}, who is not a player')
    return NewGame(players, life, partners)


def _parse_hit(raw: object, number: int) -> Hit:
    if not isinstance(raw, dict):
        raise ActionError(f"hit {number} must be an object, not {_kind(raw)}")
    try:
        source = _name(raw, "from")
        target = _name(raw, "to")
        amount = _int(raw, "amount")
        commander = _bool(raw, "commander")
        infect = _bool(raw, "infect")
        partner = _bool(raw, "partner")
    except ActionError as exc:
        raise ActionError(f"hit {number}: {exc}") from None
    if amount <= 0:
        raise ActionError(f'hit {number}: "amount" must be a positive number, not {amount}')
    if amount > rules.MAX_AMOUNT:
        raise ActionError(f'hit {number}: "amount" must be at most {rules.MAX_AMOUNT}')
    if source == target:
        raise ActionError(f"hit {number}: {source!r} cannot deal combat damage to themselves")
    if partner and not commander:
        raise ActionError(f'hit {number}: "partner" needs "commander": true')
    return Hit(source, target, amount, commander, infect, partner)


def _parse_combat_damage(data: Mapping[str, Any]) -> CombatDamage:
    raw = _field(data, "hits")
    if not isinstance(raw, list) or not raw:
        raise ActionError('"hits" must be a non-empty list')
    return CombatDamage(tuple(_parse_hit(h, i) for i, h in enumerate(raw, start=1)))


def _parse_delta(data: Mapping[str, Any]) -> int:
    delta = _int(data, "delta")
    if delta == 0:
        raise ActionError('"delta" must not be 0')
    if abs(delta) > rules.MAX_AMOUNT:
        raise ActionError(f'"delta" must be between -{rules.MAX_AMOUNT} and {rules.MAX_AMOUNT}')
    return delta


def _parse_step(data: Mapping[str, Any]) -> StepTo:
    to = _field(data, "to")
    try:
        return StepTo(Step(to))
    except ValueError:
        known = ", ".join(s.value for s in Step)
        raise ActionError(f"unknown step {to!r} (steps: {known})") from None


def _parse_source(data: Mapping[str, Any]) -> str | None:
    source = data.get("source")
    if source is None:
        return None
    if not isinstance(source, str):
        raise ActionError(f'"source" must be a card name, not {_kind(source)}')
    if len(source) > 200:
        raise ActionError('"source" is longer than 200 characters')
    return source.strip() or None


def _parse_lose(data: Mapping[str, Any]) -> Lose:
    names = _names(data, "players")
    if not names:
        raise ActionError('"players" must name at least one player')
    return Lose(names)


def _parse_end_turn(data: Mapping[str, Any]) -> EndTurn:
    return EndTurn(_name(data, "next") if data.get("next") is not None else None)


_PARSERS: dict[str, Any] = {
    "new_game": _parse_new_game,
    "step": _parse_step,
    "end_turn": _parse_end_turn,
    "become_monarch": lambda d: BecomeMonarch(_name(d, "player"), _parse_source(d)),
    "combat_damage": _parse_combat_damage,
    "life": lambda d: LifeChange(_name(d, "player"), _parse_delta(d)),
    "poison": lambda d: PoisonChange(_name(d, "player"), _parse_delta(d)),
    "concede": lambda d: Concede(_name(d, "player")),
    "lose": _parse_lose,
    "resolve": lambda d: Resolve(_int(d, "reminder")),
    "ask": lambda d: Ask(_name(d, "player"), _parse_delta(d)),
    "answer": lambda d: Answer(
        _name(d, "from") if d.get("from") is not None else None, _bool(d, "lapsed")
    ),
    "undo": lambda d: Undo(),
    "redo": lambda d: Redo(),
}



def parse_action(data: object) -> Action:
    """Turn one decoded journal object into an action, or raise ActionError saying what is wrong."""
    if not isinstance(data, dict):
        raise ActionError(f"an action must be a JSON object, not {_kind(data)}")
    name = data.get("action")
    if not isinstance(name, str):
        raise ActionError('an action needs an "action" field naming it')
    parser = _PARSERS.get(name)
    if parser is None:
        raise ActionError(f"unknown action {name!r}")
    action: Action = parser(data)
    return action
