"""The menu's button shapes kept on disk (picture_cache.LastingShapes): a start that reads them
shows buttons pixel for pixel the same as a start that draws them, in every look (resting,
hovered, focused, pressed), working the same; a damaged file is drawn again; and only the
menu's shapes are kept.  Also the felt drawn straight into the window on its first frame."""
from __future__ import annotations

import pygame
import pytest

from dogtable.ui import picture_cache, theme


@pytest.fixture(autouse=True)
def fresh_run():
    picture_cache.clear_memory()
    yield
    picture_cache.clear_memory()


@pytest.fixture
def shape_files(monkeypatch):
    """The gui-shape files this test's starts wrote and read (key -> "write" / "read")."""
    seen: list[tuple[str, str]] = []
    real_read, real_write = picture_cache.read, picture_cache.write

    def read(path, key):
        found = real_read(path, key)
        if key[0] == "gui_shape" and found is not None:
            seen.append(("read", key[1]))
        return found

    def write(path, key, picture):
        if key[0] == "gui_shape":
            seen.append(("write", key[1]))
        return real_write(path, key, picture)

    monkeypatch.setattr(picture_cache, "read", read)
    monkeypatch.setattr(picture_cache, "write", write)
    return seen


def _looks(app) -> dict:
    """Every menu button's pixels in every look pygame-gui has drawn for it."""
    looks = {}
    for widget in app.scenes.top.focusable:
        states = widget.drawable_shape.states
        for name, state in states.items():
            if state.surface is not None and state.surface.get_size() != (0, 0):
                looks[(widget.text, name)] = pygame.image.tobytes(state.surface, "RGBA")
    return looks


def _start(make_app, lang="en", size=(1280, 720)):
    """A start to the menu: its first frame, then the frames that draw the other looks."""
    d = make_app(size=size, lang=lang)
    d.app.sleep = lambda seconds: None
    assert d.app.run_once()
    first = pygame.image.tobytes(d.app.canvas, "RGB")
    for _ in range(12):   # pygame-gui draws one other look per widget and update
        d.app.request_frame()
        d.app.run_once()
    return d, first


def _close(d) -> None:
    d.app.shutdown()
    theme.clear_caches()


@pytest.mark.parametrize("lang,size", [("en", (1280, 720)), ("es", (1024, 600)),
                                       ("pt", (1920, 1080))])
def test_buttons_from_kept_shapes_look_as_drawn_ones_in_every_look(make_app, home, shape_files,
                                                                     lang, size):
    d, cold_frame = _start(make_app, lang, size)
    cold = _looks(d.app)
    _close(d)
    written = {shape for what, shape in shape_files if what == "write"}
    assert written, "the first start keeps the buttons' shapes"
    shape_files.clear()

    d, warm_frame = _start(make_app, lang, size)
    warm = _looks(d.app)
    assert warm_frame == cold_frame
    assert warm.keys() == cold.keys() and warm == cold
    assert {look for _, look in cold} >= {"normal", "hovered", "selected", "active"}
    assert {shape for what, shape in shape_files if what == "read"} == written
    assert not [1 for what, _ in shape_files if what == "write"]   # read, not drawn again
    # the buttons are pygame-gui's own, working as ever
    settings = next(w for w in d.app.scenes.top.focusable
                    if w.text == d.app.scenes.top.t("app.menu.settings"))
    d.click(settings.rect.center)
    assert d.names()[-1] == "settings"
    _close(d)


