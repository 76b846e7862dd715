"""Commander damage on the table: named per commander, readable at 8 players, + and − on each,
and entered by tapping a commander then the players it hit.

CR 903.10a: 21 combat damage from one commander makes a player lose; CR 702.124d: partners are
counted separately. Taking damage back is a correction (it gives the life back and moves no
crown), not an event of the game.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from companion.app.widgets.player_panel import PlayerPanel
from companion.app.window.main_window import MainWindow
from companion.core.actions import CombatDamage, FixCommanderDamage, Hit, NewGame
from companion.shell import taps
from companion.shell.damage_mode import Commander, DamageMode
from companion.shell.settings import Settings
from tests.fakes import FakeClock

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

NAMES = ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal")
SETUP = NewGame(
    NAMES,
    40,
    ("Ben",),
    (
        ("Ann", ("Atraxa, Praetors' Voice",)),
        ("Ben", ("Tymna the Weaver", "Kraum, Ludevic's Opus")),
    ),
)


@pytest.fixture
def window(qtbot: QtBot, companion_home: object, clock: FakeClock) -> Iterator[MainWindow]:
    win = MainWindow(Settings())
    qtbot.addWidget(win)
    win.session.close()
    win.session._clock = clock  # taps a moment apart merge; the test moves time
    win.resize(1280, 720)
    win.session.start(SETUP)
    win.show()
    qtbot.waitExposed(win)
    settle()
    yield win
    win.session.close()


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def panel(window: MainWindow, name: str) -> PlayerPanel:
    found = window.game_page.table.panel(name)
    assert found is not None
    return found


def actions(window: MainWindow) -> list[object]:
    game = window.session.game
    assert game is not None
    return [entry.action for entry in game.entries]


def test_damage_shows_per_commander_by_name_readable_at_8_players(window: MainWindow) -> None:
    window.session.do(
        CombatDamage(
            (
                Hit("Ben", "Cid", 7, commander=True, partner=True),
                Hit("Ben", "Cid", 3, commander=True),
                Hit("Ann", "Cid", 12, commander=True),
            )
        )
    )
    settle()
    cid = panel(window, "Cid")
    assert cid.content is not None
    ids = [chip.id for chip in cid.content.chips if chip.value is not None]
    assert ids == [("Ann", False), ("Ben", False), ("Ben", True)]  # seat order, only dealt
    captions = {key: cid.part(("caption", key)) for key in ids}
    # Each names its commander whole, in one of its chosen forms (issue 28 item 5: "⚔ Kraum 7").
    assert captions[("Ben", True)].text == "\u2694 Kraum"  # type: ignore[union-attr]
    tymna = captions[("Ben", False)].text  # type: ignore[union-attr]
    assert tymna in ("\u2694 Tymna the Weaver", "\u2694 Tymna")
    assert captions[("Ann", False)].text == "\u2694 Atraxa"  # type: ignore[union-attr]
    for key in ids:
        value, chip = cid.part(("value", key)), cid.part(("chip", key))
        assert value is not None and chip is not None
        assert value.pixels >= 18  # read across the table at 1280x720 with 8 players
        # A correction is a finger's target: the counter's own [−] [+], or (a narrow panel's
        # bare counter) the counter itself, whose tap types its amount.
        for target in (cid.part(("minus", key)), cid.part(("plus", key)), chip):
            if target is not None:
                assert min(target.rect.width(), target.rect.height()) >= 40, key
        if cid.part(("plus", key)) is None:
            asked: list[object] = []
            cid.enter_amount = asked.append  # type: ignore[method-assign]
            cid.click(("chip", key))
            assert asked == [taps.commander("Cid", key[0], key[1])]  # the tap opens its amount
        else:
            minus, plus = cid.part(("minus", key)), cid.part(("plus", key))
            assert minus is not None and plus is not None and minus.enabled and plus.enabled
    shown = [part for part in cid.parts() if part.key[0] in ("caption", "value", "plus", "minus")]
    for index, part in enumerate(shown):
        for other in shown[index + 1 :]:
            assert not part.rect.intersects(other.rect), (part, other)
        assert part.rect.top() >= cid.part(("total",)).rect.bottom()  # type: ignore[union-attr]
    # Read top to bottom, left to right, the chips keep seat order at every window size.
    for size in ((1280, 720), (1600, 1000), (1920, 1080)):
        window.resize(*size)
        settle()
        rects = [cid.part(("chip", key)).rect for key in ids]  # type: ignore[union-attr]
        reading = sorted(range(len(ids)), key=lambda i: (rects[i].top(), rects[i].left()))
        assert reading == list(range(len(ids))), size


def test_minus_on_a_chip_takes_damage_back_with_its_life(
    window: MainWindow, clock: FakeClock
) -> None:
    session = window.session
    session.do(CombatDamage((Hit("Ben", "Ann", 5, commander=True, partner=True),)))
    settle()
    ann = panel(window, "Ann")
    ann.click(("minus", ("Ben", True)))
    ann.click(("minus", ("Ben", True)))
    assert actions(window)[-1] == FixCommanderDamage("Ann", "Ben", -2, partner=True)
    state = session.state.player("Ann")
    assert state.partner_damage == {"Ben": 3} and state.life == 37
    clock.now += taps.PAUSE + 0.1
    ann.click(("plus", ("Ben", True)))  # after the pause: a new hit, its own undo step
    assert actions(window)[-1] == CombatDamage(
        (Hit("Ben", "Ann", 1, commander=True, partner=True),)
    )
    session.undo()
    session.undo()
    assert session.state.player("Ann").partner_damage == {"Ben": 5}


def test_tap_a_commander_then_the_players_it_hit(window: MainWindow, clock: FakeClock) -> None:
    session = window.session
    bar = window.game_page.turn_bar
    rects = {name: window.game_page.table.panel_rect(name) for name in NAMES}
    bar.damage_button.click()
    settle()
    assert session.damage_mode == DamageMode() and bar.damage_button.isChecked()
    ben = panel(window, "Ben")
    sources = [p.text for p in ben.parts() if p.key[0] == "source"]
    assert sources == ["\u2694 Tymna the Weaver", "\u2694 Kraum"]
    ben.click(("source", True))
    settle()
    cid, dee = panel(window, "Cid"), panel(window, "Dee")
    assert cid.part(("dealt_by",)) is not None and "Kraum" in cid.part(("dealt_by",)).text  # type: ignore[union-attr]
    assert ben.part(("deal", 1)) is None  # no commander damages its own player
    for _ in range(3):
        cid.click(("deal", 1))
    dee.click(("deal", 1))
    clock.now += taps.PAUSE + 0.1
    cid.click(("deal", -1))
    assert actions(window)[-3:] == [
        CombatDamage((Hit("Ben", "Cid", 3, commander=True, partner=True),)),
        CombatDamage((Hit("Ben", "Dee", 1, commander=True, partner=True),)),
        FixCommanderDamage("Cid", "Ben", -1, partner=True),
    ]
    assert cid.part(("dealt",)).text == "2"  # type: ignore[union-attr]
    # Nothing on the table moved while the mode came and went.
    window.commands.run("commander_damage_done")
    settle()
    assert session.damage_mode is None and not bar.damage_button.isChecked()
    assert {name: window.game_page.table.panel_rect(name) for name in NAMES} == rects
    assert cid.part(("value", ("Ben", True))).text == "2"  # type: ignore[union-attr]


def test_starting_from_the_player_who_was_hit(window: MainWindow) -> None:
    session = window.session
    eve = panel(window, "Eve")
    eve.click(("chip", "commander"))
    assert session.damage_mode == DamageMode(None, "Eve")
    assert "Who dealt it" in eve.part(("hint",)).text  # type: ignore[union-attr]
    panel(window, "Ann").click(("source", False))
    assert session.damage_mode == DamageMode(Commander("Ann"), "Eve")
    assert actions(window)[-1] == CombatDamage((Hit("Ann", "Eve", 1, commander=True),))
    # The attacker's panel says the pick counted the first point (play-test: it said "tap + on
    # each player", and 7 taps of + gave 8).
    hint = panel(window, "Ann").part(("hint",))
    assert hint is not None and hint.text.startswith("1 counted for Eve.")
    eve.click(("deal", 1))  # more from the same commander, merged with the first tap
    assert actions(window)[-1] == CombatDamage((Hit("Ann", "Eve", 2, commander=True),))
    for _ in range(5):  # 7 commander damage in 8 taps: ⚔, the commander, then + six times
        eve.click(("deal", 1))
    assert actions(window)[-1] == CombatDamage((Hit("Ann", "Eve", 7, commander=True),))
    hint = panel(window, "Ann").part(("hint",))  # no more "1 counted" once more are
    assert hint is not None and not hint.text.startswith("1 counted")


def test_the_mode_ends_with_the_turn(window: MainWindow) -> None:
    """Play-test (issue 28, 4 players): the mode stood into the next player's turn, every panel
    still offering Kraum's damage to Ann, where a stray tap counted it. Combat damage is the
    turn's: End turn ends the mode, and its chips and taxes come back."""
    session = window.session
    panel(window, "Eve").click(("chip", "commander"))
    panel(window, "Ann").click(("source", False))
    assert session.damage_mode is not None
    window.commands.run("end_turn")
    settle()
    assert session.damage_mode is None
    assert not window.game_page.turn_bar.damage_button.isChecked()
    assert panel(window, "Eve").part(("chip", "commander")) is not None  # the chips are back


