"""What the guided game says, worded from facts in the installed language.

The lesson keeps *what* a callout is about (the step, the move to make, the events just
seen); these functions word it, so after a language switch the same callout is simply
worded again (``Lesson.retranslate``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...document.names import card_name, colour_name, disc_name, side_name
from ...engine import Decision, Flip, Game, PickColour, PlayCard, Rotate, Stop
from ..game.compass import button_text as compass_button_text

# the name lupdate looks for: translate("context", "text")
translate = QCoreApplication.translate


def round_title(round_no: int, rounds: int) -> str:
    return translate("Lesson", "Learn to play – round %1 of %2").replace(
        "%1", str(round_no)).replace("%2", str(rounds))


def move_text(game: Game, d: Decision) -> str:
    """The move ``d`` as an instruction ("lay …", "click … to stop there")."""
    if isinstance(d, PlayCard):
        return translate("Lesson", "lay %1").replace("%1", card_name(d.card))
    if isinstance(d, Rotate):
        if tuple(d.target) == game.piece_cell(d.seat):
            return translate("Lesson", "turn your own planet (%1) a quarter: click it").replace(
                "%1", disc_name(game, d.target))
        button = {1: translate("DecisionBar", "¼ turn"), 2: translate("DecisionBar", "½ turn"),
                  3: translate("DecisionBar", "¾ turn")}[d.quarters]
        return translate("Lesson", "click %1, then “%2” beside the board").replace(
            "%1", disc_name(game, d.target)).replace("%2", button)
    if isinstance(d, PickColour):
        return translate("Lesson", "choose to fly %1 (beside the board)").replace("%1", colour_name(d.colour))
    if isinstance(d, Stop):
        return translate("Lesson", "click %1 to stop there").replace("%1", disc_name(game, d.cell))
    if isinstance(d, Flip):
        return translate("Lesson", "choose %1 on the compass rose beside the board").replace(
            "%1", side_name(d.rotation))
    return str(d)


def instruction_text(kind: str, new: bool, many: bool, move: str) -> str:
    """The instruction for a move of ``kind`` (``move`` worded by :func:`move_text`): the long
    text the first time (``new``), later a short one; ``many``: a flight with several stops."""
    if kind == "card1":
        text = translate("Lesson", "Every round, you and the computer each lay two cards face down, "
                         "one after the other; each pair is turned over together. Your first card: "
                         "%1 (it is marked: press Enter).") if new else \
            translate("Lesson", "Your first card this round: %1 (press Enter).")
    elif kind == "card2":
        text = translate("Lesson", "Both first cards are face up now, so you choose your second "
                         "card knowing the computer's first. Your second card: %1.") if new else \
            translate("Lesson", "Your second card: %1.")
    elif kind == "rotate":
        text = translate("Lesson", "You played a planet-rotation card: you turn your own planet a "
                         "quarter, or another empty face-up planet by one to three quarters. Now: %1.") \
            if new else translate("Lesson", "Planet turn: %1.")
    elif kind == "pick":
        text = translate("Lesson", "You won two colours, but a piece flies only one of them. Now: %1.")
    elif kind == "stop":
        text = translate("Lesson", "Your piece flies along the highlighted path, from rocket to rocket "
                         "of the same colour; you may stop on any highlighted disc. Now: %1.") \
            if many else translate("Lesson", "Your piece flies: %1.")
    else:
        text = translate("Lesson", "You landed on a face-down planet. Before it is turned up, choose "
                         "where its top will point; for the rest of the round it is a stop disc "
                         "that ends every flight. Now: %1.") if new else \
            translate("Lesson", "A face-down planet again: %1.")
    return text.replace("%1", move)


def goal() -> str:
    """How to win: said first, before any move."""
    return translate("Lesson", "How to win: fly your piece into the sun to take a sunglasses chip "
                     "of that colour. Whoever holds chips of two different colours at the end of a "
                     "round wins. This lesson shows you every step on the way.")


def direction(rotation: int) -> str:
    """What the direction word of ``rotation`` (R22: 0 north … 3 west) means on the screen,
    with the compass rose's button for it."""
    text = (translate("Lesson", "North means up on the screen: the button “%1”."),
            translate("Lesson", "East means right on the screen: the button “%1”."),
            translate("Lesson", "South means down on the screen: the button “%1”."),
            translate("Lesson", "West means left on the screen: the button “%1”."))[rotation]
    return text.replace("%1", compass_button_text(rotation).replace(" ", "\u00a0"))  # (one piece)


def explain(event: str) -> str:
    """What an event just seen on the board means ("" for one that needs no words)."""
    if event == "sun_turn":
        return translate("Lesson", "A sun-rotation card was played: the sun turned a quarter "
                         "clockwise, so its rockets, and the sides a piece may enter by, moved on.")
    if event == "tie":
        return translate("Lesson", "The counts: a colour's cards add up, and a black card adds to "
                         "a colour you played too. The highest count wins that colour's flight, and a "
                         "tie wins as well: both of you fly.")
    if event == "wrap":
        return translate("Lesson", "A flight that runs off the board comes back on the other side "
                         "of the same row or column.")
    if event == "sun":
        return translate("Lesson", "Into the sun: you take a sunglasses chip of that colour and go "
                         "back to Earth. Whoever holds chips of two colours wins.")
    return ""


def explanations(news) -> list[str]:
    """The words for the events ``news`` (each once, in order; silent ones left out)."""
    return [text for text in (explain(e) for e in dict.fromkeys(news)) if text]


def refusal(game: Game, want: Decision | None) -> str:
    """Why a move other than the lesson's is refused (``want`` None: the lesson is over)."""
    if want is None:
        return end_status()
    return translate("Lesson", "In this lesson, please %1.").replace("%1", move_text(game, want))


def end_status() -> str:
    """The status line once the lesson is over (its window has no Game menu)."""
    return translate("Lesson", "The lesson is over: start a real game, or close the lesson.")


def end_title() -> str:
    return translate("Lesson", "You know the rules")


def end_text() -> str:
    return translate("Lesson", "That was every kind of step of the game. You know the rules: start "
                     "a real game! (F1 shows the rules at any time.)")
