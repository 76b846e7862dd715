"""Take the README's screenshots from the real app in a real window.

Run under a virtual display so the window is a real X11 window, not the offscreen platform:
    xvfb-run -s "-screen 0 1600x1000x24" python docs/screenshots/capture.py
Writes docs/screenshots/table.png (the demo table) and reminder.png (the monarch's end step),
then reminder-<code>.png for each UI language (the language switched live, as View > Language does):
    ... capture.py --lang all        # or --lang de, or --lang none to skip them
With --features it also writes the table's features at 4 and 8 players, 1280x720 (the smallest
window a pod uses): taps merged into one running change, the amount entry, the combat screen with
two sources and first strike, the reminder over the table, players who left as strips, the log,
the start page, the Stats dock and the winner screen at 8 players (features-*.png).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Screenshots of the real app")
    parser.add_argument("--lang", default="all", help="all, none, or one code (de, zh_CN, ...)")
    parser.add_argument("--features", action="store_true", help="also the features at 4 and 8")
    args = parser.parse_args(argv)
    os.environ.setdefault("COMPANION_HOME", tempfile.mkdtemp(prefix="companion-shots-"))
    from PySide6.QtWidgets import QApplication

    from companion.app import i18n
    from companion.app.launch import create_app
    from companion.app.window.main_window import MainWindow
    from companion.core.actions import EndTurn
    from companion.shell.settings import Settings

    app = create_app()
    i18n.install(app, "en")
    window = MainWindow(Settings())
    window.resize(1600, 960)
    window.files.start_demo()
    window.show()
    window.finish_start_up()  # as the launch does after its first frame

    def settle() -> None:
        for _ in range(40):
            app.processEvents()
            QApplication.instance().thread().msleep(25)  # type: ignore[union-attr]

    settle()
    window.grab().save(str(HERE / "table.png"))
    session = window.session
    session.do(EndTurn())  # Dee
    session.do(EndTurn())  # Ann
    session.do(EndTurn())  # Ben, the monarch
    window.game_page.turn_bar.end_turn()  # stops at the monarch's end step
    settle()
    window.grab().save(str(HERE / "reminder.png"))
    written = [HERE / "table.png", HERE / "reminder.png"]
    codes = {"all": i18n.LANGUAGES, "none": ()}.get(args.lang, (i18n.resolve(args.lang),))
    for code in codes:
        window.set_language(code)  # live, like View > Language
        settle()
        path = HERE / f"reminder-{code}.png"
        window.grab().save(str(path))
        written.append(path)
    window.set_language("en")
    window.close()
    if args.features:
        written += features(app, settle)
        written += setup_features(settle)
        written += commander_features(settle)
        written += stats_features(settle)
        written += initiative_features(settle)
        written += evening_features(settle)
    print("wrote", *written)
    return 0


def features(app: object, settle: object) -> list[Path]:  # noqa: PLR0915 - scene by scene
    """The table's features at 4 and 8 players, 1280x720, in English."""
    from companion.app.dialogs.amount_entry import AmountDialog
    from companion.app.dialogs.combat import CombatDialog
    from companion.app.window.main_window import MainWindow
    from companion.core.actions import BecomeMonarch, Concede, NewGame, StepTo
    from companion.core.steps import Step
    from companion.shell import taps
    from companion.shell.settings import Settings

    assert callable(settle)
    names = ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal")
    written: list[Path] = []

    def shot(widget: object, name: str) -> None:
        settle()
        path = HERE / f"features-{name}.png"
        widget.grab().save(str(path))  # type: ignore[attr-defined]
        written.append(path)

    for count in (4, 8):
        window = MainWindow(Settings())
        window.resize(1280, 720)
        session = window.session
        session.start(NewGame(names[:count], 40, partners=("Ben",)))
        session.do(BecomeMonarch("Ann"))
        window.show()
        window.finish_start_up()  # as the launch does after its first frame
        for _ in range(14):  # -1 held down: one change, shown as it runs
            session.tap(taps.life("Cid"), -1)
        shot(window, f"taps-{count}p")
        dialog = AmountDialog(session, taps.life("Dee"), window)
        dialog.line.setText("-7")
        dialog.show()
        shot(dialog, f"entry-{count}p")
        dialog.close()
        session.do(StepTo(Step.COMBAT_DAMAGE))
        combat = CombatDialog(session, window)
        first = next(r for r in combat.rows if r.defender == "Ben")
        first.source.setCurrentText("Ann")
        first.commander.setChecked(True)
        first.amount.setValue(4)
        combat.add_hit(first).amount.setValue(3)
        combat.first_strike.setChecked(True)
        combat.show()
        shot(combat, f"combat-{count}p")
        combat.close()
        session.do(StepTo(Step.END))  # the monarch's draw: the banner over the table
        shot(window, f"reminder-{count}p")
        session.done()
        session.do(Concede("Cid"))
        if count == 8:
            session.do(Concede("Gus"))
        shot(window, f"strips-{count}p")
        if count == 4:
            shot(window.docks.log, "log")
        window.session.close()
        window.close()
    start = MainWindow(Settings(recent=[]))
    start.resize(1280, 720)
    start.show_start_page()
    start.show()
    start.finish_start_up()  # as the launch does after its first frame
    shot(start, "start")
    start.close()
    return written


