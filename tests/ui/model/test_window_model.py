"""The whole game window, tested the way a person wanders through it (issue 32).

A hypothesis state machine (window_machine.py) plays, undoes, saves, opens, starts new
games, opens and closes the other windows, changes settings, moves seats to phones and
back, closes the window and starts again, in any order, and checks after every step that
the window still tells the truth (docs/testing.md).

CI runs a bounded number of examples. The soak runs many more::

    ZUENDSTOFF_SOAK=200 QT_QPA_PLATFORM=offscreen python -m pytest tests/ui/model -q -s

(``ZUENDSTOFF_SOAK_STEPS`` sets the steps per walk, 80 by default.)

It runs twice in CI: at zero pace (no animation, no computer delay; the main budget) and at
the app's own pace (the settings' defaults) with fewer steps. Either way the window's
pauses end only when the walk lets the time pass (the app's clock is held), so a walk's
choices never depend on how fast the machine is.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, Phase, settings
from hypothesis.stateful import run_state_machine_as_test
from window_machine import MUST_TAKE_EFFECT, TAKEN, Env, machine_for

SOAK = int(os.environ.get("ZUENDSTOFF_SOAK", "0") or 0)
#: steps per walk in the soak (a longer walk reaches a game's end more often)
SOAK_STEPS = int(os.environ.get("ZUENDSTOFF_SOAK_STEPS", "80") or 80)


def _walk(qtbot, tmp_path, monkeypatch, pace, examples: int, steps: int) -> None:
    env = Env(qtbot, tmp_path, pace)
    env.install(monkeypatch)
    monkeypatch.setenv("ZUENDSTOFF_HOME", str(tmp_path / "unused"))
    budget = settings(
        max_examples=SOAK or examples, stateful_step_count=SOAK_STEPS if SOAK else steps,
        deadline=None, print_blob=True,
        suppress_health_check=list(HealthCheck), database=None,
        # CI: the same examples every run (derandomized); the soak explores anew each time
        derandomize=not SOAK, phases=[Phase.explicit, Phase.generate, Phase.shrink] if SOAK
        else [Phase.explicit, Phase.generate])
    TAKEN.clear()
    try:
        run_state_machine_as_test(machine_for(env), settings=budget)
    finally:
        env.uninstall()
        print(f"rules taken at {pace.name} pace:", dict(sorted(TAKEN.items())))


def test_a_person_wandering_through_the_window(qtbot, tmp_path, monkeypatch, zero_pace):
    _walk(qtbot, tmp_path, monkeypatch, zero_pace, examples=8, steps=40)
    # the budget reaches every kind of step (a machine that only ever saved would prove little)
    assert TAKEN["one decision"] >= 30 and TAKEN["privacy swaps checked"], TAKEN
    assert TAKEN["quit and start again"] and TAKEN["open_other_window"], TAKEN
    assert TAKEN["arrange_the_table"], TAKEN
    # every rule that acts while something is going on (and Undo, Redo) did what it is named
    # for, not only ran: a rule that never takes effect tests nothing
    never = [name for name in MUST_TAKE_EFFECT if not TAKEN[f"{name}: took effect"]]
    assert not never, f"never took effect in the CI budget: {never}"


@pytest.mark.usefixtures("cpu_hogs")
def test_a_person_wandering_through_the_window_at_the_apps_pace(qtbot, tmp_path, monkeypatch,
                                                                real_pace):
    """The same walk at the settings' defaults (the board animates, computers take their
    time, table moments wait for Continue, forced moves are made and ringed): fewer steps."""
    _walk(qtbot, tmp_path, monkeypatch, real_pace, examples=6, steps=12)
    assert TAKEN["one decision"] >= 10 and TAKEN["privacy swaps checked"], TAKEN
