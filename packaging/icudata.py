"""A smaller ICU data library for the frozen app: only what Qt reads from it, for our languages.

PySide6's wheels ship ICU's full data (`libicudata.so.<N>`, 32 MB for ICU 73): every locale's
dates, numbers, currency, unit, language and region names, break-iterator dictionaries,
transliterators and 190 legacy character-set tables. Qt is the only user of ICU in the bundle,
and Qt calls few ICU functions (`nm -D --undefined-only libQt6Core.so.6 | grep _<N>$`, PySide6
6.11): `ucol_*` (QCollator, QString::localeAwareCompare, QFileDialog's sorting), `ucal_*` (time
zone display names and ids), `u_strToUpper`/`u_strToLower` (QLocale::toUpper/toLower; case
mapping is compiled into libicuuc, not data) and `ucnv_*` (QStringConverter for an encoding named
at run time that Qt does not implement itself). None of Qt's other libraries calls ICU.

So `keep_item()` keeps:
  - the collation and time-zone trees and the top-level locale data (calendars, number symbols
    the time-zone formatter uses) for the app's five languages, every region of them
    ("de_AT", "es_419", "zh_Hant_TW"...), and root, which every other locale falls back to;
  - everything that is not per-locale (likelySubtags, supplementalData, zoneinfo64, metaZones,
    timezoneTypes, the collation root `ucadata.icu`, normalisation and property data,
    `cnvalias.icu`...);
  - the single-byte character-set tables (every European language's code pages: windows-125x,
    ISO-8859-x, KOI8, DOS, Mac) and the Chinese ones (GB18030, GBK, GB2312, HZ): 1 MB, so a
    QStringDecoder for a legacy encoding of one of the five languages still opens;
and drops the trees nothing in Qt reads (break iteration, transliteration, number spell-out,
unit, currency, language and region display names: ICU's BreakIterator, Transliterator,
RuleBasedNumberFormat, MeasureFormat and LocaleDisplayNames, which Qt never calls), the other
languages' locale data (ICU falls back to root for them, as for any locale it has no data for;
the app only asks in its own languages: i18n.switch() makes one of them the default QLocale)
and the other multi-byte tables (Japanese, Korean, Taiwanese, EBCDIC).
For ICU 73 that is 32.0 MB -> 5.2 MB. tests/packaging/test_frozen_build.py checks that the frozen
app's ICU answers exactly as the installed PySide6's full data for what Qt asks (sorting,
time-zone names, case mapping, the kept encodings) in the five languages;
tests/packaging/test_icudata.py that the rewritten library is one the loader maps.

The data is ICU's "common data" package (`icudt<N>l.dat`: a header, a sorted table of contents,
items aligned to 16 bytes), linked into `libicudata.so.<N>` as the one exported symbol
`icudt<N>_dat`. `shrink_library()` rewrites that package and moves what follows it in the file
(the dynamic section, symbol and section tables) down by whole pages, adjusting the ELF headers;
it refuses (ValueError) any library laid out differently, and the spec then bundles the original.
Standard library only, like the rest of packaging/.
"""

from __future__ import annotations

import re
import struct
from pathlib import Path

from elffile import (
    E_PHOFF,
    E_SHOFF,
    ELF_HEADER,
    P_ALIGN,
    P_FILESZ,
    P_MEMSZ,
    P_OFFSET,
    P_PADDR,
    P_TYPE,
    P_VADDR,
    PROGRAM_HEADER,
    PT_LOAD,
    SECTION_HEADER,
    SH_ADDR,
    SH_OFFSET,
    SH_SIZE,
    SH_TYPE,
    SHT_DYNSYM,
    SHT_NOBITS,
    SHT_SYMTAB,
    ST_SHNDX,
    ST_SIZE,
    ST_VALUE,
    SYMBOL,
    Elf,
)

# Trees (subfolders of the package) Qt never reads: see the module docstring.
DROPPED_TREES = frozenset({"brkitr", "translit", "rbnf", "unit", "curr", "lang", "region"})
# A locale bundle: "de", "de_AT", "zh_Hant_TW", "es_419", "sr_Latn_BA"... (and, by this pattern,
# "root", "pool" and "res_index", which keep_item() always keeps: the fallback of every locale,
# the keys shared by a tree's bundles, the list of installed locales)
_LOCALE = re.compile(r"^(root|[a-z]{2,3}(_[A-Za-z0-9]+)*)$")
# Multi-byte character-set tables kept besides the single-byte ones, for zh_CN: GB18030, GBK
# (windows-936, an extension of ibm-1386) and GB2312/EUC-CN (ibm-1383, which HZ uses too).
KEPT_MULTIBYTE_CONVERTERS = frozenset(
    {"gb18030", "windows-936-2000", "ibm-1386_P100-2001", "ibm-1383_P110-1999"}
)

