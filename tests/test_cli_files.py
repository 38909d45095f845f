"""Issue 24 item 4, the command line's side: odd files and folders cost one clear line and
exit status 2, never a hang, a traceback or a raw translation key.

Every run that could hang on a named pipe runs in a subprocess with a timeout, so a
regression fails the test instead of stopping the suite.
"""
from __future__ import annotations

import ast
import json
import os
from pathlib import Path
import re
import subprocess
import sys
import tempfile

import pytest

from dogtable import i18n
from dogtable.storage.atomic import _CAUSES, WriteFailed

REPO = Path(__file__).resolve().parents[1]
TIMEOUT = 180            # generous: a busy two-core machine imports slowly; a hang is forever
RAW_KEY = re.compile(r"\b(?:error|app|table)\.[a-z_]+(?:\.[a-z_]+)*\b")
LANGS = ("en", "es", "pt")


def dogtable(*argv: str, home: Path, cwd: Path | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(REPO), DOGTABLE_HOME=str(home),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-m", "dogtable", *argv], cwd=cwd or home, env=env,
                          capture_output=True, timeout=TIMEOUT)


def assert_one_clear_line(proc: subprocess.CompletedProcess, *words: str) -> str:
    err = proc.stderr.decode("utf-8", "replace")
    assert proc.returncode == 2, err
    assert err.count("\n") == 1 and err.startswith("dogtable "), err
    assert "Traceback" not in err and not RAW_KEY.search(err), err
    assert proc.stdout == b""
    for word in words:
        assert word in err, (word, err)
    return err


# -- dogtable replay FILE -------------------------------------------------------------------------
@pytest.fixture
def home(tmp_path):
    (tmp_path / "home").mkdir()
    return tmp_path / "home"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_replay_of_a_named_pipe_says_so_at_once(home, tmp_path):
    pipe = tmp_path / "game.json"
    os.mkfifo(pipe)
    assert_one_clear_line(dogtable("replay", str(pipe), home=home), "game.json", "named pipe")


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_replay_of_a_device_says_so_at_once(home):
    assert_one_clear_line(dogtable("replay", "/dev/zero", home=home), "device")


def test_replay_of_a_folder_is_one_line(home, tmp_path):
    (tmp_path / "a folder.json").mkdir()
    assert_one_clear_line(dogtable("replay", str(tmp_path / "a folder.json"), home=home))


@pytest.mark.skipif(sys.platform == "darwin" or os.name != "posix",
                    reason="needs a file system that takes any bytes in a name")
def test_replay_of_a_file_whose_name_is_not_utf8_is_one_line(home, tmp_path):
    raw = os.fsencode(tmp_path) + b"/cut-\xff\xfe.json"
    with open(raw, "wb") as handle:
        handle.write(b'{"format": "dogtable-save", "version": 1, "ga')
    proc = dogtable("replay", os.fsdecode(raw), home=home)
    assert_one_clear_line(proc, "damaged")


def test_replay_of_a_save_with_a_float_seat_is_one_line(home, tmp_path):
    """The issue's save: one event's seat written -0.0 where the engine wrote 0."""
    import random

    from dogtable.core.registry import get_game
    from dogtable.core.rules import Seat
    from dogtable.core.session import Session
    from dogtable.storage.saves import session_to_save

    session = Session(get_game("dogs_alone").rules(), [Seat("Ana"), Seat("Rex")],
                      {"first_player": 0}, 4)
    rng = random.Random(4)
    for _ in range(12):
        seat = session.to_act()[0]
        session.act(seat, rng.choice(session.legal_actions(seat)))
    data = json.loads(json.dumps(session_to_save(session)))
    i, event = next((i, e) for i, entry in enumerate(data["log"]) if i > 0
                    for e in entry["events"] if e.get("seat") == 0)
    event["seat"] = "__SEAT__"
    (tmp_path / "f.json").write_text(json.dumps(data).replace('"__SEAT__"', "-0.0"))
    assert_one_clear_line(dogtable("replay", str(tmp_path / "f.json"), home=home),
                          f"Move {i}")


# -- dogtable sim --save-dir ------------------------------------------------------------------------
def unwritable_folder(tmp_path: Path) -> Path | None:
    """A folder this process cannot write in: a read-only one of ours, or (as root, whom
    permissions do not stop) /sys, which no one may create files in."""
    mine = tmp_path / "read-only"
    mine.mkdir()
    mine.chmod(0o555)
    for folder in (mine, Path("/sys")):
        try:
            fd, probe = tempfile.mkstemp(dir=folder)
        except OSError:
            return folder
        os.close(fd)
        os.unlink(probe)
    return None


def bad_folders(tmp_path: Path) -> dict[str, Path | None]:
    (tmp_path / "a file").write_text("x")
    return {
        "a 300-character name": tmp_path / ("n" * 300),
        "a 5,000-character path": tmp_path.joinpath(*["p" * 99] * 50),
        "a file": tmp_path / "a file",
        "a file on the way": tmp_path / "a file" / "games",
        "no permission": unwritable_folder(tmp_path),
    }


