"""The monarch's and the initiative's rule texts and the glossary, as data.

Files: resources/rules/<code>.json and resources/i18n/glossary/<code>.json. No Qt here: the texts
are plain data, so the loaders can be tested (and used by the replay CLI or the overlay) without a
QApplication. `companion.app.i18n` re-exports them for the current language.

Each language's file holds only what an official source says in that language, with the edition
and section numbering of that source (the monarch was CR 716 in 2016, 720 in 2022, 724 in 2025).
What a language lacks is listed under "fallback" and taken from English here, marked
`fallback=True`: the official English text is what counts. Beside it the file may give the app's
own translation ("unofficial", by rule id), which the Rules panel shows marked as unofficial, so a
player who reads no English still understands it. Rules whose local text
predates a later change are listed under "outdated"; they carry the current English wording in
`current_en`.

The initiative (CR 726: rules "initiative.1".."initiative.5") has no official text in any language
but English, so the other files list it under "fallback" with an unofficial translation. Venturing
into the dungeon (701.49: "venture.1".."venture.3") is no quotation in any language: RULES.md
summarises it in its own words, so those entries are marked "summary" and the panel says so. The
initiative's three inherent triggers (726.2: "venture_upkeep", "take", "venture_take") are quoted
like the monarch's two; where a language has no official text of one, its "unofficial" table holds
the app's translation under "trigger.<kind>", used and marked in `unofficial_triggers`.

Shipped files are data like any other: read bounded (`companion.shell.reading`) and checked. A
language's file that can't be used gives English (each text marked `fallback`); an unusable English
file gives only the inherent triggers, built in below; an unusable glossary gives no terms. Each is
reported once (`reading.report`) and shown by the window. Shipped files are never renamed: they
belong to the installation, which may be read-only or shared, and reinstalling repairs them.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from companion.core import events as e
from companion.core.model import CARD, RAD, VENTURE, LeaveReason, MonarchCause
from companion.core.values import frozen
from companion.shell import rule_english
from companion.shell.language_names import LANGUAGES, NATIVE_NAMES
from companion.shell.messages import Msg, msg
from companion.shell.reading import load_json, report
from companion.shell.resources import resource
from companion.shell.rule_english import BUILT_IN_ENGLISH

ENGLISH = rule_english.ENGLISH

TRIGGER_KINDS = ("draw", "steal")  # the monarch's (725.2): official in every language
# The initiative's (726.2), in the rule's order: the upkeep venture, the steal, the take's venture.
INITIATIVE_TRIGGER_KINDS = ("venture_upkeep", "take", "venture_take")
ALL_TRIGGER_KINDS = TRIGGER_KINDS + INITIATIVE_TRIGGER_KINDS
INITIATIVE_TOPICS = ("initiative.", "venture.")  # rule ids of the initiative's section


def is_initiative_rule(rule_id: str) -> bool:
    """Whether `rule_id` belongs to the initiative's section (CR 726, and 701.49 it refers to)."""
    return rule_id.startswith(INITIATIVE_TOPICS)


@frozen
class RuleText:
    id: str  # stable across editions: "monarch.2", "ruling.lethal_steal"
    number: str  # as the shown text's edition numbers it ("716.2", "725.2"); "" for rulings
    text: str
    language: str  # the language the text is in (ENGLISH for fallbacks)
    fallback: bool = False  # English shown because this language has no official text
    current_en: str | None = None  # the current English wording, when the local text is outdated
    # The app's own translation of a fallback's English text, shown beside it marked unofficial.
    unofficial: str | None = None
    # A summary in the app's own words (RULES.md's 701.49), not a quotation of any rules text.
    summary: bool = False


@frozen
class RuleTexts:
    language: str
    name: str  # the language's own name
    edition: str
    section: str | None  # the monarch's section number in `edition`; None for rulings-only sources
    source: str
    quotes: tuple[str, str]  # opening and closing quotation marks, as the source uses them
    rules: tuple[RuleText, ...]
    rulings: tuple[RuleText, ...]
    # Each of ALL_TRIGGER_KINDS -> the text of that inherent trigger as this language shows it:
    # verbatim where the language has an official text, else the app's translation (listed in
    # `unofficial_triggers`), else the official English (listed in `english_triggers`).
    triggers: dict[str, str]
    unofficial_triggers: frozenset[str] = frozenset()
    english_triggers: frozenset[str] = frozenset()

    def find(self, rule_id: str) -> RuleText | None:
        return next((r for r in (*self.rules, *self.rulings) if r.id == rule_id), None)

    def number_of(self, rule_id: str, default: str) -> str:
        """Rule `rule_id`'s number as the text shown in this language numbers it (716.4 in the
        2016 German rules; a fallback's is the current English one), else `default`."""
        rule = self.find(rule_id)
        return rule.number if rule is not None and rule.number else default

    def quoted_trigger(self, kind: str) -> str:
        return f"{self.quotes[0]}{self.triggers[kind]}{self.quotes[1]}"

    def trigger_is_official(self, kind: str) -> bool:
        """Whether the shown text of trigger `kind` is an official one (not the app's own)."""
        return kind not in self.unofficial_triggers

    def monarch_rules(self) -> tuple[RuleText, ...]:
        """The rules of the monarch's section (724, and the rules it relies on)."""
        return tuple(r for r in self.rules if not is_initiative_rule(r.id))

    def initiative_rules(self) -> tuple[RuleText, ...]:
        """The initiative's rules (725.x), then the summaries of venturing (701.49)."""
        return tuple(r for r in self.rules if is_initiative_rule(r.id))




