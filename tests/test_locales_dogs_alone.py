"""The Dogs Alone texts (locales/dogs_alone.<lang>.json) cover everything the engine can say.

Every refusal reason the rules package gives, every log line describe() emits (with the parameters it
really passes), every dog, mess, colour and score category has a text in en, es and pt, and a
key has the same placeholders in the three languages.
"""
from __future__ import annotations

import ast
import random
import re

import pytest

from dogtable.core.rules import Action, IllegalAction, Seat, log_lines, replay
from dogtable.games.dogs_alone import cards, rules as da

from locale_kit import LANGS, ROOT, assert_texts, load_texts

NAMESPACE = "dogs_alone"
RULES = da.DogsAloneRules()
TEXTS = load_texts(NAMESPACE)


def assert_text(key: str, params=()) -> None:
    """``key`` has a non-empty text in every language using only ``params``."""
    assert_texts(TEXTS, key, params)


# -- refusal reasons ---------------------------------------------------------------------------

def raised_reasons() -> list[tuple[str, set[str]]]:
    """(key, keyword names) of every refusal in the rules package whose key is ours; an
    f-string key is expanded over the values its hole can take (the mess kinds)."""
    found = []
    for path in sorted((ROOT / "dogtable/games/dogs_alone/rules").glob("*.py")):
        found += _reasons_in(ast.parse(path.read_text(encoding="utf-8")))
    return found


def _reasons_in(tree) -> list[tuple[str, set[str]]]:
    """IllegalAction(key, ...) and the rules' refuse(key, ...) (key under dogs_alone.error.)."""
    found = []
    for node in ast.walk(tree):
        name = getattr(node.func, "id", None) if isinstance(node, ast.Call) else None
        if name not in ("IllegalAction", "refuse"):
            continue
        prefix = f"{NAMESPACE}.error." if name == "refuse" else ""
        first = node.args[0]
        params = {kw.arg for kw in node.keywords}
        if isinstance(first, ast.Constant):
            keys = [prefix + first.value]
        elif isinstance(first, ast.JoinedStr):
            head = "".join(p.value for p in first.values if isinstance(p, ast.Constant))
            assert head.endswith("wrong_dog_"), f"unexpected computed reason {ast.unparse(first)}"
            keys = [prefix + head + kind for kind in cards.MESS_POINTS]
        else:
            raise AssertionError(f"reason not a literal: {ast.unparse(first)}")
        found.extend((k, params) for k in keys if k.startswith(f"{NAMESPACE}.error."))
    return found


def test_every_refusal_reason_has_a_text():
    reasons = raised_reasons()
    assert len({k for k, _ in reasons}) >= 20  # the parse really found the raises
    for key, params in reasons:
        assert_text(key, params)


def random_game_states(seed: int, n: int):
    """The states of one game played by a mover that likes paying for messes."""
    rng = random.Random(seed)
    events = RULES.start([Seat(f"p{i}") for i in range(n)], {}, rng)
    state = replay(RULES, events)
    pick = random.Random(seed + 1000)
    while not RULES.is_over(state):
        yield state, events
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        pays = [a for a in legal if a.kind == "pay"]
        action = pick.choice(pays) if pays and pick.random() < 0.8 else pick.choice(legal)
        new = RULES.decide(state, seat, action, rng)
        for event in new:
            RULES.evolve(state, event)
        events.extend(new)
    yield state, events


def test_refusals_met_in_play_have_texts():
    """Throw wrong moves at real positions: whatever reason comes back can be shown."""
    pick = random.Random(7)
    arity = {"clean": 1, "change_supply": 0, "recruit_discard": 1, "draw_deck": 0, "draw_supply": 1,
             "pay": 2, "cancel_payment": 0, "finish": 0, "discard": 1, "assign_wild": 2}
    seen = set()
    for seed in range(4):
        for i, (state, _) in enumerate(random_game_states(seed, 2 + seed % 4)):
            if i % 3:
                continue
            for seat in range(state.n):
                for kind, count in arity.items():
                    # card ids, mess ids and colours: mostly in range, sometimes not
                    args = tuple(pick.choice((pick.randrange(6), pick.randrange(-1, 65)))
                                 for _ in range(count))
                    try:
                        RULES.decide(state.clone(), seat, Action(kind, args), random.Random(0))
                    except IllegalAction as refusal:
                        if refusal.reason_key.startswith(f"{NAMESPACE}."):
                            assert_text(refusal.reason_key, refusal.params)
                            seen.add(refusal.reason_key)
    assert len(seen) >= 10


# -- log lines ------------------------------------------------------------------------------------

def describe_keys_in_source() -> set[str]:
    tree = ast.parse((ROOT / "dogtable/games/dogs_alone/describe.py").read_text(encoding="utf-8"))
    return {n.value for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str)
            and n.value.startswith(f"{NAMESPACE}.log.")}


def forfeited_draws_events():
    """A recruit turn where no dog is left anywhere: the remaining draws are lost."""
    state = replay(RULES, RULES.start([Seat("a"), Seat("b")], {}, random.Random(3)))
    spare = state.dog_deck + [c for c in state.dog_supply if c is not None] + state.discard
    state.hands[1].extend(spare)
    state.dog_deck, state.discard = [], []
    state.dog_supply = [None] * len(state.dog_supply)
    return RULES.decide(state, state.current, Action("finish"), random.Random(0))


