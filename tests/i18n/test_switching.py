"""Language choice and live switching: --lang, the system locale, Qt's own strings, numbers."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

from companion.app import i18n
from companion.cli import build_parser


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("zh", "zh_CN"),
        ("zh_CN", "zh_CN"),
        ("zh_Hans", "zh_CN"),
        ("zh_Hans_CN", "zh_CN"),
        ("zh-CN", "zh_CN"),
        ("de", "de"),
        ("de_AT", "de"),
        ("de-CH", "de"),
        ("DE", "de"),
        ("de_DE.UTF-8", "de"),
        ("ru_RU", "ru"),
        ("ru_UA", "ru"),
        ("es_MX", "es"),
        ("es-419", "es"),
        ("en_GB", "en"),
        ("fr_FR", "en"),
        ("C", "en"),
        ("  ", "en"),
    ],
)
def test_locale_names_map_onto_the_shipped_languages(name: str, code: str) -> None:
    assert i18n.resolve(name) == code


def test_no_choice_follows_the_system_locale() -> None:
    assert i18n.resolve(None) == i18n.resolve(QLocale.system().name())
    assert i18n.resolve("") in i18n.LANGUAGES


@pytest.mark.parametrize(
    ("arg", "code"), [("de", "de"), ("zh", "zh_CN"), ("ru_RU", "ru"), ("es", "es")]
)
def test_lang_option_maps_codes(arg: str, code: str) -> None:
    args = build_parser().parse_args(["--lang", arg])
    assert i18n.resolve(args.lang) == code


def test_all_langs_resolve_to_a_locale() -> None:
    for code in i18n.LANGUAGES:
        locale = QLocale(code)
        assert locale.language() not in (QLocale.Language.C, QLocale.Language.AnyLanguage), code
        assert locale.name().split("_")[0] == code.split("_")[0], code
        assert i18n.NATIVE_NAMES[code]


@pytest.mark.parametrize(
    ("code", "expected"),
    [("en", "1,234"), ("de", "1.234"), ("ru", "1\u00a0234"), ("zh_CN", "1,234"), ("es", "12.345")],
)
def test_numbers_follow_the_language(code: str, expected: str, english: QApplication) -> None:
    i18n.switch(english, code)
    number = 12345 if code == "es" else 1234  # Spanish groups from five digits on
    assert QLocale().toString(number) == expected
    assert english.layoutDirection() == Qt.LayoutDirection.LeftToRight


@pytest.mark.parametrize(
    ("code", "cancel"),
    [
        ("de", "Abbrechen"),
        ("ru", "Отмена"),
        ("es", "Cancelar"),
        ("zh_CN", "取消"),
        ("en", "Cancel"),
    ],
)
def test_qts_own_dialogs_are_translated(code: str, cancel: str, english: QApplication) -> None:
    i18n.switch(english, code)
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == cancel


def test_install_uses_the_argument_then_reports_the_code(english: QApplication) -> None:
    assert i18n.install(english, "de_AT") == "de"
    assert i18n.current_language() == "de"
    assert i18n.term("monarch") == "Monarch"
    assert i18n.trigger_text("draw").startswith("Zu Beginn des Endsegments")
    assert i18n.rule_texts().language == "de"


class Retranslating(QWidget):
    """A widget that keeps the contract in i18n's docstring: texts set again on LanguageChange."""

    def __init__(self) -> None:
        super().__init__()
        self.label = QLabel(self)
        QVBoxLayout(self).addWidget(self.label)
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.label.setText(QCoreApplication.translate("RulesPanel", "Official rulings"))


def test_switching_live_retranslates_open_widgets(
    qtbot,
    english: QApplication,  # type: ignore[no-untyped-def]
) -> None:
    widget = Retranslating()
    qtbot.addWidget(widget)
    assert widget.label.text() == "Official rulings"
    expected = [
        ("de", "Offizielle Regelklarstellungen"),
        ("ru", "Официальные разъяснения"),
        ("zh_CN", "单卡释疑"),
        ("es", "Aclaraciones oficiales"),
        ("en", "Official rulings"),
    ]
    for code, text in expected:
        i18n.switch(english, code)
        qtbot.waitUntil(lambda text=text: widget.label.text() == text, timeout=2000)


def test_switching_twice_leaves_one_set_of_translators(english: QApplication) -> None:
    i18n.switch(english, "de")
    i18n.switch(english, "ru")
    assert QCoreApplication.translate("RulesPanel", "Official rulings") == "Официальные разъяснения"
    i18n.switch(english, "en")
    assert QCoreApplication.translate("RulesPanel", "Official rulings") == "Official rulings"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"
