"""Card faces drawn from card data: sizes, frames, symbols, text styles and fitting."""

from __future__ import annotations

import dataclasses
import unicodedata

import pytest
from PIL import Image, ImageChops, ImageDraw

from lorcana_desktop.cards import CardIndex, CardType, Ink
from lorcana_desktop.render import GLYPHS, Kind, Symbol, kind_of, layout_face, render_back, render_face
from lorcana_desktop.render import text as text_mod
from lorcana_desktop.render.face import (
    GOLD,
    INK_COLORS,
    PARCHMENT,
    drawn_ink_box,
    frame,
    geometry,
    ink_box,
    overflowing_blocks,
    rules_paragraphs,
)
from lorcana_desktop.render.fonts import FontStyle, font
from lorcana_desktop.render.text import Box, Style


def _close(a: tuple[int, ...], b: tuple[int, ...], tol: int = 12) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a[:3], b[:3]))


def _texts(card) -> list[str]:
    return ([card.full_text, card.name, card.version or "", card.flavor_text, *card.classifications]
            + [k.text for k in card.keywords] + [a.text for a in card.abilities] + list(card.effects))


def test_portrait_faces_are_300_by_420_and_locations_lie_sideways(cards: CardIndex) -> None:
    elsa = cards.by_name("Elsa - Snow Queen")
    pride_rock = cards.by_name("Pride Lands - Pride Rock")
    assert render_face(elsa).size == (300, 420)
    assert render_face(elsa, 150).size == (150, 210)
    # A location is the same card turned sideways (CR: locations are played landscape).
    assert render_face(pride_rock).size == (420, 300)
    assert render_back(300).size == (300, 420)


def test_too_small_a_width_is_refused_with_a_reason(cards: CardIndex) -> None:
    with pytest.raises(ValueError, match="at least 16 pixels"):
        render_face(cards.by_name("Elsa - Snow Queen"), 4)


def test_the_frame_is_in_the_card_ink(cards: CardIndex) -> None:
    elsa = cards.by_name("Elsa - Snow Queen")  # Amethyst
    face = render_face(elsa)
    assert _close(face.getpixel((150, 3)), INK_COLORS[Ink.AMETHYST])
    assert _close(face.getpixel((3, 210)), INK_COLORS[Ink.AMETHYST])
    # The corners are rounded: transparent.
    assert face.getpixel((0, 0))[3] == 0


def test_dual_ink_frames_are_split_between_both_inks(cards: CardIndex) -> None:
    dual = next(c for c in cards if c.is_dual_ink and c.type is CardType.CHARACTER)
    face = render_face(dual)
    left, right = (INK_COLORS[i] for i in dual.inks)
    assert _close(face.getpixel((3, 210)), left)
    assert _close(face.getpixel((296, 210)), right)
    # The art window runs from the first ink on the left to the second on the right.
    def dist(a: tuple[int, ...], b: tuple[int, ...]) -> int:
        return sum(abs(x - y) for x, y in zip(a[:3], b[:3]))

    assert dist(face.getpixel((20, 100)), left) < dist(face.getpixel((20, 100)), right)
    assert dist(face.getpixel((280, 100)), right) < dist(face.getpixel((280, 100)), left)


def test_the_inks_are_shown_under_the_cost_one_gem_each(cards: CardIndex) -> None:
    """As on a printed card, the ink symbol sits under the cost; a dual-ink card shows both."""
    dual = next(c for c in cards if c.is_dual_ink and c.type is CardType.CHARACTER)
    single = cards.by_name("Elsa - Snow Queen")
    g = geometry(Kind.CHARACTER, 300)
    cx, cy = g.cost_center
    r = g.cost_radius
    gy = round(cy + r * 1.62)
    gem = r * 0.4 * 2.2 / 2
    face = render_face(dual)
    assert _close(face.getpixel((round(cx - gem), gy)), INK_COLORS[dual.inks[0]])
    assert _close(face.getpixel((round(cx + gem), gy)), INK_COLORS[dual.inks[1]])
    assert _close(render_face(single).getpixel((round(cx), gy)), INK_COLORS[Ink.AMETHYST])


