"""Nothing clipped in any language: German and Russian run long, Chinese needs a CJK font.

For each language the main window (demo game, 1400x860), the new game dialog, the combat dialog
and the reminder (in its player's panel) are laid out at their default sizes; every visible label,
button, check box, group box title and tab must have room for its text (a word-wrapped label for
its height).
"""

from __future__ import annotations

import re

import pytest
from i18n_helpers import switch_and_wait
from PySide6.QtCore import QRect
from PySide6.QtGui import QFontDatabase, QFontMetrics, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QGroupBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QStyle,
    QTabBar,
    QWidget,
)

from companion.app.widgets.panel_parts import WORD_WRAP
from companion.app.widgets.player_panel import PlayerPanel
from companion.core.actions import EndTurn, StepTo
from companion.core.steps import Step

LANGS = ["en", "zh_CN", "de", "ru", "es"]
SLACK = 2  # px


def shown_text(widget: QLabel | QAbstractButton) -> str:
    text = widget.text()
    if isinstance(widget, QLabel) and (
        widget.textFormat() == widget.textFormat().RichText
        or (widget.textFormat() == widget.textFormat().AutoText and "<" in text)
    ):
        doc = QTextDocument()
        doc.setHtml(text)
        text = doc.toPlainText()
    if isinstance(widget, QAbstractButton) or (isinstance(widget, QLabel) and widget.buddy()):
        text = re.sub(r"&(.)", r"\1", text)  # the mnemonic's & is not drawn
    return text


def clipped(root: QWidget) -> list[str]:
    """Every visible text widget under `root` whose text needs more room than it has."""
    problems = []
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        if not w.isVisible() or w.width() <= 0 or w.height() <= 0:
            continue
        where = f"{type(w).__name__}({w.objectName() or ''})"
        if isinstance(w, QLabel) and w.text() and w.pixmap().isNull():
            text = shown_text(w)
            metrics = QFontMetrics(w.font())
            rect = w.contentsRect()
            if w.wordWrap():
                need = w.heightForWidth(rect.width()) if w.hasHeightForWidth() else 0
                if need > w.height() + SLACK:
                    problems.append(f"{where} {text!r}: {need}px high in {w.height()}px")
                widest_word = max((metrics.horizontalAdvance(x) for x in text.split()), default=0)
                if widest_word > rect.width() + SLACK and " " in text:
                    problems.append(f"{where} {text!r}: a word is wider than {rect.width()}px")
            else:
                need = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
                if need > rect.width() + SLACK:
                    problems.append(f"{where} {text!r}: {need}px wide in {rect.width()}px")
        elif isinstance(w, QAbstractButton) and w.text():
            text = shown_text(w)
            metrics = QFontMetrics(w.font())
            need = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
            if isinstance(w, (QCheckBox, QRadioButton)):
                style = w.style()
                need += style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, w)
                need += style.pixelMetric(QStyle.PixelMetric.PM_CheckBoxLabelSpacing, None, w)
            if not w.icon().isNull():
                need += w.iconSize().width() + 4
            avail = w.contentsRect().width()
            if isinstance(w, QPushButton):
                avail -= 2 * w.style().pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, None, w) // 2
            if need > avail + SLACK:
                problems.append(f"{where} {text!r}: {need}px wide in {avail}px")
        elif isinstance(w, QGroupBox) and w.title():
            need = QFontMetrics(w.font()).horizontalAdvance(w.title())
            if need > w.width() + SLACK:
                problems.append(f"{where} title {w.title()!r}: {need}px in {w.width()}px")
        elif isinstance(w, QTabBar):
            metrics = QFontMetrics(w.font())
            for i in range(w.count()):
                need = metrics.horizontalAdvance(re.sub(r"&(.)", r"\1", w.tabText(i)))
                if need > w.tabRect(i).width() + SLACK:
                    problems.append(f"tab {w.tabText(i)!r}: {need}px in {w.tabRect(i).width()}")
    return problems


# What a panel paints from the translations must be whole: these parts never end in "…".
WHOLE = ("status", "reason", "amount", "asking")