def commander_features(settle: object) -> list[Path]:
    """Commander damage at 4 and 8 players, 1280x720: the counters in use by commander name,
    with − and +, and the mode where a commander is tapped, then the players it hit."""
    from companion.app.window.main_window import MainWindow
    from companion.core.actions import CombatDamage, Hit, NewGame
    from companion.shell.damage_mode import Commander, DamageMode
    from companion.shell.settings import Settings

    assert callable(settle)
    names = ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal")
    commanders = (
        ("Ann", ("Atraxa, Praetors' Voice",)),
        ("Ben", ("Tymna the Weaver", "Kraum, Ludevic's Opus")),
        ("Cid", ("Edgar Markov",)),
    )
    written: list[Path] = []
    for count in (4, 8):
        window = MainWindow(Settings())
        window.resize(1280, 720)
        session = window.session
        session.start(NewGame(names[:count], 40, ("Ben",), commanders))
        hits = (
            Hit("Ben", "Ann", 7, commander=True, partner=True),
            Hit("Cid", "Ann", 4, commander=True),
            Hit("Ann", "Dee", 12, commander=True),
        )
        session.do(CombatDamage(hits))
        window.show()
        window.finish_start_up()  # as the launch does after its first frame
        for name, mode in (
            (f"commander-{count}p", None),
            (f"commander-mode-{count}p", DamageMode(Commander("Ben", partner=True))),
        ):
            session.set_damage_mode(mode)
            settle()
            path = HERE / f"features-{name}.png"
            window.grab().save(str(path))
            written.append(path)
        session.close()
        window.close()
    return written


def initiative_features(settle: object) -> list[Path]:
    """The initiative beside the crown, a dungeon on its map, monarch cards on a panel and two
    reminders at once (a venture with its rooms, a card's trigger), 4 and 8 players, 1280x720."""
    from companion.app.window.main_window import MainWindow
    from companion.core.actions import BecomeMonarch, CardEnters, NewGame, StepTo, TakeInitiative
    from companion.core.steps import Step
    from companion.shell.settings import Settings

    assert callable(settle)
    names = ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal")
    written: list[Path] = []
    for count in (4, 8):
        window = MainWindow(Settings())
        window.resize(1280, 720)
        session = window.session
        session.start(NewGame(names[:count], 40))
        session.do(StepTo(Step.MAIN1))
        session.card_enters("Ann", "Court of Grace", crowned=True)
        session.do(TakeInitiative("Ann", "Aarakocra Sneak"))
        session.venture("Ann", "Secret Entrance")
        session.do(TakeInitiative("Ann"))
        session.card_enters("Ben", "Palace Jailer", crowned=True)
        session.do(CardEnters("Cid", "Fealty to the Realm"))
        session.do(BecomeMonarch("Cid"))  # Palace Jailer's creature returns; Fealty follows
        window.show()
        window.finish_start_up()  # as the launch does after its first frame
        settle()
        path = HERE / f"features-initiative-{count}p.png"
        window.grab().save(str(path))
        written.append(path)
        session.close()
        window.close()
    return written


