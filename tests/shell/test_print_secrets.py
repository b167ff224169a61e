"""Print setup keeps secrets during a game (issue 34 §3).

Found by a group at 1280×800: Print setup in the middle of Tinners' Trail showed every seat's
survey cards and every face-down tile's contents. Now, during a game with hidden information,
the preview shows only the public part unless a question every seat can read was answered
"Whole sheet"; "Save as PDF" from the preview writes what it shows. The real preview dialog is
made (not shown: it is modal) and the text of the sheet it would draw is read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from app.engine.printlayout import Text as SheetText
from app.engine.session import Seat, Session
from app.engine.setupcode import encode
from app.engine.text import render
from app.games import GAMES
from app.games.tinners_trail.data.data import board, game_data
from app.games.tinners_trail.printing import _card
from app.games.tinners_trail.texts import t
from app.printing import preview
from app.printing.pdf import ui_language
from tests.guikit import big_window, settle

if TYPE_CHECKING:
    from collections.abc import Iterator

    from app.printing.preview import SetupPreviewDialog
    from app.shell.window import MainWindow

pytestmark = pytest.mark.gui

TT = GAMES["tinners_trail"]


@pytest.fixture
def window(qtbot, tmp_path) -> Iterator[MainWindow]:
    yield from big_window(qtbot, tmp_path)


@pytest.fixture
def dialogs(monkeypatch) -> Iterator[list[SetupPreviewDialog]]:
    """The preview dialogs Print setup made (each made for real, not shown)."""
    made: list[SetupPreviewDialog] = []

    def make(parent: Any, game: Any, options: Any, seed: int, public: bool = False) -> int:
        made.append(preview.make_print_preview(parent, game, options, seed, public))
        return 0

    monkeypatch.setattr(preview, "show_print_preview", make)
    yield made
    for dialog in made:
        dialog.deleteLater()


def start_tinners(window: MainWindow, qtbot, kinds: str = "hb") -> None:
    names = ["Ann", "Ben", "Cleo"]
    seats = [
        Seat(name=names[i]) if k == "h" else Seat(name=names[i], kind="bot", level="easy")
        for i, k in enumerate(kinds)
    ]
    window.start_session(Session(TT, TT.Options(players=len(kinds)), 11, seats))
    qtbot.waitExposed(window)
    settle(qtbot)


def sheet_text(dialog: SetupPreviewDialog) -> str:
    """Every text the preview's sheet draws (on screen, on paper, in its PDF)."""
    return "\n".join(
        s.text for page in dialog.sheet().pages for s in page.shapes if isinstance(s, SheetText)
    )


def secrets(seed: int, players: int) -> list[str]:
    """What no seat may see of another during the game: the cards dealt, the face-down tiles,
    and the setup code that deals them again (issue 34: "TIN-4-… Play this setup")."""
    state = TT.setup(TT.Options(players=players), seed)
    lang = ui_language()
    cards = [render(_card(c), lang) for seat in state.seats for c in seat.offer]
    tiles = [
        render(t("sheet.face_down", label=game_data().tiles[state.tile[r]].id), lang)
        for r in board(players).regions
        if not state.face_up[r]
    ]
    assert cards
    assert tiles
    return [*cards, *tiles, encode(TT.id, TT.Options(players=players), seed)]


def test_during_a_game_print_setup_shows_only_the_public_part(window, qtbot, dialogs):
    start_tinners(window, qtbot)
    asked: list[bool] = []

    def ask() -> str:
        asked.append(True)
        return "public"

    window.ask_print_secrets = ask
    window.actions_.print_setup.trigger()
    assert asked == [True]
    (dialog,) = dialogs
    assert dialog.public
    text = sheet_text(dialog)
    assert "Ann" in text or "アン" in text or "Tinners" in text  # the sheet is there
    leaked = [s for s in secrets(11, 2) if s in text]
    assert leaked == []
    assert len(dialog.sheet().pages) == 2  # no page of survey-card strips


def test_the_whole_sheet_needs_the_question_answered(window, qtbot, dialogs):
    start_tinners(window, qtbot)
    window.ask_print_secrets = lambda: "all"
    window.actions_.print_setup.trigger()
    (dialog,) = dialogs
    assert not dialog.public
    text = sheet_text(dialog)
    assert all(s in text for s in secrets(11, 2))


def test_cancel_prints_nothing(window, qtbot, dialogs):
    start_tinners(window, qtbot)
    window.ask_print_secrets = lambda: "cancel"
    window.actions_.print_setup.trigger()
    assert dialogs == []


def test_save_as_pdf_writes_the_part_shown(window, qtbot, dialogs, tmp_path, monkeypatch):
    start_tinners(window, qtbot)
    window.actions_.print_setup.trigger()
    (dialog,) = dialogs
    written: list[Any] = []
    monkeypatch.setattr(preview, "write_layout_pdf", lambda layout, *_a: written.append(layout))
    assert dialog.save_pdf(tmp_path / "sheet.pdf")
    (layout,) = written
    text = "\n".join(s.text for p in layout.pages for s in p.shapes if isinstance(s, SheetText))
    assert [s for s in secrets(11, 2) if s in text] == []
    assert [s for s in secrets(11, 2) if s in layout.title] == []
    assert "11" not in dialog.pdf_name()  # the file name offered names no seed


def test_the_question_box_is_readable_and_defaults_to_the_public_part(window, qtbot):
    from app.shell.printask import SecretsQuestion

    box = SecretsQuestion(window)
    qtbot.addWidget(box)
    assert "hidden" in box.text()
    assert box.defaultButton() is box.public_button
    assert box.choice() == "cancel"


def test_without_secrets_at_stake_nothing_is_asked(window, qtbot, dialogs):
    """Bots only, a game without a secret sheet part: the whole sheet at once, as before."""
    start_tinners(window, qtbot, "bb")
    window.ask_print_secrets = lambda: pytest.fail("asked")
    window.actions_.print_setup.trigger()
    (dialog,) = dialogs
    assert all(s in sheet_text(dialog) for s in secrets(11, 2))


def test_through_the_desert_leaves_out_the_water_holes_values(window, qtbot, dialogs):
    """The values of the water holes collected are each seat's secret until the end."""
    from app.games.through_the_desert.texts import t as ttd_t
    from tests.shell.conftest import ttd_session

    window.start_session(ttd_session("hb", seed=9))
    settle(qtbot)
    window.actions_.print_setup.trigger()
    window.ask_print_secrets = lambda: "all"
    window.actions_.print_setup.trigger()
    public, whole = dialogs
    assert public.public
    values = [render(ttd_t("sheet.value", value=v), ui_language()) for v in (1, 2, 3)]
    assert not any(v in sheet_text(public) for v in values)
    assert all(v in sheet_text(whole) for v in values)
