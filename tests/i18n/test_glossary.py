"""The glossary holds each language's printed or official game terms, each with its source, and
every translation uses them.

Each language's file (resources/i18n/glossary/<code>.json) names, for every concept English lists,
the term a player reads on the cards or in the official rules text, where it comes from (a card
and its set, an official article, the rules text and its edition, or the seed rule text, quoted
verbatim) and the forms no message may use. Then every translated message whose English source
speaks of a concept (monarch, venture, rad, cast...) must use that language's term, and no
forbidden form: the test holds the translation to what the cards print, not to what we typed.
"""

from __future__ import annotations

import re
from types import ModuleType

import pytest
from i18n_helpers import SEED_FILES, TRANSLATED, seed_text

from companion.shell import rule_data

GLOSSARY = rule_data.glossary()
CONCEPTS = GLOSSARY["concepts"]
# Where a term may come from: the seed rule text (quoted verbatim), a printed card, an official
# article, the official or judge-community rules translation, or (English) the Comprehensive Rules.
SOURCE_KINDS = (
    "seed ", "card: ", "article: ", "rules: ", "Magic: The Gathering Comprehensive Rules"
)
# Fallback markers: an English text left in English on purpose must say so.
MARKERS = {
    "zh_CN": "（官方英文原文——没有官方中文文本）",
    "de": "(offizieller englischer Text – auf Deutsch gibt es keinen)",
    "ru": "(официальный текст на английском; на русском его нет)",
    "es": "(texto oficial en inglés: no existe en español)",
}


def matches(code: str, concept: str, text: str) -> bool:
    forms = GLOSSARY["languages"][code][concept]["forms"]
    return any(re.search(f, text, re.IGNORECASE) for f in forms)


def forbidden(code: str) -> list[str]:
    """The language's forbidden forms: its list, and each entry's own."""
    entries = GLOSSARY["languages"][code].values()
    return [*GLOSSARY["forbidden"][code], *(f for e in entries for f in e.get("forbidden", []))]


def test_every_language_has_every_concept() -> None:
    assert len(CONCEPTS) >= 40 and len(set(CONCEPTS)) == len(CONCEPTS)
    assert set(GLOSSARY["languages"]) == set(SEED_FILES)
    missing = []
    for code, entries in GLOSSARY["languages"].items():
        missing += [f"{code}: {c}" for c in CONCEPTS if c not in entries]
        for concept, entry in entries.items():
            assert concept in CONCEPTS, (code, concept)
            assert entry["term"] and entry["forms"], (code, concept)
            assert matches(code, concept, entry["term"]), (code, concept)
    assert not missing, missing


@pytest.mark.parametrize("code", list(SEED_FILES))
def test_every_term_names_its_source(code: str) -> None:
    """A seed's term quotes the seed verbatim; a card's, article's or rules translation's quotes
    its words; nothing says only "official"."""
    seed = seed_text(code)
    problems = []
    for concept, entry in GLOSSARY["languages"][code].items():
        source = entry.get("source") or ""
        if not source.startswith(SOURCE_KINDS):
            problems.append(f"{concept}: source {source!r} is none of {SOURCE_KINDS}")
            continue
        if code == "en":
            continue
        quote = entry.get("quote") or ""
        if not quote:
            problems.append(f"{concept}: no quote of {source!r}")
        elif source.startswith("seed ") and (
            SEED_FILES[code] not in source or quote not in seed
        ):
            problems.append(f"{concept}: {quote!r} is not in seed {SEED_FILES[code]}")
        for pattern in entry.get("forbidden", []):
            if re.search(pattern, entry["term"], re.IGNORECASE):
                problems.append(f"{concept}: {entry['term']!r} is forbidden by {pattern!r}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(
    ("code", "concept", "term"),
    [
        ("de", "monarch", "Monarch"),
        ("de", "end_step", "Endsegment"),
        ("de", "combat_damage", "Kampfschaden"),
        ("de", "controller", "Beherrscher"),
        ("de", "turn_order", "Spielreihenfolge"),
        ("de", "life", "Lebenspunkte"),
        ("de", "poison", "Giftmarken"),
        ("de", "commander_damage", "Kommandeurschaden"),
        ("zh_CN", "monarch", "君主"),
        ("zh_CN", "end_step", "结束步骤"),
        ("zh_CN", "combat_damage", "战斗伤害"),
        ("zh_CN", "player", "牌手"),
        ("zh_CN", "poison", "中毒指示物"),
        ("zh_CN", "commander_damage", "指挥官伤害"),
        ("ru", "monarch", "монарх"),
        ("ru", "end_step", "заключительный шаг"),
        ("ru", "combat_damage", "боевые повреждения"),
        ("ru", "commander_damage", "повреждения от командира"),
        ("es", "monarch", "monarca"),
        ("es", "end_step", "paso final"),
        ("es", "combat_damage", "daño de combate"),
        ("es", "commander_damage", "daño de comandante"),
    ],
)
def test_official_terms(code: str, concept: str, term: str) -> None:
    assert rule_data.term(concept, code) == term


