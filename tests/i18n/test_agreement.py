"""Counts and players agree in every language.

Every text that puts a count before a noun ("%n poison counters") is a plural message, and each
language's forms differ where the language inflects the noun (German and Spanish: 1 and 2;
Russian: 1, 2 and 5), checked by rendering with n = 1, 2, 5 and 21. A text that inserts a count
as a bare number, or a list of players, is phrased so it fits any count: the number after a
noun ("life 40 → 36", "not 9") and the list after a colon ("New game: Ann, Ben"); a sentence
about several players has its own text for one ("Ben loses the game").
"""

from __future__ import annotations

import re

import pytest
from i18n_helpers import TRANSLATED

from companion.core.errors import english_plural
from companion.shell.messages import TEXTS, Text
from companion.web.strings import translate as translate_in

# A count followed by the noun it counts: the noun inflects with the number.
COUNTED_NOUN = re.compile(
    r"%n (?:\w+ )?(life|damage|poison counter|counter|turn|card|action|line|player|game|byte"
    r"|character|step|point|spell)"
)
# How many distinct forms a language must show for n = 1, 2, 5 (Chinese does not inflect).
FORMS = {"de": 2, "es": 2, "ru": 3, "zh_CN": 1}
# Placeholders that are counts; a text with one must be a plural message, except where the
# number stands alone after a noun or a comparison (these were read one by one).
COUNT_PLACEHOLDERS = ("{n}", "{count}", "{amount}", "{value}")
BARE_NUMBERS = {
    "error.amount_not_positive",  # '"amount" must be a positive number, not {value}'
    "error.starting_life_range",  # '... between {min} and {max}, not {value}'
    "error.player_count",  # 'a game needs {min} to {max} players, not {count}'
    "error.unknown_day_night",  # '"to" must be "day" or "night", not {value}' (a quoted word)
    "error.count_range",  # '"count" must be between 0 and {max}, not {value}'
    "error.cast_delta",  # '"delta" of a commander cast must be 1 or -1, not {value}'
    "error.roll_result",  # '{value} is not a result of a {die}' (a quoted journal value)
    "error.unknown_die",  # '"die" must be "coin", "planar" or d2 to d{max}, not {die}'
    "error.nonland_range",  # '"nonland" must be between 0 and {max}, not {value}'
    "error.clock_minutes",  # '"minutes" of a chess clock must be between 0 and {max}, not {value}'
}


# Where a language's noun really has fewer forms (read by a native speaker of each).
SAME_FORMS = {
    ("de", "error.too_long"): "Zeichen is its own plural",
    ("de", "error.line_too_long"): "German writes 1 Byte, 2 Byte",
    ("ru", "error.too_long"): "after длиннее the genitive: 2 and 5 символов alike",
    ("ru", "error.line_too_long"): "after длиннее the genitive: 2 and 5 байт alike",
    ("ru", "action.spells_cast"): "the noun first ('Заклинаний …: %n'): the count stands alone",
}


def counted_texts() -> dict[str, Text]:
    return {k: t for k, t in TEXTS.items() if isinstance(t, Text) and t.counted}


def test_counts_are_plural_messages() -> None:
    bare = [
        f"{key}: {entry.source!r}"
        for key, entry in TEXTS.items()
        if isinstance(entry, Text)
        and not entry.counted
        and key not in BARE_NUMBERS
        and any(p in entry.source for p in COUNT_PLACEHOLDERS)
    ]
    assert not bare, "a count outside a plural message:\n" + "\n".join(bare)


def test_lists_of_players_fit_one_or_several() -> None:
    wrong = [
        f"{key}: {entry.source!r}"
        for key, entry in TEXTS.items()
        if isinstance(entry, Text)
        and "{players}" in entry.source
        and not entry.source.split("{players}")[0].rstrip().endswith(":")
        and not key.endswith("_several")
    ]
    assert not wrong, "a list of players where the verb must agree:\n" + "\n".join(wrong)


@pytest.mark.parametrize("code", TRANSLATED)
def test_counted_nouns_inflect_with_the_number(code: str) -> None:
    same = []
    for key, entry in counted_texts().items():
        if not COUNTED_NOUN.search(entry.source) or (code, key) in SAME_FORMS:
            continue
        # The forms with %n still in: two forms that differ only in the number are one form.
        forms = {n: translate_in(code, entry.context, entry.source, n) for n in (1, 2, 5, 21)}
        if len({forms[1], forms[2], forms[5]}) < FORMS[code]:
            same.append(f"{key}: {forms[1]!r} / {forms[2]!r} / {forms[5]!r}")
        if code == "ru":  # 21 takes the form of 1 in Russian
            assert forms[21] == forms[1], (key, forms)
    assert not same, "forms that do not inflect:\n" + "\n".join(same)


def test_english_spells_its_own_plurals() -> None:
    for key, entry in counted_texts().items():
        one, two = english_plural(entry.source, 1), english_plural(entry.source, 2)
        assert "(s)" not in one + two, key
