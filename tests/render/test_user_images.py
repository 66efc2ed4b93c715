"""The user's own pictures: the naming schemes of image packs, folders and zips, and files that are refused."""

from __future__ import annotations

import os
import struct
import zipfile
import zlib
from pathlib import Path

import pytest
from PIL import Image

from lorcana_desktop.cards import CardIndex
from lorcana_desktop.cards.model import Card, Printing
from lorcana_desktop.render import RENDERER_VERSION, face_path, user_images
from lorcana_desktop.render import cache as face_cache
from lorcana_desktop.render.user_images import PictureRefused, Refusal

GREEN = (0, 200, 0)


def _picture(path: Path, color: tuple[int, int, int] = GREEN, size: tuple[int, int] = (63, 88)) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", size, color).save(path)
    return path


def _png_claiming(path: Path, width: int, height: int) -> Path:
    """A PNG whose header claims ``width`` x ``height`` pixels but holds almost no data (a decompression bomb's shape)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\0" * 64))
                     + chunk(b"IEND", b""))
    return path


def _link(target: Path, link: Path) -> None:
    try:
        os.symlink(target, link)
    except OSError as exc:  # Windows without the right to make links
        pytest.skip(f"cannot make a symbolic link here: {exc}")


def _elsa(cards: CardIndex) -> tuple[Card, Printing]:
    elsa = cards.by_name("Elsa - Snow Queen")
    printing = next(p for p in elsa.printings if p.id == elsa.id)
    assert printing.identifier == "1-41"
    return elsa, printing


def _center(path: Path) -> tuple[int, int, int]:
    with Image.open(path) as im:
        rgb = im.convert("RGB")
        return rgb.getpixel((rgb.width // 2, rgb.height // 2))  # type: ignore[return-value]


def _close(color: tuple[int, int, int], expected: tuple[int, int, int]) -> bool:
    return all(abs(a - b) < 8 for a, b in zip(color, expected, strict=True))


def _is_ours(card: Card, path: Path, width: int) -> bool:
    return path.name == f"{card.id}-r{RENDERER_VERSION}-w{width}.png"


@pytest.mark.parametrize("name", [
    "1-41.png", "001-041.png", "1_41.jpg", "01 041.png", "set1-041.png", "Set 1 - 41.PNG", "s01_041.jpeg",
    "TFC-041.png", "tfc041.jpg", "TFC 41.webp", "TFC_041.png", "1-041 Elsa - Snow Queen.png", "1-41 (foil).png",
    "TFC/041.png", "Set 1/41.png", "Set TFC/041.png", "01 - The First Chapter/041.png", "The First Chapter/41.jpg", "1/041.png",
    "Lorcana TFC/041.png", "The First Chapter (2023)/041.png", "Disney Lorcana - The First Chapter/41.png",
])
def test_the_naming_schemes_of_image_packs_find_the_printing(cards: CardIndex, tmp_path: Path, name: str) -> None:
    elsa, printing = _elsa(cards)
    _picture(tmp_path / name)
    found = face_cache.user_image_file(tmp_path, printing, elsa.full_name)
    assert found is not None and found.name == name
    path = face_path(elsa, 60, printing, user_images_dir=tmp_path)
    assert "-user-" in path.name and _close(_center(path), GREEN)


@pytest.mark.parametrize("name", [
    "Elsa - Snow Queen.png", "elsa_snow_queen.jpg", "ELSA-SNOW-QUEEN.png", "Elsa \u2013 Snow Queen (Enchanted).png",
    "Élsa, Snow Queen.png", "elsa-snow_queen-large.png", "Elsa - Snow Queen_EN_foil.jpg",
])
def test_a_picture_named_after_the_card_shows_for_every_printing_without_its_own(cards: CardIndex, tmp_path: Path,
                                                                                 name: str) -> None:
    elsa, printing = _elsa(cards)
    _picture(tmp_path / name)
    other = next(p for p in elsa.printings if p.set_code == "9" and p.promo_group is None)
    _picture(tmp_path / f"{other.identifier}.png", (0, 0, 200))
    assert face_cache.user_image_file(tmp_path, printing, elsa.full_name).name == name  # type: ignore[union-attr]
    assert face_cache.user_image_file(tmp_path, other, elsa.full_name).name == f"{other.identifier}.png"  # type: ignore[union-attr]
    report = face_cache.user_images_coverage(tmp_path, cards)
    assert report.covered == len(elsa.printings) and report.unmatched == ()


@pytest.mark.parametrize("name", ["Elsa - Snow Queen 2.png", "Elsa.png", "2-41.png", "41.png", "XYZ-041.png"])
def test_names_that_say_something_else_do_not_match(cards: CardIndex, tmp_path: Path, name: str) -> None:
    elsa, printing = _elsa(cards)
    _picture(tmp_path / name)
    assert face_cache.user_image_file(tmp_path, printing, elsa.full_name) is None
    assert face_cache.user_images_coverage(tmp_path, [elsa]).unmatched == (name,)


def test_a_lettered_alternate_art_and_a_promo_in_zero_padded_names(cards: CardIndex, tmp_path: Path) -> None:
    card = next(c for c in cards if any(p.identifier == "3-4b" for p in c.printings))
    alt = next(p for p in card.printings if p.identifier == "3-4b")
    _picture(tmp_path / "003-004b.png")
    assert face_cache.user_image_file(tmp_path, alt).name == "003-004b.png"  # type: ignore[union-attr]
    elsa = cards.by_name("Elsa - Snow Queen")
    promo = next(p for p in elsa.printings if p.promo_group == "P1")
    _picture(tmp_path / "P1-003.png")
    assert face_cache.user_image_file(tmp_path, promo).name == "P1-003.png"  # type: ignore[union-attr]
    quest = next(p for c in cards for p in c.printings if p.identifier == "Q1-7")
    _picture(tmp_path / "Set Q1" / "007.png")
    assert face_cache.user_image_file(tmp_path, quest).name == "Set Q1/007.png"  # type: ignore[union-attr]
    assert face_cache.user_image_file(tmp_path, _elsa(cards)[1]) is None  # P1-3 is not the set's card 1-3


def test_pictures_in_a_zip_are_used_without_unpacking_it(cards: CardIndex, tmp_path: Path) -> None:
    elsa, _printing = _elsa(cards)
    rock = cards.by_name("Pride Lands - Pride Rock")
    pack = tmp_path / "pack.zip"
    _picture(tmp_path / "a.png", GREEN)
    _picture(tmp_path / "b.jpg", (0, 0, 250), (300, 420))
    with zipfile.ZipFile(pack, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.write(tmp_path / "a.png", "Lorcana/TFC/041.png")
        archive.write(tmp_path / "b.jpg", "Pride Lands - Pride Rock.jpg")
        archive.write(tmp_path / "a.png", "__MACOSX/Lorcana/TFC/._041.png")
        archive.writestr("readme.txt", "not a picture")
        archive.writestr("holiday.png", b"\x89PNG not really")
    (tmp_path / "a.png").unlink()
    (tmp_path / "b.jpg").unlink()
    path = face_path(elsa, 60, user_images_dir=pack)
    assert "-user-" in path.name and _close(_center(path), GREEN)
    turned = face_path(rock, 60, user_images_dir=pack)
    with Image.open(turned) as im:
        assert im.size == (84, 60)  # a location lies sideways
    assert _close(_center(turned), (0, 0, 250))
    report = face_cache.user_images_coverage(pack, cards)
    assert report.images == 3 and report.unmatched == ("holiday.png",) and report.refused == ()
    assert report.covered == len(rock.printings) + 1


def test_a_zip_member_of_absurd_size_is_refused_unread(cards: CardIndex, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    elsa, _printing = _elsa(cards)
    pack = tmp_path / "pack.zip"
    # 80 MB of zeros packs into a few kilobytes.
    with zipfile.ZipFile(pack, "w", zipfile.ZIP_DEFLATED) as archive, \
            archive.open("1-41.png", "w", force_zip64=True) as member:
        for _ in range(80):
            member.write(bytes(2**20))
    assert pack.stat().st_size < 2**20
    report = face_cache.user_images_coverage(pack, cards)
    assert [(r.name, r.reason) for r in report.refused] == [("1-41.png", Refusal.TOO_LARGE)]
    assert report.covered == 0 and "80 MB" in report.summary()
    reads: list[int] = []
    original = zipfile.ZipExtFile.read
    monkeypatch.setattr(zipfile.ZipExtFile, "read", lambda self, n=-1: reads.append(n) or original(self, n))
    assert _is_ours(elsa, face_path(elsa, 60, user_images_dir=pack), 60)
    assert reads == []


def test_a_picture_claiming_a_huge_size_is_refused_before_decoding(cards: CardIndex, tmp_path: Path) -> None:
    """Over Pillow's own limit Image.open raises DecompressionBombError: our face is drawn instead."""
    elsa, _printing = _elsa(cards)
    _png_claiming(tmp_path / "1-41.png", 30000, 30000)
    assert _is_ours(elsa, face_path(elsa, 60, user_images_dir=tmp_path), 60)
    report = face_cache.user_images_coverage(tmp_path, [elsa])
    assert [(r.name, r.reason) for r in report.refused] == [("1-41.png", Refusal.TOO_MANY_PIXELS)]
    assert report.covered == 0 and "too many pixels" in report.summary()


