"""Words in one place: every event, action, step and error has a message, and messages render.

Qt-free: rendered with the identity translation (the English sources). The translations of the same
table are checked in tests/i18n/test_messages_i18n.py.
"""

from __future__ import annotations

import ast
import itertools
import subprocess
import sys
import typing
from collections.abc import Iterator
from enum import Enum
from pathlib import Path
from types import UnionType
from typing import Any

import pytest

from companion.core import actions as a
from companion.core import events as e
from companion.core.action_json import parse_action
from companion.core.errors import ERRORS, ActionError, JournalError, Phrase
from companion.core.game import Entry, Game
from companion.core.journal import build_game, decode
from companion.core.model import (
    CARD,
    MONARCH_DRAW,
    VENTURE,
    LeaveReason,
    MonarchCause,
    Question,
    Reminder,
)
from companion.core.steps import Step
from companion.core.values import fields, is_value
from companion.shell import flow
from companion.shell import messages as m
from companion.shell.messages import LIST, TEXTS, Msg, Trigger, english, msg, render

ROOT = Path(__file__).resolve().parents[2]

# -- samples of every type, built from their fields ------------------------------------------------

_SIMPLE: dict[Any, list[Any]] = {
    str: ["Ann"],
    int: [3],
    Step: [Step.END],
    Reminder: [
        Reminder(1, MONARCH_DRAW, "Ann", 2),
        Reminder(2, VENTURE, "Ann", 2),
        Reminder(3, CARD, "Ann", 2, card="Palace Jailer"),
    ],
    Question: [Question("Ann", 5, 2, Step.COMBAT_DAMAGE)],
}


def _values(hint: Any) -> list[Any]:
    """Every value worth trying for a field of type `hint`: each enum member, both booleans,
    None and a value for optionals, one of anything else."""
    if hint is bool:
        return [False, True]
    if isinstance(hint, type) and issubclass(hint, Enum) and hint not in _SIMPLE:
        return list(hint)
    if isinstance(hint, UnionType) or typing.get_origin(hint) is typing.Union:
        return [v for arg in typing.get_args(hint) for v in _values(arg)]
    if hint is type(None):
        return [None]
    if typing.get_origin(hint) is tuple:
        (inner, *_rest) = typing.get_args(hint)
        return [tuple(_values(inner)[:1]) * 2]
    if hint in _SIMPLE:
        return _SIMPLE[hint]
    if is_value(hint):
        return list(samples(hint))[:1]
    raise AssertionError(f"no sample value for {hint!r}: add one to _SIMPLE")


def samples(cls: Any) -> Iterator[Any]:
    """Instances of dataclass `cls` over the combinations of its fields' values."""
    if cls is e.Ventured:  # a room of its dungeon, not any text
        for completed in (False, True):
            yield e.Ventured("Ann", "Undercity", "Forge", completed, None)
            yield e.Ventured("Ann", "Tomb of Annihilation", "Oubliette", completed, "Nadaar")
        return
    hints = typing.get_type_hints(cls)
    names = [f.name for f in fields(cls)]
    for combo in itertools.product(*(_values(hints[n]) for n in names)):
        yield cls(*combo)


def union_types(union: Any) -> list[type]:
    return list(typing.get_args(union))


_SIMPLE[a.Hit] = [a.Hit("Ben", "Ann", 3), a.Hit("Ben", "Ann", 3, commander=True),
                  a.Hit("Ben", "Ann", 3, infect=True)]


# -- every event, action, step and error has a message --------------------------------------------


@pytest.mark.parametrize("kind", union_types(e.Event), ids=lambda t: t.__name__)
def test_every_event_type_is_said_or_deliberately_silent(kind: type) -> None:
    """A new Event type fails here until it has a sentence in messages.event_message (or is
    listed in SILENT_EVENTS, for the routine ones its action already says)."""
    for event in samples(kind):
        said = m.event_message(event)
        if kind in m.SILENT_EVENTS:
            assert said is None, event
        else:
            assert isinstance(said, Msg), f"no message for {event!r}"
            assert render(said, english).strip()


@pytest.mark.parametrize("kind", union_types(a.Action), ids=lambda t: t.__name__)
def test_every_action_type_has_a_label(kind: type) -> None:
    for action in samples(kind):
        if isinstance(action, a.LifeChange | a.PoisonChange | a.Ask) and action.delta == 0:
            continue
        label = m.action_message(action)
        assert render(label, english).strip(), action


def test_every_flow_notice_has_a_message() -> None:
    for kind in union_types(flow.FlowNotice):
        for notice in samples(kind):
            assert render(m.flow_message(notice), english)


