"""Our own symbol drawings and the bundled font are in assets/, with their sources and licences."""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageChops, ImageStat

from lorcana_desktop.render.fonts import FontStyle, assets_dir
from lorcana_desktop.render.symbols import ASSET_SIZE, Symbol, symbol_image, write_symbol_assets


def test_every_symbol_has_its_drawing_in_assets() -> None:
    for symbol in Symbol:
        path = assets_dir() / "symbols" / f"{symbol.value}.png"
        with Image.open(path) as im:
            assert im.size == (ASSET_SIZE, ASSET_SIZE) and im.mode == "RGBA"
            alpha = im.getchannel("A")
            covered = sum(alpha.histogram()[128:]) / (ASSET_SIZE * ASSET_SIZE)
            assert 0.08 < covered < 0.8, f"{symbol.value} looks empty or solid"


def test_the_saved_drawings_are_what_our_code_draws(tmp_path: Path) -> None:
    for fresh in write_symbol_assets(tmp_path):
        with Image.open(fresh) as new, Image.open(assets_dir() / "symbols" / fresh.name) as saved:
            diff = ImageChops.difference(new.getchannel("A"), saved.getchannel("A"))
            assert ImageStat.Stat(diff).mean[0] < 2, fresh.name


def test_symbols_are_tinted_and_sized_on_request() -> None:
    lore = symbol_image(Symbol.LORE, 24, (200, 10, 10))
    assert lore.size == (24, 24)
    assert lore.getpixel((12, 3))[:3] == (200, 10, 10)


def test_the_symbols_are_told_apart() -> None:
    masks = {s: symbol_image(s, 32, (0, 0, 0)).getchannel("A") for s in Symbol}
    items = list(masks.items())
    for i, (a, ma) in enumerate(items):
        for b, mb in items[i + 1 :]:
            assert ImageStat.Stat(ImageChops.difference(ma, mb)).mean[0] > 20, (a, b)


def test_fonts_ship_with_their_licence_and_the_readme_names_every_asset() -> None:
    fonts = assets_dir() / "fonts"
    for style in FontStyle:
        assert (fonts / style.value).stat().st_size > 100_000
    assert "Apache License" in (fonts / "LICENSE").read_text(encoding="utf-8")
    readme = (assets_dir() / "README.md").read_text(encoding="utf-8")
    for path in sorted((assets_dir() / "symbols").glob("*.png")) + sorted(fonts.glob("*.ttf")):
        assert path.name in readme, f"assets/README.md does not say where {path.name} comes from"
    assert "<set>-<number>.png" in readme
