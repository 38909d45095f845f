"""A lean round of Dodgy Dogs for the hard player's playouts.

The engine (rules.py) decides every move as a list of events and folds them into the state, and
checks everything it is handed: right for a table, slow for a playout that only needs "what
happens next".  This module plays the *same* rules straight onto a cloned ``DDState`` (no
events, no checks: every move comes from the legal plays it lists itself) until the round
ends, when the round's scores are appended to ``state.scores`` as the engine would.

``medium_playout`` plays every seat with medium's judgement (``ai.medium_action``), each seat
reading only its own hand and the public piles, and is move for move the same as playing the
round through the engine (tests/games/dodgy_dogs/test_dd_ai_playout.py checks it on many
states); it is about twice as fast, which buys the search twice the playouts in the same time.
"""
from __future__ import annotations

import random

from dogtable.core.rules import Action

from .cards import CAT, DOG, LEADER, PACK, PICKUP, WHISPERER, WILD, behaviour, kind, penalty, \
    pickup_count, size
from .rules import GUESS, MAX_DRAWS, OVER, PICKUP_PHASE, PLAY, REVEAL, RESPOND, SLAP, WHISPER, \
    CAT_POINTS, WIN_POINTS, can_cover

# per card id (two packs at most)
_KIND = [kind(c) for c in range(2 * PACK)]
_BEH = [behaviour(c) for c in range(2 * PACK)]
_SIZE = [size(c) for c in range(2 * PACK)]
_PENALTY = [penalty(c) for c in range(2 * PACK)]
_PICKS = [pickup_count(c) for c in range(2 * PACK)]
# what may go on what: _COVERS[top % PACK][card % PACK]
_COVERS = [[can_cover(c, t) for c in range(PACK)] for t in range(PACK)]
_PASS = Action("pass")
_DRAW = Action("draw")
_PICK_UP = Action("pick_up")


def plays(state, hand: list[int]) -> list[Action]:
    """The ordinary plays open to ``hand`` on the top card: the engine's ``_plays``."""
    top = state.discard[-1]
    covers = _COVERS[top % PACK]
    top_beh = _BEH[top] if _KIND[top] == DOG else None
    acts = []
    for c in hand:
        if not covers[c % PACK]:
            continue
        k = _KIND[c]
        if k == WILD:
            acts.append(Action("play_wild", (c, 1)))
            acts.append(Action("play_wild", (c, -1)))
        elif k == LEADER:
            acts.append(Action("play", (c,)))
            s = _SIZE[c]
            acts.extend(Action("play_leader", (c, d)) for d in hand if _KIND[d] == DOG and _SIZE[d] == s)
        else:
            acts.append(Action("play", (c,)))
            if top_beh is not None and _BEH[c] == top_beh and k == DOG and \
                    sum(1 for d in hand if _BEH[d] == top_beh) > 1:
                acts.append(Action("play_all", (c,)))
    return acts


def legal(state, seat: int) -> list[Action]:
    """The engine's legal actions for the seat to act (never the slap race)."""
    phase = state.phase
    hand = state.hands[seat]
    if phase == PLAY:
        acts = plays(state, hand)
        if not acts:
            acts.append(_DRAW if state.draws < MAX_DRAWS and _can_draw(state) else _PASS)
        elif state.draws:
            acts.append(_PASS)
        return acts
    if phase == PICKUP_PHASE:
        acts = [Action("play", (c,)) for c in hand if _KIND[c] == PICKUP]
        acts.append(_PICK_UP)
        return acts
    if phase in (WHISPER, GUESS):
        return [Action(phase, (b,)) for b in range(6)]
    if phase in (RESPOND, REVEAL):
        b = state.whisper
        return [Action("play", (c,)) for c in hand if _BEH[c] == b]
    return []


def _can_draw(state) -> bool:
    return bool(state.stock) or len(state.discard) > 1


def _draw(state, seat: int) -> None:
    """One card from the stockpile, renewed from the discard pile when empty (as the engine)."""
    if not state.stock:
        if len(state.discard) <= 1:
            return
        under = state.discard[:-1]
        state.discard = state.discard[-1:]
        state.stock = under[::-1]
    state.hands[seat].append(state.stock.pop())


def _turn_to(state, seat: int) -> None:
    state.current = seat
    state.draws = 0
    state.wrong = []
    state.whisper = None
    state.whisperer = None
    state.revealed = False
    state.phase = PICKUP_PHASE if state.pickup else PLAY


def _round_end(state, winner) -> None:
    """The round's scores, appended as the engine's RoundEnded does; the playout stops here."""
    scores = []
    for s in range(state.n):
        pts = WIN_POINTS if s == winner else sum(_PENALTY[c] for c in state.hands[s])
        scores.append(pts + CAT_POINTS * len(state.cats[s]))
    state.scores.append(scores)
    state.winners.append(winner)


def _holds(hand, b) -> bool:
    for c in hand:
        if _BEH[c] == b:
            return True
    return False


def _after_answer(state, seat: int) -> None:
    """The next seat guesses, unless the round is back at the Whisperer, who reveals."""
    nxt = (seat + 1) % state.n
    if nxt != state.whisperer:
        state.current = nxt
        state.phase = GUESS
        return
    state.revealed = True
    state.current = nxt
    state.phase = REVEAL
    if _holds(state.hands[nxt], state.whisper):
        return
    _draw(state, nxt)
    _turn_to(state, (nxt + 1) % state.n)


def _take_cat(state, seat: int) -> None:
    card = state.discard.pop()
    state.cats[seat].append(card)
    state.slappers = []
    state.cat_by = None


