"""A turn: retrieving with a trick under the Watch Dog, where taken cards go, the Fetch card,
refilling the grid, the End Game card and the end of the game."""
from __future__ import annotations

from dogtable.games.dog_lover import cards as C
from dogtable.games.dog_lover import rules as dl

from dl_positions import (
    CANNED, DRY, END_GAME, FETCH, FRISBEE, SCRAPS, WILD, A, RULES, act, adoption, bone, dog,
    food, kinds, legal, only, position, refused, retrieve_cells, starting, thing, trait, trick,
    training, walk,
)


def grid_of(**cells):
    """A 9-cell grid from cell=card keywords c0..c8; other cells get filler cards later."""
    return [cells.get(f"c{i}") for i in range(9)]


FILLER = [food(SCRAPS, 1, i) for i in range(6)] + [adoption(5)] + [adoption(i) for i in range(4)] + \
    [training(i) for i in range(4)]


def full_grid(**cells):
    grid = grid_of(**cells)
    spare = [c for c in FILLER if c not in grid]
    return [c if c is not None else spare.pop(0) for c in grid]


# -- the rulebook's trick and Watch Dog example ---------------------------------------------------

def test_micah_uses_sit_under_the_watch_dog_and_moves_it_to_the_top_of_the_middle_column():
    annabelle, dry, adopt = dog("Annabelle"), food(DRY), adoption(0)
    grid = full_grid(c0=annabelle, c1=dry, c4=adopt)
    state = position(n=2, grid=grid, watchdog=1, tricks=[[starting(0), trick("Sit")], [starting(1)]],
                     deck_top=[training(5), training(6), training(7)])
    # the Watch Dog guards the middle row: Sit laid so that two cards come from it is refused
    two_in_middle = retrieve_cells(state, 0, trick("Sit"), {3, 4, 7})
    assert refused(state, 0, *([two_in_middle.kind] + list(two_in_middle.args))) == \
        "dog_lover.error.watch_dog"
    sit = retrieve_cells(state, 0, trick("Sit"), {0, 1, 4}, line=4)
    events = act(state, 0, sit.kind, *sit.args)
    assert state.dogs[0] == [annabelle]                 # Annabelle in front of him
    assert state.cubes[0] == [0, 1, 0, 0] and dry in state.discard   # a tan cube
    assert state.hands[0] == [adopt]                    # the Adoption in hand
    assert state.watchdog == 4                          # top of the middle column
    assert kinds(events)[-1] == "DlWatchDogMoved"
    act(state, 0, "end_turn")
    # the empty spaces fill left to right, top to bottom
    assert state.grid[0] == training(5) and state.grid[1] == training(6) and state.grid[4] == training(7)
    assert state.current == 1


def test_the_watch_dog_line_allows_one_card_only():
    state = position(n=2, grid=full_grid(), watchdog=0)
    actions = [a for a in legal(state) if a.kind == "retrieve"]
    assert actions
    watched = set(C.line_cells(0))
    for a in actions:
        shape = C.trick_shape(a.args[0], a.args[0] in state.special)
        p = next(p for p in C.placements(shape) if (p.rotation, p.row, p.col) == a.args[1:])
        assert sum(c in watched for c in p.cells) <= 1
    top_row = retrieve_cells(state, 0, starting(0), set(C.line_cells(0)))
    assert top_row not in actions


def test_a_free_star_lets_the_player_place_the_watch_dog():
    state = position(n=4, grid=full_grid(), watchdog=4, tricks=[[starting(0), trick("Roll Over")]])
    roll = next(a for a in legal(state) if a.kind == "retrieve" and a.args[0] == trick("Roll Over"))
    act(state, 0, *([roll.kind] + list(roll.args)))
    assert state.phase == dl.WATCH and state.retrieved
    assert legal(state) == [A("place_watchdog", line) for line in range(6)]
    act(state, 0, "place_watchdog", 2)
    assert state.watchdog == 2 and state.phase == dl.TURN


def test_one_retrieval_per_turn_and_it_must_happen_before_the_end():
    state = position(n=2, grid=full_grid(), watchdog=0)
    assert refused(state, 0, "end_turn") == "dog_lover.error.retrieve_first"
    row = retrieve_cells(state, 0, starting(0), set(C.line_cells(2)))
    act(state, 0, row.kind, *row.args)
    assert refused(state, 0, row.kind, *row.args) == "dog_lover.error.already_retrieved"
    assert refused(state, 1, "end_turn") == "error.not_your_turn"


