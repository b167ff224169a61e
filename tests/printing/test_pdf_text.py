"""The setup code on a printed sheet can be copied: the PDF's text layer holds its digits.

Issue 36: `pdftotext` read "TTD- - E" where the sheet shows the code (Noto Sans CJK JP's
localized digits had no way back to their characters).
"""

from __future__ import annotations

import shutil
import subprocess
from typing import TYPE_CHECKING

import pytest

from app.engine.setupcode import encode
from app.games import GAMES
from app.printing.pdf import write_layout_pdf, write_setup_pdf
from app.printing.sheet import setup_layout

if TYPE_CHECKING:
    from pathlib import Path

pytestmark = [
    pytest.mark.gui,
    pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs poppler's pdftotext"),
]


def _text(path: Path) -> str:
    run = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    )
    return run.stdout


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize(
    ("game_id", "players", "seed"),
    [("through_the_desert", 3, 5), ("barrage", 4, 4711), ("tinners_trail", 5, 1234567)],
)
def test_the_setup_code_is_in_the_text_layer(
    qapp, tmp_path: Path, game_id: str, players: int, seed: int, language: str
) -> None:
    game = GAMES[game_id]
    options = game.Options(players=players)
    code = encode(game_id, options, seed)
    assert any(ch.isdigit() for ch in code)
    path = tmp_path / "setup.pdf"
    write_setup_pdf(game, options, seed, "a4", path, language)
    text = _text(path)
    assert code in text
    assert str(seed) in text


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize(
    ("game_id", "players", "seed"),
    [("tinners_trail", 4, 41413), ("through_the_desert", 3, 987654), ("blood_rage", 4, 5551)],
)
def test_the_public_part_printed_during_a_game_carries_no_code_nor_seed(
    qapp, tmp_path: Path, game_id: str, players: int, seed: int, language: str
) -> None:
    """Issue 34: the "Public part only" sheet said "TIN-4-… Play this setup": playing that code
    deals the same hands and face-down tiles (the same water holes), so it told every secret."""
    game = GAMES[game_id]
    options = game.Options(players=players)
    code = encode(game_id, options, seed)
    layout = setup_layout(game, options, seed, "a4", language, public=True)
    path = tmp_path / "public.pdf"
    write_layout_pdf(layout, "a4", path)
    text = _text(path)
    assert text.strip()  # the sheet was drawn
    assert code not in text
    assert str(seed) not in text
    assert code not in layout.title
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=False)
    assert code not in info.stdout
