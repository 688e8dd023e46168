"""The guided game's window: the real game window, with the lesson's callouts and its own
autosave; the game window's menus give way to the lesson's own buttons (F1 still shows the
rules). It opens exactly over the game window (the same place and size), within the screen.
It tells the game window what is its own through the game window's public keywords (its
title, the window it opens over, no seat menus: see :class:`~..game.window.MainWindow`).

A language switch retranslates it in place: the game window's part as any game window's,
the lesson's own words when its callout tells it the language changed."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence

from ...document.game_model import SeatKind
from ...engine import load_record
from ..game.window import MainWindow
from ..screen_fit import place_over
from .lesson import Lesson, Script, lesson_names, lesson_path


class LessonWindow(MainWindow):
    def __init__(self, main: MainWindow, restart: bool = False, script: Script | None = None) -> None:
        self.main = main
        self._kept = (main.settings.geometry(), main.settings.side_width)
        script = script or Script(load_record(lesson_path()), lesson_names(main.settings))
        rounds = script.rounds
        super().__init__(settings=main.settings, game=script.start.copy(),
                         seats=[SeatKind(), SeatKind("medium")], over=main, seat_menus=False,
                         title=lambda shown: self.tr("Learn to play – Zündstoff – round %1")
                         .replace("%1", str(min(shown, rounds))))  # (not the round after its end)
        self.setParent(main, self.windowFlags())
        self.setObjectName("lessonWindow")
        self.menuBar().hide()
        self.f1_rules_action = QAction(self)
        self.f1_rules_action.setShortcut(QKeySequence("F1"))
        self.f1_rules_action.triggered.connect(lambda _c=False: self.show_rules())
        self.addAction(self.f1_rules_action)
        self.lesson = Lesson(self, restart, script)
        self.lesson.realGameRequested.connect(self.real_game)
        self.lesson.callout.retranslated.connect(self._lesson_texts)  # on a language switch
        self._lesson_texts()
        place_over(self, main)  # (again: being parented may have moved it)

    def _lesson_texts(self) -> None:
        """The window's own words beyond the game window's (at start and on a switch)."""
        self.f1_rules_action.setText(self.tr("Rules"))
        self.update_title()

    def real_game(self) -> None:
        main = self.main
        self.close()
        main.raise_()
        main.activateWindow()
        main.new_game()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        lesson = getattr(self, "lesson", None)
        if lesson is not None:
            lesson.reposition()

    def closeEvent(self, event) -> None:  # noqa: N802
        super().closeEvent(event)
        geometry, side = self._kept  # the game window keeps its own place and panes
        if geometry is not None:
            self.settings.set_geometry(geometry)
        self.settings.side_width = side
