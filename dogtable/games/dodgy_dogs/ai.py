"""The Dodgy Dogs computer players: easy, medium and hard (docs/ai.md, Dodgy Dogs).

Every player reads only its seat's view.  What the view does not show (the other hands, the
stockpile) is estimated from the *unseen* cards: the whole deck less our hand, the discard pile
and the Crafty Cats taken.  A seat holding ``h`` cards is treated as ``h`` cards dealt at random
from the unseen ones, so "the next seat cannot answer this top card" is a hypergeometric chance.

- easy: a beginner who plays the first sensible card, with some noise.
- medium: scores every legal move in "cards" (cards shed, the next seat blocked, the options
  kept, penalties at risk, the effect of each special) and plays the best.
- hard (ai_hard.py): a determinized search over the distinct moves, each played out to the end
  of the round by medium on hands dealt by ``resample`` (the lean round of ai_playout.py).

The levels are declared in ai_levels.py; this module is easy's and medium's policies and the
judgement hard builds on (it imports nothing of hard's).
"""
from __future__ import annotations

from dataclasses import dataclass
import random
from typing import Sequence

from dogtable.ai.levels import Decision
from dogtable.core.rules import Action

from .cards import BEHAVIOURS, CAT, DOG, LEADER, PACK, PICKUP, WHISPERER, WILD, behaviour, kind, \
    packs_for, penalty, pickup_count, size
from .rules import GUESS, PICKUP_PHASE, PLAY, REVEAL, RESPOND, WHISPER, DodgyDogsRules

RULES = DodgyDogsRules()
NB, NS = len(BEHAVIOURS), 4

# per card id (two packs at most): kind, behaviour, size, penalty, and a category for counting
_K = [kind(c) for c in range(2 * PACK)]
_B = [behaviour(c) for c in range(2 * PACK)]
_S = [size(c) for c in range(2 * PACK)]
_PEN = [-penalty(c) for c in range(2 * PACK)]  # positive: what holding it costs
# categories: 0..23 dog (behaviour * 4 + size), 24..27 leader of a size, then the rest
WHISP_C, WILD_C, PICK2_C, PICK4_C, CAT_C = 28, 29, 30, 31, 32
NCAT = 33


def _category(c: int) -> int:
    k = _K[c]
    if k == DOG:
        return _B[c] * NS + _S[c]
    if k == LEADER:
        return 24 + _S[c]
    if k == WHISPERER:
        return WHISP_C
    if k == WILD:
        return WILD_C
    if k == PICKUP:
        return PICK4_C if pickup_count(c) == 4 else PICK2_C
    return CAT_C


_CATEG = [_category(c) for c in range(2 * PACK)]
_PER_PACK = [0] * NCAT
for _c in range(PACK):
    _PER_PACK[_CATEG[_c]] += 1
_FULL = {packs: [packs * k for k in _PER_PACK] for packs in (1, 2)}

WIN = 1e6  # the score of a move that empties the hand


# -- what a seat knows ------------------------------------------------------------------------

