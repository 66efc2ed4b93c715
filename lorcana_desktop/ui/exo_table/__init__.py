"""The Creatures of Exo table: its scene (zones laid out from the ruleset's zones), the chain panel, the pickers."""
