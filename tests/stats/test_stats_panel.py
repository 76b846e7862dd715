"""The stats panel draws the engine's numbers, exports valid files, follows the session live."""

from __future__ import annotations

import csv
import re
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from companion.app import describe, theme
from companion.app.session import GameSession
from companion.app.stats import plots
from companion.app.stats.panel import PostGameSummary, StatsPanel, StatsView
from companion.core.actions import LifeChange, NewGame, StepTo, Undo
from companion.core.game import Game
from companion.core.steps import Step
from companion.shell.palette import default_colors


def _view(qtbot: QtBot, game: Game) -> StatsView:
    view = StatsView(game)
    qtbot.addWidget(view)
    view.resize(1200, 900)
    return view


def test_curve_points_are_the_engines_life_totals(qtbot: QtBot, lethal_game: Game) -> None:
    view = _view(qtbot, lethal_game)
    count = len(lethal_game.entries)
    for name, curve in view.plots.curves.items():
        xs, ys = curve.xData, curve.yData
        last = view.timeline.last_index(name)
        # The staircase passes through (x_k, life_k) at every action k up to the player's exit.
        assert list(ys[0::2][: last + 1]) == [
            lethal_game.state_after(k).player(name).life for k in range(last + 1)
        ]
        assert list(xs[1::2][:last]) == view.timeline.xs[1 : last + 1]
        _, dots_y = view.plots.dots[name].getData()
        assert list(dots_y) == [
            lethal_game.state_after(k).player(name).life for k in range(last + 1)
        ]
        assert last == count or lethal_game.state.player(name).departure is not None


def test_departures_are_marked_at_the_life_they_left_with(qtbot: QtBot, lethal_game: Game) -> None:
    view = _view(qtbot, lethal_game)
    marks = next(i for _, i in view.plots._items if i.__class__.__name__ == "ScatterPlotItem")
    xs, ys = marks.getData()
    expected = sorted(
        (view.timeline.xs[i], lethal_game.state.player(p).life)
        for p, i in view.timeline.left_at.items()
    )
    assert sorted(zip(xs.tolist(), ys.tolist(), strict=True)) == expected


def test_crown_bands_match_monarch_history(qtbot: QtBot, crown_game: Game) -> None:
    view = _view(qtbot, crown_game)
    bars = next(i for _, i in view.plots._items if i.__class__.__name__ == "BarGraphItem")
    history = crown_game.state.monarch_history
    colors = default_colors(crown_game.setup.players)
    assert [plots.pg.mkBrush(b).color().name() for b in bars.opts["brushes"]] == [
        QColor(colors[h.player]).name() for h in history
    ]
    starts = np.asarray(bars.opts["x0"])
    assert list(starts) == [view.timeline.xs[c.index] for c in view.timeline.crown_changes()]
    labels = [i.textItem.toPlainText() for _, i in view.plots._items if hasattr(i, "textItem")]
    assert labels == ["Palace Jailer", "combat damage", "combat damage", "succession"]


def test_export_png_and_csv(qtbot: QtBot, crown_game: Game, tmp_path: Path) -> None:
    view = _view(qtbot, crown_game)
    view.show()
    qtbot.waitExposed(view)
    size = view.export_png(tmp_path / "chart.png")
    image = QImage(str(tmp_path / "chart.png"))
    assert not image.isNull()
    ratio = view.plots.view.devicePixelRatioF()
    assert (image.width(), image.height()) == (size.width(), size.height())
    assert image.width() == round(view.plots.view.width() * ratio) > 300
    view.export_csv(tmp_path / "life.csv")
    with (tmp_path / "life.csv").open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    assert rows[0] == ["turn", "Ann", "Ben", "Cid", "monarch"]
    assert len(rows) == 1 + crown_game.state.turn
    assert rows[-1][1:4] == [str(p.life) for p in crown_game.state.players]


def test_export_buttons_ask_for_a_file(
    qtbot: QtBot, crown_game: Game, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = _view(qtbot, crown_game)
    target = tmp_path / "out.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    view.csv_button.click()
    assert target.read_text(encoding="utf-8-sig").startswith("turn,Ann,Ben,Cid,monarch")
    assert str(target) in view.status.text()
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "no" / "x.png"), "")
    )
    view.png_button.click()
    assert "Could not save" in view.status.text()


def test_hover_names_the_action_and_the_totals(qtbot: QtBot, crown_game: Game) -> None:
    view = _view(qtbot, crown_game)
    seen: list[int] = []
    view.plots.hovered.connect(seen.append)
    k = next(
        i
        for i, e in enumerate(crown_game.entries, 1)
        if e.action.__class__.__name__ == "CombatDamage"
    )
    view.plots.show_index(k)
    text = view.hover.text().replace("\u00a0", " ")  # a name and its total never split
    assert seen == [k]
    assert describe.action_label(crown_game.entries[k - 1].action) in text
    assert "Ann 35" in text and "Monarch: Ben" in text
    assert "becomes the monarch" in text  # the explanation of the steal
    view.plots.show_index(0)
    assert "Start of the game" in view.hover.text()


