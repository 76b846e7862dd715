"""Every shipped file exists once: the crown and the initiative's token are the window's and
both pages' (served under /crown.svg and /pod/crown.svg from the one file)."""

from __future__ import annotations

import hashlib
from pathlib import Path

from companion.web import security

RESOURCES = Path(__file__).resolve().parents[1] / "resources"


def test_no_two_shipped_files_are_the_same_bytes() -> None:
    seen: dict[str, Path] = {}
    for path in sorted(RESOURCES.rglob("*")):
        if not path.is_file() or "__pycache__" in path.parts or path.suffix == ".py":
            continue
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        assert digest not in seen, f"{path} is {seen[digest]} again: ship it once"
        seen[digest] = path


def test_both_pages_serve_the_one_crown_and_token() -> None:
    for prefix in ("/", "/pod/"):
        served = security.marks(RESOURCES, prefix)
        for name in ("crown.svg", "initiative.svg"):
            kind, body = served[prefix + name]
            assert kind == "image/svg+xml" and body == (RESOURCES / name).read_bytes()
