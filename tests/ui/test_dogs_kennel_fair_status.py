"""At the Dog Fair the how-to line says what can be done there.  Seen in the real window (es,
1024x600, two players): with no dog to sell and too little money to buy, the line still said
"Sell, buy or trade with the buttons below" over a panel whose only button was End turn; and
(en, 1920x1080) after selling, "a Fair dog costs $2" to a player holding $6: the line says
the visit's one deal is made."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from dogtable import i18n

from board_kit import attach, new_session, play_until, screen  # noqa: F401

DEALS = ("sell", "buy_dog", "trade")


def _at_the_fair(deals_open, dealt):
    def want(session, seat, legal):
        st = session.state
        return (st.phase == "box" and st.visit == 4 and bool(st.uses) == dealt and not st.loose[seat]
                and any(a.kind in DEALS for a in legal) == deals_open)   # (a dog bought waits first: test_dogs_kennel_vet_refusal.py)
    return want


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_the_fairs_how_to_matches_the_deals_open(screen, lang):
    i18n.set_language(lang)
    try:
        for deals_open, dealt in ((False, False), (False, True), (True, False)):
            session, seat = play_until(lambda seed: new_session("dogs_kennel", 2, seed),
                                       _at_the_fair(deals_open, dealt), seeds=range(1, 120))
            _ctx, view = attach(session, viewer=seat, size=(736, 545))
            view.draw(screen)
            view.status_lines()
            how = sorted(view.status.keep)   # the line the panel keeps to the last
            buttons = [b.id for b in view.buttons.specs]
            assert len(how) == 1
            if deals_open:
                assert how[0] == i18n.t("dogs_kennel.board.how.box_4")
                assert any(b in buttons for b in ("btn:sell", "btn:buy_dog", "btn:trade")), buttons
            elif session.state.uses:   # the visit's one deal is made
                assert how[0] == i18n.t("dogs_kennel.board.how.box_4_done")
            else:
                assert how[0] == i18n.t("dogs_kennel.board.how.box_4_none",
                                        price=session.state.fair_price())
                assert f"${session.state.fair_price()}" in how[0]
                assert not any(b in buttons for b in ("btn:sell", "btn:buy_dog", "btn:trade")), buttons
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_the_vets_how_to_says_when_there_is_no_sick_dog(screen, lang):
    """Seen at 1920x1080 (en): at the Veterinarian with an empty infirmary the line still said
    "Click a sick dog to cure it"."""
    i18n.set_language(lang)
    try:
        for sick in (False, True):
            def want(session, seat, legal, sick=sick):
                st = session.state
                return st.phase == "box" and st.visit == 3 and bool(st.infirmary[seat]) == sick
            session, seat = play_until(lambda seed: new_session("dogs_kennel", 2, seed), want,
                                       seeds=range(1, 120))
            _ctx, view = attach(session, viewer=seat, size=(1000, 666))
            view.draw(screen)
            view.status_lines()
            key = "box_3" if sick else "box_3_none"
            assert view.status.keep == {i18n.t(f"dogs_kennel.board.how.{key}")}
    finally:
        i18n.set_language("en")
