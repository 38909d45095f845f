"""The Dog Lover board at rest, painted from the board's view once per change (the board
blits that one picture every frame): the grid and the Watch Dog, the information strip, the
market and every player's panel."""
from __future__ import annotations

import pygame

from dogtable.ui.table import cardart, symbols, theme
from dogtable.ui.table.cardart import check_mark, triangle
from dogtable.ui.table.panels import draw_seat_head
from dogtable.ui.table.text import TextCache, abbreviation
from dogtable.ui.table.widgets import draw_badge

from ..cards import FETCH_CARD
from .art import (KIND_COLOURS, P, TITLE_MIN, back, card_face, cube, dog_zones, points_radius,
                  tab, tab_text_size, watchdog)
from .art_marks import MIN_TEXT, paint_breakdown, paint_summary, unusable
from .gestures import side_spot
from .layout import card_size, dog_parts, hand_groups, spread
from .texts import kind_key


def paint_static(b) -> pygame.Surface:
    """The whole board at rest (flying cards left out): painted once per change."""
    v, geo = b.view, b.geo
    off = (-b.rect.x, -b.rect.y)
    # painted straight onto the background: one opaque picture that a frame blits alone
    # (a translucent layer cost a full-board blend each time it was painted)
    surf = b.background().copy()
    flying = b.flights.keys()
    drawn: set[int] = set()
    texts: list[str] = []
    b.text_sizes = {}
    f = geo.font

    def box(rect, fill=theme.TABLE_PANEL, edge=theme.ZONE_OUTLINE, width=1):
        r = rect.move(off)
        pygame.draw.rect(surf, fill, r, border_radius=6)
        pygame.draw.rect(surf, edge, r, width=width, border_radius=6)

    def write(text, rect, size, colour=theme.TEXT, bold=True, anchor="midleft", min_size=7):
        if not text or rect.width < 4:
            return
        s = b.text.fit(text, rect.width, size, colour, bold=bold, min_size=min(min_size, size))
        b.text_sizes[text] = b.text.fit_size(text, rect.width, size, bold, min(min_size, size))
        texts.append(text)
        r = rect.move(off)
        at = getattr(r, anchor)
        surf.blit(s, s.get_rect(**{anchor: at}))

    def card(c, rect, special=None):
        if f"card:{c}" in flying:
            return
        sp = c in v["special"] if special is None else special
        pic = card_face(c, rect.width, rect.height, b.words, b.text, sp,
                        priced=c in (v.get("trick_display") or []))
        surf.blit(pic, rect.move(off))
        drawn.add(c)
        if c in b.glow and v.get("phase") != "over":   # the last move's mark ends with the game
            pygame.draw.rect(surf, theme.GLOW, rect.move(off).inflate(4, 4), width=2, border_radius=5)

    # -- the grid and the Watch Dog
    box(geo.grid_block.inflate(4, 4), theme.FELT_DARK)
    for c, rect in enumerate(geo.cells):
        pygame.draw.rect(surf, theme.ZONE_OUTLINE, rect.move(off), width=1, border_radius=5)
        cardid = v["grid"][c]
        if cardid is not None:
            card(cardid, rect)
    for line, rect in enumerate(geo.lines):
        r = rect.move(off)
        guarded = v.get("watchdog") == line
        pygame.draw.rect(surf, theme.PANEL_ACTIVE if guarded else theme.TABLE_PANEL, r, border_radius=4)
        inner = r.inflate(-r.width // 2, -r.height // 2) if line < 3 else r.inflate(-r.width // 2, -r.height // 2)
        side = max(4, min(r.width, r.height) // 2)
        tri = pygame.Rect(0, 0, side, side)
        tri.center = inner.center
        if line < 3:
            triangle(surf, tri, theme.TEXT_DIM, "right")
        else:
            pygame.draw.polygon(surf, theme.TEXT_DIM, [tri.topleft, tri.topright, tri.midbottom])
        if guarded:
            size = max(8, min(r.width, r.height) + 4)
            pic = watchdog(size)
            surf.blit(pic, pic.get_rect(center=r.center))
    # -- the information strip
    box(geo.info)
    deck_n = v.get("deck_count", 0)
    if deck_n:
        surf.blit(back(geo.deck.width, geo.deck.height), geo.deck.move(off))
    draw_badge(surf, b.text, str(deck_n), _off(geo.deck.center, off), max(8, f - 3))
    dt = geo.deck_text
    half = dt.height // 2
    write(b.t(f"{P}board.deck", count=deck_n), pygame.Rect(dt.x, dt.y, dt.width, half), f - 1)
    if v.get("last_round"):
        end = b.t(f"{P}board.last_round")
        colour = (255, 170, 120)
    elif v.get("end_game_in") is not None:
        end = b.t(f"{P}board.end_game_in", count=v["end_game_in"])
        if b.text.fit_size(end, dt.width, f - 2, False, 1) < MIN_TEXT:   # the short form, not small print
            end = b.t(f"{P}board.end_game_in_short", count=v["end_game_in"])
        colour = theme.TEXT_DIM
    else:
        end, colour = "", theme.TEXT_DIM
    write(end, pygame.Rect(dt.x, dt.y + half, dt.width, dt.height - half), f - 2, colour, bold=False)
    for colour_i, rect in enumerate(geo.supply):
        cube(surf, rect.move(off), colour_i, b.words.cube(colour_i), b.text,
             label=str(v["supply"][colour_i]))
    # -- the market
    for area, title_r, slots, pile, deck_count, title in (
            (geo.display, geo.display_title, geo.display_slots, v["trick_display"], v.get("trick_deck_count", 0),
             b.t(f"{P}board.tricks_on_offer")),
            (geo.shelter, geo.shelter_title, geo.shelter_slots, v["shelter"], v.get("shelter_deck_count", 0),
             b.t(f"{P}card.shelter"))):
        box(area)
        write(b.t(f"{P}board.pile", name=title, count=deck_count), title_r, f - 1, theme.TEXT_DIM)
        for slot, rect in enumerate(slots):
            pygame.draw.rect(surf, theme.ZONE_OUTLINE, rect.move(off), width=1, border_radius=5)
            if slot < len(pile):
                card(pile[slot], rect)
    # -- the status panel (the kit writes its text and buttons over it)
    box(geo.status, theme.TABLE_PANEL)
    # -- the players
    for s, p in b.geo.panels.items():
        paint_panel(b, surf, off, s, p, card, write, drawn, texts)
    b.last_drawn = drawn
    b.drawn_texts = texts
    return surf


def paint_panel(b, surf, off, s, p, card, write, drawn, texts) -> None:
    v = b.view
    current = v.get("current") == s and v.get("phase") != "over"
    r = p.rect.move(off)
    pygame.draw.rect(surf, theme.PANEL_ACTIVE if current else theme.TABLE_PANEL, r, border_radius=6)
    pygame.draw.rect(surf, theme.ACCENT if current else theme.ZONE_OUTLINE, r, width=2 if current else 1,
                     border_radius=6)
    f = p.font
    # the head: whose turn, seat, name, the score at the end; then the cubes and the hand count
    sc = b.scores.get(s)
    run = sc if sc is not None else b.running.get(s)
    score = None
    if run is not None:
        score = b.t("table.points", count=run.total)
        if sc is None and s in b.hidden_hand:
            score = b.t(f"{P}board.score_hidden_hand", points=score)
    head = b.seat_head(s, current, score)
    if v.get("fetch_holder") == s and b.places.get(f"card:{FETCH_CARD}") is None:
        head.name += " · " + b.t(f"{P}card.fetch")
    if run is not None and score != b.t("table.points", count=run.total) and head.kind:
        # a narrow head keeps "computer (hard)" whole: "+ hand" goes to the tooltip
        # (board.tip.hand_not_counted) rather than push the level out
        whole = f"{head.name} · {head.kind}"
        marks = 3 * f + 12                      # the turn mark, the seat's disc and the gaps
        room = p.name.width - marks - (b.text.render(score, f, bold=True).get_width() + 12)
        if b.text.render(whole, f - 2, bold=True).get_width() > room:
            head.score = b.t("table.points", count=run.total)
    draw_seat_head(surf, b.text, p.name.move(off), head, f)
    b.heads[s] = head
    texts.append(head.name)
    for colour, rect in enumerate(p.cubes):
        cube(surf, rect.move(off), colour, b.words.cube(colour), b.text,
             label=str(v["cubes"][s][colour]))
    draw_badge(surf, b.text, b.t(f"{P}board.hand_count", count=v["hand_counts"][s]),
               _off(p.hand_badge.center, off), max(8, f - 3))
    # dogs, with their trait and tucked cards
    fed = set(run.fed) if run is not None else None
    for dog, trait_card, tucked in v["dogs"][s]:
        rect = b.places.get(f"card:{dog}")
        if rect is None:
            continue
        body, strip = dog_parts(rect, len(tucked))
        card(dog, body)
        pic_r, _needs = dog_zones(body)
        if trait_card is not None and f"card:{dog}" not in b.flights.keys():
            band_h = max(7, int(body.height * 0.18))
            band = pygame.Rect(body.x, pic_r.bottom - band_h, body.width, band_h)
            pygame.draw.rect(surf, KIND_COLOURS["trait"], band.move(off), border_radius=3)
            pygame.draw.rect(surf, (20, 20, 20), band.move(off), width=1, border_radius=3)
            label = b.card_label(trait_card)
            size = TextCache.fit_size(label, band.width - 4, max(6, band_h - 2), True, 1)
            if size < TITLE_MIN and band_h - 2 >= TITLE_MIN - 1:   # shortened at the floor ("Adiestr…")
                label, size = abbreviation(label, band.width - 4, TITLE_MIN), TITLE_MIN
            if label and size >= TITLE_MIN:
                s_pic = b.text.fit(label, band.width - 4, size, cardart.ink_on(KIND_COLOURS["trait"]), bold=True,
                                   min_size=size)
            else:   # too small to read: the trait's sun (the tooltip names it)
                s_pic = symbols.symbol("sun", max(4, band_h - 2), (255, 255, 255), use_image=False)
            surf.blit(s_pic, s_pic.get_rect(center=band.move(off).center))
            drawn.add(trait_card)
        if strip is not None:
            # alike tucked cards are one tab with their count: "Train ×3"
            groups: dict[str, list[int]] = {}
            for c in tucked:
                groups.setdefault(kind_key(c), []).append(c)
            w = max(4, strip.width // max(1, len(groups)))
            for i, (key, cards_) in enumerate(groups.items()):
                t_rect = pygame.Rect(strip.x + i * w, strip.y, w - 1, strip.height)
                word = b.t(f"{P}board.kind_short.{key}")
                label = word if len(cards_) == 1 else f"{word} ×{len(cards_)}"
                tab(surf, t_rect.move(off), cards_[0], label, b.text, max_size=tab_text_size(body.height))
                drawn.update(cards_)
        if fed is not None:
            centre, rad = fed_mark_spot(body, pic_r, trait_card is not None)
            centre = _off(centre, off)
            if dog in fed:
                check_mark(surf, centre, rad)
            else:
                pygame.draw.circle(surf, (255, 255, 255), centre, rad + 1)
                pygame.draw.circle(surf, (190, 50, 50), centre, rad)
                k = rad // 2
                pygame.draw.line(surf, (255, 255, 255), (centre[0] - k, centre[1] - k),
                                 (centre[0] + k, centre[1] + k), max(2, rad // 3))
                pygame.draw.line(surf, (255, 255, 255), (centre[0] - k, centre[1] + k),
                                 (centre[0] + k, centre[1] - k), max(2, rad // 3))
    if not v["dogs"][s]:
        write(b.t(f"{P}board.no_dogs"), p.dogs, f - 1, theme.TEXT_DIM, bold=False, anchor="center")
    # tricks
    for trick in v["tricks"][s]:
        rect = b.places.get(f"card:{trick}")
        if rect is not None:
            card(trick, rect)
            if s == b.seat and trick in b.trick_reasons:
                unusable(surf, rect.move(off))
    side = side_spot(b) if s == b.seat else None
    if side is not None and v["tricks"][s]:
        pic = card_face(v["tricks"][s][0], side.width, side.height, b.words, b.text, True)
        surf.blit(pic, side.move(off))
    # hand
    hand = v["hands"][s]
    if p.hand is not None:
        if hand is not None:
            badges = []
            for group in hand_groups(hand):
                for c in group:
                    rect = b.places.get(f"card:{c}")
                    if rect is not None:
                        card(c, rect)
                top = b.places.get(f"card:{group[-1]}")
                if len(group) > 1 and top is not None and f"card:{group[-1]}" not in b.flights.keys():
                    badges.append((top, len(group)))
            # a stack's count, at the left just under the title band: beside the picture, clear
            # of the kind's word at the card's foot (the next stack may cover the right edge)
            size = max(10, f - 1)
            for top, count in badges:
                label = f"×{count}"
                bw = b.text.render(label, size, bold=True).get_width() + max(8, size // 2)
                bh = b.text.render(label, size, bold=True).get_height() + 4
                band_h = max(7, min(int(top.height * 0.2), 26))
                draw_badge(surf, b.text, label, _off((top.x + max(bw, bh) // 2 + 1, top.y + band_h + bh // 2 + 1), off),
                           size)
                b.text_sizes[label] = size
            if not hand:
                write(b.t(f"{P}board.empty_hand"), p.hand, f - 1, theme.TEXT_DIM, bold=False, anchor="center")
        else:
            count = v["hand_counts"][s]
            w, h = card_size(p.hand, count, 0.3)
            for rect in spread(p.hand, count, w, h):
                surf.blit(back(rect.width, rect.height), rect.move(off))
    if sc is not None and p.summary is None:
        paint_breakdown(b, surf, off, p, sc, write)
    if p.summary is not None:
        paint_summary(b, surf, off, s, p, run, write)
    # the waiting cards and the Fetch card
    extra = (list(v.get("pending") or []) if current else []) + \
        ([FETCH_CARD] if v.get("fetch_holder") == s else [])
    for c in extra:
        rect = b.places.get(f"card:{c}")
        if rect is not None:
            card(c, rect)
    if extra and any(c != FETCH_CARD for c in extra):
        label_r = pygame.Rect(p.extra.x, p.extra.y, p.extra.width, max(8, f - 2))
        write(b.t(f"{P}board.waiting"), label_r, max(7, f - 3), theme.ACCENT, anchor="midleft")


def _off(p, off):
    return (int(p[0] + off[0]), int(p[1] + off[1]))


def fed_mark_spot(body: pygame.Rect, pic_r: pygame.Rect, has_trait: bool) -> tuple[tuple[int, int], int]:
    """(centre, radius) of a dog's fed/hungry mark: the picture's lower right corner, above the
    trait band, never over a word; where the band lifts it into the points disc (the ✗ once hid
    most of Noodle's "4" at 1280x720), the lower left corner instead."""
    rad = max(4, min(body.width, body.height) // 8)
    band = max(7, int(body.height * 0.18)) if has_trait else 0
    y = pic_r.bottom - band - rad - 1
    r_disc = max(7, points_radius(pic_r.height, body.width))   # the kit's disc is 7 px at least
    disc_bottom = pic_r.y + 2 * r_disc + 2
    if y - rad > disc_bottom:
        return (pic_r.right - rad - 2, y), rad
    return (pic_r.x + rad + 2, y), rad
