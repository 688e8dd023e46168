"""The README's two commands and the two lock files (issue 34).

The play command installs requirements.lock: what the app needs, pinned, and no test tool.
The test command installs requirements.lock and requirements-test.lock; .ci/run runs it
exactly as the README writes it."""

from __future__ import annotations

import importlib.metadata
import re
import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[2]
TEST_TOOLS = {"pytest", "hypothesis", "pytest-qt", "playwright", "jsonschema"}


def _pins(name: str) -> dict[str, str]:
    text = (ROOT / name).read_text(encoding="utf-8")
    return {canonicalize_name(m[0]): m[1]
            for m in re.findall(r"^([A-Za-z0-9_.-]+)==([^;\s]+)", text, re.M)}


def _closure(requirements: list[str]) -> set[str]:
    """Every distribution the requirements pull in here (markers evaluated for this Python)."""
    seen: set[str] = set()
    todo = [Requirement(r) for r in requirements]
    while todo:
        req = todo.pop()
        if req.marker is not None and not req.marker.evaluate({"extra": ""}):
            continue
        name = canonicalize_name(req.name)
        if name in seen:
            continue
        seen.add(name)
        todo.extend(Requirement(r) for r in importlib.metadata.requires(req.name) or [])
    return seen


def _project() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def _readme_commands() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = re.search(r"```sh\n(.*?)```", readme, re.S)
    assert block, "the README starts its commands with a ```sh block"
    return [line.strip() for line in block.group(1).splitlines() if line.strip()]


def test_the_app_lock_pins_what_the_app_needs_and_no_test_tool():
    pins = _pins("requirements.lock")
    assert not TEST_TOOLS & set(pins), "requirements.lock holds test tools"
    needed = _closure(_project()["dependencies"])
    assert needed <= set(pins), f"not pinned in requirements.lock: {needed - set(pins)}"
    for name in needed:
        assert pins[name] == importlib.metadata.version(name), name


def test_the_test_lock_pins_the_test_tools_as_installed():
    app, tests = _pins("requirements.lock"), _pins("requirements-test.lock")
    assert TEST_TOOLS <= set(tests)
    needed = _closure(_project()["optional-dependencies"]["test"]) - set(app)
    assert needed <= set(tests), f"not pinned in requirements-test.lock: {needed - set(tests)}"
    for name in needed:
        assert tests[name] == importlib.metadata.version(name), name
    assert not set(app) & set(tests), "a package pinned in both lock files"


def test_the_readme_gives_two_commands_play_then_test():
    play, test = _readme_commands()[:2]
    assert "-r requirements.lock -e . " in play and "requirements-test.lock" not in play
    assert play.endswith(" -m zuendstoff")
    assert "-r requirements.lock -r requirements-test.lock" in test
    assert test.endswith(" -m pytest -p no:cacheprovider")


def _venv_commands(commands: list[str], make: str, python: str) -> None:
    """Each command makes the virtual environment first, then runs pip, the app and pytest
    with its Python only (never the system's, which PEP 668 keeps from taking packages)."""
    for command in commands:
        steps = [step.strip() for step in command.split("&&")]
        assert steps[0] == make, command
        for step in steps[1:]:
            assert step.startswith(python + " -m "), (step, command)


def test_the_readmes_commands_work_where_the_systems_python_takes_no_packages():
    # issue 42: "externally-managed-environment" on Debian and Ubuntu (PEP 668)
    _venv_commands(_readme_commands()[:2], "python3 -m venv .venv", ".venv/bin/python")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = re.search(r"```bat\n(.*?)```", readme, re.S)
    assert block, "the README gives Windows its own two lines"
    windows = [line.strip() for line in block.group(1).splitlines() if line.strip()]
    assert len(windows) == 2
    _venv_commands(windows, "py -m venv .venv", r".venv\Scripts\python")
    unix = _readme_commands()[:2]
    assert [w.split("&&", 1)[1].replace(r".venv\Scripts\python", ".venv/bin/python")
            for w in windows] == [u.split("&&", 1)[1] for u in unix]  # (the same otherwise)


def test_ci_runs_the_readmes_test_command_as_written():
    test = _readme_commands()[1]
    ci = [line.strip() for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    assert test in ci