class Info:
    """One seat's knowledge at a decision: its hand, the public piles and counts, and the
    unseen cards counted by category.  Built from a view (the agents) or from a state reading
    only that seat's hand and public things (the playouts of the hard player)."""

    __slots__ = ("seat", "n", "hand", "discard", "top", "counts", "phase", "pickup", "draws",
                 "whisper", "whispering", "whisperer", "wrong", "round", "totals", "unseen",
                 "u_total", "u_beh", "u_size", "u_dogs", "u_pick", "u_on_dog", "risk")

    def __init__(self, seat, n, hand, discard, cats, counts, phase, pickup, draws, whisper,
                 whispering, whisperer, wrong, round_, totals, public=None):
        self.seat, self.n, self.hand = seat, n, list(hand)
        self.discard = discard
        self.top = discard[-1]
        self.counts = list(counts)
        self.phase, self.pickup, self.draws = phase, pickup, draws
        self.whisper, self.whispering, self.whisperer = whisper, whispering, whisperer
        self.wrong = list(wrong)
        self.round, self.totals = round_, totals
        categ = _CATEG
        if public is None:
            unseen = _FULL[packs_for(n)][:]
            for c in discard:
                unseen[categ[c]] -= 1
            for pile in cats:
                for c in pile:
                    unseen[categ[c]] -= 1
        else:  # the discard pile and the cats already counted by category (the playouts)
            unseen = [f - p for f, p in zip(_FULL[packs_for(n)], public)]
        for c in self.hand:
            unseen[categ[c]] -= 1
        self.unseen = unseen
        self.u_total = sum(unseen)
        u = unseen
        self.u_beh = [u[0] + u[1] + u[2] + u[3], u[4] + u[5] + u[6] + u[7],
                      u[8] + u[9] + u[10] + u[11], u[12] + u[13] + u[14] + u[15],
                      u[16] + u[17] + u[18] + u[19], u[20] + u[21] + u[22] + u[23]]
        self.u_size = [u[s] + u[4 + s] + u[8 + s] + u[12 + s] + u[16 + s] + u[20 + s]
                       for s in range(NS)]
        self.u_dogs = sum(self.u_beh)
        self.u_pick = unseen[PICK2_C] + unseen[PICK4_C]
        self.u_on_dog = unseen[WHISP_C] + unseen[WILD_C] + self.u_pick + unseen[CAT_C]
        others = [counts[s] for s in range(n) if s != seat]
        m = min(others) if others else 7
        # the chance the round ends before a card kept now can be shed
        self.risk = (1.0, 0.85, 0.55, 0.33, 0.2, 0.12, 0.08)[min(m, 6)]

    @classmethod
    def from_view(cls, view: dict) -> "Info":
        seat = view["seat"]
        totals = [sum(r[s] for r in view["scores"]) for s in range(view["players"])]
        return cls(seat, view["players"], view["hands"][seat] or [], view["discard"],
                   view["cats"], view["hand_counts"], view["phase"], view["pickup"],
                   view["draws"], view["whisper"], view["whispering"], view["whisperer"],
                   view["wrong"], view["round"], totals)

    @classmethod
    def from_state(cls, state, seat: int, public=None) -> "Info":
        n = state.n
        knows = state.whisper is not None and (
            state.revealed or seat == state.whisperer
            or (state.whisperer is not None and seat == (state.whisperer + 1) % n))
        return cls(seat, n, state.hands[seat], state.discard, state.cats,
                   [len(h) for h in state.hands], state.phase, state.pickup, state.draws,
                   state.whisper if knows else None, state.whisper is not None, state.whisperer,
                   state.wrong, state.round, None, public)

    def answers(self, top: int) -> int:
        """How many unseen cards could be laid on ``top`` in an ordinary turn."""
        k = _K[top]
        u = self.unseen
        if k == DOG:
            b, s = _B[top], _S[top]
            return self.u_beh[b] + self.u_size[s] - u[b * NS + s] + u[24 + s] + self.u_on_dog
        if k == LEADER:
            return self.u_size[_S[top]] + u[CAT_C]
        return self.u_dogs + u[CAT_C]

    def lacks(self, count: int, seat: int, minus: int = 0) -> float:
        """The chance ``seat`` holds none of ``count`` unseen cards."""
        return p_none(count, self.counts[seat] - minus, self.u_total)


def p_none(a: int, h: int, u: int) -> float:
    """Hypergeometric: a hand of ``h`` cards drawn from ``u`` holds none of ``a`` marked ones."""
    if a <= 0 or h <= 0:
        return 1.0
    p = 1.0
    for i in range(min(h, u)):
        p *= (u - a - i) / (u - i)
        if p <= 0.0:
            return 0.0
    return p


# -- the moves ------------------------------------------------------------------------------------

