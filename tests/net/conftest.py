"""Phone-server tests: make net_helpers.py importable."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
