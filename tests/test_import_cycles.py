"""No game's or AI kit's module imports back into a module that imports it (issue 22).

The import graph of dogtable.* is read from the source with ``ast`` (the imports a module runs
when it is loaded: its body, not its functions, and not ``if TYPE_CHECKING:`` blocks), and no
import cycle may pass through dogtable.games.* or dogtable.ai.*: a cycle there means a module
half-initialised on first use, the reason the games once needed ``__getattr__`` shims.  Imports
inside functions are checked too, for those modules.
"""
from __future__ import annotations

import ast
from pathlib import Path

import dogtable

ROOT = Path(dogtable.__file__).parent
WATCHED = ("dogtable.games.", "dogtable.ai.")


def _module_names() -> dict[str, Path]:
    names = {}
    for path in ROOT.rglob("*.py"):
        parts = path.relative_to(ROOT.parent).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        names[".".join(parts)] = path
    return names


def _imports(tree: ast.Module, lazy: bool):
    """The import statements run when the module is loaded; with ``lazy`` also those inside
    functions (run on first call)."""
    todo = list(tree.body)
    while todo:
        node = todo.pop()
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) and not lazy:
            continue
        elif isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            todo.extend(node.orelse)
        else:
            todo.extend(ast.iter_child_nodes(node))


def import_graph(lazy: bool = False) -> dict[str, set[str]]:
    modules = _module_names()
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in _imports(ast.parse(path.read_text(encoding="utf-8")), lazy):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")
                    anchor = anchor[:len(anchor) - (node.level - 1)]
                    base = ".".join(anchor + ([base] if base else []))
                # ``from pkg import sub`` loads the submodule; ``from mod import name`` the module
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base
                           for a in node.names]
            graph[name] |= {t for t in targets if t in modules and t != name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return found


def test_the_graph_sees_the_imports_it_must():
    graph = import_graph()
    # a relative import, an absolute one and ``from package import submodule``
    assert "dogtable.games.dogs_alone.ai" in graph["dogtable.games.dogs_alone.ai_hard"]
    assert "dogtable.ai.agent" in graph["dogtable.ai.levels"]
    assert "dogtable.games.dog_lover.cards" in graph["dogtable.games.dog_lover.ai"]
    # an import inside a function is not a load-time import, but a lazy one
    assert "dogtable.storage.saves" not in graph["dogtable.sim"]
    assert "dogtable.storage.saves" in import_graph(lazy=True)["dogtable.sim"]


def test_the_cycle_finder_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycle_through_the_games_or_the_ai_kit():
    bad = [c for c in cycles(import_graph()) if any(m.startswith(WATCHED) for m in c)]
    assert bad == [], f"import cycles: {bad}"


def test_not_even_a_lazy_import_closes_a_cycle_there():
    """An import inside a function that closes a cycle (the old ``make_agent`` fetching
    ``ai_hard``, which imports ``ai``) only hides the cycle until the first call."""
    bad = [c for c in cycles(import_graph(lazy=True)) if any(m.startswith(WATCHED) for m in c)]
    assert bad == [], f"import cycles: {bad}"
