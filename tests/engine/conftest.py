"""Engine tests: make the hand-made position builders in engine_helpers.py importable."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