# Dynamic tags whose value is a string-table offset or a number, never an address.
_DT_NOT_ADDRESS = frozenset(
    {
        0,
        1,
        2,
        8,
        9,
        10,
        11,
        14,
        15,
        16,
        20,
        24,
        27,
        28,
        29,
        30,
        0x6FFFFFF9,
        0x6FFFFFFA,
        0x6FFFFFFB,
        0x6FFFFFFD,
        0x6FFFFFFF,
    }
)
# Relocations, init/fini code or symbol versions: not only data, so moving the file's tail is
# not known to be safe.
_DT_REFUSED = frozenset({3, 7, 12, 13, 17, 23, 25, 26, 32, 33, 0x6FFFFFF0, 0x6FFFFFFC, 0x6FFFFFFE})
_ALIGN = 16
_PAD = b"\xaa"


def icu_languages(languages: tuple[str, ...]) -> frozenset[str]:
    """ICU language subtags of the app's language codes ("zh_CN" -> "zh")."""
    return frozenset(code.split("_")[0] for code in languages)


def _converter_max_bytes(item: bytes) -> int:
    """maxBytesPerChar of a .cnv item (UConverterStaticData follows the item's header)."""
    header_size = struct.unpack_from("<H", item, 0)[0]
    return item[header_size + 71]


def keep_item(name: str, item: bytes, languages: frozenset[str]) -> bool:
    """Whether the package item `name` ("icudt73l/coll/de.res") stays (see the module docstring)."""
    path = name.split("/", 1)[1] if "/" in name else name
    tree, _, base = path.rpartition("/")
    if tree in DROPPED_TREES:
        return False
    stem, _, ext = base.rpartition(".")
    if ext == "cnv":
        return stem in KEPT_MULTIBYTE_CONVERTERS or _converter_max_bytes(item) == 1
    if ext == "res" and _LOCALE.match(stem) and stem not in {"root", "pool", "res_index"}:
        return stem.split("_")[0] in languages
    return True