@pytest.mark.filterwarnings("ignore::PIL.Image.DecompressionBombWarning")
def test_a_144_megapixel_picture_is_refused_from_its_header(cards: CardIndex, tmp_path: Path) -> None:
    """Pillow only warns at this size and would decode it (1.3 GB); the header's size is enough to say no."""
    elsa, _printing = _elsa(cards)
    _png_claiming(tmp_path / "1-41.png", 12000, 12000)
    with pytest.raises(PictureRefused) as refused:
        face_cache.fit_user_image(tmp_path / "1-41.png", (60, 84))
    assert refused.value.refused.reason is Refusal.TOO_MANY_PIXELS
    assert refused.value.refused.pixels == (12000, 12000)  # from the header: the data would not even decode
    report = face_cache.user_images_coverage(tmp_path, [elsa])
    assert "12000 x 12000 pixels, more than the 40 megapixels allowed" in report.summary()
    assert _is_ours(elsa, face_path(elsa, 60, user_images_dir=tmp_path), 60)


def test_the_pixel_limit_is_a_parameter(cards: CardIndex, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    elsa, _printing = _elsa(cards)
    _picture(tmp_path / "1-41.png", GREEN, (100, 140))
    with pytest.raises(PictureRefused):
        face_cache.fit_user_image(tmp_path / "1-41.png", (60, 84), max_pixels=100 * 140 - 1)
    assert face_cache.fit_user_image(tmp_path / "1-41.png", (60, 84), max_pixels=100 * 140).size == (60, 84)
    assert face_cache.user_images_coverage(tmp_path, [elsa], max_pixels=1000).refused[0].limit == 1000
    monkeypatch.setattr(face_cache, "MAX_PIXELS", 1000)
    assert _is_ours(elsa, face_path(elsa, 60, user_images_dir=tmp_path), 60)


def test_links_pointing_outside_the_folder_are_refused(cards: CardIndex, tmp_path: Path) -> None:
    elsa, printing = _elsa(cards)
    outside = tmp_path / "outside"
    folder = tmp_path / "pictures"
    folder.mkdir()
    _picture(outside / "secret.png")
    _picture(outside / "set" / "042.png")
    _link(outside / "secret.png", folder / "1-41.png")
    _link(outside / "set", folder / "TFC")
    assert face_cache.user_image_file(folder, printing, elsa.full_name) is None
    assert _is_ours(elsa, face_path(elsa, 60, user_images_dir=folder), 60)
    report = face_cache.user_images_coverage(folder, cards)
    assert [(r.name, r.reason) for r in report.refused] == [("1-41.png", Refusal.LINK_OUTSIDE),
                                                            ("TFC/", Refusal.LINK_OUTSIDE)]
    assert report.refused[0].target == str(outside / "secret.png")
    assert "a link pointing outside the folder" in report.summary() and report.covered == 0


def test_a_link_inside_the_folder_is_fine(cards: CardIndex, tmp_path: Path) -> None:
    elsa, _printing = _elsa(cards)
    _picture(tmp_path / "scans" / "elsa.png")
    _link(tmp_path / "scans" / "elsa.png", tmp_path / "1-41.png")
    assert "-user-" in face_path(elsa, 60, user_images_dir=tmp_path).name


def test_a_file_turned_into_an_outside_link_after_listing_is_refused_when_read(cards: CardIndex, tmp_path: Path) -> None:
    _elsa_card, printing = _elsa(cards)
    folder = tmp_path / "pictures"
    _picture(folder / "1-41.png")
    index = user_images.picture_index(folder)
    picture = index.find(printing)
    assert picture is not None
    _picture(tmp_path / "secret.png")
    (folder / "1-41.png").unlink()
    _link(tmp_path / "secret.png", folder / "1-41.png")
    with pytest.raises(PictureRefused) as refused:
        user_images.fit_picture(picture, (60, 84))
    assert refused.value.refused.reason is Refusal.LINK_OUTSIDE


def test_the_report_names_what_matched_and_what_did_not(cards: CardIndex, tmp_path: Path) -> None:
    _picture(tmp_path / "001-041.png")
    _picture(tmp_path / "1-41.png")  # the same printing again: the first name in order is used
    _picture(tmp_path / "TFC" / "41.png")  # and again, in a set folder
    for n in range(1, 8):
        _picture(tmp_path / f"holiday {n}.png")
    _png_claiming(tmp_path / "1-1.png", 9000, 9000)
    (tmp_path / "1-2.png").write_bytes(b"not a picture")
    (tmp_path / "notes.txt").write_text("not a picture either")
    report = face_cache.user_images_coverage(tmp_path, cards)
    assert report.images == 12 and report.covered == 1
    assert report.duplicates == ("1-41.png", "TFC/41.png")
    assert report.unmatched == tuple(f"holiday {n}.png" for n in range(1, 8))
    assert [(r.name, r.reason) for r in report.refused] == [("1-1.png", Refusal.TOO_MANY_PIXELS),
                                                            ("1-2.png", Refusal.UNREADABLE)]
    lines = report.lines()
    assert lines[0].startswith("12 picture(s); they cover 1 of the catalog's")
    assert lines[1] == "7 match no printing: holiday 1.png, holiday 2.png, holiday 3.png, holiday 4.png, " \
                       "holiday 5.png, ..."
    assert lines[2].startswith("2 refused: 1-1.png (too many pixels: 9000 x 9000 pixels") and "1-2.png (unreadable" \
        in lines[2]
    assert lines[3].startswith("2 not used (another picture of the same printing comes first)")
    assert "holiday 7.png" in report.lines(None)[1]


def test_a_file_that_is_neither_folder_nor_zip_is_named(cards: CardIndex, tmp_path: Path) -> None:
    text = tmp_path / "pictures.txt"
    text.write_text("hello")
    report = face_cache.user_images_coverage(text, cards)
    assert report.problem == "is neither a folder nor a zip file" and report.covered == 0
    broken = tmp_path / "pack.zip"
    broken.write_bytes(b"PK\x03\x04 cut short")
    assert face_cache.user_images_coverage(broken, cards).problem is not None


def test_the_index_of_a_folder_is_built_once_for_many_faces(cards: CardIndex, tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    built: list[Path] = []
    original = user_images.build_index
    monkeypatch.setattr(user_images, "build_index", lambda source: built.append(source) or original(source))
    _picture(tmp_path / "TFC" / "001.png")
    sample = list(cards)[:40]
    for card in sample:
        face_path(card, 40, user_images_dir=tmp_path)
    assert len(built) == 1
    # A picture added to a subfolder is seen on the next face, and the folder is read once more.
    elsa, _printing = _elsa(cards)
    assert _is_ours(elsa, face_path(elsa, 40, user_images_dir=tmp_path), 40)
    _picture(tmp_path / "TFC" / "041.png")
    os.utime(tmp_path / "TFC", ns=(1, 10**18))  # a later date, whatever the clock's resolution
    assert "-user-" in face_path(elsa, 40, user_images_dir=tmp_path).name
    assert len(built) == 2


def test_a_big_jpeg_is_decoded_at_a_fraction_of_its_size(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from PIL import JpegImagePlugin

    path = tmp_path / "1-41.jpg"
    image = Image.new("RGB", (1400, 1960), (250, 0, 0))
    image.paste((0, 0, 250), (0, 980, 1400, 1960))  # blue bottom half
    image.save(path, quality=90)
    decoded: list[tuple[int, int]] = []
    original = JpegImagePlugin.JpegImageFile.load
    monkeypatch.setattr(JpegImagePlugin.JpegImageFile, "load",
                        lambda self: decoded.append(self.size) or original(self))
    face = user_images.fit_picture(path, (100, 140))
    assert face.size == (100, 140)
    assert decoded and max(w for w, _h in decoded) <= 1400 // 4
    assert _close(face.convert("RGB").getpixel((50, 20)), (250, 0, 0))
    assert _close(face.convert("RGB").getpixel((50, 120)), (0, 0, 250))


def test_a_big_png_is_reduced_and_an_exif_turned_photo_stands_up(tmp_path: Path) -> None:
    big = tmp_path / "big.png"
    image = Image.new("P", (1000, 1400), 0)
    image.putpalette([250, 0, 0, 0, 0, 250] + [0] * 762)
    image.paste(1, (0, 700, 1000, 1400))
    image.save(big)
    face = user_images.fit_picture(big, (100, 140))
    assert _close(face.convert("RGB").getpixel((50, 20)), (250, 0, 0))
    assert _close(face.convert("RGB").getpixel((50, 120)), (0, 0, 250))
    # A phone photo stored lying down (red left, blue right) with "turn 90 degrees clockwise" in its EXIF.
    photo = tmp_path / "photo.jpg"
    lying = Image.new("RGB", (1400, 1000), (250, 0, 0))
    lying.paste((0, 0, 250), (700, 0, 1400, 1000))
    exif = Image.Exif()
    exif[0x0112] = 6
    lying.save(photo, exif=exif, quality=90)
    face = user_images.fit_picture(photo, (100, 140))
    assert _close(face.convert("RGB").getpixel((50, 20)), (250, 0, 0))  # the left side is now the top
    assert _close(face.convert("RGB").getpixel((50, 120)), (0, 0, 250))


def test_a_promo_without_a_known_group_only_takes_a_picture_named_after_the_card(cards: CardIndex,
                                                                                tmp_path: Path) -> None:
    elsa, _printing = _elsa(cards)
    promo = Printing(99999, "1", 41, "Special")  # data that marks a promo only by its rarity
    _picture(tmp_path / "1-41.png")  # the set's card 41, not this promo
    assert face_cache.user_image_file(tmp_path, promo, elsa.full_name) is None
    _picture(tmp_path / "Elsa - Snow Queen.png", (0, 0, 200))
    assert face_cache.user_image_file(tmp_path, promo, elsa.full_name).name == "Elsa - Snow Queen.png"  # type: ignore[union-attr]
