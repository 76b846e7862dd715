"""The monarch's two inherent triggers, as the app shows them, are the seed texts verbatim.

The draw reminder quotes the draw trigger; the crown's tooltip, the log/notice sentence for a crown
stolen in combat and the combat preview quote the steal trigger, each in the quotation marks of
that language's source (rule_data "quotes"), in every language.
"""

from __future__ import annotations

import html

import pytest
from i18n_helpers import SEED_FILES, in_seed, switch_and_wait
from PySide6.QtWidgets import QApplication

from companion.app import describe, i18n
from companion.app.session import GameSession
from companion.core import events as e
from companion.core.actions import EndTurn, StepTo
from companion.core.model import MonarchCause
from companion.core.steps import Step

LANGS = list(SEED_FILES)


def quoted(code: str, kind: str) -> str:
    texts = i18n.rule_texts(code)
    return f"{texts.quotes[0]}{texts.triggers[kind]}{texts.quotes[1]}"


@pytest.mark.parametrize("code", LANGS)
def test_the_quoted_triggers_are_in_the_seed(code: str) -> None:
    for kind in ("draw", "steal"):
        assert in_seed(code, quoted(code, kind)), (code, kind)


@pytest.mark.parametrize("code", LANGS)
def test_reminder_quotes_the_draw_trigger(
    code: str, qtbot, english: QApplication, demo_session: GameSession  # type: ignore[no-untyped-def]
) -> None:
    from companion.app.widgets.player_panel import PlayerPanel

    panel = PlayerPanel(demo_session, "Ben")  # the monarch's draw is in Ben's own panel
    qtbot.addWidget(panel)
    panel.resize(900, 520)
    for _ in range(3):
        demo_session.do(EndTurn())
    demo_session.do(StepTo(Step.END))
    (reminder,) = demo_session.state.pending_reminders()
    switch_and_wait(qtbot, english, code)
    quote = next(
        p.text for p in panel.parts() if p.key[:2] == ("remind_line", reminder.id)
    )
    assert quote == quoted(code, "draw")
    assert in_seed(code, quote)


@pytest.mark.parametrize("code", LANGS)
def test_crown_tooltip_quotes_both_triggers(
    code: str, qtbot, english: QApplication, demo_session: GameSession  # type: ignore[no-untyped-def]
) -> None:
    from companion.app.widgets.crown import CrownLayer
    from companion.app.widgets.table import TableView

    table = TableView(demo_session)
    qtbot.addWidget(table)
    layer = CrownLayer(demo_session, table)
    switch_and_wait(qtbot, english, code)
    tip = html.unescape(layer.crown_widget.toolTip())
    for kind in ("draw", "steal"):
        assert quoted(code, kind) in tip, (code, kind)
        assert in_seed(code, quoted(code, kind))


@pytest.mark.parametrize("code", LANGS)
def test_crown_stolen_sentence_quotes_the_steal_trigger(code: str, english: QApplication) -> None:
    i18n.switch(english, code)
    event = e.MonarchChanged(player="Cid", previous="Ben", cause=MonarchCause.COMBAT_DAMAGE)
    sentence = describe.event_sentence(event)
    assert sentence is not None and "Cid" in sentence
    assert quoted(code, "steal") in sentence


@pytest.mark.parametrize("code", LANGS)
def test_combat_preview_quotes_the_steal_trigger(
    code: str, qtbot, english: QApplication, demo_session: GameSession  # type: ignore[no-untyped-def]
) -> None:
    from companion.app.dialogs.combat import CombatDialog

    dialog = CombatDialog(demo_session)
    qtbot.addWidget(dialog)
    ben = next(r for r in dialog.rows if r.defender == "Ben")
    ben.source.setCurrentText("Cid")
    ben.amount.setValue(3)
    switch_and_wait(qtbot, english, code)
    assert quoted(code, "steal") in dialog.preview_text()