def test_the_poison_chip_appears_once_used(window: MainWindow) -> None:
    gus = panel(window, "Gus")
    assert gus.part(("value", "poison")) is None
    gus.click(("chip", "add_poison"))
    assert window.session.state.player("Gus").poison == 1
    assert gus.part(("value", "poison")).text == "1"  # type: ignore[union-attr]
    assert gus.part(("chip", "add_poison")) is None


def test_many_commanders_in_use_never_take_the_life_total(
    qtbot: QtBot, companion_home: object
) -> None:
    """Fourteen commanders (seven partnered opponents) dealing damage to one player at 8 players,
    1280x720: the largest tallies show, a "+N" chip names the others, and the life total and its
    buttons keep their room (they once shrank to 1 px)."""
    win = MainWindow(Settings())
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.session.start(NewGame(NAMES, 100, NAMES))  # 56 damage in all: Cid stays in
    try:
        win.show()
        qtbot.waitExposed(win)
        hits = tuple(
            Hit(name, "Cid", 1 + index, commander=True, partner=partner)
            for index, name in enumerate(n for n in NAMES if n != "Cid")
            for partner in (False, True)
        )
        win.session.do(CombatDamage(hits))
        settle()
        cid = panel(win, "Cid")
        total, header = cid.part(("total",)), cid.part(("header",))
        plus = cid.part(("life", 1))
        assert total is not None and header is not None and plus is not None
        height = cid.upright_size()[1]
        assert total.rect.height() >= 40 and total.pixels >= height * 0.15
        for delta in (-5, -1, 1, 5):  # the life buttons stay a finger's target
            button = cid.part(("life", delta))
            assert button is not None
            assert min(button.rect.width(), button.rect.height()) >= 40
        more = cid.part(("chip", "more"))
        assert more is not None and more.tooltip.count("\n") >= 1
        shown = [p for p in cid.parts() if p.key[0] == "chip" and p.key[1] != "more"]
        assert all(p.rect.top() >= header.rect.bottom() for p in shown)
        assert all(not p.rect.intersects(total.rect) for p in shown)
        # The largest tallies are the ones shown (Hal's partner dealt the most: 7).
        assert cid.part(("value", ("Hal", True))) is not None
    finally:
        win.session.close()
