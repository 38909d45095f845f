"""The shell's look and feel: colours, fonts, the pygame-gui theme, images and sounds.

Every asset is optional: a missing font falls back to the Noto Sans that ships inside
pygame-gui, then to pygame's default font; a missing image or sound draws or plays
nothing.  Fonts, images and sounds are loaded on first use, so start-up stays fast.
"""
from __future__ import annotations

import json
from pathlib import Path
import weakref

import pygame

from dogtable.ui import picture_cache

# -- colours -------------------------------------------------------------------------------
FELT = (38, 84, 66)            # the table cloth behind every scene
FELT_DARK = (24, 56, 44)
PANEL = (22, 44, 36)
PANEL_BORDER = (92, 132, 104)
CREAM = (245, 238, 220)
INK = (59, 42, 26)
MUTED = (190, 200, 188)
ACCENT = (244, 176, 76)
ACCENT_DARK = (168, 104, 32)
HILITE = (255, 226, 140)
DANGER = (252, 168, 156)   # also words (a refused save, a missed slap): 4.5:1 on felt
SHADE = (0, 0, 0, 150)         # dims the scene under an overlay

# seat colours (name tags), readable on felt and cream alike: one per seat, up to 8 seats.
# Chosen (issue 25) so that every two stay apart (CIEDE2000 >= 12) in normal vision and under
# protanopia and deuteranopia (Machado et al. 2009, severity 1), each light enough for a
# dark number on it (4.5:1); the seat's number is the second cue everywhere a colour is.
SEAT_COLOURS = [(224, 128, 120), (144, 224, 248), (248, 224, 120), (104, 184, 24), (200, 128, 224),
                (64, 216, 176), (200, 112, 136), (168, 168, 184)]

# -- the table: the board kit's and every game's board (FELT, FELT_DARK and ACCENT above) ---------
TABLE_PANEL = (26, 60, 47)     # a zone or a seat's panel on the table
PANEL_ACTIVE = (44, 78, 52)    # the panel of the seat to act
ZONE_OUTLINE = (70, 128, 100)
TEXT = (236, 240, 232)
TEXT_DIM = (176, 196, 184)
TEXT_DARK = (30, 30, 30)
TARGET = (120, 230, 255)         # a legal target while dragging or selecting
TARGET_HOT = (255, 255, 255)     # the legal target under the pointer
GLOW = (255, 214, 90)            # cards touched by the last move
SELECTED = (255, 150, 60)
BUTTON = (245, 238, 220)
BUTTON_HOVER = (255, 244, 214)
BUTTON_TEXT = (40, 34, 26)
BUTTON_EDGE = (120, 100, 70)
TOOLTIP_BG = (250, 247, 236)
TOOLTIP_EDGE = (90, 80, 60)
CHOOSER_BG = (250, 247, 236)
BADGE_BG = (20, 20, 20)
BADGE_TEXT = (255, 255, 255)
CARD_EDGE = (40, 36, 30)
SHADOW = (0, 0, 0, 70)

# -- base sizes at the reference resolution (1280x720, UI scale 1) --------------------------
BUTTON_FONT = 20
SMALL_FONT = 16
TEXT_FONT = 17
TITLE_FONT = 46
HEADING_FONT = 28
# button font sizes tried in turn until the label fits (auto-shrink)
BUTTON_SIZES = (20, 17, 15, 13, 11)
BUTTON_PADDING = 10            # text_horiz_alignment_padding of buttons
BUTTON_BORDER = 2
BUTTON_SHADOW = 2


def _pygame_gui_data() -> Path | None:
    try:
        import pygame_gui
        return Path(pygame_gui.__file__).resolve().parent / "data"
    except Exception:
        return None


def _assets() -> Path | None:
    try:
        from dogtable.resources import assets_dir
        return assets_dir()
    except Exception:
        return None


_font_paths: dict[tuple[bool, Path | None], Path | None] = {}


def font_path(bold: bool = False) -> Path | None:
    """The shell's font file: assets/fonts/NotoSans-*.ttf, else pygame-gui's copy (looked
    for once per assets folder: the start asks for it dozens of times)."""
    assets = _assets()
    key = (bold, assets)
    if key not in _font_paths:
        _font_paths[key] = _find_font(bold, assets)
    return _font_paths[key]


