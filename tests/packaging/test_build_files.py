"""The files the build uses on each system are well-formed and agree with each other."""

from __future__ import annotations

import ast
import configparser
import importlib.metadata
import plistlib
import re
import shutil
import subprocess
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
    assert entry["Exec"] == f"{buildinfo.NAME} %f"  # a file the desktop opens with the game
    assert set(entry["MimeType"].strip(";").split(";")) == {m for _e, m, *_r in buildinfo.FILE_TYPES}
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


def test_the_workflow_names_each_artefact_after_its_archive(tmp_path):
    """The artefact a person downloads is called what the archive inside it is called
    (zuendstoff-<version>-<system>-<arch>), not the runner's own words (Linux-X64)."""
    import re
    import subprocess
    text = (buildinfo.ROOT / ".github" / "workflows" / "build.yml").read_text("utf-8")
    assert "name: ${{ steps.archive.outputs.name }}" in text
    assert "runner.os }}-${{ runner.arch" not in text
    script = re.search(r"id: archive\n\s+shell: bash\n\s+run: \|\n((?:\s{10}.*\n)+)", text).group(1)
    for archive in ("zuendstoff-0.1.0-linux-x86_64.tar.gz", "zuendstoff-0.1.0-windows-x86_64.zip"):
        work = tmp_path / archive.split(".")[-1]
        (work / "dist").mkdir(parents=True)
        (work / "dist" / archive).write_bytes(b"")
        out = work / "github_output"
        subprocess.run(["bash", "-c", script], cwd=work, env={"GITHUB_OUTPUT": str(out), "PATH": "/usr/bin:/bin"},
                       check=True, timeout=30)
        stem = archive.removesuffix(".tar.gz").removesuffix(".zip")
        assert out.read_text().strip() == f"name={stem}"
