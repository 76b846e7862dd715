"""Where a player panel's prompts go, at its bottom in place of the counters: the monarch's open
combat question (whose creature dealt it?) and the box for entering commander damage by tapping
panels (shell/damage_mode.py).

Apart from the rest of the layout (panel_layout) because a prompt is a box of its own, laid out
inside itself, that takes the counters' place while it is open.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetrics

from companion.app.widgets.panel_content import ModeBox, Question
from companion.app.widgets.panel_fit import MIN_PIXELS
from companion.app.widgets.panel_parts import (
    ALIGN_LEFT,
    ALIGN_TOP,
    ALIGN_VCENTER,
    CHIP_SPACING,
    TARGET,
    WORD_WRAP,
    Part,
    elide,
    fitting_form,
    wrapped_height,
)
from companion.shell.taps import signed

_QUESTION_PAD_X, _QUESTION_PAD_Y, _QUESTION_GAP = 6.0, 4.0, 3.0
_MODE_PAD, _MODE_GAP = 6.0, 4.0


def lay_out_question(
    parts: list[Part],
    question: Question,
    *,
    left: float,
    inner: float,
    bottom: float,
    base: int,
    metrics: Callable[..., QFontMetrics],
) -> float:
    """The question box at the bottom; returns the top of what it took."""
    pad_x, pad_y, gap = _QUESTION_PAD_X, _QUESTION_PAD_Y, _QUESTION_GAP
    amount_pixels = int(base * 1.1)
    amount_h = float(metrics(amount_pixels, True).height())
    text_w = inner - 2 * pad_x
    text_h = float(wrapped_height(metrics(base), question.text, text_w))
    button_h = float(max(TARGET, int(base * 1.9)))
    per_row = _answers_per_row(question, text_w, base, metrics)
    rows = -(-(len(question.options) + 1) // per_row)
    answers_h = rows * button_h + (rows - 1) * CHIP_SPACING
    box_h = pad_y + amount_h + gap + text_h + gap + answers_h + pad_y
    box = QRectF(left, bottom - box_h, inner, box_h)
    y = box.top() + pad_y
    # Added bottom-up (the caller reverses): buttons, text, amount, then the box under them.
    answers = QRectF(box.left() + pad_x, box.bottom() - pad_y - answers_h, text_w, answers_h)
    _answers(parts, question, answers, per_row, button_h, base, metrics)
    parts.append(
        Part(
            ("asking",),
            QRectF(box.left() + pad_x, y + amount_h + gap, text_w, text_h),
            question.text,
            pixels=base,
            align=ALIGN_LEFT | ALIGN_TOP | WORD_WRAP,
        )
    )
    parts.append(
        Part(
            ("amount",),
            QRectF(box.left() + pad_x, y, text_w, amount_h),
            elide(metrics(amount_pixels, True), question.amount, text_w),
            pixels=amount_pixels,
            bold=True,
            align=ALIGN_LEFT | ALIGN_VCENTER,
        )
    )
    parts.append(Part(("question",), box))
    return box.top()


def _answers_per_row(
    question: Question, width: float, base: int, metrics: Callable[..., QFontMetrics]
) -> int:
    """How many answers share a row: as many as fit with every name whole in a button a finger
    hits (at least TARGET wide); one to a row at the least."""
    font = metrics(base, True)
    labels = [name for name, _color in question.options] + [question.no]
    need = max(max(float(TARGET), font.horizontalAdvance(label) + 12.0) for label in labels)
    for per_row in range(len(labels), 0, -1):
        if per_row * need + (per_row - 1) * CHIP_SPACING <= width:
            return per_row
    return 1


def _answers(  # noqa: PLR0917 - the rows' place and shape
    parts: list[Part],
    question: Question,
    area: QRectF,
    per_row: int,
    button_h: float,
    base: int,
    metrics: Callable[..., QFontMetrics],
) -> None:
    """One button per answer in rows across `area`, the players first (in turn order from the
    active player) and "No" last, each naming its player whole; added from the last."""
    answers = [*question.options, (None, "")]
    width = (area.width() - CHIP_SPACING * (per_row - 1)) / per_row
    button_font = metrics(base, True)
    for index in range(len(answers) - 1, -1, -1):
        name, _color = answers[index]
        row, column = divmod(index, per_row)
        rect = QRectF(
            area.left() + column * (width + CHIP_SPACING),
            area.top() + row * (button_h + CHIP_SPACING),
            width,
            button_h,
        )
        label = question.no if name is None else name
        tip = question.no_tip if name is None else question.player_tip
        parts.append(
            Part(
                ("answer", name),
                rect,
                elide(button_font, label, width - 8),
                pixels=base,
                bold=True,
                tooltip=tip,
            )
        )


def lay_out_mode_box(
    parts: list[Part],
    mode: ModeBox,
    *,
    left: float,
    inner: float,
    bottom: float,
    base: int,
    metrics: Callable[..., QFontMetrics],
) -> float:
    """Commander damage by tapping: the hint, this player's commanders to pick, and the damage
    the picked commander dealt this player with big −/+; returns the top of the box."""
    pad, gap = _MODE_PAD, _MODE_GAP
    text_w = inner - 2 * pad
    hint_h = float(wrapped_height(metrics(base), mode.hint, text_w)) if mode.hint else 0.0
    source_h = float(max(TARGET, int(base * 2.1)))
    deal_h = float(int(base * 3.4)) if mode.deal is not None else 0.0
    box_h = pad + hint_h + (gap if hint_h else 0) + source_h + (gap + deal_h if deal_h else 0) + pad
    box = QRectF(left, bottom - box_h, inner, box_h)
    y = box.bottom() - pad
    # Added bottom-up (the caller reverses): the deal row, the commanders, the hint, the box.
    if mode.deal is not None:
        row = QRectF(box.left() + pad, y - deal_h, text_w, deal_h)
        y = row.top() - gap
        _deal_row(parts, mode.deal, row, base, metrics)
    sources = QRectF(box.left() + pad, y - source_h, text_w, source_h)
    _sources(parts, mode.sources, sources, base, metrics)
    if hint_h:
        parts.append(
            Part(
                ("hint",),
                QRectF(box.left() + pad, box.top() + pad, text_w, hint_h),
                mode.hint,
                pixels=base,
                align=ALIGN_LEFT | ALIGN_TOP | WORD_WRAP,
            )
        )
    parts.append(Part(("modebox",), box))
    return box.top()


def _deal_row(
    parts: list[Part],
    deal: tuple[tuple[str, ...], int, bool],
    row: QRectF,
    base: int,
    metrics: Callable[..., QFontMetrics],
) -> None:
    """The damage the picked commander dealt, large between a big − and +, who dealt it above
    the number (− only once there is damage to take back)."""
    caption, value, can_go_down = deal
    deal_h = row.height()
    button_w = min(row.width() / 4, float(int(base * 4)))
    for delta, rect in (
        (1, QRectF(row.right() - button_w, row.top(), button_w, deal_h)),
        (-1, QRectF(row.left(), row.top(), button_w, deal_h)),
    ):
        parts.append(
            Part(
                ("deal", delta),
                rect,
                signed(delta),
                pixels=int(base * 1.6),
                bold=True,
                enabled=delta > 0 or can_go_down,
            )
        )
    middle = row.adjusted(button_w + _MODE_GAP, 0, -button_w - _MODE_GAP, 0)
    value_pixels = int(base * 2.2)
    value_h = float(metrics(value_pixels, True).height())
    caption_pixels = max(MIN_PIXELS, int(base * 0.95))
    parts.append(
        Part(
            ("dealt",),
            QRectF(middle.left(), middle.bottom() - value_h, middle.width(), value_h),
            str(value),
            pixels=value_pixels,
            bold=True,
        )
    )
    parts.append(
        Part(
            ("dealt_by",),
            QRectF(middle.left(), middle.top(), middle.width(), middle.height() - value_h),
            fitting_form(metrics(caption_pixels), caption, middle.width()),
            pixels=caption_pixels,
        )
    )


def _sources(
    parts: list[Part],
    sources: tuple[tuple[tuple[str, ...], bool, bool], ...],
    row: QRectF,
    base: int,
    metrics: Callable[..., QFontMetrics],
) -> None:
    """This player's commanders to pick as the attacker, side by side across `row`; added right
    to left."""
    count = max(1, len(sources))
    width = (row.width() - CHIP_SPACING * (count - 1)) / count
    button_font = metrics(base, True)
    for index in range(len(sources) - 1, -1, -1):
        label, partner, _picked = sources[index]
        rect = QRectF(row.left() + index * (width + CHIP_SPACING), row.top(), width, row.height())
        shown = fitting_form(button_font, label, width - 8)
        parts.append(Part(("source", partner), rect, shown, pixels=base, bold=True))
