"""Dog Table: four dog-themed tabletop games on one computer (unofficial adaptations)."""
import os as _os

__version__ = "0.1.0"

# pygame prints a greeting on import; a user running `dogtable play` should see nothing but
# the game.  Set here, before any module of ours can import pygame.
_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
