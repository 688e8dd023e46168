"""A release tag must name the version it releases.

    python packaging/check_tag.py TAG

Exit code 0 when TAG is ``v`` and the app's version (``app/zuendstoff/__init__.py``), e.g.
``v0.1.0`` for 0.1.0; 1 with both named otherwise. The workflow runs it for every tag
before anything is built, so a tag ``v0.2.0`` on a checkout that says 0.1.0 publishes
nothing (the archives, named after the version, would say otherwise than the release).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import buildinfo  # noqa: E402


def problem(tag: str, version: str) -> str | None:
    if tag == f"v{version}":
        return None
    return (f"the tag {tag!r} is not the version of this checkout ({version}: the tag would "
            f"be 'v{version}'); tag the commit that sets the version, or set it first")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python packaging/check_tag.py TAG", file=sys.stderr)
        return 2
    said = problem(argv[0], buildinfo.version())
    print(f"check-tag: {said}" if said else f"check-tag: {argv[0]} is the version")
    return 1 if said else 0


if __name__ == "__main__":
    sys.exit(main())
