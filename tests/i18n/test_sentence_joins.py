"""Sentences the app joins keep each language's typography: no ASCII space after a full-width
stop in Chinese (native review; play-test, 6 players in Chinese)."""

from __future__ import annotations

from i18n_helpers import switch_and_wait
from pytestqt.qtbot import QtBot

from companion.app.describe import join_sentences
from companion.app.window.main_window import MainWindow
from companion.core.actions import NewGame
from companion.shell.settings import Settings


def test_join_sentences() -> None:
    assert join_sentences(["输入伤害。", "安娜是君主。"]) == "输入伤害。安娜是君主。"
    assert join_sentences(["Enter it.", "", "Ann is the monarch."]) == (
        "Enter it. Ann is the monarch."
    )


def test_chinese_sentences_are_joined_without_a_space_after_the_full_stop(
    qtbot: QtBot, english: object, companion_home: object
) -> None:
    """Native review and play-test (6 players, Chinese): the combat dialog said
    "输入每位牌手受到的战斗伤害。 安娜是君主。", an ASCII space after 。. Sentences joined by
    the app keep none after a full-width stop; English keeps its space."""
    from companion.app.dialogs.combat import CombatDialog
    from companion.core.actions import BecomeMonarch, TakeInitiative

    window = MainWindow(Settings(log_open=False))
    qtbot.addWidget(window)
    window.session.start(NewGame(("Ann", "Ben", "Cid", "Dee"), 40))
    window.session.do(BecomeMonarch("Ann"))
    window.session.do(TakeInitiative("Ben"))
    dialog = CombatDialog(window.session, window)
    qtbot.addWidget(dialog)
    assert ". Ann" in dialog._intro()
    switch_and_wait(qtbot, english, "zh_CN")
    intro = dialog._intro()
    assert "。" in intro and "。 " not in intro
    assert "Ann" in intro and "Ben" in intro
