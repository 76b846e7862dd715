"""The few things packaging/ reads from ELF shared libraries (64-bit little-endian: Linux x86_64
and aarch64): section names, DT_NEEDED, symbols, load segments. Standard library only.

Used by the spec (which libraries are needed), build.py (which files carry symbols or debug
information worth stripping, and whether a stripped file still loads) and icudata.py (rewriting
ICU's data library).
"""

from __future__ import annotations

import struct
from pathlib import Path

ELF_HEADER = struct.Struct("<16sHHIQQQIHHHHHH")
PROGRAM_HEADER = struct.Struct("<IIQQQQQQ")
SECTION_HEADER = struct.Struct("<IIQQQQIIQQ")
SYMBOL = struct.Struct("<IBBHQQ")
DYNAMIC = struct.Struct("<qQ")

PT_LOAD = 1
SHT_SYMTAB, SHT_DYNAMIC, SHT_NOBITS, SHT_DYNSYM = 2, 6, 8, 11
DT_NULL, DT_NEEDED = 0, 1

# Field positions in the lists Elf keeps (the order of the structures above).
E_PHOFF, E_SHOFF, E_PHNUM, E_SHNUM, E_SHSTRNDX = 5, 6, 10, 12, 13
P_TYPE, P_OFFSET, P_VADDR, P_PADDR, P_FILESZ, P_MEMSZ, P_ALIGN = 0, 2, 3, 4, 5, 6, 7
SH_NAME, SH_TYPE, SH_ADDR, SH_OFFSET, SH_SIZE, SH_LINK = 0, 1, 3, 4, 5, 6
ST_NAME, ST_SHNDX, ST_VALUE, ST_SIZE = 0, 3, 4, 5


def is_elf(path: Path) -> bool:
    with path.open("rb") as f:
        head = f.read(6)
    return head[:4] == b"\x7fELF" and head[4:6] == b"\x02\x01"


class Elf:
    """An ELF64 little-endian file's headers, as lists of fields that can be changed and written."""

    def __init__(self, data: bytes) -> None:
        if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
            raise ValueError("not a 64-bit little-endian ELF file")
        self.data = data
        self.header = list(ELF_HEADER.unpack_from(data, 0))
        phoff, shoff = self.header[E_PHOFF], self.header[E_SHOFF]
        self.programs = [
            list(PROGRAM_HEADER.unpack_from(data, phoff + i * PROGRAM_HEADER.size))
            for i in range(self.header[E_PHNUM])
        ]
        self.sections = [
            list(SECTION_HEADER.unpack_from(data, shoff + i * SECTION_HEADER.size))
            for i in range(self.header[E_SHNUM] if shoff else 0)
        ]

    @classmethod
    def read(cls, path: Path) -> Elf:
        return cls(path.read_bytes())

    def section_data(self, index: int) -> bytes:
        section = self.sections[index]
        if section[SH_TYPE] == SHT_NOBITS:
            return b""
        return self.data[section[SH_OFFSET] : section[SH_OFFSET] + section[SH_SIZE]]

    def section_names(self) -> list[str]:
        if not self.sections or self.header[E_SHSTRNDX] >= len(self.sections):
            return []
        names = self.section_data(self.header[E_SHSTRNDX])
        return [_string(names, s[SH_NAME]) for s in self.sections]

    def symbols(self, kind: int) -> list[tuple[int, int, str, list[int]]]:
        """(table's section index, symbol index, name, fields) of every symbol in `kind` tables."""
        found = []
        for index, section in enumerate(self.sections):
            if section[SH_TYPE] != kind:
                continue
            strings = self.section_data(section[SH_LINK])
            table = self.section_data(index)
            for i in range(len(table) // SYMBOL.size):
                fields = list(SYMBOL.unpack_from(table, i * SYMBOL.size))
                found.append((index, i, _string(strings, fields[ST_NAME]), fields))
        return found

    def dynamic(self) -> list[tuple[int, int]]:
        """(tag, value) of the dynamic section, up to DT_NULL."""
        for section in self.sections:
            if section[SH_TYPE] == SHT_DYNAMIC:
                table = self.section_data(self.sections.index(section))
                entries = []
                for i in range(len(table) // DYNAMIC.size):
                    tag, value = DYNAMIC.unpack_from(table, i * DYNAMIC.size)
                    if tag == DT_NULL:
                        break
                    entries.append((tag, value))
                return entries
        return []

    def needed(self) -> list[str]:
        """The DT_NEEDED library names, in order."""
        dynamic = [s for s in self.sections if s[SH_TYPE] == SHT_DYNAMIC]
        if not dynamic:
            return []
        strings = self.section_data(dynamic[0][SH_LINK])
        return [_string(strings, value) for tag, value in self.dynamic() if tag == DT_NEEDED]

    def loadable(self) -> bool:
        """Whether every loadable segment's file offset and address agree modulo its alignment.

        The dynamic loader refuses a library where they do not ("ELF load command
        address/offset not page-aligned"): what `strip` makes of a library patchelf has
        extended (auditwheel's, in numpy.libs).
        """
        return all(
            (p[P_VADDR] - p[P_OFFSET]) % max(p[P_ALIGN], 1) == 0
            for p in self.programs
            if p[P_TYPE] == PT_LOAD
        )


def _string(table: bytes, offset: int) -> str:
    return table[offset : table.index(b"\0", offset)].decode("utf-8", "replace")
