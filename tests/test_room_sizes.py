"""Rooms you can live in (docs/architecture.md): no module of companion/ over MAX_MODULE lines
and no function over MAX_FUNCTION, so each module keeps one job and each function one step."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MAX_MODULE = 600
MAX_FUNCTION = 60


def _modules() -> list[Path]:
    found = sorted((ROOT / "companion").rglob("*.py"))
    assert len(found) > 150  # the whole package, not an empty folder
    return found


def sizes() -> tuple[list[str], list[str]]:
    """The modules over MAX_MODULE lines and the functions over MAX_FUNCTION, as "path: n"."""
    modules, functions = [], []
    for path in _modules():
        source = path.read_text(encoding="utf-8")
        name = path.relative_to(ROOT).as_posix()
        if (lines := source.count("\n")) > MAX_MODULE:
            modules.append(f"{name}: {lines}")
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                assert node.end_lineno is not None
                if (length := node.end_lineno - node.lineno + 1) > MAX_FUNCTION:
                    functions.append(f"{name}:{node.lineno} {node.name}: {length}")
    return modules, functions


def test_no_module_is_over_600_lines() -> None:
    modules, _ = sizes()
    assert modules == []


def test_no_function_is_over_60_lines() -> None:
    _, functions = sizes()
    assert functions == []


def test_the_check_sees_a_long_function() -> None:
    """The measure is the one the limit means: a function's lines from `def` to its last."""
    tree = ast.parse("def f():\n" + "    x = 1\n" * 60)
    (node,) = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)]
    assert node.end_lineno is not None and node.end_lineno - node.lineno + 1 == 61
