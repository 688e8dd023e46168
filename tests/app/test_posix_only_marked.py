"""No test asserts a POSIX-only fact without saying so (issue 40): the first test run on
Windows failed on a file mode (``0o600`` asserted, ``0o666`` reported) and would have stopped
every bundle. ``tests/posix_facts.py`` reads every test file; here it is run over the suite,
and shown each kind of fact with and without the mark, so that it cannot pass by finding
nothing. The mark itself, ``posix_only``, skips on Windows only and names the fact."""

from __future__ import annotations

import importlib.util
import textwrap
from pathlib import Path
from types import SimpleNamespace

import posix_facts
import pytest

TESTS = Path(__file__).resolve().parents[1]


def _root_conftest():
    """tests/conftest.py as a module of its own (a plain ``import conftest`` may find another
    folder's conftest.py first)."""
    spec = importlib.util.spec_from_file_location("zuendstoff_root_conftest", TESTS / "conftest.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


posix_only_skip = _root_conftest().posix_only_skip


def test_no_test_asserts_a_posix_only_fact_without_saying_so():
    # (the guard and this file hold the facts as data: the examples below)
    found = posix_facts.findings(TESTS, skip=(TESTS / "posix_facts.py", Path(__file__).resolve()))
    assert not found, "\n".join(map(str, found)) + (
        "\nmark the test @pytest.mark.posix_only(\"the fact\"), or adapt it per system "
        "(docs/platforms.md, 'POSIX-only facts in the tests')")


def _found(tmp_path, files: dict[str, str]) -> list[str]:
    for name, source in files.items():
        (tmp_path / name).write_text(textwrap.dedent(source), encoding="utf-8")
    return [f"{f.path}:{f.line}:{f.fact}" for f in posix_facts.findings(tmp_path)]


UNSAID = {
    "a file mode": ("import os, stat\n"
                    "def test_x(p):\n    assert stat.S_IMODE(os.stat(p).st_mode) == 0o600\n",
                    "file modes"),
    "the umask": "import os\ndef test_x():\n    os.umask(0o077)\n",
    "chmod": "def test_x(p):\n    p.chmod(0o755)\n",
    "a user id": "import os\ndef test_x():\n    assert os.getuid() > 0\n",
    "fork": "import os\ndef test_x():\n    os.fork()\n",
    "SIGKILL": "import os, signal\ndef test_x(pid):\n    os.kill(pid, signal.SIGKILL)\n",
    "SIGTERM sent": "import signal\ndef test_x(proc):\n    proc.send_signal(signal.SIGTERM)\n",
    "an alarm": "import signal\ndef test_x():\n    signal.alarm(1)\n",
    "a FIFO": "import os\ndef test_x(p):\n    os.mkfifo(p)\n",
    "a symbolic link": "def test_x(p, q):\n    p.symlink_to(q)\n",
    "/tmp": "def test_x():\n    assert open('/tmp/x')\n",
    "a shell script": "def test_x(p):\n    p.write_text('#!/bin/sh\\necho hi\\n')\n",
    "HOME": "def test_x(monkeypatch):\n    monkeypatch.setenv('HOME', '.')\n",
    "HOME=": "import os\ndef test_x():\n    env = dict(os.environ, HOME='.')\n",
    "fcntl": "import fcntl\ndef test_x():\n    pass\n",
    "the system's language through LANG": ("import os\ndef test_x():\n"
                                            "    env = dict(os.environ, LANG='de_DE.UTF-8')\n"),
    "a POSIX shell run": ("import subprocess\ndef test_x():\n"
                          "    subprocess.run(['bash', '-c', 'true'])\n"),
    "in a constant a test uses": "SHELL = ['bash', '-eo']\ndef test_x():\n    print(SHELL)\n",
    "in a constant computed at import": "import os\nUID = os.getuid()\n",
    "in an except block": ("import os\ndef test_x():\n    try:\n        pass\n"
                           "    except OSError:\n        os.kill(1, 9)\n"),
    "in a with block": "import os\ndef test_x(p):\n    with open(p):\n        os.umask(0)\n",
    "in a helper the test calls": ("import os\ndef _helper():\n    return os.getuid()\n"
                                   "def test_x():\n    _helper()\n"),
    "in a fixture": ("import os, pytest\n@pytest.fixture\ndef uid():\n    return os.getuid()\n"
                     "def test_x(uid):\n    pass\n"),
    "a skipif that does not ask the system": (
        "import os, pytest, shutil\n@pytest.mark.skipif(not shutil.which('x'), reason='no x')\n"
        "def test_x():\n    os.getuid()\n"),
    "an adaptation comment without a reason": (
        "import os\ndef test_x():\n    os.getuid()  # not POSIX-only: \n"),
}


@pytest.mark.parametrize("kind", UNSAID)
def test_the_guard_finds_each_kind_of_fact_said_nowhere(tmp_path, kind):
    source = UNSAID[kind]
    if isinstance(source, tuple):
        source, fact = source
        assert [f.split(":")[2] for f in _found(tmp_path, {"test_a.py": source})] == [fact]
    else:
        assert _found(tmp_path, {"test_a.py": source}), kind


SAID = {
    "posix_only on the test": ("import os, pytest\n@pytest.mark.posix_only('user ids')\n"
                               "def test_x():\n    os.getuid()\n"),
    "posix_only on the class": ("import os, pytest\n@pytest.mark.posix_only('user ids')\n"
                                "class TestX:\n    def test_x(self):\n        os.getuid()\n"),
    "posix_only on the module": ("import os, pytest\npytestmark = pytest.mark.posix_only('ids')\n"
                                 "def test_x():\n    os.getuid()\n"),
    "a skipif on the platform": ("import os, sys, pytest\n"
                                 "@pytest.mark.skipif(sys.platform == 'win32', reason='ids')\n"
                                 "def test_x():\n    os.getuid()\n"),
    "a skipif through a name": ("import os, sys, pytest\ndef _missing():\n"
                                "    return '' if sys.platform.startswith('linux') else 'not Linux'\n"
                                "MISSING = _missing()\n"
                                "pytestmark = pytest.mark.skipif(bool(MISSING), reason=MISSING)\n"
                                "def test_x():\n    os.getuid()\n"),
    "a skipif asking for the signal": ("import os, signal, pytest\n"
                                       "@pytest.mark.skipif(not hasattr(signal, 'SIGUSR1'), reason='x')\n"
                                       "def test_x(pid):\n    os.kill(pid, signal.SIGUSR1)\n"),
    "adapted in an if": ("import os\ndef test_x():\n    if os.name == 'posix':\n"
                         "        assert os.getuid() >= 0\n"),
    "adapted after an early return": ("import signal\ndef helper():\n"
                                      "    if not hasattr(signal, 'SIGALRM'):\n        return\n"
                                      "    signal.alarm(1)\n"),
    "a helper only marked tests call": ("import os, pytest\ndef _uid():\n    return os.getuid()\n"
                                        "@pytest.mark.posix_only('user ids')\n"
                                        "def test_x():\n    _uid()\n"),
    "a constant only marked tests use": ("import pytest\nSHELL = ['bash', '-eo']\n"
                                         "@pytest.mark.posix_only('a POSIX bash')\n"
                                         "def test_x():\n    print(SHELL)\n"),
    "an adaptation the line explains": (
        "import os\ndef test_x(p):\n"
        "    os.symlink(p, p)  # not POSIX-only: tried, and left out where it is refused\n"),
}


@pytest.mark.parametrize("kind", SAID)
def test_the_guard_accepts_a_fact_that_is_said_or_adapted(tmp_path, kind):
    assert _found(tmp_path, {"test_a.py": SAID[kind]}) == []


def test_a_posix_only_helper_module_needs_every_test_module_using_it_said(tmp_path):
    helper = "import os\nPOSIX_ONLY = 'process groups'\ndef stop(pid):\n    os.killpg(pid, 9)\n"
    said = ("import sys, pytest\nfrom helper import stop\n"
            "pytestmark = pytest.mark.skipif(sys.platform == 'win32', reason='groups')\n"
            "def test_x():\n    stop(1)\n")
    unsaid = "from helper import stop\ndef test_y():\n    stop(1)\n"
    assert _found(tmp_path, {"helper.py": helper, "test_said.py": said}) == []
    found = _found(tmp_path, {"test_unsaid.py": unsaid})
    assert len(found) == 1 and found[0].startswith("test_unsaid.py:1:uses helper.py")
    (tmp_path / "test_unsaid.py").unlink()
    (tmp_path / "helper.py").write_text(helper.replace("POSIX_ONLY = 'process groups'\n", ""))
    assert [f.split(":")[0] for f in _found(tmp_path, {})] == ["helper.py"]  # not said at all


def _item(mark):
    return SimpleNamespace(nodeid="tests/x.py::test_x", get_closest_marker=lambda name: mark)


def test_posix_only_skips_on_windows_naming_the_fact_and_runs_elsewhere():
    mark = pytest.mark.posix_only("file modes: 0600").mark
    skip = posix_only_skip(_item(mark), "win32")
    assert skip.name == "skip" and skip.kwargs["reason"] == "POSIX only: file modes: 0600"
    assert posix_only_skip(_item(mark), "linux") is None
    assert posix_only_skip(_item(mark), "darwin") is None
    assert posix_only_skip(_item(None), "win32") is None
    with pytest.raises(pytest.UsageError):
        posix_only_skip(_item(pytest.mark.posix_only.mark), "linux")  # no fact named


@pytest.mark.posix_only("the mark is applied: this test is skipped on Windows")
def test_the_mark_is_registered_and_this_test_runs_here(request):
    assert request.node.get_closest_marker("posix_only").args == (
        "the mark is applied: this test is skipped on Windows",)
    assert "posix_only" in "\n".join(request.config.getini("markers"))
