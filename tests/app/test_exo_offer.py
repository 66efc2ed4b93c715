"""The Exo table's gestures (app/exo_offer.py): every legal action of random positions is reachable through what the
table offers, and nothing offered is refused by the rules (exo/DESIGN.md §3: hand to Field = play, Evolution deck
to Field = evolve, attacker onto target = attack, a Tattica onto a target = play it there)."""

from __future__ import annotations

import random

import pytest

from lorcana_desktop.app.exo_offer import (
    ExoButtonKind,
    ExoTarget,
    exo_offer,
    offered_actions,
    offered_tools,
    on_table,
    reaches,
)
from lorcana_desktop.exo.engine import (
    Attack,
    ChooseTargets,
    ExoGame,
    Play,
    starter_book,
    starter_game,
)
from lorcana_desktop.exo.engine.decisions import PAY, AskTargets
from lorcana_desktop.exo.engine.setup import random_deck
from lorcana_desktop.exo.engine.state import FIELD, HAND
from lorcana_desktop.exo.starter import starter_set


def assert_offer_sound(game: ExoGame, where: str) -> None:
    seat = game.to_act()
    offer = exo_offer(game, seat)
    assert offer.acting, where
    for action in game.legal_actions():
        assert reaches(offer, action), f"{where}: {action} cannot be reached with the mouse"
    for action in offered_actions(offer):
        assert game.check(action) is None, f"{where}: {action} is offered but refused: {game.check(action)}"
    for action in offered_tools(offer):
        assert game.check(action) is None, f"{where}: the tool {action} is offered but refused"
    for card, _tools in offer.tools:
        assert on_table(game, seat, card), f"{where}: tools on a card the table does not show"
    for drag in offer.drags:
        assert on_table(game, seat, drag.card), f"{where}: a drag of card {drag.card}, which the table does not show"
        for d in drag.drops:
            assert d.target.card < 0 or on_table(game, seat, d.target.card), where
    for card, _entries in offer.menus:
        assert on_table(game, seat, card), f"{where}: a menu on a card the table does not show"
    if offer.pick is not None:
        for o in offer.pick.options:
            assert on_table(game, seat, o) or o in offer.panel, f"{where}: option {o} is nowhere to click"
    # The other player is offered nothing at all.
    assert not exo_offer(game, 1 - seat).acting


def play_out(game: ExoGame, rng: random.Random, label: str) -> int:
    steps = 0
    while not game.over and steps < 2500:
        assert_offer_sound(game, f"{label} step {steps}")
        game.apply(rng.choice(game.legal_actions()))
        steps += 1
    return steps


@pytest.mark.parametrize("seed", range(6))
def test_every_legal_action_is_reachable_with_the_ready_decks(seed: int) -> None:
    play_out(starter_game(seed=seed), random.Random(seed), f"ready decks, seed {seed}")


@pytest.mark.parametrize("chunk", range(3))
def test_every_legal_action_is_reachable_with_random_decks_of_the_starter_set(chunk: int) -> None:
    for seed in range(chunk, 12, 3):
        rng = random.Random(seed)
        decks = [random_deck(starter_set(), rng), random_deck(starter_set(), rng)]
        game = ExoGame.new(decks, starter_book(), seed=seed)
        play_out(game, rng, f"random decks, seed {seed}")


def _until(game: ExoGame, rng: random.Random, found, limit: int = 3000) -> bool:  # type: ignore[no-untyped-def]
    for _ in range(limit):
        if game.over:
            return False
        if found(game):
            return True
        game.apply(rng.choice(game.legal_actions()))
    return False


def test_a_creature_dragged_to_the_field_is_played_then_paid_with_the_picker() -> None:
    """«Costo» (R-1): each unit is a Field card covered or a hand card put into Occulto; the picker offers both."""
    for seed in range(40):
        game = starter_game(seed=seed)
        rng = random.Random(seed)

        def creature_to_play(g: ExoGame) -> bool:
            seat = g.to_act()
            return any(isinstance(a, Play) and not g.card(a.card).is_tactic and g.card(a.card).cost is not None
                       and (g.card(a.card).cost.amount or 0) > 0 for a in g.legal_actions()) and seat == g.state.active
        if not _until(game, rng, creature_to_play):
            continue
        seat = game.to_act()
        play = next(a for a in game.legal_actions() if isinstance(a, Play) and not game.card(a.card).is_tactic
                    and game.card(a.card).cost is not None and (game.card(a.card).cost.amount or 0) > 0)
        offer = exo_offer(game, seat)
        drag = offer.drag(play.card)
        assert drag is not None and play in drag.at(ExoTarget(field_of=seat))
        game.apply(drag.at(ExoTarget(field_of=seat))[0])
        while isinstance(game.state.pending, AskTargets) and game.state.pending.purpose != PAY:
            game.apply(game.legal_actions()[0])
        pd = game.state.pending
        assert isinstance(pd, AskTargets) and pd.purpose == PAY
        pick = exo_offer(game, seat).pick
        assert pick is not None and pick.purpose == PAY
        hand = [o for o in pick.options if game.state.zone[o] == HAND]
        assert hand, "cards of the hand can pay by going into Occulto"
        assert all(game.state.zone[o] in (HAND, FIELD) for o in pick.options)
        assert play.card not in pick.options  # the card being played cannot pay for itself
        picked: tuple[int, ...] = ()
        for o in pick.options:
            picked = pick.toggle(picked, o)
        assert len(picked) == pick.count  # never more than the cost
        assert pick.can_confirm(picked)
        game.apply(pick.answer(picked))
        assert all(game.state.zone[c] == 2 or game.state.cov[c] for c in picked)  # OCCULTO, or covered
        return
    pytest.fail("no seed gave a creature to play")


