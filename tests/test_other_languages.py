"""Card data in other languages: keywords speak the CR's English names, English card names still resolve."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lorcana_desktop.app.catalog import import_cards, load_card_index, open_catalog
from lorcana_desktop.cards import CardIndex, load_card_data
from lorcana_desktop.cards.translations import english_keyword


@pytest.mark.parametrize(
    ("printed", "expected"),
    [
        ("Alter", ("Shift", None)),                        # French Shift (CR 8.10)
        ("Alter universel", ("Shift", "universel")),       # a Shift variant keeps its word
        ("Insaisissable", ("Evasive", None)),              # CR 8.6
        ("Rempart", ("Bodyguard", None)),                  # CR 8.3
        ("À l’unisson", ("Sing Together", None)),          # CR 8.12, curly apostrophe
        ("Mélomane", ("Singer", None)),                    # CR 8.11
        ("Gestaltwandel", ("Shift", None)),                # German
        ("Herausforderer", ("Challenger", None)),          # German, printed noun form (CR 8.5)
        ("Gemeinsam singen", ("Sing Together", None)),     # not plain Singer
        ("Sfuggente", ("Evasive", None)),                  # Italian
        ("Cantare Insieme", ("Sing Together", None)),
        ("Protetto", ("Ward", None)),                      # CR 8.15
        ("Unbekannt", None),
    ],
)
def test_localized_keyword_words(printed: str, expected: tuple[str, str | None] | None) -> None:
    assert english_keyword(printed) == expected


def _french_file(tmp_path: Path, cards: CardIndex) -> Path:
    """A small French allCards.json whose printings carry the ids of real English printings."""
    elsa = cards.by_name("Elsa - Snow Queen")
    stitch = cards.by_name("Stitch - Rock Star")  # a card with Shift in English
    doc = {
        "metadata": {"language": "fr", "formatVersion": "2.0.0", "generatedOn": "2026-01-01"},
        "cards": [
            {"id": elsa.printings[0].id, "fullName": "Elsa - Reine des neiges", "name": "Elsa",
             "version": "Reine des neiges", "type": "Personnage", "color": "Améthyste", "cost": 3,
             "inkwell": True, "setCode": "1", "number": 41, "rarity": "Uncommon", "strength": 2,
             "willpower": 3, "lore": 1,
             "abilities": [{"type": "keyword", "keyword": "Insaisissable", "fullText": "Insaisissable"}]},
            {"id": stitch.printings[0].id, "fullName": "Stitch - Rock star", "name": "Stitch",
             "version": "Rock star", "type": "Personnage", "color": "Ambre", "cost": 6, "inkwell": True,
             "setCode": "1", "number": 23, "rarity": "Legendary", "strength": 3, "willpower": 5, "lore": 3,
             "abilities": [{"type": "keyword", "keyword": "Alter", "keywordValue": "4", "keywordValueNumber": 4,
                            "fullText": "Alter 4"}]},
        ],
    }
    path = tmp_path / "allCards.fr.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return path


def test_french_keywords_become_cr_keywords(tmp_path: Path, cards: CardIndex) -> None:
    data = load_card_data(_french_file(tmp_path, cards))
    by_name = {c.full_name: c for c in data.cards}
    elsa, stitch = by_name["Elsa - Reine des neiges"], by_name["Stitch - Rock star"]
    assert elsa.has_keyword("Evasive")
    shift = stitch.keyword("Shift")
    assert shift is not None and shift.value == 4
    assert shift.text == "Alter 4"  # the face still prints the French words


def test_a_french_file_adds_its_texts_to_the_english_cards(tmp_path: Path, cards: CardIndex) -> None:
    # Issue 22: the catalog keeps every English card (the rules, decks and saves read them) and learns
    # what the French data prints on the cards it has; cards it lacks stay English.
    report = import_cards(_french_file(tmp_path, cards))
    assert report.language == "fr" and report.card_count == 2 and report.texts_only
    index = load_card_index()
    assert len(index) == len(cards)  # nothing the French file lacks went missing
    elsa = index.by_name("Elsa - Snow Queen")
    assert elsa.full_name == "Elsa - Snow Queen" and elsa.language == "en"
    # The deck builder and deck lists find a card by its French name too.
    assert index.by_name("elsa - reine des neiges") is elsa
    catalog = open_catalog()
    try:
        french = catalog.texts("fr")
        assert french[elsa.id].full_name == "Elsa - Reine des neiges"
        assert french[elsa.id].keywords == ("Insaisissable",)  # Evasive as the French card prints it
        assert catalog.text_languages() == ["fr"]
        # The search reads the French words as well as the English ones; filters speak English keywords.
        assert [c.full_name for c in catalog.search("reine neiges")] == ["Elsa - Snow Queen"]
        assert "Stitch - Rock Star" in [c.full_name for c in catalog.search("keyword:shift", limit=None)]
    finally:
        catalog.close()


def test_texts_of_other_languages_survive_an_english_import(tmp_path: Path, cards: CardIndex) -> None:
    import_cards(_french_file(tmp_path, cards))
    import_cards()  # the English catalog imported again (the default source)
    catalog = open_catalog()
    try:
        assert catalog.texts("fr")[cards.by_name("Stitch - Rock Star").id].full_name == "Stitch - Rock star"
    finally:
        catalog.close()


def test_without_english_data_a_french_file_is_the_catalog(tmp_path: Path, cards: CardIndex,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    # No English card data anywhere (no default source): the French cards are the catalog, each knowing
    # its English name where the English data could be read before (here: not at all).
    from lorcana_desktop.app import catalog as app_catalog
    from lorcana_desktop.cards import NoCardSource

    path = _french_file(tmp_path, cards)

    def no_source():
        raise NoCardSource("no default card data here")

    monkeypatch.setattr(app_catalog, "default_source_path", no_source)
    report = import_cards(path)
    assert report.language == "fr" and not report.texts_only
    assert sorted(c.full_name for c in load_card_index()) == ["Elsa - Reine des neiges", "Stitch - Rock star"]


def test_french_cards_play_the_scripts_of_their_english_cards(tmp_path: Path, cards: CardIndex,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    # Issue 10: non-English card data uses the English scripts, matched by printing id at import (a
    # French catalog of its own: the English data is read for the names, not added to).
    from lorcana_desktop.engine import ChooseTrigger, Game, Mulligan, PlayCard
    from lorcana_desktop.engine.state import INKWELL, PLAY
    from lorcana_desktop.scripts import manual_abilities

    genie = cards.by_name("Genie - Wish Fulfilled")  # WHAT COMES NEXT? When you play this character, draw a card.
    assert genie.abilities[0].effect.startswith("When you play this character, draw a card")
    doc = json.loads(_french_file(tmp_path, cards).read_text(encoding="utf-8"))
    doc["cards"].append(
        {"id": genie.printings[0].id, "fullName": "Génie - Vœu exaucé", "name": "Génie", "version": "Vœu exaucé",
         "type": "Personnage", "color": "Améthyste", "cost": genie.cost, "inkwell": True, "setCode": "4",
         "number": 1, "rarity": "Rare", "strength": genie.strength, "willpower": genie.willpower,
         "lore": genie.lore,
         "abilities": [{"type": "triggered", "name": "ET ENSUITE ?",
                        "effect": "Lorsque vous jouez ce personnage, piochez une carte.",
                        "fullText": "ET ENSUITE ? Lorsque vous jouez ce personnage, piochez une carte."}]})
    path = tmp_path / "allCards.fr.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    from lorcana_desktop.app import catalog as app_catalog

    monkeypatch.setattr(app_catalog, "_english_base", lambda *_args: None)
    import_cards(path)
    index = load_card_index()
    french = index.by_name("Génie - Vœu exaucé")
    assert french.language == "fr" and french.english_full_name == "Genie - Wish Fulfilled"
    assert manual_abilities(french) == ()  # the catalog does not mark it "manual"

    game = Game.new([[french.full_name] * 20] * 2, index, seed=3)
    while game.s.phase == "setup":  # both players keep their opening hands
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Mulligan) and not a.cards))
    me = game.s.active
    for _ in range(genie.cost):  # enough ready ink, as if earlier turns had inked
        c = game.s.deck[me].pop()
        game.s.inkwell[me].append(c)
        game.s.zone[c] = INKWELL
    g = game.s.hand[me][0]
    hand = len(game.s.hand[me])
    game.apply(PlayCard(g))
    bag = game.legal_actions()  # its triggered ability (CR 7.4) waits in the bag (CR 7.7)
    assert len(bag) == 1 and isinstance(bag[0], ChooseTrigger)
    game.apply(bag[0])
    assert game.s.zone[g] == PLAY
    # Génie left the hand and WHAT COMES NEXT? drew a card: the hand size is unchanged.
    assert len(game.s.hand[me]) == hand