CASES = ["a 300-character name", "a 5,000-character path", "a file", "a file on the way",
         "no permission"]
WORDS = {"a 300-character name": "too long", "a 5,000-character path": "too long",
         "a file": "a file", "a file on the way": "a file", "no permission": "permission"}


@pytest.mark.parametrize("jobs", ["1", "2"])
@pytest.mark.parametrize("case", CASES)
def test_sim_checks_the_save_folder_before_starting(home, tmp_path, case, jobs):
    folder = bad_folders(tmp_path)[case]
    if folder is None:
        pytest.skip("no folder here refuses this process a write")
    proc = dogtable("sim", "dogs_alone", "--players", "random,random", "--games", "2",
                    "--jobs", jobs, "--save-dir", str(folder), home=home)
    err = assert_one_clear_line(proc, "--save-dir", WORDS[case])
    assert len(err) < 400                      # the long path is shortened when quoted
    assert not any(tmp_path.glob("p" * 99))    # nothing was made of the path too long


def test_sim_still_keeps_its_games_in_a_good_folder(home, tmp_path):
    folder = tmp_path / "new" / "kept"
    proc = dogtable("sim", "dodgy_dogs", "--players", "random,random", "--games", "2",
                    "--seed", "3", "--json", "--save-dir", str(folder), home=home)
    assert proc.returncode == 0, proc.stderr
    assert len(list(folder.glob("*.json"))) == 2
    assert not [p for p in folder.iterdir() if p.name.startswith(".")]   # the probe is gone


# -- no raw translation key, anywhere the command line prints one --------------------------------
SOURCES = ["dogtable/cli.py", "dogtable/simstats.py", "dogtable/sim.py",
           "dogtable/core/verify.py", "dogtable/core/session.py",
           *[str(p.relative_to(REPO)) for p in sorted((REPO / "dogtable/storage").glob("*.py"))]]
KEY_LITERAL = re.compile(r"""["'](error\.[a-z_]+)["']""")


def printable_keys() -> set[str]:
    """Every error key that code on the command line's path can hand to a message: the
    literals in those modules and the causes of a failed write."""
    keys = set(_CAUSES.values()) | {"error.write_failed"}
    for source in SOURCES:
        keys |= set(KEY_LITERAL.findall((REPO / source).read_text(encoding="utf-8")))
    return keys


def test_the_key_list_is_not_empty():
    keys = printable_keys()
    assert {"error.save_corrupt", "error.save_not_a_file", "error.write_read_only",
            "error.save_bad_move"} <= keys


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("key", sorted(printable_keys()))
def test_every_key_the_command_line_can_print_has_a_text(key, lang):
    assert i18n.has(key, lang), f"{key} has no {lang} text"
    assert not RAW_KEY.search(i18n.entry(key, lang))


@pytest.mark.parametrize("key", sorted(set(_CAUSES.values()) | {"error.write_failed"}))
def test_a_failed_write_reads_as_words_not_as_its_key(key, tmp_path):
    failed = WriteFailed(key, tmp_path / "x.json")
    assert failed.key == key
    assert failed.strerror == i18n.entry(key, "en")
    assert not RAW_KEY.search(str(failed))


def save_errors_raised() -> list[tuple[str, set[str]]]:
    """(key, parameter names) of every SaveError the save loaders raise, read from source."""
    found = []
    for source in ("dogtable/storage/saves.py",):
        tree = ast.parse((REPO / source).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "SaveError" \
                    and node.args and isinstance(node.args[0], ast.Constant):
                found.append((node.args[0].value, {k.arg for k in node.keywords}))
    tree = ast.parse((REPO / "dogtable/core/verify.py").read_text(encoding="utf-8"))
    for node in ast.walk(tree):      # a LogMismatch's key is shown with the move it names
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "LogMismatch":
            found.append((node.args[1].value, {"move"}))
    return found


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("key,params", save_errors_raised())
def test_every_save_error_fills_its_placeholders(key, params, lang):
    text = i18n.entry(key, lang)
    assert text, key
    assert i18n.placeholders(text) <= params, (key, lang, text, params)


def test_a_failed_write_in_a_game_the_sim_plays_prints_words(home, tmp_path, monkeypatch, capsys):
    """The failure that reached the user as ``error.write_read_only``: a write refused in the
    middle of a run (here forced after the folder check) is told in words."""
    from dogtable import cli, sim
    import errno as errno_

    def refuse(*args, **kwargs):
        raise WriteFailed(_CAUSES[errno_.EACCES], tmp_path / "kept" / "x.json",
                          PermissionError(errno_.EACCES, "denied"))

    monkeypatch.setattr(sim, "_write_game", refuse)
    code = cli.main(["sim", "dodgy_dogs", "--players", "random,random", "--games", "1",
                     "--jobs", "1", "--save-dir", str(tmp_path / "kept")])
    err = capsys.readouterr().err
    assert code != 0 and err.count("\n") == 1, err
    assert not RAW_KEY.search(err) and "read-only" in err, err
