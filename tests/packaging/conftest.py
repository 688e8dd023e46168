"""Packaging tests: the build's own modules (packaging/*.py) and this folder's helpers are
importable here."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
for folder in (PACKAGING, Path(__file__).resolve().parent):  # (workflow_steps.py)
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))


@pytest.fixture
def userdata_home(tmp_path, monkeypatch):
    """Per-user folders of the app in a throwaway place."""
    home = tmp_path / "userdata"
    monkeypatch.setenv("ZUENDSTOFF_HOME", str(home))
    return home