def test_every_step_and_leave_reason_has_a_name() -> None:
    from companion.core.model import LeaveReason

    assert len({render(m.step_message(s), english) for s in Step}) == len(Step)
    for reason in LeaveReason:
        assert render(m.leave_reason_message(reason, "Ben"), english)


def test_the_core_errors_are_in_the_one_table() -> None:
    for key, text in ERRORS.items():
        entry = TEXTS[f"error.{key}"]
        assert entry is text and text.context == "Errors"  # the same text, not a copy


def _call_name(node: ast.Call) -> str | None:
    func = node.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(
        func, ast.Attribute) else None


def _error_calls() -> Iterator[tuple[str, ast.Call]]:
    for path in sorted((ROOT / "companion").rglob("*.py")):
        if path == ROOT / "companion" / "core" / "errors.py":
            continue  # where the keys are turned into phrases
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _call_name(node) in (
                "ActionError", "JournalError", "Phrase"
            ):
                yield f"{path.relative_to(ROOT)}:{node.lineno}", node


def test_every_error_raised_names_a_key_with_its_parameters() -> None:
    """Scans the source: `ActionError("key", **params)`, `JournalError(line, "key", ...)` and
    `Phrase("key", {...})` name a key of ERRORS literally, with exactly its parameters (plus `n`
    for a count), so no English sentence is raised and every error can be translated."""
    problems = []
    calls = list(_error_calls())
    assert len(calls) > 50
    for where, call in calls:
        name = _call_name(call)
        if any(k.arg is None for k in call.keywords):
            continue  # passing on another error's key and parameters: `exc.key, **exc.params`
        position = 1 if name == "JournalError" else 0
        if len(call.args) <= position:
            problems.append(f"{where}: {name} without a key")
            continue
        key_node = call.args[position]
        if not (isinstance(key_node, ast.Constant) and isinstance(key_node.value, str)):
            problems.append(f"{where}: the key of {name} is not a literal")
            continue
        key = key_node.value
        if key not in ERRORS:
            problems.append(f"{where}: {key!r} is not a key of ERRORS")
            continue
        if name == "Phrase":
            given_node = call.args[1] if len(call.args) > 1 else ast.Dict(keys=[], values=[])
            if not isinstance(given_node, ast.Dict):
                problems.append(f"{where}: Phrase parameters are not a literal dict")
                continue
            given = {k.value for k in given_node.keys if isinstance(k, ast.Constant)}
        else:
            given = {k.arg for k in call.keywords if k.arg}
        wanted = set(m.placeholders(ERRORS[key].source)) | ({"n"} if ERRORS[key].counted else set())
        if given != wanted:
            problems.append(f"{where}: {key!r} takes {sorted(wanted)}, given {sorted(given)}")
    assert not problems, "\n".join(problems)


def test_an_unknown_error_key_is_a_programming_error() -> None:
    with pytest.raises(KeyError):
        ActionError("Ann has only 0 poison counters")
    with pytest.raises(KeyError):
        JournalError(3, "the line is bad")


# -- messages check their parameters; rendering ----------------------------------------------------


@pytest.mark.parametrize(
    ("key", "params", "n"),
    [
        ("event.monarch", {}, None),  # missing
        ("event.monarch", {"player": "Ben", "card": "Palace Jailer"}, None),  # extra
        ("action.life_loss", {"player": "Ben"}, None),  # a plural text without its count
        ("event.monarch", {"player": "Ben"}, 2),  # a count where none is said
        ("no.such.key", {}, None),
    ],
)
def test_a_message_with_wrong_parameters_cannot_be_made(
    key: str, params: dict[str, Any], n: int | None
) -> None:
    with pytest.raises((ValueError, KeyError)):
        Msg(key, params, n)


def test_rendering_a_text_with_a_missing_parameter_fails() -> None:
    """Even a message smuggled past the check (a hand-made dict) cannot render half a sentence."""
    message = msg("event.monarch", player="Ben")
    object.__setattr__(message, "params", {})
    with pytest.raises(KeyError):
        render(message, english)


def test_every_text_renders_with_its_parameters() -> None:
    for key, entry in TEXTS.items():
        if isinstance(entry, Trigger) or key in (LIST, m.NAMES):
            continue
        params = {name: f"<{name}>" for name in m.placeholders(entry.source)}
        said = render(Msg(key, params, 2 if entry.counted else None), english)
        for value in params.values():
            assert value in said, key
        assert "%n" not in said and "{" not in said, key


