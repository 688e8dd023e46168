"""``zuendstoff`` / ``python3 -m zuendstoff``: open the game window."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from . import crash
    from .cli import parse

    if "--self-test" in (sys.argv[1:] if argv is None else argv):
        from .selftest import run
        return run()
    args = parse(sys.argv[1:] if argv is None else argv)
    if args.screenshot:
        from .ui.board.screenshot import screenshot_main
        return screenshot_main(args.screenshot, args.record)

    crash.install()  # uncaught errors: save the game, write a log, show a dialog

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from .ui.game.window import MainWindow

    apply_ui_scale()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Zündstoff")
    from . import i18n
    from .settings import Settings
    i18n.install(i18n.resolve(Settings().language))  # the chosen language, else the system's
    from PySide6.QtGui import QIcon

    from . import resources
    app.setDesktopFileName("io.github.zuendstoff.Zuendstoff")  # Wayland: menu entry and icon
    app.setWindowIcon(QIcon(str(resources.path("art", "zuendstoff.svg"))))
    from .selftest import install_first_frame_probe
    install_first_frame_probe(app)  # benchmarks/bundle.py only (an environment variable)
    window = MainWindow()
    from .engine import save_record
    crash.set_save_hook(  # a crash saves the game to a file of its own, never the autosave
        lambda path: save_record(window.model.game, path, window.model.record_extra()))
    window.show()
    if args.game:
        QTimer.singleShot(0, lambda: window.files.open_path(args.game) or window.new_game())
    elif args.new:
        QTimer.singleShot(0, window.new_game)
    else:
        QTimer.singleShot(0, window.resume_or_new)
    return app.exec()


def apply_ui_scale() -> None:
    """The settings' interface size, as Qt's scale factor (read before the QApplication).

    Qt multiplies it with the screen's own device pixel ratio; a QT_SCALE_FACTOR set by
    the user in the environment wins.
    """
    import os

    from .settings import Settings

    if "QT_SCALE_FACTOR" in os.environ:
        return
    try:
        scale = Settings().ui_scale
    except Exception:  # settings never stop the app
        return
    if scale != 1.0:
        os.environ["QT_SCALE_FACTOR"] = f"{scale:g}"


if __name__ == "__main__":
    sys.exit(main())