def test_the_inkwell_ring_shows_only_on_inkable_cards(cards: CardIndex) -> None:
    inkable = cards.by_name("Cinderella - Gentle and Kind")
    not_inkable = cards.by_name("Hades - King of Olympus")
    assert inkable.inkable and not not_inkable.inkable
    g = geometry(Kind.CHARACTER, 300)
    cx, cy = g.cost_center
    ring_point = (round(cx), round(cy - g.cost_radius * 1.06))  # on the ring, outside the hexagon
    assert _close(render_face(inkable).getpixel(ring_point), GOLD, 30)
    assert not _close(render_face(not_inkable).getpixel(ring_point), GOLD, 30)


def test_every_symbol_in_the_card_texts_is_drawn_by_us(cards: CardIndex) -> None:
    regular = font(FontStyle.REGULAR, 20)

    def glyph(ch: str) -> bytes:
        im = Image.new("L", (40, 40), 0)
        ImageDraw.Draw(im).text((5, 5), ch, font=regular, fill=255)
        return im.tobytes()

    missing = glyph("\U000f0000")  # a code point Roboto lacks: its .notdef box
    unmapped: dict[str, str] = {}
    for card in cards:
        for text in _texts(card):
            for ch in text:
                if ord(ch) < 128 or ch in GLYPHS or ch.isspace():
                    continue
                if unicodedata.category(ch) in ("So", "Sc", "Sm"):
                    unmapped.setdefault(ch, card.full_name)  # a game symbol must be ours, never the font's
                elif glyph(ch) == missing:
                    unmapped.setdefault(ch, card.full_name)
    assert not unmapped, f"characters without a drawing: {unmapped}"
    assert {GLYPHS[c] for c in "⟳⬡¤⛉◊"} == {Symbol.EXERT, Symbol.INK, Symbol.STRENGTH, Symbol.WILLPOWER,
                                             Symbol.LORE}


def test_symbols_in_text_become_pictures_not_letters(cards: CardIndex) -> None:
    hook = cards.by_name("Maui's Fish Hook")  # SHAPESHIFT ⟳, 2 ⬡ — ... +3 ¤
    block = layout_face(hook).block("text")
    assert block is not None
    symbols = [r.symbol for r in block.runs if r.symbol is not None]
    assert symbols.count(Symbol.EXERT) == 1 and symbols.count(Symbol.INK) == 1 and Symbol.STRENGTH in symbols
    assert not any(ch in GLYPHS for r in block.runs for ch in r.text)


def test_keywords_are_bold_and_ability_names_set_apart(cards: CardIndex) -> None:
    cinderella = cards.by_name("Cinderella - Gentle and Kind")
    block = layout_face(cinderella).block("text")
    assert block is not None
    by_style: dict[Style, str] = {}
    for run in block.runs:
        by_style[run.style] = by_style.get(run.style, "") + " " + run.text
    assert "Singer 5" in " ".join(by_style[Style.KEYWORD].split())
    assert "A WONDERFUL DREAM" in " ".join(by_style[Style.NAME].split())
    assert "counts as cost 5" in by_style[Style.REMINDER]
    # A keyword named inside an ability's text is bold too.
    hook = layout_face(cards.by_name("Maui's Fish Hook")).block("text")
    assert hook is not None
    assert any(r.style is Style.KEYWORD and r.text.startswith("Evasive") for r in hook.runs)


def test_songs_show_their_singing_reminder(cards: CardIndex) -> None:
    song = cards.by_name("Be Our Guest")
    paras = rules_paragraphs(song)
    first = " ".join(p.text for w in paras[0].words if w for p in w)
    assert "sing this song for free" in first
    label = layout_face(song).block("label")
    assert label is not None and "SONG" in " ".join(r.text for r in label.runs)


