"""The game log in words: one line for each thing a player would notice, built from the engine's events.

A line is an English template with named values, so the window can translate the template
(``QCoreApplication.translate("GameLog", line.template)``) and fill in the same values;
``line.text`` is the English line. Templates are marked with ``QT_TRANSLATE_NOOP`` so Qt's
``lupdate`` finds them in this Qt-free module. Values that are words of the log themselves (a zone,
why a player left) are named in ``line.words`` and translated in the same context; values that name
cards keep the English full names in ``line.cards``, so the window can show each card's name in
its language.

A line never names a card that is hidden from an opponent: draws, cards put back by a
mulligan and cards moved between hidden zones are counted, not named (CR 7.1.3). A card put
into the inkwell from the hand is named: it was revealed to everyone (CR 4.2.1.1).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from lorcana_desktop.app.engine_words import SAID_BY_EVENTS, worded_note
from lorcana_desktop.engine import events as ev
from lorcana_desktop.engine.actions import ChooseTrigger
from lorcana_desktop.engine.decisions import AskTrigger
from lorcana_desktop.engine.events import Event
from lorcana_desktop.engine.manual import (
    AdjustDamage,
    AdjustDrops,
    AdjustLore,
    LookAtTop,
    ManualDraw,
    MoveOwnCard,
    NoteCard,
    SetExerted,
    SetLocation,
    ShuffleDeck,
)

if TYPE_CHECKING:
    from lorcana_desktop.engine import Action, Game


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for translation in ``context``; translated where it is shown."""
    return text


@dataclass(frozen=True, slots=True)
class LogLine:
    """One line of the log: during ``turn``, about ``player`` (-1: nobody), after action ``action``."""

    turn: int
    player: int
    template: str
    values: dict[str, str] = field(default_factory=dict)
    action: int = 0  # how many actions had been taken when this line was written (for undo)
    words: tuple[str, ...] = ()  # the values that are marked words of the log ("hand", "conceded")
    cards: dict[str, tuple[str, ...]] = field(default_factory=dict)  # value -> the English full names it lists

    @property
    def text(self) -> str:
        return self.template.format(**self.values)


