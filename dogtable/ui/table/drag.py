"""Gestures to actions: drag-and-drop, click-then-click, and the keyboard.

The game's view lists the *items* on the board (cards, zones, buttons: an id and a rect) and
the *bindings* of the legal actions (action, source item, target item).  The controller
highlights the legal targets of the picked item and turns a drop or a click into the one
binding it matches, opening a small chooser when several match.  A gesture that matches no
legal action goes to ``miss(source, target)``: the view then asks the engine anyway, so the
player reads the engine's reason; the controller itself never judges a move.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable

import pygame

from .widgets import Chooser


@dataclass(frozen=True)
class Binding:
    action: Any
    source: str                 # the item a gesture starts from (a card, a deck, a button)
    target: str | None = None   # where it ends; None: acting on the source alone
    label: str = ""             # shown in the chooser
    direct: bool = False        # a plain click (or Enter) on the source does it


@dataclass
class Item:
    id: str
    rect: pygame.Rect
    draggable: bool = False     # a drag may start here even with no legal action
    target: bool = False        # a drop may land here
    tip: bool = True            # has a tooltip
    z: int = 0                  # higher is on top for hit tests
    clickable: bool = False     # a click here means something even with no legal move now
                                # (the board asks the engine why not)


class DragController:
    DRAG_START = 6  # pixels the pointer moves before a press becomes a drag

    def __init__(self, act: Callable[[Binding], None], miss: Callable[[str, str | None], None],
                 dropped: Callable[[str, tuple[float, float]], None] | None = None,
                 cancel_label: Callable[[], str] = lambda: "Cancel",
                 unbound: Callable[[str], None] | None = None):
        self.act = act
        self.miss = miss
        self.dropped = dropped
        # a plain click on an item with no legal move (the board may ask the engine anyway,
        # so the player reads why)
        self.unbound = unbound
        self.cancel_label = cancel_label
        self.items: dict[str, Item] = {}
        self._order: list[str] = []         # reading order, as listed by the view
        self._hits: list[Item] = []         # top first
        self.bindings: list[Binding] = []
        self._by_source: dict[str, list[Binding]] = {}
        self._by_target: dict[str, list[Binding]] = {}
        self._by_pair: dict[tuple[str, str | None], list[Binding]] = {}
        self.pointer: tuple[int, int] = (-1, -1)
        self.pressed: str | None = None
        self.press_pos: tuple[int, int] = (0, 0)
        self.dragging: str | None = None
        self.grab: tuple[float, float] = (0.0, 0.0)
        self.selected: str | None = None
        self.selected_is_target = False
        self.chooser: Chooser | None = None
        self.focus: str | None = None
        self.keyboard = False
        self.hover: str | None = None

    # -- what the view tells us ---------------------------------------------------------------
    def set_items(self, items: Iterable[Item]) -> None:
        items = list(items)
        self.items = {it.id: it for it in items}
        self._order = [it.id for it in items]
        indexed = list(enumerate(items))
        indexed.sort(key=lambda p: (p[1].z, p[0]), reverse=True)
        self._hits = [it for _, it in indexed]
        if self.dragging and self.dragging not in self.items:
            self.dragging = None
        if self.pressed and self.pressed not in self.items:
            self.pressed = None
        self._check_selection()

    def set_bindings(self, bindings: Iterable[Binding]) -> None:
        self.bindings = list(bindings)
        self._by_source, self._by_target, self._by_pair = {}, {}, {}
        for b in self.bindings:
            self._by_source.setdefault(b.source, []).append(b)
            if b.target is not None:
                self._by_target.setdefault(b.target, []).append(b)
            self._by_pair.setdefault((b.source, b.target), []).append(b)
        self.chooser = None
        self._check_selection()

    def _check_selection(self) -> None:
        if self.selected is not None:
            still = (self.selected in self.items and
                     (self._by_target.get(self.selected) if self.selected_is_target
                      else self._by_source.get(self.selected)))
            if not still:
                self.selected = None
        if self.focus is not None and self.focus not in self.items:
            self.focus = None
        ring = self.ring()
        if self.keyboard and ring and self.focus not in ring:
            self.focus = ring[0]

    # -- queries for drawing -----------------------------------------------------------------
    def sources(self) -> list[str]:
        return [i for i in self._order if i in self._by_source]

    def targets_for(self, source: str) -> list[str]:
        wanted = {b.target for b in self._by_source.get(source, ()) if b.target is not None}
        return [i for i in self._order if i in wanted]

    def sources_for(self, target: str) -> list[str]:
        wanted = {b.source for b in self._by_target.get(target, ())}
        return [i for i in self._order if i in wanted]

    def highlighted(self) -> list[str]:
        """The legal targets to outline now (or the legal sources of a picked target)."""
        if self.dragging:
            return self.targets_for(self.dragging)
        if self.selected:
            if self.selected_is_target:
                return self.sources_for(self.selected)
            return self.targets_for(self.selected)
        return []

    def hot(self) -> str | None:
        """The legal target under the pointer while dragging."""
        if not self.dragging:
            return None
        legal = set(self.targets_for(self.dragging))
        for it in self._hits:
            if it.id in legal and it.rect.collidepoint(self.pointer):
                return it.id
        return None

    def drag_center(self) -> tuple[float, float] | None:
        if not self.dragging:
            return None
        return (self.pointer[0] - self.grab[0], self.pointer[1] - self.grab[1])

    def tip_item(self) -> str | None:
        if self.keyboard:
            return self.focus
        if self.dragging or self.chooser:
            return None
        return self.hover

    def ring(self) -> list[str]:
        """What Tab and the arrows move through now."""
        if self.selected:
            others = (self.sources_for(self.selected) if self.selected_is_target
                      else self.targets_for(self.selected))
            # only what completes the move: Tab then Enter always acts (Escape or a click
            # puts the picked piece down)
            return others or [self.selected]
        return self.sources()

    # -- hit tests -------------------------------------------------------------------------------
    def uncovered(self, item: str) -> pygame.Rect | None:
        """The part of ``item`` no item above it hides, cut to a rect (an overlapped card of a
        fan shows only its strip); None when it is hidden altogether."""
        it = self.items.get(item)
        if it is None:
            return None
        seen = pygame.Rect(it.rect)
        for above in self._hits:
            if above is it:
                break
            if not above.rect.colliderect(seen):
                continue
            a = above.rect
            if a.top <= seen.top and a.bottom >= seen.bottom:      # covers a whole side strip
                if a.left > seen.left:
                    seen.width = max(0, a.left - seen.left)
                elif a.right < seen.right:
                    seen.width, seen.left = seen.right - a.right, a.right
                else:
                    return None
            elif a.left <= seen.left and a.right >= seen.right:    # covers a top or bottom strip
                if a.top > seen.top:
                    seen.height = max(0, a.top - seen.top)
                elif a.bottom < seen.bottom:
                    seen.height, seen.top = seen.bottom - a.bottom, a.bottom
                else:
                    return None
        return seen if seen.width > 2 and seen.height > 2 else None

    def item_at(self, pos, want: Callable[[Item], bool] | None = None) -> str | None:
        for it in self._hits:
            if it.rect.collidepoint(pos) and (want is None or want(it)):
                return it.id
        return None

    def _interactive(self, it: Item) -> bool:
        return (it.draggable or it.target or it.clickable or it.id in self._by_source
                or it.id in self._by_target)

    def target_at(self, pos, source: str) -> str | None:
        legal = set(self.targets_for(source))
        hit = self.item_at(pos, lambda it: it.id in legal and it.id != source)
        if hit is None:
            hit = self.item_at(pos, lambda it: it.target and it.id != source)
        return hit

    # -- events ------------------------------------------------------------------------------------
    def outside(self, event, area) -> bool:
        """True for a mouse event outside ``area`` (the board) while nothing is dragged: not
        the board's to handle, and nothing under the pointer is hovered any more."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            return False
        pos = getattr(event, "pos", None)
        if pos is None or area.collidepoint(pos) or self.dragging:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = None
            self.pointer = pos   # off the board now (a board may close up what it held still)
        return True

    def handle_event(self, event) -> bool:
        if self.chooser is not None:
            result = self.chooser.handle(event)
            if result is None:
                return False
            kind, payload = result
            if kind == "chosen":
                self.chooser = None
                self._clear()
                self.act(payload)
            elif kind == "cancel":
                self.chooser = None
            return True
        et = event.type
        if et == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.keyboard = False
            self.hover = None if self.dragging else self.item_at(event.pos, lambda it: it.tip)
            if self.pressed and not self.dragging:
                dx = event.pos[0] - self.press_pos[0]
                dy = event.pos[1] - self.press_pos[1]
                item = self.items.get(self.pressed)
                if item and dx * dx + dy * dy >= self.DRAG_START ** 2 and (
                        item.draggable or self.pressed in self._by_source):
                    self.dragging = self.pressed
                    self.grab = (self.press_pos[0] - item.rect.centerx,
                                 self.press_pos[1] - item.rect.centery)
            return self.dragging is not None
        if et == pygame.MOUSEBUTTONDOWN:
            self.pointer = event.pos
            if event.button == 3:
                return self.cancel()
            if event.button != 1:
                return False
            self.keyboard = False
            self.pressed = self.item_at(event.pos, self._interactive)
            self.press_pos = event.pos
            if self.pressed is None and self.selected:
                self._clear()
                return True
            return self.pressed is not None
        if et == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pointer = event.pos
            if self.dragging:
                self._drop(event.pos)
                return True
            if self.pressed:
                pressed, self.pressed = self.pressed, None
                unbound = (self.unbound is not None and not self.selected
                           and pressed not in self._by_source and pressed not in self._by_target)
                self._click(pressed, event.pos)
                if unbound:
                    self.unbound(pressed)
                return True
            return False
        if et == pygame.KEYDOWN:
            return self._key(event)
        return False

    def cancel(self) -> bool:
        """Drop any drag, selection or chooser; True if there was one."""
        had = bool(self.dragging or self.selected or self.chooser or self.pressed)
        if self.dragging and self.dropped:
            self.dropped(self.dragging, self.drag_center() or (0, 0))
        self.dragging = self.pressed = None
        self.chooser = None
        self._clear()
        return had

    def _clear(self) -> None:
        self.selected = None
        self.selected_is_target = False

    def _drop(self, pos) -> None:
        source = self.dragging
        center = self.drag_center() or pos
        self.dragging = self.pressed = None
        target = self.target_at(pos, source)
        if self.dropped:
            self.dropped(source, center)
        if target is None:
            return  # dropped on nothing: the card goes home
        self._resolve(source, target, pos)

    def _resolve(self, source: str, target: str | None, pos=None) -> None:
        matches = self._by_pair.get((source, target), [])
        if len(matches) == 1:
            self._clear()
            self.act(matches[0])
        elif len(matches) > 1:
            self._open_chooser(matches, pos)
        else:
            self._clear()
            self.miss(source, target)

    def _open_chooser(self, bindings: list[Binding], pos=None) -> None:
        if pos is None:
            rect = self.items[bindings[0].source].rect if bindings[0].source in self.items else None
            pos = rect.center if rect else self.pointer
        self.chooser = Chooser([(b.label or str(b.action), b) for b in bindings],
                               (int(pos[0]), int(pos[1])), self.cancel_label())

    def keyboard_moves(self, source: str, direct: list[Binding]) -> list[Binding]:
        """The moves of ``source`` a drag makes besides its Enter: the keyboard has no drag,
        so Enter on such a piece lists them all (Dog Lover's waiting food: "eat it" or "tuck
        it under <dog>").  Targets saying the same words as the Enter (a trick's cells, all
        "Retrieve") are the same dialogue and stay out.  A board may narrow this."""
        said = {b.label for b in direct}
        done = {b.action for b in direct}
        out: list[Binding] = []
        for b in self._by_source.get(source, ()):
            if b.direct or not b.label or b.label in said or b.action in done:
                continue
            said.add(b.label)
            out.append(b)
        return out

    def _press_source(self, source: str, pos=None) -> None:
        bindings = self._by_source.get(source, [])
        direct = [b for b in bindings if b.direct]
        if direct and self.keyboard:
            more = self.keyboard_moves(source, direct)
            if more:
                self._open_chooser(direct + more, pos)
                return
        if len(direct) == 1:
            self._clear()
            self.act(direct[0])
        elif len(direct) > 1:
            self._open_chooser(direct, pos)
        else:
            self.selected, self.selected_is_target = source, False
            if self.keyboard:
                ring = self.ring()
                self.focus = ring[0] if ring else source

    def _click(self, item: str, pos) -> None:
        if self.selected and not self.selected_is_target:
            picked = self.selected
            if item == picked:
                self._clear()
                return
            legal = set(self.targets_for(picked))
            hit = self.item_at(pos, lambda it: it.id in legal)
            if hit is not None:
                self._resolve(picked, hit, pos)
                return
            if item in self._by_source:
                self._press_source(item, pos)
                return
            target = self.target_at(pos, picked)
            self._clear()
            if target is not None:
                self.miss(picked, target)
            return
        if self.selected and self.selected_is_target:
            picked = self.selected
            if item == picked:
                self._clear()
                return
            if (item, picked) in self._by_pair:
                self._resolve(item, picked, pos)
                return
            self._clear()
        if item in self._by_source:
            self._press_source(item, pos)
        elif item in self._by_target:
            self.selected, self.selected_is_target = item, True
            if self.keyboard:
                ring = self.ring()
                self.focus = ring[0] if ring else item

    def _key(self, event) -> bool:
        key = event.key
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        if key == pygame.K_ESCAPE:
            self.keyboard = True
            return self.cancel()
        ring = self.ring()
        if key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_UP, pygame.K_DOWN):
            if not ring:
                return False
            self.keyboard = True
            if self.focus not in ring:
                self.focus = ring[-1 if (shift or key in (pygame.K_LEFT, pygame.K_UP)) else 0]
                return True
            if key == pygame.K_TAB:
                step = -1 if shift else 1
                self.focus = ring[(ring.index(self.focus) + step) % len(ring)]
            else:
                self.focus = self._spatial(ring, key)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if not ring:
                return False
            self.keyboard = True
            if self.focus not in ring:
                self.focus = ring[0]
                return True
            focus = self.focus
            if self.selected and not self.selected_is_target:
                if focus == self.selected:
                    self._clear()
                else:
                    self._resolve(self.selected, focus)
            elif self.selected and self.selected_is_target:
                if focus == self.selected:
                    self._clear()
                else:
                    self._resolve(focus, self.selected)
            else:
                self._click(focus, self.items[focus].rect.center)
            return True
        return False

    def _spatial(self, ring: list[str], key) -> str:
        """The nearest item of ``ring`` in the arrow's direction (wrapping along the ring when
        nothing lies that way)."""
        here = self.items[self.focus].rect.center
        dx, dy = {pygame.K_RIGHT: (1, 0), pygame.K_LEFT: (-1, 0),
                  pygame.K_DOWN: (0, 1), pygame.K_UP: (0, -1)}[key]
        best, best_score = None, None
        for i in ring:
            if i == self.focus:
                continue
            c = self.items[i].rect.center
            vx, vy = c[0] - here[0], c[1] - here[1]
            along = vx * dx + vy * dy
            if along <= 0:
                continue
            across = abs(vx * dy) + abs(vy * dx)
            score = along + 2 * across
            if best_score is None or score < best_score:
                best, best_score = i, score
        if best is not None:
            return best
        step = 1 if (dx + dy) > 0 else -1
        return ring[(ring.index(self.focus) + step) % len(ring)]