def laid_cards(hand: Sequence[int], action: Action) -> list[int]:
    """The cards a play action lays, in order (the last on top), as the engine lays them."""
    k, a = action.kind, action.args
    c = a[0]
    if k == "play_all":
        b = _B[c]
        return [d for d in hand if _B[d] == b and d != c] + [c]
    if k == "play_leader":
        s, top = _S[c], a[1]
        return [c] + [d for d in hand if _K[d] == DOG and _S[d] == s and d != top] + [top]
    return [c]


def _rest(hand: Sequence[int], laid: Sequence[int]) -> list[int]:
    out = list(hand)
    for c in laid:
        out.remove(c)
    return out


def _move_key(action: Action, n: int):
    """Moves with the same key have the same effect (copies of a card are interchangeable)."""
    k, a = action.kind, action.args
    if k in ("draw", "pass", "pick_up"):
        return (k,)
    if k in ("whisper", "guess"):
        return (k, a[0])
    c = a[0]
    if k == "play_all":
        return (k, _B[c], _S[c])
    if k == "play_leader":
        return (k, _S[c], _B[a[1]] if a[1] >= 0 else -1)
    if k == "play_wild":
        return (k, a[1] if n > 2 else 0)
    return (k, _CATEG[c])


@dataclass(frozen=True)
class Weights:
    """Medium's scoring, in cards (one card shed = 1)."""

    block: float = 1.2         # the next seat holds nothing to lay on the top card (it draws)
    follow: float = 0.3        # per card kept that could follow the top card (at most 3)
    link: float = 0.2          # per kept dog sharing a size or behaviour with another kept card
    special_keep: float = 0.5  # a kept special goes on any dodgy dog: an easy card to shed later
    pen: float = 0.35          # per penalty point shed, times the chance the round ends soon
    pick: float = 0.8          # per card the next seat must pick up
    fresh: float = 0.5         # the next seat may start afresh with any dog
    swap: float = 0.9          # per card of hand size gained by a Wild swap
    cat: float = 4.0           # the Crafty Cat's -10 points for another seat (two players)
    whisper: float = 1.0       # scale of the whisper's expected draws and sheds
    guess_lacking: float = 0.3  # a right guess is worth less when we hold none of it


MEDIUM = Weights()


def keep_value(rest: Sequence[int], w: Weights) -> float:
    """How easy the cards kept will be to shed: specials go on any dog, dogs that share a size
    or a behaviour with another kept card follow each other."""
    # counts first (a dog links when another kept dog shares its behaviour, or another kept dog
    # or Leader its size), then the sum in hand order: the same floats as pairwise checks
    by_beh = [0] * NB
    by_size = [0] * NS
    for c in rest:
        k = _K[c]
        if k == DOG:
            by_beh[_B[c]] += 1
            by_size[_S[c]] += 1
        elif k == LEADER:
            by_size[_S[c]] += 1
    v = 0.0
    for c in rest:
        k = _K[c]
        if k != DOG:
            v += w.special_keep if k != LEADER else 0.5 * w.special_keep
        elif by_beh[_B[c]] > 1 or by_size[_S[c]] > 1:
            v += w.link
    return v


def _followers(rest: Sequence[int], top: int) -> int:
    k = _K[top]
    if k == DOG:
        b, s = _B[top], _S[top]
        return sum(1 for c in rest if (_K[c] == DOG and (_B[c] == b or _S[c] == s))
                   or (_K[c] == LEADER and _S[c] == s) or _K[c] in (WHISPERER, WILD, PICKUP, CAT))
    if k == LEADER:
        return sum(1 for c in rest if _K[c] == DOG and _S[c] == _S[top] or _K[c] == CAT)
    return sum(1 for c in rest if _K[c] in (DOG, CAT))


