"""The disc-set document: the faces of the sun and the 15 planets, editable (R1–R3).

The model may hold a disc set the engine would refuse (two rockets with the same
number, ...); :meth:`DiscSetModel.problems` says what is wrong in plain words and
:meth:`DiscSetModel.to_discset` builds the engine's :class:`DiscSet` (which checks
again) only when nothing is. Discs are addressed by number: 0 is the sun, 1 Earth,
2–15 the other planets. Only :mod:`.discset_commands` change a model on an undo stack.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..engine.constants import COLOURS, PLANET_COUNT, SIDES
from ..engine.discs import MAX_ROCKET_NUMBER, DiscSet

SUN = 0
MAX_SET_NAME = 80
MAX_PLANET_NAME = 60
ALL_COLOURS = 0b111


# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate


def _tr(text: str) -> str:
    return QCoreApplication.translate("DiscSetModel", text)


@dataclass(frozen=True)
class PlanetFace:
    name: str
    sides: tuple[int, int, int]  # per colour (red, yellow, blue): side index N=0..W=3
    numbers: tuple[int, int, int]  # per colour

    def side_contents(self) -> list[int | None]:
        """Per side: the colour of the rocket there, or None."""
        out: list[int | None] = [None] * 4
        for colour, side in enumerate(self.sides):
            out[side] = colour
        return out

    def turned_side(self, side: int, quarters: int = 1) -> "PlanetFace":
        """The content of ``side`` moves ``quarters`` clockwise, swapping with what is there."""
        other = (side + quarters) & 3
        sides = tuple(other if s == side else side if s == other else s for s in self.sides)
        return replace(self, sides=sides)

    def turned(self, quarters: int = 1) -> "PlanetFace":
        """The whole disc turned clockwise: every rocket moves ``quarters`` sides on."""
        return replace(self, sides=tuple((s + quarters) & 3 for s in self.sides))


def sun_turned_side(masks: tuple[int, ...], side: int, quarters: int = 1) -> tuple[int, ...]:
    other = (side + quarters) & 3
    m = list(masks)
    m[side], m[other] = m[other], m[side]
    return tuple(m)


class DiscSetModel(QObject):
    # a disc changed (0 = sun, 1..15 = planet number)
    discChanged = Signal(int)
    nameChanged = Signal(str)
    # after every change
    changed = Signal()

    def __init__(self, discs: DiscSet | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._name = ""
        self._sun: tuple[int, int, int, int] = (1, 2, 4, ALL_COLOURS)
        self._planets: list[PlanetFace] = [
            PlanetFace("", (0, 1, 2), (1, 2, 3)) for _ in range(PLANET_COUNT)]
        if discs is not None:
            self.replace(discs)

    # ------------------------------------------------------------- reading
    @property
    def name(self) -> str:
        return self._name

    @property
    def sun(self) -> tuple[int, int, int, int]:
        """Colour masks (bit ``1 << colour``) per printed side N, E, S, W."""
        return self._sun

    def planet(self, number: int) -> PlanetFace:
        return self._planets[number - 1]

    def planet_name(self, number: int) -> str:
        name = self._planets[number - 1].name
        if name and not (number == 1 and name == "Earth"):  # the app's own name: translated
            return name
        return translate("DiscSetModel", "Earth") if number == 1 else \
            translate("DiscSetModel", "Planet %1").replace("%1", str(number))

    def snapshot(self) -> tuple:
        return self._name, self._sun, tuple(self._planets)

    def to_json(self) -> dict[str, Any]:
        """The record's ``discs`` object (also for sets the engine would refuse)."""
        return {
            "sun": {"sides": {SIDES[s]: [COLOURS[c] for c in range(3) if self._sun[s] >> c & 1]
                              for s in range(4)}},
            "planets": [
                {"number": n, "name": p.name or ("Earth" if n == 1 else f"Planet {n}"),
                 "rockets": {COLOURS[c]: {"side": SIDES[p.sides[c]], "number": p.numbers[c]}
                             for c in range(3)}}
                for n, p in enumerate(self._planets, 1)
            ],
        }

    def to_discset(self, source: str = "disc set") -> DiscSet:
        """The engine's disc set; raises DataError when R1–R3 are not met."""
        return DiscSet.from_json(self.to_json(), source, self._name)

    def problems(self) -> list[tuple[int, str]]:
        """(disc, problem) pairs in plain words; empty when the set can be used (R1–R3)."""
        out: list[tuple[int, str]] = []
        counts = sorted(bin(m).count("1") for m in self._sun)
        singles = [m for m in self._sun if bin(m).count("1") == 1]
        if counts != [1, 1, 1, 3] or len(set(singles)) != 3:
            out.append((SUN, translate("DiscSetModel", "R2: the sun needs one red, one yellow and one blue rocket "
                                 "on three sides and all three on the fourth side.")))
        if len(self._name) > MAX_SET_NAME:
            out.append((SUN, translate("DiscSetModel", "The disc set's name is too long.")))
        for n, p in enumerate(self._planets, 1):
            label = self.planet_name(n)
            if len(set(p.sides)) != 3:
                out.append((n, translate("DiscSetModel", "R1: %1 has two rockets on one side.")
                            .replace("%1", label)))
            if len(set(p.numbers)) != 3:
                out.append((n, translate("DiscSetModel", "R3: %1 has two rockets with the same number.")
                            .replace("%1", label)))
            if any(not 1 <= x <= MAX_ROCKET_NUMBER for x in p.numbers):
                out.append((n, translate("DiscSetModel", "%1: rocket numbers go from 1 to %2.")
                            .replace("%1", label).replace("%2", str(MAX_ROCKET_NUMBER))))
            if len(p.name) > MAX_PLANET_NAME:
                out.append((n, translate("DiscSetModel", "%1: the name is too long.").replace("%1", label)))
        return out

    def is_valid(self) -> bool:
        return not self.problems()

    # ------------------------------------------------------------ changing
    def set_name(self, name: str) -> None:
        if name != self._name:
            self._name = name
            self.nameChanged.emit(name)
            self.changed.emit()

    def set_planet(self, number: int, face: PlanetFace) -> None:
        if self._planets[number - 1] != face:
            self._planets[number - 1] = face
            self.discChanged.emit(number)
            self.changed.emit()

    def set_sun(self, masks: tuple[int, ...]) -> None:
        masks = tuple(masks)
        if len(masks) != 4:
            raise ValueError("the sun has four sides")
        if masks != self._sun:
            self._sun = masks  # type: ignore[assignment]
            self.discChanged.emit(SUN)
            self.changed.emit()

    def replace(self, discs: DiscSet) -> None:
        """Put a whole disc set in place (opening a file). Not undoable."""
        self._name = discs.name
        self._sun = tuple(discs.sun.masks)  # type: ignore[assignment]
        self._planets = [
            PlanetFace(p.name, tuple(r.side for r in p.rockets), tuple(r.number for r in p.rockets))
            for p in discs.planets]
        self.nameChanged.emit(self._name)
        for n in range(PLANET_COUNT + 1):
            self.discChanged.emit(n)
        self.changed.emit()