def clipped_parts(panel: PlayerPanel) -> list[str]:
    """Every painted text of a panel that needs more room than its part has, or was cut short."""
    problems = []
    base = panel.font()
    for part in panel.parts():
        if not part.text:
            continue
        metrics = QFontMetrics(part.font(base))
        where = f"{panel.name}:{part.key!r} {part.text!r}"
        if part.align & WORD_WRAP:
            box = QRect(0, 0, max(1, int(part.rect.width())), 100000)
            need = metrics.boundingRect(box, WORD_WRAP, part.text).height()
            if need > part.rect.height() + SLACK:
                problems.append(f"{where}: {need}px high in {part.rect.height():.0f}px")
        else:
            need = metrics.horizontalAdvance(part.text)
            if need > part.rect.width() + SLACK:
                problems.append(f"{where}: {need}px wide in {part.rect.width():.0f}px")
        if part.key[0] in WHOLE and part.text.endswith("…"):
            problems.append(f"{where}: cut short")
    return problems


def test_a_cjk_font_is_installed(qapp: object) -> None:
    """The Chinese UI needs a font with CJK glyphs (fonts-noto-cjk: system-packages.sh has it)."""
    families = QFontDatabase.families(QFontDatabase.WritingSystem.SimplifiedChinese)
    assert families, "no font for Simplified Chinese: install fonts-noto-cjk"


def _settle(qtbot, widget: QWidget) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitExposed(widget)
    for _ in range(3):
        QApplication.processEvents()


@pytest.mark.parametrize("code", LANGS)
def test_main_window_and_reminder(qtbot, window, code: str) -> None:  # type: ignore[no-untyped-def]
    switch_and_wait(qtbot, QApplication.instance(), code)
    _settle(qtbot, window)
    # Nothing made the window grow past its default size to fit longer words.
    assert (window.width(), window.height()) == (1400, 860)
    problems = clipped(window)
    for name in window.session.state.names:  # the panels paint their parts themselves
        problems += clipped_parts(window.game_page.table.panel(name))
    # The reminder: on to Ben's end step, where End turn stops for the monarch's draw.
    session = window.session
    for _ in range(3):
        session.do(EndTurn())
    session.do(StepTo(Step.END))
    (reminder,) = session.state.pending_reminders()
    _settle(qtbot, window)
    problems += clipped(window.game_page)
    ben = window.game_page.table.panel("Ben")  # the draw is in the monarch's own panel
    problems += clipped_parts(ben)
    head, done = ben.part(("remind_head", reminder.id)), ben.part(("remind", reminder.id, "done"))
    box = ben.part(("reminder", reminder.id))
    assert head is not None and done is not None and box is not None
    # The words get most of the box's width, not the Done button (a link once squeezed them),
    # above it or, in the short form, beside it.
    assert head.rect.width() >= 0.6 * box.rect.width() > done.rect.width()
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", LANGS)
def test_new_game_dialog(qtbot, english, code: str) -> None:  # type: ignore[no-untyped-def]
    from companion.app.dialogs.new_game import NewGameDialog

    switch_and_wait(qtbot, english, code)
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    _settle(qtbot, dialog)
    assert not (problems := clipped(dialog)), "\n".join(problems)


@pytest.mark.parametrize("code", LANGS)
def test_combat_dialog(qtbot, english, demo_session, code: str) -> None:  # type: ignore[no-untyped-def]
    from companion.app.dialogs.combat import CombatDialog

    switch_and_wait(qtbot, english, code)
    dialog = CombatDialog(demo_session)
    qtbot.addWidget(dialog)
    dialog.show()
    _settle(qtbot, dialog)
    ben = next(r for r in dialog.rows if r.defender == "Ben")
    ben.source.setCurrentText("Cid")
    ben.amount.setValue(3)  # the preview explains the stolen crown
    _settle(qtbot, dialog)
    assert not (problems := clipped(dialog)), "\n".join(problems)


