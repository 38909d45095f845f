"""Whole games of every game across the network: a `dogtable host` process with a computer on
it and two `dogtable join --agent` processes, each a computer playing from what it received,
on 127.0.0.1 only.  The clients end with the host's final view of their seat, and every text
they received is checked for hidden cards (the conformance suite's secret adapters)."""
from __future__ import annotations

import json

import pytest

from dogtable.core.registry import game_ids, get_game
from dogtable.storage.journal import load_autosave

from netkit import finish, kill_all, leaks_in_received, start_host, start_join


@pytest.mark.parametrize("game_id", game_ids())
def test_a_whole_game_between_a_host_and_two_clients_in_other_processes(game_id, tmp_path):
    spec = get_game(game_id)
    seats = ["Ana:remote", "Bo:remote", "Cy:random"]
    seats += [f"C{i}:random" for i in range(spec.min_players - len(seats))]
    save = tmp_path / "host.json"
    host = clients = None
    try:
        host, info = start_host(tmp_path, game_id, ",".join(seats), "--save", str(save),
                                "--seed", "11")
        records = [tmp_path / "seat0.txt", tmp_path / "seat1.txt"]
        clients = [start_join(tmp_path, info["port"], info["code"], 0, "random", records[0]),
                   start_join(tmp_path, info["port"], info["code"], 1, "easy", records[1])]
        results = []
        for proc in clients:
            code, out, err = finish(proc)
            assert code == 0, err[-2000:]
            results.append(json.loads(out.strip().splitlines()[-1]))
        code, out, err = finish(host)
        assert code == 0, err[-2000:]
        assert json.loads(out.strip().splitlines()[-1])["over"] is True
    finally:
        kill_all(host, *(clients or []))
    session = load_autosave(save)[0]     # the host's own game, verified move by move
    assert session.is_over()
    for seat, result in enumerate(results):
        assert result["seat"] == seat and result["over"] is True
        assert result["log_len"] == len(session.log)
        assert result["view"] == json.loads(json.dumps(session.view(seat)))
        texts = records[seat].read_text("utf-8").splitlines()
        assert texts, "nothing was recorded"
        assert leaks_in_received(session, seat, texts) == []
