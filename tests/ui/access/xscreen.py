"""A private X screen (Xvfb) for the tests that run the window under a real accessibility
bus (test_atspi_bus.py, test_orca.py): a free display number, started and waited for within
bounds, ended afterwards; and an environment without the caller's own bus or screen."""

from __future__ import annotations

import contextlib
import os
import random
import subprocess
import time
from collections.abc import Iterator

#: only the Linux tests that run a real X screen use this (tests/posix_facts.py checks that
#: each of them is skipped elsewhere)
POSIX_ONLY = "an X server (Xvfb) and its sockets in /tmp/.X11-unix"


def free_display() -> int:
    for _ in range(200):
        n = random.randint(150, 900)
        if not os.path.exists(f"/tmp/.X{n}-lock") and not os.path.exists(f"/tmp/.X11-unix/X{n}"):
            return n
    raise RuntimeError("no free X display number")


@contextlib.contextmanager
def private_screen(size: str) -> Iterator[dict[str, str]]:
    """Start Xvfb at ``size`` (e.g. "1400x1000"); yields an environment with DISPLAY set to
    it and no D-Bus, AT-SPI, Wayland or Qt platform of the caller's."""
    n = free_display()
    xvfb = subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", f"{size}x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while not os.path.exists(f"/tmp/.X11-unix/X{n}") and time.monotonic() < deadline:
            time.sleep(0.1)
        assert xvfb.poll() is None, "Xvfb did not start"
        env = dict(os.environ)
        for key in ("QT_QPA_PLATFORM", "DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS",
                    "WAYLAND_DISPLAY"):
            env.pop(key, None)
        env["DISPLAY"] = f":{n}"
        yield env
    finally:
        xvfb.terminate()
        try:
            xvfb.wait(timeout=10)
        except subprocess.TimeoutExpired:
            xvfb.kill()
