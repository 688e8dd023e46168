"""The join screen: its QR codes read back to their URLs from what is painted, the states
follow the hub, it is usable by keyboard and names everything for screen readers."""

from __future__ import annotations

import fake_hub
import pytest
import segno
from helpers import settle
from hypothesis import given
from hypothesis import settings as hsettings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QAbstractButton, QLabel, QLineEdit, QWidget
from test_phone_table import mixed_game
from zuendstoff.ui.game.join import QUIET, JoinScreen, JoinSeat, QrCode

pytestmark = pytest.mark.usefixtures("zero_pace")  # (tests/pace.py)


def read_back(widget: QWidget) -> tuple[list[list[bool]], int, QImage]:
    """The modules painted on ``widget`` (from its grab), as a bit matrix; and the module size.

    The dark modules' bounding box is the symbol; the top-left finder pattern is 7 modules
    wide, which gives the module size; each module is read at its centre."""
    image = widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    w, h = image.width(), image.height()

    def dark(x, y):
        return image.pixelColor(x, y).lightness() < 128
    xs = [x for x in range(w) for y in range(0, h, 1) if dark(x, y)]
    ys = [y for y in range(h) for x in range(0, w, 1) if dark(x, y)]
    assert xs and ys, "nothing dark painted"
    left, right, top, bottom = min(xs), max(xs), min(ys), max(ys)
    run = 0
    while dark(left + run, top):
        run += 1
    assert run % 7 == 0, f"the finder pattern is {run} px: not whole pixels per module"
    module = run // 7
    n = (right - left + 1) // module
    assert (right - left + 1) == n * module == (bottom - top + 1)
    matrix = [[dark(left + c * module + module // 2, top + r * module + module // 2) for c in range(n)]
              for r in range(n)]
    # crisp: every pixel of a module has the module's colour
    for r in range(n):
        for c in range(n):
            for dx, dy in ((0, 0), (module - 1, module - 1), (0, module - 1), (module - 1, 0)):
                assert dark(left + c * module + dx, top + r * module + dy) == matrix[r][c]
    # the quiet zone: QUIET modules of white all round, inside the widget
    for x in range(left - QUIET * module, right + QUIET * module + 1):
        for y in (top - QUIET * module, bottom + QUIET * module):
            assert 0 <= x < w and 0 <= y < h and not dark(x, y), "no quiet zone"
    return matrix, module, image


def segno_matrix(url: str) -> list[list[bool]]:
    return [[bool(v) for v in row] for row in segno.make(url, error="m", micro=False).matrix]


URL = "http://192.168.178.23:49152/p/Zx3vQeW1_rT9-aa0kLmNoP"


def test_the_painted_qr_code_reads_back_to_its_url(qtbot):
    code = QrCode(URL)
    qtbot.addWidget(code)
    code.show()
    matrix, module, _ = read_back(code)
    assert matrix == segno_matrix(URL)
    assert module >= 6  # large enough to scan from the table
    assert code.width() >= (len(matrix) + 2 * QUIET) * module


@hsettings(max_examples=15, deadline=None)
@given(token=st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_",
                     min_size=22, max_size=43),
       port=st.integers(1024, 65535))
def test_any_join_url_reads_back(qapp, token, port):
    url = f"http://10.0.0.7:{port}/p/{token}"
    code = QrCode(url)
    try:
        assert read_back(code)[0] == segno_matrix(url)
    finally:
        code.deleteLater()


def test_a_different_url_reads_back_differently(qtbot):
    code = QrCode(URL)
    qtbot.addWidget(code)
    code.show()
    assert read_back(code)[0] != segno_matrix(URL[:-1] + "Q")


def entries():
    return [JoinSeat(1, "Ben", "white", URL), JoinSeat(2, "Clara", "purple", URL.replace("Zx3", "Ab4"))]


def test_states_and_the_start_buttons(qtbot):
    screen = JoinScreen()
    qtbot.addWidget(screen)
    screen.set_seats(entries(), mid_game=False)
    screen.show()
    ben = screen.cards[1]
    assert ben.title.text() == "Ben – White piece" or ben.title.text().startswith("Ben – ")
    assert ben.url.text() == URL and ben.url.isReadOnly()
    assert read_back(ben.qr)[0] == segno_matrix(URL)
    assert ben.state_label.text().endswith("Waiting for the phone")
    assert not screen.start.isEnabled() and screen.anyway.isEnabled()
    assert screen.start.text() == "Start — everyone has joined" and screen.anyway.text() == "Start anyway"
    assert "Ben, Clara" in screen.summary.text()
    screen.set_state(1, "connected")
    assert ben.state_label.text().endswith("Connected") and not screen.start.isEnabled()
    screen.set_state(2, "connected")
    assert screen.start.isEnabled() and screen.summary.text() == "Everyone has joined."
    screen.set_state(2, "lost")
    assert screen.cards[2].state_label.text().endswith("Connection lost") and not screen.start.isEnabled()
    pressed = []
    screen.startRequested.connect(lambda: pressed.append(1))
    qtbot.mouseClick(screen.anyway, Qt.MouseButton.LeftButton)
    assert pressed == [1]


def test_keyboard_and_accessible_names(qtbot):
    screen = JoinScreen()
    qtbot.addWidget(screen)
    screen.set_seats(entries(), mid_game=True)
    screen.show()
    for widget in screen.findChildren(QWidget):
        if isinstance(widget, (QAbstractButton, QLineEdit, QrCode)) and widget.isVisible():
            assert widget.accessibleName(), f"{type(widget).__name__} {widget.objectName()} has no name"
    for label in screen.findChildren(QLabel):
        if label.isVisible() and label.text():
            assert label.text().strip()
    # Tab reaches every URL and button, in order of the seats
    focusable = []
    screen.cards[1].url.setFocus()
    for _ in range(12):
        w = screen.focusWidget()
        if w not in focusable:
            focusable.append(w)
        qtbot.keyClick(w, Qt.Key.Key_Tab)
    names = [w.accessibleName() for w in focusable]
    for wanted in ("Address for Ben's phone", "New code for Ben's phone", "Ben plays on this screen",
                   "Address for Clara's phone", "Continue anyway"):
        assert wanted in names, names


def test_the_window_join_screen_follows_the_hub(qtbot, make_window, monkeypatch, settings):
    settings.phone_host = "127.0.0.1"
    hubs = fake_hub.install(monkeypatch)
    game, seats = mixed_game()
    window = make_window(game, seats)
    qtbot.waitUntil(lambda: bool(hubs) and window.phones.join_shown, timeout=3000)
    hub = hubs[-1]
    join = window.phones.join
    assert set(join.cards) == {1, 2}
    for seat in (1, 2):
        assert join.cards[seat].url.text() == hub.url(seat)
        assert read_back(join.cards[seat].qr)[0] == segno_matrix(hub.url(seat))
    assert "127.0.0.1" in join.intro.text() and not join.note.isVisible()
    hub.connect_phone(1)
    assert join.cards[1].state_label.text().endswith("Connected") and not join.start.isEnabled()
    hub.connect_phone(2)
    assert join.start.isEnabled()
    hub.lose(2)
    assert not join.start.isEnabled()
    # Game → Phones… opens it again mid-game, to let a phone rejoin
    qtbot.mouseClick(join.anyway, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert not window.phones.join_shown
    window.phones_action.trigger()
    assert window.phones.join_shown and join.start.text() == "Continue — everyone has joined"


def test_a_reopened_phone_game_says_the_codes_are_new(qtbot, make_window, monkeypatch, settings, tmp_path):
    settings.phone_host = "127.0.0.1"
    hubs = fake_hub.install(monkeypatch)
    game, seats = mixed_game()
    window = make_window(game, seats)
    qtbot.waitUntil(lambda: bool(hubs) and window.phones.join_shown, timeout=3000)
    first = {s: hubs[-1].url(s) for s in (1, 2)}
    path = str(tmp_path / "phones.zrec")
    assert window.files.save_to(path)
    assert window.files.open_path(path)
    qtbot.waitUntil(lambda: len(hubs) == 2 and window.phones.join_shown, timeout=3000)
    assert not hubs[0].running and hubs[1].running
    assert window.model.phone_seats() == [1, 2]
    assert window.phones.join.note.isVisible() and "new" in window.phones.join.note.text()
    assert all(hubs[1].url(s) != first[s] for s in (1, 2))


@pytest.mark.parametrize("count", [1, 5])
def test_one_to_five_seats_fit(qtbot, count):
    screen = JoinScreen()
    qtbot.addWidget(screen)
    screen.set_seats([JoinSeat(i, f"P{i}", "black", URL) for i in range(count)], mid_game=False)
    screen.resize(1400, 900)
    screen.show()
    assert len(screen.cards) == count
    for card in screen.cards.values():
        assert card.qr.width() >= card.qr.minimumSizeHint().width()


def test_the_two_start_buttons_look_alike_until_start_can_be_pressed(qtbot):
    """The disabled "Start — everyone has joined" is not in a large bold font next to a plain
    "Start anyway": both alike; it is marked (bold) once everyone has joined."""
    screen = JoinScreen()
    qtbot.addWidget(screen)
    screen.set_seats(entries(), mid_game=False)
    screen.show()
    start, anyway = screen.start.font(), screen.anyway.font()
    assert not screen.start.isEnabled()
    assert (start.pointSizeF(), start.bold()) == (anyway.pointSizeF(), anyway.bold())
    screen.set_state(1, "connected")
    screen.set_state(2, "connected")
    assert screen.start.isEnabled() and screen.start.font().bold()
    assert screen.start.font().pointSizeF() == anyway.pointSizeF()


def test_long_names_never_widen_the_join_screen(qtbot):
    """Five phone seats with names of the longest kind, none joined: the summary naming them
    and each seat's heading wrap; the screen fits a 1280-pixel-wide window."""
    long = [JoinSeat(i, f"Person number {i} with a rather long name", "black", URL)
            for i in range(5)]
    screen = JoinScreen()
    qtbot.addWidget(screen)
    screen.set_seats(long, mid_game=False)
    screen.show()
    assert all(e.name in screen.summary.text() for e in long)
    assert screen.minimumSizeHint().width() <= 1280 - 40
