"""Dogs Alone (Doggy Style): the game's declaration, read by dogtable/core/registry.py."""
from dogtable.core.declaration import GameDeclaration, LessonDeal

_HERE = "dogtable.games.dogs_alone"

GAME = GameDeclaration(
    game_id="dogs_alone",
    players=(2, 5),
    rules_path=f"{_HERE}.rules:DogsAloneRules",
    agent_path=f"{_HERE}.ai_levels:make_agent",
    view_path=f"{_HERE}.view:DogsAloneView",
    minutes=(15, 25),
    credits=("design", "illustration", "edition", "publisher"),
    hard_playouts=((2, 192), (3, 192), (4, 128), (5, 192)),
    lesson=LessonDeal(seed=9, note="recruit@1, pay@6, pool@6, supply@23, mario and clean@96 "
                                   "(11 learner turns)"),
    topics=("recruit", "pay", "pool", "clean", "majority", "supply", "wild", "hand_limit",
            "mario", "end"),
    required_topics=("recruit", "pay", "pool", "clean", "mario"),
    teaching_path=f"{_HERE}.teaching",
    why_path=f"{_HERE}.why",
    log_words_path=f"{_HERE}.words:resolve_log_params",
    secrets_path=f"{_HERE}.secrets:DogsAloneSecrets",
)
