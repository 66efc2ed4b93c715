"""Triggered abilities and the bag (CR 7.7): triggering, adding to the bag, choosing what resolves next."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lorcana_desktop.engine import stats, zones
from lorcana_desktop.engine.abilities import SUPPORT, VANISH, ActionEffect, ManualMoment, TriggeredAbility
from lorcana_desktop.engine.bag_entry import (
    FLOATING,
    GAINED,
    KEYWORD_ABILITY,
    PRINTED,
    SUPPORT_REF,
    VANISH_REF,
    AbilityRef,
    BagEntry,
)
from lorcana_desktop.engine.decisions import AskTrigger
from lorcana_desktop.engine.defs import CHARACTER
from lorcana_desktop.engine.events import ManualAbilityDue, TriggerAdded
from lorcana_desktop.engine.flags import ONCE, TIMES
from lorcana_desktop.engine.lang import flag_name, sel_matches
from lorcana_desktop.engine.lasting import FLOAT, FLOAT_DELAYED_ON, FLOAT_EACH, FLOAT_NEXT_TIME
from lorcana_desktop.engine.notes import Noted
from lorcana_desktop.engine.resolution import Resolution
from lorcana_desktop.engine.state import DISCARD, PLAY

if TYPE_CHECKING:
    from lorcana_desktop.engine.game import Game


def fire(game: Game, event: str, subject: int, player: int, amount: int = -1) -> None:
    """Add every triggered ability that ``event`` meets to the bag (CR 7.7.3); ``amount``: how much the event
    was ("deal that much damage", "for each 1 damage removed"), kept for the effect as its ``amount``."""
    s = game.s
    # Support printed, given by an effect, or granted by a card in play ("Your characters gain Support", CR 8.13.1).
    if event == "quest" and subject >= 0 and (
            game.idef[subject].support
            or ((s.effects or game._any_statics) and stats.has_keyword(game, subject, "Support"))):
        add_to_bag(game, s.owner[subject], subject, SUPPORT_REF, subject)
    if not game._any_triggers or event not in game._events and not game._grants:
        return  # no card of this game waits for this event (only a gained ability could: then all are looked at)
    idef = game.idef
    # Cards that just left play together still see the event (CR 7.4.3), then cards in play.
    sources = [x for x in game._leaving if s.zone[x] != PLAY] if game._leaving else []
    if subject >= 0 and s.zone[subject] != PLAY and subject not in sources:
        sources.append(subject)
    if game._grants:
        for q in range(s.players):
            sources.extend(s.play[q])  # (any card in play may have gained a triggered ability)
    else:
        # Only the cards in play with an ability that waits for this event (the others would do nothing here).
        sources.extend(stats.play_index(game).triggers.get(event, ()))
    for src in sources:
        q = s.owner[src]
        d = idef[src]
        for k, ab in enumerate(d.triggered):
            if ab.event != event or ab.zone != "play" or not _meets(game, ab, src, q, subject, event, player):
                continue
            trigger(game, ab, d.triggered_ids[k], src, subject, amount)
        if game._grants:
            # abilities the card gained ("gains 'When this character is banished in a challenge, ...' this turn");
            # a card that just left play keeps those it had as it left (CR 7.4.3)
            extra = stats.granted(game, src, TriggeredAbility) if s.zone[src] == PLAY else game._left_grants.get(src, ())
            for ab in extra:
                if ab.event == event and _meets(game, ab, src, q, subject, event, player) \
                        and (ab.condition is None or stats.condition(game, ab.condition, src)):
                    add_to_bag(game, q, src, AbilityRef(GAINED, ab.name, ab.steps, amount), subject)
        if d.manual_moments:
            # A printed ability the engine does not automate: its moment is announced for the manual tools.
            for mm in d.manual_moments:
                if mm.event == event and _meets(game, mm, src, q, subject, event, player) \
                        and (mm.condition is None or stats.condition(game, mm.condition, src)):
                    game._emit(ManualAbilityDue(src, q, mm.name, event))
    if event == "discard" and subject >= 0 and s.zone[subject] == DISCARD:
        # "When you discard this card, ...": the discarded card's own ability, from the discard it went to
        for k, ab in enumerate(idef[subject].triggered):
            if ab.event == event and ab.zone == "discard":
                trigger(game, ab, idef[subject].triggered_ids[k], subject, subject)
    if event == "start_of_turn" and player >= 0:
        # CR 6.1.12 example B: a card's ability that works from its player's discard.
        for src in list(s.discard[player]):
            for k, ab in enumerate(idef[src].triggered):
                if ab.event == event and ab.zone == "discard":
                    trigger(game, ab, idef[src].triggered_ids[k], src, subject)


def _meets(game: Game, ab: TriggeredAbility | ManualMoment, src: int, q: int, subject: int, event: str,
           player: int) -> bool:
    """Is ``event`` (of card ``subject``, or -1 for a turn event, by ``player``) the one ``ab`` of card ``src``
    (player ``q``) waits for: its subject and the card's selector (CR 6.2.1)?"""
    s = game.s
    idef = game.idef
    subj = ab.subject
    if subj == "self":
        if subject < 0:
            if s.active != q:
                return False  # a turn event of this card: "at the start/end of your turn"
        elif src != subject:
            return False
    elif subj == "own_character":
        if subject < 0 or s.owner[subject] != q or idef[subject].type != CHARACTER:
            return False
    elif subj == "opponent_character":
        if subject < 0 or s.owner[subject] == q or idef[subject].type != CHARACTER:
            return False
    elif subj == "your_turn" and s.active != q:
        return False
    elif subj == "character_here":  # "whenever a character quests while here" (a location's)
        if subject < 0 or (s.at[subject] if s.zone[subject] == PLAY else game._was_at.get(subject, -1)) != src:
            return False
    elif subj == "own_other_character" and (subject < 0 or subject == src or s.owner[subject] != q
                                            or idef[subject].type != CHARACTER):
        return False
    elif subj == "on_top" and (subject < 0 or src not in s.under[subject]):
        return False  # "when you shift a character on top of this character": the event's card is on it
    if (event == "damage_removed" or event == "drop_removed" or event == "action_damage" or event == "milled") \
            and player != q:
        return False  # "whenever YOU remove damage / an ink drop": the effect's controller, the drop's player
    sel = ab.subject_sel
    return sel is None or (subject >= 0 and sel_matches(game, sel, subject, q, src))


