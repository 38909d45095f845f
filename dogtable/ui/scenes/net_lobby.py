"""The host's lobby for a table on the home network: which people play from another
computer, then the open table's address and join code and who has joined.

Opened from the setup screen ("Play on the home network") with the setup's game and seats.
People seats are "at this screen" (hot-seat as always) or "remote" (they join with the code);
computers play on this computer.  "Open the table" starts the TableHost (dogtable/net/host.py)
on the UI thread's terms (``on_ui``: the table scene applies every act); "Start the game"
puts the table on screen with the host linked to it (``session.net``), remote seats still
free simply wait.  In loopback-only mode the table listens on 127.0.0.1 and is not advertised.
"""
from __future__ import annotations

import random
import sys
import traceback

import pygame

from dogtable.core.registry import get_game
from dogtable.core.rules import Seat
from dogtable.core.session import Session
from dogtable.ui import theme
from dogtable.ui.scenes.base import Scene
from dogtable.ui.scenes.dialogs import centered_panel

HUMAN = "human"
COMPUTERS = ("random", "easy", "medium", "hard")


def local_addresses(port: int, settings=None) -> list[str]:
    """How other computers reach this one: its IPv4 addresses on the home network (read from
    the interfaces, nothing sent), or 127.0.0.1 in loopback-only mode."""
    from dogtable.net.loopback import loopback_only

    if loopback_only(settings):
        return [f"127.0.0.1:{port}"]
    try:
        import ifaddr   # zeroconf's own dependency

        found = [ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips
                 if isinstance(ip.ip, str) and not ip.ip.startswith("127.")]
    except Exception:
        found = []
    return [f"{ip}:{port}" for ip in found[:3]] or [f"127.0.0.1:{port}"]


