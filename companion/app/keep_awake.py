"""The screen stays on while a game runs (issue 16 item 6): a paper game has long stretches where
nobody touches the app, and a dimmed table loses the crown from view.

While a game is being played and the window is not minimised, the app holds the platform's
"don't idle" request: the freedesktop ScreenSaver `Inhibit` over D-Bus on Linux (KDE, GNOME,
Xfce... implement it), `SetThreadExecutionState` on Windows, an IOKit power assertion on macOS.
It is released when the game ends, the window is minimised or the app quits. No bus, no
service: nothing happens and the app goes on (the screen may dim, as before).
"""

from __future__ import annotations

import ctypes
import sys
from typing import Protocol

from PySide6.QtCore import QObject, Slot

APP = "Commander Companion"


class Inhibitor(Protocol):
    def inhibit(self, reason: str) -> bool: ...

    def release(self) -> None: ...


class DBusInhibitor:
    """org.freedesktop.ScreenSaver on the session bus: Inhibit returns a cookie, UnInhibit
    takes it back."""

    def __init__(self) -> None:
        self._cookie: int | None = None

    def _interface(self) -> object | None:
        from PySide6.QtDBus import QDBusConnection, QDBusInterface

        bus = QDBusConnection.sessionBus()
        if not bus.isConnected():
            return None
        interface = QDBusInterface(
            "org.freedesktop.ScreenSaver", "/org/freedesktop/ScreenSaver",
            "org.freedesktop.ScreenSaver", bus,
        )
        return interface if interface.isValid() else None

    def inhibit(self, reason: str) -> bool:
        interface = self._interface()
        if interface is None:
            return False
        reply = interface.call("Inhibit", APP, reason)  # type: ignore[attr-defined]
        values = reply.arguments()
        if not values or not isinstance(values[0], int):
            return False
        self._cookie = values[0]
        return True

    def release(self) -> None:
        if self._cookie is None:
            return
        interface = self._interface()
        if interface is not None:
            interface.call("UnInhibit", self._cookie)  # type: ignore[attr-defined]
        self._cookie = None


class WindowsInhibitor:
    """SetThreadExecutionState: the display and the system stay on while the flag is set."""

    _CONTINUOUS, _SYSTEM, _DISPLAY = 0x80000000, 0x00000001, 0x00000002

    def inhibit(self, reason: str) -> bool:
        kernel = ctypes.windll.kernel32  # type: ignore[attr-defined]
        return bool(kernel.SetThreadExecutionState(self._CONTINUOUS | self._SYSTEM | self._DISPLAY))

    def release(self) -> None:
        ctypes.windll.kernel32.SetThreadExecutionState(self._CONTINUOUS)  # type: ignore[attr-defined]


class MacInhibitor:
    """An IOKit power assertion that keeps the display awake."""

    def __init__(self) -> None:
        self._id: int | None = None

    def inhibit(self, reason: str) -> bool:
        try:
            iokit = ctypes.cdll.LoadLibrary(
                "/System/Library/Frameworks/IOKit.framework/IOKit"
            )
            cf = ctypes.cdll.LoadLibrary(
                "/System/Library/Frameworks/CoreFoundation.framework/CoreFoundation"
            )
        except OSError:
            return False
        cf.CFStringCreateWithCString.restype = ctypes.c_void_p
        cf.CFStringCreateWithCString.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_uint32]

        def text(value: str) -> ctypes.c_void_p:
            return ctypes.c_void_p(cf.CFStringCreateWithCString(None, value.encode(), 0x08000100))

        assertion = ctypes.c_uint32(0)
        result = iokit.IOPMAssertionCreateWithName(
            text("PreventUserIdleDisplaySleep"), ctypes.c_uint32(255), text(reason),
            ctypes.byref(assertion),
        )
        if result != 0:
            return False
        self._id = assertion.value
        return True

    def release(self) -> None:
        if self._id is None:
            return
        iokit = ctypes.cdll.LoadLibrary("/System/Library/Frameworks/IOKit.framework/IOKit")
        iokit.IOPMAssertionRelease(ctypes.c_uint32(self._id))
        self._id = None


def platform_inhibitor() -> Inhibitor:
    if sys.platform == "win32":
        return WindowsInhibitor()
    if sys.platform == "darwin":
        return MacInhibitor()
    return DBusInhibitor()


class KeepAwake(QObject):
    """Holds the inhibitor exactly while `wanted`: a game is played and the window is shown."""

    def __init__(self, inhibitor: Inhibitor | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._inhibitor = inhibitor if inhibitor is not None else platform_inhibitor()
        self._held = False
        self._playing = False
        self._minimised = False
        # The request failed (no service): not asked again until it is given up and wanted
        # anew, so a tap never waits on a missing service.
        self._failed = False

    @property
    def held(self) -> bool:
        return self._held

    @Slot(bool)
    def set_playing(self, playing: bool) -> None:
        self._playing = playing
        self._update()

    @Slot(bool)
    def set_minimised(self, minimised: bool) -> None:
        self._minimised = minimised
        self._update()

    def release(self) -> None:
        """The app quits: give the request back."""
        self._playing = False
        self._update()

    def _update(self) -> None:
        wanted = self._playing and not self._minimised
        if not wanted:
            self._failed = False
        if wanted and not self._held and not self._failed:
            try:
                self._held = self._inhibitor.inhibit(self.tr("A game is being played"))
            except Exception:  # a missing service must never stop the game
                self._held = False
            self._failed = not self._held
        elif not wanted and self._held:
            try:
                self._inhibitor.release()
            finally:
                self._held = False
