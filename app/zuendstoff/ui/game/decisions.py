"""Public decisions of a person, made on the board and in the decision bar.

The engine's ``legal_decisions(seat)`` is the only source of what may be chosen: the
bar offers exactly those, and board clicks are matched against them.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ... import i18n
from ...document.game_model import GameModel
from ...document.names import colour_name, disc_label_at, disc_name_at, side_name
from ...engine import Decision, Flip, Phase, Rotate, Stop
from ..layout_items import empty
from ..retranslate import Retranslating
from .compass import CompassChooser

ROLES = ("path", "choice", "target")


# a control's default place in its row (none: the layout's own)
NO_ALIGNMENT = Qt.AlignmentFlag(0)

class DecisionBar(Retranslating, QWidget):
    """Buttons for the current public decision, one under the other in the side column beside
    the board; emits the decision chosen."""

    decided = Signal(object)
    # something to tell the player that is not a new step (a planet chosen in the list,
    # a disc with nothing to do): said to a screen reader and shown in the status bar
    told = Signal(str)
    # the Continue button of a table moment was pressed (see flow.TurnFlow)
    continued = Signal()
    # the decision a person points at (the mouse over its button, or the keyboard's focus on
    # it), None when they point at none: the board draws where it leads (fly_preview.py)
    pointed = Signal(object)

    def __init__(self, model: GameModel, scene, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.scene = scene
        self.seat: int | None = None
        self.legal: list[Decision] = []
        self._target: tuple[int, int] | None = None
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(6, 4, 6, 4)
        self._widgets: list[QWidget] = []
        self._buttons: dict[Decision, QPushButton] = {}  # the button of each decision offered
        self._quarters: dict[int, QPushButton] = {}  # ¼, ½, ¾ turn of the planet chosen
        self.combo: QComboBox | None = None
        self.compass: CompassChooser | None = None
        self.continue_button: QPushButton | None = None
        self._continue_seconds: float | None = None
        self._tallest: int | None = None
        self._grid: QGridLayout | None = None  # controls side by side, so many columns
        self._columns = 1

    def retranslate(self) -> None:
        """The controls shown now, made again in the language installed now (the planet
        chosen in the list stays chosen)."""
        if self.continue_button is not None:
            self.offer_continue(self._continue_seconds)
        elif self.seat is not None:
            target = self._target
            self.begin(self.seat)
            if target is not None and self.combo is not None:
                self._choose_target(target)

    # ------------------------------------------------------------ lifecycle
    def begin(self, seat: int) -> None:
        """Offer ``seat``'s public decision (ROTATE, PICK, STOP or FLIP)."""
        self.end()
        game = self.model.game
        self.seat = seat
        self.legal = game.legal_decisions(seat)
        phase = game.phase
        if phase is Phase.ROTATE:
            self._rotate_controls()
        elif phase is Phase.PICK:
            self._side_by_side(2)
            for d in self.legal:
                self._button(self.tr("Fly %1").replace("%1", colour_name(d.colour)), d)
        elif phase is Phase.STOP:
            cells = game.flight_path_cells()
            self.scene.set_highlight(cells, "path")
            self._label(self.tr("Stop on:"))  # (one a row: a place's name is long)
            for d in self.legal:
                label = disc_label_at(game, d.cell)  # (the place: no two buttons alike)
                self._button(label, d).setAccessibleName(self.tr("Stop on %1").replace("%1", label))
        elif phase is Phase.FLIP:
            here = game.piece_cell(seat)
            self.scene.set_highlight([here], "choice")
            self._label(self.tr("Turn %1 face up, its top to the:").replace(
                "%1", disc_name_at(game, here)))
            self.compass = CompassChooser()
            self.compass.chosen.connect(self._flip)
            legal = {d.rotation for d in self.legal}
            for rotation, button in enumerate(self.compass.buttons):
                # R22: a planet seen before a casual undo keeps its rotation
                button.setEnabled(rotation in legal)
            self._add(self.compass, Qt.AlignmentFlag.AlignHCenter)
        self._side_by_side(1)
        # the room the bar keeps (a hand's height at a hot-seat table) left free above the
        # controls: they sit right over the players table, no tall gap between them
        self.box.insertStretch(0, 1)
        if self._widgets:
            first = next((w for w in self._widgets
                          if w.focusPolicy() != Qt.FocusPolicy.NoFocus), None)
            if first is not None:
                first.setFocus()
            if self.compass is not None:
                next(b for b in self.compass.buttons if b.isEnabled()).setFocus()

    def offer_continue(self, seconds: float | None = None) -> QPushButton:
        """A table moment: one *Continue* button (the flow goes on by itself after
        ``seconds``, if given; the button skips the wait)."""
        self.end()
        self._continue_seconds = seconds
        self._label(self.tr("Everyone has seen it?") if seconds is None else
                    self.tr("Going on in %1 s – or:").replace(
                        "%1", i18n.number(seconds, None)))
        button = self._continue_button()
        button.setDefault(True)
        button.clicked.connect(self.continued)
        self._add(button, Qt.AlignmentFlag.AlignHCenter)
        self.box.insertStretch(0, 1)  # (over the players table, as the decisions)
        button.setFocus()
        self.continue_button = button
        return button

    def _continue_button(self) -> QPushButton:
        button = QPushButton(self.tr("Continue"))
        button.setObjectName("continueButton")
        button.setAccessibleName(self.tr("Continue to the next step"))
        font = button.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        button.setFont(font)
        button.setMinimumSize(180, 44)
        return button

    def in_use(self) -> bool:
        """Whether it shows controls now."""
        return bool(self._widgets)

    def tallest(self) -> int:
        """The height it needs for its tallest usual controls (a face-down planet's compass
        under its two-line question, a table moment's Continue under its line, a planet turn's
        three rows), margins included: the room it keeps at a table where it may be used."""
        if self._tallest is None:
            margins = self.box.contentsMargins()
            spacing = max(0, self.box.spacing())
            line = self.fontMetrics().lineSpacing()
            compass, go, button = CompassChooser(), self._continue_button(), QPushButton("¼")

            def high(w: QWidget) -> int:
                return max(w.sizeHint().height(), w.minimumHeight())
            self._tallest = margins.top() + margins.bottom() + max(
                2 * line + spacing + high(compass), line + spacing + high(go),
                3 * high(button) + 2 * spacing)
            for probe in (compass, go, button):
                probe.deleteLater()
        return self._tallest

    def end(self) -> None:
        """Remove the controls and the board highlights."""
        focus = QApplication.focusWidget()
        if focus is not None and self.isAncestorOf(focus):
            # the focus waits for the next step's control (a privacy screen, a hand, the next
            # decision) on no widget, instead of passing through the board on its way or
            # resting on the bar itself, a panel without a name (a screen reader would
            # announce either, and Orca falls behind when every step moves the focus twice
            # more); Tab goes on from the window's first control
            focus.clearFocus()
        if self._pointed is not None:
            self._pointed = None
            self.pointed.emit(None)
        self.seat = None
        self.legal = []
        self._target = None
        self.combo = None
        self.compass = None
        self.continue_button = None
        for role in ROLES:
            self.scene.set_highlight([], role)
        for widget in self._widgets:
            widget.hide()
            widget.deleteLater()
        empty(self.box, delete_widgets=False)  # (they went above; the items go here)
        self._widgets = []
        self._buttons, self._quarters = {}, {}
        self._grid, self._columns = None, 1

    # ------------------------------------------------------------ board
    def on_disc_clicked(self, cell) -> None:
        if self.seat is None:
            return
        cell = (cell[0], cell[1])
        phase = self.model.game.phase
        game = self.model.game
        if phase is Phase.STOP and Stop(self.seat, cell) in self.legal:
            self._emit_if_legal(Stop(self.seat, cell))
            return
        if phase is Phase.ROTATE:
            own = game.piece_cell(self.seat)
            if cell == own:
                self._emit_if_legal(Rotate(self.seat, own, 1))
                return
            if any(isinstance(d, Rotate) and d.target == cell for d in self.legal):
                self._choose_target(cell)
                self.told.emit(self.tr("%1 chosen: now choose ¼, ½ or ¾ turn.").replace(
                    "%1", disc_label_at(game, cell)))
                return
        if phase is Phase.FLIP and cell == game.piece_cell(self.seat):
            self.told.emit(self.tr("Choose where its top points with the compass buttons."))
            return
        self.told.emit(self.tr("Nothing to do on %1 now.").replace("%1", disc_label_at(game, cell)))

    def disc_actions(self, cell) -> list[tuple[str, Decision]]:
        """The decisions that can be made on the disc at ``cell`` now, named for a screen
        reader's action list ("Stop here", "Turn a quarter", …): only legal ones."""
        if self.seat is None:
            return []
        cell = (cell[0], cell[1])
        game, seat, out = self.model.game, self.seat, []
        for d in self.legal:
            if isinstance(d, Stop) and d.cell == cell:
                out.append((self.tr("Stop here"), d))
            elif isinstance(d, Rotate) and d.target == cell:
                out.append(((self.tr("Turn a quarter"), self.tr("Turn half way round"),
                             self.tr("Turn three quarters"))[d.quarters - 1], d))
            elif isinstance(d, Flip) and game.piece_cell(seat) == cell:
                out.append((self.tr("Turn it face up, its top to the %1").replace(
                    "%1", side_name(d.rotation)), d))
        return out

    def controls(self) -> list[QWidget]:
        """The controls shown now (labels, buttons, the list, the compass rose)."""
        return list(self._widgets)

    def control_for(self, decision: Decision) -> QWidget | None:
        """The button that makes ``decision`` now (a colour, a stop, a side of the compass
        rose, a turn of the planet chosen), if there is one (the guided game points at it)."""
        from ...engine import Flip, Rotate
        if isinstance(decision, Flip):
            compass = self.compass
            return compass.buttons[decision.rotation] if compass is not None else None
        if isinstance(decision, Rotate) and decision not in self._buttons \
                and tuple(decision.target) == self._target:
            return self._quarters.get(decision.quarters)
        return self._buttons.get(decision)

    def perform(self, decision: Decision) -> None:
        """Make ``decision`` if it is still legal (a screen reader's action on a disc)."""
        self._emit_if_legal(decision)

    # ------------------------------------------------------------ parts
    def _rotate_controls(self) -> None:
        game, seat = self.model.game, self.seat
        own = game.piece_cell(seat)
        others = sorted({d.target for d in self.legal if d.target != own})
        self.scene.set_highlight([own], "choice")
        self.scene.set_highlight(others, "target")
        self._button(self.tr("Turn %1 a quarter").replace("%1", disc_name_at(game, own)),
                     Rotate(seat, own, 1))
        if not others:
            return
        self._side_by_side(2)
        self._label(self.tr("or turn"))
        self.combo = QComboBox()
        self.combo.setAccessibleName(self.tr("Planet to turn"))
        for cell in others:
            self.combo.addItem(disc_label_at(game, cell), cell)
        self.combo.activated.connect(  # (chosen in the list by the person: said)
            lambda i: self.told.emit(self.tr("%1 chosen: now choose ¼, ½ or ¾ turn.").replace(
                "%1", self.combo.itemText(i))) if i >= 0 else None)
        self.combo.currentIndexChanged.connect(
            lambda i: self._choose_target(self.combo.itemData(i)) if i >= 0 else None)
        self._add(self.combo)
        self._target = others[0]
        self._side_by_side(3)
        for q, text in ((1, self.tr("¼ turn")), (2, self.tr("½ turn")), (3, self.tr("¾ turn"))):
            button = QPushButton(text)
            button.setAccessibleName(self.tr("Turn the chosen planet by %1").replace("%1", text))
            button.clicked.connect(lambda _=False, q=q: self._rotate_target(q))
            self._add(button)
            self._quarters[q] = button

    def choose_target(self, cell) -> bool:
        """Make the other planet at ``cell`` the one the ¼/½/¾ buttons turn (as a click on it
        would; a hint does it too). False when it is not one of them now."""
        cell = (cell[0], cell[1])
        if self.combo is None or self.seat is None or cell == self.model.game.piece_cell(self.seat) \
                or not any(isinstance(d, Rotate) and d.target == cell for d in self.legal):
            return False
        self._choose_target(cell)
        return True

    def _choose_target(self, cell) -> None:
        cell = (cell[0], cell[1])
        self._target = cell
        if self.combo is not None:
            # (not QComboBox.findData: PySide compares a tuple made at run time by identity,
            # so the list would keep naming another planet than the one clicked)
            i = next((j for j in range(self.combo.count())
                      if tuple(self.combo.itemData(j) or ()) == cell), -1)
            if i >= 0 and i != self.combo.currentIndex():
                self.combo.setCurrentIndex(i)
        game = self.model.game
        others = sorted({d.target for d in self.legal if d.target != game.piece_cell(self.seat)})
        self.scene.set_highlight([c for c in others if c != cell], "target")
        self.scene.set_highlight([cell], "choice")

    def _rotate_target(self, quarters: int) -> None:
        if self._target is not None:
            self._emit_if_legal(Rotate(self.seat, self._target, quarters))

    def _flip(self, rotation: int) -> None:
        from ...engine import Flip
        self._emit_if_legal(Flip(self.seat, rotation))

    def _emit_if_legal(self, decision: Decision) -> None:
        if decision in self.legal:
            self.decided.emit(decision)

    def _button(self, text: str, decision: Decision) -> QPushButton:
        button = QPushButton(text)
        button.clicked.connect(lambda _=False, d=decision: self._emit_if_legal(d))
        button.installEventFilter(self)  # (pointed at: see eventFilter)
        self._add(button)
        self._buttons[decision] = button
        return button

    _pointed: Decision | None = None

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        """A decision's button pointed at with the mouse or the keyboard (``pointed``)."""
        kind = event.type()
        if kind in (QEvent.Type.Enter, QEvent.Type.Leave, QEvent.Type.FocusIn,
                    QEvent.Type.FocusOut):
            def at(button) -> Decision | None:
                return next((d for d, b in self._buttons.items() if b is button), None)
            if kind in (QEvent.Type.Enter, QEvent.Type.FocusIn):
                now = at(watched)
            else:  # (left: the one still under the mouse or with the focus, if any)
                now = next((at(b) for b in self._buttons.values() if b is not watched
                            and (b.underMouse() or b.hasFocus())), None)
                if kind == QEvent.Type.FocusOut and watched.underMouse():
                    now = at(watched)
            if now != self._pointed:
                self._pointed = now
                self.pointed.emit(now)
        return False

    def _label(self, text: str) -> None:
        label = QLabel(text)
        label.setWordWrap(True)
        self._add(label)
        self._fit_labels()

    def _fit_labels(self) -> None:
        """Each wrapped line as tall as its lines at the bar's width (the layouts round it
        ask a label only for one line's height: the second line was cut off)."""
        margins = self.box.contentsMargins()
        width = max(1, self.width() - margins.left() - margins.right())
        for widget in self._widgets:
            if isinstance(widget, QLabel) and widget.wordWrap():
                widget.setMinimumHeight(widget.heightForWidth(width))

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit_labels()

    def _side_by_side(self, columns: int) -> None:
        """The controls added next go side by side, ``columns`` to a row (1: one a row)."""
        self._grid, self._columns = None, columns
        if columns > 1:
            self._grid = QGridLayout()
            self._grid.setContentsMargins(0, 0, 0, 0)
            self.box.addLayout(self._grid)

    def _add(self, widget: QWidget, align=NO_ALIGNMENT) -> None:
        if self._grid is not None:
            row, col = divmod(self._grid.count(), self._columns)
            self._grid.addWidget(widget, row, col, align)
        else:
            self.box.addWidget(widget, 0, align)
        self._widgets.append(widget)
