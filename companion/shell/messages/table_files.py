"""The table's texts about everything around the game: a phone's refusals, the shell's errors,
the journal kept equal to the game, files read at start, damaged journals.
"""

from __future__ import annotations

from companion.core.marks import QT_TRANSLATE_NOOP, Text, counted
from companion.shell.messages.entry import Trigger

FILES: dict[str, Text | Trigger] = {
    # -- the pod: what a phone is told when the app refuses its request (shell/pod.py) ---------
    "pod.not_your_seat": QT_TRANSLATE_NOOP(
        "Pod", "This phone changes only {seat}'s totals. Ask the host for the rest."
    ),
    "pod.not_your_reminder": QT_TRANSLATE_NOOP(
        "Pod", "This reminder is {player}'s: their phone or the host marks it done."
    ),
    "pod.reminder_gone": QT_TRANSLATE_NOOP("Pod", "That reminder is no longer pending."),
    "pod.undo_not_yours": QT_TRANSLATE_NOOP(
        "Pod", "Your last change is no longer the game's last one: ask the host to undo."
    ),
    "pod.nothing_to_undo": QT_TRANSLATE_NOOP(
        "Pod", "This phone has nothing to undo: ask the host."
    ),
    "pod.bad_request": QT_TRANSLATE_NOOP("Pod", "The app could not read this request."),
    "pod.not_applied": QT_TRANSLATE_NOOP("Pod", "Nothing changed."),
    "pod.rad_count": QT_TRANSLATE_NOOP(
        "Pod", "Say how many of the milled cards were nonland."
    ),
    "pod.bad_token": QT_TRANSLATE_NOOP(
        "Pod", "This link is no longer valid: ask the host for a new one."
    ),
    "pod.seat_taken": QT_TRANSLATE_NOOP(
        "Pod", "{player}'s seat is taken: the host can free it."
    ),
    "pod.no_seat": QT_TRANSLATE_NOOP("Pod", "There is no seat for {player} in this game."),
    # -- errors of the shell (the core's are added below, from ERRORS) ------------------------
    "file.open_failed": QT_TRANSLATE_NOOP("MainWindow", "Could not open {path}: {reason}"),
    "error.storage_write": QT_TRANSLATE_NOOP(
        "Errors", "Could not write the game to {path}: {reason}"
    ),
    # -- keeping the journal equal to the game (shell/storage.py) -----------------------------
    "storage.not_saved": QT_TRANSLATE_NOOP(
        "Storage",
        "The game is stopped: the last action could not be saved ({reason}). Nothing before it is "
        "lost. Free some space and press Retry, or save a copy elsewhere and go on there.",
    ),
    "storage.read_only": QT_TRANSLATE_NOOP(
        "Storage",
        "Read-only: this game is open in another Commander Companion (process {pid}, since "
        "{since}). Close it there, then take over here.",
    ),
    "storage.read_only_unknown": QT_TRANSLATE_NOOP(
        "Storage",
        "Read-only: this game is open in another Commander Companion. Close it there, then take "
        "over here.",
    ),
    "storage.restored": QT_TRANSLATE_NOOP("Storage", "The game is saved again. Go on."),
    "oserror.ENOSPC": QT_TRANSLATE_NOOP("Storage", "the disk is full"),
    "oserror.EDQUOT": QT_TRANSLATE_NOOP("Storage", "the disk quota is used up"),
    "oserror.EACCES": QT_TRANSLATE_NOOP("Storage", "no permission to write there"),
    "oserror.EROFS": QT_TRANSLATE_NOOP("Storage", "the disk is read-only"),
    "oserror.EMFILE": QT_TRANSLATE_NOOP("Storage", "too many files are open"),
    "oserror.EIO": QT_TRANSLATE_NOOP("Storage", "the disk reported an error"),
    "oserror.ENOENT": QT_TRANSLATE_NOOP("Storage", "the folder is gone"),
    "storage.retry": QT_TRANSLATE_NOOP("Storage", "Retry"),
    "storage.save_copy": QT_TRANSLATE_NOOP("Storage", "Save a copy as…"),
    "storage.take_over": QT_TRANSLATE_NOOP("Storage", "Take over"),
    "storage.in_use_title": QT_TRANSLATE_NOOP("Storage", "Game open elsewhere"),
    "storage.in_use": QT_TRANSLATE_NOOP(
        "Storage",
        "{file} is open in another Commander Companion (process {pid}, since {since}). Two windows "
        "writing one game would break it. Open it here read-only, or close it there and try again.",
    ),
    "storage.in_use_unknown": QT_TRANSLATE_NOOP(
        "Storage",
        "{file} is open in another Commander Companion. Two windows writing one game would break "
        "it. Open it here read-only, or close it there and try again.",
    ),
    "storage.open_read_only": QT_TRANSLATE_NOOP("Storage", "Open read-only"),
    "storage.try_again": QT_TRANSLATE_NOOP("Storage", "Try again"),
    "error.settings_unreadable": QT_TRANSLATE_NOOP(
        "Errors", "Could not read the settings ({reason}); using the defaults."
    ),
    "error.settings_bad": QT_TRANSLATE_NOOP(
        "Errors",
        "The settings file was unreadable ({reason}); it was kept as {name} and the defaults are "
        "used.",
    ),
    "error.settings_not_json": QT_TRANSLATE_NOOP("Errors", "not valid JSON"),
    # The playgroup's history (companion/history): its database is an index of the journals,
    # so a bad one is set aside and built again; no game is ever lost with it.
    "history.damaged": QT_TRANSLATE_NOOP(
        "Errors",
        "The history's database was damaged ({reason}); it was kept as {name} and the history is "
        "built again from the games' journals.",
    ),
    "history.newer": QT_TRANSLATE_NOOP(
        "Errors",
        "The history's database was written by a newer version of Commander Companion; it is left "
        "as it is and the history is read from the games' journals for now.",
    ),
    "history.locked": QT_TRANSLATE_NOOP(
        "Errors",
        "The history's database is in use by another program; the history is read from the "
        "games' journals for now.",
    ),
    "history.unwritable": QT_TRANSLATE_NOOP(
        "Errors",
        "The history's database can't be written ({reason}); the history is read from the games' "
        "journals for now.",
    ),
    "error.settings_not_utf8": QT_TRANSLATE_NOOP("Errors", "not UTF-8 text"),
    "error.settings_not_object": QT_TRANSLATE_NOOP("Errors", "not an object"),
    "error.settings_version": QT_TRANSLATE_NOOP("Errors", "unknown settings version {version}"),
    # -- files read at start: a bad one is kept aside, never a reason not to start -------------
    "error.settings_bad_in_place": QT_TRANSLATE_NOOP(
        "Errors",
        "The settings file was unreadable ({reason}) and could not be moved aside; the defaults "
        "are used.",
    ),
    "error.settings_values": QT_TRANSLATE_NOOP(
        "Errors",
        "Some settings were not valid ({names}); the file was kept as {name} and those settings "
        "are back to their defaults.",
    ),
    "error.settings_values_in_place": QT_TRANSLATE_NOOP(
        "Errors", "Some settings were not valid ({names}); they are back to their defaults."
    ),
    "error.file_not_regular": QT_TRANSLATE_NOOP("Errors", "not a regular file"),
    "error.file_too_large": QT_TRANSLATE_NOOP("Errors", "larger than {size}"),
    "error.file_bad_path": QT_TRANSLATE_NOOP("Errors", "not a valid file path"),
    "error.data_shape": QT_TRANSLATE_NOOP("Errors", "not the data expected"),
    "error.pointer_bad": QT_TRANSLATE_NOOP(
        "Errors",
        "The record of the unfinished game could not be used ({reason}); it was kept as {name} "
        "and no game is offered to resume.",
    ),
    "error.pointer_bad_in_place": QT_TRANSLATE_NOOP(
        "Errors",
        "The record of the unfinished game could not be used ({reason}); no game is offered to "
        "resume.",
    ),
    "error.pointer_target": QT_TRANSLATE_NOOP("Errors", "{path} is no game journal: {reason}"),
    "error.pointer_missing": QT_TRANSLATE_NOOP("Errors", "{path} is not there"),
    "error.rules_bad": QT_TRANSLATE_NOOP(
        "Errors",
        "The rule texts in {language} could not be read ({reason}); they are shown in English.",
    ),
    "error.rules_bad_en": QT_TRANSLATE_NOOP(
        "Errors",
        "The rule texts could not be read ({reason}); only the monarch's two triggers are shown.",
    ),
    "error.glossary_bad": QT_TRANSLATE_NOOP(
        "Errors", "The glossary of official terms could not be read ({reason})."
    ),
    "error.cards_bad": QT_TRANSLATE_NOOP(
        "Errors",
        "The list of monarch cards could not be read ({reason}); card names are not suggested.",
    ),
    "error.game_not_saved": QT_TRANSLATE_NOOP(
        "Errors", "The game was not started: it can't be saved in {folder} ({reason})."
    ),
    # -- damaged journals: listed with a warning, the good part kept in a new file -------------
    "start.damaged": QT_TRANSLATE_NOOP("Files", "damaged at line {line}"),
    "start.unreadable": QT_TRANSLATE_NOOP("Files", "{name} can't be read: {reason}"),
    "start.resume_damaged": QT_TRANSLATE_NOOP(
        "Files",
        "Its journal is damaged at line {line} ({reason}). Resuming offers to keep the game "
        "before that line.",
    ),
    "recovery.title": QT_TRANSLATE_NOOP("Files", "Damaged journal"),
    "recovery.bad_line": QT_TRANSLATE_NOOP(
        "Files", "Line {line} of {file} can't be used: {reason}."
    ),
    "recovery.kept": counted.translate(
        "Files", "The game before it can be kept: %n action(s), up to turn {turn}.", "", 0
    ),
    "recovery.dropped": counted.translate(
        "Files", "Dropped: line {line} and everything after it, %n line(s) in all.", "", 0
    ),
    "recovery.new_file": QT_TRANSLATE_NOOP(
        "Files",
        "The kept game is saved as a new journal, {name}, in the games folder and opened from "
        "there. {file} itself stays as it is.",
    ),
    "recovery.keep": QT_TRANSLATE_NOOP("Files", "Keep the good part"),
    "recovery.failed": QT_TRANSLATE_NOOP(
        "Files", "The kept game could not be saved ({reason}); nothing was changed."
    ),
}
