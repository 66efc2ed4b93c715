"""How the deck lab words a run that stopped (app/lab_screen.py): each kind of failure has its sentence, the
values it names come from the failure itself, and the details keep the whole exception for a bug report."""

from __future__ import annotations

import errno

import pytest

from lorcana_desktop.app.lab import LabDeck, LabError, LabSpec
from lorcana_desktop.app.lab_screen import FAILURE_WORDS, DeckNotPlayable, FailureKind, run_failure
from lorcana_desktop.cards import CardIndex, default_cards


@pytest.fixture(scope="module")
def cards() -> CardIndex:
    return default_cards()


def _raised(exc: BaseException) -> BaseException:
    try:
        raise exc
    except BaseException as caught:  # noqa: BLE001 - the traceback is the point
        return caught


def test_an_unknown_card_names_the_card_and_the_deck_that_holds_it(cards: CardIndex) -> None:
    spec = LabSpec(LabDeck("Mine", ("Stitch - New Dog",) * 60),
                   (LabDeck("Theirs", ("Stitch - New Dog",) * 59 + ("Goofy - Not A Card",)),))
    try:
        cards.by_name("Goofy - Not A Card")  # what a game of that deck raises when it is dealt
    except KeyError as exc:
        failure = run_failure(exc, spec)
    assert failure.kind is FailureKind.DECK and failure.values == ("Goofy - Not A Card", "Theirs")
    assert "UnknownCard" in failure.details and "by_name" in failure.details


@pytest.mark.parametrize(("exc", "kind"), [
    (DeckNotPlayable("Theirs", "X"), FailureKind.DECK),
    (LabError("Cannot reach the Dask scheduler at tcp://x:8786"), FailureKind.SETUP),
    (MemoryError(), FailureKind.MEMORY),
    (OSError(errno.ENOMEM, "Cannot allocate memory"), FailureKind.MEMORY),
    (OSError(errno.EAGAIN, "Resource temporarily unavailable"), FailureKind.WORKER),
    (BrokenPipeError(errno.EPIPE, "Broken pipe"), FailureKind.WORKER),
    (EOFError(), FailureKind.WORKER),
    (OSError(errno.ENOSPC, "No space left on device"), FailureKind.PROGRAM),
    (KeyError("zone"), FailureKind.PROGRAM),
])
def test_each_failure_has_its_kind_and_its_sentence(exc: BaseException, kind: FailureKind) -> None:
    failure = run_failure(_raised(exc))
    assert failure.kind is kind
    assert FAILURE_WORDS[kind]
    assert type(exc).__name__ in failure.details and "test_lab_run_failure.py" in failure.details
