"""Draws every picture in Garden Games as SVG, so the art lives in the repository as code.

Run ``.venv/bin/python art/make_art.py`` from the repository root (or ``--out DIR`` to write elsewhere). The output
is deterministic: every file has its own ``random.Random`` seeded from its name, and numbers are written with one
decimal, so a re-run reproduces the committed files byte for byte (``tests/ui/test_art.py`` checks this).

Why it looks the way it does
- One warm look for the whole app: cream card stock, soft gradients, a muted rich palette and ink outlines that
  wobble a little (each outline is drawn from its own seeded jitter of the shape, slightly off the fill, like a
  hand-inked watercolour).
- The app rasterises the files with nanosvg (pygame ``load_sized_svg``), which has no ``<text>``, ``<use>``,
  clipping or filters. So everything is plain paths and shapes, gradients sit in ``<defs>`` in bounding-box units,
  and no shape relies on being clipped: shapes are built to stay inside the card's rounded outline.
- Text is always drawn by the app. Menu tiles keep their bottom quarter calm for the title band; cards keep a
  calm parchment band for the name and ability text.

Where the code is: the package ``artgen`` beside this script
- ``canvas``: the palette, the SVG ``Canvas``, path and colour helpers; ``motifs``: the shapes several pictures share.
- ``menu``: the menu tiles, the table top, the card back and the logo.
- one module per game: ``unsurmountable``, ``unbeetable_plants`` and ``unbeetable``, ``sabotage_plants`` and
  ``sabotage``, ``botanicus``. Each game's first module opens with the notes on how its art follows the data.

Unbeetable, Garden Sabotage! and Botanicus read their ids from ``data/*.yaml`` when drawing, so the files follow the
data; an id with no drawing yet still gets a plain picture, and the generator warns on stderr. Their cards keep their
bottom 28 % (y >= 252) as the calm parchment band for the app's name and text.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ART = Path(__file__).resolve().parent
ROOT = ART.parent
for folder in (ROOT, ART):  # gardengames (the mountain's geometry), and the artgen package beside this script
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from artgen.botanicus import botanicus_art  # noqa: E402
from artgen.menu import (  # noqa: E402
    card_back,
    logo,
    menu_botanicus,
    menu_sabotage,
    menu_unbeetable,
    menu_unsurmountable,
    table_texture,
)
from artgen.sabotage import sabotage_art  # noqa: E402
from artgen.unbeetable import unbeetable_art  # noqa: E402
from artgen.unsurmountable import unsurmountable_art  # noqa: E402

# ---------------------------------------------------------------------------------------------------------------


def build(data_dir: Path | None = None) -> dict[str, str]:
    """Every file's relative path and SVG text."""
    data_dir = data_dir or ROOT / "data"
    files: dict[str, str] = {
        "menu/unbeetable.svg": menu_unbeetable(),
        "menu/sabotage.svg": menu_sabotage(),
        "menu/unsurmountable.svg": menu_unsurmountable(),
        "menu/unsurmountable_lost.svg": menu_unsurmountable(lost=True),
        "menu/botanicus.svg": menu_botanicus(),
        "common/table.svg": table_texture(),
        "common/card_back.svg": card_back(),
        "common/logo.svg": logo(),
    }
    files.update(unsurmountable_art(data_dir / "unsurmountable.yaml"))
    files.update(unbeetable_art(data_dir / "unbeetable.yaml"))
    files.update(sabotage_art(data_dir / "sabotage.yaml"))
    files.update(botanicus_art(data_dir / "botanicus.yaml"))
    return files


def main(out_dir: Path | str | None = None, data_dir: Path | None = None) -> list[Path]:
    """Write every SVG under out_dir (default: this art/ folder); returns the files written."""
    out = Path(out_dir) if out_dir is not None else Path(__file__).resolve().parent
    written = []
    for rel, text in build(data_dir).items():
        target = out / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8", newline="\n")
        written.append(target)
    return written


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=None, help="folder to write into (default: art/)")
    parser.add_argument("--data", type=Path, default=None, help="folder holding the YAML data (default: data/)")
    args = parser.parse_args()
    for path in main(args.out, args.data):
        print(path)
