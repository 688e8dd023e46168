"""Real-browser tests of the phone page: Debian's Chromium driven by Playwright.

Skipped (with the reason) only where /usr/bin/chromium is absent; .ci/run installs it.
Playwright never downloads a browser here: it launches the system's Chromium.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parent.parent / "net"))

#: Debian's Chromium; where it is missing (Windows, macOS) the tests skip and say so
CHROMIUM = os.environ.get("ZUENDSTOFF_CHROMIUM", "/usr/bin/chromium")  # not POSIX-only: see above
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
PHONE = {"width": 360, "height": 640}
TABLET = {"width": 1024, "height": 768}


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists():
        pytest.skip(f"no Chromium at {CHROMIUM} (Debian: apt-get install chromium; .ci/run does)")
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")
    with sync_api.sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS, timeout=30_000)
        yield b
        b.close()


@pytest.fixture
def context(browser):
    made = []

    def make(locale="en-US", viewport=None):
        ctx = browser.new_context(locale=locale, viewport=viewport or PHONE)
        ctx.set_default_timeout(10_000)
        made.append(ctx)
        return ctx

    yield make
    for ctx in made:
        ctx.close()
