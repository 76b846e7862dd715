"""Fixtures for the overlay: a running server on the demo game, and blocking clients run in a
thread while the test pumps the Qt event loop (the server lives in that loop)."""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

# Imported at collection time: the first import of QtHttpServer prints a Qt message that would
# otherwise fail whichever test happened to import it first.
from PySide6 import QtHttpServer, QtWebSockets  # noqa: F401

from companion.app.session import GameSession
from companion.overlay.server import OverlayServer


@pytest.fixture
def overlay(demo_session: GameSession) -> Iterator[OverlayServer]:
    server = OverlayServer(demo_session, 0)
    server.start()
    yield server
    server.stop()


@pytest.fixture
def off_loop(qtbot: Any) -> Callable[..., Any]:
    """off_loop(fn, *args): run a blocking client in a thread, pumping Qt until it returns."""
    pool = ThreadPoolExecutor(max_workers=4)

    def run(fn: Callable[..., Any], *args: Any, timeout: int = 10_000) -> Any:
        gc.collect()  # so that no Qt object is ever collected by the client's thread
        future = pool.submit(fn, *args)
        qtbot.waitUntil(future.done, timeout=timeout)
        return future.result()

    yield run
    pool.shutdown(wait=True)
