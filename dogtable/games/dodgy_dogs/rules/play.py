"""Dodgy Dogs: your turn (docs/rules/dodgy_dogs.md, "Your turn" and "Special cards"): a card
that matches the top card by size or behaviour, a behaviour's cards all at once, a Leader of
the Pack with the dogs of its size, a Wild Card passing the hands, the specials; drawing up to
three cards, passing; and the Pick Up Puppies aimed at you."""
from __future__ import annotations

import random

from dogtable.core.events import Event
from dogtable.core.rules import Action, ActionRule, Refused, just_once

from ..cards import CAT, DOG, LEADER, PACK, PICKUP, WHISPERER, WILD, behaviour, is_special, kind, \
    size
from .state import LEFT, MAX_DRAWS, RIGHT, DDState, refuse
from .table import _Sim, _round_end, _turn_to


# -- what may cover what -----------------------------------------------------------------------------

def can_cover(card: int, top: int) -> bool:
    """May ``card`` be laid on ``top`` in an ordinary turn?"""
    return _COVERS[top % PACK][card % PACK]


def _covers(card: int, top: int) -> bool:
    """can_cover worked out (a card's kind, size and behaviour depend only on its place in a
    pack, so the answers are tabled once: the legal plays ask for every card in hand)."""
    k = kind(card)
    if k == CAT:
        return True  # the Crafty Cat goes on anything, specials included
    top_kind = kind(top)
    if top_kind == DOG:
        if k == DOG:
            return size(card) == size(top) or behaviour(card) == behaviour(top)
        if k == LEADER:
            return size(card) == size(top)
        return True  # Whisperer, Wild, Pick Up Puppies: any time, but not on a special
    if top_kind == LEADER:
        # "only on top of a card of the same Size", with no "except on a Special" clause as
        # the other specials have: with two packs a Leader may follow its twin
        return k in (DOG, LEADER) and size(card) == size(top)
    # a Whisperer, Wild or Pick Up Puppies on top: play starts afresh with any dodgy dog
    return k == DOG


_COVERS = tuple(tuple(_covers(c, t) for c in range(PACK)) for t in range(PACK))


# -- the plays -----------------------------------------------------------------------------------------

def _in_hand(state: DDState, seat: int, card: int) -> Refused | None:
    return None if card in state.hands[seat] else refuse("not_in_hand")


def play_check(state: DDState, seat: int, card: int) -> Refused | None:
    """One card laid alone (a Leader too: the dogs of its size may stay in the hand)."""
    why = _in_hand(state, seat, card)
    if why is not None:
        return why
    k = kind(card)
    if k == WILD:
        return refuse("wild_direction")
    if can_cover(card, state.top()):
        return None
    if k == LEADER:
        return refuse("leader_size")
    return refuse("special_on_special") if is_special(card) else refuse("no_match")


def _same_behaviour(hand: list[int], card: int) -> list[int]:
    return [c for c in hand if behaviour(c) == behaviour(card) and c != card]


def play_all_check(state: DDState, seat: int, card: int) -> Refused | None:
    """Every card of the top dog's behaviour at once (at least two)."""
    why = _in_hand(state, seat, card)
    if why is not None:
        return why
    b, top = behaviour(card), state.top()
    if b is None or kind(top) != DOG or behaviour(top) != b:
        return refuse("play_all_needs_behaviour")
    return None if _same_behaviour(state.hands[seat], card) else refuse("play_all_needs_two")


def _dogs_of_size(hand: list[int], leader: int) -> list[int]:
    return [c for c in hand if kind(c) == DOG and size(c) == size(leader)]


def play_leader_check(state: DDState, seat: int, card: int, on_top: int) -> Refused | None:
    """A Leader of the Pack with every dog of its size, ``on_top`` laid last."""
    why = _in_hand(state, seat, card)
    if why is not None:
        return why
    if kind(card) != LEADER:
        return refuse("not_a_leader")
    if not can_cover(card, state.top()):
        return refuse("leader_size")
    if on_top not in _dogs_of_size(state.hands[seat], card):
        return refuse("leader_top")   # a Leader laid alone is played with "play"
    return None


