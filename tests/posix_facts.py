"""Finds tests that assert a POSIX-only fact without saying so (issue 40).

The first test run on Windows fails on every test that takes a fact of Linux or macOS for a fact
of every system: a file mode (Windows reports 0o666 for every writable file), a signal (Windows
has no SIGKILL, SIGUSR1 or SIGALRM, and its SIGTERM ends a process without running a
handler), a user id, ``fork``, a FIFO, a symbolic link (Windows needs developer mode), a
shell script as a stand-in program, ``/tmp`` and other POSIX paths, ``HOME`` (Windows looks
at ``USERPROFILE``), ``LANG`` as the system's language (Qt reads it on Linux only).
:func:`findings` reads every ``.py`` file under ``tests/`` (its AST, no import) and lists each
use of such a fact that is not *said*:

* the test (its function, its class or its module's ``pytestmark``) carries
  ``pytest.mark.posix_only("the fact")``, or a ``skipif`` whose condition asks the platform
  (``sys.platform``, ``os.name``, ``hasattr(os, ...)``, ``hasattr(signal, ...)``), also
  through a module-level name (``RUNS_STEPS = pytest.mark.skipif(sys.platform == ...)``,
  ``MISSING = _missing()`` whose function asks it);
* or the use is *adapted*: inside an ``if`` (or ``... if ... else ...``) that asks the platform,
  or after such an ``if`` that returns, raises, skips or goes on early;
* or its line says why it is not a POSIX-only fact: ``# not POSIX-only: <why>`` (a ``try``
  around a symbolic link, a path used only where it exists, a path that is only data);
* or, in a helper module (not ``test_*.py``, not ``conftest.py``), the module says
  ``POSIX_ONLY = "why"`` and every test module that uses it (imports it or names its file) is
  said as a whole (its ``pytestmark``).

The mark's other half, the skip on Windows naming the fact, is ``posix_only_skip`` in
``tests/conftest.py``.

It is a reading of the source, so it can be fooled on purpose (a fact reached through a
variable); what it finds are the plain uses a test writes, and ``test_posix_only_marked.py``
shows it each kind with and without the mark.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

#: attribute uses (module.name) and what they assume
ATTRIBUTES = {
    **{f"os.{n}": "file modes" for n in ("umask", "chmod", "fchmod", "lchmod")},
    "stat.S_IMODE": "file modes",
    **{f"os.{n}": "user and process ids" for n in (
        "getuid", "geteuid", "getgid", "getegid", "getpgid", "getpgrp", "setsid", "setpgrp",
        "killpg", "getpwuid")},
    **{f"os.{n}": "fork" for n in ("fork", "forkpty")},
    "os.kill": "signals",
    **{f"signal.{n}": "signals" for n in (
        "SIGKILL", "SIGTERM", "SIGUSR1", "SIGUSR2", "SIGALRM", "SIGHUP", "SIGQUIT", "SIGCHLD",
        "SIGSTOP", "SIGCONT", "SIGPIPE", "alarm", "setitimer", "pthread_kill")},
    **{f"os.{n}": "FIFOs and device files" for n in ("mkfifo", "mknod")},
    "os.symlink": "symbolic links",
}
#: names used on their own (imported from a module, or a method of a path or process)
NAMES = {"S_IMODE": "file modes", "current_umask": "file modes"}
METHODS = {"chmod": "file modes", "symlink_to": "symbolic links", "send_signal": "signals"}
#: modules only POSIX systems have
MODULES = {"fcntl", "termios", "pty", "tty", "resource", "posix", "pwd", "grp"}
#: string constants: POSIX paths, shell scripts, the POSIX home
PATH_PREFIXES = ("/tmp", "/dev/", "/proc/", "/usr/", "/bin/", "/etc/", "/sys/", "/var/")
SHELLS = {"bash", "sh"}
ENVIRONMENT = {"HOME": "the POSIX home (Windows: USERPROFILE)",
               **{name: "the system's language set through LANG (Qt reads it on Linux; macOS "
                        "and Windows take the user's preferences)"
                  for name in ("LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE")}}

PLATFORM = re.compile(r"sys\.platform|\bos\.name\b|platform\.system\(|"
                      r"hasattr\(\s*(os|signal)\s*,")
SAYS = re.compile(r"posix_only")
#: a comment on the line of a use that is adapted in a way the reading cannot see (a ``try``
#: around a symbolic link, a path only tried where it exists), or is only data for a function
#: under test; it must say why
ADAPTED = re.compile(r"# not POSIX-only: \w+")
IDENT = re.compile(r"\b[A-Za-z_]\w*\b")


@dataclass(frozen=True)
class Finding:
    path: str
    line: int
    fact: str
    what: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.what} ({self.fact}) without a posix_only mark"


def _uses(node: ast.AST) -> list[tuple[str, str]]:
    """(fact, what) for the POSIX-only thing ``node`` itself is, if any."""
    if isinstance(node, ast.Attribute):
        if isinstance(node.value, ast.Name):
            dotted = f"{node.value.id}.{node.attr}"
            if dotted in ATTRIBUTES:
                return [(ATTRIBUTES[dotted], dotted)]
        if node.attr in METHODS:
            return [(METHODS[node.attr], f".{node.attr}()")]
    elif isinstance(node, ast.Name) and node.id in NAMES:
        return [(NAMES[node.id], node.id)]
    elif isinstance(node, (ast.Import, ast.ImportFrom)):
        names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
        return [("a POSIX module", f"import {n}") for n in names if n.split(".")[0] in MODULES]
    elif isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value
        if text.startswith(PATH_PREFIXES) or text.startswith("#!/"):
            return [("POSIX paths and shell scripts", repr(text[:30]))]
        if text in SHELLS:
            return [("POSIX paths and shell scripts", f"the program {text!r}")]
        if text in ENVIRONMENT:
            return [(ENVIRONMENT[text], repr(text))]
    elif isinstance(node, ast.keyword) and node.arg in ENVIRONMENT:
        return [(ENVIRONMENT[node.arg], f"{node.arg}=")]
    return []


class _Module:
    """One file's source and its module-level names (for expanding a mark or a condition)."""

    def __init__(self, path: Path, source: str) -> None:
        self.path, self.source = path, source
        self.lines = source.splitlines() + [""]
        self.tree = ast.parse(source, filename=str(path))
        self.defs: dict[str, str] = {}
        for node in self.tree.body:
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                self.defs[node.name] = ast.get_source_segment(source, node) or ""
            elif isinstance(node, ast.Assign):
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        self.defs[target.id] = ast.get_source_segment(source, node) or ""

    def expand(self, text: str, depth: int = 3) -> str:
        """``text`` with the source of each module-level name it uses appended (nested)."""
        seen: set[str] = set()
        out, todo = [text], [text]
        for _ in range(depth):
            more = []
            for part in todo:
                for name in IDENT.findall(part):
                    if name in self.defs and name not in seen:
                        seen.add(name)
                        more.append(self.defs[name])
            out += more
            todo = more
        return "\n".join(out)

    def segment(self, node: ast.AST) -> str:
        return ast.get_source_segment(self.source, node) or ""

    def mark_says(self, node: ast.AST) -> bool:
        """A decorator or ``pytestmark`` value that says the test is POSIX-only or skipped by
        platform."""
        text = self.expand(self.segment(node))
        return bool(SAYS.search(text)) or ("skipif" in text and bool(PLATFORM.search(text)))

    def asks_platform(self, node: ast.AST) -> bool:
        return bool(PLATFORM.search(self.expand(self.segment(node))))

    def module_said(self) -> bool:
        for node in self.tree.body:
            if isinstance(node, ast.Assign) and any(
                    isinstance(t, ast.Name) and t.id == "pytestmark" for t in node.targets):
                if self.mark_says(node.value):
                    return True
        return False

    def helper_reason(self) -> str | None:
        for node in self.tree.body:
            if isinstance(node, ast.Assign) and any(
                    isinstance(t, ast.Name) and t.id == "POSIX_ONLY" for t in node.targets):
                if isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
                    return node.value.value or None
        return None


