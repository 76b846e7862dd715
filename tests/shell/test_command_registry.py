"""The command registry, Qt-free: what each command is offered for, what the game commands do
through the shell session, the palette's choices and matching, and what conceding would do.

Seats: Ann, Ben, Cid, Dev in turn order; turn 1 is Ann's.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from companion.core import rules
from companion.core.actions import BecomeMonarch, Concede, EndTurn, NewGame, StepTo
from companion.core.errors import ActionError
from companion.core.game import Outcome
from companion.core.steps import Step
from companion.shell import commands
from companion.shell.commands import COMMANDS, MENUS, Registry, build, matches
from companion.shell.damage_mode import DamageMode
from companion.shell.flow import FlowNotice
from companion.shell.session import Session
from tests.core.test_monarch_rules import cites

PLAYERS = ("Ann", "Ben", "Cid", "Dev")


class Quiet:
    """A listener that hears nothing it needs to keep."""

    def reset(self) -> None: ...

    def changed(self, outcome: Outcome) -> None: ...

    def rejected(self, reason: ActionError | FlowNotice, initiator: str) -> None: ...

    def notice(self, notice: FlowNotice) -> None: ...

    def combat_offered(self) -> None: ...

    def damage_mode_changed(self) -> None: ...

    def storage_failed(self, path: Path, error: OSError) -> None:
        raise AssertionError(f"write failed: {error}")


@pytest.fixture
def session(tmp_path: Path) -> Iterator[Session]:
    s = Session(Quiet())
    s.start(NewGame(PLAYERS, 40), path=tmp_path / "game.jsonl")
    yield s
    s.close()


def bound(session: Session) -> Registry:
    """The registry with every view command bound to a recorder, as a view binds them."""
    registry = build(session)
    for name in registry.unbound():
        registry.bind(name, lambda *args: None)
    return registry


def identity(_context: str, source: str, _n: int = -1) -> str:
    return source


# -- the table ----------------------------------------------------------------------------------


def test_the_registry_imports_no_qt() -> None:
    code = (
        "import sys\n"
        "import companion.shell.commands\n"
        "assert not [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')]\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], check=False, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr


def test_names_keys_and_texts_are_one_of_a_kind() -> None:
    names = [c.name for c in COMMANDS]
    assert len(set(names)) == len(names)
    keys = [k.casefold() for c in COMMANDS for k in c.shortcuts]
    assert len(set(keys)) == len(keys), "a key bound to two commands"
    for command in COMMANDS:
        assert command.menu in MENUS
        assert command.text.context == "Commands"
        if command.player_text is not None:
            assert "{player}" in command.player_text.source
        assert not (command.seat_keys and not command.takes_player)


def test_ctrl_k_is_the_palette_and_concede_moved() -> None:
    registry = {c.name: c for c in COMMANDS}
    assert registry["palette"].shortcuts == ("Ctrl+K",)
    assert registry["concede"].shortcuts == ("Ctrl+Shift+K",)
    assert registry["overlay"].shortcuts == ("O",) and registry["overlay"].checkable
    assert registry["pod"].menu == "view" and registry["pod"].checkable  # Invite phones
    assert registry["players"].menu == "view" and not registry["players"].shortcuts  # Players…
    assert registry["history"].shortcuts == ("Ctrl+H",) and registry["history"].checkable
    assert (registry["import_games"].menu, registry["rebuild_history"].menu) == ("game", "help")
    assert {"log", "stats", "overlay", "fullscreen", "rotate"} <= {
        c.name for c in COMMANDS if c.checkable
    }


def test_only_the_game_commands_have_handlers_until_a_view_binds_the_rest(
    session: Session,
) -> None:
    registry = build(session)
    assert set(registry.unbound()) == {
        "new", "rematch", "open", "save_as", "quit", "combat", "select_next", "select_prev",
        "select", "amount", "monarch", "roll_dn", "initiative", "venture", "card", "concede",
        "lose", "palette", "fullscreen", "rotate", "log", "stats", "overlay", "pod", "shortcuts",
        "rules", "about", "chess_clock", "counters", "ring_tempts", "players", "history",
        "import_games", "rebuild_history", "step_by_step",
    }  # fmt: skip
    assert not registry.enabled("concede", "Ann")  # not bound: not offered
    assert not registry.run("concede", "Ann")
    with pytest.raises(KeyError):
        registry.bind("no_such_command", lambda: None)
    with pytest.raises(ValueError, match="not checkable"):
        registry.bind("about", lambda: None, checked=lambda: True)


# -- when a command is offered ----------------------------------------------------------------


def test_paused_menus_offer_nothing_until_resumed(session: Session) -> None:
    """The History page pauses the game's menus: its keys never play the game behind it."""
    registry = bound(session)
    registry.pause(("edit", "turn", "player"))
    assert not registry.enabled("next_step") and not registry.run("next_step")
    assert not registry.enabled("monarch", "Ann") and registry.players_for("monarch") == []
    assert registry.enabled("new") and registry.enabled("history")
    registry.pause()
    assert registry.enabled("next_step") and registry.players_for("monarch") == list(PLAYERS)


