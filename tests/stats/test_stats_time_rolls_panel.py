"""The Stats table and facts show time per turn and the rolls (issue 16 item 8): the turns' rows
in a journal with times, the rolls' rows only for what someone rolled, the drawn first player in
the facts; every title follows a language change."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, QSize, QTranslator
from PySide6.QtWidgets import QStyleOptionViewItem
from pytestqt.qtbot import QtBot
from test_stats_turn_times import at, timed_game

from companion.app.stats import tables
from companion.app.stats.panel import StatsView
from companion.app.stats.tables import PlayerTable
from companion.core.actions import EndTurn, FirstPlayer, LifeChange, NewGame, Roll, Undo
from companion.core.game import Game
from companion.stats import player_facts
from companion.stats.facts import die_sides


def _view(qtbot: QtBot, game: Game) -> StatsView:
    view = StatsView(game)
    qtbot.addWidget(view)
    view.resize(1200, 900)
    return view


def _row(table: PlayerTable, row: int) -> list[str]:
    return [table.value(i, row) for i in range(table.columnCount() - 1)]


def _titles(table: PlayerTable) -> list[str]:
    return [
        table.item(r, 0).text() for r in range(table.rowCount()) if not table.isRowHidden(r)
    ]


def _time_game() -> Game:
    """Ann 90 s and 3725 s (an hour and more), Ben 60 s; Cid's turn 3 has no recorded end."""
    return timed_game(
        [
            (EndTurn(), 90),
            (EndTurn(), 150),
            (LifeChange("Cid", -1), 160),
            (EndTurn(), None),
            (EndTurn(), 4000),
            (EndTurn(), 7725),
        ]
    )


def test_the_turns_rows_in_the_clocks_format(qtbot: QtBot) -> None:
    view = _view(qtbot, _time_game())
    table = view.table
    taken, average, longest, total = table.TIME_ROWS
    assert [table.item(r, 0).text() for r in table.TIME_ROWS] == [
        "Turns taken",
        "Average turn",
        "Longest turn",
        "Time on their turns",
    ]
    assert not any(table.isRowHidden(r) for r in table.TIME_ROWS)
    assert "left out" in table.item(average, 0).toolTip()
    # Ann: turns 1 (1:30) and 4 (unknown: its start has no time); Ben: 2 (1:00), 5 (1:02:05).
    assert _row(table, taken) == ["2", "2", "1"]
    assert _row(table, average) == ["1:30", "31:32", "–"]
    assert _row(table, longest) == ["1:30", "1:02:05", "–"]
    assert _row(table, total) == ["1:30", "1:03:05", "–"]


def test_no_times_no_turns_rows(qtbot: QtBot) -> None:
    game = Game.from_actions([NewGame(("Ann", "Ben"), 40), EndTurn(), EndTurn()])
    view = _view(qtbot, game)
    assert all(view.table.isRowHidden(r) for r in view.table.TIME_ROWS)
    assert view.table.roll_rows == {} and view.table.rowCount() == PlayerTable.ROWS
    assert view.facts.titles["drawn_first"].isHidden()


def _rolls_game() -> Game:
    game = Game(NewGame(("Ann", "Ben", "Cid"), 40), at(0))
    for action in (
        FirstPlayer("Cid", random=True),
        Roll("Cid", "d20", "17"),
        Roll("Cid", "d20", "4"),
        Roll("Ann", "d6", "6"),
        Roll("Ann", "d100", "42"),
        Roll("Ben", "coin", "tails"),
        Roll("Ann", "planar", "planeswalk"),
        Roll("Ann", "planar", "blank"),
    ):
        game.apply(action, at(10))
    return game


