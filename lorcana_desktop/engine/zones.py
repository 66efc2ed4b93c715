"""Cards moving between zones (CR 7): banish, leave play, draw; and exert, pay ink, gain lore."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lorcana_desktop.engine import bag, stats
from lorcana_desktop.engine.defs import CHARACTER, LOCATION
from lorcana_desktop.engine.events import (
    Banished,
    CardMoved,
    DeckRebuilt,
    Drew,
    Exerted,
    InkDropsRemoved,
    InkPaid,
    LoreGained,
    PutUnder,
)
from lorcana_desktop.engine.flags import (
    ANY_BANISHED,
    BANISHED,
    BANISHED_IN_CHALLENGE,
    BANISHED_IN_CHALLENGE_CARD,
    DISCARD_ONE,
    DISCARD_PLAY_NAME,
    DISCARD_TWO,
    DISCARDED,
    DROP_PAID,
    LAST_EXERTED_HERE,
    LAST_STRENGTH,
    LAST_UNDER,
    LEFT_DISCARD,
    NTH_CHALLENGE,
    NTH_DRAW,
    NTH_INK,
    PUT_UNDER,
    PUT_UNDER_ANY,
    TO_DISCARD,
)
from lorcana_desktop.engine.lasting import PLAYER_EFFECTS, REPLACE, UNTIL_SOURCE
from lorcana_desktop.engine.notes import Noted
from lorcana_desktop.engine.state import DECK, DISCARD, HAND, INKWELL, PLAY, UNDER, ZONE_NAMES

if TYPE_CHECKING:
    from lorcana_desktop.engine.game import Game


def banish(game: Game, cards: list[int], in_challenge: tuple[int, int] | None = None) -> None:
    s = game.s
    if in_challenge is None:
        # CR 4.6.9 example B: until the challenge ends, a participant banished by an effect is
        # still banished "in a challenge".
        in_challenge = s.challenge
    gone = []
    was_at = {}  # "whenever a character is banished while here": where it was
    for i in cards:
        if s.zone[i] != PLAY:
            continue
        if s.at[i] >= 0:
            was_at[i] = s.at[i]
        p = s.owner[i]
        if game._any_statics and "banish_to_inkwell" in game._static_stats \
                and stats.restricted(game, i, "banish_to_inkwell"):
            # CR 6.5.1, 6.5.2: "If this character would be banished, put them into your inkwell facedown and exerted
            # instead": it is never banished (no "banished" triggers); its stack goes along (CR 8.10.7).
            moved = (i, *s.under[i])
            leave_play(game, i, INKWELL)
            for c in moved:
                s.exerted[c] = True
                if game._any_triggers:
                    bag.fire(game, "ink", c, p)  # "whenever a card is put into your inkwell"
            continue
        dest = DISCARD
        if s.effects and replacement(game, i, "banish") == "return_to_hand":
            dest = HAND  # a replacement effect: "instead, return it to its owner's hand"
        bag.fire_floating(game, "banished", i, p)  # before its effects end with it
        leave_play(game, i, dest)
        gone.append(i)
        s.flags.add(ANY_BANISHED)  # "if a character was banished this turn"
        if in_challenge is not None and i in in_challenge:
            # "... banished in a challenge this turn": its owner, and whether it is a character ("an opposing
            # character was banished in a challenge this turn")
            s.flags.add((BANISHED_IN_CHALLENGE, p, int(game.idef[i].type == CHARACTER)))
        if dest == DISCARD:  # "if a character was banished (in a challenge) this turn" (lang.ThisTurn)
            s.flags.add((BANISHED, i))
            if in_challenge is not None and i in in_challenge:
                s.flags.add((BANISHED_IN_CHALLENGE_CARD, i))
        game._emit(Banished(i, p, ZONE_NAMES[dest]))
    # CR 7.4.3: cards leaving together see each other leave.
    game._leaving = gone
    game._was_at = was_at
    try:
        for i in gone:
            p = s.owner[i]
            bag.fire(game, "banished", i, p)
            if in_challenge is not None and i in in_challenge:
                bag.fire(game, "banished_in_challenge", i, p)
                # "when this character is challenged and banished" / "challenges and is banished"
                bag.fire(game, "challenged_and_banished" if i == in_challenge[1] else "challenges_and_banished", i, p)
                other = in_challenge[0] if i == in_challenge[1] else in_challenge[1]
                if game._any_triggers and game.idef[i].type == CHARACTER:
                    # "whenever this character banishes another character in a challenge"
                    bag.fire(game, "banishes_in_challenge", other, s.owner[other])
                if s.effects and game.idef[i].type == CHARACTER:
                    # "whenever one of your characters banishes another character in a challenge this turn"
                    bag.fire_floating(game, "banishes_in_challenge", other, s.owner[other])
    finally:
        game._leaving = []
        game._was_at = {}


def replacement(game: Game, i: int, event: str) -> str | int | None:
    """The replacement effect on ``i`` for ``event`` (CR 6.5), from effects: a REPLACE effect's mode."""
    for e in game.s.effects:
        if e.kind is REPLACE and e.target == i and e.key == event:
            return e.mode
    return None


