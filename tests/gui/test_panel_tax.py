"""Commander tax on the panels (CR 903.8): a button per commander in the row of buttons says what
the next cast from the command zone costs ("Kraum {4}"), a tap counts a cast, its − takes one back
(one tap, one action: Undo takes one cast back), partners apart. At 8 players in a 1280 x 720
window every tax stays whole and no button runs into another."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from companion.app.session import GameSession
from companion.app.widgets.panel_model import tax_symbol
from companion.app.widgets.player_panel import PlayerPanel
from companion.app.widgets.table import TableView
from companion.app.window.main_window import MainWindow
from companion.core.actions import CommanderCast, NewGame, PoisonChange
from companion.shell.settings import Settings

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

NAMES = ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal")
BUTTON = "commander"  # "⚔ Commander damage"
KRAUM, TYMNA = "Kraum, Ludevic's Opus", "Tymna the Weaver"


def start(session: GameSession, names: tuple[str, ...] = NAMES[:4]) -> None:
    session.start(
        NewGame(names, 40, partners=("Ben", "Dee"), commanders=(("Ben", (KRAUM, TYMNA)),))
    )


def make_table(qtbot: QtBot, session: GameSession) -> TableView:
    table = TableView(session)
    qtbot.addWidget(table)
    table.resize(1600, 900)
    table.show()
    qtbot.waitExposed(table)
    return table


def panel_of(table: TableView, name: str) -> PlayerPanel:
    panel = table.panel(name)
    assert panel is not None
    return panel


def caption(panel: PlayerPanel, chip: str) -> str:
    part = panel.part(("caption", chip))
    assert part is not None, chip
    return part.text


def test_tax_symbol() -> None:
    assert [tax_symbol(n) for n in range(4)] == ["{0}", "{2}", "{4}", "{6}"]


def test_a_tap_casts_and_minus_takes_back(qtbot: QtBot, companion_home: object) -> None:
    session = GameSession()
    start(session)
    try:
        table = make_table(qtbot, session)
        ann, ben = panel_of(table, "Ann"), panel_of(table, "Ben")
        assert caption(ann, "tax") == "Tax {0}"
        assert ann.part(("caption", "partner_tax")) is None  # no partner, one button
        assert ann.part(("minus", "tax")) is None  # nothing to take back yet
        assert caption(ben, "tax") == "Kraum {0}"
        assert caption(ben, "partner_tax").startswith("Tymna")
        ben.click(("chip", "tax"))
        ben.click(("chip", "tax"))  # a moment apart: still two casts, each its own action
        ben.click(("chip", "partner_tax"))
        me = session.state.player("Ben")
        assert (me.commander_casts, me.partner_casts) == (2, 1)
        assert caption(ben, "tax").endswith(" {4}")
        assert caption(ben, "partner_tax").endswith(" {2}")
        tip = ben.part(("chip", "tax"))
        assert tip is not None and "{4}" in tip.tooltip and "Kraum" in tip.tooltip
        ben.click(("minus", "tax"))
        assert session.state.player("Ben").commander_casts == 1
        assert caption(ben, "tax").endswith(" {2}")
        session.undo()
        assert session.state.player("Ben").commander_casts == 2
        session.undo()
        assert session.state.player("Ben").partner_casts == 0
        assert caption(ben, "partner_tax").endswith(" {0}")
        dee = panel_of(table, "Dee")
        assert caption(dee, "tax") == "Tax {0}"
        assert caption(dee, "partner_tax") == "Partner tax {0}"
    finally:
        session.close()


def test_no_tax_button_out_of_the_game(qtbot: QtBot, companion_home: object) -> None:
    session = GameSession()
    start(session)
    try:
        table = make_table(qtbot, session)
        session.do(PoisonChange("Cid", 10))
        assert panel_of(table, "Cid").part(("chip", "tax")) is None
    finally:
        session.close()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_at_eight_players_the_taxes_stay_whole(
    qtbot: QtBot, make_session: Callable[..., GameSession], size: tuple[int, int]
) -> None:
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.resize(*size)
    session = window.session
    start(session, NAMES)
    try:
        window.show()
        qtbot.waitExposed(window)
        for name in NAMES:
            for partner in (False, True) if name in ("Ben", "Dee") else (False,):
                for _ in range(5 if partner else 4):  # {8} and {10}: the widest
                    session.do(CommanderCast(name, partner))
        QApplication.processEvents()
        table = window.game_page.table
        for name in NAMES:
            panel = panel_of(table, name)
            chips = [p for p in panel.parts() if p.key[0] == "chip"]
            row = [p for p in chips if p.key[1] in ("tax", "partner_tax", "add_poison", BUTTON)]
            assert len(row) == (4 if name in ("Ben", "Dee") else 3), name
            for i, a in enumerate(row):  # side by side, inside the panel
                assert a.rect.left() >= 0 and a.rect.right() <= panel.upright_size()[0], name
                for b in row[i + 1 :]:
                    assert not a.rect.intersected(b.rect).isValid() or (
                        a.rect.intersected(b.rect).width() < 1
                    ), (name, a.key, b.key)
            for chip in ("tax", "partner_tax"):
                part = panel.part(("caption", chip))
                if part is None:
                    continue
                tax = "{10}" if chip == "partner_tax" else "{8}"
                assert part.text.endswith(tax), (name, part.text)  # never cut short
                font = part.font(panel.font())
                width = QFontMetricsF(font).horizontalAdvance(part.text)
                assert width <= part.rect.width() + 1, (name, part.text)
                minus = panel.part(("minus", chip))
                assert minus is not None and not minus.rect.intersects(part.rect)
    finally:
        session.close()


def test_a_short_button_is_not_cut_for_a_long_commander_name(qtbot: QtBot) -> None:
    """Play-test at 1280 x 720 with the log open: Ben's row read "☠ …", "⚔ …", "Tymna the Weaver
    {0}", "Kraum {0}". When the row is short every button keeps at least its shortest chosen form
    whole ("☠ +1", "⚔", "Tymna {0}", issue 28 item 5), the longer forms sharing what is left."""
    from PySide6.QtGui import QFont, QFontMetrics

    from companion.app.widgets.panel_chip_layout import _widths
    from companion.app.widgets.panel_content import Chip
    from companion.app.widgets.panel_parts import CHIP_SPACING

    def chip(chip_id: str, caption: str, tail: str = "", *forms: str) -> Chip:
        return Chip(
            chip_id, caption, value=None, danger=False, accent="#888888", plus=True,
            minus=None, tooltip="", tail=tail, forms=forms,
        )

    font = QFont()
    font.setPixelSize(18)
    font.setBold(True)
    bold = QFontMetrics(font)
    row = (
        chip("add_poison", "\u2620 +1"),
        chip(BUTTON, "\u2694 Commander damage", "", "\u2694 Commander", "\u2694"),
        chip("tax", "Tymna the Weaver", "{0}", "Tymna"),
        chip("partner_tax", "Kraum", "{0}"),
    )

    def need(caption: str, tail: str = "") -> float:
        return bold.horizontalAdvance(f"{caption} {tail}".strip()) + 20.0

    full = [need(c.caption, c.tail) for c in row]
    least = [need(c.forms[-1] if c.forms else c.caption, c.tail) for c in row]
    inner = sum(least) + 30 + 3 * CHIP_SPACING  # the shortest forms and a little more
    widths = _widths(row, inner, bold, 18)
    assert widths is not None
    assert all(w >= f - 0.5 for w, f in zip(widths, least, strict=True))  # each form whole
    assert widths[2] < full[2] and widths[1] < full[1]  # the long ones give way
    assert _widths(row, sum(least) - 1 + 3 * CHIP_SPACING, bold, 18) is None  # another row
    assert sum(widths) <= inner - 3 * CHIP_SPACING + 0.5
