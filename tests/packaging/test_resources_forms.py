"""Resources are found through zuendstoff.resources in every form of the app:
source checkout (editable install), PyInstaller bundle, installed wheel."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from zuendstoff import resources

ROOT = Path(__file__).resolve().parents[2]


def built_bundle() -> Path | None:
    """The bundle packaging/ci.sh built (ZUENDSTOFF_TEST_BUNDLE), or None."""
    value = os.environ.get("ZUENDSTOFF_TEST_BUNDLE")
    return Path(value) if value else None


def wheel_python() -> Path | None:
    """The fresh venv's python holding the installed wheel (ZUENDSTOFF_TEST_WHEEL_PYTHON)."""
    value = os.environ.get("ZUENDSTOFF_TEST_WHEEL_PYTHON")
    return Path(value) if value else None

CHECK = textwrap.dedent("""
    import sys
    from zuendstoff import resources
    root = resources.root()
    for key in resources.BUILTIN_LAYOUTS:
        assert len(resources.builtin_layout(key).cells) > 0, key
    assert resources.default_discs().planets
    assert resources.path("art", "zuendstoff.svg").is_file()
    assert resources.path("schemas", "record.schema.json").is_file()
    print(root)
""")


@pytest.fixture
def fresh_root():
    resources.root.cache_clear()
    yield
    resources.root.cache_clear()


def test_checkout_form(fresh_root):
    root = resources.root()
    assert root.resolve() == (ROOT / "resources").resolve()
    assert resources.layout_path("standard").is_file()
    assert resources.builtin_layout("alt1").cells
    assert resources.default_discs().planets


def test_bundle_form_simulated(fresh_root, tmp_path, monkeypatch):
    """With sys._MEIPASS set, as in a PyInstaller bundle, files come from the bundle."""
    data = tmp_path / "zuendstoff" / "data"
    shutil.copytree(ROOT / "resources", data)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.root() == data
    assert resources.layout_path("alt2") == data / "layouts" / "alt2.zlayout"
    assert resources.builtin_layout("alt2").cells
    assert resources.default_discs().planets


def test_every_shipped_file_is_package_data():
    """pyproject.toml installs resources/ as zuendstoff.data with every file in it."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert '"zuendstoff.data" = "resources"' in text
    assert '"zuendstoff.data" = ["**/*"]' in text


@pytest.mark.skipif(built_bundle() is None, reason="needs the bundle packaging/ci.sh builds")
def test_bundle_form(userdata_home):
    """The real bundle reads its resources from inside itself (its self-test says where)."""
    bundle = built_bundle()
    program = bundle / "zuendstoff"
    result = subprocess.run([str(program), "--self-test"], capture_output=True, text=True,
                            timeout=180, env=_env(userdata_home))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "(bundle, Qt platform offscreen)" in result.stdout
    line = next(x for x in result.stdout.splitlines() if x.startswith("self-test: ok resources"))
    assert f" in {bundle.resolve() / '_internal' / 'zuendstoff' / 'data'})" in line


@pytest.mark.skipif(wheel_python() is None, reason="needs the venv packaging/ci.sh makes")
def test_wheel_form(tmp_path, userdata_home):
    """An installed wheel in a fresh venv finds its files inside that venv."""
    python = wheel_python()
    result = subprocess.run([str(python), "-c", CHECK], capture_output=True, text=True,
                            cwd=tmp_path, timeout=120, env=_env(userdata_home))
    assert result.returncode == 0, result.stderr
    root = Path(result.stdout.strip())
    prefix = subprocess.run([str(python), "-c", "import sys; print(sys.prefix)"],
                            capture_output=True, text=True, check=True).stdout.strip()
    assert root.is_relative_to(prefix), (root, prefix)
    assert not root.is_relative_to(ROOT)
    assert (root / "discsets" / "default.zdiscs").is_file()


def _env(userdata_home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env.update(QT_QPA_PLATFORM="offscreen", ZUENDSTOFF_HOME=str(userdata_home))
    return env