def fire_floating(game: Game, event: str, subject: int, player: int) -> None:
    """Floating and delayed triggers created by effects (CR 6.2.7, 6.2.8)."""
    s = game.s
    if not s.effects:
        return
    keep = []
    fired = False
    for e in s.effects:
        if e.kind is FLOAT and e.key == event and (e.target < 0 or e.target == subject or e.amount == FLOAT_DELAYED_ON) \
                and (e.amount != FLOAT_NEXT_TIME or e.target == subject) \
                and not (e.target < 0 and event == "banishes_in_challenge" and player != e.owner):  # "one of YOUR characters"
            owner = e.owner
            # "At the start of your next turn" waits for its owner's turn; a delayed "at the end
            # of the turn" ends the turn it was made in, whoever's turn that is (CR 3.4.1.1).
            if (event != "start_of_turn" and event != "end_of_turn") or s.active == owner \
                    or (event == "end_of_turn" and e.amount):
                if e.amount == FLOAT_DELAYED_ON:  # a delayed trigger about one card ("banish them"): its "trigger"
                    add_to_bag(game, owner, e.target, AbilityRef(FLOATING, e.key, e.steps), e.target)
                else:
                    add_to_bag(game, owner, subject if subject >= 0 else -1, AbilityRef(FLOATING, e.key, e.steps),
                                     subject)
                fired = True
                if e.amount != FLOAT_EACH:  # delayed: once only
                    continue
        keep.append(e)
    if fired:
        s.effects = keep


def trigger(game: Game, ab: TriggeredAbility, aid: str, src: int, subject: int, amount: int = -1) -> None:
    s = game.s
    if flag_name(ab.condition) == "moved_from_location":  # "when you move a character here from a location": it left one
        if amount < 0:
            return
    elif ab.condition is not None and not stats.condition(game, ab.condition, src):
        return
    add_to_bag(game, s.owner[src], src, AbilityRef(PRINTED, aid, (), amount), subject)


