"""What the app checks once at start, before any game is started or listed.

Leftovers of atomic writes cut off by a kill are removed; the current-game pointer is checked (a
bad one is kept aside); the shipped data the first window needs (the rule texts of the language and
of English, the glossary, the monarch card list) is loaded and checked. Nothing here can stop the
app: what could not be used is returned as messages for the window to show.
"""

from __future__ import annotations

from companion.shell import games, rule_data
from companion.shell.messages import Msg
from companion.shell.paths import config_dir, data_dir, games_dir
from companion.shell.reading import clean_temporary, take_reports
from companion.shell.resources import monarch_cards


def check_files(language: str) -> list[Msg]:
    """Tidy up and check the files read at start; the notices to show (each once)."""
    for folder in (config_dir(), data_dir(), games_dir()):
        clean_temporary(folder)
    games.check_pointer()
    rule_data.rule_texts(language)
    rule_data.glossary()
    monarch_cards()
    return take_reports()
