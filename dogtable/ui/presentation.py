"""How the window's pixels reach the screen: SDL's presentation, chosen once at start."""
from __future__ import annotations

import os
from pathlib import Path
import sys

import pygame

# SDL's window presentation: see choose_presentation
FRAMEBUFFER_HINT = "SDL_FRAMEBUFFER_ACCELERATION"


def gpu_present() -> bool:
    """Whether this Linux machine has a GPU that OpenGL can use (a DRI render node or an
    NVIDIA device), unless software GL is forced."""
    if os.environ.get("LIBGL_ALWAYS_SOFTWARE", "0") not in ("", "0"):
        return False
    dev = Path("/dev")
    try:
        return any((dev / "dri").glob("renderD*")) or any((dev / "dri").glob("card*")) \
            or any(dev.glob("nvidia[0-9]*"))
    except OSError:
        return True   # cannot tell: leave SDL's choice alone


def choose_presentation(has_gpu=None) -> str:
    """Pick how the window's pixels reach the screen; call after display.init(), before the
    first set_mode (SDL reads the hint when it makes the window surface).

    Without OpenGL, SDL's X11 driver copies the window surface to the screen through shared
    memory (XShm).  When an OpenGL renderer exists, SDL prefers uploading the surface to a
    GL texture every frame; with no GPU that renderer is Mesa's software llvmpipe, measured
    at 3-4 ms a frame and ~100 MB more at 1280x720 (7-16 ms at 1920x1080) against 0.1-0.2 ms
    for XShm (docs/benchmarks.md).  SDL itself makes the same choice on WSL.  So on X11
    without a GPU we ask for the window surface.  A hint the user set wins; Wayland, Windows,
    macOS and the dummy driver keep SDL's default.  ``has_gpu``: what tells whether a GPU is
    there (default gpu_present).  Returns what was chosen, for the bench."""
    if FRAMEBUFFER_HINT in os.environ:
        return f"{FRAMEBUFFER_HINT}={os.environ[FRAMEBUFFER_HINT]} (set by the user)"
    try:
        driver = pygame.display.get_driver()
    except pygame.error:
        return "unknown"
    if driver != "x11" or not sys.platform.startswith("linux"):
        return f"SDL default ({driver})"
    if (has_gpu or gpu_present)():
        return "SDL default (x11, GPU present)"
    os.environ[FRAMEBUFFER_HINT] = "0"
    return "window surface through XShm (x11, no GPU)"
