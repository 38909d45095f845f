"""The Dodgy Dogs status panel says how to do what may be done now (issue 13, item 6): it
never says "drag a raised card" when no card can be laid."""
from dogtable import i18n
from dogtable.core.rules import Action
from dogtable.games.dodgy_dogs.view.texts import status_lines

VIEW = {"phase": "play", "current": 0, "players": 3, "round": 1, "rounds": 5, "draws": 0,
        "discard": [0], "hand_counts": [3, 3, 3], "hands": [[1, 2, 3], None, None]}


def hows(legal, **changes):
    view = dict(VIEW, **changes)
    return [text for text, style in status_lines(view, legal, True, i18n.t, lambda s: f"P{s}")
            if style == "how" and not text.startswith(i18n.t("dodgy_dogs.table.next", name="")[:4])]


def test_the_how_line_follows_what_is_legal():
    i18n.set_language("en")
    lay = i18n.t("dodgy_dogs.how.play")
    assert lay in hows([Action("play", (1,))])
    assert lay not in hows([Action("draw")])
    assert i18n.t("dodgy_dogs.how.draw") in hows([Action("draw")])
    assert lay not in hows([Action("pass")], draws=3)
    assert i18n.t("dodgy_dogs.how.pass") in hows([Action("pass")], draws=3)
    assert i18n.t("dodgy_dogs.how.pickup_only") in hows([Action("pick_up")], phase="pickup", pickup=2)
    assert i18n.t("dodgy_dogs.how.pickup") in hows([Action("play", (58,)), Action("pick_up")],
                                                  phase="pickup", pickup=2)
