"""Build Commander Companion as a self-contained program for the system this runs on.

    python packaging/build.py

Installs PyInstaller into the running Python if it is missing, runs packaging/companion.spec, and
writes into dist/:
  - CommanderCompanion/                 the one-folder program (run CommanderCompanion inside it);
    on Linux with share/ (desktop entry, AppStream metainfo, icons) and install.sh beside it;
  - CommanderCompanion-<version>-<system>-<machine>.tar.gz (Linux) or .zip (Windows, macOS);
  - on macOS also "Commander Companion.app".
With --appdir (Linux) also CommanderCompanion.AppDir, turned into an AppImage when appimagetool is
on PATH. Prints the bundle's size. See packaging/README.md.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bundle
import elffile

LINUX = sys.platform.startswith("linux")
DESKTOP = f"{bundle.APP_ID}.desktop"
METAINFO = f"{bundle.APP_ID}.metainfo.xml"


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, default=bundle.REPO / "dist", help="output folder")
    parser.add_argument(
        "--work", type=Path, default=bundle.REPO / "build" / "pyinstaller", help="build folder"
    )
    parser.add_argument("--no-archive", action="store_true", help="skip the .tar.gz/.zip")
    parser.add_argument("--appdir", action="store_true", help="also lay out an AppImage AppDir")
    parser.add_argument(
        "--no-install", action="store_true", help="fail instead of pip-installing PyInstaller"
    )
    parser.add_argument(
        "--no-excludes", action="store_true", help="bundle everything (to measure the excludes)"
    )
    parser.add_argument("--probe", action="store_true", help="add companion-probe (tests only)")
    return parser.parse_args(argv)


def ensure_pyinstaller(allow_install: bool) -> None:
    if importlib.util.find_spec("PyInstaller") is not None:
        return
    if not allow_install:
        sys.exit("build.py: PyInstaller is not installed (pip install pyinstaller)")
    print("build.py: installing PyInstaller into", sys.prefix, flush=True)
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "pyinstaller"], check=True)


def run_pyinstaller(args: argparse.Namespace) -> None:
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(args.dist),
        "--workpath",
        str(args.work),
        str(bundle.PACKAGING / "companion.spec"),
        "--",
    ]
    if args.no_excludes:
        command.append("--no-excludes")
    if args.probe:
        command.append("--probe")
    print("+", " ".join(command), flush=True)
    subprocess.run(command, check=True, cwd=bundle.REPO)


def install_linux_share(root: Path, prefix: str = "share") -> None:
    """Desktop entry, metainfo and hicolor icons below root/prefix (the freedesktop layout)."""
    share = root / prefix
    linux = bundle.PACKAGING / "linux"
    (share / "applications").mkdir(parents=True, exist_ok=True)
    (share / "metainfo").mkdir(parents=True, exist_ok=True)
    shutil.copy2(linux / DESKTOP, share / "applications" / DESKTOP)
    shutil.copy2(linux / METAINFO, share / "metainfo" / METAINFO)
    icons = bundle.REPO / "resources" / "icons"
    for size in bundle.ICON_SIZES:
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        target.mkdir(parents=True, exist_ok=True)
        shutil.copy2(icons / f"companion-{size}.png", target / f"{bundle.APP_ID}.png")
    scalable = share / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True, exist_ok=True)
    shutil.copy2(icons / "companion.svg", scalable / f"{bundle.APP_ID}.svg")


def strip_libraries(app_dir: Path) -> int:
    """Drop symbol tables and debug sections from the bundled libraries; returns the bytes saved.

    Only the loader's tables (.dynsym, .dynamic) are ever read at run time; `strip
    --strip-unneeded` keeps them and removes the static symbol table and DWARF: 24 MB of it in a
    pyenv build of Python (libpython, lib-dynload), 2 MB in ICU and numpy. Each file is stripped
    to a copy that replaces it only if its load segments still line up as the dynamic loader
    requires: `strip` breaks the libraries patchelf has extended (auditwheel's, in numpy.libs:
    "ELF load command address/offset not page-aligned"), and those stay as they are.
    """
    strip = shutil.which("strip")
    if strip is None:
        print(
            "build.py: no strip on PATH (binutils): symbols and debug sections kept",
            file=sys.stderr,
        )
        return 0
    saved = 0
    for path in sorted((app_dir / "_internal").rglob("*.so*")):
        if not path.is_file() or path.is_symlink() or not elffile.is_elf(path):
            continue
        names = elffile.Elf.read(path).section_names()
        if ".symtab" not in names and not any(n.startswith(".debug_") for n in names):
            continue
        stripped = path.with_name(path.name + ".stripped")
        subprocess.run([strip, "--strip-unneeded", "-o", str(stripped), str(path)], check=True)
        before, after = path.stat().st_size, stripped.stat().st_size
        if after < before and elffile.Elf.read(stripped).loadable():
            shutil.copymode(path, stripped)
            stripped.replace(path)
            saved += before - after
        else:
            stripped.unlink()
    return saved


def add_linux_integration(app_dir: Path) -> None:
    install_linux_share(app_dir)
    script = app_dir / "install.sh"
    shutil.copy2(bundle.PACKAGING / "linux" / "install.sh", script)
    script.chmod(0o755)


def make_appdir(app_dir: Path, dist: Path, version: str) -> Path:
    """An AppImage AppDir: the program in usr/lib, AppRun, the desktop entry and icon at the top."""
    appdir = dist / f"{bundle.APP_NAME}.AppDir"
    if appdir.exists():
        shutil.rmtree(appdir)
    shutil.copytree(
        app_dir,
        appdir / "usr" / "lib" / bundle.APP_NAME,
        symlinks=True,
        ignore=shutil.ignore_patterns("share", "install.sh"),
    )
    install_linux_share(appdir, "usr/share")
    shutil.copy2(bundle.PACKAGING / "linux" / "AppRun", appdir / "AppRun")
    (appdir / "AppRun").chmod(0o755)
    shutil.copy2(bundle.PACKAGING / "linux" / DESKTOP, appdir / DESKTOP)
    icon = bundle.REPO / "resources" / "icons" / "companion-256.png"
    shutil.copy2(icon, appdir / f"{bundle.APP_ID}.png")
    (appdir / ".DirIcon").symlink_to(f"{bundle.APP_ID}.png")
    tool = shutil.which("appimagetool")
    if tool:
        image = dist / f"{bundle.APP_NAME}-{version}-{platform.machine()}.AppImage"
        env = {**os.environ, "ARCH": platform.machine()}
        subprocess.run([tool, "--no-appstream", str(appdir), str(image)], check=True, env=env)
        print(f"build.py: {image}")
    else:
        print(
            "build.py: appimagetool is not on PATH: AppDir laid out, no .AppImage made "
            "(packaging/README.md, 'AppImage')"
        )
    return appdir


def make_archive(app_dir: Path, dist: Path, version: str) -> Path:
    systems = {"linux": "linux", "win32": "windows", "darwin": "macos"}
    system = systems.get(sys.platform, sys.platform)
    name = bundle.archive_name(version, system, platform.machine().lower())
    if LINUX:
        archive = dist / f"{name}.tar.gz"
        with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
            tar.add(app_dir, arcname=name)
        return archive
    base = dist / name
    root = dist / f"{bundle.DISPLAY_NAME}.app" if sys.platform == "darwin" else app_dir
    return Path(shutil.make_archive(str(base), "zip", root.parent, root.name))


def tree_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    args.dist, args.work = args.dist.resolve(), args.work.resolve()
    version = bundle.version()
    started = time.monotonic()
    ensure_pyinstaller(not args.no_install)
    run_pyinstaller(args)
    app_dir = args.dist / bundle.APP_NAME
    if LINUX:
        saved = strip_libraries(app_dir)
        print(f"build.py: symbols and debug sections stripped: {saved / 1e6:.1f} MB")
        add_linux_integration(app_dir)
        if args.appdir:
            make_appdir(app_dir, args.dist, version)
    print(
        f"build.py: {app_dir}: {tree_size(app_dir) / 1e6:.0f} MB "
        f"in {sum(1 for _ in app_dir.rglob('*'))} files"
    )
    if not args.no_archive:
        archive = make_archive(app_dir, args.dist, version)
        print(f"build.py: {archive}: {archive.stat().st_size / 1e6:.0f} MB")
    print(f"build.py: done in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
