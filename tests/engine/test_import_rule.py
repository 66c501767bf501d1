"""The rules layer never imports pygame: checked by reading every import, then by really importing."""

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PKG = ROOT / "gardengames"


def rules_layer_files() -> list[Path]:
    files = list((PKG / "engine").rglob("*.py")) + [
        PKG / "games" / "__init__.py",
        PKG / "session.py",
        PKG / "store.py",
        PKG / "resources.py",
    ]
    for game in (PKG / "games").iterdir():
        if game.is_dir():
            files += [p for p in game.rglob("*.py") if p.name != "table.py" and "table" not in p.parts]
    return files


def imported_modules(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_no_pygame_import_statement_in_rules_layer():
    offenders = [
        str(p.relative_to(ROOT))
        for p in rules_layer_files()
        if any(m == "pygame" or m.startswith("pygame.") or m.startswith("gardengames.ui") for m in imported_modules(p))
    ]
    assert offenders == []


def test_importing_every_rules_module_leaves_pygame_unloaded():
    modules = [
        "gardengames.games",
        "gardengames.engine.state",
        "gardengames.engine.data",
        "gardengames.session",
        "gardengames.store",
        "gardengames.app",
    ]
    for path in rules_layer_files():
        rel = path.relative_to(ROOT).with_suffix("")
        if rel.name != "__init__":
            modules.append(".".join(rel.parts))
    code = (
        "import sys\n"
        + "".join(f"import {m}\n" for m in modules)
        + (
            "bad = [m for m in sys.modules if m == 'pygame' or m.startswith('pygame.')]\n"
            "print(bad); sys.exit(1 if bad else 0)\n"
        )
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_walker_would_notice_a_pygame_import(tmp_path):
    sneaky = tmp_path / "rules.py"
    sneaky.write_text("from pygame import Rect\n")
    assert "pygame" in imported_modules(sneaky)


def test_the_translation_machinery_needs_no_game_lesson_or_session_code():
    """Issue 31, point 3: the translation check imported the tutorial code (and through it the session); the
    command line now gathers what it reads and hands it over."""
    import re

    folder = Path(__file__).resolve().parents[2] / "gardengames" / "i18n"
    reaching = re.compile(r"^\s*(from|import)\s+gardengames(\.|\s+import\s+)(games|tutorial|session|ui|app)\b", re.M)
    assert [p.name for p in folder.glob("*.py") if reaching.search(p.read_text())] == []
