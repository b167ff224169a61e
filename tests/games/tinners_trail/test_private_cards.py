"""A seat's survey cards in one place, and no preview computed from what it may not see.

Issue 34: the private panel lists, for the seat at the screen, the cards dealt to keep (while
it chooses), the cards in hand and the cards it has played this game, each group under its
heading, in English and Japanese. The legal-move list, the board's tooltips and the cost
previews are computed from the viewer's view (`view_of`), never from the whole state, and
show no secret of another seat (`secrets.secret_texts`).
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QWidget

from app.engine.game import PlayerId
from app.engine.phrases import plain
from app.engine.text import render
from app.games.tinners_trail import GAME
from app.games.tinners_trail.actions import StartAuction
from app.games.tinners_trail.data.data import game_data
from app.games.tinners_trail.secrets import card_words, secret_texts
from app.games.tinners_trail.texts import t
from app.games.tinners_trail.view.hand import HandPanel, played_by
from app.games.tinners_trail.view.looks import region_look
from tests.games.tinners_trail.builders import make_state
from tests.games.tinners_trail.gui import make, session_of
from tests.guikit import take_screen

pytestmark = pytest.mark.gui


def _panel_lines(qtbot, controller: Any, seat: int) -> list[str]:
    parent = QWidget()
    qtbot.addWidget(parent)
    panel = controller.private_panel(seat, parent)
    assert panel is not None
    return [plain(x) for x in panel.lines()]


def _words(key: str, lang: str = "en") -> str:
    return plain(render(t(key), lang))


def _card(c: int, lang: str = "en") -> str:
    return plain(render(card_words(c), lang))


def test_while_keeping_the_panel_shows_the_dealt_cards_the_hand_and_the_played_ones(qtbot):
    session = session_of("hhh", kept=False)
    controller, _ = make(qtbot, session)
    offer = session.state.seats[0].offer
    assert offer
    lines = _panel_lines(qtbot, controller, 0)
    for key in ("ui.hand.offer", "ui.hand.title", "ui.hand.none", "ui.hand.played"):
        assert _words(key) in lines, key
    assert _words("ui.hand.played_none") in lines
    assert {_card(c) for c in offer} <= set(lines)


def test_the_panel_lists_the_cards_the_seat_played_apart_from_its_hand(qtbot):
    session = session_of("hhh")
    seat = min(session.to_act())
    me = session.state.seats[seat]
    start = next(
        a
        for a in GAME.legal_actions(session.state, seat)
        if isinstance(a, StartAuction) and a.card >= 0
    )
    session.apply(start)
    assert played_by(session.actions, seat) == (start.card,)
    assert played_by(session.actions, (seat + 1) % 3) == ()
    controller, _ = make(qtbot, session)
    lines = _panel_lines(qtbot, controller, seat)
    heading = lines.index(_words("ui.hand.played"))
    hand = lines.index(_words("ui.hand.title"))
    assert lines[heading + 1] == _card(start.card)  # under "played", no longer in the hand
    assert lines.count(_card(start.card)) == 1
    kept = [c for c in me.hand if c != start.card]
    assert kept
    assert {_card(c) for c in kept} <= set(lines[hand + 1 : heading])
    # another seat's panel lists none of it
    other = _panel_lines(qtbot, controller, (seat + 1) % 3)
    assert _words("ui.hand.played_none") in other
    assert _card(start.card) not in other


def test_the_panel_speaks_japanese(qtbot):
    session = session_of("hhh", kept=False)
    controller, _ = make(qtbot, session)
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Japanese))
    try:
        lines = _panel_lines(qtbot, controller, 1)
    finally:
        QLocale.setDefault(before)
    assert "配られた調査カード（各地方1枚を残す）" in lines
    assert "手札の調査カード" in lines
    assert "プレイした調査カード" in lines
    assert "まだなし" in lines
    assert {_card(c, "ja") for c in session.state.seats[1].offer} <= set(lines)


def _secret_position() -> Any:
    """Seat 0 to act, seats 1 and 2 holding cards, a tile only seat 1 has seen (Redruth)."""
    return make_state(
        3,
        regions={"redruth": {"tile": "B4", "face_up": False, "known": [1]}},
        seats={"0": {"hand": ["B6", "W1"]}, "1": {"hand": ["W5", "A3"]}, "2": {"hand": ["C2"]}},
    )


def test_the_move_list_and_the_tooltips_use_the_viewers_view_and_show_no_secret(qtbot, monkeypatch):
    # The previews (what a move costs) played each move on the whole state: nothing showed
    # from it, but nothing on screen may be computed from what the viewer may not see.
    state = _secret_position()
    session = session_of("hhh", kept=False)
    session.snapshots = [state]
    controller, _ = make(qtbot, session)
    take_screen(controller)
    seat = controller.acting_human()
    assert seat == 0
    view = GAME.view_for(state, PlayerId(seat))
    assert view != state
    seen: list[Any] = []
    real_apply = type(GAME).apply

    def spy(game: Any, s: Any, action: Any) -> Any:
        seen.append(s)
        return real_apply(game, s, action)

    monkeypatch.setattr(type(GAME), "apply", spy)
    texts = [words for _, words in controller.actions_in_words(seat)]
    targets = {controller.anchor_of(a) for a in controller.legal_for(seat)}
    texts += [controller.target_tip(x) for x in sorted(x for x in targets if x)]
    for action in controller.legal_for(seat):
        texts.append(controller.confirm_words(action))
    assert seen, "no move was previewed"
    assert all(s.rng.seed == 0 for s in seen), "a preview played a move on the whole state"
    blob = "\n".join(plain(x) for x in texts)
    for other in range(3):
        if other != seat:
            found = [p for p in secret_texts(state, other) if p in blob]
            assert not found, (other, found)
    assert any(p in blob for p in secret_texts(state, seat))  # its own cards are named


def test_a_seen_tile_shows_the_ore_an_adit_added_since(qtbot):
    """Issue 35: after an adit added a tin and a copper on a face-down tile Ann had seen, her
    map and panel still showed the tile's 1/3/2."""
    session = session_of("hhh")
    state = session.state
    region = next(r for r, up in enumerate(state.face_up) if not up and state.tile[r] >= 0)

    def at(field: str, value: int) -> tuple[int, ...]:
        return tuple(value if i == region else x for i, x in enumerate(getattr(state, field)))

    state = state.model_copy(update={"known": at("known", 1), "tin": at("tin", 1)})
    state = state.model_copy(update={"copper": at("copper", 1)})
    view = GAME.view_for(state, PlayerId(0))
    tile = game_data().tiles[state.tile[region]]
    controller, _ = make(qtbot, session)
    styles = controller.seat_looks()[1]
    look = region_look(view, region, styles)
    assert look.tile == "seen"
    assert look.tile_cubes == (tile.tin + 1, tile.copper + 1, tile.water)
    panel = HandPanel(0)
    qtbot.addWidget(panel)
    panel.show_state(view)
    assert any("+ 1 tin and 1 copper added" in plain(x) for x in panel.lines())
    assert region_look(GAME.view_for(state, PlayerId(1)), region, styles).tile == "down"
