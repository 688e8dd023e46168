"""Translatable display names of the bots in the engine's registry (new bots appear by name)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.bots import BOTS


def bot_display_name(key: str) -> str:
    known = {
        "random": QCoreApplication.translate("bots", "Random (plays anything)"),
        "greedy": QCoreApplication.translate("bots", "Greedy"),
        "easy": QCoreApplication.translate("bots", "Easy"),
        "medium": QCoreApplication.translate("bots", "Medium"),
        "hard": QCoreApplication.translate("bots", "Hard"),
        "expert": QCoreApplication.translate("bots", "Expert"),
    }
    return known.get(key, key.replace("_", " ").capitalize())


def bot_keys() -> list[str]:
    """Registry order, with the easier-sounding ones first if present."""
    order = ["easy", "medium", "hard", "expert", "greedy", "random"]
    keys = list(BOTS)
    return sorted(keys, key=lambda k: (order.index(k) if k in order else len(order), k))


def default_bot() -> str:
    keys = list(BOTS)
    for k in ("medium", "greedy", "easy"):
        if k in keys:
            return k
    return keys[0]
