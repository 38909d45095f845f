"""New-game setup: the game (every playable game as a card: a picture of its table, its title,
player counts, a typical length and a one-line description), its seats (as many as the
game's declaration allows: name; human or computer easy/medium/hard) and the first player
(random or chosen).  The seats last used for each game are remembered (storage.last_seats)
and offered again when that game is chosen."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from dogtable.core.registry import playable_game_ids, get_game
from dogtable.i18n import game_title
from dogtable.storage import paths
from dogtable.storage.last_seats import LastSeats, load_last_seats, remember_seats
from dogtable.ui import theme
from dogtable.ui.scenes.base import Scene, button_row

KINDS = ("human", "easy", "medium", "hard")
MAX_NAME = 24   # "Grandma Josefina Maria" whole; the form says the limit while a name is typed
DESCRIPTION_SIZES = (17, 16, 15, 14, 13, 12, 11)
PICTURE_ASPECT = 960 / 560         # the shape boards are drawn in off screen


def max_seats() -> int:
    """The most seats any registered game takes (the form keeps a name for each)."""
    return max(get_game(g).max_players for g in playable_game_ids())


def game_facts(gid: str, t) -> str:
    """"2–5 players · 15–25 min"."""
    spec = get_game(gid)
    players = t("app.setup.player_range", low=spec.min_players, high=spec.max_players)
    low, high = spec.minutes     # how long a game usually takes at our table (our estimate)
    return f"{players} · {t('app.setup.minutes', low=low, high=high)}"


def line_step(size: int) -> int:
    """Lines of a description closer than the font's own spacing (it leaves room for accents
    the short descriptions rarely stack)."""
    return int(size * 1.25) + 1


def fit_wrapped(text: str, rect: pygame.Rect, sizes=DESCRIPTION_SIZES) -> tuple[int, list[str]] | None:
    """The largest size at which ``text`` wraps into ``rect`` without a word cut, and its lines;
    None when even the smallest does not fit."""
    for size in sizes:
        fnt = theme.font(size)
        lines = theme.wrap(text, fnt, rect.width)
        words_whole = all(fnt.size(word)[0] <= rect.width for word in text.split())
        if words_whole and (len(lines) - 1) * line_step(size) + fnt.get_height() <= rect.height:
            return size, lines
    return None


class SetupModel:
    """What the form holds, kept apart from the widgets so rebuilding loses nothing."""

    def __init__(self, t, previous: dict | None = None, memory: LastSeats | None = None):
        self.memory = memory or LastSeats()
        self.drafts: dict[str, tuple[int, list[str], list[str]]] = {}   # per game, this visit
        games = playable_game_ids()
        self.game = "dogs_alone" if "dogs_alone" in games else games[0]
        if self.memory.last_game in games:
            self.game = self.memory.last_game
        spec = get_game(self.game)
        self.count = max(spec.min_players, min(3, spec.max_players))
        most = max_seats()
        self.names = [t(f"app.setup.name_{i + 1}") for i in range(most)]
        self.kinds = ["human"] + ["medium"] * (most - 1)
        self.first: int | str = "random"
        if previous:
            self.game = previous.get("game", self.game)
            self.count = previous.get("count", self.count)
            self.names = list(previous.get("names", self.names))
            self.kinds = list(previous.get("kinds", self.kinds))
            self.first = previous.get("first", "random")
        if self.game not in games:
            self.game = games[0]
        # every seat any game may have gets a name and a kind (older values may be shorter)
        self.names += [t(f"app.setup.name_{i + 1}") for i in range(len(self.names), most)]
        self.kinds += ["medium"] * (most - len(self.kinds))
        if not previous:
            self.recall(self.game)
        self._clamp_count()

    def _clamp_count(self) -> None:
        spec = get_game(self.game)
        if not isinstance(self.count, int) or isinstance(self.count, bool):
            self.count = spec.min_players
        self.count = max(spec.min_players, min(self.count, spec.max_players))
        if isinstance(self.first, int) and not 0 <= self.first < self.count:
            self.first = "random"

    def recall(self, gid: str) -> bool:
        """Put the seats last used for ``gid`` in the form; False when none are remembered
        (or they do not suit the game any more)."""
        seats = self.memory.seats_for(gid)
        spec = get_game(gid)
        if not seats or not spec.min_players <= len(seats) <= spec.max_players:
            return False
        self.count = len(seats)
        for i, seat in enumerate(seats):
            self.names[i] = seat["name"][:MAX_NAME]
            self.kinds[i] = seat["kind"]
        return True

    def choose_game(self, gid: str) -> None:
        """Switch the form to ``gid``: the seats left there during this visit, else the seats
        last used for it, else the seats on the form now (as many as it takes)."""
        if gid == self.game:
            return
        self.drafts[self.game] = (self.count, list(self.names), list(self.kinds))
        self.game = gid
        self.first = "random"
        if gid in self.drafts:
            self.count, names, kinds = self.drafts[gid]
            self.names, self.kinds = list(names), list(kinds)
        else:
            self.recall(gid)
        self._clamp_count()

    def seats(self, t) -> list[dict]:
        out = []
        for i in range(self.count):
            name = " ".join(self.names[i].split())[:MAX_NAME] or t("app.setup.player_n", n=i + 1)
            out.append({"name": name, "kind": self.kinds[i]})
        return out

    def to_json(self) -> dict:
        return {"game": self.game, "count": self.count, "names": list(self.names),
                "kinds": list(self.kinds), "first": self.first}


class SetupLayout:
    """Where everything goes for a window size and a seat count: the game cards on the left,
    the seats form on the right, Back and Start at the bottom."""

    def __init__(self, size: tuple[int, int], games: int, seats: int):
        w, h = size
        margin = 24 if w >= 1280 else 20
        gap = 28 if w >= 1280 else 18
        small = h < 720
        self.title_y = 14 if small else 24
        top = 64 if small else 96
        button_h = 42 if small else 46
        self.buttons_top = h - (12 if small else 16) - button_h
        bottom = self.buttons_top - (10 if small else 14)
        total = min(1560, w - 2 * margin)
        form_w = int(max(600, min(820, total * 0.6)))
        list_w = max(300, min(700, total - gap - form_w))
        left = (w - (list_w + gap + form_w)) // 2
        # game cards: as tall as the height allows, at most 190 px
        card_gap = 8
        self.card_h = max(72, min(190, (bottom - top - (games - 1) * card_gap) // max(1, games)))
        used = games * self.card_h + (games - 1) * card_gap
        top += max(0, (bottom - top - used) // 3)        # a little air on big screens
        self.cards = [pygame.Rect(left, top + i * (self.card_h + card_gap), list_w, self.card_h)
                      for i in range(games)]
        pad = 6 if small else 8
        pic_h = self.card_h - 2 * pad
        pic_w = min(int(pic_h * PICTURE_ASPECT), int(list_w * (0.34 if small else 0.42)))
        self.picture_size = (pic_w, int(pic_w / PICTURE_ASPECT))
        self.pad = pad
        # the seats form
        self.form = pygame.Rect(left + list_w + gap, top, form_w, bottom - top)
        header = 24
        room = bottom - top - header - 8
        self.pitch = max(32, min(48, room // (seats + 2)))
        self.row_gap = 8 if self.pitch >= 46 else 6
        self.row_h = self.pitch - self.row_gap
        self.label_w = 150
        self.count_y = top
        self.seats_y = top + self.pitch + header
        self.first_y = self.seats_y + seats * self.pitch + 8
        self.disc_w = 36
        self.name_w = min(240, form_w - self.disc_w - 12 - 4 * 96 - 12)
        self.kind_x = self.form.left + self.disc_w + self.name_w + 12
        self.kind_w = (self.form.right - self.kind_x - 3 * 4) // 4
        # Back and Start under the cards (they do not move when the seat count changes)
        self.buttons_top = min(self.buttons_top, self.cards[-1].bottom + 28)
        self.back = pygame.Rect(0, 0, 220, button_h)
        self.start = pygame.Rect(0, 0, 220, button_h)
        self.back.bottomright = (w // 2 - 12, self.buttons_top + button_h)
        self.start.bottomleft = (w // 2 + 12, self.buttons_top + button_h)

    def card_parts(self, card: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """The picture, the title button and the text area (facts, description) of a card."""
        pw, ph = self.picture_size
        picture = pygame.Rect(card.left + self.pad, card.centery - ph // 2, pw, ph)
        x = picture.right + 10
        button_h = max(28, min(42, self.card_h // 4))
        title = pygame.Rect(x, card.top + self.pad, card.right - self.pad - x, button_h)
        text = pygame.Rect(x + 2, title.bottom + 3, title.width - 4,
                           card.bottom - self.pad + 2 - title.bottom - 3)
        return picture, title, text


class SetupScene(Scene):
    name = "setup"

    def __init__(self, app):
        super().__init__(app)
        self.model = SetupModel(self.t, getattr(app, "last_setup", None), load_last_seats())
        self.entries: list[UITextEntryLine] = []
        self.geometry: SetupLayout | None = None

    # -- layout ------------------------------------------------------------------------------
    def build(self) -> None:
        self.entries = []
        m = self.model
        games = playable_game_ids()
        g = self.geometry = SetupLayout(self.size, len(games), m.count)
        # the games
        for gid, card in zip(games, g.cards):
            _, title, _ = g.card_parts(card)
            b = self.button(title, game_title(gid), lambda gid=gid: self._set_game(gid), bold=True)
            if gid == m.game:
                b.select()
        # player count
        spec = get_game(m.game)
        counts = list(range(spec.min_players, spec.max_players + 1))
        count_w = min(56, (g.form.width - g.label_w) // len(counts) - 6)
        for i, n in enumerate(counts):
            b = self.button((g.form.left + g.label_w + i * (count_w + 6), g.count_y, count_w, g.row_h),
                            str(n), lambda n=n: self._set_count(n))
            if n == m.count:
                b.select()
        # seats
        y = g.seats_y
        # the four choices of a seat share one label size ("Medium" no smaller than "Easy")
        kind_size = self.label_size(pygame.Rect(0, 0, g.kind_w, g.row_h),
                                    [self.t(f"app.setup.kind_{kind}") for kind in KINDS])
        for s in range(m.count):
            entry = UITextEntryLine(pygame.Rect(g.form.left + g.disc_w, y, g.name_w, g.row_h),
                                    self.manager, initial_text=m.names[s])
            entry.set_text_length_limit(MAX_NAME)
            self.add(entry)
            self.entries.append(entry)
            for k, kind in enumerate(KINDS):
                rect = (g.kind_x + k * (g.kind_w + 4), y, g.kind_w, g.row_h)
                b = self.button(rect, self.t(f"app.setup.kind_{kind}"),
                                lambda s=s, kind=kind: self._set_kind(s, kind), focus=False,
                                size=kind_size)
                if m.kinds[s] == kind:
                    b.select()
            y += g.pitch
        # first player
        first_w = min(300, g.form.width - g.label_w)
        self.first_button = self.button((g.form.left + g.label_w, g.first_y, first_w, g.row_h),
                                        self._first_text(), self._cycle_first)
        # the three buttons at the bottom share one label size; the home network's, beside
        # Start, grows to its label's width where the window has room
        home_text = self.t("net.setup.home_network")
        home = pygame.Rect(g.start.right + 20, g.start.top, 0, g.start.height)
        room = self.size[0] - home.left - 8
        size, (home.width,) = button_row([(home_text, False)], room, g.start.height, widest=240)
        size = min(size, self.label_size(g.back, [self.t("app.common.back")]),
                   self.label_size(g.start, [self.t("app.setup.start")], bold=True))
        self.button(g.back, self.t("app.common.back"), self.back, size=size)
        self.button(g.start, self.t("app.setup.start"), self.start, bold=True, size=size)
        self.button(home, home_text, self.play_on_network, size=size)

    def _first_text(self) -> str:
        m = self.model
        if m.first == "random" or not isinstance(m.first, int) or m.first >= m.count:
            who = self.t("app.setup.first_random")
        else:
            who = m.seats(self.t)[m.first]["name"]
        return self.t("app.setup.first_value", player=who)

    # -- model changes -----------------------------------------------------------------------
    def _read_names(self) -> None:
        for s, entry in enumerate(self.entries):
            if s < len(self.model.names):
                self.model.names[s] = entry.get_text()

    def _set_game(self, gid: str) -> None:
        self._read_names()
        self.model.choose_game(gid)
        self.entries = []        # already read: the fields still hold the other game's names
        self.rebuild()

    def _set_count(self, n: int) -> None:
        self._read_names()
        self.model.count = n
        if isinstance(self.model.first, int) and self.model.first >= n:
            self.model.first = "random"
        self.rebuild()

    def _set_kind(self, seat: int, kind: str) -> None:
        self._read_names()
        self.model.kinds[seat] = kind
        self.rebuild()

    def _cycle_first(self) -> None:
        self._read_names()
        m = self.model
        order: list[int | str] = ["random"] + list(range(m.count))
        try:
            i = order.index(m.first)
        except ValueError:
            i = 0
        m.first = order[(i + 1) % len(order)]
        self.first_button.set_text(self._first_text())

    def on_ui_event(self, event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element in self.entries:
            self._read_names()
            if isinstance(self.model.first, int):
                self.first_button.set_text(self._first_text())
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element in self.entries:
            self._read_names()
            return True
        return super().on_ui_event(event)

    def handle_event(self, event) -> bool:
        # a click anywhere on a game's card (its picture, its description) chooses it
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1 and self.geometry:
            for gid, card in zip(playable_game_ids(), self.geometry.cards):
                if card.collidepoint(event.pos):
                    if gid != self.model.game:
                        self._set_game(gid)
                    return True
        return super().handle_event(event)

    def handle_key(self, event) -> bool:
        if any(e.is_focused for e in self.entries) and event.key != pygame.K_ESCAPE:
            return False
        return super().handle_key(event)

    def rebuild(self) -> None:
        if self.entries:
            self._read_names()
        super().rebuild()

    # -- pictures, one per frame ------------------------------------------------------------------
    def _missing_picture(self) -> str | None:
        from dogtable.ui.scenes.game_picture import cached

        if self.geometry is None:
            return None
        size = self.geometry.picture_size
        for gid in playable_game_ids():
            if cached(gid, size, self.app.view_factory) is None:
                return gid
        return None

    def update(self, dt: float) -> None:
        if self.app.scenes.top is not self:
            return
        gid = self._missing_picture()
        if gid is not None:
            from dogtable.ui.scenes.game_picture import game_picture

            game_picture(gid, self.geometry.picture_size, self.app.view_factory)

    def next_frame_in(self) -> float | None:
        if self.app.scenes.top is self and self._missing_picture() is not None:
            return 0.0
        return None

    # -- go ------------------------------------------------------------------------------------------
    def start(self) -> None:
        self._read_names()
        self.app.last_setup = self.model.to_json()
        if paths.autosave_path().is_file():
            # a game is kept for Continue: starting over replaces it, so ask first
            from dogtable.ui.scenes.dialogs import ConfirmScene

            self.app.scenes.push(ConfirmScene(self.app, self.t("app.setup.replace_title"),
                                              self.t("app.setup.replace_question"),
                                              self.t("app.setup.start"), self._start_now))
            return
        self._start_now()

    def play_on_network(self) -> None:
        """The same table, with people joining from their own computers (the lobby)."""
        self._read_names()
        self.app.last_setup = self.model.to_json()
        first = self.model.first if isinstance(self.model.first, int) else "random"
        self.app.scenes.open("net_lobby", self.model.game, self.model.seats(self.t), first)

    def _start_now(self) -> None:
        first = self.model.first if isinstance(self.model.first, int) else "random"
        seats = self.model.seats(self.t)
        remember_seats(self.model.game, seats)      # a failed write only forgets
        self.app.scenes.start("new_game", self.model.game, seats, seed=None, first=first)

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        from dogtable.ui.scenes.game_picture import cached

        theme.draw_felt(surface)
        w, h = surface.get_size()
        g = self.geometry
        theme.draw_text(surface, self.t("app.setup.title"), (w // 2, 20 if g is None else g.title_y),
                        theme.HEADING_FONT + 4, theme.HILITE, bold=True, anchor="midtop")
        if g is None:
            return
        for gid, card in zip(playable_game_ids(), g.cards):
            self._draw_card(surface, gid, card, cached(gid, g.picture_size, self.app.view_factory))
        half = g.row_h // 2
        label = lambda key, y: theme.draw_text(surface, self.t(key), (g.form.left, y + half),
                                               theme.TEXT_FONT + 1, theme.CREAM, anchor="midleft",
                                               max_width=g.label_w - 10)
        label("app.setup.players", g.count_y)
        label("app.setup.first", g.first_y)
        y = g.seats_y
        typing = next((e for e in self.entries if e.is_focused), None)
        if typing is None:
            names, colour = self.t("app.setup.names"), theme.MUTED
        else:   # the limit is said while a name is typed, brighter once it is reached
            names = self.t("app.setup.names_limit", count=MAX_NAME)
            colour = theme.HILITE if len(typing.get_text()) >= MAX_NAME else theme.CREAM
        theme.draw_text(surface, names, (g.form.left + g.disc_w, y - 6),
                        theme.SMALL_FONT, colour, anchor="bottomleft", max_width=g.name_w)
        kx, kw = g.kind_x, g.kind_w
        theme.draw_text(surface, self.t("app.setup.who"), (kx, y - 6), theme.SMALL_FONT,
                        theme.MUTED, anchor="bottomleft", max_width=kw + 40)
        theme.draw_text(surface, self.t("app.setup.computer"), (kx + kw + 4 + (3 * kw + 8) // 2, y - 6),
                        theme.SMALL_FONT, theme.MUTED, anchor="midbottom", max_width=2 * kw)
        for s in range(self.model.count):
            ty = y + s * g.pitch + half
            colour = theme.SEAT_COLOURS[s % len(theme.SEAT_COLOURS)]
            pygame.draw.circle(surface, colour, (g.form.left + 16, ty), min(14, half))
            theme.draw_text(surface, str(s + 1), (g.form.left + 16, ty), theme.SMALL_FONT, theme.INK,
                            bold=True, anchor="center")

    def _draw_card(self, surface, gid: str, card: pygame.Rect, picture) -> None:
        g = self.geometry
        chosen = gid == self.model.game
        theme.panel(surface, card, border=theme.ACCENT if chosen else theme.PANEL_BORDER)
        if chosen:   # a thicker frame, not only another colour
            pygame.draw.rect(surface, theme.ACCENT, card.inflate(4, 4), 3, border_radius=11)
        pic_rect, _, text = g.card_parts(card)
        if picture is not None:
            surface.blit(picture, pic_rect)
        else:
            pygame.draw.rect(surface, theme.FELT_DARK, pic_rect)
        pygame.draw.rect(surface, theme.PANEL_BORDER, pic_rect, 1)
        facts, about = self.card_texts(gid, text)
        size, line = facts
        theme.draw_text(surface, line, text.topleft, size, theme.HILITE, anchor="topleft")
        size, lines, area = about
        fnt = theme.font(size)
        clip = surface.get_clip()
        surface.set_clip(area.clip(clip) if clip else area)   # never over the next card
        y = area.top
        for line in lines:
            surface.blit(fnt.render(line, True, theme.CREAM), (area.left, y))
            y += line_step(size)
        surface.set_clip(clip)

    def card_texts(self, gid: str, text: pygame.Rect):
        """The facts line (size, text) and the description (size, lines, area, and whether
        it fits) of a game's card, for its text area."""
        facts = game_facts(gid, self.t)
        largest = max(13, min(theme.SMALL_FONT + 1, self.geometry.card_h // 8))
        facts_size = theme.fit_font(facts, text.width, tuple(range(largest, 10, -1)))
        top = text.top + theme.font(facts_size).get_linesize() + 1
        area = pygame.Rect(text.left, top, text.width, text.bottom - top)
        about = self.t(f"app.setup.about.{gid}")
        fitted = fit_wrapped(about, area)
        if fitted is None:
            smallest = DESCRIPTION_SIZES[-1]
            fitted = smallest, theme.wrap(about, theme.font(smallest), area.width)
        return (facts_size, facts), (fitted[0], fitted[1], area)
