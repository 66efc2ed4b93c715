"""The effects being resolved (``GameState.res``, the top of a stack): steps, place, choices so far (CR 6.1)."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, ClassVar

from lorcana_desktop.engine.decisions import Pending, decision_from_json, decision_to_json
from lorcana_desktop.engine.lang import Step, decode, encode


@dataclass(slots=True)
class Resolution:
    """One effect resolving, step by step; a step that waits for an answer resumes from here.

    ``vars`` holds the effect's named choices (``Choose(var="t")`` puts the chosen cards under
    "t", ``ChooseNumber`` a number, ``NameCard`` a name) for the later steps. The other fields
    keep the progress of the one step that asks and then comes back (``pc`` stays on it):
    """

    src: int                         # the card whose ability this is (-1: none)
    ctrl: int                        # the player who controls the effect (CR 6.1.2)
    steps: tuple[Step, ...]
    name: str = ""                   # the ability's name, for messages
    trig: int = -1                   # the card that triggered it, or -1
    action: bool = False             # an action card's effect: the card goes to the discard after (CR 4.3.3.2)
    pc: int = 0                      # the next step
    vars: dict[str, Any] = field(default_factory=dict)
    asked: tuple[int, ...] = ()      # players already asked, in turn order ("each opponent chooses/discards")
    picked: tuple[int, ...] = ()     # the cards the opponents picked so far ("each opponent chooses")
    looked: tuple[int, ...] | None = None  # the top cards being looked at (look and take, top or bottom)
    taken: tuple[int, ...] | None = None   # of those, the cards taken; or the revealed hand's card to discard
    revealed: int = -1               # a revealed top card the controller may take
    answer: int = -1                 # an answer kept for the step that asked: an option ("top or bottom":
                                     # 1 is bottom), or 1/0 for yes/no; -1 before it is given
    # What the effect did so far, which later steps read by the names in RESULTS ("gain 1 lore for each 1 damage
    # removed this way"): None until the step that says it has run.
    amount: int | None = None        # how much the triggering event was ("deal that much damage"), or who chose
    removed: int | None = None       # damage removed this way
    lost: int | None = None          # lore lost this way
    moved: int | None = None         # damage moved this way (CR 1.9.2.4)
    moved_chars: int | None = None   # characters moved this way
    discarded: tuple[int, ...] | None = None  # the cards discarded to pay the ability's cost
    unpaid: bool = False             # a choice of "you may ... If you do" found nothing: it was not done
    # Look at the top cards and pick (LookPick): the cards still to place, whose deck, the pick being asked, the
    # cards to put back on top; None/-1/0/None outside that step.
    picking: tuple[int, ...] | None = None
    picking_from: int = -1
    pick: int = 0
    picked_top: tuple[int, ...] | None = None
    # An action played in the middle of this effect resolves at once (CR 4.3.3.2) on top of it; this one goes on
    # when that one is done (CR 6.1.2: every sentence of this effect still resolves). ``parent`` is the effect
    # that was resolving when this one began (the stack below the top), ``waiting`` the question this effect's
    # step asked after the action was played, asked once the action has resolved.
    parent: Resolution | None = None
    waiting: Pending | None = None
    # The progress of a step that asks one player or card after another (or asks twice), and the answers to the
    # questions the engine asks for its own steps: None until such a step begins (made by ``progress()``).
    prog: Progress | None = None

    def __eq__(self, other: object) -> bool:
        # (a progress record with nothing in it is no progress: a frame read back from a save equals the one saved)
        if not isinstance(other, Resolution):
            return NotImplemented
        return self._compared() == other._compared()

    def _compared(self) -> tuple[Any, ...]:
        pr = self.prog
        return (*(getattr(self, f) for f in _COMPARED), None if pr is None or pr == _NO_PROGRESS else pr)

    def named(self, name: str, default: Any = None) -> Any:
        """A value a step names: one of RESULTS (what the effect did) or a chosen variable."""
        field_name = RESULTS.get(name)
        if field_name is not None:
            v = getattr(self, field_name)
            return default if v is None else v
        return self.vars.get(name, default)

    def progress(self) -> Progress:
        """The step's progress record (made when a step first needs it)."""
        pr = self.prog
        if pr is None:
            pr = self.prog = Progress()
        return pr

    def put(self, var: str, value: Any) -> None:
        """An answer for the variable a question names: a chosen variable, or (one of the engine's own names,
        ``Progress.SAVED_AS``) the field of the step that asked."""
        field_name = _ANSWER_FIELDS.get(var)
        if field_name is None and var.startswith("_lp") and var[3:].isdigit():
            field_name = "pick_chosen"  # (the pick ``self.pick`` of a LookPick)
        if field_name is None:
            self.vars[var] = value
        else:
            setattr(self.progress(), field_name, value)

    def copy(self) -> Resolution:
        """An independent copy (the steps and tuples are immutable; ``vars`` and the frames below are copied)."""
        r = Resolution(self.src, self.ctrl, self.steps, self.name, self.trig, self.action, self.pc,
                       dict(self.vars), self.asked, self.picked, self.looked, self.taken, self.revealed,
                       self.answer, self.amount, self.removed, self.lost, self.moved, self.moved_chars,
                       self.discarded, self.unpaid, self.picking, self.picking_from, self.pick, self.picked_top,
                       None if self.parent is None else self.parent.copy(), self.waiting,
                       None if self.prog is None else self.prog.copy())
        return r

    def to_json(self) -> dict[str, Any]:
        out = {"src": self.src, "ctrl": self.ctrl, "steps": encode(self.steps), "name": self.name,
               "trig": self.trig, "action": self.action, "pc": self.pc, "vars": encode(self._saved_vars()),
               "asked": list(self.asked), "picked": list(self.picked),
               "looked": None if self.looked is None else list(self.looked),
               "taken": None if self.taken is None else list(self.taken),
               "revealed": self.revealed, "answer": self.answer}
        # (only a frame with an effect below it or a question put off has these keys: every other save keeps the
        # shape it had before there was a stack, and one saved before it loads as a stack of one)
        if self.parent is not None:
            out["parent"] = self.parent.to_json()
        if self.waiting is not None:
            out["waiting"] = decision_to_json(self.waiting)
        return out

    def _saved_vars(self) -> dict[str, Any]:
        """The variables as engine 4 saved them: what the effect did among them, under the names of RESULTS."""
        vs = dict(self.vars)
        for name, field_name in RESULTS.items():
            v = getattr(self, field_name)
            if v is not None and v is not False:
                vs[name] = v
        if self.picking is not None:
            vs["_lp"], vs["_lpq"], vs["_lpk"] = self.picking, self.picking_from, self.pick
        if self.picked_top is not None:
            vs["_lptop"] = self.picked_top
        pr = self.prog
        if pr is not None:
            for field_name, name in _SAVED_NAMES.items():
                v = getattr(pr, field_name)
                if v is not None:
                    vs[name] = v
            if pr.pick_chosen is not None:
                vs[f"_lp{self.pick}"] = pr.pick_chosen
        return vs

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Resolution:
        """The inverse of ``to_json``; a frame saved by engine 2 (sentinel variables) is converted."""
        if "asked" not in data:
            return _legacy(data)
        parent = data.get("parent")
        r = cls(int(data["src"]), int(data["ctrl"]), decode(data["steps"]), str(data.get("name", "")),
                int(data.get("trig", -1)), bool(data.get("action", False)), int(data["pc"]),
                {k: decode(v) for k, v in data["vars"].items()}, tuple(data["asked"]),
                tuple(data["picked"]), _opt_tuple(data.get("looked")), _opt_tuple(data.get("taken")),
                int(data.get("revealed", -1)), int(data.get("answer", -1)),
                parent=None if parent is None else cls.from_json(parent),
                waiting=decision_from_json(data.get("waiting")))
        _results_from_vars(r)
        return r

    def frames(self) -> list[Resolution]:
        """This frame and the ones below it, top first."""
        out: list[Resolution] = []
        r: Resolution | None = self
        while r is not None:
            out.append(r)
            r = r.parent
        return out


