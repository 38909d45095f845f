"""Learning to play: guided first games (a fixed deal per game and a coach).

The reasons behind a suggested move are shared with the in-game hint and live with it in
the AI kit (dogtable/ai/reasons.py); each game's facts for them are in its own package
(games/<id>/why.py, teaching.py).  ``words.py`` is the small word kit those game modules
use (it imports nothing of the games).  Nothing here imports pygame: the coach only reads
views, legal actions and events, and answers translation keys with parameters; the learn
scene (ui/scenes/learn.py) draws them.
"""
