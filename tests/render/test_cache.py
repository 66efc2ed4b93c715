"""Faces cached on disk, and the user's own images used in their place."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PIL import Image

from lorcana_desktop.app.paths import cache_dir
from lorcana_desktop.app.settings import update_settings
from lorcana_desktop.cards import CardIndex
from lorcana_desktop.render import RENDERER_VERSION, back_path, face_path, load_face
from lorcana_desktop.render import cache as face_cache
from lorcana_desktop.render import face as face_mod


def test_a_face_is_rendered_once_and_then_read_from_the_cache(cards: CardIndex, monkeypatch: pytest.MonkeyPatch) -> None:
    elsa = cards.by_name("Elsa - Snow Queen")
    path = face_path(elsa, 120)
    assert path.parent == cache_dir() / "faces"
    assert path.name == f"{elsa.id}-r{RENDERER_VERSION}-w120.png"
    with Image.open(path) as im:
        assert im.size == (120, 168)

    def no_render(*args: object, **kwargs: object) -> Image.Image:
        raise AssertionError("rendered again instead of using the cache")

    monkeypatch.setattr(face_cache, "render_face", no_render)
    assert face_path(elsa, 120) == path
    assert load_face(elsa, 120).size == (120, 168)


def test_the_cache_key_holds_printing_and_size(cards: CardIndex) -> None:
    hades = cards.by_name("Hades - King of Olympus")
    base, enchanted = sorted(hades.printings, key=lambda p: p.id)
    paths = {face_path(hades, 100, base), face_path(hades, 100, enchanted), face_path(hades, 140, base)}
    assert len(paths) == 3
    assert all(f"-r{RENDERER_VERSION}-" in p.name for p in paths)


def test_the_back_is_cached_too() -> None:
    path = back_path(90)
    with Image.open(path) as im:
        assert im.size == (90, 126)
    assert back_path(90) == path


def _solid(path: Path, size: tuple[int, int], color: tuple[int, int, int]) -> None:
    Image.new("RGB", size, color).save(path)


def test_a_users_image_replaces_our_face_resized(cards: CardIndex, tmp_path: Path) -> None:
    elsa = cards.by_name("Elsa - Snow Queen")
    p = next(pr for pr in elsa.printings if pr.id == elsa.id)
    _solid(tmp_path / f"{p.set_code}-{p.number}.jpg", (734, 1024), (10, 200, 30))
    path = face_path(elsa, 100, user_images_dir=tmp_path)
    with Image.open(path) as im:
        assert im.size == (100, 140)
        r, g, b, *_ = im.convert("RGBA").getpixel((50, 70))
        assert abs(r - 10) < 6 and abs(g - 200) < 6 and abs(b - 30) < 6


def test_a_missing_user_image_falls_back_to_ours(cards: CardIndex, tmp_path: Path) -> None:
    elsa = cards.by_name("Elsa - Snow Queen")
    _solid(tmp_path / "99-999.png", (63, 88), (255, 0, 0))  # some other card
    path = face_path(elsa, 100, user_images_dir=tmp_path)
    assert path == face_path(elsa, 100, user_images_dir=None)


def test_a_damaged_user_image_falls_back_to_ours(cards: CardIndex, tmp_path: Path) -> None:
    elsa = cards.by_name("Elsa - Snow Queen")
    p = next(pr for pr in elsa.printings if pr.id == elsa.id)
    bad = tmp_path / f"{p.set_code}-{p.number}.png"
    bad.write_bytes(b"not a picture at all")
    path = face_path(elsa, 100, user_images_dir=tmp_path)
    assert path.name == f"{elsa.id}-r{RENDERER_VERSION}-w100.png"
    assert bad.read_bytes() == b"not a picture at all"  # the user's file is left alone


def test_user_images_follow_the_settings_and_edits(cards: CardIndex, tmp_path: Path) -> None:
    location = cards.by_name("Pride Lands - Pride Rock")
    p = next(pr for pr in location.printings if pr.id == location.id)
    image = tmp_path / f"{p.set_code}-{p.number}.PNG"
    _solid(image, (300, 420), (0, 0, 255))  # a portrait scan of a landscape card
    update_settings(user_images_dir=str(tmp_path))
    first = face_path(location, 100)
    with Image.open(first) as im:
        assert im.size == (140, 100)  # turned to lie like the card
        assert im.convert("RGB").getpixel((70, 50)) == (0, 0, 255)
    _solid(image, (300, 420), (255, 255, 0))
    os.utime(image, ns=(1, 10**18))  # a later modification time, whatever the clock's resolution
    second = face_path(location, 100)
    assert second != first
    with Image.open(second) as im:
        assert im.convert("RGB").getpixel((70, 50)) == (255, 255, 0)
    update_settings(user_images_dir=None)
    assert face_path(location, 100).name == f"{location.id}-r{RENDERER_VERSION}-w100.png"


def test_a_lettered_printing_finds_its_own_file_then_the_plain_number(cards: CardIndex, tmp_path: Path) -> None:
    printing = next(p for c in cards for p in c.printings if p.variant)
    plain = tmp_path / f"{printing.set_code}-{printing.number}.png"
    _solid(plain, (63, 88), (1, 2, 3))
    assert face_cache.user_image_file(tmp_path, printing).file == plain
    own = tmp_path / f"{printing.set_code}-{printing.number}{printing.variant}.png"
    _solid(own, (63, 88), (4, 5, 6))
    assert face_cache.user_image_file(tmp_path, printing).file == own


def test_renderer_version_is_part_of_every_cached_name(cards: CardIndex, monkeypatch: pytest.MonkeyPatch) -> None:
    elsa = cards.by_name("Elsa - Snow Queen")
    old = face_path(elsa, 80)
    monkeypatch.setattr(face_cache, "RENDERER_VERSION", face_mod.RENDERER_VERSION + 1)
    new = face_path(elsa, 80)
    assert new != old and new.exists() and old.exists()


@pytest.mark.parametrize("damage", [b"", b"\x89PNG\r\n\x1a\n broken", "truncate"])
def test_a_damaged_cached_face_is_drawn_again(cards: CardIndex, damage: bytes | str) -> None:
    elsa = cards.by_name("Elsa - Snow Queen")
    path = face_path(elsa, 90)
    good = path.read_bytes()
    path.write_bytes(good[: len(good) // 2] if damage == "truncate" else damage)  # type: ignore[arg-type]
    face = load_face(elsa, 90)
    assert face.size == (90, 126)
    assert path.read_bytes() == good  # the cache file is whole again


def test_a_damaged_cached_user_image_is_made_again(cards: CardIndex, tmp_path: Path) -> None:
    elsa = cards.by_name("Elsa - Snow Queen")
    p = next(pr for pr in elsa.printings if pr.id == elsa.id)
    _solid(tmp_path / f"{p.identifier}.png", (63, 88), (0, 0, 250))
    update_settings(user_images_dir=str(tmp_path))
    path = face_path(elsa, 60)
    path.write_bytes(b"garbage")
    assert load_face(elsa, 60).convert("RGB").getpixel((30, 42)) == (0, 0, 250)


def test_coverage_counts_the_printings_a_folder_has_pictures_for(cards: CardIndex, tmp_path: Path) -> None:
    elsa = cards.by_name("Elsa - Snow Queen")
    hades = cards.by_name("Hades - King of Olympus")
    enchanted = next(p for p in hades.printings if p.rarity == "Enchanted")
    _solid(tmp_path / f"{next(p for p in elsa.printings if p.id == elsa.id).identifier}.png", (63, 88), (1, 1, 1))
    _solid(tmp_path / f"{enchanted.identifier}.JPEG", (63, 88), (1, 1, 1))
    _solid(tmp_path / "1-0999.png", (63, 88), (1, 1, 1))  # no such printing
    (tmp_path / "readme.txt").write_text("not a picture")
    report = face_cache.user_images_coverage(tmp_path, cards)
    assert report.printings == sum(len(c.printings) for c in cards)
    assert (report.covered, report.images, report.unmatched) == (2, 3, ("1-0999.png",))
    assert "they cover 2 of the catalog's" in report.summary() and "1-0999.png" in report.summary()
    missing = face_cache.user_images_coverage(tmp_path / "gone", cards)
    assert missing.problem == "the folder does not exist" and missing.covered == 0


def test_a_promo_never_shows_the_picture_of_the_set_card_with_its_number(cards: CardIndex, tmp_path: Path) -> None:
    """Promos count within their promo group: set 1's promo "P1-1" is not card 1-1 (Ariel); its own file is P1-1.png."""
    ariel = cards.by_name("Ariel - On Human Legs")
    promo_card = next(c for c in cards if any(p.promo_group == "P1" and p.number == 1 for p in c.printings))
    promo = next(p for p in promo_card.printings if p.promo_group == "P1" and p.number == 1)
    assert promo.set_code == "1" and promo.identifier == "P1-1" and face_cache.is_promo(promo)
    _solid(tmp_path / "1-1.png", (63, 88), (9, 9, 9))
    assert face_cache.user_image_file(tmp_path, next(p for p in ariel.printings if p.id == ariel.id)) is not None
    assert face_cache.user_image_file(tmp_path, promo) is None
    assert "-user-" not in face_path(promo_card, 60, promo, user_images_dir=tmp_path).name
    _solid(tmp_path / "P1-1.png", (63, 88), (200, 9, 9))
    face_cache.reset_user_images()
    assert face_cache.user_image_file(tmp_path, promo).file == tmp_path / "P1-1.png"
    assert "-user-" in face_path(promo_card, 60, promo, user_images_dir=tmp_path).name


