"""Settings kept with QSettings; a damaged settings file falls back to defaults."""

from __future__ import annotations

from zuendstoff.settings import SeatSetup, Settings, default_seats


def test_settings_round_trip(tmp_path):
    s = Settings(str(tmp_path / "a.ini"))
    s.animation_speed = 0.0
    s.last_layout = "alt2"
    s.set_last_seats([SeatSetup("Zoe", "green"), SeatSetup("Max", "orange", "greedy")])
    s.sync()
    t = Settings(str(tmp_path / "a.ini"))
    assert t.animation_speed == 0.0 and t.last_layout == "alt2"
    assert [(x.name, x.piece, x.bot) for x in t.last_seats()] == \
        [("Zoe", "green", None), ("Max", "orange", "greedy")]


def test_damaged_settings_fall_back_to_defaults(tmp_path):
    path = tmp_path / "b.ini"
    path.write_text("[play]\nanimation_speed=fast\nbot_delay_ms=-5\n"
                    "last_seats=[{\"name\": \"A\", \"piece\": \"black\"}, "
                    "{\"name\": \"B\", \"piece\": \"black\"}]\n", "utf-8")
    s = Settings(str(path))
    assert s.animation_speed == 1.0 and s.bot_delay_ms == 600
    assert [x.piece for x in s.last_seats()] == [x.piece for x in default_seats()]
    path.write_bytes(b"\x00\xff garbage \n[[[")
    s = Settings(str(path))
    assert s.last_layout == "standard" and len(s.last_seats()) == 3
