"""German speaks to the family at the table as "du" (or "ihr" to all of them), never "Sie":
a scan of every German translation for the polite forms of address."""

from __future__ import annotations

import html
import re
from pathlib import Path

TS = Path(__file__).resolve().parents[3] / "resources" / "i18n" / "zuendstoff_de.ts"
#: "Sie", "Ihnen" and the capitalised "Ihr…" are the polite forms (the third person "sie" and
#: the plural "ihr" are lower case in the middle of a sentence; a sentence never starts with
#: them in these texts, so any capitalised form is a polite one)
POLITE = re.compile(r"\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b")


def translations() -> list[tuple[str, str]]:
    text = TS.read_text(encoding="utf-8")
    out = []
    for message in re.findall(r"<message[^>]*>.*?</message>", text, re.S):
        source = html.unescape(re.search(r"<source>(.*?)</source>", message, re.S).group(1))
        for form in re.findall(r"<translation[^>]*>(.*?)</translation>", message, re.S):
            out.append((source, html.unescape(re.sub(r"</?numerusform>", " ", form))))
    return out


def test_no_german_text_says_sie():
    polite = [(source, german) for source, german in translations() if POLITE.search(german)]
    assert not polite, "\n".join(f"{s!r} -> {g!r}" for s, g in polite[:20])


def test_casual_is_said_as_a_german_player_would():
    german = dict(translations())
    label = german["Casual game: public decisions may be undone after a planet is turned face up"]
    assert label.startswith("Entspanntes Spiel") and "Lockeres" not in label


def test_the_scan_finds_the_polite_form():
    assert POLITE.search("Wählen Sie Ihre erste Karte")
    assert not POLITE.search("Wähle deine erste Karte; sie liegt verdeckt, ihr seht sie nicht")


def test_the_phone_page_says_du_too():
    page = (TS.parents[1] / "web" / "phone.js").read_text(encoding="utf-8")
    strings = re.findall(r'"((?:[^"\\]|\\.)*)"', page)
    polite = [s for s in strings if POLITE.search(s)]
    assert not polite, polite
