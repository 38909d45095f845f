"""Translation: ``t(key, **params)`` over the locale files, switchable live.

The files have the layout of pygame-gui's translation files,
``locales/<namespace>.<lang>.json`` holding ``{"<lang>": {nested keys}}``; key
``"app.menu.quit"`` is ``menu.quit`` in ``app.<lang>.json``.
We read them with our own small layer instead of python-i18n (which pygame-gui uses)
because the app needs guarantees python-i18n does not give: a missing key falls back to
English and then to a readable form of the key, a missing or extra placeholder never
raises, and the catalogue can be checked by tests.  Widgets receive already translated
text; on a language switch the app rebuilds its widgets and also calls
``UIManager.set_locale`` so pygame-gui's own strings follow.

Placeholders are written ``%{name}`` (pygame-gui / python-i18n style); ``{name}`` is
accepted too.

Plurals: a value may be an object of plural categories instead of a text, e.g.
``"hand": {"one": "%{count} dog in hand", "other": "%{count} dogs in hand"}``; ``t`` picks
the form from the ``count`` parameter with the language's cardinal rule
(:func:`plural_category`).  The category names are CLDR's (``one``, ``many``, ``other``
...), plus an optional ``zero`` that wins for a count of 0 in any language ("no dogs").
A dict is a plural object when all its keys are category names, so those names are never
used as ordinary keys.  Whatever goes wrong, ``t`` still answers: a missing category uses
``other``, a missing or non-numeric ``count`` uses ``other``, and a plural object with
neither (or a value that is neither text nor plural object) falls back to English, then
to the readable key.  pygame-gui is never given our folder (widgets get finished texts);
were it given it, python-i18n would read a plural object as a plural too (a dict with two
or more plural names is a leaf for it), see tests/test_i18n.py.
"""
from __future__ import annotations

import json
import math
from pathlib import Path
import re
import sys
import threading
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:   # plurals load decimal on first use: the start need not
    from decimal import Decimal

DEFAULT_LANGUAGE = "en"
LANGUAGES = ("en", "es", "pt")
_PLACEHOLDER = re.compile(r"%\{(\w+)\}|(?<![%{])\{(\w+)\}")
# CLDR's cardinal categories, and "zero" (not a CLDR category for our languages: an
# explicit text for 0 that a locale may give)
PLURAL_CATEGORIES = ("zero", "one", "two", "few", "many", "other")
MAX_LOCALE_BYTES = 5_000_000   # the largest locale file is well under 100 KB

_lock = threading.Lock()
_catalog: dict[str, dict[str, Any]] | None = None   # lang -> flat key -> text or plural object
_index: dict[tuple[str, str], Path] | None = None   # (namespace, lang) -> file
_read_files: set[tuple[str, str]] = set()          # the files _catalog holds (read on first use)
_ready: set[tuple[str, str]] = set()               # (lang, a key's first part) whose files are read
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
    global _locales_dir, _catalog, _index
    with _lock:
        _locales_dir = Path(path) if path is not None else None
        _catalog = None
        _index = None
        _read_files.clear()
        _ready.clear()


def is_plural_object(node: Any) -> bool:
    """Is ``node`` (a JSON value) a plural object: a non-empty dict keyed by categories?"""
    return isinstance(node, dict) and bool(node) and all(k in PLURAL_CATEGORIES for k in node)


def _as_text(node: Any) -> str | None:
    if isinstance(node, str):
        return node
    if isinstance(node, (int, float)) and not isinstance(node, bool):
        return str(node)
    return None  # null, true, a list...: not a text (the key falls back to English)


def _flatten(prefix: str, node: Any, out: dict[str, Any]) -> None:
    if is_plural_object(node):
        forms = {cat: text for cat, value in node.items() if (text := _as_text(value)) is not None}
        if forms:
            out[prefix] = forms
    elif isinstance(node, dict):
        for key, value in node.items():
            _flatten(f"{prefix}.{key}" if prefix else str(key), value, out)
    elif (text := _as_text(node)) is not None:
        out[prefix] = text


def _read(path: Path) -> tuple[str, str, dict[str, Any]]:
    namespace, _, lang = path.stem.rpartition(".")
    if not namespace or not lang:
        raise ValueError(f"{path.name}: expected <namespace>.<lang>.json")
    from dogtable.storage.safe_read import read_regular_text

    # never a pipe or a device dropped among the locale files: they would hang the start
    data = json.loads(read_regular_text(path, MAX_LOCALE_BYTES))
    if not isinstance(data, dict) or not isinstance(data.get(lang), dict):
        raise ValueError(f"{path.name}: expected {{\"{lang}\": {{...}}}}")
    flat: dict[str, Any] = {}
    _flatten(namespace, data[lang], flat)
    return namespace, lang, flat


