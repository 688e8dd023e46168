"""The model-based test of the whole game window uses the game tests' helpers (board truth,
privacy probe, the phone hub's stand-in)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1] / "game"))
sys.path.insert(0, str(Path(__file__).parent))