def _find_font(bold: bool, assets: Path | None) -> Path | None:
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"

    def candidates():   # in order, each looked for only if the one before is missing
        if assets is not None:
            yield assets / "fonts" / name
            if (assets / "fonts").is_dir():
                yield from sorted((assets / "fonts").glob("*Bold*.ttf" if bold else "*Regular*.ttf"))
        gui = _pygame_gui_data()
        if gui is not None:
            yield gui / name

    return next((path for path in candidates() if path.is_file()), None)


_fonts: dict[tuple[int, bool], pygame.font.Font] = {}


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """A cached font of the theme; never raises once pygame.font is initialised."""
    size = max(6, int(size))
    key = (size, bold)
    cached = _fonts.get(key)
    if cached is not None:
        return cached
    if not pygame.font.get_init():
        pygame.font.init()
    path = font_path(bold)
    try:
        result = pygame.font.Font(str(path) if path else None, size)
    except (OSError, pygame.error):
        result = pygame.font.Font(None, size)
    _fonts[key] = result
    return result


def clear_caches() -> None:
    _fonts.clear()
    _font_paths.clear()
    _wrapped.clear()
    _images.clear()
    _felt_small.clear()   # in the closed window's pixel format
    picture_cache.clear_memory()


def button_text_room(width: int) -> int:
    """How wide a button's label may be: padding, border and shadow on both sides."""
    return max(10, width - 2 * BUTTON_PADDING - 2 * (BUTTON_BORDER + BUTTON_SHADOW))


def ellipsize(text: str, width: int, size: int, bold: bool = False) -> str:
    """``text`` cut with "…" so that it is at most ``width`` pixels wide at ``size``."""
    fnt = font(size, bold)
    if fnt.size(text)[0] <= width:
        return text
    while text and fnt.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


def fit_font(text: str, width: int, sizes=BUTTON_SIZES, bold: bool = False) -> int:
    """The largest size in ``sizes`` at which ``text`` is at most ``width`` pixels wide."""
    for size in sizes:
        if font(size, bold).size(text)[0] <= width:
            return size
    return sizes[-1]


_wrapped: dict[tuple, list[str]] = {}


def wrap(text: str, fnt: pygame.font.Font, width: int) -> list[str]:
    """Greedy word wrap (long words are cut so a line never overflows); each text is
    measured once per font and width (the log and the coach wrap the same lines again on
    every move)."""
    key = (str(text), fnt, int(width))
    lines = _wrapped.get(key)
    if lines is None:
        if len(_wrapped) > 4000:
            _wrapped.clear()
        lines = _wrapped[key] = _wrap(str(text), fnt, width)
    return list(lines)


def _wrap(text: str, fnt: pygame.font.Font, width: int) -> list[str]:
    lines: list[str] = []
    for paragraph in str(text).split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            candidate = f"{line} {word}" if line else word
            if fnt.size(candidate)[0] <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            while fnt.size(word)[0] > width and len(word) > 1:
                cut = len(word)
                while cut > 1 and fnt.size(word[:cut])[0] > width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


def draw_text(surface, text: str, pos, size: int = TEXT_FONT, colour=CREAM, bold=False,
              anchor: str = "topleft", max_width: int | None = None,
              lasting: bool = False) -> pygame.Rect:
    """Draw one line; shrinks the font until it fits ``max_width``.  ``lasting``: a line every
    launch draws (the menu's title): its picture is kept on disk between runs."""
    def render() -> pygame.Surface:
        fitted = size
        if max_width is not None:
            fitted = fit_font(text, max_width, sizes=tuple(range(size, 9, -1)) or (size,), bold=bold)
        return font(fitted, bold).render(str(text), True, colour)

    if lasting:
        face = font_path(bold)
        key = ("text", str(text), size, tuple(colour), bold, max_width, str(face),
               picture_cache.source_stamp(face) if face else None)
        img = picture_cache.cached(key, render)
    else:
        img = render()
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


def draw_wrapped(surface, text: str, rect: pygame.Rect, size: int = TEXT_FONT, colour=CREAM,
                 bold=False, align: str = "left", line_gap: int = 4) -> int:
    """Draw ``text`` wrapped to ``rect``; returns the height used (stops at the bottom)."""
    fnt = font(size, bold)
    y = rect.top
    for line in wrap(text, fnt, rect.width):
        if y + fnt.get_linesize() > rect.bottom:
            break
        img = fnt.render(line, True, colour)
        if align == "center":
            x = rect.centerx - img.get_width() // 2
        else:
            x = rect.left
        surface.blit(img, (x, y))
        y += fnt.get_linesize() + line_gap
    return y - rect.top


