"""``python -m zuendstoff.playtest``: the same as ``zuendstoff-playtest`` (see :mod:`.cli`)."""

from .cli import main

if __name__ == "__main__":
    raise SystemExit(main())
