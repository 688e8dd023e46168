"""The expert's worker processes in a frozen program (the PyInstaller bundle)."""

from __future__ import annotations

import sys

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
