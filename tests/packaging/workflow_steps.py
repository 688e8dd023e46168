"""Run the GitHub workflow's steps as GitHub would, with stand-in programs (shared by
test_build_files.py and test_workflow.py)."""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
from pathlib import Path

import buildinfo
import pytest

WORKFLOW = buildinfo.ROOT / ".github" / "workflows" / "build.yml"
#: what each runner of the workflow is (runner.os)
RUNNER_OS = {"ubuntu-22.04": "Linux", "windows-2022": "Windows", "macos-14": "macOS",
             "macos-15-intel": "macOS"}
#: how GitHub runs a `shell: bash` step (the script is a file passed as {0})
GITHUB_BASH = ["bash", "--noprofile", "--norc", "-eo", "pipefail"]  # not POSIX-only: marked users
#: what the build leaves in dist/ on each system (stand-ins: empty files)
DIST = {
    "Linux": ["zuendstoff/zuendstoff", "zuendstoff-0.1.0-linux-x86_64.tar.gz"],
    "Windows": ["zuendstoff/zuendstoff.exe", "zuendstoff-0.1.0-windows-x86_64.zip"],
    "macOS": ["zuendstoff/zuendstoff", "Zuendstoff.app/Contents/MacOS/zuendstoff",
              "zuendstoff-0.1.0-macos-arm64.tar.gz"],
}
#: the commands the steps call that cannot run here: each stand-in writes its arguments
#: (and whether QT_QPA_PLATFORM is set) to a log and succeeds
STAND_INS = ("python", "python3", "sudo", "xvfb-run", "gh", "codesign", "zizmor", "sha256sum")


def _workflow() -> dict:
    from ruamel.yaml import YAML

    return YAML(typ="safe").load(WORKFLOW.read_text(encoding="utf-8"))


def _condition(expr: str | None, runner_os: str) -> bool:
    """The few `if:` conditions the workflow uses; anything else is a test failure, so that a
    new condition is taught here rather than silently run (or not)."""
    if expr is None:
        return True
    m = re.fullmatch(r"runner\.os (==|!=) '(\w+)'", expr.strip())
    if m:
        return (runner_os == m.group(2)) == (m.group(1) == "==")
    if expr.strip() in ("startsWith(github.ref, 'refs/tags/v')",
                        "startsWith(github.ref, 'refs/tags/')"):
        return True  # the stand-in run is a tag's
    if expr.strip() in ("always()", "always() && steps.archive.outputs.name != ''"):
        return True  # (uploads; the stand-in run has an archive)
    raise AssertionError(f"the test does not know the condition {expr!r}")


def _run_steps():
    """(job id, runner, step) of every `run:` step, on every runner of its job."""
    wf = _workflow()
    for job_id, job in wf["jobs"].items():
        runners = job.get("strategy", {}).get("matrix", {}).get("os") or [job["runs-on"]]
        for runner in runners:
            if not _condition(job.get("if"), RUNNER_OS[runner]):
                continue
            for step in job["steps"]:
                if "run" in step and _condition(step.get("if"), RUNNER_OS[runner]):
                    yield job_id, runner, step


#: the steps run here under Linux's (or macOS's) bash with stand-in commands; on Windows the
#: Linux job runs these tests (Git Bash would not find the stand-ins as programs)
RUNS_STEPS = pytest.mark.skipif(sys.platform == "win32", reason="runs the workflow's steps with a "
                                "POSIX bash and stand-in programs; the Linux and macOS jobs run it")


def _run_like_github(tmp_path, wf, job_id, runner, step, dist=None):
    """Run one step's script as GitHub would (its shell and flags, its environment) in a
    stand-in checkout; (completed process, GITHUB_OUTPUT text, stand-in log)."""
    runner_os = RUNNER_OS[runner]
    work = Path(tempfile.mkdtemp(prefix=f"{job_id}-{runner}-", dir=tmp_path))
    (work / "bin").mkdir()
    log = work / "stand-in.log"
    for name in STAND_INS:
        tool = work / "bin" / name
        stand_in = '#!/bin/bash\n'  # not POSIX-only: marked users
        tool.write_text(stand_in + 'echo "$(basename "$0") $* [QT_QPA_PLATFORM=${QT_QPA_PLATFORM-unset}]"'
                        f' >> "{log}"\n', encoding="utf-8")
        tool.chmod(0o755)  # not POSIX-only: marked users
    for rel in DIST[runner_os] if dist is None else dist:
        (work / "dist" / rel).parent.mkdir(parents=True, exist_ok=True)
        (work / "dist" / rel).write_bytes(b"")
    (work / "artefacts").mkdir()
    (work / "artefacts" / "zuendstoff-0.1.0-linux-x86_64.tar.gz").write_bytes(b"")
    script = work / "step.sh"
    script.write_text(step["run"], encoding="utf-8")
    out = work / "github_output"
    out.write_text("")
    home = {"HOME": str(work)}  # not POSIX-only: marked users
    env = {"PATH": f"{work / 'bin'}:/usr/bin:/bin", **home, "RUNNER_OS": runner_os,
           "GITHUB_OUTPUT": str(out), "GITHUB_REF_NAME": "v0.1.0",
           "GITHUB_REPOSITORY": "zuendstoff/zuendstoff"}
    for scope in (wf.get("env", {}), wf["jobs"][job_id].get("env", {}), step.get("env", {})):
        env.update({k: re.sub(r"\$\{\{.*?\}\}", "stand-in", str(v)) for k, v in scope.items()})
    result = subprocess.run(GITHUB_BASH + [str(script)], cwd=work, env=env, capture_output=True,
                            text=True, timeout=60)
    return result, out.read_text(), log.read_text() if log.exists() else ""
