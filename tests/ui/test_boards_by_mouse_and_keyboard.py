"""Every board, by the mouse and by the keyboard alone: each legal action can be made.

The board counterpart of the conformance suite, run on every game the registry offers, with
the fewest players, three and the most.  At moments spread over a whole random game, each
legal action of the seat to act (a few of each kind) is produced on a fresh board by real
pygame events, once with the mouse (a click, or a drag from the piece to its target, the
chooser clicked when one gesture stands for several actions) and once with keys only (Tab to
the piece, Enter, Tab to the target, Enter, the chooser answered with the arrows; a piece
whose Enter does one move and a drag another, such as Dog Lover's waiting food, eaten or
tucked under a Food Thief, lists its moves on Enter).  An action a board reaches through a
dialogue (Dog Lover's retrieve: pick a trick, then a cell until the placement shows, then
Take; DOGS's Swap button) is found by walking the board's own dialogue steps, the bindings
whose action is not a legal one and the buttons no gesture binds.  A board may make, instead,
a move the player cannot tell from the wanted one (the same words in the log: alike cards in
a hand are one stack).
"""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from dataclasses import dataclass
import heapq
import random

import pygame
import pytest

from dogtable import i18n
from dogtable.core.registry import get_game, playable_game_ids
from dogtable.core.rules import log_lines
from dogtable.core.wording import resolve_params
from dogtable.ui.table.drag import Binding

from board_kit import RecordingContext, attach, click, drag, key, new_session, point_of  # noqa: F401

TAB, ENTER, DOWN = pygame.K_TAB, pygame.K_RETURN, pygame.K_DOWN
MODES = ("mouse", "keyboard")
DIALOGUE_DEPTH = 12     # dialogue steps walked before an action must show
DIALOGUE_NODES = 900    # boards tried per action while walking dialogues (a retrieve
                        # whose placement shows at the second click on a cell, with every
                        # panel a mouse may click, needed 800)
PER_KIND = 2            # actions of each kind made per position
POSITIONS = 24          # positions per game, spread over the whole game
OPENING = 3             # and the first moves (Dog Lover's sides and Watch Dog)


def positions(game: str, players: int, seed: int, count: int = POSITIONS, limit: int = 4000):
    """(session, seat to act) along a whole random game (the referee's moments played at
    random): ``count`` moments spread evenly over it, the opening's first moves, and the
    first moment each kind of action the game offered at all is legal, so every phase,
    round and kind of move of the game is met."""
    rng = random.Random(seed)
    session = new_session(game, players, seed)
    moves, moments = [], {}    # moment (index into moves) -> the kinds legal there
    while not session.is_over() and len(moves) < limit:
        movers = session.to_act()
        seat = movers[0] if movers else None
        legal = session.legal_actions(seat)
        if seat is not None:
            moments[len(moves)] = {a.kind for a in legal}
        action = rng.choice(legal)
        session.act(seat, action)
        moves.append((seat, action))
    if not moments:
        return
    order = sorted(moments)
    wanted = {order[round(k * (len(order) - 1) / max(1, count - 1))] for k in range(count)}
    wanted |= set(order[:OPENING])
    seen = set().union(*(moments[m] for m in wanted))
    for m in order:
        if moments[m] - seen:
            wanted.add(m)
            seen |= moments[m]
    session = new_session(game, players, seed)
    for i, (seat, action) in enumerate(moves):
        if i in wanted:
            yield session, seat
        session.act(seat, action)


# -- gestures -----------------------------------------------------------------------------------------
def tab_to(view, item) -> bool:
    """Tab until the keyboard focus is on ``item``; False if the ring never reaches it."""
    ring = view.drag.ring()
    if item not in ring:
        return False
    for _ in range(len(ring) + 2):
        if view.drag.keyboard and view.drag.focus == item:
            return True
        key(view, TAB)
    return False


