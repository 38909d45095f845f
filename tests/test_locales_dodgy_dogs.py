"""The Dodgy Dogs texts (locales/dodgy_dogs.<lang>.json) cover everything the game can say.

Every refusal reason the rules package gives, every log line describe() emits (with the parameters it
really passes), every behaviour, size, breed, card and score category, every text the board
asks for, the slap-race and round-summary texts and the rules reference have a text in en, es
and pt, and a key has the same placeholders in the three languages.
"""
from __future__ import annotations

import ast
from pathlib import Path
import random
import re

import pytest

from dogtable.core.rules import Action, IllegalAction, Seat, replay
from dogtable.games.dodgy_dogs import cards, rules as dd

from locale_kit import LANGS, ROOT, assert_texts, forms, load_texts, placeholders

NAMESPACE = "dodgy_dogs"
RULES = dd.DodgyDogsRules()
TEXTS = load_texts(NAMESPACE)


def assert_text(key: str, params=()) -> None:
    """``key`` has a non-empty text in every language using only ``params``."""
    assert_texts(TEXTS, key, params)


def test_the_app_reads_the_files():
    from dogtable import i18n
    i18n.reload()
    assert i18n.t("dodgy_dogs.title") == "Dodgy Dogs"
    assert i18n.t("dodgy_dogs.card.pickup", count=4) == "Pick Up Puppies +4"


# -- refusal reasons ---------------------------------------------------------------------------

def raised_reasons() -> list[tuple[str, set[str]]]:
    """(key, keyword names) of every IllegalAction(...) and refuse(...) (a key under
    dodgy_dogs.error.) in the rules package whose key is ours."""
    found = []
    for path in sorted((ROOT / "dogtable/games/dodgy_dogs/rules").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            name = getattr(node.func, "id", None) if isinstance(node, ast.Call) else None
            if name not in ("IllegalAction", "refuse"):
                continue
            first = node.args[0]
            assert isinstance(first, ast.Constant), f"reason not a literal: {ast.unparse(first)}"
            key = (f"{NAMESPACE}.error." if name == "refuse" else "") + first.value
            if key.startswith(f"{NAMESPACE}.error."):
                found.append((key, {kw.arg for kw in node.keywords}))
    return found


def test_every_refusal_reason_has_a_text():
    reasons = raised_reasons()
    assert len({k for k, _ in reasons}) >= 20  # the parse really found the raises
    for key, params in reasons:
        assert_text(key, params)


def random_game(seed: int, n: int):
    """The states (and the events so far) of one game played at random; slap races are
    settled at random too."""
    rng = random.Random(seed)
    events = RULES.start([Seat(f"p{i}") for i in range(n)], {"first_player": 0}, rng)
    state = replay(RULES, events)
    pick = random.Random(seed + 1000)
    while not RULES.is_over(state):
        yield state, events
        to_act = RULES.to_act(state)
        seat = to_act[0] if to_act else None
        legal = RULES.legal_actions(state, seat)
        action = pick.choice(legal)
        new = RULES.decide(state, seat, action, rng)
        for event in new:
            RULES.evolve(state, event)
        events.extend(new)
    yield state, events


ARITY = {"play": 1, "play_all": 1, "play_leader": 2, "play_wild": 2, "draw": 0, "pass": 0,
         "pick_up": 0, "whisper": 1, "guess": 1}


def test_refusals_met_in_play_have_texts():
    """Throw wrong moves at real positions: whatever reason comes back can be shown."""
    pick = random.Random(7)
    seen = set()
    for seed in range(3):
        for i, (state, _) in enumerate(random_game(seed, 2 + 3 * seed)):
            if i % 4:
                continue
            for seat in range(state.n):
                hand = state.hands[seat]
                for kind_, count in ARITY.items():
                    args = tuple(pick.choice((pick.choice(hand) if hand else 0, pick.randrange(-2, 8),
                                              pick.choice((1, -1)))) for _ in range(count))
                    try:
                        RULES.decide(state.clone(), seat, Action(kind_, args), random.Random(0))
                    except IllegalAction as refusal:
                        if refusal.reason_key.startswith(f"{NAMESPACE}."):
                            assert_text(refusal.reason_key, refusal.params)
                            seen.add(refusal.reason_key)
    assert len(seen) >= 12, sorted(seen)


# -- log lines ------------------------------------------------------------------------------------

def describe_keys_in_source() -> set[str]:
    tree = ast.parse((ROOT / "dogtable/games/dodgy_dogs/describe.py").read_text(encoding="utf-8"))
    return {n.value for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str)
            and n.value.startswith(f"{NAMESPACE}.log.")}


