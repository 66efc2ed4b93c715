"""Render tests: Qt helpers run without a display."""

from __future__ import annotations

import os

# The pixmap helper tests need a QApplication; on a machine without a display Qt must draw offscreen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