def _exits(body: list[ast.stmt]) -> bool:
    last = body[-1] if body else None
    if isinstance(last, (ast.Return, ast.Raise, ast.Continue, ast.Break)):
        return True
    if isinstance(last, ast.Expr) and isinstance(last.value, ast.Call):
        func = last.value.func
        return isinstance(func, ast.Attribute) and func.attr in ("skip", "exit", "fail")
    return False


def _constant(stmt: ast.stmt) -> bool:
    """A module-level name bound to plain data (nothing is called when the module loads)."""
    return (isinstance(stmt, ast.Assign) and all(isinstance(t, ast.Name) for t in stmt.targets)
            and not any(isinstance(n, ast.Call) for n in ast.walk(stmt.value)))


def _unsaid(module: _Module) -> list[tuple[int, str, str]]:
    """(line, fact, what) of every use in ``module`` not said by a mark or a platform ``if``."""
    found: list[tuple[int, str, str]] = []

    def visit(node: ast.AST, said: bool) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            said = said or any(module.mark_says(d) for d in node.decorator_list)
        if isinstance(node, (ast.If, ast.IfExp)) and module.asks_platform(node.test):
            said = True
        if not said:
            for fact, what in _uses(node):
                line = getattr(node, "lineno", 0)
                if not ADAPTED.search(module.lines[line - 1]):
                    found.append((line, fact, what))
        for field in ("body", "orelse", "finalbody"):
            block = getattr(node, field, None)
            if isinstance(block, list) and block and isinstance(block[0], ast.stmt):
                visit_block(block, said)
        for child in ast.iter_child_nodes(node):
            if not isinstance(child, ast.stmt):  # (statements: the blocks above)
                visit(child, said)  # expressions, decorators, except handlers, match cases

    def visit_block(block: list[ast.stmt], said: bool) -> None:
        for stmt in block:
            visit(stmt, said)
            if (isinstance(stmt, ast.If) and module.asks_platform(stmt.test)
                    and _exits(stmt.body)):
                said = True  # what follows runs only where the early exit was not taken

    module_said = module.module_said()
    tops = {n.name: n for n in module.tree.body
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))}
    constants = {t.id for n in module.tree.body if _constant(n) for t in n.targets}
    # who uses each module-level function, class or constant: by name, or as a fixture (a
    # parameter)
    users: dict[str, set[str]] = {}
    for name, node in tops.items():
        used = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
        used |= {a.arg for n in ast.walk(node) if isinstance(n, ast.arguments)
                 for a in n.args + n.kwonlyargs}
        for other in used & (tops.keys() | constants) - {name}:
            users.setdefault(other, set()).add(name)

    def top_said(name: str, seen: frozenset[str]) -> bool:
        node = tops[name]
        if module_said or any(module.mark_says(d) for d in node.decorator_list):
            return True
        if name.startswith(("test_", "Test")):
            return False
        # a helper of the module: said when every test or helper that uses it is
        callers = users.get(name, set()) - seen
        return bool(callers) and all(top_said(c, seen | {name}) for c in callers)

    for stmt in module.tree.body:
        if stmt in tops.values():
            visit(stmt, top_said(stmt.name, frozenset()))
        elif _constant(stmt):  # a name for data: said where every use of it is
            names = [t.id for t in stmt.targets]
            used_by = {u for n in names for u in users.get(n, set())}
            visit(stmt, module_said or (bool(used_by) and all(
                top_said(u, frozenset(names)) for u in used_by)))
        else:
            visit(stmt, module_said)
    return found


def findings(root: Path, skip: tuple[Path, ...] = ()) -> list[Finding]:
    """Every POSIX-only fact under ``root`` that is not said (see the module's docstring)."""
    modules = {}
    for path in sorted(root.rglob("*.py")):
        if path in skip:
            continue
        modules[path] = _Module(path, path.read_text(encoding="utf-8"))
    out: list[Finding] = []
    for path, module in modules.items():
        rel = path.relative_to(root).as_posix()
        unsaid = _unsaid(module)
        helper = not path.name.startswith("test_") and path.name != "conftest.py"
        if unsaid and helper and module.helper_reason():
            users = [p for p, m in modules.items() if p != path and p.name.startswith("test_")
                     and re.search(rf"\b{re.escape(path.stem)}\b", m.source)]
            for user in users:
                if not modules[user].module_said():
                    out.append(Finding(user.relative_to(root).as_posix(), 1,
                                       f"uses {rel}, which is POSIX only: "
                                       f"{module.helper_reason()}", "the whole module"))
            continue
        out += [Finding(rel, line, fact, what) for line, fact, what in unsaid]
    return out

