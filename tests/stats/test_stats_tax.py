"""Commander tax in the stats (CR 903.8): each player's tax paid ({0} + {2} + {4}… per commander,
partners apart) in the per-player table and the CSV, shown only once someone cast a commander."""

from __future__ import annotations

import csv
import io

from pytestqt.qtbot import QtBot

from companion.app.stats.panel import StatsView
from companion.core.actions import CommanderCast, EndTurn, NewGame, Undo
from companion.core.game import Game
from companion.stats import Timeline, csv_text, game_facts, player_facts
from companion.stats.timeline import tax_paid


def _game() -> Game:
    """Ann casts her commander 3 times (tax {0}+{2}+{4} = 6); Ben each partner twice (2+2)."""
    game = Game(NewGame(("Ann", "Ben", "Cid"), 40, partners=("Ben",)))
    for action in (
        CommanderCast("Ann"),
        CommanderCast("Ben"),
        CommanderCast("Ben", partner=True),
        EndTurn(),
        CommanderCast("Ann"),
        CommanderCast("Ann"),
        CommanderCast("Ben"),
        CommanderCast("Ben", partner=True),
        CommanderCast("Ben", partner=True),
        CommanderCast("Ben", partner=True, delta=-1),  # a mistake taken back
    ):
        game.apply(action)
    return game


def test_tax_paid_is_two_for_each_earlier_cast() -> None:
    assert [tax_paid(n) for n in range(5)] == [0, 0, 2, 6, 12]


def test_player_facts_count_the_tax_paid() -> None:
    game, timeline = _game_and_timeline()
    facts = {f.name: f for f in player_facts(game, timeline)}
    assert (facts["Ann"].commander_casts, facts["Ann"].commander_tax_paid) == (3, 6)
    assert (facts["Ben"].commander_casts, facts["Ben"].commander_tax_paid) == (4, 4)
    assert (facts["Cid"].commander_casts, facts["Cid"].commander_tax_paid) == (0, 0)


def _game_and_timeline() -> tuple[Game, Timeline]:
    game = _game()
    return game, Timeline(game)


def test_csv_gains_a_tax_column_per_player_at_the_end_of_each_turn() -> None:
    game, timeline = _game_and_timeline()
    assert game_facts(game, timeline).uses_commander_tax
    rows = list(csv.DictReader(io.StringIO(csv_text(timeline))))
    assert [r["Ann commander tax"] for r in rows] == ["0", "6"]
    assert [r["Ben commander tax"] for r in rows] == ["0", "4"]
    assert [r["Cid commander tax"] for r in rows] == ["0", "0"]


def test_no_cast_no_tax_column() -> None:
    game = Game(NewGame(("Ann", "Ben"), 40))
    timeline = Timeline(game)
    assert "commander tax" not in csv_text(timeline)
    assert not game_facts(game, timeline).uses_commander_tax
    game.apply(CommanderCast("Ann"))
    assert "Ann commander tax" in csv_text(Timeline(game))  # one cast: {0} paid, but a cast


def test_the_table_row_shows_once_someone_cast(qtbot: QtBot) -> None:
    game = _game()
    view = StatsView(game)
    qtbot.addWidget(view)
    view.resize(1200, 900)
    table = view.table
    row = table.TAX_ROW
    assert table.item(row, 0).text() == "Commander tax paid"
    assert "{2}" in table.item(row, 0).toolTip()
    assert not table.isRowHidden(row)
    assert [table.value(i, row) for i in range(3)] == ["6", "4", "0"]
    while any(p.commander_casts or p.partner_casts for p in game.state.players):
        game.apply(Undo())
    view.refresh()
    assert table.isRowHidden(row)
