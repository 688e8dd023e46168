"""The game log: everything public that happened, round by round, as a tree model.

Built from ``game.rounds`` (the record's rounds), which only ever hold revealed cards,
so the log cannot show a secret.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont, QStandardItemModel

from ..engine import Game
from .game_model import GameModel
from .names import card_name, colour_name, disc_name_at, quarters_text, side_name

# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate


class LogModel(QStandardItemModel):
    # the log changed (views scroll to the newest round)
    updated = Signal()

    def __init__(self, model: GameModel, parent=None) -> None:
        super().__init__(parent)
        self.model = model
        self._shown: list[tuple[str, list[str]]] = []
        self._bold = QFont()
        self._bold.setBold(True)
        model.changed.connect(self.rebuild)
        model.gameReplaced.connect(self.rebuild)
        if hasattr(model, "hintsChanged"):
            model.hintsChanged.connect(self.rebuild)
        self.rebuild()

    def flags(self, index):
        """Lines to read and select, not to edit."""
        return Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled if index.isValid() \
            else Qt.ItemFlag.NoItemFlags

    def lines(self) -> list[list[str]]:
        """The log as plain text, one list of lines per round (for tests and copying)."""
        out = []
        for r in range(self.rowCount()):
            head = self.index(r, 0)
            out.append([head.data()] + [self.index(i, 0, head).data()
                                        for i in range(self.rowCount(head))])
        return out

    def rebuild(self) -> None:
        """Bring the log up to date, touching only the rounds whose lines changed.

        Written through indexes, never through ``QStandardItem`` objects: PySide keeps the
        Python side of every item made or asked for from Python after Qt has deleted the
        item, so a log rebuilt item by item kept one more for every line it replaced, game
        after game (issue 41)."""
        game = self.model.game
        wanted: list[tuple[str, list[str]]] = []
        hints = getattr(self.model, "hints_used", [])
        for no, rnd in enumerate(game.rounds, 1):
            entries = round_entries(game, rnd)
            for _round, seat, at in sorted((h for h in hints if h[0] == no), key=lambda h: -h[2]):
                if seat < game.seats:  # newest last: insert from the end
                    entries.insert(min(at, len(entries)), self.tr("%1 asked for a hint").replace(
                        "%1", game.players[seat].name))
            if not entries and no == len(game.rounds) and no > 1 and not game.is_over:
                entries = [self.tr("Everyone is choosing a card.")]
            wanted.append((self.tr("Round %1").replace("%1", str(no)), entries))
        if game.is_over and game.winners:
            names = ", ".join(game.players[s].name for s in game.winners)
            wanted.append((self.tr("Game over. Winner: %1").replace("%1", names), []))
        if self.columnCount() == 0:
            self.setColumnCount(1)
        if self.rowCount() > len(wanted):
            self.removeRows(len(wanted), self.rowCount() - len(wanted))
        for row, (head, entries) in enumerate(wanted):
            if row < len(self._shown) and self._shown[row] == (head, entries):
                continue
            if row >= self.rowCount():
                self.insertRow(row)
            top = self.index(row, 0)
            self.setData(top, head)
            self.setData(top, self._bold, Qt.ItemDataRole.FontRole)
            # the lines shown before that are still the first lines stay (a round grows)
            before = self._shown[row][1] if row < len(self._shown) else []
            keep = 0
            while keep < min(len(before), len(entries)) and before[keep] == entries[keep]:
                keep += 1
            keep = min(keep, self.rowCount(top))
            if self.rowCount(top) > keep:
                self.removeRows(keep, self.rowCount(top) - keep, top)
            if len(entries) > keep:
                if self.columnCount(top) == 0:
                    self.insertColumn(0, top)
                self.insertRows(keep, len(entries) - keep, top)
                for i in range(keep, len(entries)):
                    self.setData(self.index(i, 0, top), entries[i])
        changed = self._shown != wanted
        self._shown = wanted
        if changed:
            self.updated.emit()




def round_entries(game: Game, rnd: dict) -> list[str]:
    out: list[str] = []
    name = [p.name for p in game.players]
    for seat, cards in enumerate(rnd.get("cards", [])):
        out.append(translate("LogModel", "%1 played %2").replace("%1", name[seat]).replace(
            "%2", translate("LogModel", " and ").join(card_name(c) for c in cards)))
    cards = rnd.get("cards", [])
    if cards and all(len(c) == 2 for c in cards):
        suns = sum(c.count("sun") for c in cards)
        if suns:
            out.append(translate("LogModel", "The sun turns clockwise by %1.").replace("%1", quarters_text(suns % 4
                                                                                       or 4)))
    for r in rnd.get("rotations", []):
        out.append(translate("LogModel", "%1 turned %2 by %3").replace("%1", name[r["seat"]])
                   .replace("%2", disc_name_at(game, r["target"]))
                   .replace("%3", quarters_text(r["quarters"])))
    for p in rnd.get("picks", []):
        out.append(translate("LogModel", "%1 chose to fly %2").replace("%1", name[p["seat"]])
                   .replace("%2", colour_name(p["colour"])))
    sun = game.layout.cells[game.layout.sun]
    for f in rnd.get("flights", []):
        who, colour = name[f["seat"]], colour_name(f["colour"])
        stop = f.get("stop")
        if stop is None:
            out.append(translate("LogModel", "%1 could not fly %2").replace("%1", who).replace("%2", colour))
        elif tuple(stop) == sun:
            out.append(translate("LogModel", "%1 flew %2 into the sun, took a %2 chip and went back to Earth")
                       .replace("%1", who).replace("%2", colour))
        else:
            text = (translate("LogModel", "%1 flew %2 to %3").replace("%1", who).replace("%2", colour)
                    .replace("%3", disc_name_at(game, stop)))
            if f.get("flip") is not None:
                text += translate("LogModel", " (turned face up, top to the %1)").replace(
                    "%1", side_name(f["flip"]))
            out.append(text)
    return out
