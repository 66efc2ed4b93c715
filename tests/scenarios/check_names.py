"""Checks the rules scenario files against the format spec and the card data (run before committing scenarios).

Usage: .venv/bin/python tests/scenarios/check_names.py [FILE_OR_DIR ...]

It does not run the engine. It checks that every file is valid JSON with the keys
of /work/shared/specs/scenario-format.md, that every card name exists, that every
alias a step or an expectation names is defined (or is a full name used by only
one card), and that the optional "assumes" block (the card stats a scenario
relies on) matches the card data. Exit status 1 if anything is wrong.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from lorcana_desktop.cards import default_cards
from lorcana_desktop.cards.model import Card
from lorcana_desktop.cards.names import normalize_name

# "card" and "text": a card scenario (tests/scenarios/cards) names its card and quotes its printed text.
# "first": the player who went first (default: the active player on turn 1, else player 0), read by the runner.
TOP_KEYS = {"title", "rules", "variant", "seed", "active", "turn", "phase", "players", "steps", "assumes", "card", "text",
            "abilities", "first"}
PLAYER_KEYS = {"lore", "deck", "hand", "inkwell", "play", "discard", "ink_drops"}
INSTANCE_KEYS = {"card", "id", "exerted", "dry", "damage", "at", "under", "boosted"}
ACTION_KEYS = {
    "ink": {"card"},
    "play": {"card", "shift", "sing", "free", "drops"},  # "free": the card's own "you may play this for free" (an extension)
    "quest": {"card"},
    "challenge": {"card", "target"},
    "move": {"card", "location", "drops"},
    "activate": {"card", "ability", "drops"},
    "boost": {"card", "drops"},
    "end_turn": set(),
    "concede": {"player"},
    "mulligan": {"player", "cards"},
    "choose": {"targets", "accept", "option", "amount", "name", "order", "trigger"},
}
EXPECT_KEYS = {"lore", "winner", "active", "turn", "zones", "cards", "legal", "illegal", "pending", "phase", "ink_drops",
               "deck_check"}
CARD_EXPECT_KEYS = {"zone", "exerted", "damage", "strength", "willpower", "lore", "keywords", "lacks", "at", "dry",
                    "under", "owner", "classifications", "lacks_classifications"}
ZONES = {"deck", "hand", "inkwell", "play", "discard"}
KEYWORDS = {"Adventurous",  # (a keyword newer than CR 2.1.0)
            "Alert", "Bodyguard", "Boost", "Challenger", "Evasive", "Reckless", "Resist", "Rush", "Shift",
            "Singer", "Sing Together", "Support", "Vanish", "Ward"}


class Checker:
    def __init__(self) -> None:
        self.cards = default_cards()
        self.errors: list[str] = []

    def card(self, where: str, name: object) -> Card | None:
        if not isinstance(name, str):
            self.errors.append(f"{where}: card name must be a string, got {name!r}")
            return None
        card = self.cards.get(name)
        if card is None:
            self.errors.append(f"{where}: unknown card {name!r} (closest: {', '.join(self.cards.closest(name, 3))})")
        return card

    def check_file(self, path: Path) -> None:
        where = str(path)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as exc:
            self.errors.append(f"{where}: not valid JSON: {exc}")
            return
        if not isinstance(data, dict):
            self.errors.append(f"{where}: top level must be an object")
            return
        for key in data:
            if key not in TOP_KEYS:
                self.errors.append(f"{where}: unknown top-level key {key!r}")
        if not str(data.get("title", "")).strip():
            self.errors.append(f"{where}: missing title")
        if "CR " not in str(data.get("rules", "")):
            self.errors.append(f"{where}: 'rules' must name a CR section")
        if data.get("variant", "standard") not in ("standard", "pack_rush"):
            self.errors.append(f"{where}: bad variant {data.get('variant')!r}")
        if data.get("phase", "main") not in ("main", "beginning", "setup"):
            self.errors.append(f"{where}: bad phase {data.get('phase')!r}")
        players = data.get("players")
        if not isinstance(players, list) or not 2 <= len(players) <= 4:
            self.errors.append(f"{where}: players must be a list of 2 to 4")
            return
        if not isinstance(data.get("active", 0), int) or not 0 <= data.get("active", 0) < len(players):
            self.errors.append(f"{where}: bad active player")
        aliases: dict[str, str] = {}
        name_counts: dict[str, int] = {}
        locations: dict[int, set[str]] = {}

        def register(pw: str, entry: object, index: int) -> str | None:
            name = entry.get("card") if isinstance(entry, dict) else entry
            card = self.card(pw, name)
            if card is None:
                return None
            key = normalize_name(card.full_name)
            name_counts[key] = name_counts.get(key, 0) + 1
            if isinstance(entry, dict) and "id" in entry:
                alias = entry["id"]
                if alias in aliases:
                    self.errors.append(f"{pw}: alias {alias!r} used twice")
                aliases[alias] = card.full_name
                if card.type.value == "Location":
                    locations.setdefault(index, set()).add(alias)
                return alias
            return None

        for i, player in enumerate(players):
            pw = f"{where}: players[{i}]"
            for key in player:
                if key not in PLAYER_KEYS:
                    self.errors.append(f"{pw}: unknown key {key!r}")
            if "deck" not in player:
                self.errors.append(f"{pw}: no deck list")
            for zone in ("deck", "hand", "discard"):
                for entry in player.get(zone, []):
                    register(f"{pw}.{zone}", entry, i)
            ink = player.get("inkwell", 0)
            if isinstance(ink, list):
                for entry in ink:
                    register(f"{pw}.inkwell", entry, i)
            elif not isinstance(ink, int) or ink < 0:
                self.errors.append(f"{pw}: inkwell must be a count or a list")
            for entry in player.get("play", []):
                if not isinstance(entry, dict):
                    register(f"{pw}.play", entry, i)
                    continue
                for key in entry:
                    if key not in INSTANCE_KEYS:
                        self.errors.append(f"{pw}.play: unknown instance key {key!r}")
                register(f"{pw}.play", entry, i)
                for under in entry.get("under", []):
                    register(f"{pw}.play.under", under, i)
        for i, player in enumerate(players):
            for entry in player.get("play", []):
                if isinstance(entry, dict) and entry.get("at") is not None and entry["at"] not in locations.get(i, set()):
                    self.errors.append(f"{where}: players[{i}] {entry.get('card')}: 'at' {entry['at']!r} is not one of its player's locations")

        def ref(sw: str, value: object) -> None:
            if not isinstance(value, str):
                self.errors.append(f"{sw}: card reference must be a string, got {value!r}")
                return
            if value.startswith("player:"):
                return
            if value in aliases:
                return
            key = normalize_name(value)
            count = name_counts.get(key, 0)
            if count == 0:
                self.errors.append(f"{sw}: {value!r} is neither an alias nor a card in the scenario")
            elif count > 1:
                self.errors.append(f"{sw}: {value!r} names {count} cards; use an alias")

        def action(sw: str, act: object) -> None:
            if not isinstance(act, dict) or act.get("type") not in ACTION_KEYS:
                self.errors.append(f"{sw}: bad action {act!r}")
                return
            allowed = ACTION_KEYS[act["type"]]
            for key in act:
                if key != "type" and key not in allowed:
                    self.errors.append(f"{sw}: key {key!r} not allowed in a {act['type']} action")
            if act["type"] == "choose" and len(act) != 2:
                self.errors.append(f"{sw}: a choose action takes exactly one answer key")
            for key in ("card", "target", "shift", "location"):
                if key in act:
                    ref(sw, act[key])
            for key in ("sing", "targets", "order", "cards"):
                for value in act.get(key, []) or []:
                    ref(sw, value)
            if act["type"] in ("ink", "play", "quest", "challenge", "move", "boost") and "card" not in act:
                self.errors.append(f"{sw}: {act['type']} needs a card")

        steps = data.get("steps")
        if not isinstance(steps, list) or not steps:
            self.errors.append(f"{where}: no steps")
            return
        has_expect = False
        for n, step in enumerate(steps):
            sw = f"{where}: step {n}"
            if not isinstance(step, dict) or len(step) != 1 or next(iter(step)) not in ("do", "illegal", "expect"):
                self.errors.append(f"{sw}: a step has exactly one of do/illegal/expect")
                continue
            kind, body = next(iter(step.items()))
            if kind in ("do", "illegal"):
                action(sw, body)
                continue
            has_expect = True
            for key in body:
                if key not in EXPECT_KEYS:
                    self.errors.append(f"{sw}: unknown expect key {key!r}")
            for zone_name in body.get("zones", {}):
                owner, _, zone = zone_name.partition(".")
                if zone not in ZONES or not owner.startswith("p") or not owner[1:].isdigit() or int(owner[1:]) >= len(players):
                    self.errors.append(f"{sw}: bad zone name {zone_name!r}")
                value = body["zones"][zone_name]
                if isinstance(value, list):
                    for name in value:
                        self.card(sw, name)
            for alias, checks in body.get("cards", {}).items():
                ref(sw, alias)
                for key in checks:
                    if key not in CARD_EXPECT_KEYS:
                        self.errors.append(f"{sw}: unknown card expectation {key!r}")
                for kw in list(checks.get("keywords", [])) + list(checks.get("lacks", [])):
                    if kw not in KEYWORDS:
                        self.errors.append(f"{sw}: {kw!r} is not a CR keyword name")
                if checks.get("at") is not None:
                    ref(sw, checks["at"])
                kept = ("damage", "at") if checks.get("zone") == "inkwell" else ("damage", "exerted", "at")
                if checks.get("zone", "play") != "play" and any(checks.get(k) for k in kept):
                    # CR 1.9.4, 7.1.6: damage and states end when a card leaves play (an ink card is ready or exerted).
                    self.errors.append(f"{sw}: {alias} is expected in the {checks['zone']} with damage, exerted or at")
            for act in body.get("legal", []) + body.get("illegal", []):
                action(sw, act)
        if not has_expect:
            self.errors.append(f"{where}: no expect step")
        self.check_assumes(where, data.get("assumes", {}))

    def check_assumes(self, where: str, assumes: dict[str, Any]) -> None:
        for name, claims in assumes.items():
            card = self.card(f"{where}: assumes", name)
            if card is None:
                continue
            actual: dict[str, Any] = {
                "type": card.type.value, "cost": card.cost, "inkable": card.inkable,
                "strength": card.strength, "willpower": card.willpower, "lore": card.lore,
                "move_cost": card.move_cost, "song": card.is_song,
            }
            for key, value in claims.items():
                if key == "keywords":
                    have = {k.keyword: (card.keyword_value(k.keyword) or None) for k in card.keywords}
                    if have != value:
                        self.errors.append(f"{where}: assumes {name} keywords {value}, data has {have}")
                elif key in actual:
                    if actual[key] != value:
                        self.errors.append(f"{where}: assumes {name} {key}={value!r}, data has {actual[key]!r}")
                else:
                    self.errors.append(f"{where}: assumes {name}: unknown claim {key!r}")


def main(argv: list[str]) -> int:
    roots = [Path(a) for a in argv] or [Path(__file__).parent]
    files: list[Path] = []
    for root in roots:
        files.extend(sorted(root.rglob("*.json")) if root.is_dir() else [root])
    checker = Checker()
    for path in files:
        checker.check_file(path)
    for error in checker.errors:
        print(error)
    print(f"{len(files)} scenario files, {len(checker.errors)} problems")
    return 1 if checker.errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