def test_the_monarch_is_not_offered_the_crown(session: Session) -> None:
    registry = bound(session)
    assert registry.players_for("monarch") == list(PLAYERS)
    session.do(BecomeMonarch("Ben"))
    assert registry.players_for("monarch") == ["Ann", "Cid", "Dev"]
    assert not registry.enabled("monarch", "Ben")
    dice = ["roll_d6", "roll_d20", "roll_dn", "flip_coin", "roll_planar"]
    counters = ["counters", "energy", "experience", "rad", "speed", "citys_blessing",
                "ring_tempts"]  # fmt: skip
    assert [c.name for c in registry.player_menu("Ben")] == [
        "amount", *dice, *counters, "initiative", "venture", "card", "concede", "lose",
        "extra_turn",
    ]  # fmt: skip
    assert [c.name for c in registry.player_menu("Ann")] == [
        "amount", "monarch", *dice, *counters, "initiative", "venture", "card", "concede", "lose",
        "extra_turn",
    ]  # fmt: skip


def test_a_player_who_left_is_offered_nothing(session: Session) -> None:
    registry = bound(session)
    session.do(Concede("Cid"))
    for name in ("monarch", "concede", "lose", "life_up", "poison_up"):
        assert "Cid" not in registry.players_for(name)
    assert registry.player_menu("Cid") == []
    assert not registry.enabled("concede", None)  # a player command needs its player
    assert not registry.enabled("concede", "Nobody")


def test_nothing_of_the_game_is_offered_once_it_is_over(session: Session) -> None:
    registry = bound(session)
    for name in ("Ben", "Cid", "Dev"):
        session.do(Concede(name))
    assert session.state.game_over
    for name in ("next_step", "end_turn", "combat", "done", "select_next", "select_prev"):
        assert not registry.enabled(name), name
    for name in ("monarch", "concede", "lose", "life_up", "select"):
        assert registry.players_for(name) == [], name
    # What is not the game's goes on: undo (back to the table), a rematch, the views.
    for name in ("undo", "rematch", "new", "log", "palette"):
        assert registry.enabled(name), name


def test_undo_redo_done_and_poison_follow_the_game(session: Session) -> None:
    registry = bound(session)
    assert not registry.enabled("undo") and not registry.enabled("redo")
    assert not registry.enabled("done")  # no draw is waiting
    assert registry.players_for("poison_down") == []
    assert registry.run("poison_up", "Dev")
    assert registry.players_for("poison_down") == ["Dev"]
    assert registry.enabled("undo")
    assert registry.run("undo")
    assert registry.enabled("redo") and session.state.player("Dev").poison == 0
    session.do(BecomeMonarch("Ann"))
    session.do(StepTo(Step.END))
    assert registry.enabled("done")
    assert registry.run("done")
    assert not session.state.pending_reminders()


def test_without_a_game_only_the_app_commands_are_offered(tmp_path: Path) -> None:
    registry = bound(Session(Quiet()))
    offered = {c.name for c in registry if registry.enabled(c.name)}
    assert offered == {
        "new", "open", "quit", "palette", "fullscreen", "rotate", "log", "stats", "overlay", "pod",
        "shortcuts", "rules", "about", "players", "history", "import_games", "rebuild_history",
        "step_by_step",
    }  # fmt: skip
    assert registry.choices(identity)[0].text == "New game…"


# -- what the game commands do ------------------------------------------------------------------


def test_game_commands_call_the_session(session: Session) -> None:
    registry = build(session)
    assert registry.run("life_down5", "Ben")
    assert registry.run("life_up", "Ben")
    assert session.state.player("Ben").life == 36
    # The first play took the turn to its first main phase; Next step goes on from there.
    assert session.state.step is Step.MAIN1
    assert registry.run("next_step")
    assert session.state.step is Step.BEGINNING_OF_COMBAT
    assert registry.run("end_turn")
    assert session.state.turn_player == "Ben"
    assert registry.run("poison_up", "Ann")
    assert session.state.player("Ann").poison == 1


def test_a_command_not_offered_does_nothing(session: Session) -> None:
    registry = build(session)
    session.do(BecomeMonarch("Ben"))
    registry.bind("monarch", lambda player: pytest.fail(f"ran for {player}"))
    assert not registry.run("monarch", "Ben")
    before = session.state
    assert not registry.run("poison_down", "Ann")  # no poison to take
    assert session.state is before


def test_checked_comes_from_the_view(session: Session) -> None:
    registry = build(session)
    shown = {"log": True}
    registry.bind("log", lambda: shown.update(log=not shown["log"]), lambda: shown["log"])
    assert registry.checked("log")
    registry.run("log")
    assert not registry.checked("log")
    assert not registry.checked("stats")  # nobody said: off


# -- the palette's choices ------------------------------------------------------------------------


def test_player_commands_are_listed_once_per_player_they_are_offered_to(
    session: Session,
) -> None:
    registry = bound(session)
    session.do(BecomeMonarch("Ben"))
    found = commands.search(registry.choices(identity), "mon")
    assert [c.text for c in found if c.command.name == "monarch"] == [
        "Ann becomes the monarch…",
        "Cid becomes the monarch…",
        "Dev becomes the monarch…",
    ]
    assert [(c.command.name, c.player) for c in found][:1] == [("monarch", "Ann")]
    texts = [c.text for c in registry.choices(identity)]
    assert "Find a command…" not in texts  # the palette does not list itself
    assert "Save journal as…" in texts  # mnemonics dropped


