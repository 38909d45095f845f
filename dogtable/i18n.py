"""Translation: ``t(key, **params)`` over the locale files, switchable live.

The files are pygame-gui's translation files, ``locales/<namespace>.<lang>.json`` holding
``{"<lang>": {nested keys}}``; key ``"app.menu.quit"`` is ``menu.quit`` in ``app.<lang>.json``.
We read them with our own small layer instead of python-i18n (which pygame-gui uses)
because the app needs guarantees python-i18n does not give: a missing key falls back to
English and then to a readable form of the key, a missing or extra placeholder never
raises, and the catalogue can be checked by tests.  Widgets receive already translated
text; on a language switch the app rebuilds its widgets and also calls
``UIManager.set_locale`` so pygame-gui's own strings follow.

Placeholders are written ``%{name}`` (pygame-gui / python-i18n style); ``{name}`` is
accepted too.
"""
from __future__ import annotations

import json
from pathlib import Path
import re
import sys
import threading
from typing import Any, Callable

DEFAULT_LANGUAGE = "en"
LANGUAGES = ("en", "es", "pt")
_PLACEHOLDER = re.compile(r"%\{(\w+)\}|(?<![%{])\{(\w+)\}")

_lock = threading.Lock()
_catalog: dict[str, dict[str, str]] | None = None   # lang -> flat key -> text
_language = DEFAULT_LANGUAGE
_locales_dir: Path | None = None
_problems: list[str] = []
_listeners: list[Callable[[str], None]] = []


def locales_dir() -> Path | None:
    """The folder of the locale files (None when it cannot be found: every text then
    shows its readable key, and nothing crashes)."""
    if _locales_dir is not None:
        return _locales_dir
    try:
        from dogtable.resources import locales_dir as find
        return find()
    except Exception:
        here = Path(__file__).resolve().parent.parent / "locales"
        return here if here.is_dir() else None


def use_locales_dir(path: str | Path | None) -> None:
    """Read the translations from ``path`` (tests); None goes back to the default place."""
    global _locales_dir, _catalog
    with _lock:
        _locales_dir = Path(path) if path is not None else None
        _catalog = None


def _flatten(prefix: str, node: Any, out: dict[str, str]) -> None:
    if isinstance(node, dict):
        for key, value in node.items():
            _flatten(f"{prefix}.{key}" if prefix else str(key), value, out)
    elif isinstance(node, str):
        out[prefix] = node
    elif isinstance(node, (int, float)) and not isinstance(node, bool):
        out[prefix] = str(node)


def load_file(path: Path) -> tuple[str, str, dict[str, str]]:
    """(namespace, lang, flat keys) of one locale file; raises ValueError if malformed."""
    namespace, _, lang = path.stem.rpartition(".")
    if not namespace or not lang:
        raise ValueError(f"{path.name}: expected <namespace>.<lang>.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or not isinstance(data.get(lang), dict):
        raise ValueError(f"{path.name}: expected {{\"{lang}\": {{...}}}}")
    flat: dict[str, str] = {}
    _flatten(namespace, data[lang], flat)
    return namespace, lang, flat


def _load() -> dict[str, dict[str, str]]:
    global _catalog
    if _catalog is not None:
        return _catalog
    with _lock:
        if _catalog is not None:
            return _catalog
        catalog: dict[str, dict[str, str]] = {}
        folder = locales_dir()
        files = sorted(folder.glob("*.json")) if folder is not None else []
        for path in files:
            try:
                _, lang, flat = load_file(path)
            except (OSError, ValueError) as exc:  # a broken file costs its own texts only
                _problems.append(f"{path.name}: {exc}")
                print(f"dogtable: skipping locale file {path.name}: {exc}", file=sys.stderr)
                continue
            catalog.setdefault(lang, {}).update(flat)
        _catalog = catalog
        return catalog


def reload() -> None:
    """Forget the loaded texts (they are read again on next use)."""
    global _catalog
    with _lock:
        _catalog = None


def problems() -> list[str]:
    """Locale files that could not be read (for diagnostics)."""
    _load()
    return list(_problems)


def available_languages() -> list[str]:
    """The languages we speak: the supported ones, in a fixed order (English always)."""
    have = set(_load())
    return [lang for lang in LANGUAGES if lang in have or lang == DEFAULT_LANGUAGE]


def get_language() -> str:
    return _language


def set_language(lang: str) -> str:
    """Switch every later ``t`` to ``lang`` (unknown languages fall back to English) and
    tell the listeners; returns the language now in use."""
    global _language
    lang = lang if lang in LANGUAGES else DEFAULT_LANGUAGE
    changed = lang != _language
    _language = lang
    if changed:
        for listener in list(_listeners):
            listener(lang)
    return lang


def on_language_change(listener: Callable[[str], None]) -> None:
    _listeners.append(listener)


def remove_listener(listener: Callable[[str], None]) -> None:
    if listener in _listeners:
        _listeners.remove(listener)


def has(key: str, lang: str | None = None) -> bool:
    """Is ``key`` translated in ``lang`` (default: the current language)?"""
    return key in _load().get(lang or _language, {})


def readable(key: str) -> str:
    """The last part of a key, made human: "app.menu.new_game" -> "New game"."""
    last = key.rsplit(".", 1)[-1].replace("_", " ").strip()
    return (last[:1].upper() + last[1:]) if last else key


def placeholders(text: str) -> set[str]:
    return {a or b for a, b in _PLACEHOLDER.findall(text)}


def format_text(text: str, params: dict) -> str:
    """Fill ``%{name}``/``{name}`` from params; unknown names stay visible as written."""
    if not params:
        return text

    def fill(match: re.Match) -> str:
        name = match.group(1) or match.group(2)
        if name in params:
            return str(params[name])
        return match.group(0)

    return _PLACEHOLDER.sub(fill, text)


def t(key: str, **params: Any) -> str:
    """The text of ``key`` in the current language; never raises."""
    try:
        catalog = _load()
        text = catalog.get(_language, {}).get(key)
        if text is None:
            text = catalog.get(DEFAULT_LANGUAGE, {}).get(key)
        if text is None:
            text = readable(str(key))
        return format_text(text, params)
    except Exception:  # translation must never take the app down
        return readable(str(key))


def game_title(game_id: str) -> str:
    """A game's name in the current language (its own ``<game>.title`` text)."""
    key = f"{game_id}.title"
    return t(key) if has(key, DEFAULT_LANGUAGE) or has(key) else readable(str(game_id))


def keys(lang: str) -> dict[str, str]:
    """Every flat key of ``lang`` and its text (tests, tools)."""
    return dict(_load().get(lang, {}))