def test_every_log_line_has_a_text_with_its_placeholders():
    emitted: set[str] = set()
    for seed in range(8):
        *_, (state, events) = random_game(seed, 2 + seed % 7)
        n = state.n
        for event in events:
            for seat in [None, *range(n)]:
                line = RULES.describe(event, seat)
                if line is None:
                    continue
                assert_text(line.key, line.params)
                emitted.add(line.key)
    in_source = describe_keys_in_source()
    assert len(in_source) >= 20
    rare = {"dodgy_dogs.log.round_blocked", "dodgy_dogs.log.stock_renewed"}
    assert in_source - rare <= emitted, f"never emitted in these games: {sorted(in_source - emitted)}"
    for key in in_source:
        assert_text(key, {"player", "card", "cards", "count", "round", "behaviour", "target"})


# -- names -----------------------------------------------------------------------------------------

def test_every_component_has_a_name():
    for b in range(len(cards.BEHAVIOURS)):
        assert_text(f"{NAMESPACE}.behaviour.{b}")
    for s in range(len(cards.SIZES)):
        assert_text(f"{NAMESPACE}.size.{s}")
    for breed in range(cards.BREEDS):
        assert_text(f"{NAMESPACE}.breed.{breed}")
    assert_text(f"{NAMESPACE}.card.dog", {"size", "behaviour", "breed"})
    assert_text(f"{NAMESPACE}.card.leader", {"size"})
    assert_text(f"{NAMESPACE}.card.pickup", {"count"})
    for k in ("whisperer", "wild", "cat", "leader_short", "pickup_short"):
        assert_text(f"{NAMESPACE}.card.{k}")
    assert_text(f"{NAMESPACE}.tip.dog", {"size", "behaviour"})
    assert_text(f"{NAMESPACE}.tip.leader", {"size"})
    assert_text(f"{NAMESPACE}.tip.pickup", {"count"})
    for k in ("whisperer", "wild", "cat"):
        assert_text(f"{NAMESPACE}.tip.{k}")
    assert_text(f"{NAMESPACE}.title")


def test_names_are_distinct():
    for lang in LANGS:
        for group, count in (("behaviour", 6), ("size", 4), ("breed", cards.BREEDS)):
            names = [TEXTS[lang][f"{NAMESPACE}.{group}.{i}"] for i in range(count)]
            assert len(set(names)) == count, f"{lang}: two {group} names are the same"


def test_every_card_has_a_distinct_full_name():
    from dogtable import i18n
    from dogtable.games.dodgy_dogs.view import card_name

    for lang in LANGS:
        i18n.set_language(lang)
        try:
            names = {}
            for c in range(cards.PACK):
                name = card_name(c, i18n.t)
                assert "%{" not in name and "dodgy_dogs" not in name, name
                names.setdefault(name, []).append(c)
            for name, ids in names.items():
                # the two copies of a dodgy dog, and the three "pick up 2", share a name
                assert len(ids) <= 3, (lang, name, ids)
        finally:
            i18n.set_language("en")


def test_every_score_category_has_a_name():
    *_, (state, _) = random_game(1, 3)
    pad = RULES.score_pad(state)
    assert len(pad.categories) == 5
    for category in pad.categories:
        assert_text(f"{NAMESPACE}.score.{category}")
    assert_text(f"{NAMESPACE}.score.total")


def test_titles():
    assert TEXTS["en"]["dodgy_dogs.title"] == "Dodgy Dogs"
    assert TEXTS["es"]["dodgy_dogs.title"] != "Dodgy Dogs"
    assert TEXTS["pt"]["dodgy_dogs.title"] != "Dodgy Dogs"


# -- what the board and the table scene ask for ------------------------------------------------------

