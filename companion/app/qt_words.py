"""Qt's own words that Qt's translations miss, translated by the app's translator instead.

Qt 6 labels its file dialog "&Look in:" and "Files of &type:", but the qtbase translations shipped
with PySide6 know only the older "Look in:" and "Files of type:" for Spanish, Russian and
Chinese, so those two labels stayed English there. Listed here (with Qt's own context) they are
extracted into the app's .ts files like any other text; the app's translator is installed after
Qt's, so Qt asks it first. Nothing imports this module: lupdate reads it, the .qm answers.
tests/i18n/test_qt_words.py opens Qt's dialogs in every language and fails on English.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

QT_WORDS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)
