"""The resources helper finds assets/ and locales/ in all three layouts: the source tree,
an installed wheel (dogtable/_data/...) and a PyInstaller bundle (sys._MEIPASS)."""
from __future__ import annotations

from pathlib import Path
import sys

import pytest

from dogtable import resources

REPO = Path(__file__).resolve().parents[1]


def make_dirs(root: Path, *names: str) -> None:
    for name in names:
        (root / name).mkdir(parents=True)


@pytest.mark.parametrize("name", resources.DATA_FOLDERS)
def test_source_tree_layout_is_found(name, monkeypatch):
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    if resources.PACKAGE_DIR != REPO / "dogtable":
        pytest.skip("dogtable is imported from an installed copy, not this source tree")
    assert (REPO / name).is_dir(), f"the repository has no top-level {name}/ folder"
    assert resources.data_dir(name) == REPO / name


def test_named_helpers_point_at_the_two_folders(monkeypatch):
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert resources.assets_dir().name == "assets"
    assert resources.locales_dir().name == "locales"
    assert resources.asset_path("fonts", "x.ttf") == resources.assets_dir() / "fonts" / "x.ttf"


def test_fake_source_tree(tmp_path):
    package = tmp_path / "dogtable"
    make_dirs(tmp_path, "dogtable", "assets", "locales")
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'dogtable'\n")
    assert resources.data_dir("assets", package, meipass="") == tmp_path / "assets"
    assert resources.data_dir("locales", package, meipass="") == tmp_path / "locales"


def test_wheel_layout_wins_and_ignores_a_stray_site_packages_folder(tmp_path):
    site = tmp_path / "site-packages"
    package = site / "dogtable"
    make_dirs(site, "dogtable/_data/assets", "dogtable/_data/locales")
    assert resources.data_dir("assets", package, meipass="") == package / "_data" / "assets"
    assert resources.data_dir("locales", package, meipass="") == package / "_data" / "locales"

    # another program's site-packages/assets must never be mistaken for ours
    lonely = tmp_path / "other-site"
    make_dirs(lonely, "dogtable", "assets")
    with pytest.raises(resources.ResourceMissing):
        resources.data_dir("assets", lonely / "dogtable", meipass="")


def test_pyinstaller_bundle_via_sys_meipass(tmp_path, monkeypatch):
    bundle = tmp_path / "bundle"
    make_dirs(bundle, "assets", "locales")
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    # the bundle wins even though the running package has its own folders nearby
    assert resources.assets_dir() == bundle / "assets"
    assert resources.locales_dir() == bundle / "locales"


def test_pyinstaller_bundle_with_the_wheel_layout_inside(tmp_path, monkeypatch):
    bundle = tmp_path / "bundle"
    make_dirs(bundle, "dogtable/_data/assets")
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert resources.assets_dir() == bundle / "dogtable" / "_data" / "assets"


def test_missing_folder_is_a_clear_error(tmp_path):
    package = tmp_path / "dogtable"
    package.mkdir()
    with pytest.raises(resources.ResourceMissing) as caught:
        resources.data_dir("locales", package, meipass=str(tmp_path / "nowhere"))
    message = str(caught.value)
    assert "locales" in message and str(package / "_data" / "locales") in message
    assert isinstance(caught.value, FileNotFoundError)


def test_unknown_folder_name_is_refused():
    with pytest.raises(ValueError):
        resources.candidates("secrets")


def test_wheel_force_include_matches_what_the_helper_looks_for():
    tomllib = pytest.importorskip("tomllib")
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    force = config["tool"]["hatch"]["build"]["targets"]["wheel"]["force-include"]
    for name in resources.DATA_FOLDERS:
        assert force[name] == f"dogtable/_data/{name}"
