"""Language set-up in one place: the locale, layout direction and translators (issue 4 fills it)."""

from __future__ import annotations

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

LANGUAGES = ("en", "zh_CN", "de", "ru", "es")


def install(app: QApplication, language: str | None) -> str:
    """Install the translators for `language` (None: the system locale); returns the code used."""
    code = language or QLocale.system().name()
    if code not in LANGUAGES:
        short = code.split("_")[0]
        code = next((c for c in LANGUAGES if c.split("_")[0] == short), "en")
    QLocale.setDefault(QLocale(code))
    return code
