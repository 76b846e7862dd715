"""The charts look the same however they got there, list every player, and never stack labels."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QFontMetricsF, QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from companion.app.session import GameSession
from companion.app.stats import plots
from companion.app.stats.panel import StatsPanel, StatsView
from companion.core.actions import (
    BecomeMonarch,
    CombatDamage,
    EndTurn,
    Hit,
    LifeChange,
    NewGame,
    StepTo,
    TakeInitiative,
    Venture,
)
from companion.core.game import Game
from companion.core.steps import Step

EIGHT = ("Annabelle", "Benedikt", "Cid", "Dee", "Evelyn", "Fay", "Gustav", "Hal")


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


@pytest.fixture
def eight(make_session: Callable[..., GameSession]) -> GameSession:
    """Eight players, three turns of damage, the crown on Ann."""
    session = make_session(EIGHT)
    session.do(StepTo(Step.MAIN1))
    session.do(BecomeMonarch("Annabelle", "Palace Jailer"))
    for turn in range(3):
        session.do(StepTo(Step.COMBAT_DAMAGE))
        attacker = session.state.turn_player
        target = EIGHT[(turn + 3) % 8]
        session.do(CombatDamage((Hit(attacker, target, 3 + turn),)))
        session.do(EndTurn())
    return session


@pytest.fixture
def panel(qtbot: QtBot, eight: GameSession) -> Iterator[StatsPanel]:
    panel = StatsPanel(eight)
    qtbot.addWidget(panel)
    panel.resize(900, 700)
    panel.show()
    qtbot.waitExposed(panel)
    _settle()
    yield panel


def _styles(panel: StatsView) -> dict[str, dict[str, object]]:
    return {name: panel.plots.style_of(name) for name in panel.timeline.players}


def _picture(panel: StatsView) -> QImage:
    _settle()
    return panel.plots.view.grab().toImage()


def _redraw(panel: StatsPanel) -> None:
    panel.refresh()  # what the 100 ms timer does
    _settle()


# -- one way to draw ---------------------------------------------------------------------------


def test_curve_style_is_the_same_after_undo_and_redo(panel: StatsPanel, eight: GameSession) -> None:
    first = _styles(panel)
    assert all(style["dots"] for style in first.values())  # a short game: a dot per action
    picture = _picture(panel)
    # One change inside the step (the view's range stays), then Undo, Redo and Undo again: pyqtgraph
    # used to show the curves' dots only after a redraw that kept the range.
    eight.do(LifeChange("Cid", -2))
    _redraw(panel)
    assert _styles(panel) == first
    for step in (eight.undo, eight.redo, eight.undo):
        step()
        _redraw(panel)
        assert _styles(panel) == first
    assert _picture(panel) == picture  # back where it was: the very same pixels


def test_a_redraw_after_a_new_turn_keeps_the_style(panel: StatsPanel, eight: GameSession) -> None:
    first = _styles(panel)
    eight.do(EndTurn())  # the range grows
    _redraw(panel)
    eight.undo()
    _redraw(panel)
    assert _styles(panel) == first


def test_a_fresh_view_draws_what_the_live_one_shows(
    qtbot: QtBot, panel: StatsPanel, eight: GameSession
) -> None:
    eight.do(LifeChange("Cid", -2))
    _redraw(panel)
    eight.undo()
    _redraw(panel)
    game = eight.game
    assert game is not None
    fresh = StatsView(game, eight.colors)
    qtbot.addWidget(fresh)
    fresh.resize(panel.size())
    fresh.show()
    qtbot.waitExposed(fresh)
    _settle()
    assert _styles(fresh) == _styles(panel)
    assert _picture(fresh) == _picture(panel)


# -- the legend --------------------------------------------------------------------------------


@pytest.mark.parametrize("width", [420, 520, 900])
def test_the_legend_lists_all_eight_players_inside_the_view(
    qtbot: QtBot, panel: StatsPanel, width: int
) -> None:
    panel.resize(width, 640)
    qtbot.waitUntil(lambda: panel.width() == width)
    _settle()
    legend = panel.plots.legend
    entries = legend.entries
    assert [e.name for e in entries] == list(EIGHT)
    view = panel.rect()
    rects: list[QRect] = []
    for entry in entries:
        assert entry.isVisible()
        rect = QRect(entry.mapTo(panel, entry.rect().topLeft()), entry.size())
        assert view.contains(rect), (entry.name, rect, view)
        assert legend.rect().contains(entry.geometry())  # the legend is as tall as its rows
        assert entry.width() >= entry.sizeHint().width()  # the whole name, never cut
        rects.append(rect)
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert not a.intersects(b), (a, b)
    # Never over the chart either: the legend is under it.
    chart = panel.plots.view.geometry()
    assert legend.geometry().top() >= chart.bottom()


def test_a_player_who_left_is_struck_out_in_the_legend(qtbot: QtBot, crown_game: Game) -> None:
    view = StatsView(crown_game)
    qtbot.addWidget(view)
    looks = {e.name: e.look for e in view.plots.legend.entries}
    assert looks["Cid"].left and not looks["Ann"].left
    assert looks["Ann"].color == view.colors["Ann"]
    assert looks["Ann"].line_width == view.plots.style_of("Ann")["pen"][1]  # type: ignore[index]


# -- the crown band's labels -------------------------------------------------------------------


def _crowded_game() -> Game:
    """The crown changes hands four times in each of three turns: the labels have no room."""
    game = Game(NewGame(EIGHT, 40))
    game.apply(StepTo(Step.MAIN1))
    cards = ("Palace Jailer", "Queen Marchesa", "Court of Grace", "Custodi Lich")
    for _turn in range(3):
        for i, card in enumerate(cards):
            game.apply(BecomeMonarch(EIGHT[i], card))
        game.apply(EndTurn())
        game.apply(StepTo(Step.MAIN1))
    return game


def _label_check(view: StatsView, band_name: str = "crown") -> list[str]:
    """The labels shown: each inside the band, none touching another, each its cause's text
    whole or cut short with an ellipsis."""
    crowd = view.plots
    crowd.fit_labels()
    plot = crowd.crown if band_name == "crown" else crowd.initiative
    labels = crowd.labels if band_name == "crown" else crowd.initiative_labels
    band = plot.vb.sceneBoundingRect()
    rects = crowd.label_rects(band_name)
    for i, a in enumerate(rects):
        assert band.contains(a), (a, band)
        for b in rects[i + 1 :]:
            assert not a.intersects(b), (a, b)
    shown = [(label.toPlainText(), whole) for _, label, whole in labels if label.isVisible()]
    for text, whole in shown:
        assert text == whole or (text.endswith("…") and whole.startswith(text[:-1])), text
    return [text for text, _ in shown]


@pytest.mark.parametrize("width", [480, 900, 1600])
def test_crown_labels_never_overlap(qtbot: QtBot, width: int) -> None:
    game = _crowded_game()
    view = StatsView(game)
    qtbot.addWidget(view)
    view.resize(width, 600)
    view.show()
    qtbot.waitExposed(view)
    _settle()
    assert len(view.plots.labels) == 12 <= plots.MAX_CROWN_LABELS
    shown = _label_check(view)
    assert 0 < len(shown) < 12  # no room for all twelve: some are left out, none overlap
    # Zoomed in on the first turn's main phase, all four changes there get a label.
    view.plots.life.setXRange(1.24, 1.32, padding=0)
    _settle()
    zoomed = _label_check(view)
    assert len(zoomed) == 4, zoomed


def test_labels_are_fitted_in_the_crown_game(qtbot: QtBot, crown_game: Game) -> None:
    view = StatsView(crown_game)
    qtbot.addWidget(view)
    view.resize(1200, 700)
    view.show()
    qtbot.waitExposed(view)
    _settle()
    shown = _label_check(view)
    assert shown[0] == "Palace Jailer"  # the first change has room for its card's whole name


# -- the initiative's band ---------------------------------------------------------------------


def _venture(game: Game, player: str) -> None:
    """The venture a take of the initiative owes, along the first arrow."""
    from companion.core import dungeons

    p = game.state.player(player)
    room = (
        dungeons.first_room(dungeons.UNDERCITY)
        if p.dungeon is None or p.room is None
        else dungeons.rooms_after(p.dungeon, p.room)[0]
    )
    game.apply(Venture(player, room=room))


def _crowded_initiative_game() -> Game:
    """The initiative changes hands four times in each of three turns (the crown never)."""
    game = Game(NewGame(EIGHT, 40))
    game.apply(StepTo(Step.MAIN1))
    cards = ("Seasoned Dungeoneer", "Undermountain Adventurer", "Dungeon Delver", "Nadaar")
    for _turn in range(3):
        for i, card in enumerate(cards):
            game.apply(TakeInitiative(EIGHT[i], card))
            _venture(game, EIGHT[i])
        game.apply(EndTurn())
        game.apply(StepTo(Step.UPKEEP))
        holder = game.state.initiative
        if holder == game.state.turn_player:
            _venture(game, holder)
        game.apply(StepTo(Step.MAIN1))
    return game


@pytest.mark.parametrize("width", [480, 900, 1600])
def test_initiative_labels_never_overlap(qtbot: QtBot, width: int) -> None:
    game = _crowded_initiative_game()
    view = StatsView(game)
    qtbot.addWidget(view)
    view.resize(width, 600)
    view.show()
    qtbot.waitExposed(view)
    _settle()
    assert view.plots.initiative_shown and len(view.plots.initiative_labels) == 12
    shown = _label_check(view, "initiative")
    assert 0 < len(shown) < 12
    view.plots.life.setXRange(1.24, 1.32, padding=0)
    _settle()
    assert len(_label_check(view, "initiative")) == 4


@pytest.fixture
def eight_with_initiative(eight: GameSession) -> GameSession:
    """The eight players' game, and the initiative taken by Cid and stolen by Dee in combat."""
    eight.do(StepTo(Step.MAIN1))
    eight.do(TakeInitiative("Cid", "Seasoned Dungeoneer"))
    eight.do(Venture("Cid"))
    eight.do(StepTo(Step.COMBAT_DAMAGE))
    eight.do(CombatDamage((Hit("Dee", "Cid", 2),)))
    eight.do(Venture("Dee"))
    eight.do(EndTurn())
    return eight


