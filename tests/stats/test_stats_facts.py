"""Per-player and game facts on hand-built games; the CSV; the pure package stays light."""

from __future__ import annotations

import csv
import io
import subprocess
import sys
from pathlib import Path

from companion.core.actions import CombatDamage, Hit, StepTo
from companion.core.game import Game
from companion.core.model import LeaveReason
from companion.core.steps import Step
from companion.stats import Timeline, csv_text, game_facts, player_facts, write_csv
from companion.stats.facts import wall_clock_seconds


def test_player_facts_of_the_crown_game(crown_game: Game) -> None:
    facts = {f.name: f for f in player_facts(crown_game, Timeline(crown_game))}
    ann, ben, cid = facts["Ann"], facts["Ben"], facts["Cid"]
    # Stolen by combat damage: counted for the one who lost it and the one who took it.
    assert (ann.crown_stolen_from, ann.crown_stolen_by) == (1, 0)
    assert (ben.crown_stolen_from, ben.crown_stolen_by) == (1, 1)
    assert (cid.crown_stolen_from, cid.crown_stolen_by) == (0, 1)
    # Draws: Ann resolved hers, Ben's was resolved by end_turn, Cid's was cancelled (conceded).
    assert (ann.monarch_draws, ben.monarch_draws, cid.monarch_draws) == (1, 1, 0)
    assert (ann.crowns, ben.crowns, cid.crowns) == (2, 1, 1)
    # The turns each ended as the monarch (CR 725.1, the end step's draw): Ann turn 1, Ben
    # turn 2 (stolen from Ann), Ann turn 3 (Cid stole it, then conceded: succession) and turn 4,
    # the turn the game is in. Each turn one player's: no more than the game's four.
    assert (ann.turns_as_monarch, ben.turns_as_monarch, cid.turns_as_monarch) == (3, 1, 0)
    assert (ann.commander_damage_dealt, ann.commander_damage_taken) == (0, 5)
    assert (ben.commander_damage_dealt, ben.commander_damage_taken) == (5, 3)
    assert (cid.commander_damage_dealt, cid.commander_damage_taken) == (3, 0)
    assert (ann.life, ben.life, cid.life) == (33, 37, 40)
    assert cid.departure is not None and cid.departure.reason is LeaveReason.CONCEDED
    assert ann.departure is None


def test_partner_damage_counts_as_commander_damage() -> None:
    from companion.core.actions import NewGame

    game = Game(NewGame(("Ann", "Ben"), 40, partners=("Ann",)))
    game.apply(StepTo(Step.COMBAT_DAMAGE))
    game.apply(CombatDamage((Hit("Ann", "Ben", 4, True, False, True), Hit("Ann", "Ben", 2, True))))
    facts = {f.name: f for f in player_facts(game, Timeline(game))}
    assert facts["Ann"].commander_damage_dealt == 6
    assert facts["Ben"].commander_damage_taken == 6


def test_game_facts(crown_game: Game, lethal_game: Game) -> None:
    facts = game_facts(crown_game, Timeline(crown_game))
    assert (facts.turns, facts.actions, facts.crown_changes) == (4, 15, 4)
    assert (facts.first_monarch, facts.first_monarch_turn) == ("Ann", 1)
    assert not facts.game_over and facts.winner is None and not facts.draw
    assert facts.seconds is None  # built in memory: no timestamps
    over = game_facts(lethal_game, Timeline(lethal_game))
    assert over.game_over and over.winner == "Ann" and not over.draw
    assert over.first_monarch == "Dee"


def test_wall_clock_time_from_the_journal_timestamps() -> None:
    lines = [
        {"action": "new_game", "at": "2025-05-01T19:00:00.000Z"},
        {"action": "step", "at": "2025-05-01T19:10:30.500Z"},
        {"action": "undo"},  # no timestamp: skipped
        {"action": "end_turn", "at": "not a time"},
    ]
    assert wall_clock_seconds(lines) == 630.5
    assert wall_clock_seconds([{"action": "new_game"}]) is None
    assert wall_clock_seconds([]) is None
    mixed = [{"at": "2025-05-01T19:00:00Z"}, {"at": "2025-05-01T19:00:05"}]
    assert wall_clock_seconds(mixed) is None


def test_csv_has_a_header_and_a_row_per_turn(crown_game: Game, tmp_path: Path) -> None:
    timeline = Timeline(crown_game)
    rows = list(csv.reader(io.StringIO(csv_text(timeline))))
    assert rows[0] == ["turn", "Ann", "Ben", "Cid", "monarch"]
    assert [r[0] for r in rows[1:]] == ["1", "2", "3", "4"]
    assert rows[1:] == [
        ["1", "40", "40", "40", "Ann"],
        ["2", "35", "40", "40", "Ben"],
        ["3", "33", "37", "40", "Ann"],
        ["4", "33", "37", "40", "Ann"],
    ]
    path = tmp_path / "life.csv"
    write_csv(timeline, path)
    with path.open(encoding="utf-8-sig", newline="") as f:
        assert list(csv.reader(f)) == rows


def test_csv_life_is_the_engines_at_the_end_of_each_turn(lethal_game: Game) -> None:
    rows = list(csv.DictReader(io.StringIO(csv_text(Timeline(lethal_game)))))
    assert len(rows) == lethal_game.state.turn
    ends = {}
    for k in range(len(lethal_game.entries) + 1):
        state = lethal_game.state_after(k)
        ends[state.turn] = state
    for row in rows:
        state = ends[int(row["turn"])]
        assert {p.name: str(p.life) for p in state.players} == {n: row[n] for n in state.names}
        assert row["monarch"] == (state.monarch or "")


