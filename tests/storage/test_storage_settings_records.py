"""Settings and records against any file content: the app always gets usable values (what can
be used is kept, the rest are defaults, out-of-range values clamped) and at most one notice."""
from __future__ import annotations

import json
import os

from hypothesis import given, strategies as st
import pytest

from dogtable.i18n import t
from dogtable.storage import settings as store
from dogtable.storage.records import RecordBook
from dogtable.storage.settings import ANIM_SPEED_MAX, RACE_SECONDS, UI_SCALES, Settings

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner,
                                                                max_size=4),
    max_leaves=20)
FIELD_NAMES = [f for f in Settings().__dataclass_fields__]


def assert_usable(settings: Settings) -> None:
    assert settings.language in store.LANGUAGES
    assert 0.0 <= settings.anim_speed <= ANIM_SPEED_MAX
    assert settings.ui_scale in UI_SCALES and settings.race_seconds in RACE_SECONDS
    assert 0.0 <= settings.volume <= 1.0
    assert 400 <= settings.window_width <= 10000 and 400 <= settings.window_height <= 10000
    for name in ("fullscreen", "muted", "show_scores"):
        assert isinstance(getattr(settings, name), bool)
    json.dumps(settings.to_json())


def assert_notice_is_a_message(notice) -> None:
    assert notice is None or not t(notice).startswith("error.")


@given(st.binary(max_size=500))
def test_any_bytes_give_usable_settings(tmp_path_factory, raw):
    path = tmp_path_factory.mktemp("s") / "settings.json"
    path.write_bytes(raw)
    settings, notice = store.load_settings(path)
    assert_usable(settings)
    assert_notice_is_a_message(notice)


@given(st.dictionaries(st.sampled_from(FIELD_NAMES + ["version", "other"]), JSON, max_size=8))
def test_any_json_fields_give_usable_settings_keeping_the_good_ones(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("s") / "settings.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    settings, notice = store.load_settings(path)
    assert_usable(settings)
    assert_notice_is_a_message(notice)
    if data.get("muted") in (True, False):     # a good field survives any bad neighbour
        assert settings.muted is data["muted"]


@pytest.mark.parametrize("text", [
    '{"ui_scale": 1' + "0" * 400 + '}',          # too large for a float
    '{"ui_scale": 1e400}',                       # parses as infinity
    '{"anim_speed": -1' + "0" * 4000 + '}',
    '{"volume": ' + "9" * 5000 + '}',            # longer than Python converts
    "[" * 100_000 + "]" * 100_000,               # nested past the parser
    '{"language": ' + "[" * 50_000 + "]" * 50_000 + "}",
])
def test_the_files_that_stopped_the_app_give_defaults_and_one_notice(tmp_path, text):
    path = tmp_path / "settings.json"
    path.write_text(text, encoding="utf-8")
    settings, notice = store.load_settings(path)
    assert_usable(settings)
    assert notice is not None
    assert_notice_is_a_message(notice)


def test_out_of_range_values_are_clamped_and_the_rest_kept(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"anim_speed": 9, "volume": -3, "window_width": 50,
                                "window_height": 99999, "muted": True, "language": "es"}))
    settings, notice = store.load_settings(path)
    assert (settings.anim_speed, settings.volume) == (ANIM_SPEED_MAX, 0.0)
    assert (settings.window_width, settings.window_height) == (400, 10000)
    assert settings.muted is True and settings.language == "es"
    assert notice == "error.settings_repaired"


def test_good_settings_give_no_notice(tmp_path):
    path = tmp_path / "settings.json"
    store.save_settings(Settings(language="pt", volume=0.5), path)
    settings, notice = store.load_settings(path)
    assert notice is None and settings.language == "pt" and settings.volume == 0.5


def test_a_file_where_the_folder_should_be_is_named_as_such(tmp_path):
    (tmp_path / "config").write_text("I am a file")
    settings, notice = store.load_settings(tmp_path / "config" / "settings.json")
    assert notice == "error.settings_folder_unusable"
    assert_usable(settings)
    assert store.write_settings(settings, tmp_path / "config" / "settings.json") \
        == "error.write_not_a_folder"


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root ignores permissions")
def test_an_unreadable_or_read_only_settings_file_is_named_as_such(tmp_path):
    path = tmp_path / "settings.json"
    store.save_settings(Settings(), path)
    path.chmod(0)
    assert store.load_settings(path)[1] == "error.settings_unreadable"
    path.chmod(0o600)
    tmp_path.chmod(0o500)
    try:
        assert store.write_settings(Settings(), path) == "error.write_read_only"
    finally:
        tmp_path.chmod(0o700)


# -- records -----------------------------------------------------------------------------------
@given(st.binary(max_size=500) | JSON.map(lambda v: json.dumps(v).encode()))
def test_any_records_file_opens_a_usable_book(tmp_path_factory, raw):
    path = tmp_path_factory.mktemp("r") / "records.json"
    path.write_bytes(raw)
    book = RecordBook(path)
    for rec in book.rows():
        assert 0 <= rec.won <= rec.played
        str(rec.played), str(rec.best), rec.average
    assert book.notice is None or not t(book.notice).startswith("app.")


@pytest.mark.parametrize("row_change", [
    {"played": 10 ** 4000}, {"won": 1e400}, {"name": "x" * 100_000}, {"last_played": 1e300},
    {"best": [[[]]]},
])
def test_a_bad_row_is_dropped_and_the_good_rows_kept(tmp_path, row_change):
    good = {"name": "Ana", "kind": "human", "game": "dogs_alone", "played": 3, "won": 1,
            "best": 40, "total": 90, "last_played": 1.7e9}
    bad = dict(good, name="Bo", **{k: v for k, v in row_change.items() if k != "name"})
    if "name" in row_change:
        bad["name"] = row_change["name"]
    path = tmp_path / "records.json"
    text = json.dumps({"format": "dogtable-records", "version": 1, "records": [good, bad]})
    path.write_text(text.replace("Infinity", "1e400"))
    book = RecordBook(path)
    names = [r.name for r in book.rows()]
    assert "Ana" in names
    if "last_played" in row_change:   # an impossible date is dropped, the row is kept
        assert book.get("Bo", "human", "dogs_alone").last_played == 0.0
    else:
        assert "Bo" not in names and book.notice == "app.records.damaged"


def test_records_nested_past_the_parser_are_set_aside(tmp_path):
    path = tmp_path / "records.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    book = RecordBook(path)
    assert book.rows() == [] and book.notice == "app.records.damaged"
    assert any(p.name.startswith("records.damaged-") for p in tmp_path.iterdir())
