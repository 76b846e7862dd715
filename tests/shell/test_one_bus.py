"""One command bus (issue 27 item 1): every command runs by name with typed arguments through
the registry, the phones' requests too."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from fakes import FakeClock
from test_pod import Pod

from companion.shell import commands, taps
from companion.shell.commands import Registry


def test_a_command_takes_exactly_its_typed_arguments(tmp_path: Path, clock: FakeClock) -> None:
    table = Pod(tmp_path, clock, ("Ann", "Ben", "Cid"))
    try:
        registry = commands.build(table.session)
        assert registry.run("tap", "Ann", counter=taps.life("Ann"), delta=-3)
        assert table.session.state.player("Ann").life == 37
        for bad in ({"counter": taps.life("Ann")}, {"counter": taps.life("Ann"), "delta": True},
                    {"counter": "life", "delta": 1},
                    {"counter": taps.life("Ann"), "delta": 1, "extra": 2}):
            with pytest.raises(TypeError):
                registry.run("tap", "Ann", **bad)
        with pytest.raises(TypeError):  # a tap for Ann on Ben's counter
            registry.run("tap", "Ann", counter=taps.life("Ben"), delta=1)
        assert registry.run("cast", "Ben")  # the defaults: the commander, one cast
        assert table.session.state.player("Ben").commander_casts == 1
        assert "tap" not in {c.name for c in registry}  # no menu entry, F1 line or palette row
    finally:
        table.session.close()


def test_a_phones_request_runs_the_registrys_command(
    tmp_path: Path, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    ran: list[tuple[str, str | None, dict[str, Any]]] = []
    real = Registry.invoke

    def recorded(self: Registry, name: str, player: str | None = None, **args: Any) -> object:
        ran.append((name, player, args))
        return real(self, name, player, **args)

    monkeypatch.setattr(Registry, "invoke", recorded)
    table = Pod(tmp_path, clock, ("Ann", "Ben", "Cid"))
    try:
        assert table.send("Ann", "life", delta=-2)["ok"]
        assert table.send("Ann", "cast")["ok"]
        assert table.send("Ann", "roll", die="d20")["ok"]
        assert [name for name, _, _ in ran] == ["tap", "cast", "roll"]
        assert ran[0][1:] == ("Ann", {"counter": taps.life("Ann"), "delta": -2})
    finally:
        table.session.close()
