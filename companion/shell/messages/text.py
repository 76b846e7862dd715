"""A `Msg` (a key of the table, its parameters, its count) and rendering it in a language.
"""

from __future__ import annotations

import string
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any, Union

from companion.core.errors import english_plural
from companion.core.marks import Text
from companion.core.values import field, frozen
from companion.shell.messages.entry import _JOINED, LIST, NAMES, Quote, Translate, Trigger
from companion.shell.messages.table import TEXTS
from companion.shell.rule_english import english_quote

# -- messages ---------------------------------------------------------------------------------

Param = Union[str, int, "Msg"]


@cache
def placeholders(source: str) -> frozenset[str]:
    """The {names} a text fills in."""
    return frozenset(name for _, name, _, _ in string.Formatter().parse(source) if name)


@frozen
class Msg:
    """A sentence to say: a key of TEXTS, its parameters, and the count `n` of a plural text."""

    key: str
    params: Mapping[str, Param] = field(default_factory=dict)
    n: int | None = None

    def __post_init__(self) -> None:
        entry = TEXTS.get(self.key)
        if entry is None:
            raise KeyError(f"no text for message key {self.key!r}")
        object.__setattr__(self, "params", dict(self.params))
        if isinstance(entry, Trigger):
            wanted: frozenset[str] = frozenset()
        elif self.key in _JOINED:
            wanted = frozenset(str(i) for i in range(len(self.params)))
        else:
            wanted = placeholders(entry.source)
        if set(self.params) != wanted:
            raise ValueError(
                f"{self.key}: parameters {sorted(self.params)} do not fit {sorted(wanted)}"
            )
        counts = isinstance(entry, Text) and entry.counted
        if counts != (self.n is not None):
            raise ValueError(f"{self.key}: a count is {'needed' if counts else 'not expected'}")

    def __hash__(self) -> int:
        return hash((self.key, tuple(sorted((k, str(v)) for k, v in self.params.items())), self.n))

    def __str__(self) -> str:
        """In English (the sources), the triggers as the English rules word them."""
        return render(self, english)

    def to_json(self) -> dict[str, Any]:
        """{"key": ..., "params": {...}, "n": count (only for a plural text)}; nested messages are
        objects of the same shape."""
        out: dict[str, Any] = {
            "key": self.key,
            "params": {k: v.to_json() if isinstance(v, Msg) else v for k, v in self.params.items()},
        }
        if self.n is not None:
            out["n"] = self.n
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Msg:
        params = {
            k: cls.from_json(v) if isinstance(v, Mapping) else v
            for k, v in data.get("params", {}).items()
        }
        return cls(data["key"], params, data.get("n"))


def msg(key: str, /, n: int | None = None, **params: Param) -> Msg:
    """`msg("event.monarch", player="Ben")`: a Msg with keyword parameters."""
    return Msg(key, params, n)


def names(players: Sequence[str]) -> Msg:
    """Players' names as a list in the language's way ("Ann, Ben"; "Ann、Ben")."""
    return Msg(NAMES, {str(i): name for i, name in enumerate(players)})


def items(messages: Sequence[Msg]) -> Msg:
    """Several messages said as one, in order (a single one is itself)."""
    if len(messages) == 1:
        return messages[0]
    return Msg(LIST, {str(i): m for i, m in enumerate(messages)})


# -- rendering --------------------------------------------------------------------------------


def english(context: str, source: str, n: int = -1) -> str:
    """The identity translation: the English source."""
    return source


def text_for(entry: Text, translate: Translate, n: int | None) -> str:
    """`entry` translated, for count `n` if it has plural forms (%n filled in)."""
    if not entry.counted:
        return translate(entry.context, entry.source, -1)
    if n is None:
        raise ValueError(f"{entry.source!r} needs a count")
    return english_plural(translate(entry.context, entry.source, n), n)


def render(message: Msg, translate: Translate, quote: Quote | None = None) -> str:
    """The sentence `message` says, in the language `translate` speaks (`quote` gives that
    language's official triggers; default: the English ones)."""
    entry = TEXTS[message.key]
    if isinstance(entry, Trigger):
        return (quote or english_quote)(entry.kind)
    values = {
        k: render(v, translate, quote) if isinstance(v, Msg) else str(v)
        for k, v in message.params.items()
    }
    if message.key in _JOINED:
        said = [values[str(i)] for i in range(len(values))]
        template = text_for(entry, translate, None)
        joined = said[0]
        for item in said[1:]:
            joined = _fill(template, entry, {"list": joined, "item": item}, None)
        return joined
    return _fill(text_for(entry, translate, message.n), entry, values, message.n)


def _fill(template: str, entry: Text, values: Mapping[str, str], n: int | None) -> str:
    """`template` with `values`; a translation that names a parameter the text has not falls back
    to the English source instead of failing in front of the players."""
    try:
        return template.format_map(values)
    except (KeyError, IndexError, ValueError):
        source = english_plural(entry.source, n) if n is not None else entry.source
        return source.format_map(values)


def templates(
    translate: Translate, quote: Quote | None = None, samples: tuple[int, ...] = (1, 2, 5)
) -> dict[str, str | list[str]]:
    """Every text of the table in the language `translate` speaks, by key, for a view that fills
    them in itself (the overlay's page). A plural text is a list: its form for each of `samples`
    (1, 2 and 5: CLDR "one", "few" and "many"/"other"), `%n` left in. `translate` must return the
    plural form for `n` with `%n` still in it (QTranslator.translate does). Triggers are quoted."""
    out: dict[str, str | list[str]] = {}
    for key, entry in TEXTS.items():
        if isinstance(entry, Trigger):
            out[key] = (quote or english_quote)(entry.kind)
        elif entry.counted:
            out[key] = [
                translate(entry.context, entry.source, n).replace("(s)", "" if n == 1 else "s")
                for n in samples
            ]
        else:
            out[key] = translate(entry.context, entry.source, -1)
    return out
