"""Every sentence lives once (issue 27 item 6): an English source text stands in one translation
context, so a translator words it once and every screen says it the same way. A text may stand
in two only when it is meant to differ there (a menu's "&Undo" and a winner screen's button are
worded by their role), and then it is listed here with why.

The contexts are read from the Qt Linguist sources (i18n/companion_de.ts: every language's .ts
holds the same texts, tests/i18n/test_pipeline.py keeps them up to date with the code).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Source text -> the contexts it is meant to stand in, and why each may read differently.
MEANT_TO_DIFFER: dict[str, tuple[frozenset[str], str]] = {
    "&Undo": (frozenset({"Commands", "WinnerScreen"}),
              "the Edit menu's entry and the winner screen's button: each language words a menu "
              "entry and a button by their own conventions"),
    "&Player": (frozenset({"Commands", "FilterBar"}),
                "the Player menu and the History filter's label (\"the player to show\")"),
    # An action's name in the log and the journal ("T3 · End step — End turn", "Undo: End turn")
    # is a noun where the control that does it is a command: Russian says "Конец хода" /
    # "Завершить ход", "Переход: {step}" / "Перейти: {step}", "Отмена" / "Отменить".
    "End turn": (frozenset({"Describe", "TurnBar"}),
                 "the action's name in the log and the undo labels, and the turn bar's button"),
    "Go to {step}": (frozenset({"Describe", "TurnBar"}),
                     "the action's name in the log and the undo labels, and the tooltip of the "
                     "step track's button that does it"),
    "Undo": (frozenset({"Describe", "UndoLabels"}),
             "an undo's name as an action in the log, and the command (the Edit menu's entry with "
             "nothing to name, the notice's and the phones' buttons)"),
    "Redo": (frozenset({"Describe", "UndoLabels"}),
             "a redo's name as an action in the log, and the Edit menu's command"),
    "Games": (frozenset({"HistoryPage", "PlayersDialog"}),
              "the History page's tab listing the games, and the Players window's column of how "
              "many games each played (Chinese: 游戏 / 盘数)"),
    "Each opponent loses 1 life and you gain 1 life.": (
        frozenset({"CardTriggers", "Dungeons"}),
        "a monarch card's printed text and a dungeon room's: each is its own card's wording in a "
        "language's printed cards"),
}


def contexts_by_source() -> dict[str, set[str]]:
    """Each English source text of the app -> the translation contexts it stands in now."""
    found: dict[str, set[str]] = defaultdict(set)
    root = ET.parse(ROOT / "i18n" / "companion_de.ts").getroot()
    for context in root.iter("context"):
        name = context.findtext("name")
        assert name
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") in ("vanished", "obsolete"):
                continue  # no longer in the code
            source = message.findtext("source")
            assert source is not None
            found[source].add(name)
    assert len(found) > 500  # the app's texts, not an empty file
    return found


def test_an_english_text_stands_in_one_context_unless_meant_to_differ() -> None:
    twice = {source: contexts for source, contexts in contexts_by_source().items()
             if len(contexts) > 1 and MEANT_TO_DIFFER.get(source, (frozenset(),))[0] != contexts}
    assert twice == {}


def test_every_listed_difference_is_still_there() -> None:
    """A listed text that now stands in one context (or another set) is no longer an
    exception: the list says only what is true."""
    found = contexts_by_source()
    assert {s: found.get(s, set()) for s in MEANT_TO_DIFFER} == {
        s: set(contexts) for s, (contexts, _) in MEANT_TO_DIFFER.items()}
