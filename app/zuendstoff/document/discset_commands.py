"""Undo commands of the disc-set editor. Each changes the :class:`DiscSetModel` only.

Typing a rocket number digit by digit (a spin box) is one command: consecutive
:class:`SetRocketNumber` commands on the same rocket merge.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from .. import i18n
from .discset_model import DiscSetModel, PlanetFace, sun_turned_side

NUMBER_ID = 0x4453  # "DS"


# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate


def _tr(text: str) -> str:
    return QCoreApplication.translate("DiscSetCommands", text)


def colour_name(colour: int) -> str:
    return (translate("DiscSetCommands", "red"), translate("DiscSetCommands", "yellow"),
            translate("DiscSetCommands", "blue"))[colour]


def side_name(side: int) -> str:
    return (translate("DiscSetCommands", "north"), translate("DiscSetCommands", "east"),
            translate("DiscSetCommands", "south"), translate("DiscSetCommands", "west"))[side]


class SetPlanet(QUndoCommand):
    """Put a new face on one planet (turning rockets, turning the disc, ...)."""

    def __init__(self, model: DiscSetModel, number: int, face: PlanetFace,
                 text: Callable[[], str]) -> None:
        super().__init__()
        i18n.set_text(self, text)
        self._model, self._number = model, number
        self._before, self._after = model.planet(number), face

    def redo(self) -> None:
        self._model.set_planet(self._number, self._after)

    def undo(self) -> None:
        self._model.set_planet(self._number, self._before)


def turn_rocket(model: DiscSetModel, number: int, side: int, quarters: int = 1) -> SetPlanet:
    """The rocket on ``side`` of planet ``number`` turns (swapping with its neighbour)."""
    face = model.planet(number)
    colour = face.side_contents()[side]
    if colour is None:
        colour = face.side_contents()[(side + quarters) & 3]

    def text() -> str:
        out = translate("DiscSetCommands", "Turn %1 rocket of %2").replace(
            "%1", colour_name(colour)) if colour is not None \
            else translate("DiscSetCommands", "Turn rocket of %2")
        return out.replace("%2", model.planet_name(number))
    return SetPlanet(model, number, face.turned_side(side, quarters), text)


def turn_planet(model: DiscSetModel, number: int, quarters: int = 1) -> SetPlanet:
    return SetPlanet(model, number, model.planet(number).turned(quarters),
                     lambda: translate("DiscSetCommands", "Turn %1").replace(
                         "%1", model.planet_name(number)))


def set_rocket_side(model: DiscSetModel, number: int, colour: int, side: int) -> SetPlanet:
    """Point the ``colour`` rocket to ``side``; a rocket already there takes its old side."""
    face = model.planet(number)
    old = face.sides[colour]
    new = face.turned_side(old, (side - old) & 3)
    return SetPlanet(model, number, new, lambda: translate(
        "DiscSetCommands", "Point %1 rocket of %2 %3").replace("%1", colour_name(colour))
        .replace("%2", model.planet_name(number)).replace("%3", side_name(side)))


class SetSun(QUndoCommand):
    def __init__(self, model: DiscSetModel, masks: tuple[int, ...],
                 text: Callable[[], str]) -> None:
        super().__init__()
        i18n.set_text(self, text)
        self._model, self._before, self._after = model, model.sun, tuple(masks)

    def redo(self) -> None:
        self._model.set_sun(self._after)

    def undo(self) -> None:
        self._model.set_sun(self._before)


def turn_sun_side(model: DiscSetModel, side: int, quarters: int = 1) -> SetSun:
    return SetSun(model, sun_turned_side(model.sun, side, quarters),
                  lambda: translate("DiscSetCommands", "Turn a rocket of the sun"))


def turn_sun(model: DiscSetModel, quarters: int = 1) -> SetSun:
    m = model.sun
    masks = tuple(m[(s - quarters) & 3] for s in range(4))
    return SetSun(model, masks, lambda: translate("DiscSetCommands", "Turn the sun"))


class SetRocketNumber(QUndoCommand):
    def __init__(self, model: DiscSetModel, number: int, colour: int, value: int) -> None:
        super().__init__()
        self._model, self._number, self._colour = model, number, colour
        self._before = model.planet(number).numbers[colour]
        self._value = value
        i18n.set_text(self, self._describe)

    def _describe(self) -> str:
        return (translate("DiscSetCommands", "Set %1 rocket number of %2 to %3")
                .replace("%1", colour_name(self._colour))
                .replace("%2", self._model.planet_name(self._number))
                .replace("%3", str(self._value)))

    def _put(self, value: int) -> None:
        face = self._model.planet(self._number)
        numbers = list(face.numbers)
        numbers[self._colour] = value
        self._model.set_planet(self._number, replace(face, numbers=tuple(numbers)))

    def redo(self) -> None:
        self._put(self._value)

    def undo(self) -> None:
        self._put(self._before)

    def id(self) -> int:
        return NUMBER_ID

    def mergeWith(self, other) -> bool:
        if not isinstance(other, SetRocketNumber) or other._model is not self._model \
                or (other._number, other._colour) != (self._number, self._colour):
            return False
        self._value = other._value
        i18n.set_text(self, self._describe)
        if self._value == self._before:
            self.setObsolete(True)
        return True


class RenamePlanet(QUndoCommand):
    def __init__(self, model: DiscSetModel, number: int, name: str) -> None:
        super().__init__()
        i18n.set_text(self, lambda: translate("DiscSetCommands", "Rename %1").replace(
            "%1", model.planet_name(number)))
        self._model, self._number = model, number
        self._before = model.planet(number)
        self._after = replace(self._before, name=name)

    def redo(self) -> None:
        self._model.set_planet(self._number, self._after)

    def undo(self) -> None:
        self._model.set_planet(self._number, self._before)


class RenameDiscSet(QUndoCommand):
    def __init__(self, model: DiscSetModel, name: str) -> None:
        super().__init__()
        i18n.set_text(self, lambda: translate("DiscSetCommands", "Rename disc set"))
        self._model, self._name, self._before = model, name, model.name

    def redo(self) -> None:
        self._model.set_name(self._name)

    def undo(self) -> None:
        self._model.set_name(self._before)
