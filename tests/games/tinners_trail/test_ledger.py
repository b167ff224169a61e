"""The ledger of Tinners' Trail (issue 18 §1; STYLE.md §3 "Ledger").

Each seat's money, VP, tin and copper cubes, mines left and work-track column (「作業トラック」),
the ore prices, the steam pumps and the development board's supplies (a new round's column,
seed 002 「ラウンドの準備」), and each region's tin, copper and water cubes and drainage tokens
change only with a log line that carries the change: mining and pasties (seed 002 「フェイズ2」),
ports, rails, adits and steam pumps (「開発」), the auction price, insurance, the tile, drainage
tokens and the survey card of a new mine (「鉱山の建設」), water costs and the water added
(「採掘」), the sale and the investments (「フェイズ3」); the survey cards in hand and dealt (counts
for all, the cards in their owner's view) and the decks (「セットアップ」), tiles, peek tokens and
the pieces on the map, the price dice, the pass rows and VP by round likewise (`ledger_pieces`).
The slow run checks 4 × 50 = 200 games.
"""

from __future__ import annotations

import pytest

from app.engine.conformance import check_ledger
from app.engine.game import PlayerId
from app.engine.text import render
from app.games.tinners_trail import GAME, ledger
from app.games.tinners_trail.actions import PlaceRail
from app.games.tinners_trail.data.data import board, game_data
from app.games.tinners_trail.model import TinOptions


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_money_vp_cubes_water_and_tokens_change_only_with_their_line(players: int) -> None:
    assert check_ledger(GAME, players, seeds=range(2)) >= 2 * 40


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_counted_change_has_its_line_in_many_games(players: int) -> None:
    assert check_ledger(GAME, players, seeds=range(100, 150)) >= 50 * 40


def test_a_rail_line_names_the_water_and_tokens_it_moves() -> None:
    """Seed 002 「鉄道」: 2 water off its region, 1 off each neighbour (tokens where no mine)."""
    state = GAME.setup(TinOptions(players=3), 4)
    region = 0
    rail = PlaceRail(player=PlayerId(0), region=region)
    line = GAME.describe(state, rail)
    assert line.key == "action.with_changes"
    assert line.arg("line") == rail.text()
    regions = game_data().regions
    # nothing is mined at the start: every drain is a token
    expected = {f"region:{regions[region].id}:drains": 2}
    expected |= {f"region:{regions[r].id}:drains": 1 for r in board(3).neighbours[region]}
    expected[f"region:{regions[region].id}:rail"] = 1  # the rail itself stands there now
    assert dict(line.deltas) == {**expected, "supply:rail": -1, "seat:0:work": 2}
    english, japanese = render(line, "en"), render(line, "ja")
    assert "2 drainage tokens on" in english
    assert "排水トークン2枚" in japanese


def test_a_line_showing_water_gives_its_values_to_the_chain_check() -> None:
    """Issue 35: "St Agnes water 7 → 6" is followed from line to line (`check_ledger`)."""
    state = GAME.setup(TinOptions(players=3), 4)
    region = 0
    mine, water = list(state.mine), list(state.water)
    mine[region], water[region] = 0, 5  # a mined region: the rail takes water off it
    state = state.model_copy(update={"mine": tuple(mine), "water": tuple(water)})
    rail = PlaceRail(player=PlayerId(0), region=region)
    line = GAME.describe(state, rail)
    key = f"region:{game_data().regions[region].id}:water"
    assert GAME.ledger_values(line) == {key: (5, 3)}
    assert dict(line.deltas)[key] == -2
    assert " water 5 → 3" in render(line, "en")


def test_a_new_round_names_the_developments_it_opens() -> None:
    """Seed 002 「ラウンドの準備」: the next column of the development board comes into use."""
    state = GAME.setup(TinOptions(players=4), 2)
    before, after = state, state
    while after.round == state.round:
        (seat, *_) = sorted(GAME.to_act(after))
        action = GAME.legal_actions(after, seat)[0]
        before, after = after, GAME.apply(after, action)
    (line,) = [e for e in GAME.step_events(before, action, after) if e.key == "event.round"]
    miner, port, rail, adit = ledger.column(before, 2)
    assert line.key == "event.round"
    assert dict(line.deltas) == {"round": 1} | {
        k: v
        for k, v in {
            "supply:miner": miner,
            "supply:port": port,
            "supply:rail": rail,
            "supply:adit": adit,
        }.items()
        if v
    }
    assert render(line, "en") == (
        f"Round 2 begins; on the development board: miners {miner}, ports {port}, "
        f"rails {rail}, adits {adit}"
    )
    assert render(line, "ja").startswith(f"2ラウンド目の開始：開発ボードに鉱夫{miner}個")


def test_keeping_cards_moves_them_from_the_dealt_cards_to_the_hand() -> None:
    """Seed 002 「セットアップ」: each player keeps one survey card of each letter."""
    state = GAME.setup(TinOptions(players=3), 3)
    keep = next(a for a in GAME.legal_actions(state, PlayerId(1)) if a.kind == "keep")
    own, rival = GAME.view_for(state, PlayerId(1)), GAME.view_for(state, PlayerId(0))
    dealt = len(state.seats[1].offer)
    line = GAME.describe(own, keep)
    labels = {game_data().cards[c].id for c in keep.cards}
    assert dict(line.deltas) == {
        "seat:1:offer": -dealt,
        "seat:1:cards": len(keep.cards),
        **{f"seat:1:card:{label}": 1 for label in labels},
    }
    after = GAME.apply(state, keep)
    # the owner sees which cards; a rival sees how many, never which
    mine = ledger.counters(GAME.view_for(after, PlayerId(1)))
    assert {k for k, v in mine.items() if k.startswith("seat:1:card:") and v} == {
        f"seat:1:card:{label}" for label in labels
    }
    theirs = ledger.counters(GAME.view_for(after, PlayerId(0)))
    assert theirs["seat:1:cards"] == len(keep.cards)
    assert not any(k.startswith("seat:1:card:") for k in theirs)
    assert ledger.counters(rival)["seat:1:offer"] == dealt