def test_the_rolls_rows_show_what_someone_rolled(qtbot: QtBot) -> None:
    game = _rolls_game()
    view = _view(qtbot, game)
    table = view.table
    rows = table.roll_rows
    assert list(rows) == [
        "dice:d6",
        "dice:d20",
        "dice:d100",
        "d20_average",
        "heads",
        "tails",
        "planeswalk",
        "chaos",
        "blank",
    ]
    assert min(rows.values()) == table.ROWS and table.rowCount() == table.ROWS + len(rows)
    assert table.item(rows["dice:d20"], 0).text() == "d20 rolls"
    assert table.item(rows["dice:d20"], 0).toolTip() == "Times the player rolled a d20"
    assert _row(table, rows["dice:d6"]) == ["1", "0", "0"]
    assert _row(table, rows["dice:d20"]) == ["0", "0", "2"]
    assert _row(table, rows["d20_average"]) == ["–", "–", "10.5"]
    assert (_row(table, rows["heads"]), _row(table, rows["tails"])) == (
        ["0", "0", "0"],
        ["0", "1", "0"],
    )
    assert [_row(table, rows[k]) for k in ("planeswalk", "chaos", "blank")] == [
        ["1", "0", "0"],
        ["0", "0", "0"],
        ["1", "0", "0"],
    ]
    assert not view.facts.titles["drawn_first"].isHidden()
    assert view.facts.value("drawn_first") == "Cid"
    # The rows go with the rolls: without the coin and the planar die, only the dice's.
    for _ in range(3):
        game.apply(Undo())
    view.refresh()
    assert list(table.roll_rows) == ["dice:d6", "dice:d20", "dice:d100", "d20_average"]
    assert "Coin flips: tails" not in _titles(table)
    while game.can_undo():
        game.apply(Undo())
    view.refresh()
    assert table.roll_rows == {} and table.rowCount() == table.ROWS
    assert view.facts.titles["drawn_first"].isHidden()


def test_only_the_kinds_rolled_have_rows(qtbot: QtBot) -> None:
    game = Game(NewGame(("Ann", "Ben"), 40))
    game.apply(Roll("Ben", "coin", "heads"))
    view = _view(qtbot, game)
    assert list(view.table.roll_rows) == ["heads", "tails"]
    assert view.facts.titles["drawn_first"].isHidden()  # nobody was drawn
    game.apply(Roll("Ann", "d8", "3"))
    view.refresh()
    assert list(view.table.roll_rows) == ["dice:d8", "heads", "tails"]  # no d20, no average
    assert _row(view.table, view.table.roll_rows["dice:d8"]) == ["1", "0"]
    assert sorted(["d100", "d8", "d20", "d4"], key=die_sides) == ["d4", "d8", "d20", "d100"]


class _Shouting(QTranslator):
    """Upper-cases the table's and the facts' strings, not their {placeholders}."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        if context not in ("FactsView", "PlayerTable", "Terms"):
            return source
        return re.sub(r"[^{}]+(?=\{|$)", lambda m: m.group(0).upper(), source)

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False


def test_every_new_title_follows_a_language_change(qtbot: QtBot) -> None:
    game = _rolls_game()
    game.apply(EndTurn(), at(75))
    view = _view(qtbot, game)
    translator = _Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        table = view.table
        qtbot.waitUntil(lambda: table.item(table.TIME_ROWS[1], 0).text() == "AVERAGE TURN")
        assert table.item(table.roll_rows["dice:d20"], 0).text() == "d20 ROLLS"
        assert table.item(table.roll_rows["planeswalk"], 0).text() == "PLANAR DIE: PLANESWALK"
        assert view.facts.titles["drawn_first"].text() == "DRAWN TO GO FIRST"
        assert _row(table, table.TIME_ROWS[1]) == ["–", "–", "1:15"]  # values kept
    finally:
        QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: view.table.item(view.table.TIME_ROWS[1], 0).text() == "Average turn")


def test_filling_the_table_measures_each_cell_a_few_times_not_per_cell_filled(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Counted, not timed: with the columns sized to their contents while filling, every cell set
    measured its whole column again (~38,000 measurements and 0.24 s for 30 rows of 8 players,
    on every redraw); sized once when full, it is a few per cell."""
    measured = [0]
    size_hint = tables._UprightNames.sizeHint

    def counting(
        self: tables._UprightNames,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> QSize:
        measured[0] += 1
        return size_hint(self, option, index)

    monkeypatch.setattr(tables._UprightNames, "sizeHint", counting)  # before the table is made
    names = ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal")
    game = Game(NewGame(names, 40))
    for name in names:
        for die in ("d4", "d6", "d8", "d10", "d12", "d20", "d100"):
            game.apply(Roll(name, die, "3"))
        game.apply(Roll(name, "coin", "heads"))
        game.apply(Roll(name, "planar", "chaos"))
    view = _view(qtbot, game)
    view.show()
    qtbot.waitExposed(view)
    table = view.table
    assert table.rowCount() == table.ROWS + 13
    measured[0] = 0
    table.set_facts(player_facts(game, view.timeline), view.colors, game.setup)
    cells = table.rowCount() * table.columnCount()
    assert 0 < measured[0] <= 3 * cells
