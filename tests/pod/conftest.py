"""Fixtures for the pod: a game of four, the pod server on loopback, test phones at its seats."""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from phones import RawPhone, until

# Imported at collection time: the first import of QtHttpServer prints a Qt message that would
# otherwise fail whichever test happened to import it first.
from PySide6 import QtHttpServer  # noqa: F401

from companion.app.session import GameSession
from companion.pod.server import PodServer

PLAYERS = ("Ann", "Ben", "Cid", "Dee")


@pytest.fixture
def table(make_session: Callable[..., GameSession]) -> GameSession:
    return make_session(PLAYERS)


@pytest.fixture
def pod(table: GameSession) -> Iterator[PodServer]:
    server = PodServer(table, 0, "127.0.0.1")
    assert server.start(), server.error
    yield server
    server.stop()


@pytest.fixture
def phone(qtbot: Any, pod: PodServer) -> Iterator[Callable[..., RawPhone]]:
    """phone(seat) -> a test phone seated at `seat` (welcomed, with the state); phone(None,
    token=...) says hello with that token and waits for nothing; phone(..., hello=False) only
    upgrades."""
    made: list[RawPhone] = []

    def make(seat: str | None = None, *, token: str | None = None, hello: bool = True,
             **options: Any) -> RawPhone:
        raw = RawPhone(pod.ws_port, pod.port, **options)
        made.append(raw)
        if not hello:
            return raw
        until(qtbot, [raw], lambda: raw.status is not None)
        assert raw.status == 101, raw.status
        raw.hello(pod.seats.token(seat) if seat is not None else token)
        if seat is not None:
            until(qtbot, [raw], lambda: raw.of_type("welcome") and raw.of_type("state"))
        return raw

    yield make
    for raw in made:
        raw.close()


@pytest.fixture
def off_loop(qtbot: Any) -> Iterator[Callable[..., Any]]:
    """off_loop(fn, *args): run a blocking client in a thread, pumping Qt until it returns."""
    pool = ThreadPoolExecutor(max_workers=2)

    def run(fn: Callable[..., Any], *args: Any, timeout: int = 10_000) -> Any:
        gc.collect()  # so that no Qt object is ever collected by the client's thread
        future = pool.submit(fn, *args)
        qtbot.waitUntil(future.done, timeout=timeout)
        return future.result()

    yield run
    pool.shutdown(wait=True)
