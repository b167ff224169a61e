"""Setup for 2-4 players (seed 003 「ゲームの準備」; RULES.md R1, R6)."""

from __future__ import annotations

from collections import Counter

import pytest

from app.engine.game import PlayerId
from app.games.blood_rage import GAME
from app.games.blood_rage.data.data import YGGDRASIL, deck, game_data
from app.games.blood_rage.model import NO_CARD, NO_TOKEN, BrOptions, Phase
from tests.games.blood_rage.builders import top_draft

SEEDS = range(1, 13)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", SEEDS)
def test_board_at_setup(players: int, seed: int):
    """「ボードの準備」: tokens shuffled, 3/2/1 provinces destroyed, Doom on Age 1's province."""
    data = game_data()
    state = GAME.setup(BrOptions(players=players), seed)
    destroyed = [i for i, p in enumerate(state.provinces) if p.destroyed]
    assert len(destroyed) == {2: 3, 3: 2, 4: 1}[players]
    assert YGGDRASIL not in destroyed
    assert len(set(state.ragnarok)) == 3
    assert not set(state.ragnarok) & set(destroyed)
    assert YGGDRASIL not in state.ragnarok
    assert state.doom == state.ragnarok[0]
    tokens = [p.token for p in state.provinces]
    assert data.tokens[tokens[YGGDRASIL]].fixed
    for i in destroyed:
        assert tokens[i] == NO_TOKEN
    placed = [t for i, t in enumerate(tokens) if i != YGGDRASIL and i not in destroyed]
    assert len(placed) == len(set(placed)) == 8 - len(destroyed)
    assert not any(data.tokens[t].fixed for t in placed)
    assert not any(p.pillaged for p in state.provinces)
    assert all(f == ((),) * players for p in state.provinces for f in [p.figures])
    assert all(f.ships == ((),) * players for f in state.fjords)


@pytest.mark.parametrize(("players", "size"), [(2, 20), (3, 26), (4, 34)])
def test_decks_by_player_count(players: int, size: int):
    """「カードの準備」: 3+ and 4+ cards removed below their count; Age 1 dealt 8 each."""
    data = game_data()
    for seed in SEEDS:
        state = GAME.setup(BrOptions(players=players), seed)
        dealt = [c for offer in top_draft(state).offers for c in offer]
        assert [len(o) for o in top_draft(state).offers] == [8] * players
        assert len(state.decks[0]) == size - 8 * players  # 4 / 2 / 2 stay undealt
        assert sorted(dealt + list(state.decks[0])) == sorted(deck(1, players))
        for age in (2, 3):
            assert len(state.decks[age - 1]) == size
            assert sorted(state.decks[age - 1]) == sorted(deck(age, players))
        markers = {data.cards[c].marker for d in state.decks for c in d} | {
            data.cards[c].marker for c in dealt
        }
        assert markers == {2: {"-"}, 3: {"-", "3+"}, 4: {"-", "3+", "4+"}}[players]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_clans_at_setup(players: int):
    """「自分の氏族の準備」: 6 Rage, 3 Axes, 4 Horns; Rage token on 6; Leader, 8 Warriors, ship."""
    data = game_data()
    state = GAME.setup(BrOptions(players=players), 3)
    assert [s.clan for s in state.seats] == ["wolf", "raven", "serpent", "bear"][:players]
    for seat in state.seats:
        values = [data.value(stat, getattr(seat.stats, stat)) for stat in ("rage", "axes", "horns")]
        assert values == [6, 3, 4]
        assert seat.rage == 6
        assert seat.glory == 0
        assert Counter(seat.reserve) == {"leader": 1, "warrior": 8, "ship": 1}
        assert (seat.valhalla, seat.hand, seat.quests) == ((), (), ())
        assert seat.kept == NO_CARD
        assert (seat.upgrades.leader, seat.upgrades.clan) == (NO_CARD, (NO_CARD,) * 3)
    assert (state.age, state.phase) == (1, Phase.GODS_GIFTS)
    assert GAME.to_act(state) == frozenset(PlayerId(p) for p in range(players))


def test_first_player_and_clans_from_options():
    """Seed 「いずれかのプレイヤーにファーストプレイヤートークンを渡します」: drawn by default."""
    firsts = {GAME.setup(BrOptions(players=4), seed).first_player for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    state = GAME.setup(BrOptions(players=3, first_player=2, clans=("bear", "wolf", "raven")), 5)
    assert state.first_player == 2
    assert [s.clan for s in state.seats] == ["bear", "wolf", "raven"]


def test_bad_options_are_refused():
    with pytest.raises(ValueError, match="clans"):
        GAME.setup(BrOptions(players=2, clans=("wolf", "ram")), 1)
    with pytest.raises(ValueError, match="clans"):
        GAME.setup(BrOptions(players=3, clans=("wolf", "bear")), 1)
    with pytest.raises(ValueError, match="first_player"):
        GAME.setup(BrOptions(players=2, first_player=2), 1)
    with pytest.raises(ValueError, match="own clan"):
        BrOptions(players=2, clans=("wolf", "wolf"))
    with pytest.raises(ValueError, match="players"):
        BrOptions(players=5)


def test_setup_is_deterministic():
    a = GAME.setup(GAME.Options(players=3), 7).model_dump_json()
    assert a == GAME.setup(GAME.Options(players=3), 7).model_dump_json()
    assert a != GAME.setup(GAME.Options(players=3), 8).model_dump_json()
    assert GAME.parse_state(a).model_dump_json() == a
