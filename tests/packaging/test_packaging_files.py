"""Packaging metadata: the desktop entry and AppStream file validate and speak the five languages,
versions agree with the package, icons come from one source, and the spec's lists make sense.

The validators are required, not optional: a test that skipped without them would hide a missing
install step (the README's test command installs desktop-file-utils and appstream).
"""

from __future__ import annotations

import ast
import configparser
import importlib.util
import plistlib
import re
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import system_tools

from companion import __version__

REPO = Path(__file__).resolve().parents[2]
PACKAGING = REPO / "packaging"
sys.path.insert(0, str(PACKAGING))

import bundle  # noqa: E402
import icons  # noqa: E402
import platform_files  # noqa: E402

DESKTOP = PACKAGING / "linux" / f"{bundle.APP_ID}.desktop"
METAINFO = PACKAGING / "linux" / f"{bundle.APP_ID}.metainfo.xml"
TRANSLATED = ("zh_CN", "de", "ru", "es")  # English is the untranslated default
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_file_validates() -> None:
    result = subprocess.run(
        [system_tools.tool("desktop-file-validate", "desktop-file-utils"), str(DESKTOP)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_metainfo_validates_offline() -> None:
    result = subprocess.run(
        [system_tools.tool("appstreamcli", "appstream"), "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "warnings" not in result.stdout and "errors" not in result.stdout, result.stdout


@pytest.mark.parametrize("key", ["Name", "GenericName", "Comment", "Keywords"])
def test_desktop_file_speaks_the_five_languages(key: str) -> None:
    entry = _desktop_entry()
    assert entry.get(key), f"no default (English) {key}"
    for code in TRANSLATED:
        assert entry.get(f"{key}[{code}]"), f"{key}[{code}] missing"
    if key in ("GenericName", "Comment"):
        english = entry[key]
        assert all(entry[f"{key}[{code}]"] != english for code in TRANSLATED), "untranslated"


def test_metainfo_speaks_the_five_languages() -> None:
    root = ET.parse(METAINFO).getroot()
    for tag in ("name", "summary", "description/p"):
        langs = [el.get(XML_LANG) for el in root.findall(tag)]
        assert None in langs, f"no default (English) {tag}"
        assert sorted(lang for lang in langs if lang) == sorted(TRANSLATED), (tag, langs)
    summaries = {el.get(XML_LANG): el.text for el in root.findall("summary")}
    assert len(set(summaries.values())) == 5, "a summary is not translated"


def test_metainfo_release_and_screenshot_follow_the_package_version() -> None:
    root = ET.parse(METAINFO).getroot()
    releases = root.findall("releases/release")
    assert releases, "no <release>"
    assert releases[0].get("version") == __version__, (
        "add a <release> for the new companion.__version__ at the top of <releases>"
    )
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", releases[0].get("date", ""))
    image = root.findtext("screenshots/screenshot/image") or ""
    assert f"/v{__version__}/docs/screenshots/table.png" in image


def test_ids_names_and_icon_agree() -> None:
    entry = _desktop_entry()
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == bundle.APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("provides/binary") == bundle.APP_NAME
    assert entry["Exec"].split()[0] == bundle.APP_NAME
    assert entry["Icon"] == bundle.APP_ID
    assert entry["StartupWMClass"] == bundle.APP_NAME
    assert "Game;" in entry["Categories"] and "CardGame;" in entry["Categories"]


def test_version_read_by_the_spec_is_the_package_version() -> None:
    assert bundle.version() == __version__
    assert bundle.project()["name"] == "commander-companion"


@pytest.mark.parametrize("size", bundle.ICON_SIZES)
def test_icons_exist_at_every_standard_size(size: int) -> None:
    path = REPO / "resources" / "icons" / f"companion-{size}.png"
    assert icons.png_size(path.read_bytes()) == (size, size)


def test_scalable_icon_is_svg() -> None:
    root = ET.parse(REPO / "resources" / "icons" / "companion.svg").getroot()
    assert root.tag.endswith("svg")


def test_ico_holds_the_pngs_up_to_256() -> None:
    pngs = icons.source_pngs(REPO / "resources" / "icons")
    data = icons.ico_bytes(pngs)
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(icons.ICO_SIZES))
    for i, size in enumerate(icons.ICO_SIZES):
        width, _h, _c, _r, _p, _bpp, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i : 22 + 16 * i]
        )
        assert (width or 256) == size
        assert data[offset : offset + length] == pngs[size]


def test_icns_chunks_cover_retina_sizes() -> None:
    pngs = icons.source_pngs(REPO / "resources" / "icons")
    data = icons.icns_bytes(pngs)
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    kinds, pos = [], 8
    while pos < len(data):
        kind, length = data[pos : pos + 4].decode(), struct.unpack(">I", data[pos + 4 : pos + 8])[0]
        assert icons.png_size(data[pos + 8 : pos + length])[0] == dict(icons.ICNS_TYPES)[kind]
        kinds.append(kind)
        pos += length
    assert pos == len(data)
    assert {"ic09", "ic10"} & set(kinds) and "ic14" in kinds and "icp4" in kinds


def test_windows_version_info_is_the_package_version() -> None:
    text = platform_files.windows_version_info("1.2.3rc1", "desc")
    tree = ast.parse(text, mode="eval")  # PyInstaller evaluates it as one expression
    assert isinstance(tree.body, ast.Call) and getattr(tree.body.func, "id", "") == "VSVersionInfo"
    assert "filevers=(1, 2, 3, 0)" in text and "StringStruct('ProductVersion', '1.2.3rc1')" in text
    assert platform_files.version_tuple(__version__)[:3] == tuple(
        int(p) for p in __version__.split(".")[:3]
    )


def test_macos_info_plist() -> None:
    info = platform_files.macos_info_plist(__version__)
    plistlib.dumps(info)  # serialisable as a plist
    assert info["CFBundleIdentifier"] == bundle.APP_ID
    assert info["CFBundleShortVersionString"] == __version__
    assert len(info["CFBundleLocalizations"]) == 5  # type: ignore[arg-type]


def test_spec_compiles_and_reads_its_lists_from_bundle() -> None:
    spec = (PACKAGING / "companion.spec").read_text(encoding="utf-8")
    compile(spec, "companion.spec", "exec")
    for name in ("bundle.EXCLUDES", "bundle.HIDDEN_IMPORTS", "bundle.version()"):
        assert name in spec


def _qt_modules_the_app_imports() -> set[str]:
    used = set()
    for path in (REPO / "companion").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        used |= set(re.findall(r"\bPySide6\.(Qt\w+)", text))
        for group in re.findall(r"from PySide6 import ([\w, ()\n]+)", text):
            used |= set(re.findall(r"Qt\w+", group))
    return {f"PySide6.{m}" for m in used}


def test_excludes_leave_every_qt_module_the_app_uses() -> None:
    used = _qt_modules_the_app_imports()
    assert {"PySide6.QtCore", "PySide6.QtWidgets"} <= used
    assert not used & set(bundle.EXCLUDES)
    assert not set(bundle.HIDDEN_IMPORTS) & set(bundle.EXCLUDES)
    assert not any(
        m.startswith(("companion", "pyqtgraph.graphicsItems", "numpy")) for m in bundle.EXCLUDES
    )


def test_hidden_imports_exist() -> None:
    missing = [m for m in bundle.HIDDEN_IMPORTS if importlib.util.find_spec(m) is None]
    assert not missing


def test_only_qtbase_translations_of_the_five_languages_are_kept() -> None:
    assert bundle.keep_qt_translation("qtbase_de.qm")
    assert bundle.keep_qt_translation("qtbase_zh_CN.qm")
    assert not bundle.keep_qt_translation("qtbase_fr.qm")
    assert not bundle.keep_qt_translation("qtmultimedia_de.qm")
    assert not bundle.keep_qt_translation("qt_de.qm")
    assert bundle.drop_qt_plugin("PySide6/Qt/plugins/platformthemes/libqgtk3.so")
    assert not bundle.drop_qt_plugin("PySide6/Qt/plugins/platforms/libqxcb.so")
    assert not bundle.drop_qt_plugin("PySide6/Qt/plugins/platforms/libqoffscreen.so")
