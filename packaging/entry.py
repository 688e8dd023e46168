"""The bundle's program: what ``dist/zuendstoff/zuendstoff`` runs.

A worker process of the bundle (a playtest's, the expert's: multiprocessing's spawn runs
this program again) runs its work and ends first thing. Otherwise it installs the crash
handler (an exception anywhere ends in a dialog, a log and a saved game), answers on Linux
``--install`` / ``--uninstall`` (packaging/install_linux.py: the bundle puts itself in the
user's menu; on Windows packaging/install_windows.py: the file types open with the program),
and starts the app as ``python -m zuendstoff`` does: ``--self-test`` too, through the same
start as a double-click (:func:`zuendstoff.__main__.main`), so that it imports what a plain
start imports.
"""

import sys


def main() -> int:
    if getattr(sys, "frozen", False):
        import multiprocessing  # (PyInstaller's runtime hook has imported it already)

        multiprocessing.freeze_support()  # a worker process: runs its work, never returns
    from zuendstoff import console, crash, startup  # startup's clock: the start-up trace's zero

    console.attach()  # Windows: the windowed program prints --self-test, --help, --version

    crash.install()
    startup.mark("crash handler installed")
    args = sys.argv[1:]
    if sys.platform.startswith("linux") and args[:1] in (["--install"], ["--uninstall"]):
        import install_linux

        return install_linux.main([args[0][2:]])
    if sys.platform.startswith("win") and args[:1] in (["--install"], ["--uninstall"]):
        import install_windows

        return install_windows.main([args[0][2:]])
    from zuendstoff.__main__ import main as app_main

    return app_main()


if __name__ == "__main__":
    sys.exit(main())
