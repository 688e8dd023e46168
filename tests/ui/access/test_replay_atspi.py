"""The replay viewer as a screen reader hears it, through the real AT-SPI bus (issue 33).

A game is played by two bots and saved as a record; the viewer opens the record the way
"Watch a replay" does (replay_atspi_app.py), and a reader in the system's python3
(replay_atspi_reader.py, pyatspi) presses real keys through the X server and the AT-SPI
registry, moves the focus and the slider through the bus, and records what reaches the
bus: the notifications that show (what Orca speaks on Linux, ui/announce.py), focus events,
the slider's name and value, the window's title, whether the window is still there. What
it heard is compared with the record's log, worked out here from the record through the
engine (engine.timeline's positions and the log's own lines, document.log_model), never
from the viewer's widgets.

Same set-up as test_atspi_bus.py (a private X screen, a D-Bus session and AT-SPI bus of
its own); skipped where the system lacks them (.ci/run installs them). Every wait is
bounded.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from test_atspi_bus import MISSING, run_on_bus

HERE = Path(__file__).parent
pytestmark = pytest.mark.skipif(bool(MISSING), reason=MISSING or "ok")

SEED = "replay"  # a two-bot game of 16 rounds that turns planets up in rounds 1 and 2
START_TEXT = "The start: everyone on Earth, every planet face down."


# ------------------------------------------------------------------ the record, worked out
class Record:
    """What the record says, step by step, worked out through the engine: the position
    after each step, its round and its place in the round, and the game log at it."""

    def __init__(self, path: Path) -> None:
        from zuendstoff.engine.jsonio import read_json_file
        from zuendstoff.engine.record import replay
        from zuendstoff.engine.timeline import position, timeline
        doc = read_json_file(str(path))
        self.game = replay(doc, str(path))
        self.rounds = len(doc["rounds"])  # "of M": the rounds the record holds
        start, steps = timeline(self.game)
        self.count = len(steps)
        self.positions = [position(start, steps, k) for k in range(len(steps) + 1)]
        self.round_of = [0] + [s.round_no for s in steps]
        self.logs = [self._log(g) for g in self.positions]

    @staticmethod
    def _log(game) -> list[tuple[int, int, str]]:
        """The game log at ``game``: (round, line number, line), and the game-over line."""
        from zuendstoff.document.log_model import round_entries
        lines = [(no, i, line) for no, rnd in enumerate(game.rounds, 1)
                 for i, line in enumerate(round_entries(game, rnd))]
        if game.is_over and game.winners:
            lines.append((len(game.rounds) + 1, 0, "Game over. Winner: " + ", ".join(
                game.players[s].name for s in game.winners)))
        return lines

    def new_lines(self, k: int) -> list[str]:
        """The log's lines that step ``k`` wrote (new, or changed: "played Red 3" becomes
        "played Red 3 and Planet rotation")."""
        before = set(self.logs[k - 1])
        return [line for entry in self.logs[k] if entry not in before for line in entry[2:]]

    def where(self, k: int) -> str:
        if k == 0:
            return "The start"
        r = self.round_of[k]
        return f"Round {r} of {self.rounds}, step {k - self.round_of.index(r) + 1}"

    def heard(self, k: int) -> str:
        """What a screen reader should hear on coming to step ``k``."""
        if k == 0:
            return START_TEXT
        return self.where(k) + ": " + " · ".join(self.new_lines(k))

    def last_of_round(self, r: int) -> int:
        return max(k for k, no in enumerate(self.round_of) if no == r)

    def future_lines(self, k: int) -> set[str]:
        """Lines of the log still to come at step ``k`` (nothing of them may be said there)."""
        now = {line for *_at, line in self.logs[k]}
        return {line for *_at, line in self.logs[-1]} - now - {""}

    def secret_planets(self, k: int) -> list[int]:
        """The planets face down at step ``k`` (their numbers are secret there, R26)."""
        game = self.positions[k]
        return [game.faces[i] for i in game.layout.slots if not game.face_up[i]]


def _lines(text: str) -> set[str]:
    """The log lines in a text heard or read (a step's text: where, then its lines)."""
    return set(re.sub(r"^Round \d+ of \d+, step \d+: ", "", text).split(" · "))


def _names_a_secret(text: str, planets: list[int]) -> list[int]:
    return [n for n in planets if re.search(rf"\bplanet {n}\b", text, re.IGNORECASE)]


# ------------------------------------------------------------------ the plan and the run
def _plan(rec: Record) -> list[dict]:
    """What the reader does, in order ("step": where the replay should stand after it)."""
    step = {"do": "key", "keys": ["Right"], "expect": "notices"}
    walk_at = rec.last_of_round(1) + 2  # inside round 2, a planet still to turn up there
    plan: list[dict] = [{"do": "walk", "stage": "start"}]
    for k in range(1, rec.last_of_round(2) + 1):  # every step of rounds 1 and 2
        plan.append(dict(step, step=k))
        if k == walk_at:
            plan.append({"do": "walk", "stage": "middle", "step": k})
    last12 = rec.last_of_round(2)
    target = min(20, rec.count - 1)  # (where the slider is set through the bus)
    plan += [
        {"do": "key", "keys": ["Left"], "expect": "notices", "step": last12 - 1},
        {"do": "key", "keys": ["Left"], "expect": "notices", "step": last12 - 2},
        # Page Down: to the end of the shown round, then of the next; Page Up: back again
        {"do": "key", "keys": ["Page_Down"], "expect": "notices", "step": last12},
        {"do": "key", "keys": ["Page_Down"], "expect": "notices", "step": rec.last_of_round(3)},
        {"do": "key", "keys": ["Page_Up"], "expect": "notices", "step": last12},
        {"do": "key", "keys": ["Page_Up"], "expect": "notices", "step": rec.last_of_round(1)},
        {"do": "key", "keys": ["End"], "expect": "notices", "step": rec.count},
        {"do": "key", "keys": ["Home"], "expect": "notices", "step": 0},
        # Space plays: two steps heard, Space again pauses, then nothing more
        {"do": "key", "keys": ["space"], "expect": "notices", "count": 2, "play": True},
        {"do": "key", "keys": ["space"], "expect": "quiet", "seconds": 1.5, "pause": True},
        # Up and Down move between the discs; Shift+arrow and R say things about them
        {"do": "key", "keys": ["Up"], "expect": "focus", "board": True},
        {"do": "key", "keys": ["Down"], "expect": "focus", "board": True},
        {"do": "key", "keys": ["Shift+Right"], "expect": "notices", "board": True},
        {"do": "key", "keys": ["r"], "expect": "notices", "board": True},
        # the slider: focused through the bus, moved with a key, then set through the bus
        {"do": "focus", "role": "slider", "expect": "focus"},
        {"do": "key", "keys": ["Right"], "expect": "notices", "slider_key": True},
        {"do": "value", "value": target, "expect": "notices", "step": target},
        {"do": "key", "keys": ["Escape"], "expect": "gone"},
    ]
    return plan


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    from zuendstoff import resources
    from zuendstoff.engine.record import save_record
    from zuendstoff.sim import play_game
    folder = tmp_path_factory.mktemp("replay-atspi")
    game = play_game(resources.default_discs(), resources.builtin_layout("standard"),
                     ["medium"] * 2, SEED)
    save_record(game, folder / "game.zrec")
    rec = Record(folder / "game.zrec")
    plan = _plan(rec)
    (folder / "plan.json").write_text(json.dumps(plan))
    run_on_bus(folder, "replay_atspi_app.py", "replay_atspi_reader.py", "1300x900", 150)
    logs = "\n".join(p.read_text()[-2000:] for p in (folder / "app.log", folder / "session.log",
                                                     folder / "codes", folder / "reader-error")
                     if p.exists())
    assert (folder / "results.json").exists(), logs
    results = json.loads((folder / "results.json").read_text())
    assert len(results) == len(plan), (results[-3:], logs)
    (folder / "logs.txt").write_text(logs)
    for r in results:  # (the bus gives the slider's value as a double: a whole number here)
        if "value" in r.get("slider", {}):
            assert float(r["slider"]["value"]).is_integer(), r
            r["slider"]["value"] = int(r["slider"]["value"])
    return folder, rec, results


def _came(r: dict) -> dict:
    """``r`` (an action's result), after checking that what it waited for came in time."""
    assert not r["timed_out"], (r["action"], r["heard"], r["focus"])
    return r


def _box_round(rec: Record, k: int) -> int:
    """The round the title names at step ``k``: the "Go to round" box's (issue 42): the round
    of the last step shown, but at a round's start the round that starts there."""
    if k < rec.count and (k == 0 or rec.round_of[k + 1] != rec.round_of[k]):
        return rec.round_of[k + 1]
    return rec.round_of[k]


def _slider_name(rec: Record, k: int) -> str:
    return "Position in the game: " + rec.where(k)


# ------------------------------------------------------------------ the tests
def test_each_step_forward_is_heard_as_the_log_line_with_where_it_is(run):
    _folder, rec, results = run
    forward = [r for r in results if r["action"].get("keys") == ["Right"] and "step" in r["action"]]
    assert len(forward) == rec.last_of_round(2) >= 10
    for r in map(_came, forward):
        k = r["action"]["step"]
        assert r["heard"] == [rec.heard(k)], (k, r["heard"])  # once, as the log's line
        assert r["slider"]["value"] == k
        assert r["slider"]["name"] == _slider_name(rec, k)
        assert r["slider"]["title"] == f"Replay – game.zrec – round {_box_round(rec, k)}"
    # the step counts from each round's start again: "Round 2 of 16, step 1"
    first2 = rec.last_of_round(1) + 1
    assert forward[first2 - 1]["heard"][0].startswith(f"Round 2 of {rec.rounds}, step 1: ")


def test_back_round_keys_home_and_end_are_heard(run):
    _folder, rec, results = run
    keyed = [r for r in results if r["action"].get("keys") in (["Left"], ["Page_Down"],
                                                              ["Page_Up"], ["End"], ["Home"])]
    assert [r["action"]["keys"][0] for r in keyed] == ["Left", "Left", "Page_Down", "Page_Down",
                                                       "Page_Up", "Page_Up", "End", "Home"]
    for r in map(_came, keyed):
        k = r["action"]["step"]
        assert r["heard"] == [rec.heard(k)], (r["action"], r["heard"])
        assert r["slider"]["value"] == k and r["slider"]["name"] == _slider_name(rec, k)
    winners = ", ".join(rec.game.players[s].name for s in rec.game.winners)
    assert keyed[-2]["heard"][0].endswith(f" · Game over. Winner: {winners}")
    assert keyed[-1]["heard"] == [START_TEXT]


def test_space_plays_step_after_step_and_pauses(run):
    _folder, rec, results = run
    play = _came(next(r for r in results if r["action"].get("play")))
    pause = next(r for r in results if r["action"].get("pause"))
    assert play["heard"][:2] == [rec.heard(1), rec.heard(2)]
    k = pause["slider"]["value"]
    # (a step of the play may still come as Space is pressed; then nothing more)
    assert pause["heard"] in ([], [rec.heard(3)]) and k == 2 + len(pause["heard"])
    assert pause["slider"]["name"] == _slider_name(rec, k)


def test_the_board_describes_its_keys_truthfully(run):
    folder, rec, results = run
    nodes = json.loads((folder / "tree-start.json").read_text())
    boards = [n for n in nodes if n["role"] == "list" and n["name"] == "Board of the replay"]
    assert len(boards) == 1, [n for n in nodes if n["role"] == "list"]
    keys = boards[0]["description"]
    # every key it names does what it says (heard above and here), and Enter is not offered
    for said in ("Left and Right step the replay", "Space plays or pauses",
                 "Home and End go to the start and the end", "Page Up and Page Down by round",
                 "Up and Down move between the discs", "Shift and an arrow key say the next disc",
                 "R says where this disc's rockets lead"):
        assert said in keys, (said, keys)
    assert "Enter" not in keys
    up, down, shift, rockets = [_came(r) for r in results if r["action"].get("board")]
    discs = {n["name"] for n in nodes if n["role"] == "list item"
             and n["path"].endswith("/list:Board of the replay")}
    assert len(discs) >= 15
    for moved in (up, down):
        assert moved["heard"] == []  # the focus is what is said
        assert [f for f in moved["focus"] if f["role"] == "list item" and f["name"] in discs]
    assert up["focus"][-1]["name"] != down["focus"][-1]["name"]
    for answer in (shift, rockets):
        assert len(answer["heard"]) == 1 and answer["heard"][0], answer
        assert not answer["heard"][0].startswith(("Round ", "The start"))  # not a step
        assert answer["slider"]["value"] == shift["slider"]["value"]  # the replay stayed put


def test_the_slider_says_where_and_moves_through_the_bus(run):
    """Focused, the slider says where in its name; moved (by a key, or set through the bus),
    its new name says where (a screen reader speaks the focused control's name when it
    changes) and the notification the step's line: "Round N of M, step K" said once."""
    folder, rec, results = run
    events = json.loads((folder / "events.json").read_text())
    focus = _came(next(r for r in results if r["action"]["do"] == "focus"))
    k = focus["slider"]["value"]
    assert focus["focus"][-1] == {"role": "slider", "name": _slider_name(rec, k)}
    assert focus["heard"] == []
    key = _came(next(r for r in results if r["action"].get("slider_key")))
    moved = _came(next(r for r in results if r["action"]["do"] == "value"))
    target = moved["action"]["step"]
    assert moved["slider"]["name"] == _slider_name(rec, target) == (
        f"Position in the game: Round {rec.round_of[target]} of {rec.rounds}, step "
        f"{target - rec.round_of.index(rec.round_of[target]) + 1}")
    for r, at in ((key, k + 1), (moved, target)):
        assert r["slider"]["value"] == at and r["slider"]["name"] == _slider_name(rec, at)
        assert r["heard"] == [" · ".join(rec.new_lines(at))], (at, r["heard"])
        # what a screen reader speaks for it: the notification, and the focused slider's
        # name and description changes; where it is, once among them
        i = results.index(r)
        spoken = r["heard"] + [e["data"] for e in events if e.get("action") == i
                               and e["role"] == "slider" and e["type"] in (
                                   "object:property-change:accessible-name",
                                   "object:property-change:accessible-description")]
        assert sum(t.count(rec.where(at)) for t in spoken) == 1, spoken


def test_escape_closes_the_viewer_and_it_leaves_the_bus(run):
    folder, _rec, results = run
    gone = _came(results[-1])
    assert gone["action"]["keys"] == ["Escape"]
    assert gone["app_on_bus"] and not [f for f in gone["frames"] if f.startswith("Replay")]
    assert (folder / "closed").exists()


def test_every_text_said_reaches_the_bus_once_in_order(run):
    folder, _rec, results = run
    said = json.loads((folder / "said.json").read_text())
    heard = [t for r in results for t in r["heard"]]
    assert heard == said and len(said) >= 25
    events = json.loads((folder / "events.json").read_text())
    # one way only: notifications (Orca 43 speaks no announcements; a newer one would say twice)
    assert not [e for e in events if e["type"].startswith("object:announcement")]


def test_a_step_changes_nothing_on_the_focused_board_a_screen_reader_would_say_again(run):
    """With the board focused, a step is the notification only: the board's name and
    description stay (a screen reader speaks those of the focused control when they change);
    what changes is elsewhere (the slider, the step's line, the title)."""
    folder, _rec, results = run
    events = json.loads((folder / "events.json").read_text())
    forward = {i for i, r in enumerate(results) if r["action"].get("keys") == ["Right"]
               and "step" in r["action"]}
    changed = [e for e in events if e.get("action") in forward
               and e["type"].startswith("object:property-change:accessible-")]
    assert {e["role"] for e in changed if e["type"].endswith("-name")} >= {"slider"}
    assert not [e for e in changed if e["role"] in ("list", "list item")], changed
    # a step's notice is heard as it shows, with its text as its name from the start: no
    # name-change event besides (one more in Orca 43's queue, which it empties when more
    # than 50 wait; ui/announce.py)
    assert not [e for e in changed if e["role"] == "notification"], changed


def test_nothing_still_hidden_at_a_step_is_said_or_on_the_bus(run):
    """A face-down planet stays unnamed and no later step is given away: neither in what
    is heard at a position (a step's line, Shift+arrow, R) nor anywhere in the viewer's
    tree (the timeline, the log, the board, the title)."""
    folder, rec, results = run
    at = 0
    for r in results:
        if "slider" in r and "value" in r["slider"]:
            at = r["slider"]["value"]  # where the replay stands after the action
        for text in r["heard"]:
            assert not _names_a_secret(text, rec.secret_planets(at)), (at, text)
            assert not _lines(text) & rec.future_lines(at), (at, text)
    for stage, k in (("start", 0), ("middle", rec.last_of_round(1) + 2)):
        nodes = json.loads((folder / f"tree-{stage}.json").read_text())
        assert not [n for n in nodes if "error" in n]
        texts = [t for n in nodes for t in (n["name"], n["description"]) if t]
        secret = rec.secret_planets(k)
        assert secret and not [t for t in texts if _names_a_secret(t, secret)], (stage, secret)
        future = rec.future_lines(k)
        assert future and not [t for t in texts if _lines(t) & future], stage
        # the steps still to come are only numbered (those of the shown round are on the bus;
        # a round not yet reached is folded)
        timeline = [n["name"] for n in nodes if n["role"] == "table cell"
                    and n["path"].endswith("/tree:Timeline of the game, by round and step")]
        numbered = [t for t in timeline if re.fullmatch(r"Step \d+", t)]
        assert numbered == [f"Step {n}" for n in range(k + 1, rec.last_of_round(rec.round_of[k]) + 1)
                            ] if k else numbered == [], (stage, timeline)
        assert len(timeline) == rec.rounds + (rec.last_of_round(rec.round_of[k]) if k else 0)
