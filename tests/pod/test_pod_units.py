"""The phone page's words and hygiene, read from its files: every word it shows is translatable
(the UI table or the app's messages), names go in as text only, and nothing is inline."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from companion.overlay.server import static_root as overlay_root
from companion.pod import strings
from companion.pod.server import static_root
from companion.shell import messages
from companion.shell.language import LANGUAGES
from companion.shell.resources import resource

PAGE = Path(static_root())
SCRIPT = (PAGE / "pod.js").read_text(encoding="utf-8")
SHARED = (Path(resource("common")) / "messages.js").read_text(encoding="utf-8")


def test_every_ui_word_the_page_asks_for_is_in_the_table() -> None:
    asked = set(re.findall(r"\bui\(\"(\w+)\"", SCRIPT))
    labels = set(re.findall(r'"(cast(?:_partner)?)"\]', SCRIPT))  # the tax buttons' labels
    assert asked and asked | labels <= set(strings.table("en")["ui"])


def test_every_message_the_page_says_by_name_is_in_the_one_table() -> None:
    said = set(re.findall(r'say\(\{ key: "([\w.]+)" \}', SCRIPT))
    assert {"reminder.choose_room"} <= said <= set(messages.TEXTS)
    # The refusal of a token is recognised by its key (said once, as the UI's "bad_link").
    assert '"pod.bad_token"' in SCRIPT and "pod.bad_token" in messages.TEXTS
    for prefix in ("step.", "counter."):  # said by a computed key: every one there is
        assert any(k.startswith(prefix) for k in messages.TEXTS)


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_language_has_every_word(code: str) -> None:
    table = strings.table(code)
    assert set(strings.UI) <= set(table["ui"]) and all(table["ui"].values())
    assert table["texts"]["pod.bad_token"]
    assert "dungeons" not in table  # the overlay's maps: not the phone's


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_phones_labels_are_capitalised_alike(code: str) -> None:
    """Play-test: "poison counter" (the glossary's term, a word for sentences) among capitalised
    labels. The page labels with its own words, which begin as the other labels do."""
    assert "terms." not in SCRIPT
    ui = strings.table(code)["ui"]
    labels = [ui[k] for k in ("life", "poison", "counters", "commander_damage", "table")]
    texts = strings.table(code)["texts"]
    labels += [texts[f"counter.{kind}"] for kind in ("energy", "experience", "rad")]
    for label in labels:
        assert label[0] == label[0].upper(), (code, label)


def test_the_script_never_writes_html() -> None:
    for script in (SCRIPT, SHARED):
        for sink in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(",
                     "new Function", "setTimeout(\"", "srcdoc"):
            assert sink not in script, sink


def test_the_pages_share_one_way_of_saying_messages() -> None:
    """The overlay and the phone page say messages with resources/common/messages.js, loaded
    before their own scripts; neither has its own copy; the package ships it."""
    import tomllib

    overlay = Path(overlay_root())
    assert "function say(" in SHARED and "function form(" in SHARED
    for html, script, own in ((PAGE / "pod.html", SCRIPT, "/pod/pod.js"),
                              (overlay / "overlay.html", (overlay / "overlay.js").read_text(
                                  encoding="utf-8"), "/overlay.js")):
        page = html.read_text(encoding="utf-8")
        assert 0 <= page.index("common/messages.js") < page.index(own)
        assert "CompanionMessages.speaker" in script
        assert "function say(" not in script and "function form(" not in script
    root = Path(__file__).resolve().parents[2]
    config = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["companion.resources"]
    resources = root / "resources"
    shipped = {p for pattern in patterns for p in resources.glob(pattern)}
    assert resources / "common" / "messages.js" in shipped


class _Page(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.text: list[str] = []
        self.inline: list[str] = []
        self._in: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._in.append(tag)
        names = {k for k, _ in attrs}
        if tag == "script" and "src" not in names:
            self.inline.append("script")
        if tag == "style" or "style" in names or any(k.startswith("on") for k in names):
            self.inline.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if self._in and self._in[-1] == tag:
            self._in.pop()

    def handle_data(self, data: str) -> None:
        if data.strip() and "title" not in self._in:
            self.text.append(data.strip())


def test_the_page_has_no_words_of_its_own_and_nothing_inline() -> None:
    page = _Page()
    page.feed((PAGE / "pod.html").read_text(encoding="utf-8"))
    assert not page.inline
    # Signs only: the ± of a total, and × closing the panel of another player's totals.
    assert all(re.fullmatch(r"[−+×0-9]+", text) for text in page.text), page.text
