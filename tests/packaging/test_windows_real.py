"""Windows only, on the real system (issue 40): what the other tests check with stand-ins.

* ``--install`` and ``--uninstall`` (packaging/install_windows.py, run as the bundle runs it:
  the module's ``__main__`` with ``sys.executable`` the program) against the real
  ``HKEY_CURRENT_USER``, checked three ways: ``winreg`` (the user's classes and the merged
  ``HKEY_CLASSES_ROOT`` that programs read), Windows' own ``reg`` tool (``reg query``, and
  ``reg export``, which writes UTF-16 and so keeps any path intact), and the shell's own
  lookup, ``AssocQueryStringW`` (what Explorer runs on a double-click). ``assoc``/``ftype``
  are not used: cmd's built-ins are documented for the machine's associations, and the app
  registers for the user only. A user who has Zündstoff's file types registered already is
  left alone (the test skips); the CI runner has none.
* an autosave while another handle holds the file: Python's ``open()`` and ``CreateFileW``
  without ``FILE_SHARE_DELETE`` (as a virus scanner or the search indexer opens it). Windows
  refuses the rename over it (checked first, so the test cannot pass without a refusal); the
  atomic write tries again and succeeds once the handle is closed, or fails plainly after its
  patience with the old file whole. The handle is closed while the write waits between two
  tries (its pause), so nothing depends on a timer; ``os.replace`` is Windows' own, counted.

Skipped on every other system; the workflow runs this file on the Windows runner.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(sys.platform != "win32", reason="Windows only: the real registry "
                                "(HKCU) and Windows refusing a rename over a file another handle holds")

ROOT = Path(__file__).resolve().parents[2]
INSTALLER = ROOT / "packaging" / "install_windows.py"
CLASSES = r"Software\Classes"


# ------------------------------------------------------------------ the registry


def _value(root, key: str, name: str = "") -> str | None:
    import winreg

    try:
        with winreg.OpenKey(root, key) as handle:
            return winreg.QueryValueEx(handle, name)[0]
    except FileNotFoundError:
        return None


def _key_exists(root, key: str) -> bool:
    import winreg

    try:
        winreg.OpenKey(root, key).Close()
        return True
    except FileNotFoundError:
        return False


def _run_installer(exe: Path, action: str) -> subprocess.CompletedProcess:
    """``install_windows.py`` as ``zuendstoff.exe --install`` runs it: its ``__main__``, with
    ``sys.executable`` the program (the bundle's ``zuendstoff.exe``)."""
    code = ("import runpy, sys; sys.executable = sys.argv[1]; "
            "sys.argv = [sys.argv[2], sys.argv[3]]; runpy.run_path(sys.argv[0], run_name='__main__')")
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    return subprocess.run([sys.executable, "-c", code, str(exe), str(INSTALLER), action],
                          capture_output=True, text=True, encoding="utf-8", env=env, timeout=120)


def _reg(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(["reg", *args], capture_output=True, text=True, errors="replace",
                          timeout=60)


def _exported_default(key: str, folder: Path) -> str | None:
    """The default value of ``HKCU\\Software\\Classes\\<key>`` as ``reg export`` writes it
    (a UTF-16 .reg file: ``@="..."`` with ``\\`` and ``"`` escaped)."""
    out = folder / "export.reg"
    result = _reg("export", rf"HKCU\{CLASSES}\{key}", str(out), "/y")
    if result.returncode != 0:
        return None
    lines = out.read_text(encoding="utf-16").splitlines()
    header = rf"[HKEY_CURRENT_USER\{CLASSES}\{key}]".lower()
    for i, line in enumerate(lines):
        if line.strip().lower() == header:
            for entry in lines[i + 1:]:
                if entry.startswith("["):
                    return None
                if entry.startswith("@="):
                    return re.sub(r'\\(.)', r"\1", entry[2:].strip()[1:-1])
    return None


SHELL_LOOKUP = """
import ctypes, sys
from ctypes import wintypes
query = ctypes.windll.shlwapi.AssocQueryStringW
query.argtypes = [wintypes.DWORD, wintypes.DWORD, wintypes.LPCWSTR, wintypes.LPCWSTR,
                  wintypes.LPWSTR, ctypes.POINTER(wintypes.DWORD)]
query.restype = ctypes.c_long
size = wintypes.DWORD(2048)
buffer = ctypes.create_unicode_buffer(size.value)
found = query(0, int(sys.argv[2]), sys.argv[1], "open", buffer, ctypes.byref(size)) == 0
sys.stdout.write(("found:" + buffer.value) if found else "none")
"""


def _shell_lookup(ext: str, what: int) -> str | None:
    """What the shell finds for ``.ext`` (``AssocQueryStringW``: 1 the open command, 3 the
    type's name Explorer shows), asked by a new process (no association cached); None when it
    finds nothing."""
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    out = subprocess.run([sys.executable, "-c", SHELL_LOOKUP, f".{ext}", str(what)],
                         capture_output=True, text=True, encoding="utf-8", env=env, timeout=60)
    assert out.returncode == 0, out.stderr
    return out.stdout[len("found:"):] if out.stdout.startswith("found:") else None


@pytest.fixture
def program(tmp_path):
    """A program folder as a person unpacks it (a space and a % in the path); the program file
    only stands for the bundle's (its path is what gets registered). Whatever the test does,
    nothing of it stays in the registry."""
    import winreg

    import buildinfo
    import install_windows

    ours = [install_windows.prog_id(ext) for ext, *_ in buildinfo.FILE_TYPES]
    taken = [k for k in ours + [r"Applications\zuendstoff.exe"]
             if _key_exists(winreg.HKEY_CURRENT_USER, rf"{CLASSES}\{k}")]
    if taken:
        pytest.skip(f"this user has Zündstoff's file types registered ({taken[0]}); the test "
                    "leaves a person's registry alone")
    folder = tmp_path / "Spiele 100%" / "zuendstoff"
    folder.mkdir(parents=True)
    exe = folder / "zuendstoff.exe"
    exe.write_bytes(b"MZ")
    yield exe
    if (folder / install_windows.MANIFEST).exists():
        install_windows.uninstall(winreg, folder)


def test_install_registers_the_file_types_as_the_docs_say_and_uninstall_removes_them(
        program, tmp_path):
    import winreg

    import buildinfo
    import install_windows

    hkcu, hkcr = winreg.HKEY_CURRENT_USER, winreg.HKEY_CLASSES_ROOT
    exe = str(program)
    command = f'"{exe}" "%1"'
    docs = (ROOT / "docs" / "install.md").read_text(encoding="utf-8")
    assert r"HKEY_CURRENT_USER\Software\Classes" in docs and '`"…\\zuendstoff.exe" "%1"`' in docs
    free = {ext: _value(hkcu, rf"{CLASSES}\.{ext}") in (None, "")
            for ext, *_ in buildinfo.FILE_TYPES}
    before = {ext: _key_exists(hkcu, rf"{CLASSES}\.{ext}") for ext in free}

    done = _run_installer(program, "install")
    assert done.returncode == 0, done.stderr
    assert ".zrec, .zlayout, .zdiscs, .zboard now open with" in done.stdout and exe in done.stdout
    manifest = json.loads((program.parent / install_windows.MANIFEST).read_text(encoding="utf-8"))
    entries = [tuple(e) for e in manifest["registry"]]
    assert entries == install_windows.entries(exe, free)
    for key, name, data in entries:  # the registry holds what the manifest says
        assert _value(hkcu, rf"{CLASSES}\{key}", name) == data, (key, name)

    for ext, mime, en, _de, _uti in buildinfo.FILE_TYPES:
        pid = install_windows.prog_id(ext)
        # docs/install.md: a ProgID each with the icon and the open command, the extension's
        # default program where no other program has one, and Open with
        assert _value(hkcu, rf"{CLASSES}\{pid}\shell\open\command") == command
        assert _value(hkcu, rf"{CLASSES}\{pid}\DefaultIcon") == f'"{exe}",0'
        assert _value(hkcu, rf"{CLASSES}\.{ext}\OpenWithProgids", pid) == ""
        assert _value(hkcu, rf"{CLASSES}\Applications\zuendstoff.exe\SupportedTypes", f".{ext}") == ""
        if not free[ext]:
            continue  # another program's default stays
        assert _value(hkcu, rf"{CLASSES}\.{ext}") == pid
        assert _value(hkcu, rf"{CLASSES}\.{ext}", "Content Type") == mime
        # what every program reads: the merged classes, the user's first
        assert _value(hkcr, f".{ext}") == pid
        assert _value(hkcr, rf"{pid}\shell\open\command") == command
        # Windows' own tool
        query = _reg("query", rf"HKCR\.{ext}", "/ve")
        assert query.returncode == 0 and re.search(rf"REG_SZ\s+{re.escape(pid)}\s*$", query.stdout,
                                                   re.M), query.stdout
        assert _exported_default(rf"{pid}\shell\open\command", tmp_path) == command
        # and the shell's own lookup: a double-click runs this command
        assert _shell_lookup(ext, 1) == command
        assert _shell_lookup(ext, 3) == en

    undone = _run_installer(program, "uninstall")
    assert undone.returncode == 0, undone.stderr
    assert f"removed {len(entries)} registry values" in undone.stdout
    assert not (program.parent / install_windows.MANIFEST).exists()
    for key, name, _data in entries:
        assert _value(hkcu, rf"{CLASSES}\{key}", name) is None, (key, name)
    for ext in free:
        pid = install_windows.prog_id(ext)
        assert not _key_exists(hkcu, rf"{CLASSES}\{pid}")
        assert _key_exists(hkcu, rf"{CLASSES}\.{ext}") == before[ext]
        assert _reg("query", rf"HKCU\{CLASSES}\{pid}").returncode != 0
        assert _shell_lookup(ext, 1) != command
    assert not _key_exists(hkcu, rf"{CLASSES}\Applications\zuendstoff.exe")


# ------------------------------------------------------------ a file held open


class Held:
    """Another program's handle on ``path``, without FILE_SHARE_DELETE: Python's ``open()``
    (it shares reading and writing only), or ``CreateFileW`` sharing reading only."""

    def __init__(self, path: Path, how: str) -> None:
        self.how, self.closed = how, False
        if how == "open()":
            self._file = open(path, "rb")  # noqa: SIM115 - held on purpose
            return
        import ctypes
        from ctypes import wintypes

        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
        kernel32.CreateFileW.argtypes = [wintypes.LPCWSTR, wintypes.DWORD, wintypes.DWORD,
                                         wintypes.LPVOID, wintypes.DWORD, wintypes.DWORD,
                                         wintypes.HANDLE]
        kernel32.CreateFileW.restype = wintypes.HANDLE
        kernel32.CloseHandle.argtypes = [wintypes.HANDLE]
        generic_read, share_read, open_existing, normal = 0x80000000, 0x1, 3, 0x80
        handle = kernel32.CreateFileW(str(path), generic_read, share_read, None, open_existing,
                                      normal, None)
        if handle in (None, wintypes.HANDLE(-1).value):
            raise ctypes.WinError(ctypes.get_last_error())
        self._kernel32, self._handle = kernel32, handle

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        if self.how == "open()":
            self._file.close()
        else:
            self._kernel32.CloseHandle(self._handle)


HOLDERS = ["open()", "CreateFileW"]


@pytest.fixture
def held(tmp_path):
    """The saved game, and a handle on it that another program holds; the handle is closed
    afterwards whatever happens."""
    target = tmp_path / "autosave.zrec"
    target.write_text("old\n", encoding="utf-8")
    made = []

    def hold(how: str) -> Held:
        made.append(Held(target, how))
        probe = tmp_path / "probe"
        probe.write_text("probe", encoding="utf-8")
        with pytest.raises(PermissionError):  # Windows refuses the rename while it is held
            os.replace(probe, target)
        probe.unlink()
        return made[-1]

    yield target, hold
    for handle in made:
        handle.close()


def _counted_renames(monkeypatch) -> list[str]:
    """Windows' own ``os.replace``, each try noted: "refused" or "done"."""
    real, tries = os.replace, []

    def replace(src, dst):
        try:
            real(src, dst)
        except PermissionError:
            tries.append("refused")
            raise
        tries.append("done")

    monkeypatch.setattr(os, "replace", replace)
    return tries


def _refused_then_done(tries: list[str]) -> bool:
    """Refused while the handle was held, then done once it was let go. (A virus scanner that
    looks at the new file may refuse a further try for a moment: the retry is for that too.)"""
    return len(tries) >= 2 and tries[-1] == "done" and set(tries[:-1]) == {"refused"}


def _let_go_while_waiting(monkeypatch, handle: Held) -> None:
    """The other program lets go of the file while the write waits between two tries."""
    from zuendstoff.engine import jsonio

    real_sleep = jsonio._sleep

    def pause(seconds):
        handle.close()
        real_sleep(seconds)

    monkeypatch.setattr(jsonio, "_sleep", pause)


@pytest.mark.parametrize("how", HOLDERS)
def test_an_atomic_write_over_a_held_file_goes_through_once_it_is_let_go(held, how, monkeypatch):
    from zuendstoff.engine import jsonio

    assert jsonio.RETRY_RENAME  # as the app runs on Windows
    target, hold = held
    handle = hold(how)
    tries = _counted_renames(monkeypatch)
    _let_go_while_waiting(monkeypatch, handle)
    jsonio.write_atomic(target, "new\n")
    assert _refused_then_done(tries) and handle.closed
    assert target.read_text(encoding="utf-8") == "new\n"
    assert [p.name for p in target.parent.iterdir()] == ["autosave.zrec"]  # no temporary left


@pytest.mark.parametrize("how", HOLDERS)
def test_a_file_held_for_good_fails_plainly_and_keeps_the_old_one(held, how, monkeypatch):
    from zuendstoff.engine import jsonio

    target, hold = held
    hold(how)
    tries = _counted_renames(monkeypatch)
    with pytest.raises(jsonio.FileBusyError) as caught:
        jsonio.write_atomic(target, "new\n", patience=0.5)
    assert caught.value.strerror == jsonio.FileBusyError.MESSAGE
    assert len(tries) >= 2 and set(tries) == {"refused"}  # tried again, always refused
    assert target.read_text(encoding="utf-8") == "old\n"
    assert [p.name for p in target.parent.iterdir()] == ["autosave.zrec"]


def test_the_autosave_writer_writes_over_a_held_file_once_it_is_let_go(held, qtbot, monkeypatch):
    """The app's autosave after a decision, on its own thread (ui/game/autosave_writer.py)."""
    from zuendstoff.ui.game.autosave_writer import AutosaveWriter

    target, hold = held
    handle = hold("CreateFileW")
    tries = _counted_renames(monkeypatch)
    _let_go_while_waiting(monkeypatch, handle)
    writer = AutosaveWriter()
    with qtbot.waitSignal(writer.written, timeout=30_000) as written:
        writer.submit(target, "new\n")
    assert written.args == [None]
    assert writer.flush(timeout=30) and _refused_then_done(tries)
    assert target.read_text(encoding="utf-8") == "new\n"


def test_the_autosave_writer_says_a_file_held_for_good_is_busy_and_keeps_the_old_one(
        held, qtbot, monkeypatch):
    from zuendstoff.engine import jsonio
    from zuendstoff.ui.game.autosave_writer import AutosaveWriter

    target, hold = held
    hold("open()")
    monkeypatch.setattr(jsonio, "REPLACE_PATIENCE", 0.5)
    writer = AutosaveWriter()
    with qtbot.waitSignal(writer.written, timeout=30_000) as written:
        writer.submit(target, "new\n")
    assert isinstance(written.args[0], jsonio.FileBusyError)
    assert writer.flush(timeout=30)
    assert target.read_text(encoding="utf-8") == "old\n"
    assert [p.name for p in target.parent.iterdir()] == ["autosave.zrec"]
