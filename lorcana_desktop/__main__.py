"""Entry point for ``python -m lorcana_desktop``."""

from lorcana_desktop.cli import main

raise SystemExit(main())
