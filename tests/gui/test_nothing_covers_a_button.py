"""Nothing that comes and goes covers a player's buttons (issue 28): with each kind of reminder up
(the monarch's draw, a venture with one room and with two, a Court's upkeep trigger, rad's count)
and the combat question, at 2 to 8 players and at 1280x720 and 1920x1080, every button painted on
every panel lies whole inside its panel, overlaps no other button or text of it, and no widget
laid over the table covers it. The play-test's banner covered the top panels' button rows."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from companion.app.widgets.player_panel import PlayerPanel
from companion.app.window.main_window import MainWindow
from companion.core.actions import (
    BecomeMonarch,
    CardEnters,
    CounterChange,
    EndTurn,
    NewGame,
    Roll,
    TakeInitiative,
)
from companion.core.steps import Step
from companion.shell.session import Session
from companion.shell.settings import Settings

NAMES = ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal")
SIZES = ((1280, 720), (1920, 1080))
TEXTS = ("remind_head", "remind_line", "asking", "amount", "roll_caption", "roll_result")
MARKS = ("crownBadge", "initiativeToken")
WRAPPED = 0x01 | 0x20 | 0x1000  # Qt's AlignLeft | AlignTop | TextWordWrap


def _draw_and_venture(session: Session, names: tuple[str, ...]) -> int:
    session.do(BecomeMonarch(names[0]))
    session.do(TakeInitiative(names[1]))  # Secret Entrance: one way in, Done
    session.step_to(Step.END)  # the monarch's draw
    return 2


def _two_rooms_and_a_court(session: Session, names: tuple[str, ...]) -> int:
    session.do(TakeInitiative(names[1]))
    session.done()
    session.do(CardEnters(names[1], "Court of Grace"))
    session.end_turn()  # the next turn stops at its upkeep: a room to choose and the Court
    return 2


def _rad(session: Session, names: tuple[str, ...]) -> int:
    last = names[-1]
    session.do(CounterChange(last, "rad", 3))
    for _ in range(len(names) - 2):
        session.do(EndTurn())
    session.end_turn()  # the last seat's turn stops at its first main phase
    return 1


def _combat_question(session: Session, names: tuple[str, ...]) -> int:
    session.do(BecomeMonarch(names[-1]))
    session.change_life(names[-1], -3)
    assert session.state.question is not None
    return 0


def _roll(session: Session, names: tuple[str, ...]) -> int:
    session.do(Roll(names[-1], "d1000", "1000"))  # shown in the roller's panel for a moment
    return 0


SCENES: dict[str, Callable[[Session, tuple[str, ...]], int]] = {
    "draw+venture": _draw_and_venture,
    "rooms+court": _two_rooms_and_a_court,
    "rad": _rad,
    "question": _combat_question,
    "roll": _roll,
}


@pytest.fixture
def window(qtbot: QtBot, companion_home: object) -> Iterator[MainWindow]:
    win = MainWindow(Settings(log_open=False))
    qtbot.addWidget(win)
    yield win
    win.session.close()


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def _panel_parts(panel: PlayerPanel) -> Iterator[tuple[object, QRect, bool]]:
    """Each part as the screen shows it (the panel turned to its seat), and whether it is a
    button."""
    turn = panel.transform()
    for part in panel.parts():
        rect = turn.mapRect(part.rect).toAlignedRect()
        yield part.key, rect, part.clickable and part.enabled


def _words_whole(panel: PlayerPanel) -> None:
    """Every line of a reminder and of the question is whole in its rectangle: never cut."""
    for part in panel.parts():
        if part.key[0] not in TEXTS or not part.text:
            continue
        metrics = QFontMetrics(part.font(panel.font()))
        room = QRect(0, 0, int(part.rect.width()), 100_000)
        need = metrics.boundingRect(room, WRAPPED, part.text)
        lines = max(1, round(need.height() / metrics.lineSpacing()))
        tall = metrics.height() + (lines - 1) * metrics.lineSpacing()  # the last line's glyphs
        assert tall <= part.rect.height() + 1, (panel.name, part.key, part.text)
        assert need.width() <= part.rect.width() + 1, (panel.name, part.key, part.text)


def _overlap(a: QRect, b: QRect) -> bool:
    both = a.intersected(b)
    return both.width() > 1 and both.height() > 1


@pytest.mark.parametrize("scene", list(SCENES))
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", range(2, 9))
def test_every_button_stays_whole_and_uncovered(
    window: MainWindow, qtbot: QtBot, players: int, size: tuple[int, int], scene: str
) -> None:
    names = NAMES[:players]
    window.resize(*size)
    window.session.start(NewGame(names, 40))
    window.show()
    qtbot.waitExposed(window)
    up = SCENES[scene](window.session, names)
    roll = window.game_page.roll
    if scene == "roll":
        roll.anim.setCurrentTime(roll.anim.duration())  # its faces turned: the result
        assert roll.showing and not roll.rolling
    _settle()
    assert len(window.session.state.pending_reminders()) == up
    table = window.game_page.table
    # What lies over the table: not the panels, nor what passes taps through, nor the crown and
    # the initiative's token, which sit in the room their player's panel keeps for them
    # (crown_place; tests/gui/test_crown_place.py).
    floating = [
        w for w in table.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
        if w.isVisible() and not isinstance(w, PlayerPanel)
        and not w.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        and w.objectName() not in MARKS
    ]
    page = window.game_page
    laid_out = (page.turn_bar, page.storage, page.notices, table)
    over_page = [  # laid over the page (the reminder banner was): in the table's coordinates
        w for w in page.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
        if w.isVisible() and w not in laid_out
    ]
    covers = [w.geometry() for w in floating]
    covers += [w.geometry().translated(-table.pos()) for w in over_page]
    boxes = 0
    for name in names:
        panel = table.panel(name)
        assert panel is not None
        parts = list(_panel_parts(panel))
        boxes += sum(1 for key, _r, _b in parts if key[0] == "reminder")
        whole = panel.rect().adjusted(-1, -1, 1, 1)
        buttons = [(key, rect) for key, rect, button in parts if button]
        words = [(key, rect) for key, rect, _b in parts if key[0] in TEXTS]
        for index, (key, rect) in enumerate(buttons):
            assert whole.contains(rect), (name, key, rect, panel.rect())
            for other, other_rect in buttons[index + 1 :] + words:
                nested = rect.contains(other_rect) or other_rect.contains(rect)  # a chip's ±
                assert nested or not _overlap(rect, other_rect), (name, key, other)
            on_table = QRect(panel.mapTo(table, rect.topLeft()), rect.size())
            for cover in covers:
                assert not _overlap(cover, on_table), (name, key, cover)
        _words_whole(panel)
    assert boxes == up  # each reminder in its player's panel
    if scene == "roll":
        roller = table.panel(names[-1])
        assert roller is not None and roller.part(("roll_result",)) is not None
    band = window.game_page.notices.geometry()
    assert not _overlap(band, table.geometry())
