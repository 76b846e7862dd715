"""The command palette as a mixed table types (issue 28, minor defect 21): a command is found by
its English words in every language, by its pinyin in Chinese (whole or by initials), and a
command for a player lists the active player first, then the others in turn order."""

from __future__ import annotations

import pytest
from i18n_helpers import switch_and_wait
from pytestqt.qtbot import QtBot

from companion.app.commands import qt_translate
from companion.app.window.main_window import MainWindow
from companion.core.actions import EndTurn, NewGame
from companion.shell.commands import search
from companion.shell.commands.registry import plain, say
from companion.shell.settings import Settings

NAMES = ("Ann", "Ben", "Cid", "Dee")


@pytest.fixture
def window(qtbot: QtBot, companion_home: object) -> MainWindow:
    w = MainWindow(Settings(log_open=False))
    qtbot.addWidget(w)
    w.session.start(NewGame(NAMES, 40))
    return w


def _found(window: MainWindow, query: str) -> list[str]:
    """What the palette lists for `query` (its own choices and search)."""
    return [c.text for c in search(window.commands.choices(qt_translate), query)]


def _said(window: MainWindow, name: str) -> str:
    return plain(say(window.commands[name].text, qt_translate))


@pytest.mark.parametrize("code", ["de", "ru", "es", "zh_CN"])
def test_english_words_find_a_command_in_every_language(
    qtbot: QtBot, english: object, window: MainWindow, code: str
) -> None:
    switch_and_wait(qtbot, english, code)
    end_turn = _said(window, "end_turn")
    assert end_turn != "End turn"  # said in the language…
    assert end_turn in _found(window, "end turn")  # …and found by its English words
    assert end_turn in _found(window, "END TU")
    # A player's command too: "Cid concedes…" in any language finds Cid's line.
    assert any("Cid" in text for text in _found(window, "cid conced"))


def test_pinyin_finds_a_command_in_chinese(
    qtbot: QtBot, english: object, window: MainWindow
) -> None:
    from companion.shell.pinyin import spelled

    switch_and_wait(qtbot, english, "zh_CN")
    end_turn = _said(window, "end_turn")
    whole, initials = spelled(end_turn).split()
    han = sum(1 for c in end_turn if "\u4e00" <= c <= "\u9fff")
    assert whole.isascii() and len(initials) == han
    assert end_turn in _found(window, whole)
    assert end_turn in _found(window, initials)
    assert end_turn in _found(window, whole[: len(whole) // 2])  # a part of it, as it is typed
    assert end_turn not in _found(window, "zzzzq")


def test_the_active_player_comes_first_then_turn_order(window: MainWindow) -> None:
    window.session.do(EndTurn())
    window.session.do(EndTurn())  # Cid's turn
    conceding = [t for t in _found(window, "concedes") if t.endswith("concedes…")]
    assert conceding == ["Cid concedes…", "Dee concedes…", "Ann concedes…", "Ben concedes…"]


def test_every_chinese_character_the_app_says_has_its_pinyin() -> None:
    """resources/i18n/pinyin.txt is written by i18n/pinyin.py; a translation that adds a
    character must run it again (else that word is found by its characters only)."""
    import re

    from i18n_helpers import ROOT

    from companion.shell.pinyin import readings

    said = (ROOT / "i18n" / "companion_zh_CN.ts").read_text(encoding="utf-8")
    said += (ROOT / "resources" / "rules" / "zh_CN.json").read_text(encoding="utf-8")
    missing = sorted(set(re.findall(r"[\u4e00-\u9fff]", said)) - set(readings()))
    assert not missing, "run: python i18n/pinyin.py (needs pypinyin) — " + "".join(missing)

