"""The command line speaks the user's language: help, errors and --screenshot messages.

The language is the app's: the settings' choice, else the system's (LANG). The texts are
shown before any QApplication exists, so the launcher runs in a fresh process here, as a
user starts it; the settings case also runs in this process.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from zuendstoff import cli

GERMAN_HELP = ("Aufruf: zuendstoff", "das Brettspiel für 2–5 Spieler", "Optionen:",
               "diese Hilfe zeigen und beenden", "--screenshot DATEI.png",
               "eine Datei zum Öffnen: ein gespeichertes Spiel")
ENGLISH_HELP = ("usage: zuendstoff", "the board game for 2–5 players", "options:",
                "show this help message and exit", "--screenshot FILE.png",
                "a file to open: a saved game")


def _run(args, tmp_path, lang: str, code: str = "import sys; from zuendstoff.__main__ import "
                                                  "main; sys.exit(main())"):
    # (LANG is the system's language only on Linux; the tests that need it to be are LINUX_LANG)
    env = {k: v for k, v in os.environ.items()
           if k not in ("LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG")}  # not POSIX-only: see above
    env.update(LANG=lang, ZUENDSTOFF_HOME=str(tmp_path / "home"),  # not POSIX-only: see above
               QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-c", code, *args], env=env, capture_output=True,
                          text=True, timeout=120)


#: the system speaks what LANG says only on Linux: Qt takes the user's preferences on macOS and
#: Windows (the language setting, tested below, works everywhere)
LINUX_LANG = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the system's "
                                "language is set through LANG only on Linux (macOS and Windows: "
                                "the user's preferences)")


def _choose(tmp_path, monkeypatch, language: str) -> None:
    monkeypatch.setenv("ZUENDSTOFF_HOME", str(tmp_path / "home"))
    from zuendstoff.settings import Settings

    settings = Settings()
    settings.language = language
    settings.q.sync()


@pytest.fixture(autouse=True)
def fresh_catalogue():
    cli.forget_catalogue()
    yield
    cli.forget_catalogue()


@LINUX_LANG
def test_help_is_german_when_the_system_speaks_german(tmp_path):
    result = _run(["--help"], tmp_path, "de_DE.UTF-8")
    assert result.returncode == 0, result.stderr
    for text in GERMAN_HELP:
        assert text in result.stdout, (text, result.stdout)
    assert "show this help" not in result.stdout and "usage:" not in result.stdout


@LINUX_LANG
def test_help_is_english_when_the_system_speaks_english(tmp_path):
    result = _run(["--help"], tmp_path, "en_GB.UTF-8")
    assert result.returncode == 0, result.stderr
    for text in ENGLISH_HELP:
        assert text in result.stdout, (text, result.stdout)


def test_the_language_setting_wins_over_the_system(tmp_path, monkeypatch):
    _choose(tmp_path, monkeypatch, "en")
    result = _run(["--help"], tmp_path, "de_DE.UTF-8")
    assert "show this help message and exit" in result.stdout, result.stdout
    _choose(tmp_path, monkeypatch, "de")
    result = _run(["--help"], tmp_path, "en_GB.UTF-8")
    assert "diese Hilfe zeigen und beenden" in result.stdout, result.stdout


def test_help_follows_the_language_setting_in_this_process(tmp_path, monkeypatch, capsys):
    _choose(tmp_path, monkeypatch, "de")
    with pytest.raises(SystemExit) as exit_:
        cli.parse(["--help"])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    for text in GERMAN_HELP:
        assert text in out, (text, out)


def test_argument_errors_are_german(tmp_path, monkeypatch, capsys):
    _choose(tmp_path, monkeypatch, "de")
    with pytest.raises(SystemExit) as exit_:
        cli.parse(["--record", "game.zrec"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert "zuendstoff: Fehler: --record geht nur zusammen mit --screenshot" in err
    assert err.startswith("Aufruf: zuendstoff")
    with pytest.raises(SystemExit):
        cli.parse(["--screenshot"])
    assert "zuendstoff: Fehler: Argument --screenshot: erwartet einen Wert" in capsys.readouterr().err


def test_english_errors_keep_the_source_texts(tmp_path, monkeypatch, capsys):
    _choose(tmp_path, monkeypatch, "en")
    with pytest.raises(SystemExit):
        cli.parse(["--screenshot"])
    assert "zuendstoff: error: argument --screenshot: expected one argument" in \
        capsys.readouterr().err


def test_screenshot_messages_are_german(tmp_path, monkeypatch):
    _choose(tmp_path, monkeypatch, "de")  # (the setting: LANG says German on Linux only)
    missing = tmp_path / "missing.zrec"
    result = _run(["--screenshot", str(tmp_path / "out.png"), "--record", str(missing)],
                  tmp_path, "en_GB.UTF-8")
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Das Spiel kann nicht gezeigt werden: "), lines
    assert str(missing) in lines[0] and "Diese Datei kann nicht verwendet werden" in lines[0]
    result = _run(["--screenshot", str(tmp_path / "no" / "such" / "folder" / "out.png")],
                  tmp_path, "en_GB.UTF-8")
    assert result.returncode == 1
    assert result.stderr.strip().startswith("Das Bild "), result.stderr
    assert "kann nicht geschrieben werden" in result.stderr


def test_parsing_an_ordinary_start_loads_no_catalogue_and_no_qt(tmp_path):
    """Start-up stays quick: importing cli.py and parsing a plain start touch no Qt module."""
    code = ("import sys; from zuendstoff import cli; args = cli.parse(sys.argv[1:]); "
            "print(args.game, cli._catalogue, any(m.startswith('PySide6') for m in sys.modules))")
    result = _run(["saved.zrec", "--new"], tmp_path, "de_DE.UTF-8", code)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["saved.zrec", "None", "False"]
