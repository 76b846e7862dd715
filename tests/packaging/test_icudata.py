"""packaging/icudata.py and elffile.py on the installed PySide6's ICU (a second, no build).

What the cut ICU data answers is checked in the frozen app (test_frozen_build.py); here: which
items stay, that the package format round-trips, and that the rewritten library is one the
dynamic loader maps with its symbol on the new data.
"""

from __future__ import annotations

import struct
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "packaging"))

import bundle  # noqa: E402
import elffile  # noqa: E402
import icudata  # noqa: E402

LANGUAGES = icudata.icu_languages(bundle.LANGUAGES)


def _icu_library() -> Path:
    import PySide6

    found = sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    if not found:
        pytest.skip("this PySide6 ships no ICU data library (not a Linux wheel)")
    return found[0]


def _converter(max_bytes: int) -> bytes:
    """A .cnv item as far as keep_item() reads it: a 32-byte header, then the static data."""
    static = bytearray(100)
    static[71] = max_bytes
    return struct.pack("<H", 32) + bytes(30) + bytes(static)


@pytest.mark.parametrize(
    ("name", "kept"),
    [
        ("icudt73l/coll/de.res", True),
        ("icudt73l/coll/de_AT.res", True),
        ("icudt73l/coll/zh_Hant_TW.res", True),
        ("icudt73l/coll/ucadata.icu", True),
        ("icudt73l/coll/root.res", True),
        ("icudt73l/coll/fr.res", False),
        ("icudt73l/coll/sv.res", False),
        ("icudt73l/zone/ru.res", True),
        ("icudt73l/zone/ja.res", False),
        ("icudt73l/zone/pool.res", True),
        ("icudt73l/zone/tzdbNames.res", True),
        ("icudt73l/es_419.res", True),
        ("icudt73l/ksh.res", False),
        ("icudt73l/root.res", True),
        ("icudt73l/res_index.res", True),
        ("icudt73l/likelySubtags.res", True),
        ("icudt73l/zoneinfo64.res", True),
        ("icudt73l/metaZones.res", True),
        ("icudt73l/cnvalias.icu", True),
        ("icudt73l/uts46.nrm", True),
        ("icudt73l/brkitr/de.res", False),
        ("icudt73l/brkitr/cjdict.dict", False),
        ("icudt73l/translit/root.res", False),
        ("icudt73l/lang/en.res", False),
        ("icudt73l/curr/de.res", False),
        ("icudt73l/unit/ru.res", False),
    ],
)
def test_which_items_stay(name: str, kept: bool) -> None:
    assert icudata.keep_item(name, b"", LANGUAGES) is kept


def test_which_character_set_tables_stay() -> None:
    assert icudata.keep_item("icudt73l/ibm-5347_P100-1998.cnv", _converter(1), LANGUAGES)
    assert icudata.keep_item("icudt73l/gb18030.cnv", _converter(4), LANGUAGES)
    assert not icudata.keep_item("icudt73l/ibm-943_P15A-2003.cnv", _converter(2), LANGUAGES)


def test_the_package_round_trips_and_the_filter_keeps_the_order() -> None:
    package = icudata.package_of(_icu_library().read_bytes())
    header, items = icudata.read_package(package)
    assert icudata.write_package(header, items) == package
    names = [name for name, _ in items]
    assert names == sorted(names)  # ICU binary-searches them
    _, kept = icudata.read_package(icudata.filter_package(package, LANGUAGES))
    kept_names = [name for name, _ in kept]
    assert kept_names == [n for n in names if n in set(kept_names)]
    assert {n.split("/", 1)[1] for n in kept_names} >= {
        "coll/ucadata.icu",
        "coll/de.res",
        "zone/zh_Hans.res",
        "ru.res",
        "supplementalData.res",
        "cnvalias.icu",
    }


def test_the_rewritten_library_loads_with_its_symbol_on_the_new_data(tmp_path: Path) -> None:
    source = _icu_library()
    lean = tmp_path / source.name
    before, after = icudata.shrink_library(source, lean, bundle.LANGUAGES)
    assert after < before / 4 and lean.stat().st_size == after
    elf = elffile.Elf.read(lean)
    assert elf.loadable()
    (symbol,) = [n for _, _, n, _ in elf.symbols(elffile.SHT_DYNSYM) if n.startswith("icudt")]
    package = icudata.package_of(lean.read_bytes())
    # The dynamic loader maps it, and the exported symbol is the start of the new package.
    code = (
        "import ctypes, sys\n"
        "lib = ctypes.CDLL(sys.argv[1])\n"
        "sys.stdout.buffer.write(bytes((ctypes.c_char * 4096).in_dll(lib, sys.argv[2])))\n"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", code, str(lean), symbol], capture_output=True, check=True, timeout=60
    )
    assert loaded.stdout == package[:4096]
    _, items = icudata.read_package(package)
    assert len(items) < 1500


def test_other_libraries_are_refused() -> None:
    other = _icu_library().with_name(_icu_library().name.replace("icudata", "icuuc"))
    with pytest.raises(ValueError):
        icudata.replace_package(other.read_bytes(), b"")


def test_loadable_tells_a_misaligned_segment() -> None:
    library = bytearray(_icu_library().read_bytes())
    elf = elffile.Elf(bytes(library))
    assert elf.loadable()
    index = next(i for i, p in enumerate(elf.programs) if p[elffile.P_TYPE] == elffile.PT_LOAD)
    program = elf.programs[index]
    program[elffile.P_OFFSET] += 8  # what `strip` does to numpy.libs' patchelf-ed OpenBLAS
    at = elf.header[elffile.E_PHOFF] + index * elffile.PROGRAM_HEADER.size
    elffile.PROGRAM_HEADER.pack_into(library, at, *program)
    assert not elffile.Elf(bytes(library)).loadable()