# The effect's results by the names steps use for them ("_removed": GainLore("you", "_removed")), and the fields
# that hold them; saves keep them among the variables under these names.
RESULTS = {"_amount": "amount", "_removed": "removed", "_lost": "lost", "_moved": "moved",
           "_moved_chars": "moved_chars", "_discarded": "discarded", "_unpaid": "unpaid"}


def _results_from_vars(r: Resolution) -> None:
    """A saved frame keeps what the effect did among its variables ("_removed", "_lp", ...): into the fields."""
    vs = r.vars
    for name, field_name in RESULTS.items():
        if name in vs:
            v = vs.pop(name)
            setattr(r, field_name, tuple(v) if field_name == "discarded" else bool(v) if field_name == "unpaid"
                    else int(v))
    if "_lp" in vs:
        r.picking, r.picking_from, r.pick = tuple(vs.pop("_lp")), int(vs.pop("_lpq")), int(vs.pop("_lpk", 0))
    if "_lptop" in vs:
        r.picked_top = tuple(vs.pop("_lptop"))
    if "_emd" in vs:  # the players EachMayDraw had asked: the same step is MayDraw now, which keeps them in "_mdr"
        vs["_mdr"] = vs.pop("_emd")
    for name in [k for k in vs if k in _ANSWER_FIELDS or k.startswith("_lp") and k[3:].isdigit()]:
        r.put(name, vs.pop(name))


