"""What a desktop shows for the app's window: its name and class match the packaged desktop entry."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SHOW = "import os, gardengames.ui.shell as s; print(os.environ['SDL_VIDEO_X11_WMCLASS'], s.APP_ID)"


def test_the_window_is_named_for_the_app_and_its_desktop_entry():
    """Issue 33 (8): a desktop's taskbar showed "main.py", and the window did not match the desktop entry. The
    window's X11 class and Wayland app id are set before pygame starts (pygame would name it after sys.argv[0]);
    a name the user set in the environment still wins."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_VIDEO_")}
    run = subprocess.run([sys.executable, "-c", SHOW], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    assert run.stdout.split() == ["gardengames", "gardengames"]
    own = subprocess.run(
        [sys.executable, "-c", SHOW],
        cwd=ROOT,
        env={**env, "SDL_VIDEO_X11_WMCLASS": "mine"},
        capture_output=True,
        text=True,
        check=True,
    )
    assert own.stdout.split()[0] == "mine"
    desktop = (ROOT / "packaging" / "gardengames.desktop").read_text(encoding="utf-8")
    assert "StartupWMClass=gardengames\n" in desktop
