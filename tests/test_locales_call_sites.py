"""Every place in dogtable/ that asks for a text gives it what the text needs: a plural
object is chosen by ``count``, so a call for one must pass ``count``; and every call passes
each placeholder the text (each of its forms, in every language) shows.

Calls are found in the source: ``t(...)``, ``self.t(...)``, ``b._t(...)`` and the like whose
key is a literal or an f-string over module-level text constants (``f"{P}board.take"``);
keys built at run time are left to each game's own locale tests.
"""
from __future__ import annotations

import ast
from pathlib import Path

from locale_kit import LANGS, ROOT, forms, is_plural, load_texts, placeholders

NAMESPACES = sorted({p.name.split(".")[0] for p in (ROOT / "locales").glob("*.json")})
ENTRIES = {lang: {} for lang in LANGS}
for _ns in NAMESPACES:
    for _lang, _entries in load_texts(_ns).items():
        ENTRIES[_lang].update(_entries)


def module_constants(tree: ast.Module) -> dict[str, str]:
    found = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) \
                and isinstance(node.value.value, str):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    found[target.id] = node.value.value
    return found


def literal_key(node: ast.expr, constants: dict[str, str]) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        parts = []
        for value in node.values:
            if isinstance(value, ast.Constant):
                parts.append(str(value.value))
            elif isinstance(value, ast.FormattedValue) and isinstance(value.value, ast.Name) \
                    and value.value.id in constants:
                parts.append(constants[value.value.id])
            else:
                return None
        return "".join(parts)
    return None


def text_calls():
    """(file:line, key, keyword names) of every translation call with a knowable key."""
    for path in sorted((ROOT / "dogtable").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        constants = module_constants(tree)
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and node.args):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            if name not in ("t", "_t"):
                continue
            key = literal_key(node.args[0], constants)
            if key is None or key not in ENTRIES["en"]:
                continue
            if any(kw.arg is None for kw in node.keywords):
                continue  # **params: cannot tell
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            yield where, key, {kw.arg for kw in node.keywords}


def test_the_scan_finds_the_calls():
    calls = list(text_calls())
    assert len(calls) >= 200
    assert any(is_plural(ENTRIES["en"][key]) for _, key, _ in calls)


def test_plural_texts_are_given_their_count():
    wrong = [f"{where} {key} given {sorted(params)}" for where, key, params in text_calls()
             if is_plural(ENTRIES["en"][key]) and "count" not in params]
    assert not wrong, "a plural text is chosen by count=:\n" + "\n".join(wrong)


def test_texts_are_given_every_placeholder():
    """Also for plain texts: a placeholder nobody fills shows up as "%{name}" on screen."""
    wrong = []
    for where, key, params in text_calls():
        shown = set().union(*(placeholders(f) for lang in LANGS for f in forms(ENTRIES[lang][key])))
        if shown - params:
            wrong.append(f"{where} {key} lacks {sorted(shown - params)}")
    assert not wrong, "\n".join(wrong)
