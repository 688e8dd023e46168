"""A session of its own for the tests that run a real screen reader (test_orca.py) or the
AT-SPI bus (test_atspi_bus.py), so that another Orca on the same machine (a person's, another
test run's) neither stops them nor is touched by them (issue 32):

* its own D-Bus session (``dbus-run-session``), ``XDG_RUNTIME_DIR`` (mode 0700: where
  speech-dispatcher and the AT-SPI bus put their sockets), ``HOME`` and XDG folders, all in
  the test's folder; the caller's bus, AT-SPI and Wayland addresses are not passed on;
* Orca 43 refuses to start when ``pgrep -u UID -x orca`` finds any other Orca of the user,
  in whatever session ("Another screen reader process is already running for this
  session"). A ``pgrep`` placed first on the session's PATH answers for this session only:
  the processes that carry its mark (``ZUENDSTOFF_SESSION_MARK``, inherited by everything the
  session starts). Orca is never started with ``--replace`` (that kills the other Orcas);
* afterwards every process the session started is stopped: its process group (the session
  runs in a new one), then every process still carrying the mark (speech-dispatcher
  detaches into a session of its own when Orca starts it), SIGTERM then SIGKILL;
* the speech of the session (:func:`speech_config`): speech-dispatcher, which Orca starts,
  gets a configuration of the session's own, with a speech synthesiser (espeak-ng, where
  ``speech-dispatcher-espeak-ng`` is installed) or with none (its dummy module only, as on a
  machine without a synthesiser); its sound goes to libao's null driver. Without that, on a
  machine with espeak-ng and no sound device, speech-dispatcher hung at the first words
  ("Opening audio failed: Couldn't open pulse plugin") and Orca, waiting for it, said nothing
  more.
"""

from __future__ import annotations

import os
import secrets
import shutil
import signal
import subprocess
import time
from pathlib import Path

#: only the Linux tests that run Orca or the AT-SPI bus use this (tests/posix_facts.py checks
#: that each of them is skipped elsewhere)
POSIX_ONLY = "D-Bus, AT-SPI, speech-dispatcher, /proc, process groups and signals"

MARK = "ZUENDSTOFF_SESSION_MARK"
#: where Debian keeps speech-dispatcher's output modules
SPEECHD_MODULES = Path("/usr/lib/speech-dispatcher-modules")
#: the speech a session may have: no synthesiser, or espeak-ng (Orca's recommended one)
SPEECH = ("none", "espeak-ng")

PGREP_SHIM = """#!/bin/sh
# pgrep for this test session only (isolated_session.py): the real pgrep's answer, less
# every process that does not carry this session's mark
for pid in $({real} "$@"); do
    if tr '\\0' '\\n' < /proc/$pid/environ 2>/dev/null | grep -qx "{mark}=${mark}"; then
        echo "$pid"
    fi
done
"""


def synthesiser_missing(speech: str) -> str:
    """Why the session cannot have ``speech`` here ("" when it can)."""
    if speech == "espeak-ng" and not (SPEECHD_MODULES / "sd_espeak-ng").exists():
        return "speech-dispatcher-espeak-ng is not installed"
    return ""


def speech_config(env: dict[str, str], speech: str = "none") -> None:
    """speech-dispatcher's configuration for the session of ``env`` (its own XDG config
    folder and home): ``speech`` "none" (the dummy module only: what a machine without a
    synthesiser has) or "espeak-ng"; sound to libao's null driver (no sound device needed,
    nothing heard)."""
    assert speech in SPEECH, speech
    folder = Path(env["XDG_CONFIG_HOME"]) / "speech-dispatcher"
    folder.mkdir(parents=True, exist_ok=True)
    modules = ['AddModule "dummy" "sd_dummy" ""']
    if speech == "espeak-ng":
        modules.insert(0, 'AddModule "espeak-ng" "sd_espeak-ng" '
                          '"/etc/speech-dispatcher/modules/espeak-ng.conf"')
    (folder / "speechd.conf").write_text("\n".join([
        "# the test session's speech (tests/ui/access/isolated_session.py)",
        'LogDir "default"',
        'AudioOutputMethod "libao"',
        *modules,
        f"DefaultModule {'espeak-ng' if speech == 'espeak-ng' else 'dummy'}",
        ""]))
    (Path(env["HOME"]) / ".libao").write_text("default_driver=null\n")


