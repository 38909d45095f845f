"""The guided games: for each game a fixed deal (a seed and options) against gentle
computer players, chosen by dogtable/learn/find_deals.py so that every important rule comes
up early when the learner follows the coach.

The learner always sits in seat 0 and plays first.  Re-run find_deals after a change to a
game's engine or AI (the deal is only as good as the moves that follow it) and paste its
output here.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from dogtable.core.rules import Seat
from dogtable.core.session import Session
from dogtable.core.registry import get_game

LEARNER = 0


@dataclass(frozen=True)
class Lesson:
    game_id: str
    seed: int
    players: int = 2
    level: str = "medium"          # the computers' level (medium: sensible, predictable moves)
    options: dict = field(default_factory=dict)
    min_turns: int = 0              # the learner's turns before the summary, at least
    # how the computers slap in a real-time race (ai.reaction.REACTION_MS): "lesson" waits at
    # least 1.6 s, so a learner who slaps within about 1.5 s never takes the Crafty Cat
    race_level: str = "lesson"

    def seat_kinds(self) -> list[str]:
        return ["human"] + [self.level] * (self.players - 1)

    def seats(self, t) -> list[Seat]:
        """The learner ("You") and the computers, named in the player's language."""
        names = [t("learn.seat.you")] + [t(f"learn.seat.other_{i}") for i in range(1, self.players)]
        return [Seat(name, kind) for name, kind in zip(names, self.seat_kinds())]

    def session(self, t) -> Session:
        options = {"first_player": LEARNER, **self.options}
        return Session(get_game(self.game_id).rules(), self.seats(t), options, self.seed)


# chosen by `python3 -m dogtable.learn.find_deals` (see its report for what each deal shows)
LESSONS: dict[str, Lesson] = {
    # recruit@1, pay@6, pool@6, supply@23, mario and clean@96 (11 learner turns)
    "dogs_alone": Lesson("dogs_alone", seed=9),
    # three players: with two, the other player always takes the Crafty Cat, no race is run.
    # match@1, cat@3, wild@5, pickup@7, draw@12, leader@18, whisperer@23 (7 learner turns)
    "dodgy_dogs": Lesson("dodgy_dogs", seed=6, players=3),
    # watchdog@1, trick@2, feeding@2, tuck@3, trait@7; a few turns more to see them again
    "dog_lover": Lesson("dog_lover", seed=4, options={"sides": "standard"}, min_turns=4),
    # trip@1, settle@9, pet_shop@14, warehouse@18, vet@22, city_hall@24, phase3@26, fair@37
    "dogs_kennel": Lesson("dogs_kennel", seed=0),
}


def lesson_for(game_id: str) -> Lesson | None:
    return LESSONS.get(game_id)