def test_an_attacker_dropped_on_its_target_declares_the_attack() -> None:
    for seed in range(60):
        game = starter_game(seed=seed)
        rng = random.Random(seed)
        if not _until(game, rng, lambda g: any(isinstance(a, Attack) for a in g.legal_actions())):
            continue
        seat = game.to_act()
        attack = next(a for a in game.legal_actions() if isinstance(a, Attack))
        offer = exo_offer(game, seat)
        drag = offer.drag(attack.card)
        assert drag is not None
        assert drag.at(ExoTarget(card=attack.target)) == (attack,)
        assert drag.at(ExoTarget(field_of=seat)) == ()  # dropped on its own Field: it snaps back
        game.apply(attack)
        assert game.state.attack is not None and game.state.attack.target == attack.target
        return
    pytest.fail("no seed gave an attack")


def test_a_tattica_dropped_on_a_card_is_played_on_that_target() -> None:
    for seed in range(80):
        game = starter_game(seed=seed)
        rng = random.Random(seed)

        def aimed(g: ExoGame) -> bool:
            o = exo_offer(g, g.to_act())
            return any(d.target.card >= 0 and isinstance(d.actions[0], Play) for dr in o.drags for d in dr.drops)
        if not _until(game, rng, aimed):
            continue
        offer = exo_offer(game, game.to_act())
        drag, drop = next((dr, d) for dr in offer.drags for d in dr.drops
                          if d.target.card >= 0 and isinstance(d.actions[0], Play))
        action = drop.actions[0]
        assert isinstance(action, Play) and action.targets == (drop.target.card,)
        assert game.card(drag.card).is_tactic
        game.apply(action)
        assert game.state.zone[drag.card] == 3  # in Etere
        link_targets = [t[0] for link in game.state.frames[-1].links for _v, ts in link.targets for t in ts]
        assert drop.target.card in link_targets
        return
    pytest.fail("no seed gave a Tattica with a target")


def test_pass_and_next_phase_are_buttons_and_a_refused_drop_does_nothing() -> None:
    game = starter_game(seed=1)
    seat = game.to_act()
    offer = exo_offer(game, seat)
    kinds = {b.kind for b in offer.buttons}
    assert kinds & {ExoButtonKind.PASS, ExoButtonKind.NEXT_PHASE}
    # The Leader is never dragged onto anything by the first player on turn 1 (no Battle phase, R-1 skips).
    assert offer.drag(game.state.leader[seat]) is None
    assert not any(isinstance(a, ChooseTargets) for a in offered_actions(offer))


def test_manual_tools_are_offered_to_the_priority_holder_and_act_by_hand() -> None:
    """Ability text a set gives without steps is resolved by hand (exo/DESIGN.md §1.1): the tools are offered
    to the player holding priority, never while a choice is asked."""
    from lorcana_desktop.app.exo_offer import ToolKind
    from lorcana_desktop.exo.engine import ManualLife

    game = starter_game(seed=2)
    seat = game.to_act()
    offer = exo_offer(game, seat)
    kinds = {t.kind for t in offer.game_tools}
    assert {ToolKind.DRAW, ToolKind.SHUFFLE, ToolKind.LIFE_UP, ToolKind.LIFE_DOWN} <= kinds
    hand_card = game.state.hand[seat][0]
    moves = {t.detail for t in offer.card_tools(hand_card) if t.kind is ToolKind.MOVE}
    assert "discard" in moves and "hand" not in moves  # already in the hand
    leader_tools = {t.kind for t in offer.card_tools(game.state.leader[seat])}
    assert not leader_tools & {ToolKind.COVER, ToolKind.MOVE}  # a Leader never leaves its zone, is never covered
    life = game.state.life[1 - seat]
    game.apply(next(t.action for t in offer.game_tools if t.action == ManualLife(seat, 1 - seat, -1)))
    assert game.state.life[1 - seat] == life - 1
    assert not exo_offer(game, 1 - seat).game_tools
