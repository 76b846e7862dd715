"""The message table in every language: each text is translated where the runtime looks for it, and
what the core refuses reaches the players in their language, not in English.

A German player who presses poison −1 at 0 poison reads „Nicht möglich: Ann hat nur 0 Giftmarken“,
not "Nicht möglich: Ann has only 0 poison counters".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

import pytest
from i18n_helpers import TRANSLATED, switch_and_wait
from PySide6.QtCore import QTranslator

from companion.core.actions import LifeChange, PoisonChange, StepTo
from companion.core.steps import Step
from companion.shell import messages as m
from companion.shell import rule_data
from companion.shell.messages import TEXTS, Msg, Text, Trigger, english, render
from companion.shell.resources import resource

# Texts whose translation may be spelled like the English source.
SAME_IN = {
    "list": {"de", "ru", "es"},  # "{list}; {item}"
    "names": {"de", "ru", "es"},  # "{list}, {item}": Chinese alone writes "、"
    "error.kind_null": set(TRANSLATED),  # the JSON literal null
    "log.entry": {"es"},  # "T{turn} · {step} — {action}": T for turno
    "counter.ring_bearer": {"de"},  # "Ring: {bearer}": der Ring
    "reminder.room_line": {"de", "ru", "es"},  # "{room}: {ability}": Chinese writes "："
    "term.monarch": {"de"},  # der Monarch (Hof der Anmut, as German cards print it)
    "term.initiative": {"de"},  # die Initiative (CR 726, the CLB cards' word)
    "term.partner": {"de"},  # der Partner (CR 702.124)
}
# Plural forms each language's .ts must give (Qt's numerus rules).
FORMS = {"zh_CN": 1, "de": 2, "es": 2, "ru": 3}


@cache
def translator(code: str) -> QTranslator:
    t = QTranslator()
    assert t.load(str(resource(f"i18n/companion_{code}.qm"))), code
    return t


def translate_in(code: str) -> Callable[[str, str, int], str]:
    """What the overlay does for a language that is not the app's: its own translator."""

    def translate(context: str, source: str, n: int) -> str:
        return translator(code).translate(context, source, None, n)  # "" when it has none

    return translate


def _sample(entry: Text) -> dict[str, str]:
    return {name: f"<{name}>" for name in m.placeholders(entry.source)}


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_text_of_the_table_is_translated_where_the_runtime_looks(code: str) -> None:
    """Looked up by the table's own context and source (as QCoreApplication.translate does), every
    text has a translation, for each plural form, with every parameter in place."""
    translate = translate_in(code)
    missing, broken = [], []
    for key, entry in TEXTS.items():
        if isinstance(entry, Trigger):
            continue
        counts = (1, 2, 5, 21) if entry.counted else (-1,)
        for n in counts:
            text = translate(entry.context, entry.source, n)
            if not text:
                missing.append(f"{key} [{entry.context}] {entry.source!r} (n={n})")
                continue
            if entry.counted and "%n" not in text:
                broken.append(f"{key}: no %n in {text!r}")
            wanted = m.placeholders(entry.source)
            if m.placeholders(text) != wanted:
                broken.append(f"{key}: {text!r} does not fill {sorted(wanted)}")
            if text == entry.source and code not in SAME_IN.get(key, set()):
                broken.append(f"{key}: still English: {text!r}")
    assert not missing, "\n".join(missing)
    assert not broken, "\n".join(broken)


@pytest.mark.parametrize("code", TRANSLATED)
def test_plural_texts_have_every_form_of_the_language(code: str, pipeline: object) -> None:
    counted = {
        (e.context, e.source)
        for e in TEXTS.values()
        if isinstance(e, Text) and e.counted
    }
    seen = set()
    for message in pipeline.read_ts(pipeline.ts_path(code)):  # type: ignore[attr-defined]
        if (message.context, message.source) in counted:
            seen.add((message.context, message.source))
            assert message.numerus, message.source
            assert len(message.translations) == FORMS[code], message.source
            assert all("%n" in form for form in message.translations), message.source
    assert seen == counted


def test_russian_counts_take_the_right_form() -> None:
    say = translate_in("ru")
    said = [
        render(m.msg("error.poison_too_few", n, player="Ann"), say) for n in (0, 1, 2, 5, 21)
    ]
    assert said == [
        "у игрока Ann только 0 жетонов яда",
        "у игрока Ann только 1 жетон яда",
        "у игрока Ann только 2 жетона яда",
        "у игрока Ann только 5 жетонов яда",
        "у игрока Ann только 21 жетон яда",
    ]


