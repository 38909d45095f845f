"""Plural texts: ``t(key, count=n)`` picks the form of the language's cardinal rule, falls back
without ever raising, and pygame-gui keeps working next to the plural objects in the files."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from dogtable import i18n

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

COUNTS = (0, 1, 2, 5, 21)


# -- the rules ---------------------------------------------------------------------------------

@pytest.mark.parametrize("lang, want", [
    ("en", ["other", "one", "other", "other", "other"]),
    ("es", ["other", "one", "other", "other", "other"]),
    # CLDR "pt" would say one for 0; we say other on purpose (see plural_category)
    ("pt", ["other", "one", "other", "other", "other"]),
])
def test_plural_category_of_whole_numbers(lang, want):
    assert [i18n.plural_category(lang, n) for n in COUNTS] == want


def test_plural_category_edges():
    for lang in ("en", "es", "pt"):
        assert i18n.plural_category(lang, -1) == "one"          # "-1 point"
        assert i18n.plural_category(lang, "1") == "one"         # a number written as text
        assert i18n.plural_category(lang, 101) == "other"       # not "ends in 1"
        for junk in (None, True, "a dog", float("nan"), float("inf"), [1], object()):
            assert i18n.plural_category(lang, junk) == "other", (lang, junk)
    assert i18n.plural_category("en", 1.0) == "other"           # CLDR: "1.0 dogs"
    assert i18n.plural_category("es", 1.0) == "one"             # CLDR es: n = 1
    for lang in ("es", "pt"):
        assert i18n.plural_category(lang, 1_000_000) == "many"  # "1 millón de perros"
        assert i18n.plural_category(lang, 2_000_000) == "many"
        assert i18n.plural_category(lang, 1_000_001) == "other"
    assert i18n.plural_category("en", 1_000_000) == "other"
    assert i18n.plural_category("xx", 1) == "one"               # unknown language: English rule


# -- choosing the form from the files ------------------------------------------------------------

@pytest.fixture
def plural_locales(tmp_path):
    def write(name, lang, body):
        (tmp_path / f"{name}.{lang}.json").write_text(json.dumps({lang: body}), encoding="utf-8")

    write("demo", "en", {
        "dogs": {"one": "%{count} dog", "other": "%{count} dogs"},
        "cats": {"zero": "no cats", "one": "%{count} cat", "other": "%{count} cats"},
        "only_en": {"one": "%{count} bone", "other": "%{count} bones"},
        "no_other": {"one": "one bird"},
        "broken": {"one": "%{count} hen", "other": "%{count} hens"},
        "plain": "%{count} mice",
        "nested": {"deep": {"one": "%{count} flea", "other": "%{count} fleas"}},
    })
    write("demo", "es", {
        "dogs": {"one": "%{count} perro", "other": "%{count} perros"},
        "cats": {"one": "%{count} gato", "other": "%{count} gatos"},
        "no_other": {"one": "un pájaro"},
        "broken": ["%{count} gallina", "%{count} gallinas"],   # malformed: not text, not plural
        "plain": {"other": "%{count} ratones"},                # plural here, text in English
        "nested": {"deep": {"one": "%{count} pulga", "many": "%{count} de pulgas", "other": "%{count} pulgas"}},
    })
    write("demo", "pt", {
        "dogs": {"one": "%{count} cão", "other": "%{count} cães"},
        "cats": {"one": "%{count} gato"},                      # no "other"
        "broken": {"one": ["1 galinha"], "other": None},       # forms that are not texts
    })
    i18n.use_locales_dir(tmp_path)
    yield
    i18n.use_locales_dir(None)
    i18n.set_language("en")


@pytest.mark.parametrize("lang, singular, plural", [
    ("en", "dog", "dogs"), ("es", "perro", "perros"), ("pt", "cão", "cães")])
def test_each_language_picks_its_form(plural_locales, lang, singular, plural):
    i18n.set_language(lang)
    got = [i18n.t("demo.dogs", count=n) for n in COUNTS]
    assert got == [f"0 {plural}", f"1 {singular}", f"2 {plural}", f"5 {plural}", f"21 {plural}"]


def test_zero_entry_wins_for_zero(plural_locales):
    assert i18n.t("demo.cats", count=0) == "no cats"
    assert i18n.t("demo.cats", count=1) == "1 cat"
    assert i18n.t("demo.cats", count=2) == "2 cats"
    i18n.set_language("es")
    assert i18n.t("demo.cats", count=0) == "0 gatos"    # Spanish gave no "zero"


def test_missing_count_uses_other(plural_locales):
    i18n.set_language("es")
    assert i18n.t("demo.dogs") == "%{count} perros"     # and the placeholder stays visible
    assert i18n.t("demo.dogs", count="many") == "many perros"
    assert i18n.t("demo.dogs", count=None) == "None perros"


def test_missing_category_falls_back_to_other(plural_locales):
    i18n.set_language("es")
    assert i18n.t("demo.nested.deep", count=1_000_000) == "1000000 de pulgas"
    assert i18n.t("demo.nested.deep", count=3) == "3 pulgas"
    assert i18n.t("demo.plain", count=1) == "1 ratones"  # only "other": used for every count


def test_plural_object_without_other_falls_back_to_english(plural_locales):
    i18n.set_language("pt")
    assert i18n.t("demo.cats", count=1) == "1 gato"
    assert i18n.t("demo.cats", count=3) == "3 cats"     # no "other" in pt: English
    assert i18n.t("demo.cats", count=0) == "no cats"
    i18n.set_language("es")
    assert i18n.t("demo.no_other", count=1) == "un pájaro"
    assert i18n.t("demo.no_other", count=2) == "No other"  # no "other" anywhere: readable key


def test_object_in_english_only(plural_locales):
    for lang in ("es", "pt"):
        i18n.set_language(lang)
        assert i18n.t("demo.only_en", count=1) == "1 bone"
        assert i18n.t("demo.only_en", count=4) == "4 bones"


def test_malformed_values_fall_back_to_english(plural_locales):
    i18n.set_language("es")
    assert i18n.t("demo.broken", count=1) == "1 hen"    # a list
    i18n.set_language("pt")
    assert i18n.t("demo.broken", count=1) == "1 hen"    # a list and a null: no form at all
    assert i18n.t("demo.broken", count=2) == "2 hens"


def test_english_text_with_a_plural_elsewhere(plural_locales):
    assert i18n.t("demo.plain", count=1) == "1 mice"    # English is plain text: used as is


def test_spread_keys_for_checks(plural_locales):
    en = i18n.keys("en")
    assert en["demo.dogs.one"] == "%{count} dog" and en["demo.dogs.other"] == "%{count} dogs"
    assert "demo.dogs" not in en
    assert i18n.has("demo.dogs", "en") and i18n.entry("demo.dogs", "en") == {
        "one": "%{count} dog", "other": "%{count} dogs"}
    assert i18n.entry("demo.broken", "es") is None      # the list was dropped when read


def test_never_raises_whatever_the_count(plural_locales):
    for lang in ("en", "es", "pt"):
        i18n.set_language(lang)
        for key in ("demo.dogs", "demo.cats", "demo.broken", "demo.no_other", "demo.nope"):
            for count in (0, 1, -1, 2.5, "x", None, [], {}, object(), 10 ** 30, float("nan")):
                assert isinstance(i18n.t(key, count=count), str)


# -- the real files ----------------------------------------------------------------------------

@pytest.fixture
def lang_reset():
    i18n.reload()
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang, texts", [
    ("en", ["0 cards", "1 card", "2 cards", "5 cards", "21 cards"]),
    ("es", ["0 cartas", "1 carta", "2 cartas", "5 cartas", "21 cartas"]),
    ("pt", ["0 cartas", "1 carta", "2 cartas", "5 cartas", "21 cartas"]),
])
def test_the_real_files_count_cards(lang_reset, lang, texts):
    i18n.set_language(lang)
    got = [i18n.t("dodgy_dogs.log.picked_up", player="Ana", count=n) for n in COUNTS]
    assert all(g.startswith("Ana ") for g in got)
    assert [" ".join(g.rstrip(".").split(" ")[-2:]) for g in got] == texts


@pytest.mark.parametrize("lang, one, two", [
    ("en", "Draw 1 more dog,", "Draw 2 more dogs,"),
    ("es", "Roba 1 perro más,", "Roba 2 perros más,"),
    ("pt", "Falta 1 compra,", "Faltam 2 compras,"),
])
def test_verbs_agree_too(lang_reset, lang, one, two):
    i18n.set_language(lang)
    assert i18n.t("dogs_alone.phase.draw", count=1).startswith(one)
    assert i18n.t("dogs_alone.phase.draw", count=2).startswith(two)


def test_load_file_spreads_plurals_into_texts():
    path = i18n.locales_dir() / "dog_lover.pt.json"
    _, lang, texts = i18n.load_file(path)
    assert lang == "pt"
    assert texts["dog_lover.log.food.one"] == "%{player} recebe %{count} cubo de %{colour}."
    assert texts["dog_lover.log.food.other"] == "%{player} recebe %{count} cubos de %{colour}."
    assert all(isinstance(v, str) for v in texts.values())


# -- pygame-gui ----------------------------------------------------------------------------------

def test_the_app_does_not_hand_our_files_to_pygame_gui():
    """pygame-gui translates every widget text through python-i18n; the app gives it only
    finished texts and never our folder (no ``translation_directory_paths``), so
    python-i18n never meets a plural object of ours."""
    import ast

    root = Path(__file__).resolve().parent.parent / "dogtable"
    managers = []
    for path in root.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) == "UIManager":
                managers.append(path.name)
                assert "translation_directory_paths" not in {kw.arg for kw in node.keywords}, path
                assert len(node.args) < 6, path  # not passed by position either
    assert "app.py" in managers


def test_widgets_survive_switching_languages():
    """The app's way: a UIManager with the app's theme, widgets given translated plural
    texts, and a switch through the three languages (set_locale makes every widget look
    its text up in python-i18n again)."""
    import i18n as python_i18n
    import pygame
    import pygame_gui

    from dogtable.ui import theme

    pygame.init()
    pygame.display.set_mode((320, 200))
    ours = os.path.normpath(str(i18n.locales_dir()))
    try:
        manager = pygame_gui.UIManager((320, 200), theme.gui_theme(), starting_language="en")
        assert ours not in [os.path.normpath(str(p)) for p in python_i18n.load_path]
        labels = []
        for lang in ("en", "es", "pt"):
            i18n.set_language(lang)
            manager.set_locale(lang)
            labels.append(pygame_gui.elements.UILabel(
                pygame.Rect(0, 30 * len(labels), 300, 30), i18n.t("dog_lover.board.take", count=1), manager=manager))
            labels.append(pygame_gui.elements.UIButton(
                pygame.Rect(0, 30 * len(labels), 300, 30), i18n.t("dog_lover.board.take", count=3), manager=manager))
            manager.update(0.01)
            manager.draw_ui(pygame.display.get_surface())
        assert [w.text for w in labels] == ["Take 1 card", "Take 3 cards", "Tomar 1 carta", "Tomar 3 cartas",
                                            "Pegar 1 carta", "Pegar 3 cartas"]
        manager.set_locale("en")
    finally:
        i18n.set_language("en")
        python_i18n.set("locale", "en")
        # the display stays open: an App built after a display.quit() in the same process
        # took no clicks (tests/ui/test_text_fit.py run right after this file failed)


def test_pygame_gui_reading_our_files_takes_plurals_as_plurals():
    """Were pygame-gui ever pointed at locales/, python-i18n would load them without error
    (a dict of two or more plural names is a leaf to it) and pluralise with count."""
    import i18n as python_i18n
    import pygame
    import pygame_gui
    from pygame_gui.core.utility import translate

    from dogtable.ui import theme

    pygame.init()
    pygame.display.set_mode((320, 200))
    folder = str(i18n.locales_dir())
    try:
        manager = pygame_gui.UIManager((320, 200), theme.gui_theme(), translation_directory_paths=[folder])
        label = pygame_gui.elements.UILabel(pygame.Rect(0, 0, 300, 30), "Take 1 card", manager=manager)
        for lang, one, other in (("en", "Take 1 card", "Take 3 cards"),
                                 ("es", "Tomar 1 carta", "Tomar 3 cartas"),
                                 ("pt", "Pegar 1 carta", "Pegar 3 cartas")):
            manager.set_locale(lang)
            manager.update(0.01)
            assert translate("dog_lover.board.take", count=1) == one
            assert translate("dog_lover.board.take", count=3) == other
            assert translate("app.menu.quit") == python_i18n.t("app.menu.quit", locale=lang)
        assert label.text == "Take 1 card"
        manager.set_locale("en")
    finally:
        while folder in python_i18n.load_path:
            python_i18n.load_path.remove(folder)
        namespaces = tuple(f"{p.name.split('.')[0]}." for p in i18n.locales_dir().glob("*.json"))
        for texts in python_i18n.translations.container.values():   # forget what it read of ours
            for key in [k for k in texts if k.startswith(namespaces)]:
                del texts[key]
        python_i18n.set("locale", "en")
        # the display stays open: an App built after a display.quit() in the same process
        # took no clicks (tests/ui/test_text_fit.py run right after this file failed)
