"""The rule texts in resources/rules/ are the seeds' official texts, verbatim, with editions."""

from __future__ import annotations

import json
import re

import pytest
from i18n_helpers import SEED_FILES, seed_text, squash

from companion.core import events as e
from companion.core.model import LeaveReason, MonarchCause
from companion.shell import rule_data
from companion.shell.resources import resource

LANGS = tuple(SEED_FILES)


def raw(code: str) -> dict:
    return json.loads(resource(f"rules/{code}.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("code", LANGS)
def test_every_own_text_is_in_the_seed_verbatim(code: str) -> None:
    seed = seed_text(code)
    data = raw(code)
    assert data["language"] == code
    if code == "en":  # RULES.md, plus the English originals under the Chinese rulings
        seed = squash(seed) + "\n" + seed_text("zh_CN")
    for pair in data.get("corrections", []):  # a community text's typos, corrected and listed
        seed = seed.replace(pair[0], pair[1]) if isinstance(pair, list) else seed
    for item in data["rules"] + data["rulings"]:
        if item.get("summary"):  # RULES.md's own words, checked below
            continue
        assert as_2025(item["text"]) in seed, (code, item["id"])


def as_2025(text: str) -> str:
    """A text of the 2026 edition numbered as RULES.md (the 2025 edition) quotes it: the 2026
    edition inserted 722, so 725/726 were 724/725."""
    return re.sub(r"\b72([56])(?=\.\d)", lambda m: "72" + str(int(m.group(1)) - 1), text)


@pytest.mark.parametrize("code", LANGS)
def test_triggers_are_quoted_verbatim_from_the_seed(code: str) -> None:
    seed = seed_text(code)
    # The seed's own marks where the app shows the language's (Spanish rulings quote with "…",
    # Spanish cards and players with «…»).
    opening, closing = raw(code).get("source_quotes", raw(code)["quotes"])
    for kind in rule_data.TRIGGER_KINDS:
        text = rule_data.trigger_text(kind, code)
        assert f"{opening}{text}{closing}" in seed or f"{opening}{text}.{closing}" in seed


EXPECTED_TRIGGERS = {
    "en": (
        "At the beginning of the monarch’s end step, that player draws a card",
        "Whenever a creature deals combat damage to the monarch, its controller becomes the "
        "monarch",
    ),
    "de": (
        "Zu Beginn des Endsegments des Herrschers zieht dieser Spieler eine Karte",
        "Immer wenn eine Kreatur dem Herrscher Kampfschaden zufügt, wird ihr Beherrscher der "
        "Herrscher",
    ),
    "zh_CN": (
        "在君主的结束步骤开始时，该牌手抓一张牌",
        "每当任一生物对君主造成战斗伤害时，其操控者成为君主",
    ),
    "ru": (
        "В начале заключительного шага монарха этот игрок берёт карту",
        "Каждый раз, когда существо наносит боевые повреждения монарху, контролирующий это "
        "существо игрок становится монархом",
    ),
    "es": (
        "Al comienzo del paso final del monarca, ese jugador roba una carta",
        "Siempre que una criatura inflige daño de combate al monarca, su controlador se convierte "
        "en el monarca",
    ),
}


@pytest.mark.parametrize("code", LANGS)
def test_trigger_texts_are_the_official_wording(code: str) -> None:
    draw, steal = EXPECTED_TRIGGERS[code]
    assert rule_data.trigger_text("draw", code) == draw
    assert rule_data.trigger_text("steal", code) == steal


def test_unknown_trigger_is_an_error() -> None:
    with pytest.raises(ValueError, match="unknown trigger"):
        rule_data.trigger_text("upkeep", "en")


@pytest.mark.parametrize(
    ("code", "section", "edition_mark"),
    [
        ("en", "725", "2026-09-25"),
        ("de", "716", "2016"),
        ("ru", "720", "2022"),
        ("zh_CN", None, "2023-06-16"),
        ("es", None, "09/01/2023"),
    ],
)
def test_each_file_names_its_edition_and_numbering(
    code: str, section: str | None, edition_mark: str
) -> None:
    data = raw(code)
    assert data["section"] == section
    assert edition_mark in data["edition"]
    assert SEED_FILES[code] in data["source"]
    for rule in data["rules"]:
        assert rule["number"].startswith(f"{section}.") or not rule["id"].startswith("monarch.")


def test_english_is_cr_724_with_the_no_monarch_sentence() -> None:
    texts = rule_data.rule_texts("en")
    rule = texts.find("monarch.4")
    assert rule is not None and rule.number == "725.4"
    assert rule.text.endswith(
        "If no player still in the game can become the monarch, the game continues with no monarch."
    )
    assert not any(r.fallback for r in (*texts.rules, *texts.rulings))


@pytest.mark.parametrize("code", ["zh_CN", "de", "ru", "es"])
def test_what_a_language_lacks_is_english_and_marked(code: str) -> None:
    data = raw(code)
    english = raw("en")
    all_ids = [i["id"] for i in english["rules"] + english["rulings"]]
    own = {i["id"] for i in data["rules"] + data["rulings"]}
    assert data["fallback"] == [i for i in all_ids if i not in own]
    texts = rule_data.rule_texts(code)
    assert [r.id for r in (*texts.rules, *texts.rulings)] == all_ids
    for shown in (*texts.rules, *texts.rulings):
        if shown.id in data["fallback"]:
            assert shown.fallback and shown.language == "en"
            assert shown.text == rule_data.rule_texts("en").find(shown.id).text  # type: ignore[union-attr]
        else:
            assert not shown.fallback and shown.language == code


def test_rulings_only_languages_fall_back_for_every_cr_rule() -> None:
    for code in ("zh_CN", "es"):
        assert all(r.fallback for r in rule_data.rule_texts(code).rules)
        assert not rule_data.rule_texts(code).find("ruling.two_triggers").fallback  # type: ignore[union-attr]


@pytest.mark.parametrize("code", ["de", "ru"])
def test_old_editions_carry_the_current_english_wording(code: str) -> None:
    rule = rule_data.rule_texts(code).find("monarch.4")
    assert rule is not None and not rule.fallback
    assert rule.current_en is not None and "continues with no monarch" in rule.current_en
    assert "continues" not in rule.text


@pytest.mark.parametrize(
    ("event", "rule_id"),
    [
        (e.MonarchChanged("Ann", None, MonarchCause.COMBAT_DAMAGE), "monarch.2"),
        (e.MonarchChanged("Ann", "Ben", MonarchCause.SUCCESSION), "monarch.4"),
        (e.MonarchChanged("Ann", None, MonarchCause.EFFECT), "monarch.1"),
        (e.MonarchVacant("Ann"), "monarch.4"),
        (e.StealFizzled("Ann", "Ben"), "ruling.lethal_steal"),
        (e.TurnWithoutActivePlayer("Ann"), "leave.no_active_player"),
        (e.PlayerLeft("Ann", LeaveReason.POISON), "sba.poison"),
        (e.PlayerLeft("Ann", LeaveReason.COMMANDER_DAMAGE, "Ben"), "commander.damage"),
        (e.PlayerLeft("Ann", LeaveReason.CONCEDED), None),
    ],
)
def test_explanations_link_to_an_existing_rule(event: object, rule_id: str | None) -> None:
    assert rule_data.rule_for_event(event) == rule_id
    if rule_id:
        assert rule_data.rule_texts("de").find(rule_id) is not None


# -- the initiative (CR 726) and venturing into the dungeon (701.49) ---------------------------

INITIATIVE_IDS = [f"initiative.{n}" for n in range(1, 6)]
VENTURE_IDS = ["venture.1", "venture.2", "venture.3"]
# The official card term for "the initiative" in each language (not in the seeds or glossary).
INITIATIVE_TERMS = {
    "de": "Initiative",
    "es": "iniciativa",
    "ru": "инициатив",
    "zh_CN": "先制",
}


def test_english_is_cr_725_verbatim() -> None:
    """726.1-726.5 of the 2025-09-19 rules, each its own paragraph of RULES.md, in order."""
    texts = rule_data.rule_texts("en")
    lines = seed_text("en").splitlines()
    paragraphs = [line.removeprefix("> ") for line in lines if line.startswith("> 725.")]
    assert [r.id for r in texts.initiative_rules()] == INITIATIVE_IDS + VENTURE_IDS
    for rule_id, paragraph in zip(INITIATIVE_IDS, paragraphs, strict=True):
        rule = texts.find(rule_id)
        assert rule is not None and not rule.summary and not rule.fallback
        assert paragraph == as_2025(f"{rule.number}. {rule.text}")
    assert [texts.find(i).number for i in INITIATIVE_IDS] == [  # type: ignore[union-attr]
        f"726.{n}" for n in range(1, 6)
    ]


def test_venturing_is_marked_as_a_summary_of_rules_md() -> None:
    """RULES.md summarises 701.49 in its own words: the entries say so, and are its words."""
    seed = squash(seed_text("en"))
    summary = seed.split("These are summaries in our own words", 1)[1]
    texts = rule_data.rule_texts("en")
    for rule_id in VENTURE_IDS:
        rule = texts.find(rule_id)
        assert rule is not None and rule.summary and rule.number == "701.49"
        assert rule.text in summary, rule_id
    assert not any(r.summary for r in texts.monarch_rules())
    assert not any(texts.find(i).summary for i in INITIATIVE_IDS)  # type: ignore[union-attr]


def test_initiative_triggers_are_the_three_of_725_2() -> None:
    texts = rule_data.rule_texts("en")
    rule = texts.find("initiative.2")
    assert rule is not None
    assert rule_data.INITIATIVE_TRIGGER_KINDS == ("venture_upkeep", "take", "venture_take")
    opening, closing = texts.quotes
    for kind in rule_data.INITIATIVE_TRIGGER_KINDS:
        text = rule_data.trigger_text(kind, "en")
        assert any(f"{opening}{text}{end}{closing}" in rule.text for end in (",", ".")), kind
        assert texts.trigger_is_official(kind)
    upkeep = rule_data.trigger_text("venture_upkeep", "en")
    assert upkeep.startswith("At the beginning of the upkeep")
    assert rule_data.trigger_text("take", "en").endswith("takes the initiative")
    assert rule_data.trigger_text("venture_take", "en") == (
        "Whenever a player takes the initiative, that player ventures into Undercity"
    )


@pytest.mark.parametrize("code", LANGS)
def test_every_language_has_the_initiative_numbered_as_english(code: str) -> None:
    english = rule_data.rule_texts("en")
    texts = rule_data.rule_texts(code)
    shown = texts.initiative_rules()
    assert [r.id for r in shown] == INITIATIVE_IDS + VENTURE_IDS
    for rule in shown:
        assert rule.number == english.find(rule.id).number  # type: ignore[union-attr]
        assert rule.summary == (rule.id in VENTURE_IDS)
    assert set(texts.triggers) == set(rule_data.ALL_TRIGGER_KINDS)


@pytest.mark.parametrize("code", ["zh_CN", "de", "ru", "es"])
def test_the_initiative_is_unofficial_outside_english_and_marked(code: str) -> None:
    """No language but English has an official text of 725: the rules are the English ones,
    marked fallback, each with the app's translation; the triggers are the app's translations,
    marked unofficial. The monarch's two stay the official ones."""
    data = raw(code)
    texts = rule_data.rule_texts(code)
    for rule in texts.initiative_rules():
        assert rule.fallback and rule.language == "en", rule.id
        assert rule.unofficial == data["unofficial"][rule.id]
        assert INITIATIVE_TERMS[code].lower() in rule.unofficial.lower() or rule.id in (
            "venture.1",
            "venture.2",
        ), rule.id
    for kind in rule_data.INITIATIVE_TRIGGER_KINDS:
        assert not texts.trigger_is_official(kind)
        assert kind in texts.unofficial_triggers and kind not in texts.english_triggers
        assert texts.triggers[kind] == data["unofficial"][f"trigger.{kind}"]
        assert INITIATIVE_TERMS[code].lower() in texts.triggers[kind].lower()
        # 726.2's translation quotes the very triggers the app quotes elsewhere.
        assert texts.quoted_trigger(kind) in texts.find("initiative.2").unofficial  # type: ignore[union-attr, operator]
    for kind in rule_data.TRIGGER_KINDS:
        assert texts.trigger_is_official(kind)


def _glossary_problems(code: str, english: str, translation: str) -> list[str]:
    import re

    glossary = rule_data.glossary()
    problems = [
        f"forbidden {pattern!r}"
        for pattern in glossary["forbidden"][code]
        if re.search(pattern, translation, re.IGNORECASE)
    ]
    for concept, entry in glossary["languages"]["en"].items():
        english_forms = entry["forms"]
        local_forms = glossary["languages"][code][concept]["forms"]
        if any(re.search(f, english, re.IGNORECASE) for f in english_forms) and not any(
            re.search(f, translation, re.IGNORECASE) for f in local_forms
        ):
            problems.append(f"{concept} lacks {rule_data.term(concept, code)!r}")
    return problems


@pytest.mark.parametrize("code", ["zh_CN", "de", "ru", "es"])
def test_initiative_translations_use_the_glossary(code: str) -> None:
    """The app's translations speak of players, combat damage, the active player and turn order
    in the language's official terms, and use none of its forbidden words."""
    english = rule_data.rule_texts("en")
    texts = rule_data.rule_texts(code)
    problems = []
    for rule in texts.initiative_rules():
        assert rule.unofficial is not None
        for problem in _glossary_problems(code, rule.text, rule.unofficial):
            problems.append(f"{rule.id}: {problem}")
    for kind in rule_data.INITIATIVE_TRIGGER_KINDS:
        for problem in _glossary_problems(code, english.triggers[kind], texts.triggers[kind]):
            problems.append(f"trigger {kind}: {problem}")
    assert not problems, problems


@pytest.mark.parametrize(
    ("event", "rule_id"),
    [
        (e.InitiativeTaken("Ann", None, MonarchCause.EFFECT, "Dungeon Delver"), "initiative.1"),
        (e.InitiativeTaken("Ann", "Ben", MonarchCause.COMBAT_DAMAGE), "initiative.2"),
        (e.InitiativeTaken("Ann", "Ben", MonarchCause.SUCCESSION), "initiative.4"),
        (e.InitiativeTaken("Ann", "Ann", MonarchCause.EFFECT), "initiative.5"),
        (e.StealFizzled("Ann", "Ben", initiative=True), "initiative.2"),
        (e.Ventured("Ann", "Undercity", "Secret Entrance"), "venture.3"),
        (e.Ventured("Ann", "Tomb of Annihilation", "Trapped Entry", source="Nadaar"), "venture.1"),
        (e.Ventured("Ann", "Undercity", "Throne of the Dead Three", completed=True), "venture.2"),
    ],
)
def test_initiative_explanations_link_to_its_rules(event: object, rule_id: str) -> None:
    assert rule_data.rule_for_event(event) == rule_id
    for code in LANGS:
        assert rule_data.rule_texts(code).find(rule_id) is not None


def test_a_venture_reminder_links_to_the_initiatives_triggers() -> None:
    from companion.core.model import MONARCH_DRAW, VENTURE, Reminder

    venture = e.ReminderCreated(Reminder(1, VENTURE, "Ann", 1))
    draw = e.ReminderCreated(Reminder(2, MONARCH_DRAW, "Ann", 1))
    assert rule_data.rule_for_event(venture) == "initiative.2"
    assert rule_data.rule_for_event(draw) == "monarch.2"
    from companion.core.model import CARD

    card = e.ReminderCreated(Reminder(3, CARD, "Ann", 1, card="Court of Grace"))
    assert rule_data.rule_for_event(card) is None  # not the monarch's draw (725.2)


def test_built_in_english_has_every_trigger() -> None:
    """The last resort (no usable English file) still quotes all five inherent triggers."""
    built_in = rule_data.BUILT_IN_ENGLISH["triggers"]
    assert set(built_in) == set(rule_data.ALL_TRIGGER_KINDS)
    assert built_in == {k: raw("en")["triggers"][k] for k in rule_data.ALL_TRIGGER_KINDS}


def test_unknown_initiative_trigger_is_an_error() -> None:
    with pytest.raises(ValueError, match="unknown trigger"):
        rule_data.trigger_text("initiative", "de")


def test_a_language_without_a_translation_shows_the_english_trigger_marked() -> None:
    """A file with neither an official text nor a translation of an initiative trigger gets the
    official English one, listed as such (the panel marks it like an English rule text)."""
    en = raw("en")
    local = {"triggers": dict(raw("de")["triggers"]), "unofficial": {}}
    texts, ours, english = rule_data._merge_triggers("de", en, local)
    assert ours == frozenset()
    assert english == frozenset(rule_data.INITIATIVE_TRIGGER_KINDS)
    assert texts["take"] == en["triggers"]["take"]
    assert texts["draw"] == raw("de")["triggers"]["draw"]
