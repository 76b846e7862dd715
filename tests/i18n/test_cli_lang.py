"""`companion --lang CODE` end to end: a real process loads that language's translations."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _smoke(tmp_path: Path, *args: str, lang_env: str = "en_US.UTF-8") -> str:
    env = dict(os.environ)
    env.update(
        COMPANION_HOME=str(tmp_path),
        QT_QPA_PLATFORM="offscreen",
        LANG=lang_env,
        LC_ALL=lang_env,
        LANGUAGE="",
    )
    result = subprocess.run(
        [sys.executable, "-m", "companion", "--smoke", *args],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    return result.stdout


@pytest.mark.parametrize(
    ("arg", "code", "word"),
    [
        ("de", "de", "Zug beenden"),
        ("zh", "zh_CN", "结束回合"),
        ("ru_RU", "ru", "Завершить ход"),
        ("es", "es", "Terminar turno"),
        ("en", "en", "End turn"),
    ],
)
def test_lang_option_loads_that_language(tmp_path: Path, arg: str, code: str, word: str) -> None:
    out = _smoke(tmp_path, "--lang", arg)
    assert f"(language {code}: {word})" in out


def test_without_lang_the_system_locale_decides(tmp_path: Path) -> None:
    out = _smoke(tmp_path, lang_env="de_DE.UTF-8")
    assert "(language de: Zug beenden)" in out