def test_each_card_type_looks_different(cards: CardIndex) -> None:
    """A player tells characters, actions, songs, items and locations apart at a glance."""
    examples = {
        Kind.CHARACTER: cards.by_name("Cinderella - Gentle and Kind"),
        Kind.ACTION: next(c for c in cards if kind_of(c) is Kind.ACTION and c.inks == (Ink.AMBER,)),
        Kind.SONG: cards.by_name("Be Our Guest"),
        Kind.ITEM: next(c for c in cards if kind_of(c) is Kind.ITEM and c.inks == (Ink.AMBER,)),
        Kind.LOCATION: cards.by_name("Pride Lands - Pride Rock"),
    }
    labels = {}
    for kind, card in examples.items():
        assert kind_of(card) is kind
        block = layout_face(card).block("label")
        assert block is not None
        labels[kind] = " ".join(r.text for r in block.runs)
    assert labels[Kind.ACTION] == "ACTION" and labels[Kind.ITEM] == "ITEM" and labels[Kind.LOCATION] == "LOCATION"
    assert labels[Kind.CHARACTER] == "Storyborn · Hero · Princess"
    # The pictures differ too, not only the words: same ink, same inkability, different frames.
    frames = [frame((Ink.AMBER,), kind, True, 300) for kind in (Kind.CHARACTER, Kind.ACTION, Kind.SONG, Kind.ITEM)]
    for i in range(len(frames)):
        for j in range(i + 1, len(frames)):
            changed = ImageChops.difference(frames[i], frames[j]).convert("L").point(lambda v: 255 if v else 0)
            assert changed.histogram()[255] > 300 * 420 * 0.05


def test_stats_are_printed(cards: CardIndex) -> None:
    hades = layout_face(cards.by_name("Hades - King of Olympus"))  # cost 8, 6 strength, 7 willpower, 1 lore
    text_of = {b.name: " ".join(r.text for r in b.runs) for b in hades.blocks}
    assert (text_of["cost"], text_of["strength"], text_of["willpower"]) == ("8", "6", "7")
    assert text_of["name"] == "Hades" and text_of["version"] == "King of Olympus"
    location = layout_face(cards.by_name("Pride Lands - Pride Rock"))  # move cost 2, willpower 7
    text_of = {b.name: " ".join(r.text for r in b.runs) for b in location.blocks}
    assert (text_of["move"], text_of["willpower"]) == ("2", "7")
    assert "strength" not in text_of


def test_lore_is_one_diamond_per_point(cards: CardIndex) -> None:
    """A character's lore reads as that many lore symbols beside its text."""
    g = geometry(Kind.CHARACTER, 300)
    col = g.lore_column
    assert col is not None

    def inked(card_lore: int) -> int:
        card = next(c for c in cards if c.type is CardType.CHARACTER and c.inks == (Ink.RUBY,) and c.lore == card_lore)
        crop = render_face(card).crop((round(col.x0), round(col.y0), round(col.x1), round(col.y1))).convert("RGB")
        return sum(n for n, px in crop.getcolors(1 << 16) or [] if not _close(px, PARCHMENT, 40))

    one, two, three = inked(1), inked(2), inked(3)
    assert one > 50
    assert abs(two / one - 2) < 0.15 and abs(three / one - 3) < 0.2


def test_the_footer_names_set_number_and_rarity_of_the_printing(cards: CardIndex) -> None:
    hades = cards.by_name("Hades - King of Olympus")
    enchanted = next(p for p in hades.printings if p.rarity == "Enchanted")
    block = layout_face(hades, 300, enchanted).block("footer")
    assert block is not None
    words = [r.text for r in block.runs]
    assert words[:5] == ["Set", "1", "·", f"#{enchanted.number}", "·"] and "Enchanted" in words


def test_long_texts_shrink_to_fit(cards: CardIndex) -> None:
    short = layout_face(cards.by_name("Hades - King of Olympus")).block("text")
    long = layout_face(cards.by_name("Fairy Godmother - Magical Benefactor")).block("text")
    assert short is not None and long is not None
    assert long.size < short.size
    assert long.fits and all(long.box.contains(r.bbox) for r in long.runs)


def test_no_text_runs_outside_its_box_on_any_printing(cards: CardIndex) -> None:
    """Every printing in the catalog, laid out by the code the renderer draws with: each text
    fits its box at the size chosen, and so does its ink (glyph boxes, not only advances)."""
    problems = []
    count = 0
    for card in cards:
        for printing in card.printings:
            count += 1
            problems += [f"{printing.identifier} {card.full_name}: {p}"
                         for p in overflowing_blocks(layout_face(card, 300, printing))]
    assert count == sum(len(c.printings) for c in cards) > 3000
    assert not problems, problems[:20]