def load_data(name: str) -> tuple[Any, Msg | str | None]:
    """A shipped JSON file's value, or why it can't be used (then the value is None)."""
    return load_json(resource(name))


def _text(value: Any) -> bool:
    return isinstance(value, str)


def _texts(items: Any) -> bool:
    """A list of rule texts: objects with a text `id` and `text` (and a text `number`, and a
    true/false `summary`)."""
    return isinstance(items, list) and all(
        isinstance(item, dict)
        and _text(item.get("id"))
        and _text(item.get("text"))
        and _text(item.get("number", ""))
        and isinstance(item.get("summary", False), bool)
        for item in items
    )


def _valid_rules(data: Any) -> bool:
    """The shape `rule_texts` reads, checked whole before any of it is used."""
    if not isinstance(data, dict):
        return False
    quotes, triggers = data.get("quotes"), data.get("triggers")
    return (
        all(_text(data.get(key)) for key in ("name", "edition", "source"))
        and (data.get("section") is None or _text(data.get("section")))
        and isinstance(quotes, list) and len(quotes) == 2 and all(map(_text, quotes))
        and isinstance(triggers, dict) and all(_text(triggers.get(k)) for k in TRIGGER_KINDS)
        and all(map(_text, triggers.values()))
        and _texts(data.get("rules"))
        and _texts(data.get("rulings"))
        and all(
            isinstance(data.get(key, []), list) and all(map(_text, data.get(key, [])))
            for key in ("fallback", "outdated")
        )
        and isinstance(data.get("unofficial", {}), dict)
        and all(map(_text, data.get("unofficial", {}).values()))
    )


@cache
def _raw(code: str) -> dict[str, Any] | None:
    """The rule texts of `code` as shipped, or None (reported) if the file can't be used."""
    data, why = load_data(f"rules/{code}.json")
    if why is None and not _valid_rules(data):
        why = msg("error.data_shape")
    if why is not None:

        if code == ENGLISH:
            report(msg("error.rules_bad_en", reason=why))
        else:
            report(msg("error.rules_bad", language=NATIVE_NAMES.get(code, code), reason=why))
        return None
    assert isinstance(data, dict)
    return data


def _merge(code: str, key: str, en: dict[str, Any], local: dict[str, Any]) -> tuple[RuleText, ...]:
    mine = {item["id"]: item for item in local[key]}
    outdated = set(local.get("outdated", []))
    unofficial = local.get("unofficial", {})
    merged = []
    for item in en[key]:
        own = mine.get(item["id"])
        if own is None:
            translated = unofficial.get(item["id"]) if code != ENGLISH else None
            merged.append(RuleText(item["id"], item.get("number", ""), item["text"], ENGLISH,
                                   fallback=code != ENGLISH,
                                   unofficial=translated if isinstance(translated, str) else None,
                                   summary=item.get("summary", False)))
        else:
            current = item["text"] if item["id"] in outdated else None
            merged.append(RuleText(own["id"], own.get("number", ""), own["text"], code,
                                   current_en=current, summary=own.get("summary", False)))
    return tuple(merged)


def _merge_triggers(
    code: str, en: dict[str, Any], local: dict[str, Any]
) -> tuple[dict[str, str], frozenset[str], frozenset[str]]:
    """Every inherent trigger's text in `code`: the local official one, else the app's
    translation ("unofficial" under "trigger.<kind>"), else the official English one."""
    built_in: dict[str, str] = BUILT_IN_ENGLISH["triggers"]
    unofficial = local.get("unofficial", {}) if code != ENGLISH else {}
    texts: dict[str, str] = {}
    ours: set[str] = set()
    english: set[str] = set()
    for kind in ALL_TRIGGER_KINDS:
        own = local["triggers"].get(kind)
        translated = unofficial.get(f"trigger.{kind}")
        if isinstance(own, str):
            texts[kind] = own
        elif isinstance(translated, str):
            texts[kind] = translated
            ours.add(kind)
        else:
            official = en["triggers"].get(kind)
            texts[kind] = official if isinstance(official, str) else built_in[kind]
            if code != ENGLISH:
                english.add(kind)
    return texts, frozenset(ours), frozenset(english)


