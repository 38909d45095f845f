"""Card-set balance figures for Dog Lover, from games between computer players.

    nice python3 -m dogtable.games.dog_lover.balance --players 2 --games 24 --think-ms 100

For each player count: the share of dogs fed at the end, how many cards of each type
were taken per game (and what share of those in play that is), how trainings and adoptions
were spent, the food cubes gained per colour against what the dogs taken needed, and the
spread of the scores.  The figures and what we did about them are in docs/rules/dog_lover.md.
"""
from __future__ import annotations

import argparse
from collections import Counter
import random
import statistics

from dogtable.ai.agent import Budget, ask
from dogtable.ai.levels import agent_for
from dogtable.core.rules import Seat, replay

from . import cards as C
from .rules import DogLoverRules
from .scoring import score_seat


def play_one(players: int, level: str, seed: int, think_ms: float) -> dict:
    rules = DogLoverRules()
    rng = random.Random(seed)
    state = replay(rules, rules.start([Seat(f"p{i}", level) for i in range(players)], {}, rng))
    agents = [agent_for("dog_lover", level, seed * 31 + i) for i in range(players)]
    budget = Budget(think_ms)
    taken: Counter = Counter()
    spent: Counter = Counter()
    gained = [0, 0, 0, 0]
    while not rules.is_over(state):
        seat = rules.to_act(state)[0]
        action = ask(rules, state, seat, agents[seat], budget, seed)
        for event in rules.decide(state, seat, action, rng):
            d = event.data
            if event.kind == "DlCardTaken":
                taken[C.kind(d["card"])] += 1
            elif event.kind == "DlRescued":
                spent["rescue"] += 1
            elif event.kind == "DlTrickLearned":
                spent["learn"] += 1
            elif event.kind == "DlTucked":
                spent["tuck_" + C.kind(d["card"])] += 1
            elif event.kind == "DlFoodGained":
                gained[d["colour"]] += d["count"]
            elif event.kind == "DlTraitForfeited":
                spent["trait_forfeited"] += 1
            rules.evolve(state, event)
    results = [score_seat(state, s) for s in range(players)]
    dogs = sum(len(d) for d in state.dogs)
    needs = [0, 0, 0]
    canned = [0, 0]      # dogs that need canned food: fed, all
    for s, ds in enumerate(state.dogs):
        for d in ds:
            needs = [a + b for a, b in zip(needs, C.dog_needs(d))]
            if C.dog_needs(d)[2]:
                canned[1] += 1
                canned[0] += d in results[s].fed
    return {"totals": [r.total for r in results], "fed": sum(len(r.fed) for r in results),
            "dogs": dogs, "canned": canned, "taken": taken, "spent": spent, "gained": gained, "needs": needs,
            "rounds": state.round, "rows": [[r.dogs, r.rescued, r.things, r.bones] for r in results]}


def report(players: int, games: list[dict]) -> str:
    in_play = Counter(C.kind(c) for c in C.game_cards_for(players))
    n = len(games)
    totals = [t for g in games for t in g["totals"]]
    spreads = [max(g["totals"]) - min(g["totals"]) for g in games]
    fed = sum(g["fed"] for g in games) / max(1, sum(g["dogs"] for g in games))
    canned = [sum(g["canned"][i] for g in games) for i in range(2)]
    lines = [f"{players} players, {n} games, {statistics.mean(g['rounds'] for g in games):.1f} rounds",
             f"  score mean {statistics.mean(totals):.1f} sd {statistics.pstdev(totals):.1f} "
             f"min {min(totals)} max {max(totals)}; winner-loser gap mean {statistics.mean(spreads):.1f}",
             f"  dogs per player {sum(g['dogs'] for g in games) / n / players:.1f}, fed {fed:.0%}; "
             f"dogs needing canned fed {canned[0] / max(1, canned[1]):.0%} of {canned[1] / n:.1f} a game",
             "  rows per player (dogs, rescued, things, bones): " + ", ".join(
                 f"{statistics.mean(r[i] for g in games for r in g['rows']):.1f}" for i in range(4))]
    taken: Counter = sum((g["taken"] for g in games), Counter())
    lines.append("  taken per game (share of those in play): " + ", ".join(
        f"{k} {taken[k] / n:.1f} ({taken[k] / n / in_play[k]:.0%})" for k in sorted(in_play)))
    spent: Counter = sum((g["spent"] for g in games), Counter())
    lines.append("  per game: " + ", ".join(f"{k} {v / n:.1f}" for k, v in sorted(spent.items())))
    gained = [sum(g["gained"][i] for g in games) / n for i in range(4)]
    needs = [sum(g["needs"][i] for g in games) / n for i in range(3)]
    lines.append("  cubes gained per game (scraps, dry, canned, wild): "
                 + ", ".join(f"{x:.1f}" for x in gained)
                 + "; needs of the dogs taken: " + ", ".join(f"{x:.1f}" for x in needs))
    return "\n".join(lines)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    p.add_argument("--games", type=int, default=24)
    p.add_argument("--level", default="hard")
    p.add_argument("--think-ms", type=float, default=100.0)
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args(argv)
    for players in a.players:
        games = [play_one(players, a.level, a.seed * 1000 + g, a.think_ms) for g in range(a.games)]
        print(report(players, games), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