def choose(view, mode: str, action) -> bool:
    """Answer the open chooser with ``action`` (True when none is open)."""
    chooser = view.drag.chooser
    if chooser is None:
        return True
    wanted = [i for i, (_label, b) in enumerate(chooser.options) if b.action == action]
    if not wanted:
        return False
    if mode == "mouse":
        chooser.layout(view.text, view.rect, 14)
        click(view, chooser.rects[wanted[0]].center)
        return True
    for _ in range(len(chooser.options) + 1):
        if chooser.index == wanted[0]:
            break
        key(view, DOWN)
    key(view, ENTER)
    return True


def perform(view, mode: str, binding) -> bool:
    """Make ``binding``'s gesture; False when this input cannot reach its piece."""
    try:
        if mode == "mouse":
            if binding.direct:
                click(view, point_of(view, binding.source))
            else:
                drag(view, point_of(view, binding.source), point_of(view, binding.target))
        else:
            if not tab_to(view, binding.source):
                return False
            key(view, ENTER)
            if not binding.direct and not offered(view, binding):
                # no menu of the piece's moves: Tab to the target, Enter drops it there
                if not tab_to(view, binding.target):
                    return False
                key(view, ENTER)
    except (AssertionError, KeyError):   # the piece is covered everywhere, or not shown
        return False
    return choose(view, mode, binding.action)


def offered(view, binding) -> bool:
    """Whether the menu open now lists ``binding`` (Enter on a piece whose Enter does one move
    but a drag another lists its moves: the keyboard has no drag)."""
    chooser = view.drag.chooser
    return chooser is not None and any(b is binding or b == binding for _l, b in chooser.options)


def same(a, b) -> bool:
    return (a.action, a.source, a.target, a.direct) == (b.action, b.source, b.target, b.direct)


def board_after(session, seat, mode: str, steps):
    """A fresh board for ``seat`` with the dialogue ``steps`` made (None: a step is gone)."""
    ctx, view = attach(session, viewer=seat, ctx_cls=RecordingContext, size=(1024, 600))
    for step in steps:
        found = [b for b in view.drag.bindings + presses(view, mode) if same(b, step)]
        if not found or not perform(view, mode, found[0]) or ctx.submitted:
            return None
    return ctx, view


def is_step(binding, legal) -> bool:
    """A dialogue step (pick a trick, a cell, open a mode ...), not a legal engine action."""
    return binding.action not in legal


@dataclass(frozen=True)
class Press:
    """Pressing a piece that no gesture binds (a button that opens a mode, such as DOGS's
    Swap): a click, or Enter on it in the keyboard ring."""
    item: str


def presses(view, mode: str) -> list[Binding]:
    bound = {b.source for b in view.drag.bindings}
    if mode == "keyboard":
        items = view.drag.ring()
    else:
        items = [i for i, it in view.drag.items.items() if it.clickable or i.startswith("btn:")]
    return [Binding(Press(i), i, direct=True) for i in items if i not in bound]


def signature(view) -> tuple:
    """What the board offers now: two boards offering the same are the same dialogue state."""
    return tuple(sorted(repr((b.action, b.source, b.target, b.direct)) for b in view.drag.bindings))


def made_now(session, seat, mode: str, steps, action) -> bool:
    """Whether, after ``steps``, a gesture bound to ``action`` submits exactly it."""
    made = board_after(session, seat, mode, steps)
    if made is None:
        return False
    for binding in [b for b in made[1].drag.bindings if b.action == action]:
        again = board_after(session, seat, mode, steps)
        if again is not None and perform(again[1], mode, binding) and \
                again[0].submitted == [(seat, action)]:
            return True
    return False


def distance(view, action, legal) -> int:
    """How far the board is from offering ``action``: the fewest arguments a legal action of
    its kind that the board offers now differs in (Dog Lover's Take button shows the
    placement picked so far), more than any when it offers none."""
    near = [b.action for b in view.drag.bindings
            if b.action in legal and b.action.kind == action.kind
            and len(b.action.args) == len(action.args)]
    return min((sum(x != y for x, y in zip(other.args, action.args)) for other in near),
               default=len(action.args) + 1)


