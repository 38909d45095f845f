"""The shared event and view checks every game's secrets adapter uses (core/secrets.py): they
must catch an unclassified event or field, an id that was never public, and a game's own secret
kinds."""
from __future__ import annotations

from dogtable.core.events import Event
from dogtable.core.secrets import classified_event_leaks, classified_view_leaks

FIELDS = {"draw": {"seat": "plain", "card": "card", "whisper": "whisper"}}


def check(event, before=frozenset({1}), after=frozenset({2}), other=None):
    return classified_event_leaks(event, FIELDS, "here.py", ("card",), {"card": set(before)},
                                  {"card": set(after)}, other)


def test_ids_public_before_or_after_pass_and_others_are_named():
    assert check(Event("draw", {"seat": 0, "card": [1, [2]]})) == []
    assert check(Event("draw", {"seat": 0, "card": [1, 7]})) == \
        ["draw.card names hidden card ids [7]"]


def test_unclassified_kinds_and_fields_fail():
    assert check(Event("shuffle", {})) == ["event kind 'shuffle' is not classified in here.py"]
    assert check(Event("draw", {"seat": 0, "extra": 3})) == \
        ["draw.extra is not classified in here.py"]


def test_a_game_s_own_secret_kind_is_judged_by_its_check():
    def whisper(kind, value):
        return "whisper heard" if kind == "whisper" and value is not None else None

    assert check(Event("draw", {"seat": 0, "whisper": None}), other=whisper) == []
    assert check(Event("draw", {"seat": 0, "whisper": "bark"}), other=whisper) == ["whisper heard"]


VIEW_FIELDS = {"hand": "card", "turn": "plain", "whisper": "whisper"}


def view_check(view, public=frozenset({1, 2}), other=None):
    return classified_view_leaks(view, VIEW_FIELDS, "here.py", ("card",), {"card": set(public)},
                                 other)


def test_a_view_names_only_public_ids():
    assert view_check({"hand": [1, [2]], "turn": 5}) == []
    assert view_check({"hand": [1, 9, 8]}) == ["view field 'hand' shows hidden card ids [8, 9]"]


def test_an_unclassified_view_field_fails():
    assert view_check({"hand": [], "peek": 3}) == ["view field 'peek' is not classified in here.py"]


def test_a_view_s_own_secret_kind_is_judged_by_its_check():
    def whisper(key, kind, value):
        return [f"{key} heard"] if kind == "whisper" and value is not None else []

    assert view_check({"whisper": None}, other=whisper) == []
    assert view_check({"whisper": "bark"}, other=whisper) == ["whisper heard"]