def test_english_plurals_are_spelled() -> None:
    assert render(msg("action.poison_gain", 1, player="Ann"), english) == (
        "Ann gets 1 poison counter"
    )
    assert render(msg("action.poison_gain", 2, player="Ann"), english) == (
        "Ann gets 2 poison counters"
    )
    assert render(msg("winner.turns", 1), english) == "1 turn played."


def test_nested_messages_lists_and_triggers_render() -> None:
    said = m.action_message(a.CombatDamage((a.Hit("Ben", "Ann", 3), a.Hit("Cid", "Ann", 2))))
    assert render(said, english) == (
        "Ben deals 3 combat damage to Ann; Cid deals 2 combat damage to Ann"
    )
    steal = m.event_message(e.MonarchChanged("Ben", "Ann", MonarchCause.COMBAT_DAMAGE))
    assert steal is not None
    assert render(steal, english, quote=lambda kind: f"«{kind}»") == (
        "Ben becomes the monarch: «steal»."
    )
    assert "its controller becomes the monarch" in render(steal, english)  # the English rule


def test_a_broken_translation_falls_back_to_the_english_source() -> None:
    def broken(context: str, source: str, n: int) -> str:
        return "{nobody} " + source

    assert render(msg("event.monarch", player="Ben"), broken) == "Ben becomes the monarch."


def test_json_round_trip() -> None:
    events = (
        e.PlayerLeft("Cid", LeaveReason.COMMANDER_DAMAGE, "Ben"),
        e.MonarchChanged("Ben", "Ann", MonarchCause.COMBAT_DAMAGE),
    )
    for said in (*m.explain(events), m.action_message(a.CombatDamage(
        (a.Hit("Ben", "Ann", 3), a.Hit("Cid", "Ann", 2, infect=True))
    ))):
        data = said.to_json()
        assert Msg.from_json(data) == said
        assert render(Msg.from_json(data), english) == render(said, english)
    assert m.action_message(a.LifeChange("Ann", -3)).to_json() == {
        "key": "action.life_loss", "params": {"player": "Ann"}, "n": 3
    }


def test_templates_hold_every_key_with_plural_forms_as_lists() -> None:
    table = m.templates(english, quote=lambda kind: kind)
    assert set(table) == set(TEXTS)
    assert table["action.poison_gain"] == [
        "{player} gets %n poison counter",
        "{player} gets %n poison counters",
        "{player} gets %n poison counters",
    ]
    assert table["trigger.draw"] == "draw"
    assert table["event.left"] == "{player} leaves the game ({reason})."


# -- errors: the English sentence is the table's -------------------------------------------------

BAD_LINES: list[object] = [
    [],
    {},
    {"action": "dance"},
    {"action": "step", "to": "lunch"},
    {"action": "life", "player": "Cid", "delta": 0},
    {"action": "life", "player": "Cid", "delta": 1.5},
    {"action": "life", "player": "Cid", "delta": 10**9},
    {"action": "life", "player": "Cid"},
    {"action": "new_game", "players": ["Ann"]},
    {"action": "new_game", "players": ["Ann", "Ann"]},
    {"action": "new_game", "players": ["Ann", " "]},
    {"action": "new_game", "players": ["Ann", "B\nen"]},
    {"action": "new_game", "players": ["Ann", "x" * 50]},
    {"action": "new_game", "players": ["Ann", 3]},
    {"action": "new_game", "players": "Ann"},
    {"action": "new_game", "players": ["Ann", "Ben"], "starting_life": 0},
    {"action": "new_game", "players": ["Ann", "Ben"], "partners": ["Cid"]},
    {"action": "combat_damage", "hits": []},
    {"action": "combat_damage", "hits": [3]},
    {"action": "combat_damage", "hits": [{"from": "A", "to": "A", "amount": 1}]},
    {"action": "combat_damage", "hits": [{"from": "A", "to": "B", "amount": 0}]},
    {"action": "combat_damage", "hits": [{"from": "A", "to": "B", "amount": 10**9}]},
    {"action": "combat_damage", "hits": [{"from": "A", "to": "B", "amount": 1, "infect": 1}]},
    {"action": "combat_damage", "hits": [{"from": "A", "to": "B", "amount": 1, "partner": True}]},
    {"action": "become_monarch", "player": "Ann", "source": 7},
    {"action": "become_monarch", "player": "Ann", "source": "x" * 300},
    {"action": "lose", "players": []},
]


