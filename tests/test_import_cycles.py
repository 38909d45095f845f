"""The import graph of dogtable/: no import cycle anywhere, and every import goes down the
layers docs/architecture.md draws ("Who may import whom").

The graph is read from the source with ``ast``: the imports a module runs when it is loaded
(its body, not ``if TYPE_CHECKING:`` blocks) and, with ``lazy``, also those inside functions
(run on first call).  A cycle means a module half-initialised on first use (the reason the
games once needed ``__getattr__`` shims); a lazy import that closes a cycle only hides it
until the first call, so cycles are looked for with the lazy imports too.  Parts loaded by
name (a game's declaration, a scene of the scene directory) are not imports: they are how
the lower layers reach the higher ones without an arrow up.
"""
from __future__ import annotations

import ast
from pathlib import Path

import dogtable

ROOT = Path(dogtable.__file__).parent


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


def test_no_import_cycle_anywhere():
    assert cycles(import_graph()) == [], "import cycles"


def test_not_even_a_lazy_import_closes_a_cycle():
    """An import inside a function that closes a cycle (the old ``make_agent`` fetching
    ``ai_hard``, which imports ``ai``; a scene importing the next scene, which imports it
    back) only hides the cycle until the first call."""
    assert cycles(import_graph(lazy=True)) == [], "import cycles (counting imports in functions)"


# -- who may import whom (docs/architecture.md, "Who may import whom") ---------------------------
TOOLS = ("dogtable.cli", "dogtable.bench", "dogtable.sim", "dogtable.simstats",
         "dogtable.launch_report", "dogtable.__main__")
GAMES = "dogtable.games"
# (modules, the modules they may import, the modules they may not), the longest match applies;
# every module may import the root package (its version) and its own game's package
LAYERS: list[tuple[str, tuple[str, ...], tuple[str, ...]]] = [
    ("dogtable.core", ("dogtable.core",), ()),
    ("dogtable.ai", ("dogtable.core", "dogtable.ai"), ()),
    ("dogtable.games", ("dogtable.core", "dogtable.ai", "dogtable.learn.words"), ()),
    ("dogtable.games.*.view", ("dogtable.core", "dogtable.ai", "dogtable.learn.words",
                               "dogtable.ui.table"), ()),
    ("dogtable.learn", ("dogtable.core", "dogtable.ai", "dogtable.learn", "dogtable.i18n"), ()),
    ("dogtable.learn.words", ("dogtable.core", "dogtable.i18n"), ()),
    ("dogtable.storage", ("dogtable.core", "dogtable.storage", "dogtable.i18n",
                          "dogtable.system_locale", "dogtable.resources"), ()),
    ("dogtable.i18n", ("dogtable.resources", "dogtable.storage.safe_read"), ()),
    ("dogtable.ui.table", ("dogtable.core", "dogtable.ui.table", "dogtable.ui.theme",
                           "dogtable.i18n", "dogtable.resources"), ()),
    ("dogtable.ui", ("dogtable",), (GAMES, *TOOLS)),
    ("dogtable.ui.scenes", ("dogtable",), (GAMES, "dogtable.ui.app", *TOOLS)),
]


def _within(module: str, prefix: str) -> bool:
    if prefix.endswith(".*.view"):   # any game's board package
        parts = module.split(".")
        return _within(module, prefix[:-len(".*.view")]) and len(parts) > 3 and parts[3] == "view"
    return module == prefix or module.startswith(prefix + ".")


def _layer(module: str):
    found = [layer for layer in LAYERS if _within(module, layer[0])]
    return max(found, key=lambda layer: len(layer[0])) if found else None


def _own_game(module: str) -> str | None:
    parts = module.split(".")
    return ".".join(parts[:3]) if module.startswith(GAMES + ".") and len(parts) > 2 else None


def layer_breaches(graph: dict[str, set[str]]) -> list[tuple[str, str]]:
    """The imports that go against the layers (each as (importer, imported))."""
    bad = []
    for importer, imported in sorted((a, b) for a, targets in graph.items() for b in targets):
        if imported == "dogtable":
            continue
        game = _own_game(importer)
        if game is not None and _within(imported, game):
            continue   # a game's own package
        if _own_game(imported) is not None and importer not in TOOLS:
            bad.append((importer, imported))   # only the registry reaches a game (by name)
            continue
        layer = _layer(importer)
        if layer is None:
            continue   # the tools and the modules on top (net, charts...) are not layered here
        _, allowed, denied = layer
        if any(_within(imported, d) for d in denied) or \
                not any(_within(imported, a) for a in allowed):
            bad.append((importer, imported))
    return bad


def test_the_layer_rules_catch_an_arrow_up():
    graph = {"dogtable.core.rules": {"dogtable.games.dogs_alone.cards"},
             "dogtable.games.dogs_alone.rules": {"dogtable.games.dogs_alone.cards",
                                                 "dogtable.core.rules"},
             "dogtable.games.dogs_alone.ai": {"dogtable.games.dog_lover.cards",
                                              "dogtable.ai.agent"},
             "dogtable.games.dogs_alone.view.board": {"dogtable.ui.table.drag"},
             "dogtable.games.dogs_alone.describe": {"dogtable.ui.table.drag"},
             "dogtable.ui.scenes.menu": {"dogtable.ui.app", "dogtable.ui.scenes.base"},
             "dogtable.ai.hint": {"dogtable.learn.lessons"},
             "dogtable.sim": {"dogtable.games.dogs_alone.rules"}}
    assert layer_breaches(graph) == [
        ("dogtable.ai.hint", "dogtable.learn.lessons"),
        ("dogtable.core.rules", "dogtable.games.dogs_alone.cards"),
        ("dogtable.games.dogs_alone.ai", "dogtable.games.dog_lover.cards"),
        ("dogtable.games.dogs_alone.describe", "dogtable.ui.table.drag"),
        ("dogtable.ui.scenes.menu", "dogtable.ui.app"),
    ]


def test_every_import_goes_down_the_layers():
    """No import from the kernel, the AI kit, the lessons, storage or the board kit into a
    game or up into the app; a game imports the kernel, the AI kit (its computer players)
    and, for its board, the board kit; only the registry reaches a game, by name."""
    assert layer_breaches(import_graph(lazy=True)) == []
