"""`companion replay FILE` as a real process: the journal contract's output, errors, exit codes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

NEW_GAME: dict[str, Any] = {
    "action": "new_game",
    "players": ["Ann", "Ben", "Cid"],
    "starting_life": 40,
}
STATE_KEYS = {
    "turn",
    "active_player",
    "step",
    "monarch",
    "players",
    "reminders",
    "monarch_history",
    "winner",
    "game_over",
}


def replay(
    tmp_path: Path, lines: list[Any] | bytes, *args: str, stdin: bytes | None = None
) -> subprocess.CompletedProcess[bytes]:
    """Write `lines` (objects, raw text lines, or bytes) to a journal and run `companion replay`."""
    if isinstance(lines, bytes):
        data = lines
    else:
        data = "".join(
            (line if isinstance(line, str) else json.dumps(line, ensure_ascii=False)) + "\n"
            for line in lines
        ).encode()
    path = tmp_path / "game.jsonl"
    path.write_bytes(data)
    target = "-" if stdin is not None else str(path)
    return subprocess.run(
        [sys.executable, "-m", "companion", "replay", target, *args],
        input=stdin,
        capture_output=True,
        cwd=tmp_path,
        timeout=60,
        check=False,
    )


def test_example_output_shape(tmp_path: Path) -> None:
    result = replay(
        tmp_path,
        [
            NEW_GAME,
            {"action": "become_monarch", "player": "Ben", "source": "Palace Jailer"},
            {"action": "step", "to": "combat_damage"},
            {
                "action": "combat_damage",
                "hits": [
                    {"from": "Ann", "to": "Ben", "amount": 5, "commander": True, "infect": False}
                ],
            },
            {"action": "life", "player": "Cid", "delta": -3},
            {"action": "poison", "player": "Cid", "delta": 1},
            {"action": "step", "to": "end"},
            {"action": "end_turn"},
        ],
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == b""
    out = result.stdout.decode()
    assert out.endswith("\n")
    assert out.count("\n") == 1  # one JSON object on one line
    state = json.loads(out)
    assert set(state) >= STATE_KEYS
    assert state == {
        "turn": 2,
        "round": 1,
        "active_player": "Ben",
        "turn_player": "Ben",
        "step": "untap",
        "monarch": "Ann",
        "initiative": None,
        "day_night": None,
        "extra_turns": [],
        "resume": None,
        "last_roll": None,
        "players": [
            {"name": "Ann", "life": 40, "poison": 0, "commander_damage": {}, "in_game": True},
            {
                "name": "Ben",
                "life": 35,
                "poison": 0,
                "commander_damage": {"Ann": 5},
                "in_game": True,
            },
            {"name": "Cid", "life": 37, "poison": 1, "commander_damage": {}, "in_game": True},
        ],
        "dungeons": {},
        "reminders": [
            {"id": 1, "kind": "monarch_draw", "player": "Ann", "turn": 1, "status": "resolved"}
        ],
        "monarch_history": [
            {
                "player": "Ben",
                "turn": 1,
                "cause": "effect",
                "source": "Palace Jailer",
                "previous": None,
                "step": "untap",
            },
            {
                "player": "Ann",
                "turn": 1,
                "cause": "combat_damage",
                "source": None,
                "previous": "Ben",
                "step": "combat_damage",
            },
        ],
        "initiative_history": [],
        "winner": None,
        "game_over": False,
        "question": None,
    }
    assert list(state["players"][0]) == ["name", "life", "poison", "commander_damage", "in_game"]


def test_a_finished_game_and_a_turn_without_active_player(tmp_path: Path) -> None:
    result = replay(
        tmp_path,
        [
            NEW_GAME,
            {"action": "become_monarch", "player": "Ann"},
            {"action": "concede", "player": "Ann"},
        ],
    )
    state = json.loads(result.stdout)
    assert (state["active_player"], state["turn_player"], state["monarch"]) == (None, "Ann", "Ben")
    assert state["monarch_history"][-1]["cause"] == "succession"
    assert state["players"][0]["in_game"] is False
    assert state["players"][0]["left"] == {
        "reason": "conceded",
        "turn": 1,
        "step": "untap",
        "source": None,
    }
    result = replay(
        tmp_path, [NEW_GAME, {"action": "lose", "players": ["Ann", "Ben", "Cid"]}], "--indent", "2"
    )
    state = json.loads(result.stdout)
    assert (state["winner"], state["game_over"]) == (None, True)
    assert result.stdout.count(b"\n") > 10  # pretty-printed


LIFE = {"action": "life", "player": "Cid", "delta": -1}
CONCEDE_CID = {"action": "concede", "player": "Cid"}


def hit(src: str, dst: str, amount: int) -> dict[str, Any]:
    return {"action": "combat_damage", "hits": [{"from": src, "to": dst, "amount": amount}]}


BAD: dict[str, tuple[list[Any], int, str]] = {
    "malformed-json": ([NEW_GAME, '{"action": "life", "player": "Cid",', LIFE], 2, "valid JSON"),
    "not-an-object": ([NEW_GAME, "[1, 2]", LIFE], 2, "JSON object"),
    "unknown-action": ([NEW_GAME, LIFE, {"action": "dance"}], 3, "unknown action 'dance'"),
    "unknown-player": ([NEW_GAME, {"action": "life", "player": "Zed", "delta": -1}], 2, "'Zed'"),
    "unknown-step": ([NEW_GAME, {"action": "step", "to": "lunch"}], 2, "unknown step 'lunch'"),
    "damage-to-left": ([NEW_GAME, CONCEDE_CID, hit("Ann", "Cid", 2)], 3, "Cid has left"),
    "damage-from-left": ([NEW_GAME, CONCEDE_CID, hit("Cid", "Ann", 2)], 3, "Cid has left"),
    "zero-amount": ([NEW_GAME, hit("Ann", "Cid", 0)], 2, "positive"),
    "negative-amount": ([NEW_GAME, hit("Ann", "Cid", -3)], 2, "positive"),
    "duplicate-name": ([{"action": "new_game", "players": ["Ann", "Ann"]}], 1, "twice"),
    "first-not-new-game": ([LIFE, NEW_GAME], 1, "first action must be new_game"),
    "second-new-game": ([NEW_GAME, NEW_GAME], 2, "new_game"),
    "redo-nothing": ([NEW_GAME, LIFE, {"action": "redo"}], 3, "nothing to redo"),
    "redo-after-new-action": (
        [NEW_GAME, LIFE, {"action": "undo"}, LIFE, {"action": "redo"}],
        5,
        "nothing to redo",
    ),
    "undo-nothing": ([NEW_GAME, {"action": "undo"}], 2, "nothing to undo"),
    "step-backwards": (
        [NEW_GAME, {"action": "step", "to": "end"}, {"action": "step", "to": "draw"}],
        3,
        "forward",
    ),
    "after-game-over": ([NEW_GAME, {"action": "lose", "players": ["Ben", "Cid"]}, LIFE], 3, "over"),
    "empty": ([], 1, "empty"),
    # The grown contract (issue 15): the initiative, dungeons and monarch cards.
    "unknown-room": (
        [NEW_GAME, {"action": "take_initiative", "player": "Ben"},
         {"action": "venture", "player": "Ben", "room": "Kitchen"}],
        3,
        "'Kitchen' is not the next room",
    ),
    "venture-owed-by-nobody": (
        [NEW_GAME, {"action": "venture", "player": "Ben"}], 2, "Ben has no venture to make"
    ),
    "card-not-in-list": (
        [NEW_GAME, {"action": "card_enters", "player": "Ann", "card": "Sol Ring"}],
        2,
        "'Sol Ring' is not in the list of monarch cards",
    ),
    "turn-ends-with-venture-owed": (
        [NEW_GAME, {"action": "step", "to": "main1"},
         {"action": "take_initiative", "player": "Cid"}, {"action": "end_turn"}],
        4,
        "Cid still has to venture",
    ),
    "huge-number": (
        [NEW_GAME, '{"action": "life", "player": "Cid", "delta": ' + "9" * 5000 + "}", LIFE],
        2,
        "too long",
    ),
}


@pytest.mark.parametrize("case", list(BAD))
def test_bad_input_exits_2_with_one_line_naming_the_line(tmp_path: Path, case: str) -> None:
    lines, number, reason = BAD[case]
    result = replay(tmp_path, lines)
    stderr = result.stderr.decode()
    assert result.returncode == 2, stderr
    assert result.stdout == b""
    assert stderr.count("\n") == 1 and stderr.endswith("\n"), stderr
    assert f"line {number}: " in stderr
    assert reason in stderr
    assert "Traceback" not in stderr


def test_the_initiative_dungeons_and_cards_in_the_output(tmp_path: Path) -> None:
    """CR 726 / 701.49 and the card triggers, as `companion replay` prints them."""
    result = replay(
        tmp_path,
        [
            NEW_GAME,
            {"action": "card_enters", "player": "Ann", "card": "Palace Jailer"},
            {"action": "become_monarch", "player": "Ann", "source": "Palace Jailer"},
            {"action": "take_initiative", "player": "Ben", "source": "Aarakocra Sneak"},
            {"action": "venture", "player": "Ben"},
            {"action": "step", "to": "combat_damage"},
            {"action": "combat_damage", "hits": [{"from": "Cid", "to": "Ben", "amount": 2},
                                                 {"from": "Cid", "to": "Ann", "amount": 3}]},
            {"action": "venture", "player": "Cid"},
        ],
    )
    assert result.returncode == 0, result.stderr
    state = json.loads(result.stdout)
    assert (state["monarch"], state["initiative"]) == ("Cid", "Cid")
    assert [h["player"] for h in state["initiative_history"]] == ["Ben", "Cid"]
    assert state["initiative_history"][1]["cause"] == "combat_damage"
    assert state["dungeons"] == {
        "Ben": {"dungeon": "Undercity", "room": "Secret Entrance", "completed": 0},
        "Cid": {"dungeon": "Undercity", "room": "Secret Entrance", "completed": 0},
    }
    assert state["players"][0]["cards"] == ["Palace Jailer"]
    kinds = [(r["id"], r["kind"], r["player"], r.get("card"), r["status"])
             for r in state["reminders"]]
    assert kinds == [
        (1, "venture", "Ben", None, "resolved"),
        (2, "card", "Ann", "Palace Jailer", "pending"),  # an opponent became the monarch
        (3, "venture", "Cid", None, "resolved"),
    ]


def test_missing_file_exits_2_with_one_line(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "companion", "replay", str(tmp_path / "nope.jsonl")],
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2
    assert result.stderr.decode().count("\n") == 1
    assert b"cannot read" in result.stderr


def test_torn_last_line_is_dropped_with_a_warning(tmp_path: Path) -> None:
    data = (json.dumps(NEW_GAME) + "\n" + json.dumps(LIFE) + "\n").encode() + b'{"action": "lif'
    result = replay(tmp_path, data)
    assert result.returncode == 0
    stderr = result.stderr.decode()
    assert stderr.count("\n") == 1
    assert "warning" in stderr and "line 3" in stderr
    assert json.loads(result.stdout)["players"][2]["life"] == 39


def test_standard_input(tmp_path: Path) -> None:
    data = (json.dumps(NEW_GAME) + "\n" + json.dumps(LIFE) + "\n").encode()
    result = replay(tmp_path, b"", stdin=data)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["players"][2]["life"] == 39


HOSTILE = [
    "<script>alert('x')</script>",
    "مريم",  # right-to-left text (no bidi control characters)
    "👑 Queen 🏳️‍🌈",  # a zero-width joiner inside the flag
    'O\'Brien "the Bold" \\ back',
    "Zoë &amp; <b>",
]


def test_hostile_names_round_trip_literally(tmp_path: Path) -> None:
    result = replay(
        tmp_path,
        [
            {"action": "new_game", "players": HOSTILE},
            {"action": "become_monarch", "player": HOSTILE[2]},
            {
                "action": "combat_damage",
                "hits": [{"from": HOSTILE[0], "to": HOSTILE[2], "amount": 3, "commander": True}],
            },
        ],
    )
    assert result.returncode == 0, result.stderr
    state = json.loads(result.stdout)
    assert [p["name"] for p in state["players"]] == HOSTILE
    assert state["monarch"] == HOSTILE[0]
    assert state["players"][2]["commander_damage"] == {HOSTILE[0]: 3}
    for name in HOSTILE[:3]:
        assert name.encode() in result.stdout  # literal UTF-8, not \\u escapes or HTML entities


@pytest.mark.parametrize("name", ["Ann\n", "B\x07en", "Cid\u202e", "Dee\u2028", "\x00"])
def test_control_characters_in_names_are_rejected(tmp_path: Path, name: str) -> None:
    result = replay(tmp_path, [{"action": "new_game", "players": ["Ann", name]}])
    stderr = result.stderr.decode()
    assert result.returncode == 2
    assert stderr.count("\n") == 1
    assert "line 1: " in stderr and "control characters" in stderr


def test_replay_does_not_import_qt(tmp_path: Path) -> None:
    """`companion replay` must work on a machine without a display or Qt libraries."""
    journal = tmp_path / "game.jsonl"
    journal.write_text(json.dumps(NEW_GAME) + "\n", encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "companion", "replay", str(journal)],
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0
    imported = [line.rsplit("|", 1)[-1].strip() for line in result.stderr.decode().splitlines()]
    assert "companion.replay" in imported  # the check is looking at the right process
    assert not [m for m in imported if m.split(".")[0] in ("PySide6", "shiboken6", "pyqtgraph")]
    assert not [m for m in imported if m.startswith("companion.app")]


def test_worked_example_in_docs_is_accurate(tmp_path: Path) -> None:
    """docs/journal.md's worked example replays to exactly the state it shows."""
    doc = (Path(__file__).resolve().parent.parent / "docs" / "journal.md").read_text("utf-8")
    example = doc.split("## Worked example", 1)[1]
    journal = example.split("```jsonl\n", 1)[1].split("```", 1)[0]
    shown = json.loads(example.split("```json\n", 1)[1].split("```", 1)[0])
    result = replay(tmp_path, journal.encode())
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == shown


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        (r'{"action": "new_game", "players": ["\ud800", "Ben"]}', "U+D800"),
        ('{"action": "new_game", "players": ["Ann\uffff", "Ben"]}', "U+FFFF"),
        ('{"action": "new_game", "players": ["Ann", "Ben"], "players": ["Cid", "Dee"]}', "twice"),
    ],
)
def test_what_is_no_text_and_repeated_keys_are_one_line_errors(
    tmp_path: Path, line: str, reason: str
) -> None:
    """A lone surrogate used to pass and then crash the output with a traceback (exit 1)."""
    result = replay(tmp_path, [line])
    stderr = result.stderr.decode()
    assert result.returncode == 2, stderr
    assert stderr.count("\n") == 1 and "Traceback" not in stderr
    assert "line 1: " in stderr
    assert reason in stderr or (reason == "twice" and "more than once" in stderr)


def test_names_written_decomposed_replay_composed(tmp_path: Path) -> None:
    nfd, nfc = "Jo\u0308rg", "J\u00f6rg"
    result = replay(
        tmp_path,
        [
            {"action": "new_game", "players": [nfd, "Ben"]},
            {"action": "become_monarch", "player": nfc},
            {"action": "life", "player": nfd, "delta": -1},
        ],
    )
    assert result.returncode == 0, result.stderr
    state = json.loads(result.stdout)
    assert [p["name"] for p in state["players"]] == [nfc, "Ben"]
    assert state["monarch"] == nfc and state["players"][0]["life"] == 39
