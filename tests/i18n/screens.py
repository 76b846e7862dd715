"""Every string a player can see, screen by screen: the tour the "no English on screen" test takes.

`tour(window, code)` walks a real main window in one language the way a player would: the start
page, a game (turn bar, every panel's painted parts and tooltips, notices, a refused action, the
reminder, the log), every menu, the command palette, every dialog (new game, combat, amounts, the
crown, conceding, the shortcuts, About, opening a file, a damaged journal), every dock (rules,
stats, overlay) and the game-over page. It returns (where, text) pairs; `english_in` then says
which of them are English.

Modal dialogs are read as soon as they open (a timer looks for the active modal widget) and
closed again, so the tour runs unattended.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from pathlib import Path

from PySide6.QtCore import QEventLoop, QTimer, SignalInstance
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialog,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QTabBar,
    QTableWidget,
    QTextBrowser,
    QTreeWidget,
    QWidget,
)

ROOT = Path(__file__).resolve().parents[2]

Seen = list[tuple[str, str]]


def plain(text: str) -> str:
    """A widget's text as drawn: markup rendered to text, the mnemonic's & dropped."""
    if "<" in text and ">" in text:
        doc = QTextDocument()
        doc.setHtml(text)
        text = doc.toPlainText()
    return re.sub(r"&(.)", r"\1", text)


def widget_texts(root: QWidget, where: str) -> Seen:
    """The visible texts (and tooltips) of `root` and every visible widget under it."""
    out: Seen = []

    def add(text: str | None, what: str) -> None:
        if text and text.strip():
            out.append((f"{where}: {what}", plain(text)))

    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        name = type(w).__name__
        add(w.toolTip(), f"{name} tooltip")
        add(w.accessibleName(), f"{name} accessible name")
        if isinstance(w, QDialog | QDockWidget) or w.isWindow():
            add(w.windowTitle(), f"{name} title")
        if isinstance(w, QLabel | QAbstractButton):
            add(w.text(), name)
        elif isinstance(w, QLineEdit):
            add(w.placeholderText(), f"{name} placeholder")
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                add(w.itemText(i), f"{name} item")
        elif isinstance(w, QGroupBox):
            add(w.title(), name)
        elif isinstance(w, QTabBar):
            for i in range(w.count()):
                add(w.tabText(i), f"{name} tab")
        elif isinstance(w, QTextBrowser):
            add(w.toPlainText(), name)
        elif isinstance(w, QTreeWidget):
            for i in range(w.topLevelItemCount()):
                item = w.topLevelItem(i)
                if item is not None and not item.isHidden():
                    add(item.text(0), f"{name} row")
        elif isinstance(w, QListWidget):
            for i in range(w.count()):
                item = w.item(i)
                if item is not None and not item.isHidden():
                    add(item.text(), f"{name} row")
        elif isinstance(w, QTableWidget):
            for c in range(w.columnCount()):
                header = w.horizontalHeaderItem(c)
                if header is not None:
                    add(header.text(), f"{name} header")
            for r in range(w.rowCount()):
                for c in range(w.columnCount()):
                    item = w.item(r, c)
                    if item is not None:
                        add(item.text(), f"{name} cell")
                        add(item.toolTip(), f"{name} cell tooltip")
        if hasattr(w, "parts") and callable(w.parts) and hasattr(w, "content"):
            for part in w.parts():  # a player panel paints its texts
                add(part.text, f"panel {getattr(w, 'name', '')} {part.key[0]}")
                add(part.tooltip, f"panel {getattr(w, 'name', '')} {part.key[0]} tooltip")
    return out


def menu_texts(menu: QMenu, where: str) -> Seen:
    out: Seen = []
    for action in menu.actions():
        if action.isSeparator():
            continue
        for text, what in ((action.text(), "item"), (action.toolTip(), "tooltip")):
            if text and text.strip():
                out.append((f"{where}: {what}", plain(text)))
        if action.menu() is not None:
            out += menu_texts(action.menu(), f"{where} > {plain(action.text())}")
    return out


def settle(rounds: int = 5) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


def read_modal(where: str, seen: Seen, then: Callable[[QWidget], None] | None = None) -> None:
    """Read the next modal dialog's texts as soon as it opens, then close it (or run `then`)."""

    def attempt() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(5, attempt)
            return
        settle()
        seen.extend(widget_texts(dialog, where))
        if then is not None:
            then(dialog)
        elif isinstance(dialog, QDialog):
            dialog.reject()
        else:
            dialog.close()

    QTimer.singleShot(0, attempt)