TEMPLATES = {
    "First": QT_TRANSLATE_NOOP("GameLog", "{player} goes first"),
    "TurnStarted": QT_TRANSLATE_NOOP("GameLog", "Turn {turn}: {player}"),
    "KeepHand": QT_TRANSLATE_NOOP("GameLog", "{player} keeps their hand"),
    "Mulligan": QT_TRANSLATE_NOOP("GameLog", "{player} puts {count} cards back"),
    "Mulligan1": QT_TRANSLATE_NOOP("GameLog", "{player} puts a card back"),
    "Drew": QT_TRANSLATE_NOOP("GameLog", "{player} draws {count} cards"),
    "Drew1": QT_TRANSLATE_NOOP("GameLog", "{player} draws a card"),
    "Inked": QT_TRANSLATE_NOOP("GameLog", "{player} puts {card} into their inkwell"),
    "InkedHidden": QT_TRANSLATE_NOOP("GameLog", "{player} puts a card into their inkwell"),
    "Played": QT_TRANSLATE_NOOP("GameLog", "{player} plays {card}"),
    "Shifted": QT_TRANSLATE_NOOP("GameLog", "{player} shifts {card} onto {base}"),
    "Sang": QT_TRANSLATE_NOOP("GameLog", "{singers} sing {card}"),
    "Sang1": QT_TRANSLATE_NOOP("GameLog", "{singers} sings {card}"),
    "Quested": QT_TRANSLATE_NOOP("GameLog", "{card} quests"),
    "LoreGained": QT_TRANSLATE_NOOP("GameLog", "{player} gains {count} lore"),
    "LoreGained1": QT_TRANSLATE_NOOP("GameLog", "{player} gains 1 lore"),
    "LoreLost": QT_TRANSLATE_NOOP("GameLog", "{player} loses {count} lore"),
    "LoreLost1": QT_TRANSLATE_NOOP("GameLog", "{player} loses 1 lore"),
    "ChallengeStarted": QT_TRANSLATE_NOOP("GameLog", "{card} challenges {target}"),
    "DamageDealt": QT_TRANSLATE_NOOP("GameLog", "{card} is dealt {count} damage"),
    "DamageDealt1": QT_TRANSLATE_NOOP("GameLog", "{card} is dealt 1 damage"),
    "DamagePut": QT_TRANSLATE_NOOP("GameLog", "{count} damage put on {card}"),
    "DamagePut1": QT_TRANSLATE_NOOP("GameLog", "1 damage put on {card}"),
    "DamageRemoved": QT_TRANSLATE_NOOP("GameLog", "{count} damage removed from {card}"),
    "DamageRemoved1": QT_TRANSLATE_NOOP("GameLog", "1 damage removed from {card}"),
    "DamageMoved": QT_TRANSLATE_NOOP("GameLog", "{count} damage moved to {card}"),
    "DamageMoved1": QT_TRANSLATE_NOOP("GameLog", "1 damage moved to {card}"),
    "DamagePrevented": QT_TRANSLATE_NOOP("GameLog", "{count} damage to {card} is prevented"),
    "DamagePrevented1": QT_TRANSLATE_NOOP("GameLog", "1 damage to {card} is prevented"),
    "Banished": QT_TRANSLATE_NOOP("GameLog", "{card} is banished"),
    "ReturnedToHand": QT_TRANSLATE_NOOP("GameLog", "{card} returns to {owner}'s hand"),
    "ToDiscard": QT_TRANSLATE_NOOP("GameLog", "{card} goes to {owner}'s discard"),
    "HiddenMove": QT_TRANSLATE_NOOP("GameLog", "A card of {owner} moves from their {src} to their {dst}"),
    "Moved": QT_TRANSLATE_NOOP("GameLog", "{card} moves to {location}"),
    "Boosted": QT_TRANSLATE_NOOP("GameLog", "{player} boosts {card}: a card goes face down under it"),
    "Activated": QT_TRANSLATE_NOOP("GameLog", "{player} uses {card}: {ability}"),
    "TriggerAdded": QT_TRANSLATE_NOOP("GameLog", "{card}: {ability} triggers"),
    "NoEffect": QT_TRANSLATE_NOOP("GameLog", "{card}: {ability} has no effect"),
    "DeckRebuilt": QT_TRANSLATE_NOOP("GameLog", "{player} shuffles their deck"),
    "Named": QT_TRANSLATE_NOOP("GameLog", "{player} names {name}"),
    "Revealed": QT_TRANSLATE_NOOP("GameLog", "{player} reveals {cards}"),
    "PutOnBottom": QT_TRANSLATE_NOOP("GameLog", "{player} puts {count} cards on the bottom of their deck"),
    "PutOnBottom1": QT_TRANSLATE_NOOP("GameLog", "{player} puts a card on the bottom of their deck"),
    "EndTurn": QT_TRANSLATE_NOOP("GameLog", "{player} ends their turn"),
    "PlayerLeft": QT_TRANSLATE_NOOP("GameLog", "{player} leaves the game ({why})"),
    "GameOver": QT_TRANSLATE_NOOP("GameLog", "{player} wins the game"),
    "DropsGained": QT_TRANSLATE_NOOP("GameLog", "{player} gets {count} ink drops"),
    "DropsGained1": QT_TRANSLATE_NOOP("GameLog", "{player} gets an ink drop"),
    "DropsRemoved": QT_TRANSLATE_NOOP("GameLog", "{player} removes {count} ink drops to pay"),
    "DropsRemoved1": QT_TRANSLATE_NOOP("GameLog", "{player} removes an ink drop to pay"),
    # A printed ability the engine does not automate, at its moment: the player resolves it by hand.
    "ManualDue": QT_TRANSLATE_NOOP("GameLog", "Manual ability now: {card}, {ability}: resolve it with the manual tools"),
    "ManualDue_play": QT_TRANSLATE_NOOP("GameLog", "Manual ability: {card} was played: {ability} is resolved with the "
                                            "manual tools"),
    "ManualDue_activated": QT_TRANSLATE_NOOP("GameLog", "Manual ability: {card}, {ability} was used: resolve its effect "
                                                 "with the manual tools"),
    "ManualDue_quest": QT_TRANSLATE_NOOP("GameLog", "Manual ability: {card} quests: resolve {ability} with the manual "
                                             "tools"),
    "ManualDue_challenges": QT_TRANSLATE_NOOP("GameLog", "Manual ability: {card} challenges: resolve {ability} with the "
                                                  "manual tools"),
    "ManualDue_challenged": QT_TRANSLATE_NOOP("GameLog", "Manual ability: {card} is challenged: resolve {ability} with "
                                                  "the manual tools"),
    "ManualDue_banished": QT_TRANSLATE_NOOP("GameLog", "Manual ability: {card} is banished: resolve {ability} with the "
                                                "manual tools"),
    "ManualDue_start_of_turn": QT_TRANSLATE_NOOP("GameLog", "Manual ability at the start of the turn: {card}, {ability}: "
                                                     "resolve it with the manual tools"),
    "ManualDue_end_of_turn": QT_TRANSLATE_NOOP("GameLog", "Manual ability at the end of the turn: {card}, {ability}: "
                                                   "resolve it with the manual tools"),
    "ManualDamageOn": QT_TRANSLATE_NOOP("GameLog", "Manual: {player} puts {count} damage on {card}"),
    "ManualDamageOn1": QT_TRANSLATE_NOOP("GameLog", "Manual: {player} puts 1 damage on {card}"),
    "ManualDamageOff": QT_TRANSLATE_NOOP("GameLog", "Manual: {player} removes {count} damage from {card}"),
    "ManualDamageOff1": QT_TRANSLATE_NOOP("GameLog", "Manual: {player} removes 1 damage from {card}"),
    "ManualLoreUp": QT_TRANSLATE_NOOP("GameLog", "Manual: {player} gains {count} lore"),
    "ManualLoreUp1": QT_TRANSLATE_NOOP("GameLog", "Manual: {player} gains 1 lore"),
    "ManualLoreDown": QT_TRANSLATE_NOOP("GameLog", "Manual: {player} loses {count} lore"),
    "ManualLoreDown1": QT_TRANSLATE_NOOP("GameLog", "Manual: {player} loses 1 lore"),
    "ManualExert": QT_TRANSLATE_NOOP("GameLog", "Manual: {card} is exerted"),
    "ManualReady": QT_TRANSLATE_NOOP("GameLog", "Manual: {card} is readied"),
    "ManualMove": QT_TRANSLATE_NOOP("GameLog", "Manual: {player} moves {card} from their {src} to their {dst}"),
    "ManualMoveHidden": QT_TRANSLATE_NOOP("GameLog", "Manual: {player} moves a card from their {src} to their {dst}"),
    "ManualDraw": QT_TRANSLATE_NOOP("GameLog", "Manual: {player} draws a card"),
    "ManualShuffle": QT_TRANSLATE_NOOP("GameLog", "Manual: {player} shuffles their deck"),
    "ManualLook": QT_TRANSLATE_NOOP("GameLog", "Manual: {player} looks at the top card of their deck"),
    "ManualMoveOther": QT_TRANSLATE_NOOP("GameLog", "Manual: {player} moves {card} from play to {owner}'s {dst}"),
    "ManualNote": QT_TRANSLATE_NOOP("GameLog", "Manual: {player} notes on {card}: \u201c{text}\u201d"),
    "ManualNoteOff": QT_TRANSLATE_NOOP("GameLog", "Manual: {player} takes the note off {card}"),
    "ManualDropsUp": QT_TRANSLATE_NOOP("GameLog", "Manual: {player} gets {count} ink drops"),
    "ManualDropsUp1": QT_TRANSLATE_NOOP("GameLog", "Manual: {player} gets 1 ink drop"),
    "ManualDropsDown": QT_TRANSLATE_NOOP("GameLog", "Manual: {player} loses {count} ink drops"),
    "ManualDropsDown1": QT_TRANSLATE_NOOP("GameLog", "Manual: {player} loses 1 ink drop"),
    "ManualAt": QT_TRANSLATE_NOOP("GameLog", "Manual: {card} moves to {location}"),
    "ManualAtNone": QT_TRANSLATE_NOOP("GameLog", "Manual: {card} leaves its location"),
}
# The lines that announce a manual ability at its moment (the table's prompt bar repeats them).
MANUAL_DUE = frozenset(v for k, v in TEMPLATES.items() if k.startswith("ManualDue"))
# The zones a line names ("moves from their hand to their deck"), as words the window translates.
ZONE_WORDS = {
    "hand": QT_TRANSLATE_NOOP("GameLog", "hand"), "deck": QT_TRANSLATE_NOOP("GameLog", "deck"),
    "play": QT_TRANSLATE_NOOP("GameLog", "play"), "inkwell": QT_TRANSLATE_NOOP("GameLog", "inkwell"),
    "discard": QT_TRANSLATE_NOOP("GameLog", "discard"),
    "deck_top": QT_TRANSLATE_NOOP("GameLog", "deck (on top)"),
    "deck_bottom": QT_TRANSLATE_NOOP("GameLog", "deck (at the bottom)"),
}
# Why a player leaves the game, as the engine says it (CR 1.8.1.2 and conceding).
LEAVING_WORDS = {
    "conceded": QT_TRANSLATE_NOOP("GameLog", "conceded"),
    "has no cards in their deck at the end of their turn":
        QT_TRANSLATE_NOOP("GameLog", "has no cards in their deck at the end of their turn"),
}
# The values that name cards, and those that are words of the log.
_CARD_VALUES = ("card", "base", "target", "location", "singers", "cards")
_WORD_VALUES = ("src", "dst", "why")