@pytest.mark.parametrize("width", [180, 280, 400])
def test_no_text_runs_outside_its_box_at_other_sizes(cards: CardIndex, width: int) -> None:
    """Faces under 300 px are laid out at twice their width (drag 90 px, grid 140 px, sheet 200 px)."""
    problems = [f"{c.full_name}: {p}" for c in list(cards)[::3] for p in overflowing_blocks(layout_face(c, width))]
    assert not problems, problems[:20]


def test_the_ink_check_sees_what_is_drawn(cards: CardIndex) -> None:
    """The glyph boxes the check uses hold every pixel that lands when the block is drawn."""
    for card in list(cards)[::60]:
        for block in layout_face(card, 300).blocks:
            measured, drawn = ink_box(block), drawn_ink_box(block)
            if drawn is None:
                continue
            assert measured is not None and measured.contains(drawn, slack=1.0), (card.full_name, block.name)


def test_the_overflow_check_catches_text_outside_its_box(cards: CardIndex, monkeypatch: pytest.MonkeyPatch) -> None:
    """The check can fail: a squeezed box, and the italic "j" that once drew 2 px left of the panel."""
    elsa = layout_face(cards.by_name("Elsa - Snow Queen"))
    text = elsa.block("text")
    assert text is not None and not overflowing_blocks(elsa)
    squeezed = Box(text.box.x0, text.box.y0, text.box.x0 + text.box.width / 2, text.box.y1)
    broken = dataclasses.replace(elsa, blocks=tuple(
        dataclasses.replace(b, box=squeezed) if b.name == "text" else b for b in elsa.blocks))
    assert any("placed outside its box" in p for p in overflowing_blocks(broken))
    aladdin = cards.by_name("Aladdin - Street Rat")  # flavor text has a line starting "just," in italics
    assert not overflowing_blocks(layout_face(aladdin), drawn=True)
    monkeypatch.setattr(text_mod, "line_lead", lambda word, size: 0.0)
    careless = layout_face(aladdin)
    for drawn in (False, True):
        assert any(p.startswith("text: ink at") for p in overflowing_blocks(careless, drawn=drawn))


def test_rules_text_stays_readable(cards: CardIndex) -> None:
    """Shrinking stops well above unreadable: no card's rules text drops below 9 px on a 300 px face."""
    smallest = min(
        (layout_face(c).block("text").size, c.full_name) for c in cards  # type: ignore[union-attr]
    )
    assert smallest[0] >= 9, smallest


def test_a_sample_of_faces_draws_at_small_and_large_sizes(cards: CardIndex) -> None:
    sample = list(cards)[::97]
    for card in sample:
        for width in (64, 450):
            face = render_face(card, width)
            assert face.mode == "RGBA"
            # Something is drawn in the text panel: not a single flat colour.
            g = geometry(kind_of(card), width)
            panel = face.crop((round(g.text_area.x0), round(g.text_area.y0), round(g.text_area.x1),
                               round(g.text_area.y1)))
            assert len(panel.getcolors(1 << 20) or []) > 2 or not (card.keywords or card.abilities or card.effects)


def test_the_back_is_the_same_for_every_card() -> None:
    back = render_back(200)
    assert back.size == (200, 280)
    assert back.getpixel((100, 140))[3] == 255
    assert isinstance(back, Image.Image) and back.tobytes() == render_back(200).tobytes()


def test_enchanted_printings_shine(cards: CardIndex) -> None:
    """Alternate-art printings get a foil sheen in the art window; the rules part stays the same."""
    hades = cards.by_name("Hades - King of Olympus")
    base = next(p for p in hades.printings if p.rarity == "Rare")
    enchanted = next(p for p in hades.printings if p.rarity == "Enchanted")
    plain, shiny = render_face(hades, 300, base), render_face(hades, 300, enchanted)
    g = geometry(Kind.CHARACTER, 300)
    art = (round(g.art.x0) + 10, round(g.art.y0) + 70, round(g.art.x1) - 10, round(g.name_band.y0) - 2)
    assert ImageChops.difference(plain.crop(art), shiny.crop(art)).convert("RGB").getbbox() is not None
    rules = (round(g.text.x0), round(g.text.y0), round(g.text.x1), round(g.text.y1))
    assert ImageChops.difference(plain.crop(rules), shiny.crop(rules)).convert("RGB").getbbox() is None
