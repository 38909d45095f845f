"""Discovery without the network: loopback-only mode never makes a zeroconf instance (it
would send multicast); the records a host advertises are read back into the list of tables
through an in-process fake registry (zeroconf's own ServiceInfo, no socket)."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from dogtable.net import discovery
from dogtable.net.discovery import (Advertiser, Browser, FoundTable, TableList, parse_record,
                                    table_record)

zeroconf = pytest.importorskip("zeroconf")


class FakeRegistry:
    """What the network would carry, kept in this process: services and browsers."""

    def __init__(self):
        self.services: dict[str, object] = {}
        self.browsers: list = []

    def module(self):
        registry = self

        class Zeroconf:
            def __init__(self, ip_version=None):
                self.closed = False

            def register_service(self, info):
                registry.services[info.name] = info
                for browser in registry.browsers:
                    browser.tell(info.name, zeroconf.ServiceStateChange.Added)

            def unregister_service(self, info):
                registry.services.pop(info.name, None)
                for browser in registry.browsers:
                    browser.tell(info.name, zeroconf.ServiceStateChange.Removed)

            def get_service_info(self, type_, name, timeout=0):
                return registry.services.get(name)

            def close(self):
                self.closed = True

        class ServiceBrowser:
            def __init__(self, zc, type_, handlers):
                self.zc, self.type_, self.handlers = zc, type_, handlers
                registry.browsers.append(self)
                for name in list(registry.services):
                    self.tell(name, zeroconf.ServiceStateChange.Added)

            def tell(self, name, change):
                for handler in self.handlers:
                    handler(zeroconf=self.zc, service_type=self.type_, name=name,
                            state_change=change)

            def cancel(self):
                registry.browsers.remove(self)

        return SimpleNamespace(Zeroconf=Zeroconf, ServiceBrowser=ServiceBrowser,
                               ServiceInfo=zeroconf.ServiceInfo, IPVersion=zeroconf.IPVersion,
                               ServiceStateChange=zeroconf.ServiceStateChange)


def test_loopback_only_mode_never_starts_zeroconf(monkeypatch):
    monkeypatch.setenv("DOGTABLE_NET_LOOPBACK", "1")

    def forbidden():
        raise AssertionError("zeroconf must not be started in loopback-only mode")

    monkeypatch.setattr(discovery, "_import_zeroconf", forbidden)
    record = table_record("Ana", "dog_lover", 8765, ["127.0.0.1"], 1)
    assert Advertiser(record).start() is False
    assert Browser(TableList()).start() is False


def test_a_hosts_record_reaches_the_list_of_tables_and_leaves_it():
    registry = FakeRegistry()
    changes = []
    tables = TableList(on_change=lambda: changes.append(1))
    browser = Browser(tables, module=registry.module())
    assert browser.start()
    ana = Advertiser(table_record("Ana's table", "dog_lover", 8765, ["192.168.1.20"], 2),
                     module=registry.module())
    bo = Advertiser(table_record("Bo", "dodgy_dogs", 9000, ["fe80::1", "192.168.1.21"], 1),
                    module=registry.module())
    assert ana.start() and bo.start()
    assert tables.tables() == [
        FoundTable("Ana's table", "dog_lover", "192.168.1.20:8765", 2, 1),
        FoundTable("Bo", "dodgy_dogs", "192.168.1.21:9000", 1, 1)]
    ana.stop()
    assert [t.name for t in tables.tables()] == ["Bo"]
    # a browser started later finds what is there already
    late = TableList()
    assert Browser(late, module=registry.module()).start()
    assert [t.name for t in late.tables()] == ["Bo"]
    browser.stop()
    bo.stop()
    assert changes


@pytest.mark.parametrize("name, addresses, port, props", [
    ("Ana._http._tcp.local.", ["10.0.0.2"], 80, {b"game": b"dog_lover", b"free": b"1", b"proto": b"1"}),
    ("Ana._dogtable._tcp.local.", ["10.0.0.2"], 0, {b"game": b"dog_lover", b"free": b"1", b"proto": b"1"}),
    ("Ana._dogtable._tcp.local.", ["not an ip"], 80, {b"game": b"dog_lover", b"free": b"1", b"proto": b"1"}),
    ("Ana._dogtable._tcp.local.", ["10.0.0.2"], 80, {b"game": b"chess", b"free": b"1", b"proto": b"1"}),
    ("Ana._dogtable._tcp.local.", ["10.0.0.2"], 80, {b"game": b"dog_lover", b"free": b"-1", b"proto": b"1"}),
    ("Ana._dogtable._tcp.local.", ["10.0.0.2"], 80, {b"game": b"\xff", b"free": b"1", b"proto": b"1"}),
    ("Ana._dogtable._tcp.local.", ["10.0.0.2"], 80, {}),
    ("\x00._dogtable._tcp.local.", ["10.0.0.2"], 80, {b"game": b"dog_lover", b"free": b"1", b"proto": b"1"}),
])
def test_odd_records_are_not_offered(name, addresses, port, props):
    assert parse_record(name, addresses, port, props) is None


def test_a_table_of_another_protocol_is_not_listed():
    tables = TableList()
    tables.put("x", FoundTable("Old", "dog_lover", "10.0.0.2:80", 1, 99))
    assert tables.tables() == []
