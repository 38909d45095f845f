"""Pictures every launch draws the same way (the menu's portraits, words and button shapes),
kept on disk between runs so that the next start copies their pixels instead of decoding a
PNG, loading a font, rendering text or drawing a rounded outline again.

One file per picture in the user's cache folder (``<DOGTABLE_HOME>/cache/pictures`` or the
platform's cache dir), named by a hash of the app's version and what the picture is (the
caller's key, which names the source file's size and date or the text, size and colour).  A
file is raw RGBA pixels after a short header; anything that does not read back exactly (a torn
write, a file from elsewhere, a full disk) is ignored and the picture is made again, so the
cache can only make a start faster, never wrong.
"""
from __future__ import annotations

from contextlib import contextmanager
import os
from pathlib import Path
import struct
from typing import Callable
import zlib

import pygame

from dogtable import __version__

MAGIC = b"DTPIC2"
_HEADER = struct.Struct("<6sIII")   # magic, width, height, length of the key that follows
MAX_SIDE = 4096       # a bigger "picture" is no picture of ours: the file is ignored
KEEP_FILES = 60       # at most this many pictures on disk; the oldest go first
WRITES_PER_RUN = 16   # the launch's first frame writes its pictures; a window being dragged
                      # to new sizes must not write a file a frame
KEEP_IN_MEMORY = 32   # the newest pictures kept in memory (a drag makes a size a frame)

_memory: dict[str, pygame.Surface] = {}
_writes = [0]


def folder() -> Path | None:
    """Where the pictures live (None when there is no usable home); asked each time, as
    DOGTABLE_HOME may change (tests)."""
    home = os.environ.get("DOGTABLE_HOME", "").strip()
    try:
        if home:
            return Path(home).expanduser() / "cache" / "pictures"
        from platformdirs import user_cache_dir

        return Path(user_cache_dir("dogtable", appauthor=False)) / "pictures"
    except Exception:   # no home directory at all: no cache, the pictures are made
        return None


def file_for(key: tuple) -> Path | None:
    where = folder()
    if where is None:
        return None
    # two checksums of the key (zlib is loaded already; hashlib would cost the start more)
    text = _key_bytes(key)
    return where / f"{zlib.crc32(text):08x}{zlib.adler32(text):08x}{len(text) % 4096:03x}.pic"


def _key_bytes(key: tuple) -> bytes:
    return f"{__version__}|{key!r}".encode("utf-8", "replace")