@pytest.mark.parametrize(
    ("code", "concept", "inflected"),
    [
        ("de", "monarch", "des Monarchen"),
        ("ru", "monarch", "монарха"),
        ("ru", "monarch", "монархом"),
        ("ru", "monarch", "монарху"),
        ("ru", "end_step", "заключительного шага"),
        ("ru", "combat_damage", "боевых повреждений"),
        ("de", "leave_game", "hat das Spiel verlassen"),
        ("es", "become_monarch", "se convierte en el monarca"),
        ("zh_CN", "become_monarch", "成为君主"),
    ],
)
def test_inflected_forms_are_accepted(code: str, concept: str, inflected: str) -> None:
    assert matches(code, concept, inflected)


@pytest.mark.parametrize(
    ("code", "wrong"),
    [
        ("de", "Herrscher"), ("zh_CN", "帝王"), ("zh_CN", "国王"), ("es", "monarch"),
        ("ru", "король"),
    ],
)
def test_wrong_terms_are_forbidden(code: str, wrong: str) -> None:
    assert any(re.search(f, wrong, re.IGNORECASE) for f in forbidden(code))


def _plain(text: str) -> str:
    """Without {placeholders} and &accelerators, which are not words."""
    return re.sub(r"\{\w+(?::[^{}]*)?\}", " ", re.sub(r"&(?=\w)|\(&\w\)", "", text))


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_translation_uses_the_official_terms(code: str, pipeline: ModuleType) -> None:
    problems = []
    for msg in pipeline.read_ts(pipeline.ts_path(code)):
        source = _plain(msg.source)
        for translation in msg.translations:
            english_on_purpose = MARKERS[code] in translation and translation != MARKERS[code]
            if english_on_purpose:  # a rule with no official text here: shown English, marked
                if msg.source not in translation:
                    problems.append(f"marked as English but is not: {translation!r}")
                continue
            text = _plain(translation)
            for pattern in forbidden(code):
                if re.search(pattern, text, re.IGNORECASE):
                    problems.append(f"forbidden {pattern!r} in {translation!r}")
            for concept in CONCEPTS:
                if concept not in GLOSSARY["languages"][code]:
                    continue  # test_every_language_has_every_concept says so
                if matches("en", concept, source) and not matches(code, concept, text):
                    term = rule_data.term(concept, code)
                    problems.append(f"{concept}: {translation!r} lacks {term!r} ({msg.source!r})")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", TRANSLATED)
def test_translations_never_reword_the_triggers(code: str, pipeline: ModuleType) -> None:
    """The app quotes the inherent triggers from the rule texts at run time ({trigger}), so no
    translator can reword them; a message that still spelled one out would have to quote the
    seed's text. tests/i18n/test_trigger_quotes.py checks what the widgets show."""
    spelled_out = []
    for msg in pipeline.read_ts(pipeline.ts_path(code)):
        for kind in rule_data.TRIGGER_KINDS:
            if (
                rule_data.trigger_text(kind, "en") in msg.source
                and MARKERS[code] not in (msg.translations[0])
            ):
                spelled_out.append(msg.source)
                assert rule_data.trigger_text(kind, code) in msg.translations[0], msg.source
    assert not spelled_out, "quote the trigger through rule_data instead: " + repr(spelled_out)
