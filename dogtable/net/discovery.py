"""Finding tables on the home network: the host advertises a DNS-SD service over multicast
DNS (zeroconf), "Join a table" browses for it.  In loopback-only mode discovery is OFF (no
zeroconf instance is ever made: it would send multicast), and joining is by address.

What a record says (``table_record``) and how a found one is read (``parse_record``: nothing
trusted: a known game, a port, plain IP addresses, short texts) are plain functions, and
``Advertiser`` / ``Browser`` take the zeroconf module as a parameter, so the tests drive
them with an in-process fake registry and no socket at all."""
from __future__ import annotations

from dataclasses import dataclass
import ipaddress
import threading
from typing import Any, Callable

from dogtable.net.loopback import loopback_only
from dogtable.net.protocol import PROTOCOL

SERVICE_TYPE = "_dogtable._tcp.local."
MAX_NAME = 60


@dataclass(frozen=True, order=True)
class FoundTable:
    name: str           # the host's own words ("Ana's table"), shown in the list
    game: str
    address: str        # "192.168.1.20:8765", as "Join" takes it
    free: int           # remote seats still free
    protocol: int


def service_name(label: str) -> str:
    clean = "".join(ch for ch in label if ch.isprintable() and ch not in ".\\")[:MAX_NAME]
    return f"{clean or 'Dog Table'}.{SERVICE_TYPE}"


def table_record(label: str, game: str, port: int, addresses: list[str], free: int) -> dict:
    """The service a host advertises (the arguments of zeroconf.ServiceInfo)."""
    return {"type_": SERVICE_TYPE, "name": service_name(label), "port": int(port),
            "parsed_addresses": list(addresses),
            "properties": {"game": game, "free": str(int(free)), "proto": str(PROTOCOL)}}


def _text(value, limit: int = 40) -> str | None:
    if isinstance(value, bytes):
        try:
            value = value.decode("utf-8")
        except UnicodeDecodeError:
            return None
    return value if isinstance(value, str) and len(value) <= limit else None


def parse_record(name: str, addresses: list[str], port: int, properties: dict) -> FoundTable | None:
    """A found service as a table to offer, or None when anything about it is off."""
    from dogtable.core.registry import UnknownGame, get_game

    if not isinstance(name, str) or not name.endswith("." + SERVICE_TYPE):
        return None
    label = name[:-len(SERVICE_TYPE) - 1]
    if not label or len(label) > MAX_NAME or not label.isprintable():
        return None
    if not isinstance(port, int) or not 0 < port < 65536:
        return None
    props = {(_text(k) or ""): _text(v) for k, v in (properties or {}).items()}
    game, free, proto = props.get("game"), props.get("free"), props.get("proto")
    if game is None or free is None or not free.isdigit() or proto is None or not proto.isdigit():
        return None
    try:
        get_game(game)
    except UnknownGame:
        return None
    ips = []
    for address in addresses or []:
        try:
            ips.append(ipaddress.ip_address(address))
        except ValueError:
            continue
    if not ips:
        return None
    ip = sorted(ips, key=lambda a: a.version)[0]       # IPv4 first: what people can read
    shown = f"[{ip}]" if ip.version == 6 else str(ip)
    return FoundTable(label, game, f"{shown}:{port}", int(free), int(proto))


class TableList:
    """The tables found so far (by service name), safe to read from the UI thread."""

    def __init__(self, on_change: Callable[[], None] | None = None):
        self._lock = threading.Lock()
        self._tables: dict[str, FoundTable] = {}
        self.on_change = on_change

    def put(self, service: str, table: FoundTable | None) -> None:
        with self._lock:
            if table is None:
                self._tables.pop(service, None)
            else:
                self._tables[service] = table
        if self.on_change is not None:
            self.on_change()

    def tables(self) -> list[FoundTable]:
        """Tables this version can join, in a steady order."""
        with self._lock:
            return sorted(t for t in self._tables.values() if t.protocol == PROTOCOL)


def _import_zeroconf():
    import zeroconf

    return zeroconf


def _module(module, settings):
    """zeroconf itself, unless in loopback-only mode (None: discovery stays off); a fake
    module given by a test is used as it is (it sends nothing)."""
    if module is not None:
        return module
    if loopback_only(settings):
        return None
    return _import_zeroconf()


class Advertiser:
    """The host's service on the home network while its table is open."""

    def __init__(self, record: dict, settings=None, module=None):
        self.record = record
        self.settings = settings
        self.module = module
        self.zc = self.info = None

    def start(self) -> bool:
        zc_module = _module(self.module, self.settings)
        if zc_module is None:
            return False
        record = dict(self.record)
        self.info = zc_module.ServiceInfo(**record)
        self.zc = zc_module.Zeroconf(ip_version=zc_module.IPVersion.V4Only)
        self.zc.register_service(self.info)
        return True

    def stop(self) -> None:
        if self.zc is not None:
            try:
                self.zc.unregister_service(self.info)
            finally:
                self.zc.close()
                self.zc = None


class Browser:
    """Keeps ``tables`` (a TableList) up to date with the tables advertised nearby."""

    def __init__(self, tables: TableList, settings=None, module=None):
        self.tables = tables
        self.settings = settings
        self.module = module
        self.zc = self.browser = None
        self._zc_module: Any = None

    def start(self) -> bool:
        self._zc_module = _module(self.module, self.settings)
        if self._zc_module is None:
            return False
        self.zc = self._zc_module.Zeroconf(ip_version=self._zc_module.IPVersion.V4Only)
        self.browser = self._zc_module.ServiceBrowser(self.zc, SERVICE_TYPE,
                                                      handlers=[self._changed])
        return True

    def _changed(self, zeroconf, service_type, name, state_change) -> None:
        if state_change == self._zc_module.ServiceStateChange.Removed:
            self.tables.put(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, timeout=1500)
        if info is None:
            return
        self.tables.put(name, parse_record(name, list(info.parsed_addresses()), info.port,
                                           dict(info.properties or {})))

    def stop(self) -> None:
        if self.browser is not None:
            self.browser.cancel()
            self.browser = None
        if self.zc is not None:
            self.zc.close()
            self.zc = None
