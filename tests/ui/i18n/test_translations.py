"""The translation catalogues: complete, in step with the sources, compiled files current.

Run ``python packaging/update_translations.py`` when one of these fails because a string
was added or changed, then translate what it marks unfinished.
"""

from __future__ import annotations

import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "packaging"))
import update_translations as ut  # noqa: E402

I18N = ROOT / "resources" / "i18n"
PLACEHOLDER = re.compile(r"%\d|%n|\{\w+\}")


def messages(ts: Path):
    """(context, source, numerus, translation element) of every message."""
    out = []
    for ctx in ET.parse(ts).getroot().iter("context"):
        for m in ctx.iter("message"):
            out.append((ctx.findtext("name"), m.findtext("source"), m.get("numerus") == "yes",
                        m.find("translation")))
    return out


def keys(ts: Path):
    return {(c, s, n) for c, s, n, _t in messages(ts)}


def forms(tr) -> list[str]:
    return [f.text or "" for f in tr.iter("numerusform")] or [tr.text or ""]


def have_tools() -> bool:
    try:
        ut.tool("lupdate"), ut.tool("lrelease")
    except SystemExit:
        return False
    return True


needs_tools = pytest.mark.skipif(not have_tools(), reason="pyside6-lupdate/lrelease missing")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_catalogue_has_no_unfinished_empty_vanished_or_obsolete_entry(lang):
    entries = messages(I18N / f"zuendstoff_{lang}.ts")
    assert entries
    bad = [(c, s, t.get("type")) for c, s, _n, t in entries
           if t.get("type") in ("unfinished", "vanished", "obsolete")]
    assert not bad, bad
    empty = [(c, s) for c, s, _n, t in entries if not all(f.strip() for f in forms(t))]
    assert not empty, empty


def test_german_keeps_every_placeholder_and_accelerator():
    wrong = []
    for ctx, src, numerus, tr in messages(I18N / "zuendstoff_de.ts"):
        want = sorted(set(PLACEHOLDER.findall(src)))
        for form in forms(tr):
            got = sorted(set(PLACEHOLDER.findall(form)))
            if numerus and "%n" in want and "%n" not in got:
                got = sorted(set(got) | {"%n"})  # a singular form may spell the number out
            if got != want:
                wrong.append((ctx, src, form))
            if ("&" in src.replace("&&", "")) != ("&" in form.replace("&&", "")):
                wrong.append((ctx, src, form))  # menu and button shortcuts
    assert not wrong, wrong


def test_german_uses_the_terms_of_the_german_rule_sheet():
    german = " ".join(f for _c, _s, _n, t in messages(I18N / "zuendstoff_de.ts")
                      for f in forms(t))
    for term in ("Sonnen-Drehkarte", "Planeten-Drehkarte", "Zündholzkarten",
                 "Sonnenbrillen-Chip", "Stop-Scheibe", "Fluggewinner", "Spielfigur",
                 "Windrose", "Rakete", "Erde"):
        assert term in german, term
    by_source = {(c, s): forms(t)[0] for c, s, _n, t in messages(I18N / "zuendstoff_de.ts")}
    assert by_source[("names", "Red 2")] == "Rot 2"
    assert by_source[("names", "Black 1")] == "Schwarz 1"


@needs_tools
@pytest.mark.parametrize("lang", ["de", "en"])
def test_notes_to_translators_are_meant_for_them(lang):
    """lupdate takes a ``#:`` comment before a ``tr()`` as a note to the translator; code
    comments use ``#``, and a real note starts with ``TRANSLATORS:``."""
    notes = [(ctx.findtext("name"), m.findtext("source"), m.findtext("extracomment"))
             for ctx in ET.parse(I18N / f"zuendstoff_{lang}.ts").getroot().iter("context")
             for m in ctx.iter("message") if m.find("extracomment") is not None]
    assert [n for n in notes if not n[2].startswith("TRANSLATORS:")] == []


def test_every_string_lupdate_finds_in_the_sources_is_in_the_catalogues(tmp_path):
    for lang, extra in ut.CATALOGUES.items():
        fresh = tmp_path / f"fresh_{lang}.ts"
        ut.lupdate(fresh, extra)
        committed = keys(I18N / f"zuendstoff_{lang}.ts")
        found = keys(fresh)
        assert found - committed == set(), f"{lang}: not in the .ts (run update_translations)"
        assert committed - found == set(), f"{lang}: no longer in the sources"


@needs_tools
def test_committed_qm_files_are_compiled_from_the_ts_files(tmp_path):
    for lang in ut.CATALOGUES:
        ts = tmp_path / f"zuendstoff_{lang}.ts"
        shutil.copy(I18N / ts.name, ts)
        ut.lrelease(ts, ts.with_suffix(".qm"))
        assert ts.with_suffix(".qm").read_bytes() == (I18N / f"zuendstoff_{lang}.qm").read_bytes(), \
            f"{lang}: the committed .qm is stale (run packaging/update_translations.py)"


def test_the_app_loads_the_catalogue_it_ships(qapp):
    from PySide6.QtCore import QCoreApplication
    from zuendstoff import i18n
    try:
        assert i18n.catalogue_path("de").is_file()
        assert i18n.install("de") == "de"
        assert QCoreApplication.translate("names", "Sun rotation") == "Sonnen-Drehkarte"
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"  # qtbase
    finally:
        i18n.install("en")
    assert QCoreApplication.translate("names", "Sun rotation") == "Sun rotation"


def test_engine_errors_are_shown_in_german_with_rule_and_file(qapp):
    from zuendstoff import i18n
    from zuendstoff.document.error_text import data_error_text, illegal_decision_text
    from zuendstoff.engine.errors import DataError, IllegalDecision
    illegal = IllegalDecision("R16", "a piece stands on that planet")
    damaged = DataError("spiel.zrec", "line 3: not JSON")
    assert illegal_decision_text(illegal) == "a piece stands on that planet"
    assert data_error_text(damaged) == "spiel.zrec: line 3: not JSON"
    try:
        i18n.install("de")
        assert illegal_decision_text(illegal) == \
            "Nicht erlaubt (R16): dieser Planet kann jetzt nicht so gedreht werden"
        text = data_error_text(damaged)
        assert text.startswith("spiel.zrec: Diese Datei kann nicht verwendet werden")
        assert text.endswith("line 3: not JSON")
    finally:
        i18n.install("en")


def test_update_script_runs_lrelease_only_with_release_flag(tmp_path, monkeypatch):
    calls = []
    monkeypatch.setattr(ut, "lupdate", lambda *a, **k: calls.append("lupdate") or "")
    monkeypatch.setattr(ut, "lrelease", lambda ts, qm: calls.append(("lrelease", qm.name)))
    assert ut.main(["--release"]) == 0
    assert calls == [("lrelease", "zuendstoff_de.qm"), ("lrelease", "zuendstoff_en.qm")]


def test_the_bundle_keeps_the_app_catalogues_and_qts_german():
    import trim  # packaging/trim.py: what the PyInstaller bundle leaves out
    for name in ("zuendstoff_de.qm", "zuendstoff_en.qm"):
        assert (I18N / name).is_file()
        assert trim.keep_data(f"zuendstoff/data/i18n/{name}")
    assert trim.keep_data("PySide6/Qt/translations/qtbase_de.qm")
    build = (ROOT / "packaging" / "build.py").read_text(encoding="utf-8")
    assert "compile_translations()" in build  # lrelease runs as part of every build
