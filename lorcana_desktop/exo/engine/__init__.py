"""The Creatures of Exo rules engine (pure Python): state, actions, legal actions, the chain of effects.

A game is driven only through ``legal_actions()`` and ``apply()``; every decision is an action (a
priority window is answered by ``Pass`` or a response; a Costo, a Sacrificio and targets are card
choices answered by ``ChooseTargets``)::

    >>> import random
    >>> from lorcana_desktop.exo.engine import starter_game
    >>> game = starter_game(seed=3)
    >>> pick = random.Random(3)
    >>> while not game.over and len(game.actions) < 3000:
    ...     events = game.apply(pick.choice(game.legal_actions()))
    >>> game.over or len(game.actions) == 3000
    True

``game.check(action)`` gives the reason an action is illegal (or None); ``apply`` raises
``IllegalAction`` with it and leaves the state untouched. Also: ``to_act()``, ``priority_holder()``,
``view(player)``, ``describe(action)``, ``undo(n)`` / ``can_undo(n)`` (never across a reveal),
``copy()``, ``to_json()`` / ``ExoGame.from_json(data, book)``.

Where the rules live: ``turn`` (phases and windows), ``chain`` (priority, links, resolution, triggers,
Emergency), ``costs`` (Costo, Sacrificio), ``battle`` (attacks), ``targets`` (Bersaglio), ``effects``
(one handler per effect step), ``zones`` (moves, covering, life), ``stats`` (current values, filters),
``legal`` (legal actions and reasons), ``view``, ``manual`` (tools for text resolved by hand),
``state``, ``decisions``, ``events``, ``options`` (the rulings a ruleset may read otherwise); ``game``
composes them into ``ExoGame``.
"""

from __future__ import annotations

from lorcana_desktop.exo.engine.actions import (
    ACTION_TYPES,
    Accept,
    Action,
    Activate,
    Attack,
    ChooseAmount,
    ChooseOption,
    ChooseTargets,
    Concede,
    Evolve,
    IllegalAction,
    LeaderEffect,
    ManualCounter,
    ManualCover,
    ManualDraw,
    ManualLife,
    ManualMove,
    ManualShuffle,
    NextPhase,
    OrderCards,
    Pass,
    Play,
    Reveal,
    action_from_json,
    action_to_json,
)
from lorcana_desktop.exo.engine.book import CardBook, CardInfo
from lorcana_desktop.exo.engine.game import ENGINE_VERSION, DeckCards, ExoGame
from lorcana_desktop.exo.engine.options import ExoOptions
from lorcana_desktop.exo.engine.setup import ready_deck_cards, starter_book, starter_game
from lorcana_desktop.exo.engine.state import PHASE_NAMES, ZONE_NAMES, ExoState

__all__ = [
    "ACTION_TYPES",
    "ENGINE_VERSION",
    "PHASE_NAMES",
    "ZONE_NAMES",
    "Accept",
    "Action",
    "Activate",
    "Attack",
    "CardBook",
    "CardInfo",
    "ChooseAmount",
    "ChooseOption",
    "ChooseTargets",
    "Concede",
    "DeckCards",
    "Evolve",
    "ExoGame",
    "ExoOptions",
    "ExoState",
    "IllegalAction",
    "LeaderEffect",
    "ManualCounter",
    "ManualCover",
    "ManualDraw",
    "ManualLife",
    "ManualMove",
    "ManualShuffle",
    "NextPhase",
    "OrderCards",
    "Pass",
    "Play",
    "Reveal",
    "action_from_json",
    "action_to_json",
    "ready_deck_cards",
    "starter_book",
    "starter_game",
]
