"""The monarch cards' summaries: one per card of the data file, word for word, so that lupdate
extracts every one for the translators (companion/shell/card_summaries.py)."""

from __future__ import annotations

import json
from pathlib import Path

from companion.shell.card_summaries import SUMMARIES

ROOT = Path(__file__).resolve().parents[2]


def test_every_card_has_its_summary_word_for_word() -> None:
    cards = json.loads((ROOT / "resources" / "monarch_cards.json").read_text("utf-8"))
    summaries = {name: text.source for name, text in SUMMARIES.items()}
    assert {card["name"]: card["summary"] for card in cards} == summaries
