"""The guided games: for each game a fixed deal (a seed and options) against gentle
computer players, chosen by dogtable/learn/find_deals.py so that every important rule comes
up early when the learner follows the coach.

The learner always sits in seat 0 and plays first.  Each game declares its deal
(``GameDeclaration.lesson`` in games/<id>/game.py).  Re-run find_deals after a change to a
game's engine or AI (the deal is only as good as the moves that follow it) and paste its
output there.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from dogtable.core.rules import Seat
from dogtable.core.session import Session
from dogtable.core.registry import game_ids, get_game

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


def _lesson(game_id: str) -> Lesson | None:
    deal = get_game(game_id).lesson
    if deal is None:
        return None
    return Lesson(game_id, seed=deal.seed, players=deal.players, level=deal.level,
                  options=dict(deal.options), min_turns=deal.min_turns)


# every game's guided deal, as its declaration (games/<id>/game.py, ``lesson``) gives it:
# chosen by `python3 -m dogtable.learn.find_deals` (see its report for what each deal shows)
LESSONS: dict[str, Lesson] = {g: lesson for g in game_ids() if (lesson := _lesson(g)) is not None}


def lesson_for(game_id: str) -> Lesson | None:
    return LESSONS.get(game_id)
