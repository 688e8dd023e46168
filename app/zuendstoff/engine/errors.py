"""The engine's exceptions."""

from __future__ import annotations

import unicodedata


class IllegalDecision(ValueError):
    """A decision the rules do not allow now. ``rule`` names the rule (e.g. ``"R16"``)."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.message = message


class DataError(ValueError):
    """A file (disc set, layout, record, settings) that cannot be used.

    ``source`` names the file, ``problem`` says in plain words what is wrong.
    ``str()`` gives the one-line message shown to users.
    """

    #: the longest problem text: a value quoted from a hostile file never floods a message
    MAX_PROBLEM = 300

    def __init__(self, source: str, problem: str) -> None:
        # one line, whatever a hostile file put in a quoted key or value: control
        # characters (a line break, a NUL, an escape sequence) are written as escapes
        problem = "".join(_escape(c) if unicodedata.category(c) == "Cc" else c for c in problem)
        if len(problem) > self.MAX_PROBLEM:
            problem = problem[: self.MAX_PROBLEM - 1] + "…"
        super().__init__(f"{source}: {problem}")
        self.source = source
        self.problem = problem


class ReplayDivergence(DataError):
    """A record whose decisions do not reproduce its own snapshots (or are illegal)."""

    def __init__(self, source: str, round_no: int, step: str, field: str, detail: str) -> None:
        super().__init__(
            source, f"round {round_no}, step {step}, field {field}: {detail}"
        )
        self.round_no = round_no
        self.step = step
        self.field = field
        self.detail = detail


def _escape(char: str) -> str:
    """A control character as Python writes it in a string: ``\\n``, ``\\x00``, ``\\x1b``."""
    return char.encode("unicode_escape").decode("ascii")