@dataclass(slots=True)
class Progress:
    """Where a step that asks and comes back is (``pc`` stays on it), by step kind, and the answers to the questions
    the engine asks for its own steps; each None outside its step. Wrapping steps (PlayerMay, RepeatMay) keep theirs
    while the steps they put in run. Saved among the frame's variables under the names of SAVED_AS, as engine 4
    kept them there."""

    # Choose "for each opposing player, you may choose ...": the card chosen of the last opponent asked
    opponent_pick: tuple[int, ...] | None = None
    # LookTake: the cards not taken, in the order chosen for the bottom
    rest_order_taken: tuple[int, ...] | None = None
    # RepeatMay: the times still to ask "you may ... again"
    repeats_left: int | None = None
    # Discard: the players who discard, settled as it starts ("the player with the most cards" stays who it was)
    discarders: tuple[int, ...] | None = None
    # InkDrops: (player, drops still to give) for the players not done yet, in turn order
    drops_left: tuple[tuple[int, int], ...] | None = None
    # ShiftFromDiscard, PlayOrShiftFree: the card chosen to play or shift for free
    free_card: tuple[int, ...] | None = None
    # RemoveDamage "up to N" from several: the cards named as it starts, the one being asked about, how much the
    # player chose for it, and the damage removed so far (for "up to N in total")
    removing: tuple[int, ...] | None = None
    removing_at: int | None = None
    remove_amount: int | None = None
    removed_so_far: int | None = None
    # PutBottom ("in any order"): the cards in the order chosen, the topmost first
    put_order: tuple[int, ...] | None = None
    # LookPick: the cards chosen for the pick being asked (``Resolution.pick``), the order chosen for the cards put
    # on top, and for the rest
    pick_chosen: tuple[int, ...] | None = None
    top_order: tuple[int, ...] | None = None
    rest_order: tuple[int, ...] | None = None
    # EachRevealTop: the players still to reveal, and the revealed card its owner chose to take (or none)
    revealers: tuple[int, ...] | None = None
    reveal_pick: tuple[int, ...] | None = None
    # AllToBottom: the cards in the order they go to the bottom
    bottom_order: tuple[int, ...] | None = None
    # SearchDeck: the card found (() while it is asked)
    searched: tuple[int, ...] | None = None
    # RevealRepeat: the revealed misfit chosen for the bottom (or none: it stays on top)
    misfit: tuple[int, ...] | None = None
    # PlayerMay: the players still to ask, and -1 while the first of them is asked (the yes or no comes in ``answer``;
    # a save of engine 6 holds that player's amount here, 1: yes)
    may_players: tuple[int, ...] | None = None
    may_yes: int | None = None
    # MayDiscard: the players asked so far, the card the last one chose (or none), and how many did not discard
    discard_asked: tuple[int, ...] | None = None
    discard_pick: tuple[int, ...] | None = None
    not_discarded: int | None = None
    # MayDraw: the players asked so far
    draw_asked: tuple[int, ...] | None = None
    # DiscardUntil: the players who discard down to N, settled as it starts
    down_to: tuple[int, ...] | None = None

    # The names engine 4 kept these under among the variables (the decisions still name their answers so: a save
    # has the same JSON); ``pick_chosen`` is "_lp<pick>". A field added later is saved as "_<field>": a new step
    # that asks and comes back adds its field above, nothing here.
    SAVED_AS: ClassVar[dict[str, str]] = {
        "opponent_pick": "_ceo_pick", "rest_order_taken": "_lto", "repeats_left": "_rm", "discarders": "_dq",
        "drops_left": "_idq", "free_card": "_sfd", "removing": "_rm_cards", "removing_at": "_rm_k",
        "remove_amount": "_rm_n", "removed_so_far": "_rm_spent", "put_order": "_po", "top_order": "_lpto",
        "rest_order": "_lpo", "revealers": "_er", "reveal_pick": "_er_pick", "bottom_order": "_ab",
        "searched": "_sd", "misfit": "_rr", "may_players": "_pmq", "may_yes": "_pma", "discard_asked": "_md",
        "discard_pick": "_md_pick", "not_discarded": "_md_no", "draw_asked": "_mdr", "down_to": "_duq"}

    def copy(self) -> Progress:
        return Progress(*(getattr(self, f) for f in _PROGRESS_FIELDS))


