"""The game's own words in English, Italian, French and German: the terms of the Comprehensive Rules 2.1.0
(``shared/rules``, the same section numbers in every edition) for keywords, zones, turn actions, phases,
card states, card types, classifications, stats and inks.

One table for the whole program: the window's zone labels and card types, the card faces and the catalog
read their words here, and the translations of the window use the same terms. Each term names the CR
section that defines it; a test checks that the Italian, French and German words are those of that
language's edition. Words the CR spells two ways keep the spelling printed on cards (French Evasive is
"Insaisissable"; the heading of CR 8.6 drops a syllable).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from lorcana_desktop.cards.model import CardType, Ink
from lorcana_desktop.languages import Language


class TermKind(enum.Enum):
    KEYWORD = "keyword"  # CR 8
    ZONE = "zone"  # CR 7
    ACTION = "action"  # CR 4 (turn actions), 5.4.4 (singing), 8.10 (Shift)
    PHASE = "phase"  # CR 3
    STATE = "state"  # CR 5.1
    CARD_TYPE = "card type"  # CR 5.3-5.6
    CLASSIFICATION = "classification"  # CR 5.2.7, 5.3.3.2
    STAT = "stat"  # CR 5.2
    INK = "ink"  # CR 5.2.2
    RARITY = "rarity"  # CR 5.2.10.6 (the rarity symbol; the CR does not name each one)


@dataclass(frozen=True, slots=True)
class Term:
    """One term: ``key`` is how the program names it (the English term), ``cr`` the section defining it."""

    kind: TermKind
    key: str
    cr: str
    en: str
    it: str
    fr: str
    de: str

    def word(self, language: Language) -> str:
        return str(getattr(self, language.value))


def _terms(kind: TermKind, rows: tuple[tuple[str, str, str, str, str, str], ...]) -> tuple[Term, ...]:
    return tuple(Term(kind, *row) for row in rows)


K, Z, A, P, S = TermKind.KEYWORD, TermKind.ZONE, TermKind.ACTION, TermKind.PHASE, TermKind.STATE

TERMS: tuple[Term, ...] = (
    # key, CR, English, Italian, French, German
    *_terms(K, (
        ("Alert", "8.2", "Alert", "Vigile", "Agilité", "Alarmiert"),
        ("Bodyguard", "8.3", "Bodyguard", "Guardiano", "Rempart", "Beschützen"),
        ("Boost", "8.4", "Boost", "Potenziamento", "Boost", "Stärken"),
        ("Challenger", "8.5", "Challenger", "Sfidante", "Offensif", "Herausfordern"),
        ("Evasive", "8.6", "Evasive", "Sfuggente", "Insaisissable", "Wendig"),
        ("Reckless", "8.7", "Reckless", "Attaccabrighe", "Combattant", "Impulsiv"),
        ("Resist", "8.8", "Resist", "Resistere", "Résistance", "Robust"),
        ("Rush", "8.9", "Rush", "Lesto", "Charge", "Rasant"),
        ("Shift", "8.10", "Shift", "Trasformazione", "Alter", "Gestaltwandel"),
        ("Singer", "8.11", "Singer", "Melodioso", "Mélomane", "Singen"),
        ("Sing Together", "8.12", "Sing Together", "Cantare Insieme", "À l'unisson", "Gemeinsam singen"),
        ("Support", "8.13", "Support", "Aiutante", "Soutien", "Unterstützen"),
        ("Vanish", "8.14", "Vanish", "Svanire", "Dissipation", "Verschwinden"),
        ("Ward", "8.15", "Ward", "Protetto", "Hors d'atteinte", "Behütet"),
    )),
    *_terms(Z, (
        ("deck", "7.2", "Deck", "Mazzo", "Pioche", "Deck"),
        ("hand", "7.3", "Hand", "Mano", "Main", "Hand"),
        ("play", "7.4", "Play", "Gioco", "Jeu", "Spiel"),
        ("play area", "5.1.1.9", "Play area", "Area di gioco", "Zone de jeu", "Spielbereich"),
        ("inkwell", "7.5", "Inkwell", "Calamaio", "Réserve d'encre", "Tintenvorrat"),
        ("discard", "7.6", "Discard", "Scarti", "Défausse", "Ablagestapel"),
        ("bag", "7.7", "Bag", "Sacchetto", "Sac", "Beutel"),
    )),
    *_terms(A, (
        ("ink", "4.2", "Ink a card", "Inchiostrare una carta", "Encre une carte", "Eine Karte tinten"),
        ("play", "4.3", "Play a card", "Giocare una carta", "Jouer une carte", "Eine Karte ausspielen"),
        ("use", "4.4", "Use an activated ability", "Utilizzare un'abilità attivata",
         "Utiliser la capacité activable d'une carte", "Eine aktivierbare Fähigkeit einsetzen"),
        ("quest", "4.5", "Quest", "Andare all'avventura", "Envoyer à l'aventure", "Erkunden"),
        ("challenge", "4.6", "Challenge", "Sfidare", "Défier", "Herausfordern"),
        ("move", "4.7", "Move a character", "Spostare un personaggio", "Déplacer un personnage",
         "Einen Charakter bewegen"),
        ("sing", "5.4.4", "Sing a song", "Cantare una canzone", "Chanter une chanson", "Lied singen"),
        ("Shift", "8.10", "Shift", "Trasformazione", "Alter", "Gestaltwandel"),
        ("exert", "5.1.1.2", "Exert", "Impegnare", "Épuiser", "Erschöpfen"),
        ("ready", "3.2.1", "Ready", "Preparare", "Redresser", "Bereit machen"),
        ("draw", "1.12", "Draw", "Pescare", "Piocher", "Ziehen"),
        ("banish", "1.8.1.4", "Banish", "Esiliare", "Bannir", "Verbannen"),
    )),
    *_terms(P, (
        ("beginning", "3.2", "Beginning phase", "Fase Iniziale", "Début de tour", "Vorbereiten"),
        ("ready step", "3.2.1", "Ready", "Preparazione", "Redresser", "Bereit machen"),
        ("set step", "3.2.2", "Set", "Inizio Turno", "Vérifier", "Überprüfen"),
        ("draw step", "3.2.3", "Draw", "Pesca", "Piocher", "Ziehen"),
        ("main", "3.3", "Main phase", "Fase Principale", "Phase Principale", "Karten spielen und einsetzen"),
        ("end of turn", "3.4", "End of turn phase", "Fase Finale", "Fin de tour", "Ende des Zuges"),
    )),
    *_terms(S, (
        ("ready", "5.1.1.1", "Ready", "Preparato", "Redressé", "Bereit"),
        ("exerted", "5.1.1.2", "Exerted", "Impegnato", "Épuisé", "Erschöpft"),
        ("damaged", "5.1.1.3", "Damaged", "Danneggiato", "Ayant au moins un dommage", "Beschädigt"),
        ("drying", "5.1.1.11", "Drying", "Asciugarsi", "En train de sécher", "Trocknend"),
        ("dry", "5.1.1.12", "Dry", "Asciutto", "Sec", "Trocken"),
        ("in play", "5.1.1.8", "In play", "In gioco", "En jeu", "Im Spiel"),
    )),
    *_terms(TermKind.CARD_TYPE, (
        ("Character", "5.3", "Character", "Personaggio", "Personnage", "Charakter"),
        ("Action", "5.4", "Action", "Azione", "Action", "Aktion"),
        ("Song", "5.4.4", "Song", "Canzone", "Chanson", "Lied"),
        ("Item", "5.5", "Item", "Oggetto", "Objet", "Gegenstand"),
        ("Location", "5.6", "Location", "Luogo", "Lieu", "Ort"),
    )),
    *_terms(TermKind.STAT, (
        ("cost", "1.5", "Cost", "Costo", "Coût", "Kosten"),
        ("strength", "5.3.3.1", "Strength", "Forza", "Force", "Stärke"),
        ("willpower", "5.3.3.1", "Willpower", "Volontà", "Volonté", "Willenskraft"),
        ("lore", "1.11", "Lore", "Leggenda", "Lore", "Legende"),
        ("move cost", "5.6", "Move cost", "Costo di spostamento", "Coût de déplacement", "Bewegungskosten"),
        ("damage", "1.9", "Damage", "Danno", "Dommage", "Schaden"),
        ("ink", "1.5.1", "Ink", "Inchiostro", "Encre", "Tinte"),
    )),
    *_terms(TermKind.INK, (
        ("Amber", "5.2.2", "Amber", "Ambra", "Ambre", "Bernstein"),
        ("Amethyst", "5.2.2", "Amethyst", "Ametista", "Améthyste", "Amethyst"),
        ("Emerald", "5.2.2", "Emerald", "Smeraldo", "Émeraude", "Smaragd"),
        ("Ruby", "5.2.2", "Ruby", "Rubino", "Rubis", "Rubin"),
        ("Sapphire", "5.2.2", "Sapphire", "Zaffiro", "Saphir", "Saphir"),
        ("Steel", "5.2.2", "Steel", "Acciaio", "Acier", "Stahl"),
    )),
    *_terms(TermKind.RARITY, (
        ("Common", "5.2.10.6", "Common", "Comune", "Commune", "Gewöhnlich"),
        ("Uncommon", "5.2.10.6", "Uncommon", "Non comune", "Peu commune", "Ungewöhnlich"),
        ("Rare", "5.2.10.6", "Rare", "Rara", "Rare", "Selten"),
        ("Super Rare", "5.2.10.6", "Super Rare", "Super rara", "Super rare", "Super selten"),
        ("Legendary", "5.2.10.6", "Legendary", "Leggendaria", "Légendaire", "Legendär"),
        ("Enchanted", "5.2.10.6", "Enchanted", "Incantata", "Enchantée", "Verzaubert"),
        ("Epic", "5.2.10.6", "Epic", "Epica", "Épique", "Episch"),
        ("Iconic", "5.2.10.6", "Iconic", "Iconica", "Iconique", "Ikonisch"),
        ("Special", "5.2.10.6", "Special", "Speciale", "Spéciale", "Spezial"),
    )),
    # The classifications of CR 5.3.3.2 that every edition lists (the Italian and French editions keep
    # a few English words, as their cards print them).
    *_terms(TermKind.CLASSIFICATION, (
        ("Song", "5.4.4", "Song", "Canzone", "Chanson", "Lied"),  # the classification every song prints
        ("Storyborn", "5.3.3.2", "Storyborn", "Classico", "Storyborn", "Sagengestalt"),
        ("Dreamborn", "5.3.3.2", "Dreamborn", "Immaginato", "Dreamborn", "Traumgestalt"),
        ("Floodborn", "5.3.3.2", "Floodborn", "Imbevuto", "Floodborn", "Flutgestalt"),
        ("Hero", "5.3.3.2", "Hero", "Eroe", "Héros", "Held"),
        ("Villain", "5.2.7", "Villain", "Cattivo", "Méchant", "Schurke"),
        ("Ally", "5.3.3.2", "Ally", "Alleato", "Allié", "Verbündeter"),
        ("Princess", "5.3.3.2", "Princess", "Principessa", "Princesse", "Prinzessin"),
        ("Prince", "5.3.3.2", "Prince", "Principe", "Prince", "Prinz"),
        ("King", "5.3.3.2", "King", "Re", "Roi", "König"),
        ("Queen", "5.3.3.2", "Queen", "Regina", "Reine", "Königin"),
        ("Mentor", "5.3.3.2", "Mentor", "Mentore", "Mentor", "Mentor"),
        ("Pirate", "5.3.3.2", "Pirate", "Pirata", "Pirate", "Pirat"),
        ("Captain", "5.3.3.2", "Captain", "Capitano", "Capitaine", "Kapitän"),
        ("Fairy", "5.3.3.2", "Fairy", "Fata", "Fée", "Fee"),
        ("Sorcerer", "5.3.3.2", "Sorcerer", "Incantatore", "Mage", "Magier"),
        ("Knight", "5.3.3.2", "Knight", "Cavaliere", "Chevalier", "Ritter"),
        ("Musketeer", "5.3.3.2", "Musketeer", "Moschettiere", "Mousquetaire", "Musketier"),
        ("Deity", "5.3.3.2", "Deity", "Divinità", "Dieu", "Gottheit"),
        ("Dragon", "5.3.3.2", "Dragon", "Drago", "Dragon", "Drache"),
        ("Inventor", "5.3.3.2", "Inventor", "Inventore", "Inventeur", "Erfinder"),
        ("Detective", "5.3.3.2", "Detective", "Detective", "Détective", "Detektiv"),
        ("Puppy", "5.3.3.2", "Puppy", "Cucciolo", "Chiot", "Welp"),
        ("Toy", "5.3.3.2", "Toy", "Giocattolo", "Jouet", "Spielzeug"),
        ("Robot", "5.3.3.2", "Robot", "Robot", "Robot", "Roboter"),
        ("Alien", "5.3.3.2", "Alien", "Alieno", "Alien", "Alien"),
        ("Giant", "5.3.3.2", "Giant", "Gigante", "Géant", "Riese"),
        ("Ghost", "5.3.3.2", "Ghost", "Fantasma", "Fantôme", "Geist"),
        ("Seven Dwarfs", "5.3.3.2", "Seven Dwarfs", "Sette Nani", "Sept Nains", "Sieben Zwerge"),
        ("Broom", "5.3.3.2", "Broom", "Scopa", "Balai", "Besen"),
        ("Hyena", "5.3.3.2", "Hyena", "Iena", "Hyène", "Hyäne"),
        ("Monster", "5.3.3.2", "Monster", "Mostro", "Monstre", "Monster"),
        ("Titan", "5.3.3.2", "Titan", "Titano", "Titan", "Titan"),
        ("Tigger", "5.3.3.2", "Tigger", "Tigro", "Tigrou", "Tigger"),
    )),
)

_BY_KEY: dict[tuple[TermKind, str], Term] = {(t.kind, t.key.casefold()): t for t in TERMS}


def find(kind: TermKind, key: str) -> Term | None:
    """The term of ``kind`` the program calls ``key`` (any letter case), or None."""
    return _BY_KEY.get((kind, key.casefold()))


def word(kind: TermKind, key: str, language: Language) -> str:
    """The rules' word for ``key`` in ``language``; ``key`` itself when the glossary does not hold it
    (a newer keyword or classification keeps its printed English word)."""
    term = find(kind, key)
    return term.word(language) if term is not None else key


def _fold(word: str) -> str:
    return " ".join(word.replace("\u2019", "'").replace("_", " ").replace("-", " ").casefold().split())


_BY_WORD: dict[tuple[TermKind, str], str] = {}
for _t in TERMS:
    for _lang in Language:
        _BY_WORD.setdefault((_t.kind, _fold(_t.word(_lang))), _t.key)


def key_of(kind: TermKind, word: str) -> str | None:
    """The program's key for a word in any of the four languages ("Rempart" -> "Bodyguard", "ambra" ->
    "Amber"), or None when no term of ``kind`` is written so."""
    return _BY_WORD.get((kind, _fold(word)))


def keyword(name: str, language: Language) -> str:
    return word(TermKind.KEYWORD, name, language)


def zone(name: str, language: Language) -> str:
    return word(TermKind.ZONE, name, language)


def state(name: str, language: Language) -> str:
    return word(TermKind.STATE, name, language)


def card_type(kind: CardType, language: Language, *, song: bool = False) -> str:
    """A card type's word ("Personaggio", "Canzone" for a song: a song is an action, CR 5.4.4)."""
    return word(TermKind.CARD_TYPE, "Song" if song else kind.value, language)


def classification(name: str, language: Language) -> str:
    return word(TermKind.CLASSIFICATION, name, language)


def ink(colour: Ink, language: Language) -> str:
    return word(TermKind.INK, colour.value, language)


def stat(name: str, language: Language) -> str:
    return word(TermKind.STAT, name, language)


def rarity(name: str, language: Language) -> str:
    return word(TermKind.RARITY, name, language)
