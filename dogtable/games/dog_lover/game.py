"""Dog Lover: the game's declaration, read by dogtable/core/registry.py."""
from dogtable.core.declaration import GameDeclaration, LessonDeal, Option

_HERE = "dogtable.games.dog_lover"

GAME = GameDeclaration(
    game_id="dog_lover",
    players=(2, 4),
    rules_path=f"{_HERE}.rules:DogLoverRules",
    agent_path=f"{_HERE}.ai_levels:make_agent",
    view_path=f"{_HERE}.view:DogLoverView",
    # the starting tricks' sides: each player chooses, or all on one side (a first game)
    options=(Option("sides", ("choose", "standard", "special"), "choose"),),
    minutes=(15, 30),
    credits=("design", "illustration", "publisher"),
    hard_playouts=((2, 192), (3, 192), (4, 192)),
    lesson=LessonDeal(seed=4, options=(("sides", "standard"),), min_turns=4,
                      note="watchdog@1, trick@2, feeding@2, tuck@3, trait@7; a few turns "
                           "more to see them again"),
    topics=("trick", "watchdog", "feeding", "things", "tuck", "trait", "learn", "rescue",
            "fetch", "end"),
    required_topics=("trick", "watchdog", "feeding", "tuck", "trait"),
    teaching_path=f"{_HERE}.teaching",
    why_path=f"{_HERE}.why",
    log_words_path=f"{_HERE}.words:resolve_log_params",
    secrets_path=f"{_HERE}.secrets:DogLoverSecrets",
)
