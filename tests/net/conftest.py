"""Phone-server tests: make net_helpers.py importable."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))


import pytest  # noqa: E402


@pytest.fixture
def broker(tmp_path):
    """A private Mosquitto on loopback (TCP and TLS listeners), killed at the end."""
    if sys.platform == "win32":
        pytest.skip("the test broker is Debian's mosquitto (remote_broker.POSIX_ONLY)")
    from remote_broker import MOSQUITTO, SKIP_REASON, Mosquitto

    if MOSQUITTO is None:
        pytest.skip(SKIP_REASON)
    folder = tmp_path / "broker"
    folder.mkdir()
    b = Mosquitto(folder)
    b.start()
    try:
        yield b
    finally:
        b.kill()
