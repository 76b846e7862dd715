"""The crown layer: where the crown sits, how it moves, and dragging it onto another player."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRect, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from companion.app.session import GameSession
from companion.app.widgets.crown import CrownLayer
from companion.app.widgets.crown_geometry import TILT
from companion.core.actions import BecomeMonarch, Concede

ALIGN_NAME = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
ALIGN_CENTER = Qt.AlignmentFlag.AlignCenter


class FakeTable(QWidget):
    """The TableView API in miniature. Four panels in a 2 x 2 grid as panel_seats places them:
    Ann bottom left, Ben top left (turned 180°), Cid top right (180°), Dee bottom right."""

    layoutChanged = Signal()
    playerSelected = Signal(str)

    def __init__(self, session: GameSession, size: tuple[int, int] = (800, 500)) -> None:
        super().__init__()
        self.session = session
        self.selected_player: str | None = None
        self.shifted = False
        self.resize(*size)

    def _seats(self) -> dict[str, tuple[QRect, int]]:
        w, h, gap = self.width(), self.height(), 8
        cw, ch = (w - gap) // 2, (h - gap) // 2
        seats = {
            "Ann": (QRect(0, h - ch, cw, ch), 0),
            "Ben": (QRect(0, 0, cw, ch), 180),
            "Cid": (QRect(w - cw, 0, cw, ch), 180),
            "Dee": (QRect(w - cw, h - ch, cw, ch), 0),
        }
        if self.shifted:  # a different arrangement: everyone one seat on
            names = list(seats)
            places = list(seats.values())
            seats = {n: places[(i + 1) % 4] for i, n in enumerate(names)}
        return seats

    def panel_rect(self, name: str) -> QRect:
        return self._seats()[name][0]

    def rotation_of(self, name: str) -> int:
        return self._seats()[name][1]

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        p = QPainter(self)
        p.fillRect(self.rect(), QColor("#1e1f24"))
        for name, (rect, angle) in self._seats().items():
            if not self.session.state.has_player(name):
                continue
            p.fillRect(rect, QColor("#2a2c33"))
            p.save()
            p.translate(QPointF(rect.center()))
            p.rotate(angle)
            w, h = rect.width(), rect.height()
            bar = QRect(-w // 2, -h // 2, w, max(16, h * 15 // 100))  # PlayerPanel's name bar
            p.fillRect(bar, QColor(self.session.color(name)))
            p.setPen(QColor("#111111"))
            font = p.font()
            font.setPixelSize(max(12, bar.height() * 6 // 10))
            font.setBold(True)
            p.setFont(font)
            p.drawText(bar.adjusted(10, 0, -10, 0), ALIGN_NAME, name)
            p.setPen(QColor("#f0f0f0"))
            font.setPixelSize(max(16, h // 3))
            p.setFont(font)
            life = self.session.state.player(name)
            text = str(life.life) if life.in_game else "—"
            p.drawText(QRect(-w // 2, -h // 2, w, h), ALIGN_CENTER, text)
            p.restore()
        p.end()


def make_layer(qtbot: QtBot, session: GameSession) -> tuple[FakeTable, CrownLayer]:
    table = FakeTable(session)
    qtbot.addWidget(table)
    layer = CrownLayer(session, table)
    table.show()
    qtbot.waitExposed(table)
    return table, layer


def settle(qtbot: QtBot, layer: CrownLayer) -> None:
    qtbot.waitUntil(lambda: not layer.is_animating(), timeout=3000)


def crown_center(layer: CrownLayer) -> QPoint:
    return layer.crown_widget.geometry().center()


def assert_on(table: FakeTable, layer: CrownLayer, name: str) -> None:
    """The crown rests on `name`'s panel, the badge is where the target says, and it shows."""
    target = layer.crown_target()
    assert target is not None
    panel = table.panel_rect(name)
    assert panel.contains(target), (name, target, panel)
    for other in ("Ann", "Ben", "Cid", "Dee"):
        if other != name:
            assert not table.panel_rect(other).intersects(target), other
    assert layer.crown_widget.isVisible()
    assert panel.contains(crown_center(layer))
    assert abs(crown_center(layer).x() - target.center().x()) <= 2
    assert abs(crown_center(layer).y() - target.center().y()) <= 2


def test_crown_sits_on_the_monarchs_panel(qtbot: QtBot, demo_session: GameSession) -> None:
    table, layer = make_layer(qtbot, demo_session)
    assert demo_session.state.monarch == "Ben"
    assert not layer.is_animating()
    assert_on(table, layer, "Ben")


