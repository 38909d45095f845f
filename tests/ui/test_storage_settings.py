"""Settings and user folders: defaults, repairs, DOGTABLE_HOME."""
from __future__ import annotations

import json

from dogtable.storage import paths
from dogtable.storage.settings import Settings, load_settings, save_settings


def test_home_env_puts_every_user_file_under_one_folder(home):
    assert paths.settings_path().is_relative_to(home)
    assert paths.autosave_path().is_relative_to(home)
    assert paths.saves_dir().is_relative_to(home)


def test_settings_round_trip(home):
    s = Settings(language="pt", anim_speed=0.5, fullscreen=True, ui_scale=1.25, volume=0.3,
                 muted=True)
    assert save_settings(s)
    loaded, notice = load_settings()
    assert loaded == s and notice is None


def test_missing_settings_are_defaults_without_notice(home):
    loaded, notice = load_settings()
    assert notice is None
    assert loaded.anim_speed == 1.0 and loaded.fullscreen is False


def test_corrupt_settings_give_defaults_and_a_notice(home):
    paths.settings_path().parent.mkdir(parents=True)
    paths.settings_path().write_bytes(b"\x00\xffnot json at all{")
    loaded, notice = load_settings()
    assert notice == "error.settings_corrupt"
    assert loaded.anim_speed == 1.0 and loaded.volume == 0.8


def test_one_bad_field_is_repaired_alone(home):
    paths.settings_path().parent.mkdir(parents=True)
    paths.settings_path().write_text(json.dumps(
        {"language": "es", "anim_speed": "fast", "volume": 7, "ui_scale": 1.2, "muted": "yes"}))
    loaded, notice = load_settings()
    assert notice == "error.settings_repaired"
    assert loaded.language == "es"          # the good field survives
    assert loaded.anim_speed == 1.0         # not a number -> default
    assert loaded.volume == 1.0             # clamped
    assert loaded.ui_scale == 1.25          # nearest offered scale
    assert loaded.muted is False


def test_save_names_become_safe_file_names():
    assert paths.save_file_name("Ana vs Rex") == "Ana vs Rex.json"
    assert paths.save_file_name("../../etc/passwd") == "etc passwd.json"
    assert paths.save_file_name("   ") == "save.json"
    assert paths.save_file_name("Partida ñandú: 1/2") == "Partida ñandú 1 2.json"


def test_list_saves_newest_first(home):
    folder = paths.saves_dir()
    folder.mkdir(parents=True)
    import os
    for i, name in enumerate(["a", "b", "c"]):
        p = folder / f"{name}.json"
        p.write_text("{}")
        os.utime(p, (1000 + i, 1000 + i))
    (folder / "notes.txt").write_text("x")
    assert [p.stem for p in paths.list_saves()] == ["c", "b", "a"]
