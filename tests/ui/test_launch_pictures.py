"""The launch's kept pictures (dogtable.ui.picture_cache): what a start copies from the user's
cache folder is exactly what it would have drawn, and a damaged or foreign file is never
shown; quitting writes the settings only when they changed."""
from __future__ import annotations

import json

import pygame
import pytest

from dogtable.ui import picture_cache, theme


@pytest.fixture(autouse=True)
def fresh_run():
    """Each test starts as a new run: nothing in memory, the run's writes not yet spent."""
    picture_cache.clear_memory()
    yield
    picture_cache.clear_memory()


def _picture() -> pygame.Surface:
    picture = pygame.Surface((7, 5), pygame.SRCALPHA)
    for x in range(7):
        for y in range(5):
            picture.set_at((x, y), (x * 30, y * 50, (x + y) * 10, 40 + 20 * y))
    return picture


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_a_kept_picture_comes_back_pixel_for_pixel_without_being_made_again(home):
    made = []

    def make():
        made.append(1)
        return _picture()

    key = ("test", "round trip")
    first = picture_cache.cached(key, make)
    picture_cache.clear_memory()            # the next start: only the file is left
    second = picture_cache.cached(key, make)
    assert made == [1]
    assert second.get_size() == (7, 5) and _pixels(second) == _pixels(first) == _pixels(_picture())


def test_a_damaged_or_foreign_file_is_made_again_and_replaced(home):
    key = ("test", "damaged")
    picture_cache.cached(key, _picture)
    path = picture_cache.file_for(key)
    whole = path.read_bytes()
    other = ("test", "another picture")
    picture_cache.cached(other, lambda: pygame.Surface((7, 5), pygame.SRCALPHA))
    damages = [
        whole[:len(whole) // 2],                          # a torn write
        b"",                                              # an empty file
        b"\x00" * len(whole),                             # not ours at all
        whole[:-1] + bytes([whole[-1] ^ 0xFF]) + b"x",    # one byte too many
        picture_cache.file_for(other).read_bytes(),       # another key's picture
    ]
    for damage in damages:
        path.write_bytes(damage)
        picture_cache.clear_memory()
        made = []
        picture = picture_cache.cached(key, lambda: (made.append(1), _picture())[1])
        assert made == [1], damage[:16]
        assert _pixels(picture) == _pixels(_picture())
        assert path.read_bytes() == whole          # the file is whole again


def test_a_folder_that_cannot_be_written_only_costs_the_cache(home, tmp_path, monkeypatch):
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the home folder should be")
    monkeypatch.setenv("DOGTABLE_HOME", str(blocked))
    picture_cache.clear_memory()
    picture = picture_cache.cached(("test", "nowhere"), _picture)
    assert _pixels(picture) == _pixels(_picture())


def _menu_pixels(make_app, size) -> bytes:
    d = make_app(size=size)
    d.app.sleep = lambda seconds: None
    assert d.app.run_once()
    pixels = pygame.image.tobytes(d.app.canvas, "RGB")
    d.app.shutdown()
    theme.clear_caches()
    return pixels


def test_the_menu_drawn_from_kept_pictures_is_the_menu_drawn_afresh(make_app, home):
    cold = _menu_pixels(make_app, (1280, 720))
    kept = sorted((home / "cache" / "pictures").glob("*.pic"))
    assert kept, "the first start keeps the portraits and the title"
    warm = _menu_pixels(make_app, (1280, 720))
    assert warm == cold
    assert sorted((home / "cache" / "pictures").glob("*.pic")) == kept   # read, not made again


def test_quitting_writes_the_settings_only_when_they_changed(make_app, home, monkeypatch):
    from dogtable.storage import paths
    from dogtable.storage import settings as settings_store
    from dogtable.ui.app import App

    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({**settings_store.Settings(window_width=1280,
                                                          window_height=720).to_json()}))
    writes = []
    real_save = settings_store.save_settings
    monkeypatch.setattr(settings_store, "save_settings",
                        lambda settings, *a: (writes.append(settings.to_json()),
                                              real_save(settings, *a))[1])
    app = App(None, window_size=(1280, 720))
    app.shutdown()
    assert writes == []                       # nothing changed: the file is left alone
    theme.clear_caches()

    app = App(None, window_size=(1100, 650))
    app.shutdown()
    assert [(w["window_width"], w["window_height"]) for w in writes] == [(1100, 650)]
    assert json.loads(path.read_text())["window_width"] == 1100


def test_a_window_dragged_through_many_sizes_neither_writes_nor_keeps_a_picture_a_frame(home):
    for width in range(100, 100 + 3 * picture_cache.WRITES_PER_RUN):
        picture_cache.cached(("test", "size", width), _picture)
    assert len(list(picture_cache.folder().glob("*.pic"))) == picture_cache.WRITES_PER_RUN
    assert len(picture_cache._memory) <= picture_cache.KEEP_IN_MEMORY
    picture_cache.clear_memory()
