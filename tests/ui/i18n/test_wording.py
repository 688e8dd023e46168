"""Wording found in a QA pass, in English and German: plural forms where a count decides the
words, one way of saying who won, the app's own disc set by a name in the language, the
About text that knows about phones, a German menu entry that says what it does."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox
from zuendstoff import i18n, resources

LANGUAGES = ["en", "de"]


@pytest.fixture(params=LANGUAGES)
def lang(request, qapp):
    i18n.install(request.param)
    return request.param


def test_replay_this_game_means_watching_it_in_german(lang, make_window):
    text = make_window().replay_current_action.text().replace("&", "")
    if lang == "de":
        assert "ansehen" in text and "wiederholen" not in text.lower()
    else:
        assert text == "Replay this game"


def test_the_join_screen_says_phone_or_phones(lang, qtbot):
    from zuendstoff.ui.game.join import JoinScreen, JoinSeat
    url = "http://192.168.178.23:49152/p/Zx3vQeW1_rT9-aa0kLmNoP"
    screen = JoinScreen()
    qtbot.addWidget(screen)
    screen.set_seats([JoinSeat(1, "Ben", "white", url),
                      JoinSeat(2, "Clara", "purple", url.replace("Zx3", "Ab4"))], mid_game=False)
    screen.show()
    two = screen.summary.text()
    screen.set_state(1, "connected")
    one = screen.summary.text()
    assert "Ben, Clara" in two and "Clara" in one and "Ben" not in one
    if lang == "de":
        assert "diese Handys; sie können" in two and "dieses Handy; es kann" in one
    else:
        assert "these phones: they can" in two and "this phone: it can" in one
    assert "(s)" not in one + two


@pytest.mark.parametrize("wraps, german", [(1, "Der Weg springt einmal zum anderen Ende."),
                                           (2, "Der Weg springt 2-mal zum anderen Ende.")])
def test_the_path_wraps_once_or_n_times(qapp, wraps, german):
    i18n.install("de")
    text = QCoreApplication.translate("LayoutEditorWindow", "The path wraps around %n time(s).",
                                      "", wraps)
    assert text == german
    i18n.install("en")
    text = QCoreApplication.translate("LayoutEditorWindow", "The path wraps around %n time(s).",
                                      "", wraps)
    assert text == ("The path wraps around 1 time." if wraps == 1
                    else "The path wraps around 2 times.")


def _stub(names, winners):
    return SimpleNamespace(players=[SimpleNamespace(name=n) for n in names], winners=winners)


def test_winners_are_said_one_way(lang):
    from zuendstoff.document.outcome import winners_text
    names = ["Anna", "Ben", "Clara"]
    want = {"en": ["Anna wins", "Anna and Ben win together", "Anna, Ben and Clara win together"],
            "de": ["Anna gewinnt", "Anna und Ben gewinnen gemeinsam",
                   "Anna, Ben und Clara gewinnen gemeinsam"]}[lang]
    assert [winners_text(_stub(names, list(range(k)))) for k in (1, 2, 3)] == want
    assert winners_text(_stub(names, [])) == ""


def test_the_status_line_and_the_game_over_dialog_agree(lang, make_window):
    from zuendstoff.document.outcome import winners_text
    from zuendstoff.sim import play_game
    from zuendstoff.ui.dialogs.game_over import GameOverDialog
    game = play_game(resources.default_discs(), resources.builtin_layout("standard"),
                     ["medium"] * 3, "wording")
    assert game.is_over and game.winners
    window = make_window(game)
    for winners in ((0,), (0, 1, 2)):  # one winner, and three together
        window.model.game.winners = winners
        said = winners_text(window.model.game)
        dialog = GameOverDialog(window.model.game)
        assert dialog.title.text() == said + "!"
        dialog.deleteLater()
        window.flow.moment = None
        status = window.flow.describe_now()
        assert said in status, (status, said)
    assert said.count(",") == 1  # "Anna, Ben and Clara win together": not "Anna, Ben, Clara"


def test_the_apps_disc_set_is_shown_by_its_name_in_the_language(lang, qtbot, settings):
    from zuendstoff.ui.editor.discset_editor import DiscSetEditorWindow
    from zuendstoff.ui.editor.layout_editor import LayoutEditorWindow
    shown = {"en": "Zündstoff default", "de": "Zündstoff-Standard"}[lang]
    assert resources.default_discs().name == "Zündstoff default"  # the file keeps its name
    layout = LayoutEditorWindow()
    discs = DiscSetEditorWindow()
    try:
        assert layout.panel.discs_label.text() == shown  # not "default"
        assert discs.read_only and discs.panel.set_name.text() == shown
        discs.duplicate()
        assert discs.model.name == {"en": "Copy of ", "de": "Kopie von "}[lang] + shown
    finally:
        for win in (layout, discs):
            win.stack.setClean()
            win.setWindowModified(False)
            win.close()
            win.deleteLater()


def test_about_says_phones_can_play(lang, make_window, monkeypatch):
    said = []
    monkeypatch.setattr(QMessageBox, "about", staticmethod(lambda _p, title, text: said.append(text)))
    make_window().show_about()
    assert said and ("Handy" if lang == "de" else "phone") in said[0]