def play_wild_check(state: DDState, seat: int, card: int, direction: int) -> Refused | None:
    why = _in_hand(state, seat, card)
    if why is not None:
        return why
    if kind(card) != WILD:
        return refuse("not_a_wild")
    if direction not in (LEFT, RIGHT):
        return refuse("bad_direction")
    return None if can_cover(card, state.top()) else refuse("special_on_special")


def _plays(state: DDState, hand: list[int]) -> list[Action]:
    """The ordinary plays open to the holder of ``hand`` on the current top card, card by card:
    the four rules above listed at once from the cover table (the legal actions ask for every
    card in hand; test_dd_rules_once checks this is what the rules allow)."""
    top = state.top()
    covers = _COVERS[top % PACK]
    acts: list[Action] = []
    top_behaviour = behaviour(top) if kind(top) == DOG else None
    for c in hand:
        if not covers[c % PACK]:
            continue
        k = kind(c)
        if k == WILD:
            acts.append(Action("play_wild", (c, LEFT)))
            acts.append(Action("play_wild", (c, RIGHT)))
        elif k == LEADER:
            # the rulebook: its player "can then discard" the dogs of its size: alone or with all
            acts.append(Action("play", (c,)))
            acts.extend(Action("play_leader", (c, d)) for d in hand
                        if kind(d) == DOG and size(d) == size(c))
        else:
            acts.append(Action("play", (c,)))
            if k == DOG and behaviour(c) == top_behaviour and \
                    sum(1 for d in hand if behaviour(d) == top_behaviour) > 1:
                acts.append(Action("play_all", (c,)))
    return acts


def _laid(state: DDState, seat: int, kind_: str, args: tuple) -> list[int]:
    """The cards an allowed play lays, in order (the last on top)."""
    hand, card = state.hands[seat], args[0]
    if kind_ == "play_all":
        return _same_behaviour(hand, card) + [card]
    if kind_ == "play_leader":
        chosen = args[1]
        return [card] + [c for c in _dogs_of_size(hand, card) if c != chosen] + [chosen]
    return [card]


def _play_cards(state: DDState, seat: int, cards: list[int], rng: random.Random,
                direction: int = 0) -> list[Event]:
    top_card = cards[-1]
    k = kind(cards[0]) if kind(cards[0]) in (WILD, LEADER) else kind(top_card)
    if k == WILD:
        events = [Event("WildPlayed", {"seat": seat, "card": top_card, "direction": direction})]
    else:
        events = [Event("CardsPlayed", {"seat": seat, "cards": cards})]
    sim = _Sim(state)
    sim.play(seat, cards)
    emptied = not sim.hands[seat]
    if k == CAT:
        others = [(seat + i) % state.n for i in range(1, state.n)]
        if len(others) == 1:  # a lone slapper is always the last to slap
            events.append(sim.take_cat(others[0]))
            return events + (_round_end(sim, seat, rng) if emptied else
                             _turn_to(sim, (seat + 1) % state.n, rng))
        return events  # the table runs the slap race
    if emptied:
        return events + _round_end(sim, seat, rng)
    if k == WILD:
        events.append(Event("HandsPassed", {"direction": direction}))
        return events + _turn_to(sim, (seat + 1) % state.n, rng)
    if k == PICKUP:
        return events + _turn_to(sim, (seat + 1) % state.n, rng)
    if k == WHISPERER:
        return events  # whisper phase for the same seat
    return events + _turn_to(sim, (seat + 1) % state.n, rng)


def _player(kind_: str):
    def handler(state: DDState, seat: int, rng: random.Random, *args: int) -> list[Event]:
        return _play_cards(state, seat, _laid(state, seat, kind_, args), rng,
                           direction=args[1] if kind_ == "play_wild" else 0)
    return handler


