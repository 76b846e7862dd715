"""The English rule texts built in: the inherent triggers (CR 726.2 and 726.2) as
resources/rules/en.json words them (tests/i18n/test_rule_texts.py holds the two equal), no rules
and no rulings. The last resort when the English file can't be read, and the message table's
English quotes of the triggers, which so need no file and no `rule_data` (below which it sits).
"""

from __future__ import annotations

from typing import Any

ENGLISH = "en"

BUILT_IN_ENGLISH: dict[str, Any] = {
    "language": ENGLISH,
    "name": "English",
    "edition": "",
    "section": "725",
    "source": "",
    "quotes": ["\u201c", "\u201d"],
    "rules": [],
    "rulings": [],
    "triggers": {
        "draw": "At the beginning of the monarch\u2019s end step, that player draws a card",
        "steal": "Whenever a creature deals combat damage to the monarch, its controller becomes "
        "the monarch",
        "venture_upkeep": "At the beginning of the upkeep of the player who has the initiative, "
        "that player ventures into Undercity",
        "take": "Whenever one or more creatures a player controls deal combat damage to the player "
        "who has the initiative, the controller of those creatures takes the initiative",
        "venture_take": "Whenever a player takes the initiative, that player ventures into "
        "Undercity",
    },
}


def english_quote(kind: str) -> str:
    """The English wording of inherent trigger `kind`, in its quotation marks."""
    opening, closing = BUILT_IN_ENGLISH["quotes"]
    return f"{opening}{BUILT_IN_ENGLISH['triggers'][kind]}{closing}"
