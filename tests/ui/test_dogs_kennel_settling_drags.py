"""Moving a dog between one's own pens while settling.  Seen in the real window (pt,
1280x720): a dog that had already moved this turn, dragged to another pen, was taken for a
click on its pen, and the table answered "Now settle your dogs in the pens".  The drag now
reaches the engine as the move it meant, and its reason is the answer."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from dogtable import i18n

from board_kit import HeadlessContext, attach, drag, new_session, play_until, point_of, screen  # noqa: F401


def _locked_dog_in_a_pen(session, seat, legal):
    st = session.state
    return (st.phase == "arrange" and st.built[seat] >= 2
            and any(t in st.locked for p in st.pens[seat][:st.built[seat]] for t in p))


def test_dragging_a_dog_that_already_moved_says_so(screen):
    session, seat = play_until(lambda seed: new_session("dogs_kennel", 4, seed), _locked_dog_in_a_pen)
    st = session.state
    pen, dog = next((p, t) for p, dogs in enumerate(st.pens[seat][:st.built[seat]])
                    for t in dogs if t in st.locked)
    other = next(p for p in range(st.built[seat]) if p != pen)
    ctx, view = attach(session, viewer=seat, size=(1000, 666))
    shown = []
    ctx.show_message = shown.append
    before = session.state.pens[seat]
    drag(view, point_of(view, f"dog:{dog}"), point_of(view, f"pen:{seat}:{other}"))
    assert session.state.pens[seat] == before        # nothing moved
    assert shown == [i18n.t("dogs_kennel.error.already_moved")], shown