def add_to_bag(game: Game, p: int, src: int, ref: AbilityRef, trig: int) -> None:
    if game.s.out[p]:
        return  # CR 9.2.3, 7.7.7: a player who left adds nothing to the bag
    game.s.bag.append(BagEntry(p, src, ref, trig))
    game._emit(TriggerAdded(src, p, ability(game, src, ref).name))


def ability(game: Game, src: int, ref: AbilityRef) -> TriggeredAbility | ActionEffect:
    """The ability a bag entry names: a printed one by its stable id, a keyword's, a floating one's or a gained
    one's steps."""
    kind = ref.kind
    if kind is KEYWORD_ABILITY:
        return SUPPORT if ref.name == "support" else VANISH
    if kind is FLOATING:
        return ActionEffect(name="floating trigger", steps=ref.steps)
    if kind is GAINED:
        return ActionEffect(name=ref.name, steps=ref.steps)
    return game.idef[src].by_id[ref.name]


def vanish_check(game: Game, targets: tuple[int, ...], chooser: int) -> None:
    # CR 8.14: chosen by an opponent for an action's effect -> banished after the action resolves.
    s = game.s
    for t in targets:
        if t >= 0 and s.owner[t] != chooser and s.zone[t] == PLAY and stats.has_keyword(game, t, "Vanish"):
            add_to_bag(game, s.owner[t], t, VANISH_REF, t)


def ask_trigger(game: Game) -> None:
    """CR 7.7.4: the last resolver continues; else the next player in turn order from the active one."""
    s = game.s
    owners = {b.player for b in s.bag}
    if s.last_resolver in owners:
        p = s.last_resolver
    else:
        p = s.active
        for _ in range(s.players):
            if p in owners:
                break
            p = (p + 1) % s.players
        if s.last_resolver >= 0 and s.last_resolver not in owners:
            # Passing the bag goes on from the last resolver, in turn order (CR 7.7.4.4).
            q = s.last_resolver
            for _ in range(s.players):
                q = (q + 1) % s.players
                if q in owners:
                    p = q
                    break
    s.pending = AskTrigger(p)


def resolve_from_bag(game: Game, p: int, k: int) -> None:
    s = game.s
    mine = [n for n, b in enumerate(s.bag) if b.player == p]
    item = s.bag.pop(mine[k])
    s.last_resolver = p
    start_resolution(game, item.source, p, item.ability, item.trigger)


def start_resolution(game: Game, src: int, p: int, ref: AbilityRef, trig: int, from_action: bool = False) -> None:
    ab = ability(game, src, ref)
    if game.witness is not None and ref.kind is PRINTED:
        game.witness.resolved(src, ab)
    if ref == VANISH_REF:
        if game.s.zone[src] == PLAY:  # CR 8.14.2: gone elsewhere -> no effect
            zones.banish(game, [src])
        return
    if ab.resolve_if is not None and not stats.condition(game, ab.resolve_if, src):
        game._log(Noted.CONDITION_UNMET, "6.2.4", ability=ab.name)
        return
    if ab.times_per_turn:  # "Twice during your turn, whenever ...": the first N resolutions this turn have an effect
        left = [k for k in range(ab.times_per_turn) if (TIMES, src, ref.name, k) not in game.s.flags]
        if not left:
            game._log(Noted.RESOLVED_TIMES, ability=ab.name, times=ab.times_per_turn)
            return
        game.s.flags.add((TIMES, src, ref.name, left[0]))
    if ab.once_per_turn:
        # CR 6.1.13.2: "once per turn" still triggers, but resolves with no effect once this
        # card's ability has resolved this turn (each card checked on its own).
        flag = (ONCE, src, ref.name)
        if flag in game.s.flags:
            game._log(Noted.RESOLVED_ONCE, ability=ab.name)
            return
        game.s.flags.add(flag)
    # An effect that begins while another resolves (an action played by that effect) goes on top of it and resolves
    # first, then the other goes on (CR 4.3.3.2, 6.1.2); its triggers wait in the bag until both are done (7.7.3.1).
    game.s.res = Resolution(src, p, ab.steps, ab.name, trig, from_action, parent=game.s.res)
    if ref.amount >= 0 and (ref.kind is PRINTED or ref.kind is GAINED):
        game.s.res.amount = ref.amount  # how much the event was ("deal that much damage to ...")
