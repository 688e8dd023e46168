"""Windows refuses a rename for a moment while another program holds the file (Defender, the
search indexer, OneDrive): the atomic writes try again for about 2 s, then say so plainly,
and nothing is lost. Stand-in here: os.replace failing with PermissionError a few times."""

from __future__ import annotations

import os

import pytest
from zuendstoff.engine import jsonio


class Busy:
    """os.replace refused ``times`` times (WinError 32: the file is used by another process),
    then done; the retries' pauses on a stand-in clock."""

    def __init__(self, monkeypatch, times):
        self.left = times
        self.calls = 0
        self.now = 0.0
        self.pauses = []
        real = os.replace

        def replace(src, dst):
            self.calls += 1
            if self.left > 0:
                self.left -= 1
                raise PermissionError(13, "The process cannot access the file because it is "
                                          "being used by another process", str(dst))
            real(src, dst)

        def sleep(seconds):
            self.pauses.append(seconds)
            self.now += seconds

        monkeypatch.setattr(os, "replace", replace)
        monkeypatch.setattr(jsonio, "RETRY_RENAME", True)  # as on Windows
        monkeypatch.setattr(jsonio, "_clock", lambda: self.now)
        monkeypatch.setattr(jsonio, "_sleep", sleep)


def test_a_rename_refused_a_few_times_goes_through(monkeypatch, tmp_path):
    target = tmp_path / "autosave.zrec"
    target.write_text("old\n")
    busy = Busy(monkeypatch, 4)
    jsonio.write_atomic(target, "new\n")
    assert target.read_text() == "new\n" and busy.calls == 5
    assert busy.pauses == sorted(busy.pauses) and sum(busy.pauses) < jsonio.REPLACE_PATIENCE
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.zrec"]  # no temporary left


def test_a_file_held_for_good_gives_one_plain_error_and_keeps_the_old_one(monkeypatch, tmp_path):
    target = tmp_path / "autosave.zrec"
    target.write_text("old\n")
    busy = Busy(monkeypatch, 10**6)
    with pytest.raises(jsonio.FileBusyError) as caught:
        jsonio.write_atomic(target, "new\n")
    assert caught.value.strerror == jsonio.FileBusyError.MESSAGE
    assert isinstance(caught.value, PermissionError)
    assert 1.5 <= busy.now <= jsonio.REPLACE_PATIENCE  # about 2 s of tries, on the stand-in clock
    assert target.read_text() == "old\n"
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.zrec"]


def test_elsewhere_a_refused_rename_is_not_waited_for(monkeypatch, tmp_path):
    """On Linux and macOS a PermissionError is the folder's permissions: said at once."""
    busy = Busy(monkeypatch, 1)
    monkeypatch.setattr(jsonio, "RETRY_RENAME", False)
    with pytest.raises(PermissionError):
        jsonio.write_atomic(tmp_path / "a.zrec", "x\n")
    assert busy.pauses == []


def test_the_direct_renames_retry_too(monkeypatch, tmp_path):
    """Moving the autosave aside, keeping a game, the crash copy and the screenshot go
    through jsonio.replace (no direct os.replace is left in the app)."""
    import zuendstoff

    app = os.path.dirname(zuendstoff.__file__)
    direct = []
    for folder, _dirs, files in os.walk(app):
        for name in files:
            if name.endswith(".py"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as fh:
                    for no, line in enumerate(fh, 1):
                        if "os.replace(" in line and not path.endswith("jsonio.py"):
                            direct.append(f"{path}:{no}")
    assert direct == []
    source, target = tmp_path / "a", tmp_path / "b"
    source.write_text("a")
    Busy(monkeypatch, 2)
    jsonio.replace(source, target)
    assert target.read_text() == "a" and not source.exists()
