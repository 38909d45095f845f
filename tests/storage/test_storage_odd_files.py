"""Issue 24 item 4: odd files never hang or crash a loader.

Every loader reads through storage.safe_read, which opens nothing but a regular file:
saves, the Load list's summaries, records, settings, the last seats, locale files.  A
named pipe would block a plain open() forever, so each check that meets one runs in a
subprocess with a timeout: a regression fails the test instead of hanging the suite.
The Load list itself is opened (headless) over a folder of odd files: a pipe, a name that
is not UTF-8, a truncated save, a save whose event seat is -0.0.
"""
from __future__ import annotations

import json
import os
from pathlib import Path
import subprocess
import sys
import textwrap

import pytest

from dogtable.storage.safe_read import (FileTooLarge, NotARegularFile, read_regular_file,
                                        read_regular_prefix)

REPO = Path(__file__).resolve().parents[2]
TIMEOUT = 180     # a busy machine imports slowly; a hang would be forever
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")


def bounded(script: str, home: Path) -> dict:
    """Run ``script`` in a fresh interpreter (user files under ``home``) and return the JSON
    object it prints last; fails, never hangs, if it does not finish in time."""
    env = dict(os.environ, PYTHONPATH=str(REPO), DOGTABLE_HOME=str(home),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    proc = subprocess.run([sys.executable, "-c", textwrap.dedent(script)], cwd=home, env=env,
                          capture_output=True, text=True, timeout=TIMEOUT)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.strip().splitlines()[-1])


@pytest.fixture
def home(tmp_path):
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "data" / "saves").mkdir(parents=True)
    return home


# -- the helper itself -------------------------------------------------------------------------
def test_a_regular_file_is_read_whole(tmp_path):
    (tmp_path / "a.json").write_bytes(b"{}" * 10)
    assert read_regular_file(tmp_path / "a.json", 20) == b"{}" * 10


def test_a_file_past_the_limit_is_refused_by_its_size(tmp_path):
    (tmp_path / "a.json").write_bytes(b"x" * 21)
    with pytest.raises(FileTooLarge) as info:
        read_regular_file(tmp_path / "a.json", 20)
    assert info.value.size == 21


def test_a_prefix_read_cuts_a_longer_file_at_the_limit(tmp_path):
    # the journal's reader: an append-only file is read as far as the limit, never refused
    (tmp_path / "j.jsonl").write_bytes(b"0123456789" * 3)
    assert read_regular_prefix(tmp_path / "j.jsonl", 12) == b"012345678901"
    assert read_regular_prefix(tmp_path / "j.jsonl", 100) == b"0123456789" * 3


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_a_prefix_read_never_reads_a_device(tmp_path):
    with pytest.raises(NotARegularFile):
        read_regular_prefix("/dev/zero", 100)


def test_a_folder_is_not_read(tmp_path):
    with pytest.raises(IsADirectoryError):
        read_regular_file(tmp_path, 100)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_a_device_is_never_read(tmp_path):
    with pytest.raises(NotARegularFile) as info:
        read_regular_file("/dev/zero", 100)      # endless: read, it would fill the memory
    assert info.value.what == "a device"
    os.symlink("/dev/zero", tmp_path / "zero.json")
    with pytest.raises(NotARegularFile):
        read_regular_file(tmp_path / "zero.json", 100)


@needs_fifo
def test_a_named_pipe_is_refused_without_blocking(home):
    out = bounded("""
        import json, os
        from dogtable.storage.safe_read import NotARegularFile, read_regular_file
        os.mkfifo("pipe.json")
        os.symlink("pipe.json", "link.json")
        seen = []
        for name in ("pipe.json", "link.json"):
            try:
                read_regular_file(name, 100)
                seen.append("read")
            except NotARegularFile as exc:
                seen.append(exc.what)
        print(json.dumps({"seen": seen}))
    """, home)
    assert out["seen"] == ["a named pipe", "a named pipe"]


# -- every loader, over a named pipe --------------------------------------------------------------
LOADERS = {
    "save": """
        from dogtable.storage.saves import SaveError, load_session
        try:
            load_session(pipe)
            result = "loaded"
        except SaveError as exc:
            result = [exc.key, exc.params]
    """,
    "autosave": """
        from dogtable.storage import paths
        from dogtable.storage.saves import SaveError, load_session
        os.replace(pipe, paths.autosave_path())
        try:
            load_session(paths.autosave_path())
            result = "loaded"
        except SaveError as exc:
            result = exc.key
    """,
    "save list": """
        from dogtable.storage.save_info import read_save_info
        info = read_save_info(pipe)
        result = [info.problem, info.problem_params]
    """,
    "records": """
        from dogtable.storage.records import RecordBook
        book = RecordBook(pipe)
        result = [book.notice, book.writable, book.rows()]
    """,
    "recording a game": """
        import random, stat
        from dogtable.core.registry import get_game
        from dogtable.core.rules import Seat
        from dogtable.core.session import Session
        from dogtable.storage.records import record_finished_game
        rules = get_game("dodgy_dogs").rules()
        session = Session(rules, [Seat("Ana"), Seat("Rex")], {}, 3)
        rng = random.Random(3)
        while not session.is_over():
            if session.referee() is not None:
                session.act(None, rng.choice(rules.legal_actions(session.state, None)))
                continue
            seat = session.to_act()[0]
            session.act(seat, rng.choice(session.legal_actions(seat)))
        notice = record_finished_game(session, pipe)
        result = [notice, stat.S_ISFIFO(os.stat(pipe).st_mode)]   # left as it was
    """,
    "settings": """
        from dogtable.storage.settings import load_settings
        settings, notice = load_settings(pipe)
        result = [notice, settings.language in ("en", "es", "pt")]
    """,
    "last seats": """
        from dogtable.storage.last_seats import load_last_seats
        memory = load_last_seats(pipe)
        result = [memory.games, memory.last_game]
    """,
    "locales": """
        import shutil
        from dogtable import i18n
        folder = os.path.abspath("locales")
        shutil.copytree(i18n.locales_dir(), folder)
        os.mkfifo(os.path.join(folder, "zz.en.json"))     # a pipe among the locale files
        i18n.use_locales_dir(folder)
        result = [i18n.t("app.menu.quit"), [p.split(":")[0] for p in i18n.problems()]]
    """,
}
EXPECTED = {
    "save": ["error.save_not_a_file", {"path": "pipe.json"}],
    "autosave": "error.save_not_a_file",
    "save list": ["error.save_not_a_file", {"path": "pipe.json"}],
    "records": ["error.records_not_a_file", False, []],
    "recording a game": ["error.records_not_a_file", True],
    "settings": ["error.settings_not_a_file", True],
    "last seats": [{}, None],
    "locales": ["Quit", ["zz.en.json"]],
}


