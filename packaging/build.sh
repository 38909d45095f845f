#!/usr/bin/env bash
# Build the double-click bundles of Dog Table with PyInstaller (Linux; see README.md here for
# Windows and macOS), then check that both start and find their assets and locales.
#   DIST (default dist/): where the bundles go: $DIST/dogtable (one file) and
#                         $DIST/dogtable-folder/ (one folder)
#   WORK (default build/pyinstaller): PyInstaller's scratch folder
#   PYTHON (default python3)
set -euo pipefail
cd "$(dirname "$0")/.."
py="${PYTHON:-python3}"
dist="$(mkdir -p "${DIST:-dist}" && cd "${DIST:-dist}" && pwd)"
work="${WORK:-build/pyinstaller}"

# The spec imports dogtable from this source tree; the dependencies and PyInstaller are
# installed at the versions the bundles were verified with (packaging/constraints.txt).
# Pillow (the `assets` extra) turns the icon into the macOS one.
PIP_CONSTRAINT="$PWD/packaging/constraints.txt" "$py" -m pip install --quiet ".[assets]" pyinstaller

rm -rf "$work" "$dist/dogtable" "$dist/dogtable-folder"
DOGTABLE_ONEFILE=1 "$py" -m PyInstaller --noconfirm --clean --log-level WARN \
  --workpath "$work/onefile" --distpath "$dist" packaging/dogtable.spec
"$py" -m PyInstaller --noconfirm --clean --log-level WARN \
  --workpath "$work/onedir" --distpath "$work/out" packaging/dogtable.spec
mv "$work/out/dogtable" "$dist/dogtable-folder"

# a desktop entry and icon beside the bundles, for menus and double-click
cp dogtable/linux_desktop/dogtable.desktop "$dist/"
if [ -f assets/images/icons/dogtable_256.png ]; then
  cp assets/images/icons/dogtable_256.png "$dist/dogtable.png"
fi
echo "built: $dist/dogtable (one file), $dist/dogtable-folder/dogtable (one folder)"

"$py" packaging/check_bundle.py "$dist/dogtable-folder/dogtable" "$dist/dogtable"
