"""The app's settings, kept with QSettings in an INI file in the user's config folder.

A damaged settings file never stops the app: every getter falls back to its default.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from . import userdata

# the engine (PIECES) is imported where seats are read: the game window is shown before


@dataclass
class SeatSetup:
    """One seat of the new-game dialog."""

    name: str
    piece: str
    bot: str | None = None  # None: a person plays this seat
    phone: bool = False  # a person whose hand is on their own phone (bot None)
    far: bool = False  # a person far away, in their own Zündstoff (internet play; bot None)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "piece": self.piece, "bot": self.bot}
        if self.phone and self.bot is None:
            out["phone"] = True
        if self.far and self.bot is None:
            out["far"] = True
        return out


def default_seats() -> list[SeatSetup]:
    from .engine import PIECES
    # the first game: one person against two computers (someone alone who presses Start plays
    # at once; with two people at the screen it was "Pass to Ben" against themselves)
    return [SeatSetup("Anna", PIECES[0]), SeatSetup("Computer 1", PIECES[1], "medium"),
            SeatSetup("Computer 2", PIECES[2], "medium")]  # a difficulty level


class Settings:
    def __init__(self, path: str | None = None) -> None:
        if path is None:
            path = str(userdata.config_dir() / "zuendstoff.ini")
        self.q = QSettings(path, QSettings.Format.IniFormat)
        # keys found damaged and reset to their defaults while reading (said once at start)
        self.problems: list[str] = []

    def _get(self, key: str, default: Any, kind: type) -> Any:
        value = self.q.value(key, default)
        try:
            if kind is bool:
                if isinstance(value, bool) or str(value).lower() in ("1", "true", "0", "false"):
                    return value if isinstance(value, bool) else str(value).lower() in ("1", "true")
                raise ValueError(value)
            return kind(value)
        except (TypeError, ValueError, OverflowError):
            self._damaged(key)
            return default

    def _damaged(self, key: str) -> None:
        """``key`` held something this version cannot use: it is reset to its default."""
        if key not in self.problems:
            self.problems.append(key)
        self.q.remove(key)

    # ------------------------------------------------------------ window
    def geometry(self) -> QByteArray | None:
        value = self.q.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    def set_geometry(self, data: QByteArray) -> None:
        self.q.setValue("window/geometry", data)

    @property
    def side_width(self) -> int:
        """The width the person gave the game window's side column by dragging its edge;
        0: none (the column takes the width the board cannot use)."""
        value = self._get("window/side_width", 0, int)
        return value if 0 <= value <= 10_000 else 0

    @side_width.setter
    def side_width(self, value: int) -> None:
        self.q.setValue("window/side_width", int(value))

    # ------------------------------------------------------------ play
    @property
    def animation_speed(self) -> float:
        """1.0 normal, larger faster, 0 = animations off."""
        value = self._get("play/animation_speed", 1.0, float)
        return value if 0 <= value <= 8 else 1.0

    @animation_speed.setter
    def animation_speed(self, value: float) -> None:
        self.q.setValue("play/animation_speed", float(value))

    @property
    def bot_delay_ms(self) -> int:
        """How long a computer seat's 'thinking…' shows at least, in milliseconds."""
        value = self._get("play/bot_delay_ms", 600, int)
        return value if 0 <= value <= 5000 else 600

    @bot_delay_ms.setter
    def bot_delay_ms(self, value: int) -> None:
        self.q.setValue("play/bot_delay_ms", int(value))

    @property
    def think_budget(self) -> float:
        """Seconds a searching (hard) computer player may think per decision, at most."""
        value = self._get("play/think_budget", 1.0, float)
        return value if 0.1 <= value <= 30 else 1.0

    @think_budget.setter
    def think_budget(self, value: float) -> None:
        self.q.setValue("play/think_budget", float(value))

    @property
    def lesson_offered(self) -> bool:
        """Whether "Learn to play" was offered at a first start already (it is offered once)."""
        return self._get("play/lesson_offered", False, bool)

    @lesson_offered.setter
    def lesson_offered(self, value: bool) -> None:
        self.q.setValue("play/lesson_offered", bool(value))

    @property
    def table_pause(self) -> int:
        """After cards are turned over and at a round's end, with two or more people at the
        table: -1 wait for Continue, 0 go on at once, 1–10 pause that many seconds."""
        value = self._get("play/table_pause", -1, int)
        return value if -1 <= value <= 10 else -1

    @table_pause.setter
    def table_pause(self, value: int) -> None:
        self.q.setValue("play/table_pause", int(value))

    @property
    def auto_forced(self) -> bool:
        """Make a person's public decision for them when it has only one legal choice."""
        return self._get("play/auto_forced", True, bool)

    @auto_forced.setter
    def auto_forced(self, value: bool) -> None:
        self.q.setValue("play/auto_forced", bool(value))

    @property
    def card_preview(self) -> bool:
        """While a person chooses a card: show on the board where it would take their piece
        (on by default: it shows only what that person may know; docs/manual.md)."""
        return self._get("play/card_preview", True, bool)

    @card_preview.setter
    def card_preview(self, value: bool) -> None:
        self.q.setValue("play/card_preview", bool(value))

    @property
    def casual(self) -> bool:
        return self._get("play/casual", False, bool)

    @casual.setter
    def casual(self, value: bool) -> None:
        self.q.setValue("play/casual", bool(value))

    @property
    def phone_host(self) -> str:
        """The local address phones reach the table at (chosen in the new-game dialog);
        "" until one was chosen. Only a dotted IPv4 address is kept."""
        value = self._get("play/phone_host", "", str)
        parts = value.split(".")
        if len(parts) == 4 and all(p.isdigit() and len(p) <= 3 and int(p) <= 255 for p in parts):
            return value
        return ""

    @phone_host.setter
    def phone_host(self, value: str) -> None:
        self.q.setValue("play/phone_host", str(value))

    @property
    def broker(self) -> str:
        """Internet play: the broker's address (Settings → Internet play); "" when none is set
        or the one kept is not one the app accepts (net/remote/invitation.parse_broker)."""
        value = self._get("internet/broker", "", str).strip()
        if not value:
            return ""
        from .net.remote.invitation import InvitationError, parse_broker
        try:
            return parse_broker(value).url()
        except InvitationError:
            return ""

    @broker.setter
    def broker(self, value: str) -> None:
        self.q.setValue("internet/broker", str(value).strip())

    @property
    def ca_file(self) -> str:
        """Internet play: a certificate authority file (PEM) to trust for the broker besides the
        system's (a broker with a certificate of one's own); "" for the system's alone."""
        return self._get("internet/ca_file", "", str).strip()

    @ca_file.setter
    def ca_file(self, value: str) -> None:
        self.q.setValue("internet/ca_file", str(value).strip())

    @property
    def far_wait_s(self) -> int:
        """Seconds the table waits for a far-away person before it offers to let the computer
        play for them (10–3600)."""
        return min(3600, max(10, self._get("internet/wait_s", 60, int)))

    @far_wait_s.setter
    def far_wait_s(self, value: int) -> None:
        self.q.setValue("internet/wait_s", int(value))

    @property
    def last_layout(self) -> str:
        """A built-in layout key or the path of a layout file."""
        return self._get("play/last_layout", "standard", str) or "standard"

    @last_layout.setter
    def last_layout(self, value: str) -> None:
        self.q.setValue("play/last_layout", value)

    @property
    def last_discs(self) -> str:
        return self._get("play/last_discs", "", str)

    @last_discs.setter
    def last_discs(self, value: str) -> None:
        self.q.setValue("play/last_discs", value)

    def last_seats(self) -> list[SeatSetup]:
        from .engine import PIECES
        raw = self._get("play/last_seats", "", str)
        if not raw:
            return default_seats()
        try:
            items = json.loads(raw)
            seats = [SeatSetup(str(i["name"])[:40], str(i["piece"]),
                               i.get("bot") if isinstance(i.get("bot"), str) else None,
                               i.get("phone") is True and not isinstance(i.get("bot"), str),
                               i.get("far") is True and not isinstance(i.get("bot"), str))
                     for i in items]
            from .engine.bots import BOTS
            for s in seats:  # a level this version does not know (damaged, or a newer one's)
                if s.bot is not None and s.bot not in BOTS:
                    if "play/last_seats" not in self.problems:
                        self.problems.append("play/last_seats")
                    s.bot = "medium" if "medium" in BOTS else next(iter(BOTS))
        except (TypeError, ValueError, KeyError, AttributeError):
            self._damaged("play/last_seats")
            return default_seats()
        pieces = [s.piece for s in seats]
        if not 2 <= len(seats) <= 5 or len(set(pieces)) != len(pieces) or \
                any(p not in PIECES for p in pieces):
            self._damaged("play/last_seats")
            return default_seats()
        return seats

    def set_last_seats(self, seats: list[SeatSetup]) -> None:
        self.q.setValue("play/last_seats", json.dumps([s.to_json() for s in seats]))

    # ------------------------------------------------------------ accessibility, sound
    @property
    def palette(self) -> str:
        """``default`` or ``high_contrast`` (ui/palette.py)."""
        value = self._get("view/palette", "default", str)
        return value if value in ("default", "high_contrast") else "default"

    @palette.setter
    def palette(self, value: str) -> None:
        self.q.setValue("view/palette", str(value))

    @property
    def ui_scale(self) -> float:
        """Scale of the whole interface (1.0 = 100 %), applied at start (QT_SCALE_FACTOR)."""
        value = self._get("view/ui_scale", 1.0, float)
        return value if 0.75 <= value <= 2.5 else 1.0

    @ui_scale.setter
    def ui_scale(self, value: float) -> None:
        self.q.setValue("view/ui_scale", float(value))

    @property
    def sound_volume(self) -> int:
        """Effects volume, 0–100 %."""
        value = self._get("sound/volume", 70, int)
        return value if 0 <= value <= 100 else 70

    @sound_volume.setter
    def sound_volume(self, value: int) -> None:
        self.q.setValue("sound/volume", int(value))

    @property
    def sound_muted(self) -> bool:
        return self._get("sound/muted", False, bool)

    @sound_muted.setter
    def sound_muted(self, value: bool) -> None:
        self.q.setValue("sound/muted", bool(value))

    @property
    def language(self) -> str:
        """"en", "de", or "" to follow the system's language (zuendstoff.i18n)."""
        value = self._get("ui/language", "", str)
        return value if value in ("", "en", "de") else ""

    @language.setter
    def language(self, value: str) -> None:
        self.q.setValue("ui/language", value)

    def sync(self) -> None:
        self.q.sync()