@pytest.mark.parametrize(("width", "height"), [(500, 640), (900, 700)])
def test_bands_fit_beside_eight_players(
    qtbot: QtBot, eight_with_initiative: GameSession, width: int, height: int
) -> None:
    """The Stats dock at 1280x720 (about 500x640) and wider: life chart, crown band and
    initiative band one under the other, none over another; the bands' names fit their margin;
    the life chart is taller than both bands; the legend stays under the charts."""
    panel = StatsPanel(eight_with_initiative)
    qtbot.addWidget(panel)
    panel.resize(width, height)
    panel.show()
    qtbot.waitExposed(panel)
    _settle()
    plots_ = panel.plots
    assert plots_.initiative_shown
    life, crown, initiative = (p.sceneBoundingRect() for p in (plots_.life, *plots_.bands()))
    assert life.bottom() <= crown.top() + 0.5 and crown.bottom() <= initiative.top() + 0.5
    assert initiative.bottom() <= plots_.view.height() + 0.5
    bands_height = sum(band.vb.sceneBoundingRect().height() for band in plots_.bands())
    assert plots_.life.vb.sceneBoundingRect().height() > bands_height
    for band in plots_.bands():
        view_box = band.vb.sceneBoundingRect()
        assert view_box.height() >= plots_._symbol_size()  # the cause symbols fit
        axis = band.getAxis("left")
        ((_, name),) = axis._tickLevels[0]
        metrics = QFontMetricsF(axis.style["tickFont"])
        assert metrics.horizontalAdvance(name) + axis.style["tickTextOffset"][0] <= axis.width()
        assert axis.width() == plots_.life.getAxis("left").width()  # one x for every plot
    for band_name in ("crown", "initiative"):
        _label_check(panel, band_name)
    assert panel.plots.legend.geometry().top() >= panel.plots.view.geometry().bottom()


