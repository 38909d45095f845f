"""What the hard player remembers of the round: card counting from the seat's own record.

A seat's view carries the round's record as that seat saw it (``SeatView.history``,
rules/history.py).  From it, ``recall`` works out for every other hand:

- the cards known to be in it: the hand we passed on with a Wild (every card we gave is
  known until it is laid), and cards drawn from a stockpile whose order is public (after the
  discard pile was turned over, every card of the new stockpile was laid face up);
- for each card not known, the cards it cannot be (a *slot* and its forbidden set): a seat
  that drew in its turn held nothing it could lay on the top card then, and a seat that drew
  on a whisper held no dog of the whispered behaviour.  Each such fact covers the cards held
  at that moment, not the ones drawn after, so every slot keeps its own forbidden set; a card
  laid later is taken from the oldest slot it may be (the forbidden sets only grow with age,
  so this keeps the weakest claims: never a fact the seat does not know).

``Memory.deal`` then turns a world dealt at random from the view (``resample``) into one that
agrees with all this: a world that already does is kept, any other has its hidden hands dealt
again from the same unseen cards, the most constrained slots first, each from the cards it may
be.  Only the seat's view is read; the deductions are checked against the true hands over
whole games (tests/games/dodgy_dogs/test_ai_memory.py).
"""
from __future__ import annotations

import random

from .cards import DOG, LEADER, PACK, behaviour, kind, size
from .rules.play import can_cover
from .rules.state import PICKUP_PHASE, PLAY, RESPOND, REVEAL
from .rules.whisper import _make_hold

