"""The cards a game can use, by id, with what the rules read from them worked out once per card."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from lorcana_desktop.exo.cards import AbilityKind, CardType, ExoAbility, ExoCard, ExoSet, Keyword
from lorcana_desktop.exo.cards.effects import CannotBeCovered, CostModifier, StrengthAura
from lorcana_desktop.exo.cards.terms import Timing
from lorcana_desktop.exo.decks import normalize_name


def types_as(t: CardType, in_vice: bool) -> frozenset[CardType]:
    """The types a face-up card of type ``t`` has: an Evoluzione Vice Leader is both an Evoluzione and a Vice
    Leader; a card in the Vice Leader zone is a Vice Leader."""
    out = {t}
    if t is CardType.EVOLUZIONE_VICE_LEADER:
        out.update((CardType.EVOLUZIONE, CardType.VICE_LEADER))
    if in_vice:
        out.add(CardType.VICE_LEADER)
    return frozenset(out)


class CardInfo:
    """One card as the engine reads it: type it plays as, characteristics as sets, abilities by kind."""

    __slots__ = (
        "abilities",
        "activated",
        "activated_any_time",
        "alt_costs",
        "auras",
        "back_strength",
        "by_keyword",
        "card",
        "classes",
        "colors",
        "cost",
        "cost_filters",
        "cost_mods",
        "emergency",
        "field_acts",
        "front",
        "hand_any",
        "hand_fast",
        "hand_level",
        "hand_main",
        "id",
        "is_evo",
        "is_leader",
        "is_relic",
        "is_tactic",
        "is_token",
        "is_vl",
        "keywords",
        "leader_abilities",
        "leader_any_time",
        "life",
        "manual",
        "name",
        "no_cover",
        "norm",
        "play_condition",
        "races",
        "rivela",
        "sacrifice",
        "start_counters",
        "statics",
        "strength",
        "tactic",
        "timing",
        "type",
        "type_sets",
        "vl_modes",
    )

    def __init__(self, card: ExoCard) -> None:
        self.card = card
        self.id = card.id
        self.name = card.name
        self.norm = normalize_name(card.name)
        t = card.plays_as
        self.type = t
        self.type_sets = (types_as(t, False), types_as(t, True))  # its types out of / in the Vice Leader zone
        self.is_tactic = t is CardType.TATTICA
        self.is_evo = t.is_evolution
        self.is_vl = t.is_vice_leader
        self.is_leader = t is CardType.LEADER
        self.is_token = card.type is CardType.PEDINA
        self.is_relic = card.type is CardType.RELIQUIA
        self.strength = card.strength
        self.colors = frozenset(card.colors)
        self.races = frozenset(card.races)
        self.classes = frozenset(card.classes)
        self.keywords = frozenset(k.value for k in card.keywords)
        self.abilities: tuple[ExoAbility, ...] = card.all_abilities()
        self.front = len(card.abilities)  # abilities[front:] are the Emergency side's
        by_kw: dict[str, list[int]] = {}
        self.leader_abilities: list[int] = []
        self.activated: list[int] = []
        self.tactic = -1
        for k, a in enumerate(self.abilities):
            if a.keyword is not None:
                by_kw.setdefault(a.keyword.value, []).append(k)
            elif a.kind is AbilityKind.LEADER:
                self.leader_abilities.append(k)
            elif a.kind is AbilityKind.ACTIVATED:
                self.activated.append(k)
            elif a.kind is AbilityKind.TACTIC and self.tactic < 0:
                self.tactic = k
        self.by_keyword = {k: tuple(v) for k, v in by_kw.items()}
        self.statics = card.statics
        self.no_cover = tuple(s for s in card.statics if isinstance(s, CannotBeCovered))
        self.auras = tuple(s for s in card.statics if isinstance(s, StrengthAura))
        self.cost_mods = tuple(s for s in card.statics if isinstance(s, CostModifier))
        # A cost modifier acts on the card being played, which is in Etere when its Costo is worked out
        # («1. Posiziona la carta in Etere. 2. … calcola il costo»): its filter is read without the zone.
        self.cost_filters = tuple(None if s.filter is None else replace(s.filter, zone=()) for s in self.cost_mods)
        self.timing = card.timing
        self.play_condition = card.play_condition
        self.cost = card.cost
        self.sacrifice = card.sacrifice
        self.alt_costs = card.alt_costs
        self.life = card.life
        self.emergency = card.emergency
        self.back_strength = card.emergency_side.strength if card.emergency_side else None
        self.start_counters = tuple((c.counter, c.n) for c in card.start_counters)
        self.vl_modes = tuple(m.value for m in card.vl_modes)
        self.manual = tuple(a.text or a.label for a in self.abilities if not a.automated)
        # When the legal actions ask about this card (they ask at every decision, so this is read once):
        # from the hand at any time, in any free window, or in one's own free Main phase; on the Field.
        self.hand_any = self.is_tactic or self.timing is Timing.ANY
        self.hand_fast = self.timing is not None and self.timing is not Timing.NORMAL
        self.hand_main = not (self.is_evo or self.is_leader or self.is_token)
        # 0: playable whenever one holds priority, 1: in a free window, 2: in one's own free Main phase, 3: never
        # (what hand_any, hand_fast and hand_main say together: the legal actions compare it with the moment).
        self.hand_level = 0 if self.hand_any else 1 if self.hand_fast else 2 if self.hand_main else 3
        # The activated and Leader effects not bound to one's own Main phase (timing neither absent nor NORMAL).
        self.activated_any_time = tuple(k for k in self.activated
                                        if self.abilities[k].timing not in (None, Timing.NORMAL))
        self.leader_any_time = tuple(k for k in self.leader_abilities
                                     if self.abilities[k].timing not in (None, Timing.NORMAL))
        self.rivela = self.by_keyword.get("RIVELA", ())
        self.field_acts = bool(self.activated or self.by_keyword.get("COPRI") or self.by_keyword.get("GUARDIA"))

    def side_abilities(self, flipped: bool) -> range:
        """The indexes of the abilities a Leader shows: the Emergency side's once it has turned («oltre a
        cambiare i suoi altri effetti»), the front's before; every ability for other cards."""
        if not self.is_leader or self.card.emergency_side is None:
            return range(len(self.abilities))
        return range(self.front, len(self.abilities)) if flipped else range(self.front)

    def keyword_abilities(self, keyword: Keyword) -> tuple[int, ...]:
        return self.by_keyword.get(keyword.value, ())