@needs_fifo
@pytest.mark.parametrize("loader", sorted(LOADERS))
def test_every_loader_refuses_a_named_pipe_at_once(home, loader):
    script = "import json, os\nos.mkfifo('pipe.json')\npipe = 'pipe.json'\n" \
        + textwrap.dedent(LOADERS[loader]) + "print(json.dumps({'result': result}))\n"
    assert bounded(script, home)["result"] == EXPECTED[loader]


@pytest.mark.parametrize("key", ["error.records_not_a_file", "error.settings_not_a_file",
                                 "error.save_not_a_file"])
def test_the_new_notices_read_as_words_in_every_language(key):
    from dogtable import i18n

    for lang in ("en", "es", "pt"):
        text = i18n.entry(key, lang)
        assert text and not text.startswith("error.")
        assert i18n.placeholders(text) <= {"path"}


# -- the Load list over a folder of odd files ----------------------------------------------------------
LOAD_LIST = """
    import json, os, random
    import pygame
    from dogtable import i18n
    from dogtable.core.registry import get_game
    from dogtable.core.rules import Seat
    from dogtable.core.session import Session
    from dogtable.storage import paths
    from dogtable.storage.saves import save_session, session_to_save
    from dogtable.storage.settings import Settings
    from dogtable.ui.app import App
    from dogtable.ui.scenes.saves import LoadScene, info_lines

    saves = paths.saves_dir()
    session = Session(get_game("dogs_alone").rules(), [Seat("Ana"), Seat("Rex")],
                      {"first_player": 0}, 4)
    rng = random.Random(4)
    for _ in range(12):
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
    save_session(session, saves / "good.json")
    data = session_to_save(session)
    event = next(e for entry in data["log"][1:] for e in entry["events"] if e.get("seat") == 0)
    event["seat"] = "__SEAT__"
    (saves / "minus zero.json").write_text(json.dumps(data).replace('"__SEAT__"', "-0.0"))
    (saves / "truncated.json").write_bytes((saves / "good.json").read_bytes()[:300])
    os.mkfifo(saves / "pipe.json")
    with open(os.fsencode(saves) + b"/bad-\\xff\\xfe name.json", "wb") as handle:
        handle.write((saves / "good.json").read_bytes())
    os.symlink("pipe.json", saves / "link to pipe.json")

    app = App({"mode": "menu"}, window_size=(1280, 720),
              settings=Settings(language="en", anim_speed=0.0))
    scene = LoadScene(app)
    app.scenes.push(scene)
    for _ in range(5):
        app.step(1 / 60)
    labels = sorted(w.text for w in scene.widgets if hasattr(w, "text"))
    lines = {os.fsencode(i.path.name).decode("utf-8", "replace"): list(info_lines(i, i18n.t))
             for i in scene.infos}
    pygame.image.save(pygame.display.get_surface(), "load-list.png")
    outcomes = {}
    for path in [i.path for i in scene.infos]:
        name = os.fsencode(path.name).decode("utf-8", "replace")
        while app.scenes.names()[-1] != "menu":      # back to the menu, then a fresh list
            app.scenes.pop()
        scene = LoadScene(app)
        app.scenes.push(scene)
        app.step(1 / 60)
        scene.select(path)
        app.step(1 / 60)
        scene.load()                       # the table opens, or an error message shows
        for _ in range(3):
            app.step(1 / 60)
        outcomes[name] = app.scenes.names()[-1]
    app.shutdown()
    print(json.dumps({"labels": labels, "lines": lines, "outcomes": outcomes}))
"""


@needs_fifo
@pytest.mark.skipif(sys.platform == "darwin", reason="names must be valid UTF-8 there")
def test_the_load_list_lists_odd_files_safely_and_never_hangs(home):
    out = bounded(LOAD_LIST, home)
    labels = out["labels"]
    assert "bad-\ufffd\ufffd name" in labels     # the name shown, its odd bytes replaced
    assert {"good", "minus zero", "truncated"} <= set(labels)
    assert not any(label.startswith("pipe") for label in labels)   # not a file: not listed
    outcomes = out["outcomes"]
    opened = ("table", "handoff")           # two humans: the hand-off screen comes first
    assert outcomes["good.json"] in opened and outcomes["bad-\ufffd\ufffd name.json"] in opened
    assert outcomes["minus zero.json"] == "message" and outcomes["truncated.json"] == "message"
    first, second = out["lines"]["truncated.json"]
    assert "%{" not in first + second and "error." not in second   # placeholders filled
