"""The ruleset options: the rulings of DESIGN.md that a reasonable player could read the other way.

Each default is the ruling; ``ExoOptions.from_json`` names an unknown option or value in the player's
words, so a scenario or a save with a typo fails at once.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any, ClassVar


@dataclass(frozen=True, slots=True)
class ExoOptions:
    """R-1 ``payment``: what pays a Costo (both: cover Field cards or put hand cards into Occulto).
    R-7 ``occulto_return``: whose Occulto goes back to hand at a Recovery phase (all | active).
    R-15 ``leader_attack_cost``: a Leader that attacks loses 1 life.
    R-20 ``sickness``: which cards cannot attack the turn they arrive (entered | played).
    R-21 ``guardia``: GUARDIA is a chain link (link) or changes the target at once (replace).
    R-27 ``etere``: one Etere in the centre (shared) or one per player (per_player: only how it is shown).
    R-31 ``ciclo``: CICLO triggers when the End phase's end is declared, or when the End phase starts.
    R-34 ``covered_in_etere``: a card covered in Etere goes to the discard pile, or enters the Field covered.
    """

    payment: str = "both"
    occulto_return: str = "all"
    leader_attack_cost: bool = True
    sickness: str = "entered"
    guardia: str = "link"
    etere: str = "shared"
    ciclo: str = "end_of_end_phase"
    covered_in_etere: str = "discard"

    CHOICES: ClassVar[dict[str, tuple[Any, ...]]] = {
        "payment": ("both", "hand", "field"),
        "occulto_return": ("all", "active"),
        "leader_attack_cost": (True, False),
        "sickness": ("entered", "played"),
        "guardia": ("link", "replace"),
        "etere": ("shared", "per_player"),
        "ciclo": ("end_of_end_phase", "start_of_end_phase"),
        "covered_in_etere": ("discard", "field"),
    }

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            allowed = self.CHOICES[f.name]
            if value not in allowed or type(value) is not type(allowed[0]):
                raise ValueError(f"option {f.name!r} is {', '.join(repr(a) for a in allowed)}, not {value!r}")

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ExoOptions:
        if not isinstance(data, dict):
            raise TypeError(f"options are an object like {{\"occulto_return\": \"active\"}}, not {data!r}")
        unknown = set(data) - set(cls.CHOICES)
        if unknown:
            raise ValueError(f"unknown option(s) {', '.join(sorted(unknown))}; the options are "
                             f"{', '.join(cls.CHOICES)}")
        return cls(**data)
