"""The shared event check every game's secrets adapter uses (core/secrets.py): it must catch
an unclassified event or field, an id that was never public, and a game's own secret kinds."""
from __future__ import annotations

from dogtable.core.events import Event
from dogtable.core.secrets import classified_event_leaks

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
