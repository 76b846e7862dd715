"""The translation pipeline is owned: complete, up to date, plurals and placeholders right.

These fail when someone adds a string and forgets `python i18n/update.py`, when a translator leaves
a message unfinished, or when a shipped .qm no longer matches its .ts.
"""

from __future__ import annotations

import re
from types import ModuleType

import pytest
from i18n_helpers import TRANSLATED

from companion.shell.resources import resource

PLURAL_FORMS = {"ru": 3, "de": 2, "es": 2, "zh_CN": 1}
PLACEHOLDER = re.compile(r"\{\w+(?::[^{}]*)?\}|%n")  # {name}, {name:02d}, %n


def test_ts_files_are_up_to_date_with_the_code_and_qm_files_are_not_stale(
    pipeline: ModuleType,
) -> None:
    problems = pipeline.check()
    assert not problems, "\n".join([*problems, "fix: python i18n/update.py, then translate"])


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_is_translated_and_finished(code: str, pipeline: ModuleType) -> None:
    messages = pipeline.read_ts(pipeline.ts_path(code))
    assert len(messages) > 100
    unfinished = [
        m.source for m in messages if m.unfinished or not all(t.strip() for t in m.translations)
    ]
    assert not unfinished, unfinished


@pytest.mark.parametrize("code", TRANSLATED)
def test_plurals_have_every_form_of_the_language(code: str, pipeline: ModuleType) -> None:
    numerus = [m for m in pipeline.read_ts(pipeline.ts_path(code)) if m.numerus]
    assert numerus, "no %n plural message found: the plural check would prove nothing"
    for m in numerus:
        assert len(m.translations) == PLURAL_FORMS[code], m.source


@pytest.mark.parametrize("code", TRANSLATED)
def test_placeholders_match_the_source(code: str, pipeline: ModuleType) -> None:
    for m in pipeline.read_ts(pipeline.ts_path(code)):
        want = sorted(set(PLACEHOLDER.findall(m.source)))
        for form in m.translations:
            assert sorted(set(PLACEHOLDER.findall(form))) == want, (m.source, form)


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_qm_ships_inside_the_package(code: str) -> None:
    assert resource(f"i18n/companion_{code}.qm").stat().st_size > 1000
    assert resource(f"rules/{code}.json").is_file()


@pytest.mark.parametrize(
    ("code", "context", "source", "expected"),
    [
        ("de", "Describe", "{player} becomes the monarch.", "{player} wird zum Monarchen."),
        ("zh_CN", "Describe", "End step", "结束步骤"),
        ("ru", "Terms", "Combat damage", "Боевые повреждения"),
        ("es", "Describe", "End step", "Paso final"),
        ("de", "RulesPanel", "Official rulings", "Offizielle Regelklarstellungen"),
    ],
)
def test_the_compiled_qm_translates_real_strings(
    code: str, context: str, source: str, expected: str, qapp: object
) -> None:
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    assert translator.load(str(resource(f"i18n/companion_{code}.qm")))
    assert translator.translate(context, source) == expected


@pytest.mark.parametrize(
    ("n", "expected"), [(1, "1 жизнь"), (3, "3 жизни"), (5, "5 жизней"), (21, "21 жизнь")]
)
def test_russian_plural_forms_are_chosen_by_number(n: int, expected: str, qapp: object) -> None:
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    assert translator.load(str(resource("i18n/companion_ru.qm")))
    text = translator.translate("CombatDialog", "%n life", "", n)  # the context the app asks
    assert text.replace("%n", str(n)) == expected


def test_package_data_ships_every_translation_and_rule_file() -> None:
    """Every file under resources/i18n and resources/rules matches a package-data pattern."""
    import tomllib

    from i18n_helpers import ROOT

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["companion.resources"]
    resources = ROOT / "resources"
    # setuptools globs like Path.glob: "*" does not cross a "/" (fnmatch's would).
    shipped = {p for pattern in patterns for p in resources.glob(pattern)}
    files = [p for sub in ("i18n", "rules") for p in (resources / sub).iterdir() if p.is_file()]
    left_out = [str(p.relative_to(resources)) for p in files if p not in shipped]
    assert not left_out, left_out