def test_choices_are_in_the_language_given(session: Session) -> None:
    german = {"{player} becomes the monarch…": "{player} wird zum Monarchen …"}
    broken = {"{player} concedes…": "{spieler} gibt auf …"}  # a translation's typo

    def translate(_context: str, source: str, _n: int = -1) -> str:
        return german.get(source) or broken.get(source) or source

    registry = bound(session)
    choices = registry.choices(translate, {"undo": "Rückgängig: nichts"})
    assert "Ben wird zum Monarchen …" in [c.text for c in choices]
    assert "Ben concedes…" in [c.text for c in choices]  # the English source, not a crash
    # The translated words are searched ("zum"), not only the English ones ("monarch ben" also
    # finds the English "A monarch card enters under Ben's control…").
    assert [c.text for c in commands.search(choices, "zum monarchen ben")] == [
        "Ben wird zum Monarchen …"
    ]


def test_matching_ignores_case_and_accents_and_wants_every_word() -> None:
    assert matches("mon", "Ben becomes the monarch…")
    assert matches("BEN MON", "Ben becomes the monarch…")
    assert matches("mon ben", "Ben becomes the monarch…")  # any order
    assert not matches("mon cid", "Ben becomes the monarch…")
    assert matches("", "anything")
    assert matches("senal", "Señal")
    assert matches("SEÑAL", "senal")
    assert matches("uber", "Über")
    assert matches("ёлка", "Елка") and matches("елка", "Ёлка")
    assert matches("君主", "Ben成为君主…")
    assert matches("strasse", "Straße")


# -- what leaving would do ------------------------------------------------------------------------


@cites(rules.MONARCH_SUCCESSION)
def test_leaving_says_where_the_crown_goes(session: Session) -> None:
    session.do(BecomeMonarch("Ben"))
    # Ann's turn: the crown goes to the active player.
    after = commands.leaving(session.state, "Ben")
    assert (after.heir, after.as_active, after.ends) == ("Ann", True, False)
    # Ben's own turn: to the next player in turn order.
    session.do(EndTurn())
    after = commands.leaving(session.state, "Ben", concede=False)
    assert (after.heir, after.as_active) == ("Cid", False)
    # Not the monarch: the crown stays; the state is untouched either way.
    assert commands.leaving(session.state, "Dev").heir is None
    assert session.state.monarch == "Ben"


def test_leaving_says_who_wins(session: Session) -> None:
    session.do(Concede("Cid"))
    session.do(Concede("Dev"))
    after = commands.leaving(session.state, "Ann")
    assert after.ends and after.winner == "Ben"
    assert commands.leaving(session.state, "Cid") == commands.Leaving()  # refused: nothing


def test_commander_damage_mode_is_a_command_that_ends_with_the_game(companion_home: object) -> None:
    """X turns the mode on and off, Esc ends it; it ends by itself when the game does."""
    session = Session(Quiet())
    session.start(NewGame(("Ann", "Ben"), 40))
    registry = build(session)
    assert not registry.enabled("commander_damage_done")
    registry.run("commander_damage")
    assert session.damage_mode == DamageMode() and registry.checked("commander_damage")
    assert registry.enabled("commander_damage_done")
    registry.run("commander_damage_done")
    assert session.damage_mode is None
    registry.run("commander_damage")
    session.do(Concede("Ben"))  # Ann wins: nothing more to enter
    assert session.damage_mode is None and not registry.enabled("commander_damage")
    session.close()


@pytest.mark.parametrize(
    ("menu", "shown"),
    [
        ("Save journal &as…", "Save journal as…"),
        ("新游戏(&N)…", "新游戏…"),  # the bracketed letter is only a menu's
        ("打开（&O）", "打开"),
        ("R&&D", "R&D"),
    ],
)
def test_a_menu_text_outside_a_menu_loses_its_mnemonic(menu: str, shown: str) -> None:
    """The shortcut list (F1) and the palette show commands as words: "新游戏(N)…" was stale."""
    assert commands.plain(menu) == shown


def test_the_partner_cast_has_its_own_key_for_partner_players(tmp_path: Path) -> None:
    """Shift+K casts the second (partner) commander, offered only to a player with partners."""
    from companion.core.actions import NewGame
    from companion.shell.session import Session
    from tests.shell.test_storage import Recorder

    session = Session(Recorder())
    session.start(NewGame(("Ann", "Ben"), 40, partners=("Ben",)), path=tmp_path / "g.jsonl")
    try:
        registry = build(session)
        assert registry["partner_cast"].shortcuts == ("Shift+K",)
        assert registry.players_for("partner_cast") == ["Ben"]
        assert registry.run("partner_cast", "Ben")
        assert session.state.player("Ben").partner_casts == 1
        assert not registry.run("partner_cast", "Ann")
    finally:
        session.close()