def test_table_and_facts(qtbot: QtBot, crown_game: Game) -> None:
    view = _view(qtbot, crown_game)
    table = view.table
    assert [table.value(i, 0) for i in range(3)] == ["Ann", "Ben", "Cid"]
    assert [table.value(i, 1) for i in range(3)] == ["33", "37", "40"]
    assert [table.value(i, 6) for i in range(3)] == ["0", "1", "1"]  # crown stolen
    assert table.item(0, 3).font().strikeOut() is True  # Cid left
    assert view.facts.value("turns") == "4"
    assert view.facts.value("first") == "Ann (turn 1)"
    assert view.facts.value("result") == "in progress"


def test_names_are_plain_text(qtbot: QtBot) -> None:
    game = Game(NewGame(("<b>x</b>", "Ben"), 40))
    game.apply(LifeChange("<b>x</b>", -3))
    view = _view(qtbot, game)
    assert view.table.value(0, 0) == "<b>x</b>"
    assert [entry.name for entry in view.plots.legend.entries] == ["<b>x</b>", "Ben"]
    assert "<b>x</b>\u00a037" in view.hover.text()


def test_post_game_summary_needs_no_session(qtbot: QtBot, lethal_game: Game) -> None:
    summary = PostGameSummary(lethal_game, {"Ann": "#123456"})
    qtbot.addWidget(summary)
    assert summary.title.text() == "Game summary"
    assert summary.facts.value("result") == "Ann wins"
    assert summary.colors["Ann"] == "#123456"
    assert summary.plots.curves["Ann"].opts["pen"].color().name() == "#123456"


def test_live_panel_follows_actions_and_undo(qtbot: QtBot, demo_session: GameSession) -> None:
    panel = StatsPanel(demo_session)
    qtbot.addWidget(panel)
    panel.show()
    qtbot.waitExposed(panel)
    before = panel.redraws
    for _ in range(5):
        demo_session.do(LifeChange("Ann", -1))
    qtbot.waitUntil(lambda: panel.timeline.count == len(demo_session.game.entries))
    assert panel.redraws == before + 1  # the burst was drawn once
    assert panel.plots.curves["Ann"].yData[-1] == demo_session.state.player("Ann").life
    demo_session.do(Undo())
    qtbot.waitUntil(lambda: panel.timeline.count == len(demo_session.game.entries))
    assert panel.timeline.life["Ann"][-1] == demo_session.state.player("Ann").life
    assert panel.plots.curves["Ann"].yData[-1] == demo_session.state.player("Ann").life


def test_hidden_panel_redraws_when_shown(qtbot: QtBot, demo_session: GameSession) -> None:
    panel = StatsPanel(demo_session)
    qtbot.addWidget(panel)
    demo_session.do(StepTo(Step.COMBAT_DAMAGE))
    qtbot.wait(150)
    assert panel.timeline.count < len(demo_session.game.entries)
    panel.show()
    assert panel.timeline.count == len(demo_session.game.entries)


def test_reset_loads_the_other_game(qtbot: QtBot, demo_session: GameSession) -> None:
    panel = StatsPanel(demo_session)
    qtbot.addWidget(panel)
    demo_session.start(NewGame(("Eve", "Fay"), 20))
    assert set(panel.plots.curves) == {"Eve", "Fay"}
    assert panel.timeline.count == 0


