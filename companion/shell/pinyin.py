"""Chinese words as a table types them: the pinyin of a text's characters (no tones), whole
("jieshuhuihe") and by initials ("jshh"), read from resources/i18n/pinyin.txt (written by
i18n/pinyin.py from the translations and GB 2312's common characters)."""

from __future__ import annotations

from functools import cache

from companion.shell.resources import resource


@cache
def readings() -> dict[str, str]:
    """Each character's most common reading; none if the file can't be read (the palette then
    finds Chinese by its characters only)."""
    try:
        text = resource("i18n/pinyin.txt").read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return {}
    out: dict[str, str] = {}
    for line in text.splitlines():
        char, _, said = line.partition(" ")
        if len(char) == 1 and said:
            out[char] = said.split()[0]
    return out


def spelled(text: str) -> str:
    """`text`'s Chinese read out: "结束回合" -> "jieshuhuihe jshh"; "" if it has none."""
    table = readings()
    said = [table[c] for c in text if c in table]
    if not said:
        return ""
    return "".join(said) + " " + "".join(s[0] for s in said)
