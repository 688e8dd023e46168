"""The guided game's script: the lesson's record, its decisions in order and the positions
between them; the computer's side of it; where the lesson and the learner's progress are."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ... import resources, userdata
from ...engine import Decision, Game, Phase, PlayCard, Player
from ...engine.bots import Bot
from ...engine.record import to_record
from ...engine.timeline import round_decisions, timeline

# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate
CARD_PHASES = (Phase.FIRST_CARD, Phase.SECOND_CARD)
LESSON_FILE = "lesson.zrec"


def lesson_path():
    return resources.path("lessons", "first_game.zrec")


def progress_path():
    return userdata.data_dir() / LESSON_FILE


def lesson_names(settings=None) -> tuple[str, str]:
    """The learner's name (the first person remembered from the last game, else "You") and
    the computer's."""
    name = translate("Lesson", "You")
    if settings is not None:
        try:
            people = [s.name for s in settings.last_seats() if not s.bot and s.name.strip()]
        except Exception:  # damaged settings: the default name
            people = []
        name = people[0] if people else name
    return name, translate("Lesson", "Computer")


class Script:
    """The lesson's decisions in order, and the positions between them."""

    def __init__(self, record: Game, names: tuple[str, str]) -> None:
        self.rounds = sum(1 for r in record.rounds if r["cards"])
        start, steps = timeline(record)
        self.decisions: list[Decision] = [d for s in steps for d in s.decisions]
        layout = record.layout
        deal = {layout.cells[i]: record.faces[i] for i in layout.slots}
        self.start = Game.new(record.discs, layout, [Player(names[0], record.players[0].piece),
                                                     Player(names[1], record.players[1].piece)],
                              deal=deal)
        self.positions = [self.start.copy()]
        pos = self.start.copy()
        for d in self.decisions:
            pos.apply(d)
            self.positions.append(pos.copy())

    def taken_up(self, game: Game) -> int | None:
        """How far ``game`` (the lesson as the learner left it) follows the lesson: how many
        of its decisions were made, at most all of them (a game that went on past the
        lesson's end is at its end); None when it does not follow the lesson (another deal,
        other moves: it cannot be continued)."""
        def board(g: Game) -> tuple:
            doc = to_record(g)
            return doc["discs"], doc["layout"], doc["deal"]

        if board(game) != board(self.start):
            return None
        made = [d for r in game.rounds for d in round_decisions(r)]
        n = min(len(made), len(self.decisions))
        return n if made[:n] == self.decisions[:n] else None

    def done_in(self, game: Game) -> int:
        """How many of the lesson's decisions ``game`` has made (laid cards count once laid)."""
        made = sum(len(round_decisions(r)) for r in game.rounds)
        if game.phase in CARD_PHASES:
            made += sum(game.has_chosen(s) for s in range(game.seats))
        return made

    def expected(self, game: Game, seat: int) -> Decision | None:
        """The lesson's next decision for ``seat`` in ``game``, if ``game`` follows the lesson."""
        k = self.done_in(game)
        if game.phase in CARD_PHASES:
            # the seats' cards of one reveal can come in any order: find this seat's
            for d in self.decisions[k - sum(game.has_chosen(s) for s in range(game.seats)):]:
                if not isinstance(d, PlayCard):
                    return None
                if d.seat == seat:
                    return None if game.has_chosen(seat) else d
            return None
        return self.decisions[k] if k < len(self.decisions) and self.decisions[k].seat == seat else None


class ScriptBot(Bot):
    """The computer's side of the lesson: the record's moves."""

    name = "lesson"

    def __init__(self, lesson, seat: int) -> None:
        super().__init__(None)
        self.lesson, self.seat = lesson, seat

    def decide(self, view) -> Decision:
        d = self.lesson.script.expected(self.lesson.window.model.game, view.seat)
        if d is None or d not in view.legal:
            raise RuntimeError("the lesson has no move for the computer here")
        return d
