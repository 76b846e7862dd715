"""Dice and coins shown big (issue 16 item 4): a roll shows "Ann · d20" and a big "17" in the
roller's own panel, turned to their seat (issue 28: it covered the table's centre and faced the
bottom seats), after a short roll of faces (a tap skips it); the next action, a tap or a few
seconds put it away; no panel moves. "Roll a dN…" asks the sides (2 to 1000, 8 unless changed)
and puts one roll of that die in the journal. No sleeps: the roll's animation is driven to its end
and the hold timer fired by hand."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication, QDialog, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from companion.app.dialogs import dice as dice_dialog
from companion.app.dialogs.leave import bind_player_dialogs
from companion.app.game_page import GamePage
from companion.app.session import GameSession
from companion.app.widgets.roll_display import HOLD_MS, RollDisplay
from companion.core.actions import LifeChange, NewGame, Roll
from companion.shell.commands import Registry, build

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

EIGHT = ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal")


def make_page(qtbot: QtBot, session: GameSession, size: tuple[int, int] = (1280, 720)) -> GamePage:
    commands = build(session)
    bind_player_dialogs(commands, session, None)
    page = GamePage(session, commands)
    qtbot.addWidget(page)
    page.resize(*size)
    page.show()
    qtbot.waitExposed(page)
    return page


def land(display: RollDisplay) -> None:
    """The roll's faces run to their end, as the clock would turn them."""
    assert display.rolling
    display.anim.setCurrentTime(display.anim.duration())
    assert not display.rolling


def shown(page: GamePage, name: str) -> tuple[str, str] | None:
    """What `name`'s panel shows of a roll: its caption and result, or None."""
    panel = page.table.panel(name)
    assert panel is not None
    caption, result = panel.part(("roll_caption",)), panel.part(("roll_result",))
    if caption is None or result is None:
        return None
    return caption.text, result.text


def tap_roll(page: GamePage, name: str) -> None:
    panel = page.table.panel(name)
    assert panel is not None
    panel.click(("rollbox",))


def journal(session: GameSession) -> list[dict[str, object]]:
    assert session.game is not None
    return [entry.action.to_json() for entry in session.game.entries]


