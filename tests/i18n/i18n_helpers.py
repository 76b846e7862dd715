"""Helpers for the translation tests: where the seed copies are, and how to read them."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
SEEDS = Path(__file__).resolve().parent / "seeds"  # copies: CI must not depend on ../shared
SEED_FILES = {
    "en": "RULES.md",
    "zh_CN": "000_f4fadd6c69e9855e.txt",
    "de": "001_19e8eeec22348151.txt",
    "ru": "003_30f451a64c894ec8.txt",
    "es": "004_d1a9f48bb5c44192.txt",
}
TRANSLATED = ("zh_CN", "de", "ru", "es")


def seed_text(code: str) -> str:
    return (SEEDS / SEED_FILES[code]).read_text(encoding="utf-8")


def squash(text: str) -> str:
    """RULES.md wraps its bullet quotes over several lines; compare with whitespace collapsed."""
    return re.sub(r"\s+", " ", text)


def load_pipeline() -> ModuleType:
    """i18n/update.py, imported from its path (it is a script, not a package module)."""
    spec = importlib.util.spec_from_file_location("i18n_update", ROOT / "i18n" / "update.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up while being built
    spec.loader.exec_module(module)
    return module