def test_axis_numbers_are_written_the_languages_way(panel: StatsPanel) -> None:
    """A fraction of a turn reads "1,5" in German (pyqtgraph wrote "1.5" in every language)."""
    from PySide6.QtCore import QLocale

    from companion.app.charts.kit import LocaleAxis

    axis = LocaleAxis("bottom")
    before = QLocale()
    try:
        QLocale.setDefault(QLocale("de"))
        assert axis.tickStrings([1.0, 1.5], 1.0, 0.5) == ["1,0", "1,5"]
        QLocale.setDefault(QLocale("en"))
        assert axis.tickStrings([1.0, 1.5], 1.0, 0.5) == ["1.0", "1.5"]
        assert axis.tickStrings([10.0, 20.0], 1.0, 10.0) == ["10", "20"]
    finally:
        QLocale.setDefault(before)


def test_the_life_axis_shows_whole_totals_only(qtbot: QtBot, crown_game: Game) -> None:
    """Play-test (Chinese, 1920x1080): the winner's chart ticked 39.5, 38.5, 37.5, and the longer
    labels crowded the axis title. Life is a whole number: so are its ticks, however tall the
    chart and however small the range."""
    view = StatsView(crown_game)
    qtbot.addWidget(view)
    for height in (300, 700, 1000):
        view.resize(1200, height)
        view.show()
        qtbot.waitExposed(view)
        QApplication.processEvents()
        axis = view.plots.life.getAxis("left")
        low, high = view.plots.life.vb.viewRange()[1]
        values = [v for _spacing, ticks in axis.tickValues(low, high, height) for v in ticks]
        assert values and all(float(v).is_integer() for v in values), values
