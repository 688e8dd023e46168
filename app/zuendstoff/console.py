"""Windows: give the windowed program somewhere to print.

The bundle's ``zuendstoff.exe`` is a windowed program (no console window opens with the
game), and so is ``pythonw``: Python starts them with ``sys.stdout`` and ``sys.stderr`` set to
``None``, and ``--self-test``, ``--help`` and ``--version`` would print nothing. What this
module does, first thing at start (:func:`attach`):

1. Output the starting program passed on (a pipe or a file: ``zuendstoff.exe --version >
   v.txt``, ``| more``, CI's subprocess) is used as it is, always.
2. Otherwise, for the command line's own answers only (``--self-test``, ``--help``,
   ``--version``, the start-up probes), the console of the command prompt or PowerShell it
   was started from is attached and printed to. (Not for an ordinary start: a program
   attached to a console is ended when that console window closes.) The prompt does not
   wait for a windowed program, so the text comes after the next prompt; ``start /wait
   zuendstoff.exe --help`` waits. Started with none of these (a shortcut with
   ``--self-test``), nothing is printed; the self-test's lines also go to the file named
   by ``ZUENDSTOFF_SELFTEST_OUT``, and its exit code says whether it passed.

Elsewhere this does nothing.
"""

from __future__ import annotations

import os
import sys

#: the arguments whose answer is text on the console
CONSOLE_ARGS = ("--self-test", "--help", "-h", "--version", "--screenshot")
#: environment switches whose answer is text (zuendstoff.startup)
CONSOLE_ENV = ("ZUENDSTOFF_EXIT_AFTER_FIRST_FRAME", "ZUENDSTOFF_STARTUP_TRACE",
               "ZUENDSTOFF_EXPERT_PROBE")

_STD = {"stdout": -11, "stderr": -12}  # STD_OUTPUT_HANDLE, STD_ERROR_HANDLE
_ATTACH_PARENT_PROCESS = -1 & 0xFFFFFFFF
_INVALID = {0, None, -1, (1 << 64) - 1, (1 << 32) - 1}


def wants_console(argv: list[str], environ=os.environ) -> bool:
    return any(a in CONSOLE_ARGS or a.startswith("--screenshot=") for a in argv) or any(
        environ.get(name) for name in CONSOLE_ENV)


def attach(argv: list[str] | None = None, platform: str = sys.platform, kernel32=None,
           open_handle=None) -> list[str]:
    """Give ``sys.stdout``/``sys.stderr`` a place to go where they have none (Windows, a
    windowed program); the names of the streams it set, with where each goes."""
    if platform != "win32" or (sys.stdout is not None and sys.stderr is not None):
        return []
    argv = sys.argv[1:] if argv is None else argv
    if kernel32 is None:
        import ctypes

        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
        kernel32.GetStdHandle.restype = ctypes.c_void_p
        kernel32.GetStdHandle.argtypes = [ctypes.c_ulong]
        kernel32.AttachConsole.argtypes = [ctypes.c_ulong]
    if open_handle is None:
        def open_handle(handle):
            import msvcrt

            fd = msvcrt.open_osfhandle(handle, os.O_WRONLY)
            # closefd=False: stdout and stderr may share one handle (2>&1); never closed twice
            return open(fd, "w", encoding="utf-8", errors="replace", buffering=1, closefd=False)
    done = []
    for name, std in _STD.items():  # 1. what the starting program passed on
        if getattr(sys, name) is None:
            handle = kernel32.GetStdHandle(std & 0xFFFFFFFF)
            if handle not in _INVALID:
                try:
                    setattr(sys, name, open_handle(handle))
                    done.append(f"{name}: inherited")
                except OSError:
                    pass
    missing = [n for n in _STD if getattr(sys, n) is None]
    if missing and wants_console(argv) and kernel32.AttachConsole(_ATTACH_PARENT_PROCESS):
        for name in missing:  # 2. the console it was started from
            try:
                setattr(sys, name, open("CONOUT$", "w", encoding="utf-8", errors="replace",
                                        buffering=1))
                done.append(f"{name}: console")
            except OSError:
                pass
    return done