@pytest.mark.parametrize("code", TRANSLATED)
def test_templates_for_another_language_than_the_apps(code: str) -> None:
    """What the overlay serves per language: every key, plural texts as forms for 1, 2 and 5, the
    triggers quoted from that language's official rule text."""
    texts = rule_data.rule_texts(code)

    def raw(context: str, source: str, n: int) -> str:
        return translator(code).translate(context, source, None, n) or source

    table = m.templates(raw, quote=texts.quoted_trigger)
    assert set(table) == set(TEXTS)
    assert table["trigger.steal"] == texts.quoted_trigger("steal")
    forms = table["error.poison_too_few"]
    assert isinstance(forms, list) and len(forms) == 3 and all("%n" in f for f in forms)
    assert table["event.monarch"] != TEXTS["event.monarch"].source  # type: ignore[union-attr]


def _english_words(message: Msg) -> set[str]:
    """The words of `message`'s English text, without what its parameters fill in (names)."""
    said = render(message, english)
    for value in _values(message):
        said = said.replace(value, " ")
    return {w.lower() for w in re.findall(r"[A-Za-z]{3,}", said)}


def _values(message: Msg) -> list[str]:
    out = []
    for value in message.params.values():
        out.extend(_values(value) if isinstance(value, Msg) else [str(value)])
    return out


@pytest.mark.parametrize("code", TRANSLATED)
def test_a_refused_action_is_said_in_the_players_language(
    qtbot, window, qapp, code: str  # type: ignore[no-untyped-def]
) -> None:
    """Poison −1 at 0 poison, through Ann's panel and the session: the notice is in `code`, with
    no English word of the core's sentence left."""
    switch_and_wait(qtbot, qapp, code)
    notices = window.game_page.notices
    panel = window.game_page.table.panel("Ann")
    assert window.session.state.player("Ann").poison == 0
    panel.activate(("minus", "poison"))  # the chip's − button, as if it could be clicked
    assert notices.kind() == "error" and not notices.isHidden()
    shown = notices.text()
    english_message = m.msg(
        "notice.not_possible", reason=m.msg("error.poison_too_few", 0, player="Ann")
    )
    english_words = _english_words(english_message)
    assert {"possible", "only", "poison", "counters"} <= english_words
    leaked = {w for w in re.findall(r"[A-Za-z]{3,}", shown) if w.lower() in english_words}
    assert not leaked, f"{shown!r} keeps English words {leaked}"
    assert "Ann" in shown and "0" in shown
    assert shown == render(english_message, translate_in(code))


def test_a_refusal_on_show_is_said_again_in_the_new_language(
    qtbot, window, qapp  # type: ignore[no-untyped-def]
) -> None:
    switch_and_wait(qtbot, qapp, "de")
    window.session.do(LifeChange("Zed", -1))
    assert window.game_page.notices.text() == "Nicht möglich: es gibt keinen Spieler namens 'Zed'"
    switch_and_wait(qtbot, qapp, "ru")
    assert window.game_page.notices.text() == "Невозможно: нет игрока с именем 'Zed'"
    switch_and_wait(qtbot, qapp, "en")
    assert window.game_page.notices.text() == "Not possible: there is no player named 'Zed'"


def test_a_step_refused_names_the_step_as_the_turn_bar_does(
    qtbot, window, qapp  # type: ignore[no-untyped-def]
) -> None:
    """The core's error carries the step; the notice words it with the step's own name."""
    switch_and_wait(qtbot, qapp, "de")
    assert window.session.state.step is Step.MAIN1
    window.session.do(StepTo(Step.UPKEEP))
    shown = window.game_page.notices.text()
    assert "Erste Hauptphase" in shown and "main1" not in shown, shown


def test_undo_labels_and_journal_warnings_are_translated(
    qtbot, window, qapp, tmp_path  # type: ignore[no-untyped-def]
) -> None:
    switch_and_wait(qtbot, qapp, "es")
    window.session.do(PoisonChange("Ann", 2))
    undo = window.actions_by_key["undo"].text()
    assert "Ann obtiene 2 contadores de veneno" in undo, undo
    journal = tmp_path / "torn.jsonl"
    journal.write_text('{"action": "new_game", "players": ["Ann", "Ben"]}\n{"act', encoding="utf-8")
    assert window.files.open_journal(journal)
    assert window.game_page.notices.text() == (
        "línea 2: se descartó una última línea incompleta (la aplicación se detuvo mientras la "
        "escribía)"
    )
