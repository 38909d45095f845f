#!/usr/bin/env python3
"""Generate Dog Table's art and sounds into assets/ (see assets/LICENSES.md).

Sources: the Noto Color Emoji font (glyphs rendered through Pillow at the font's only bitmap
size, 109, then resized and composed), Noto Sans (copied), vector shapes drawn here, and sounds
synthesized here with ``wave`` + ``math``.  Deterministic: the same fonts and Pillow give the
same files.  Run from anywhere: ``python3 tools/make_assets.py``; it prints every file it wrote.

Needs Pillow (`pip install ".[assets]"`) and the Debian/Ubuntu packages fonts-noto-core and fonts-noto-color-emoji (or set
NOTO_EMOJI / NOTO_SANS_DIR to the font locations).
"""
from __future__ import annotations

import colorsys
import math
import os
import random
import shutil
import struct
import sys
import unicodedata
import wave
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
EMOJI_FONT = Path(os.environ.get("NOTO_EMOJI", "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"))
SANS_DIR = Path(os.environ.get("NOTO_SANS_DIR", "/usr/share/fonts/truetype/noto"))
OFL_SOURCE = Path("/usr/share/doc/fonts-noto-core/copyright")
APACHE_SOURCE = Path("/usr/share/common-licenses/Apache-2.0")

# The four dog colours and wild: (name, strong colour, symbol); the symbol makes colour
# never the only cue (cards.COLOUR_SYMBOLS).
COLOURS = [
    ("red", (214, 48, 62), "bone"),
    ("yellow", (240, 176, 0), "sun"),
    ("green", (46, 152, 70), "leaf"),
    ("blue", (32, 112, 214), "drop"),
    ("wild", (138, 72, 176), "star"),
]
SYMBOL_COLOUR = {sym: rgb for _, rgb, sym in COLOURS}

SS = 4  # supersampling for vector shapes

written: list[Path] = []


def note(path: Path) -> None:
    written.append(path)
    print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size} bytes)")


def save_png(img: Image.Image, rel: str) -> None:
    path = ASSETS / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    img.save(path, optimize=True)
    note(path)


# -- colour helpers ---------------------------------------------------------------------------

def mix(a, b, t: float) -> tuple:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def lighten(rgb, t: float) -> tuple:
    return mix(rgb, (255, 255, 255), t)


def darken(rgb, t: float) -> tuple:
    return mix(rgb, (0, 0, 0), t)


# -- emoji ------------------------------------------------------------------------------------

_emoji_font = None
_emoji_cache: dict[str, Image.Image] = {}


def emoji(char: str) -> Image.Image:
    """The glyph as a tight RGBA image (native bitmap size, about 136 x 128)."""
    global _emoji_font
    if char not in _emoji_cache:
        if _emoji_font is None:
            # BASIC layout: single code points only, so the result does not depend on raqm
            _emoji_font = ImageFont.truetype(str(EMOJI_FONT), 109, layout_engine=ImageFont.Layout.BASIC)
        canvas = Image.new("RGBA", (200, 180), (0, 0, 0, 0))
        ImageDraw.Draw(canvas).text((20, 20), char, font=_emoji_font, embedded_color=True)
        box = canvas.getchannel("A").getbbox()
        if box is None:
            raise SystemExit(f"the emoji font has no glyph for {char!r} (U+{ord(char[0]):04X})")
        _emoji_cache[char] = canvas.crop(box)
    return _emoji_cache[char]


def place(base: Image.Image, char: str, cx: float, cy: float, size: float,
          flip: bool = False, rotate: float = 0.0, shadow: bool = False) -> None:
    """Paste emoji ``char`` centred on (cx, cy), its longer side ``size`` pixels."""
    place_image(base, emoji(char), cx, cy, size, flip, rotate, shadow)


def place_image(base: Image.Image, glyph: Image.Image, cx: float, cy: float, size: float,
                flip: bool = False, rotate: float = 0.0, shadow: bool = False) -> None:
    if flip:
        glyph = glyph.transpose(Image.Transpose.FLIP_LEFT_RIGHT)
    scale = size / max(glyph.size)
    w, h = max(1, round(glyph.width * scale)), max(1, round(glyph.height * scale))
    glyph = glyph.resize((w, h), Image.Resampling.LANCZOS)
    if rotate:
        glyph = glyph.rotate(rotate, resample=Image.Resampling.BICUBIC, expand=True)
    x, y = round(cx - glyph.width / 2), round(cy - glyph.height / 2)
    if shadow:
        alpha = glyph.getchannel("A").point(lambda a: a * 0.35)
        shade = Image.new("RGBA", glyph.size, (40, 30, 20, 0))
        shade.putalpha(alpha)
        pad = Image.new("RGBA", base.size, (0, 0, 0, 0))
        pad.alpha_composite(shade, (x + 4, y + 6))
        base.alpha_composite(pad.filter(ImageFilter.GaussianBlur(4)))
    layer = Image.new("RGBA", base.size, (0, 0, 0, 0))
    layer.alpha_composite(glyph, (max(x, 0), max(y, 0)),
                          (max(-x, 0), max(-y, 0)))
    base.alpha_composite(layer)


# -- vector shapes (drawn big, then reduced) -----------------------------------------------------

def shape_mask(size: int, draw_fn) -> Image.Image:
    big = Image.new("L", (size * SS, size * SS), 0)
    draw_fn(ImageDraw.Draw(big), size * SS)
    return big


def reduce(img: Image.Image, size: int) -> Image.Image:
    return img.resize((size, size), Image.Resampling.LANCZOS)


def bone_shape(d: ImageDraw.ImageDraw, s: int) -> None:
    # drawn horizontally; the caller tilts it
    r = s * 0.13
    cy = s / 2
    x0, x1 = s * 0.2, s * 0.8
    d.rounded_rectangle([x0, cy - r * 0.75, x1, cy + r * 0.75], radius=r * 0.5, fill=255)
    for x in (x0, x1):
        for dy in (-r * 0.85, r * 0.85):
            d.ellipse([x - r, cy + dy - r, x + r, cy + dy + r], fill=255)


def sun_shape(d: ImageDraw.ImageDraw, s: int) -> None:
    c = s / 2
    core, inner, outer = s * 0.24, s * 0.29, s * 0.47
    for i in range(8):
        a = i * math.pi / 4
        da = math.pi / 11
        d.polygon([(c + inner * math.cos(a - da), c + inner * math.sin(a - da)),
                   (c + outer * math.cos(a), c + outer * math.sin(a)),
                   (c + inner * math.cos(a + da), c + inner * math.sin(a + da))], fill=255)
    d.ellipse([c - core, c - core, c + core, c + core], fill=255)


