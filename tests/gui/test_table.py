"""TableView: seats for 2-8 players, rotation, clicks through rotated panels, selection, reset."""

from __future__ import annotations

import math
from collections.abc import Callable
from itertools import combinations

import pytest
from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from pytestqt.qtbot import QtBot

from companion.app.session import GameSession
from companion.app.widgets.panel_seats import seats
from companion.app.widgets.table import TableView
from companion.core.actions import Concede, LifeChange, NewGame, StepTo
from companion.core.steps import Step

NAMES = ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal")


def make_table(qtbot: QtBot, session: GameSession, w: int = 1600, h: int = 900) -> TableView:
    table = TableView(session)
    qtbot.addWidget(table)
    table.resize(w, h)
    table.show()
    qtbot.waitExposed(table)
    return table


def click_through(qtbot: QtBot, table: TableView, name: str, key: tuple[object, ...]) -> QPointF:
    """Click a part of `name`'s panel where it is drawn on the table (turned or not): the click
    goes to the table at that point, and Qt delivers it to whatever widget is there."""
    panel = table.panel(name)
    assert panel is not None
    pos = panel.mapTo(table, panel.part_center(key))
    target = table.childAt(pos)
    assert target is not None
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton, pos=target.mapFrom(table, pos))
    return QPointF(pos - table.panel_rect(name).topLeft())


def clockwise(rects: list[QRect], width: int, height: int) -> bool:
    """True if the centres go round the table centre clockwise (screen y points down)."""
    angles = [math.atan2(r.center().y() - height / 2, r.center().x() - width / 2) for r in rects]
    turns = [(b - a) % (2 * math.pi) for a, b in zip(angles, angles[1:] + angles[:1], strict=True)]
    return math.isclose(sum(turns), 2 * math.pi, rel_tol=1e-6)


@pytest.mark.parametrize("rotate", [True, False])
@pytest.mark.parametrize("count", range(2, 9))
def test_one_panel_per_player_inside_without_overlap(
    qtbot: QtBot, make_session: Callable[..., GameSession], count: int, rotate: bool
) -> None:
    session = make_session(NAMES[:count])
    table = make_table(qtbot, session)
    table.set_rotate(rotate)
    rects = [table.panel_rect(n) for n in NAMES[:count]]
    assert all(table.panel(n) is not None for n in NAMES[:count])
    assert table.panel("Nobody") is None
    for rect in rects:
        assert table.rect().contains(rect)
        assert rect.width() >= 150 and rect.height() >= 150
    for a, b in combinations(rects, 2):
        assert not a.intersects(b)
    assert clockwise(rects, table.width(), table.height())
    # Nothing clipped: each panel lays itself out upright in its seat, turned as the seat says.
    for name in NAMES[:count]:
        panel = table.panel(name)
        assert panel is not None
        seat = table.panel_rect(name)
        size = (
            (seat.height(), seat.width())
            if panel.angle in (90, 270)
            else (seat.width(), seat.height())
        )
        assert panel.upright_size() == size
        every = panel.parts()
        assert every and all(QRectF(0, 0, *size).contains(part.rect) for part in every), [
            p for p in every if not QRectF(0, 0, *size).contains(p.rect)
        ]


def test_rotations_for_four_players(qtbot: QtBot, session: GameSession) -> None:
    table = make_table(qtbot, session)
    assert {n: table.rotation_of(n) for n in NAMES[:4]} == {
        "Ann": 0,
        "Ben": 180,
        "Cid": 180,
        "Dee": 0,
    }
    # Across the table: Ben and Cid sit at the top, Ann and Dee at the bottom.
    assert table.panel_rect("Ben").bottom() < table.panel_rect("Ann").top()
    assert table.panel_rect("Ann").left() < table.panel_rect("Dee").left()
    with qtbot.waitSignal(table.layoutChanged):
        table.set_rotate(False)
    assert all(table.rotation_of(n) == 0 for n in NAMES[:4])
    table.set_rotate(True)
    assert table.rotation_of("Ben") == 180


def test_side_panels_face_their_players(
    qtbot: QtBot, make_session: Callable[..., GameSession]
) -> None:
    table = make_table(qtbot, make_session(NAMES[:6]))
    assert [table.rotation_of(n) for n in NAMES[:6]] == [0, 90, 180, 180, 270, 0]
    assert table.panel_rect("Ben").left() == 0
    assert table.panel_rect("Eve").right() == table.width() - 1


def test_seats_cover_7_and_8_players_generically() -> None:
    for count in (7, 8):
        placed = seats(count, 1600, 900)
        assert len(placed) == count
        assert sorted(s.angle for s in placed).count(180) == math.ceil((count - 2) / 2)


def test_click_on_a_rotated_panel(qtbot: QtBot, session: GameSession) -> None:
    table = make_table(qtbot, session)
    ben = table.panel("Ben")
    ann = table.panel("Ann")
    assert ben is not None and ann is not None
    pos = click_through(qtbot, table, "Ben", ("life", 1))
    assert session.state.player("Ben").life == 41
    # Upside down, Ben's +1 (right of his life total) is drawn on the left of his panel.
    assert pos.x() < table.panel_rect("Ben").width() / 2
    pos = click_through(qtbot, table, "Ann", ("life", 1))
    assert session.state.player("Ann").life == 41
    assert pos.x() > table.panel_rect("Ann").width() / 2