class CardBook:
    """Every card of the sets a game uses (Pedine and Reliquie of those sets included), by id and name."""

    def __init__(self, cards: Iterable[ExoCard]) -> None:
        uniq: dict[str, ExoCard] = {}
        for c in cards:
            uniq.setdefault(c.id, c)
        self.ids: list[str] = sorted(uniq)
        self.index = {cid: k for k, cid in enumerate(self.ids)}
        self.info: list[CardInfo] = [CardInfo(uniq[i]) for i in self.ids]
        self._by_name: dict[str, list[int]] = {}
        for k, inf in enumerate(self.info):
            self._by_name.setdefault(inf.norm, []).append(k)
        self.any_auras = any(inf.auras for inf in self.info)
        self.any_cost_mods = any(inf.cost_mods for inf in self.info)
        self.any_no_cover = any(inf.no_cover for inf in self.info)

    @classmethod
    def from_sets(cls, sets: Sequence[ExoSet]) -> CardBook:
        return cls(c for s in sets for c in s.cards)

    def cid(self, card_id: str) -> int:
        """The table index of a card id (KeyError for a card not in the book)."""
        return self.index[card_id]

    def find(self, written: str) -> int:
        """The table index of a card by id or name (any case); ValueError naming the problem."""
        text = written.strip()
        for cid_text in (text, text.upper()):
            if cid_text in self.index:
                return self.index[cid_text]
        found = self._by_name.get(normalize_name(text), [])
        if len(found) == 1:
            return found[0]
        if found:
            raise ValueError(f"{text!r} is the name of more than one card; write its id "
                             f"({' or '.join(self.ids[k] for k in found)})")
        raise ValueError(f"no card named {text!r} in the game's sets")

    def __len__(self) -> int:
        return len(self.ids)