_NOTHING = frozenset()
# the cards (by place in a pack) that may be laid on each top card in a turn
_COVER_SET = tuple(frozenset(c for c in range(PACK) if can_cover(c, t)) for t in range(PACK))
_BEHAVIOUR_SET = tuple(frozenset(c for c in range(48) if c // 8 == b) for b in range(6))
_SIZE_SET = tuple(frozenset(c for c in range(48) if (c // 2) % 4 == z) for z in range(4))
_PICKUP_SET = frozenset(range(56, 60))


def _left_without(cards, top, phase, habits: bool) -> frozenset | None:
    """What a hand cannot hold right after laying ``cards`` on ``top``: every dog of the
    behaviour laid all at once, every dog of a Leader's size laid with it; and (``habits``:
    how a sensible player plays, medium always) a dog laid alone on its behaviour or a Leader
    laid alone leaves none of that behaviour or size, since laying them all sheds more."""
    first = cards[0]
    if kind(first) == LEADER:
        return _SIZE_SET[size(first)] if len(cards) > 1 or habits else None
    if kind(first) != DOG or phase != PLAY:
        return None
    if len(cards) > 1:
        return _BEHAVIOUR_SET[behaviour(first)]
    if habits and kind(top) == DOG and behaviour(top) == behaviour(first):
        return _BEHAVIOUR_SET[behaviour(first)]
    return None


class Memory:
    """Per seat: ``known`` cards in its hand and ``slots`` (the forbidden set of each other
    card, oldest first); ``stock``: the stockpile in order (top last) when it is public."""

    __slots__ = ("me", "n", "hidden", "known", "slots", "stock")

    def __init__(self, me: int, n: int, hidden: list[int], known, slots, stock):
        self.me, self.n, self.hidden = me, n, hidden
        self.known, self.slots, self.stock = known, slots, stock

    def informative(self) -> bool:
        """Does it know anything a uniform deal does not?"""
        return self.stock is not None or any(
            self.known[s] or any(self.slots[s]) for s in self.hidden)

    def agrees(self, state) -> bool:
        """Could ``state``'s hidden hands and stockpile be the true ones?"""
        if self.stock is not None and state.stock != self.stock:
            return False
        for s in self.hidden:
            rest = list(state.hands[s])
            for c in self.known[s]:
                if c not in rest:
                    return False
                rest.remove(c)
            if len(rest) != len(self.slots[s]):
                return False
            # the forbidden sets of one hand are nested: fill the strictest slot first
            for forbidden in sorted(self.slots[s], key=len, reverse=True):
                for i, c in enumerate(rest):
                    if c % PACK not in forbidden:
                        del rest[i]
                        break
                else:
                    return False
        return True

    def deal(self, state, rng: random.Random):
        """``state`` (dealt at random from the view) made to agree with the memory."""
        if self.agrees(state):
            return state
        pool = list(state.stock)
        for s in self.hidden:
            pool += state.hands[s]
        hands = {s: [] for s in self.hidden}
        for s in self.hidden:
            for c in self.known[s]:
                if c in pool:
                    pool.remove(c)
                    hands[s].append(c)
        stock = None
        if self.stock is not None and all(c in pool for c in self.stock):
            stock = list(self.stock)
            for c in stock:
                pool.remove(c)
        rng.shuffle(pool)
        need = [(len(f), s, f) for s in self.hidden for f in self.slots[s]]
        need += [(0, s, _NOTHING) for s in self.hidden for _ in
                 range(len(state.hands[s]) - len(hands[s]) - len(self.slots[s]))]
        need.sort(key=lambda t: -t[0])     # stable: the strictest slots choose first
        for _, s, forbidden in need:
            if len(hands[s]) >= len(state.hands[s]):
                continue
            for i, c in enumerate(pool):
                if c % PACK not in forbidden:
                    hands[s].append(pool.pop(i))
                    break
            else:
                if pool:    # no card fits (cannot happen when the memory is sound)
                    hands[s].append(pool.pop())
        for s in self.hidden:
            state.hands[s] = hands[s]
        state.stock = stock if stock is not None else pool
        if stock is not None and pool:      # cannot happen when the memory is sound
            state.stock = pool + stock
        if state.phase in (RESPOND, REVEAL) and state.current != self.me and \
                state.whisper is not None:
            # the seat asked to lay the whispered behaviour holds one (else it would have drawn)
            _make_hold(state, state.current, state.whisper, self.me, rng)
        return state


def _whispers(history) -> list:
    """For each entry, the behaviour of the whisper under way there (None if not known)."""
    out, current = [], None
    for i, e in enumerate(history):
        if e[0] == "whisper":
            current = e[3]
            if current is None:     # made public later in the same whisper round?
                for later in history[i + 1:]:
                    if later[0] == "whisper":
                        break
                    if later[0] == "reveal":
                        current = later[1]
                        break
        elif e[0] == "reveal":
            current = e[1]
        out.append(current)
    return out


def recall(view, habits: bool = True) -> Memory | None:
    """The memory of the round from ``view``'s record, or None when the view has none."""
    history = getattr(view, "history", None)
    if history is None:
        return None
    me, n = view["seat"], view["players"]
    if me is None:
        return None
    counts = view["hand_counts"]
    hidden = [s for s in range(n) if s != me and view["hands"][s] is None]
    known: list[list[int]] = [[] for _ in range(n)]
    slots: list[list[frozenset]] = [[_NOTHING] * 7 for _ in range(n)]
    stock = None
    previous = None
    for e, b in zip(history, _whispers(history)):
        k, before, previous = e[0], previous, e
        if k == "play":
            s = e[1]
            if s == me:
                continue
            for c in e[2]:
                if c in known[s]:
                    known[s].remove(c)
                    continue
                row = slots[s]
                for j, forbidden in enumerate(row):
                    if c % PACK not in forbidden:
                        del row[j]
                        break
                else:
                    if row:
                        row.pop()
            gone = _left_without(e[2], e[3], e[4], habits)
            if gone:
                slots[s] = [f | gone for f in slots[s]]
        elif k == "draw":
            s = e[1]
            public = stock.pop() if stock else None
            if s == me:
                continue
            phase = e[4]
            rule = _COVER_SET[e[3] % PACK] if phase == PLAY else \
                _BEHAVIOUR_SET[b] if phase in (RESPOND, REVEAL) and b is not None else None
            if phase == PICKUP_PHASE and habits and not (
                    before and before[0] == "draw" and before[1] == s and before[4] == phase):
                rule = _PICKUP_SET  # picked up rather than stacking: held no Pick Up (habit)
            if rule:
                slots[s] = [f | rule for f in slots[s]]
            if public is not None:
                known[s].append(public)
            else:
                slots[s].append(_NOTHING)
        elif k == "hands":
            d = e[1]
            known = [known[(t - d) % n] for t in range(n)]
            slots = [slots[(t - d) % n] for t in range(n)]
            got = (me + d) % n
            if e[2] is not None:
                known[got], slots[got] = list(e[2]), []
        elif k == "renew":
            stock = list(e[1])
    if stock is not None and len(stock) != view["stock_count"]:
        stock = None
    for s in hidden:    # a record that does not add up (it should): trust the counts
        extra = len(known[s]) + len(slots[s]) - counts[s]
        if extra > 0:
            del slots[s][len(slots[s]) - min(extra, len(slots[s])):]
            if len(known[s]) > counts[s]:
                known[s] = known[s][:counts[s]]
        elif extra < 0:
            slots[s] += [_NOTHING] * -extra
    return Memory(me, n, hidden, known, slots, stock)
