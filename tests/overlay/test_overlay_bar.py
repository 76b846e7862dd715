"""The stream overlay's bar at 2, 4, 6 and 8 players with long names: every name whole (cut
with "…" only when it truly does not fit its card), every badge shown, nothing over a name.
In headless Chromium (Debian's), against the overlay app on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("playwright.sync_api")

from test_overlay_browser import (
    ARTIFACTS,
    App,
    browser,  # noqa: F401 - a fixture
    open_overlay,
    page,  # noqa: F401 - a fixture
)

pytestmark = pytest.mark.slow

LONG = ("Alexandra", "Maximilian", "Christopher", "Guinevere", "Bartholomew", "Rosalind",
        "Sebastian", "Evangeline")  # fmt: skip


@pytest.fixture(params=[2, 4, 6, 8], ids=lambda n: f"{n}p")
def pod(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[App]:
    names = LONG[: request.param]
    running = App(tmp_path, names=names)
    # Badges on the longest names: poison, and commander damage from a neighbour.
    for index, name in enumerate(names):
        source = names[(index + 1) % len(names)]
        running.do(action="poison", player=name, delta=3)
        hit = {"from": source, "to": name, "amount": 7, "commander": True, "infect": False}
        running.do(action="combat_damage", hits=[hit])
    running.do(action="become_monarch", player=names[-1])
    yield running
    running.quit()


def test_names_and_badges_fit_the_bar(page: Any, pod: App) -> None:  # noqa: F811
    open_overlay(page, pod, "layout=bar")
    page.wait_for_timeout(100)
    cards = page.evaluate(
        """() => [...document.querySelectorAll('.player')].map(li => {
            const name = li.querySelector('.name');
            const box = r => { const b = r.getBoundingClientRect();
                               return [b.left, b.top, b.right, b.bottom]; };
            const shown = [...li.querySelectorAll('.badge, .life')]
                .filter(b => !b.hidden && b.offsetParent !== null);
            return {name: li.dataset.player, text: name.textContent,
                    cut: name.scrollWidth > name.clientWidth + 1,
                    nameBox: box(name), card: box(li),
                    badges: shown.map(box), badgeCount: shown.length};
        })"""
    )
    count = len(cards)
    page.screenshot(path=str(ARTIFACTS / f"overlay-bar-{count}p.png"))
    for card in cards:
        assert not card["cut"], card["name"]  # whole names at every pod size
        assert card["badgeCount"] == 3  # poison, commander damage, life
        nl, nt, nr, nb = card["nameBox"]
        cl, ct, cr, cb = card["card"]
        assert cl <= nl and nr <= cr and ct <= nt and nb <= cb
        for left, top, right, bottom in card["badges"]:
            assert cl <= left and right <= cr + 0.5 and ct <= top and bottom <= cb + 0.5
            overlap = min(right, nr) - max(left, nl) > 0 and min(bottom, nb) - max(top, nt) > 0
            assert not overlap, (card["name"], "a badge over the name")
    assert not page.problems