def panel(surface, rect: pygame.Rect, colour=PANEL, border=PANEL_BORDER, radius: int = 10,
          alpha: int = 255) -> None:
    """A rounded panel (opaque by default: text below must not show through)."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*colour, alpha), layer.get_rect(), border_radius=radius)
    pygame.draw.rect(layer, (*border, 255), layer.get_rect(), width=2, border_radius=radius)
    surface.blit(layer, rect.topleft)


_felt_cache: dict[tuple[int, int], pygame.Surface] = {}
_felt_small: list = []   # [the small picture, whether in a window's pixel format]
_felt_once: set[tuple[int, int]] = set()   # sizes drawn once, straight into their surface


def draw_felt(surface) -> None:
    """The green cloth every scene sits on (a soft vignette, cached per size).  The first time
    at a size it is scaled straight into ``surface`` (the launch's first frame, each size of a
    window being dragged: a quarter of the cost of making a cached copy); the second time a
    copy is kept for the frames after."""
    size = surface.get_size()
    felt = _felt_cache.get(size)
    # scaling writes the whole surface: only when no clip keeps part of it (the table's board)
    if felt is None and size not in _felt_once and surface.get_clip() == surface.get_rect():
        try:
            pygame.transform.smoothscale(_small_felt(), size, surface)
        except (ValueError, pygame.error):   # another pixel format than the window's
            pass
        else:
            _felt_once.clear()
            _felt_once.add(size)
            return
    if felt is None:
        felt = _make_felt(size)
        _felt_cache.clear()
        _felt_cache[size] = felt
    surface.blit(felt, (0, 0))


def _felt_rows(gw: int = 48, gh: int = 27) -> bytes:
    """The vignette as gw x gh RGB pixels (the launch draws it: one quarter is computed and
    mirrored, the whole grid is the same as computing every pixel)."""
    half_w = (gw + 1) // 2
    rows = []
    for y in range(gh):
        if y >= (gh + 1) // 2:          # the lower half mirrors the upper half
            rows.append(rows[gh - 1 - y])
            continue
        dy = (y - (gh - 1) / 2) / (gh / 2)
        left = bytearray()
        for x in range(half_w):
            dx = (x - (gw - 1) / 2) / (gw / 2)
            k = min(1.0, (dx * dx + dy * dy) ** 0.5 / 1.25)
            k = k * k
            left += bytes((int(FELT[0] + (FELT_DARK[0] - FELT[0]) * k),
                           int(FELT[1] + (FELT_DARK[1] - FELT[1]) * k),
                           int(FELT[2] + (FELT_DARK[2] - FELT[2]) * k)))
        right = bytearray()
        for x in range(gw - half_w - 1, -1, -1):   # the right half mirrors the left
            right += left[3 * x:3 * x + 3]
        rows.append(bytes(left + right))
    return b"".join(rows)


def _small_felt() -> pygame.Surface:
    """The vignette as a small picture: a radial gradient that smooth scaling turns into the
    cloth without banding; in the window's pixel format when there is one (scaling and
    blitting 32-bit pixels is several times faster)."""
    windowed = pygame.display.get_surface() is not None
    if not _felt_small or (windowed and not _felt_small[1]):
        gw, gh = 48, 27
        small = pygame.image.frombytes(_felt_rows(gw, gh), (gw, gh), "RGB")
        if windowed:
            small = small.convert()
        _felt_small[:] = [small, windowed]
    return _felt_small[0]


def _make_felt(size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.smoothscale(_small_felt(), (max(1, size[0]), max(1, size[1])))


def draw_star(surface, centre, radius: int, colour=ACCENT) -> None:
    """A five-pointed star (drawn, so it never depends on a font having the glyph)."""
    import math

    cx, cy = centre
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    pygame.draw.polygon(surface, colour, points)


def draw_triangle_down(surface, centre, size: int, colour=MUTED) -> None:
    cx, cy = centre
    pygame.draw.polygon(surface, colour, [(cx - size, cy - size // 2), (cx + size, cy - size // 2),
                                          (cx, cy + size // 2 + 1)])


def dim(surface) -> None:
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill(SHADE)
    surface.blit(shade, (0, 0))


# -- images ----------------------------------------------------------------------------------
_images: dict[tuple[str, tuple[int, int] | None], pygame.Surface | None] = {}


def image(relative: str, size: tuple[int, int] | None = None) -> pygame.Surface | None:
    """An image under assets/images (e.g. "dogs_alone/dog_3.png"), scaled; None if missing."""
    key = (relative, size)
    if key in _images:
        return _images[key]
    result = None
    assets = _assets()
    if assets is not None:
        path = assets / "images" / relative
        try:
            if path.is_file():
                result = pygame.image.load(str(path))
                if pygame.display.get_surface() is not None:
                    result = result.convert_alpha()
                if size is not None:
                    result = pygame.transform.smoothscale(result, size)
        except (pygame.error, OSError, ValueError):
            result = None
    _images[key] = result
    return result


def lasting_image(relative: str, size: tuple[int, int]) -> pygame.Surface | None:
    """``image(relative, size)`` for a picture every launch shows (the menu's portraits): kept
    on disk between runs, so a start copies its pixels instead of decoding and scaling."""
    assets = _assets()
    path = assets / "images" / relative if assets is not None else None
    stamp = picture_cache.source_stamp(path) if path is not None else None
    if stamp is None:
        return image(relative, size)
    return picture_cache.cached(("image", relative, tuple(size), stamp),
                                lambda: image(relative, size))


def app_icon() -> pygame.Surface | None:
    for size in (64, 48, 128, 32, 256):
        icon = image(f"icons/dogtable_{size}.png")
        if icon is not None:
            return icon
    return None


# -- sounds ----------------------------------------------------------------------------------
class SoundBank:
    """Short sound effects by name ("card", "shuffle", "mario"), with volume and mute.

    The mixer starts on the first sound; no audio device, a missing file or a broken one
    simply means silence."""

    def __init__(self, volume: float = 0.8, muted: bool = False):
        self.volume = volume
        self.muted = muted
        self._sounds: dict[str, object] = {}
        self._mixer_ok: bool | None = None

    def _mixer(self) -> bool:
        if self._mixer_ok is None:
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init()
                self._mixer_ok = True
            except (pygame.error, NotImplementedError, OSError):
                self._mixer_ok = False
        return self._mixer_ok

    def _load(self, name: str):
        if name in self._sounds:
            return self._sounds[name]
        sound = None
        assets = _assets()
        if assets is not None:
            path = assets / "sounds" / f"{name}.wav"
            try:
                if path.is_file():
                    sound = pygame.mixer.Sound(str(path))
            except (pygame.error, OSError):
                sound = None
        self._sounds[name] = sound
        return sound

    def play(self, name: str) -> bool:
        """Play ``name``; True if a sound actually started."""
        if self.muted or self.volume <= 0 or not self._mixer():
            return False
        sound = self._load(name)
        if sound is None:
            return False
        try:
            sound.set_volume(self.volume)
            sound.play()
            return True
        except pygame.error:
            return False


# -- the pygame-gui theme ---------------------------------------------------------------------
def _font_face() -> dict:
    """What every font block of the theme names: our font files, or pygame-gui's own copy."""
    regular, strong = font_path(False), font_path(True)
    assets = _assets()
    if regular is not None and assets is not None and str(regular).startswith(str(assets)):
        face = {"name": "dogtable_sans", "regular_path": str(regular)}
        if strong is not None:
            face["bold_path"] = str(strong)
        return face
    return {"name": "noto_sans"}


def _font_block(size: int, bold: bool = False, face: dict | None = None) -> dict:
    block = {**(face or _font_face()), "size": str(size)}
    if bold:
        block["bold"] = "1"
    return block


def gui_theme(launch: bool = False, looks=()) -> dict:
    """The pygame-gui theme: cream buttons on green felt, with one object id per button
    font size (``#btn_<size>``) so labels can shrink to fit in every language.  (The UI
    scale setting zooms the whole logical surface, see ui/app.py, so sizes here are fixed.)
    ``launch``: the part a start to the menu gives pygame-gui first (see add_gui_theme),
    with the button ``looks`` its menu uses."""
    def px(v: int) -> int:
        return v

    face = _font_face()

    button_colours = {
        "normal_bg": "#f5eedc", "hovered_bg": "#ffe6a8", "disabled_bg": "#9aa39a",
        "selected_bg": "#ffd27a", "active_bg": "#f4b04c",
        "normal_text": "#3b2a1a", "hovered_text": "#2a1c0e", "disabled_text": "#5f665f",
        "selected_text": "#2a1c0e", "active_text": "#2a1c0e",
        "normal_border": "#a8844c", "hovered_border": "#f4b04c", "disabled_border": "#78807a",
        "selected_border": "#c07818", "active_border": "#c07818",
    }
    theme: dict = {
        "defaults": {
            "colours": {
                "normal_bg": "#f5eedc", "hovered_bg": "#ffe6a8", "disabled_bg": "#9aa39a",
                "selected_bg": "#f4b04c", "active_bg": "#f4b04c",
                "dark_bg": "#16302a", "normal_text": "#f5eedc", "hovered_text": "#ffffff",
                "selected_text": "#2a1c0e", "disabled_text": "#8a948c",
                "normal_border": "#5c8468", "hovered_border": "#f4b04c",
                "text_cursor": "#ffffff", "link_text": "#ffd27a", "link_hover": "#ffe6a8",
            }
        },
        "button": {
            "colours": button_colours,
            "font": _font_block(px(BUTTON_FONT), face=face),
            "misc": {"shape": "rounded_rectangle", "shape_corner_radius": str(px(8)),
                     "border_width": str(BUTTON_BORDER), "shadow_width": str(BUTTON_SHADOW),
                     "text_horiz_alignment_padding": str(BUTTON_PADDING)},
        },
        "label": {"font": _font_block(px(TEXT_FONT), face=face),
                  "colours": {"normal_text": "#f5eedc", "dark_bg": "#00000000"}},
        "text_entry_line": {"font": _font_block(px(TEXT_FONT), face=face),
                            "colours": {"dark_bg": "#f5eedc", "normal_text": "#2a1c0e",
                                        "selected_bg": "#f4b04c", "text_cursor": "#2a1c0e",
                                        "normal_border": "#a8844c"}},
        "text_box": {"font": _font_block(px(TEXT_FONT), face=face),
                     "colours": {"dark_bg": "#16302aee", "normal_text": "#f5eedc",
                                 "normal_border": "#5c8468"},
                     "misc": {"padding": "12,10", "border_width": "1"}},
        "horizontal_slider": {"colours": {"dark_bg": "#16302a"}},
        "horizontal_slider.button": {"colours": button_colours},
    }
    for size in BUTTON_SIZES:
        theme[f"#btn_{size}"] = {"font": _font_block(px(size), face=face)}
        theme[f"#btn_bold_{size}"] = {"font": _font_block(px(size), bold=True, face=face)}
    if launch:
        return {name: theme[name] for name in (*_LAUNCH_ELEMENTS, *sorted(looks)) if name in theme}
    return theme


# pygame-gui parses every element of the theme it is given and loads every font in it at once
# (on five threads, which a busy machine makes wait).  The launch's menu needs the colours and
# the buttons' look: a menu start gives it those alone, and the rest (text, text entry,
# sliders, the other button sizes) as it is needed (add_gui_theme: the menu's button sizes
# when it makes them, everything before any other scene and after the first frame).
_LAUNCH_ELEMENTS = ("defaults", "button")
_gui_later: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def gui_theme_grows() -> bool:
    """Whether pygame-gui can be given more of the theme after it started (add_gui_theme)."""
    from pygame_gui.core import UIAppearanceTheme

    return callable(getattr(UIAppearanceTheme, "update_theming", None))


def rest_of_gui_theme_later(manager, looks=()) -> None:
    """``manager`` was started with ``gui_theme(launch=True, looks)``: keep the rest for
    add_gui_theme."""
    given = {*_LAUNCH_ELEMENTS, *looks}
    _gui_later[manager] = {name: block for name, block in gui_theme().items()
                           if name not in given}


def button_look(size: int, bold: bool = False) -> str:
    """The theme's object id of a button whose label has font size ``size``."""
    return f"#btn_bold_{size}" if bold else f"#btn_{size}"


def add_gui_theme(manager, elements: str | tuple | list | set | None = None) -> None:
    """Give ``manager`` (see rest_of_gui_theme_later) the part of the theme it was started without:
    the ``elements`` named (button looks: "#btn_15") or all of it; what it has is skipped."""
    later = _gui_later.get(manager)
    if not later:
        return
    if elements is None:
        blocks = dict(later)
        later.clear()
    else:
        names = (elements,) if isinstance(elements, str) else elements
        blocks = {name: later.pop(name) for name in names if name in later}
        if not blocks:
            return
    data = json.dumps(blocks)   # a string: older pygame-gui parse nothing else
    look = manager.get_theme()
    try:
        look.update_theming(data, rebuild_all=False)   # the widgets there are already right
    except TypeError:   # a pygame-gui without rebuild_all: it rebuilds them
        look.update_theming(data)
