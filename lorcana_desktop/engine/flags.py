"""The turn's flags (``GameState.flags``): what happened this turn that a card asks about, each named by a Flag.

A flag is a tuple ``(Flag.X, *args)`` in the set ``GameState.flags`` (a tuple of an IntEnum and ints hashes as fast
as a tuple of ints). Every flag is a turn flag: the set is emptied when the turn ends (CR 6.1.13.4: "this turn"
ends), and once the mulligans are done (the MULLIGAN flags). Saves hold each flag as the word it always had
("quested:12", "action2:0"): ``flag_word`` and ``flag_from_word`` convert.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any


class Flag(IntEnum):
    """What a flag notes; its arguments, in order, follow each name."""

    MULLIGAN = 0            # player: has decided on a mulligan (CR 2.2.2); emptied when the mulligans end
    NEXT_CHAR_DISCOUNT = 1  # card: its "you pay 1 less for the next character" was used this turn
    NTH_ACTION = 2              # n, player: the player has played their n-th action this turn
    SHIFTED = 3             # card: was played with Shift (CR 8.10)
    ENTERED_EXERTED = 4     # card: its player chose to have it enter play exerted (CR 8.3.2)
    NTH_INK = 5               # n (1-3), player: the n-th card put into the player's inkwell this turn
    DROP_PAID = 6           # card: an ink drop was paid for it
    MOVED = 7               # card: moved to a location this turn
    SANG = 8                # singer, song: the character sang that song this turn
    QUESTED = 9             # card: quested this turn
    LAST_UNDER = 10         # card, (cards...): the stack that was under the card as it left play
    LAST_EXERTED_HERE = 11  # location: had an exerted character at it as it left play
    LEFT_DISCARD = 12       # player: a card left the player's discard this turn
    PUT_UNDER = 13          # card: a card was put under it this turn
    PUT_UNDER_ANY = 14      # player: a card was put under one of the player's cards this turn
    GOT_DROP = 15           # player: got an ink drop this turn
    BANISHED_IN_CHALLENGE = 16  # owner, character (1/0): a card of that owner was banished in a challenge
    PLAY_UNDER = 17         # card: "this turn, you may play characters from under this card"
    PLAY_UNDER_ANY = 18     # (no arguments) some PLAY_UNDER flag is set: legal_actions looks for them then
    DISCARD_PLAY = 19       # player: "you may play characters from your discard this turn"
    PLAYED_CHARACTER = 20   # player: played a character this turn
    BOOSTED = 21            # card: used Boost this turn (CR 8.4)
    CHALLENGER = 22         # card: challenged this turn ("only one character can challenge each turn")
    ACTIVATED = 23          # card, ability index: a "once per turn" activated ability was used
    TIMES = 24              # card, ability id, k: the k-th of "N times during your turn" was used
    ONCE = 25               # card, ability id: a "once per turn" triggered ability resolved (CR 6.1.13.2)
    EXERT_ENTRY = 26        # card: will enter play exerted (an effect played it so)
    DISCARD_PLAY_NAME = 27  # player, name: played a character of that name from the discard this turn
    CHEAP = 28              # card: 2 or less was paid to play it ("whenever you pay 2 or less")
    PLAYED = 29             # player, card: the player played that card this turn
    PLAYED_SONG = 30        # player: played a song this turn
    PLAYED_ACTION = 31      # player: played an action that is not a song this turn
    TO_BOTTOM = 32          # card: goes to the bottom of its deck instead of the discard when it is done
    BATCH = 33              # first card, count: a discard of several cards at once (the trigger's batch)
    BANISHED_ANY = 34       # (no arguments) a character was banished this turn
    BANISHED = 35           # card: was banished to the discard this turn
    BANISHED_IN_CHALLENGE_CARD = 36  # card: was banished in a challenge to the discard this turn
    LAST_STRENGTH = 37      # card, strength: its strength as it left play
    TO_DISCARD = 38         # card: was put into a discard this turn
    DISCARDED = 39          # card: was discarded from a hand this turn
    DISCARD_ONE = 40        # player: a first card was put into the player's discard this turn
    DISCARD_TWO = 41        # player: a second one
    NTH_DRAW = 42               # n (1-3), player: the player's n-th draw this turn
    NTH_CHALLENGE = 43          # n, player: the player's n-th challenge this turn
    CHALLENGED = 44         # card: was challenged this turn
    FIRST_DAMAGE = 45       # card: its "prevent the first damage each turn" was used
    HURT = 46               # card: was dealt damage this turn
    REMOVED = 47            # player, card: the player removed damage from that card this turn


# A flag as it sits in ``GameState.flags``: its Flag, then its arguments (ints, a text or a tuple of cards).
TurnFlag = tuple[Any, ...]

# Module aliases for the hot paths (legal_actions reads several per card).
MULLIGAN, NEXT_CHAR_DISCOUNT, NTH_ACTION, SHIFTED = Flag.MULLIGAN, Flag.NEXT_CHAR_DISCOUNT, Flag.NTH_ACTION, Flag.SHIFTED
ENTERED_EXERTED, NTH_INK, DROP_PAID, MOVED, SANG = (Flag.ENTERED_EXERTED, Flag.NTH_INK, Flag.DROP_PAID, Flag.MOVED,
                                                    Flag.SANG)
QUESTED, LAST_UNDER, LAST_EXERTED_HERE, LEFT_DISCARD = (Flag.QUESTED, Flag.LAST_UNDER, Flag.LAST_EXERTED_HERE,
                                                        Flag.LEFT_DISCARD)
PUT_UNDER, PUT_UNDER_ANY, GOT_DROP, BANISHED_IN_CHALLENGE = (Flag.PUT_UNDER, Flag.PUT_UNDER_ANY, Flag.GOT_DROP,
                                                             Flag.BANISHED_IN_CHALLENGE)
PLAY_UNDER, DISCARD_PLAY, PLAYED_CHARACTER, BOOSTED = (Flag.PLAY_UNDER, Flag.DISCARD_PLAY, Flag.PLAYED_CHARACTER,
                                                       Flag.BOOSTED)
CHALLENGER, ACTIVATED, TIMES, ONCE, EXERT_ENTRY = (Flag.CHALLENGER, Flag.ACTIVATED, Flag.TIMES, Flag.ONCE,
                                                   Flag.EXERT_ENTRY)
DISCARD_PLAY_NAME, CHEAP, PLAYED, PLAYED_SONG, PLAYED_ACTION = (Flag.DISCARD_PLAY_NAME, Flag.CHEAP, Flag.PLAYED,
                                                                Flag.PLAYED_SONG, Flag.PLAYED_ACTION)
TO_BOTTOM, BATCH, BANISHED, BANISHED_IN_CHALLENGE_CARD = (Flag.TO_BOTTOM, Flag.BATCH, Flag.BANISHED,
                                                          Flag.BANISHED_IN_CHALLENGE_CARD)
LAST_STRENGTH, TO_DISCARD, DISCARDED, DISCARD_ONE, DISCARD_TWO = (Flag.LAST_STRENGTH, Flag.TO_DISCARD, Flag.DISCARDED,
                                                                  Flag.DISCARD_ONE, Flag.DISCARD_TWO)
NTH_DRAW, NTH_CHALLENGE, CHALLENGED, FIRST_DAMAGE, HURT, REMOVED = (Flag.NTH_DRAW, Flag.NTH_CHALLENGE, Flag.CHALLENGED,
                                                                    Flag.FIRST_DAMAGE, Flag.HURT, Flag.REMOVED)
# the two flags without arguments, as they sit in the set
ANY_PLAY_UNDER: tuple[Flag] = (Flag.PLAY_UNDER_ANY,)
ANY_BANISHED: tuple[Flag] = (Flag.BANISHED_ANY,)

# Each flag's word in saves and the kinds of its arguments after it: "i" an int, "s" a text (which may hold ":"),
# "t" cards joined by ",". A counted flag ("action2:0") has its first argument, a number, glued to the word.
_SPEC: dict[Flag, tuple[str, str]] = {
    Flag.MULLIGAN: ("mulligan", "i"), Flag.NEXT_CHAR_DISCOUNT: ("nextchar", "i"), Flag.NTH_ACTION: ("action#", "i"),
    Flag.SHIFTED: ("shifted", "i"), Flag.ENTERED_EXERTED: ("entered_exerted", "i"), Flag.NTH_INK: ("ink#", "i"),
    Flag.DROP_PAID: ("drop_paid", "i"), Flag.MOVED: ("moved", "i"), Flag.SANG: ("sang", "ii"),
    Flag.QUESTED: ("quested", "i"), Flag.LAST_UNDER: ("lk_under", "it"),
    Flag.LAST_EXERTED_HERE: ("lk_exerted_here", "i"), Flag.LEFT_DISCARD: ("left_discard", "i"),
    Flag.PUT_UNDER: ("under", "i"), Flag.PUT_UNDER_ANY: ("under_any", "i"), Flag.GOT_DROP: ("gotdrop", "i"),
    Flag.PLAY_UNDER: ("play_under", "i"), Flag.PLAY_UNDER_ANY: ("play_under", ""),
    Flag.DISCARD_PLAY: ("discard_play", "i"), Flag.PLAYED_CHARACTER: ("played_char", "i"),
    Flag.BOOSTED: ("boost", "i"), Flag.CHALLENGER: ("challenger", "i"), Flag.ACTIVATED: ("act", "ii"),
    Flag.TIMES: ("times", "isi"), Flag.ONCE: ("once", "is"), Flag.EXERT_ENTRY: ("exert_entry", "i"),
    Flag.DISCARD_PLAY_NAME: ("dp_name", "is"), Flag.CHEAP: ("cheap", "i"), Flag.PLAYED: ("played", "ii"),
    Flag.PLAYED_SONG: ("played_song", "i"), Flag.PLAYED_ACTION: ("played_action", "i"),
    Flag.TO_BOTTOM: ("bottom", "i"), Flag.BATCH: ("batch", "ii"), Flag.BANISHED_ANY: ("banished", ""),
    Flag.BANISHED: ("banished", "i"), Flag.BANISHED_IN_CHALLENGE_CARD: ("banished_ch", "i"),
    Flag.LAST_STRENGTH: ("lk_str", "ii"), Flag.TO_DISCARD: ("todiscard", "i"), Flag.DISCARDED: ("discarded", "i"),
    Flag.DISCARD_ONE: ("disc", "i"), Flag.DISCARD_TWO: ("disc2", "i"), Flag.NTH_DRAW: ("drew#", "i"),
    Flag.NTH_CHALLENGE: ("challenge#", "i"), Flag.CHALLENGED: ("challenged", "i"), Flag.FIRST_DAMAGE: ("firstdmg", "i"),
    Flag.HURT: ("hurt", "i"), Flag.REMOVED: ("removed", "ii"),
}
# BANISHED_IN_CHALLENGE is saved as engine 4 saved it: "bic:<owner>" for any card, and "challenge_banished:<owner>"
# too for a character (two words then, which read back as the two flags (owner, 0) and (owner, 1): the same answers).
_BIC, _BIC_CHARACTER = "bic", "challenge_banished"

# word (without "#") and whether arguments follow -> flag
_BY_WORD: dict[tuple[str, bool], Flag] = {(w.rstrip("#"), bool(a)): f for f, (w, a) in _SPEC.items()}
_COUNTED = frozenset(w.rstrip("#") for w, _ in _SPEC.values() if w.endswith("#"))


def flag_words(flag: TurnFlag) -> tuple[str, ...]:
    """The word(s) a save holds for ``flag``."""
    f = flag[0]
    if f is BANISHED_IN_CHALLENGE:
        return (f"{_BIC}:{flag[1]}", f"{_BIC_CHARACTER}:{flag[1]}") if flag[2] else (f"{_BIC}:{flag[1]}",)
    word, kinds = _SPEC[f]
    args = flag[1:]
    if word.endswith("#"):
        word = f"{word[:-1]}{args[0]}"
        args = args[1:]
    if not kinds:
        return (word,)
    return (word + "".join(":" + (",".join(map(str, a)) if k == "t" else str(a)) for k, a in zip(kinds, args,
                                                                                                   strict=True)),)


def flag_from_word(word: str) -> TurnFlag:
    """The flag a save's word holds; ValueError for a word no engine wrote."""
    head, colon, rest = word.partition(":")
    if head == _BIC or head == _BIC_CHARACTER:
        return (BANISHED_IN_CHALLENGE, int(rest), int(head == _BIC_CHARACTER))
    counted: tuple[int, ...] = ()
    f = _BY_WORD.get((head, bool(colon)))
    if f is None:
        base = head.rstrip("0123456789")
        if base in _COUNTED and base != head:
            f = _BY_WORD[(base, bool(colon))]
            counted = (int(head[len(base):]),)
    if f is None:
        raise ValueError(f"unknown turn flag {word!r}")
    kinds = _SPEC[f][1]
    if not kinds:
        return (f,)
    if "s" in kinds:  # one text argument, which may hold ":": the ints before it from the left, after it from the right
        k = kinds.index("s")
        left = rest.split(":", k)
        head_args, rest = left[:k], left[k]
        tail = rest.rsplit(":", len(kinds) - k - 1) if len(kinds) - k - 1 else [rest]
        return (f, *counted, *map(int, head_args), tail[0], *map(int, tail[1:]))
    parts = rest.split(":")
    if len(parts) != len(kinds):
        raise ValueError(f"turn flag {word!r} has {len(parts)} values, not {len(kinds)}")
    return (f, *counted, *(tuple(int(x) for x in p.split(",") if x) if k == "t" else int(p)
                           for k, p in zip(kinds, parts, strict=True)))


def flags_to_json(flags: set[TurnFlag]) -> list[str]:
    """The turn's flags as saves hold them: their words, sorted."""
    return sorted({w for f in flags for w in flag_words(f)})


def flags_from_json(words: list[str]) -> set[TurnFlag]:
    return {flag_from_word(str(w)) for w in words}
