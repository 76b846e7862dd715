"""The window's words: the shell's message table (`companion.shell.messages`) said in the current
language.

Every sentence about the game is a `Msg` made by the shell; this adapter only renders it with the
installed Qt translators (`QCoreApplication.translate`) and quotes the monarch's triggers from the
current language's official rule text. Widgets keep the `Msg` and render it again when the language
changes. Nothing is worded here: add a sentence to `companion.shell.messages.TEXTS`.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from companion.app import i18n
from companion.core import actions as a
from companion.core import events as e
from companion.core.actions import NewGame
from companion.core.errors import ActionError, JournalError
from companion.core.marks import Text
from companion.core.model import LeaveReason
from companion.core.steps import Step
from companion.shell import flow
from companion.shell import messages as m
from companion.shell.messages import Msg


def translate(context: str, source: str, n: int = -1) -> str:
    """A text of the table in the current language (the English source without a translation)."""
    return QCoreApplication.translate(context, source, None, n)


def quote(kind: str) -> str:
    """The monarch's trigger `kind` ("draw" | "steal") as the current language's rules word it."""
    return i18n.rule_texts().quoted_trigger(kind)


def say(message: Msg) -> str:
    """`message` in the current language."""
    return m.render(message, translate, quote)


_FULL_WIDTH_ENDS = ("。", "！", "？", "）", "」", "：")


def join_sentences(sentences: Iterable[str]) -> str:
    """Sentences one after the other: a space between them, none after a full-width stop
    ("。"), as Chinese writes them (native review: "…伤害。 安娜是君主。")."""
    out = ""
    for sentence in sentences:
        if not sentence:
            continue
        out += sentence if not out or out.endswith(_FULL_WIDTH_ENDS) else " " + sentence
    return out


def say_all(messages: Iterable[Msg]) -> list[str]:
    return [say(message) for message in messages]


def text(key: str, n: int | None = None) -> str:
    """The template of `key` in the current language, {placeholders} left in (for a view that fills
    them with its own markup, as the rule links do)."""
    entry = m.TEXTS[key]
    assert isinstance(entry, Text), key
    return m.text_for(entry, translate, n)


def card_summary(card: str) -> str:
    """What a monarch card does, in a sentence, in the current language ("" if not listed)."""
    summary = m.card_summary(card)
    return translate(summary.context, summary.source) if summary is not None else ""


def step_name(step: Step) -> str:
    return say(m.step_message(step))


def action_label(action: a.Action, setup: NewGame | None = None) -> str:
    """A short label for an action, as in "Undo: Ben becomes the monarch"; with the game's
    `setup`, commanders named at setup are named."""
    return say(m.action_message(action, setup))


def leave_reason(reason: LeaveReason, source: str | None = None) -> str:
    return say(m.leave_reason_message(reason, source))


def event_sentence(event: e.Event) -> str | None:
    """Why something happened, in words a player understands; None for the routine ones."""
    message = m.event_message(event)
    return None if message is None else say(message)


def explain(events: Iterable[e.Event], setup: NewGame | None = None) -> list[str]:
    return say_all(m.explain(events, setup))


def flow_sentence(notice: flow.FlowNotice) -> str:
    """What the session's flow tells the table (a lapsed question, a stop for the draw)."""
    return say(m.flow_message(notice))


def refusal(reason: ActionError | JournalError | flow.FlowNotice) -> str:
    """Why a command changed nothing (or a journal could not be read), in the current language."""
    return say(m.error_message(reason))
