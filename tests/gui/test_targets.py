"""Targets a finger can hit at 8 players (issue 28 item 4): read from each painted part's rectangle
at 1280x720, the smallest window a pod uses. The play-test met "whose creature?" as single letters
in circles of about 14 px (B C D M F G H N, where N meant "no")."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from companion.app.window.main_window import MainWindow
from companion.core.actions import (
    BecomeMonarch,
    CardEnters,
    CombatDamage,
    CommanderCast,
    Concede,
    CounterChange,
    EndTurn,
    Hit,
    NewGame,
    PoisonChange,
    TakeInitiative,
)
from companion.core.steps import Step
from companion.shell import taps
from companion.shell.damage_mode import Commander, DamageMode
from companion.shell.session import Session
from companion.shell.settings import Settings

READ = 28  # pixels: a total read from across the table
EIGHT = ("Annabelle", "Benedikt", "Cid", "Dee", "Evelyn", "Fay", "Gustav", "Hal")


@pytest.mark.parametrize("asked", EIGHT)
def test_whose_creature_offers_every_player_by_name_in_buttons_a_finger_hits(
    qtbot: QtBot, companion_home: object, asked: str
) -> None:
    window = MainWindow(Settings(log_open=False))
    qtbot.addWidget(window)
    window.resize(1280, 720)
    session = window.session
    session.start(NewGame(EIGHT, 40))
    window.show()
    qtbot.waitExposed(window)
    session.do(BecomeMonarch(asked))
    session.change_life(asked, -4)
    QApplication.processEvents()
    panel = window.game_page.table.panel(asked)
    assert panel is not None
    answers = {p.key[1]: p for p in panel.parts() if p.key[0] == "answer"}
    assert set(answers) == {*(n for n in EIGHT if n != asked), None}
    for name, part in answers.items():
        assert min(part.rect.width(), part.rect.height()) >= 40, (name, part.rect)
        assert part.text == (name if name is not None else "No")  # whole, never a letter
    session.close()


PARTNERED = ("Annabelle", "Benedikt", "Cid")
COMMANDERS = (
    ("Annabelle", ("Tymna the Weaver", "Kraum, Ludevic's Opus")),
    ("Benedikt", ("Thrasios, Triton Hero", "Vial Smasher the Fierce")),
    ("Cid", ("Queen Marchesa", "Kydele, Chosen of Kruphix")),
    ("Dee", ("Atraxa, Praetors' Voice",)),
)


def _counters(session: Session) -> None:
    """Counters in use on one player from several commanders, taxes with casts, rad."""
    session.do(CombatDamage((Hit("Annabelle", "Cid", 7, commander=True),)))
    session.do(CombatDamage((Hit("Annabelle", "Cid", 3, commander=True, partner=True),)))
    session.do(CombatDamage((Hit("Benedikt", "Cid", 4, commander=True, partner=True),)))
    session.do(PoisonChange("Cid", 3))
    session.do(CounterChange("Evelyn", "rad", 4))
    session.do(CounterChange("Evelyn", "energy", 2))
    for player, partner in (("Annabelle", False), ("Annabelle", True), ("Cid", True)):
        session.do(CommanderCast(player, partner))


def _draw_with_counters(session: Session) -> None:
    _counters(session)
    session.do(BecomeMonarch("Cid"))
    session.do(CardEnters("Cid", "Palace Jailer"))
    session.step_to(Step.END)
    session.do(TakeInitiative("Dee"))


def _damage_mode(session: Session) -> None:
    session.set_damage_mode(DamageMode().start_from("Cid"))
    session.set_damage_mode(session.damage_mode.pick_commander(  # type: ignore[union-attr]
        session.state, Commander("Annabelle", True)
    )[0])


def _running(session: Session) -> None:
    """Commander damage being tapped: its running total above the life total."""
    counter = taps.commander("Dee", "Cid", False)
    for _ in range(7):
        session.tap(counter, 1)


def _question(session: Session) -> None:
    """The monarch's combat question, in a panel a dock has narrowed (play-test: buttons 82x23,
    the total 23 px)."""
    session.do(BecomeMonarch("Hal"))
    session.change_life("Hal", -4)
    assert session.state.question is not None


def _strips(session: Session) -> None:
    """Players who left, a side seat's among them: a strip offers no menu (it had nothing in
    it, behind an 18x21 ⋮)."""
    for name in ("Benedikt", "Cid", "Fay"):
        session.do(Concede(name))


def _draw(session: Session) -> None:
    """The monarch's draw in a panel with nothing else: the crown, a row of life buttons and the
    reminder share the body (play-test: the total 13 px between the crown and +1)."""
    session.do(BecomeMonarch("Annabelle"))
    session.step_to(Step.END)


SCENES: dict[str, Callable[[Session], None]] = {
    "counters": _counters,
    "draw": _draw,
    "strips": _strips,
    "question": _question,
    "draw+venture+counters": _draw_with_counters,
    "damage mode": _damage_mode,
    "running": _running,
}


def _partnered_eight(qtbot: QtBot, *, log: bool = False) -> MainWindow:
    """The eight players with partners and named commanders, at 1280x720, shown."""
    window = MainWindow(Settings(log_open=log))
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.session.start(NewGame(EIGHT, 40, partners=PARTNERED, commanders=COMMANDERS))
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.mark.parametrize("docks", ["none", "log", "phones+overlay"])
@pytest.mark.parametrize("scene", list(SCENES))
def test_every_target_at_eight_players_is_a_fingers(
    qtbot: QtBot, companion_home: object, scene: str, docks: str
) -> None:
    """Issue 28 item 4: every tappable part painted on every panel (life, menu, counters and
    their [−] [+], tax, commander-damage buttons and corrections, cards, reminders, answers) is
    at least 40 px on its smaller side at 1280x720 with 8 players, with the widest docks open
    too (play-test: the phones' and the overlay's docks left the life buttons 35.6 px); the
    running total is whole, and every total is read large or said on its question's line."""
    window = _partnered_eight(qtbot, log=docks == "log")
    session = window.session
    if docks == "phones+overlay":
        window.docks.show_pod()
        window.docks.show_overlay()
    QApplication.processEvents()
    assert (window.game_page.table.width() < 1100) == (docks != "none")  # a dock took room
    SCENES[scene](session)
    QApplication.processEvents()
    seen = 0
    for name in EIGHT:
        panel = window.game_page.table.panel(name)
        assert panel is not None
        for part in panel.parts():
            if part.clickable and part.enabled:
                seen += 1
                assert min(part.rect.width(), part.rect.height()) >= 40, (name, part.key)
            if part.key[0] in ("run", "total", "caption", "value") and part.text:
                ink = QFontMetricsF(part.font(panel.font())).horizontalAdvance(part.text)
                assert ink <= part.rect.width() + 1, (name, part.key, part.text)
                assert "…" not in part.text, (name, part.key, part.text)  # chosen, never cut
        if not session.state.player(name).in_game:
            assert panel.part(("menu",)) is None
            continue  # a strip (test_a_side_seats_strip_reads_along_its_length reads it)
        total = panel.part(("total",))
        asking = panel.part(("asking",))
        life = str(session.state.player(name).life - (4 if scene == "question" and name == "Hal"
                                                      else 0))
        assert (total is not None and total.pixels >= READ and total.text == life) or (
            asking is not None and f"→ {life}" in asking.text
        ), (name, total and total.rect)
    assert seen >= 8 * 3  # at least the menu and two life buttons of every panel
    if scene == "running":
        dee = window.game_page.table.panel("Dee")
        assert dee is not None and dee.part(("run",)) is not None
    session.close()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [4, 6, 8])
