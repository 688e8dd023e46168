#!/usr/bin/env bash
# Packaging CI (called by .ci/run): proves the app as people get it.
#  1. follows the "Building" section of docs/install.md as written: builds the PyInstaller bundle
#     from this checkout and runs its --self-test offscreen; then starts the bundle as people
#     do, without --self-test, with its own window plugin (xcb) on a private X screen
#     (xvfb-run): once to its first frame, once with a saved game to its board
#     (packaging/native_start.py; the app writes what it painted to a marker file);
#  2. builds the wheel, installs it in a fresh venv and runs the app from there (--self-test);
#  3. runs tests/packaging against both (resources found in the bundle and in the wheel,
#     lean contents, Linux install/uninstall into a throwaway HOME);
#  4. runs the bundle's `zuendstoff --join` against a private Mosquitto and a headless table.
# Fails on any failure. Needs only PyPI (pip's cache is reused).
set -euo pipefail
cd "$(dirname "$0")/.."
export QT_QPA_PLATFORM=offscreen
export PIP_DISABLE_PIP_VERSION_CHECK=1
started=$SECONDS

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export ZUENDSTOFF_HOME="$tmp/userdata"   # never touch the CI user's own game data

# --- 1. the build section of docs/install.md (keep these two lines identical to it) ---
python3 -m pip install -r requirements.lock -r packaging/requirements-build.lock -e .
python3 packaging/build.py --check
echo "ci.sh: bundle built and self-tested ($((SECONDS - started)) s)"
# the plain start: a double-click on the program, then a double-click on a saved game
env -u QT_QPA_PLATFORM xvfb-run -a python3 packaging/native_start.py
env -u QT_QPA_PLATFORM xvfb-run -a python3 packaging/native_start.py --game
echo "ci.sh: bundle started plainly on an X screen, to its window and to a saved game's board" \
  "($((SECONDS - started)) s)"

# --- 2. the app from an installed wheel, in a fresh venv ---
python3 -m pip wheel -q --no-deps -w "$tmp/wheel" .
python3 -m venv "$tmp/venv"
"$tmp/venv/bin/python" -m pip install -q -c requirements.lock "$tmp"/wheel/zuendstoff-*.whl
(cd "$tmp" && "$tmp/venv/bin/zuendstoff" --self-test)
echo "ci.sh: wheel installed in a fresh venv and self-tested ($((SECONDS - started)) s)"

# --- 3. the packaging tests against the bundle and the wheel ---
# (the test tools: requirements.lock holds only what the app needs since issue 34; .ci/run has
# installed them already, this makes ci.sh work on its own too)
python3 -m pip install -q -r requirements-test.lock
ZUENDSTOFF_TEST_BUNDLE="$PWD/dist/zuendstoff" ZUENDSTOFF_TEST_WHEEL_PYTHON="$tmp/venv/bin/python" \
  python3 -m pytest -p no:cacheprovider tests/packaging --ignore=tests/packaging/test_bundle_joins.py
echo "ci.sh: packaging checks passed ($((SECONDS - started)) s)"

# --- 4. the built bundle joins a game far away (issue 44): its `zuendstoff --join` plays a
# far-away seat of a headless table from this checkout, through a private Mosquitto over TLS
ZUENDSTOFF_TEST_BUNDLE="$PWD/dist/zuendstoff" \
  python3 -m pytest -p no:cacheprovider tests/packaging/test_bundle_joins.py
echo "ci.sh: the bundle joined a game far away ($((SECONDS - started)) s)"
