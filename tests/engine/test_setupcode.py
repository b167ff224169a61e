"""Setup codes: round trips, typo detection, readable errors, and the games' option specs."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import Field

from app.engine.game import Options
from app.engine.setupcode import ALPHABET, GAME_CODES, decode, encode
from app.games import GAMES
from app.games.barrage.model import BarrageOptions
from app.games.through_the_desert.model import TtdOptions

TTD = "through_the_desert"
SEEDS = st.integers(min_value=-(2**64), max_value=2**64)


class PlainOptions(Options):
    """A game with no options besides the player count."""

    players: int = Field(ge=1, le=5)


def _stream(code: str) -> tuple[str, str]:
    """Split a code into its prefix and its symbols (hyphens dropped)."""
    prefix, rest = code.split("-", 1)
    return prefix, rest.replace("-", "")


@given(players=st.integers(2, 5), open_scores=st.booleans(), seed=SEEDS)
def test_round_trip(players: int, open_scores: bool, seed: int) -> None:
    options = TtdOptions(players=players, open_scores=open_scores)
    code = encode(TTD, options, seed)
    game_id, decoded, back = decode(code)
    assert (game_id, back) == (TTD, seed)
    assert TtdOptions(**decoded) == options
    expected = {"players": players} | ({"open_scores": True} if open_scores else {})
    assert decoded == expected  # only non-default options are carried


@given(game=st.sampled_from([g.game_id for g in GAME_CODES]), seed=SEEDS)
def test_round_trip_every_game(game: str, seed: int) -> None:
    assert decode(encode(game, PlainOptions(players=3), seed)) == (game, {"players": 3}, seed)


@given(seed=SEEDS, data=st.data())
def test_any_single_mistyped_symbol_is_detected(seed: int, data: st.DataObject) -> None:
    code = encode(TTD, TtdOptions(players=4, open_scores=data.draw(st.booleans())), seed)
    prefix, stream = _stream(code)
    at = data.draw(st.integers(0, len(stream) - 1))
    wrong = data.draw(st.sampled_from([s for s in ALPHABET if s != stream[at]]))
    typo = prefix + stream[:at] + wrong + stream[at + 1 :]
    with pytest.raises(ValueError, match="setup code"):
        decode(typo)


@given(seed=SEEDS, data=st.data())
def test_any_swap_of_two_neighbours_is_detected(seed: int, data: st.DataObject) -> None:
    code = encode(TTD, TtdOptions(players=3), seed)
    prefix, stream = _stream(code)
    at = data.draw(st.integers(0, len(stream) - 2))
    if stream[at] == stream[at + 1]:
        return  # swapping equal symbols changes nothing
    swapped = stream[:at] + stream[at + 1] + stream[at] + stream[at + 2 :]
    with pytest.raises(ValueError, match="setup code"):
        decode(prefix + swapped)


def test_known_codes_stay_the_same() -> None:
    # Printed sheets outlive program versions: the format must not drift.
    assert encode(TTD, TtdOptions(players=4), 7) == "TTD-4-7P"
    assert encode(TTD, TtdOptions(players=4), 123456789) == "TTD-4-3NQK-8NP"
    assert encode(TTD, TtdOptions(players=3, open_scores=True), 7) == "TTD-K12-7K"


def test_typing_is_forgiving() -> None:
    assert decode("ttd 4 3nqk 8np") == (TTD, {"players": 4}, 123456789)
    assert decode("TTD43NQK8NP") == (TTD, {"players": 4}, 123456789)
    # O, I and L are read as 0, 1, 1 (Crockford).
    assert decode(encode(TTD, TtdOptions(players=2), 1024).replace("0", "O")) == (
        TTD,
        {"players": 2},
        1024,
    )


@pytest.mark.parametrize(
    ("code", "reason"),
    [
        ("XYZ-4-7P", "starts with a game's letters"),
        ("", "starts with a game's letters"),
        ("TTD-4-7U", "'U' is not a setup-code character"),
        ("TTD-4-7#", "'#' is not a setup-code character"),
        ("TTD-4", "too short"),
        ("TTD-4-7Q", "does not check"),
        ("TIN-4-7P", "does not check"),  # another game's letters: the check differs
    ],
)
def test_bad_codes_say_what_is_wrong(code: str, reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        decode(code)


def test_encode_refuses_what_it_cannot_write() -> None:
    with pytest.raises(ValueError, match="no setup codes"):
        encode("chess", TtdOptions(players=2), 1)

    class Extra(Options):
        players: int = 2
        variant: str = "basic"

    assert encode("barrage", Extra(), 5) == encode("barrage", PlainOptions(players=2), 5)
    with pytest.raises(ValueError, match="'variant' cannot be written"):
        encode("barrage", Extra(variant="advanced"), 5)
    with pytest.raises(ValueError, match="player count 0"):
        encode("barrage", PlainOptions.model_construct(players=0), 5)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_option_can_be_written(game_id: str) -> None:
    spec = next((g for g in GAME_CODES if g.game_id == game_id), None)
    assert spec is not None, f"add {game_id} to app.engine.setupcode.GAME_CODES"
    fields = set(GAMES[game_id].Options.model_fields) - {"players"}
    assert fields == {o.name for o in spec.options}


# Codes written before the Leeghwater Project could be written (the spec had `leeghwater`
# only `False`); each must keep its setup, and the encoder must still write it the same.
_OLD_BARRAGE_CODES = {
    "BAR-3-7T": ({"players": 3}, 7),
    "BAR-B-3Q": ({"players": 3}, -3),
    "BAR-K12-3RJ0-0": ({"players": 3, "introductory": False}, 123456),
    "BAR-K16-79": ({"players": 3, "auction": True}, 7),
    "BAR-K214-7R": ({"players": 3, "zero_energy": "vp_only"}, 7),
    "BAR-K21C-7X": (
        {"players": 3, "introductory": False, "auction": True, "zero_energy": "vp_only"},
        7,
    ),
}


@pytest.mark.parametrize("code", sorted(_OLD_BARRAGE_CODES))
def test_old_barrage_codes_decode_to_the_same_setup(code: str) -> None:
    options, seed = _OLD_BARRAGE_CODES[code]
    assert decode(code) == ("barrage", options, seed)
    model = BarrageOptions.model_validate(options)
    assert not model.leeghwater
    assert encode("barrage", model, seed) == code


@pytest.mark.parametrize("zero_energy", ["credits_and_vp", "vp_only"])
def test_a_leeghwater_setup_gets_a_code(zero_energy: str) -> None:
    options = BarrageOptions.model_validate(
        {"players": 4, "introductory": False, "leeghwater": True, "zero_energy": zero_energy}
    )
    code = encode("barrage", options, 7)
    game_id, decoded, seed = decode(code)
    assert (game_id, seed) == ("barrage", 7)
    assert GAMES["barrage"].Options(**decoded) == options
    assert code not in _OLD_BARRAGE_CODES
