"""The bundle's program: what ``dist/zuendstoff/zuendstoff`` runs.

Installs the crash handler first (an exception anywhere ends in a dialog, a log and
a saved game), answers ``--self-test`` without opening a window, on Linux
``--install`` / ``--uninstall`` (packaging/install_linux.py: the bundle puts itself
in the user's menu; on Windows packaging/install_windows.py: the file types open with
the program), and otherwise starts the app as ``python -m zuendstoff`` does.
"""

import sys


def main() -> int:
    from zuendstoff import console, crash, startup  # startup's clock: the start-up trace's zero

    console.attach()  # Windows: the windowed program prints --self-test, --help, --version

    crash.install()
    startup.mark("crash handler installed")
    args = sys.argv[1:]
    if "--self-test" in args:
        from zuendstoff import selftest

        return selftest.run()
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