def whisper_values(info: Info, hand: Sequence[int], w: Weights) -> list[float]:
    """What naming each behaviour is worth to the Whisperer holding ``hand``: the seat on the
    left draws if it lacks it (else sheds one), later seats draw on wrong guesses, and when the
    round comes back the Whisperer lays one of it (or draws)."""
    n, me = info.n, info.seat
    target = (me + 1) % n
    out = []
    for b in range(NB):
        lack = info.lacks(info.u_beh[b], target)
        mine = any(_B[c] == b for c in hand)
        if n == 2:
            v = (2 * lack - 1) + (1.0 if mine else -1.0)
        else:
            # a dog laid by the target shows the behaviour: the next guesser gets it right
            back = lack * 0.45 ** (n - 2)
            v = (2 * lack - 1) - 0.6 * (1 - lack) + 0.35 * lack * (n - 2) \
                + back * (1.0 if mine else -1.0)
        out.append(w.whisper * v)
    return out


def play_score(info: Info, action: Action, w: Weights) -> float:
    """Medium's value of an ordinary play (cards), WIN if it empties the hand."""
    hand = info.hand
    laid = laid_cards(hand, action)
    rest = _rest(hand, laid)
    if not rest:
        return WIN
    k0 = _K[laid[0]]
    k = k0 if k0 in (WILD, LEADER) else _K[laid[-1]]
    top = info.top if k == CAT else laid[-1]
    n, me = info.n, info.seat
    nxt = (me + 1) % n
    score = len(laid) + keep_value(rest, w) + w.pen * info.risk * sum(_PEN[c] for c in laid)
    if k in (DOG, LEADER, CAT):
        score += w.block * info.lacks(info.answers(top), nxt)
        score += w.follow * min(3, _followers(rest, top))
    if k == CAT:
        score += w.cat if n == 2 else w.cat * 0.6
    elif k == PICKUP:
        total = info.pickup + pickup_count(laid[-1])
        no_stack = info.lacks(info.u_pick, nxt)
        score += w.pick * total * no_stack - w.pick * (total + 2) * (1 - no_stack) * 0.3 - w.fresh
    elif k == WILD:
        src = (me - action.args[1]) % n  # the hand we receive
        score += w.swap * (len(rest) - info.counts[src]) - w.fresh
        score += w.pen * info.risk * sum(_PEN[c] for c in rest) * 0.5  # our penalties go too
    elif k == WHISPERER:
        score += max(whisper_values(info, rest, w)) - 0.5 * w.fresh
    return score


def _respond_score(info: Info, card: int, w: Weights) -> float:
    rest = _rest(info.hand, [card])
    if not rest:
        return WIN
    return keep_value(rest, w) + w.follow * min(3, _followers(rest, card)) \
        + w.block * info.lacks(info.answers(card), (info.seat + 1) % info.n)


def guess_weights(info: Info, w: Weights) -> list[float]:
    """How much each behaviour is worth guessing: the chance it is the whispered one (the seat
    told it drew, so it lacked it; the Whisperer probably holds it), more if we hold it."""
    if info.whisper is not None:
        return [1.0 if b == info.whisper else 0.0 for b in range(NB)]
    top = info.top
    if _K[top] == DOG:  # the told seat laid a dog of it: the behaviour is on the table
        return [1.0 if b == _B[top] else 0.0 for b in range(NB)]
    n = info.n
    ws = info.whisperer if info.whisperer is not None else (info.seat - 1) % n
    target = (ws + 1) % n
    out = []
    for b in range(NB):
        if b in info.wrong:
            out.append(0.0)
            continue
        p = info.lacks(info.u_beh[b], target, minus=1) * \
            (1.0 - 0.7 * info.lacks(info.u_beh[b], ws) if ws != info.seat else 1.0)
        mine = any(_B[c] == b for c in info.hand)
        out.append(p * (1.0 if mine else w.guess_lacking) + 1e-9)
    return out


def _best(legal: Sequence[Action], score) -> Action:
    """The highest scoring action; ties go to the first in a canonical order."""
    return max(sorted(legal), key=score)


