"""The message schema, the join code and loopback-only mode, without any socket."""
from __future__ import annotations

import json

from hypothesis import given, strategies as st
import pytest

from dogtable.net import protocol as P
from dogtable.net.join_code import ALPHABET, LENGTH, codes_match, is_well_formed, new_code, normalise
from dogtable.net.loopback import (AddressRefused, bind_host, check_destination, is_loopback,
                                   loopback_only, parse_address)


def test_every_client_message_we_build_passes_the_check():
    for message in ({"type": "act", "action": {"kind": "play", "args": [3, "left"]}, "at": 4},
                    {"type": "undo", "at": 9}, {"type": "slap", "race": 12, "ms": 640.5},
                    {"type": "slap", "race": 12, "ms": None}, {"type": "ping", "t": 1.5},
                    P.hello("ACDEFG", None, "0.1.0"), P.hello("ACDEFG", 2, "0.1.0")):
        assert P.parse_from_client(P.encode(message)) == message


@pytest.mark.parametrize("message", [
    {"type": "act", "action": {"kind": "play", "args": [3]}, "at": -1},          # negative
    {"type": "act", "action": {"kind": "", "args": []}, "at": 1},                # no kind
    {"type": "act", "action": {"kind": "play", "args": [True]}, "at": 1},        # a bool
    {"type": "act", "action": {"kind": "play", "args": [1.5]}, "at": 1},         # a float
    {"type": "act", "action": {"kind": "play", "args": list(range(40))}, "at": 1},
    {"type": "act", "action": {"kind": "play", "args": [], "x": 1}, "at": 1},    # extra field
    {"type": "hello", "protocol": 1, "app": "0", "code": "A", "seat": 99},       # no such seat
    {"type": "hello", "protocol": 1, "app": "0", "code": "A" * 100, "seat": None},
    {"type": "slap", "race": 1, "ms": "fast"},
    {"type": "undo"},
    {"type": "welcome"},                                                         # the host's
])
def test_messages_of_the_wrong_shape_are_refused(message):
    with pytest.raises(P.ProtocolError) as refused:
        P.parse_from_client(json.dumps(message))
    assert refused.value.key in ("net.error.malformed", "net.error.unknown_message")


def test_too_large_and_binary_messages_are_refused_before_parsing():
    with pytest.raises(P.ProtocolError) as big:
        P.parse_from_client(" " * (P.CLIENT_MAX_BYTES + 1))
    assert big.value.key == "net.error.too_large"
    with pytest.raises(P.ProtocolError) as binary:
        P.parse_from_client(b'{"type": "ping", "t": 1}')
    assert binary.value.key == "net.error.malformed"


@given(st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.sampled_from(["type", "at", "action", "kind", "args",
                                                       "ms", "race", "t", "seat", "code"]),
                                      inner, max_size=5),
                    max_leaves=12))
def test_any_json_at_all_gives_a_message_or_a_protocol_error(value):
    try:
        text = json.dumps(value)
    except ValueError:
        return
    try:
        message = P.parse_from_client(text)
    except P.ProtocolError as refused:
        assert refused.key.startswith("net.error.")
    else:
        assert message["type"] in P.FROM_CLIENT


def test_host_messages_are_checked_too():
    good = {"type": "update", "base": 0, "entries": [{"seat": None, "events": [{"kind": "X"}]}],
            "view": {}, "legal": [], "to_act": [0], "over": False, "can_undo": False,
            "away": [], "race": None, "log_len": 1}
    assert P.parse_from_host(json.dumps(good)) == good
    for bad in ({**good, "base": -1}, {**good, "view": []}, {**good, "to_act": [True]},
                {**good, "race": {"id": 1}}, {k: v for k, v in good.items() if k != "away"}):
        with pytest.raises(P.ProtocolError):
            P.parse_from_host(json.dumps(bad))


def test_join_codes_are_short_unambiguous_and_forgiving_to_type():
    codes = {new_code() for _ in range(200)}
    assert len(codes) > 190
    for code in codes:
        assert len(code) == LENGTH and set(code) <= set(ALPHABET) and is_well_formed(code)
        assert codes_match(code, code.lower()) and codes_match(code, f" {code[:3]}-{code[3:]} ")
    assert not set("0O1IL2Z5S8B") & set(ALPHABET)
    assert not codes_match("ACDEFG", "ACDEFH") and not codes_match("ACDEFG", "")
    assert not is_well_formed("ACDEF") and not is_well_formed("ACDEF0")
    assert normalise("x" * 100) == "X" * 32


def test_addresses_are_read_as_typed():
    assert parse_address("192.168.1.20:9000", 8765) == ("192.168.1.20", 9000)
    assert parse_address("ws://127.0.0.1:80/", 8765) == ("127.0.0.1", 80)
    assert parse_address("[::1]:5000", 8765) == ("::1", 5000)
    assert parse_address("kitchen-laptop", 8765) == ("kitchen-laptop", 8765)
    for bad in ("", "a b", "host:0", "host:99999", "host:x", "[::1", ":80"):
        with pytest.raises(AddressRefused):
            parse_address(bad, 8765)


def test_loopback_only_mode_refuses_every_other_address(monkeypatch):
    monkeypatch.setenv("DOGTABLE_NET_LOOPBACK", "1")
    assert loopback_only() and bind_host() == "127.0.0.1"
    assert check_destination("127.0.0.1") == "127.0.0.1"
    assert check_destination("localhost") == "127.0.0.1"
    assert check_destination("::1") == "::1"
    for other in ("192.168.1.20", "10.0.0.1", "224.0.0.251", "255.255.255.255", "example.org",
                  "0.0.0.0"):
        with pytest.raises(AddressRefused) as refused:
            check_destination(other)
        assert refused.value.key == "net.error.loopback_only"
    assert is_loopback("127.0.0.2") and not is_loopback("0.0.0.0")


def test_the_setting_turns_loopback_only_on_too(monkeypatch):
    monkeypatch.delenv("DOGTABLE_NET_LOOPBACK", raising=False)

    class Settings:
        net_loopback = True

    assert loopback_only(Settings()) and bind_host(Settings()) == "127.0.0.1"
    assert not loopback_only(None) and bind_host(None) == "0.0.0.0"
