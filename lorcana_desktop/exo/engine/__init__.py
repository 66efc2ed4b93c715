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

Choices of this engine where neither the rules nor the rulings of DESIGN.md decide (each is a place a
person could read otherwise; none is a ruleset option yet):

- Phase windows (R-11): every phase opens a start window; the Main phase, the attacks of the Battle
  phase and the End phase then keep an open window closed by a declared change of phase; the Battle
  phase's second sub-phase is one more start window. A start window ends, for the phases with an open
  window, as soon as the active player starts a chain (the opponent's chance at the start is only when the
  active player does not start one, rule 3).
- ODIO is no chain link: its +100 is read at the damage calculation, when the card must still be face up
  («per questo calcolo dei danni»).
- A forced end of turn (R-40) opens no window, so CICLO does not trigger then.
- A Vice Leader arriving when its zone was taken meanwhile goes to the discard pile (the two cannot
  coexist; the rules let the owner choose only for ``become_vice_leader``, where the engine asks);
  control taken «fino alla fine del turno» of a Vice Leader whose owner's zone is taken again ends the
  same way.
- A Reliquia is always made (the rule «se non possiedi una carta specifica … non viene generata» is about
  owning the physical card).
- An alternative cost that is a Sacrificio is refused with a reason (only a Costo is played as an
  alternative); «qualsiasi pila degli scarti» cannot be written in a filter: a discard or banished pile is
  the player's own unless the filter names the opponent's.
- Triggered key abilities are mandatory unless «puoi» (R-24); rule 7 limits what a player chooses to add,
  so a card's triggered effects are never refused by it (R-14).
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
