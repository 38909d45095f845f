"""Loopback-only mode: every socket binds to and talks with 127.0.0.1 or ::1, and discovery
(multicast DNS) is off.  On by the environment variable DOGTABLE_NET_LOOPBACK=1 (the test
suite and CI set it) or by the setting ``net_loopback``; used on machines where no packet may
leave the computer."""
from __future__ import annotations

import ipaddress
import os

ENV = "DOGTABLE_NET_LOOPBACK"
LOOPBACK_HOST = "127.0.0.1"
ANY_HOST = "0.0.0.0"   # the home network: the host listens on every interface


class AddressRefused(ValueError):
    """An address this mode may not use; ``key`` is a translation key."""

    def __init__(self, key: str, **params):
        super().__init__(key)
        self.key = key
        self.params = params


def loopback_only(settings=None) -> bool:
    if os.environ.get(ENV, "").strip().lower() in ("1", "true", "yes", "on"):
        return True
    return bool(getattr(settings, "net_loopback", False))


def is_loopback(host: str) -> bool:
    if host.strip().lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def bind_host(settings=None) -> str:
    """Where a host listens: loopback only, or every interface of the home network."""
    return LOOPBACK_HOST if loopback_only(settings) else ANY_HOST


def parse_address(text: str, default_port: int) -> tuple[str, int]:
    """"192.168.1.20:8765", "[::1]:8765", "host" -> (host, port); AddressRefused on nonsense."""
    text = (text or "").strip()
    if text.startswith("ws://"):
        text = text[5:].rstrip("/")
    if not text or len(text) > 255 or any(c.isspace() for c in text):
        raise AddressRefused("net.error.bad_address")
    host, port = text, default_port
    if text.startswith("["):
        end = text.find("]")
        if end < 0:
            raise AddressRefused("net.error.bad_address")
        host, rest = text[1:end], text[end + 1:]
        if rest:
            if not rest.startswith(":"):
                raise AddressRefused("net.error.bad_address")
            port = _port(rest[1:])
    elif text.count(":") == 1:
        host, _, tail = text.partition(":")
        port = _port(tail)
    if not host:
        raise AddressRefused("net.error.bad_address")
    return host, port


def _port(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= 65535:
        raise AddressRefused("net.error.bad_address")
    return int(text)


def check_destination(host: str, settings=None) -> str:
    """The host to connect to, refused in loopback-only mode unless it is a loopback address
    (names other than localhost are not even looked up there)."""
    if loopback_only(settings) and not is_loopback(host):
        raise AddressRefused("net.error.loopback_only", address=host)
    return "127.0.0.1" if host.strip().lower() == "localhost" else host.strip("[]")
