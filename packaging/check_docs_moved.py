"""Check that nothing with a figure in it was lost when the long README moved into docs/ (issue 34).

    python packaging/check_docs_moved.py [--old REV] [--verbose]

Reads README.md as it was at ``REV`` (default: the last commit before the move) and splits it
into sentences (a table row is one). Every sentence that holds a digit must appear, word for
word, in today's README.md or in a file under docs/ (whitespace, line breaks and the targets
of Markdown links do not count: a link's text is kept, where it points may change), or, if it
was reworded on purpose, its new wording (``REWORDED``). Prints the sentences that are missing
and exits 1 if there are any.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: the last commit with the long README (1,311 lines)
OLD = "d4b6c4e"

#: sentences that were reworded on purpose in the move: the old one → the one that says it now
REWORDED = {
    # the phone server's hardening (issue 32) changed what these say: the lockout never blocks a
    # valid token, references resolve locally, the new tests are named
    "Every message from a phone is checked: at most 4 KiB, UTF-8 JSON without duplicate keys or fractions, the JSON Schema `resources/schemas/phone-message.schema.json` (compiled by fastjsonschema), then the engine's `legal_decisions` for that seat — no rule is written twice.":
        "Every message from a phone is checked: at most 4 KiB, UTF-8 JSON without duplicate keys or fractions, the JSON Schema `resources/schemas/phone-message.schema.json` (compiled by fastjsonschema; its references resolved from the app's own copy, never online), then the engine's `legal_decisions` for that seat — no rule is written twice.",
    '**Tests.** `tests/net/` need no browser: the protocol and its hostile inputs (hypothesis), versions and resent messages, the counterfactual secrecy test, tokens and rate limits, the hub over real sockets on 127.0.0.1, whole headless games played by WebSocket phones.':
        "**Tests.** `tests/net/` need no browser: the protocol and its hostile inputs (hypothesis), versions and resent messages, the counterfactual secrecy test, tokens and rate limits, the hub over real sockets on 127.0.0.1, whole headless games played by WebSocket phones; `tests/net/test_guests.py` is a guest without a token at 127.0.0.2 (a second loopback address: the client socket is bound to it): 100 idle connections for 10 s, a slow request, wrong tokens from the phone's own address, other methods, `HEAD`, and the answers the WebSocket library makes itself; and guests beside two phones at 127.0.0.1 and 127.0.0.3",
    "`tests/web/` drive Debian's Chromium (`/usr/bin/chromium`, `apt-get install chromium`; `.ci/run` installs it) with Playwright for Python — it is never asked to download a browser of its own — and are skipped, saying why, only where that browser is absent: three phones choose at once and the table reveals, a reload keeps the laid card, a wrong token gets nothing but the fixed 404 line, a re-issued seat's old page is cut off, the browser's or the table's language, reconnecting, the calm end after the game, a quiet replaced page, a seat moved off the phones, a held choice marked as sent, the table's screen mentioned only where there is one, tap targets of 44 px, toasts clear of the lay button, the landscape layout.":
        "`tests/web/` drive Debian's Chromium (`/usr/bin/chromium`, `apt-get install chromium`; `.ci/run` installs it) with Playwright for Python — it is never asked to download a browser of its own — and are skipped, saying why, only where that browser is absent: three phones choose at once and the table reveals, a reload keeps the laid card, a wrong token gets nothing but the fixed 404 line, a re-issued seat's old page is cut off, the browser's or the table's language, reconnecting, the calm end after the game, a quiet replaced page, a seat moved off the phones, a held choice marked as sent (and asked again when the table drops it), the table's screen mentioned only where there is one, tap targets of 44 px, toasts clear of the lay button, the landscape layout.",
    '**What they cannot do** without capturing traffic: guess a seat\'s code (192 random bits per seat, new for every game and every re-issue; a wrong one gets the same 404 as any other path — one fixed line in English and German, "Not found — this link does not work (any more)", that names no app, seat or game and is the same bytes whatever the game —, 20 wrong ones from one address lock that address out for a minute, tokens are compared in constant time); learn anything from the server without a token (nothing about the game is served: no list of seats, no names, no `Server` header); see another seat\'s secrets through its own seat (a seat\'s channel carries only what that seat may know — R26 — proved byte for byte by a counterfactual test: change the hidden cards or the face-down planets, and nothing sent to the other seats changes); act for another seat or out of turn (the seat comes from the token; every decision is checked by the engine); or reach the server when no phone game is open (it listens only while a game with phone seats is open, only on the address the host picked, and stops with the game or the window).':
        '**What they cannot do** without capturing traffic: guess a seat\'s code (192 random bits per seat, new for every game and every re-issue; a wrong one gets the same 404 as any other path — one fixed line in English and German, "Not found — this link does not work (any more)", that names no app, seat or game and is the same bytes whatever the game —, 20 wrong ones from one address make that address\'s further wrong ones come back a second late for a minute, while its valid tokens are served as ever (players behind one router share an address), tokens are compared in constant time); stall the server or lock players out (see below); learn anything from the server without a token (nothing about the game is served: no list of seats, no names, no `Server` header, no answer that repeats the request); see another seat\'s secrets through its own seat (a seat\'s channel carries only what that seat may know — R26 — proved byte for byte by a counterfactual test: change the hidden cards or the face-down planets, and nothing sent to the other seats changes); act for another seat or out of turn (the seat comes from the token; every decision is checked by the engine); or reach the server when no phone game is open (it listens only while a game with phone seats is open, only on the address the host picked, and stops with the game or the window).',
    "Run the game, then run the tests (Python 3.11+, from a checkout of this repository):":
        "From a checkout of this repository, with Python 3.11 or newer: the first line makes a virtual "
        "environment in `.venv` (a system's own Python takes no packages: PEP 668), installs what the "
        "game needs there and starts it, the second installs the test tools too and runs every test.",
    # issue 42: the bus test counts the new-game dialog's events and hears the hand by Down
    "`tests/ui/access/test_atspi_bus.py` reads the AT-SPI bus itself with pyatspi (the tree, "
    "names, actions, focus and notifications at the new-game dialog, a privacy screen, a hand and "
    "the board; 6 checks in about 16 s).":
        "`tests/ui/access/test_atspi_bus.py` reads the AT-SPI bus itself with pyatspi (the tree, "
        "names, actions, focus and notifications at the new-game dialog, a privacy screen, a hand "
        "and the board; 8 checks in about 20 s).",
    # the play command makes a virtual environment first (issue 42: PEP 668)
    "python3 -m pip install -r requirements.lock -e . && python3 -m zuendstoff":
        "python3 -m venv .venv && .venv/bin/python -m pip install -r requirements.lock -e . "
        "&& .venv/bin/python -m zuendstoff",
    # the test tools moved to their own lock file (issue 34)
    'python3 -m pip install -r requirements.lock -e ".[test]" && python3 -m pytest -p no:cacheprovider':
        'python3 -m venv .venv && .venv/bin/python -m pip install -r requirements.lock '
        '-r requirements-test.lock -e ".[test]" && .venv/bin/python -m pytest -p no:cacheprovider',
    "Zündstoff is a desktop version of the 1995 board game by 1x1 Spiele (English title *Al Capone — "
    "Race to the Sun*) for 2–5 people at one computer or each with their own phone at the table, "
    "with computer seats to fill the table.":
        "Zündstoff is the 1995 board game by 1x1 Spiele (English title *Al Capone — Race to the Sun*) "
        "as a desktop app: 2–5 people at one computer, or each with their own phone at the table, and "
        "computer players of four levels to fill any seat.",
    # the patches left the tree; the paragraph that says where they are replaced them
    "These two experiments are kept as patches against 7c02890 with their records in "
    "`benchmarks/experiments/`.":
        "These two experiments are patches against 7c02890, now only in the history (see Experiments "
        "not kept); their records are in `benchmarks/results/experiments/`.",
    # issue 33: every disc's name says its place, and the description no longer repeats it
    '**The board is a list of discs.** Each disc (and the sun) is an accessible object: its name '
    '("Planet 7", "Sun", "Face-down planet"), its description (rockets and where they point, face up, '
    'stop disc, *on the flight path* / *highlighted choice* / *highlighted, can be chosen*, the pieces '
    'on it), focused with the keyboard cursor (the screen reader says the disc as the cursor moves), '
    'and the decisions that can be made on it as actions: *Stop here*, *Turn a quarter*, *Turn half '
    'way round*, *Turn three quarters*, *Turn it face up, top to the north*… (the engine\'s legal '
    'decisions, nothing else), plus *SetFocus*.':
        'Its name says what it is and where: "Planet 7, row 1, column 4", "Sun, row 1, column 1", '
        '"Face-down planet, row 2, column 3" — the row and column of the layout\'s grid, counted from '
        '1, the numbers the layout editor\'s setup sheet prints; no two discs share a name.',
    'A face-down planet is never more than "Face-down planet" (R26; a test swaps two face-down '
    'planets and finds every accessible text unchanged).':
        'A face-down planet is never more than "Face-down planet" and its place (R26; a test swaps '
        'two face-down planets and finds every accessible text unchanged).',
    "Time and cancel (`benchmarks/expert_speed.py`, 24 positions of 2 and 4 players, wall clock, "
    "measured on the otherwise idle 2-core machine with the code of this README, after settled "
    "decisions began to end early):":
        "Time and cancel (`benchmarks/expert_speed.py`, 24 positions of 2 and 4 players, wall clock, "
        "measured on the otherwise idle 2-core machine with the code of the README of that time, "
        "after settled decisions began to end early):",
    # the downloads were rewritten for Windows 11 and macOS 15 (issue 35: Extract All, SmartScreen,
    # Open Anyway), each system in a section of its own
    'Each build of `main` on GitHub makes the app for Linux (x86_64), Windows and macOS (Apple '
    'silicon and Intel): workflow `build`, each artefact named as the archive inside it, '
    '`zuendstoff- - - ` (e.g.':
        'Each build of `main` on GitHub makes the app for Linux (x86_64), Windows (x86_64) and macOS '
        '(Apple silicon and Intel): workflow `build`, one artefact per system, named as the archive '
        'inside it, `zuendstoff- - - ` (for example `zuendstoff-0.1.0-linux-x86_64`).',
    '**Linux:** unpack, then install for your user (no root needed): ```sh tar xzf '
    'zuendstoff-0.1.0-linux-x86_64.tar.gz zuendstoff/zuendstoff --install ``` This puts the app '
    'in `~/.local/lib/zuendstoff/`, the menu entry '
    '`~/.local/share/applications/io.github.zuendstoff.Zuendstoff.desktop`, icons in '
    '`~/.local/share/icons/hicolor/`, the AppStream metainfo in `~/.local/share/metainfo/`, the '
    'file types of saved games (`.zrec`), layouts (`.zlayout`) and disc sets (`.zdiscs`) in '
    '`~/.local/share/mime/packages/` (then `update-mime-database` and `update-desktop-database` '
    'run, where installed), and the command `~/.local/bin/zuendstoff`.':
        'This puts the app in `~/.local/lib/zuendstoff/`, the menu entry '
        '`~/.local/share/applications/io.github.zuendstoff.Zuendstoff.desktop`, icons in '
        '`~/.local/share/icons/hicolor/`, the AppStream metainfo in `~/.local/share/metainfo/`, the '
        'file types of saved games (`.zrec`), layouts (`.zlayout`) and disc sets (`.zdiscs`) in '
        '`~/.local/share/mime/packages/` (then `update-mime-database` and `update-desktop-database` '
        'run, where installed), and the command `~/.local/bin/zuendstoff`.',
    '**Windows:** unzip `zuendstoff-0.1.0-windows-x86_64.zip` and start '
    '`zuendstoff\\zuendstoff.exe`.':
        'Unzip `zuendstoff-0.1.0-windows-x86_64.zip`: right-click it → **Extract All…** (do not start '
        'the program from inside the zip: Explorer only shows a copy there).',
    'It registers the three file types for your user only, under '
    '`HKEY_CURRENT_USER\\Software\\Classes`: a ProgID each with the icon and the open command '
    '`"…\\zuendstoff.exe" "%1"`, the extension\'s default program where no other program has one, '
    'and *Open with*.':
        'To have saved games, layouts and disc sets open with the game on a double-click, run once, '
        'from where the folder stays (a Command Prompt or PowerShell in the unpacked folder): ```bat '
        'zuendstoff\\zuendstoff.exe --install ``` This registers the four file types (saved games, '
        'layouts, disc sets, shared boards) for your user only, under '
        '`HKEY_CURRENT_USER\\Software\\Classes` (a ProgID each with the icon and the open '
        'command `"…\\zuendstoff.exe" "%1"`, the extension\'s default program where no other program '
        'has one, and *Open with*), and the URL protocol `zuendstoff` '
        '(`HKEY_CURRENT_USER\\Software\\Classes\\zuendstoff` with `URL Protocol` and the same open '
        'command: an invitation link to a game far away opens Zündstoff), and lists what it set in '
        '`install-manifest.json` next to the program.',
    '**macOS:** unpack `zuendstoff-0.1.0-macos-arm64.tar.gz` (or `-x86_64`) and move '
    '`Zuendstoff.app` to Applications.':
        'Unpack `zuendstoff-0.1.0-macos-arm64.tar.gz` (Apple silicon; `-x86_64` for an Intel Mac) by '
        'double-clicking it, and move `Zuendstoff.app` to **Applications**.',
    # the layout editor's grid no longer shrinks or re-centres while editing (issue 36)
    "The grid grows and shrinks to keep a free row and column round the discs (at most 64 × 64).":
        "The grid keeps a free row and column round the discs: it grows at the edge a disc reaches "
        "and never moves or renumbers a cell while you edit (at most 64 × 64);",
    # issue 31: the round's end line names the turns; the hint sits beside the board
    '**The table sees it together.** With two or more people at the table, the moment cards are turned over '
    'and the moment a round ends are shown to everyone before the next privacy screen: the board as it now '
    "is, and one line that says it all — the cards laid, each colour's match count and who wins its flight "
    '("Second cards turned over: … Flights – red: Anna with 5; yellow: Ben and Clara with 2; blue: no '
    'flight."), or who flew where, who turned up a planet, who took a chip and who won ("End of round 3: Anna '
    'flew red to planet 6 and turned it face up, top to the north; Ben flew blue into the sun and took a blue '
    'chip.").':
        '("End of round 3: the sun turned a quarter turn (Ben); Clara turned planet 4 by a half turn; Anna '
        'flew red to planet 6 and turned it face up, top to the north; Ben flew blue into the sun and took a '
        'blue chip." — the sun\'s and the planets\' turns come first, as they happened)',
    '**Hints** (Help → *Hint: what would the strongest player do?*, F2): for the person deciding now on this '
    "computer, the strongest computer level decides from that seat's view only (R26; it reads the rivals from "
    "that seat's views of the game so far, as a computer in the seat would) and the answer comes in a line "
    "floating over the board's top edge (so the board does not move; over its bottom edge when the disc "
    'pointed at is in the top row) — the move, and one plain reason measured on the public board in flights '
    'still needed to win (e.g.':
        'answer comes in the side column beside the board, right below the hand or the buttons (it covers '
        'nothing, and neither the board nor the cards move)',
    '"It brings you closer: at least 2 flights to win after it, 3 now"); the card is selected in the hand, or '
    'the disc gets the keyboard cursor.':
        '"It brings you closer: at least 2 flights to win after it, 3 now").',
}

_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z*`(\"“])")


def normalise(text: str) -> str:
    text = _LINK.sub(r"\1", text)
    text = re.sub(r"</?[A-Za-z][^<>]*>", " ", text)  # inline HTML (the phone pictures)
    return re.sub(r"\s+", " ", text).strip()


def units(readme: str) -> list[str]:
    """The old README's sentences and table rows, whitespace-normalised."""
    out = []
    in_code = False
    block: list[str] = []

    def flush():
        if block:
            out.extend(s for s in _SENTENCE_END.split(normalise(" ".join(block))) if s)
            block.clear()

    for line in readme.splitlines():
        if line.startswith("```"):
            flush()
            in_code = not in_code
            continue
        if in_code:
            if line.strip():
                out.append(normalise(line))
            continue
        stripped = line.strip()
        if stripped.startswith("|"):
            flush()
            out.append(normalise(stripped))
        elif not stripped or stripped.startswith("#") or re.match(r"[-*] |\d+\. ", stripped):
            flush()
            if stripped:
                block.append(re.sub(r"^([-*]|\d+\.) ", "", stripped.lstrip("#").strip()))
        else:
            block.append(stripped)
    flush()
    return out


def corpus() -> str:
    files = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
    return normalise("\n".join(f.read_text(encoding="utf-8") for f in files if f.exists()))


def missing(old: str, new: str) -> tuple[list[str], list[str]]:
    """(every figure-bearing sentence of ``old``, those not in the normalised text ``new``)."""
    figures = [u for u in units(old) if re.search(r"\d", u)]
    return figures, [u for u in figures if REWORDED.get(u, u) not in new]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--old", default=OLD, help="the commit whose README.md is checked (%(default)s)")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args(argv)
    old = subprocess.run(["git", "show", f"{args.old}:README.md"], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout
    figures, lost = missing(old, corpus())
    for u in lost:
        print("missing:", u)
    if args.verbose:
        for old_text, now in REWORDED.items():
            print(f"reworded: {old_text}\n      now: {now}")
    print(f"{len(figures)} sentences with figures in the README of {args.old}; "
          f"{len(figures) - len(lost)} found in README.md and docs/, {len(lost)} missing")
    return 1 if lost else 0


if __name__ == "__main__":
    sys.exit(main())