def isolated_env(folder: Path, env: dict[str, str], speech: str = "none") -> dict[str, str]:
    """``env`` (e.g. from xscreen.private_screen) made into a session of its own in
    ``folder``: runtime dir, home, XDG folders, a mark, the session's pgrep first on PATH,
    speech-dispatcher's configuration (``speech``: see :func:`speech_config`)."""
    folder = Path(folder)
    env = dict(env)
    for key in ("DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "WAYLAND_DISPLAY",
                "SPEECHD_ADDRESS", "XDG_SESSION_ID", "SESSION_MANAGER"):
        env.pop(key, None)
    runtime = folder / "runtime"
    runtime.mkdir(parents=True, exist_ok=True)
    runtime.chmod(0o700)
    places = {"HOME": "user", "XDG_CONFIG_HOME": "user/.config", "XDG_DATA_HOME": "user/.local/share",
              "XDG_CACHE_HOME": "user/.cache", "XDG_STATE_HOME": "user/.local/state"}
    for key, sub in places.items():
        (folder / sub).mkdir(parents=True, exist_ok=True)
        env[key] = str(folder / sub)
    env["XDG_RUNTIME_DIR"] = str(runtime)
    env[MARK] = secrets.token_hex(8)
    shims = folder / "bin"
    shims.mkdir(exist_ok=True)
    real = shutil.which("pgrep") or "/usr/bin/pgrep"
    shim = shims / "pgrep"
    shim.write_text(PGREP_SHIM.format(real=real, mark=MARK))
    shim.chmod(0o755)
    env["PATH"] = f"{shims}{os.pathsep}{env.get('PATH', os.defpath)}"
    speech_config(env, speech)
    return env


def marked(mark: str) -> list[int]:
    """The processes that carry ``mark`` (started by that session)."""
    want = f"{MARK}={mark}".encode()
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == os.getpid():
            continue
        try:
            with open(f"/proc/{entry}/environ", "rb") as f:
                if want in f.read().split(b"\0"):
                    found.append(int(entry))
        except OSError:
            pass  # gone, or not ours to read
    return found


def stop_all(group: int | None, mark: str, grace: float = 5.0) -> list[int]:
    """Stop the process group ``group`` and every process carrying ``mark``; returns the
    processes that had to be killed (still there after SIGTERM and ``grace`` seconds)."""
    def signal_all(sig) -> list[int]:
        pids = marked(mark)
        if group is not None:
            try:
                os.killpg(group, sig)
            except (ProcessLookupError, PermissionError):
                pass
        for pid in pids:
            try:
                os.kill(pid, sig)
            except (ProcessLookupError, PermissionError):
                pass
        return pids

    signal_all(signal.SIGTERM)
    deadline = time.monotonic() + grace
    while marked(mark) and time.monotonic() < deadline:
        time.sleep(0.1)
    return signal_all(signal.SIGKILL)


def run_isolated(command: list[str], env: dict[str, str], timeout: float) -> subprocess.CompletedProcess:
    """Run ``command`` inside ``dbus-run-session`` in ``env`` (from :func:`isolated_env`), in a
    process group of its own; everything it started is stopped afterwards, also on a timeout."""
    process = subprocess.Popen(["dbus-run-session", "--", *command], env=env, text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               start_new_session=True)
    try:
        out, err = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        stop_all(process.pid, env[MARK])
        out, err = process.communicate()
        return subprocess.CompletedProcess(process.args, -9, out, err + "\n(timed out)")
    finally:
        stop_all(process.pid, env[MARK])
    return subprocess.CompletedProcess(process.args, process.returncode, out, err)
