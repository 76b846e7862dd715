"""Names and text as a journal may hold them: a player's name checked and composed (NFC), code
points that are no character kept out, and a JSON value's kind in words for the error about it.

Apart from the actions because the journal's parser, the engine (a name typed in the app) and the
dialogs all check text by these same rules; they need no action to do it.
"""

from __future__ import annotations

import functools
import re
import sys
import unicodedata

from companion.core import rules
from companion.core.errors import ActionError, Param, Phrase


def validate_name(name: object, what: Param | None = None) -> str:
    """A player name as shown to people: non-blank text without control characters. Returns it
    in Unicode's composed form (NFC), so a name typed with "é" or with "e" and a combining accent
    is one name.

    `what` names it in an error (default: "player name"), a field name or a Phrase."""
    what = Phrase("what_player_name") if what is None else what
    if not isinstance(name, str):
        raise ActionError("name_not_text", what=what, kind=kind_of(name))
    checked = _checked_name(name)
    if isinstance(checked, str):
        return checked
    key, params = checked
    raise ActionError(key, what=what, **params)


@functools.lru_cache(maxsize=1024)
def _checked_name(name: str) -> str | tuple[str, dict[str, Param]]:
    """The name in NFC (interned: a long journal repeats it on every line), or what is wrong with
    it. Cached: a journal names the same few players again and again."""
    bad = not_a_character(name)
    if bad is not None:
        return "not_a_character", {"name": repr(name), "char": bad}
    name = unicodedata.normalize("NFC", name)
    if all(ch.isspace() or ch in _JOINERS for ch in name):
        return "name_empty", {}
    if len(name) > rules.MAX_NAME_LENGTH:
        return "too_long", {"n": rules.MAX_NAME_LENGTH}
    if any(
        unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp") and ch not in _JOINERS for ch in name
    ):
        return "name_control", {"name": repr(name)}
    return sys.intern(name)


def normal_name(name: str) -> str:
    """A name as the game keeps it (NFC), for comparing what someone typed with the players."""
    return unicodedata.normalize("NFC", name)


def not_a_character(text: str) -> str | None:
    """The first code point of `text` that is no character, as "U+D800", or None. Those are lone
    surrogates (halves of a UTF-16 pair: not text, and not writable as UTF-8) and the 66
    noncharacters (U+FDD0..U+FDEF and the last two of every plane, U+FFFE, U+FFFF, U+1FFFE...).
    Code points this Python's Unicode tables don't know yet are accepted: newer emoji are some."""
    found = _NOT_CHARACTERS.search(text)
    return None if found is None else f"U+{ord(found.group()):04X}"


_NOT_CHARACTERS = re.compile(
    "[\ud800-\udfff\ufdd0-\ufdef"
    + "".join(f"{chr(plane << 16 | 0xFFFE)}{chr(plane << 16 | 0xFFFF)}" for plane in range(17))
    + "]"
)

# Zero-width (non-)joiners are format characters too, but emoji sequences (🏳️‍🌈) and scripts such
# as Persian and the Indic ones need them; bidi overrides and other invisible ones stay out.
_JOINERS = "\u200c\u200d"


def kind_of(value: object) -> Param:
    """What a JSON value is, in words ("a boolean"), for "must be ..., not a boolean"."""
    if value is None:
        return Phrase("kind_null")
    for kind, said in _KINDS:
        if isinstance(value, kind):
            return said
    return type(value).__name__


# bool before int: a JSON true is a bool, which Python also counts as an int.
_KINDS: tuple[tuple[type | tuple[type, ...], Phrase], ...] = (
    (bool, Phrase("kind_boolean")),
    ((int, float), Phrase("kind_number")),
    (str, Phrase("kind_text")),
    (list, Phrase("kind_list")),
    (dict, Phrase("kind_object")),
)


def check_text(text: str, what: Param) -> str:
    """`text`, or ActionError if it holds a code point that is no character (`not_a_character`)."""
    bad = not_a_character(text)
    if bad is not None:
        raise ActionError("not_a_character", what=what, name=repr(text), char=bad)
    return text
