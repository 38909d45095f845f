"""The DOGS texts (locales/dogs_kennel.<lang>.json) cover everything the engine can say.

Every refusal reason the rules package gives, every log line describe() emits (with the parameters it
really passes), every breed, area, resource, action box, board space, card, phase, action and
score category has a text in en, es and pt, with the same placeholders in the three languages.
Portuguese uses the rulebook's own words.
"""
from __future__ import annotations

import ast
from pathlib import Path
import random
import re

import pytest

from dogtable.core.rules import Action, IllegalAction, Seat, replay
from dogtable.games.dogs_kennel import components, rules as dk
from dogtable.games.dogs_kennel.city_map import CENTER, SPACES

from locale_kit import LANGS, ROOT, all_texts, assert_texts, load_texts

NAMESPACE = "dogs_kennel"
RULES = dk.DogsKennelRules()
TEXTS = load_texts(NAMESPACE)


def assert_text(key: str, params=()) -> None:
    """``key`` has a non-empty text in every language using only ``params``."""
    assert_texts(TEXTS, key, params)


def test_the_app_reads_the_files():
    from dogtable import i18n
    i18n.reload()
    assert i18n.t("dogs_kennel.box.4") == "Dog Fair"


def raised_reasons() -> list[tuple[str, set[str]]]:
    found = []
    for path in sorted((ROOT / "dogtable/games/dogs_kennel/rules").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "refuse":
                first = node.args[0]
                if isinstance(first, ast.Name):
                    continue   # VISIT_LIMITS' keys: literals of their own, found below
                assert isinstance(first, ast.Constant), ast.unparse(first)
                found.append((f"{NAMESPACE}.error.{first.value}", {kw.arg for kw in node.keywords}))
    from dogtable.games.dogs_kennel.rules import VISIT_LIMITS
    found += [(f"{NAMESPACE}.error.{key}", set()) for _, key in VISIT_LIMITS.values()]
    return found


def test_every_refusal_reason_has_a_text():
    reasons = raised_reasons()
    assert len({k for k, _ in reasons}) >= 50
    for key, params in reasons:
        assert_text(key, params)
    for phase in ("fuel", "move", "arrange", "offer", "place", "box", "feed", "salary"):
        assert_text(f"{NAMESPACE}.error.not_now_{phase}")


def random_game(seed: int, n: int):
    rng = random.Random(seed)
    events = RULES.start([Seat(f"p{i}") for i in range(n)], {"first_player": 0}, rng)
    state = replay(RULES, events)
    while not RULES.is_over(state):
        yield state, events
        seat = RULES.to_act(state)[0]
        new = RULES.decide(state, seat, rng.choice(RULES.legal_actions(state, seat)), rng)
        for event in new:
            RULES.evolve(state, event)
        events.extend(new)
    yield state, events


def test_refusals_met_in_play_have_texts():
    pick = random.Random(7)
    seen = set()
    for seed in range(3):
        for i, (state, _) in enumerate(random_game(seed, 2 + seed)):
            if i % 5 or RULES.is_over(state):
                continue
            seat = RULES.to_act(state)[0]
            for kind, arity in dk._ARITY.items():
                args = tuple(pick.randrange(-1, 20) for _ in range(arity or 0))
                try:
                    RULES.decide(state, seat, Action(kind, args), random.Random(0))
                except IllegalAction as refusal:
                    if refusal.reason_key.startswith(f"{NAMESPACE}."):
                        assert_text(refusal.reason_key, refusal.params)
                        seen.add(refusal.reason_key)
    assert len(seen) >= 15, sorted(seen)


def describe_keys_in_source() -> set[str]:
    source = (ROOT / "dogtable/games/dogs_kennel/describe.py").read_text(encoding="utf-8")
    keys = set(re.findall(r'_line\("([a-z_]+)"', source))
    keys |= {"starved_to_fair", "starved", "salary_card", "salary_paid", "must_donate",
             "arrange_finished", "moved_sick", "moved"}
    return {f"{NAMESPACE}.log.{k}" for k in keys}


def test_every_log_line_has_a_text_with_its_placeholders():
    emitted: set[str] = set()
    for seed in range(4):
        *_, (state, events) = random_game(seed, 2 + seed % 3)
        for event in events:
            for seat in (None, 0):
                line = RULES.describe(event, seat)
                if line is not None:
                    assert_text(line.key, line.params)
                    emitted.add(line.key)
    assert len(emitted) >= 30
    for key in describe_keys_in_source():
        assert key in TEXTS["en"], key
    for phase in ("fuel", "move", "arrange", "place", "feed", "salary"):
        assert_text(f"{NAMESPACE}.log.phase_{phase}")
    for reason in ("nobody_moved", "supply", "blockers"):
        assert_text(f"{NAMESPACE}.log.last_round_{reason}")


def test_every_component_and_action_has_a_name():
    for b in range(len(components.BREEDS)):
        assert_text(f"{NAMESPACE}.breed.{b}")
    for r in range(len(components.RESOURCES)):
        assert_text(f"{NAMESPACE}.resource.{r}")
    for a in range(2):
        assert_text(f"{NAMESPACE}.area.{a}")
    for box in range(len(dk.BOXES)):
        assert_text(f"{NAMESPACE}.box.{box}")
    for space in list(SPACES) + [CENTER]:
        assert_text(f"{NAMESPACE}.space.{space}")
    for kind in set(components.SPECIAL_KINDS) | {"fair"}:
        assert_text(f"{NAMESPACE}.card.{kind}")
        assert_text(f"{NAMESPACE}.tip.{kind}")
    assert_text(f"{NAMESPACE}.card.resource", {"count", "resource"})
    for phase in set(dk._PHASE_KINDS):
        assert_text(f"{NAMESPACE}.phase.{phase}")
    for kind in dk._ARITY:
        assert_text(f"{NAMESPACE}.action.{kind}",
                    {"space", "area", "pen", "box", "give", "get", "food", "medicine", "breed",
                     "price"})


def test_names_are_distinct():
    for lang in LANGS:
        for group, count in (("breed", 12), ("box", 5), ("space", 17), ("resource", 4)):
            names = [TEXTS[lang][f"{NAMESPACE}.{group}.{i}"] for i in range(count)]
            assert len(set(names)) == count, (lang, group)


def test_every_score_category_has_a_name():
    *_, (state, _) = random_game(1, 2)
    for category in RULES.score_pad(state).categories:
        assert_text(f"{NAMESPACE}.score.{category}")
    assert_text(f"{NAMESPACE}.score.total")
    assert_text(f"{NAMESPACE}.score.tie_broken", {"player", "dogs"})


def test_portuguese_uses_the_rulebook_terms():
    pt = " ".join(all_texts(TEXTS["pt"]))
    for term in ("canil", "baia", "enfermaria", "pick-up", "Feira de Cães", "Prefeitura", "Armazém",
                 "Pet Shop", "Veterinário", "Jogador Inicial"):
        assert term in pt, term
    assert TEXTS["pt"][f"{NAMESPACE}.breed.1"] == "Vira-Lata"


def test_no_sentence_is_copied_from_the_rulebook():
    book = Path("/work/shared/rulebooks/dogs-kennel.pt.txt")
    if not book.exists():
        pytest.skip("the rulebook is not on this machine")
    words = re.findall(r"[a-zà-ú\-]+", book.read_text(encoding="utf-8").lower())
    runs = {tuple(words[i:i + 8]) for i in range(len(words) - 7)}
    for text in all_texts(TEXTS["pt"]):
        ours = re.findall(r"[a-zà-ú\-]+", text.lower())
        copied = [" ".join(ours[i:i + 8]) for i in range(len(ours) - 7) if tuple(ours[i:i + 8]) in runs]
        assert not copied, copied
