"""Rules help (F1): the rules in the app's own words, with the app's Decisions marked.

For screen readers and keyboard readers the page is a read-only document with a caret
(``TextSelectableByKeyboard``): the arrow keys move the caret line by line and a screen
reader reads the line, heading or link it is on. A list of the sections at the top links
to each heading (Tab reaches the links, Enter follows one).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..retranslate import Retranslating
from ..screen_fit import fit_on_screen


class RulesHelpDialog(Retranslating, QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        fit_on_screen(self, QSize(720, 760))  # within the screen's available area
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)  # (links inside the page still work)
        self.browser.setObjectName("rulesText")
        self.browser.setReadOnly(True)
        # a caret that the arrow keys move, and links reached by Tab
        self.browser.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextBrowserInteraction
            | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(self.browser)
        box.addWidget(buttons)
        self.retranslate()
        self.browser.setFocus()  # the reader starts in the text, at its beginning

    def retranslate(self) -> None:
        """The title and the whole page in the language installed now (where the reader
        was stays where it was)."""
        self.setWindowTitle(self.tr("How to play Zündstoff"))
        self.browser.setAccessibleName(self.tr("The rules"))
        self.browser.setAccessibleDescription(self.tr(
            "Arrow keys move line by line; Tab goes from link to link, Enter follows it."))
        bar = self.browser.verticalScrollBar()
        share = bar.value() / bar.maximum() if bar.maximum() > 0 else 0.0
        self.browser.setHtml(self.page())
        bar.setValue(round(share * bar.maximum()))

    def sections(self) -> list[tuple[str, list[tuple[str, str, str]]]]:
        """(heading, [(rule, text, decision)]); a decision starting "NOTE:" is not one of the
        rules' Decisions but a note on how the app handles the rule."""
        return [
            (self.tr("The aim"), [
                ("", self.tr("Fly your rocket piece into the sun twice, in two different colours. "
                       "Whoever holds sunglasses chips of two colours at the end of a round "
                       "wins; several players can win together."), ""),
            ]),
            (self.tr("What is on the table"), [
                ("R1", self.tr("15 planets; planet 1 is Earth. Each planet shows a red, a yellow and "
                         "a blue rocket pointing to three of its four sides, each with a "
                         "number. The backs all show the same compass rose."), ""),
                ("R2", self.tr("The sun shows one red, one yellow and one blue rocket on three sides "
                         "and all three colours on the fourth."), ""),
                ("R3", self.tr("The printed sheets do not say where each rocket points or its "
                         "number."),
                 self.tr("The app ships its own disc set; owners of the real game can type in "
                   "their discs in the disc-set editor.")),
                ("R4", self.tr("Every player has the same 11 cards: one sun-rotation card, two "
                         "planet-rotation cards and eight match cards (red 2 and 3, yellow 2 "
                         "and 3, blue 2 and 3, black 1 and 3)."), ""),
                ("R5–R6", self.tr("2–5 players, each with a piece (black, white, purple, orange or "
                                "green) and one set of cards. There are 15 sunglasses chips, five "
                                "of each colour."), ""),
                ("R7", self.tr("Directions are north, east, south and west. A planet's rotation is "
                         "the number of quarter turns clockwise from its printed face: a rocket "
                         "printed pointing north points east after one quarter turn."), ""),
                ("R8–R10", self.tr("The discs lie in a grid: the standard layout is 4 × 4 with the "
                             "sun in a corner; two smaller layouts come with the game, and you "
                             "can draw your own in the layout editor."),
                 self.tr("The second alternative layout drops one slot, because there are only 14 "
                   "planets to deal.")),
                ("R12", self.tr("Earth and the sun lie face up; the other planets are shuffled and "
                          "dealt face down. All pieces start on Earth."), ""),
            ]),
            (self.tr("A round"), [
                ("R13", self.tr("Everyone chooses a card in secret; all are turned over at once. "
                          "Then everyone chooses a second card in secret, knowing the first "
                          "cards, and those are turned over at once."),
                 "NOTE:" + self.tr("In the app the computer is passed round: a screen says whose turn "
                             "it is, and only that player should press the button to see their "
                             "hand.")),
                ("R14", self.tr("Every sun-rotation card played turns the sun a quarter "
                          "clockwise."), ""),
                ("R15", self.tr("Planet-rotation cards are played out starting with the player on "
                          "the highest-numbered planet."),
                 self.tr("Players on the same planet go in seat order.")),
                ("R16", self.tr("For each planet-rotation card you either turn your own planet a "
                          "quarter clockwise or, if no other piece shares your planet, turn "
                          "another face-up planet with no piece on it (not the sun) by one, "
                          "two or three quarters."), ""),
                ("R17–R18", self.tr("For each colour, add up your match cards of that colour; black "
                              "cards add to every colour you also played. The highest count "
                              "wins the colour's flight; ties all fly."), ""),
                ("R19", self.tr("If you win two colours you fly only one of them."),
                 self.tr("Such players choose their colour, in seat order, before anyone flies; "
                   "the other colour is not passed on.")),
                ("R20", self.tr("Flights go from the highest-numbered planet down; on the same "
                          "planet the higher rocket number goes first; then seat order."), ""),
            ]),
            (self.tr("Flying"), [
                ("R11", self.tr("A piece flies in the direction its planet's rocket of the flight "
                          "colour points, to the next disc in that row or column; past the "
                          "edge it wraps round to the other end."),
                 self.tr("Gaps in the layout are skipped.")),
                ("R21", self.tr("On each face-up planet reached, the piece may stop or fly on in "
                          "the direction of that planet's rocket of the same colour. It must "
                          "move at least one disc. The flight ends at a face-down planet, a "
                          "stop disc, the sun, or before a disc already visited."),
                 self.tr("The app highlights the whole path; you click where the piece stops.")),
                ("R22", self.tr("Landing on a face-down planet, you choose which way it will lie "
                          "before anyone sees its face (the compass rose), then it is turned "
                          "up. For the rest of the round it is a stop disc: every piece that "
                          "reaches it must stop."), ""),
                ("R23", self.tr("A piece can enter the sun only through a side showing its flight's "
                          "colour (the side with all three lets every colour in), and only if "
                          "its player has no chip of that colour yet. It then takes a chip of "
                          "that colour and goes back to Earth."),
                 self.tr("Otherwise the sun is a wall the piece cannot pass.")),
                ("R24", self.tr("Played cards are put aside. A player left with one card takes all "
                          "put-aside cards back."), ""),
                ("R25", self.tr("After the flights, everyone holding two chips wins."), ""),
            ]),
            (self.tr("What is secret"), [
                ("R26", self.tr("Only a card chosen but not yet turned over, and the faces of "
                          "face-down planets, are secret. Everything else is public, so the "
                          "app shows every player's hand size."), ""),
                ("R27", self.tr("Undo never shows or changes a secret: once cards are turned over "
                          "or a planet is turned face up, what came before cannot be undone."),
                 "NOTE:" + self.tr("A card choice is final once you lay it face down (before that you "
                             "may pick another). In a casual game public decisions may be "
                             "undone across a planet turned face up: the planet goes face down "
                             "again but keeps its face and the rotation it was turned up with. "
                             "If a piece stops on it again, it is turned up the same way, so "
                             "nobody chooses its rotation again after seeing its face (R22). "
                             "A move with only one legal choice is made for you (Settings: do "
                             "forced moves for me); undo takes it back together with the "
                             "decision before it.")),
            ]),
            (self.tr("Keys"), [
                ("", self.tr("Arrow keys and Enter choose a card; Tab moves between buttons; "
                       "Enter or Space presses the focused button; on the board, arrow keys "
                       "move from disc to disc, N and Shift+N jump to the next and previous "
                       "highlighted disc, Enter chooses it; Ctrl+Z undoes, Ctrl+Shift+Z "
                       "redoes; Ctrl+S saves; F1 opens this help."), ""),
            ]),
        ]

    def markdown(self) -> str:
        """The same rules as Markdown: docs/rules.md and docs/rules.de.md are made from this
        (packaging/make_docs.py), so the help and the docs cannot drift apart (a test)."""
        mark, note = self.tr("Decision"), self.tr("In the app")
        out = [f"# {self.tr('Zündstoff – the rules')}", "",
               self.tr("Where the original rule sheets are silent or unclear, the app had to "
                       "decide; those places are marked") + f" **{mark}**.", ""]
        for heading, items in self.sections():
            out += [f"## {heading}", ""]
            for rule, text, decision in items:
                out.append((f"**{rule}** " if rule else "") + text)
                if decision.startswith("NOTE:"):
                    out += ["", f"> *{note}:* {decision[5:]}"]
                elif decision:
                    out += ["", f"> **{mark}:** {decision}"]
                out.append("")
        return "\n".join(out).rstrip() + "\n"

    def page(self) -> str:
        mark = html.escape(self.tr("Decision"))
        note = html.escape(self.tr("In the app"))
        title = html.escape(self.tr("Zündstoff – the rules"))
        out = ["<html><body style='font-size: 11pt'>",
               f"<h1>{title}</h1>",
               "<p>" + html.escape(self.tr("Where the original rule sheets are silent or "
                                           "unclear, the app had to decide; those places "
                                           "are marked")) + " "
               f"<span style='background:#ffe066'>&nbsp;{mark}&nbsp;</span>.</p>"]
        sections = self.sections()
        out.append("<p>" + html.escape(self.tr("Sections:")) + "</p><ul>" + "".join(
            f"<li><a href='#section{k}'>{html.escape(heading)}</a></li>"
            for k, (heading, _items) in enumerate(sections, 1)) + "</ul>")
        for k, (heading, items) in enumerate(sections, 1):
            out.append(f"<h2><a name='section{k}'></a>{html.escape(heading)}</h2>")
            for rule, text, decision in items:
                tag = f"<b>{html.escape(rule)}</b> " if rule else ""
                out.append(f"<p>{tag}{html.escape(text)}")
                if decision.startswith("NOTE:"):
                    out.append(f"<br><span style='background:#d0ebff'>&nbsp;{note}&nbsp;</span>"
                               f" {html.escape(decision[5:])}")
                elif decision:
                    out.append(f"<br><span style='background:#ffe066'>&nbsp;{mark}&nbsp;</span>"
                               f" {html.escape(decision)}")
                out.append("</p>")
        out.append("</body></html>")
        return "".join(out)