def read_package(blob: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """(header, [(name, item), ...]) of an ICU common data package, in table-of-contents order."""
    header_size, magic1, magic2 = struct.unpack_from("<HBB", blob, 0)
    if (magic1, magic2) != (0xDA, 0x27) or blob[12:16] != b"CmnD" or blob[8] != 0:
        raise ValueError("not a little-endian ICU common data package")
    toc = header_size
    count = struct.unpack_from("<I", blob, toc)[0]
    entries = [struct.unpack_from("<II", blob, toc + 4 + 8 * i) for i in range(count)]
    items = []
    for i, (name_offset, data_offset) in enumerate(entries):
        start = toc + name_offset
        name = blob[start : blob.index(b"\0", start)].decode("ascii")
        end = toc + entries[i + 1][1] if i + 1 < count else len(blob)
        items.append((name, blob[toc + data_offset : end]))
    return blob[:header_size], items


def write_package(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    """An ICU common data package: ICU binary-searches the names, so keep them sorted as read.

    Padded as ICU's own pkgdata pads (0xAA), so that writing back what read_package() read gives
    the same bytes.
    """
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    toc_size = 4 + 8 * len(items)
    offset = _aligned(toc_size + len(names))
    entries, name_offset, data = [], toc_size, bytearray()
    for name, item in items:
        entries.append(struct.pack("<II", name_offset, offset + len(data)))
        name_offset += len(name) + 1
        data += item + _PAD * (_aligned(len(item)) - len(item))
    toc = struct.pack("<I", len(items)) + b"".join(entries) + names
    return header + toc + _PAD * (offset - len(toc)) + bytes(data)


def filter_package(blob: bytes, languages: frozenset[str]) -> bytes:
    header, items = read_package(blob)
    return write_package(header, [(n, it) for n, it in items if keep_item(n, it, languages)])


def _aligned(n: int, to: int = _ALIGN) -> int:
    return (n + to - 1) // to * to


def _data_symbol(elf: Elf) -> tuple[list[int], int]:
    """The exported icudt<N>_dat symbol's fields and its section's index."""
    symbols = elf.symbols(SHT_DYNSYM)
    matches = [f for _, _, name, f in symbols if re.fullmatch(r"icudt\d+_dat", name)]
    if len(matches) != 1:
        raise ValueError("no single exported icudt<N>_dat symbol")
    return matches[0], matches[0][ST_SHNDX]


def package_of(library: bytes) -> bytes:
    """The ICU common data package inside a libicudata.so."""
    elf = Elf(library)
    fields, index = _data_symbol(elf)
    section = elf.sections[index]
    start = section[SH_OFFSET] + fields[ST_VALUE] - section[SH_ADDR]
    return library[start : start + fields[ST_SIZE]]


def _data_segment(elf: Elf, section: list[int]) -> list[int]:
    """The loadable segment the data section ends; ValueError for any layout not known safe."""
    offset, size = section[SH_OFFSET], section[SH_SIZE]
    end = offset + size
    holder = [
        p
        for p in elf.programs
        if p[P_TYPE] == PT_LOAD and p[P_OFFSET] <= offset and end <= p[P_OFFSET] + p[P_FILESZ]
    ]
    if (
        len(holder) != 1
        or holder[0][P_OFFSET] + holder[0][P_FILESZ] != end
        or holder[0][P_FILESZ] != holder[0][P_MEMSZ]
    ):
        raise ValueError("the data does not end its loadable segment")
    for other in elf.sections:
        if (
            other is not section
            and other[SH_SIZE]
            and other[SH_TYPE] != SHT_NOBITS
            and offset < other[SH_OFFSET] + other[SH_SIZE]
            and other[SH_OFFSET] < end
        ):
            raise ValueError("another section overlaps the data")
    for tag, value in elf.dynamic():
        if tag in _DT_REFUSED:
            raise ValueError(f"dynamic tag {tag:#x}: relocations or code, not only data")
        if tag not in _DT_NOT_ADDRESS and value >= section[SH_ADDR]:
            raise ValueError(f"dynamic tag {tag:#x} points past the data")
    return holder[0]


def replace_package(library: bytes, package: bytes) -> bytes:
    """libicudata.so with its data package replaced by a smaller one (see the module docstring)."""
    elf = Elf(library)
    fields, index = _data_symbol(elf)
    section = elf.sections[index]
    address, offset, size = section[SH_ADDR], section[SH_OFFSET], section[SH_SIZE]
    if fields[ST_VALUE] != address or fields[ST_SIZE] != size:
        raise ValueError("the data symbol does not cover its whole section")
    holder = _data_segment(elf, section)
    if len(package) > size:
        raise ValueError("the new package is larger than the old one")
    # Everything after the data moves down by whole pages, so offsets and addresses stay
    # congruent modulo the segments' alignment.
    page = max(p[P_ALIGN] for p in elf.programs if p[P_TYPE] == PT_LOAD)
    shift = (size - len(package)) // page * page
    if shift == 0:
        return library
    new_size = size - shift
    symbols = elf.symbols(SHT_DYNSYM) + elf.symbols(SHT_SYMTAB)  # read before moving anything
    end_offset, end_address = offset + size, address + size

    def moved_offset(value: int) -> int:
        return value - shift if value >= end_offset else value

    def moved_address(value: int) -> int:
        return value - shift if value >= end_address else value

    for program in elf.programs:
        if program is holder:
            program[P_FILESZ] -= shift
            program[P_MEMSZ] -= shift
        else:
            program[P_OFFSET] = moved_offset(program[P_OFFSET])
            program[P_VADDR] = moved_address(program[P_VADDR])
            program[P_PADDR] = moved_address(program[P_PADDR])
    for other in elf.sections:
        other[SH_OFFSET] = moved_offset(other[SH_OFFSET])
        other[SH_ADDR] = moved_address(other[SH_ADDR]) if other[SH_ADDR] else 0
    section[SH_SIZE] = new_size
    for _table, _i, _name, sym in symbols:
        if 0 < sym[ST_SHNDX] < 0xFF00 and sym[ST_VALUE] >= end_address:
            sym[ST_VALUE] -= shift
        if sym[ST_SHNDX] == index and sym[ST_VALUE] == address and sym[ST_SIZE] == size:
            sym[ST_SIZE] = new_size
    elf.header[E_PHOFF] = moved_offset(elf.header[E_PHOFF])
    elf.header[E_SHOFF] = moved_offset(elf.header[E_SHOFF])

    out = bytearray(library[:offset])
    out += package + b"\0" * (new_size - len(package))
    out += library[end_offset:]
    ELF_HEADER.pack_into(out, 0, *elf.header)
    for i, program in enumerate(elf.programs):
        PROGRAM_HEADER.pack_into(out, elf.header[E_PHOFF] + i * PROGRAM_HEADER.size, *program)
    for i, other in enumerate(elf.sections):
        SECTION_HEADER.pack_into(out, elf.header[E_SHOFF] + i * SECTION_HEADER.size, *other)
    for table, i, _name, sym in symbols:
        SYMBOL.pack_into(out, elf.sections[table][SH_OFFSET] + i * SYMBOL.size, *sym)
    result = bytes(out)
    if not Elf(result).loadable():
        raise ValueError("the rewritten library's segments would not load")
    return result


def shrink_library(source: Path, dest: Path, languages: tuple[str, ...]) -> tuple[int, int]:
    """Write `source` (a libicudata.so) to `dest` with only the kept items; (old, new) sizes.

    Raises ValueError, writing nothing, for a file this module does not understand.
    """
    library = source.read_bytes()
    package = filter_package(package_of(library), icu_languages(languages))
    shrunk = replace_package(library, package)
    if package_of(shrunk)[: len(package)] != package:
        raise ValueError("the rewritten library does not hold the new package")
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_bytes(shrunk)
    return len(library), len(shrunk)