def keys_used_by_the_board() -> set[str]:
    game = ROOT / "dogtable/games/dodgy_dogs"
    board_files = sorted(game.glob("view.py")) + sorted(game.glob("view_*.py")) + sorted(game.glob("view/*.py"))
    source = "\n".join(path.read_text(encoding="utf-8") for path in board_files)
    keys = set(re.findall(r'"(dodgy_dogs\.[a-z_.0-9]+[a-z0-9_])"', source))
    # f-string keys: dodgy_dogs.how.<phase>, dodgy_dogs.card.<kind>, dodgy_dogs.tip.<kind>
    for phase in ("play", "pickup", "respond", "reveal"):
        keys.add(f"dodgy_dogs.how.{phase}")
    for k in ("whisperer", "wild", "cat"):
        keys.update({f"dodgy_dogs.card.{k}", f"dodgy_dogs.tip.{k}"})
    for k in ("play", "draw", "pass", "pick_up", "whisper", "guess"):
        keys.add(f"dodgy_dogs.action.{k}")
    return keys


def test_every_text_the_board_asks_for_exists():
    used = keys_used_by_the_board()
    assert len(used) >= 50
    missing = [k for k in used if k not in TEXTS["en"]]
    assert not missing, missing


@pytest.mark.parametrize("key,params", [
    ("slap.title", ()), ("slap.played", ("player",)), ("slap.press", ("player", "key")),
    ("slap.countdown", ("seconds",)), ("slap.slapped", ("player",)), ("slap.took", ("player",)),
    ("slap.reaching", ("player",)), ("slap.too_late", ()),
    ("summary.title", ("round", "rounds")), ("summary.winner", ("player",)), ("summary.blocked", ()),
    ("summary.player", ()), ("summary.left", ()), ("summary.cats", ()), ("summary.round_points", ()),
    ("summary.total", ()), ("summary.hand", ("dogs", "specials", "wilds")), ("summary.next", ("round",)),
    ("summary.final", ()), ("summary.leader", ("player", "count")),
    ("summary.game_winner", ("player", "count")), ("summary.shared", ("players", "count")),
    ("summary.leaders", ("players", "count")),
])
def test_slap_race_and_round_summary_texts(key, params):
    assert_text(f"{NAMESPACE}.{key}", params)
    for lang in LANGS:
        for text in forms(TEXTS[lang][f"{NAMESPACE}.{key}"]):
            assert placeholders(text) == set(params), (lang, text)


# -- the rules reference -------------------------------------------------------------------------

def rule_sections(lang: str) -> list[str]:
    numbers = sorted(int(m.group(1)) for k in TEXTS[lang]
                     if (m := re.fullmatch(r"dodgy_dogs\.rules\.s(\d+)\.title", k)))
    return [f"s{i}" for i in numbers]


def test_rules_reference_is_complete():
    sections = rule_sections("en")
    assert len(sections) >= 8
    assert sections == [f"s{i}" for i in range(1, len(sections) + 1)], "sections must be numbered 1..N"
    for s in sections:
        assert_text(f"{NAMESPACE}.rules.{s}.title")
        assert_text(f"{NAMESPACE}.rules.{s}.body")


def test_rules_reference_covers_every_card_and_our_rulings():
    for lang in LANGS:
        body = " ".join(v for k, v in TEXTS[lang].items() if k.startswith("dodgy_dogs.rules."))
        for key in ("card.leader_short", "card.whisperer", "card.wild", "card.pickup_short", "card.cat"):
            assert TEXTS[lang][f"dodgy_dogs.{key}"] in body, (lang, key)
        for number in ("61", "7", "+10", "-1", "-5", "-10", "3"):
            assert number in body, (lang, number)


def test_rules_reference_is_in_our_own_words():
    """No sentence of the rulebook is copied: no run of 8 words appears in both."""
    book = (Path("/work/shared/rulebooks/dodgy-dogs.en.txt"))
    if not book.exists():
        pytest.skip("the rulebook is not on this machine")
    words = re.findall(r"[a-z']+", book.read_text(encoding="utf-8").lower())
    runs = {tuple(words[i:i + 8]) for i in range(len(words) - 7)}
    ours = re.findall(r"[a-z']+", " ".join(v for k, v in TEXTS["en"].items()
                                            if k.startswith("dodgy_dogs.rules.")).lower())
    copied = [" ".join(ours[i:i + 8]) for i in range(len(ours) - 7) if tuple(ours[i:i + 8]) in runs]
    assert not copied, copied
