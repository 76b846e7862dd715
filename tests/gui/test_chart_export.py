"""The chart views' one export (companion/app/charts/export.py): the save dialog, the writing and
what came of it; and the History page's charts saying so on their status line."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QWidget
from pytestqt.qtbot import QtBot

from companion.app.charts.export import Saved, ask_and_write
from companion.history.record import GameRow
from tests.gui.history_month import month_rows

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def _answer(monkeypatch: pytest.MonkeyPatch, name: str) -> list[tuple[object, ...]]:
    """The save dialog answers `name` ("" as when cancelled); the questions it was asked."""
    asked: list[tuple[object, ...]] = []

    def dialog(*args: object) -> tuple[str, str]:
        asked.append(args)
        return name, ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    return asked


def test_the_file_chosen_is_written_and_named(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    target = tmp_path / "out.csv"
    asked = _answer(monkeypatch, str(target))
    written: list[Path] = []
    saved = ask_and_write(parent, "Export", "suggested.csv", "CSV file (*.csv)", written.append)
    assert saved == Saved(str(target))
    assert written == [target]
    assert asked == [(parent, "Export", "suggested.csv", "CSV file (*.csv)")]


def test_a_cancelled_dialog_writes_nothing(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    _answer(monkeypatch, "")
    written: list[Path] = []
    assert ask_and_write(parent, "Export", "x.png", "PNG image (*.png)", written.append) is None
    assert written == []


def test_a_file_that_cannot_be_written_comes_back_with_the_reason(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    target = tmp_path / "no" / "x.csv"
    _answer(monkeypatch, str(target))

    def write(path: Path) -> None:
        path.write_text("")  # its folder does not exist

    saved = ask_and_write(parent, "Export", "x.csv", "CSV file (*.csv)", write)
    assert saved is not None and saved.file == str(target)
    assert isinstance(saved.error, FileNotFoundError)


def test_the_history_charts_buttons_save_and_say_so(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from companion.app.history.charts import HistoryCharts

    charts = HistoryCharts()
    qtbot.addWidget(charts)
    charts.resize(1280, 720)
    charts.show()
    qtbot.waitExposed(charts)
    rows: list[GameRow] = month_rows()
    charts.show_rows(rows)
    assert not charts.status.isVisible()
    target = tmp_path / "history.csv"
    _answer(monkeypatch, str(target))
    charts.csv_button.click()
    assert target.read_bytes().startswith(b"\xef\xbb\xbf")
    assert charts.status.isVisible() and charts.status.text() == f"Saved {target}"
    _answer(monkeypatch, str(tmp_path / "no" / "history.png"))
    charts.png_button.click()
    assert charts.status.text().startswith(f"Could not save {tmp_path / 'no' / 'history.png'}: ")