def test_faces_of_older_renderer_versions_are_cleared_away(cards: CardIndex, tmp_path: Path) -> None:
    folder = tmp_path / "faces"
    folder.mkdir()
    old = [folder / "12-r1-w300.png", folder / f"back-r{RENDERER_VERSION - 1}-w90.png"]
    keep = [folder / f"12-r{RENDERER_VERSION}-w300.png", folder / "12-user-0123456789ab-w300.png",
            folder / "notes.txt"]
    for path in old + keep:
        path.write_bytes(b"x")
    assert face_cache.prune_old_renders(folder) == 2
    assert not any(p.exists() for p in old) and all(p.exists() for p in keep)


def test_a_user_images_folder_that_went_away_falls_back_to_ours(cards: CardIndex, tmp_path: Path) -> None:
    elsa = cards.by_name("Elsa - Snow Queen")
    p = next(pr for pr in elsa.printings if pr.id == elsa.id)
    folder = tmp_path / "pictures"
    folder.mkdir()
    _solid(folder / f"{p.identifier}.png", (63, 88), (0, 250, 0))
    update_settings(user_images_dir=str(folder))
    assert "-user-" in face_path(elsa, 70).name
    (folder / f"{p.identifier}.png").unlink()
    folder.rmdir()  # an unplugged drive, a deleted folder
    assert face_path(elsa, 70).name == f"{elsa.id}-r{RENDERER_VERSION}-w70.png"
