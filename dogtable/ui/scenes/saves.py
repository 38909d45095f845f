"""Named saves: the Save dialog (from the pause menu) and the Load screen (from the menu).

Saves live in the user data dir (storage.paths.saves_dir); a save that cannot be read
gives a clear message and leaves the list usable.  The Load list says what each save holds
(storage.save_info: game, players and their kinds, round or turn, date, finished or not)
with a small picture of its table (save_picture, drawn a row at a time so the list opens at
once), sorts newest or oldest first, and opens a finished game's replay.  The words for a
save (its label, date, players, progress) are in save_words.py.
"""
from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from dogtable.i18n import game_title
from dogtable.storage import paths
from dogtable.ui import theme
from dogtable.ui.scenes.base import Scene
from dogtable.ui.scenes.dialogs import ConfirmScene, centered_panel
from dogtable.ui.scenes.save_words import info_lines, progress_words, save_label, when_text, who_size



class SaveScene(Scene):
    overlay = True
    name = "save"

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.entry: UITextEntryLine | None = None
        self.text = self._default_name()
        self.confirm_overwrite: str | None = None

    def _default_name(self) -> str:
        game = game_title(self.table.game_id)
        return f"{game} {datetime.now().strftime('%Y-%m-%d %H.%M')}"

    def _rect(self) -> pygame.Rect:
        return centered_panel(self.size, 560, 260)

    def build(self) -> None:
        rect = self._rect()
        self.entry = self.add(UITextEntryLine(pygame.Rect(rect.left + 30, rect.top + 90,
                                                          rect.width - 60, 42),
                                              self.manager, initial_text=self.text))
        self.entry.set_text_length_limit(60)
        self.entry.focus()
        bw = (rect.width - 90) // 2
        self.button((rect.left + 30, rect.bottom - 66, bw, 46), self.t("app.common.cancel"), self.back)
        self.button((rect.right - 30 - bw, rect.bottom - 66, bw, 46), self.t("app.save.save"),
                    self.save, bold=True)

    def on_ui_event(self, event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.save()
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            self.text = self.entry.get_text()
            self.confirm_overwrite = None
            return True
        return super().on_ui_event(event)

    def handle_key(self, event) -> bool:
        if event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return False  # typing goes to the entry

    def save(self) -> None:
        name = (self.entry.get_text() if self.entry else self.text).strip() or self._default_name()
        path = paths.named_save_path(name)
        if path.exists() and self.confirm_overwrite != str(path):
            self.confirm_overwrite = str(path)
            self.app.toast(self.t("app.save.exists", name=path.stem))
            return
        if self.table.save_as(name):
            self.app.scenes.pop()

    def draw(self, surface) -> None:
        rect = self._rect()
        theme.panel(surface, rect)
        theme.draw_text(surface, self.t("app.save.title"), (rect.centerx, rect.top + 20),
                        theme.HEADING_FONT - 2, theme.HILITE, bold=True, anchor="midtop")
        theme.draw_text(surface, self.t("app.save.name"), (rect.left + 30, rect.top + 84),
                        theme.SMALL_FONT, theme.MUTED, anchor="bottomleft")


class LoadScene(Scene):
    """Two lists: the named saves ("Unfinished") and the history of finished games
    ("Finished": storage.history), the latter filtered by game and by a player's name.  A
    preview beside the list shows the selected game's table large enough to recognise."""

    overlay = True
    name = "load"

    def __init__(self, app, tab: str | None = None, refs: set[str] | None = None,
                 game: str | None = None, player: str = ""):
        super().__init__(app)
        from dogtable.storage.history import list_history

        self.page = 0
        self.selected: Path | None = None
        self.newest_first = True
        self.infos: list = []
        self.rows: list[tuple[object, pygame.Rect]] = []     # (info, row rect) on this page
        self.history = list_history()
        if self.history.skipped:   # bad or foreign files in the history: said once, skipped
            app.toast(self.t("app.history.skipped", count=self.history.skipped))
        if tab is None:   # nothing saved but finished games kept: open on those
            tab = "finished" if not paths.list_saves() and self.history.infos else "saved"
        self.tab = tab
        self.game_filter: str | None = game
        self.player_filter = player
        # only these kept games (a record's own, by history id) until a filter is changed
        self.refs = refs
        self.entry: UITextEntryLine | None = None

    @property
    def saves(self) -> list[Path]:
        return [info.path for info in self.infos]

    def _rect(self) -> pygame.Rect:
        w, h = self.size
        return centered_panel(self.size, min(1180, w - 40), min(700, h - 24))

    def _selected_info(self):
        return next((i for i in self.infos if i.path == self.selected), None)

    # -- layout --------------------------------------------------------------------------------
    def _areas(self) -> tuple[pygame.Rect, pygame.Rect]:
        """(the list, the preview) between the filters and the buttons."""
        rect = self._rect()
        top = rect.top + (158 if self.tab == "finished" else 112)
        bottom = rect.bottom - (124 if self._pages() > 1 else 78)
        inner = pygame.Rect(rect.left + 24, top, rect.width - 48, max(60, bottom - top))
        preview_w = int(inner.width * 0.40)
        lst = pygame.Rect(inner.left, inner.top, inner.width - preview_w - 16, inner.height)
        preview = pygame.Rect(lst.right + 16, inner.top, preview_w, inner.height)
        return lst, preview

    def _per_page(self) -> int:
        rect = self._rect()
        top = rect.top + (158 if self.tab == "finished" else 112)
        return max(2, (rect.bottom - 124 - top) // 60)

    def _pages(self) -> int:
        return max(1, (len(self.infos) + self._per_page() - 1) // self._per_page())

    def _load_infos(self) -> None:
        from dogtable.storage.history import matches
        from dogtable.storage.save_info import list_save_infos
        from dogtable.ui.scenes.save_picture import finished_of

        if self.tab == "finished":
            from dogtable.storage.history import ref_of

            infos = [i for i in self.history.infos
                     if matches(i, self.game_filter, self.player_filter)
                     and (self.refs is None or ref_of(i.path) in self.refs)]
            if not self.newest_first:
                infos = list(reversed(infos))
        else:
            infos = list_save_infos(paths.list_saves(), self.newest_first)
            for info in infos:
                if info.finished is None:
                    info.finished = finished_of(info.path)
        self.infos = infos

    def build(self) -> None:
        from dogtable.core.registry import playable_game_ids

        self._load_infos()
        pages = self._pages()
        self.page = min(self.page, pages - 1)
        if self.selected not in self.saves:
            self.selected = None
        rect = self._rect()
        # the two lists
        tw = min(240, (rect.width - 48 - 220) // 2)
        for i, (tab, key) in enumerate((("saved", "app.load.tab_saved"),
                                        ("finished", "app.load.tab_finished"))):
            b = self.button((rect.left + 24 + i * (tw + 8), rect.top + 62, tw, 40), self.t(key),
                            lambda tab=tab: self.set_tab(tab), focus=False)
            if tab == self.tab:
                b.select()
        if self.infos or self.tab == "finished":
            order = self.t("app.load.newest_first" if self.newest_first else "app.load.oldest_first")
            self.button((rect.right - 24 - 200, rect.top + 62, 200, 40), order, self.toggle_order,
                        focus=False)
        self.entry = None
        if self.tab == "finished":
            games = [None] + list(playable_game_ids())
            entry_w = min(240, int((rect.width - 48) * 0.24))
            gap = 6
            labels = [self.t("app.records.all_games") if gid is None else game_title(gid)
                      for gid in games]
            # widths in proportion to the names: the longest game name in any language fits
            room = rect.width - 48 - entry_w - 12 - gap * (len(games) - 1)
            natural = [theme.font(theme.BUTTON_SIZES[3]).size(label)[0] + 36 for label in labels]
            x = rect.left + 24
            for gid, label, n in zip(games, labels, natural):
                bw = int(room * n / sum(natural))
                b = self.button((x, rect.top + 110, bw, 38), label,
                                lambda gid=gid: self.set_game_filter(gid), focus=False)
                if gid == self.game_filter:
                    b.select()
                x += bw + gap
            self.entry = self.add(UITextEntryLine(
                pygame.Rect(rect.right - 24 - entry_w, rect.top + 110, entry_w, 38), self.manager,
                initial_text=self.player_filter, placeholder_text=self.t("app.load.filter_player")))
            self.entry.set_text_length_limit(24)
        lst, _preview = self._areas()
        per_page = self._per_page()
        row_h = max(48, min(64, lst.height // per_page))
        name_w = min(220, lst.width // 3)
        y = lst.top
        self.rows = []
        for info in self.infos[self.page * per_page:(self.page + 1) * per_page]:
            if y + row_h - 6 > lst.bottom + 4:
                break
            row = pygame.Rect(lst.left, y, lst.width, row_h - 6)
            room = theme.button_text_room(name_w)
            label = self.row_label(info)
            label = theme.ellipsize(label, room, theme.BUTTON_SIZES[1])
            b = self.button((row.left, row.centery - 21, name_w, 42), label,
                            lambda p=info.path: self.select(p))
            if info.path == self.selected:
                b.select()
            self.rows.append((info, row))
            y += row_h
        if pages > 1:
            self.button((rect.left + 24, rect.bottom - 112, 60, 36), "‹", self.prev_page,
                        enabled=self.page > 0, focus=False)
            self.button((lst.right - 60, rect.bottom - 112, 60, 36), "›", self.next_page,
                        enabled=self.page < pages - 1, focus=False)
        info = self._selected_info()
        finished = info is not None and info.readable and bool(info.finished)
        if self.tab == "finished":
            specs = [("app.common.back", self.back, True, False),
                     ("app.load.delete", self.delete, self.selected is not None, False),
                     ("app.history.delete_all", self.delete_all, bool(self.history.infos), False),
                     ("app.history.results", self.results, finished, False),
                     ("app.load.replay", self.replay, finished, True)]
        else:
            specs = [("app.common.back", self.back, True, False),
                     ("app.load.delete", self.delete, self.selected is not None, False),
                     ("app.load.replay", self.replay, finished, False),
                     ("app.load.load", self.load, self.selected is not None, True)]
        n = len(specs)
        bw = (rect.width - 48 - (n - 1) * 12) // n
        y = rect.bottom - 62
        for i, (key, action, enabled, bold) in enumerate(specs):
            self.button((rect.left + 24 + i * (bw + 12), y, bw, 46), self.t(key), action,
                        bold=bold, enabled=enabled)

    def row_label(self, info) -> str:
        if self.tab == "finished":
            return game_title(info.game) if info.game else "?"
        return save_label(info.path)

    # -- choices -------------------------------------------------------------------------------
    def select(self, path: Path) -> None:
        self.selected = path
        self.rebuild()

    def set_tab(self, tab: str) -> None:
        if tab != self.tab:
            self.tab, self.page, self.selected = tab, 0, None
            self.rebuild()

    def set_game_filter(self, game: str | None) -> None:
        self.game_filter, self.page, self.refs = game, 0, None
        self.rebuild()

    def set_player_filter(self, text: str) -> None:
        if text == self.player_filter:
            return
        self.player_filter, self.page, self.refs = text, 0, None
        self._load_infos()
        self.rebuild()
        if self.entry is not None:   # typing goes on in the new entry
            self.entry.focus()
            self.entry.edit_position = len(self.player_filter)

    def toggle_order(self) -> None:
        self.newest_first = not self.newest_first
        self.page = 0
        self.rebuild()

    def prev_page(self) -> None:
        self.page = max(0, self.page - 1)
        self.rebuild()

    def next_page(self) -> None:
        self.page += 1
        self.rebuild()

    def _open(self):
        from dogtable.storage.saves import SaveError, load_session

        if self.selected is None:
            return None
        name = theme.ellipsize(save_label(self.selected), 400, theme.TEXT_FONT)
        try:
            return load_session(self.selected)
        except SaveError as exc:
            self.app.show_error(self.t("app.errors.load_failed", name=name),
                                self.t(exc.key, **exc.params))
        except Exception:   # load_session promises SaveError; the list must outlive a slip
            self.app.show_error(self.t("app.errors.load_failed", name=name),
                                self.t("error.save_corrupt", detail="?"))
        return None

    def load(self) -> None:
        session = self._open()
        if session is not None:
            from dogtable.ui.scenes.net_resume import open_saved_session

            open_saved_session(self.app, session)   # a hosted table is served again

    def replay(self) -> None:
        session = self._open()
        if session is None:
            return
        if not session.is_over():
            self.app.show_error(self.t("app.errors.replay_failed"),
                                self.t("app.errors.replay_unfinished"))
            return
        self.app.scenes.start("replay", session)

    def results(self) -> None:
        session = self._open()
        if session is not None and session.is_over():
            self.app.scenes.push(self.app.scenes.start("results_of", session))

    def delete(self) -> None:
        if self.selected is None:
            return
        path = self.selected
        in_history = self.tab == "finished"

        def really_delete():
            from dogtable.storage.history import delete_game, list_history

            if in_history:
                if not delete_game(path):
                    self.app.toast(self.t("error.delete_failed"))
                self.history = list_history()
            else:
                try:
                    path.unlink(missing_ok=True)
                except OSError:
                    self.app.toast(self.t("error.delete_failed"))
            self.selected = None
            self.rebuild()

        name = self.row_label(self._selected_info()) if in_history and self._selected_info() \
            else save_label(path)
        self.app.scenes.push(ConfirmScene(self.app, self.t("app.load.delete_title"),
                                          self.t("app.load.delete_question", name=name),
                                          self.t("app.load.delete"), really_delete))

    def delete_all(self) -> None:
        count = len(self.history.infos)

        def really_delete_all():
            from dogtable.storage.history import delete_all, list_history

            delete_all()
            self.history = list_history()
            self.selected = None
            self.rebuild()

        self.app.scenes.push(ConfirmScene(self.app, self.t("app.history.delete_all_title"),
                                          self.t("app.history.delete_all_question", count=count),
                                          self.t("app.history.delete_all"), really_delete_all))

    # -- the preview, drawn once the list is on screen -----------------------------------------------
    def _preview_size(self) -> tuple[int, int]:
        _lst, preview = self._areas()
        w = max(80, preview.width)
        text_room = 4 * theme.font(theme.SMALL_FONT).get_linesize() + 16   # what and who below
        h = min(int(w * 560 / 960), max(60, preview.height - text_room))
        return (int(h * 960 / 560), h) if h < int(w * 560 / 960) else (w, h)

    def _missing_picture(self):
        from dogtable.ui.scenes.save_picture import cached

        info = self._selected_info()
        if info is not None and info.readable and not cached(info.path, info.saved_at,
                                                                self._preview_size()):
            return info
        return None

    def _learn_finished(self) -> None:
        """An older save without a summary: drawing its picture loaded it, so now we know."""
        from dogtable.ui.scenes.save_picture import finished_of

        changed = False
        for info in self.infos:
            if info.finished is None and finished_of(info.path) is not None:
                info.finished = finished_of(info.path)
                changed = changed or info.path == self.selected
        if changed and self.built:
            self.rebuild()

    def update(self, dt: float) -> None:
        if self.app.scenes.top is not self:
            return
        info = self._missing_picture()
        if info is not None:
            from dogtable.ui.scenes.save_picture import save_picture

            save_picture(info.path, info.saved_at, self._preview_size(), self.app.view_factory)
            self._learn_finished()

    def next_frame_in(self) -> float | None:
        if self.app.scenes.top is self and self._missing_picture() is not None:
            return 0.0
        return None

    def on_ui_event(self, event) -> bool:
        if self.entry is not None and getattr(event, "ui_element", None) is self.entry \
                and event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            self.set_player_filter(self.entry.get_text())
            return True
        return super().on_ui_event(event)

    def handle_key(self, event) -> bool:
        if self.entry is not None and self.entry.is_focused and event.key != pygame.K_ESCAPE:
            return False   # typing goes to the name filter
        return super().handle_key(event)

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            for info, row in self.rows:
                if row.collidepoint(event.pos):
                    self.select(info.path)
                    return True
        return super().handle_event(event)

    def draw(self, surface) -> None:
        from dogtable.ui.scenes.save_picture import save_picture, cached

        rect = self._rect()
        theme.panel(surface, rect)
        theme.draw_text(surface, self.t("app.load.title"), (rect.left + 24, rect.top + 16),
                        theme.HEADING_FONT, theme.HILITE, bold=True, anchor="topleft",
                        max_width=rect.width - 48)
        lst, preview = self._areas()
        if not self.infos:
            if self.tab == "finished":
                key = "app.history.none_match" if self.history.infos else "app.history.none"
            else:
                key = "app.load.none"
            theme.draw_wrapped(surface, self.t(key), lst.inflate(-20, -20), theme.TEXT_FONT,
                               theme.MUTED)
        name_w = min(220, lst.width // 3)
        for info, row in self.rows:
            if info.path == self.selected:
                pygame.draw.rect(surface, theme.ACCENT, row.inflate(8, 4), 2, border_radius=8)
            x = row.left + name_w + 12
            room = row.right - x
            colour = theme.CREAM if info.readable else theme.DANGER
            first, second = info_lines(info, self.t)
            if self.tab == "finished":   # the game is the button: the line says when
                first = "  ·  ".join(p for p in (when_text(info.saved_at),
                                                 progress_words(info, self.t)) if p)
            r = theme.draw_text(surface, first, (x, row.top + 2), theme.SMALL_FONT, colour,
                                bold=True, anchor="topleft", max_width=room)
            area = pygame.Rect(x, r.bottom + 2, room, row.bottom - r.bottom - 2)
            size = who_size(second, area)
            if size is None:   # a long table: computers by their level only, smaller if need be
                second = info_lines(info, self.t, short=True)[1]
                size = who_size(second, area) or 11
            theme.draw_wrapped(surface, second, area, size, theme.MUTED, line_gap=0)
        # the preview
        pygame.draw.rect(surface, theme.FELT_DARK, preview, border_radius=8)
        info = self._selected_info()
        if info is None:
            theme.draw_wrapped(surface, self.t("app.load.preview_hint"), preview.inflate(-24, -24),
                               theme.SMALL_FONT, theme.MUTED)
            return
        size = self._preview_size()
        pic = pygame.Rect(0, 0, *size)
        pic.midtop = (preview.centerx, preview.top + 6)
        picture = save_picture(info.path, info.saved_at, size) \
            if cached(info.path, info.saved_at, size) else None
        if picture is not None:
            surface.blit(picture, pic)
        pygame.draw.rect(surface, theme.PANEL_BORDER, pic, 1)
        first, second = info_lines(info, self.t)
        area = pygame.Rect(preview.left + 8, pic.bottom + 6, preview.width - 16,
                           preview.bottom - pic.bottom - 10)
        used = theme.draw_wrapped(surface, first, area, theme.SMALL_FONT, theme.CREAM, bold=True,
                                  line_gap=0)
        theme.draw_wrapped(surface, second, pygame.Rect(area.left, area.top + used + 2, area.width,
                                                        max(0, area.height - used - 2)),
                           theme.SMALL_FONT, theme.CREAM, line_gap=0)
