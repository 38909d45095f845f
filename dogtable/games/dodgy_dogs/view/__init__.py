"""The Dodgy Dogs board (registry path ``dogtable.games.dodgy_dogs.view:DodgyDogsView``) and
the table scene's hooks: log names, the round summary and where a round breaks."""
from ..summary import round_break, round_summary
from .board import DodgyDogsView
from .texts import behaviour_name, card_name, resolve_log_params, size_name

__all__ = ["DodgyDogsView", "behaviour_name", "card_name", "offers_undo", "resolve_log_params",
           "round_break", "round_summary", "size_name"]


def offers_undo() -> bool:
    """The table scene's hook: no Undo button in Dodgy Dogs, where every step reveals a card
    or passes the turn (the engine's barriers), so nothing could ever be taken back."""
    return False
