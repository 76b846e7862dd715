"""Reading journal actions: parsing and shape validation of the JSON objects a journal is made of.

`parse_action` checks everything that can be checked without the game (types, ranges, known names
of actions and steps); the engine checks the rest against the state. Unknown extra fields are
ignored, so newer writers can add fields without breaking older readers (docs/journal.md). Apart
from the action classes, which write their own lines (`to_json`): code that only makes actions
needs none of this.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from typing import Any

from companion.core import rules
from companion.core.actions import (
    COIN_SIDES,
    MAX_CLOCK_MINUTES,
    MAX_DIE,
    PLANAR_FACES,
    PLAYER_COUNTERS,
    Action,
    Answer,
    Ask,
    AskSpells,
    BecomeMonarch,
    CardEnters,
    CardLeaves,
    ChessClock,
    CitysBlessing,
    ClockPause,
    CombatDamage,
    CommanderCast,
    Concede,
    CounterChange,
    EndTurn,
    ExtraTurn,
    FirstPlayer,
    FixCommanderDamage,
    Hit,
    LifeChange,
    Lose,
    NewGame,
    PoisonChange,
    RadMill,
    Redo,
    Resolve,
    RingTempts,
    Roll,
    SetDayNight,
    Speed,
    SpellsCast,
    StepTo,
    StopAt,
    Storm,
    TakeInitiative,
    Undo,
    Venture,
)
from companion.core.errors import ActionError, Phrase
from companion.core.names import check_text, kind_of, validate_name
from companion.core.steps import Step


def _field(data: Mapping[str, Any], key: str) -> Any:
    if key not in data:
        raise ActionError("missing_field", action=str(data.get("action")), field=key)
    return data[key]


def _int(data: Mapping[str, Any], key: str) -> int:
    value = _field(data, key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ActionError("not_whole_number", field=key, kind=kind_of(value))
    return value


def _bool(data: Mapping[str, Any], key: str) -> bool:
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise ActionError("not_bool", field=key, kind=kind_of(value))
    return value


def _name(data: Mapping[str, Any], key: str) -> str:
    return validate_name(_field(data, key), f'"{key}"')


def _names(data: Mapping[str, Any], key: str) -> tuple[str, ...]:
    value = _field(data, key)
    if not isinstance(value, list):
        raise ActionError("not_name_list", field=key, kind=kind_of(value))
    names = tuple(validate_name(v, Phrase("what_name_in", {"field": key})) for v in value)
    seen: set[str] = set()
    for n in names:
        if n in seen:
            raise ActionError("name_twice", field=key, name=repr(n))
        seen.add(n)
    return names


def checked_new_game(setup: NewGame) -> NewGame:
    """A NewGame made in code (the new game dialog), checked as its journal line would be, with its
    names in NFC."""
    return _parse_new_game(setup.to_json())


def _parse_new_game(data: Mapping[str, Any]) -> NewGame:
    players = _names(data, "players")
    if not rules.MIN_PLAYERS <= len(players) <= rules.MAX_PLAYERS:
        raise ActionError(
            "player_count", min=rules.MIN_PLAYERS, max=rules.MAX_PLAYERS, count=len(players)
        )
    life = _int(data, "starting_life") if "starting_life" in data else rules.DEFAULT_STARTING_LIFE
    if not 1 <= life <= 999:
        raise ActionError("starting_life_range", min=1, max=999, value=life)
    partners = _names(data, "partners") if "partners" in data else ()
    for p in partners:
        if p not in players:
            raise ActionError("partner_not_player", name=repr(p))
    commanders = _parse_commanders(data, players, partners) if "commanders" in data else ()
    return NewGame(players, life, partners, commanders)


def _parse_commanders(
    data: Mapping[str, Any], players: tuple[str, ...], partners: tuple[str, ...]
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """{"Ben": ["Tymna the Weaver", "Kraum, Ludevic's Opus"]}: a player's commander, and their
    partner's if they have one; "" for one not named. In seat order, players without names left
    out."""
    raw = data["commanders"]
    if not isinstance(raw, dict):
        raise ActionError("commanders_not_object", kind=kind_of(raw))
    named: dict[str, tuple[str, ...]] = {}
    seen: set[str] = set()
    for key, value in raw.items():
        player = validate_name(key, Phrase("what_name_in", {"field": "commanders"}))
        if player not in players:
            raise ActionError("commanders_not_player", name=repr(player))
        if player in seen:  # two spellings of one name (composed or not): say so, don't pick
            raise ActionError("name_twice", field="commanders", name=repr(player))
        seen.add(player)
        most = 2 if player in partners else 1
        if not isinstance(value, list) or not 1 <= len(value) <= most:
            raise ActionError("commander_names", player=player, n=most)
        names = []
        for text in value:
            if not isinstance(text, str):
                raise ActionError("commander_not_text", player=player, kind=kind_of(text))
            if len(text) > rules.MAX_COMMANDER_NAME:
                raise ActionError(
                    "too_long", what=Phrase("what_commander"), n=rules.MAX_COMMANDER_NAME
                )
            names.append(unicodedata.normalize("NFC", check_text(text, '"commanders"').strip()))
        if any(names):
            named[player] = tuple(names)
    return tuple((p, named[p]) for p in players if p in named)


def _parse_day_night(data: Mapping[str, Any]) -> str:
    to = _field(data, "to")
    if to not in ("day", "night"):
        raise ActionError("unknown_day_night", value=repr(to))
    return str(to)


def _parse_count(data: Mapping[str, Any]) -> int:
    count = _int(data, "count")
    if not 0 <= count <= rules.MAX_SPELLS:
        raise ActionError("count_range", max=rules.MAX_SPELLS, value=count)
    return count


def _parse_fix(data: Mapping[str, Any]) -> FixCommanderDamage:
    delta = _parse_delta(data)
    if delta > 0:
        raise ActionError("fix_goes_up")
    player, source = _name(data, "player"), _name(data, "from")
    if player == source:
        raise ActionError("self_damage", name=repr(source))
    return FixCommanderDamage(player, source, delta, _bool(data, "partner"))


def _parse_hit(raw: object, number: int) -> Hit:
    if not isinstance(raw, dict):
        raise ActionError("hit_not_object", number=number, kind=kind_of(raw))
    try:
        source = _name(raw, "from")
        target = _name(raw, "to")
        amount = _int(raw, "amount")
        commander = _bool(raw, "commander")
        infect = _bool(raw, "infect")
        partner = _bool(raw, "partner")
    except ActionError as exc:
        raise ActionError("hit_problem", number=number, reason=exc.phrase) from None
    if amount <= 0:
        reason = Phrase("amount_not_positive", {"value": amount})
        raise ActionError("hit_problem", number=number, reason=reason)
    if amount > rules.MAX_AMOUNT:
        reason = Phrase("amount_too_large", {"max": rules.MAX_AMOUNT})
        raise ActionError("hit_problem", number=number, reason=reason)
    if source == target:
        reason = Phrase("self_damage", {"name": repr(source)})
        raise ActionError("hit_problem", number=number, reason=reason)
    if partner and not commander:
        reason = Phrase("partner_needs_commander")
        raise ActionError("hit_problem", number=number, reason=reason)
    return Hit(source, target, amount, commander, infect, partner)


def _reminder_ids(data: Mapping[str, Any]) -> tuple[int, ...]:
    raw = _field(data, "reminders")
    if not isinstance(raw, list) or not raw or not all(
        isinstance(r, int) and not isinstance(r, bool) and r >= 0 for r in raw
    ):
        raise ActionError("reminder_ids")
    return tuple(raw)


def _parse_combat_damage(data: Mapping[str, Any]) -> CombatDamage:
    raw = _field(data, "hits")
    if not isinstance(raw, list) or not raw:
        raise ActionError("hits_empty")
    hits = tuple(_parse_hit(h, i) for i, h in enumerate(raw, start=1))
    return CombatDamage(hits, _bool(data, "first_strike"))


def _parse_delta(data: Mapping[str, Any]) -> int:
    delta = _int(data, "delta")
    if delta == 0:
        raise ActionError("delta_zero")
    if abs(delta) > rules.MAX_AMOUNT:
        raise ActionError("delta_range", max=rules.MAX_AMOUNT)
    return delta


def _parse_step(data: Mapping[str, Any]) -> StepTo:
    to = _field(data, "to")
    try:
        return StepTo(Step(to))
    except ValueError:
        known = ", ".join(s.value for s in Step)
        raise ActionError("unknown_step", step=repr(to), known=known) from None


def _parse_source(data: Mapping[str, Any]) -> str | None:
    source = data.get("source")
    if source is None:
        return None
    if not isinstance(source, str):
        raise ActionError("source_not_text", kind=kind_of(source))
    if len(source) > 200:
        raise ActionError("too_long", what='"source"', n=200)
    return check_text(source, '"source"').strip() or None


def _parse_cast(data: Mapping[str, Any]) -> CommanderCast:
    delta = _int(data, "delta") if data.get("delta") is not None else 1
    if delta not in (1, -1):
        raise ActionError("cast_delta", value=delta)
    return CommanderCast(_name(data, "player"), _bool(data, "partner"), delta)


def _parse_roll(data: Mapping[str, Any]) -> Roll:
    player, die, result = _name(data, "player"), _field(data, "die"), _field(data, "result")
    if die == "coin":
        if result not in COIN_SIDES:
            raise ActionError("roll_result", die=die, value=repr(result))
        return Roll(player, die, str(result))
    if die == "planar":
        if result not in PLANAR_FACES:
            raise ActionError("roll_result", die=die, value=repr(result))
        return Roll(player, die, str(result))
    sides = die[1:] if isinstance(die, str) and die.startswith("d") else ""
    if not sides.isdigit() or not 2 <= int(sides) <= MAX_DIE or sides.startswith("0"):
        raise ActionError("unknown_die", die=repr(die), max=MAX_DIE)
    if isinstance(result, bool) or not isinstance(result, int) or not 1 <= result <= int(sides):
        raise ActionError("roll_result", die=die, value=repr(result))
    return Roll(player, die, str(result))


def _parse_room(data: Mapping[str, Any], key: str) -> str | None:
    value = data.get(key)
    if value is None:
        return None
    if not isinstance(value, str):
        raise ActionError("name_not_text", what=f'"{key}"', kind=kind_of(value))
    return value


def _parse_venture(data: Mapping[str, Any]) -> Venture:
    return Venture(
        _name(data, "player"),
        _parse_room(data, "room"),
        _parse_room(data, "dungeon"),
        _parse_source(data),
    )


def _parse_card(data: Mapping[str, Any]) -> str:
    card = _field(data, "card")
    if not isinstance(card, str):
        raise ActionError("name_not_text", what='"card"', kind=kind_of(card))
    return card


def _parse_counter(data: Mapping[str, Any]) -> CounterChange:
    named = _bool(data, "named")
    counter = _field(data, "counter")
    if named:
        counter = validate_name(counter, '"counter"')
    elif counter not in PLAYER_COUNTERS:
        known = ", ".join(PLAYER_COUNTERS)
        raise ActionError("unknown_counter", counter=repr(counter), known=known)
    return CounterChange(_name(data, "player"), counter, _parse_delta(data), named)


def _parse_bearer(data: Mapping[str, Any]) -> str | None:
    bearer = data.get("bearer")
    if bearer is None:
        return None
    if not isinstance(bearer, str):
        raise ActionError("name_not_text", what='"bearer"', kind=kind_of(bearer))
    if len(bearer) > rules.MAX_COMMANDER_NAME:
        raise ActionError("too_long", what='"bearer"', n=rules.MAX_COMMANDER_NAME)
    return check_text(bearer, '"bearer"').strip() or None


def _parse_rad(data: Mapping[str, Any]) -> RadMill:
    nonland = _int(data, "nonland")
    if not 0 <= nonland <= rules.MAX_AMOUNT:
        raise ActionError("nonland_range", max=rules.MAX_AMOUNT, value=nonland)
    return RadMill(_name(data, "player"), nonland)


def _parse_lose(data: Mapping[str, Any]) -> Lose:
    names = _names(data, "players")
    if not names:
        raise ActionError("lose_nobody")
    return Lose(names)


def _parse_end_turn(data: Mapping[str, Any]) -> EndTurn:
    return EndTurn(_name(data, "next") if data.get("next") is not None else None)


def _parse_chess_clock(data: Mapping[str, Any]) -> ChessClock:
    minutes = _int(data, "minutes")
    if not 0 <= minutes <= MAX_CLOCK_MINUTES:
        raise ActionError("clock_minutes", max=MAX_CLOCK_MINUTES, value=minutes)
    return ChessClock(minutes)


# One of each: they have no fields, and a game keeps every line's action.
_UNDO, _REDO = Undo(), Redo()

_PARSERS: dict[str, Any] = {
    "new_game": _parse_new_game,
    "step": _parse_step,
    "end_turn": _parse_end_turn,
    "become_monarch": lambda d: BecomeMonarch(_name(d, "player"), _parse_source(d)),
    "take_initiative": lambda d: TakeInitiative(_name(d, "player"), _parse_source(d)),
    "venture": _parse_venture,
    "card_enters": lambda d: CardEnters(_name(d, "player"), _parse_card(d)),
    "card_leaves": lambda d: CardLeaves(_name(d, "player"), _parse_card(d)),
    "combat_damage": _parse_combat_damage,
    "life": lambda d: LifeChange(_name(d, "player"), _parse_delta(d)),
    "poison": lambda d: PoisonChange(_name(d, "player"), _parse_delta(d)),
    "fix_commander_damage": _parse_fix,
    "commander_cast": _parse_cast,
    "roll": _parse_roll,
    "counter": _parse_counter,
    "speed": lambda d: Speed(_name(d, "player")),
    "citys_blessing": lambda d: CitysBlessing(_name(d, "player")),
    "ring_tempts": lambda d: RingTempts(_name(d, "player"), _parse_bearer(d)),
    "storm": lambda d: Storm(_parse_delta(d)),
    "rad_mill": _parse_rad,
    "first_player": lambda d: FirstPlayer(_name(d, "player"), _bool(d, "random")),
    "day_night": lambda d: SetDayNight(_parse_day_night(d)),
    "extra_turn": lambda d: ExtraTurn(_name(d, "player")),
    "spells_cast": lambda d: SpellsCast(_name(d, "player"), _parse_count(d)),
    "concede": lambda d: Concede(_name(d, "player")),
    "lose": _parse_lose,
    "resolve": lambda d: Resolve(_int(d, "reminder")),
    "ask": lambda d: Ask(_name(d, "player"), _parse_delta(d)),
    "answer": lambda d: Answer(
        _name(d, "from") if d.get("from") is not None else None, _bool(d, "lapsed")
    ),
    "chess_clock": _parse_chess_clock,
    "clock_pause": lambda d: ClockPause(True),
    "ask_spells": lambda d: AskSpells(),
    "stop_at": lambda d: StopAt(_reminder_ids(d)),
    "clock_resume": lambda d: ClockPause(False),
    "undo": lambda d: Undo(merge=True) if _bool(d, "merge") else _UNDO,
    "redo": lambda d: _REDO,
}


def parse_action(data: object) -> Action:
    """Turn one decoded journal object into an action, or raise ActionError saying what is wrong."""
    if not isinstance(data, dict):
        raise ActionError("action_not_object", kind=kind_of(data))
    name = data.get("action")
    if not isinstance(name, str):
        raise ActionError("action_unnamed")
    parser = _PARSERS.get(name)
    if parser is None:
        raise ActionError("unknown_action", name=repr(name))
    action: Action = parser(data)
    return action
