"""Shared test set-up. GUI tests run offscreen: CI has no screen.

A modal dialog left open in a test (``QDialog.exec``, ``QMessageBox.warning`` and the
other static convenience functions) would wait for a click that never comes and block
the whole suite. The autouse guard :func:`no_modal_dialogs` makes it fail the test
instead, with a message naming the dialog:

* every way into a modal loop that Python code reaches (``QDialog.exec``/``exec_`` and
  the static ``QMessageBox``/``QFileDialog``/``QInputDialog``/``QColorDialog``/
  ``QFontDialog`` functions) raises :class:`UnexpectedModalDialog` at once. It is a
  ``BaseException``, so an app's ``except Exception`` cannot swallow it; and if it is
  caught anyway, the test still fails at teardown. Tests that patch these functions
  (``monkeypatch.setattr(QMessageBox, "warning", ...)``) replace the guard and work as
  before;
* a watchdog closes a modal dialog that was opened some other way (from C++, or through
  a name bound before the guard) and is still open after ``ZUENDSTOFF_MODAL_LIMIT``
  seconds (default 5), and fails the test.

A test that really runs a dialog's own loop (closing it with a timer) can say so with
``@pytest.mark.modal_dialogs_allowed``; the watchdog still ends a dialog left open.

A test that asserts a fact only POSIX systems have (file modes, signals, user ids, symbolic
links, shell scripts, ``/tmp``...) says so with ``@pytest.mark.posix_only("the fact")``: it is
skipped on Windows with that reason (``pytest -rs`` lists it), and runs on Linux and macOS.
``tests/app/test_posix_only_marked.py`` finds such facts in tests that do not say so
(docs/platforms.md lists them).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the helpers every folder's tests share (file_modes.py: what a file's mode tells per system)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

#: the static functions that open a modal dialog and wait for it
MODAL_FUNCTIONS = {
    "QMessageBox": ("warning", "question", "information", "critical", "about", "aboutQt"),
    "QFileDialog": ("getOpenFileName", "getOpenFileNames", "getSaveFileName",
                    "getExistingDirectory", "getOpenFileUrl", "getOpenFileUrls",
                    "getSaveFileUrl", "getExistingDirectoryUrl"),
    "QInputDialog": ("getText", "getMultiLineText", "getInt", "getDouble", "getItem"),
    "QColorDialog": ("getColor",),
    "QFontDialog": ("getFont",),
}
_HINT = ("patch it in the test (monkeypatch.setattr(QMessageBox, 'warning', ...), "
         "QDialog.exec, ...) or show the dialog with .open()")


class UnexpectedModalDialog(BaseException):
    """A test opened a modal dialog nobody would close (BaseException: ``except
    Exception`` in the app must not hide it)."""


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "modal_dialogs_allowed: the test runs dialogs' own modal loops itself "
        "(and closes them); only the watchdog for dialogs left open applies")
    config.addinivalue_line(
        "markers", "posix_only(fact): the test asserts a fact only POSIX systems have (file "
        "modes, signals, symbolic links, shell scripts...); skipped on Windows, naming the fact")


def posix_only_skip(item, platform: str = sys.platform):
    """The skip mark for ``item`` on ``platform``: None where it runs (see posix_only)."""
    mark = item.get_closest_marker("posix_only")
    if mark is None:
        return None
    fact = mark.args[0] if mark.args else mark.kwargs.get("reason", "")
    if not fact:
        raise pytest.UsageError(f"{item.nodeid}: posix_only needs the fact it asserts")
    if platform != "win32":
        return None
    return pytest.mark.skip(reason=f"POSIX only: {fact}")


def pytest_collection_modifyitems(config, items):
    for item in items:
        skip = posix_only_skip(item)
        if skip is not None:
            item.add_marker(skip)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if report.when == "call":
        item.modal_guard_call_failed = report.failed


def _describe_args(args) -> str:
    texts = [a for a in args if isinstance(a, str) and a]
    return ": ".join(repr(t[:80]) for t in texts[:2])


def _describe_widget(widget) -> str:
    parts = [type(widget).__name__]
    if widget.windowTitle():
        parts.append(repr(widget.windowTitle()[:80]))
    text = getattr(widget, "text", None)
    if callable(text) and isinstance(text(), str) and text():
        parts.append(repr(text()[:80]))
    return " ".join(parts)


def _static_guard(owner: str, name: str, seen: list[str]):
    def guard(*args, **kwargs):
        what = f"{owner}.{name}({_describe_args(args)})"
        seen.append(what)
        raise UnexpectedModalDialog(f"unexpected modal dialog {what} would block the test "
                                    f"suite; {_HINT}")
    return staticmethod(guard)


def _exec_guard(name: str, seen: list[str]):
    def guard(self, *args, **kwargs):
        what = f"{_describe_widget(self)}.{name}()"
        seen.append(what)
        raise UnexpectedModalDialog(f"unexpected modal dialog {what} would block the test "
                                    f"suite; {_HINT}")
    return guard


class _Watchdog:
    """Closes a modal dialog that stays open longer than ``limit`` seconds."""

    def __init__(self, app, limit: float, seen: list[str]) -> None:
        from PySide6.QtCore import QTimer

        self.app, self.limit, self.seen = app, limit, seen
        self.widget, self.since = None, 0.0
        self.timer = QTimer()
        self.timer.setInterval(100)
        self.timer.timeout.connect(self.tick)
        self.timer.start()

    def tick(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QDialog

        widget = self.app.activeModalWidget()
        if widget is None or widget.windowModality() != Qt.ApplicationModal:
            self.widget = None  # a window-modal .open() dialog never blocks the test
            return
        now = time.monotonic()
        if widget is not self.widget:
            self.widget, self.since = widget, now
            return
        if now - self.since < self.limit:
            return
        self.seen.append(f"{_describe_widget(widget)} (open for {self.limit:g} s; closed by the "
                         "test guard)")
        self.widget = None
        if isinstance(widget, QDialog):
            widget.done(QDialog.Rejected)
        widget.hide()

    def stop(self) -> None:
        self.timer.stop()
        self.timer.deleteLater()


@pytest.fixture(autouse=True)
def no_modal_dialogs(request):
    """Fail a test that opens a modal dialog nobody closes, instead of hanging the suite."""
    from PySide6 import QtWidgets

    seen: list[str] = []
    allowed = request.node.get_closest_marker("modal_dialogs_allowed") is not None
    limit = float(os.environ.get("ZUENDSTOFF_MODAL_LIMIT", "5"))
    with pytest.MonkeyPatch.context() as mp:
        if not allowed:
            for owner, names in MODAL_FUNCTIONS.items():
                cls = getattr(QtWidgets, owner)
                for name in names:
                    if name in vars(cls):
                        mp.setattr(cls, name, _static_guard(owner, name, seen))
            for name in ("exec", "exec_"):
                if name in vars(QtWidgets.QDialog):
                    mp.setattr(QtWidgets.QDialog, name, _exec_guard(name, seen))
        app = QtWidgets.QApplication.instance()
        watchdog = _Watchdog(app, limit, seen) if app is not None else None
        try:
            yield
        finally:
            if watchdog is not None:
                watchdog.stop()
    if seen and not getattr(request.node, "modal_guard_call_failed", False):
        pytest.fail(f"unexpected modal dialog(s) in this test: {'; '.join(seen)}; {_HINT}",
                    pytrace=False)


@pytest.fixture(autouse=True)
def no_process_left():
    """A table or far-away seat that a test started as a process (tests/net/test_remote_game.py's
    ``Proc``), and the expert's worker processes, do not outlive their test, whether it passed
    or failed."""
    yield
    # (imported under its own name by the tests that borrow it, and under pytest's by itself)
    for name, module in list(sys.modules.items()):
        started = getattr(getattr(module, "Proc", None), "started", None)
        if name.endswith("test_remote_game") and isinstance(started, list):
            for proc in started:
                proc.kill()
            started.clear()
    # The expert keeps its worker processes for later decisions (engine/bots/expert_pool.py):
    # in the app they end with the program, here they end with the test that started them,
    # so a later test that counts the processes left over counts only its own.
    pool = sys.modules.get("zuendstoff.engine.bots.expert_pool")
    if pool is not None and pool._pool is not None:
        pool.shutdown()


@pytest.fixture(autouse=True)
def source_language_after_each_test():
    """Leave the app's texts as every test finds them: the source language, no translator.

    A test that switches the language (to German, or to the English catalogue with its
    plural forms) would otherwise change what later tests read, so their outcome would
    depend on the order the tests run in."""
    import sys

    from PySide6.QtCore import QCoreApplication, QLocale

    locale = QLocale()
    yield
    i18n = sys.modules.get("zuendstoff.i18n")
    if i18n is not None and QCoreApplication.instance() is not None and i18n._installed:
        i18n.uninstall()
    if QLocale() != locale:
        QLocale.setDefault(locale)


# ------------------------------------------------------------------------ the pace
@pytest.fixture
def zero_pace():
    """This test does not care about a person's pace: no animation, no computer delay, no
    table moment's wait, every decision asked (tests/pace.py)."""
    from pace import ZERO
    return ZERO