# Events a player would not read about: they show on the table (exerting, readying, paying ink).
# A card looked at is seen by one player only: the log, which every seat reads, does not name it.
_QUIET = (ev.Exerted, ev.Readied, ev.InkPaid, ev.LookedAt)
_PUBLIC_ZONES = frozenset({"play", "discard"})
_DAMAGE_KEYS: dict[type, str] = {ev.DamageDealt: "DamageDealt", ev.DamagePut: "DamagePut",
                                 ev.DamageRemoved: "DamageRemoved", ev.DamageMoved: "DamageMoved",
                                 ev.DamagePrevented: "DamagePrevented"}


class LogWriter:
    """Turns a batch of events of ``game`` into log lines; ``player(p)`` gives a seat's name."""

    def __init__(self, game: Game, player: Callable[[int], str]) -> None:
        self.game = game
        self._player = player
        self._played: set[int] = set()
        self._banished: set[int] = set()
        self._manual_move = False
        self._named: dict[str, tuple[str, ...]] = {}  # a value naming cards -> their full names

    def _name(self, i: int) -> str:
        name = self.game.name(i)
        self._named[name] = (name,)
        return name

    def _names(self, cards: Sequence[int]) -> str:
        names = tuple(self.game.name(c) for c in cards)
        text = ", ".join(names)
        self._named[text] = names
        return text

    def _line(self, turn: int, who: int, key: str, values: dict[str, str], action: int) -> LogLine:
        """A line of template ``key``: its zone and reason values as the log's words, and the English full
        names of the cards each card value names (the names ``_name`` and ``_names`` gave)."""
        words = tuple(k for k in _WORD_VALUES if k in values)
        for k in words:
            values[k] = ZONE_WORDS.get(values[k], LEAVING_WORDS.get(values[k], values[k]))
        cards = {k: self._named[values[k]] for k in _CARD_VALUES if k in values and values[k] in self._named}
        if values.get("count") == "1" and key + "1" in TEMPLATES:
            key += "1"  # "1 damage", "1 lore": other languages say one in the singular
        return LogLine(turn, who, TEMPLATES[key], values, action, words, cards)

    def lines(self, events: Sequence[Event], turn: int, action: int,
              resolved: tuple[int, str] | None = None) -> list[LogLine]:
        """The lines for ``events``; ``resolved`` is the bag effect the action resolved (see ``resolving``)."""
        out: list[LogLine] = []
        n, pl = self._name, self._player
        self._played = {e.card for e in events if isinstance(e, ev.Played)}
        # Shift and sing say "plays" in their own words: the Played event of that card says it again.
        said = {e.card for e in events if isinstance(e, (ev.Shifted, ev.Sang))}
        self._manual_move = any(isinstance(e, ev.ManualUsed) and isinstance(e.action, MoveOwnCard) for e in events)
        self._banished = {e.card for e in events if isinstance(e, ev.Banished)}
        manual_draw = any(isinstance(e, ev.ManualUsed) and isinstance(e.action, ManualDraw) for e in events)
        k = 0
        while k < len(events):
            e = events[k]
            k += 1
            if isinstance(e, ev.TurnStarted):
                turn = e.turn

            def add(key: str, _who: int = e.player, _turn: int = turn, **values: str) -> None:
                out.append(self._line(_turn, _who, key, values, action))

            if isinstance(e, _QUIET) or (isinstance(e, ev.Drew) and manual_draw) \
                    or (isinstance(e, ev.CardMoved) and self._manual_move) \
                    or (isinstance(e, ev.DamageEvent) and e.amount == 0) \
                    or (isinstance(e, ev.Played) and e.card in said):
                continue  # (no "0 damage removed": "remove up to 3 damage" from an undamaged character)
            if isinstance(e, ev.ManualUsed):
                self._manual(e, add)
            elif isinstance(e, ev.Drew):
                # A run of draws by one player is one line; which cards is hidden (CR 7.1.3).
                count = 1
                while k < len(events) and isinstance(events[k], ev.Drew) and events[k].player == e.player:
                    count += 1
                    k += 1
                add("Drew1" if count == 1 else "Drew", player=pl(e.player), count=str(count))
            elif isinstance(e, ev.TurnStarted):
                add("TurnStarted", turn=str(e.turn), player=pl(e.player))
            elif isinstance(e, ev.Mulliganed):
                if e.count:
                    add("Mulligan1" if e.count == 1 else "Mulligan", player=pl(e.player), count=str(e.count))
                else:
                    add("KeepHand", player=pl(e.player))
            elif isinstance(e, ev.CardMoved):
                self._moved(e, add)
            elif isinstance(e, ev.Played):
                add("Played", player=pl(e.player), card=n(e.card))
            elif isinstance(e, (ev.Shifted, ev.Sang)):
                if isinstance(e, ev.Shifted):
                    add("Shifted", player=pl(e.player), card=n(e.card), base=self._names(e.onto))
                else:
                    add("Sang1" if len(e.singers) == 1 else "Sang", singers=self._names(e.singers), card=n(e.card))
            elif isinstance(e, ev.Quested):
                add("Quested", card=n(e.card))
            elif isinstance(e, ev.LoreGained):
                add("LoreGained", player=pl(e.player), count=str(e.amount))
            elif isinstance(e, ev.LoreLost):
                add("LoreLost", player=pl(e.player), count=str(e.amount))
            elif isinstance(e, ev.ChallengeStarted):
                add("ChallengeStarted", card=n(e.card), target=n(e.target))
            elif isinstance(e, ev.DamageEvent):
                add(_DAMAGE_KEYS[type(e)], card=n(e.card), count=str(e.amount))
            elif isinstance(e, ev.Banished):
                add("Banished", card=n(e.card))
            elif isinstance(e, ev.Moved):
                add("Moved", card=n(e.card), location=n(e.location))
            elif isinstance(e, ev.PutUnder):
                # Boost: ``card`` is the face-down card (hidden, CR 8.4.2), ``onto`` the boosted card.
                add("Boosted", player=pl(e.player), card=n(e.onto))
            elif isinstance(e, ev.Activated):
                add("Activated", player=pl(e.player), card=n(e.card), ability=e.ability)
            elif isinstance(e, ev.TriggerAdded):
                add("TriggerAdded", card=n(e.card), ability=e.ability)
            elif isinstance(e, ev.DeckRebuilt):
                add("DeckRebuilt", player=pl(e.player))
            elif isinstance(e, ev.Named):
                add("Named", player=pl(e.player), name=e.name)
            elif isinstance(e, ev.Revealed):
                # The cards one player reveals together are one line (everyone sees them).
                cards = [e.card]
                while k < len(events) and isinstance(events[k], ev.Revealed) and events[k].player == e.player:
                    cards.append(events[k].card)
                    k += 1
                add("Revealed", player=pl(e.player), cards=self._names(cards))
            elif isinstance(e, ev.PutOnBottom):
                add("PutOnBottom1" if e.count == 1 else "PutOnBottom", player=pl(e.player), count=str(e.count))
            elif isinstance(e, ev.TurnEnded):
                add("EndTurn", player=pl(e.player))
            elif isinstance(e, ev.PlayerLeft):
                add("PlayerLeft", player=pl(e.player), why=e.why)
            elif isinstance(e, ev.GameOver):
                add("GameOver", player=pl(e.player))
            elif isinstance(e, (ev.InkDropsGained, ev.InkDropsRemoved)):
                if e.amount > 0:  # (a drop is a resource every player sees beside the lore)
                    key = "DropsGained" if isinstance(e, ev.InkDropsGained) else "DropsRemoved"
                    add(key + ("1" if e.amount == 1 else ""), player=pl(e.player), count=str(e.amount))
            elif isinstance(e, ev.ManualAbilityDue):
                key = f"ManualDue_{e.moment}"
                add(key if key in TEMPLATES else "ManualDue", card=n(e.card), ability=ability_words(e.ability))
            elif isinstance(e, ev.Note) and e.code not in SAID_BY_EVENTS:
                # The engine's typed note, worded by its code (app/engine_words); a seat by its name.
                note = worded_note(e, pl)
                out.append(LogLine(turn, -1, note.template, dict(note.values), action, (), dict(note.cards)))
        if resolved is not None and not events:
            info = self.game.pending_info()
            if info is None or info.source != resolved[0]:
                # CR 6.2.4: it resolved, and nothing happened (an "if" that did not hold, nothing to
                # choose). Said once: the engine's own note may say why.
                card, ability = resolved
                out.append(self._line(turn, self.game.state.owner[card] if card >= 0 else -1, "NoEffect",
                                      {"card": n(card), "ability": ability}, action))
        return out

    def _manual(self, e: ev.ManualUsed, add: Callable[..., None]) -> None:
        """A manual tool: always says "Manual:", and names a card only where everyone sees it."""
        who = self._player(e.player)
        a = e.action
        if isinstance(a, AdjustDamage):
            add("ManualDamageOn" if a.amount > 0 else "ManualDamageOff", player=who, count=str(abs(a.amount)),
                card=self._name(e.card))
        elif isinstance(a, AdjustLore):
            add("ManualLoreUp" if a.amount > 0 else "ManualLoreDown", player=who, count=str(abs(a.amount)))
        elif isinstance(a, SetExerted):
            add("ManualExert" if a.exerted else "ManualReady", card=self._name(e.card))
        elif isinstance(a, MoveOwnCard) and a.player != self.game.state.owner[e.card]:
            dst = a.to
            add("ManualMoveOther", player=who, card=self._name(e.card), owner=self._player(
                self.game.state.owner[e.card]), dst=dst)
        elif isinstance(a, MoveOwnCard):
            src_zone, dst_zone = e.src, a.to
            public = src_zone in _PUBLIC_ZONES or dst_zone in _PUBLIC_ZONES \
                or (src_zone == "hand" and dst_zone == "inkwell")
            src, dst = src_zone, dst_zone
            if public:
                add("ManualMove", player=who, card=self._name(e.card), src=src, dst=dst)
            else:
                add("ManualMoveHidden", player=who, src=src, dst=dst)
        elif isinstance(a, ManualDraw):
            add("ManualDraw", player=who)
        elif isinstance(a, ShuffleDeck):
            add("ManualShuffle", player=who)
        elif isinstance(a, LookAtTop):
            add("ManualLook", player=who)
        elif isinstance(a, NoteCard):
            if a.text.strip():
                add("ManualNote", player=who, card=self._name(e.card), text=a.text.strip())
            else:
                add("ManualNoteOff", player=who, card=self._name(e.card))
        elif isinstance(a, AdjustDrops):
            add("ManualDropsUp" if a.amount > 0 else "ManualDropsDown", player=who, count=str(abs(a.amount)))
        elif isinstance(a, SetLocation):
            if a.location >= 0:
                add("ManualAt", card=self._name(e.card), location=self._name(a.location))
            else:
                add("ManualAtNone", card=self._name(e.card))

    def _moved(self, e: ev.CardMoved, add: Callable[..., None]) -> None:
        owner = self._player(e.player)
        if e.dst == "play" and e.card in self._played:
            return  # the Played event that goes with it says it in words
        if e.src == "play" and e.dst == "discard" and e.card in self._banished:
            return  # "is banished" says it
        if e.src == "hand" and e.dst == "inkwell":
            add("Inked", player=owner, card=self._name(e.card))  # revealed (CR 4.2.1.1)
        elif e.src == "play" and e.dst == "hand":
            add("ReturnedToHand", card=self._name(e.card), owner=owner)
        elif e.dst == "discard":
            add("ToDiscard", card=self._name(e.card), owner=owner)
        elif e.dst == "inkwell":
            add("InkedHidden", player=owner)
        elif e.src in _PUBLIC_ZONES:
            add("ReturnedToHand" if e.dst == "hand" else "HiddenMove", card=self._name(e.card), owner=owner,
                src=e.src, dst=e.dst)
        else:
            add("HiddenMove", owner=owner, src=e.src, dst=e.dst)


ABILITY_CHARS = 70  # an unnamed ability is named by its text, shortened to this many characters


def ability_words(ability: str) -> str:
    """An ability as the log and the prompt name it: its name, or its text shortened."""
    return ability if len(ability) <= ABILITY_CHARS else ability[:ABILITY_CHARS - 1].rstrip() + "\u2026"



def resolving(game: Game, action: Action) -> tuple[int, str] | None:
    """The bag effect (card, ability name) that ``action`` resolves, asked before it is applied; else None."""
    if not isinstance(action, ChooseTrigger):
        return None
    info = game.pending_info()
    if info is None or not isinstance(info.decision, AskTrigger) or not 0 <= action.index < len(info.effects):
        return None
    return info.effects[action.index]


def first_line(game: Game, seat_name: Callable[[int], str]) -> LogLine:
    """The log's opening line: who goes first (the hands were drawn before any action)."""
    first = game.state.first
    return LogLine(game.state.turn, first, TEMPLATES["First"], {"player": seat_name(first)}, 0)
