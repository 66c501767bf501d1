"""``python -m gardengames.bench``: see run.py."""

from gardengames.bench.run import main

raise SystemExit(main())
