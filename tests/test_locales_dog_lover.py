"""The Dog Lover texts (locales/dog_lover.<lang>.json) cover everything the engine can say.

Every refusal reason the rules package gives, every log line describe() emits (with the parameters it
really passes), every dog, rescued dog, trait, trick, favorite thing, food, size, Watch Dog
line, score category and tie-break note has a text in en, es and pt, and a key has the same
placeholders in the three languages.
"""
from __future__ import annotations

import ast
from pathlib import Path
import random
import re

import pytest

from dogtable.core.rules import Action, IllegalAction, Seat, log_lines, replay
from dogtable.games.dog_lover import cards, rules as dl

from locale_kit import LANGS, ROOT, all_texts, assert_texts, load_texts

NAMESPACE = "dog_lover"
RULES = dl.DogLoverRules()
TEXTS = load_texts(NAMESPACE)


def assert_text(key: str, params=()) -> None:
    """``key`` has a non-empty text in every language using only ``params``."""
    assert_texts(TEXTS, key, params)


def test_the_app_reads_the_files():
    from dogtable import i18n
    i18n.reload()
    assert i18n.t("dog_lover.title") == "Dog Lover"
    assert i18n.t("dog_lover.error.trainings", cost=3) == "Not enough Training cards: that trick costs 3."
    assert i18n.t("dog_lover.log.food", player="Ana", colour="red", count=1) == "Ana gets 1 red cube."
    assert i18n.t("dog_lover.log.food", player="Ana", colour="red", count=3) == "Ana gets 3 red cubes."


# -- refusal reasons ---------------------------------------------------------------------------

def raised_reasons() -> list[tuple[str, set[str]]]:
    """(key, keyword names) of every refusal in the rules package: IllegalAction(...) and
    refuse(...) with a literal key of ours, plus the keys tuck_refusal/attach_refusal return."""
    found = []
    for path in sorted((ROOT / "dogtable/games/dog_lover/rules").glob("*.py")):
        found += _reasons_in(ast.parse(path.read_text(encoding="utf-8")))
    return found


def _reasons_in(tree) -> list[tuple[str, set[str]]]:
    found, in_calls = [], set()
    for node in ast.walk(tree):
        name = getattr(node.func, "id", None) if isinstance(node, ast.Call) else None
        if name in ("IllegalAction", "refuse") and isinstance(node.args[0], ast.Constant):
            first = node.args[0]
            key = (f"{NAMESPACE}.error." if name == "refuse" else "") + first.value
            if key.startswith(f"{NAMESPACE}.error."):
                found.append((key, {kw.arg for kw in node.keywords}))
                in_calls.add(id(first))
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in in_calls \
                and node.value.startswith(f"{NAMESPACE}.error.") \
                and node.value != f"{NAMESPACE}.error.":   # refuse()'s prefix
            found.append((node.value, set()))   # returned by a refusal helper, no parameters
    return found


def test_every_refusal_reason_has_a_text():
    reasons = raised_reasons()
    assert len({k for k, _ in reasons}) >= 25  # the parse really found them
    for key, params in reasons:
        assert_text(key, params)


def random_game(seed: int, n: int):
    rng = random.Random(seed)
    events = RULES.start([Seat(f"p{i}") for i in range(n)], {}, rng)
    state = replay(RULES, events)
    pick = random.Random(seed + 1000)
    while not RULES.is_over(state):
        yield state, events
        seat = RULES.to_act(state)[0]
        new = RULES.decide(state, seat, pick.choice(RULES.legal_actions(state, seat)), rng)
        for event in new:
            RULES.evolve(state, event)
        events.extend(new)
    yield state, events


ARITY = dict(dl._ARITY)


def test_refusals_met_in_play_have_texts():
    """Throw wrong moves at real positions: whatever reason comes back can be shown."""
    pick = random.Random(7)
    seen = set()
    for seed in range(3):
        for i, (state, _) in enumerate(random_game(seed, 2 + seed)):
            if i % 3:
                continue
            seat = state.current
            pool = state.hands[seat] + state.pending + [d for ds in state.dogs for d in ds] + \
                list(range(9)) + list(cards.DOG_TRICKS[:3])
            for kind_, count in ARITY.items():
                args = tuple(pick.choice(pool) for _ in range(count))
                try:
                    RULES.decide(state.clone(), seat, Action(kind_, args), random.Random(0))
                except IllegalAction as refusal:
                    if refusal.reason_key.startswith(f"{NAMESPACE}."):
                        assert_text(refusal.reason_key, refusal.params)
                        seen.add(refusal.reason_key)
    assert len(seen) >= 8, sorted(seen)


# -- log lines ------------------------------------------------------------------------------------

def describe_keys_in_source() -> set[str]:
    tree = ast.parse((ROOT / "dogtable/games/dog_lover/describe.py").read_text(encoding="utf-8"))
    return {n.value for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str)
            and n.value.startswith(f"{NAMESPACE}.log.")}