@pytest.fixture
def real_pace():
    """This test plays at the app's own pace: the settings' defaults (tests/pace.py)."""
    from pace import real
    return real()


@pytest.fixture
def pace(request):
    """The pace the test chose by name (``zero_pace`` or ``real_pace``): fixtures that make
    windows play at it. A test that chooses neither (or both) fails, saying so."""
    chosen = [name for name in ("zero_pace", "real_pace") if name in request.fixturenames]
    if len(chosen) != 1:
        pytest.fail("choose the pace this test plays at: the fixture zero_pace or real_pace "
                    "(e.g. pytestmark = pytest.mark.usefixtures('zero_pace'); "
                    f"docs/testing.md, 'The pace'); chosen: {chosen}", pytrace=False)
    return request.getfixturevalue(chosen[0])


#: ZUENDSTOFF_CPU_HOGS=1: the real-pace tests run beside one busy loop per core
CPU_HOGS = os.environ.get("ZUENDSTOFF_CPU_HOGS") == "1"


@pytest.fixture
def cpu_hogs():
    """With ZUENDSTOFF_CPU_HOGS=1, one busy loop per core for the test's whole run (a slow,
    busy computer), killed after it; otherwise nothing. Yields how many run."""
    count = max(2, os.cpu_count() or 2) if CPU_HOGS else 0
    hogs = [subprocess.Popen([sys.executable, "-c", "while True: pass"],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            for _ in range(count)]
    try:
        yield len(hogs)
    finally:
        for hog in hogs:
            hog.kill()
            hog.wait(timeout=10)
