"""Qt's own dialogs speak the app's language: the file dialog (Open journal, Save as), the colour
dialog ("Other colour…") and message boxes, with Qt's translations and the app's for the words
Qt's lack (companion/app/qt_words.py)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QColorDialog,
    QFileDialog,
    QLabel,
    QMessageBox,
    QTreeView,
    QWidget,
)
from pytestqt.qtbot import QtBot

from companion.app import i18n

# Qt's words that are the same in a language (a button "OK", the "HTML" of a colour).
SAME = {"OK", "HTML:", "Name", "No"}  # Spanish "No" is "No"


def texts(root: QWidget) -> list[str]:
    out = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        out.append(w.toolTip())
        if isinstance(w, QLabel | QAbstractButton):
            out.append(w.text())
    view = root.findChild(QTreeView)
    if view is not None:
        model = view.model()
        out += [str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(4)]
    return [re.sub(r"\(?&(.)\)?", r"\1", t).strip() for t in out if t and t.strip()]


@pytest.mark.parametrize("code", ["de", "es", "ru", "zh_CN"])
def test_qts_dialogs_have_no_english(qtbot: QtBot, english: QApplication, code: str) -> None:
    english_words = set()
    dialogs: list[QWidget] = []
    for language in ("en", code):
        i18n.switch(english, language)
        files = QFileDialog(None, "x", "", "*.jsonl")
        files.setOption(QFileDialog.Option.DontUseNativeDialog)
        colours = QColorDialog()
        colours.setOption(QColorDialog.ColorDialogOption.DontUseNativeDialog)
        box = QMessageBox()
        box.setStandardButtons(
            QMessageBox.StandardButton.Yes
            | QMessageBox.StandardButton.No
            | QMessageBox.StandardButton.Cancel
        )
        shown = []
        for dialog in (files, colours, box):
            qtbot.addWidget(dialog)
            dialog.show()
            shown += texts(dialog)
            dialogs.append(dialog)
        if language == "en":
            english_words = set(shown) - SAME
            assert "Look in:" in english_words and "Files of type:" in english_words
        else:
            assert not english_words & set(shown), sorted(english_words & set(shown))
    for dialog in dialogs:
        dialog.close()
