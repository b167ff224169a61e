"""Render the app icon (`installer/hotseat.svg`) to the PNG sizes of the XDG icon theme.

Run after changing the SVG: `.venv/bin/python installer/make_icons.py`; it rewrites
`installer/icons/hicolor/<n>x<n>/apps/hotseat.png` for every size in `SIZES`, which
`installer/install-linux.sh` copies into `~/.local/share/icons/hicolor/` beside the SVG.
`tests/test_desktop.py` checks that the PNGs are there at their sizes and that the SVG renders
with transparent corners and a filled middle.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

__all__ = ["ICONS", "SIZES", "SVG", "png_path", "render"]

HERE = Path(__file__).resolve().parent
SVG = HERE / "hotseat.svg"
ICONS = HERE / "icons" / "hicolor"
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
"""Pixel sizes of the PNG icons (the hicolor theme's usual application sizes)."""


def png_path(size: int) -> Path:
    """Return where the PNG of `size` pixels lives in the repository."""
    return ICONS / f"{size}x{size}" / "apps" / "hotseat.png"


def render(size: int) -> QImage:
    """Return the SVG drawn on a transparent square of `size` pixels (needs a QGuiApplication)."""
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    renderer = QSvgRenderer(str(SVG))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    """Write every PNG; return the exit status."""
    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0], "-platform", "offscreen"])
    for size in SIZES:
        path = png_path(size)
        path.parent.mkdir(parents=True, exist_ok=True)
        if not render(size).save(str(path), b"PNG"):
            sys.stderr.write(f"could not write {path}\n")
            return 1
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
