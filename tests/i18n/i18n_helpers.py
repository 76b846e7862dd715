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


def switch_and_wait(qtbot, app, code: str) -> None:  # type: ignore[no-untyped-def]
    """Switch the language and wait until Qt has delivered LanguageChange (it is posted)."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QWidget

    from companion.app import i18n

    class Probe(QWidget):
        seen = False

        def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
            if event.type() == QEvent.Type.LanguageChange:
                self.seen = True
            super().changeEvent(event)

    if i18n.resolve(code) == i18n.current_language():
        return  # no translator changes, so Qt sends no LanguageChange
    probe = Probe()
    i18n.switch(app, code)
    qtbot.waitUntil(lambda: probe.seen, timeout=3000)
    app.processEvents()  # the rest of the batch
    probe.deleteLater()


def in_seed(code: str, quoted: str) -> bool:
    """`quoted` (a trigger in its quotation marks) is in the seed, maybe with the seed's period.
    Where the app shows the language's own marks in place of the seed's ("source_quotes": the
    Spanish rulings quote with "…", Spanish players with «…»), the seed's are put back first."""
    import json

    data = json.loads((ROOT / "resources" / "rules" / f"{code}.json").read_text("utf-8"))
    if "source_quotes" in data:
        (shown_open, shown_close), (open_, close) = data["quotes"], data["source_quotes"]
        if quoted.startswith(shown_open) and quoted.endswith(shown_close):
            quoted = open_ + quoted[len(shown_open) : len(quoted) - len(shown_close)] + close
    seed = seed_text(code)
    if code == "en":
        seed = squash(seed)
    return quoted in seed or f"{quoted[:-1]}.{quoted[-1]}" in seed
