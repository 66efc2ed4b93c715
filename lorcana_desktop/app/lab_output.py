"""A lab run written to a file: JSON (the run, its statistics and every game record) or CSV (one row per game)."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

from lorcana_desktop.app.lab import LabResult
from lorcana_desktop.app.lab_stats import LabStats, WinRate

CSV_COLUMNS = ("opponent", "game", "seed", "on_play", "outcome", "ending", "turns", "own_turns", "lore",
               "opponent_lore", "opening_inkable", "opening_hand", "missed_ink_by_turn_4", "error")


def _rate(w: WinRate) -> dict[str, Any]:
    return {"wins": w.wins, "games": w.games, "rate": round(w.rate, 4), "low": round(w.low, 4),
            "high": round(w.high, 4)}


def stats_json(st: LabStats, opponents: list[str]) -> dict[str, Any]:
    return {
        "games": st.games, "overall": _rate(st.overall), "on_play": _rate(st.on_play), "on_draw": _rate(st.on_draw),
        "unfinished": st.unfinished, "errors": st.errors,
        "pairings": [{"opponent": opponents[p.pairing], "overall": _rate(p.overall), "on_play": _rate(p.on_play),
                      "on_draw": _rate(p.on_draw), "unfinished": p.unfinished, "mean_turns": round(p.mean_turns, 2)}
                     for p in st.pairings],
        "mean_turns": round(st.mean_turns, 2), "median_turns": st.median_turns,
        "turns": [[t, n] for t, n in st.turns],
        "wins_by": {e.value: n for e, n in st.wins_by}, "losses_by": {e.value: n for e, n in st.losses_by},
        "inkable_share": round(st.inkable_share, 4), "missed_ink": st.missed_ink, "ink_games": st.ink_games,
        "cards": [{"card": c.card, "drawn": c.drawn, "played": c.played, "when_drawn": _rate(c.when_drawn),
                   "when_not_drawn": _rate(c.when_not_drawn), "when_played": _rate(c.when_played),
                   "usual_turn": c.usual_turn} for c in st.cards],
    }


def write_results(result: LabResult, path: Path) -> None:
    """Write ``result`` as JSON or CSV, by the file's suffix (ValueError for any other)."""
    suffix = path.suffix.lower()
    names = [o.name for o in result.spec.opponents]
    if suffix == ".json":
        data = {"run": result.spec.to_json(), "seconds": round(result.seconds, 2), "jobs": result.jobs,
                "where": result.where, "stats": stats_json(result.stats, names),
                "games": [r.to_json() for r in result.records]}
        path.write_text(json.dumps(data, indent=1, ensure_ascii=False), encoding="utf-8")
    elif suffix == ".csv":
        with path.open("w", newline="", encoding="utf-8") as f:
            w = csv.writer(f)
            w.writerow(CSV_COLUMNS)
            for r in result.records:
                missed = "" if len(r.inked) < 4 else ("yes" if not all(r.inked[:4]) else "no")
                w.writerow([names[r.pairing], r.number + 1, r.seed, "yes" if r.on_play else "no", r.outcome.value,
                            r.ending.value, r.turns, r.own_turns, r.lore[0], r.lore[1], r.opening_inkable,
                            " | ".join(r.opening_hand), missed, r.error])
    else:
        raise ValueError(f"{path}: the file must end in .json or .csv")