# -- what counts as English ---------------------------------------------------------------------


def _ts_pairs(code: str) -> dict[str, str]:
    """Each English source text of the app (as drawn: & dropped) and its `code` translation."""
    text = (ROOT / "i18n" / f"companion_{code}.ts").read_text(encoding="utf-8")
    doc = QTextDocument()

    def unescape(raw: str) -> str:
        doc.setHtml(raw.replace("\n", "<br>"))
        return plain(doc.toPlainText()).strip()

    pairs: dict[str, str] = {}
    for message in re.findall(r"<message[^>]*>(.*?)</message>", text, re.S):
        source = re.search(r"<source>(.*?)</source>", message, re.S)
        translation = re.search(r"<(?:translation|numerusform)[^>]*>(.*?)</", message, re.S)
        if source is not None:
            pairs[unescape(source.group(1))] = unescape(translation.group(1)) if translation else ""
    return pairs


def english_sources() -> set[str]:
    return set(_ts_pairs("de"))


# Words that say nothing about the language: codes, formats, the overlay's software.
ALLOWED_WORDS = {"obs", "cr", "json", "jsonl", "url", "html", "http", "https", "svg", "png", "csv"}
PRODUCT = "Commander Companion"


def vocabulary(code: str) -> set[str]:
    """English words of the UI (4+ letters) that a translation into `code` never keeps."""
    words: set[str] = set()
    kept: set[str] = set()
    for source, translation in _ts_pairs(code).items():
        words |= {w.lower() for w in re.findall(r"[A-Za-z]{4,}", source)}
        kept |= {w.lower() for w in re.findall(r"[A-Za-z]{4,}", translation)}
    # The language's own rule texts use words English shares ("Phase" in German).
    data = json.loads((ROOT / "resources" / "rules" / f"{code}.json").read_text("utf-8"))
    local = {k: v for k, v in data.items() if k in ("rules", "rulings", "triggers", "unofficial")}
    for text in _strings(local):
        kept |= {w.lower() for w in re.findall(r"[A-Za-z]{4,}", text)}
    return words - kept - ALLOWED_WORDS


