"""``python -m lorcana_desktop.i18n update|compile|check`` (see the package's docstring)."""

import sys

from lorcana_desktop.i18n import main

raise SystemExit(main(sys.argv[1:]))
