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

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from companion.shell import language
from companion.shell.language import (  # re-exported: the views' one import for languages
    DEFAULT,
    LANGUAGES,
    NATIVE_NAMES,
    current_language,
    rule_texts,
    rules_word,
    term,
    trigger_text,
)
from companion.shell.resources import resource

__all__ = [
    "DEFAULT",
    "LANGUAGES",
    "NATIVE_NAMES",
    "current_language",
    "install",
    "resolve",
    "rule_texts",
    "rules_word",
    "switch",
    "term",
    "trigger_text",
]

_installed: list[QTranslator] = []


def resolve(name: str | None) -> str:
    """Map a locale name or a `--lang` value onto one of LANGUAGES ("" or None: the system's)."""
    return language.resolve(name, QLocale.system().name())


def install(app: QCoreApplication, name: str | None) -> str:
    """Install the translators for `language` (None or "": the system locale); returns the code."""
    return switch(app, resolve(name))


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
    language.set_current(code)
    return code


def _install(app: QCoreApplication, translator: QTranslator) -> None:
    app.installTranslator(translator)
    _installed.append(translator)
