"""The new-game dialog: games listed, seats, options from the model, seed and setup codes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.engine.setupcode import encode
from app.games.through_the_desert import GAME
from app.games.through_the_desert.model import TtdOptions
from app.shell.newgame import NewGameDialog
from app.shell.registry import is_playable

pytestmark = pytest.mark.gui


@pytest.fixture
def dialog(qtbot):
    d = NewGameDialog(["Ann"])
    qtbot.addWidget(d)
    return d


def test_four_games_listed_unbuilt_ones_disabled(dialog):
    combo = dialog.game_combo
    ids = [combo.itemData(i) for i in range(combo.count())]
    assert ids == ["through_the_desert", "tinners_trail", "barrage", "blood_rage"]
    model = combo.model()
    enabled = [bool(model.flags(model.index(i, 0)) & Qt.ItemFlag.ItemIsEnabled) for i in range(4)]
    assert enabled[0]
    for i, game_id in enumerate(ids):
        assert enabled[i] == is_playable(game_id), game_id
        assert ("coming soon" in combo.itemText(i)) == (not is_playable(game_id))


def test_player_range_and_generated_options(dialog):
    assert dialog.players_spin.minimum() == GAME.min_players
    assert dialog.players_spin.maximum() == GAME.max_players
    assert dialog.options_form is not None
    assert set(dialog.options_form.values()) == {"open_scores"}
    assert dialog.rows[0].name.text() == "Ann"
    dialog.players_spin.setValue(4)
    assert dialog.rows[3].name.isVisibleTo(dialog)
    assert not dialog.rows[4].name.isVisibleTo(dialog)


def test_accept_builds_the_setup(dialog):
    dialog.players_spin.setValue(3)
    dialog.rows[2].kind.setCurrentIndex(2)  # bot (normal)
    dialog.options_form.set_values({"open_scores": True})
    dialog.seed_edit.setText("77")
    dialog.accept()
    setup = dialog.setup()
    assert setup is not None
    assert setup.game_id == "through_the_desert"
    assert setup.seed == 77
    assert setup.options == TtdOptions(players=3, open_scores=True)
    assert [(s.kind, s.level) for s in setup.seats] == [
        ("human", None),
        ("human", None),
        ("bot", "normal"),
    ]
    assert len({s.colour for s in setup.seats}) == 3


def test_duplicate_colours_are_refused(dialog):
    dialog.rows[1].colour.setCurrentIndex(dialog.rows[0].colour.currentIndex())
    dialog.accept()
    assert dialog.setup() is None
    assert "colour" in dialog.error_label.text()


def test_setup_code_shown_and_played(dialog):
    dialog.seed_edit.setText("4242")
    options = TtdOptions(players=3)
    assert dialog.code_label.text() == encode("through_the_desert", options, 4242)
    code = encode("through_the_desert", TtdOptions(players=4, open_scores=True), 99)
    dialog.code_edit.setText(code)
    assert dialog.use_code()
    assert dialog.players_spin.value() == 4
    assert dialog.seed_edit.text() == "99"
    assert dialog.options_form.values() == {"open_scores": True}


def test_bad_setup_code_is_explained(dialog):
    dialog.code_edit.setText("TTD-3-XXXX")
    assert not dialog.use_code()
    assert "not valid" in dialog.error_label.text()


def test_seed_copy_button_uses_clipboard(dialog, qtbot):
    from PySide6.QtGui import QGuiApplication

    dialog.seed_edit.setText("123")
    dialog._copy_seed()
    assert QGuiApplication.clipboard().text() == "123"
