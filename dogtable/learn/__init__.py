"""Learning to play: guided first games (a fixed deal per game and a coach) and the reasons
behind a suggested move, shared with the in-game hint (dogtable/ai/hint.py).

Nothing here imports pygame: the coach only reads views, legal actions and events, and
answers translation keys with parameters; the learn scene (ui/scenes/learn.py) draws them.
"""
