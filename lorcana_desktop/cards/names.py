"""Card name normalisation and closest-name suggestions: the one way both games match names
(``rules_core.names``), where the catalog's modules have always imported it from."""

from __future__ import annotations

from lorcana_desktop.rules_core.names import NameMatcher, closest_names, normalize_name

__all__ = ["NameMatcher", "closest_names", "normalize_name"]
