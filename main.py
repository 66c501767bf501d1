"""Start Garden Games: ``python main.py`` (see ``python main.py --help``)."""

import sys

if __name__ == "__main__":
    if getattr(sys, "frozen", False):  # only a frozen build needs it; importing it costs a start ~25 ms
        import multiprocessing

        multiprocessing.freeze_support()
    from gardengames.app import main

    raise SystemExit(main())