def made_through_dialogue(session, seat, mode: str, action) -> bool:
    """Walk the board's dialogue steps best first (the board nearest to offering the action,
    then the fewest steps), boards already seen skipped, until a gesture makes ``action``."""
    legal = session.legal_actions(seat)
    heap, seen, looked, order = [(0, 0, 0, ())], set(), 0, 0
    while heap and looked < DIALOGUE_NODES:
        _, depth, _, steps = heapq.heappop(heap)
        made = board_after(session, seat, mode, steps)
        if made is None:
            continue
        view = made[1]
        if any(b.action == action for b in view.drag.bindings) and \
                made_now(session, seat, mode, steps, action):
            return True
        if depth >= DIALOGUE_DEPTH:
            continue
        for step in [b for b in view.drag.bindings if is_step(b, legal)] + presses(view, mode):
            child = board_after(session, seat, mode, steps + (step,))
            looked += 1
            if child is None:
                continue
            # the step too: two boards offering the same may differ in what they hold picked
            # (a trick dropped on a cell or on its neighbour shows the same placement)
            sig = (signature(child[1]), repr(step))
            if sig in seen:
                continue
            seen.add(sig)
            order += 1
            heapq.heappush(heap, (distance(child[1], action, legal), depth + 1, order,
                                  steps + (step,)))
    return False


def told(session, seat, action) -> list[str]:
    """What the seat's log says ``action`` did, in words (names, not card ids)."""
    events = session.rules.decide(session.rules.clone(session.state), seat, action,
                                  session.chance())
    names = [s.name for s in session.seats]
    return [i18n.t(line.key, **resolve_params(game_of(session), line.params, i18n.t, names))
            for event in events for line in log_lines(session.rules, event, seat)]


def game_of(session) -> str:
    return next(g for g in playable_game_ids()
                if type(session.rules).__name__ == get_game(g).rules_path.rpartition(":")[2])


def made_alike(session, seat, mode: str, action) -> bool:
    """Whether the board makes a move the player cannot tell from ``action``: the same words
    in the log (Dog Lover's alike cards in hand make one stack; the board moves its top)."""
    words = told(session, seat, action)
    legal = session.legal_actions(seat)
    board = board_after(session, seat, mode, ())[1]
    others = {b.action for b in board.drag.bindings
              if b.action in legal and b.action != action and b.action.kind == action.kind}
    return any(told(session, seat, other) == words and made_now(session, seat, mode, (), other)
               for other in others)


def unmade(session, seat, mode: str, wanted: set) -> set:
    """The actions of ``wanted`` this input cannot make on the board (nor a move the player
    cannot tell from it)."""
    return {action for action in wanted
            if not made_now(session, seat, mode, (), action)
            and not made_through_dialogue(session, seat, mode, action)
            and not made_alike(session, seat, mode, action)}


def sample(legal, rng) -> set:
    by_kind: dict[str, list] = {}
    for action in legal:
        by_kind.setdefault(action.kind, []).append(action)
    return {a for actions in by_kind.values() for a in rng.sample(actions, min(PER_KIND, len(actions)))}


# the fewest players, three, and the most (the smallest seat panels)
CASES = [pytest.param(game, players, mode, id=f"{game}-{players}p-{mode}")
         for game in playable_game_ids()
         for players in sorted({get_game(game).min_players, min(3, get_game(game).max_players),
                                get_game(game).max_players})
         for mode in MODES]


@pytest.mark.parametrize("game, players, mode", CASES)
def test_every_legal_action_is_made_by_this_input_alone(game, players, mode):
    rng = random.Random(players * 101)
    missing, made = [], set()
    for session, seat in positions(game, players, seed=players * 7 + 1):
        wanted = sample(session.legal_actions(seat), rng)
        left = unmade(session, seat, mode, wanted)
        missing += [f"{action.kind}{action.args}" for action in sorted(left, key=repr)]
        made |= {a.kind for a in wanted - left}
    assert made, "no position offered a move"
    assert not missing, f"{game} by {mode}: {len(missing)} legal action(s) no gesture makes: {missing[:12]}"
