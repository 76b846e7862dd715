"""What goes into the frozen app and what stays out, in one place.

Read by `companion.spec` (PyInstaller), `build.py` (the one build command) and tests/packaging/, so
the three can never disagree. Standard library only: it runs before anything is installed.
"""

from __future__ import annotations

import ast
import shutil
import tomllib
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
REPO = PACKAGING.parent

# Reverse-DNS id: the .desktop file, the AppStream metainfo and the icons are all named after it.
APP_ID = "io.github.commandercompanion.CommanderCompanion"
# The executable, the one-folder directory and the archive are named after this (no spaces).
APP_NAME = "CommanderCompanion"
DISPLAY_NAME = "Commander Companion"
LANGUAGES = ("en", "zh_CN", "de", "ru", "es")
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

# Imported lazily (inside functions), so PyInstaller's import analysis could miss them. The app's
# own packages are collected whole in the spec (collect_submodules("companion")), which picks up
# companion.app.stats.*, companion.app.overlay.* and companion.overlay.* as soon as they exist.
HIDDEN_IMPORTS = (
    "PySide6.QtSvg",
    "PySide6.QtSvgWidgets",
    "PySide6.QtNetwork",
    "PySide6.QtHttpServer",  # the overlay's server
    "PySide6.QtConcurrent",  # the QtHttpServer binding imports it (QFuture responses)
    "PySide6.QtWebSockets",  # the QtHttpServer binding imports it too (the feed itself no longer)
    "pyqtgraph",  # the stats charts
    "PySide6.QtOpenGL",  # pyqtgraph's PlotCurveItem imports both
    "PySide6.QtOpenGLWidgets",
    "numpy",
    "appdirs",
    "segno",  # the pod's QR codes, imported when the Invite phones dock is first opened
)

# The app is widgets only. These Qt modules are never imported by it; leaving them out keeps their
# Python bindings, their Qt libraries, plugins and translations out of the bundle. pyqtgraph tries
# QtTest and falls back cleanly; it does import QtOpenGL and QtOpenGLWidgets for every curve
# (pyqtgraph/Qt/OpenGLHelpers.py), so those two stay in (HIDDEN_IMPORTS).
QT_EXCLUDES = (
    "PySide6.Qt3DAnimation",
    "PySide6.Qt3DCore",
    "PySide6.Qt3DExtras",
    "PySide6.Qt3DInput",
    "PySide6.Qt3DLogic",
    "PySide6.Qt3DRender",
    "PySide6.QtBluetooth",
    "PySide6.QtCanvasPainter",
    "PySide6.QtCharts",
    "PySide6.QtDataVisualization",
    "PySide6.QtDesigner",
    "PySide6.QtGraphs",
    "PySide6.QtGraphsWidgets",
    "PySide6.QtHelp",
    "PySide6.QtLocation",
    "PySide6.QtMultimedia",
    "PySide6.QtMultimediaWidgets",
    "PySide6.QtNetworkAuth",
    "PySide6.QtNfc",
    "PySide6.QtPdf",
    "PySide6.QtPdfWidgets",
    "PySide6.QtPositioning",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtQuick3D",
    "PySide6.QtQuickControls2",
    "PySide6.QtQuickTest",
    "PySide6.QtQuickWidgets",
    "PySide6.QtRemoteObjects",
    "PySide6.QtScxml",
    "PySide6.QtSensors",
    "PySide6.QtSerialBus",
    "PySide6.QtSerialPort",
    "PySide6.QtSpatialAudio",
    "PySide6.QtSql",
    "PySide6.QtStateMachine",
    "PySide6.QtTest",
    "PySide6.QtTextToSpeech",
    "PySide6.QtUiTools",
    "PySide6.QtWebChannel",
    "PySide6.QtWebEngineCore",
    "PySide6.QtWebEngineQuick",
    "PySide6.QtWebEngineWidgets",
    "PySide6.QtWebView",
    "PySide6.QtXml",
    "PySide6.QtAsyncio",
)
# PySide6.QtDBus stays: the screen is kept on over D-Bus while a game runs (app/keep_awake.py).
PYTHON_EXCLUDES = (
    "tkinter",
    "_tkinter",
    "lib2to3",
    "idlelib",
    "ensurepip",
    # pyqtgraph's optional extras: 3D (PyOpenGL), notebooks, examples, other plotting stacks.
    "pyqtgraph.opengl",
    "pyqtgraph.jupyter",
    "pyqtgraph.examples",
    "OpenGL",
    "matplotlib",
    "scipy",
    "IPython",
    "h5py",
    "cupy",
    "numba",
    "colorcet",
    # Other Qt bindings pyqtgraph would accept, if they happen to be installed too.
    "PyQt5",
    "PyQt6",
    "PySide2",
    # Python's OpenSSL modules (with libssl and libcrypto, 6.1 MB). Nothing in the app speaks
    # TLS: the overlay serves plain HTTP and WebSocket on this machine or the LAN through
    # QtNetwork, and http.client, urllib and asyncio import ssl only if it is there. hashlib and
    # hmac fall back to Python's own _sha1/_sha256/_md5/_blake2 modules (the feed's SHA-1 accept
    # key, the overlay token's compare_digest), which stay; tests/packaging runs the overlay.
    "ssl",
    "_ssl",
    "_hashlib",
    # The interactive prompt's line editing (with libreadline and libtinfo); the app has no REPL.
    "readline",
)
EXCLUDES = QT_EXCLUDES + PYTHON_EXCLUDES

