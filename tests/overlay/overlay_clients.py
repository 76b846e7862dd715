"""Blocking test clients for the overlay (run them through the `off_loop` fixture)."""

from __future__ import annotations

import http.client
import socket
import time
from pathlib import Path
from typing import Any


def get(port: int, path: str, method: str = "GET", headers: dict[str, str] | None = None,
        body: bytes | None = None) -> tuple[int, dict[str, str], bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    try:
        conn.request(method, path, body=body, headers=headers or {})
        reply = conn.getresponse()
        return reply.status, {k.lower(): v for k, v in reply.getheaders()}, reply.read()
    finally:
        conn.close()


def raw(port: int, data: bytes, timeout: float = 0.5) -> bytes:
    """Send bytes as they are (no client-side normalisation); read until the server closes.

    The server must answer and close within `timeout` seconds in all: a server that hangs raises
    TimeoutError, so a hang fails the test instead of looking like a refusal. A reset after the
    server's answer (it closed with our bytes unread) counts as closed.
    """
    deadline = time.monotonic() + timeout
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        sock.sendall(data)
        chunks = []
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no answer and no close in {timeout} s; got {chunks!r}")
            sock.settimeout(left)
            try:
                chunk = sock.recv(65536)
            except ConnectionResetError:
                break
            except TimeoutError:
                raise TimeoutError(
                    f"no answer and no close in {timeout} s; got {chunks!r}"
                ) from None
            if not chunk:
                break
            chunks.append(chunk)
        return b"".join(chunks)


def request_line(path: str, host: str = "127.0.0.1") -> bytes:
    return f"GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode()


def journal_length(session: Any) -> int:
    """Lines in the session's journal file on disk: what any change to the game would append to."""
    return len(Path(session.path).read_text(encoding="utf-8").splitlines())
