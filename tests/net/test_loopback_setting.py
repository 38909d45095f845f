"""Loopback-only mode by the setting ``net_loopback`` (not only DOGTABLE_NET_LOOPBACK): read
from the settings file like every other field (a bad value gives the default and a notice,
never a crash), switched in the Settings scene, and obeyed by hosts and clients."""
from __future__ import annotations

import json

import pytest

from dogtable.net.loopback import AddressRefused, ENV, bind_host, check_destination, loopback_only
from dogtable.storage import settings as store


@pytest.fixture
def no_env(monkeypatch):
    monkeypatch.delenv(ENV, raising=False)


def load(tmp_path, data):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(data), "utf-8")
    return store.load_settings(path)


def test_the_setting_turns_loopback_only_mode_on_without_the_variable(tmp_path, no_env):
    settings, notice = load(tmp_path, {"net_loopback": True, "language": "es"})
    assert notice is None and settings.net_loopback is True and loopback_only(settings)
    assert bind_host(settings) == "127.0.0.1"
    with pytest.raises(AddressRefused) as refused:
        check_destination("192.168.1.20", settings)
    assert refused.value.key == "net.error.loopback_only"
    off, _ = load(tmp_path, {"net_loopback": False})
    assert not loopback_only(off) and bind_host(off) == "0.0.0.0"


@pytest.mark.parametrize("bad", ["yes", 1, None, [True], {"on": True}])
def test_a_bad_value_gives_the_default_keeps_the_rest_and_says_so(tmp_path, no_env, bad):
    settings, notice = load(tmp_path, {"net_loopback": bad, "muted": True})
    assert settings.net_loopback is False and settings.muted is True
    assert notice == "error.settings_repaired"


def test_the_variable_keeps_the_mode_on_whatever_the_setting(monkeypatch):
    monkeypatch.setenv(ENV, "1")
    assert loopback_only(store.Settings(net_loopback=False))


def test_the_settings_scene_switches_it_and_saves_it(tmp_path, monkeypatch):
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pytest.importorskip("pygame")
    from dogtable import i18n
    from dogtable.ui.app import App

    monkeypatch.setenv("DOGTABLE_HOME", str(tmp_path / "home"))
    monkeypatch.delenv(ENV, raising=False)
    i18n.set_language("en")
    app = App(None, window_size=(1280, 720), settings=store.Settings(language="en"))
    try:
        scene = app.scenes.open("settings")
        app.step(1 / 60)
        labels = {widget.text for widget in scene.callbacks}
        assert {i18n.t("net.settings.home_network"), i18n.t("net.settings.loopback")} <= labels
        scene.set_net_loopback(True)
        saved, _ = store.load_settings()
        assert saved.net_loopback is True and loopback_only(app.settings)
        scene.set_net_loopback(False)
        assert store.load_settings()[0].net_loopback is False
    finally:
        app.shutdown()