def leave_play(game: Game, i: int, dest: int) -> None:
    s = game.s
    p = s.owner[i]
    if game._grants:  # the triggered abilities it gained, as it leaves, still see it leave (CR 7.4.3)
        from lorcana_desktop.engine.abilities import TriggeredAbility
        from lorcana_desktop.engine.stats import granted

        game._left_grants[i] = granted(game, i, TriggeredAbility)
    s.play[p].remove(i)
    s.play_changed()
    stack = s.under[i]
    s.under[i] = ()
    d = game.idef[i]
    if d.type == CHARACTER:  # "the ¤ he had in play" (last known, as it leaves)
        s.flags.difference_update([f for f in s.flags if f[0] is LAST_STRENGTH and f[1] == i])
        s.flags.add((LAST_STRENGTH, i, stats.strength(game, i)))
    elif d.type == LOCATION and any(s.at[x] == i and s.exerted[x] for x in s.play[p]):
        s.flags.add((LAST_EXERTED_HERE, i))  # "if there was an exerted character here"
    if stack:  # "all cards that were under him", "for each card that was under them" (effects.last_under)
        s.flags.difference_update([f for f in s.flags if f[0] is LAST_UNDER and f[1] == i])
        s.flags.add((LAST_UNDER, i, stack))
    put(game, i, dest)
    for u in stack:  # CR 8.10.7: the whole stack goes to the same zone
        s.facedown[u] = False
        put(game, u, dest)
    if game.idef[i].type == LOCATION:
        at = s.at
        for x in s.play[p]:
            if at[x] == i:
                at[x] = -1
    if s.effects:
        s.effects = [e for e in s.effects if (e.target != i or e.kind in PLAYER_EFFECTS)
                     and not (e.until is UNTIL_SOURCE and e.until_player == i)]  # "while this item is in play"
    if i in s.temp_shift:
        s.temp_shift.remove(i)
    if s.notes:
        s.notes.pop(i, None)  # a note on the card in play goes with it
    if "leaves_play" in game._events:
        bag.fire(game, "leaves_play", i, p)  # "when this character leaves play" (banished, returned, ...)
    if dest == HAND and "returned" in game._events:
        bag.fire(game, "returned", i, p)  # "whenever one of your other characters is returned to your hand from play"


def put(game: Game, i: int, dest: int) -> None:
    s = game.s
    p = s.owner[i]
    s.zone[i] = dest
    s.exerted[i] = False
    s.damage[i] = 0  # CR 1.9.4
    s.dry[i] = True
    s.at[i] = -1
    if dest != PLAY and dest != UNDER:
        s.pile(dest, p).append(i)
    if dest == DISCARD:
        _note_discard(s, p)
        if dest == DISCARD:
            s.flags.add((TO_DISCARD, i))  # "if 2 or more cards were put into your discard this turn"
    game._emit(CardMoved(i, p, "play", ZONE_NAMES[dest]))