def test_every_log_line_has_a_text_with_its_placeholders():
    emitted: set[str] = set()
    for seed in range(6):
        *_, (state, events) = random_game(seed, 2 + seed % 3)
        for event in events:
            for seat in [None, *range(state.n)]:
                for line in log_lines(RULES, event, seat):
                    assert_text(line.key, line.params)
                    emitted.add(line.key)
    in_source = describe_keys_in_source()
    assert len(in_source) >= 20
    common = {"dog_lover.log.game_started", "dog_lover.log.turn", "dog_lover.log.retrieved",
              "dog_lover.log.took_dog", "dog_lover.log.took_hand", "dog_lover.log.food",
              "dog_lover.log.grid_refilled", "dog_lover.log.end_game_drawn", "dog_lover.log.game_over"}
    assert common <= emitted, sorted(common - emitted)
    for key in in_source:
        assert_text(key, {"player", "card", "onto", "trick", "line", "colour", "count", "round"})


# -- names -----------------------------------------------------------------------------------------

def test_every_component_has_a_name():
    groups = {"dog": len(cards.DOGS), "rescue": len(cards.RESCUES), "trait": len(cards.TRAITS),
              "trait_tip": len(cards.TRAITS), "trait_penalty": len(cards.TRAITS),
              "rescue_tip": len(cards.RESCUES), "thing": 5, "colour": 4, "size": 3, "line": 6,
              "trick.special": 5, "trick.dog": len(cards.DOG_TRICKS)}
    for group, count in groups.items():
        for i in range(count):
            assert_text(f"{NAMESPACE}.{group}.{i}", {"thing", "trait"})
    for k in ("adoption", "walk", "training", "bone", "fetch", "end_game", "watchdog", "shelter",
              "favorite", "trait", "trick", "wild"):
        assert_text(f"{NAMESPACE}.card.{k}")
    assert_text(f"{NAMESPACE}.card.food", {"colour"})
    assert_text(f"{NAMESPACE}.trick.standard")
    assert_text(f"{NAMESPACE}.tip.trait", {"size", "vp", "penalty"})


@pytest.mark.parametrize("group, count", [("dog", 22), ("rescue", 15), ("trait", 12), ("thing", 5),
                                          ("trick.dog", 11), ("trick.special", 5), ("colour", 4)])
def test_names_are_distinct(group, count):
    for lang in LANGS:
        names = [TEXTS[lang][f"{NAMESPACE}.{group}.{i}"] for i in range(count)]
        assert len(set(names)) == count, f"{lang}: two {group} names are the same"


def test_the_rulebooks_names_are_kept_in_english():
    en = TEXTS["en"]
    for name in ("Al", "Bailey", "Bear", "Mario Andre Eddie", "Precious", "50 Scent", "Dexter",
                 "Droolious Caesar", "George", "Laddie", "Ichabod", "Miss Penelope", "Muggles",
                 "Nutmeg", "Tripod"):
        assert name in [en[f"dog_lover.rescue.{i}"] for i in range(15)]
    traits = [en[f"dog_lover.trait.{i}"] for i in range(12)]
    for name in ("Best Friend", "Dirt Monster", "Escape Artist", "Food Thief", "Jitterbug",
                 "Landlord", "Rule Breaker", "Teacher's Pet", "Tour Guide"):
        assert name in traits
    assert [en[f"dog_lover.thing.{i}"] for i in range(4)] == ["Frisbee", "Chew Toy", "Leash", "Dog House"]
    assert en["dog_lover.dog.0"] == "Taco" and en["dog_lover.dog.8"] == "Joey"


def test_every_score_category_and_tie_break_has_a_text():
    *_, (state, _) = random_game(1, 3)
    pad = RULES.score_pad(state)
    for category in pad.categories:
        assert_text(f"{NAMESPACE}.score.{category}")
    assert_text(f"{NAMESPACE}.score.total")
    for reason in ("fed", "fed_rescued", "shared"):
        assert_text(f"{NAMESPACE}.tie_break.{reason}")


def test_titles():
    assert TEXTS["en"]["dog_lover.title"] == "Dog Lover"
    assert TEXTS["es"]["dog_lover.title"] != "Dog Lover"
    assert TEXTS["pt"]["dog_lover.title"] != "Dog Lover"


def test_texts_are_in_our_own_words():
    """No sentence of the rulebook is copied: no run of 8 words appears in both."""
    book = Path("/work/shared/rulebooks/dog-lover.en.txt")
    if not book.exists():
        pytest.skip("the rulebook is not on this machine")
    words = re.findall(r"[a-z']+", book.read_text(encoding="utf-8").lower())
    runs = {tuple(words[i:i + 8]) for i in range(len(words) - 7)}
    ours = re.findall(r"[a-z']+", " ".join(all_texts(TEXTS["en"])).lower())
    copied = [" ".join(ours[i:i + 8]) for i in range(len(ours) - 7) if tuple(ours[i:i + 8]) in runs]
    assert not copied, copied
