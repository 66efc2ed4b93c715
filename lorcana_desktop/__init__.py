"""Lorcana Desktop: a desktop tabletop for the Disney Lorcana trading card game."""

__version__ = "0.1.0"
