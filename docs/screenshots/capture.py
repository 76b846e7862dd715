"""Take the README's screenshots from the real app in a real window.

Run under a virtual display so the window is a real X11 window, not the offscreen platform:
    xvfb-run -s "-screen 0 1600x1000x24" python docs/screenshots/capture.py
Writes docs/screenshots/table.png (the demo table) and reminder.png (the monarch's end step),
then reminder-<code>.png for each UI language (the language switched live, as View > Language does):
    ... capture.py --lang all        # or --lang de, or --lang none to skip them
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Screenshots of the real app")
    parser.add_argument("--lang", default="all", help="all, none, or one code (de, zh_CN, ...)")
    args = parser.parse_args(argv)
    os.environ.setdefault("COMPANION_HOME", tempfile.mkdtemp(prefix="companion-shots-"))
    from PySide6.QtWidgets import QApplication

    from companion.app import i18n
    from companion.app.launch import create_app
    from companion.app.main_window import MainWindow
    from companion.shell.settings import Settings
    from companion.core.actions import EndTurn

    app = create_app()
    i18n.install(app, "en")
    window = MainWindow(Settings())
    window.resize(1600, 960)
    window.start_demo()
    window.show()

    def settle() -> None:
        for _ in range(40):
            app.processEvents()
            QApplication.instance().thread().msleep(25)  # type: ignore[union-attr]

    settle()
    window.grab().save(str(HERE / "table.png"))
    session = window.session
    session.do(EndTurn())  # Dee
    session.do(EndTurn())  # Ann
    session.do(EndTurn())  # Ben, the monarch
    window.game_page.turn_bar.end_turn()  # stops at the monarch's end step
    settle()
    window.grab().save(str(HERE / "reminder.png"))
    written = [HERE / "table.png", HERE / "reminder.png"]
    codes = {"all": i18n.LANGUAGES, "none": ()}.get(args.lang, (i18n.resolve(args.lang),))
    for code in codes:
        window.set_language(code)  # live, like View > Language
        settle()
        path = HERE / f"reminder-{code}.png"
        window.grab().save(str(path))
        written.append(path)
    window.set_language("en")
    window.close()
    print("wrote", *written)
    return 0


if __name__ == "__main__":
    sys.exit(main())
