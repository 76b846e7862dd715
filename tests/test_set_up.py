"""A newcomer's two commands do all the set-up: the README's commands call the system-package
script, CI runs the README's test command and nothing else, and the script installs what is
missing (through sudo when not root) and nothing that is there."""

from __future__ import annotations

import os
import re
import stat
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "packaging" / "system-packages.sh"


def _quick_start() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```sh\n(.+?)\n```", section)


def _listed(name: str) -> set[str]:
    """The packages the script names in its APP or TEST list."""
    text = SCRIPT.read_text(encoding="utf-8")
    match = re.search(rf'^{name}="([^"]*)"', text, re.MULTILINE)
    assert match, name
    return set(match.group(1).split())


def test_the_two_commands_set_up_the_system_first() -> None:
    start, tests = _quick_start()
    assert start.startswith("sh packaging/system-packages.sh app && ")
    assert start.endswith(".venv/bin/companion")
    assert tests.startswith("sh packaging/system-packages.sh test && ")
    assert "pytest" in tests


def test_ci_runs_the_readme_command_and_installs_nothing_itself() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    code = [line for line in ci.splitlines() if line.strip() and not line.lstrip().startswith("#")]
    assert not any(re.search(r"\b(apt|apt-get|pip|pip3|dpkg)\b", line) for line in code), code
    assert 'bash -c "$test_command"' in ci


def test_every_system_tool_a_test_asks_for_is_installed_by_the_script() -> None:
    """A test that needs a new tool names its package through system_tools.tool(...)."""
    asked = set()
    for path in (ROOT / "tests").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        asked |= set(re.findall(r'system_tools\.tool\("[^"]+", "([^"]+)"\)', text))
    asked |= {"chromium", "valgrind", "fonts-noto-cjk"}  # system_tools.chromium, the guard, CJK
    assert asked <= _listed("APP") | _listed("TEST"), asked - (_listed("APP") | _listed("TEST"))


def _fake_system(tmp_path: Path, *, installed: set[str], uid: int) -> dict[str, str]:
    """A PATH whose dpkg-query knows `installed`, whose apt-get and sudo write down their calls."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir(parents=True)
    calls = tmp_path / "calls"
    stubs = {
        "dpkg-query": (
            'for p in "$@"; do :; done\n'
            f'case " {" ".join(sorted(installed))} " in *" $p "*)'
            ' printf "install ok installed";; *) exit 1;; esac'
        ),
        "apt-get": f'echo "apt-get $*" >> {calls}',
        "sudo": f'echo "sudo" >> {calls}; exec "$@"',
        "id": f"echo {uid}",
        "uname": "echo Linux",
    }
    for name, body in stubs.items():
        path = bin_dir / name
        path.write_text(f"#!/bin/sh\n{body}\n", encoding="utf-8")
        path.chmod(path.stat().st_mode | stat.S_IEXEC)
    return {**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}", "CALLS": str(calls)}


def _run(env: dict[str, str], want: str) -> tuple[int, list[str]]:
    done = subprocess.run(
        ["sh", str(SCRIPT), want], env=env, capture_output=True, text=True, timeout=60, check=False
    )
    calls = Path(env["CALLS"])
    return done.returncode, calls.read_text().splitlines() if calls.exists() else []


def test_nothing_is_installed_when_everything_is_there(tmp_path: Path) -> None:
    env = _fake_system(tmp_path, installed=_listed("APP") | _listed("TEST"), uid=1000)
    assert _run(env, "test") == (0, [])


@pytest.mark.parametrize(("uid", "sudo"), [(0, False), (1000, True)])
def test_only_the_missing_packages_are_installed(tmp_path: Path, uid: int, sudo: bool) -> None:
    env = _fake_system(tmp_path, installed=_listed("APP") - {"fonts-noto-cjk"}, uid=uid)
    code, calls = _run(env, "app")
    assert code == 0
    installs = [c for c in calls if c.startswith("apt-get") and " install " in f" {c} "]
    assert len(installs) == 1 and installs[0].endswith(" fonts-noto-cjk"), calls
    assert ("sudo" in calls) is sudo
    code, calls = _run(_fake_system(tmp_path / "t", installed=set(), uid=0), "test")
    assert code == 0
    named = set(next(c for c in calls if " install " in c).split()[5:])
    assert named >= _listed("APP") | _listed("TEST")
