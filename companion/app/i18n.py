"""Language set-up in one place: locale, layout direction, Qt's own translator and the app's.

How a language is chosen: `--lang CODE`, else the language saved in the settings, else the system
locale, each mapped by `resolve()` onto one of LANGUAGES ("de_AT" -> "de", "zh_Hans_CN" -> "zh_CN",
anything unknown -> "en").

How a language is switched live (`switch()`): the old translators are removed and the new ones
installed: first Qt's own (`qtbase_<code>.qm` from QLibraryInfo's TranslationsPath, so the standard
dialogs and buttons follow), then the app's (`companion_<code>.qm` shipped in companion.resources).
The default QLocale (number and date formats) and the layout direction follow. Qt then sends
QEvent.LanguageChange to every widget. The contract for widgets: set every visible text in
`retranslate()` (called once from __init__), never only in __init__, and mix in
`companion.app.retranslating.Retranslating` first (`class TurnBar(Retranslating, QWidget)`), which
calls `retranslate()` again on every LanguageChange.

How strings must be marked so that pyside6-lupdate (i18n/update.py) and the runtime agree on the
context:
  - in a QObject subclass that is never subclassed: `self.tr("Literal text")`;
  - anywhere else (module functions, base classes, tables):
    `QCoreApplication.translate("Context", "Literal text", None, n)` with the context and the text
    as literals at the call site. A module-level wrapper
    `def tr(text): return QCoreApplication.translate("Context", text)` does NOT work: lupdate files
    its strings under the empty context "" while the runtime looks them up under "Context";
  - plurals pass n positionally (`tr("%n turn(s)", "", n)`); lupdate ignores `n=` keywords.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from companion.shell import rule_data
from companion.shell.resources import resource

LANGUAGES = ("en", "zh_CN", "de", "ru", "es")
DEFAULT = "en"
# Each language's name in that language, for the settings menu.
NATIVE_NAMES = {
    "en": "English", "zh_CN": "简体中文", "de": "Deutsch", "ru": "Русский", "es": "Español",
}

_installed: list[QTranslator] = []
_state = {"current": DEFAULT}  # a dict, not a `global` rebinding


def resolve(name: str | None) -> str:
    """Map a locale name or a `--lang` value onto one of LANGUAGES ("" or None: the system's)."""
    if not name:
        name = QLocale.system().name()
    # "de-AT.UTF-8@euro" -> ["de", "at"]; "zh_Hans_CN" -> ["zh", "hans", "cn"]
    parts = [p.lower() for p in re.split(r"[-_]", re.split(r"[.@]", name.strip())[0]) if p]
    if not parts:
        return DEFAULT
    language = parts[0]
    if language == "zh":
        return "zh_CN"  # the only Chinese we ship; Simplified also serves zh_SG and zh_Hans
    return next((c for c in LANGUAGES if c.lower() == language), DEFAULT)


def current_language() -> str:
    return _state["current"]


def install(app: QCoreApplication, language: str | None) -> str:
    """Install the translators for `language` (None or "": the system locale); returns the code."""
    return switch(app, resolve(language))


def switch(app: QCoreApplication, code: str) -> str:
    """Replace the installed translators with `code`'s, live; every widget gets a LanguageChange."""
    code = resolve(code)
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    locale = QLocale(code)
    QLocale.setDefault(locale)
    if code != DEFAULT:
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qtbase = QTranslator(app)
        if qtbase.load(locale, "qtbase", "_", qt_dir):
            _install(app, qtbase)
        own = QTranslator(app)
        if own.load(str(resource(f"i18n/companion_{code}.qm"))):
            _install(app, own)
    if hasattr(app, "setLayoutDirection"):
        app.setLayoutDirection(locale.textDirection())
    _state["current"] = code
    return code


def _install(app: QCoreApplication, translator: QTranslator) -> None:
    app.installTranslator(translator)
    _installed.append(translator)


def rule_texts(code: str | None = None) -> rule_data.RuleTexts:
    """The monarch's rules and rulings in `code` (default: the current language)."""
    return rule_data.rule_texts(code or current_language())


def term(concept: str, code: str | None = None) -> str:
    """The official term for a glossary concept ("monarch", "end_step", ...) in `code`."""
    return rule_data.term(concept, code or current_language())


def trigger_text(kind: str, code: str | None = None) -> str:
    """The verbatim inherent trigger ("draw" or "steal") worded as the official source in `code`."""
    return rule_data.trigger_text(kind, code or current_language())
