"""The rule texts in resources/rules/ are the seeds' official texts, verbatim, with editions."""

from __future__ import annotations

import json

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
    for item in data["rules"] + data["rulings"]:
        assert item["text"] in seed, (code, item["id"])


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
        ("en", "724", "2025-09-19"),
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
    assert rule is not None and rule.number == "724.4"
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