def test_a_trick_you_do_not_own_is_refused():
    state = position(n=2, grid=full_grid(), watchdog=0)
    assert refused(state, 0, "retrieve", trick("Sit"), 0, 0, 0) == "dog_lover.error.not_your_trick"
    assert refused(state, 0, "retrieve", starting(0), 0, 5, 0) == "dog_lover.error.bad_placement"


# -- where taken cards go ---------------------------------------------------------------------------

def test_taken_cards_go_where_their_kind_goes():
    grid = full_grid(c6=walk(0), c7=trait("Lap Dog"), c8=thing(FRISBEE))
    state = position(n=2, grid=grid, watchdog=0, dogs=[[dog("Taco")]])
    row = retrieve_cells(state, 0, starting(0), {6, 7, 8})
    events = act(state, 0, row.kind, *row.args)
    assert [e["to"] for e in only(events, "DlCardTaken")] == ["pending", "pending", "hand"]
    assert state.pending == [walk(0), trait("Lap Dog")] and state.hands[0] == [thing(FRISBEE)]
    # the walk and the trait must be dealt with before the turn ends
    assert refused(state, 0, "end_turn") == "dog_lover.error.trait_pending"


def test_food_cards_become_cubes_and_double_and_wild_cards_give_their_cubes():
    grid = full_grid(c0=food(SCRAPS, 2), c1=food(WILD), c2=food(CANNED))
    state = position(n=2, grid=grid, watchdog=5)
    row = retrieve_cells(state, 0, starting(0), {0, 1, 2})
    act(state, 0, row.kind, *row.args)
    assert state.cubes[0] == [2, 0, 1, 1]
    assert state.supply == [18, 20, 14, 4]


def test_food_cubes_run_out():
    grid = full_grid(c0=food(WILD), c1=food(WILD, 1, 1))
    state = position(n=2, grid=grid, watchdog=5, cubes=[[0, 0, 0, 4], [0, 0, 0, 0]])
    row = retrieve_cells(state, 0, starting(0), {0, 1, 2})
    events = act(state, 0, row.kind, *row.args)
    gained = [e["count"] for e in only(events, "DlFoodGained") if e["colour"] == 3]
    assert gained == [1, 0] and state.cubes[0][3] == 5 and state.supply[3] == 0


# -- the Fetch card ---------------------------------------------------------------------------------

def test_fetch_swaps_with_any_grid_card_ignoring_the_watch_dog_and_stays_in_the_grid():
    grid = full_grid(c3=training(0), c4=dog("Joey"))
    state = position(n=2, grid=grid, watchdog=1, fetch_holder=0)
    row = retrieve_cells(state, 0, starting(0), {3, 4, 5})
    assert refused(state, 0, row.kind, *row.args) == "dog_lover.error.watch_dog"
    act(state, 0, "fetch", 4)
    assert state.dogs[0] == [dog("Joey")] and state.grid[4] == FETCH
    assert state.fetch_holder is None
    assert refused(state, 0, "fetch", 3) == "dog_lover.error.no_fetch"
    # later, the Fetch in the grid is taken like any card
    state.current = 1
    state.retrieved = state.fetch_used = False      # what the next turn's start does
    middle_col = retrieve_cells(state, 1, starting(1), {1, 4, 7})
    act(state, 1, middle_col.kind, *middle_col.args)
    assert state.fetch_holder == 1
    # (this test once expected the Fetch just taken to be refused until a later turn; see
    # test_a_fetch_taken_with_a_trick_may_be_played_the_same_turn)
    assert any(a.kind == "fetch" for a in legal(state))


def test_a_fetch_taken_with_a_trick_may_be_played_the_same_turn():
    # "Each time it is taken, it remains face up in that player's play area until they decide
    # to play it" and "Like all cards that you play, this can be done before or after retrieving
    # cards from the grid" (rulebook, lines 219-221): nothing keeps it for a later turn.
    grid = full_grid(c0=FETCH, c8=training(0))
    state = position(n=2, grid=grid, watchdog=5, fetch_holder=None)
    top_row = retrieve_cells(state, 0, starting(0), {0, 1, 2})
    act(state, 0, top_row.kind, *top_row.args)
    assert state.fetch_holder == 0
    assert A("fetch", 8) in legal(state)
    act(state, 0, "fetch", 8)
    assert training(0) in state.hands[0] and state.grid[8] == FETCH and state.fetch_holder is None
    # played, it lies in the grid until a later turn: once per turn
    assert not any(a.kind == "fetch" for a in legal(state))
    assert refused(state, 0, "fetch", 3) == "dog_lover.error.no_fetch"


def test_fetch_can_be_played_before_retrieving_and_only_once():
    state = position(n=2, grid=full_grid(c0=bone(0)), watchdog=0, fetch_holder=0)
    act(state, 0, "fetch", 0)
    assert state.hands[0] == [bone(0)] and state.grid[0] == FETCH
    assert not any(a.kind == "fetch" for a in legal(state))


