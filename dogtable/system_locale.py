"""Which of our languages the desktop speaks, asked the way each system answers it.

POSIX desktops name the language in LC_ALL / LC_MESSAGES / LANG ("pt_BR.UTF-8").  Windows
sets none of these, and ``locale.getlocale()`` there returns names such as
"Spanish_Spain", so Windows is asked for its UI language directly (a numeric LANGID whose
low ten bits are the primary language).  macOS GUI apps also start without LANG, so the
first of the user's preferred languages is read from the global defaults.
"""
from __future__ import annotations

import locale
import os
import subprocess
import sys
from typing import Callable, Iterable

# Windows primary language ids (LANGID & 0x3FF), from the Windows SDK's winnt.h
WINDOWS_PRIMARY_LANGUAGES = {0x09: "en", 0x0A: "es", 0x16: "pt"}
# the English names Windows' C runtime gives locales ("Spanish_Spain.1252")
LANGUAGE_NAMES = {"english": "en", "spanish": "es", "portuguese": "pt"}


def language_code(value: str, known: Iterable[str]) -> str | None:
    """"es_AR.UTF-8", "pt-BR", "Spanish_Spain.1252" -> "es" / "pt" when ``known`` has it."""
    head = value.strip().replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()
    code = LANGUAGE_NAMES.get(head, head)
    return code if code in set(known) else None


def windows_ui_language() -> str:
    """The Windows display language as a POSIX-like name ("es_ES"), or "" if unknown."""
    try:
        import ctypes

        langid = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
    except (ImportError, AttributeError, OSError):
        return ""
    name = locale.windows_locale.get(langid)
    if name:
        return name
    primary = WINDOWS_PRIMARY_LANGUAGES.get(langid & 0x3FF)
    return primary or ""


def macos_ui_language() -> str:
    """The first of the user's preferred languages on macOS ("pt-BR"), or "" if unknown."""
    try:
        out = subprocess.run(["defaults", "read", "-g", "AppleLanguages"],
                             capture_output=True, text=True, timeout=2)
    except (OSError, subprocess.SubprocessError):
        return ""
    for line in out.stdout.splitlines():
        item = line.strip().strip(",").strip('"')
        if item and item not in ("(", ")"):
            return item
    return ""


def desktop_language(known: Iterable[str], default: str = "en", *,
                     platform: str | None = None, environ: dict | None = None,
                     ask_windows: Callable[[], str] = windows_ui_language,
                     ask_macos: Callable[[], str] = macos_ui_language) -> str:
    """The desktop's language if it is one of ``known``, else ``default``."""
    known = tuple(known)
    platform = sys.platform if platform is None else platform
    environ = os.environ if environ is None else environ
    candidates = [environ.get(name, "") for name in ("LC_ALL", "LC_MESSAGES", "LANG")]
    if platform.startswith("win"):
        candidates.append(ask_windows())
    elif platform == "darwin":
        candidates.append(ask_macos())
    try:
        candidates.append(locale.getlocale()[0] or "")
    except (ValueError, TypeError):
        pass
    for value in candidates:
        if value and value not in ("C", "POSIX"):
            code = language_code(value, known)
            if code:
                return code
    return default