def test_a_reminder_leaves_its_players_counters_in_sight(
    qtbot: QtBot, companion_home: object, players: int, size: tuple[int, int]
) -> None:
    """The play-test: an open reminder took the player's counter row (poison, commander damage,
    tax) at 4 players 1280x720 and at 8. With the monarch's draw up, the monarch's poison, the
    commander damage they took and their commander's tax stay painted, whole, beside Done."""
    names = EIGHT[:players]
    window = MainWindow(Settings(log_open=False))
    qtbot.addWidget(window)
    window.resize(*size)
    session = window.session
    commanders = (("Cid", ("Queen Marchesa",)), ("Annabelle", ("Tymna the Weaver",)))
    session.start(NewGame(names, 40, commanders=commanders))
    window.show()
    qtbot.waitExposed(window)
    session.do(CombatDamage((Hit("Annabelle", "Cid", 7, commander=True),)))
    session.do(PoisonChange("Cid", 3))
    session.do(CommanderCast("Cid"))
    session.do(BecomeMonarch("Cid"))
    session.do(EndTurn())
    session.do(EndTurn())
    session.step_to(Step.END)  # Cid's end step: the monarch's draw
    QApplication.processEvents()
    panel = window.game_page.table.panel("Cid")
    assert panel is not None
    assert panel.part(("remind", next(iter(session.state.pending_reminders())).id, "done"))
    shown = {p.key: p.text for p in panel.parts()}
    assert shown[("caption", "poison")] == "\u2620" and shown[("value", "poison")] == "3"
    assert shown[("caption", ("Annabelle", False))] in ("\u2694 Tymna the Weaver", "\u2694 Tymna")
    assert shown[("value", ("Annabelle", False))] == "7"
    assert shown[("caption", "tax")] in ("Queen Marchesa {2}", "Queen {2}")
    session.close()


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 4, 6, 8])
def test_every_tax_names_its_commander(
    qtbot: QtBot, companion_home: object, players: int, size: tuple[int, int], lang: str
) -> None:
    """Issue 28 item 5: the play-test read "T… {0}" / "K… {0}" at 6 players and a bare "{0}"
    at 8 in German. Each tax button names its commander in one of its chosen forms, whole
    ("Tymna the Weaver {2}" or "Tymna {2}"), the other buttons giving up width first."""
    names = EIGHT[:players]
    window = MainWindow(Settings(log_open=False))
    qtbot.addWidget(window)
    window.set_language(lang)
    window.resize(*size)
    session = window.session
    partnered = tuple(n for n in PARTNERED if n in names)
    commanders = tuple(c for c in COMMANDERS if c[0] in names)
    session.start(NewGame(names, 40, partners=partnered, commanders=commanders))
    window.show()
    qtbot.waitExposed(window)
    for player, _ in commanders:
        session.do(CommanderCast(player))
    QApplication.processEvents()
    forms = {
        "Tymna the Weaver": ("Tymna the Weaver", "Tymna"),
        "Kraum, Ludevic's Opus": ("Kraum",),
        "Thrasios, Triton Hero": ("Thrasios",),
        "Vial Smasher the Fierce": ("Vial Smasher the Fierce", "Vial Smasher", "Vial"),
        "Queen Marchesa": ("Queen Marchesa", "Queen"),
        "Kydele, Chosen of Kruphix": ("Kydele",),
        "Atraxa, Praetors' Voice": ("Atraxa",),
    }
    for player, named in commanders:
        panel = window.game_page.table.panel(player)
        assert panel is not None
        for partner, card in enumerate(named):
            chip = "partner_tax" if partner else "tax"
            caption = panel.part(("caption", chip))
            assert caption is not None, (player, chip)
            tax = "{0}" if partner else "{2}"
            said = {f"{form} {tax}" for form in forms[card]}
            assert caption.text in said, (player, caption.text)
            ink = QFontMetricsF(caption.font(panel.font())).horizontalAdvance(caption.text)
            assert ink <= caption.rect.width() + 1, (player, caption.text)
    window.set_language("en")
    session.close()