@pytest.mark.parametrize("line", BAD_LINES, ids=lambda x: str(x)[:40])
def test_parse_errors_render_as_their_english_sentence(line: object) -> None:
    with pytest.raises(ActionError) as info:
        parse_action(line)
    said = m.error_message(info.value)
    assert render(said, english) == str(info.value)
    assert Msg.from_json(said.to_json()) == said


def test_game_errors_render_as_their_english_sentence() -> None:
    game = Game(a.NewGame(("Ann", "Ben", "Cid")))
    for action in (
        a.PoisonChange("Ann", -1),
        a.LifeChange("Zed", -1),
        a.Resolve(4),
        a.Undo(),
        a.Redo(),
        a.Answer("Ann"),
    ):
        with pytest.raises(ActionError) as info:
            game.apply(action)
        said = m.error_message(info.value)
        assert render(said, english) == str(info.value), action
    with pytest.raises(ActionError) as info:
        game.apply(a.PoisonChange("Ann", -1))
    assert str(info.value) == "Ann has only 0 poison counters"
    assert m.error_message(info.value) == msg("error.poison_too_few", 0, player="Ann")
    with pytest.raises(ActionError) as info:
        game.apply(a.StepTo(Step.UNTAP))
    # The journal's spelling for `companion replay`, the step's name for people.
    assert str(info.value).startswith("the turn is already at untap;")
    said = m.error_message(info.value)
    assert said.params["step"] == msg("step.untap")
    assert render(said, english).startswith("the turn is already at Untap;")


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b'{"action": "new_game", "players": ["A", "B"]}\nnot json\n{}\n',
        b'{"action": "new_game", "players": ["A", "B"]}\n[1]\n',
        b'{"action": "new_game", "players": ["A", "B"]}\n' + b"[" * 30_000 + b"]" * 30_000 + b"\n",
        b'{"action": "new_game", "players": ["A", "B"]}\n{"action": "life", "player": "Z", '
        b'"delta": -1}\n',
        b'{"action": "life", "player": "A", "delta": -1}\n',
    ],
)
def test_journal_errors_name_the_line_in_every_language(data: bytes) -> None:
    with pytest.raises(JournalError) as info:
        build_game(decode(data))
    said = m.error_message(info.value)
    assert said.key == "error.journal_line" and said.params["line"] == info.value.line
    assert render(said, english) == str(info.value)


def test_the_torn_line_warning_is_a_message_too() -> None:
    text = decode(b'{"action": "new_game", "players": ["A", "B"]}\n{"act')
    (warning,) = text.warnings
    said = m.error_message(warning)
    assert render(said, english) == str(warning) == (
        "line 2: dropped an incomplete last line (the app was stopped while writing it)"
    )


def test_phrases_nest() -> None:
    error = ActionError("hit_problem", number=2, reason=Phrase("amount_too_large", {"max": 9}))
    assert str(error) == 'hit 2: "amount" must be at most 9'
    said = m.error_message(error)
    assert said.params["reason"] == msg("error.amount_too_large", max=9)


def test_undo_labels_say_the_whole_gesture() -> None:
    entries = (
        Entry(a.Resolve(1), 3, Step.END, ()),
        Entry(a.EndTurn(), 3, Step.END, (), joined=True),
    )
    assert render(m.undo_message(entries), english) == "Undo: Reminder 1 done; End turn"
    assert render(m.undo_message(()), english) == "Undo"
    assert render(m.redo_message((a.EndTurn(),)), english) == "Redo: End turn"