def evening_features(settle: object) -> list[Path]:
    """What else an evening needs (issue 16): commander tax, counters (energy, rad, speed, the
    city's blessing, the Ring, a playgroup's own), storm on the turn bar and a running chess
    clock, 4 and 8 players, 1280x720 (features-evening-4p.png, features-evening-8p.png)."""
    from companion.app.window.main_window import MainWindow
    from companion.core.actions import (
        ChessClock,
        CitysBlessing,
        CommanderCast,
        CounterChange,
        NewGame,
        RingTempts,
        Speed,
        Storm,
    )
    from companion.shell.settings import Settings

    assert callable(settle)
    names = ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal")
    commanders = (("Ben", ("Kraum, Ludevic's Opus", "Tymna the Weaver")),)
    written: list[Path] = []
    for count in (4, 8):
        window = MainWindow(Settings())
        window.resize(1280, 720)
        session = window.session
        session.start(NewGame(names[:count], 40, partners=("Ben",), commanders=commanders))
        session.do(ChessClock(30))
        for action in (
            CommanderCast("Ann"), CommanderCast("Ben"), CommanderCast("Ben", partner=True),
            CommanderCast("Ben", partner=True), CounterChange("Ann", "energy", 6),
            Speed("Ann"), CitysBlessing("Ann"), RingTempts("Cid", "Frodo, Sauron's Bane"),
            RingTempts("Cid", "Frodo, Sauron's Bane"), CounterChange("Dee", "rad", 3),
            CounterChange("Ben", "Bounty", 2, named=True), Storm(4),
        ):
            session.do(action)
        window.show()
        window.finish_start_up()  # as the launch does after its first frame
        settle()
        path = HERE / f"features-evening-{count}p.png"
        window.grab().save(str(path))
        written.append(path)
        session.close()
        window.close()
    return written


def stats_features(settle: object) -> list[Path]:
    """The Stats dock beside the 8-player table, and the winner screen with the game's summary
    beside it and the log open, 1280x720 (features-stats-8p.png, features-winner-8p.png)."""
    from companion.app.window.main_window import MainWindow
    from companion.core.actions import (
        BecomeMonarch,
        CombatDamage,
        Concede,
        EndTurn,
        Hit,
        NewGame,
        StepTo,
    )
    from companion.core.steps import Step
    from companion.shell.settings import Settings

    assert callable(settle)
    names = ("Annabelle", "Benedikt", "Cid", "Dee", "Evelyn", "Fay", "Gustav", "Hal")
    written: list[Path] = []
    for name, log in (("stats-8p", False), ("winner-8p", True)):
        window = MainWindow(Settings(log_open=log))
        window.resize(1280, 720)
        session = window.session
        session.start(NewGame(names, 40))
        session.do(StepTo(Step.MAIN1))
        session.do(BecomeMonarch("Annabelle", "Palace Jailer"))
        for turn in range(10):  # ten turns of combat: the crown is stolen twice
            attacker = session.state.turn_player
            others = [n for n in session.state.names if n != attacker]
            session.do(StepTo(Step.COMBAT_DAMAGE))
            hit = Hit(attacker, others[turn % 3], 3 + turn % 4, commander=turn % 2 == 0)
            session.do(CombatDamage((hit,)))
            session.do(EndTurn())
        window.show()
        window.finish_start_up()  # as the launch does after its first frame
        if log:
            for player in names[1:]:
                session.do(Concede(player))
        else:
            window.docks.show_stats()
        settle()
        path = HERE / f"features-{name}.png"
        window.grab().save(str(path))
        written.append(path)
        session.close()
        window.close()
    return written


