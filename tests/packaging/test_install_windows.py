"""Windows file associations (packaging/install_windows.py), run against a registry of the
test's own (the module takes winreg as an argument): what --install writes under
HKEY_CURRENT_USER\\Software\\Classes, and that --uninstall removes exactly that."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "packaging"))
import buildinfo  # noqa: E402
import install_windows  # noqa: E402


class FakeWinreg:
    """The part of winreg the installer uses, over a dict {key path: {value name: data}}."""

    HKEY_CURRENT_USER = "HKCU"
    KEY_WRITE = KEY_ALL_ACCESS = REG_SZ = 1

    def __init__(self) -> None:
        self.keys: dict[str, dict[str, str]] = {}

    class _Handle:
        def __init__(self, path: str) -> None:
            self.path = path

        def __enter__(self):
            return self

        def __exit__(self, *exc) -> None:
            return None

    def _norm(self, root, path):
        assert root == "HKCU"
        return path.lower()

    def OpenKey(self, root, path, *_a):  # noqa: N802 - winreg's names
        key = self._norm(root, path)
        if key not in self.keys:
            raise FileNotFoundError(path)
        return self._Handle(key)

    def CreateKeyEx(self, root, path, *_a):  # noqa: N802
        key = self._norm(root, path)
        parts = key.split("\\")
        for i in range(1, len(parts) + 1):
            self.keys.setdefault("\\".join(parts[:i]), {})
        return self._Handle(key)

    def SetValueEx(self, handle, name, _reserved, _type, data):  # noqa: N802
        self.keys[handle.path][name] = data

    def QueryValueEx(self, handle, name):  # noqa: N802
        values = self.keys[handle.path]
        if name not in values:
            raise FileNotFoundError(name)
        return values[name], self.REG_SZ

    def DeleteValue(self, handle, name):  # noqa: N802
        del self.keys[handle.path][name]

    def QueryInfoKey(self, handle):  # noqa: N802
        prefix = handle.path + "\\"
        subkeys = sum(1 for k in self.keys if k.startswith(prefix) and "\\" not in k[len(prefix):])
        return subkeys, len(self.keys[handle.path]), 0

    def DeleteKey(self, root, path):  # noqa: N802
        key = self._norm(root, path)
        assert not any(k.startswith(key + "\\") for k in self.keys), "a key with subkeys"
        del self.keys[key]

    def value(self, key, name=""):
        return self.keys.get(("software\\classes\\" + key).lower(), {}).get(name)


EXE = r"C:\Users\Anna Müller\Spiele\zuendstoff 100%\zuendstoff.exe"


def test_install_registers_each_file_type_with_the_program(tmp_path):
    reg = FakeWinreg()
    install_windows.install(reg, EXE, tmp_path)
    for ext, mime, en, _de, _uti in buildinfo.FILE_TYPES:
        pid = install_windows.prog_id(ext)
        assert reg.value(f".{ext}") == pid and reg.value(f".{ext}", "Content Type") == mime
        assert reg.value(rf".{ext}\OpenWithProgids", pid) == ""
        assert reg.value(pid) == en
        command = reg.value(rf"{pid}\shell\open\command")
        assert command == f'"{EXE}" "%1"'  # the program quoted (spaces, %), then the file
        assert reg.value(rf"{pid}\DefaultIcon") == f'"{EXE}",0'
        assert reg.value(r"Applications\zuendstoff.exe\SupportedTypes", f".{ext}") == ""
    assert (tmp_path / install_windows.MANIFEST).exists()


def test_install_registers_invitation_links_as_a_url_protocol(tmp_path):
    reg = FakeWinreg()
    install_windows.install(reg, EXE, tmp_path)
    assert reg.value("zuendstoff", "URL Protocol") == ""  # what makes it a URL scheme
    assert reg.value(r"zuendstoff\shell\open\command") == f'"{EXE}" "%1"'
    install_windows.uninstall(reg, tmp_path)
    assert reg.value("zuendstoff", "URL Protocol") is None


def test_uninstall_removes_exactly_what_install_added(tmp_path):
    reg = FakeWinreg()
    # another program already owns .zlayout; the user has other classes too
    key = reg.CreateKeyEx("HKCU", r"Software\Classes\.zlayout")
    reg.SetValueEx(key, "", 0, reg.REG_SZ, "OtherEditor.Layout")
    other = reg.CreateKeyEx("HKCU", r"Software\Classes\.txt")
    reg.SetValueEx(other, "", 0, reg.REG_SZ, "txtfile")
    before = {k: dict(v) for k, v in reg.keys.items()}
    install_windows.install(reg, EXE, tmp_path)
    assert reg.value(".zlayout") == "OtherEditor.Layout"  # not taken over
    assert reg.value(r".zlayout\OpenWithProgids", "Zuendstoff.zlayout") == ""  # offered in Open with
    assert install_windows.uninstall(reg, tmp_path) > 0
    assert reg.keys == before
    assert not (tmp_path / install_windows.MANIFEST).exists()
    assert install_windows.uninstall(reg, tmp_path) == 0  # twice: nothing left to do


def test_a_value_changed_since_is_left_to_its_new_owner(tmp_path):
    reg = FakeWinreg()
    install_windows.install(reg, EXE, tmp_path)
    handle = reg.OpenKey("HKCU", r"Software\Classes\.zrec")
    reg.SetValueEx(handle, "", 0, reg.REG_SZ, "SomeoneElse.Record")
    install_windows.uninstall(reg, tmp_path)
    assert reg.value(".zrec") == "SomeoneElse.Record"
    assert reg.value(r"Zuendstoff.zrec\shell\open\command") is None


@pytest.mark.parametrize("flag", ["--install", "--uninstall"])
def test_the_bundle_program_answers_the_flags_on_windows(flag, monkeypatch):
    import types

    import entry
    from zuendstoff import crash
    called = []
    monkeypatch.setattr(crash, "install", lambda: None)
    monkeypatch.setitem(sys.modules, "install_windows",
                        types.SimpleNamespace(main=lambda argv: called.append(argv) or 0))
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(sys, "argv", ["zuendstoff.exe", flag])
    assert entry.main() == 0 and called == [[flag[2:]]]
    spec = (Path(__file__).resolve().parents[2] / "packaging" / "zuendstoff.spec").read_text(encoding="utf-8")
    assert '["install_windows"] if IS_WIN' in spec  # the bundle carries the module


def test_main_installs_for_the_running_program_and_says_so(tmp_path, monkeypatch, capsys):
    reg = FakeWinreg()
    exe = tmp_path / "zuendstoff.exe"
    monkeypatch.setitem(sys.modules, "winreg", reg)
    monkeypatch.setattr(sys, "executable", str(exe))
    assert install_windows.main(["install"]) == 0
    assert ".zrec, .zlayout, .zdiscs, .zboard now open with" in capsys.readouterr().out
    assert reg.value(r"Zuendstoff.zrec\shell\open\command") == f'"{exe}" "%1"'
    assert (tmp_path / install_windows.MANIFEST).exists()
    assert install_windows.main(["uninstall"]) == 0
    assert all(not values for values in reg.keys.values())
    assert install_windows.main(["sideways"]) == 2


def test_install_leaves_the_registry_alone_when_its_record_cannot_be_written(tmp_path):
    """The manifest is written before the registry: a folder that cannot take it (read-only,
    gone) means nothing is registered that --uninstall could not find again."""
    reg = FakeWinreg()
    before = {k: dict(v) for k, v in reg.keys.items()}
    with pytest.raises(OSError):
        install_windows.install(reg, EXE, tmp_path / "not a folder")
    assert reg.keys == before


def test_an_install_broken_off_half_way_is_removed_by_uninstall(tmp_path):
    reg = FakeWinreg()
    other = reg.CreateKeyEx("HKCU", r"Software\Classes\.txt")
    reg.SetValueEx(other, "", 0, reg.REG_SZ, "txtfile")
    before = {k: dict(v) for k, v in reg.keys.items()}
    set_value, calls = reg.SetValueEx, []

    def failing(*args):
        calls.append(args)
        if len(calls) > 4:
            raise PermissionError("access denied by policy")
        set_value(*args)

    reg.SetValueEx = failing
    with pytest.raises(OSError):
        install_windows.install(reg, EXE, tmp_path)
    reg.SetValueEx = set_value
    assert reg.keys != before  # four values were set before the failure
    install_windows.uninstall(reg, tmp_path)
    assert reg.keys == before


def test_main_says_in_one_line_when_the_install_fails(tmp_path, monkeypatch, capsys):
    reg = FakeWinreg()
    monkeypatch.setitem(sys.modules, "winreg", reg)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "gone" / "zuendstoff.exe"))
    assert install_windows.main(["install"]) == 1
    err = capsys.readouterr().err
    assert "could not be registered" in err and "Traceback" not in err
    assert not reg.keys


def _windows_says(reg):
    """What ``cmd /c assoc`` and ``ftype`` print over ``reg`` (HKCU only: a fresh runner)."""
    def ask(command: str) -> str:
        what, arg = command.split(" ", 1)
        if what == "assoc":
            pid = reg.value(arg)
            return f"{arg}={pid}\n" if pid else ""
        command_line = reg.value(rf"{arg}\shell\open\command")
        return f"{arg}={command_line}\n" if command_line else ""
    return ask, lambda key, name: reg.value(key, name)


def test_the_real_registry_check_compares_with_the_docs(tmp_path):
    """packaging/check_windows_install.py (the workflow's Windows runner runs it against the
    real HKEY_CURRENT_USER): quiet for what --install writes and --uninstall leaves, and it
    names each difference otherwise. The command form it expects is the one the docs give."""
    import check_windows_install as check

    docs = (buildinfo.ROOT / "docs" / "install.md").read_text(encoding="utf-8")
    assert '`"…\\zuendstoff.exe" "%1"`' in docs and "HKEY_CURRENT_USER\\Software\\Classes" in docs
    reg = FakeWinreg()
    ask, read = _windows_says(reg)
    assert len(check.check_installed(EXE, ask, read)) == 6 * len(buildinfo.FILE_TYPES)
    install_windows.install(reg, EXE, tmp_path)
    assert check.check_installed(EXE, ask, read) == []
    assert check.check_uninstalled(EXE, ask, read) != []
    wrong = reg.OpenKey("HKCU", r"Software\Classes\Zuendstoff.zrec\shell\open\command")
    reg.SetValueEx(wrong, "", 0, reg.REG_SZ, f"{EXE} %1")  # unquoted: breaks on the space
    found = check.check_installed(EXE, ask, read)
    assert len(found) == 2 and "ftype for .zrec" in found[0], found
    reg.SetValueEx(wrong, "", 0, reg.REG_SZ, f'"{EXE}" "%1"')
    install_windows.uninstall(reg, tmp_path)
    assert check.check_uninstalled(EXE, ask, read) == []