# -- drawing and passing ---------------------------------------------------------------------------------

def _can_draw(state: DDState) -> bool:
    return bool(state.stock) or len(state.discard) > 1


def draw_refusal(state: DDState, can_play: bool) -> Refused | None:
    """Drawing (``can_play``: the seat has a play now): only with nothing to play, three
    cards a turn at most, while the piles hold a card."""
    if can_play:
        return refuse("can_play")
    if state.draws >= MAX_DRAWS:
        return refuse("three_draws")
    return None if _can_draw(state) else refuse("nothing_to_draw")


def draw_check(state: DDState, seat: int) -> Refused | None:
    return draw_refusal(state, bool(_plays(state, state.hands[seat])))


def _draw(state: DDState, seat: int, rng: random.Random) -> list[Event]:
    sim = _Sim(state)
    events = sim.draw(seat, 1)
    if state.draws + 1 >= MAX_DRAWS and not _plays(state, sim.hands[seat]):
        # "If, after drawing three cards they still have no playable cards, play passes
        # to the player to their left": nothing is left to choose, so no pass is asked
        events.append(Event("Passed", {"seat": seat}))
        events += _turn_to(sim, (seat + 1) % state.n, rng)
    return events


def pass_refusal(state: DDState, can_play: bool) -> Refused | None:
    """A pass: with nothing to play and nothing left to draw, or after drawing (a drawn card
    may be played, need not be)."""
    if can_play:
        return None if state.draws else refuse("can_play")
    return refuse("draw_first") if draw_refusal(state, can_play) is None else None


def pass_check(state: DDState, seat: int) -> Refused | None:
    return pass_refusal(state, bool(_plays(state, state.hands[seat])))


def _pass(state: DDState, seat: int, rng: random.Random) -> list[Event]:
    events = [Event("Passed", {"seat": seat})]
    sim = _Sim(state)
    idle = state.idle + 1 if not state.draws else 0
    if idle >= state.n:
        return events + _round_end(sim, None, rng)  # nobody can do anything
    return events + _turn_to(sim, (seat + 1) % state.n, rng)


# -- a Pick Up Puppies aimed at you -------------------------------------------------------------------

def stack_check(state: DDState, seat: int, card: int) -> Refused | None:
    why = _in_hand(state, seat, card)
    if why is not None:
        return why
    return None if kind(card) == PICKUP else refuse("must_pick_up", count=state.pickup)


def _pick_up(state: DDState, seat: int, rng: random.Random) -> list[Event]:
    sim = _Sim(state)
    # the cards first, then the fresh start of play for the same seat
    events = sim.draw(seat, state.pickup, pickup=True)
    got = sum(1 for e in events if e.kind == "CardDrawn")  # the rest is forgiven
    return events + [Event("PickedUp", {"seat": seat, "count": got})]


def _one_card(state: DDState, seat: int):
    return [(c,) for c in state.hands[seat]]


PLAY_ACTIONS = {
    "play_wild": ActionRule(2, lambda s, seat: [(c, d) for c in s.hands[seat] for d in (LEFT, RIGHT)],
                            play_wild_check, _player("play_wild")),
    "play": ActionRule(1, _one_card, play_check, _player("play")),
    "play_leader": ActionRule(2, lambda s, seat: [(c, d) for c in s.hands[seat]
                                                  for d in s.hands[seat]],
                              play_leader_check, _player("play_leader")),
    "play_all": ActionRule(1, _one_card, play_all_check, _player("play_all")),
    "draw": ActionRule(0, just_once, draw_check, _draw),
    "pass": ActionRule(0, just_once, pass_check, _pass),
}
PICKUP_ACTIONS = {
    "play": ActionRule(1, _one_card, stack_check, _player("play")),
    "pick_up": ActionRule(0, just_once, lambda s, seat: None, _pick_up),
}