def test_a_damaged_shape_file_is_drawn_again(make_app, home, shape_files):
    d, cold_frame = _start(make_app)
    _close(d)
    shapes = [shape for what, shape in shape_files if what == "write"]
    for shape in shapes:
        path = picture_cache.file_for(picture_cache._shape_key(shape))
        data = path.read_bytes()
        path.write_bytes(data[:len(data) // 2])          # a torn write
    shape_files.clear()
    d, warm_frame = _start(make_app)
    assert warm_frame == cold_frame
    assert sorted(shape for what, shape in shape_files if what == "write") == sorted(shapes)
    _close(d)


def test_only_the_menu_keeps_its_shapes(make_app, home, shape_files):
    d, _ = _start(make_app)
    menu_shapes = {shape for what, shape in shape_files if what == "write"}
    d.press("app.menu.settings")                 # another scene's buttons: drawn, not kept
    assert d.names()[-1] == "settings"
    d.frames(12)
    assert {shape for what, shape in shape_files if what == "write"} == menu_shapes
    _close(d)


def test_the_felt_drawn_into_the_window_is_the_cached_felt():
    """The first frame at a size scales the cloth straight into the window; later frames blit
    the kept copy: the same pixels.  A surface of another format gets the same cloth too."""
    pygame.display.init()
    try:
        window = pygame.display.set_mode((640, 360))
        theme._felt_cache.clear()
        theme._felt_once.clear()
        theme.draw_felt(window)                  # straight into the window
        assert not theme._felt_cache
        straight = pygame.image.tobytes(window, "RGB")
        window.fill((0, 0, 0))
        theme.draw_felt(window)                  # the second time: a copy is kept
        assert (640, 360) in theme._felt_cache
        assert pygame.image.tobytes(window, "RGB") == straight
        window.fill((0, 0, 0))
        theme.draw_felt(window)                  # and blitted
        assert pygame.image.tobytes(window, "RGB") == straight
        # a clip keeps the rest of the surface as it was (the table draws around its board)
        theme._felt_cache.clear()
        theme._felt_once.clear()
        window.fill((1, 2, 3))
        window.set_clip(pygame.Rect(0, 0, 100, 360))
        theme.draw_felt(window)
        window.set_clip(None)
        assert window.get_at((320, 180))[:3] == (1, 2, 3)
        assert window.get_at((50, 180)) == pygame.image.frombytes(straight, (640, 360), "RGB").get_at((50, 180))
        other = pygame.Surface((640, 360), pygame.SRCALPHA)
        theme.draw_felt(other)
        assert pygame.image.tobytes(other.convert(), "RGB") == straight
        tiny = pygame.Surface((0, 0))
        theme.draw_felt(tiny)                    # nothing to draw on: no error
    finally:
        theme.clear_caches()
        theme._felt_cache.clear()
        theme._felt_once.clear()
        pygame.display.quit()


# -- the theme pygame-gui is given at a menu start (theme.add_gui_theme) --------------------------
def _label_font_size(app) -> int:
    import pygame_gui

    label = pygame_gui.elements.UILabel(pygame.Rect(0, 0, 200, 30), "Ana", app.manager)
    size = label.font.get_point_size()
    label.kill()
    return size


@pytest.mark.parametrize("lang,size", [("en", (1280, 720)), ("es", (1024, 600)),
                                       ("pt", (800, 500)), ("es", (1920, 1080))])
def test_every_menu_button_gets_the_type_size_its_label_was_fitted_to(make_app, lang, size):
    """A menu start gives pygame-gui the menu's part of the theme; each button size is added
    as a button needs it, so no label falls back to another size (and overflows)."""
    d = make_app(size=size, lang=lang)
    buttons = d.app.scenes.top.focusable
    assert len(buttons) >= 9
    for widget in buttons:
        look = widget.object_ids[-1]
        assert look.startswith("#btn_")
        assert widget.font.get_point_size() == int(look.rsplit("_", 1)[1]), (lang, widget.text)
        assert widget.font.size(widget.text)[0] <= theme.button_text_room(widget.rect.width)
    d.app.set_language("pt" if lang != "pt" else "es")        # rebuilt: sizes added anew
    for widget in d.app.scenes.top.focusable:
        assert widget.font.get_point_size() == int(widget.object_ids[-1].rsplit("_", 1)[1])


def test_the_rest_of_the_theme_comes_after_the_first_frame(make_app):
    d = make_app()
    assert theme._gui_later.get(d.app.manager)          # a menu start: the menu's part
    d.app.sleep = lambda seconds: None
    assert d.app.run_once() and d.app.frames == 1
    assert d.app.run_once() and d.app.frames == 2
    assert not theme._gui_later.get(d.app.manager)      # whole after the first frame
    assert _label_font_size(d.app) == theme.TEXT_FONT


def test_any_other_scene_finds_the_whole_theme_even_before_the_first_frame(make_app):
    d = make_app()
    d.app.scenes.open("settings")                       # no frame drawn yet
    assert not theme._gui_later.get(d.app.manager)
    assert _label_font_size(d.app) == theme.TEXT_FONT
    assert d.app.scenes.top.volume_slider is not None


def test_a_start_onto_a_table_gets_the_whole_theme_at_once(make_app):
    d = make_app({"mode": "play", "game": "dogs_alone",
                  "seats": [{"name": "Ana", "kind": "human"}, {"name": "Rex", "kind": "easy"}]})
    assert not theme._gui_later.get(d.app.manager)
    assert _label_font_size(d.app) == theme.TEXT_FONT


@pytest.mark.parametrize("lang,size,resume", [("en", (1280, 720), False), ("es", (1024, 600), True),
                                              ("pt", (1920, 1080), False)])
def test_pygame_gui_starts_with_the_looks_of_the_menu_s_buttons(make_app, home, monkeypatch,
                                                                 lang, size, resume):
    """A menu start sizes the menu's labels before pygame-gui starts and gives it those button
    looks in its first theme: building the menu adds nothing to the theme (which would make
    pygame-gui parse it all again)."""
    import pygame_gui
    from dogtable.storage import paths

    if resume:   # an unfinished game: Continue, in bold, first
        paths.autosave_path().parent.mkdir(parents=True, exist_ok=True)
        paths.autosave_path().write_text("{}")
    added = []
    real_update = pygame_gui.core.UIAppearanceTheme.update_theming
    monkeypatch.setattr(pygame_gui.core.UIAppearanceTheme, "update_theming",
                        lambda look, data, *a, **k: (added.append(data),
                                                     real_update(look, data, *a, **k))[1])
    d = make_app(size=size, lang=lang)
    assert added == []
    used = {widget.object_ids[-1] for widget in d.app.scenes.top.focusable}
    assert any("bold" in look for look in used) == resume
    later = theme._gui_later.get(d.app.manager)
    assert later and not used & set(later)          # given at start, not kept for later
    d.app.set_language("pt" if lang != "pt" else "en")
    d.app.sleep = lambda seconds: None
    d.app.run_once()
    d.app.run_once()                                 # the rest of the theme, in one go
    assert len(added) <= 2 and not theme._gui_later.get(d.app.manager)


def test_a_label_size_is_measured_once(monkeypatch):
    from dogtable.ui.scenes import base

    pygame.font.init()
    calls = []
    real = base._fit_label
    monkeypatch.setattr(base, "_fit_label", lambda *a: (calls.append(a), real(*a))[1])
    base._label_sizes.clear()
    rect = pygame.Rect(0, 0, 155, 46)
    texts = ["Aprender a jugar", "Unirse a una mesa"]
    first = base.Scene.label_size(rect, texts)
    assert base.Scene.label_size(rect, list(texts)) == first == real(rect, tuple(texts), False)
    assert len(calls) == 1
    assert base.Scene.label_size(rect, texts, bold=True) == real(rect, tuple(texts), True)
    assert len(calls) == 2                           # another font: measured anew
