"""The expert's worker processes in a frozen program (the PyInstaller bundle)."""

from __future__ import annotations

import sys

import pytest
from zuendstoff.engine.bots import expert_pool


def test_a_frozen_program_searches_in_as_many_worker_processes(monkeypatch):
    """The bundle holds multiprocessing and answers its spawned workers first thing
    (packaging/entry.py), so the expert uses worker processes there as in the venv. (It said
    no whenever frozen: at the same think time the bundle's expert searched on one core.)"""
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert expert_pool.available()


def test_a_daemonic_process_still_searches_on_one_core(monkeypatch):
    """What still holds: a daemonic worker (the simulator's) may not start children."""
    import multiprocessing

    class Daemonic:
        daemon = True

    monkeypatch.setattr(multiprocessing, "current_process", lambda: Daemonic())
    assert not expert_pool.available()


def test_the_expert_probe_counts_playouts_per_think_second(capsys):
    """What benchmarks/expert_bundle.py reads from the venv and the bundle alike."""
    import json

    from zuendstoff.engine.bots import expert_probe

    assert expert_probe.main("0.05:2") == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["decisions"] == 2 and figures["think"] == 0.05
    assert figures["iterations"] > 0 and figures["seconds"] > 0
    assert figures["per_second"] == pytest.approx(figures["iterations"] / figures["seconds"],
                                                  rel=0.01)
    assert figures["parallel"] == expert_pool.available() and not figures["frozen"]
    assert expert_probe.main("soon") == 2