def test_a_d20_shows_big_then_the_next_action_puts_it_away(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    page = make_page(qtbot, demo_session)
    display = page.roll
    places = [p.geometry() for p in page.table.panels()]
    assert not display.showing
    demo_session.do(Roll("Ann", "d20", "17"))
    assert display.showing and display.rolling
    assert display.caption == "Ann · d20"
    assert display.result != "" and display.result.isdigit()  # a face turning, not yet the 17
    assert shown(page, "Ann") == ("Ann · d20", display.result)
    land(display)
    assert display.result == "17" and shown(page, "Ann") == ("Ann · d20", "17")
    assert all(shown(page, n) is None for n in ("Ben", "Cid", "Dee"))  # its player's panel only
    assert display.hold.isActive() and display.hold.interval() == HOLD_MS
    assert [p.geometry() for p in page.table.panels()] == places  # no panel moved
    demo_session.do(LifeChange("Ben", -1))  # the next action
    assert not display.showing and shown(page, "Ann") is None
    assert [p.geometry() for p in page.table.panels()] == places


@pytest.mark.parametrize(
    ("die", "result", "caption", "said"),
    [
        ("coin", "heads", "Ben · coin", "Heads"),
        ("coin", "tails", "Ben · coin", "Tails"),
        ("planar", "chaos", "Ben · planar die", "Chaos"),
        ("planar", "planeswalk", "Ben · planar die", "Planeswalk"),
        ("planar", "blank", "Ben · planar die", "Blank"),
        ("d6", "4", "Ben · d6", "4"),
        ("d1000", "1000", "Ben · d1000", "1000"),
    ],
)
def test_what_each_die_says(  # noqa: PLR0917 - the case's four values
    qtbot: QtBot, demo_session: GameSession, die: str, result: str, caption: str, said: str
) -> None:
    page = make_page(qtbot, demo_session)
    demo_session.do(Roll("Ben", die, result))
    land(page.roll)
    assert (page.roll.caption, page.roll.result) == (caption, said)


def test_a_tap_skips_the_roll_then_puts_the_result_away(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    page = make_page(qtbot, demo_session)
    display = page.roll
    demo_session.do(Roll("Cid", "d6", "5"))
    assert display.rolling
    tap_roll(page, "Cid")
    assert not display.rolling and display.showing and display.result == "5"
    tap_roll(page, "Cid")
    assert not display.showing and shown(page, "Cid") is None
    assert journal(demo_session)[-1] == {"action": "roll", "player": "Cid", "die": "d6",
                                         "result": 5}  # a tap on the roll does nothing else


def test_it_goes_after_a_few_seconds_and_with_another_game(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    page = make_page(qtbot, demo_session)
    display = page.roll
    demo_session.do(Roll("Ann", "coin", "heads"))
    land(display)
    display.hold.timeout.emit()  # HOLD_MS later
    assert not display.showing
    demo_session.do(Roll("Ann", "coin", "tails"))
    assert display.showing
    demo_session.start(NewGame(("Ann", "Ben"), 40))
    assert not display.showing


def test_the_keys_roll_for_the_selected_player_and_show_it(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    page = make_page(qtbot, demo_session)
    assert page.table.commands.run("roll_d20", "Dee")
    entry = journal(demo_session)[-1]
    assert (entry["action"], entry["player"], entry["die"]) == ("roll", "Dee", "d20")
    land(page.roll)
    assert page.roll.caption == "Dee · d20" and page.roll.result == str(entry["result"])


# -- any die ---------------------------------------------------------------------------------


def _when_dialog(action: Callable[[QDialog], None]) -> None:
    def attempt() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, dice_dialog.DiceDialog):
            QTimer.singleShot(10, attempt)
            return
        action(dialog)

    QTimer.singleShot(0, attempt)


def _sides(dialog: QWidget) -> QSpinBox:
    spin = dialog.findChild(QSpinBox, "sides")
    assert isinstance(spin, QSpinBox)
    return spin


def _registry(demo_session: GameSession) -> Registry:
    commands = build(demo_session)
    bind_player_dialogs(commands, demo_session, None)
    return commands


def test_roll_a_dn_asks_the_sides_and_journals_one_roll(
    qtbot: QtBot, demo_session: GameSession
) -> None:
    commands = _registry(demo_session)
    seen: list[tuple[int, int, int, str]] = []

    def roll_a_d12(dialog: QDialog) -> None:
        spin = _sides(dialog)
        seen.append((spin.minimum(), spin.maximum(), spin.value(), dialog.windowTitle()))
        spin.setValue(12)
        dialog.accept()

    before = len(journal(demo_session))
    _when_dialog(roll_a_d12)
    assert commands.run("roll_dn", "Ann")
    assert seen[-1][:3] == (2, 1000, 8)  # d2 to d1000, a d8 unless changed
    lines = journal(demo_session)
    assert len(lines) == before + 1
    line = lines[-1]
    assert (line["action"], line["player"], line["die"]) == ("roll", "Ann", "d12")
    assert isinstance(line["result"], int) and 1 <= line["result"] <= 12


def test_roll_a_dn_default_and_cancel(qtbot: QtBot, demo_session: GameSession) -> None:
    commands = _registry(demo_session)
    before = len(journal(demo_session))
    _when_dialog(lambda dialog: dialog.reject())
    assert commands.run("roll_dn", "Ben")
    assert len(journal(demo_session)) == before  # cancelled: nothing rolled
    _when_dialog(lambda dialog: dialog.accept())
    assert commands.run("roll_dn", "Ben")
    assert journal(demo_session)[-1]["die"] == "d8"
    with pytest.raises(ValueError):
        dice_dialog.die_name(1001)


# -- at 8 players in 1280 x 720 ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("player", "die", "result"),
    [
        ("Hal", "d20", "20"),
        ("Hal", "d1000", "1000"),
        ("Gus", "planar", "planeswalk"),
        ("Wilhelmina Longname-Smith", "coin", "tails"),
    ],
)
def test_nothing_overlaps_at_eight_players_in_1280_by_720(
    qtbot: QtBot, companion_home: object, player: str, die: str, result: str
) -> None:
    """In the roller's panel, whole, above its counters: no button of any panel under it."""
    names = (*EIGHT[:7], player) if player not in EIGHT else EIGHT
    session = GameSession()
    session.start(NewGame(names, 40))
    page = make_page(qtbot, session)
    places = [p.geometry() for p in page.table.panels()]
    display = page.roll
    session.do(Roll(player, die, result))
    land(display)
    assert [p.geometry() for p in page.table.panels()] == places  # nothing moved
    panel = page.table.panel(player)
    assert panel is not None
    box, caption, said = (panel.part((k,)) for k in ("rollbox", "roll_caption", "roll_result"))
    assert box is not None and caption is not None and said is not None
    assert (caption.text, said.text) == (display.caption, display.result)
    assert not caption.rect.intersects(said.rect)
    for part in (caption, said):
        metrics = QFontMetricsF(part.font(panel.font()))
        assert metrics.horizontalAdvance(part.text) <= part.rect.width() + 1, part.text
        assert metrics.height() <= part.rect.height() + 1, part.text
        assert box.rect.contains(part.rect)
    for other in panel.parts():  # the panel's buttons stay where the roll is not
        if other.clickable and other.key != ("rollbox",):
            assert not box.rect.intersects(other.rect), other.key
    assert said.pixels >= caption.pixels  # the result at least as big as the words
