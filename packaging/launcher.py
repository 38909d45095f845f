"""The PyInstaller entry script: the same start as the installed `dogtable` command."""
import sys

from dogtable.cli import main

if __name__ == "__main__":
    sys.exit(main())
