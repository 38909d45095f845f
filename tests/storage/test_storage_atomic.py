"""Atomic writes: a write killed halfway leaves a temp file that the next start removes; the
folder is synced after the rename; a failed write names its real cause."""
from __future__ import annotations

import errno
import os
from pathlib import Path
import signal
import subprocess
import sys
import textwrap
import time
import types

import pytest

from dogtable import cli
from dogtable.i18n import t
from dogtable.storage import atomic, paths
from dogtable.storage.atomic import WriteFailed, failure_key, remove_leftovers, write_text_atomic

ROOT = Path(__file__).resolve().parents[2]


def temp_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if atomic.is_leftover(p.name))


def age(path: Path, seconds: float) -> None:
    then = time.time() - seconds
    os.utime(path, (then, then))


def test_a_write_killed_halfway_leaves_a_temp_file_that_the_next_start_removes(tmp_path,
                                                                               monkeypatch):
    home = tmp_path / "home"
    data = home / "data"
    data.mkdir(parents=True)
    (data / "autosave.json").write_text('{"old": true}')
    # a child process writes the autosave and is killed with SIGKILL while the data is on
    # its way to disk (fsync never returns), exactly where a crash or power cut would hit
    child = subprocess.Popen([sys.executable, "-c", textwrap.dedent(f"""
        import os, sys, time
        sys.path.insert(0, {str(ROOT)!r})
        from dogtable.storage import atomic
        def hang(fd):
            print("writing", flush=True)
            time.sleep(60)
        os.fsync = hang
        atomic.write_text_atomic({str(data / "autosave.json")!r}, "x" * 100000)
    """)], stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout.readline().strip() == "writing"
        os.kill(child.pid, signal.SIGKILL)
    finally:
        child.wait(timeout=30)
    assert (data / "autosave.json").read_text() == '{"old": true}'   # the old file is whole
    leftovers = temp_files(data)
    assert len(leftovers) == 1 and leftovers[0].name.startswith(".autosave.json.")

    # the next start (the app is replaced by a stand-in: only the start-up work matters)
    monkeypatch.setenv(paths.HOME_ENV, str(home))
    fake_app = types.SimpleNamespace(run=lambda start: 0)
    monkeypatch.setattr(cli.importlib, "import_module", lambda name: fake_app)
    age(leftovers[0], atomic.LEFTOVER_AGE + 1)    # the restart comes after the crash
    assert cli.main([]) == 0
    assert temp_files(data) == []
    assert (data / "autosave.json").read_text() == '{"old": true}'


def test_only_old_temp_files_of_our_own_writes_are_removed(tmp_path):
    old = tmp_path / ".settings.json.abc123.tmp"
    fresh = tmp_path / ".autosave.json.def456.tmp"     # another window may be writing it
    theirs = tmp_path / "notes.tmp"
    for p in (old, fresh, theirs):
        p.write_text("x")
    age(old, 3600)
    age(theirs, 3600)
    assert remove_leftovers(tmp_path) == [old]
    assert fresh.exists() and theirs.exists()


def test_a_missing_folder_is_nothing_to_tidy(tmp_path):
    assert remove_leftovers(tmp_path / "nowhere", tmp_path / "file") == []


def test_the_folder_is_synced_after_the_rename(tmp_path, monkeypatch):
    synced: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace
    replaced: list[bool] = []

    def fsync(fd):
        synced.append("folder" if os.path.isdir(f"/proc/self/fd/{fd}") else "file")
        return real_fsync(fd)

    def replace(a, b):
        replaced.append(True)
        synced.append("rename")
        return real_replace(a, b)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    write_text_atomic(tmp_path / "f.json", "{}")
    if sys.platform.startswith("linux"):
        assert synced == ["file", "rename", "folder"]


@pytest.mark.parametrize("code, key", [
    (errno.ENOSPC, "error.write_disk_full"),
    (errno.EACCES, "error.write_read_only"),
    (errno.EROFS, "error.write_read_only"),
    (errno.EIO, "error.write_failed"),
])
def test_a_failed_write_names_its_cause_and_leaves_the_old_file(tmp_path, monkeypatch, code, key):
    target = tmp_path / "f.json"
    target.write_text("old")

    def refuse(*args, **kwargs):
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(WriteFailed) as info:
        write_text_atomic(target, "new")
    assert info.value.key == key and failure_key(info.value) == key
    assert not t(key).startswith("error.")
    assert target.read_text() == "old" and temp_files(tmp_path) == []


def test_a_file_where_the_folder_should_be(tmp_path):
    (tmp_path / "data").write_text("a file")
    with pytest.raises(WriteFailed) as info:
        write_text_atomic(tmp_path / "data" / "saves" / "g.json", "{}")
    assert info.value.key == "error.write_not_a_folder"


def test_a_folder_where_the_file_should_be(tmp_path):
    (tmp_path / "g.json").mkdir()
    with pytest.raises(WriteFailed) as info:
        write_text_atomic(tmp_path / "g.json", "{}")
    assert info.value.key == "error.write_is_a_folder"


def test_write_failed_is_still_an_oserror_for_older_callers(tmp_path):
    (tmp_path / "data").write_text("a file")
    with pytest.raises(OSError):
        write_text_atomic(tmp_path / "data" / "g.json", "{}")
