"""Write the repository's rules documents from the in-app rules help (one text, two outputs),
and ship the player's manual in the app.

    python packaging/make_docs.py [--check]

The manual is written in docs/manual.md and docs/manual.de.md; this copies them to
resources/manual/manual.en.md and manual.de.md, which Help → Manual shows.

docs/rules.md (English) and docs/rules.de.md (German) are RulesHelpDialog.markdown() in each
language; the help (F1) shows the same sections as HTML. ``--check`` (run by a test) fails
when the committed documents differ from what the help says now.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "app"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

OUT = {"en": ROOT / "docs" / "rules.md", "de": ROOT / "docs" / "rules.de.md"}
#: the manual: written in docs/, shipped in resources/ (the same bytes)
MANUAL = {ROOT / "docs" / "manual.md": ROOT / "resources" / "manual" / "manual.en.md",
          ROOT / "docs" / "manual.de.md": ROOT / "resources" / "manual" / "manual.de.md"}
HEADER = {"en": "<!-- Made by packaging/make_docs.py from the in-app rules help (F1); edit "
                "app/zuendstoff/ui/dialogs/rules_help.py, then run it. -->\n\n",
          "de": "<!-- Aus der Regelhilfe der App (F1) gemacht von packaging/make_docs.py; "
                "bearbeite app/zuendstoff/ui/dialogs/rules_help.py und führe es aus. -->\n\n"}


def texts() -> dict[str, str]:
    from PySide6.QtWidgets import QApplication
    from zuendstoff import i18n
    from zuendstoff.ui.dialogs.rules_help import RulesHelpDialog
    app = QApplication.instance() or QApplication([])
    out = {}
    try:
        for lang in OUT:
            i18n.install(lang, app)
            out[lang] = HEADER[lang] + RulesHelpDialog().markdown()
    finally:
        i18n.install("en", app)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args(argv)
    made = texts()
    stale = [lang for lang, text in made.items()
             if not OUT[lang].exists() or OUT[lang].read_text(encoding="utf-8") != text]
    copies = [(src, dst) for src, dst in MANUAL.items()
              if not dst.exists() or dst.read_bytes() != src.read_bytes()]
    if args.check:
        out_of_date = [str(OUT[x]) for x in stale] + [str(dst) for _src, dst in copies]
        print("make_docs: " + ("out of date: " + ", ".join(out_of_date) if out_of_date
                               else "docs/rules*.md match the rules help, resources/manual/ docs/manual*.md"))
        return 1 if out_of_date else 0
    for lang, text in made.items():
        OUT[lang].write_text(text, encoding="utf-8")
    for src, dst in MANUAL.items():
        dst.parent.mkdir(parents=True, exist_ok=True)
        dst.write_bytes(src.read_bytes())
    print("make_docs: wrote docs/rules.md, docs/rules.de.md, resources/manual/manual.*.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