def test_the_pure_stats_import_no_qt_numpy_or_charts() -> None:
    code = (
        "import sys, companion.stats, companion.stats.facts, companion.stats.export\n"
        "heavy = [m for m in sys.modules if m.split('.')[0] in "
        "('numpy', 'pyqtgraph', 'PySide6', 'shiboken6')]\n"
        "assert not heavy, heavy\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )
    assert result.returncode == 0, result.stderr


def test_the_stats_view_package_does_not_import_charts() -> None:
    code = (
        "import sys, companion.app.stats\n"
        "heavy = [m for m in sys.modules if m.split('.')[0] in ('numpy', 'pyqtgraph')]\n"
        "assert not heavy, heavy\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )
    assert result.returncode == 0, result.stderr


# -- the initiative (CR 726) and the dungeons (701.49) -----------------------------------------


def test_player_facts_of_the_initiative_game(initiative_game: Game) -> None:
    """Ben has the initiative at the end of turn 1, Cid from Ben's end step in turn 2 on (turns 2
    and 3 end with Cid holding it): each turn counts for whoever holds it as it ends."""
    facts = {f.name: f for f in player_facts(initiative_game, Timeline(initiative_game))}
    ann, ben, cid = facts["Ann"], facts["Ben"], facts["Cid"]
    assert (ann.turns_with_initiative, ben.turns_with_initiative, cid.turns_with_initiative) == (
        0,
        1,
        2,
    )
    # Taking it again while having it (726.5) is no new take.
    assert (ann.initiatives, ben.initiatives, cid.initiatives) == (0, 1, 1)
    # Ben completed Undercity; Ann Tomb of Annihilation with a card's ventures; Cid is inside.
    assert (ann.dungeons_completed, ben.dungeons_completed, cid.dungeons_completed) == (1, 1, 0)
    assert (ann.ventures, ben.ventures, cid.ventures) == (3, 5, 2)
    assert (ann.turns_as_monarch, ben.turns_as_monarch, cid.turns_as_monarch) == (0, 0, 0)


def test_turns_with_the_initiative_count_each_turn_once() -> None:
    """A turn counts once for whoever holds it as the turn ends, however many actions it has;
    Ben's turn, with only the action that ends it, counts too."""
    from companion.core.actions import EndTurn, NewGame, TakeInitiative, Venture

    game = Game(NewGame(("Ann", "Ben"), 40))
    game.apply(StepTo(Step.MAIN1))
    game.apply(TakeInitiative("Ann"))
    game.apply(Venture("Ann"))
    game.apply(EndTurn())
    game.apply(EndTurn())
    game.apply(StepTo(Step.UPKEEP))  # Ann's turn 3: her upkeep's venture (726.2)
    game.apply(Venture("Ann", room="Forge"))
    game.apply(EndTurn())
    facts = {f.name: f for f in player_facts(game, Timeline(game))}
    assert facts["Ann"].turns_with_initiative == game.state.turn == 4
    assert facts["Ben"].turns_with_initiative == 0


def test_game_facts_of_the_initiative_game(initiative_game: Game, crown_game: Game) -> None:
    facts = game_facts(initiative_game, Timeline(initiative_game))
    assert (facts.first_initiative, facts.first_initiative_turn) == ("Ben", 1)
    assert facts.initiative_changes == 2 and facts.uses_dungeons
    assert facts.first_monarch is None and facts.crown_changes == 0
    crown = game_facts(crown_game, Timeline(crown_game))
    assert crown.first_initiative is None and crown.initiative_changes == 0
    assert not crown.uses_dungeons


def test_csv_gains_the_initiative_and_dungeon_columns(initiative_game: Game) -> None:
    rows = list(csv.reader(io.StringIO(csv_text(Timeline(initiative_game)))))
    assert rows[0] == [
        "turn",
        "Ann",
        "Ben",
        "Cid",
        "monarch",
        "initiative",
        "Ann dungeons",
        "Ben dungeons",
        "Cid dungeons",
    ]
    assert rows[1:] == [
        ["1", "40", "40", "40", "", "Ben", "0", "0", "0"],
        ["2", "40", "40", "40", "", "Cid", "0", "1", "0"],
        ["3", "40", "40", "40", "", "Cid", "1", "1", "0"],
    ]


def test_csv_initiative_columns_are_the_engines_at_the_end_of_each_turn(
    initiative_game: Game,
) -> None:
    rows = list(csv.DictReader(io.StringIO(csv_text(Timeline(initiative_game)))))
    ends = {}
    for k in range(len(initiative_game.entries) + 1):
        state = initiative_game.state_after(k)
        ends[state.turn] = state
    for row in rows:
        state = ends[int(row["turn"])]
        assert row["initiative"] == (state.initiative or "")
        for p in state.players:
            assert row[f"{p.name} dungeons"] == str(p.dungeons_completed)


def test_a_card_venture_alone_brings_the_dungeon_columns() -> None:
    """A card's "venture into the dungeon" without the initiative: the columns are there, and
    nobody has had the initiative."""
    from companion.core.actions import NewGame, Venture

    game = Game(NewGame(("Ann", "Ben"), 40))
    game.apply(Venture("Ann", dungeon="Tomb of Annihilation", source="Nadaar"))
    rows = list(csv.reader(io.StringIO(csv_text(Timeline(game)))))
    assert rows[0][-3:] == ["initiative", "Ann dungeons", "Ben dungeons"]
    assert rows[1][-3:] == ["", "0", "0"]
    assert not Timeline(game).has_initiative
