"""Lorcana Desktop: a desktop tabletop for the Disney Lorcana trading card game."""

from lorcana_desktop import compiled as _compiled

__version__ = "0.1.0"

_compiled.install()  # the engines' compiled modules, when built and current (lorcana_desktop/compiled.py)
