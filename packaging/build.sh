#!/usr/bin/env bash
# Build the double-click bundles of Dog Table with PyInstaller (Linux; see README.md here for
# Windows and macOS).  Output: dist/dogtable (one file) and dist/dogtable-folder/ (one folder).
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m pip install --quiet . pyinstaller
rm -rf build/pyinstaller dist/dogtable dist/dogtable-folder
DOGTABLE_ONEFILE=1 python3 -m PyInstaller --noconfirm --clean \
  --workpath build/pyinstaller/onefile --distpath dist packaging/dogtable.spec
python3 -m PyInstaller --noconfirm --clean \
  --workpath build/pyinstaller/onedir --distpath build/pyinstaller/out packaging/dogtable.spec
mv build/pyinstaller/out/dogtable dist/dogtable-folder
# a desktop entry and icon beside the bundles, for menus and double-click
cp packaging/dogtable.desktop dist/
[ -f assets/images/icons/dogtable_256.png ] && cp assets/images/icons/dogtable_256.png dist/dogtable.png
echo "built: dist/dogtable (one file), dist/dogtable-folder/dogtable (one folder)"