class _Shouting(QTranslator):
    """Upper-cases the stats' strings: shows which texts are re-read on LanguageChange."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        # The stats' own contexts, and the game's terms and the export words they say too.
        if context not in (
            "StatsView", "StatsPlots", "FactsView", "PlayerTable", "Terms", "ChartExport"
        ):
            return source
        # Upper-case the words, not the {placeholders}.
        return re.sub(r"[^{}]+(?=\{|$)", lambda m: m.group(0).upper(), source)

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False


def test_texts_follow_a_language_change(qtbot: QtBot, crown_game: Game) -> None:
    view = _view(qtbot, crown_game)
    translator = _Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: view.title.text() == "GAME STATISTICS")
        assert view.facts.titles["turns"].text() == "TURNS"
        assert view.table.item(1, 0).text() == "LIFE"
        assert "LIFE" in view.plots.life.getAxis("left").labelText
    finally:
        QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: view.title.text() == "Game statistics")


def test_light_palette_gives_a_light_chart(qtbot: QtBot, crown_game: Game) -> None:
    view = _view(qtbot, crown_game)
    view.setPalette(theme.dark_palette())  # PaletteChange restyles
    assert view.plots.view.backgroundBrush().color().name() == theme.BACKGROUND
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Window, QColor("#ffffff"))
    view.setPalette(palette)
    assert view.plots.view.backgroundBrush().color().lightness() > 200


# -- the initiative (CR 726) -------------------------------------------------------------------


def _bars(view: StatsView, band: object) -> list[object]:
    return [
        i for p, i in view.plots._items if p is band and i.__class__.__name__ == "BarGraphItem"
    ]


def _band_labels(view: StatsView, band: object) -> list[str]:
    return [i.textItem.toPlainText() for p, i in view.plots._items
            if p is band and hasattr(i, "textItem")]


def test_initiative_band_matches_its_history(qtbot: QtBot, initiative_game: Game) -> None:
    """Ben for turns 1-2, then Cid: two segments in their colours, under the crown band."""
    view = _view(qtbot, initiative_game)
    plots_ = view.plots
    assert plots_.initiative_shown and plots_.bands() == [plots_.crown, plots_.initiative]
    assert view.plots.view.ci.getItem(2, 0) is plots_.initiative  # the row under the crown's
    (bars,) = _bars(view, plots_.initiative)
    colors = default_colors(initiative_game.setup.players)
    assert [plots.pg.mkBrush(b).color().name() for b in bars.opts["brushes"]] == [
        QColor(colors["Ben"]).name(),
        QColor(colors["Cid"]).name(),
    ]
    changes = view.timeline.initiative_changes()
    assert list(bars.opts["x0"]) == [view.timeline.xs[c.index] for c in changes]
    assert list(bars.opts["x1"]) == [view.timeline.xs[changes[1].index], view.timeline.end_x]
    assert _band_labels(view, plots_.initiative) == [
        "Seasoned Dungeoneer",
        "Undermountain Adventurer",
    ]
    marks = [
        i for p, i in plots_._items
        if p is plots_.initiative and i.__class__.__name__ == "ScatterPlotItem"
    ]
    assert len(marks) == 1
    assert marks[0].opts["brush"].color().name() == QColor(plots.INITIATIVE_COLOR).name()
    assert _bars(view, plots_.crown) == []  # nobody was the monarch: an empty crown band
    # The turn axis moves under the initiative's band.
    assert plots_.initiative.getAxis("bottom").style["showValues"]
    assert not plots_.crown.getAxis("bottom").style["showValues"]


def test_a_game_without_the_initiative_shows_no_initiative_band(
    qtbot: QtBot, crown_game: Game
) -> None:
    view = _view(qtbot, crown_game)
    assert not view.plots.initiative_shown
    assert view.plots.bands() == [view.plots.crown]
    assert view.plots.initiative not in view.plots.view.ci.items
    assert view.plots.initiative_labels == [] and _bars(view, view.plots.initiative) == []
    assert view.plots.crown.getAxis("bottom").style["showValues"]
    assert [view.table.isRowHidden(r) for r in view.table.INITIATIVE_ROWS] == [True] * 3
    assert view.facts.titles["first_initiative"].isHidden()
    assert view.facts.values["initiative_changes"].isHidden()
    assert "Initiative" not in view.hover.text()
    assert view.causes.text().startswith("Crown changes:")


def test_the_band_goes_when_the_initiative_is_undone(qtbot: QtBot, initiative_game: Game) -> None:
    view = _view(qtbot, initiative_game)
    while initiative_game.state.initiative_history:
        initiative_game.apply(Undo())
    while any(p.dungeons_completed or p.dungeon for p in initiative_game.state.players):
        initiative_game.apply(Undo())
    view.refresh()
    assert not view.plots.initiative_shown
    assert view.plots.initiative not in view.plots.view.ci.items
    assert view.plots.crown.getAxis("bottom").style["showValues"]
    assert [view.table.isRowHidden(r) for r in view.table.INITIATIVE_ROWS] == [True] * 3


def test_table_and_facts_of_the_initiative_game(qtbot: QtBot, initiative_game: Game) -> None:
    view = _view(qtbot, initiative_game)
    table = view.table
    turns, took, dungeons = table.INITIATIVE_ROWS
    assert table.item(turns, 0).text() == "Turns with the initiative"
    assert [table.value(i, turns) for i in range(3)] == ["0", "1", "2"]
    assert [table.value(i, took) for i in range(3)] == ["0", "1", "1"]
    assert [table.value(i, dungeons) for i in range(3)] == ["1", "1", "0"]
    assert not any(table.isRowHidden(r) for r in table.INITIATIVE_ROWS)
    # The table is exactly as tall as its shown rows.
    shown = sum(table.rowHeight(r) for r in range(table.rowCount()) if not table.isRowHidden(r))
    assert table.height() >= shown
    assert view.facts.value("first_initiative") == "Ben (turn 1)"
    assert view.facts.value("initiative_changes") == "2"
    assert not view.facts.titles["first_initiative"].isHidden()
    text = view.hover.text().replace("\u00a0", " ")
    assert "No monarch" in text and "Initiative: Cid" in text
    view.plots.show_index(3)  # Ben's first take and venture
    assert "Initiative: Ben" in view.hover.text().replace("\u00a0", " ")
    assert view.causes.text().startswith("Crown and initiative changes:")


def test_export_csv_has_the_initiative_columns(
    qtbot: QtBot, initiative_game: Game, tmp_path: Path
) -> None:
    view = _view(qtbot, initiative_game)
    view.export_csv(tmp_path / "life.csv")
    with (tmp_path / "life.csv").open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    assert [r["initiative"] for r in rows] == ["Ben", "Cid", "Cid"]
    assert [r["Ben dungeons"] for r in rows] == ["0", "1", "1"]
