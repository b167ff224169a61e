"""Setup sheets written to PDF (offscreen Qt)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QFontDatabase

from app.games.through_the_desert import GAME
from app.games.through_the_desert.model import TtdOptions
from app.printing.painter import font_family
from app.printing.pdf import write_setup_pdf
from tests.engine.toy import ToyGame, ToyOptions
from tests.printing.pdfbytes import media_boxes, page_count

pytestmark = pytest.mark.gui
ROOT = Path(__file__).resolve().parents[2]
TTD = GAME


@pytest.mark.parametrize(("paper", "box"), [("a4", (0, 0, 595, 842)), ("letter", (0, 0, 612, 792))])
def test_one_page_of_the_chosen_paper(
    qapp, tmp_path: Path, paper: str, box: tuple[int, ...]
) -> None:
    path = tmp_path / "setup.pdf"
    pages = write_setup_pdf(TTD, TtdOptions(players=4), 7, paper, path)
    data = path.read_bytes()
    assert pages == 1
    assert data.startswith(b"%PDF-")
    assert page_count(data) == 1
    assert media_boxes(data) == [box]


def test_bad_requests_are_refused_with_a_reason(qapp, tmp_path: Path) -> None:
    options = TtdOptions(players=3)
    with pytest.raises(ValueError, match="unknown paper size"):
        write_setup_pdf(TTD, options, 1, "a3", tmp_path / "x.pdf")
    with pytest.raises(ValueError, match="has no printed setup"):
        write_setup_pdf(ToyGame(), ToyOptions(players=2), 1, "a4", tmp_path / "x.pdf")
    with pytest.raises(OSError, match="No such file or directory"):
        write_setup_pdf(TTD, options, 1, "a4", tmp_path / "missing" / "x.pdf")


def test_a_japanese_font_is_used(qapp) -> None:
    family = font_family()
    assert family is not None, "install a Japanese font (e.g. apt-get install fonts-noto-cjk)"
    assert QFontDatabase.WritingSystem.Japanese in QFontDatabase.writingSystems(family)


def test_works_without_an_application(tmp_path: Path) -> None:
    # The command line has no QGuiApplication and maybe no display: one is made offscreen.
    path = tmp_path / "cli.pdf"
    script = (
        "import sys; from pathlib import Path; from app.games.through_the_desert import GAME; "
        "from app.printing.pdf import write_setup_pdf; "
        "n = write_setup_pdf(GAME, GAME.Options(players=5), 3, 'letter', "
        "Path(sys.argv[1])); sys.stdout.write(str(n))"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY")}
    done = subprocess.run(
        [sys.executable, "-c", script, str(path)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == "1"
    assert media_boxes(path.read_bytes()) == [(0, 0, 612, 792)]