def test_crown_is_big_enough_to_see_across_the_table(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    table, layer = make_layer(qtbot, demo_session)
    target = layer.crown_target()
    panel = table.panel_rect("Ben")
    assert target is not None
    assert target.width() >= 0.3 * min(panel.width(), panel.height())
    small = target.width()
    table.resize(table.width() * 2, table.height() * 2)  # it grows with the window
    target = layer.crown_target()
    assert target is not None
    assert 1.8 * small <= target.width() <= 2.2 * small
    assert layer.crown_widget.width() >= target.width()


def test_crown_flies_to_the_new_monarch_and_back_on_undo(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    table, layer = make_layer(qtbot, demo_session)
    start = crown_center(layer)
    demo_session.do(BecomeMonarch("Dee"))
    assert layer.is_animating()
    assert layer.crown_widget.isVisible()
    qtbot.wait(200)  # part of the way: neither on Ben's panel corner nor on Dee's yet
    middle = crown_center(layer)
    assert middle != start
    assert layer.is_animating()
    settle(qtbot, layer)
    assert_on(table, layer, "Dee")

    demo_session.undo()
    assert layer.is_animating()
    settle(qtbot, layer)
    assert_on(table, layer, "Ben")


def test_crown_is_hidden_without_a_monarch(qtbot: QtBot, session: GameSession) -> None:
    table, layer = make_layer(qtbot, session)
    assert session.state.monarch is None
    assert layer.crown_target() is None
    assert not layer.crown_widget.isVisible()
    assert table.childAt(QPoint(60, 60)) is None  # the layer takes no clicks


def test_first_monarch_drops_in_and_undo_hides_it(qtbot: QtBot, session: GameSession) -> None:
    table, layer = make_layer(qtbot, session)
    session.do(BecomeMonarch("Ann"))
    assert layer.is_animating()
    assert layer.crown_widget.isVisible()
    assert layer.crown_widget.pose.opacity < 0.5  # fading in
    settle(qtbot, layer)
    assert layer.crown_widget.pose.opacity == 1.0
    assert_on(table, layer, "Ann")
    session.undo()
    assert not layer.crown_widget.isVisible()
    assert not layer.is_animating()
    assert layer.crown_target() is None


def test_succession_moves_the_crown_to_the_active_player(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    table, layer = make_layer(qtbot, demo_session)
    assert demo_session.state.active_player == "Cid"
    demo_session.do(Concede("Ben"))
    assert demo_session.state.monarch == "Cid"
    assert layer.is_animating()
    settle(qtbot, layer)
    assert_on(table, layer, "Cid")


def test_layout_change_and_resize_snap_without_animation(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    table, layer = make_layer(qtbot, demo_session)
    table.shifted = True  # Ben now sits where Cid sat
    table.layoutChanged.emit()
    assert not layer.is_animating()
    assert_on(table, layer, "Ben")
    assert table.panel_rect("Ben").left() > table.width() // 2

    table.resize(1400, 900)
    assert not layer.is_animating()
    assert layer.geometry() == table.rect()
    assert_on(table, layer, "Ben")


def test_only_the_crown_takes_clicks(qtbot: QtBot, demo_session: GameSession) -> None:
    table, layer = make_layer(qtbot, demo_session)
    assert table.childAt(crown_center(layer)) is layer.crown_widget
    assert table.childAt(table.panel_rect("Ann").center()) is None
    assert table.childAt(table.panel_rect("Ben").center()) is None
    # the badge is square, but its transparent corners let clicks through
    assert table.childAt(layer.crown_widget.geometry().topLeft() + QPoint(1, 1)) is None


def drag_crown(qtbot: QtBot, table: FakeTable, layer: CrownLayer, to: QPoint) -> None:
    """Press on the crown, move in steps to `to` (table coordinates), release there."""
    badge = layer.crown_widget
    left = Qt.MouseButton.LeftButton
    start = crown_center(layer)
    QTest.mousePress(badge, left, Qt.KeyboardModifier.NoModifier, badge.mapFrom(table, start))
    for i in range(1, 6):
        point = start + (to - start) * (i / 5)
        QTest.mouseMove(badge, badge.mapFrom(table, point))
        assert badge.dragging
        assert table.rect().contains(badge.geometry().center())
        assert (badge.geometry().center() - point).manhattanLength() <= 2  # follows the mouse
    QTest.mouseRelease(badge, left, Qt.KeyboardModifier.NoModifier, badge.mapFrom(table, to))
    assert not badge.dragging


def test_dragging_the_crown_onto_a_player_asks_for_them(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    table, layer = make_layer(qtbot, demo_session)
    with qtbot.waitSignal(layer.monarchDropped, timeout=1000) as blocker:
        drag_crown(qtbot, table, layer, table.panel_rect("Ann").center())
    assert blocker.args == ["Ann"]
    # nobody acted on the request: the game is unchanged and the crown goes home to Ben
    assert demo_session.state.monarch == "Ben"
    settle(qtbot, layer)
    assert_on(table, layer, "Ben")


def test_a_drop_that_the_lead_turns_into_an_action_flies_on(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    table, layer = make_layer(qtbot, demo_session)
    layer.monarchDropped.connect(lambda name: demo_session.do(BecomeMonarch(name)))
    drag_crown(qtbot, table, layer, table.panel_rect("Dee").center())
    assert demo_session.state.monarch == "Dee"
    settle(qtbot, layer)
    assert_on(table, layer, "Dee")


def test_drops_on_a_player_who_left_or_on_the_monarch_are_ignored(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    demo_session.do(Concede("Ann"))
    assert demo_session.state.monarch == "Ben"
    table, layer = make_layer(qtbot, demo_session)
    with qtbot.assertNotEmitted(layer.monarchDropped):
        drag_crown(qtbot, table, layer, table.panel_rect("Ann").center())
        settle(qtbot, layer)
        drag_crown(qtbot, table, layer, table.panel_rect("Ben").center())
        settle(qtbot, layer)
        drag_crown(qtbot, table, layer, QPoint(table.width() // 2, table.height() // 2))  # gap
        settle(qtbot, layer)
    assert_on(table, layer, "Ben")
    assert layer.drop_at(QPointF(table.panel_rect("Ann").center())) is None
    assert layer.drop_at(QPointF(table.panel_rect("Cid").center())) == "Cid"


def test_tooltip_quotes_both_monarch_triggers(qtbot: QtBot, demo_session: GameSession) -> None:
    _table, layer = make_layer(qtbot, demo_session)
    tip = layer.crown_widget.toolTip()
    # CR 725.2 verbatim, in its quotation marks (tests/i18n checks every language)
    assert "“At the beginning of the monarch’s end step, that player draws a card”" in tip
    assert (
        "“Whenever a creature deals combat damage to the monarch, its controller becomes the "
        "monarch”" in tip
    )
    assert "CR 725" in tip
    assert "Ben is the monarch" in tip
    demo_session.do(BecomeMonarch("Dee"))
    assert "Dee is the monarch" in layer.crown_widget.toolTip()


def test_tooltip_shows_a_player_name_as_plain_text(qtbot: QtBot, make_session) -> None:  # type: ignore[no-untyped-def]
    session = make_session(["<b>x</b>", "Ben"])
    _table, layer = make_layer(qtbot, session)
    session.do(BecomeMonarch("<b>x</b>"))
    tip = layer.crown_widget.toolTip()
    assert "&lt;b&gt;x&lt;/b&gt; is the monarch" in tip
    assert "<b>x</b>" not in tip
    assert not layer.crown_widget.isVisible()  # this table has no panel for them


def test_dragged_crown_turns_to_face_the_player_under_it(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    table, layer = make_layer(qtbot, demo_session)
    badge = layer.crown_widget
    assert round(badge.pose.angle) % 360 == (180 + round(TILT)) % 360  # Ben's panel is turned
    start = crown_center(layer)
    to = table.panel_rect("Dee").center()
    QTest.mousePress(badge, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     badge.mapFrom(table, start))
    QTest.mouseMove(badge, badge.mapFrom(table, start + QPoint(20, 20)))
    QTest.mouseMove(badge, badge.mapFrom(table, to))
    assert round(badge.pose.angle) % 360 == round(TILT) % 360  # upright for Dee
    # grab() renders the layer alone, on the palette's light grey: gold shows as little blue
    image = layer.grab().toImage()
    edge = table.panel_rect("Dee").topLeft() + QPoint(40, 2)  # the gold outline of the drop target
    assert image.pixelColor(edge).red() > 200
    assert image.pixelColor(edge).blue() < 150
    QTest.mouseRelease(badge, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       badge.mapFrom(table, to))
    assert layer.grab().toImage().pixelColor(edge).blue() > 200  # no gold outline after the drop
