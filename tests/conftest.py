"""Shared test set-up. GUI tests run offscreen: CI has no screen."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