def test_the_check_sees_a_cut_text(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The walker itself: a label, a button and a check box too narrow for their text."""
    from PySide6.QtWidgets import QHBoxLayout

    root = QWidget()
    qtbot.addWidget(root)
    row = QHBoxLayout(root)
    label, button, box = (
        QLabel("Zu Beginn des Endsegments"),
        QPushButton("Abbrechen"),
        QCheckBox("Partner-Kommandeur"),
    )
    for w in (label, button, box):
        w.setFixedWidth(30)
        row.addWidget(w)
    wrapped = QLabel("Zu Beginn des Endsegments des Herrschers zieht dieser Spieler eine Karte")
    wrapped.setWordWrap(True)
    wrapped.setFixedSize(120, 20)
    row.addWidget(wrapped)
    root.show()
    qtbot.waitExposed(root)
    problems = clipped(root)
    assert len(problems) == 4, problems


def test_the_panel_check_sees_a_cut_text(qtbot, session) -> None:  # type: ignore[no-untyped-def]
    """The panel walker: a part narrower than its text, and a translation cut short."""
    panel = PlayerPanel(session, "Ann")
    qtbot.addWidget(panel)
    panel.resize(800, 450)
    assert clipped_parts(panel) == []
    status = panel.part(("menu",))
    assert status is not None
    status.text = "Zu Beginn des Endsegments"
    reason = panel.part(("total",))
    assert reason is not None
    reason.key = ("status",)
    reason.text = "Ausgeschied…"
    problems = clipped_parts(panel)
    assert any("Zu Beginn" in p and "wide" in p for p in problems), problems
    assert any(p.endswith("cut short") for p in problems), problems


@pytest.mark.parametrize("code", LANGS)
def test_overlay_dock_on_and_off(qtbot, window, code: str) -> None:  # type: ignore[no-untyped-def]
    """The overlay dock at 1280x720 with the toggle off and on (its "on" look has a padding and
    border of its own: "Stream overla" was seen cut there)."""
    switch_and_wait(qtbot, QApplication.instance(), code)
    window.resize(1280, 720)
    window.docks.show_overlay()
    controls = window.docks.overlay_dock.widget()
    for on in (False, True):
        controls.toggle.blockSignals(True)  # the look only: no server is started
        controls.toggle.setChecked(on)
        controls.toggle.blockSignals(False)
        _settle(qtbot, window)
        assert not (problems := clipped(window.docks.overlay_dock)), "\n".join(problems)


@pytest.mark.parametrize("code", LANGS)
def test_the_combat_preview_shows_every_line(qtbot, english, demo_session, code: str) -> None:  # type: ignore[no-untyped-def]
    """A preview of six sentences (a player out by 21 commander damage, the crown passing):
    the dialog grows until its last line shows (it was cut in Russian and Chinese)."""
    from companion.app.dialogs.combat import CombatDialog
    from companion.core.actions import StepTo
    from companion.core.steps import Step

    switch_and_wait(qtbot, english, code)
    demo_session.do(StepTo(Step.COMBAT_DAMAGE))
    dialog = CombatDialog(demo_session)
    qtbot.addWidget(dialog)
    dialog.show()
    for row in dialog.rows:
        if row.defender in ("Ann", "Ben"):
            row.source.setCurrentText("Cid")
            row.amount.setValue(21 if row.defender == "Ben" else 5)
            row.commander.setChecked(row.defender == "Ben")
    _settle(qtbot, dialog)
    label = dialog.preview
    assert dialog.preview_text().count("\n") >= 4
    assert label.height() >= label.heightForWidth(label.width())


@pytest.mark.parametrize("code", LANGS)
def test_the_turn_bar_fits_at_1280_with_the_log_open(qtbot, english, code: str) -> None:  # type: ignore[no-untyped-def]
    """The buttons' row once cut "Combat damage" (Russian) and "Chloe left; no active playe":
    the text gets smaller while the row would not fit, and the player line is cut with "…"
    (whole in its tooltip) only when even the smallest text does not: then the line takes its
    chosen short form ("No active player") and only a line without one is cut with "…"."""
    from companion.app.window.main_window import MainWindow
    from companion.core.actions import Concede, NewGame
    from companion.shell.settings import Settings

    switch_and_wait(qtbot, english, code)
    window = MainWindow(Settings(log_open=True))
    qtbot.addWidget(window)
    window.resize(1280, 720)
    long_name = "Bartholomew-Maximilian"
    window.session.start(NewGame((long_name, "Ann", "Cid"), 40))
    try:
        window.show()
        _settle(qtbot, window)
        bar = window.game_page.turn_bar
        assert not (problems := clipped(bar)), "\n".join(problems)
        window.session.do(Concede(long_name))  # his own turn: "… left; no active player"
        _settle(qtbot, window)
        assert not (problems := clipped(bar)), "\n".join(problems)
        label = bar.player_label
        from companion.app import describe
        from companion.shell.messages import msg

        short = describe.say(msg("turn.none"))
        assert long_name in label.text() or ((
            label.text() == short or label.text().endswith("…")
        ) and long_name in label.toolTip())
    finally:
        window.session.close()


# Names as long as a journal allows (rules.MAX_NAME_LENGTH, 40).
STARTS = ("Anna", "Bert", "Cleo", "Dora", "Emil", "Finn", "Gabi", "Hugo")
LONGEST = [f"{start}{'x' * 36}" for start in STARTS]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("code", LANGS)
def test_eight_longest_names_at_both_sizes(qtbot, english, code: str, size) -> None:  # type: ignore[no-untyped-def]
    """Eight players with names of the longest length allowed (40), one of them out, the
    monarch's reminder up: nothing on the table is cut at 1280x720 or 1920x1080 (names may end
    in "…" on a panel, whole in its tooltip; the sentences never)."""
    from companion.app.window.main_window import MainWindow
    from companion.core.actions import BecomeMonarch, Concede, NewGame
    from companion.shell.settings import Settings

    switch_and_wait(qtbot, english, code)
    window = MainWindow(Settings(log_open=False))
    qtbot.addWidget(window)
    window.resize(*size)
    session = window.session
    session.start(NewGame(tuple(LONGEST), 40))
    try:
        window.show()
        session.do(BecomeMonarch(LONGEST[0]))
        session.do(Concede(LONGEST[5]))
        session.do(StepTo(Step.END))
        _settle(qtbot, window)
        problems = clipped(window)
        for name in LONGEST:
            problems += clipped_parts(window.game_page.table.panel(name))
        assert not problems, "\n".join(problems)
    finally:
        session.close()


@pytest.mark.parametrize("code", LANGS)
def test_the_spells_question_fits_the_turn_bar(qtbot, english, code: str) -> None:  # type: ignore[no-untyped-def]
    """Day and night's question at end of turn, at 1280x720 with the log open."""
    from companion.app.window.main_window import MainWindow
    from companion.core.actions import SetDayNight
    from companion.shell.settings import Settings

    switch_and_wait(qtbot, english, code)
    window = MainWindow(Settings(log_open=True))
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.files.start_demo()
    try:
        window.show()
        window.session.do(SetDayNight("day"))
        bar = window.game_page.turn_bar
        bar.end_turn()
        _settle(qtbot, window)
        assert bar.spells_asked()
        assert not (problems := clipped(bar)), "\n".join(problems)
    finally:
        window.session.close()