def test_every_log_line_has_a_text_with_its_placeholders():
    emitted: set[str] = set()
    batches = [forfeited_draws_events()]
    for seed in range(10):
        *_, (state, events) = random_game_states(seed, 2 + seed % 4)
        batches.append(events)
    for events in batches:
        n = events[0]["players"] if events[0].kind == "GameStarted" else 2
        for event in events:
            for seat in [None, *range(n)]:
                for line in log_lines(RULES, event, seat):
                    assert_text(line.key, line.params)
                    emitted.add(line.key)
    in_source = describe_keys_in_source()
    assert len(in_source) >= 15
    assert in_source <= emitted, f"never emitted in these games: {sorted(in_source - emitted)}"
    for key in in_source:
        assert_text(key, {"player", "dog", "mess", "colour", "count", "pooled"})


# -- names -----------------------------------------------------------------------------------------

def test_every_component_has_a_name():
    for dog in range(cards.DOG_TYPES):
        assert_text(f"{NAMESPACE}.dog.{dog}")
    for mess in cards.MESS_IDS:
        assert_text(f"{NAMESPACE}.mess.{mess}")
    for colour in range(len(cards.COLOUR_KEYS)):
        assert_text(f"{NAMESPACE}.colour.{colour}")
    for symbol in cards.COLOUR_SYMBOLS.values():
        assert_text(f"{NAMESPACE}.symbol.{symbol}")
    for kind in cards.MESS_POINTS:
        assert_text(f"{NAMESPACE}.kind.{kind}", {"colour"})
        assert_text(f"{NAMESPACE}.tooltip.mess.{kind}", {"mess", "colour", "symbol"})
    assert_text(f"{NAMESPACE}.tooltip.dog", {"dog", "colour", "symbol"})
    assert_text(f"{NAMESPACE}.tooltip.mario")
    assert_text(f"{NAMESPACE}.title")


def test_names_are_distinct():
    for lang in LANGS:
        dogs = [TEXTS[lang][f"{NAMESPACE}.dog.{d}"] for d in range(cards.DOG_TYPES)]
        messes = [TEXTS[lang][f"{NAMESPACE}.mess.{m}"] for m in cards.MESS_IDS]
        assert len(set(dogs)) == len(dogs), f"{lang}: two dogs share a name"
        assert len(set(messes)) == len(messes), f"{lang}: two messes share a name"


def test_every_score_category_has_a_name():
    state = None
    for state, _ in random_game_states(1, 3):
        pass
    pad = RULES.score_pad(state)
    assert len(pad.categories) == 7
    for category in pad.categories:
        assert_text(f"{NAMESPACE}.score.{category}")
    assert_text(f"{NAMESPACE}.score.total")


def test_rulebook_names_and_titles():
    t = {lang: TEXTS[lang] for lang in LANGS}
    assert t["en"]["dogs_alone.title"] == "Dogs Alone"
    assert t["es"]["dogs_alone.title"] == "Doggy Style"
    for lang in LANGS:
        assert t[lang][f"dogs_alone.dog.{cards.MENTE_EN_BLANCO}"] == "Mente en Blanco"
        assert t[lang][f"dogs_alone.dog.{cards.COPI_COPI}"] == "Copi Copi"
    assert t["en"][f"dogs_alone.mess.{cards.ATE_THE_CURTAINS}"] == "They ate the curtains"
    assert t["es"][f"dogs_alone.mess.{cards.ATE_THE_CURTAINS}"] == "Se comieron las cortinas"
    assert t["en"][f"dogs_alone.mess.{cards.SMOKED_CIGARS}"] == "They smoked some cigars"
    assert t["es"][f"dogs_alone.mess.{cards.SMOKED_CIGARS}"] == "Se fumaron unos puros"
    assert t["es"]["dogs_alone.colour.4"] == "Comodín"


# -- the rules reference -------------------------------------------------------------------------

def rule_sections(lang: str) -> list[str]:
    numbers = sorted(int(m.group(1)) for k in TEXTS[lang]
                     if (m := re.fullmatch(r"dogs_alone\.rules\.s(\d+)\.title", k)))
    return [f"s{i}" for i in numbers]


def test_rules_reference_is_complete():
    sections = rule_sections("en")
    assert len(sections) >= 8
    assert sections == [f"s{i}" for i in range(1, len(sections) + 1)], "sections must be numbered 1..N"
    for s in sections:
        assert_text(f"{NAMESPACE}.rules.{s}.title")
        assert_text(f"{NAMESPACE}.rules.{s}.body")


@pytest.mark.parametrize("term", ["Parranda", "Ordenar", "Reclutar", "reserva de perros",
                                  "suministro", "Comodín", "mazo", "descarte"])
def test_spanish_uses_the_doggy_style_terms(term):
    body = " ".join(v for k, v in TEXTS["es"].items() if k.startswith("dogs_alone.rules."))
    assert term in body
