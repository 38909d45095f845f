"""The Dodgy Dogs board (the declaration's ``dogtable.games.dodgy_dogs.view:DodgyDogsView``)
and the names other code imports from it.  The table's hooks (log words, the round summary,
where a round breaks, no Undo) are declared in games/dodgy_dogs/game.py."""
from .board import DodgyDogsView
from .texts import behaviour_name, card_name, resolve_log_params, size_name

__all__ = ["DodgyDogsView", "behaviour_name", "card_name", "resolve_log_params", "size_name"]
