"""Every sentence the app says about the game, in one table of message keys, rendered per language.

What the core and the shell say (an event, an action, a step, a refusal, a notice) is a `Msg`: a key
of `TEXTS` with its parameters, language-neutral, so the window, the overlay and any other view
word the same thing, each in its own language, from the same table:

    render(Msg("event.monarch", {"player": "Ben"}), translate)  ->  "Ben wird der Herrscher."

`translate(context, source, n) -> str` is injected: the Qt app passes one built on
QCoreApplication.translate (`companion.app.describe`), the overlay one per language, tests the
identity (`english`). `n` is the count of a text with plural forms (`%n`), else -1.

Marking for Qt Linguist without Qt: pyside6-lupdate reads calls by their name with literal
arguments, so `QT_TRANSLATE_NOOP("Context", "text")` here is a Qt-free function of that name, and a
text with plural forms is marked `counted.translate("Context", "text with %n", "", 0)` (lupdate then
files it with plural forms). The contexts are the ones the texts always had ("Describe", "Counts",
"NoticeBar", ...), so the translations carry over. The core's errors are in the same table, under
"error.<key>" (`companion.core.errors.ERRORS`, marked there, never copied here).

Parameters are text, whole numbers or nested messages (`{"reason": Msg("reason.life")}`); the two
monarch triggers are quoted from the official rule text of the language (`Trigger`), never
translated. A `Msg` checks its parameters against its text when made, so a missing one is a
programming error at once, not a broken sentence later.

The package: `entry` (what a key names), `table_game` and `table_files` (the texts), `table` (the
one TEXTS), `text` (`Msg`, `render`, `templates`), and what each kind of thing says:
`say_actions`, `say_events`, `say_outcomes`, `previews`. Everything is imported from here.
"""

from __future__ import annotations

from companion.core.marks import Text
from companion.shell.messages.entry import (
    LIST,
    NAMES,
    Quote,
    Translate,
    Trigger,
)
from companion.shell.messages.previews import (
    combat_preview,
)
from companion.shell.messages.say_actions import (
    action_message,
    clock_action_message,
    counter_action_message,
    entries_message,
    entry_action_message,
    fix_message,
    gesture_message,
    hit_message,
    leave_reason_message,
    redo_message,
    resolved_message,
    step_message,
    undo_message,
)
from companion.shell.messages.say_events import (
    SILENT_EVENTS,
    condition_message,
    ends_a_duration,
    entry_message,
    event_message,
    explain,
    initiative_message,
    is_step_only,
    reminder_message,
)
from companion.shell.messages.say_outcomes import (
    error_message,
    flow_message,
    in_use_message,
    not_possible,
    os_reason,
    phrase_message,
    storage_message,
    winner_summary,
    winner_title,
)
from companion.shell.messages.say_reminders import (
    ReminderWords,
    reminder_words,
    room_line,
)
from companion.shell.messages.table import (
    ERROR_PREFIX,
    TEXTS,
    card_summary,
    room_key,
    table_text,
    trigger_key,
)
from companion.shell.messages.text import (
    Msg,
    Param,
    english,
    items,
    msg,
    names,
    placeholders,
    render,
    templates,
    text_for,
)

__all__ = [
    "ERROR_PREFIX",
    "LIST",
    "NAMES",
    "SILENT_EVENTS",
    "TEXTS",
    "Msg",
    "Param",
    "Quote",
    "ReminderWords",
    "Text",
    "Translate",
    "Trigger",
    "action_message",
    "card_summary",
    "clock_action_message",
    "combat_preview",
    "condition_message",
    "counter_action_message",
    "ends_a_duration",
    "english",
    "entries_message",
    "entry_action_message",
    "entry_message",
    "error_message",
    "event_message",
    "explain",
    "fix_message",
    "flow_message",
    "gesture_message",
    "hit_message",
    "in_use_message",
    "initiative_message",
    "is_step_only",
    "items",
    "leave_reason_message",
    "msg",
    "names",
    "not_possible",
    "os_reason",
    "phrase_message",
    "placeholders",
    "redo_message",
    "reminder_message",
    "reminder_words",
    "render",
    "resolved_message",
    "room_key",
    "room_line",
    "step_message",
    "storage_message",
    "table_text",
    "templates",
    "text_for",
    "trigger_key",
    "undo_message",
    "winner_summary",
    "winner_title",
]
