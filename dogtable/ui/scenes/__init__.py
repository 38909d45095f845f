"""The app's scenes: menu, setup, table, hand-off, pause, results, settings, rules, about,
saves and small dialogs (see base.py for the scene stack)."""
