"""Card faces drawn with Pillow from card data (no Qt): faces, backs, contact sheets and a disk cache."""

from __future__ import annotations

from lorcana_desktop.render.cache import (
    USER_IMAGE_SUFFIXES,
    back_path,
    clear_cache,
    face_path,
    faces_dir,
    load_face,
    user_image_file,
)
from lorcana_desktop.render.face import (
    CARD_RATIO,
    RENDERER_VERSION,
    FaceLayout,
    Kind,
    face_size,
    kind_of,
    layout_face,
    render_back,
    render_face,
)
from lorcana_desktop.render.sheet import contact_sheet, set_printings
from lorcana_desktop.render.symbols import GLYPHS, Symbol, symbol_image

__all__ = [
    "CARD_RATIO", "GLYPHS", "RENDERER_VERSION", "USER_IMAGE_SUFFIXES", "FaceLayout", "Kind", "Symbol",
    "back_path", "clear_cache", "contact_sheet", "face_path", "face_size", "faces_dir", "kind_of",
    "layout_face", "load_face", "render_back", "render_face", "set_printings", "symbol_image",
    "user_image_file",
]
