"""The translation pipeline, owned: extract the strings, then compile what translators wrote.

    python i18n/update.py          # lupdate companion/**.py -> i18n/companion_<code>.ts
                                   # (-no-obsolete), then lrelease -> resources/i18n/*.qm
    python i18n/update.py --check  # exit 1 if a .ts misses or keeps strings the code no longer has,
                                   # or a shipped .qm differs from what its .ts compiles to

The .ts files are the sources (committed, edited in Qt Linguist); the .qm files are generated but
committed too, inside the package (resources/i18n/), so a plain `pip install` gets every language
without Qt's tools. --check keeps the two honest; tests/i18n/test_pipeline.py runs it.
Run it with the project's venv: the tools come from the PySide6 wheel beside the interpreter.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TS_DIR = ROOT / "i18n"
QM_DIR = ROOT / "resources" / "i18n"
SOURCE_DIR = ROOT / "companion"
CODES = ("zh_CN", "de", "ru", "es")  # English is the source language: it has no .ts
UNFINISHED = ("unfinished", "vanished", "obsolete")


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str  # the disambiguation
    numerus: bool
    unfinished: bool
    translations: tuple[str, ...]  # one, or one per plural form

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.comment)


def ts_path(code: str) -> Path:
    return TS_DIR / f"companion_{code}.ts"


def qm_path(code: str) -> Path:
    return QM_DIR / f"companion_{code}.qm"


def tool(name: str) -> str:
    """pyside6-lupdate/-lrelease from the interpreter's own environment, else from PATH."""
    local = Path(sys.executable).with_name(name)
    found = str(local) if local.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6 in this environment")
    return found


def source_files() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in SOURCE_DIR.rglob("*.py"))


def run_lupdate(ts_files: list[Path]) -> None:
    """Extract the strings of every companion/**.py into `ts_files`, dropping vanished ones."""
    with tempfile.NamedTemporaryFile("w", suffix=".lst", delete=False, encoding="utf-8") as lst:
        lst.write("\n".join(source_files()) + "\n")
    try:
        cmd = [tool("pyside6-lupdate"), "-silent", "-no-obsolete", "-locations", "relative",
               "-source-language", "en", "-extensions", "py", f"@{lst.name}", "-ts",
               *map(str, ts_files)]
        subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True, text=True)
    finally:
        Path(lst.name).unlink()


def run_lrelease(ts: Path, qm: Path) -> None:
    qm.parent.mkdir(parents=True, exist_ok=True)
    cmd = [tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)]
    subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True, text=True)


def read_ts(path: Path) -> list[Message]:
    messages = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for m in context.iter("message"):
            tr = m.find("translation")
            forms = tr.findall("numerusform") if tr is not None else []
            if forms:
                texts = tuple(f.text or "" for f in forms)
            else:
                texts = (tr.text or "",) if tr is not None else ("",)
            messages.append(Message(
                context=name,
                source=m.findtext("source") or "",
                comment=m.findtext("comment") or "",
                numerus=m.get("numerus") == "yes",
                unfinished=tr is not None and tr.get("type") in UNFINISHED,
                translations=texts,
            ))
    return messages


def update() -> None:
    TS_DIR.mkdir(exist_ok=True)
    run_lupdate([ts_path(c) for c in CODES])
    for code in CODES:
        run_lrelease(ts_path(code), qm_path(code))


def check() -> list[str]:
    """What is out of date, in words; empty when the .ts match the code and the .qm the .ts."""
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        fresh = {c: Path(tmp) / ts_path(c).name for c in CODES}
        for code, copy in fresh.items():
            if ts_path(code).exists():
                shutil.copyfile(ts_path(code), copy)
        run_lupdate(list(fresh.values()))
        for code in CODES:
            if not ts_path(code).exists():
                problems.append(f"{ts_path(code).name} is missing")
                continue
            have = {m.key for m in read_ts(ts_path(code))}
            want = {m.key for m in read_ts(fresh[code])}
            for ctx, src, _ in sorted(want - have):
                problems.append(f"{ts_path(code).name}: new string [{ctx}] {src!r}")
            for ctx, src, _ in sorted(have - want):
                problems.append(f"{ts_path(code).name}: string gone from the code [{ctx}] {src!r}")
            compiled = Path(tmp) / qm_path(code).name
            run_lrelease(ts_path(code), compiled)
            if not qm_path(code).exists() or qm_path(code).read_bytes() != compiled.read_bytes():
                problems.append(f"{qm_path(code).name} is stale: its .ts compiles to other bytes")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="report, change nothing; exit 1 if out of date"
    )
    args = parser.parse_args(argv)
    if not args.check:
        update()
        return 0
    problems = check()
    for line in problems:
        print(line)
    if problems:
        print("run: python i18n/update.py, translate, and commit the .ts and .qm files")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