def _spread(flat: dict[str, Any]) -> dict[str, str]:
    """Entries as texts only: a plural object becomes one key per form, ``<key>.<category>``
    (what checks over every text a person may read want: glyphs, placeholders, same keys)."""
    out: dict[str, str] = {}
    for key, value in flat.items():
        if isinstance(value, dict):
            for cat, text in value.items():
                out[f"{key}.{cat}"] = text
        else:
            out[key] = value
    return out


def load_file(path: Path) -> tuple[str, str, dict[str, str]]:
    """(namespace, lang, flat keys -> text) of one locale file, each plural form under
    ``<key>.<category>``; raises ValueError if malformed."""
    namespace, lang, flat = _read(path)
    return namespace, lang, _spread(flat)


def _files() -> dict[tuple[str, str], Path]:
    """(namespace, lang) -> its locale file: the folder listed once, nothing read yet."""
    global _index
    if _index is not None:
        return _index
    with _lock:
        if _index is None:
            folder = locales_dir()
            index: dict[tuple[str, str], Path] = {}
            for path in sorted(folder.glob("*.json")) if folder is not None else []:
                namespace, _, lang = path.stem.rpartition(".")
                index[(namespace, lang)] = path
            _index = index
        return _index


def _read_into(catalog: dict[str, dict[str, Any]], namespace: str, lang: str, path: Path) -> None:
    try:
        _, lang_, flat = _read(path)
    # a broken file (or a pipe, a device, nesting past the parser) costs its own texts
    except (OSError, ValueError, RecursionError) as exc:
        _problems.append(f"{path.name}: {exc}")
        print(f"dogtable: skipping locale file {path.name}: {exc}", file=sys.stderr)
        return
    catalog.setdefault(lang_, {}).update(flat)


def _texts(lang: str, key: str) -> dict[str, Any]:
    """The flat texts of ``lang``, with the files of ``key``'s namespace read on first use
    (a start reads the few namespaces its first screen shows, not all 24 files)."""
    catalog = _catalog if _catalog is not None else _start_catalog()
    head = key.partition(".")[0]
    if (lang, head) not in _ready:
        files = _files()
        with _lock:
            for (ns, lg), path in files.items():
                if lg == lang and (ns == head or ns.startswith(head + ".")) \
                        and (ns, lg) not in _read_files:
                    _read_files.add((ns, lg))
                    _read_into(catalog, ns, lg, path)
            _ready.add((lang, head))
    return catalog.get(lang, {})


def _start_catalog() -> dict[str, dict[str, Any]]:
    global _catalog
    with _lock:
        if _catalog is None:
            _catalog = {}
            _read_files.clear()
            _ready.clear()
        return _catalog


def _load() -> dict[str, dict[str, Any]]:
    """Every locale file read (checks, tools, the list of languages): lang -> flat texts."""
    catalog = _catalog if _catalog is not None else _start_catalog()
    files = _files()
    if len(_read_files) < len(files):
        with _lock:
            for (ns, lang), path in files.items():
                if (ns, lang) not in _read_files:
                    _read_files.add((ns, lang))
                    _read_into(catalog, ns, lang, path)
    return catalog


def reload() -> None:
    """Forget the loaded texts (they are read again on next use)."""
    global _catalog, _index
    with _lock:
        _catalog = None
        _index = None
        _read_files.clear()
        _ready.clear()


def problems(read_only: bool = False) -> list[str]:
    """Locale files that could not be read (for diagnostics); every file is read first
    unless ``read_only`` (the files read so far)."""
    if not read_only:
        _load()
    return list(_problems)


def available_languages() -> list[str]:
    """The languages we speak: the supported ones, in a fixed order (English always)."""
    have = {lang for (_ns, lang) in _files()}
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
    return key in _texts(lang or _language, key)


def readable(key: str) -> str:
    """The last part of a key, made human: "app.menu.new_game" -> "New game"."""
    last = key.rsplit(".", 1)[-1].replace("_", " ").strip()
    return (last[:1].upper() + last[1:]) if last else key


def placeholders(text: str) -> set[str]:
    return {a or b for a, b in _PLACEHOLDER.findall(text)}