def read(path: Path, key: tuple) -> pygame.Surface | None:
    """The picture ``key`` names in ``path``, or None if the file is missing or is not
    exactly that picture (another key with the same file name included)."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    if len(data) < _HEADER.size:
        return None
    magic, w, h, key_length = _HEADER.unpack_from(data)
    start = _HEADER.size + key_length
    if magic != MAGIC or not (0 < w <= MAX_SIDE and 0 < h <= MAX_SIDE) \
            or len(data) != start + w * h * 4 or data[_HEADER.size:start] != _key_bytes(key):
        return None
    try:
        picture = pygame.image.frombytes(data[start:], (w, h), "RGBA")
        if pygame.display.get_surface() is not None:
            picture = picture.convert_alpha()
    except (pygame.error, ValueError):
        return None
    return picture


def write(path: Path, key: tuple, picture: pygame.Surface) -> None:
    """Store ``picture`` (whole or not at all: a temporary file renamed into place)."""
    try:
        w, h = picture.get_size()
        if not (0 < w <= MAX_SIDE and 0 < h <= MAX_SIDE):
            return
        name = _key_bytes(key)
        data = _HEADER.pack(MAGIC, w, h, len(name)) + name + pygame.image.tobytes(picture, "RGBA")
        path.parent.mkdir(parents=True, exist_ok=True)
        temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        temp.write_bytes(data)
        os.replace(temp, path)
        _prune(path.parent)
    except (OSError, pygame.error, ValueError):
        try:
            temp.unlink()   # type: ignore[possibly-undefined]
        except (OSError, NameError):
            pass


def _prune(where: Path) -> None:
    """Pictures of older versions and sizes pile up otherwise: keep the newest KEEP_FILES."""
    try:
        files = [entry for entry in os.scandir(where) if entry.name.endswith(".pic")]
        if len(files) <= KEEP_FILES:
            return
        files.sort(key=lambda entry: entry.stat().st_mtime)
        for entry in files[:len(files) - KEEP_FILES]:
            os.unlink(entry.path)
    except OSError:
        pass


def cached(key: tuple, make: Callable[[], pygame.Surface | None]) -> pygame.Surface | None:
    """The picture ``key`` names: from memory, else from disk, else ``make()`` (then kept)."""
    name = repr(key)
    picture = _memory.get(name)
    if picture is not None:
        return picture
    path = file_for(key)
    picture = read(path, key) if path is not None else None
    if picture is None:
        picture = make()
        if picture is not None and path is not None and _writes[0] < WRITES_PER_RUN:
            _writes[0] += 1
            write(path, key, picture)
    if picture is not None:
        _memory[name] = picture
        while len(_memory) > KEEP_IN_MEMORY:
            del _memory[next(iter(_memory))]   # the oldest first
    return picture


def source_stamp(path: Path) -> tuple[int, int] | None:
    """What tells one version of a source file from another: its size and modification time."""
    try:
        stat = path.stat()
    except OSError:
        return None
    return stat.st_size, stat.st_mtime_ns


# -- pygame-gui's shapes ------------------------------------------------------------------------
class LastingShapes:
    """pygame-gui's cache of drawn widget shapes (the theme's SurfaceCache, every call passed
    on to it), which also keeps on disk the shapes drawn while ``lasting`` is on: the menu's
    buttons, whose rounded, anti-aliased outline pygame-gui draws at four times its size for
    each new size, most of what the launch spends on them.  The widgets stay pygame-gui's
    own (hover, focus, clicks); only the pixels of their resting shape come from the file,
    named by pygame-gui's own id of the shape (size, border, corners, colours) and what drew
    it (pygame-gui's and pygame's versions, the smooth-scaling backend)."""

    def __init__(self, cache):
        self.cache = cache
        self.lasting = False

    def __getattr__(self, name):   # everything else is pygame-gui's cache itself
        return getattr(self.cache, name)

    def find_surface_in_cache(self, lookup_id: str):
        found = self.cache.find_surface_in_cache(lookup_id)
        if found is None and self.lasting:
            key = _shape_key(lookup_id)
            path = file_for(key)
            found = read(path, key) if path is not None else None
            if found is not None:   # the shapes after it of the same look share it
                self.cache.add_surface_to_cache(found, lookup_id)
        return found

    def add_surface_to_cache(self, surface, string_id: str):
        self.cache.add_surface_to_cache(surface, string_id)
        if self.lasting and _writes[0] < WRITES_PER_RUN:
            key = _shape_key(string_id)
            path = file_for(key)
            if path is not None:
                _writes[0] += 1
                write(path, key, surface)


def _shape_key(lookup_id: str) -> tuple:
    import pygame_gui.core.drawable_shapes as shapes

    drawn_by = source_stamp(Path(shapes.__file__))   # a new pygame-gui rewrites its files
    return ("gui_shape", lookup_id, drawn_by, pygame.version.ver,
            pygame.transform.get_smoothscale_backend())


@contextmanager
def lasting_shapes(manager):
    """While this lasts, the shapes ``manager``'s widgets draw are kept on disk, and read
    from there instead of drawn when they were kept before (the launch's menu buttons)."""
    shapes = None
    try:
        look = manager.get_theme()
        shapes = look.shape_cache
        if not isinstance(shapes, LastingShapes):
            shapes = LastingShapes(shapes)
            look.shape_cache = shapes
    except Exception:   # another pygame-gui: its shapes are simply drawn
        shapes = None
    if shapes is None:
        yield
        return
    shapes.lasting = True
    try:
        yield
    finally:
        shapes.lasting = False


def clear_memory() -> None:
    """Surfaces die with pygame: forget them (the files stay); the next window may write."""
    _memory.clear()
    _writes[0] = 0
