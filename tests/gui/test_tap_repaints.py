"""A tap repaints what changed, not the table: Paint events counted with an event filter on the
real window at 2, 4 and 8 players, for a life change, a step change and a crown move.

A change that repaints the whole table (a relayout, a style sheet re-applied, a layer raised
over the panels) fails here; tests/benchmarks/tap_latency.py times the same taps.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtGui import QRegion
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from companion.app.widgets.panel_paint import frame_band
from companion.app.widgets.player_panel import PlayerPanel
from companion.app.window.main_window import MainWindow
from companion.core.actions import BecomeMonarch, NewGame
from companion.core.steps import Step
from companion.shell.settings import Settings

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

NAMES = ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal")


class Paints(QObject):
    """Every Paint event of the window's widgets: (widget, the region's bounding rectangle)."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[tuple[QWidget, QRect]] = []
        self.regions: list[tuple[QWidget, QRegion]] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint and isinstance(watched, QWidget):
            region = QRegion(event.region())  # type: ignore[attr-defined]
            self.seen.append((watched, region.boundingRect()))
            self.regions.append((watched, region))
        return False

    def clear(self) -> None:
        self.seen.clear()
        self.regions.clear()

    def panels(self) -> dict[str, list[QRect]]:
        out: dict[str, list[QRect]] = {}
        for widget, rect in self.seen:
            if isinstance(widget, PlayerPanel):
                out.setdefault(widget.name, []).append(rect)
        return out

    def of_type(self, name: str) -> list[QRect]:
        return [rect for widget, rect in self.seen if type(widget).__name__ == name]


def settle(qtbot: QtBot, window: MainWindow) -> None:
    """Everything posted delivered and the crown at rest."""
    qtbot.waitUntil(lambda: not window.game_page.crown.is_animating(), timeout=5000)
    for _ in range(5):
        QApplication.processEvents()


@pytest.fixture(params=[2, 4, 8], ids=lambda n: f"{n}p")
def table(
    request: pytest.FixtureRequest, qtbot: QtBot, companion_home: object
) -> Iterator[tuple[MainWindow, Paints]]:
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.resize(1400, 860)
    window.session.start(NewGame(NAMES[: request.param], 40))
    window.session.do(BecomeMonarch("Ann"))
    # After combat: a tap on the monarch's life is a plain loss (before it, it may be combat
    # damage and asks "whose creature?", which shows more of the panel).
    window.session.step_to(Step.MAIN2)
    window.show()
    qtbot.waitExposed(window)
    settle(qtbot, window)
    paints = Paints()
    app = QApplication.instance()
    assert app is not None
    app.installEventFilter(paints)
    yield window, paints
    app.removeEventFilter(paints)
    window.session.close()


def test_a_life_change_repaints_only_that_life_total(
    qtbot: QtBot, table: tuple[MainWindow, Paints]
) -> None:
    window, paints = table
    ben = window.game_page.table.panel("Ben")
    assert ben is not None
    ben.click(("life", -1))  # the first tap also selects Ben's panel (its ring)
    settle(qtbot, window)

    def drawn(key: tuple[object, ...]) -> QRect:
        part = ben.part(key)
        assert part is not None
        return ben.transform().mapRect(part.rect).toAlignedRect().adjusted(-3, -3, 3, 3)

    for delta in (-1, 1, -5):
        paints.clear()
        ben.click(("life", delta))
        settle(qtbot, window)
        assert set(paints.panels()) == {"Ben"}, paints.panels()
        # The new total and the running amount above it (the taps are one change, taps.py),
        # and the button while it was held down: nothing else of the panel.
        allowed = QRegion(drawn(("total",))).united(QRegion(drawn(("life", delta))))
        allowed = allowed.united(QRegion(drawn(("run",))))
        for widget, region in paints.regions:
            if widget is ben:
                assert region.subtracted(allowed).isEmpty(), (region.boundingRect(), allowed)
        assert paints.of_type("TableView") == []  # the table behind the panels is not touched
    assert window.session.state.player("Ben").life == 40 - 1 - 1 + 1 - 5


def test_a_tap_on_the_next_panel_repaints_two_edges_and_two_totals(
    qtbot: QtBot, table: tuple[MainWindow, Paints]
) -> None:
    """The table's usual tap: the next player's life, a new change. The keyboard selection's
    ring moves to that panel, and the panel before loses its running amount: of each of the
    two panels, the band along its edges and its total repaint (not all of it, as when a
    selection repainted the whole panel), and no other panel."""
    window, paints = table
    names = window.session.state.names
    for i in range(len(names) + 1):
        name, before = names[i % len(names)], names[(i - 1) % len(names)]
        panel = window.game_page.table.panel(name)
        assert panel is not None
        paints.clear()
        panel.click(("life", -1))
        settle(qtbot, window)
        assert set(paints.panels()) <= {name, before}, paints.panels()
        for widget, region in paints.regions:
            if not isinstance(widget, PlayerPanel):
                continue
            turn = widget.transform()
            band = frame_band(widget._unit())
            edges = widget.rect()
            allowed = QRegion(edges).subtracted(
                QRegion(edges.adjusted(band, band, -band, -band))
            )
            for key in (("total",), ("run",), ("life", -1)):  # the run: where it was, or is
                part = widget.part(key)
                if part is not None:
                    drawn = turn.mapRect(part.rect).toAlignedRect().adjusted(-3, -3, 3, 3)
                    allowed = allowed.united(drawn)
            assert region.subtracted(allowed).isEmpty(), (widget.name, region.boundingRect())


def test_a_step_change_repaints_no_panel(qtbot: QtBot, table: tuple[MainWindow, Paints]) -> None:
    window, paints = table
    window.session.undo()  # back in the first main phase: the steps ahead change no panel
    settle(qtbot, window)
    bar = window.game_page.turn_bar
    for _ in range(3):
        paints.clear()
        bar.next_button.click()
        settle(qtbot, window)
        assert paints.panels() == {}
        assert paints.of_type("TableView") == []
        assert any(isinstance(w, QWidget) and bar.isAncestorOf(w) for w, _ in paints.seen)


def test_a_crown_move_repaints_only_where_the_crown_was_and_goes(
    qtbot: QtBot, table: tuple[MainWindow, Paints]
) -> None:
    """The old and the new monarch's panels change (the crown's place moves with the crown);
    the others repaint only bits under the flying crown; the table behind them, nothing."""
    window, paints = table
    crown = window.game_page.crown
    names = window.session.state.names
    for old, new in ((names[0], names[1]), (names[1], names[0])):
        paints.clear()
        window.session.do(BecomeMonarch(new))
        settle(qtbot, window)
        assert crown.holder() == new
        for name, rects in paints.panels().items():
            if name in (old, new):
                continue
            panel = window.game_page.table.panel(name)
            assert panel is not None
            area = panel.width() * panel.height()
            for rect in rects:
                assert rect.width() * rect.height() < area / 4, (name, rect)
        table_rects = paints.of_type("TableView")
        table_area = window.game_page.table.width() * window.game_page.table.height()
        assert all(r.width() * r.height() < table_area / 20 for r in table_rects), table_rects
