# ruff: noqa: PTH118  (os.path, as in the stock hook: nothing more is imported at start)
# Replaces PyInstaller's pyi_rth_pyside6 run-time hook (see companion.spec) so that starting the
# frozen program does not import PySide6.QtCore: `--version` and `replay` stay Qt-free and fast, as
# they are when installed (tests/packaging/test_frozen_build.py checks it).
#
# The stock hook sets the same environment, then imports QtCore only to register an embedded
# qt.conf; PySide6's wheels register their own when QtCore is first imported (so the stock helper is
# a no-op for them), and the bundle's QLibraryInfo paths are checked by the frozen tests.
def _pyi_rthook():
    import os
    import sys

    if sys.platform.startswith("win"):
        qt_path = os.path.join(sys._MEIPASS, "PySide6")
        os.environ["PATH"] = sys._MEIPASS + os.pathsep + os.environ.get("PATH", "")
    else:
        qt_path = os.path.join(sys._MEIPASS, "PySide6", "Qt")
    if sys.platform == "darwin":
        os.environ["DYLD_LIBRARY_PATH"] = (
            sys._MEIPASS + os.pathsep + os.environ.get("DYLD_LIBRARY_PATH", "")
        ).rstrip(os.pathsep)
    os.environ["QT_PLUGIN_PATH"] = os.path.join(qt_path, "plugins")
    os.environ["QML2_IMPORT_PATH"] = os.path.join(qt_path, "qml")


_pyi_rthook()
del _pyi_rthook