def leaf_shape(d: ImageDraw.ImageDraw, s: int) -> None:
    # a pointed leaf along the diagonal, with a short stem
    pts = []
    n = 60
    length, width = s * 0.78, s * 0.27
    for i in range(n + 1):
        t = i / n
        pts.append((t * length, math.sin(math.pi * t) ** 0.8 * width))
    for i in range(n, -1, -1):
        t = i / n
        pts.append((t * length, -math.sin(math.pi * t) ** 0.8 * width))
    ang = -math.pi / 4
    ox, oy = s * 0.22, s * 0.78

    def rot(p):
        x, y = p
        return (ox + x * math.cos(ang) - y * math.sin(ang), oy + x * math.sin(ang) + y * math.cos(ang))

    d.polygon([rot(p) for p in pts], fill=255)
    d.line([rot((-s * 0.12, 0)), rot((0, 0))], fill=255, width=round(s * 0.05))


def drop_shape(d: ImageDraw.ImageDraw, s: int) -> None:
    c = s / 2
    r = s * 0.27
    cy = s * 0.62
    tip = s * 0.08
    # tangent points from the tip to the circle
    dist = cy - tip
    a = math.asin(r / dist)
    tx = r * math.cos(a)
    ty = cy - r * math.sin(a)
    d.polygon([(c, tip), (c - tx, ty), (c + tx, ty)], fill=255)
    d.ellipse([c - r, cy - r, c + r, cy + r], fill=255)


