"""Entry script of the standalone build: the same as the `lorcana-desktop` command."""

from lorcana_desktop.cli import main

raise SystemExit(main())