# Qt plugins a desktop app doesn't load (Linux names; matched against "plugins/<folder>/<file>").
# The virtual keyboard alone drags in QtQml and QtQuick (~17 MB); the GTK 3 platform theme drags in
# GTK, GDK, Pango and cairo from the build machine (the app draws its own dark Fusion theme, and the
# XDG portal theme still gives native file dialogs). eglfs, linuxfb, vnc, KMS/Vulkan display and the
# evdev input plugins are for embedded systems without a window system.
# Kept: platforms xcb, wayland (+ its shell, decoration and graphics plugins), offscreen and
# minimal; the XDG portal theme; ibus and compose input (typing Chinese names, dead keys); the
# SVG icon engine; imageformats svg and ico (PNG is built into QtGui; the app's images are PNG and
# SVG); xcbglintegrations (pyqtgraph's optional OpenGL); the TLS backends (below).
QT_PLUGIN_EXCLUDES = (
    "platforminputcontexts/libqtvirtualkeyboardplugin",
    "platformthemes/libqgtk3",
    "platforms/libqeglfs",
    "platforms/libqlinuxfb",
    "platforms/libqminimalegl",
    "platforms/libqvnc",
    "platforms/libqvkkhrdisplay",
    "egldeviceintegrations/",
    "generic/",
    "imageformats/libqtiff",
    "imageformats/libqwebp",
    "imageformats/libqtga",
    "imageformats/libqwbmp",
    # Reading PDF pages as images: the plugin alone brings libQt6Pdf (4.5 MB). JPEG, GIF and
    # macOS .icns images: the app and pyqtgraph read none (resources/ holds PNG and SVG only).
    "imageformats/libqpdf",
    "imageformats/libqjpeg",
    "imageformats/libqgif",
    "imageformats/libqicns",
    # QNetworkInformation backends (reachability via NetworkManager, ConnMan, GLib): loaded only
    # by QNetworkInformation::load(), which neither the app nor QHttpServer/QTcpServer calls. The
    # GLib one alone brought GIO, libmount, libblkid and libselinux (3.3 MB).
    "networkinformation/",
    # (tls/ stays: QHttpServer asks for a TLS backend on every connection, and without one Qt
    # logs "No functional TLS backend was found". The OpenSSL backend opens the system's
    # libssl.so.3 itself, as in the installed app; Python's ssl is left out above.)
)

