"""The HTTP side both servers share: an answer with the security headers and the CSP, the request's
Host, JSON as the pages read it, Qt's request limits, and the WebSocket port beside the HTTP one.

The overlay's server and the pod's each route their own paths (`answer`); how an answer leaves,
and what any request may be, is decided here once.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Protocol

from PySide6.QtHttpServer import (
    QHttpServerConfiguration,
    QHttpServerRequest,
    QHttpServerResponder,
    QHttpServerResponse,
)
from PySide6.QtNetwork import QHostAddress

from companion.web import security

Status = QHttpServerResponder.StatusCode
Answer = tuple[Status, str, bytes]  # status, content type, body
JSON = "application/json; charset=utf-8"


class Listener(Protocol):
    def listen(self, address: QHostAddress, port: int) -> None: ...


def respond(
    request: QHttpServerRequest,
    response: QHttpServerResponse,
    answer: Callable[[QHttpServerRequest], Answer],
    ws_port: int,
) -> None:
    """Replace `response` by `answer(request)` with the security headers (and, for a page, the
    CSP naming the WebSocket on `ws_port`); a request that makes `answer` fail gets 400, never
    reaching the app."""
    try:
        status, mime, body = answer(request)
    except Exception:  # a bad request must never reach the app: answer 400 and move on
        status, mime, body = Status.BadRequest, "text/plain", b"bad request"
    made = QHttpServerResponse(mime.encode(), body, status)
    headers = made.headers()
    for name, value in security.SECURITY_HEADERS.items():
        headers.append(name, value)
    if mime.startswith("text/html"):
        headers.append("Content-Security-Policy", security.csp(host_of(request), ws_port))
    made.setHeaders(headers)
    response.swap(made)


def host_of(request: QHttpServerRequest) -> str:
    """The request's Host header, as sent."""
    return bytes(request.value(b"host").data()).decode("latin-1")


def json_bytes(data: object) -> bytes:
    """JSON as the pages read it: UTF-8, compact."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def http_limits() -> QHttpServerConfiguration:
    """Small limits: the pages' requests are tiny GETs; Qt answers 413/414/431 beyond them."""
    config = QHttpServerConfiguration()
    for setter, value in (("setMaximumUrlSize", 4096), ("setMaximumTotalHeaderSize", 16384),
                          ("setMaximumHeaderFieldCount", 64), ("setMaximumHeaderFieldSize", 8192),
                          ("setMaximumBodySize", 1024)):
        if hasattr(config, setter):  # Qt 6.10+
            getattr(config, setter)(value)
    return config


def listen_near(socket: Listener, address: QHostAddress, port: int) -> None:
    """The WebSocket on `port` (the HTTP port + 1: stable across restarts for firewalls and for
    the page's CSP), else on any free port."""
    if port and port <= 65535:
        try:
            socket.listen(address, port)
            return
        except OSError:
            pass
    socket.listen(address, 0)
