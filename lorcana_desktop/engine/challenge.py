"""Challenges (CR 4.6) and dealing damage (CR 1.9.2, Resist CR 8.8)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lorcana_desktop.engine import bag, stats, zones
from lorcana_desktop.engine.defs import CHARACTER
from lorcana_desktop.engine.events import ChallengeStarted, DamageDealt, DamageMoved, DamagePrevented
from lorcana_desktop.engine.flags import CHALLENGED, CHALLENGER, FIRST_DAMAGE, HURT, NTH_CHALLENGE
from lorcana_desktop.engine.lasting import REPLACE, UNTIL_CHALLENGE
from lorcana_desktop.engine.state import PLAY
from lorcana_desktop.engine.tasks import ChallengeDamage, ChallengeEnd

if TYPE_CHECKING:
    from lorcana_desktop.engine.game import Game


def challenge(game: Game, i: int, t: int) -> None:
    s = game.s
    p = s.active
    zones.exert(game, i)
    s.challenge = (i, t)
    n = 1  # the turn's challenges, counted: "if none of your characters challenged", "the second challenge"
    while (NTH_CHALLENGE, n, p) in s.flags:
        n += 1
    s.flags.add((NTH_CHALLENGE, n, p))  # (lang.VERSUS_TESTS)
    s.flags.add((CHALLENGED, t))  # "chosen character who was challenged this turn" (lang.Sel)
    s.flags.add((CHALLENGER, i))  # "Each turn, only one character can challenge." (legal.one_challenger_blocks)
    game._emit(ChallengeStarted(i, p, t))
    s.tasks.append(ChallengeDamage(i, t))
    if game.idef[t].type == CHARACTER:
        bag.fire(game, "challenges", i, p)  # "challenges another character": not a location (CR 4.6.8)
        bag.fire_floating(game, "challenges", i, p)  # "gains 'whenever this character challenges ...' this turn" (CR 6.2.7)
    if "challenges_any" in game._events:
        bag.fire(game, "challenges_any", i, p)
    bag.fire(game, "challenged", t, s.owner[t])


def challenge_damage(game: Game, i: int, t: int) -> None:
    s = game.s
    if s.challenge != (i, t) or s.zone[i] != PLAY or s.zone[t] != PLAY:
        end_challenge(game)  # CR 4.6.9: a participant left; the challenge ends
        return
    # CR 4.6.6.1: strength (with Challenger, 8.5) first, then damage modifiers (Resist, 8.8).
    atk = stats.strength(game, i)  # includes Challenger while challenging
    dfn = stats.strength(game, t) if game.idef[t].type == CHARACTER else 0  # CR 4.6.8.3
    if game._any_statics and "damage_by_willpower" in game._static_stats:
        # "During challenges, your characters deal damage with their ⛉ instead of their ¤."
        if stats.restricted(game, i, "damage_by_willpower"):
            atk = stats.willpower(game, i)
        # A defending character with 0 (or negative) strength deals its willpower too; a location never deals damage.
        if game.idef[t].type == CHARACTER and stats.restricted(game, t, "damage_by_willpower"):
            dfn = stats.willpower(game, t)
    to_t = max(atk, 0)
    to_i = max(dfn, 0)
    # CR 4.6.6.2: simultaneous.
    dealt_t = deal_damage(game, t, to_t, challenge=True)
    dealt_i = deal_damage(game, i, to_i, challenge=True)
    if "deals_challenge_damage" in game._events:  # "whenever this character deals damage to another character
        if dealt_t and game.idef[t].type == CHARACTER:  # in a challenge" (that much: the trigger's amount)
            bag.fire(game, "deals_challenge_damage", i, s.owner[i], dealt_t)
        if dealt_i:
            bag.fire(game, "deals_challenge_damage", t, s.owner[t], dealt_i)
    s.tasks.append(ChallengeEnd())


def end_challenge(game: Game) -> None:
    s = game.s
    done = s.challenge
    s.challenge = None
    if done is not None and game._any_triggers:
        bag.fire(game, "after_challenge", done[0], s.owner[done[0]])  # CR 4.6.7
    if done is not None and s.effects:
        bag.fire_floating(game, "after_challenge", done[0], s.owner[done[0]])  # "ready this character after the challenge"
    if s.effects:
        s.effects = [e for e in s.effects if e.until is not UNTIL_CHALLENGE]


def _damage_shield(game: Game, i: int) -> int:
    """Another character of i's player whose static takes i's damage instead ("redirect_damage"), or -1."""
    s = game.s
    if game.idef[i].type != CHARACTER:
        return -1
    for src in s.play[s.owner[i]]:
        if src != i and "redirect_damage" in game.idef[src].static_keys and any(
                ab.stat == "redirect_damage" and stats.static_applies(game, ab, src, i, s.owner[i])
                for ab in game.idef[src].statics):
            return src
    return -1


def deal_damage(game: Game, i: int, n: int, challenge: bool = False, resist: bool = True) -> int:
    """Deal damage (CR 1.9.2.1): Resist reduces it (CR 8.8); 0 means none was dealt (8.8.2)."""
    if n <= 0:
        return 0
    if game._any_statics and "no_damage" in game._static_stats and stats.restricted(game, i, "no_damage"):
        return 0  # "can't be dealt damage" (a static of a card in play)
    if game.s.effects:
        s = game.s
        modes = [e.mode for e in s.effects if e.kind is REPLACE and e.target == i and e.key == "damage"]
        if "prevent" in modes or (challenge and "prevent_challenge" in modes):
            return 0  # "takes no damage (from the challenge)"
        if "prevent_once" in modes:
            # "The next time it would be dealt damage, it takes none instead": used up; other
            # occurrences of the same replacement on this event cease to exist (CR 6.5.8).
            s.effects = [e for e in s.effects
                         if not (e.kind is REPLACE and e.target == i and e.key == "damage" and e.mode == "prevent_once")]
            game._emit(DamagePrevented(i, s.owner[i], n))
            return 0
    if challenge and game._any_statics and "no_challenge_damage" in game._static_stats \
            and stats.restricted(game, i, "no_challenge_damage"):
        return 0  # a static: "this character takes no damage from challenges" (while its condition holds)
    if game._any_statics and "prevent_first_damage" in game._static_stats and (FIRST_DAMAGE, i) not in game.s.flags \
            and stats.restricted(game, i, "prevent_first_damage"):
        # "During each opponent's turn, the first time this character would take damage, she takes no damage
        # instead": used up for the turn (the turn's flags end with it)
        game.s.flags.add((FIRST_DAMAGE, i))
        game._emit(DamagePrevented(i, game.s.owner[i], n))
        return 0
    if game._any_statics and "redirect_damage" in game._static_stats:
        shield = _damage_shield(game, i)
        if shield >= 0:
            # CR 6.5.7.3 example: "whenever one of your other characters would be dealt damage, put that
            # many damage counters on this character instead": never dealt, so no Resist applies.
            s = game.s
            s.damage[shield] += n
            game._emit(DamageMoved(shield, s.owner[shield], n))
            if game._any_triggers:
                bag.fire(game, "damaged", shield, s.owner[shield], n)  # CR 1.9.3
            return 0
    # (without an effect or a static giving Resist, a card resists its printed value)
    r = stats.keyword_value(game, i, "Resist") if resist and (game.s.effects or game._any_statics
                                                       and "kw:Resist" in game._static_keys) \
        else game.idef[i].resist or 0 if resist else 0
    n -= r
    if n <= 0:
        return 0
    game.s.damage[i] += n
    game.s.flags.add((HURT, i))  # "if one of your characters took damage this turn" (lang.ThisTurn "damaged")
    game._emit(DamageDealt(i, game.s.owner[i], n))
    if game._any_triggers:
        bag.fire(game, "damaged", i, game.s.owner[i], n)  # ("deal that much damage")
    return n
