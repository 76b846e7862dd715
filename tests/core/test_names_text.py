"""Names and text: what is no character is refused, names are compared in NFC, and a journal line
with the same key twice is an error naming its line."""

from __future__ import annotations

import json
import unicodedata
from typing import Any

import pytest

from companion.core.action_json import parse_action
from companion.core.actions import BecomeMonarch, NewGame
from companion.core.errors import ActionError, JournalError
from companion.core.game import Game
from companion.core.journal import build_game, decode, encode, load_game
from companion.core.names import validate_name
from companion.core.snapshot import state_json

NFC = "Am\u00e9lie"  # é as one code point
NFD = "Ame\u0301lie"  # e and a combining acute accent
assert NFC != NFD and unicodedata.normalize("NFC", NFD) == NFC


def _journal(*lines: Any) -> bytes:
    return "".join(
        (line if isinstance(line, str) else json.dumps(line, ensure_ascii=False)) + "\n"
        for line in lines
    ).encode("utf-8", "surrogatepass")


NOT_CHARACTERS = [
    "\ud800",  # a lone high surrogate
    "\udfff",  # a lone low surrogate
    "\ufffe",
    "\uffff",
    "\ufdd0",
    "\ufdef",
    "\U0001fffe",
    "\U0010ffff",
]


@pytest.mark.parametrize("bad", NOT_CHARACTERS)
def test_names_with_what_is_no_character_are_refused(bad: str) -> None:
    with pytest.raises(ActionError) as caught:
        validate_name(f"Ann{bad}")
    assert caught.value.key == "not_a_character"
    assert caught.value.params["char"] == f"U+{ord(bad):04X}"
    with pytest.raises(ActionError) as caught:
        parse_action({"action": "new_game", "players": ["Ben", f"Ann{bad}"]})
    assert caught.value.key == "not_a_character"
    with pytest.raises(ActionError):
        Game(NewGame(("Ben", f"Ann{bad}")))  # made in code, as the new game dialog does
    for action in (
        {"action": "life", "player": bad, "delta": 1},
        {"action": "end_turn", "next": bad},
        {"action": "combat_damage", "hits": [{"from": "Ann", "to": bad, "amount": 1}]},
        {"action": "lose", "players": [bad]},
    ):
        with pytest.raises(ActionError):
            parse_action(action)


GOOD = [
    "👑 Queen 🏳️‍🌈",  # emoji with a zero-width joiner and a variation selector
    "👩🏽‍💻",  # skin tone and ZWJ
    "张伟",
    "Бен",
    "می‌خواهم",  # Persian with a zero-width non-joiner
    "क्‍ष",  # Devanagari with a zero-width joiner
    "مريم",
    "\U0001fae8 shaking",  # Unicode 15: unknown to this Python's tables, still accepted
    "\ue000 private",  # private use
    "\U0001f600 escaped",
]


@pytest.mark.parametrize("name", GOOD)
def test_real_names_are_still_accepted(name: str) -> None:
    assert validate_name(name) == unicodedata.normalize("NFC", name)
    game = build_game(decode(_journal({"action": "new_game", "players": [name, "Ben"]})))
    assert game.state.players[0].name == unicodedata.normalize("NFC", name)


def test_a_paired_surrogate_escape_is_the_character_it_spells() -> None:
    data = b'{"action": "new_game", "players": ["\\ud83d\\ude00 Ann", "Ben"]}\n'
    assert build_game(decode(data)).state.players[0].name == "\U0001f600 Ann"


def test_a_lone_surrogate_anywhere_in_a_line_is_an_error_naming_the_line() -> None:
    new_game = {"action": "new_game", "players": ["Ann", "Ben"]}
    for line in (
        r'{"action": "new_game", "players": ["\ud800", "Ben"]}',
        r'{"action": "life", "player": "Ann", "delta": -1, "note": "x\uDC00"}',  # unknown field
        r'{"action": "life", "player": "Ann", "delta": -1, "\ud800": 1}',  # a key
        r'{"action": "become_monarch", "player": "Ann", "source": "Palace \udbff Jailer"}',
    ):
        lines = [line] if "new_game" in line else [new_game, line]
        with pytest.raises(JournalError) as caught:
            load_game(_journal(*lines))
        assert caught.value.key == "line_lone_surrogate"
        assert caught.value.line == len(lines)
        assert str(caught.value).startswith(f"line {len(lines)}: the line contains U+D")
        with pytest.raises(JournalError):
            decode(_journal(*lines))


