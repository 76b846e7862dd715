"""The overlay's words per language, as one JSON table the page formats (GET /i18n/<code>.json).

The page may ask for a language other than the app's, so the words cannot come from the installed
translator. They come from the same sources as the app: official terms and the verbatim monarch
trigger from the glossary and rule texts (`rule_data`), and the app's own sentences (the "Describe"
context of describe.py, marked here again with identical source texts so the translations are
shared), looked up in that language's .qm with a translator of its own. The overlay's own words
(the "Overlay" context: "Turn {turn}", "combat?") are in UI.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QLocale, QTranslator

from companion.core.steps import Step
from companion.shell import rule_data
from companion.shell.language import LANGUAGES
from companion.shell.resources import resource

STEPS = {
    Step.UNTAP: QT_TRANSLATE_NOOP("Describe", "Untap"),
    Step.UPKEEP: QT_TRANSLATE_NOOP("Describe", "Upkeep"),
    Step.DRAW: QT_TRANSLATE_NOOP("Describe", "Draw step"),
    Step.MAIN1: QT_TRANSLATE_NOOP("Describe", "Main phase 1"),
    Step.BEGINNING_OF_COMBAT: QT_TRANSLATE_NOOP("Describe", "Beginning of combat"),
    Step.DECLARE_ATTACKERS: QT_TRANSLATE_NOOP("Describe", "Declare attackers"),
    Step.DECLARE_BLOCKERS: QT_TRANSLATE_NOOP("Describe", "Declare blockers"),
    Step.COMBAT_DAMAGE: QT_TRANSLATE_NOOP("Describe", "Combat damage step"),
    Step.END_OF_COMBAT: QT_TRANSLATE_NOOP("Describe", "End of combat"),
    Step.MAIN2: QT_TRANSLATE_NOOP("Describe", "Main phase 2"),
    Step.END: QT_TRANSLATE_NOOP("Describe", "End step"),
    Step.CLEANUP: QT_TRANSLATE_NOOP("Describe", "Cleanup"),
}

# Keys are what payload.event_json sends; texts are describe.event_sentence's, word for word.
SENTENCES = {
    # {trigger}: the official steal trigger of the language, quoted (filled in by `table`).
    "monarch_combat": QT_TRANSLATE_NOOP("Describe", "{player} becomes the monarch: {trigger}."),
    "monarch_succession_active": QT_TRANSLATE_NOOP(
        "Describe",
        "{player} becomes the monarch as the active player, because the monarch left the game.",
    ),
    "monarch_succession_next": QT_TRANSLATE_NOOP(
        "Describe",
        "{player} becomes the monarch as the next player in turn order, because the monarch left "
        "the game during their own turn.",
    ),
    "monarch_card": QT_TRANSLATE_NOOP("Describe", "{player} becomes the monarch ({card})."),
    "monarch": QT_TRANSLATE_NOOP("Describe", "{player} becomes the monarch."),
    "already_monarch": QT_TRANSLATE_NOOP(
        "Describe", "{player} is already the monarch; nothing happens."
    ),
    "monarch_vacant": QT_TRANSLATE_NOOP(
        "Describe", "{player} left the game and nobody can become the monarch."
    ),
    "steal_fizzled": QT_TRANSLATE_NOOP(
        "Describe",
        "{monarch} lost the game, so the combat damage trigger does not make {attacker} the "
        "monarch.",
    ),
    "left": QT_TRANSLATE_NOOP("Describe", "{player} leaves the game ({reason})."),
    "turn_without_active": QT_TRANSLATE_NOOP(
        "Describe",
        "{player} left during their own turn; the turn ends without an active player.",
    ),
    "reminder_draw": QT_TRANSLATE_NOOP(
        "Describe", "{player} is the monarch: {player} draws a card."
    ),
    "reminder_cancelled": QT_TRANSLATE_NOOP(
        "Describe", "{player}'s monarch draw is cancelled: {player} left the game."
    ),
    "game_draw": QT_TRANSLATE_NOOP(
        "Describe", "The game is a draw: the last players left at the same time."
    ),
    "winner": QT_TRANSLATE_NOOP("Describe", "{player} wins the game!"),
}

REASONS = {
    "conceded": QT_TRANSLATE_NOOP("Describe", "conceded"),
    "life": QT_TRANSLATE_NOOP("Describe", "0 life"),
    "poison": QT_TRANSLATE_NOOP("Describe", "10 poison counters"),
    "commander_damage": QT_TRANSLATE_NOOP("Describe", "21 commander damage from {player}"),
    "lost": QT_TRANSLATE_NOOP("Describe", "lost the game"),
}

UI = {
    "turn": QT_TRANSLATE_NOOP("Overlay", "Turn {turn}"),
    # After a life total: the monarch lost life in the combat damage step and the table has not
    # said yet whether it was combat damage (it would move the crown).
    #: After a life total, "35 −5 · combat?": was this life loss combat damage? (not answered yet)
    "combat_question": QT_TRANSLATE_NOOP("Overlay", "combat?"),
}


@cache
def _translator(code: str) -> QTranslator | None:
    if code == rule_data.ENGLISH:
        return None
    translator = QTranslator()
    return translator if translator.load(str(resource(f"i18n/companion_{code}.qm"))) else None


def translate(code: str, context: str, source: str) -> str:
    """`source` in language `code` from its .qm, or the English source when it has none yet."""
    translator = _translator(code)
    if translator is None:
        return source
    # describe.py's strings may be filed under the empty context by lupdate (see i18n.py).
    return translator.translate(context, source) or translator.translate("", source) or source


@cache
def table(code: str) -> dict[str, Any]:
    """Every word the page needs in `code` (one of LANGUAGES), as JSON-ready data."""
    if code not in LANGUAGES:
        raise KeyError(code)
    texts = rule_data.rule_texts(code)
    glossary = rule_data.glossary()["languages"][code]
    locale = QLocale(code)
    return {
        "lang": code.replace("_", "-"),
        "dir": "rtl" if locale.textDirection().name == "RightToLeft" else "ltr",
        "terms": {concept: entry["term"] for concept, entry in glossary.items()},
        "trigger_draw": texts.quoted_trigger("draw"),
        "steps": {step.value: translate(code, "Describe", s) for step, s in STEPS.items()},
        "sentences": {
            k: translate(code, "Describe", s).replace("{trigger}", texts.quoted_trigger("steal"))
            for k, s in SENTENCES.items()
        },
        "reasons": {k: translate(code, "Describe", s) for k, s in REASONS.items()},
        "ui": {k: translate(code, "Overlay", s) for k, s in UI.items()},
    }
