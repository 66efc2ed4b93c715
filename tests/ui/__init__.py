"""pytest-qt tests of the deck builder and collection tabs."""