def _strings(value: object) -> Iterable[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def official_english() -> list[str]:
    """The official English rule texts and rulings the app quotes (shown where a language has no
    official text, labelled so): allowed as they are, longest first."""
    data = json.loads((ROOT / "resources" / "rules" / "en.json").read_text("utf-8"))
    texts = {t.strip() for t in _strings(data) if len(t.split()) > 3}
    return sorted(texts, key=len, reverse=True)


def names_allowed(extra: Iterable[str] = ()) -> set[str]:
    """Player names of the tour, card names a player types, languages by their own names and
    the product's name: shown as they are."""
    from companion.core.dungeons import DUNGEONS
    from companion.shell.language import NATIVE_NAMES

    cards = json.loads((ROOT / "resources" / "monarch_cards.json").read_text("utf-8"))
    names = {c["name"] for c in cards}
    # Dungeons and their rooms keep their printed English names, like the cards.
    places = set(DUNGEONS) | {room for rooms in DUNGEONS.values() for room in rooms}
    return names | places | TOUR_CARDS | set(NATIVE_NAMES.values()) | {PRODUCT} | set(extra)


# Cards the tour names that are not monarch cards (the initiative's), typed as printed.
TOUR_CARDS = {"Aarakocra Sneak"}


def english_in(seen: Seen, code: str, allowed: Iterable[str] = ()) -> list[str]:
    """The seen strings that are English: an English source shown untranslated, or a text with a
    word of the UI's English vocabulary once names, card names, the official English rule texts
    and file paths are taken out. Each text is reported once, where it was first seen."""
    pairs = _ts_pairs(code)
    words = vocabulary(code)
    names = sorted(names_allowed(allowed), key=len, reverse=True)
    quotes = official_english()
    found, reported = [], set()
    for where, text in seen:
        if text in reported:
            continue
        rest = text
        for quote in quotes:
            rest = rest.replace(quote, " ")
        for name in names:
            rest = rest.replace(name, " ")
        rest = re.sub(r"\S*[/\\]\S*|\S+\.jsonl?\b", " ", rest)  # paths and file names
        if not re.search("[A-Za-z]{2,}", rest):
            continue
        stripped = text.strip()
        if stripped in pairs and pairs[stripped] != stripped:
            found.append(f"{where}: {text!r} is an English source text")
            reported.add(text)
            continue
        hits = sorted({w for w in re.findall(r"[A-Za-z]{4,}", rest) if w.lower() in words})
        if hits:
            found.append(f"{where}: {text!r} has English words {hits}")
            reported.add(text)
    return found


# -- the tour --------------------------------------------------------------------------------


def tour(window: object, tmp: Path) -> Seen:  # noqa: PLR0915 - one walk, screen by screen
    """Walk every screen of `window` (a MainWindow, shown, in the language under test)."""
    from companion.app.dialogs.amount_entry import AmountDialog
    from companion.app.dialogs.card_enters import CardEntersDialog
    from companion.app.dialogs.combat import CombatDialog
    from companion.app.dialogs.initiative import TakeInitiativeDialog
    from companion.app.dialogs.monarch import BecomeMonarchDialog
    from companion.app.dialogs.new_game import NewGameDialog
    from companion.app.dialogs.venture import VentureDialog
    from companion.app.window.main_window import MainWindow
    from companion.core.actions import (
        BecomeMonarch,
        CardEnters,
        CombatDamage,
        Concede,
        EndTurn,
        Hit,
        PoisonChange,
        StepTo,
        TakeInitiative,
    )
    from companion.core.steps import Step
    from companion.shell import taps

    assert isinstance(window, MainWindow)
    seen: Seen = []
    session = window.session

    def look(where: str, root: QWidget | None = None) -> None:
        settle()
        seen.extend(widget_texts(root or window, where))

    window.show_start_page()
    look("start page")
    window.files.start_demo()
    window.show()
    look("table")
    for menu in window.menuBar().findChildren(QMenu):
        if menu.parent() is window.menuBar():
            seen.extend(menu_texts(menu, f"menu {plain(menu.title())}"))
    for panel in window.game_page.table.panels():
        seen.extend(menu_texts(panel.menu.build(panel), f"panel menu {panel.name}"))
    # A refused action: the engine's reason in a notice.
    session.do(PoisonChange("Ann", -1))
    look("refused action")
    # The monarch's crown taken in combat, its notice with "Why?", then the combat question.
    session.do(StepTo(Step.COMBAT_DAMAGE))
    session.do(CombatDamage((Hit("Cid", "Ben", 3, commander=True),)))
    look("crown taken")
    session.tap(taps.life("Cid"), -2)
    look("combat question")
    session.answer(None)
    # Commander damage by tapping panels.
    window.commands.run("commander_damage")
    look("commander damage mode")
    window.commands.run("commander_damage_done")
    # The initiative, its venture (one room, then two to choose from), the dungeon map and the
    # monarch cards on a panel, with their triggers.
    session.do(CardEnters("Ann", "Palace Jailer"))
    session.do(CardEnters("Ann", "Court of Grace"))
    session.do(TakeInitiative("Ann", "Aarakocra Sneak"))
    look("venture reminder")
    session.venture("Ann", "Secret Entrance")
    session.do(TakeInitiative("Ann"))
    look("venture: choose the room")
    session.venture("Ann", "Forge")
    session.do(BecomeMonarch("Dee"))  # an opponent of Ann: Palace Jailer's creature returns
    look("card reminder")
    # The reminder at the monarch's end step.
    session.do(StepTo(Step.END))
    look("reminder")
    # Dialogs built directly (they are shown, read and closed).
    for name, dialog in (
        ("new game", NewGameDialog(players=session.state.names, parent=window)),
        ("combat", CombatDialog(session, window)),
        ("amount: life", AmountDialog(session, taps.life("Ann"), window)),
        ("amount: poison", AmountDialog(session, taps.poison("Ann"), window)),
        ("amount: commander", AmountDialog(session, taps.commander("Ann", "Ben"), window)),
        ("become the monarch", BecomeMonarchDialog("Ann", window)),
        ("take the initiative", TakeInitiativeDialog("Ann", "Ann", window)),
        ("venture (a card)", VentureDialog(session.state.player("Ben"), window)),
        ("venture on (a card)", VentureDialog(session.state.player("Ann"), window)),
        ("a monarch card enters", CardEntersDialog("Ben", window)),
    ):
        dialog.show()
        look(name, dialog)
        if isinstance(dialog, BecomeMonarchDialog):
            dialog.card_edit.setText("Palace Jailer")
            look(f"{name}: a card", dialog)
        dialog.reject()
        dialog.deleteLater()
    # Dialogs that open modally.
    for key, player in (("concede", "Ann"), ("lose", "Ann")):
        read_modal(f"{key} dialog", seen)
        window.commands.run(key, player)
    read_modal("shortcuts", seen)
    window.commands.run("shortcuts")
    read_modal("about", seen)
    window.commands.run("about")
    read_modal("open a journal", seen)
    window.commands.run("open")
    window.commands.run("palette")
    look("command palette")
    palette = window.palette_popup
    if palette is not None:
        palette.hide()
    # The docks.
    window.docks.show_rules("monarch.2")
    look("rules dock")
    window.docks.show_stats(True)
    look("stats dock")
    window.docks.show_stats(False)
    window.docks.show_overlay()
    look("overlay dock")
    # A damaged journal.
    damaged = tmp / "x7.jsonl"
    lines = [json.dumps(line) for line in session.game.journal] if session.game else []  # type: ignore[union-attr]
    damaged.write_text("\n".join([*lines[:3], "{not json", *lines[3:]]) + "\n", encoding="utf-8")
    read_modal("damaged journal", seen)
    window.files.open_journal(damaged)
    # The end of the game.
    session.do(BecomeMonarch("Ann"))
    session.do(EndTurn())
    for name in session.state.in_game[1:]:
        session.do(Concede(name))
    look("game over")
    # The phones' dock (its server stays off), the players, the history: its list, a game's
    # statistics and replay, the stats across games.
    window.commands.run("pod")
    look("invite phones dock")
    window.commands.run("pod")
    read_modal("players", seen)
    window.commands.run("players")
    service = window.history.service
    wait_for(service.loaded, lambda: window.commands.run("history"))
    page = window.history.page
    look("history page")
    assert page.open_row(0), "the history lists the game just played"
    look("history: a game's statistics")
    page.detail.tabs.setCurrentIndex(1)
    look("history: a game's replay")
    page.show_list()
    page.tabs.setCurrentIndex(1)
    look("history: stats across games")
    page.tabs.setCurrentIndex(0)
    window.commands.run("history")
    assert service.shutdown(10_000)
    return seen


def wait_for(signal: SignalInstance, start: Callable[[], object], ms: int = 20_000) -> None:
    """Run `start` and wait in an event loop until `signal` comes (at most `ms`)."""
    loop = QEventLoop()
    signal.connect(loop.quit)
    QTimer.singleShot(ms, loop.quit)
    start()
    loop.exec()
    signal.disconnect(loop.quit)
