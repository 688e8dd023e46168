"""Disc sets: the faces of the 15 planets and the sun (R1–R3).

A :class:`DiscSet` is immutable. Its JSON shape is the record's ``discs``
object; a ``.zdiscs`` file wraps it in a header
(``{"format": "zuendstoff-discs", "version": 1, "name": ..., "discs": {...}}``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .constants import COLOURS, EARTH, PLANET_COUNT, SIDES
from .errors import DataError
from .jsonio import Reader, dumps, read_json_file
from .schema import check

DISCS_FORMAT = "zuendstoff-discs"
DISCS_VERSION = 1
#: rocket numbers are printed on small discs; anything else is a damaged file
MAX_ROCKET_NUMBER = 999


@dataclass(frozen=True, slots=True)
class Rocket:
    side: int  # printed side, index into SIDES
    number: int


@dataclass(frozen=True, slots=True)
class Planet:
    number: int
    name: str
    rockets: tuple[Rocket, Rocket, Rocket]  # indexed by colour

    def side_of(self, colour: int, rotation: int) -> int:
        """R7: the side the rocket of ``colour`` points to at ``rotation``."""
        return (self.rockets[colour].side + rotation) & 3

    def empty_side(self) -> int:
        used = {r.side for r in self.rockets}
        return next(s for s in range(4) if s not in used)


@dataclass(frozen=True, slots=True)
class Sun:
    #: colours printed on each side (index into SIDES), as bit masks (1 << colour)
    masks: tuple[int, int, int, int]

    def colours_at(self, side: int, rotation: int) -> tuple[int, ...]:
        """Colours shown at ``side`` when the sun is turned ``rotation`` quarters (R2, R7)."""
        mask = self.masks[(side - rotation) & 3]
        return tuple(c for c in range(3) if mask >> c & 1)


@dataclass(frozen=True, slots=True)
class DiscSet:
    name: str
    sun: Sun
    planets: tuple[Planet, ...]  # planets[0] is Earth (number 1), ordered by number

    def planet(self, number: int) -> Planet:
        return self.planets[number - 1]

    # ----------------------------------------------------------------- JSON
    def to_json(self) -> dict[str, Any]:
        """The record's ``discs`` object."""
        return {
            "sun": {"sides": {SIDES[s]: [COLOURS[c] for c in range(3) if self.sun.masks[s] >> c & 1]
                              for s in range(4)}},
            "planets": [
                {"number": p.number, "name": p.name,
                 "rockets": {COLOURS[c]: {"side": SIDES[r.side], "number": r.number}
                             for c, r in enumerate(p.rockets)}}
                for p in self.planets
            ],
        }

    @classmethod
    def from_json(cls, data: Any, source: str, name: str = "") -> "DiscSet":
        """Build from the record's ``discs`` object, checking R1–R3."""
        rd = Reader(source)
        d = rd.obj(data, "discs")
        sun_obj = rd.obj(rd.key(d, "sun", "discs"), "discs.sun")
        sides = rd.obj(rd.key(sun_obj, "sides", "discs.sun"), "discs.sun.sides")
        extra = set(sides) - set(SIDES)
        if extra:
            raise rd.fail("discs.sun.sides", f"unknown side {sorted(extra)[0]!r}")
        masks = []
        for side in SIDES:
            cols = rd.lst(rd.key(sides, side, "discs.sun.sides"), f"discs.sun.sides.{side}", 3)
            mask = 0
            for i, c in enumerate(cols):
                ci = rd.choice(c, f"discs.sun.sides.{side}[{i}]", COLOURS)
                if mask >> ci & 1:
                    raise rd.fail(f"discs.sun.sides.{side}", f"{COLOURS[ci]} is shown twice")
                mask |= 1 << ci
            masks.append(mask)
        counts = sorted(bin(m).count("1") for m in masks)
        singles = [m for m in masks if bin(m).count("1") == 1]
        if counts != [1, 1, 1, 3] or len(set(singles)) != 3:
            raise rd.fail("discs.sun", "R2: three sides must show one rocket each (red, yellow, "
                          "blue) and the fourth side all three")
        planets_raw = rd.lst(rd.key(d, "planets", "discs"), "discs.planets", 100)
        if len(planets_raw) != PLANET_COUNT:
            raise rd.fail("discs.planets", f"R1: a disc set has {PLANET_COUNT} planets, "
                          f"this one has {len(planets_raw)}")
        by_number: dict[int, Planet] = {}
        for i, raw in enumerate(planets_raw):
            where = f"discs.planets[{i}]"
            p = rd.obj(raw, where)
            number = rd.int(p, "number", where, 1, PLANET_COUNT)
            pname = rd.str(p, "name", where, 60) if "name" in p else ""
            if number in by_number:
                raise rd.fail(where, f"R1: planet {number} appears twice")
            rockets_obj = rd.obj(rd.key(p, "rockets", where), f"{where}.rockets")
            extra = set(rockets_obj) - set(COLOURS)
            if extra:
                raise rd.fail(f"{where}.rockets", f"unknown colour {sorted(extra)[0]!r}")
            rockets = []
            for colour in COLOURS:
                rw = f"{where}.rockets.{colour}"
                r = rd.obj(rd.key(rockets_obj, colour, f"{where}.rockets"), rw)
                side = rd.choice(rd.key(r, "side", rw), f"{rw}.side", SIDES)
                num = rd.int(r, "number", rw, 1, MAX_ROCKET_NUMBER)
                rockets.append(Rocket(side, num))
            if len({r.side for r in rockets}) != 3:
                raise rd.fail(where, f"R1: planet {number} has two rockets on one side")
            if len({r.number for r in rockets}) != 3:
                raise rd.fail(where, f"R3: planet {number} has two rockets with the same number")
            by_number[number] = Planet(number, pname or _default_name(number), tuple(rockets))
        if EARTH not in by_number:  # unreachable with 15 distinct numbers in 1..15, kept for clarity
            raise rd.fail("discs.planets", "R1: planet 1 (Earth) is missing")
        planets = tuple(by_number[n] for n in range(1, PLANET_COUNT + 1))
        return cls(name, Sun(tuple(masks)), planets)

    # ---------------------------------------------------------------- files
    def to_file_json(self) -> dict[str, Any]:
        return {"format": DISCS_FORMAT, "version": DISCS_VERSION, "name": self.name,
                "discs": self.to_json()}

    def save(self, path: str) -> None:
        from .jsonio import write_atomic

        write_atomic(path, dumps(self.to_file_json()), shared=True)

    @classmethod
    def from_file_json(cls, doc: Any, source: str) -> "DiscSet":
        rd = Reader(source)
        d = rd.header(doc, DISCS_FORMAT, DISCS_VERSION)
        check(d, "discs", source)  # the shape first (the schema), then the rules (R1-R3)
        name = rd.str(d, "name", "", 80) if "name" in d else ""
        return cls.from_json(rd.key(d, "discs", ""), source, name)

    @classmethod
    def load(cls, path: str) -> "DiscSet":
        """Load a ``.zdiscs`` file; raises :class:`DataError` naming the file."""
        return cls.from_file_json(read_json_file(path), str(path))


def _default_name(number: int) -> str:
    return "Earth" if number == EARTH else f"Planet {number}"


__all__ = ["DiscSet", "Planet", "Rocket", "Sun", "DataError"]
