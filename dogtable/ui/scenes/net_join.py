"""Join a table on the home network: the tables found nearby (DNS-SD; off in loopback-only
mode), or an address typed by hand, and the join code the host shows.

Joining starts a TableClient (dogtable/net/client.py); once the host has welcomed us and
sent the table, the seat's table opens on a RemoteSession (no autosave here: the host keeps
the game).  A refusal (wrong code, another version, a seat taken) or silence is said in the
player's language and the form stays as typed.  `dogtable join ADDRESS --code CODE` opens
this scene already filled in and joining.
"""
from __future__ import annotations

import sys
import time
import traceback

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from dogtable.i18n import game_title
from dogtable.ui import theme
from dogtable.ui.scenes.base import Scene
from dogtable.ui.scenes.dialogs import centered_panel

GIVE_UP_AFTER = 8.0     # seconds without an answer: "nobody answers at ..."
# once at the table, how long a lost host is waited for: a host that crashed comes back when
# its person starts the app again and presses Continue, which can take minutes
AT_TABLE_RETRY = 600.0


class NetJoinScene(Scene):
    name = "net_join"

    def __init__(self, app, address: str = "", code: str = "", seat: int | None = None):
        super().__init__(app)
        self.address = address
        self.code = code
        self.seat = seat
        self.client = None
        self.asked_at = 0.0
        self.message: str | None = None
        self.tables = None
        self.browser = None
        self.discovering = False
        self.address_entry = self.code_entry = None
        self._start_browsing()
        if address and code:
            self.join()

    # -- discovery ------------------------------------------------------------------------------------
    def _start_browsing(self) -> None:
        from dogtable.net.discovery import Browser, TableList
        from dogtable.ui.wake import post_wake

        self.tables = TableList(on_change=post_wake)
        try:
            self.browser = Browser(self.tables, self.app.settings)
            self.discovering = self.browser.start()
        except Exception:
            traceback.print_exc(file=sys.stderr)
            self.discovering = False

    def _found(self):
        return self.tables.tables() if self.tables is not None else []

    # -- widgets --------------------------------------------------------------------------------------
    def _rect(self) -> pygame.Rect:
        w, h = self.size
        return centered_panel(self.size, min(760, w - 60), min(h - 40, 560))

    def build(self) -> None:
        rect = self._rect()
        y = rect.top + 90
        for found in self._found()[:4]:
            text = self.t("net.join.entry", game=game_title(found.game), host=found.name)
            self.button(pygame.Rect(rect.left + 40, y, rect.width - 80, 40), text,
                        lambda a=found.address: self._choose(a))
            y += 46
        form = rect.bottom - 200
        label_w = 200
        self.address_entry = self.add(UITextEntryLine(
            pygame.Rect(rect.left + 40 + label_w, form, rect.width - 80 - label_w, 40), self.manager))
        self.address_entry.set_text(self.address)
        self.code_entry = self.add(UITextEntryLine(
            pygame.Rect(rect.left + 40 + label_w, form + 50, 200, 40), self.manager))
        self.code_entry.set_text(self.code)
        bottom = rect.bottom - 64
        self.button(pygame.Rect(rect.left + 40, bottom, 220, 46), self.t("net.join.back"), self.back)
        self.button(pygame.Rect(rect.right - 260, bottom, 220, 46), self.t("net.join.join"),
                    self.join, bold=True, enabled=self.client is None)

    def _choose(self, address: str) -> None:
        self.address = address
        if self.address_entry is not None:
            self.address_entry.set_text(address)

    def _read(self) -> None:
        if self.address_entry is not None:
            self.address = self.address_entry.get_text().strip()
        if self.code_entry is not None:
            self.code = self.code_entry.get_text().strip()

    def on_ui_event(self, event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and \
                event.ui_element in (self.address_entry, self.code_entry):
            self.join()
            return True
        return super().on_ui_event(event)

    def handle_key(self, event) -> bool:
        typing = any(e is not None and e.is_focused for e in (self.address_entry, self.code_entry))
        if typing and event.key != pygame.K_ESCAPE:
            return False
        return super().handle_key(event)

    # -- joining --------------------------------------------------------------------------------------
    def join(self) -> None:
        from dogtable.net.client import TableClient
        from dogtable.net.join_code import is_well_formed
        from dogtable.net.loopback import AddressRefused, check_destination, parse_address
        from dogtable.ui.wake import post_wake

        if self.client is not None:
            return
        self._read()
        try:
            host, _ = parse_address(self.address, 8765)
            check_destination(host, self.app.settings)
        except AddressRefused as bad:
            self.message = self.t(bad.key, **bad.params)
            return
        if not is_well_formed(self.code):
            self.message = self.t("net.error.wrong_code")
            return
        self.client = TableClient(self.address, self.code, self.seat, settings=self.app.settings,
                                  retry_for=GIVE_UP_AFTER, on_change=post_wake)
        self.client.start()
        self.asked_at = time.monotonic()
        self.message = self.t("net.join.connecting")
        if self.built:
            self.rebuild()

    def _give_up(self, text: str) -> None:
        client, self.client = self.client, None
        if client is not None:
            client.close()
        self.message = text
        if self.built:
            self.rebuild()

    def update(self, dt: float) -> None:
        from dogtable.net.client import CLOSED, JOINED, REFUSED
        from dogtable.net.remote_session import RemoteSession

        if self.built and self.tables is not None and len(self._found()) != getattr(self, "_shown", 0):
            self._shown = len(self._found())
            self.rebuild()
        client = self.client
        if client is None:
            return
        if client.status in (REFUSED, CLOSED):
            key, params = client.reason or ("net.error.host_gone", {})
            self._give_up(self.t(key, **params))
            return
        if client.status == JOINED and client.view is not None:
            self.client = None
            client.retry_for = max(client.retry_for, AT_TABLE_RETRY)
            try:
                session = RemoteSession(client)
            except Exception:
                traceback.print_exc(file=sys.stderr)
                client.close()
                self.message = self.t("error.table_unavailable")
                return
            self._stop_browsing()
            if self.app.scenes.start("session", session, autosave=False) is None:
                client.close()
            return
        if time.monotonic() - self.asked_at > GIVE_UP_AFTER:
            self._give_up(self.t("net.error.unreachable", address=self.address))

    def next_frame_in(self) -> float | None:
        return 0.1 if self.client is not None else None

    def _stop_browsing(self) -> None:
        if self.browser is not None:
            try:
                self.browser.stop()
            except Exception:
                traceback.print_exc(file=sys.stderr)
            self.browser = None

    def leave(self) -> None:
        super().leave()
        self._stop_browsing()
        if self.client is not None:
            self.client.close()
            self.client = None

    # -- drawing ----------------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        theme.draw_felt(surface)
        rect = self._rect()
        theme.panel(surface, rect)
        theme.draw_text(surface, self.t("net.join.title"), (rect.centerx, rect.top + 18),
                        theme.HEADING_FONT, theme.HILITE, bold=True, anchor="midtop")
        if not self.discovering:
            found = self.t("net.join.discovery_off")
        elif self._found():
            found = self.t("net.join.found")
        else:
            found = self.t("net.join.none_found")
        theme.draw_text(surface, found, (rect.left + 40, rect.top + 66), theme.SMALL_FONT,
                        theme.MUTED, anchor="midleft", max_width=rect.width - 80)
        form = rect.bottom - 200
        for text, y in ((self.t("net.join.address"), form), (self.t("net.join.code"), form + 50)):
            theme.draw_text(surface, text, (rect.left + 40, y + 20), theme.TEXT_FONT, theme.CREAM,
                            anchor="midleft", max_width=190)
        if self.message:
            theme.draw_text(surface, self.message, (rect.centerx, rect.bottom - 84),
                            theme.SMALL_FONT, theme.HILITE, anchor="midbottom",
                            max_width=rect.width - 60)