def test_click_on_a_side_panel(qtbot: QtBot, make_session: Callable[..., GameSession]) -> None:
    session = make_session(NAMES[:6])
    table = make_table(qtbot, session)
    ben = table.panel("Ben")
    assert ben is not None
    click_through(qtbot, table, "Ben", ("life", -5))
    assert session.state.player("Ben").life == 35


def test_selection_and_keyboard_life(qtbot: QtBot, session: GameSession) -> None:
    table = make_table(qtbot, session)
    assert table.selected_player is None
    with qtbot.waitSignal(table.playerSelected) as blocker:
        table.select_next(1)
    assert blocker.args == ["Ann"]
    table.select_next(2)
    assert table.selected_player == "Cid"
    panel = table.panel("Cid")
    assert panel is not None and panel.selected
    assert not table.panel("Ann").selected  # type: ignore[union-attr]
    table.select_next(-3)
    assert table.selected_player == "Dee"
    session.try_action(Concede("Ann"))
    table.select_next(1)  # Ann left: skipped
    assert table.selected_player == "Ben"
    table.change_life("Ben", -3)
    assert session.state.player("Ben").life == 37
    assert session.game is not None
    assert session.game.entries[-1].action == LifeChange("Ben", -3)


def test_keyboard_life_goes_through_the_combat_question(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    table = make_table(qtbot, demo_session)
    demo_session.try_action(StepTo(Step.COMBAT_DAMAGE))
    table.change_life("Ben", -3)
    ben = table.panel("Ben")
    assert ben is not None
    assert demo_session.state.player("Ben").life == 40
    assert ben.pending == 3 and ben.part(("question",)) is not None
    click_through(qtbot, table, "Ben", ("answer", "Cid"))
    assert demo_session.state.monarch == "Cid"
    assert demo_session.state.player("Ben").life == 37


def test_clicking_a_panel_selects_it(qtbot: QtBot, session: GameSession) -> None:
    table = make_table(qtbot, session)
    panel = table.panel("Dee")
    assert panel is not None
    click_through(qtbot, table, "Dee", ("total",))
    assert table.selected_player == "Dee"


def test_reset_rebuilds_and_drops_the_question(qtbot: QtBot, demo_session: GameSession) -> None:
    table = make_table(qtbot, demo_session)
    demo_session.try_action(StepTo(Step.COMBAT_DAMAGE))
    table.change_life("Ben", -2)
    table.select("Ben")
    with qtbot.waitSignal(table.layoutChanged):
        demo_session.start(NewGame(("Ben", "Xia", "Yul"), 20))
    assert table.panel("Ann") is None
    ben = table.panel("Ben")
    assert ben is not None and ben.pending == 0
    total = ben.part(("total",))
    assert total is not None and total.text == "20"
    assert table.selected_player == "Ben"
    assert table.panel_rect("Xia").isValid()


def test_hostile_name_is_literal_on_the_table(
    qtbot: QtBot, make_session: Callable[..., GameSession]
) -> None:
    hostile = "<img src=x onerror=alert(1)>"
    table = make_table(qtbot, make_session([hostile, "Ben"]))
    panel = table.panel(hostile)
    assert panel is not None
    name = panel.part(("name",))
    assert name is not None and name.text == hostile  # drawn by drawText: never read as markup
    assert table.rotation_of("Ben") == 180


def test_screenshot_renders(qtbot: QtBot, demo_session: GameSession) -> None:
    table = make_table(qtbot, demo_session)
    image = table.grab().toImage()
    assert image.width() == 1600 and image.height() == 900
    # Ben's header (his colour) is painted upside down: at the bottom of his panel.
    ben = table.panel_rect("Ben")
    colour = image.pixelColor(ben.center().x(), ben.bottom() - 20).name()
    assert colour == demo_session.color("Ben").lower()


@pytest.mark.parametrize("count", [4, 6, 8])
def test_a_player_who_left_shrinks_to_a_strip_and_the_others_grow(
    qtbot: QtBot, make_session: Callable[..., GameSession], count: int
) -> None:
    session = make_session(NAMES[:count])
    table = make_table(qtbot, session)
    names = NAMES[:count]
    before = {n: table.panel_rect(n) for n in names}
    gone = names[2]  # across the table at 4 players, on the top row at 6 and 8
    session.try_action(Concede(gone))
    after = {n: table.panel_rect(n) for n in names}
    area = {n: r.width() * r.height() for n, r in after.items()}
    assert area[gone] < 0.5 * min(area[n] for n in names if n != gone)
    assert sum(area[n] for n in names if n != gone) > sum(
        before[n].width() * before[n].height() for n in names if n != gone
    )
    for a, b in combinations(after.values(), 2):
        assert not a.intersects(b)
    assert all(table.rect().contains(r) for r in after.values())
    assert clockwise(list(after.values()), table.width(), table.height())
    strip = table.panel(gone)
    assert strip is not None and strip.part(("life", -1)) is None
    name = strip.part(("name",))
    assert name is not None and name.text == gone and name.pixels >= 12
    session.undo()  # back in the game: back to a full seat
    assert {n: table.panel_rect(n) for n in names} == before
