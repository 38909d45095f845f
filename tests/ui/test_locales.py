"""Every text exists in English, Spanish and Portuguese with the same placeholders, and
translation never fails."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from dogtable import i18n

LOCALES = Path(__file__).resolve().parents[2] / "locales"
LANGS = ("en", "es", "pt")


def locale_files() -> dict[str, dict[str, Path]]:
    """namespace -> lang -> file, for every locales/*.json."""
    found: dict[str, dict[str, Path]] = {}
    for path in sorted(LOCALES.glob("*.json")):
        namespace, _, lang = path.stem.rpartition(".")
        found.setdefault(namespace, {})[lang] = path
    return found


def test_the_shell_namespaces_exist():
    files = locale_files()
    for namespace in ("app", "error"):
        assert set(files.get(namespace, {})) == set(LANGS), namespace


@pytest.mark.parametrize("namespace", sorted(locale_files()))
def test_every_key_in_every_language_with_the_same_placeholders(namespace):
    files = locale_files()[namespace]
    assert set(files) == set(LANGS), f"{namespace}: languages {sorted(files)}"
    flat = {}
    for lang, path in files.items():
        data = json.loads(path.read_text(encoding="utf-8"))
        assert list(data) == [lang], f"{path.name} must hold {{\"{lang}\": {{...}}}}"
        _, file_lang, keys = i18n.load_file(path)
        assert file_lang == lang
        flat[lang] = keys
    english = flat["en"]
    for lang in ("es", "pt"):
        missing = sorted(set(english) - set(flat[lang]))
        extra = sorted(set(flat[lang]) - set(english))
        assert not missing, f"{namespace}.{lang} lacks {missing[:10]}"
        assert not extra, f"{namespace}.{lang} has keys English lacks: {extra[:10]}"
        for key, text in english.items():
            assert i18n.placeholders(flat[lang][key]) == i18n.placeholders(text), \
                f"{key}: placeholders differ in {lang}"
            assert flat[lang][key].strip(), f"{key} is empty in {lang}"


def test_no_text_is_left_untranslated_by_accident():
    """Spanish and Portuguese differ from English in most of the shell's texts."""
    for namespace in ("app", "error"):
        files = locale_files()[namespace]
        en = i18n.load_file(files["en"])[2]
        for lang in ("es", "pt"):
            other = i18n.load_file(files[lang])[2]
            same = [k for k in en if en[k] == other[k]]
            assert len(same) < len(en) * 0.25, f"{namespace}.{lang}: {len(same)} texts identical"


@pytest.fixture
def tiny_locales(tmp_path):
    (tmp_path / "demo.en.json").write_text(json.dumps(
        {"en": {"hello": "Hello %{name}", "only_en": "English only", "n": {"deep": "Deep"}}}))
    (tmp_path / "demo.es.json").write_text(json.dumps(
        {"es": {"hello": "Hola %{name}", "n": {"deep": "Hondo"}}}))
    (tmp_path / "broken.pt.json").write_text("{not json")
    i18n.use_locales_dir(tmp_path)
    yield tmp_path
    i18n.use_locales_dir(None)
    i18n.set_language("en")


def test_translation_falls_back_and_never_raises(tiny_locales):
    i18n.set_language("es")
    assert i18n.t("demo.hello", name="Ana") == "Hola Ana"
    assert i18n.t("demo.n.deep") == "Hondo"
    assert i18n.t("demo.only_en") == "English only"          # missing in es -> English
    assert i18n.t("demo.no_such_key") == "No such key"       # missing everywhere -> readable
    assert i18n.t("demo.hello") == "Hola %{name}"            # missing placeholder: no error
    assert i18n.t("demo.hello", name="Bo", extra=1) == "Hola Bo"
    assert any("broken.pt.json" in p for p in i18n.problems())


def test_set_language_is_live_and_tells_listeners(tiny_locales):
    heard = []
    i18n.on_language_change(heard.append)
    try:
        i18n.set_language("en")
        assert i18n.t("demo.hello", name="X") == "Hello X"
        i18n.set_language("es")
        assert i18n.t("demo.hello", name="X") == "Hola X"
        assert i18n.set_language("klingon") == "en"
        assert heard == ["es", "en"]
    finally:
        i18n.remove_listener(heard.append)


def test_available_languages_are_the_three():
    assert i18n.available_languages() == ["en", "es", "pt"]


def test_spanish_uses_the_rulebook_name_of_the_game():
    i18n.set_language("es")
    try:
        assert i18n.game_title("dogs_alone") == "Doggy Style"
    finally:
        i18n.set_language("en")
