"""Colours and proportions of the table, shared by every game's board."""
from __future__ import annotations

FELT = (38, 84, 66)            # the shell's table cloth
FELT_DARK = (24, 56, 44)
PANEL = (26, 60, 47)
PANEL_ACTIVE = (44, 78, 52)
ZONE_OUTLINE = (70, 128, 100)
TEXT = (236, 240, 232)
TEXT_DIM = (176, 196, 184)
TEXT_DARK = (30, 30, 30)
ACCENT = (244, 176, 76)          # whose turn, focus (the shell's accent)
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

try:  # the name-tag colours of the seats, shared with the shell's turn bar
    from dogtable.ui.theme import SEAT_COLOURS
except Exception:  # the shell's theme is optional for the toolkit
    SEAT_COLOURS = [(224, 128, 120), (144, 224, 248), (248, 224, 120), (104, 184, 24), (200, 128, 224),
                    (64, 216, 176), (200, 112, 136), (168, 168, 184)]
