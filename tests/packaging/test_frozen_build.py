"""The frozen program on Linux: build it once with packaging/build.py, then run what a user runs.

The build (about a minute) includes companion-probe, a test-only second program that runs Python
code inside the bundle, to check what the app only imports later (charts, overlay server) is there.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from companion import __version__

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "packaging"))
sys.path.insert(0, str(REPO / "tests" / "benchmarks"))

import bundle  # noqa: E402
import journal_gen  # noqa: E402

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux build"),
]
LANGS = ("en", "zh_CN", "de", "ru", "es")


@pytest.fixture(scope="session")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    import importlib.util

    assert importlib.util.find_spec("PyInstaller"), "PyInstaller is a test dependency"
    root = tmp_path_factory.mktemp("frozen")
    result = subprocess.run(
        [sys.executable, str(REPO / "packaging" / "build.py"), "--no-install", "--probe",
         "--appdir", "--dist", str(root / "dist"), "--work", str(root / "work")],
        capture_output=True, text=True, timeout=1200, check=False, cwd=REPO,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-5000:]
    yield root / "dist"


@pytest.fixture(scope="session")
def app(dist: Path) -> Path:
    return dist / bundle.APP_NAME


def _env() -> dict[str, str]:
    # conftest's autouse fixture has already pointed COMPANION_HOME, HOME and XDG_* at a tmp dir.
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen"}


def run(*args: str | Path, stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [str(a) for a in args], input=stdin, capture_output=True, env=_env(), timeout=120,
        check=False,
    )


def probe(app: Path, code: str) -> str:
    result = run(app / "companion-probe", code)
    assert result.returncode == 0, result.stderr.decode(errors="replace")
    return result.stdout.decode()


def test_version(app: Path) -> None:
    result = run(app / bundle.APP_NAME, "--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout.decode().strip() == f"companion {__version__}"


@pytest.mark.parametrize("lang", LANGS)
def test_smoke_paints_the_full_window(app: Path, lang: str) -> None:
    result = run(app / bundle.APP_NAME, "--smoke", "--lang", lang)
    err = result.stderr.decode(errors="replace")
    assert result.returncode == 0, err
    assert "first frame painted" in result.stdout.decode()
    assert "Traceback" not in err


@pytest.fixture
def journal(tmp_path: Path) -> Path:
    path = tmp_path / "game.jsonl"
    lines = journal_gen.generate(400, players=("Ann", "Бен", "张伟", "Jörg", "Zoë"))
    path.write_bytes(journal_gen.journal_bytes(lines))
    return path


def test_replay_matches_the_installed_app_byte_for_byte(app: Path, journal: Path) -> None:
    frozen = run(app / bundle.APP_NAME, "replay", journal, "--indent", "2")
    installed = run(sys.executable, "-m", "companion", "replay", journal, "--indent", "2")
    assert frozen.returncode == installed.returncode == 0, frozen.stderr
    assert frozen.stdout == installed.stdout
    assert json.loads(frozen.stdout)["turn"] > 1
    piped = run(app / bundle.APP_NAME, "replay", "-", stdin=journal.read_bytes())
    assert json.loads(piped.stdout) == json.loads(frozen.stdout)


def test_replay_errors_like_the_installed_app(app: Path, tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"action": "new_game", "players": ["A"]}\n', encoding="utf-8")
    frozen = run(app / bundle.APP_NAME, "replay", bad)
    installed = run(sys.executable, "-m", "companion", "replay", bad)
    assert frozen.returncode == installed.returncode == 2
    assert frozen.stderr == installed.stderr


def test_replay_loads_no_qt_in_the_bundle(app: Path, journal: Path) -> None:
    out = probe(app, (
        "import sys\n"
        "from companion.cli import main\n"
        f"rc = main(['replay', {str(journal)!r}])\n"
        "print(rc, sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')))\n"
    ))
    assert out.strip().splitlines()[-1] == "0 []"


def test_every_app_module_and_resource_is_in_the_bundle(app: Path) -> None:
    expected = sorted(
        ".".join(p.relative_to(REPO).with_suffix("").parts).removesuffix(".__init__")
        for p in (REPO / "companion").rglob("*.py")
        if p.name != "__main__.py"
    )
    out = probe(app, (
        "import importlib, json, pkgutil, companion\n"
        "from importlib.resources import files\n"
        "names = ['companion'] + [m.name for m in pkgutil.walk_packages("
        "companion.__path__, 'companion.')]\n"
        "names.remove('companion.__main__')  # importing it runs the app\n"
        "for n in names: importlib.import_module(n)\n"
        "res = files('companion.resources')\n"
        "found = sorted(str(p.relative_to(res)) for p in res.rglob('*') if p.is_file())\n"
        "print(json.dumps({'modules': sorted(names), 'resources': found}))\n"
    ))
    got = json.loads(out)
    assert set(expected) <= set(got["modules"]), set(expected) - set(got["modules"])
    shipped = sorted(
        str(p.relative_to(REPO / "resources")) for p in (REPO / "resources").rglob("*")
        if p.is_file() and p.suffix != ".py" and "__pycache__" not in p.parts
    )
    assert set(shipped) <= set(got["resources"]), set(shipped) - set(got["resources"])


def test_charts_overlay_and_translations_work_in_the_bundle(app: Path) -> None:
    out = probe(app, (
        "import numpy, pyqtgraph as pg\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator\n"
        "from PySide6.QtHttpServer import QHttpServer\n"
        "from PySide6.QtWebSockets import QWebSocketServer\n"
        "from companion.shell.resources import resource\n"
        "qt = QApplication([])\n"
        "w = pg.PlotWidget(); w.plot(numpy.arange(10.0)); w.resize(120, 80)\n"
        "print('plot', not w.grab().isNull())\n"
        "server = QHttpServer()\n"
        "qdir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)\n"
        "for code in ('zh_CN', 'de', 'ru', 'es'):\n"
        "    t, own = QTranslator(), QTranslator()\n"
        "    print(code, t.load(QLocale(code), 'qtbase', '_', qdir),"
        " own.load(str(resource(f'i18n/companion_{code}.qm'))))\n"
    ))
    assert out.split() == [
        "plot", "True", "zh_CN", "True", "True", "de", "True", "True",
        "ru", "True", "True", "es", "True", "True",
    ], out


def test_no_bundled_library_misses_a_dependency(app: Path) -> None:
    missing = []
    for path in [app / bundle.APP_NAME, *app.rglob("*.so*")]:
        if path.is_file() and path.read_bytes()[:4] == b"\x7fELF":
            out = subprocess.run(
                ["ldd", str(path)], capture_output=True, text=True, check=False
            ).stdout
            missing += [f"{path.name}: {line.strip()}" for line in out.splitlines()
                        if "not found" in line]
    assert not missing, missing


def test_left_out_what_the_app_does_not_use(app: Path) -> None:
    internal = app / "_internal"
    names = {p.name for p in internal.rglob("*")}
    for unwanted in ("libQt6Quick.so.6", "libQt6Qml.so.6", "libQt6WebEngineCore.so.6",
                     "libgtk-3.so.0", "libqgtk3.so", "QtMultimedia.abi3.so", "Qt3DCore.abi3.so"):
        assert unwanted not in names
    translations = sorted(p.name for p in (internal / "PySide6" / "Qt" / "translations").iterdir())
    assert translations == sorted(f"qtbase_{c}.qm" for c in LANGS)


def test_archive_and_desktop_integration(dist: Path, tmp_path: Path) -> None:
    name = bundle.archive_name(__version__, "linux", os.uname().machine.lower())
    archive = dist / f"{name}.tar.gz"
    with tarfile.open(archive) as tar:
        tar.extractall(tmp_path, filter="tar")
    unpacked = tmp_path / name
    assert (unpacked / bundle.APP_NAME).is_file()
    prefix = tmp_path / "prefix"
    env = {**_env(), "PREFIX": str(prefix)}
    subprocess.run(["sh", str(unpacked / "install.sh")], env=env, check=True, capture_output=True)
    share = prefix / "share"
    desktop = share / "applications" / f"{bundle.APP_ID}.desktop"
    validate = shutil.which("desktop-file-validate")
    assert validate, "desktop-file-validate is not installed (.ci/run apt-installs it)"
    checked = subprocess.run([validate, str(desktop)], capture_output=True, text=True, check=False)
    assert checked.returncode == 0, checked.stdout
    exec_line = next(x for x in desktop.read_text().splitlines() if x.startswith("Exec="))
    program = exec_line.removeprefix("Exec=").rsplit(" ", 1)[0].strip('"')
    assert run(program, "--version").stdout.decode().strip() == f"companion {__version__}"
    assert run(prefix / "bin" / bundle.APP_NAME, "--version").returncode == 0
    hicolor = share / "icons" / "hicolor"
    for size in bundle.ICON_SIZES:
        assert (hicolor / f"{size}x{size}" / "apps" / f"{bundle.APP_ID}.png").is_file()
    assert (share / "metainfo" / f"{bundle.APP_ID}.metainfo.xml").is_file()
    subprocess.run(["sh", str(Path(program).parent / "install.sh"), "--uninstall"], env=env,
                   check=True, capture_output=True)
    left = [p for p in prefix.rglob("*") if p.is_file() or p.is_symlink()]
    assert not left, left


def test_appdir_runs(dist: Path) -> None:
    appdir = dist / f"{bundle.APP_NAME}.AppDir"
    assert (appdir / f"{bundle.APP_ID}.desktop").is_file()
    assert (appdir / ".DirIcon").exists()
    result = run(appdir / "AppRun", "--version")
    assert result.stdout.decode().strip() == f"companion {__version__}"
    smoke = run(appdir / "AppRun", "--smoke")
    assert smoke.returncode == 0, smoke.stderr