def medium_action(info: Info, legal: Sequence[Action], w: Weights = MEDIUM,
                  rng: random.Random | None = None) -> Action:
    phase = info.phase
    if phase == PLAY:
        plays = [a for a in legal if a.kind.startswith("play")]
        if not plays:
            return legal[0]  # draw or pass, whichever is legal
        best = _best(plays, lambda a: play_score(info, a, w))
        if Action("pass") in legal and play_score(info, best, w) < 0.5:
            return Action("pass")  # a drawn card need not be laid
        return best
    if phase == PICKUP_PHASE:
        stacks = [a for a in legal if a.kind == "play"]
        if stacks:  # stack the biggest: the next seat picks up the total
            return max(sorted(stacks), key=lambda a: pickup_count(a.args[0]))
        return Action("pick_up")
    if phase == WHISPER:
        vals = whisper_values(info, info.hand, w)
        if rng is not None:  # hard to guess: small noise between close choices
            vals = [v + rng.random() * 0.15 for v in vals]
        b = max(range(NB), key=lambda i: vals[i])
        act = Action("whisper", (b,))
        return act if act in legal else legal[0]
    if phase == GUESS:
        gw = guess_weights(info, w)
        if rng is not None:
            gw = [g * (1.0 + 0.1 * rng.random()) for g in gw]
        b = max(range(NB), key=lambda i: gw[i])
        act = Action("guess", (b,))
        return act if act in legal else legal[0]
    if phase in (RESPOND, REVEAL):
        return _best(legal, lambda a: _respond_score(info, a.args[0], w))
    return legal[0]


# -- easy -----------------------------------------------------------------------------------------

def easy_action(info: Info, legal: Sequence[Action], rng: random.Random) -> Action:
    """A beginner: lays the Crafty Cat as soon as it can (the slap is the fun), a matching dog
    (often every dog of the behaviour at once), a special now and then, names or guesses
    behaviours mostly at random, and slips now and then."""
    legal = sorted(legal)
    if rng.random() < 0.1:
        return rng.choice(legal)
    phase = info.phase
    if phase == PLAY:
        plays = [a for a in legal if a.kind.startswith("play")]
        if not plays:
            return legal[0]
        wins = [a for a in plays if len(laid_cards(info.hand, a)) == len(info.hand)]
        if wins and rng.random() < 0.8:
            return wins[0]
        cats = [a for a in plays if _K[a.args[0]] == CAT]
        if cats and rng.random() < 0.7:
            return cats[0]
        multi = [a for a in plays if a.kind in ("play_all", "play_leader")]
        if multi and rng.random() < 0.6:
            return rng.choice(multi)
        dogs = [a for a in plays if a.kind == "play" and _K[a.args[0]] == DOG]
        specials = [a for a in plays if a.kind == "play_wild" or
                    (a.kind == "play" and _K[a.args[0]] in (WHISPERER, PICKUP))]
        if specials and (not dogs or rng.random() < 0.25):
            return rng.choice(specials)
        return rng.choice(dogs or plays)
    if phase == PICKUP_PHASE:
        stacks = [a for a in legal if a.kind == "play"]
        if stacks and rng.random() < 0.8:
            return stacks[0]
        return Action("pick_up") if Action("pick_up") in legal else legal[0]
    if phase == GUESS:
        if _K[info.top] == DOG and rng.random() < 0.6:
            act = Action("guess", (_B[info.top],))
            if act in legal:
                return act
        return rng.choice([a for a in legal if a.args[0] not in info.wrong] or legal)
    if phase == WHISPER:
        held = sorted({_B[c] for c in info.hand if _K[c] == DOG})
        if held and rng.random() < 0.5:
            act = Action("whisper", (rng.choice(held),))
            if act in legal:
                return act
    return rng.choice(legal)


# -- the policies (ai_levels.py plays them in the kit's PolicyAgent) -----------------------------

def medium_policy(d: Decision, w: Weights = MEDIUM) -> Action:
    rng = random.Random(d.seed) if d.view["phase"] in (WHISPER, GUESS) else None
    return medium_action(Info.from_view(d.view), d.legal, w, rng)


def easy_policy(d: Decision) -> Action:
    return easy_action(Info.from_view(d.view), d.legal, d.rng)
