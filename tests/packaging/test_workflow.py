"""What each runner of .github/workflows/build.yml does (issue 40), checked on its structure and,
where a step is a script, by running it as GitHub would with stand-in programs
(test_build_files.py's machinery): the bundle started as people start it on every runner,
logs and archives uploaded whatever failed, a tag that is the version, checksums with the
release, a release a re-run updates, actions on their current majors pinned to a commit, no
pip cache, zizmor among the checks; and packaging/ci.sh doing the same start here."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import buildinfo
import check_tag
import pytest
from workflow_steps import RUNNER_OS, RUNS_STEPS, WORKFLOW, _condition, _run_like_github, _workflow

#: the current major of each action the workflow uses (issue 40: no Node 20 majors), and the
#: release whose commit it is pinned to (the comment after the hash names it)
CURRENT = {"actions/checkout": "v7", "actions/setup-python": "v7",
           "actions/upload-artifact": "v7", "actions/download-artifact": "v8"}


def _steps(job: str, runner: str) -> list[dict]:
    """The steps of ``job`` that run on ``runner`` (a tag's run)."""
    return [s for s in _workflow()["jobs"][job]["steps"]
            if _condition(s.get("if"), RUNNER_OS[runner])]


def _runs(job: str, runner: str) -> str:
    return "\n".join(s.get("run", "") for s in _steps(job, runner))


def test_every_bundle_runner_starts_the_app_as_people_do():
    """Each bundle runner starts the built app without --self-test to its first frame, and
    with a saved game to its board (Linux under xvfb-run); macOS also through LaunchServices
    (open -a), Windows also installs its file types in the real registry."""
    wf = _workflow()
    runners = wf["jobs"]["bundle"]["strategy"]["matrix"]["os"]
    assert {RUNNER_OS[r] for r in runners} == {"Linux", "Windows", "macOS"}
    for runner in runners:
        starts = [s for s in _steps("bundle", runner) if "native_start.py" in s.get("run", "")]
        commands = [line.strip() for s in starts for line in s["run"].splitlines()
                    if "native_start.py" in line]
        if RUNNER_OS[runner] == "Linux":
            ours = [c for c in commands if c.startswith("xvfb-run -a python packaging/native_start.py")]
        else:
            ours = [c for c in commands if c.startswith("python packaging/native_start.py")]
        assert any("--game" not in c and "--launch-services" not in c for c in ours), runner
        assert any("--game" in c for c in ours), runner
        assert all("--self-test" not in c for c in commands)
        launch = any("--launch-services" in c for c in ours)
        assert launch == (RUNNER_OS[runner] == "macOS"), runner
        windows = "packaging/check_windows_install.py" in _runs("bundle", runner)
        assert windows == (RUNNER_OS[runner] == "Windows"), runner
        # after the build, before the artefact is named
        names = [s.get("name", s.get("uses", "")) for s in _steps("bundle", runner)]
        assert names.index("Build, self-test and pack") < names.index(starts[0]["name"])


@RUNS_STEPS
@pytest.mark.posix_only("a workflow step run with bash and POSIX stand-in programs")
def test_the_starts_run_without_offscreen_on_every_runner(tmp_path):
    """Run as GitHub would (stand-in python and xvfb-run): no QT_QPA_PLATFORM reaches the
    starts, and each keeps its logs for the upload."""
    wf = _workflow()
    for runner in wf["jobs"]["bundle"]["strategy"]["matrix"]["os"]:
        for step in _steps("bundle", runner):
            if "native_start.py" not in step.get("run", ""):
                continue
            result, _out, log = _run_like_github(tmp_path, wf, "bundle", runner, step)
            assert result.returncode == 0, result.stderr
            assert "native_start.py" in log and "QT_QPA_PLATFORM=unset" in log, (runner, log)
            assert "--keep logs" in log


def test_logs_and_archives_are_uploaded_whatever_failed():
    wf = _workflow()
    for job in ("test", "bundle"):
        uploads = [s for s in wf["jobs"][job]["steps"]
                   if s.get("uses", "").startswith("actions/upload-artifact@")]
        assert uploads, job
        for step in uploads:
            assert step.get("if", "").startswith("always()"), (job, step.get("name"))
        assert any("logs/" in s["with"]["path"] for s in uploads), job
    # the artefact's name is found even after a failed start, so that the archive goes up
    naming = next(s for s in wf["jobs"]["bundle"]["steps"] if s.get("id") == "archive")
    assert naming["if"] == "always()"
    # and the release takes only the archives, never the logs
    download = next(s for s in wf["jobs"]["release"]["steps"] if "uses" in s)
    assert download["with"]["pattern"] == "zuendstoff-*"


def test_a_tag_must_be_the_version():
    """The checks job compares the tag with the version on every tag; the bundles and the
    release wait for it, so a wrong tag publishes nothing."""
    wf = _workflow()
    step = next(s for s in wf["jobs"]["checks"]["steps"] if "check_tag.py" in s.get("run", ""))
    assert step["if"] == "startsWith(github.ref, 'refs/tags/')"
    assert step["run"].strip() == 'python packaging/check_tag.py "$GITHUB_REF_NAME"'
    assert "checks" in wf["jobs"]["bundle"]["needs"] and "checks" in wf["jobs"]["release"]["needs"]
    version = buildinfo.version()
    assert check_tag.problem(f"v{version}", version) is None
    for wrong in (version, f"v{version}.1", "v0.0.0-wrong", f"V{version}"):
        assert check_tag.problem(wrong, version), wrong
    assert check_tag.main([f"v{version}"]) == 0 and check_tag.main(["v999.0.0"]) == 1


def _release_step() -> dict:
    return next(s for s in _workflow()["jobs"]["release"]["steps"] if "run" in s)


@pytest.mark.skipif(not shutil.which("sha256sum") or sys.platform == "win32",
                    reason="runs the release step with GNU sha256sum and a POSIX bash")
@pytest.mark.parametrize("exists", [False, True])
def test_the_release_publishes_checksums_and_a_rerun_updates_it(tmp_path, exists):
    """The release step, run as GitHub would with a stand-in gh: SHA256SUMS holds the real
    checksum of every archive and is published with them; a tag without a release creates
    it, a re-run (the release exists) replaces its files (--clobber) instead of failing."""
    work = tmp_path / "work"
    (work / "artefacts").mkdir(parents=True)
    archives = {"zuendstoff-0.1.0-linux-x86_64.tar.gz": b"linux",
                "zuendstoff-0.1.0-windows-x86_64.zip": b"windows"}
    for name, data in archives.items():
        (work / "artefacts" / name).write_bytes(data)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    log = tmp_path / "gh.log"
    (bin_dir / "gh").write_text(f'#!/bin/bash\necho "gh $*" >> "{log}"\n'
                                f'[ "$1 $2" != "release view" ] || exit {0 if exists else 1}\n')
    (bin_dir / "gh").chmod(0o755)
    env = {"PATH": f"{bin_dir}:/usr/bin:/bin", "HOME": str(tmp_path),
           "GITHUB_REF_NAME": "v0.1.0", "GITHUB_REPOSITORY": "zuendstoff/zuendstoff",
           "GH_TOKEN": "stand-in"}
    script = tmp_path / "step.sh"
    script.write_text(_release_step()["run"], encoding="utf-8")
    result = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script)],
                            cwd=work, env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    import hashlib

    sums = (work / "artefacts" / "SHA256SUMS").read_text().splitlines()
    assert sorted(sums) == sorted(f"{hashlib.sha256(d).hexdigest()}  {n}"
                                  for n, d in archives.items())
    calls = log.read_text().splitlines()
    published = calls[-1]
    assert "SHA256SUMS" in published and all(n in published for n in archives)
    if exists:
        assert published.startswith("gh release upload v0.1.0 ") and "--clobber" in published
    else:
        assert published.startswith("gh release create v0.1.0 ") and "--verify-tag" in published


