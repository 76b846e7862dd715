"""The walls between the layers (the import-linter contracts in pyproject.toml).

core < stats < shell < history < web < overlay | pod < the Qt app < the command line; the core,
the statistics and the shell import no Qt; the servers no widgets. Two independent checks:
the static import graph, and importing the modules in a fresh interpreter and reading sys.modules.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")
GUI_ROOTS = ("PySide6", "shiboken6", "pyqtgraph")


def core_contract() -> dict[str, Any]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]
    (contract,) = [
        c
        for c in config["importlinter"]["contracts"]
        if "companion.core" in c.get("source_modules", ())
    ]
    assert contract["type"] == "forbidden"
    assert {*GUI_ROOTS, "companion.app"} <= set(contract["forbidden_modules"])
    return contract


def lint_config(contract: dict[str, Any], root: Path) -> str:
    """The pyproject contract as an .ini file import-linter can run as it stands.

    External forbidden modules (PySide6 ...) need include_external_packages, and a forbidden
    module of our own must exist, so packages not written yet (companion.ui) are left out.
    """
    def exists(module: str) -> bool:
        path = root / Path(*module.split("."))
        return path.is_dir() or path.with_suffix(".py").exists()

    forbidden = contract["forbidden_modules"]
    internal = [m for m in forbidden if m.startswith("companion.") and exists(m)]
    external = [m for m in forbidden if not m.startswith("companion")]
    modules = "".join(f"\n    {m}" for m in (*external, *internal))
    sources = "".join(f"\n    {m}" for m in contract["source_modules"])
    return (
        "[importlinter]\nroot_package = companion\ninclude_external_packages = True\n\n"
        "[importlinter:contract:core]\n"
        f"name = {contract['name']}\ntype = forbidden\n"
        f"source_modules ={sources}\nforbidden_modules ={modules}\n"
    )


def run_lint(
    config: Path, cwd: Path, pythonpath: Path | None = None
) -> subprocess.CompletedProcess[str]:
    env = None if pythonpath is None else {**os.environ, "PYTHONPATH": str(pythonpath)}
    return subprocess.run(
        [str(LINT_IMPORTS), "--config", str(config), "--no-cache"],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=env,
        timeout=120,
        check=False,
    )


def test_import_linter_contract_is_kept() -> None:
    """`lint-imports` as a developer runs it, with the contract in pyproject.toml."""
    assert LINT_IMPORTS.exists(), "import-linter is a test dependency: pip install -e '.[test]'"
    result = subprocess.run(
        [str(LINT_IMPORTS), "--no-cache"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]
    contracts = config["importlinter"]["contracts"]
    summary = re.search(r"Contracts: (\d+) kept, (\d+) broken", result.stdout)
    assert summary is not None, result.stdout
    assert (int(summary[1]), int(summary[2])) == (len(contracts), 0)


def test_import_linter_check_catches_a_qt_import(tmp_path: Path) -> None:
    """The same check on a throwaway package whose core imports Qt must fail (no false pass)."""
    package = tmp_path / "src" / "companion"
    (package / "core").mkdir(parents=True)
    (package / "app").mkdir()
    (package / "__init__.py").write_text("")
    (package / "app" / "__init__.py").write_text("")
    (package / "core" / "__init__.py").write_text("")
    (package / "core" / "engine.py").write_text("from PySide6 import QtCore\n")
    (package / "app" / "window.py").write_text("import companion.core.engine\n")
    config = tmp_path / "importlinter.ini"
    config.write_text(lint_config(core_contract(), tmp_path / "src"), encoding="utf-8")
    result = run_lint(config, tmp_path / "src", pythonpath=tmp_path / "src")
    assert result.returncode == 1, result.stdout + result.stderr
    assert "companion.core.engine -> PySide6" in result.stdout


def test_importing_every_core_module_loads_no_qt() -> None:
    code = """
import importlib, pkgutil, sys
import companion.core
names = [m.name for m in pkgutil.walk_packages(companion.core.__path__, "companion.core.")]
for name in names:
    importlib.import_module(name)
bad = sorted(m for m in sys.modules
             if m.split(".")[0] in ("PySide6", "shiboken6", "pyqtgraph")
             or m == "companion.app" or m.startswith("companion.app."))
print(len(names), bad)
"""
    result = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    count, bad = result.stdout.split(" ", 1)
    assert int(count) >= 10  # every module of the engine was really imported
    assert bad.strip() == "[]"


def _loaded_after_importing(code: str) -> list[str]:
    result = subprocess.run(
        [sys.executable, "-c", code + "\nimport sys\nprint(' '.join(sorted(sys.modules)))"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.split()


def test_the_shell_and_stats_load_no_qt() -> None:
    code = """
import importlib, pkgutil
import companion.shell, companion.stats
for package in (companion.shell, companion.stats):
    for m in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        importlib.import_module(m.name)
"""
    loaded = _loaded_after_importing(code)
    assert "companion.shell.session" in loaded and "companion.shell.flow" in loaded
    qt = [m for m in loaded if m.split(".")[0] in GUI_ROOTS or m.startswith("companion.app")]
    assert qt == []


@pytest.mark.parametrize("package", ["web", "overlay", "pod"])
def test_the_servers_load_no_widgets(package: str) -> None:
    """Headless servers: OBS and the phones need the network and the state, not QtWidgets or
    QtGui (import-linter cannot forbid an external package's subpackage, so this checks what
    importing every module of the server really loads)."""
    code = f"""
import importlib, pkgutil
import companion.{package}
for m in pkgutil.walk_packages(companion.{package}.__path__, "companion.{package}."):
    importlib.import_module(m.name)
"""
    loaded = _loaded_after_importing(code)
    assert f"companion.{package}.{'guard' if package == 'web' else 'server'}" in loaded
    widgets = ("PySide6.QtWidgets", "PySide6.QtGui", "pyqtgraph", "companion.app")
    assert [m for m in loaded if m.startswith(widgets)] == []


def test_nothing_the_servers_import_names_qt_widgets_or_gui() -> None:
    """The static half of the servers' contract (pyproject.toml): of every module of web,
    overlay and pod, and every module of ours they import however indirectly, no import line
    names PySide6.QtWidgets or PySide6.QtGui (import-linter's forbidden contract cannot name
    them, so this reads grimp's import lines)."""
    import grimp

    graph = grimp.build_graph("companion", include_external_packages=True, cache_dir=None)
    servers = {m for package in ("web", "overlay", "pod")
               for m in graph.find_children(f"companion.{package}") | {f"companion.{package}"}}
    reached = set(servers)
    for module in servers:
        reached |= {m for m in graph.find_upstream_modules(module) if m.startswith("companion")}
    assert "companion.shell.projections" in reached  # the servers do read the session
    lines = [(m, d["line_contents"]) for m in sorted(reached)
             for d in graph.get_import_details(importer=m, imported="PySide6")]
    assert any("QtNetwork" in line for _, line in lines)  # the check sees PySide6's imports
    assert [(m, line) for m, line in lines if re.search(r"\bQt(Widgets|Gui)\b", line)] == []
