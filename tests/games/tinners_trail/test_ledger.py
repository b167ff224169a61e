"""The ledger of Tinners' Trail, begun (issue 18 §1; STYLE.md §3 "Ledger").

Each seat's money, VP and tin and copper cubes change only with a log line that carries the
change: mining and pasties (seed 002 「フェイズ2」), the auction price, insurance and the card
paid after it (「鉱山の建設」), water costs (「採掘」), the sale and the investments
(「フェイズ3」).
"""

from __future__ import annotations

import pytest

from app.engine.conformance import check_ledger
from app.games.tinners_trail import GAME


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_money_vp_and_cubes_change_only_with_their_line(players: int) -> None:
    assert check_ledger(GAME, players, seeds=range(2)) >= 2 * 40


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_money_vp_and_cubes_change_only_with_their_line_in_many_games(players: int) -> None:
    assert check_ledger(GAME, players, seeds=range(100, 150)) >= 50 * 40
