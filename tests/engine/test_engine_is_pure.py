"""The engine imports no Qt: it must run in the simulator, bots and tests without it."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "app" / "zuendstoff" / "engine"


def test_engine_sources_import_no_qt():
    offenders = []
    for path in ENGINE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [f"{path.name}: {n}" for n in names
                          if n.split(".")[0] in {"PySide6", "shiboken6", "PyQt5", "PyQt6"}]
    assert list(ENGINE.rglob("*.py")), "engine sources not found"
    assert offenders == []


def test_importing_engine_and_simulator_loads_no_qt():
    code = ("import sys, zuendstoff.engine, zuendstoff.engine.bots, zuendstoff.sim, "
            "zuendstoff.resources; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in "
            "('PySide6', 'shiboken6')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