def test_a_source_that_is_no_text_is_refused_from_the_journal_and_from_the_app() -> None:
    with pytest.raises(ActionError) as caught:
        parse_action({"action": "become_monarch", "player": "Ann", "source": "Jailer\uffff"})
    assert caught.value.key == "not_a_character"
    game = Game(NewGame(("Ann", "Ben")))
    for source in ("Palace \ud800", "Jailer\uffff"):
        with pytest.raises(ActionError):
            game.apply(BecomeMonarch("Ann", source))  # typed in the dialog, never parsed
    assert game.state.monarch is None and len(game.journal) == 1
    game.apply(BecomeMonarch("Ann", "Palace Jailer"))
    assert game.state.monarch == "Ann"


def test_a_name_typed_two_ways_is_one_player() -> None:
    game = build_game(
        decode(
            _journal(
                {"action": "new_game", "players": [NFD, "Ben"], "partners": [NFD]},
                {"action": "life", "player": NFC, "delta": -1},
                {"action": "become_monarch", "player": NFD},
                {"action": "step", "to": "combat_damage"},
                {
                    "action": "combat_damage",
                    "hits": [
                        {"from": NFD, "to": "Ben", "amount": 2, "commander": True},
                        {"from": "Ben", "to": NFC, "amount": 1},
                    ],
                },
                {"action": "end_turn", "next": NFD},
                {"action": "poison", "player": NFD, "delta": 1},
                {"action": "concede", "player": NFD},
            )
        )
    )
    state = game.state
    assert state.names == (NFC, "Ben")
    assert game.setup.players == (NFC, "Ben") and game.setup.partners == (NFC,)
    assert state.player(NFC).life == 38 and state.player(NFC).poison == 1
    assert state.player("Ben").commander_damage == {NFC: 2}
    assert state.winner == "Ben"
    assert [m.player for m in state.monarch_history] == [NFC, "Ben"]
    # What is written back is NFC too: the game's lines, and so Save As.
    assert NFD.encode() not in encode(game.journal)
    assert json.dumps(state_json(state)).count("Am\\u00e9lie") >= 3


def test_a_journal_written_with_nfd_names_replays_to_nfc() -> None:
    nfd = _journal(
        {"action": "new_game", "players": [NFD, "Ben"]},
        {"action": "life", "player": NFD, "delta": -3},
    )
    nfc = _journal(
        {"action": "new_game", "players": [NFC, "Ben"]},
        {"action": "life", "player": NFC, "delta": -3},
    )
    assert state_json(load_game(nfd)[0].state) == state_json(load_game(nfc)[0].state)


def test_the_same_name_typed_two_ways_is_a_repeat() -> None:
    with pytest.raises(ActionError) as caught:
        parse_action({"action": "new_game", "players": [NFC, NFD]})
    assert caught.value.key == "name_twice"
    with pytest.raises(ActionError):
        Game(NewGame((NFC, NFD)))
    with pytest.raises(ActionError) as caught:
        parse_action({"action": "lose", "players": [NFD, NFC]})
    assert caught.value.key == "name_twice"


def test_the_length_limit_counts_the_composed_name() -> None:
    assert validate_name("e\u0301" * 40) == "\u00e9" * 40  # 80 code points typed, 40 kept
    with pytest.raises(ActionError):
        validate_name("\u00e9" * 41)


@pytest.mark.parametrize(
    "line",
    [
        '{"action": "life", "player": "Ann", "player": "Ben", "delta": -1}',
        '{"action": "life", "action": "life", "player": "Ann", "delta": -1}',
        '{"action": "combat_damage", "hits": [{"from": "Ann", "to": "Ben", "amount": 1, '
        '"amount": 9}]}',
        '{"action": "life", "player": "Ann", "delta": -1, "at": "1", "at": "2"}',
    ],
)
def test_a_key_twice_in_one_object_is_an_error_naming_the_line(line: str) -> None:
    data = _journal({"action": "new_game", "players": ["Ann", "Ben"]}, "", line)
    with pytest.raises(JournalError) as caught:
        load_game(data)
    assert caught.value.line == 3  # blank lines count
    assert caught.value.key == "duplicate_key"
    assert "appears more than once" in str(caught.value)
    assert str(caught.value).startswith("line 3: the key '")
    # Also as the last line without its newline: a complete object, not a torn write.
    with pytest.raises(JournalError) as caught:
        load_game(data.rstrip(b"\n"))
    assert caught.value.key == "duplicate_key"


def test_streaming_and_whole_decoding_agree() -> None:
    data = _journal(
        {"action": "new_game", "players": ["Ann", "Ben"]},
        "",
        {"action": "life", "player": "Ann", "delta": -1, "at": "x"},
        {"action": "undo"},
    ) + b'{"action": "li'
    text = decode(data)
    game, warnings = load_game(data)
    assert [str(w) for w in warnings] == [str(w) for w in text.warnings]
    assert [w.line for w in warnings] == [5]
    assert list(game.journal) == list(build_game(text).journal)
    assert text.intact_bytes == len(data) - len(b'{"action": "li')
