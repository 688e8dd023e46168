"""The files the build uses on each system are well-formed and agree with each other."""

from __future__ import annotations

import ast
import configparser
import importlib.metadata
import plistlib
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

import buildinfo
import pytest

LINUX = buildinfo.PACKAGING / "linux"


def test_desktop_entry():
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(LINUX / f"{buildinfo.APP_ID}.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"] == buildinfo.DISPLAY_NAME
    assert entry["Icon"] == buildinfo.APP_ID
    # a file the desktop opens with the game, or an invitation link (%u: either)
    assert entry["Exec"] == f"{buildinfo.NAME} %u"
    assert set(entry["MimeType"].strip(";").split(";")) == {
        m for _e, m, *_r in buildinfo.FILE_TYPES} | {"x-scheme-handler/zuendstoff"}
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")
    assert entry["Categories"].endswith(";") and entry["Keywords"].endswith(";")
    assert entry["StartupWMClass"] == buildinfo.NAME


def test_appstream_metainfo():
    root = ET.parse(LINUX / f"{buildinfo.APP_ID}.metainfo.xml").getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == buildinfo.APP_ID
    assert root.find("launchable").text == f"{buildinfo.APP_ID}.desktop"
    assert root.findtext("provides/binary") == buildinfo.NAME
    assert root.find("releases/release").get("version") == "@VERSION@"  # filled by the spec
    assert root.find("releases/release").get("date") == "@DATE@"
    # what software centres show: the project, who makes it, screenshots (that exist here)
    assert root.findtext("url[@type='homepage']").startswith("https://")
    assert root.findtext("developer/name")
    for image in root.iter("image"):
        local = image.text.split("/main/", 1)[1]
        assert (buildinfo.ROOT / local).is_file(), local
    # the winner holds chips of two colours (not "whoever reaches the sun first")
    text = ET.tostring(root, encoding="unicode")
    assert "reach the sun first" not in text and "zuerst die Sonne" not in text
    assert "two different colours" in text and "zwei verschiedenen Farben" in text


def test_macos_bundle_opens_the_apps_files():
    plist = buildinfo.mac_info_plist()
    kinds = {t["CFBundleTypeExtensions"][0]: t for t in plist["CFBundleDocumentTypes"]}
    assert set(kinds) == {e for e, *_r in buildinfo.FILE_TYPES}
    exported = {t["UTTypeIdentifier"] for t in plist["UTExportedTypeDeclarations"]}
    assert {t["LSItemContentTypes"][0] for t in kinds.values()} == exported
    plistlib.dumps(plist)  # it is a valid property list


def test_macos_bundle_opens_invitation_links():
    (kind,) = buildinfo.mac_info_plist()["CFBundleURLTypes"]
    assert kind["CFBundleURLSchemes"] == ["zuendstoff"]


@pytest.mark.skipif(not shutil.which("desktop-file-validate") or not shutil.which("appstreamcli"),
                    reason="desktop-file-utils and appstream are not installed")