@pytest.mark.parametrize("code", LANGS)
def test_why_a_player_left_is_whole_in_a_narrow_strip(qtbot, english, code: str) -> None:  # type: ignore[no-untyped-def]
    """Play-test (8 players, German, 1280x720, the phones' and overlay's docks open): Hal's strip
    read "21 Punkte mandeursch… von Gus", cut at both ends. The reason takes the lines it needs
    under the total, its longest word broken where even the smallest text cannot hold it."""
    from companion.app.window.main_window import MainWindow
    from companion.core.actions import CombatDamage, Hit, NewGame
    from companion.shell.settings import Settings

    switch_and_wait(qtbot, english, code)
    window = MainWindow(Settings(log_open=False))
    qtbot.addWidget(window)
    window.resize(1280, 720)
    names = ("Ann", "Ben", "Cid", "Dee", "Eve", "Finn", "Gus", "Hal")
    window.session.start(NewGame(names, 40))
    try:
        window.show()
        window.docks.show_pod()
        window.docks.show_overlay()
        window.session.do(CombatDamage((Hit("Gus", "Hal", 21, commander=True),)))
        _settle(qtbot, window)
        panel = window.game_page.table.panel("Hal")
        assert panel is not None
        (reason,) = [p for p in panel.parts() if p.key == ("reason",)]
        metrics = QFontMetrics(reason.font(panel.font()))
        bound = metrics.boundingRect(
            QRect(0, 0, int(reason.rect.width()), 10**5), reason.align, reason.text
        )
        assert bound.width() <= reason.rect.width() + 1, reason.text
        assert bound.height() <= reason.rect.height() + 1, reason.text
    finally:
        window.session.close()
