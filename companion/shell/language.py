"""Which language the app speaks: the five it ships, how a locale name maps onto them, and the
current one. Qt-free: installing Qt's translators is `companion.app.i18n`'s job; the rule texts and
terms of a language come from `companion.shell.rule_data`.
"""

from __future__ import annotations

import re

from companion.shell import rule_data
from companion.shell.language_names import DEFAULT, LANGUAGES, NATIVE_NAMES

# The language names are language_names' (data below rule_data too), said here as well.
__all__ = ["DEFAULT", "LANGUAGES", "NATIVE_NAMES"]

_state = {"current": DEFAULT}  # a dict, not a `global` rebinding


def resolve(name: str | None, system: str = "") -> str:
    """Map a locale name or a `--lang` value onto one of LANGUAGES ("" or None: `system`'s)."""
    if not name:
        name = system
    # "de-AT.UTF-8@euro" -> ["de", "at"]; "zh_Hans_CN" -> ["zh", "hans", "cn"]
    parts = [p.lower() for p in re.split(r"[-_]", re.split(r"[.@]", (name or "").strip())[0]) if p]
    if not parts:
        return DEFAULT
    language = parts[0]
    if language == "zh":
        return "zh_CN"  # the only Chinese we ship; Simplified also serves zh_SG and zh_Hans
    return next((c for c in LANGUAGES if c.lower() == language), DEFAULT)


def current_language() -> str:
    return _state["current"]


def set_current(code: str) -> None:
    """Record the language now shown (the Qt side calls this when it installs translators)."""
    _state["current"] = code if code in LANGUAGES else DEFAULT


def rule_texts(code: str | None = None) -> rule_data.RuleTexts:
    """The monarch's rules and rulings in `code` (default: the current language)."""
    return rule_data.rule_texts(code or current_language())


def term(concept: str, code: str | None = None) -> str:
    """The official term for a glossary concept ("monarch", "end_step", ...) in `code`."""
    return rule_data.term(concept, code or current_language())


def trigger_text(kind: str, code: str | None = None) -> str:
    """The verbatim inherent trigger ("draw" or "steal") worded as the official source in `code`."""
    return rule_data.trigger_text(kind, code or current_language())


def rules_word(concept: str, code: str | None = None) -> str | None:
    """The quoted rules' word for a concept where the cards print another ("Herrscher" in the
    2016 German rules, where German cards and the app say "Monarch")."""
    return rule_data.rules_word(concept, code or current_language())
