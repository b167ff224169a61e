"""The end of a round in the log: named as an automatic step, and who looks at a tile and why.

Seed 002 「フェイズ3:売却と投資」: once everybody has passed, every player sells the ore mined this
round. Seed 002 「フェイズ4:ラウンドの終了」: the two players on top of column 0 (the first two to
pass; one with 2 players) in turn look at one face-down area tile. Issue 18 §1: the move that
sets the round's end off says what it did itself, the end is its own line with its own changes;
§5: a seat that is not offered the peek is told why.
"""

from __future__ import annotations

from app.engine.events import deltas_of
from app.engine.game import PlayerId
from app.engine.text import render
from app.games.tinners_trail import GAME
from app.games.tinners_trail.actions import PeekTile, SellPasty, SkipPeek
from app.games.tinners_trail.data.data import board, game_data
from app.games.tinners_trail.model import Peek, Phase
from app.games.tinners_trail.rules.prices import price
from app.games.tinners_trail.view.steps import preview
from tests.games.tinners_trail.builders import make_state


def _last_pasty():
    """Seats 1 and 2 have passed; seat 0 has 1 work point left and 3 tin to sell."""
    state = make_state(3, passed=[1, 2], seats={0: {"work": 9, "tin": 3, "money": 4}})
    return state, SellPasty(player=PlayerId(0))


def test_the_last_move_says_only_what_it_did_and_the_sale_is_its_own_line() -> None:
    state, pasty = _last_pasty()
    after = GAME.apply(state, pasty)
    line = GAME.describe(state, pasty)
    assert dict(line.deltas) == {"seat:0:money": 1, "seat:0:work": 1}  # £1 for the pasty
    events = GAME.step_events(state, pasty, after)
    keys = [e.key for e in events]
    start = keys.index("event.actions_over")
    assert keys.index("event.sale_tin") > start
    income = 3 * price(state, 0)
    assert dict(events[start].deltas) == {}  # it names the round's end and the prices
    (sale,) = [e for e in events if e.key == "event.sale_tin"]
    assert dict(sale.deltas) == {"seat:0:money": income, "seat:0:tin": -3}
    assert render(events[start], "en").startswith("Then the round ends")
    assert render(events[start], "ja").startswith("続いて")
    # the ledger holds: the move's line and the round's lines add up to the change
    assert deltas_of([line, *events])["seat:0:money"] == after.seats[0].money - 4


def test_the_preview_of_the_last_move_names_the_sale_as_what_follows() -> None:
    state, pasty = _last_pasty()
    words = preview(GAME, state, pasty)
    assert words is not None
    english = render(words, "en")
    income = 3 * price(state, 0)
    assert "gains £1" in english  # the pasty, not the pasty and the sale together
    assert f"gains £{income + 1}" not in english
    assert f"then the round ends: you sell 3 tin for £{income}" in english
    assert "続いてラウンド終了" in render(words, "ja")


def _round_over(players: int, passed: list[int], **spec):
    """Everybody has passed and invested: the end of round 1 (phase 4) comes next."""
    return make_state(players, phase="invest", passed=passed, investing=[], **spec)


def test_the_first_two_to_pass_each_look_at_a_tile_and_the_third_is_told_why() -> None:
    """Seed 002 「フェイズ4」: the top two of column 0, that is the first two to pass."""
    state = _round_over(3, [1, 2, 0])
    assert state.phase is Phase.PEEK
    assert isinstance(state.pending[-1], Peek)
    assert GAME.to_act(state) == {1}
    (told,) = [n for n in state.events if n.key == "no_peek"]
    assert told.seat == 0
    line = GAME.events(state)[[n.key for n in state.events].index("no_peek")]
    assert render(line, "en", ["Ann", "Bea", "Cy"]) == (
        "Ann looks at no tile this round: only the first 2 players to pass do"
    )
    assert "最初にパスした2人" in render(line, "ja")
    region = next(r for r in board(3).regions if not state.face_up[r])
    state = GAME.apply(state, PeekTile(player=PlayerId(1), region=region))
    assert GAME.to_act(state) == {2}  # the second peeker is offered hers too
    state = GAME.apply(state, SkipPeek(player=PlayerId(2)))
    assert state.round == 2


def test_with_two_players_only_the_first_to_pass_looks() -> None:
    """Seed 002 「フェイズ4」: 「2人プレイゲームでは、上側のプレイヤー1人だけ」."""
    state = _round_over(2, [1, 0])
    assert GAME.to_act(state) == {1}
    (line,) = [e for e in GAME.events(state) if e.key == "event.no_peek"]
    assert render(line, "en", ["Ann", "Bea"]) == (
        "Ann looks at no tile this round: only the first player to pass does"
    )


def test_when_no_tile_is_face_down_a_line_says_nobody_looks() -> None:
    regions = {r.id: {"face_up": True} for r in game_data().regions}
    state = _round_over(3, [1, 2, 0], regions=regions)
    assert state.phase is Phase.ACTIONS  # no peek was asked
    assert state.round == 2
    lines = [render(e, "en") for e in GAME.events(state)]
    assert "Nobody looks at a tile this round: no area tile is face down" in lines