def move_zone(game: Game, i: int, dest: int) -> None:
    """Move a card from hand/deck/discard/inkwell to another zone (not out of play; see _leave_play)."""
    s = game.s
    p = s.owner[i]
    src = s.zone[i]
    if src == PLAY:
        leave_play(game, i, dest)
        return
    s.pile(src, p).remove(i)
    s.zone[i] = dest
    if dest != UNDER:
        s.pile(dest, p).append(i)
        if dest == PLAY:
            s.play_changed()
    if dest == DISCARD:
        _note_discard(s, p)
        if dest == DISCARD:
            s.flags.add((TO_DISCARD, i))  # (lang.ThisTurn "to_discard")
    game._emit(CardMoved(i, p, ZONE_NAMES[src], ZONE_NAMES[dest]))
    if src == DECK and dest == DISCARD and game._any_triggers:
        d = game.idef[i]
        for k, ab in enumerate(d.triggered):  # "When this card is put into your discard from your deck, ..."
            if ab.zone == "discard" and ab.event == "milled":
                bag.trigger(game, ab, d.triggered_ids[k], i, i)
    if dest == INKWELL:  # "if it's the second card you've put into your inkwell this turn" (Flag "second_ink")
        k = next((n for n in (1, 2, 3) if (NTH_INK, n, p) not in s.flags), 0)
        if k:
            s.flags.add((NTH_INK, k, p))
    if src == DISCARD:
        left_discard(game, i, p)
        if dest == HAND and "to_hand_from_discard" in game._events:
            bag.fire(game, "to_hand_from_discard", i, p)  # "whenever you return a Racer character card from your discard"
    if src == HAND and dest == DISCARD:
        s.flags.add((DISCARDED, i))  # "if you discarded a card this turn" (lang.ThisTurn "discarded")
    if src == HAND and dest == DISCARD and "discard" in game._events:
        bag.fire(game, "discard", i, p)  # "whenever you discard a card" (chosen, as a cost, or the whole hand)


def left_discard(game: Game, i: int, p: int) -> None:
    """Card i left player p's discard: "if a card left a player's discard this turn", "whenever a card leaves your
    discard"."""
    game.s.flags.add((LEFT_DISCARD, p))
    if "leaves_discard" in game._events:
        bag.fire(game, "leaves_discard", i, p)


def name_played_from_discard(game: Game, i: int, p: int) -> bool:
    """"You can't play characters with the same name as characters you played this way this turn"."""
    flags = game.s.flags
    return any((DISCARD_PLAY_NAME, p, n) in flags for n in game.idef[i].names)


def _note_discard(s: object, p: int) -> None:
    """"If 2 or more cards were put into your discard this turn": the first and second card are marked in the
    turn's flags (cleared at the end of the turn)."""
    flags = s.flags  # type: ignore[attr-defined]
    one = (DISCARD_ONE, p)
    if one in flags:
        flags.add((DISCARD_TWO, p))
    else:
        flags.add(one)


def rebuild_deck(game: Game, p: int) -> bool:
    """CR 10.2.5 (Pack Rush): an empty deck that must be drawn or looked at is rebuilt from the discard."""
    s = game.s
    if s.deck[p] or s.variant != "pack_rush" or not s.discard[p]:
        return bool(s.deck[p])
    s.deck[p] = s.discard[p]
    s.discard[p] = []
    for c in s.deck[p]:
        s.zone[c] = DECK
    s.shuffle(s.deck[p])
    s.reveals += 1
    game._emit(DeckRebuilt(-1, p))
    return True


def draw(game: Game, p: int, n: int, from_bottom: bool = False) -> None:
    """Draw n cards (``from_bottom``: "draw a card from the bottom of your deck")."""
    s = game.s
    for _ in range(n):
        if not s.deck[p] and not rebuild_deck(game, p):
            return  # CR 1.8.1.2: the player loses at the end of their turn, not now
        c = s.deck[p].pop() if from_bottom else s.deck[p].pop(0)
        s.hand[p].append(c)
        s.zone[c] = HAND
        s.reveals += 1
        game._emit(Drew(c, p))
        # "the second card they've drawn this turn": the draws of a turn are counted up to 3 (the flags end with it)
        k = next((m for m in (1, 2, 3) if (NTH_DRAW, m, p) not in s.flags), 0)
        if k:
            s.flags.add((NTH_DRAW, k, p))
        if game._any_triggers:
            bag.fire(game, "draw", c, p, k or 4)  # which card of the turn it is (4: the fourth or a later one)


def put_top_under(game: Game, p: int, i: int) -> None:
    """The top card of p's deck goes facedown under card i (Boost, CR 8.4.2); "whenever you put a card under"."""
    s = game.s
    top = s.deck[p].pop(0)
    s.zone[top] = UNDER
    s.facedown[top] = True
    s.under[i] = s.under[i] + (top,)
    game._emit(PutUnder(top, p, i))
    note_put_under(s, i)
    bag.fire(game, "put_under", i, p)


