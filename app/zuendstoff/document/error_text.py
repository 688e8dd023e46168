"""The engine's errors in the user's language.

The engine has no Qt, so its :class:`IllegalDecision` and :class:`DataError` messages are
English. The UI shows them through these functions:

* an illegal decision: in English the engine's message as it is; in another language a
  translated sentence for the rule it names ("Nicht erlaubt (R16): …"), because the rule
  number is all the UI needs to say what went wrong;
* a file that cannot be used: the file's name always comes first (the part that matters
  most and needs no translation); in English the engine's message as it is, in another
  language a translated sentence saying the detail that follows is English.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .. import i18n
from ..engine.errors import DataError, IllegalDecision

# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate


def rule_sentence(rule: str) -> str | None:
    """What the rule forbids, in a few translated words (None for a rule not listed)."""
    return {
        "R4": translate("errors", "that is not one of the game's cards"),
        "R6": translate("errors", "the players or seats do not fit the game"),
        "R12": translate("errors", "the planets are not dealt the way the layout needs"),
        "R13": translate("errors", "this card cannot be chosen now"),
        "R16": translate("errors", "this planet cannot be turned that way now"),
        "R19": translate("errors", "a player flies only a colour they won"),
        "R21": translate("errors", "the piece cannot stop there"),
        "R22": translate("errors", "a planet is turned up with its top to one of four sides"),
        "R25": translate("errors", "the game is over"),
    }.get(rule)


def illegal_decision_text(exc: IllegalDecision) -> str:
    if i18n.current() == i18n.SOURCE_LANGUAGE:
        return exc.message
    sentence = rule_sentence(exc.rule) or exc.message
    return translate("errors", "Not allowed (%1): %2").replace("%1", exc.rule).replace(
        "%2", sentence)


def data_error_text(exc: DataError) -> str:
    if i18n.current() == i18n.SOURCE_LANGUAGE:
        return str(exc)
    return translate("errors", "%1: this file cannot be used. The problem, in English: %2") \
        .replace("%1", exc.source).replace("%2", exc.problem)