def test_linux_files_pass_the_freedesktop_validators(tmp_path):
    desktop = LINUX / f"{buildinfo.APP_ID}.desktop"
    r = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True)
    assert r.returncode == 0 and not r.stdout.strip(), r.stdout + r.stderr
    meta = tmp_path / f"{buildinfo.APP_ID}.metainfo.xml"
    meta.write_text((LINUX / meta.name).read_text(encoding="utf-8")
                    .replace("@VERSION@", "0.1.0").replace("@DATE@", "2026-01-01"), encoding="utf-8")
    r = subprocess.run(["appstreamcli", "validate", "--no-net", str(meta)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr


def test_windows_version_resource_evaluates():
    """PyInstaller eval()s this text with its versioninfo classes; check with stand-ins."""
    text = (buildinfo.PACKAGING / "windows" / "version_info.txt").read_text(encoding="utf-8")
    text = text.replace("@FILEVERS@", repr(buildinfo.version_tuple())).replace(
        "@VERSION@", buildinfo.version())
    seen: dict[str, object] = {}

    def record(name):
        def make(*args, **kwargs):
            seen.setdefault(name, []).append((args, kwargs))
            return (name, args, kwargs)
        return make

    names = ["VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct",
             "VarFileInfo", "VarStruct"]
    eval(compile(text, "version_info.txt", "eval"), {n: record(n) for n in names})  # noqa: S307
    ffi = seen["FixedFileInfo"][0][1]
    assert ffi["filevers"] == ffi["prodvers"] == buildinfo.version_tuple()
    strings = {a[0]: a[1] for a, _ in seen["StringStruct"]}
    assert strings["ProductVersion"] == strings["FileVersion"] == buildinfo.version()
    assert strings["OriginalFilename"] == "zuendstoff.exe"
    ast.parse(text, mode="eval")


def test_version_numbers():
    from zuendstoff import __version__

    assert buildinfo.version() == __version__
    assert len(buildinfo.version_tuple()) == 4


def test_macos_info_plist():
    info = buildinfo.mac_info_plist()
    data = plistlib.loads(plistlib.dumps(info))
    assert data["CFBundleShortVersionString"] == buildinfo.version()
    assert data["NSHighResolutionCapable"] is True
    assert data["CFBundleDisplayName"] == buildinfo.DISPLAY_NAME
    spec = (buildinfo.PACKAGING / "zuendstoff.spec").read_text(encoding="utf-8")
    assert "bundle_identifier=buildinfo.APP_ID" in spec
    assert "info_plist=buildinfo.mac_info_plist()" in spec


def test_build_lock_pins_the_installed_pyinstaller():
    # the plain test run has no build tools; packaging/ci.sh installs them and runs this again
    try:
        importlib.metadata.version("pyinstaller")
    except importlib.metadata.PackageNotFoundError:
        pytest.skip("PyInstaller is not installed here (packaging/ci.sh installs it)")
    lock = (buildinfo.PACKAGING / "requirements-build.lock").read_text(encoding="utf-8")
    pins = dict(re.findall(r"^([A-Za-z0-9_.-]+)==([^;\s]+)", lock, re.M))
    assert pins["pyinstaller"] == importlib.metadata.version("pyinstaller")
    assert pins["pyinstaller-hooks-contrib"] == importlib.metadata.version(
        "pyinstaller-hooks-contrib")


def test_workflow_runs_the_build_script_on_three_systems():
    text = (buildinfo.ROOT / ".github" / "workflows" / "build.yml").read_text(encoding="utf-8")
    for system in ("ubuntu-", "windows-", "macos-"):
        assert system in text
    assert "python packaging/build.py --check --archive" in text
    assert "-r requirements.lock -r packaging/requirements-build.lock" in text
    assert "actions/upload-artifact@" in text


def test_readme_build_section_is_what_ci_runs():
    """Every command of the "Building" section (docs/install.md) is run, as written, by packaging/ci.sh."""
    readme = "\n".join((buildinfo.ROOT / name).read_text(encoding="utf-8")
                       for name in ("README.md", "docs/install.md") if (buildinfo.ROOT / name).exists())
    ci = (buildinfo.PACKAGING / "ci.sh").read_text(encoding="utf-8").splitlines()
    match = re.search(r"^## Building\b(.*?)(?=^## |\Z)", readme, re.M | re.S)
    if match is None:  # the section is being merged; ci.sh still holds the commands below
        commands = ["python3 -m pip install -r requirements.lock "
                    "-r packaging/requirements-build.lock -e .",
                    "python3 packaging/build.py --check"]
    else:
        block = re.search(r"```sh\n(.*?)```", match.group(1), re.S)
        assert block, "the Building section has a ```sh block"
        commands = [line.strip() for line in block.group(1).splitlines()
                    if line.strip() and not line.strip().startswith("#")]
    assert commands
    for command in commands:
        assert command in [line.strip() for line in ci], f"ci.sh does not run: {command}"


# --- the GitHub workflow -----------------------------------------------------------------------

from workflow_steps import DIST, RUNNER_OS, RUNS_STEPS, WORKFLOW, _run_like_github, _run_steps, _workflow  # noqa: E402


@RUNS_STEPS
@pytest.mark.posix_only("a workflow step run with bash and POSIX stand-in programs")
def test_every_run_step_passes_under_githubs_bash_flags(tmp_path):
    """Each `run:` step, on each runner it runs on, under `bash --noprofile --norc -eo
    pipefail` with stand-ins for the tools (pip, the build, apt, gh) and the dist folder the
    build leaves on that system. (The artefact step used to run `ls` with a pattern that
    matches nothing on every system, which those flags turn into a failed job.)"""
    wf = _workflow()
    ran = 0
    for job_id, runner, step in _run_steps():
        shell = step.get("shell") or wf["jobs"][job_id].get("defaults", {}).get(
            "run", {}).get("shell") or wf.get("defaults", {}).get("run", {}).get("shell")
        assert shell == "bash", f"{step.get('name')}: give it shell bash (the test runs it so)"
        assert "${{" not in step["run"], (
            f"{step.get('name')}: expressions go in env:, not into the script")
        result, _out, _log = _run_like_github(tmp_path, wf, job_id, runner, step)
        assert result.returncode == 0, (job_id, runner, step.get("name"),
                                        result.stdout + result.stderr)
        ran += 1
    # checks, tests (3 systems) and bundles (4 runners: build, two starts, the artefact's
    # name), the Linux-only steps, macOS's and Windows's own, and the release
    assert ran >= 2 + 3 * 1 + 4 * 4 + 2 + 2 + 2 + 1


@RUNS_STEPS
@pytest.mark.posix_only("a workflow step run with bash and POSIX stand-in programs")
def test_the_workflow_names_each_artefact_after_its_archive(tmp_path):
    """The artefact a person downloads is called what the archive inside it is called
    (zuendstoff-<version>-<system>-<arch>), not the runner's own words (Linux-X64); no
    archive, or two, fails the job rather than uploading under an empty name."""
    wf = _workflow()
    text = WORKFLOW.read_text("utf-8")
    assert "name: ${{ steps.archive.outputs.name }}" in text
    assert "runner.os }}-${{ runner.arch" not in text
    step = next(s for s in wf["jobs"]["bundle"]["steps"] if s.get("id") == "archive")
    for runner in ("ubuntu-22.04", "windows-2022", "macos-14"):
        result, out, _log = _run_like_github(tmp_path, wf, "bundle", runner, step)
        assert result.returncode == 0, result.stderr
        archive = DIST[RUNNER_OS[runner]][-1]
        stem = archive.removesuffix(".tar.gz").removesuffix(".zip")
        assert out.strip() == f"name={stem}"
    for dist in ([], ["zuendstoff-0.1.0-linux-x86_64.tar.gz", "zuendstoff-0.1.0-macos-arm64.tar.gz"]):
        result, out, _log = _run_like_github(tmp_path, wf, "bundle", "ubuntu-22.04", step, dist)
        assert result.returncode != 0 and out == "", dist


@RUNS_STEPS
@pytest.mark.posix_only("a workflow step run with bash and POSIX stand-in programs")
def test_the_workflow_tests_on_three_systems_before_the_bundle(tmp_path):
    """The README's test command runs offscreen on Linux, Windows and macOS, and the bundles
    are built only after it passed; the bundle job starts the app on each system's own
    screen (no offscreen)."""
    wf = _workflow()
    test = wf["jobs"]["test"]
    assert {RUNNER_OS[r] for r in test["strategy"]["matrix"]["os"]} == {"Linux", "Windows", "macOS"}
    assert "windows-2022" in test["strategy"]["matrix"]["os"]
    assert "macos-14" in test["strategy"]["matrix"]["os"]
    assert test["env"]["QT_QPA_PLATFORM"] == "offscreen"
    # the README's test command, as written there (python3 is "python" on Windows)
    sources = [buildinfo.ROOT / "README.md", buildinfo.ROOT / ".ci" / "run"]
    command = next(line.strip() for src in sources for line in src.read_text("utf-8").splitlines()
                   if '-e ".[test]"' in line and "pytest" in line)
    # (the runners' Python from setup-python takes packages, so the workflow needs no virtual
    # environment: PEP 668 is a rule of Debian's and Ubuntu's own Python; docs/platforms.md)
    command = command.replace("python3 -m venv .venv && ", "").replace(".venv/bin/python", "python3")
    command = re.sub(r"\s+", " ", command.replace("python3 ", "python ").replace(" -q ", " "))
    runs = [re.sub(r"\s+", " ", s["run"]) for s in test["steps"] if "run" in s]
    assert any(r.startswith(command) for r in runs), (command, runs)
    assert "test" in wf["jobs"]["bundle"]["needs"]
    # the native start, on every bundle runner, without QT_QPA_PLATFORM
    step = next(s for s in wf["jobs"]["bundle"]["steps"] if "native_start.py" in s.get("run", ""))
    for runner in wf["jobs"]["bundle"]["strategy"]["matrix"]["os"]:
        result, _out, log = _run_like_github(tmp_path, wf, "bundle", runner, step)
        assert result.returncode == 0, result.stderr
        assert "packaging/native_start.py" in log and "QT_QPA_PLATFORM=unset" in log, log
        if RUNNER_OS[runner] == "Linux":
            assert log.startswith("xvfb-run -a python packaging/native_start.py"), log


def test_the_workflow_passes_the_github_workflow_schema():
    """Checked against the GitHub workflow schema that check-jsonschema vendors (from
    SchemaStore): a misspelt key, a wrong type or a step without `uses`/`run` fails here
    rather than on GitHub."""
    result = subprocess.run([sys.executable, "-m", "check_jsonschema", "--builtin-schema",
                             "vendor.github-workflows", str(WORKFLOW)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    # and what the schema cannot see: every action is pinned to a major version, every job a
    # job needs exists, every step output used comes from a step of that job with that id,
    # and every runner is one the tests know (what runner.os it is)
    jobs = _workflow()["jobs"]
    for name, job in jobs.items():
        needs = job.get("needs", [])
        for need in [needs] if isinstance(needs, str) else needs:
            assert need in jobs, f"{name} needs {need}, which is not a job"
        ids = {step["id"] for step in job["steps"] if "id" in step}
        text = repr(job)
        for used in re.findall(r"steps\.([\w-]+)\.outputs", text):
            assert used in ids, f"{name} uses steps.{used}, which is not a step of it"
        for runner in job.get("strategy", {}).get("matrix", {}).get("os") or [job["runs-on"]]:
            assert runner in RUNNER_OS, runner
        for step in job["steps"]:
            if "uses" in step:  # pinned to a release's commit (test_workflow.py: which)
                assert re.fullmatch(r"[\w.-]+/[\w.-]+@[0-9a-f]{40}", step["uses"]), step["uses"]


def test_the_schema_check_catches_a_broken_workflow(tmp_path):
    """The check above can fail: a step with both `uses` and a misspelt key is refused."""
    broken = tmp_path / "build.yml"
    broken.write_text(WORKFLOW.read_text("utf-8").replace("runs-on: ${{ matrix.os }}",
                                                          "run-on: ${{ matrix.os }}", 1))
    result = subprocess.run([sys.executable, "-m", "check_jsonschema", "--builtin-schema",
                             "vendor.github-workflows", str(broken)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode != 0


def test_macos_checks_the_app_people_get(tmp_path):
    """macOS ships Zuendstoff.app: build.py --check self-tests the program inside it too, and
    a signature that does not verify stops the build."""
    import build

    programs = build.shipped_programs(tmp_path, "darwin")
    assert tmp_path / "Zuendstoff.app" / "Contents" / "MacOS" / "zuendstoff" in programs
    assert build.shipped_programs(tmp_path, "linux") == [build.program_path(tmp_path)]
    calls = []

    def codesign(cmd, **_kw):
        calls.append(cmd)
        return subprocess.CompletedProcess(cmd, 1, stdout="a sealed resource is missing\n")

    with pytest.raises(SystemExit, match="does not verify"):
        build.verify_signature(tmp_path / "Zuendstoff.app", run=codesign)
    assert calls[0][:2] == ["codesign", "--verify"] and "--deep" in calls[0]


def _strings(text: str) -> dict[str, str]:
    """An InfoPlist.strings file ("key" = "value"; per line) read back."""
    pairs = {}
    for line in text.splitlines():
        m = re.fullmatch(r'"((?:[^"\\]|\\.)*)" = "((?:[^"\\]|\\.)*)";', line)
        assert m, line
        pairs[m.group(1)] = m.group(2).replace('\\"', '"').replace("\\\\", "\\")
    return pairs


def test_macos_local_network_and_minimum_system(tmp_path):
    """macOS 15 asks before the app reaches the phones on the local network: the Info.plist
    says why (NSLocalNetworkUsageDescription), in English and German (InfoPlist.strings), and
    the oldest macOS the pinned Qt supports (LSMinimumSystemVersion)."""
    info = plistlib.loads(plistlib.dumps(buildinfo.mac_info_plist()))
    assert info["LSMinimumSystemVersion"] == buildinfo.MACOS_MINIMUM
    assert tuple(int(n) for n in buildinfo.MACOS_MINIMUM.split(".")) >= (13, 0)  # Qt 6.11
    assert "phones" in info["NSLocalNetworkUsageDescription"]
    assert set(info["CFBundleLocalizations"]) == set(buildinfo.MAC_PLIST_TEXTS)
    en, de = (_strings(buildinfo.mac_strings(lang)) for lang in ("en", "de"))
    assert set(en) == set(de) and "NSLocalNetworkUsageDescription" in de
    assert en["NSLocalNetworkUsageDescription"] == info["NSLocalNetworkUsageDescription"]
    assert "Handys" in de["NSLocalNetworkUsageDescription"] and "Sie" not in de[
        "NSLocalNetworkUsageDescription"].split()  # German says "du"
    spec = (buildinfo.PACKAGING / "zuendstoff.spec").read_text(encoding="utf-8")
    assert 'f"{lang}.lproj"' in spec and "InfoPlist.strings" in spec
    if shutil.which("plutil"):  # macOS: Apple's own reader
        for lang in ("en", "de"):
            path = tmp_path / f"{lang}.strings"
            path.write_text(buildinfo.mac_strings(lang), encoding="utf-8")
            assert subprocess.run(["plutil", "-lint", str(path)]).returncode == 0


def test_the_build_refuses_an_app_without_them(tmp_path):
    import build

    app = tmp_path / "Zuendstoff.app"
    (app / "Contents").mkdir(parents=True)
    plist = dict(buildinfo.mac_info_plist())
    (app / "Contents" / "Info.plist").write_bytes(plistlib.dumps(plist))
    with pytest.raises(SystemExit, match="InfoPlist.strings is missing"):
        build.check_app(app)
    for lang in buildinfo.MAC_PLIST_TEXTS:
        (app / "Contents" / "Resources" / f"{lang}.lproj").mkdir(parents=True)
        (app / "Contents" / "Resources" / f"{lang}.lproj" / "InfoPlist.strings").write_text(
            buildinfo.mac_strings(lang))
    build.check_app(app)
    del plist["NSLocalNetworkUsageDescription"]
    (app / "Contents" / "Info.plist").write_bytes(plistlib.dumps(plist))
    with pytest.raises(SystemExit, match="NSLocalNetworkUsageDescription"):
        build.check_app(app)