def _operands(count: Any) -> tuple[int, int, Decimal] | None:
    """CLDR's operands of a number: (i integer digits, v visible fraction digits, n absolute
    value); None for anything that is not a finite number (bools, None, "many")."""
    from decimal import Decimal, InvalidOperation

    if isinstance(count, bool) or count is None:
        return None
    if isinstance(count, int):
        return abs(count), 0, Decimal(abs(count))
    try:
        if isinstance(count, float):
            if not math.isfinite(count):
                return None
            number = Decimal(repr(count))      # 1.0 shows a fraction digit: "1.0 dogs"
        elif isinstance(count, (Decimal, str)):
            number = Decimal(str(count).strip())
        else:
            number = Decimal(count.__index__())  # numpy ints and friends
    except (InvalidOperation, ValueError, TypeError, AttributeError):
        return None
    if not number.is_finite():
        return None
    number = abs(number)
    exponent = number.as_tuple().exponent
    visible = -exponent if isinstance(exponent, int) and exponent < 0 else 0
    return int(number), visible, number


def _millions(i: int, v: int) -> bool:
    return v == 0 and i != 0 and i % 1_000_000 == 0


def plural_category(lang: str, count: Any) -> str:
    """The CLDR cardinal category of ``count`` in ``lang`` ("one", "many" or "other").

    en: one for 1 (not "1.0").  es: one for 1; many for whole millions ("1 millón de
    perros"), which falls back to "other" where a text has no "many".  pt: like es, with
    one only for 1.  CLDR's "pt" (Brazilian) rule says one for i = 0..1, so "0 cão"; we
    put 0 in "other" ("0 cães") on purpose: Brazilian usage is divided on zero, the
    grammars and most pt-BR software write the plural after zero ("0 comentários"), and
    CLDR's own pt_PT rule does the same; it also keeps every plural object to the same
    two forms, one and other, in the three languages.  (A text may still give "zero".)
    Anything that is not a number is "other"; the sign does not matter ("-1 point").
    """
    ops = _operands(count)
    if ops is None:
        return "other"
    i, v, n = ops
    if lang == "es":
        if n == 1:
            return "one"
        return "many" if _millions(i, v) else "other"
    if lang == "pt":
        if i == 1 and v == 0:
            return "one"
        return "many" if _millions(i, v) else "other"
    return "one" if i == 1 and v == 0 else "other"   # en, and any other language


def choose_form(forms: dict[str, str], lang: str, params: dict) -> str | None:
    """The text of a plural object for ``params["count"]`` in ``lang``; None when the object
    has neither the category nor "other" (the caller then falls back to English)."""
    if "count" in params:
        count = params["count"]
        ops = _operands(count)
        if ops is not None and ops[2] == 0 and isinstance(forms.get("zero"), str):
            return forms["zero"]
        category = plural_category(lang, count)
    else:
        category = "other"
    text = forms.get(category)
    if not isinstance(text, str):
        text = forms.get("other")
    return text if isinstance(text, str) else None


def _text_of(entry: Any, lang: str, params: dict) -> str | None:
    if isinstance(entry, str):
        return entry
    if isinstance(entry, dict):
        return choose_form(entry, lang, params)
    return None


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
        lang = _language
        text = _text_of(_texts(lang, key).get(key), lang, params)
        if text is None and lang != DEFAULT_LANGUAGE:
            text = _text_of(_texts(DEFAULT_LANGUAGE, key).get(key), DEFAULT_LANGUAGE, params)
        if text is None:
            return readable(str(key))
        return format_text(text, params)
    except Exception:  # translation must never take the app down
        return readable(str(key))


def game_title(game_id: str) -> str:
    """A game's name in the current language (its own ``<game>.title`` text)."""
    key = f"{game_id}.title"
    return t(key) if has(key, DEFAULT_LANGUAGE) or has(key) else readable(str(game_id))


def keys(lang: str) -> dict[str, str]:
    """Every flat key of ``lang`` and its text, plural forms as ``<key>.<category>`` (tests,
    tools)."""
    return _spread(_load().get(lang, {}))


def entry(key: str, lang: str | None = None) -> str | dict[str, str] | None:
    """What ``lang`` (default: the current language) holds for ``key``: a text, a plural
    object (a copy) or None."""
    value = _texts(lang or _language, str(key)).get(key)
    return dict(value) if isinstance(value, dict) else value
