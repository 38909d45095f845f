"""The messages host and clients trade: JSON objects with a ``type``, one per WebSocket text
frame, under a size limit, every field checked against its schema on arrival.

Nothing received is trusted: ``parse_from_client`` and ``parse_from_host`` return a message
only if it is exactly of a known shape (no missing, extra or mistyped field), and raise
ProtocolError with a translatable reason key otherwise.  ``PROTOCOL`` changes whenever a
message changes; a peer of another version is told so in words (net.error.version).
"""
from __future__ import annotations

import json
import math
from typing import Any, Callable

PROTOCOL = 1
CLIENT_MAX_BYTES = 16_384          # a client only ever says small things
HOST_MAX_BYTES = 4_000_000         # a whole game's redacted log on (re)joining stays far below
MAX_ARGS = 16
MAX_TEXT = 200
MAX_ENTRIES = 20_000
MAX_EVENTS_PER_ENTRY = 2_000


class ProtocolError(ValueError):
    """A message that is not one of ours; ``key`` says why, in words for the user."""

    def __init__(self, key: str, **params):
        super().__init__(key)
        self.key = key
        self.params = params


# -- field checks -------------------------------------------------------------------------------
Check = Callable[[Any], bool]


def is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and -2**53 < value < 2**53


def count(value) -> bool:
    return is_int(value) and value >= 0


def seat_number(value) -> bool:
    return is_int(value) and 0 <= value < 16


def optional(check: Check) -> Check:
    return lambda value: value is None or check(value)


def text(limit: int = MAX_TEXT) -> Check:
    return lambda value: isinstance(value, str) and len(value) <= limit


def number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def boolean(value) -> bool:
    return isinstance(value, bool)


def list_of(check: Check, limit: int) -> Check:
    return lambda value: isinstance(value, list) and len(value) <= limit and all(map(check, value))


def scalar(value) -> bool:
    return value is None or isinstance(value, (bool, str)) and len(str(value)) <= MAX_TEXT \
        or is_int(value) or number(value)


def params(value) -> bool:
    return isinstance(value, dict) and len(value) <= 16 and all(
        isinstance(k, str) and len(k) <= 40 and (scalar(v) or list_of(scalar, 64)(v))
        for k, v in value.items())


def action(value) -> bool:
    return (isinstance(value, dict) and set(value) == {"kind", "args"}
            and isinstance(value["kind"], str) and 0 < len(value["kind"]) <= 40
            and isinstance(value["args"], list) and len(value["args"]) <= MAX_ARGS
            and all(is_int(a) or isinstance(a, str) and len(a) <= 40 for a in value["args"]))


def json_object(value) -> bool:
    return isinstance(value, dict)


def event(value) -> bool:
    return isinstance(value, dict) and isinstance(value.get("kind"), str)


def entry(value) -> bool:
    return (isinstance(value, dict) and set(value) == {"seat", "events"}
            and optional(seat_number)(value["seat"])
            and list_of(event, MAX_EVENTS_PER_ENTRY)(value["events"]))


def seat_record(value) -> bool:
    return (isinstance(value, dict) and set(value) == {"name", "kind"}
            and text()(value["name"]) and text(20)(value["kind"]))


def race(value) -> bool:
    return (isinstance(value, dict) and set(value) == {"id", "by", "seats", "timeout_ms"}
            and count(value["id"]) and optional(seat_number)(value["by"])
            and list_of(seat_number, 16)(value["seats"]) and count(value["timeout_ms"]))


# -- the messages ---------------------------------------------------------------------------------
FROM_CLIENT: dict[str, dict[str, Check]] = {
    "hello": {"protocol": is_int, "app": text(40), "code": text(32), "seat": optional(seat_number)},
    "act": {"action": action, "at": count},
    "undo": {"at": count},
    "slap": {"race": count, "ms": optional(number)},
    "ping": {"t": number},
}

FROM_HOST: dict[str, dict[str, Check]] = {
    "welcome": {"protocol": is_int, "app": text(40), "game": text(40), "options": json_object,
                "seats": list_of(seat_record, 16), "seat": seat_number,
                "remote": list_of(seat_number, 16)},
    "refused": {"reason": text(80), "params": params},
    "update": {"base": count, "entries": list_of(entry, MAX_ENTRIES), "view": json_object,
               "legal": list_of(action, 5_000), "to_act": list_of(seat_number, 16),
               "over": boolean, "can_undo": boolean, "away": list_of(seat_number, 16),
               "race": optional(race), "log_len": count},
    "illegal": {"reason": text(80), "params": params},
    "pong": {"t": number},
}


def encode(message: dict) -> str:
    return json.dumps(message, separators=(",", ":"), allow_nan=False)


def _parse(data, limit: int, schemas: dict[str, dict[str, Check]]) -> dict:
    if isinstance(data, (bytes, bytearray)):
        raise ProtocolError("net.error.malformed")          # we only speak text frames
    if not isinstance(data, str) or len(data) > limit:
        raise ProtocolError("net.error.too_large")
    try:
        message = json.loads(data)
    except (ValueError, RecursionError):
        raise ProtocolError("net.error.malformed") from None
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        raise ProtocolError("net.error.malformed")
    fields = schemas.get(message["type"])
    if fields is None:
        raise ProtocolError("net.error.unknown_message")
    if set(message) != set(fields) | {"type"}:
        raise ProtocolError("net.error.malformed")
    for name, check in fields.items():
        try:
            good = check(message[name])
        except (TypeError, ValueError, RecursionError):
            good = False
        if not good:
            raise ProtocolError("net.error.malformed")
    return message


def parse_from_client(data) -> dict:
    return _parse(data, CLIENT_MAX_BYTES, FROM_CLIENT)


def parse_from_host(data) -> dict:
    return _parse(data, HOST_MAX_BYTES, FROM_HOST)


# -- building messages ------------------------------------------------------------------------------
def hello(code: str, seat: int | None, app: str) -> dict:
    return {"type": "hello", "protocol": PROTOCOL, "app": app[:40], "code": code[:32], "seat": seat}


def refused(reason: str, **extra) -> dict:
    return {"type": "refused", "reason": reason, "params": extra}


def illegal(reason: str, params_: dict) -> dict:
    clean = {k: v for k, v in params_.items() if scalar(v) or list_of(scalar, 64)(v)}
    return {"type": "illegal", "reason": reason, "params": clean}