@cache
def rule_texts(code: str) -> RuleTexts:
    """The rules and rulings in `code`, in English order, English where the language has none."""
    en = _raw(ENGLISH) or BUILT_IN_ENGLISH
    local = en if code == ENGLISH else _raw(code)
    if local is None:  # unusable: the English texts stand in, every one marked fallback
        local = {**en, "rules": [], "rulings": []}
    quotes = local["quotes"]
    triggers, unofficial_triggers, english_triggers = _merge_triggers(code, en, local)
    return RuleTexts(
        language=code,
        name=local["name"],
        edition=local["edition"],
        section=local["section"],
        source=local["source"],
        quotes=(quotes[0], quotes[1]),
        rules=_merge(code, "rules", en, local),
        rulings=_merge(code, "rulings", en, local),
        triggers=triggers,
        unofficial_triggers=unofficial_triggers,
        english_triggers=english_triggers,
    )


def _valid_glossary(data: Any) -> bool:
    """One language's file: a `terms` object of entries with a text `term`, and a `forbidden`
    list of patterns."""
    terms = data.get("terms") if isinstance(data, dict) else None
    forbidden = data.get("forbidden") if isinstance(data, dict) else None
    return (
        isinstance(terms, dict)
        and all(isinstance(entry, dict) and _text(entry.get("term")) for entry in terms.values())
        and isinstance(forbidden, list)
        and all(_text(pattern) for pattern in forbidden)
    )


@cache
def glossary() -> dict[str, Any]:
    """Each language's terms (resources/i18n/glossary/<code>.json) as one value: "concepts"
    (English's list), "languages" (code -> concept -> entry) and "forbidden" (code -> patterns).
    A language whose file can't be used has no terms (reported once)."""
    out: dict[str, Any] = {"concepts": [], "languages": {}, "forbidden": {}}
    for code in LANGUAGES:
        data, why = load_data(f"i18n/glossary/{code}.json")
        if why is None and not _valid_glossary(data):
            why = msg("error.data_shape")
        if why is not None:
            report(msg("error.glossary_bad", reason=why))
            out["languages"][code], out["forbidden"][code] = {}, []
            continue
        assert isinstance(data, dict)
        out["languages"][code], out["forbidden"][code] = data["terms"], data["forbidden"]
        if code == ENGLISH and isinstance(data.get("concepts"), list):
            out["concepts"] = data["concepts"]
    return out


def term(concept: str, code: str) -> str:
    """The official term for `concept` ("monarch", "end_step", ...) in language `code`."""
    entry: str = glossary()["languages"][code][concept]["term"]
    return entry


def rules_word(concept: str, code: str) -> str | None:
    """The word the quoted rules text of `code` uses for `concept` where the cards (and so the
    app) print another (the 2016 German rules say "Herrscher", German cards "Monarch"), else
    None. The glossary's "rules_word" is "word: where it comes from"."""
    entry = glossary()["languages"].get(code, {}).get(concept, {})
    word = entry.get("rules_word") if isinstance(entry, dict) else None
    return word.split(":", 1)[0].strip() if isinstance(word, str) and word else None


def trigger_text(kind: str, code: str) -> str:
    """The text of the inherent trigger `kind` in `code`: the monarch's "draw" or "steal"
    (verbatim), or one of the initiative's (`INITIATIVE_TRIGGER_KINDS`; the app's translation
    where `code` has no official text, see `RuleTexts.trigger_is_official`)."""
    if kind not in ALL_TRIGGER_KINDS:
        raise ValueError(f"unknown trigger {kind!r}; expected one of {ALL_TRIGGER_KINDS}")
    return rule_texts(code).triggers[kind]


_LEAVE_RULES = {
    LeaveReason.LIFE: "sba.life",
    LeaveReason.POISON: "sba.poison",
    LeaveReason.COMMANDER_DAMAGE: "commander.damage",
}


_INITIATIVE_CAUSES = {
    MonarchCause.COMBAT_DAMAGE: "initiative.2",  # the steal trigger
    MonarchCause.SUCCESSION: "initiative.4",
    MonarchCause.EFFECT: "initiative.1",
}


def rule_for_event(event: object) -> str | None:
    """The id of the rule an explanation of `event` applies, for a "why?" link to the panel."""
    match event:
        case e.InitiativeTaken(player=player, previous=previous, cause=cause):
            if player == previous:
                return "initiative.5"  # taken again: no second initiative, but a venture
            return _INITIATIVE_CAUSES[cause]
        case e.Ventured(completed=True):
            return "venture.2"
        case e.Ventured(source=None):
            return "venture.3"  # the initiative's venture into Undercity
        case e.Ventured():
            return "venture.1"
        case e.ReminderCreated(reminder=reminder) if reminder.kind == VENTURE:
            return "initiative.2"  # the upkeep's or the take's venture
        case e.StealFizzled(initiative=True):
            return "initiative.2"
        case e.ReminderCreated(reminder=reminder) if reminder.kind in (CARD, RAD):
            # A card's own trigger, or rad's (CR 728, not in the rules panel): no rule of the
            # monarch's to point at; a wrong link would send the table to the monarch's draw.
            return None
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
