"""DOGS (the kennel game): the game's declaration, read by dogtable/core/registry.py."""
from dogtable.core.declaration import GameDeclaration, LessonDeal

_HERE = "dogtable.games.dogs_kennel"

GAME = GameDeclaration(
    game_id="dogs_kennel",
    players=(2, 4),
    rules_path=f"{_HERE}.rules:DogsKennelRules",
    agent_path=f"{_HERE}.ai_levels:make_agent",
    view_path=f"{_HERE}.view:DogsKennelView",
    minutes=(40, 60),
    credits=("design", "two_players", "illustration", "publisher"),
    hard_playouts=((2, 32), (3, 32), (4, 32)),
    lesson=LessonDeal(seed=0, note="trip@1, settle@9, pet_shop@14, warehouse@18, vet@22, "
                                   "city_hall@24, phase3@26, fair@37"),
    topics=("trip", "settle", "city_hall", "warehouse", "pet_shop", "vet", "fair", "phase3",
            "end"),
    required_topics=("trip", "settle", "city_hall", "warehouse", "pet_shop", "vet", "fair",
                     "phase3"),
    teaching_path=f"{_HERE}.teaching",
    why_path=f"{_HERE}.why",
    log_words_path=f"{_HERE}.words:resolve_log_params",
    secrets_path=f"{_HERE}.secrets:DogsKennelSecrets",
)
