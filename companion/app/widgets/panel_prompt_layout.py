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
    SPACING,
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
WIDE_BOX = 8 * TARGET  # a damage box this wide puts the commanders and the damage in one row


def lay_out_question(
    parts: list[Part],
    question: Question,
    *,
    left: float,
    inner: float,
    bottom: float,
    base: int,
    metrics: Callable[..., QFontMetrics],
    room: float | None = None,
    whole: float | None = None,
) -> float:
    """The question box at the bottom, taking at most `room` if it can: the whole question,
    else its short form ("Whose creature?"), else that beside the amount on one line with the
    answers' text smaller (never below a finger's buttons). Where none leaves the total its
    room, the box takes the panel's `whole` body, its line saying the new total ("→ 37").
    Returns the top of what it took."""
    for (amount, text, answer_px), most in _question_forms(question, base, room, whole):
        shape = _question_shape(question, amount, text, inner, base, answer_px, metrics)
        if most is None or shape[0] <= most:
            break
    box_h, amount_h, text_h, per_row, button_h, answers_h = shape
    pad_x, pad_y, gap = _QUESTION_PAD_X, _QUESTION_PAD_Y, _QUESTION_GAP
    text_w = inner - 2 * pad_x
    box = QRectF(left, bottom - box_h, inner, box_h)
    y = box.top() + pad_y
    # Added bottom-up (the caller reverses): buttons, text, amount, then the box under them.
    answers = QRectF(box.left() + pad_x, box.bottom() - pad_y - answers_h, text_w, answers_h)
    _answers(parts, question, answers, per_row, button_h, answer_px, metrics)
    text_top = y + amount_h + (gap if amount_h else 0)
    parts.append(
        Part(
            ("asking",),
            QRectF(box.left() + pad_x, text_top, text_w, text_h),
            text,
            pixels=base,
            bold=not amount,  # the one line says the amount too: it reads as the heading
            align=ALIGN_LEFT | ALIGN_TOP | WORD_WRAP,
        )
    )
    if amount:
        amount_pixels = int(base * 1.1)
        parts.append(
            Part(
                ("amount",),
                QRectF(box.left() + pad_x, y, text_w, amount_h),
                elide(metrics(amount_pixels, True), amount, text_w),
                pixels=amount_pixels,
                bold=True,
                align=ALIGN_LEFT | ALIGN_VCENTER,
            )
        )
    parts.append(Part(("question",), box))
    return box.top()


def _question_forms(
    question: Question, base: int, room: float | None, whole: float | None
) -> list[tuple[tuple[str, str, int], float | None]]:
    """The question's forms, each with the most height it may take, in the order they are
    tried: (its amount line, its text, its answers' text size)."""
    sizes = range(base, MIN_PIXELS - 1, -1)
    joined = f"{question.amount} · {question.short}"
    said = f"{question.amount} → {question.after} · {question.short}"
    fitted = [(question.amount, question.text, base), (question.amount, question.short, base)]
    fitted += [("", joined, px) for px in sizes]
    forms = [(form, room) for form in fitted]
    if whole is not None:  # the total alone above it (no buttons), else said on the line
        forms += [(("", joined, px), whole - TARGET - SPACING) for px in sizes]
    forms += [(("", said, px), whole) for px in sizes]
    return forms


def _question_shape(  # noqa: PLR0917 - one form of the question
    question: Question,
    amount: str,
    text: str,
    inner: float,
    base: int,
    answer_px: int,
    metrics: Callable[..., QFontMetrics],
) -> tuple[float, float, float, int, float, float]:
    """The box's height, the amount's and the text's, the answers per row, their height and
    the rows' for one form of the question."""
    pad_y, gap = _QUESTION_PAD_Y, _QUESTION_GAP
    text_w = inner - 2 * _QUESTION_PAD_X
    amount_h = float(metrics(int(base * 1.1), True).height()) if amount else 0.0
    text_h = float(wrapped_height(metrics(base, not amount), text, text_w))
    button_h = float(max(TARGET, int(answer_px * 1.9)))
    per_row = _answers_per_row(question, text_w, answer_px, metrics)
    rows = -(-(len(question.options) + 1) // per_row)
    answers_h = rows * button_h + (rows - 1) * CHIP_SPACING
    box_h = pad_y + amount_h + (gap if amount else 0) + text_h + gap + answers_h + pad_y
    return box_h, amount_h, text_h, per_row, button_h, answers_h


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
    room: float | None = None,
) -> float:
    """Commander damage by tapping: the hint, this player's commanders to pick, and the damage
    the picked commander dealt this player with big −/+ (beside the commanders in a wide
    panel); the hint gives way where the box would take more than `room`. Returns the top of
    the box."""
    pad, gap = _MODE_PAD, _MODE_GAP
    text_w = inner - 2 * pad
    source_h = float(max(TARGET, int(base * 2.1)))
    deal_h = float(max(TARGET, int(base * 3.4))) if mode.deal is not None else 0.0
    beside = bool(deal_h) and text_w >= WIDE_BOX  # a side seat's long, low panel: one row
    rows_h = max(source_h, deal_h) if beside else source_h + (gap + deal_h if deal_h else 0)
    hint_h = float(wrapped_height(metrics(base), mode.hint, text_w)) if mode.hint else 0.0
    if room is not None and pad + hint_h + gap + rows_h + pad > room:
        hint_h = 0.0  # the commanders and the damage first: the hint is said in the tooltip
    box_h = pad + hint_h + (gap if hint_h else 0) + rows_h + pad
    box = QRectF(left, bottom - box_h, inner, box_h)
    y = box.bottom() - pad
    # Added bottom-up (the caller reverses): the deal row, the commanders, the hint, the box.
    sources_w = (text_w - gap) / 2 if beside else text_w
    if mode.deal is not None:
        row = QRectF(box.left() + pad, y - deal_h, text_w, deal_h)
        if beside:
            row = QRectF(box.right() - pad - sources_w, y - rows_h, sources_w, rows_h)
        else:
            y = row.top() - gap
        _deal_row(parts, mode.deal, row, base, metrics)
    sources = QRectF(box.left() + pad, y - source_h, sources_w, source_h)
    _sources(parts, mode.sources, sources, base, metrics, tip=mode.hint if not hint_h else "")
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
    button_w = max(float(TARGET), min(row.width() / 4, float(int(base * 4))))
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
    *,
    tip: str = "",
) -> None:
    """This player's commanders to pick as the attacker, side by side across `row`, `tip` on
    each (the hint, where the box had no room for it); added right to left."""
    count = max(1, len(sources))
    width = (row.width() - CHIP_SPACING * (count - 1)) / count
    button_font = metrics(base, True)
    for index in range(len(sources) - 1, -1, -1):
        label, partner, _picked = sources[index]
        rect = QRectF(row.left() + index * (width + CHIP_SPACING), row.top(), width, row.height())
        shown = fitting_form(button_font, label, width - 8)
        parts.append(
            Part(("source", partner), rect, shown, pixels=base, bold=True, tooltip=tip)
        )
