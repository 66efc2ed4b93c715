"""The rules engine (pure Python): game state, actions, legal actions, effects.

A game is driven only through ``legal_actions()`` and ``apply()``; every decision,
mulligans and bag order included, is an action::

    >>> import random
    >>> from lorcana_desktop.cards import default_cards
    >>> from lorcana_desktop.engine import Game
    >>> from lorcana_desktop.scripts import default_provider
    >>> deck = ["Stitch - New Dog", "Mickey Mouse - True Friend", "Goofy - Musketeer"] * 20
    >>> game = Game.new([deck, deck], default_cards(), seed=7, scripts=default_provider())
    >>> pick = random.Random(7)
    >>> while not game.over:
    ...     events = game.apply(pick.choice(game.legal_actions()))
    >>> game.state.winner in (0, 1)
    True

``game.check(action)`` gives the reason an action is illegal (or None); ``apply``
raises :class:`IllegalAction` with that reason and leaves the state untouched.

Also: ``game.to_act()`` (who decides now), ``game.state.pending`` (what is asked: a typed
decision of ``decisions``, e.g. ``AskTargets``), ``game.pending_info()`` (the same for interfaces),
``game.describe(action)``, ``game.view(player)`` (a typed ``GameView``: hidden cards have no name), ``game.undo(n)``
and ``game.can_undo(n)`` (never across a draw or a look at hidden cards), ``game.copy()``,
``game.to_json()`` / ``Game.from_json(data, cards)`` (initial state + actions = save and
replay), ``game.state.to_json()`` / ``GameState.from_json``; current values with
``strength(i)``, ``willpower(i)``, ``lore_value(i)``, ``has_keyword(i, "Evasive")``,
``play_cost(i)``, ``manual_abilities(i)`` (printed abilities not automated). Named abilities come
from card scripts: ``Game.new(..., scripts=provider)`` (see ``abilities``, ``lang``); the engine never imports
the scripts package (it sits above): the app passes ``lorcana_desktop.scripts.default_provider()``, and
``install_default_scripts(provider)`` makes it the default of games built without one (the tests, the CLI).

Where the rules live: ``legal`` (legal actions, reasons), ``turn_actions`` (CR 4), ``challenge``,
``zones``, ``turn`` (CR 3, mulligans, state checks), ``bag`` (triggers, CR 7.7; ``bag_entry``: what waits in
it), ``lasting`` (the effects that last and until when), ``flags`` (what happened this turn), ``lang`` (the typed
effect language), ``effects`` (one handler per effect step), ``resolution`` (the effect resolving),
``decisions`` (what the engine waits for), ``events`` (what happened, one class per kind), ``tasks``
(what the turn does next), ``stats`` (current values), ``view``, ``history``, ``setup``; ``game`` composes them into ``Game``.
"""

from lorcana_desktop.engine.abilities import (
    NO_SCRIPTS,
    ActionEffect,
    ActivatedAbility,
    ActivatedCost,
    CardScript,
    ScriptProvider,
    ScriptTable,
    StaticAbility,
    TriggeredAbility,
)
from lorcana_desktop.engine.actions import (
    Accept,
    Action,
    Activate,
    Boost,
    Challenge,
    ChooseAmount,
    ChooseOption,
    ChooseTargets,
    ChooseTrigger,
    Concede,
    EndTurn,
    Event,
    IllegalAction,
    InkCard,
    Move,
    Mulligan,
    NameCard,
    OrderCards,
    PlayCard,
    Quest,
    action_from_json,
    action_to_json,
    player_target,
)
from lorcana_desktop.engine.game import INK_CARD_NAME, Game, add_card, install_default_scripts, new_state
from lorcana_desktop.engine.manual import (
    AdjustDamage,
    AdjustDrops,
    AdjustLore,
    LookAtTop,
    ManualDraw,
    ManualZone,
    MoveOwnCard,
    NoteCard,
    SetExerted,
    SetLocation,
    ShuffleDeck,
)
from lorcana_desktop.engine.notes import Noted
from lorcana_desktop.engine.reasons import Reason, Why
from lorcana_desktop.engine.state import (
    DECK,
    DISCARD,
    HAND,
    INKWELL,
    PLAY,
    UNDER,
    ZONE_NAMES,
    GameState,
    Phase,
    Zone,
)
from lorcana_desktop.engine.view import CardView, GameView, InPlay, PlayerView

__all__ = [
    "DECK",
    "DISCARD",
    "HAND",
    "INKWELL",
    "INK_CARD_NAME",
    "NO_SCRIPTS",
    "PLAY",
    "UNDER",
    "ZONE_NAMES",
    "Accept",
    "Action",
    "ActionEffect",
    "Activate",
    "ActivatedAbility",
    "ActivatedCost",
    "AdjustDamage",
    "AdjustDrops",
    "AdjustLore",
    "Boost",
    "CardScript",
    "CardView",
    "Challenge",
    "ChooseAmount",
    "ChooseOption",
    "ChooseTargets",
    "ChooseTrigger",
    "Concede",
    "EndTurn",
    "Event",
    "Game",
    "GameState",
    "GameView",
    "IllegalAction",
    "InPlay",
    "InkCard",
    "LookAtTop",
    "ManualDraw",
    "ManualZone",
    "Move",
    "MoveOwnCard",
    "Mulligan",
    "NameCard",
    "NoteCard",
    "Noted",
    "OrderCards",
    "Phase",
    "PlayCard",
    "PlayerView",
    "Quest",
    "Reason",
    "ScriptProvider",
    "ScriptTable",
    "SetExerted",
    "SetLocation",
    "ShuffleDeck",
    "StaticAbility",
    "TriggeredAbility",
    "Why",
    "Zone",
    "action_from_json",
    "action_to_json",
    "add_card",
    "install_default_scripts",
    "new_state",
    "player_target",
]