def note_put_under(s: Any, i: int) -> None:
    """A card went under card i this turn: "if you've put a card under her / one of your characters this turn"."""
    s.flags.add((PUT_UNDER, i))
    s.flags.add((PUT_UNDER_ANY, s.owner[i]))


def ink_facedown(game: Game, t: int, q: int, exerted: bool = True) -> None:
    """Put card t into q's inkwell facedown by an effect, not the once-a-turn inking (CR 4.2.3.2)."""
    move_zone(game, t, INKWELL)
    game.s.exerted[t] = exerted or ink_exerted(game, q)
    if game._any_triggers:
        bag.fire(game, "ink", t, q)  # "whenever a card is put into your inkwell"


def ink_exerted(game: Game, q: int) -> bool:
    """Do cards enter q's inkwell exerted ("While this character is exerted, cards enter opponents' inkwells
    exerted": a static of one of q's opponents' cards)?"""
    if not (game._any_statics and "opponents_ink_exerted" in game._static_stats):
        return False
    s = game.s
    return any("opponents_ink_exerted" in game.idef[c].static_keys and any(
        ab.stat == "opponents_ink_exerted" and stats.condition(game, ab.condition, c) for ab in game.idef[c].statics)
        for o in game.opponents(q) for c in s.play[o])


def enters_exerted_by_opponents(game: Game, i: int) -> bool:
    """Does card i, just put into play, enter exerted because of an opponent's static ("Opposing items enter play
    exerted", "While this character is exerted, opposing characters with Rush enter play exerted")?"""
    s = game.s
    owner = s.owner[i]
    for o in game.opponents(owner):
        for c in s.play[o]:
            d = game.idef[c]
            if "opponents_enter_exerted" in d.static_keys and any(
                    ab.stat == "opponents_enter_exerted" and stats.static_applies(game, ab, c, i, owner) for ab in d.statics):
                return True
    return False


def exert(game: Game, i: int) -> None:
    was = game.s.exerted[i]
    game.s.exerted[i] = True
    game._emit(Exerted(i, game.s.owner[i]))
    if not was and "exerted" in game._events:
        bag.fire(game, "exerted", i, game.s.owner[i])  # "whenever an opposing character becomes exerted"


def pay_ink(game: Game, p: int, n: int) -> None:
    if n <= 0:
        return
    s = game.s
    ex = s.exerted
    for c in s.inkwell[p]:
        if not ex[c]:
            ex[c] = True
            n -= 1
            if n == 0:
                break
    game._emit(InkPaid(-1, p))


def remove_drops(game: Game, p: int, n: int, card: int = -1) -> None:
    """Player p removes n ink drops (each pays 1 ⬡, or a Shift's "remove N ink drops"); ``card``: the card they
    were removed to play ("if you removed an ink drop to play her")."""
    if n <= 0:
        return
    s = game.s
    s.drops[p] -= n
    if card >= 0:
        s.flags.add((DROP_PAID, card))
    game._emit(InkDropsRemoved(card, p, n))
    if "drop_removed" in game._events:
        for _ in range(n):  # "whenever you remove an ink drop": each one
            bag.fire(game, "drop_removed", -1, p)


def gain_lore(game: Game, p: int, n: int) -> None:
    if game._any_statics and "opponents_cant_gain_lore" in game._static_stats and _cant_gain_lore(game, p):
        game._log(Noted.CANT_GAIN_LORE, player=p)
        return
    game.s.lore[p] += n
    game._emit(LoreGained(-1, p, n))


def _cant_gain_lore(game: Game, p: int) -> bool:
    """"While this character is exerted, each opposing player can't gain lore unless one of their characters has
    challenged this turn": a static of one of p's opponents' cards, and no challenge of p's this turn."""
    s = game.s
    if (NTH_CHALLENGE, 1, p) in s.flags:
        return False
    return any("opponents_cant_gain_lore" in game.idef[c].static_keys and any(
        ab.stat == "opponents_cant_gain_lore" and stats.condition(game, ab.condition, c) for ab in game.idef[c].statics)
        for q in game.opponents(p) for c in s.play[q])