def star_points(c: float, outer: float, inner: float, cy: float | None = None) -> list:
    cy = c if cy is None else cy
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        r = outer if i % 2 == 0 else inner
        pts.append((c + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def star_shape(d: ImageDraw.ImageDraw, s: int) -> None:
    d.polygon(star_points(s / 2, s * 0.47, s * 0.2, s * 0.53), fill=255)


SHAPES = {"bone": bone_shape, "sun": sun_shape, "leaf": leaf_shape, "drop": drop_shape, "star": star_shape}


def conic_fill(size: int) -> Image.Image:
    """The wild star's fill: the four dog colours around the centre."""
    img = Image.new("RGB", (size, size))
    px = img.load()
    stops = [rgb for _, rgb, _ in COLOURS[:4]] + [COLOURS[0][1]]
    c = size / 2
    for y in range(size):
        for x in range(size):
            t = (math.atan2(y - c, x - c) / (2 * math.pi) + 0.25) % 1.0 * 4
            i = int(t)
            px[x, y] = mix(stops[i], stops[i + 1], t - i)
    return img


def symbol_image(name: str, size: int) -> Image.Image:
    """A colour symbol: filled shape, dark outline and a thin white halo so it reads on any
    background."""
    big = size * SS
    mask = shape_mask(size, SHAPES[name])
    if name == "bone":
        mask = mask.rotate(35, resample=Image.Resampling.BICUBIC)
    # shrink the shape a little so outline + halo fit inside the canvas
    inset = round(big * 0.08)
    mask = mask.resize((big - 2 * inset, big - 2 * inset), Image.Resampling.LANCZOS)
    m = Image.new("L", (big, big), 0)
    m.paste(mask, (inset, inset))
    mask = m
    outline = mask.filter(ImageFilter.MaxFilter(2 * round(big * 0.025) + 1))
    halo = outline.filter(ImageFilter.MaxFilter(2 * round(big * 0.015) + 1))
    rgb = SYMBOL_COLOUR[name]
    out = Image.new("RGBA", (big, big), (255, 255, 255, 0))
    out.paste((255, 255, 255, 255), (0, 0), halo)
    out.paste(darken(rgb, 0.55) + (255,), (0, 0), outline)
    if name == "star":
        fill = conic_fill(big).convert("RGBA")
    else:
        # a gentle top-left highlight
        fill = Image.new("RGBA", (big, big))
        fd = ImageDraw.Draw(fill)
        for y in range(big):
            fd.line([(0, y), (big, y)], fill=lighten(rgb, 0.25 * (1 - y / big)) + (255,))
    out.paste(fill, (0, 0), mask)
    if name == "leaf":  # the vein
        vd = ImageDraw.Draw(out)
        a = big * 0.28
        vd.line([(a, big - a), (big - a * 0.95, a * 0.95)], fill=darken(rgb, 0.45) + (255,),
                width=round(big * 0.025))
    return reduce(out, size)


# -- shared pieces --------------------------------------------------------------------------------

def badge(size: int, colour_index: int) -> Image.Image:
    """A white disc ringed in the colour, holding its symbol."""
    name, rgb, sym = COLOURS[colour_index]
    big = size * SS
    img = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.ellipse([0, 0, big - 1, big - 1], fill=darken(rgb, 0.35) + (255,))
    ring = round(big * 0.07)
    d.ellipse([ring, ring, big - 1 - ring, big - 1 - ring], fill=(255, 255, 255, 255))
    img = reduce(img, size)
    s = symbol_image(sym, round(size * 0.78))
    img.alpha_composite(s, ((size - s.width) // 2, (size - s.height) // 2))
    return img


def radial_disc(size: int, inner, outer, ring, ring_width: float) -> Image.Image:
    big = size * SS
    img = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.ellipse([0, 0, big - 1, big - 1], fill=ring + (255,))
    rw = round(big * ring_width)
    steps = 40
    for i in range(steps):
        t = i / steps
        r = (big / 2 - rw) * (1 - t)
        col = mix(outer, inner, t)
        d.ellipse([big / 2 - r, big / 2 - r, big / 2 + r, big / 2 + r], fill=col + (255,))
    return reduce(img, size)


def rounded_tile(w: int, h: int, top, bottom, border, radius: float, border_width: float) -> Image.Image:
    img = Image.new("RGBA", (w * SS, h * SS), (0, 0, 0, 0))
    mask = Image.new("L", img.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle([0, 0, w * SS - 1, h * SS - 1], radius=radius * SS, fill=255)
    fill = Image.new("RGBA", img.size)
    fd = ImageDraw.Draw(fill)
    for y in range(h * SS):
        fd.line([(0, y), (w * SS, y)], fill=mix(top, bottom, y / (h * SS)) + (255,))
    bw = round(border_width * SS)
    inner = Image.new("L", img.size, 0)
    ImageDraw.Draw(inner).rounded_rectangle([bw, bw, w * SS - 1 - bw, h * SS - 1 - bw],
                                            radius=max(1, (radius - border_width) * SS), fill=255)
    img.paste(border + (255,), (0, 0), mask)
    img.paste(fill, (0, 0), inner)
    return img.resize((w, h), Image.Resampling.LANCZOS)


# -- dogs -----------------------------------------------------------------------------------------
# One entry per dog type (0..15, colour = type // 4).  The names live in
# locales/dogs_alone.<lang>.json under dog.<type>; the accessory tells the name's joke.
# Four dog bodies x four coats: no two dogs share both, so each portrait differs from every
# other even before its accessory and colour badge.
# (base dog, coat, mirrored, accessory, accessory centre x, y, size, rotation, dog offset x)
F, D, G, P = "\U0001F436", "\U0001F415", "\U0001F9AE", "\U0001F429"  # face, dog, guide dog, poodle
DOGS = [
    # red
    (F, "snow", False, "\U0001F4AD", 180, 62, 92, 0, -14),        # 0 Mente en Blanco: an empty thought
    (D, "natural", False, "\U0001FA9E", 194, 112, 86, 0, -22),    # 1 Copi Copi: copies its reflection
    (G, "natural", False, "\U0001F9E6", 188, 172, 84, -15, -18),  # 2 Captain Sock
    (P, "ginger", False, "\U0001F451", 112, 52, 72, -12, 8),      # 3 Duchess: a crown
    # yellow
    (D, "ginger", True, "\U0001F32D", 80, 184, 84, 20, 14),       # 4 Sausage: a hot dog
    (F, "chocolate", False, "\U0001F393", 128, 56, 96, 0, 0),     # 5 Professor Woof: mortarboard
    (P, "natural", True, "\U0001F4A4", 192, 66, 72, 0, -6),       # 6 Sleepyhead
    (G, "charcoal", True, "\U0001F3B8", 78, 158, 96, 30, 18),     # 7 Rocker: a guitar
    # green
    (D, "snow", False, "\U0001FAB4", 190, 176, 84, 0, -22),       # 8 Mole: digs the plants
    (G, "chocolate", False, "\U0001F94F", 186, 70, 80, 15, -8),   # 9 Frisbee
    (F, "ginger", False, "\u26BD", 190, 186, 70, 0, -14),         # 10 Goalie: a football
    (P, "charcoal", False, "\U0001F3A9", 104, 54, 70, -14, 8),    # 11 Sir Wagalot: a top hat
    # blue
    (F, "natural", False, "\u2614", 196, 60, 84, 12, -16),        # 12 Puddles: umbrella in the rain
    (P, "chocolate", True, "\U0001FAE7", 78, 80, 78, 0, 14),      # 13 Bubbles
    (D, "charcoal", True, "\u2693", 70, 166, 92, -10, 18),        # 14 Sailor: an anchor
    (G, "snow", True, "\u26C4", 70, 90, 80, 0, 18),               # 15 Snowball: a snowman
]
assert len({(d[0], d[1]) for d in DOGS}) == 16, "two dogs share body and coat"

# coat gradients (shadow, highlight) applied to the warm and grey fur of a dog glyph
COATS = {
    "chocolate": ((58, 32, 18), (184, 120, 76)),
    "charcoal": ((22, 22, 30), (150, 150, 166)),
    "ginger": ((120, 48, 8), (246, 160, 80)),
    "snow": ((150, 150, 160), (255, 255, 255)),
}


def recoat(glyph: Image.Image, coat: str) -> Image.Image:
    """Repaint the fur (warm or grey pixels that are not dark features) with a coat gradient;
    eyes, nose, tongue and collar keep their colours."""
    if coat == "natural":
        return glyph
    shadow, highlight = COATS[coat]
    out = glyph.copy()
    px = out.load()
    for y in range(out.height):
        for x in range(out.width):
            r, g, b, a = px[x, y]
            if a == 0:
                continue
            h, s, v = colorsys.rgb_to_hsv(r / 255, g / 255, b / 255)
            if v < 0.25 or not (s < 0.22 or h < 0.16):
                continue
            px[x, y] = mix(shadow, highlight, (v - 0.25) / 0.75) + (a,)
    return out


def dog_portrait(dog: int) -> Image.Image:
    base, coat, flip, acc, ax, ay, asize, arot, dx = DOGS[dog]
    colour_index = dog // 4
    rgb = COLOURS[colour_index][1]
    size = 256
    img = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    disc = radial_disc(size - 8, lighten(rgb, 0.9), lighten(rgb, 0.55), darken(rgb, 0.1), 0.045)
    img.alpha_composite(disc, (4, 4))
    # a soft floor shadow under the dog
    floor = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    ImageDraw.Draw(floor).ellipse([70 + dx, 196, 186 + dx, 222], fill=darken(rgb, 0.5) + (70,))
    img.alpha_composite(floor.filter(ImageFilter.GaussianBlur(5)))
    dog_size = 150 if base == F else 158
    body = recoat(emoji(base), coat)
    if dog == 1:  # Copi Copi: a faded copy of itself behind, the copycat
        ghost = Image.new("RGBA", (size, size), (0, 0, 0, 0))
        place_image(ghost, body, 150, 122, 120, flip=True)
        ghost.putalpha(ghost.getchannel("A").point(lambda a: a * 0.35))
        img.alpha_composite(ghost)
    place_image(img, body, 128 + dx, 136, dog_size, flip=flip)
    place(img, acc, ax, ay, asize, rotate=arot, shadow=True)
    b = badge(64, colour_index)
    img.alpha_composite(b, (6, size - 70))
    return img


# -- DOGS breed portraits --------------------------------------------------------------------------
# One portrait per breed of DOGS (components.BREEDS order): a dog glyph recoated in the breed's
# coat, then the breed's own markings drawn over the fur (a Dálmata's spots, a Rottweiler's tan
# points, a Border Collie's white blaze...), so the twelve differ by body, coat and marks.
# (base dog, coat, mirrored, markings)
KENNEL_BREEDS = [
    (D, "ginger", False, "saddle"),       # 0 Beagle: tan with a black saddle
    (D, "natural", True, "patches"),      # 1 Vira-Lata: a mixed coat of patches
    (F, "charcoal", False, "tan_points"),  # 2 Rottweiler: black with tan points
    (F, "fawn", False, "wrinkles"),       # 3 Bulldog: fawn, a wrinkled face
    (G, "golden", False, "none"),         # 4 Golden Retriever
    (P, "steel", False, "tan_points"),    # 5 Yorkshire: steel blue and tan
    (D, "charcoal", False, "blaze"),      # 6 Border Collie: black with a white blaze
    (G, "chocolate", True, "none"),       # 7 Labrador
    (D, "snow", True, "spots"),           # 8 Dálmata: white with black spots
    (G, "ginger", False, "saddle"),       # 9 Pastor Alemão: tan with a black saddle
    (P, "snow", True, "none"),            # 10 Poodle
    (F, "ginger", False, "blaze"),        # 11 São Bernardo: red with a white blaze
]
assert len({(b[0], b[1], b[3]) for b in KENNEL_BREEDS}) == 12, "two breeds look alike"
KENNEL_COATS = {
    "fawn": ((130, 90, 50), (240, 206, 150)),
    "golden": ((150, 96, 20), (250, 206, 110)),
    "steel": ((40, 56, 80), (170, 186, 206)),
}


def _fur_mask(glyph: Image.Image) -> Image.Image:
    """The fur of a glyph (the pixels recoat repaints), as a mask."""
    mask = Image.new("L", glyph.size, 0)
    px, mk = glyph.load(), mask.load()
    for y in range(glyph.height):
        for x in range(glyph.width):
            r, g, b, a = px[x, y]
            if a < 128:
                continue
            h, s, v = colorsys.rgb_to_hsv(r / 255, g / 255, b / 255)
            if v >= 0.25 and (s < 0.22 or h < 0.16):
                mk[x, y] = 255
    return mask


def _markings(glyph: Image.Image, kind: str, seed: int) -> Image.Image:
    """Draw the breed's markings over the fur only (eyes, nose and tongue stay visible)."""
    if kind == "none":
        return glyph
    w, h = glyph.size
    paint = Image.new("RGBA", glyph.size, (0, 0, 0, 0))
    d = ImageDraw.Draw(paint)
    rng = random.Random(seed)
    if kind == "spots":
        for _ in range(26):
            x, y, r = rng.uniform(0, w), rng.uniform(0, h), rng.uniform(3, 7)
            d.ellipse([x - r, y - r, x + r, y + r], fill=(25, 25, 25, 255))
    elif kind == "patches":
        for colour in ((96, 60, 30, 235), (250, 246, 236, 235), (40, 30, 24, 220)):
            x, y, r = rng.uniform(0.2, 0.8) * w, rng.uniform(0.2, 0.8) * h, rng.uniform(12, 20)
            d.ellipse([x - r, y - r * 0.8, x + r, y + r * 0.8], fill=colour)
    elif kind == "saddle":
        d.ellipse([w * 0.5, h * 0.34, w * 0.98, h * 0.6], fill=(30, 26, 22, 235))
    elif kind == "tan_points":
        for cx, cy, r in ((0.36, 0.42, 0.07), (0.64, 0.42, 0.07), (0.5, 0.72, 0.16)):
            d.ellipse([w * (cx - r), h * (cy - r), w * (cx + r), h * (cy + r)], fill=(196, 120, 52, 230))
    elif kind == "blaze":
        d.polygon([(w * 0.44, h * 0.05), (w * 0.56, h * 0.05), (w * 0.66, h * 0.95), (w * 0.34, h * 0.95)],
                  fill=(252, 252, 248, 240))
    elif kind == "wrinkles":
        for k in range(3):
            y = h * (0.2 + 0.06 * k)
            d.arc([w * 0.3, y, w * 0.7, y + h * 0.12], 200, 340, fill=(90, 60, 30, 255), width=3)
    fur = _fur_mask(glyph)
    alpha = ImageChops.multiply(paint.getchannel("A"), fur)
    paint.putalpha(alpha)
    out = glyph.copy()
    out.alpha_composite(paint)
    return out


def breed_portrait(b: int) -> Image.Image:
    """A DOGS breed's portrait on a transparent 192 x 192 square (the board draws the token
    around it: the area's ring and shape, the state mark)."""
    base, coat, flip, marks = KENNEL_BREEDS[b]
    saved = dict(COATS)
    COATS.update(KENNEL_COATS)
    try:
        glyph = recoat(emoji(base), coat)
    finally:
        COATS.clear()
        COATS.update(saved)
    glyph = _markings(glyph, marks, 1000 + b)
    size = 192
    img = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    place_image(img, glyph, size / 2, size / 2 + 6, 176 if base == F else 184, flip=flip)
    return img


def kennel_licence_rows() -> list[str]:
    from_breeds = []
    for b, (base, coat, _, marks) in enumerate(KENNEL_BREEDS):
        from_breeds.append(f"| images/dogs_kennel/breed_{b}.png | {emoji_list([base])}; coat: {coat}; "
                           f"markings drawn by the script: {marks} |")
    return from_breeds


# -- messes ---------------------------------------------------------------------------------------
# One scene per mess id; names under mess.<id> in the locales.  Elements are
# (emoji, centre x, centre y, size, rotation, mirrored) on a 256 x 256 tile.
MESSES = {
    # red
    0: [("\U0001FA9F", 128, 96, 128, 0, False), ("curtains", 0, 0, 0, 0, False), ("\U0001F9F5", 206, 190, 64, -25, False), (D, 96, 186, 112, 0, True)],  # ate the curtains
    1: [("\U0001F357", 70, 78, 76, 20, False), ("\U0001F9C0", 188, 72, 70, -10, False), ("\U0001F95A", 200, 150, 48, 0, False), (F, 112, 176, 118, 0, False)],  # raided the fridge
    2: [("\U0001F6CB", 128, 104, 150, 0, False), ("\U0001FAB6", 56, 196, 56, 30, False), (D, 158, 188, 110, 0, False)],  # chewed the sofa
    3: [("\U0001F356", 178, 92, 100, 15, False), ("\U0001F525", 70, 84, 78, 0, False), (F, 104, 180, 112, 0, False)],  # stole the barbecue
    4: [("\u2709", 74, 76, 80, -18, False), ("\u2709", 190, 96, 70, 22, False), ("\U0001F4EC", 50, 184, 56, 0, False), (D, 140, 184, 116, 0, False)],  # tore up the mail
    5: [("\U0001F388", 70, 82, 96, 0, False), ("\U0001F388", 188, 70, 84, 12, False), ("\U0001F4A5", 146, 132, 76, 0, False), (P, 100, 192, 104, 0, False)],  # popped the balloons
    6: [("\U0001F339", 64, 88, 80, -30, False), ("\U0001F339", 200, 76, 70, 28, False), ("\U0001F573", 132, 212, 130, 0, False), (D, 140, 146, 104, 0, False)],  # dug up the roses
    # yellow
    7: [("\U0001F5D1", 92, 108, 116, 0, False), ("\U0001F34C", 196, 80, 62, 30, False), ("\U0001F9B4", 196, 168, 60, -20, False), (F, 120, 192, 96, 0, False)],  # went through the rubbish
    8: [("\U0001F355", 84, 84, 96, -10, False), ("\U0001F4DE", 190, 96, 78, 0, False), (D, 128, 188, 112, 0, False)],  # ordered pizza
    9: [("\U0001F4A8", 188, 70, 86, 0, False), ("\U0001F6AC", 168, 150, 96, 0, False), (F, 82, 170, 120, 0, False)],  # smoked some cigars
    10: [("\U0001F3A8", 184, 80, 92, 0, False), ("\U0001F58C", 74, 76, 76, 0, False), (P, 126, 186, 112, 0, False)],  # painted the walls
    11: [("\U0001F9FB", 86, 96, 108, 0, False), ("\U0001F9FB", 196, 140, 80, 70, False), (F, 146, 190, 96, 0, False)],  # toilet paper
    12: [("\U0001F4FA", 128, 90, 126, 0, False), ("\u2753", 210, 186, 56, 0, False), (D, 100, 190, 104, 0, False)],  # hid the remote
    13: [("\U0001F4DA", 76, 90, 88, 0, False), ("\U0001F4DD", 186, 86, 80, 15, False), (F, 128, 184, 112, 0, False)],  # ate the homework
    # green
    14: [("\U0001F337", 68, 84, 74, -15, False), ("\U0001F331", 186, 72, 60, 0, False), ("\U0001F573", 112, 210, 130, 0, False), (D, 176, 162, 100, 0, True)],  # dug up the garden
    15: [("\U0001F3E0", 78, 82, 96, 0, False), ("\U0001F408", 178, 172, 100, 0, True), (F, 80, 182, 96, 0, False)],  # invited the cat
    16: [("\U0001F455", 70, 74, 76, -10, False), ("\U0001F9E6", 188, 70, 66, 15, False), ("\U0001F456", 206, 168, 66, 0, False), (G, 104, 180, 118, 0, False)],  # stole the laundry
    17: [("\U0001FAB4", 92, 132, 108, 75, False), ("\U0001F4A5", 172, 78, 76, 0, False), (D, 172, 184, 104, 0, False)],  # knocked over the plants
    18: [("\U0001F9F9", 170, 110, 130, 25, False), ("\U0001F4A2", 70, 66, 56, 0, False), (P, 88, 180, 112, 0, False)],  # fought the broom
    19: [("\U0001F43E", 62, 66, 62, -20, False), ("\U0001F43E", 128, 110, 62, 10, False), ("\U0001F43E", 196, 66, 62, 30, False), (F, 120, 190, 100, 0, False)],  # muddy paw prints
    20: [("\U0001F382", 128, 98, 120, 0, False), ("\U0001F389", 206, 62, 60, 0, False), (F, 128, 192, 92, 0, False)],  # ate the birthday cake
    # blue
    21: [("\U0001F6C1", 128, 122, 150, 0, False), ("\U0001F4A6", 52, 60, 64, 0, False), ("\U0001F4A6", 204, 56, 58, 0, True), (F, 128, 66, 74, 0, False)],  # flooded the bathroom
    22: [("\U0001F6CF", 128, 156, 150, 0, False), ("\U0001FAB6", 62, 62, 56, -30, False), ("\U0001FAB6", 196, 56, 50, 40, False), (D, 150, 112, 96, 0, False)],  # pillow fight
    23: [("\U0001FAA9", 128, 70, 100, 0, False), ("\U0001F3B6", 54, 150, 56, 0, False), (P, 156, 180, 112, 0, False)],  # disco party
    24: [("\U0001F3B9", 128, 178, 122, 0, False), ("\U0001F319", 64, 58, 66, 0, False), (F, 160, 84, 96, 0, False)],  # piano all night
    25: [("\U0001F3FA", 90, 132, 110, -45, False), ("\U0001F4A5", 168, 78, 74, 0, False), (D, 180, 186, 98, 0, True)],  # broke the vase
    26: [("\U0001F511", 84, 80, 80, -20, False), ("\U0001F573", 110, 208, 120, 0, False), (D, 180, 164, 100, 0, True)],  # buried the keys
    27: [("\U0001F4F0", 98, 98, 112, -15, False), ("\U0001F4C4", 196, 70, 54, 25, False), (D, 174, 186, 100, 0, False)],  # shredded the newspaper
    # wild
    28: [("\U0001F389", 62, 70, 80, 0, False), ("\U0001F38A", 194, 66, 74, 0, False), ("\U0001F388", 206, 168, 60, 10, False), (F, 122, 166, 128, 0, False)],  # party of the year
    29: [("\U0001F3D8", 128, 78, 116, 0, False), (D, 60, 190, 78, 0, False), (P, 130, 194, 78, 0, False), (G, 200, 190, 78, 0, True)],  # whole neighbourhood
    30: [("\U0001F3A4", 176, 150, 96, -20, False), ("\u2B50", 64, 62, 60, 0, False), ("\U0001F3B6", 196, 58, 56, 0, False), (F, 96, 168, 116, 0, False)],  # talent show
}


MESS_COATS = ("natural", "chocolate", "ginger", "charcoal", "snow")


def curtains(img: Image.Image) -> None:
    """Mess 0's curtains on their rod: the left one whole, the right one chewed short."""
    layer = Image.new("RGBA", (img.width * SS, img.height * SS), (0, 0, 0, 0))
    d = ImageDraw.Draw(layer)
    cloth, fold = (122, 64, 170, 255), (92, 44, 132, 255)
    k = SS
    d.rounded_rectangle([40 * k, 26 * k, 216 * k, 33 * k], radius=3 * k, fill=(110, 72, 40, 255))
    # left panel with a wavy hem
    left = [(46 * k, 30 * k), (86 * k, 30 * k)]
    left += [((86 - i * 4) * k, (170 + 5 * math.sin(i * 1.6)) * k) for i in range(11)]
    d.polygon(left, fill=cloth)
    for x in (56, 70):
        d.line([(x * k, 32 * k), ((x - 3) * k, 166 * k)], fill=fold, width=3 * k)
    # right panel, torn off in jagged bites
    right = [(170 * k, 30 * k), (210 * k, 30 * k), (210 * k, 92 * k)]
    right += [((210 - i * 4) * k, (92 + (14 if i % 2 else 0) + i * 2) * k) for i in range(11)]
    d.polygon(right, fill=cloth)
    for x in (182, 196):
        d.line([(x * k, 32 * k), (x * k, 98 * k)], fill=fold, width=3 * k)
    img.alpha_composite(layer.resize(img.size, Image.Resampling.LANCZOS))


def mess_art(mess: int) -> Image.Image:
    colour_index = 4 if mess >= 28 else mess // 7
    rgb = COLOURS[colour_index][1]
    size = 256
    if colour_index == 4:
        top, bottom = (255, 238, 214), (226, 214, 250)
    else:
        top, bottom = lighten(rgb, 0.86), lighten(rgb, 0.6)
    img = rounded_tile(size, size, top, bottom, darken(rgb, 0.15), 26, 6)
    # the floor line of the room
    floor = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    ImageDraw.Draw(floor).rectangle([6, 214, size - 7, 222], fill=darken(rgb, 0.2) + (40,))
    img.alpha_composite(floor)
    for char, cx, cy, s, rot, flip in MESSES[mess]:
        if char == "curtains":
            curtains(img)
        elif char in (F, D, G, P):
            # the dogs at work wear a coat that changes from mess to mess
            place_image(img, recoat(emoji(char), MESS_COATS[(mess + cx // 100) % 5]), cx, cy, s,
                        flip=flip, rotate=rot, shadow=True)
        else:
            place(img, char, cx, cy, s, flip=flip, rotate=rot, shadow=True)
    b = badge(52, colour_index)
    img.alpha_composite(b, (size - 60, size - 60))
    return img


PARTY = "\U0001F389"
MARIO = ("\U0001F6AA", "\U0001F468", "\U0001F4BC", "\U0001F511", "\u2757")


def mario_art() -> Image.Image:
    """Mario Hugo, the owner, coming home: the door, the man, his briefcase and keys."""
    size = 256
    img = rounded_tile(size, size, (255, 214, 150), (236, 120, 80), (120, 52, 30), 26, 6)
    sun = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    ImageDraw.Draw(sun).ellipse([150, 20, 230, 100], fill=(255, 244, 200, 150))
    img.alpha_composite(sun.filter(ImageFilter.GaussianBlur(6)))
    place(img, "\U0001F6AA", 64, 124, 170, shadow=True)      # the front door
    place(img, "\U0001F468", 160, 112, 112, shadow=True)     # Mario Hugo
    place(img, "\U0001F4BC", 196, 196, 76, shadow=True)      # back from work
    place(img, "\U0001F511", 112, 200, 56, rotate=30, shadow=True)
    place(img, "\u2757", 222, 52, 50, rotate=-10)
    return img


# -- card backs -------------------------------------------------------------------------------

def paw(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill) -> None:
    d.ellipse([cx - r, cy - r * 0.7, cx + r, cy + r * 0.9], fill=fill)
    for ang, dist, tr in ((-50, 1.35, 0.38), (-17, 1.55, 0.42), (17, 1.55, 0.42), (50, 1.35, 0.38)):
        a = math.radians(ang - 90)
        tx, ty = cx + math.cos(a) * r * dist, cy + math.sin(a) * r * dist
        d.ellipse([tx - r * tr, ty - r * tr * 1.2, tx + r * tr, ty + r * tr * 1.2], fill=fill)


def card_back(kind: str) -> Image.Image:
    w, h = 200, 280
    if kind == "dog":
        top, bottom, border, motif = (52, 92, 170), (28, 52, 112), (250, 236, 200), (255, 255, 255, 38)
    else:
        top, bottom, border, motif = (170, 52, 110), (104, 28, 76), (250, 236, 200), (255, 255, 255, 40)
    img = rounded_tile(w, h, top, bottom, border, 16, 7)
    pattern = Image.new("RGBA", (w * SS, h * SS), (0, 0, 0, 0))
    pd = ImageDraw.Draw(pattern)
    step = 40 * SS
    for row, y in enumerate(range(-step, h * SS + step, step)):
        for x in range(-step, w * SS + step, step):
            cx = x + (step // 2 if row % 2 else 0)
            if kind == "dog":
                paw(pd, cx, y, 6 * SS, motif)
            else:
                pd.polygon(star_points(cx, 9 * SS, 4 * SS, y), fill=motif)
    mask = Image.new("L", (w * SS, h * SS), 0)
    ImageDraw.Draw(mask).rounded_rectangle([12 * SS, 12 * SS, (w - 12) * SS, (h - 12) * SS], radius=10 * SS, fill=255)
    pattern.putalpha(ImageChops.multiply(pattern.getchannel("A"), mask))
    img.alpha_composite(pattern.resize((w, h), Image.Resampling.LANCZOS))
    # a centre medallion
    disc = radial_disc(120, (255, 250, 236), (246, 228, 190), border, 0.05)
    img.alpha_composite(disc, ((w - 120) // 2, (h - 120) // 2))
    if kind == "dog":
        place(img, F, w / 2, h / 2 + 2, 80)
    else:
        place(img, PARTY, w / 2 - 2, h / 2 + 2, 74)
    # the four colour symbols in the corners
    for (x, y), sym in zip(((22, 22), (w - 50, 22), (22, h - 50), (w - 50, h - 50)),
                           ("bone", "sun", "leaf", "drop")):
        img.alpha_composite(symbol_image(sym, 28), (x, y))
    return img


# -- app icon -----------------------------------------------------------------------------------

def icon(size: int) -> Image.Image:
    big = 256
    img = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    tile = rounded_tile(big - 8, big - 8, (255, 196, 92), (232, 110, 50), (130, 60, 24), 48, 8)
    img.alpha_composite(tile, (4, 4))
    if size >= 48:
        # two fanned cards behind the dog
        for ang, col in ((14, (32, 112, 214)), (-10, (214, 48, 62))):
            card = rounded_tile(110, 150, lighten(col, 0.3), col, (255, 255, 255), 14, 6)
            card = card.rotate(ang, resample=Image.Resampling.BICUBIC, expand=True)
            img.alpha_composite(card, ((big - card.width) // 2, (big - card.height) // 2 - 12))
        place(img, F, big / 2, big / 2 + 34, 150, shadow=True)
    else:  # small sizes: just a big face on the tile
        place(img, F, big / 2, big / 2 + 6, 210)
    return img.resize((size, size), Image.Resampling.LANCZOS)


# -- sounds ----------------------------------------------------------------------------------------
RATE = 22050


def write_wav(name: str, samples: list[float]) -> None:
    peak = max(1e-9, max(abs(s) for s in samples))
    gain = 0.7 / peak
    fade = min(len(samples) // 4, int(RATE * 0.03))
    frames = bytearray()
    for i, s in enumerate(samples):
        env = 1.0
        if i < 32:
            env = i / 32
        elif i >= len(samples) - fade:
            env = (len(samples) - i) / fade
        frames += struct.pack("<h", int(max(-1.0, min(1.0, s * gain * env)) * 32767))
    path = ASSETS / "sounds" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(frames))
    note(path)


def noise_burst(rng: random.Random, length: float, decay: float, bright: float) -> list[float]:
    """Band-limited noise with a fast attack and exponential decay: paper on felt."""
    n = int(RATE * length)
    out, lp, hp_prev, hp = [], 0.0, 0.0, 0.0
    for i in range(n):
        x = rng.uniform(-1, 1)
        lp += bright * (x - lp)            # one-pole low-pass: takes the hiss off
        hp = 0.92 * (hp + lp - hp_prev)    # one-pole high-pass: takes the rumble off
        hp_prev = lp
        t = i / RATE
        out.append(hp * math.exp(-t / decay) * min(1.0, t / 0.002))
    return out


def mix_into(track: list[float], sound: list[float], at: float, gain: float = 1.0) -> None:
    start = int(at * RATE)
    need = start + len(sound)
    if need > len(track):
        track.extend([0.0] * (need - len(track)))
    for i, s in enumerate(sound):
        track[start + i] += s * gain


def card_sound() -> list[float]:
    rng = random.Random(1)
    track = [0.0] * int(RATE * 0.16)
    mix_into(track, noise_burst(rng, 0.12, 0.025, 0.55), 0.0)
    # the soft tap of the card landing
    tap = [math.sin(2 * math.pi * 240 * i / RATE) * math.exp(-i / (RATE * 0.012)) for i in range(int(RATE * 0.06))]
    mix_into(track, tap, 0.035, 0.35)
    return track


def shuffle_sound() -> list[float]:
    rng = random.Random(2)
    track = [0.0] * int(RATE * 0.95)
    t = 0.02
    clicks = 34
    for k in range(clicks):
        u = k / (clicks - 1)
        gain = 0.45 + 0.55 * math.sin(math.pi * u)
        mix_into(track, noise_burst(rng, 0.03, 0.006, 0.7), t, gain)
        t += 0.012 + 0.014 * (1 - math.sin(math.pi * u)) + rng.uniform(0, 0.004)
    # the two halves squared up at the end
    mix_into(track, noise_burst(rng, 0.12, 0.03, 0.35), t + 0.04, 1.4)
    return track


def bell(freq: float, length: float) -> list[float]:
    partials = ((1.0, 1.0, 1.0), (2.0, 0.5, 0.6), (2.76, 0.25, 0.45), (5.4, 0.1, 0.25))
    out = []
    for i in range(int(RATE * length)):
        t = i / RATE
        s = sum(a * math.sin(2 * math.pi * freq * m * t) * math.exp(-t / (0.45 * d)) for m, a, d in partials)
        out.append(s * min(1.0, t / 0.004))
    return out


def mario_sound() -> list[float]:
    """Footsteps up to the door, then the ding-dong of the bell: Mario Hugo is home."""
    rng = random.Random(3)
    track = [0.0] * int(RATE * 2.6)
    for k, at in enumerate((0.0, 0.28, 0.56)):
        step = noise_burst(rng, 0.1, 0.02, 0.12)
        thump = [math.sin(2 * math.pi * 90 * i / RATE) * math.exp(-i / (RATE * 0.03)) for i in range(int(RATE * 0.1))]
        mix_into(track, step, at, 0.8 + 0.3 * k)
        mix_into(track, thump, at, 0.5 + 0.2 * k)
    mix_into(track, bell(659.25, 1.0), 0.9, 0.5)     # E5 "ding"
    mix_into(track, bell(523.25, 1.35), 1.25, 0.55)   # C5 "dong"
    return track[: int(RATE * 2.6)]


# -- licences ------------------------------------------------------------------------------------

def ofl_text() -> str:
    """The SIL OFL 1.1 text as Debian ships it in the fonts' copyright file."""
    lines = OFL_SOURCE.read_text(encoding="utf-8").splitlines()
    # the stand-alone licence paragraph (the Files paragraphs only name it)
    start = max(i for i, l in enumerate(lines) if l.strip() == "License: OFL-1.1"
                and i + 1 < len(lines) and lines[i + 1].startswith(" "))
    body = []
    for line in lines[start + 1:]:
        if not line.startswith(" "):
            break
        body.append("" if line.strip() == "." else line[1:])
    return "\n".join(body).strip() + "\n"


def write_text(rel: str, text: str) -> None:
    path = ASSETS / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    note(path)


def emoji_list(chars) -> str:
    seen = []
    for c in chars:
        if c not in seen:
            seen.append(c)
    return ", ".join(f"U+{ord(c):04X} {unicodedata.name(c, '?').lower()}" for c in seen)


def licences() -> None:
    header = ("Copyright 2015 Google LLC. All Rights Reserved. (Noto Sans)\n"
              "Copyright 2013-2022 Google Inc. (Noto Color Emoji)\n\n"
              "This Font Software is licensed under the SIL Open Font License, Version 1.1.\n"
              "This license is copied below, and is also available with a FAQ at:\n"
              "https://openfontlicense.org\n\n"
              "-----------------------------------------------------------\n"
              "SIL OPEN FONT LICENSE Version 1.1 - 26 February 2007\n"
              "-----------------------------------------------------------\n\n")
    write_text("licenses/OFL-1.1.txt", header + ofl_text())
    write_text("licenses/Apache-2.0.txt", APACHE_SOURCE.read_text(encoding="utf-8"))
    rows = []
    for dog, spec in enumerate(DOGS):
        rows.append(f"| images/dogs_alone/dog_{dog}.png | {emoji_list([spec[0], spec[3]])}; coat: {spec[1]} |")
    for mess, elements in MESSES.items():
        rows.append(f"| images/dogs_alone/mess_{mess}.png | "
                    f"{emoji_list([e[0] for e in elements if e[0] != 'curtains'])} |")
    rows.append(f"| images/dogs_alone/mario.png | {emoji_list(MARIO)} |")
    rows.append(f"| images/dogs_alone/card_back_dog.png | {emoji_list([F])} |")
    rows.append(f"| images/dogs_alone/card_back_mess.png | {emoji_list([PARTY])} |")
    rows.append(f"| images/icons/dogtable_*.png, dogtable.ico | {emoji_list([F])} |")
    write_licenses_md(rows)


def write_licenses_md(rows: list[str]) -> None:
    text = LICENSES_MD.format(emoji_rows="\n".join(rows + kennel_licence_rows()))
    write_text("LICENSES.md", text)


def dogs_kennel_only() -> int:
    """``--only dogs_kennel``: the DOGS breed portraits and LICENSES.md, nothing else rewritten."""
    for b in range(len(KENNEL_BREEDS)):
        save_png(breed_portrait(b), f"images/dogs_kennel/breed_{b}.png")
    rows = [f"| images/dogs_alone/dog_{dog}.png | {emoji_list([spec[0], spec[3]])}; coat: {spec[1]} |"
            for dog, spec in enumerate(DOGS)]
    rows += [f"| images/dogs_alone/mess_{mess}.png | "
             f"{emoji_list([e[0] for e in elements if e[0] != 'curtains'])} |" for mess, elements in MESSES.items()]
    rows += [f"| images/dogs_alone/mario.png | {emoji_list(MARIO)} |",
             f"| images/dogs_alone/card_back_dog.png | {emoji_list([F])} |",
             f"| images/dogs_alone/card_back_mess.png | {emoji_list([PARTY])} |",
             f"| images/icons/dogtable_*.png, dogtable.ico | {emoji_list([F])} |"]
    write_licenses_md(rows)
    return 0


LICENSES_MD = """# Sources and licences of assets/

Everything in this folder is produced by `tools/make_assets.py` (run `python3 tools/make_assets.py`
from the repository; it needs Pillow and the Debian/Ubuntu packages `fonts-noto-core` and
`fonts-noto-color-emoji`). Nothing here is taken from the published games: the card art is
original, composed from freely licensed emoji glyphs and shapes drawn by the script.

| Files | Source | Licence |
|---|---|---|
| fonts/NotoSans-Regular.ttf, fonts/NotoSans-Bold.ttf | Noto Sans 2.004 (Google, https://notofonts.github.io), copied unchanged from Debian's `fonts-noto-core` 20201225 | SIL Open Font License 1.1 — [licenses/OFL-1.1.txt](licenses/OFL-1.1.txt). "Noto" is a trademark of Google LLC. |
| images/dogs_alone/*.png, images/dogs_kennel/*.png, images/icons/* (the emoji in them) | Glyphs of Noto Color Emoji 2.042 (Google, https://github.com/googlefonts/noto-emoji), Debian's `fonts-noto-color-emoji` 2.042: rendered with Pillow at the font's bitmap size 109, resized, some dogs recoloured (their coat), mirrored or rotated, and composed | The font is under the SIL Open Font License 1.1 ([licenses/OFL-1.1.txt](licenses/OFL-1.1.txt)); the project's emoji artwork and tools are under the Apache License 2.0 ([licenses/Apache-2.0.txt](licenses/Apache-2.0.txt)) |
| images/symbols/*.png (bone, sun, leaf, drop, star), the colour badges, backgrounds, frames, curtains, paw and star patterns of the card backs | Original vector drawings made by tools/make_assets.py | Same licence as Dog Table (MIT) |
| sounds/card.wav, sounds/shuffle.wav, sounds/mario.wav | Synthesized by tools/make_assets.py with Python's `wave` and `math` modules (filtered noise, decaying sine partials); no recordings | Same licence as Dog Table (MIT) |
| licenses/*.txt | The licence texts (OFL 1.1 from Debian's copyright file of `fonts-noto-core`; Apache 2.0 from `/usr/share/common-licenses`) | — |

## Emoji used in each picture

| File | Noto Color Emoji glyphs |
|---|---|
{emoji_rows}

Dog Table is an unofficial fan adaptation; Dogs Alone / Doggy Style and DOGS (Marcos Macri, MS
Jogos) and their names belong to their designers and publishers. The DOGS breed portraits are
our own compositions, not the game's token art.
"""


# -- main ------------------------------------------------------------------------------------------

def main() -> int:
    if sys.argv[1:] == ["--only", "dogs_kennel"]:
        if not EMOJI_FONT.exists():
            print(f"missing {EMOJI_FONT}: apt-get install fonts-noto-color-emoji", file=sys.stderr)
            return 1
        return dogs_kennel_only()
    for p in (EMOJI_FONT, SANS_DIR / "NotoSans-Regular.ttf", SANS_DIR / "NotoSans-Bold.ttf",
              OFL_SOURCE, APACHE_SOURCE):
        if not p.exists():
            print(f"missing {p}: apt-get install fonts-noto-core fonts-noto-color-emoji "
                  "base-files (or set NOTO_EMOJI / NOTO_SANS_DIR)", file=sys.stderr)
            return 1
    (ASSETS / "fonts").mkdir(parents=True, exist_ok=True)
    for name in ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf"):
        shutil.copyfile(SANS_DIR / name, ASSETS / "fonts" / name)
        note(ASSETS / "fonts" / name)
    licences()
    for _, _, sym in COLOURS:
        save_png(symbol_image(sym, 128), f"images/symbols/{sym}.png")
    for dog in range(16):
        save_png(dog_portrait(dog), f"images/dogs_alone/dog_{dog}.png")
    for mess in range(31):
        save_png(mess_art(mess), f"images/dogs_alone/mess_{mess}.png")
    save_png(mario_art(), "images/dogs_alone/mario.png")
    save_png(card_back("dog"), "images/dogs_alone/card_back_dog.png")
    save_png(card_back("mess"), "images/dogs_alone/card_back_mess.png")
    icons = {s: icon(s) for s in (16, 32, 48, 64, 128, 256)}
    for s, im in icons.items():
        save_png(im, f"images/icons/dogtable_{s}.png")
    ico = ASSETS / "images" / "icons" / "dogtable.ico"
    icons[256].save(ico, sizes=[(s, s) for s in icons], append_images=[icons[s] for s in icons if s != 256])
    note(ico)
    write_wav("card.wav", card_sound())
    write_wav("shuffle.wav", shuffle_sound())
    write_wav("mario.wav", mario_sound())
    total = sum(p.stat().st_size for p in ASSETS.rglob("*") if p.is_file())
    print(f"{len(written)} files written; assets/ holds {total / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