def test_the_messages_module_is_qt_free() -> None:
    code = (
        "import sys, companion.shell.messages, companion.shell.settings; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert out.stdout.strip() == "[]"


def test_commanders_named_at_setup_are_named_in_hits_and_corrections() -> None:
    """The log and Undo say which commander: "Kraum (Ben) deals 4 ..." (partners, CR 702.124)."""
    setup = a.NewGame(("Ann", "Ben"), 40, ("Ben",), (("Ben", ("", "Kraum, Ludevic's Opus")),))
    partner = a.Hit("Ben", "Ann", 4, commander=True, partner=True)
    first = a.Hit("Ben", "Ann", 2, commander=True)
    said = render(m.action_message(a.CombatDamage((partner, first)), setup), english)
    assert "Kraum, Ludevic's Opus (Ben) deals 4 combat damage to Ann" in said
    assert "Ben's commander deals 2 combat damage to Ann" in said  # the first was not named
    fix = a.FixCommanderDamage("Ann", "Ben", -3, partner=True)
    assert render(m.action_message(fix, setup), english) == (
        "Ann: 3 damage from Kraum, Ludevic's Opus (Ben) taken back"
    )
    assert render(m.action_message(fix), english) == (
        "Ann: 3 damage from Ben's partner commander taken back"
    )


def test_players_names_are_a_list_of_the_language() -> None:
    """ "Ann, Ben, Cid" in English; a translation joins them its own way (Chinese "Ann、Ben")."""
    assert render(m.names(["Ann", "Ben", "Cid"]), english) == "Ann, Ben, Cid"
    assert render(m.names(["Ann"]), english) == "Ann"
    def chinese(context: str, source: str, n: int = -1) -> str:
        return "{list}、{item}" if source == "{list}, {item}" else source

    assert render(m.names(["Ann", "Ben"]), chinese) == "Ann、Ben"
    said = render(m.action_message(a.NewGame(("Ann", "Ben"))), english)
    assert said == "New game: Ann, Ben"


def test_a_take_says_its_venture_once() -> None:
    """726.2: taking the initiative makes the taker venture; the log says so in the take's own
    sentence, not twice. A venture at the upkeep (no take) is said by its reminder."""
    from companion.core.game import Game

    game = Game(a.NewGame(("Ann", "Ben"), 40))
    taken = game.apply_json({"action": "take_initiative", "player": "Ann"})
    said = [str(x) for x in m.explain(taken.events)]
    assert said == ["Ann takes the initiative and ventures into Undercity."]
    game.apply_json({"action": "venture", "player": "Ann"})
    game.apply_json({"action": "step", "to": "upkeep"})
    upkeep = game.entries[-1].events
    assert [str(x) for x in m.explain(upkeep)] == [
        "Ann has the initiative: Ann ventures into Undercity."
    ]


def test_palace_jailers_return_is_said_as_its_exile_ending() -> None:
    """Palace Jailer's creature comes back because the exile's duration ends ("until an
    opponent becomes the monarch"), not by a triggered ability: said so."""
    from companion.core.model import CARD, Reminder

    jailer = Reminder(1, CARD, "Ben", 2, card="Palace Jailer")
    court = Reminder(2, CARD, "Ann", 2, card="Court of Grace")
    assert str(m.reminder_message(jailer)).startswith("Palace Jailer (Ben): its exile ends: ")
    assert str(m.reminder_message(court)).startswith("Court of Grace (Ann) triggers: ")


def test_an_elimination_names_the_commander_given_at_setup() -> None:
    """903.10a: 21 combat damage from one commander; the log names which one, a partner pair
    being two commanders ("out: 21 commander damage from Ben's Tymna", issue 16 item 7)."""
    from companion.core.game import Game

    setup = a.NewGame(("Ann", "Ben"), 40, ("Ben",),
                      (("Ben", ("Tymna the Weaver", "Kraum, Ludevic's Opus")),))
    game = Game(setup)
    outcome = game.apply_json({"action": "combat_damage", "hits": [
        {"from": "Ben", "to": "Ann", "amount": 21, "commander": True, "partner": True}]})
    left = next(ev for ev in outcome.events if isinstance(ev, e.PlayerLeft))
    assert left.partner and game.state.player("Ann").departure.partner  # type: ignore[union-attr]
    said = [str(x) for x in m.explain(outcome.events, setup)]
    assert "Ann leaves the game (21 commander damage from Kraum, Ludevic's Opus (Ben))." in said
    plain = [str(x) for x in m.explain(outcome.events)]
    assert "Ann leaves the game (21 commander damage from Ben)." in plain
    summary = [str(x) for x in m.winner_summary(game.state, game.entries, setup)]
    assert any("Kraum, Ludevic's Opus (Ben)" in line for line in summary)


def test_a_cast_taken_back_names_the_commander() -> None:
    setup = a.NewGame(("Ann", "Ben"), 40, ("Ben",), (("Ben", ("Tymna", "Kraum")),))
    back = a.CommanderCast("Ben", partner=True, delta=-1)
    assert str(m.action_message(back, setup)) == (
        "Ben: a cast of Kraum from the command zone taken back"
    )
    assert str(m.action_message(back)) == "Ben: a cast from the command zone taken back"


def test_every_flow_notice_declares_its_sentence_and_where_it_is_shown() -> None:
    """Issue 27 item 4: a notice says its key and its channels; one router (the game page)
    places it, and flow_message reads the key it declares."""
    import typing

    channels = {"notice", "flash", "count", "turn_bar"}
    for cls in typing.get_args(flow.FlowNotice):
        assert cls.KEY in m.TEXTS, cls
        assert cls.SHOWN and channels >= cls.SHOWN, cls
    assert m.flow_message(flow.DrawFirst("Ann")).key == flow.DrawFirst.KEY
