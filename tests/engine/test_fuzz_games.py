"""Random games over every fully automated card of sets 1-14 (2-4 players, Pack Rush) keep the rules' invariants.

The fuzzer of ``lorcana-desktop bench fuzz`` (``bench/fuzz.py``) plays each seed: decks of random cards from the
pool, random legal moves, and after every move the checks of test_playouts (no card created or lost, lore and
damage never negative, a legal action until the end, check() and legal_actions() agree, the state's JSON round
trip, the save file replays to the same state). CI plays 2,000 such games; a failure names the seed, which
``lorcana-desktop bench fuzz --games 1 --seed SEED`` plays again.
"""

from __future__ import annotations

from collections import Counter

import pytest

from lorcana_desktop.bench.fuzz import VARIANTS, fuzz_game, fuzz_pool, fuzz_setup
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.scripts import default_provider, manual_abilities

GAMES = 2000
CHUNKS = 8


@pytest.fixture(scope="module")
def pool(cards: CardIndex) -> list[str]:
    return fuzz_pool(cards)


def test_the_pool_is_every_automated_card_of_sets_1_to_14(cards: CardIndex, pool: list[str]) -> None:
    names = set(pool)
    assert len(names) > 2000
    for c in cards:
        in_sets = c.set_code.isdigit() and 1 <= int(c.set_code) <= 14
        assert (c.full_name in names) == (in_sets and not manual_abilities(c)), c.full_name


def test_the_games_cover_every_player_count_and_pack_rush(pool: list[str]) -> None:
    kinds = Counter(fuzz_setup(seed, pool)[:2] for seed in range(GAMES))
    assert set(kinds) == {(p, v) for v, p in VARIANTS}
    assert min(kinds.values()) >= GAMES // 10
    players, variant, decks = fuzz_setup(7, pool)
    assert len(decks) == players and all(len(d) == (24 if variant == "pack_rush" else 60) for d in decks)
    assert fuzz_setup(7, pool) == (players, variant, decks)  # a seed is one game


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_over_every_automated_card_keep_the_invariants(cards: CardIndex, pool: list[str],
                                                                     chunk: int) -> None:
    scripts = default_provider()
    faults = []
    undecided: list[int] = []
    for seed in range(chunk, GAMES, CHUNKS):
        fault = fuzz_game(seed, pool, cards, scripts, undecided=undecided)
        if fault is not None:
            faults.append(fault)
    assert not faults, "\n".join(f.line() for f in faults) + "\n\n" + (faults[0].detail or "")
    # Only Pack Rush may go on forever (nobody loses for an empty deck there, CR 10.2.5); a standard game ends
    # at the latest when a deck runs out (CR 1.8.1.2).
    assert all(fuzz_setup(seed, pool)[1] == "pack_rush" for seed in undecided), undecided