# Libraries every desktop Linux has, which the bundle takes from the system instead of copying
# the build machine's (5.5 MB): the AppImage project's list of libraries "assumed to be present on
# the host system and hence should NOT be bundled" (github.com/AppImageCommunity/pkg2appimage,
# file excludelist), as far as the bundle uses them. A bundled copy is older than the user's
# system and shadows it for everything loaded into the process: the graphics driver (Mesa's
# libLLVM wants the system's newer libstdc++: "GLIBCXX_3.4.3x not found"), libX11 over the
# system's libxcb (which PyInstaller never bundles, like glibc, libGL and libwayland-client),
# fontconfig and FreeType over the system's font configuration (the list's reason: apps stall
# loading fonts). The spec's dependency walk does not enter these, so what only they need
# (libpng16 for FreeType; libXau, libXdmcp for the system's libxcb) goes too. The frozen test's
# `ldd` check proves that every library resolves.
SYSTEM_LIBRARIES = (
    "libstdc++.so.6",
    "libgcc_s.so.1",
    "libX11.so.6",
    "libX11-xcb.so.1",
    "libfontconfig.so.1",
    "libfreetype.so.6",
    "libexpat.so.1",
    "libz.so.1",
    "libgpg-error.so.0",
    "libcom_err.so.2",
)

# Data files of packages that the app never reads (matched against the destination path).
DATA_EXCLUDES = (
    # pyqtgraph's logo in PNG sizes (0.9 MB): only its mkQApp() sets it as the window icon, when
    # pyqtgraph itself creates the QApplication; ours exists before pyqtgraph is imported.
    "pyqtgraph/icons/peegee/peegee_",
)


def drop_data(dest: str) -> bool:
    """Whether a bundled data file (its destination path) is one of DATA_EXCLUDES."""
    dest = dest.replace("\\", "/")
    return any(pattern in dest for pattern in DATA_EXCLUDES)


def drop_qt_plugin(dest: str) -> bool:
    """Whether a bundled file (its destination path) is one of QT_PLUGIN_EXCLUDES."""
    dest = dest.replace("\\", "/")
    return "/plugins/" in dest and any(f"/plugins/{p}" in dest for p in QT_PLUGIN_EXCLUDES)


def is_python_extension(name: str) -> bool:
    return name.endswith((".abi3.so", ".pyd")) or ".cpython-" in name


# Qt translation catalogues: the app loads only qtbase_<code>.qm (companion/app/i18n.py).
QT_TRANSLATION_PREFIX = "qtbase_"


def keep_qt_translation(filename: str) -> bool:
    """Whether a Qt translation file (e.g. "qtbase_de.qm") belongs in the bundle."""
    if not filename.startswith(QT_TRANSLATION_PREFIX) or not filename.endswith(".qm"):
        return False
    return filename[len(QT_TRANSLATION_PREFIX) : -len(".qm")] in LANGUAGES


def version() -> str:
    """companion.__version__, read from the source without importing the package."""
    tree = ast.parse((REPO / "companion" / "__init__.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "__version__" for t in node.targets
        ):
            value = ast.literal_eval(node.value)
            if isinstance(value, str):
                return value
    raise LookupError("companion/__init__.py defines no __version__")


def project() -> dict[str, object]:
    """pyproject.toml's [project] table (name, description, license...)."""
    with (REPO / "pyproject.toml").open("rb") as f:
        table = tomllib.load(f)["project"]
    assert isinstance(table, dict)
    return table


def stage_sources(into: Path) -> Path:
    """Lay the package out as it installs: companion/ plus resources/ as companion/resources/.

    PyInstaller then analyses this tree, never whatever happens to be installed: an editable install
    (resources/ mapped by a setuptools import hook PyInstaller can't see), an older wheel in
    site-packages, or nothing at all. Returns the folder to put on PyInstaller's pathex.
    """
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.pyo")
    if into.exists():
        shutil.rmtree(into)
    shutil.copytree(REPO / "companion", into / "companion", ignore=ignore)
    shutil.copytree(REPO / "resources", into / "companion" / "resources", ignore=ignore)
    return into


def resource_datas(staged: Path) -> list[tuple[str, str]]:
    """(source file, destination folder) for every data file of companion.resources."""
    root = staged / "companion" / "resources"
    datas = []
    for path in sorted(root.rglob("*")):
        if path.is_file() and path.suffix not in {".py", ".pyc"}:
            datas.append((str(path), str(path.parent.relative_to(staged))))
    return datas


def archive_name(version_: str, system: str, machine: str) -> str:
    return f"{APP_NAME}-{version_}-{system}-{machine}"
