"""The Stats dock names a commander as given at setup, as the log and the notices do (issue 16
item 7): the hover over the chart says "Kraum, Ludevic's Opus (Ben) deals 21 ..." and "21
commander damage from Kraum, Ludevic's Opus (Ben)", and so does the tooltip on the name of the
player who left. The play-test found "Ben's partner commander deals 21" and "from Ben" there."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from companion.app.stats.panel import StatsView
from companion.core.actions import CombatDamage, Hit, NewGame, StepTo
from companion.core.game import Game
from companion.core.steps import Step

KRAUM = "Kraum, Ludevic's Opus"


def test_the_stats_name_the_commander_that_dealt_the_21(qtbot: QtBot) -> None:
    game = Game(
        NewGame(
            ("Ann", "Ben", "Cid"), 40, partners=("Ben",),
            commanders=(("Ben", ("Tymna the Weaver", KRAUM)),),
        )
    )
    game.apply(StepTo(Step.COMBAT_DAMAGE))
    game.apply(CombatDamage((Hit("Ben", "Cid", 21, commander=True, partner=True),)))
    view = StatsView(game)
    qtbot.addWidget(view)
    view.resize(1200, 900)
    view.plots.show_index(len(game.entries))
    text = view.hover.text().replace("\u00a0", " ")
    assert f"{KRAUM} (Ben) deals 21 combat damage to Cid" in text
    assert f"21 commander damage from {KRAUM} (Ben)" in text
    cid = view.table.item(0, 3)
    assert cid.text() == "Cid"
    assert f"21 commander damage from {KRAUM} (Ben)" in cid.toolTip()
