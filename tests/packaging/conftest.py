"""Packaging tests: the build's own modules (packaging/*.py) are importable here."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
if str(PACKAGING) not in sys.path:
    sys.path.insert(0, str(PACKAGING))


@pytest.fixture
def userdata_home(tmp_path, monkeypatch):
    """Per-user folders of the app in a throwaway place."""
    home = tmp_path / "userdata"
    monkeypatch.setenv("ZUENDSTOFF_HOME", str(home))
    return home