def setup_features(settle: object) -> list[Path]:  # noqa: PLR0915 - scene by scene
    """The new-game dialog at 8 players with commanders, partners and the colour swatches open;
    the 8-player table in the palette's colours; the start page with recent games (1280x720)."""
    import time

    # A home of its own: the start page lists only the games made here.
    os.environ["COMPANION_HOME"] = tempfile.mkdtemp(prefix="companion-shots-setup-")

    from PySide6.QtGui import QPainter

    from companion.app.dialogs.new_game import NewGameDialog
    from companion.app.session import GameSession
    from companion.app.window.main_window import MainWindow
    from companion.core.actions import BecomeMonarch, Concede, EndTurn, LifeChange, Lose, NewGame
    from companion.shell import games
    from companion.shell.settings import Settings

    assert callable(settle)
    names = ("Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal")
    written = [HERE / f"features-{n}.png" for n in ("newgame-8p", "palette-8p", "start")]

    window = MainWindow(Settings())
    window.resize(1280, 720)
    window.show_start_page()
    window.show()
    window.finish_start_up()  # as the launch does after its first frame
    commanders = {
        "Ann": ("Kenrith, the Returned King",),
        "Ben": ("Tymna the Weaver", "Kraum, Ludevic's Opus"),
        "Dee": ("Atraxa, Praetors' Voice",),
        "Fay": ("Thrasios, Triton Hero", "Vial Smasher the Fierce"),
        "Hal": ("The Ur-Dragon",),
    }
    dialog = NewGameDialog(
        players=names, partners=("Ben", "Fay"), commanders=commanders, parent=window
    )
    dialog.show()
    settle()
    dialog.move(window.geometry().center() - dialog.rect().center())
    dialog.rows()[2].swatch.click()  # Cid's colour: the eight swatches, whose each one is
    settle()
    picture = dialog.grab()
    popup = dialog.swatch_popup
    if popup is not None:
        painter = QPainter(picture)
        painter.drawPixmap(dialog.mapFromGlobal(popup.pos()), popup.grab())
        painter.end()
        popup.close()
    picture.save(str(written[0]))
    dialog.close()

    session = window.session
    session.start(NewGame(names, 40, ("Ben",), (("Ben", commanders["Ben"]),)))
    session.do(BecomeMonarch("Dee"))
    for name, delta in (("Cid", -7), ("Fay", -3), ("Hal", -12)):
        session.do(LifeChange(name, delta))
    session.do(EndTurn())
    settle()
    window.grab().save(str(written[1]))
    session.close()
    window.close()

    # Recent games: won, unfinished, a draw, a file that can't be read; one to continue.
    pods = [
        (names[:4], 9, "Ben"),
        (names, 12, "Gus"),
        (names[:4], 6, None),
        (names[:3], 11, "Cid"),
        (("Mia", "Noa", "Oli", "Pia", "Quin"), 7, "draw"),
        (names[:4], 7, None),
    ]
    now = time.time()
    ages = [26 * 3600, 7 * 86400, 2 * 86400, 9 * 86400, 14 * 86400, 600]
    last = None
    for (players, turns, result), age in zip(pods, ages, strict=True):
        game = GameSession()
        game.start(NewGame(players, 40))
        for _ in range(turns - 1):
            game.do(EndTurn())
        if result == "draw":
            for name in players[:-2]:
                game.do(Concede(name))
            game.do(Lose(players[-2:]))
        elif result:
            for name in players:
                if name != result:
                    game.do(Concede(name))
        last = game.path
        game.close()
        assert last is not None
        os.utime(last, (now - age, now - age))
    games.set_current(last)
    assert last is not None
    broken = last.parent / "game-20261101-201500-broken.jsonl"
    broken.write_bytes(b"\x00garbage\n")
    os.utime(broken, (now - 20 * 86400, now - 20 * 86400))
    start = MainWindow(Settings())
    start.resize(1280, 720)
    start.show_start_page()
    start.show()
    start.finish_start_up()  # as the launch does after its first frame
    settle()
    start.grab().save(str(written[2]))
    start.close()
    return written


if __name__ == "__main__":
    sys.exit(main())
