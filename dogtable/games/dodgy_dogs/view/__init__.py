"""The Dodgy Dogs board (registry path ``dogtable.games.dodgy_dogs.view:DodgyDogsView``) and
the table scene's hooks: log names, the round summary and where a round breaks."""
from ..summary import round_break, round_summary
from .board import DodgyDogsView
from .texts import behaviour_name, card_name, resolve_log_params, size_name

__all__ = ["DodgyDogsView", "behaviour_name", "card_name", "resolve_log_params", "round_break",
           "round_summary", "size_name"]