def test_a_side_seats_strip_reads_along_its_length(qtbot: QtBot, companion_home: object) -> None:
    """Play-test (zh_CN, 6 players, 1920x1080): Ben's side strip said "40 已离开游戏: 认输" in
    about 5 px. A long strip puts why and the last total side by side along it, as large as
    its height lets them be."""
    from companion.core.actions import Concede

    window = MainWindow(Settings(log_open=False))
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    names = ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay")
    window.session.start(NewGame(names, 40))
    window.show()
    qtbot.waitExposed(window)
    window.session.do(Concede("Ben"))
    QApplication.processEvents()
    strip = window.game_page.table.panel("Ben")
    assert strip is not None and strip.content is not None and strip.content.gone
    width, height = strip.upright_size()
    assert width > 3 * height  # a side seat's strip
    reason, total = strip.part(("reason",)), strip.part(("total",))
    assert reason is not None and total is not None
    assert reason.rect.right() <= total.rect.left()  # side by side
    assert reason.pixels >= 16 and total.pixels >= 40
    window.session.close()


@pytest.mark.parametrize("docks", ["none", "phones+overlay"])
def test_the_turn_bars_buttons_and_steps_are_a_fingers(
    qtbot: QtBot, companion_home: object, docks: str
) -> None:
    """Play-test (issue 28, minor 5): the turn bar's buttons were 34 px high and its step
    segments 29 px (then 39), 19 to 25 px wide with a dock open; the notice's Undo 39 px, its ×
    45x36. Every button and segment the bar shows at 1280x720 with 8 players is at least 40 px
    on its smaller side, the bar fitting its text to make room for them."""
    from PySide6.QtWidgets import QAbstractButton

    window = _partnered_eight(qtbot)
    session = window.session
    if docks != "none":
        window.docks.show_pod()
        window.docks.show_overlay()
    session.step_to(Step.COMBAT_DAMAGE)  # the longest step name of the track
    session.do(CombatDamage((Hit("Cid", "Dee", 1),)))
    QApplication.processEvents()
    bar = window.game_page.turn_bar
    shown = [b for b in bar.findChildren(QAbstractButton) if b.isVisible()]
    assert len(shown) >= 4 + 12  # the four buttons and the twelve steps
    window.session.do(BecomeMonarch("Cid"))  # a notice with its Undo and ×
    QApplication.processEvents()
    notices = window.game_page.notices
    shown += [b for b in notices.findChildren(QAbstractButton) if b.isVisible()]
    assert notices.undo_button in shown
    for button in shown:
        assert min(button.width(), button.height()) >= 40, (button.objectName(), button.size())
        holder = bar if bar.isAncestorOf(button) else notices
        right = button.mapTo(holder, button.rect().topRight()).x()
        assert right <= holder.width(), button.objectName()  # inside its bar, none pushed out


def test_the_combat_dialogs_fields_are_a_fingers_and_it_fits_720(
    qtbot: QtBot, companion_home: object
) -> None:
    """Play-test (4 players, 1920x1080): the combat dialog's amounts and 'by whose creatures'
    were 33 px high, its boxes about 33, its + 40x32. At 8 players every field, box and button
    is 40 px high, and the dialog still fits a 1280x720 window."""
    from PySide6.QtWidgets import QCheckBox, QComboBox, QPushButton, QSpinBox

    from companion.app.dialogs.combat import CombatDialog

    window = _partnered_eight(qtbot)
    dialog = CombatDialog(window.session, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    fields = [w for kind in (QSpinBox, QComboBox, QCheckBox, QPushButton)
              for w in dialog.findChildren(kind) if w.isVisible()]
    assert len(fields) >= 8 * 6
    assert all(w.height() >= 40 for w in fields), [(type(w).__name__, w.height()) for w in fields
                                                   if w.height() < 40]
    assert dialog.sizeHint().height() <= 720
    window.session.close()