_PROGRESS_FIELDS = tuple(f.name for f in fields(Progress))
# Each field (but pick_chosen) -> the variable it is saved as
_SAVED_NAMES = {f: Progress.SAVED_AS.get(f, f"_{f}") for f in _PROGRESS_FIELDS if f != "pick_chosen"}
_NO_PROGRESS = Progress()
_COMPARED = tuple(f.name for f in fields(Resolution) if f.name != "prog")
# A question's variable -> the Progress field its answer goes to (the engine's own questions; see Resolution.put)
_ANSWER_FIELDS = {name: field_name for field_name, name in _SAVED_NAMES.items()}
assert len(_ANSWER_FIELDS) == len(_SAVED_NAMES) and not any(n.startswith("_lp") and n[3:].isdigit() for n in _ANSWER_FIELDS)


def without_player(res: Resolution, p: int) -> Resolution | None:
    """A copy of the stack ``res`` without the effects player p controls (CR 9.2.3: a player who leaves takes them
    along), the others in the same order; each keeps the question it had put off (``waiting``)."""
    kept = [r.copy() for r in reversed(res.frames()) if r.ctrl != p]  # bottom first
    top: Resolution | None = None
    for r in kept:
        r.parent = top
        top = r
    return top


def _opt_tuple(v: Any) -> tuple[int, ...] | None:
    return None if v is None else tuple(v)


def _legacy(data: dict[str, Any]) -> Resolution:
    """Engine 2 kept a step's progress in variables named "_eo", "_look", ...: moved to their fields."""
    vs = {k: decode(v) for k, v in data["vars"].items()}
    r = Resolution(int(data["src"]), int(data["ctrl"]), decode(data["steps"]), str(data.get("name") or ""),
                   int(data.get("trig", -1)), bool(data.get("action", False)), int(data["pc"]))
    r.asked = tuple(vs.pop("_eo", ())) + tuple(vs.pop("_dd", ()))
    r.picked = tuple(vs.pop("_eo_all", ()))
    look = vs.pop("_look", None)
    r.looked = None if look is None else tuple(look)
    if "_take" in vs:
        r.taken = tuple(vs.pop("_take"))
    if "_dc" in vs:
        r.taken = tuple(vs.pop("_dc"))
    r.revealed = int(vs.pop("_rt", -1))
    if vs.pop("_tb", None) is not None:
        r.looked = ()  # asked "top or bottom" already; the card is the top of the deck
    r.answer = int(vs.pop("_option", -1))
    r.vars = vs
    _results_from_vars(r)
    return r
