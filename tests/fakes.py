"""Fakes shared by the tests."""

from __future__ import annotations


class FakeClock:
    """Seconds that move only when a test says so (the session's pause between taps)."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now

    def wait(self, seconds: float) -> None:
        self.now += seconds
