"""A test phone: a plain, non-blocking WebSocket client on a loopback socket, polled from the test's
thread while qtbot pumps the Qt event loop the server lives in (no threads, no sleeps).

It sends exactly the bytes it is told (a forged Host or Origin, an oversized or fragmented frame,
a flood), and records the server's answer: the upgrade's status, every JSON message, the close
code, whether the connection is gone.
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import socket
from collections.abc import Callable, Iterable
from typing import Any

LOOPBACK = "127.0.0.1"


class RawPhone:
    def __init__(self, ws_port: int, http_port: int, *, host: str | None = None,
                 origin: str | None = None, rcvbuf: int = 0) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        if rcvbuf:
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
        self.sock.settimeout(2)
        self.sock.connect((LOOPBACK, ws_port))  # the kernel completes it: the app need not run
        self.sock.setblocking(False)
        self.status: int | None = None
        self.messages: list[dict[str, Any]] = []
        self.close_code: int | None = None
        self.gone = False
        self.reading = True  # a phone that stops reading (its page frozen)
        self._buffer = b""
        key = base64.b64encode(os.urandom(16)).decode()
        host = f"{LOOPBACK}:{ws_port}" if host is None else host
        origin = f"http://{LOOPBACK}:{http_port}" if origin is None else origin
        head = f"GET / HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        head += f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
        if origin:
            head += f"Origin: {origin}\r\n"
        self.sock.sendall((head + "\r\n").encode("latin-1"))

    # -- sending ------------------------------------------------------------------------------

    def send_frame(self, payload: bytes, opcode: int = 0x1, fin: bool = True) -> None:
        mask = os.urandom(4)
        n = len(payload)
        first = (0x80 if fin else 0) | opcode
        if n < 126:
            head = bytes((first, 0x80 | n))
        elif n < 1 << 16:
            head = bytes((first, 0x80 | 126)) + n.to_bytes(2, "big")
        else:
            head = bytes((first, 0x80 | 127)) + n.to_bytes(8, "big")
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.setblocking(True)
        try:
            self.sock.sendall(head + mask + masked)
        except OSError:
            self.gone = True
        finally:
            self.sock.setblocking(False)

    def send(self, data: object) -> None:
        self.send_frame(json.dumps(data).encode("utf-8"))

    def hello(self, token: str | None, lang: str = "en") -> None:
        self.send({"type": "hello", "token": token, "lang": lang})

    def do(self, rid: str, cmd: str, **args: Any) -> None:
        self.send({"type": "do", "id": rid, "cmd": cmd, **args})

    # -- receiving ----------------------------------------------------------------------------

    def poll(self) -> None:
        while self.reading and not self.gone:
            try:
                chunk = self.sock.recv(65536)
            except BlockingIOError:
                break
            except OSError:
                self.gone = True
                break
            if not chunk:
                self.gone = True
                break
            self._buffer += chunk
        self._parse()

    def _parse(self) -> None:
        if self.status is None:
            end = self._buffer.find(b"\r\n\r\n")
            if end < 0:
                return
            line = self._buffer[:end].split(b"\r\n", 1)[0]
            self.status = int(line.split(b" ")[1])
            self._buffer = self._buffer[end + 4:]
        while len(self._buffer) >= 2:
            opcode, length, at = self._buffer[0] & 0x0F, self._buffer[1] & 0x7F, 2
            if length == 126:
                length, at = int.from_bytes(self._buffer[2:4], "big"), 4
            elif length == 127:
                length, at = int.from_bytes(self._buffer[2:10], "big"), 10
            if len(self._buffer) < at + length:
                return
            payload = self._buffer[at:at + length]
            self._buffer = self._buffer[at + length:]
            if opcode == 0x1:
                self.messages.append(json.loads(payload))
            elif opcode == 0x8:
                self.close_code = int.from_bytes(payload[:2], "big") if len(payload) >= 2 else 1005
            elif opcode == 0x9:  # a ping: the browser answers with a pong
                self.send_frame(payload, 0xA)

    def of_type(self, kind: str) -> list[dict[str, Any]]:
        return [m for m in self.messages if m.get("type") == kind]

    def last_state(self) -> dict[str, Any] | None:
        states = self.of_type("state")
        return states[-1] if states else None

    def ack(self, rid: str) -> dict[str, Any] | None:
        return next((m for m in self.messages if m.get("type") == "ack" and m.get("id") == rid),
                    None)

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.sock.close()
        self.gone = True


def until(qtbot: Any, phones: Iterable[RawPhone], condition: Callable[[], object],
          timeout: int = 5000) -> None:
    """Pump Qt (the server) and poll the phones until `condition` holds (else fail)."""
    phones = list(phones)

    def check() -> bool:
        for phone in phones:
            phone.poll()
        return bool(condition())

    qtbot.waitUntil(check, timeout=timeout)
