"""Dodgy Dogs: the Dog Whisperer (docs/rules/dodgy_dogs.md, "Special cards"): a behaviour
whispered to the seat on the left, who must lay a card of it; then each next seat guesses it,
and the Whisperer reveals it when the round comes back."""
from __future__ import annotations

import random

from dogtable.core.events import Event
from dogtable.core.rules import ActionRule, Refused

from ..cards import BEHAVIOURS, DOG, behaviour, kind
from .state import GUESS, RESPOND, DDState, refuse
from .table import _Sim, _round_end, _turn_to


def _behaviour_check(state: DDState, seat: int, b: int) -> Refused | None:
    return None if 0 <= b < len(BEHAVIOURS) else refuse("bad_behaviour")


def _all_behaviours(state: DDState, seat: int):
    return [(b,) for b in range(len(BEHAVIOURS))]


def _whisper(state: DDState, seat: int, rng: random.Random, b: int) -> list[Event]:
    target = (seat + 1) % state.n
    events = [Event("Whispered", {"seat": seat, "target": target, "behaviour": b})]
    sim = _Sim(state)
    sim.whisper = b
    if any(behaviour(c) == b for c in state.hands[target]):
        return events  # the target must play a card of it
    events += sim.draw(target, 1)
    return events + _after_answer(sim, target, rng)


def _guess(state: DDState, seat: int, rng: random.Random, b: int) -> list[Event]:
    right = b == state.whisper
    events = [Event("Guessed", {"seat": seat, "behaviour": b, "right": right})]
    sim = _Sim(state)
    if right:
        events.append(Event("WhisperRevealed", {"seat": seat, "behaviour": b}))
        if any(behaviour(c) == b for c in state.hands[seat]):
            return events  # reveal phase: play a card of it
        events += sim.draw(seat, 1)
        return events + _turn_to(sim, (seat + 1) % state.n, rng)
    events += sim.draw(seat, 1)
    return events + _after_answer(sim, seat, rng)


def play_whispered_check(state: DDState, seat: int, card: int) -> Refused | None:
    if card not in state.hands[seat]:
        return refuse("not_in_hand")
    return None if behaviour(card) == state.whisper else refuse("play_whispered")


def _play_whispered(state: DDState, seat: int, rng: random.Random, card: int) -> list[Event]:
    events = [Event("CardsPlayed", {"seat": seat, "cards": [card]})]
    sim = _Sim(state)
    sim.play(seat, [card])
    if not sim.hands[seat]:
        return events + _round_end(sim, seat, rng)
    if state.phase == RESPOND:
        return events + _after_answer(sim, seat, rng)
    return events + _turn_to(sim, (seat + 1) % state.n, rng)


def _after_answer(sim: _Sim, seat: int, rng: random.Random) -> list[Event]:
    """After ``seat`` answered the whisper (played it or drew): the next seat guesses, unless
    the round has come back to the Whisperer, who reveals and plays it (or draws)."""
    nxt = (seat + 1) % sim.n
    if nxt != sim.whisperer:
        return [Event("TurnPassed", {"next": nxt, "guess": True})]
    b = sim.whisper
    events = [Event("WhisperRevealed", {"seat": nxt, "behaviour": b})]
    if any(behaviour(c) == b for c in sim.hands[nxt]):
        return events
    events += sim.draw(nxt, 1)
    return events + [Event("TurnPassed", {"next": (nxt + 1) % sim.n})]


WHISPER_ACTIONS = {"whisper": ActionRule(1, _all_behaviours, _behaviour_check, _whisper)}
GUESS_ACTIONS = {"guess": ActionRule(1, _all_behaviours, _behaviour_check, _guess)}
# the whispered-to seat answering, or any seat laying the behaviour once it is revealed
ANSWER_ACTIONS = {"play": ActionRule(1, lambda s, seat: [(c,) for c in s.hands[seat]],
                                     play_whispered_check, _play_whispered)}


# -- what a resampled state must agree with -------------------------------------------------------

def _guess_whisper(state: DDState, rng: random.Random) -> int:
    """A whispered behaviour consistent with what is public: not one guessed wrong, and held by
    the whispered-to seat while it still has to answer (resample then swaps a card of it in if
    its imagined hand has none).  While guessing, a dodgy dog on top can only be the answer of
    the whispered-to seat (had it drawn, the Whisperer would still be on top): it shows the
    behaviour to everyone."""
    if state.phase == GUESS and kind(state.top()) == DOG:
        return behaviour(state.top())
    open_ = [b for b in range(len(BEHAVIOURS)) if b not in state.wrong]
    if state.phase != RESPOND:
        return rng.choice(open_)
    hand = state.hands[state.current]
    held = [b for b in open_ if any(behaviour(c) == b for c in hand)]
    if held:
        return rng.choice(held)
    return rng.choice(open_)  # resample then swaps a card of it into that hand


def _make_hold(state: DDState, holder: int, b: int, viewer: int, rng: random.Random) -> None:
    """Swap an unseen card of behaviour ``b`` (from the stockpile, else from a hand the viewer
    cannot see) into ``holder``'s hidden hand unless it already holds one."""
    hand = state.hands[holder]
    if not hand or any(behaviour(c) == b for c in hand):
        return
    j = rng.randrange(len(hand))
    for i, c in enumerate(state.stock):
        if behaviour(c) == b:
            hand[j], state.stock[i] = c, hand[j]
            return
    for other in range(state.n):
        if other in (holder, viewer):
            continue
        for i, c in enumerate(state.hands[other]):
            if behaviour(c) == b:
                hand[j], state.hands[other][i] = c, hand[j]
                return