def test_actions_are_on_their_current_majors_pinned_to_a_commit():
    lines = [line.strip() for line in WORKFLOW.read_text("utf-8").splitlines()
             if re.match(r"\s*(- )?uses:", line)]
    assert lines
    for line in lines:
        m = re.fullmatch(r"(?:- )?uses: ([\w.-]+/[\w.-]+)@([0-9a-f]{40}) # (v\d+)\.\d+\.\d+", line)
        assert m, f"not pinned to a release's commit with its version named: {line}"
        assert m.group(1) in CURRENT, f"{m.group(1)}: which is its current major?"
        assert m.group(3) == CURRENT[m.group(1)], f"{line}: the current major is {CURRENT[m.group(1)]}"
    # one commit per action (the same release everywhere)
    pins = {}
    for line in lines:
        action, rest = line.split("uses: ", 1)[1].split("@")
        pins.setdefault(action, set()).add(rest)
    assert all(len(v) == 1 for v in pins.values()), pins


def test_no_pip_cache_on_a_tags_build():
    """A tag's build (the release) never restores pip's cache (cache poisoning); none does."""
    for name, job in _workflow()["jobs"].items():
        for step in job["steps"]:
            if step.get("uses", "").startswith("actions/setup-python@"):
                cached = "cache" in step.get("with", {})
                assert not cached or "!startsWith(github.ref, 'refs/tags/')" in step.get("if", ""), name


