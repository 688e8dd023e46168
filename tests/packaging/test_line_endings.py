"""Windows checks files out with CRLF unless the repository says otherwise (.gitattributes):
every text file is LF on every system, every file that is not text is binary."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(not (ROOT / ".git").exists() or not shutil.which("git"),
                                reason="needs the git checkout (not a wheel or an archive)")


def _git(*args: str, stdin: str | None = None) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=True,
                          timeout=60, input=stdin).stdout


def test_text_is_lf_and_the_rest_binary_on_every_system():
    files = [f for f in _git("ls-files", "-z").split("\0") if f and (ROOT / f).is_file()]
    attrs: dict[str, dict[str, str]] = {}
    out = _git("check-attr", "-z", "--stdin", "text", "eol", "diff", stdin="\0".join(files) + "\0")
    fields = out.split("\0")
    for path, name, value in zip(fields[0::3], fields[1::3], fields[2::3]):
        attrs.setdefault(path, {})[name] = value
    wrong = []
    for f in files:
        data = (ROOT / f).read_bytes()
        is_binary = b"\0" in data[:8000] or f.endswith((".png", ".qm", ".wav"))
        a = attrs[f]
        if is_binary and not (a["text"] == "unset" and a["diff"] == "unset"):
            wrong.append(f"{f}: binary but {a}")
        if not is_binary and a["eol"] != "lf":
            wrong.append(f"{f}: text but {a}")
        if not is_binary and b"\r\n" in data:
            wrong.append(f"{f}: CRLF in the repository")
    assert wrong == []
