"""The new-game dialog: games listed, seats, options from the model, seed and setup codes."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTranslator
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QWidget

from app.engine.resources import resource_path
from app.engine.setupcode import encode
from app.games.through_the_desert import GAME
from app.games.through_the_desert.model import TtdOptions
from app.shell.newgame import DEFAULT_NAMES, JAPANESE_NAMES, NewGameDialog, default_names
from app.shell.optionsform import OptionsForm, option_label
from app.shell.registry import game_for, is_playable

if TYPE_CHECKING:
    from collections.abc import Iterator

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
    assert dialog.players_spin.low == GAME.min_players  # the arrows' range (issue 35 §2)
    assert dialog.players_spin.high == GAME.max_players
    assert dialog.options_form is not None
    assert set(dialog.options_form.values()) == {"open_scores"}
    assert dialog.rows[0].name.text() == "Ann"
    dialog.players_spin.setValue(4)
    assert dialog.rows[3].name.isVisibleTo(dialog)
    assert not dialog.rows[4].name.isVisibleTo(dialog)


def test_accept_builds_the_setup(dialog):
    dialog.players_spin.setValue(4)
    dialog.rows[2].kind.setCurrentIndex(2)  # bot (normal)
    dialog.rows[3].kind.setCurrentIndex(3)  # bot (hard), issue 21
    dialog.options_form.set_values({"open_scores": True})
    dialog.seed_edit.setText("77")
    dialog.accept()
    setup = dialog.setup()
    assert setup is not None
    assert setup.game_id == "through_the_desert"
    assert setup.seed == 77
    assert setup.options == TtdOptions(players=4, open_scores=True)
    assert [(s.kind, s.level) for s in setup.seats] == [
        ("human", None),
        ("human", None),
        ("bot", "normal"),
        ("bot", "hard"),
    ]
    assert dialog.rows[3].kind.currentText() == "Bot (hard)"
    assert len({s.colour for s in setup.seats}) == 4
    assert (setup.allow_suggestions, setup.suggestion_level) == (True, "normal")


@pytest.mark.parametrize(
    ("index", "chosen"), [(0, (True, "normal")), (1, (True, "hard")), (2, (False, "normal"))]
)
def test_suggestions_come_from_the_bot_chosen_or_are_off(dialog, index, chosen):
    # Issue 21: the suggestion setting accepts `hard`.
    dialog.suggestions_combo.setCurrentIndex(index)
    dialog.accept()
    setup = dialog.setup()
    assert setup is not None
    assert (setup.allow_suggestions, setup.suggestion_level) == chosen


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


@pytest.fixture(params=["en", "ja"])
def language(request, qapp) -> Iterator[str]:
    """Each test runs in English and in Japanese (catalogue and default locale), then English."""
    previous = QLocale()
    catalogue = QTranslator()
    if request.param == "ja":
        assert catalogue.load("hotseat_ja", str(resource_path("i18n")))
        QCoreApplication.installTranslator(catalogue)
        QLocale.setDefault(QLocale(QLocale.Language.Japanese, QLocale.Country.Japan))
    yield request.param
    QCoreApplication.removeTranslator(catalogue)
    QLocale.setDefault(previous)


def _shown_options(dialog: NewGameDialog) -> list[str]:
    """The game-option editors the user sees: check-box texts and the labels of other editors.

    Every form ever made for a game counts, so a stale form left on screen shows up here.
    """
    shown = []
    for form in dialog.options_box.findChildren(OptionsForm):
        editors = [w for w in form.findChildren(QWidget) if w.isVisibleTo(dialog)]
        shown += [w.text() for w in editors if isinstance(w, QCheckBox | QLabel) and w.text()]
    return sorted(shown)


def _expected_options(game_id: str) -> list[str]:
    fields = game_for(game_id).Options.model_fields
    return sorted(option_label(name, game_id) for name in fields if name != "players")


def test_options_are_exactly_those_of_the_chosen_game(qtbot, language):
    dialog = NewGameDialog(["Ann"], None, "barrage")  # as the menu opens it during Barrage
    qtbot.addWidget(dialog)
    assert dialog.game_id() == "barrage"
    assert _shown_options(dialog) == _expected_options("barrage")
    assert len(dialog.options_box.findChildren(OptionsForm)) == 1
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("through_the_desert"))
    assert _shown_options(dialog) == _expected_options("through_the_desert")
    assert dialog.options_form is not None
    assert set(dialog.options_form.values()) == {"open_scores"}
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("barrage"))
    assert _shown_options(dialog) == _expected_options("barrage")
    assert len(dialog.options_box.findChildren(OptionsForm)) == 1


def test_the_leeghwater_expansion_can_be_chosen(qtbot):
    # It was greyed out while only its rules existed; the board draws it now (issue 11).
    dialog = NewGameDialog(["Ann"], None, "barrage")
    qtbot.addWidget(dialog)
    assert dialog.options_form is not None
    boxes = {box.text(): box for box in dialog.options_form.findChildren(QCheckBox)}
    leeghwater = next(box for text, box in boxes.items() if "Leeghwater" in text)
    assert "not drawn" not in leeghwater.text()
    assert all(box.isEnabled() for box in boxes.values())
    leeghwater.setChecked(True)
    assert dialog.options_form.values()["leeghwater"] is True


ALL_GAMES = ["through_the_desert", "tinners_trail", "barrage", "blood_rage"]


@pytest.mark.parametrize("game_id", ALL_GAMES)
def test_code_example_is_of_the_chosen_game(qtbot, game_id):
    # Issue 18 §5: every game's setup-code box showed a Through the Desert example.
    dialog = NewGameDialog(["Ann"], None, game_id)
    qtbot.addWidget(dialog)
    example = dialog.code_edit.placeholderText()
    game = game_for(game_id)
    own = encode(game_id, game.Options(players=game.max_players), 12345)
    assert own in example
    prefix = own[:3]
    others = {encode(g, game_for(g).Options(players=3), 1)[:3] for g in ALL_GAMES if g != game_id}
    assert prefix not in others


def test_ticking_leeghwater_changes_the_code(qtbot):
    # Issue 18 §5: ticking the expansion did not change the setup code shown.
    dialog = NewGameDialog(["Ann"], None, "barrage")
    qtbot.addWidget(dialog)
    dialog.seed_edit.setText("99")
    form = dialog.options_form
    assert form is not None
    before = dialog.code_label.text()
    box = next(b for b in form.findChildren(QCheckBox) if "Leeghwater" in b.text())
    box.setChecked(True)
    after = dialog.code_label.text()
    assert after != before
    assert after == encode(
        "barrage",
        game_for("barrage").Options(players=dialog.players_spin.value(), **form.values()),
        99,
    )


def test_first_player_is_a_named_seat_choice(qtbot, language):
    # Issue 18 §5: in Japanese "First player" was English and its value showed as "-1".
    dialog = NewGameDialog(["Ann"], None, "blood_rage")
    qtbot.addWidget(dialog)
    form = dialog.options_form
    assert form is not None
    combo = form._editors["first_player"]
    assert isinstance(combo, QComboBox)
    texts = [combo.itemText(i) for i in range(combo.count())]
    assert not any(t.strip().lstrip("-").isdigit() for t in texts)
    dialog.players_spin.setValue(2)
    assert [combo.itemData(i) for i in range(combo.count())] == [-1, 0, 1]
    combo.setCurrentIndex(combo.findData(1))
    dialog.players_spin.setValue(4)
    assert [combo.itemData(i) for i in range(combo.count())] == [-1, 0, 1, 2, 3]
    assert combo.currentData() == 1  # the choice survives a change of table size
    labels = [w.text() for w in form.findChildren(QLabel)]
    if language == "ja":
        assert "First player" not in labels
        assert all(not any("a" <= ch.lower() <= "z" for ch in t) for t in texts)


def test_seat_names_follow_the_language(qtbot, language):
    # Issue 22: the Japanese new-game dialog named the seats Anna, Bea, Carl.
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    names = [row.name.text() for row in dialog.rows]
    assert names == list(JAPANESE_NAMES if language == "ja" else DEFAULT_NAMES)
    # names the user typed stay; untouched defaults of the other language follow this one
    assert default_names(["Ann", "Bo"], language)[:2] == ["Ann", "Bo"]
    other = DEFAULT_NAMES if language == "ja" else JAPANESE_NAMES
    assert default_names(list(other[:3]), language) == default_names(None, language)
