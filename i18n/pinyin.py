"""Write resources/i18n/pinyin.txt: the pinyin reading (no tones) of every Chinese character the
app says, so the command palette finds 结束回合 by "jieshu" or "jshh" (issue 28: the palette in
Chinese could only be searched in characters, which a table often types in pinyin anyway).

    python i18n/pinyin.py            # needs pypinyin (pip install pypinyin); a tool for
                                     # translators, not a dependency of the app or the tests

The characters: those of the Chinese translations (each read as pypinyin reads it in its
sentence, the most common reading first) and the 3,755 of GB 2312's first level, which hold
nearly every character of a player's name. One line per character: the character, then its
readings separated by spaces.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "resources" / "i18n" / "pinyin.txt"
SOURCES = (HERE / "companion_zh_CN.ts", HERE.parent / "resources" / "rules" / "zh_CN.json")
HAN = re.compile(r"[\u4e00-\u9fff]+")


def level_one() -> str:
    """GB 2312's first level: rows 16 to 55, the characters in common use."""
    chars = []
    for row in range(0xB0, 0xD8):
        for cell in range(0xA1, 0xFF):
            try:
                chars.append(bytes((row, cell)).decode("gb2312"))
            except UnicodeDecodeError:
                continue
    return "".join(chars)


def main() -> int:
    from pypinyin import Style, lazy_pinyin, pinyin

    readings: dict[str, list[str]] = {}

    def add(char: str, reading: str) -> None:
        if reading.isascii() and reading.isalpha():
            known = readings.setdefault(char, [])
            if reading not in known:
                known.append(reading)

    for source in SOURCES:
        for run in HAN.findall(source.read_text(encoding="utf-8")):
            for char, reading in zip(run, lazy_pinyin(run, style=Style.NORMAL), strict=True):
                add(char, reading)
    for char in level_one():
        for reading in pinyin(char, style=Style.NORMAL, heteronym=True)[0]:
            add(char, reading)
    lines = [f"{char} {' '.join(said)}" for char, said in sorted(readings.items())]
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{OUT.name}: {len(lines)} characters")
    return 0


if __name__ == "__main__":
    sys.exit(main())
