"""The replay viewer: watch any record again, step by step, with the board's animations.

The viewer walks the positions of :func:`zuendstoff.engine.timeline.timeline`: every step
is a position the game went through in which no chosen card is unrevealed (the cards of
one reveal are one step), and the board draws only what is public at that position (a
face-down planet stays face down until the step that turns it up). The timeline names
the steps already shown; steps still to come are only numbered, so nothing later in the
game is given away. The log follows the position.
"""

from __future__ import annotations

from PySide6.QtCore import QSaveFile, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSlider,
    QSpinBox,
    QSplitter,
    QStyle,
    QTreeView,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ... import userdata
from ...document.game_model import GameModel
from ...document.log_model import LogModel, round_entries
from ...document.names import colour_name
from ...engine import Game
from ...engine.timeline import Step, position, timeline
from ..board.scene import BoardScene
from ..board.view import BoardView
from ..retranslate import Retranslating
from ..screen_fit import fit_on_screen
from ..status_line import StatusLine
from ..wrapped_rows import wrap_rows
from .moving import PLAY_INTERVAL_MS, Moving

__all__ = ["PLAY_INTERVAL_MS", "ReplayWindow"]


class ReplayWindow(Retranslating, Moving, QMainWindow):
    """A window that replays ``game`` from its first position (``title`` names the source
    file; None: the game on the table). A language switch retranslates it in place."""

    # the person asked to play on from the shown position: (position, seat kinds)
    playOnRequested = Signal(object, object)

    def __init__(self, game: Game, title: str | None, parent: QWidget | None = None,
                 animation_speed: float = 1.0) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setObjectName("replayWindow")
        self.source_title = title
        self.start, self.steps = timeline(game)
        self.index = 0
        self.model = GameModel(self.start.copy(), self)
        self.scene = BoardScene(self.model, self)
        self.scene.set_animation_speed(animation_speed)
        self.view = BoardView(self.scene, replay_keys=True)
        self.log_model = LogModel(self.model, self)
        self.status = StatusLine(self.statusBar())
        # a screen reader hears each step as the log's line, and the answers of the board's
        # keys (Shift+arrow, R)
        from ..announce import Announcer
        self.announcer = Announcer(self, self)
        self._build()
        self.view.spoken.connect(self._tell)
        self._timer = QTimer(self)
        self._timer.setInterval(self._interval())
        self._timer.timeout.connect(self._tick)
        fit_on_screen(self, QSize(1280, 820))  # within the screen (1000 px high, a laptop)
        self._show_index(0, animate=False)
        self.retranslate()

    # ---------------------------------------------------------------- layout
    def _build(self) -> None:
        self.timeline_tree = QTreeWidget()
        wrap_rows(self.timeline_tree)  # a step's whole line, however long (also its tooltip)
        self.timeline_tree.itemActivated.connect(self._item_chosen)
        self.timeline_tree.itemClicked.connect(self._item_chosen)
        self._items: list[QTreeWidgetItem] = []
        self._heads: dict[int, QTreeWidgetItem] = {}  # round number -> its line
        rounds = self._heads
        for k, step in enumerate(self.steps, 1):
            head = rounds.get(step.round_no)
            if head is None:
                head = QTreeWidgetItem([""])
                head.setData(0, Qt.ItemDataRole.UserRole, k)  # a round's first step
                rounds[step.round_no] = head
                self.timeline_tree.addTopLevelItem(head)
            item = QTreeWidgetItem([""])
            item.setData(0, Qt.ItemDataRole.UserRole, k)
            head.addChild(item)
            self._items.append(item)
        self.log_view = QTreeView()
        self.log_view.setHeaderHidden(True)
        self.log_view.setModel(self.log_model)
        wrap_rows(self.log_view)
        self.log_model.updated.connect(self._follow_log)

        controls = QHBoxLayout()
        icon = QStyle.StandardPixmap
        self.first_button = self._button(lambda: self.go(0), icon.SP_MediaSkipBackward)
        self.back_button = self._button(self.step_back, icon.SP_MediaSeekBackward)
        self.play_button = self._button(self.toggle_play, icon.SP_MediaPlay)
        self.forward_button = self._button(self.step_forward, icon.SP_MediaSeekForward)
        self.last_button = self._button(lambda: self.go(len(self.steps)), icon.SP_MediaSkipForward)
        for b in (self.first_button, self.back_button, self.play_button, self.forward_button,
                  self.last_button):
            controls.addWidget(b)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(self.steps))
        self.slider.valueChanged.connect(lambda v: self.go(v) if v != self.index else None)
        controls.addWidget(self.slider, 1)
        self.round_spin = QSpinBox()
        self.round_spin.setRange(1, max(1, self.steps[-1].round_no if self.steps else 1))
        self.round_spin.setKeyboardTracking(False)
        self.round_spin.valueChanged.connect(self.go_to_round)
        controls.addWidget(self.round_spin)
        self.position_label = QLabel()
        controls.addWidget(self.position_label)

        left = QWidget()
        lbox = QVBoxLayout(left)
        lbox.setContentsMargins(0, 0, 0, 0)
        lbox.addWidget(self.view, 1)
        self.step_label = QLabel()
        self.step_label.setWordWrap(True)
        self.step_label.setObjectName("replayStep")
        self.step_label.setStyleSheet("QLabel#replayStep { font-size: 14pt; padding: 4px; }")
        lbox.addWidget(self.step_label)
        lbox.addLayout(controls)
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.timeline_tree)
        right.addWidget(self.log_view)
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setSizes([1000, 380])
        right.setSizes([420, 300])
        self.setCentralWidget(split)

        self.replay_menu = menu = self.menuBar().addMenu("")
        self.export_action = self._action(menu, self.export_png, "Ctrl+E")
        self.play_on_action = self._action(menu, self.play_on, "Ctrl+P")
        menu.addSeparator()
        self.close_action = self._action(menu, self.close, QKeySequence.StandardKey.Close)
        # Escape closes the viewer too (it is a window to look at, like a dialog)
        self.close_action.setShortcuts([QKeySequence(QKeySequence.StandardKey.Close),
                                        QKeySequence(Qt.Key.Key_Escape)])
        self.go_menu = nav = self.menuBar().addMenu("")
        self.go_actions = [
            self._action(nav, self.step_back, "Left"),
            self._action(nav, self.step_forward, "Right"),
            self._action(nav, self.toggle_play, "Space"),
            self._action(nav, lambda: self.go(0), "Home"),
            self._action(nav, lambda: self.go(len(self.steps)), "End"),
            self._action(nav, lambda: self.page(-1), "PgUp"),
            self._action(nav, lambda: self.page(1), "PgDown")]

    def retranslate(self) -> None:
        """Every text of the window, in the installed language (at start and on a switch)."""
        self.view.setAccessibleName(self.tr("Board of the replay"))
        self.timeline_tree.setHeaderLabel(self.tr("Timeline"))
        self.timeline_tree.setAccessibleName(self.tr("Timeline of the game, by round and step"))
        for round_no, head in self._heads.items():
            head.setText(0, self.tr("Round %1").replace("%1", str(round_no)))
        self.log_view.setAccessibleName(self.tr("Log up to the shown position"))
        for button, text, tip in (
                (self.first_button, self.tr("Start"), self.tr("Back to the start (Home)")),
                (self.back_button, self.tr("Back"), self.tr("One step back (Left)")),
                (self.play_button, self._play_text(), self.tr("Play or pause (Space)")),
                (self.forward_button, self.tr("Forward"), self.tr("One step forward (Right)")),
                (self.last_button, self.tr("End"), self.tr("To the last position (End)"))):
            button.setText(text)
            button.setToolTip(tip)
            button.setAccessibleName(tip)
        self.round_spin.setPrefix(self.tr("Round "))
        self.round_spin.setAccessibleName(self.tr("Go to round"))
        self.position_label.setAccessibleName(self.tr("Shown position"))
        self.replay_menu.setTitle(self.tr("&Replay"))
        self.export_action.setText(self.tr("&Export position as PNG…"))
        self.play_on_action.setText(self.tr("&Play on from here…"))
        self.close_action.setText(self.tr("&Close"))
        self.go_menu.setTitle(self.tr("&Go"))
        for action, text in zip(self.go_actions, (
                self.tr("&Back"), self.tr("&Forward"), self.tr("&Play or pause"),
                self.tr("To the &start"), self.tr("To the &end"), self.tr("Previous &round"),
                self.tr("&Next round"))):
            action.setText(text)
        self.log_model.rebuild()
        for item in self.scene.items():  # the board's painted words ("R", "Y", the chips'
            item.update()                 # heading): each item's cached picture made anew
        self.view.resetCachedContent()
        self.status.retranslate()
        self._show_texts()

    def _play_text(self) -> str:
        return self.tr("Pause") if self.playing else self.tr("Play")

    def _button(self, slot, icon) -> QPushButton:
        button = QPushButton(self.style().standardIcon(icon), "")
        button.clicked.connect(lambda _checked=False: slot())
        return button

    def _action(self, menu, slot, shortcut) -> QAction:
        action = QAction(self)
        action.setShortcut(QKeySequence(shortcut))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        return action

    def _tell(self, text: str) -> None:
        self.announcer.forget()
        self.announcer.say(text)
        self.statusBar().showMessage(text, 6000)

    def where_text(self, index: int | None = None) -> str:
        """"Round 4 of 11, step 2": the shown position, as the slider says it (the step
        counted within its round); "The start" before the first step."""
        index = self.index if index is None else index
        if not index:
            return self.tr("The start")
        round_no = self.steps[index - 1].round_no
        first = next(k for k, step in enumerate(self.steps) if step.round_no == round_no)
        rounds = self.steps[-1].round_no if self.steps else 1
        return self.tr("Round %1 of %2, step %3").replace("%1", str(round_no)).replace(
            "%2", str(rounds)).replace("%3", str(index - first))

    def _show_index(self, index: int, animate: bool) -> None:
        moved = index != self.index
        self.index = index
        self.model.restore(position(self.start, self.steps, index))
        if not animate:
            self.scene.sync()
        self._show_texts()
        self.timeline_tree.clearSelection()
        if index:
            current = self._items[index - 1]
            current.setSelected(True)
            self.timeline_tree.scrollToItem(current)
        self.slider.blockSignals(True)
        self.slider.setValue(index)
        self.slider.blockSignals(False)
        self.round_spin.blockSignals(True)
        self.round_spin.setValue(self._spin_round())
        self.round_spin.blockSignals(False)
        if moved:  # each step said once, as the log's line, with where it is
            if index and self.slider.hasFocus():
                # the focused slider's new name says where (a screen reader speaks the focused
                # control's name when it changes): the line alone, or "Round 1 of 16, step 3"
                # is heard twice
                self.announcer.forget()  # (two steps may have the same line)
                self.announcer.say(self.step_label.text())
            else:
                self.announcer.say(self.where_text() + ": " + self.step_label.text() if index
                                   else self.step_label.text())
        self.back_button.setEnabled(index > 0)
        self.first_button.setEnabled(index > 0)
        self.forward_button.setEnabled(index < len(self.steps))
        self.last_button.setEnabled(index < len(self.steps))

    def _show_texts(self) -> None:
        """The words that follow the shown position: the timeline's steps, the position, the
        step's line and the title (each made from the index, in the installed language)."""
        index = self.index
        for k, item in enumerate(self._items, 1):
            text = self.describe(k) if k <= index else self.tr("Step %1").replace("%1", str(k))
            item.setText(0, text)
            item.setToolTip(0, text)
            item.setForeground(0, self.palette().text() if k <= index else self.palette().mid())
        self.position_label.setText(self.tr("Step %1 of %2").replace("%1", str(index))
                                    .replace("%2", str(len(self.steps))))
        # the slider names the position in words (its number alone said "7")
        where = self.where_text()
        self.slider.setAccessibleName(self.tr("Position in the game: %1").replace("%1", where))
        self.slider.setAccessibleDescription(self.position_label.text())
        self.step_label.setText(self.describe(index) if index else
                                self.tr("The start: everyone on Earth, every planet face down."))
        # the round as the "Go to round" box shows it (the title said round 3, the box round 4)
        source = self.source_title if self.source_title is not None else self.tr("this game")
        self.setWindowTitle(self.tr("Replay – %1 – round %2").replace("%1", source)
                            .replace("%2", str(self._spin_round())))

    def _follow_log(self) -> None:
        rows = self.log_model.rowCount()
        if rows:
            last = self.log_model.index(rows - 1, 0)
            self.log_view.expand(last)
            self.log_view.scrollTo(last)

    def _item_chosen(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        k = item.data(0, Qt.ItemDataRole.UserRole)
        if isinstance(k, int):
            self.pause()
            self.go(k)

    # ---------------------------------------------------------------- words
    def describe(self, k: int) -> str:
        """What step ``k`` (1-based) did, in the log's words (only ever for shown steps)."""
        step: Step = self.steps[k - 1]
        before = position(self.start, self.steps, k - 1)
        after = step.after
        rnd = step.round_no - 1
        old = round_entries(before, before.rounds[rnd]) if rnd < len(before.rounds) else []
        new = round_entries(after, after.rounds[rnd])
        lines = [line for i, line in enumerate(new) if i >= len(old) or old[i] != line]
        if step.kind == "pick" and not lines:
            lines = [self.tr("%1 chose to fly %2").replace("%1", after.players[step.seat].name)
                     .replace("%2", colour_name(step.decisions[0].colour))]
        if after.is_over and after.winners:
            lines.append(self.tr("Game over. Winner: %1").replace(
                "%1", ", ".join(after.players[s].name for s in after.winners)))
        return " · ".join(lines) or self.tr("Round %1").replace("%1", str(step.round_no))

    # ---------------------------------------------------------------- actions
    def export_png(self) -> bool:
        """Save the shown position as a PNG image (written atomically)."""
        start = str(userdata.data_dir() / f"replay-round-{self._round()}.png")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export position as PNG"), start,
                                              self.tr("PNG images (*.png)"))
        if not path:
            return False
        if not path.lower().endswith(".png"):
            path += ".png"
        return self.export_to(path)

    def export_to(self, path: str) -> bool:
        from ..board.screenshot import render_board
        image = render_board(position(self.start, self.steps, self.index))
        out = QSaveFile(path)
        if not (out.open(QSaveFile.OpenModeFlag.WriteOnly) and image.save(out, "PNG")
                and out.commit()):
            QMessageBox.warning(self, self.tr("Cannot export"),
                                self.tr("%1: %2").replace("%1", path).replace("%2", out.errorString()))
            return False
        self.status.show(lambda: self.tr("Exported to %1").replace("%1", path), 5000)
        return True

    def play_on(self):
        """Ask who plays each seat, then hand the shown position to the game window."""
        from .play_on import PlayOnDialog
        game = position(self.start, self.steps, self.index)
        if game.is_over:
            QMessageBox.information(self, self.tr("Play on from here"),
                                    self.tr("The game is over at this position: step back to play on "
                                            "from an earlier one."))
            return None
        self.pause()
        dialog = PlayOnDialog(game, self)
        dialog.accepted.connect(lambda: self.playOnRequested.emit(game, dialog.seat_kinds()))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        self.play_on_dialog = dialog
        return dialog

    def closeEvent(self, event) -> None:  # noqa: N802
        self._timer.stop()
        super().closeEvent(event)
