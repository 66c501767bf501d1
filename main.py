"""Start Garden Games: ``python main.py`` (see ``python main.py --help``)."""

import multiprocessing

if __name__ == "__main__":
    multiprocessing.freeze_support()  # harmless from source; needed if a frozen build ever spawns workers
    from gardengames.app import main

    raise SystemExit(main())
