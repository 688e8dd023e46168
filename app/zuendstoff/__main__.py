"""``zuendstoff`` / ``python3 -m zuendstoff``: open the game window."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    if getattr(sys, "frozen", False):
        # a bundle started as a worker process of a playtest (multiprocessing's spawn runs
        # the bundle's own executable): run the worker, never a second app window
        import multiprocessing

        multiprocessing.freeze_support()
    from . import console, crash, startup  # startup's clock is the start-up trace's zero

    argv = sys.argv[1:] if argv is None else argv
    console.attach(argv)  # Windows: pythonw, the bundle
    import os

    probe = os.environ.get("ZUENDSTOFF_EXPERT_PROBE")
    if probe:  # benchmarks/expert_bundle.py: the expert's speed here, and nothing else
        from .engine.bots.expert_probe import main as expert_probe
        return expert_probe(probe)
    if argv[:1] == ["--join"]:  # a far-away seat without a window (the bundle's zuendstoff-join)
        from .net.remote.join import main as join_main
        return join_main(argv[1:])
    from .cli import parse

    # --self-test goes the way of a plain start up to the window (the same imports, the same
    # QApplication and translations), then checks the app from there (zuendstoff.selftest)
    self_test = "--self-test" in argv
    args = parse([a for a in argv if a != "--self-test"])
    if args.game and args.game.lower().startswith("file://"):  # the desktop's %u: a file's URL
        from urllib.parse import unquote, urlsplit
        args.game = unquote(urlsplit(args.game).path)
    if args.screenshot:
        from .ui.board.screenshot import screenshot_main
        return screenshot_main(args.screenshot, args.record)

    from .cli import no_display
    if self_test and _no_application():
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # a check, without a screen
    problem = no_display()
    if problem:  # said plainly, before Qt would abort with its own message
        print(problem, file=sys.stderr)
        return 2

    crash.install()  # uncaught errors: save the game, write a log, show a dialog

    from PySide6.QtWidgets import QApplication
    startup.mark("Qt imported")

    from .ui.game.window import MainWindow
    startup.mark("window modules imported")

    from .settings import Settings
    settings = Settings()
    apply_ui_scale(settings)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Zündstoff")
    from . import instance
    # macOS: the Finder hands the file that started the app as a QFileOpenEvent during the
    # first turns of the event loop; taken from now on, opened once the window is ready
    opens = instance.install_file_open_handler(app)
    startup.mark("QApplication")
    from . import i18n
    i18n.install(i18n.resolve(settings.language))  # the chosen language, else the system's
    startup.mark("translations")
    if self_test:
        from .selftest import run
        return run(window_class=MainWindow)
    if args.game and is_invitation(args.game):  # zuendstoff://join?… (a link the system opened)
        return join_far_away(app, args.game)
    from . import userdata
    try:
        data = userdata.data_dir()
    except OSError:  # no data folder: no autosave to share either (the window says so)
        data = None
    lock = instance.claim(data) if data is not None else None
    if data is not None and lock is None:  # another copy runs: it does what was asked here
        handed = hand_over(data, args)
        if handed is not None:
            return handed
        lock = instance.start_without_lock()  # the person chose "Start anyway"
    startup.mark("lock")
    app.setDesktopFileName("io.github.zuendstoff.Zuendstoff")  # Wayland: menu entry and icon
    # the start probe (benchmarks/bundle.py, packaging/native_start.py): asked for by an
    # environment variable, or for one start by a file in the data folder (macOS: open -a)
    startup.install_first_frame_probe(app, data)
    startup.mark("application ready")
    # the window goes on the screen with its sky first; its parts are built right after
    window = MainWindow(settings, deferred=True)
    startup.mark("window made")

    def save(path) -> None:
        if window.built:
            window.files.flush(2.0)  # the autosave the crash keeps a copy of, whole
        if window.built and window.has_game:
            from .engine import save_record
            save_record(window.model.game, path, window.model.record_extra())

    crash.set_save_hook(save)  # a crash saves the game to a file of its own, never the autosave
    window.show()
    startup.mark("window shown")

    def ready() -> None:
        from PySide6.QtGui import QIcon

        from . import resources
        # the icon after the first frame: reading it loads Qt's SVG plugin and library
        app.setWindowIcon(QIcon(str(resources.path("art", "zuendstoff.svg"))))
        window.build()

        def ask() -> None:  # the first question, over the drawn board
            window.tidy_user_files()  # temp files of killed writes; settings reset: said once
            handed = opens.take_pending()  # the Finder's file(s) that started the app
            game = args.game or (handed.pop(0) if handed else None)
            if game and is_invitation(game):  # macOS: an invitation link started the app
                from .ui.remote.join_dialog import open_far_window
                open_far_window(game, window)
                window.resume_or_new()
            elif game:
                window.open_file(game) or window.new_game()
            elif args.new:
                window.new_game()
            else:
                window.resume_or_new()  # continue the autosave, else a new game
            # the Finder's other files, and those it hands over from now on, come next
            opens.pending[:0] = handed
            opens.deliver_to(_or_invitation(
                handover.open_file if handover is not None else window.open_file, window))
            startup.after_game_opened(app, window)  # the start probe's last report (if asked)

        handover = serve_later_starts(window, data)
        startup.after_board_frame(app, window.centralWidget(), ask)

    startup.after_first_frame(app, ready)
    try:
        return app.exec()
    finally:
        if lock is not None:
            lock.unlock()


def is_invitation(text: str) -> bool:
    """A far-away seat's invitation (its link or code), not a file to open."""
    from .net.remote.invitation import CODE_PREFIX, SCHEME
    return text.lower().startswith(SCHEME + ":") or text.startswith(CODE_PREFIX)