def test_zizmor_pinned_is_among_the_workflows_checks():
    """The checks job installs zizmor at the version requirements-test.lock pins and audits
    the workflow offline; the bundles wait for it."""
    lock = (buildinfo.ROOT / "requirements-test.lock").read_text("utf-8")
    assert re.search(r"^zizmor==\d+\.\d+\.\d+$", lock, re.M)
    run = _runs("checks", "ubuntu-22.04")
    assert "python -m pip install -c requirements-test.lock zizmor" in run
    assert "zizmor --offline --format plain .github/workflows/build.yml" in run
    assert "checks" in _workflow()["jobs"]["bundle"]["needs"]


def _zizmor(path: Path) -> subprocess.CompletedProcess:
    exe = shutil.which("zizmor")
    if exe is None:
        pytest.skip("zizmor is not installed (requirements-test.lock pins it)")
    return subprocess.run([exe, "--offline", "--format", "plain", str(path)],
                          capture_output=True, text=True, timeout=120)


def test_zizmor_finds_nothing_in_the_workflow():
    result = _zizmor(WORKFLOW)
    assert result.returncode == 0, result.stdout + result.stderr


def test_zizmor_would_find_a_pip_cache_or_an_unpinned_action(tmp_path):
    """The audit above can fail: the old workflow's pip cache and a major-only pin are found."""
    text = WORKFLOW.read_text("utf-8")
    for broken in (text.replace('python-version: "3.11"  # (no pip cache: see the test job)',
                                'python-version: "3.11"\n          cache: pip', 1),
                   re.sub(r"actions/checkout@[0-9a-f]{40} # v7\.\d+\.\d+", "actions/checkout@v7",
                          text, count=1)):
        assert broken != text
        path = tmp_path / "build.yml"
        path.write_text(broken, encoding="utf-8")
        assert _zizmor(path).returncode != 0


def test_windows_runs_its_real_tests_and_the_real_registry():
    """Windows: the autosave while another handle holds the file (the Windows-only tests),
    and --install / --uninstall against the runner's HKEY_CURRENT_USER."""
    wf = _workflow()
    real = [s for s in wf["jobs"]["test"]["steps"]
            if "tests/packaging/test_windows_real.py" in s.get("run", "")]
    assert len(real) == 1 and real[0]["if"] == "runner.os == 'Windows'"
    assert real[0]["run"].startswith("python -m pytest -p no:cacheprovider")
    install = [s for s in wf["jobs"]["bundle"]["steps"]
               if "check_windows_install.py" in s.get("run", "")]
    assert len(install) == 1 and install[0]["if"] == "runner.os == 'Windows'"


def test_ci_starts_the_bundle_as_people_do():
    """packaging/ci.sh (which .ci/run calls) starts the built bundle plainly under xvfb-run,
    without QT_QPA_PLATFORM, to its first frame and with a saved game; .ci/run installs
    xvfb-run and xauth where they are missing."""
    ci = [line.strip() for line in
          (buildinfo.PACKAGING / "ci.sh").read_text("utf-8").splitlines()]
    build = ci.index("python3 packaging/build.py --check")
    plain = ci.index("env -u QT_QPA_PLATFORM xvfb-run -a python3 packaging/native_start.py")
    game = ci.index("env -u QT_QPA_PLATFORM xvfb-run -a python3 packaging/native_start.py --game")
    assert build < plain < game
    run = (buildinfo.ROOT / ".ci" / "run").read_text("utf-8")
    assert "xvfb-run:xvfb" in run and "xauth:xauth" in run
    assert "bash packaging/ci.sh" in run


@pytest.mark.skipif(os.name == "nt", reason="runs .ci/run's install check with a POSIX bash")
def test_ci_run_installs_xvfb_run_and_xauth_where_missing(tmp_path):
    """.ci/run's check, run with a PATH where xvfb-run and xauth are missing, names both
    packages for apt-get."""
    run = (buildinfo.ROOT / ".ci" / "run").read_text("utf-8")
    loop = re.search(r"(  for tool in Xvfb:xvfb.*?done\n)", run, re.S).group(1)
    script = tmp_path / "check.sh"
    script.write_text("missing=()\n" + loop + 'echo "${missing[*]}"\n', encoding="utf-8")
    empty = tmp_path / "bin"
    empty.mkdir()
    out = subprocess.run(["/bin/bash", str(script)], env={"PATH": str(empty)},
                         capture_output=True, text=True, timeout=30).stdout.split()
    assert "xvfb" in out and "xauth" in out
