"""The overlay's words per language, as one JSON table the page formats (GET /i18n/<code>.json).

Every sentence about the game comes from the app's one table, `companion.shell.messages`: the page
gets each key's text in its language (`messages.templates`) and fills in the `Msg` JSON the feed
pushes, as the app renders the same `Msg` in the window. Nothing is listed here again. A text with
plural forms arrives as a list of its forms for the counts in "samples"; the page picks the form
with Intl.PluralRules. The overlay's own words (the "Overlay" context: "Turn {turn}", "combat?")
are in UI, beside the game's terms it shows alone (day, night, the initiative, dungeons
completed), which are the table's texts themselves (`messages.table_text`): each says in its own
context, so the window, the overlay and the phones word a term once. The dungeons' rooms
(`dungeon_maps`) travel with the words, though they are the same in every language: the page
fetches them once.

The page may ask for a language other than the app's, so the texts cannot come from the installed
translator: each language's .qm is loaded by a translator of its own. Official terms and the
verbatim monarch triggers come from the glossary and rule texts (`rule_data`).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from PySide6.QtCore import QLocale, QTranslator

from companion.core import dungeons
from companion.core.marks import QT_TRANSLATE_NOOP, Text
from companion.shell import messages, rule_data
from companion.shell.language import LANGUAGES
from companion.shell.resources import resource

UI: dict[str, Text] = {
    "turn": QT_TRANSLATE_NOOP("Overlay", "Turn {turn}"),
    # The round beside the turn number (a round: every player's turn once), as on the turn bar.
    "round_turn": QT_TRANSLATE_NOOP("Overlay", "Round {round} · Turn {turn}"),
    # After a life total: the monarch lost life in the combat damage step and the table has not
    # said yet whether it was combat damage (it would move the crown).
    #: After a life total, "35 −5 · combat?": was this life loss combat damage? (not answered yet)
    "combat_question": QT_TRANSLATE_NOOP("Overlay", "combat?"),
    # Day and night (CR 731), after the step: "☀ Day" / "☾ Night".
    "day": messages.table_text("turn.day"),
    "night": messages.table_text("turn.night"),
    # The initiative's token beside a player's name (CR 726), as its alternative text.
    #: The initiative (CR 726, "take the initiative"): the name of its token beside a player
    "initiative": messages.table_text("term.initiative"),
    # Under a player's name, the dungeon their venture marker is in: its rooms, the marker's room
    # by name (printed in English: rooms are proper names) and "✓2", the dungeons they completed.
    #: The tooltip of "✓2" under a player: how many dungeons they have completed
    "dungeons_completed": messages.table_text("term.dungeons_completed"),
    # Beside a player's life, "{4}" (or "{4} {2}" with partners): the commander tax (CR 903.8).
    #: The tooltip of "{4}" beside a player: what the next cast of their commander costs more
    "commander_tax": QT_TRANSLATE_NOOP("Overlay", "Commander tax"),
    # After the step, on the overlay and the phones, while the first-strike damage is dealt and
    # the regular combat damage is still to come (CR 510.4: a second combat damage step).
    #: After "Combat damage": first strike was dealt, the regular combat damage comes next
    "regular_damage_next": QT_TRANSLATE_NOOP("Overlay", "regular combat damage next"),
    # End turn waits for the spells the turn's player cast (day and night, CR 731.2): after the
    # step on the overlay, and the question on that player's phone (0, 1, 2+ under it).
    #: End turn's question while there is day or night; {player} is the turn's player
    "spells_asked": QT_TRANSLATE_NOOP("Overlay", "how many spells did {player} cast this turn?"),
}

# The counts a plural text's forms are given for: CLDR "one", "few" and "other"/"many" in the
# shipped languages. The page maps a count to the sample of the same plural category.
SAMPLES = (1, 2, 5)


@cache
def _translator(code: str) -> QTranslator | None:
    if code == rule_data.ENGLISH:
        return None
    translator = QTranslator()
    return translator if translator.load(str(resource(f"i18n/companion_{code}.qm"))) else None


def translate(code: str, context: str, source: str, n: int = -1) -> str:
    """`source` in language `code` from its .qm (the plural form for `n`, `%n` left in), or the
    English source when it has none yet."""
    translator = _translator(code)
    if translator is None:
        return source
    # Strings may be filed under the empty context by lupdate (see app/i18n.py).
    return (
        translator.translate(context, source, None, n)
        or translator.translate("", source, None, n)
        or source
    )


def translator_for(code: str) -> messages.Translate:
    """`messages.Translate` speaking language `code`."""
    def speak(context: str, source: str, n: int = -1) -> str:
        return translate(code, context, source, n)

    return speak


def quote_for(code: str) -> messages.Quote:
    """The monarch's triggers quoted as the official rules of `code` word them."""
    return rule_data.rule_texts(code).quoted_trigger


def say(message: messages.Msg, code: str) -> str:
    """`message` in language `code`: what the page shows for the same Msg JSON."""
    return messages.render(message, translator_for(code), quote_for(code))


def dungeon_maps() -> dict[str, Any]:
    """Each dungeon's rooms in the card's order, with their row on the card (0: the first room) and
    the rooms below them, for the page's map of a venture marker. Names are proper names, shown as
    printed (in English) in every language."""
    maps: dict[str, Any] = {}
    for name, rooms in dungeons.DUNGEONS.items():
        rows = dungeons.depth(name)
        maps[name] = [{"room": room, "row": rows[room], "below": list(below)}
                      for room, below in rooms.items()]
    return maps


def ui_words(words: dict[str, Text], code: str) -> dict[str, str]:
    """A page's own `words` in language `code`, each translated in its own context."""
    return {key: translate(code, text.context, text.source) for key, text in words.items()}


@cache
def table(code: str) -> dict[str, Any]:
    """Every word the page needs in `code` (one of LANGUAGES), as JSON-ready data."""
    if code not in LANGUAGES:
        raise KeyError(code)
    glossary = rule_data.glossary()["languages"][code]
    locale = QLocale(code)
    return {
        "lang": code.replace("_", "-"),
        "dir": "rtl" if locale.textDirection().name == "RightToLeft" else "ltr",
        "terms": {concept: entry["term"] for concept, entry in glossary.items()},
        "samples": list(SAMPLES),
        "texts": messages.templates(translator_for(code), quote_for(code), SAMPLES),
        "ui": ui_words(UI, code),
        "dungeons": dungeon_maps(),
    }