def join_far_away(app, text: str) -> int:
    """The far-away window for the invitation ``text`` (its own process: it keeps no autosave
    and claims none); one plain message for one it cannot use."""
    from .ui.remote.join_dialog import open_far_window

    window = open_far_window(text)
    if window is None:
        return 2
    app.setQuitOnLastWindowClosed(True)
    return app.exec()


def _or_invitation(open_file, window):
    """``open_file``, except that an invitation link (macOS hands it over like a file)
    opens the far-away window."""
    def open_it(path: str):
        if is_invitation(path):
            from .ui.remote.join_dialog import open_far_window
            return open_far_window(path, window)
        return open_file(path)
    return open_it


def _no_application() -> bool:
    """No QApplication yet (a test may call :func:`main` inside its own)."""
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() is None


def serve_later_starts(window, data):
    """Take what a later start asks for (a file to open, a new game, only "come to the
    front") into ``window``. The watcher lives as long as the window (a language switch
    keeps both). Returns the watcher (None without a data folder)."""
    from . import instance

    def act(path, new) -> None:  # asked by a later start (or the Finder)
        if window.isMinimized():
            window.showNormal()
        window.raise_()
        window.activateWindow()
        if path:
            window.open_file(path)
        elif new:
            window.new_game()

    def refused(problem) -> None:
        from PySide6.QtCore import QCoreApplication

        from .document.error_text import data_error_text
        window.statusBar().showMessage(QCoreApplication.translate(
            "Startup", "A request from another start of Zündstoff was ignored: %1")
            .replace("%1", data_error_text(problem)), 15000)

    if data is None:
        return None
    handover = instance.Handover(data / instance.REQUESTS, act, refused, window)
    handover.start()
    return handover


def hand_over(data, args) -> int | None:
    """This start found the app running: hand it the file (or the new game) and end; when it
    does not take it, say so plainly (two copies would overwrite each other's autosave) and
    offer to start anyway (None: start)."""
    import os

    from . import instance

    path = os.path.abspath(args.game) if args.game else None
    if instance.hand_over(data, path, bool(args.new)):
        return 0
    return None if ask_start_anyway() else 1


def ask_start_anyway() -> bool:
    """The running copy did not answer: "Start anyway" (True) or close (False)."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Warning,
                      QCoreApplication.translate("Startup", "Zündstoff is already running"),
                      QCoreApplication.translate(
        "Startup", "Zündstoff is already running, but it does not answer. Close it (or end "
        "it in the system's task manager), then start Zündstoff again.\n\nStart anyway only "
        "when no other Zündstoff window is open: two copies would overwrite each other's "
        "autosave."))
    anyway = box.addButton(QCoreApplication.translate("Startup", "Start anyway"),
                           QMessageBox.ButtonRole.AcceptRole)
    close = box.addButton(QMessageBox.StandardButton.Close)
    box.setDefaultButton(close)
    box.exec()
    return box.clickedButton() is anyway


def apply_ui_scale(settings=None) -> None:
    """The settings' interface size, as Qt's scale factor (read before the QApplication).

    Qt multiplies it with the screen's own device pixel ratio; a QT_SCALE_FACTOR set by
    the user in the environment wins.
    """
    import os

    if "QT_SCALE_FACTOR" in os.environ:
        return
    try:
        if settings is None:
            from .settings import Settings
            settings = Settings()
        scale = settings.ui_scale
    except Exception:  # settings never stop the app
        return
    if scale != 1.0:
        os.environ["QT_SCALE_FACTOR"] = f"{scale:g}"


if __name__ == "__main__":
    sys.exit(main())