def _lay(state, seat: int, cards: list[int], direction: int = 0) -> None:
    """An ordinary play (or a Pick Up stacked): the engine's ``_play_cards`` and its events."""
    hand = state.hands[seat]
    for c in cards:
        hand.remove(c)
        state.discard.append(c)
    state.idle = 0
    top = cards[-1]
    first = _KIND[cards[0]]
    k = first if first in (WILD, LEADER) else _KIND[top]
    n = state.n
    if k == CAT:
        if n == 2:  # the other player is always the last to slap
            _take_cat(state, 1 - seat)
            if not hand:
                _round_end(state, seat)
            else:
                _turn_to(state, (seat + 1) % n)
            return
        state.cat_by = seat
        state.slappers = [(seat + i) % n for i in range(1, n)]
        state.phase = SLAP
        return
    if first == WHISPERER or _KIND[top] == WHISPERER:
        state.whisperer = seat
        state.phase = WHISPER
    elif _KIND[top] == PICKUP:
        state.pickup += _PICKS[top]
    if not hand:
        _round_end(state, seat)
    elif k == WILD:
        state.hands = [state.hands[(s - direction) % n] for s in range(n)]
        _turn_to(state, (seat + 1) % n)
    elif k != WHISPERER:
        _turn_to(state, (seat + 1) % n)


def _cards_for(hand: list[int], action: Action) -> list[int]:
    k, a = action.kind, action.args
    c = a[0]
    if k == "play_all":
        b = _BEH[c]
        return [d for d in hand if _BEH[d] == b and d != c] + [c]
    if k == "play_leader":
        s, chosen = _SIZE[c], a[1]
        return [c] + [d for d in hand if _KIND[d] == DOG and _SIZE[d] == s and d != chosen] + [chosen]
    return [c]


def step(state, seat: int, action: Action) -> None:
    """Apply one legal action of ``seat`` (the slap race is ``settle_slap``)."""
    phase, k = state.phase, action.kind
    hand = state.hands[seat]
    if phase == PLAY:
        if k == "draw":
            _draw(state, seat)
            state.draws += 1
            state.idle = 0
        elif k == "pass":
            if not state.draws:
                if state.idle + 1 >= state.n:
                    _round_end(state, None)  # nobody can do anything
                    return
                state.idle += 1
            _turn_to(state, (seat + 1) % state.n)
        else:
            _lay(state, seat, _cards_for(hand, action), action.args[1] if k == "play_wild" else 0)
    elif phase == PICKUP_PHASE:
        if k == "pick_up":
            for _ in range(state.pickup):
                _draw(state, seat)
            state.pickup = 0
            state.phase = PLAY
            state.draws = 0
        else:
            _lay(state, seat, [action.args[0]])
    elif phase == WHISPER:
        b = action.args[0]
        target = (seat + 1) % state.n
        state.whisper = b
        state.current = target
        state.phase = RESPOND
        if not _holds(state.hands[target], b):
            _draw(state, target)
            _after_answer(state, target)
    elif phase == GUESS:
        b = action.args[0]
        if b == state.whisper:
            state.revealed = True
            state.phase = REVEAL
            if not _holds(hand, b):
                _draw(state, seat)
                _turn_to(state, (seat + 1) % state.n)
        else:
            state.wrong.append(b)
            _draw(state, seat)
            _after_answer(state, seat)
    else:  # RESPOND or REVEAL: a card of the whispered behaviour
        card = action.args[0]
        hand.remove(card)
        state.discard.append(card)
        state.idle = 0
        if not hand:
            _round_end(state, seat)
        elif phase == RESPOND:
            _after_answer(state, seat)
        else:
            _turn_to(state, (seat + 1) % state.n)


def settle_slap(state, loser: int) -> None:
    """The Crafty Cat race is over: ``loser`` takes the cat (the engine's referee decision)."""
    by = state.cat_by
    _take_cat(state, loser)
    if not state.hands[by]:
        _round_end(state, by)
    else:
        _turn_to(state, (by + 1) % state.n)


class PublicCounts:
    """The discard pile and the Crafty Cats taken, counted by card category, kept up to date
    as a playout goes: the pile only grows between a renewal (a new list) and a cat taken (the
    cats change), so most decisions count only the cards laid since the last one."""

    __slots__ = ("categ", "ncat", "pile", "length", "cats", "counts")

    def __init__(self, categ: list[int], ncat: int):
        self.categ, self.ncat = categ, ncat
        self.pile, self.length, self.cats, self.counts = None, 0, -1, None

    def of(self, state) -> list[int]:
        pile = state.discard
        cats = sum(len(p) for p in state.cats)
        categ = self.categ
        if pile is self.pile and cats == self.cats and len(pile) >= self.length:
            counts = self.counts
            for c in pile[self.length:]:
                counts[categ[c]] += 1
        else:
            counts = [0] * self.ncat
            for c in pile:
                counts[categ[c]] += 1
            for p in state.cats:
                for c in p:
                    counts[categ[c]] += 1
        self.pile, self.length, self.cats, self.counts = pile, len(pile), cats, counts
        return counts


def medium_playout(state, rng: random.Random, w, cap: int, policy) -> None:
    """Play the round out with ``policy(state, seat, legal, w)`` for every seat (medium's
    judgement from the seat's own knowledge); cat races are settled at random."""
    rounds_done = len(state.scores)
    for _ in range(cap):
        if len(state.scores) > rounds_done or state.phase == OVER:
            return
        if state.phase == SLAP:  # anyone may be the slowest
            settle_slap(state, rng.choice(state.slappers))
            continue
        seat = state.current
        acts = legal(state, seat)
        step(state, seat, acts[0] if len(acts) == 1 else policy(state, seat, acts, w))
