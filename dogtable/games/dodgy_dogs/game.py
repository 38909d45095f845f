"""Dodgy Dogs: the game's declaration, read by dogtable/core/registry.py."""
from dogtable.core.declaration import GameDeclaration, LessonDeal

_HERE = "dogtable.games.dodgy_dogs"

GAME = GameDeclaration(
    game_id="dodgy_dogs",
    players=(2, 8),
    rules_path=f"{_HERE}.rules:DodgyDogsRules",
    agent_path=f"{_HERE}.ai_levels:make_agent",
    view_path=f"{_HERE}.view:DodgyDogsView",
    minutes=(20, 30),
    # its rulebook names no designer or publisher: we credit the game by its name only
    credits=("credit",),
    hard_playouts=((2, 1024), (3, 512), (4, 512), (5, 256), (6, 256), (7, 192), (8, 192)),
    # three players: with two, the other player always takes the Crafty Cat, no race is run
    lesson=LessonDeal(seed=6, players=3, note="match@1, cat@3, wild@5, pickup@7, draw@12, "
                                              "leader@18, whisperer@23 (7 learner turns)"),
    topics=("match", "draw", "leader", "whisperer", "wild", "pickup", "cat", "end"),
    required_topics=("match", "draw", "leader", "whisperer", "wild", "pickup", "cat"),
    teaching_path=f"{_HERE}.teaching",
    why_path=f"{_HERE}.why",
    log_words_path=f"{_HERE}.words:resolve_log_params",
    round_summary_path=f"{_HERE}.summary:round_summary",
    round_break_path=f"{_HERE}.summary:round_break",
    # no Undo: every step reveals a card or passes the turn (the engine's barriers)
    offers_undo=False,
    secrets_path=f"{_HERE}.secrets:DodgyDogsSecrets",
)
