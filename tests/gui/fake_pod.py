"""A stand-in for `companion.pod.server.PodServer` with the same Python API (the shared design,
/issue 17), for the Invite phones dock's tests: it binds nothing, and records what it is asked."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from PySide6.QtCore import QObject, Signal


@dataclass(frozen=True)
class Phone:
    seat: str
    address: str
    connected_at: float


class FakePodServer(QObject):
    started = Signal(str)
    stopped = Signal()
    phonesChanged = Signal()

    made: ClassVar[list[FakePodServer]] = []  # every one built, newest last

    def __init__(self, session: Any, port: int = 0, host: str = "127.0.0.1") -> None:
        super().__init__()
        self.session = session
        self.port = port or 50123
        self.host = host
        self.running = False
        self.fail = ""  # set before start(): it fails with this reason
        self.revoked: list[str] = []
        self.grants: list[tuple[str, bool]] = []  # every grant_all call: (player, granted)
        self._granted: set[str] = set()
        self._phones: list[Phone] = []
        self._tokens: dict[str, str] = {}
        self._issued = 0
        session.reset.connect(self._drop_tokens)
        FakePodServer.made.append(self)

    def start(self) -> bool:
        if self.fail:
            self.error = self.fail
            return False
        self.running = True
        self.started.emit(self.url)
        return True

    def stop(self) -> None:
        self.running = False
        self._phones.clear()
        self._tokens.clear()
        self._granted.clear()
        self.stopped.emit()

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}/pod"

    def _token(self, key: str) -> str:
        if key not in self._tokens:
            self._issued += 1
            self._tokens[key] = f"tok{self._issued:02d}" + "x" * 38
        return self._tokens[key]

    def join_url(self) -> str:
        return f"{self.url}#join={self._token('')}"

    def seat_url(self, player: str) -> str:
        return f"{self.url}#seat={self._token('seat:' + player)}"

    def phones(self) -> list[Phone]:
        return list(self._phones)

    def revoke(self, player: str) -> None:
        self.revoked.append(player)
        self._tokens.pop("seat:" + player, None)
        self._phones = [p for p in self._phones if p.seat != player]
        self._granted.discard(player)
        self.phonesChanged.emit()

    def grant_all(self, player: str, granted: bool = True) -> None:
        self.grants.append((player, granted))
        if granted:
            self._granted.add(player)
        else:
            self._granted.discard(player)

    def granted(self, player: str) -> bool:
        return player in self._granted

    # -- what a test does as the phones ----------------------------------------------------------

    def join(self, seat: str, address: str = "127.0.0.1") -> None:
        self._phones.append(Phone(seat, address, 0.0))
        self.phonesChanged.emit()

    def _drop_tokens(self) -> None:
        self._tokens.clear()
        self._phones.clear()
        self._granted.clear()
