"""The monarch's rule texts and the glossary, as data.

Files: resources/rules/<code>.json and resources/i18n/glossary.json. No Qt here: the texts are plain
data, so the loaders can be tested (and used by the replay CLI or the overlay) without a
QApplication. `companion.app.i18n` re-exports them for the current language.

Each language's file holds only what an official source says in that language, with the edition
and section numbering of that source (the monarch was CR 716 in 2016, 720 in 2022, 724 in 2025).
What a language lacks is listed under "fallback" and taken from English here, marked
`fallback=True`, so the app never shows a home-made translation of a rule. Rules whose local text
predates a later change are listed under "outdated"; they carry the current English wording in
`current_en`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from companion.core import events as e
from companion.core.model import LeaveReason, MonarchCause
from companion.shell.resources import resource

ENGLISH = "en"
TRIGGER_KINDS = ("draw", "steal")


@dataclass(frozen=True)
class RuleText:
    id: str  # stable across editions: "monarch.2", "ruling.lethal_steal"
    number: str  # as the shown text's edition numbers it ("716.2", "724.2"); "" for rulings
    text: str
    language: str  # the language the text is in (ENGLISH for fallbacks)
    fallback: bool = False  # English shown because this language has no official text
    current_en: str | None = None  # the current English wording, when the local text is outdated


@dataclass(frozen=True)
class RuleTexts:
    language: str
    name: str  # the language's own name
    edition: str
    section: str | None  # the monarch's section number in `edition`; None for rulings-only sources
    source: str
    quotes: tuple[str, str]  # opening and closing quotation marks, as the source uses them
    rules: tuple[RuleText, ...]
    rulings: tuple[RuleText, ...]
    triggers: dict[str, str]  # "draw"/"steal" -> the verbatim text of the inherent trigger

    def find(self, rule_id: str) -> RuleText | None:
        return next((r for r in (*self.rules, *self.rulings) if r.id == rule_id), None)

    def quoted_trigger(self, kind: str) -> str:
        return f"{self.quotes[0]}{self.triggers[kind]}{self.quotes[1]}"


@cache
def _raw(code: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(resource(f"rules/{code}.json").read_text(encoding="utf-8"))
    return data


def _merge(code: str, key: str, en: dict[str, Any], local: dict[str, Any]) -> tuple[RuleText, ...]:
    mine = {item["id"]: item for item in local[key]}
    outdated = set(local.get("outdated", []))
    merged = []
    for item in en[key]:
        own = mine.get(item["id"])
        if own is None:
            merged.append(RuleText(item["id"], item.get("number", ""), item["text"], ENGLISH,
                                   fallback=code != ENGLISH))
        else:
            current = item["text"] if item["id"] in outdated else None
            merged.append(RuleText(own["id"], own.get("number", ""), own["text"], code,
                                   current_en=current))
    return tuple(merged)


@cache
def rule_texts(code: str) -> RuleTexts:
    """The rules and rulings in `code`, in English order, English where the language has none."""
    en = _raw(ENGLISH)
    local = _raw(code) if code != ENGLISH else en
    quotes = local["quotes"]
    return RuleTexts(
        language=code,
        name=local["name"],
        edition=local["edition"],
        section=local["section"],
        source=local["source"],
        quotes=(quotes[0], quotes[1]),
        rules=_merge(code, "rules", en, local),
        rulings=_merge(code, "rulings", en, local),
        triggers=dict(local["triggers"]),
    )


@cache
def glossary() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(resource("i18n/glossary.json").read_text(encoding="utf-8"))
    return data


def term(concept: str, code: str) -> str:
    """The official term for `concept` ("monarch", "end_step", ...) in language `code`."""
    entry: str = glossary()["languages"][code][concept]["term"]
    return entry


def trigger_text(kind: str, code: str) -> str:
    """The verbatim text of the monarch's inherent trigger `kind` ("draw" or "steal") in `code`."""
    if kind not in TRIGGER_KINDS:
        raise ValueError(f"unknown trigger {kind!r}; expected one of {TRIGGER_KINDS}")
    return rule_texts(code).triggers[kind]


_LEAVE_RULES = {
    LeaveReason.LIFE: "sba.life",
    LeaveReason.POISON: "sba.poison",
    LeaveReason.COMMANDER_DAMAGE: "commander.damage",
}


def rule_for_event(event: object) -> str | None:
    """The id of the rule an explanation of `event` applies, for a "why?" link to the panel."""
    match event:
        case e.MonarchChanged(cause=MonarchCause.COMBAT_DAMAGE) | e.ReminderCreated():
            return "monarch.2"  # the two inherent triggers
        case e.MonarchChanged(cause=MonarchCause.SUCCESSION) | e.MonarchVacant():
            return "monarch.4"
        case e.MonarchChanged():
            return "monarch.1"
        case e.AlreadyMonarch():
            return "ruling.already_monarch"
        case e.StealFizzled():
            return "ruling.lethal_steal"
        case e.TurnWithoutActivePlayer():
            return "leave.no_active_player"
        case e.PlayerLeft(reason=reason):
            return _LEAVE_RULES.get(reason)
    return None
