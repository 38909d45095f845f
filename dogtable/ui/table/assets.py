"""Fonts and images from assets/, loaded lazily and cached.

A missing or unreadable file is never an error here: ``image`` returns None (the caller
draws its fallback) and ``font`` falls back to pygame's built-in font.
"""
from __future__ import annotations

from pathlib import Path

import pygame

_root: Path | None = None
_root_set = False
_images: dict[str, pygame.Surface | None] = {}
_scaled: dict[tuple, pygame.Surface | None] = {}
_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_font_files: dict[bool, str | None] = {}


def assets_root() -> Path | None:
    """The assets/ folder, or None when it cannot be found."""
    global _root, _root_set
    if not _root_set:
        _root_set = True
        try:
            from dogtable import resources
            _root = resources.assets_dir()
        except Exception:  # resources missing or no assets anywhere: draw everything in code
            guess = Path(__file__).resolve().parents[3] / "assets"
            _root = guess if guess.is_dir() else None
    return _root


def set_assets_root(path: Path | None) -> None:
    """Point at another assets folder (tests use an empty one) and forget the caches; None
    goes back to the folder found as usual."""
    global _root, _root_set
    _root, _root_set = (Path(path) if path is not None else None), path is not None
    clear()


def clear() -> None:
    _images.clear()
    _scaled.clear()
    _fonts.clear()
    _font_files.clear()


def image(rel: str) -> pygame.Surface | None:
    """The image at assets/<rel> (e.g. "images/dogs_alone/dog_3.png") or None."""
    if rel in _images:
        return _images[rel]
    surf = None
    root = assets_root()
    if root is not None:
        path = root / rel
        if path.is_file():
            try:
                surf = pygame.image.load(str(path))
                if pygame.display.get_surface() is not None:
                    surf = surf.convert_alpha()
            except (pygame.error, OSError, ValueError):
                surf = None
    _images[rel] = surf
    return surf


def scaled(rel: str, size: tuple[int, int], fit: bool = True) -> pygame.Surface | None:
    """The image scaled into ``size`` keeping its proportions (``fit``) or stretched."""
    key = (rel, size, fit)
    if key in _scaled:
        return _scaled[key]
    src = image(rel)
    out = None
    if src is not None and size[0] > 0 and size[1] > 0:
        w, h = src.get_size()
        if fit and w and h:
            k = min(size[0] / w, size[1] / h)
            size = (max(1, round(w * k)), max(1, round(h * k)))
        try:
            out = pygame.transform.smoothscale(src, size)
        except (pygame.error, ValueError):
            out = pygame.transform.scale(src, size)
    if len(_scaled) > 1200:
        _scaled.clear()
    _scaled[key] = out
    return out


def _font_file(bold: bool) -> str | None:
    if bold not in _font_files:
        found = None
        root = assets_root()
        if root is not None and (root / "fonts").is_dir():
            files = sorted((root / "fonts").glob("*.[ot]tf"))
            wanted = [f for f in files if ("Bold" in f.name) == bold and "Italic" not in f.name]
            for f in wanted or files:
                found = str(f)
                break
        _font_files[bold] = found
    return _font_files[bold]


def font(size: int, bold: bool = False) -> pygame.font.Font:
    size = max(6, int(size))
    key = (size, bold)
    f = _fonts.get(key)
    if f is not None:
        try:
            f.get_height()
        except pygame.error:  # pygame was quit and started again since: fonts are stale
            _fonts.clear()
            f = None
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        path = _font_file(bold)
        try:
            f = pygame.font.Font(path, size)
        except (pygame.error, OSError):
            f = pygame.font.Font(None, size)
        if path is None and bold:
            f.set_bold(True)
        _fonts[key] = f
    return f