class NetLobbyScene(Scene):
    name = "net_lobby"

    def __init__(self, app, game_id: str, seats: list[dict], first="random"):
        super().__init__(app)
        self.game_id = game_id
        self.seats = [dict(s) for s in seats]
        self.first = first
        humans = [i for i, s in enumerate(self.seats) if s.get("kind", HUMAN) == HUMAN]
        # the first person plays here, the others from their own computer (changeable)
        self.remote = set(humans[1:]) if len(humans) > 1 else set(humans)
        self.session: Session | None = None
        self.host = None
        self.advertiser = None
        self.addresses: list[str] = []
        self.started = False
        self.error: str | None = None
        self.present: list[int] = []

    # -- widgets --------------------------------------------------------------------------------------
    def _rect(self) -> pygame.Rect:
        w, h = self.size
        return centered_panel(self.size, min(760, w - 60), min(h - 40, 560))

    def _rows(self):
        rect = self._rect()
        top = rect.top + (170 if self.host else 90)
        return [pygame.Rect(rect.left + 40, top + i * 44, rect.width - 80, 38)
                for i in range(len(self.seats))]

    def build(self) -> None:
        rect = self._rect()
        for i, row in enumerate(self._rows()):
            seat = self.seats[i]
            if seat.get("kind", HUMAN) == HUMAN and self.host is None:
                label = self.t("net.setup.kind_remote") if i in self.remote \
                    else self.t("app.setup.kind_human")
                self.button(pygame.Rect(row.right - 240, row.top, 240, row.height), label,
                            lambda i=i: self._toggle(i))
        bottom = rect.bottom - 64
        cancel = pygame.Rect(rect.left + 40, bottom, 220, 46)
        go = pygame.Rect(rect.right - 300, bottom, 260, 46)
        self.button(cancel, self.t("net.lobby.cancel"), self.back)
        if self.host is None:
            self.button(go, self.t("net.setup.home_network"), self.open_table, bold=True,
                        enabled=bool(self.remote))
        else:
            waiting = any(s not in self.present for s in self.remote)
            self.button(go, self.t("net.lobby.start_anyway" if waiting else "net.lobby.start"),
                        self.start_game, bold=True)

    def _toggle(self, seat: int) -> None:
        self.remote ^= {seat}
        self.rebuild()

    # -- the table --------------------------------------------------------------------------------------
    def open_table(self) -> None:
        from dogtable.net.host import TableHost
        from dogtable.net.remote_session import HostLink
        from dogtable.ui.wake import post_wake

        if not self.remote:
            self.error = self.t("net.setup.needs_remote")
            return
        spec = get_game(self.game_id)
        seats = [Seat(str(s.get("name"))[:24], s.get("kind", HUMAN)) for s in self.seats]
        options = {"first_player": self.first if isinstance(self.first, int) else "random"}
        try:
            self.session = Session(spec.rules(), seats, options,
                                   random.SystemRandom().randrange(2 ** 31))
            self.host = TableHost(self.session, self.remote, settings=self.app.settings,
                                  on_ui=True, wake=post_wake)
            _, port = self.host.start()
        except Exception as exc:
            traceback.print_exc(file=sys.stderr)
            self.error = self.t("net.lobby.failed", detail=str(exc)[:80])
            self.host = None
            return
        link = self.session.net = HostLink(self.host)
        self.addresses = link.addresses = local_addresses(port, self.app.settings)
        # so Continue (or a load of this game) after a quit or a crash serves it again
        # with this code and port (ui/scenes/net_resume.py)
        from dogtable.net.hosted_tables import remember

        remember(self.session, self.remote, self.host.code, port)
        self._advertise(port)
        self.rebuild()

    def _advertise(self, port: int) -> None:
        from dogtable.net.discovery import Advertiser, table_record

        try:
            host_name = next((s["name"] for i, s in enumerate(self.seats)
                              if s.get("kind", HUMAN) == HUMAN and i not in self.remote), "Dog Table")
            ips = [a.rsplit(":", 1)[0] for a in self.addresses]
            self.advertiser = Advertiser(table_record(host_name, self.game_id, port, ips,
                                                      len(self.remote)), self.app.settings)
            if not self.advertiser.start():
                self.advertiser = None      # loopback-only mode: not advertised
        except Exception:
            traceback.print_exc(file=sys.stderr)
            self.advertiser = None

    def start_game(self) -> None:
        if self.session is None:
            return
        self.started = True
        self._stop_advertising()
        if self.app.scenes.start("session", self.session) is None:
            self.started = False

    def _stop_advertising(self) -> None:
        if self.advertiser is not None:
            try:
                self.advertiser.stop()
            except Exception:
                traceback.print_exc(file=sys.stderr)
            self.advertiser = None

    def leave(self) -> None:
        super().leave()
        if not self.started:        # cancelled: nobody will play at this table
            self._stop_advertising()
            if self.host is not None:
                self.host.stop()
                self.host = None

    def update(self, dt: float) -> None:
        if self.host is None:
            return
        self.host.pump_presence()     # joins and leaves; moves wait for the table
        present = self.host.present()
        if present != self.present:
            self.present = present
            if self.built:
                self.rebuild()

    def next_frame_in(self) -> float | None:
        if self.host is None:
            return None
        return 0.0 if self.host.present() != self.present else 0.25

    # -- drawing ----------------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        theme.draw_felt(surface)
        rect = self._rect()
        theme.panel(surface, rect)
        theme.draw_text(surface, self.t("net.lobby.title"), (rect.centerx, rect.top + 18),
                        theme.HEADING_FONT, theme.HILITE, bold=True, anchor="midtop")
        if self.host is not None:
            theme.draw_text(surface, self.t("net.lobby.code", code=self.host.code),
                            (rect.centerx, rect.top + 70), theme.HEADING_FONT, theme.CREAM,
                            bold=True, anchor="midtop")
            theme.draw_text(surface, self.t("net.lobby.address", address=", ".join(self.addresses)),
                            (rect.centerx, rect.top + 116), theme.TEXT_FONT, theme.CREAM,
                            anchor="midtop", max_width=rect.width - 60)
        for i, row in enumerate(self._rows()):
            seat = self.seats[i]
            colour = theme.SEAT_COLOURS[i % len(theme.SEAT_COLOURS)]
            pygame.draw.circle(surface, colour, (row.left + 14, row.centery), 13)
            theme.draw_text(surface, str(i + 1), (row.left + 14, row.centery), theme.SMALL_FONT,
                            theme.INK, bold=True, anchor="center")
            name = str(seat.get("name"))
            if seat.get("kind", HUMAN) in COMPUTERS:
                text = self.t("net.lobby.computer", name=name)
            elif i not in self.remote:
                text = self.t("net.lobby.local", name=name)
            elif self.host is None:
                text = self.t("net.lobby.remote", name=name)
            elif i in self.present:
                text = self.t("net.lobby.joined", name=name)
            else:
                text = self.t("net.lobby.waiting", name=name)
            theme.draw_text(surface, text, (row.left + 40, row.centery), theme.TEXT_FONT,
                            theme.CREAM, anchor="midleft", max_width=row.width - 300)
        notes = []
        if self.error:
            notes.append(self.error)
        elif self.host is None and not self.remote:
            notes.append(self.t("net.setup.needs_remote"))
        from dogtable.net.loopback import loopback_only

        if loopback_only(self.app.settings):
            notes.append(self.t("net.lobby.loopback"))
        y = rect.bottom - 80
        for note in reversed(notes):
            theme.draw_text(surface, note, (rect.centerx, y), theme.SMALL_FONT, theme.MUTED,
                            anchor="midbottom", max_width=rect.width - 60)
            y -= 24