def test_the_fetch_left_in_the_grid_waits_for_a_future_turn_even_for_its_player():
    # "it can be taken like any other card in the grid by any player on a future turn"
    state = position(n=2, grid=full_grid(c4=training(0)), watchdog=0, fetch_holder=0)
    act(state, 0, "fetch", 4)
    middle_row = retrieve_cells(state, 0, starting(0), {3, 4, 5})
    assert refused(state, 0, middle_row.kind, *middle_row.args) == "dog_lover.error.fetch_just_placed"
    # every placement of every trick that is offered leaves the Fetch where it is
    for action in legal(state):
        if action.kind == "retrieve":
            assert 4 not in retrieve_cells_of(state, action)
    bottom_row = retrieve_cells(state, 0, starting(0), {6, 7, 8})
    act(state, 0, bottom_row.kind, *bottom_row.args)
    act(state, 0, "end_turn")
    assert state.grid[4] == FETCH
    # on the next turn the other player may take it
    middle_row = retrieve_cells(state, 1, starting(1), {3, 4, 5})
    if state.watchdog in (3, 4, 5) or middle_row not in legal(state):
        middle_col = retrieve_cells(state, 1, starting(1), {1, 4, 7})
        act(state, 1, middle_col.kind, *middle_col.args)
    else:
        act(state, 1, middle_row.kind, *middle_row.args)
    assert state.fetch_holder == 1


def retrieve_cells_of(state, action) -> set[int]:
    shape = C.trick_shape(action.args[0], action.args[0] in state.special)
    return next(set(p.cells) for p in C.placements(shape)
                if (p.rotation, p.row, p.col) == tuple(action.args[1:]))


# -- refilling, the End Game card, the end ----------------------------------------------------------

def test_the_end_game_card_is_discarded_and_the_round_finishes():
    state = position(n=3, current=1, first=0, grid=full_grid(), watchdog=0,
                     deck_top=[training(5), END_GAME, training(6), training(7)])
    row = retrieve_cells(state, 1, starting(1), {6, 7, 8})
    act(state, 1, row.kind, *row.args)
    events = act(state, 1, "end_turn")
    assert only(events, "DlGridRefilled")[0]["drawn"] == [training(5), END_GAME, training(6), training(7)]
    assert state.grid[6:] == [training(5), training(6), training(7)]
    assert END_GAME in state.discard and state.last_round
    assert state.current == 2 and not RULES.is_over(state)
    row = retrieve_cells(state, 2, starting(2), {0, 1, 2})   # the Watch Dog now guards row 3
    act(state, 2, row.kind, *row.args)
    events = act(state, 2, "end_turn")
    assert kinds(events)[-1] == "DlGameEnded"       # everyone has had the same number of turns
    assert RULES.is_over(state) and RULES.to_act(state) == [] and legal(state, 0) == []


def test_the_end_game_card_on_the_last_players_refill_ends_the_game_at_once():
    state = position(n=2, current=1, first=0, grid=full_grid(), watchdog=0,
                     deck_top=[END_GAME])
    row = retrieve_cells(state, 1, starting(1), {6, 7, 8})
    act(state, 1, row.kind, *row.args)
    events = act(state, 1, "end_turn")
    assert kinds(events)[-2:] == ["DlGridRefilled", "DlGameEnded"]
    assert state.hands[1] and only(events, "DlGameEnded")[0]["hands"] == [[], sorted(state.hands[1])]
    assert RULES.view(state, 0)["hands"][1] == state.hands[1]   # hands are shown at the end


def test_turns_go_clockwise_and_rounds_count_from_the_starting_player():
    state = position(n=3, current=2, first=1, grid=full_grid(), watchdog=0, round_no=1)
    row = retrieve_cells(state, 2, starting(2), {6, 7, 8})
    act(state, 2, row.kind, *row.args)
    act(state, 2, "end_turn")
    assert state.current == 0 and state.round == 1
    row = retrieve_cells(state, 0, starting(0), {0, 1, 2})
    act(state, 0, row.kind, *row.args)
    act(state, 0, "end_turn")
    assert state.current == 1 and state.round == 2


def test_a_player_whose_tricks_fit_nowhere_may_end_the_turn_without_cards():
    grid = full_grid()
    state = position(n=4, grid=grid, watchdog=1, tricks=[[trick("Play Dead")]])
    assert not any(a.kind == "retrieve" for a in legal(state))
    assert A("end_turn") in legal(state)
    act(state, 0, "end_turn")
    assert state.current == 1
