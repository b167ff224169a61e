"""The board kept in rows (`model.Cells`) and the enclosure shortcut (`enclosure.new_areas`).

Both are there for speed (issue 12: a camel's `apply` 3x faster than at bb2f600). The saves
must stay byte for byte what the flat-tuple model wrote, the board fields must read like flat
tuples, and the shortcut must find the very areas the full search finds.
"""

from __future__ import annotations

import copy
import hashlib
import json

import pytest

from app.engine.game import PlayerId
from app.engine.rng import bot_random
from app.games.through_the_desert import GAME
from app.games.through_the_desert.actions import PlaceCamel
from app.games.through_the_desert.model import Cells, PlaceRiders, State, TtdOptions
from app.games.through_the_desert.rules import camel
from app.games.through_the_desert.rules.enclosure import _search, new_areas
from app.games.through_the_desert.rules.index import COLOURS, BoardIndex, _settled, index_of
from tests.games.through_the_desert import reference

SAVED = {2: "7653dc1d7659dde7", 3: "b28675de96618336", 4: "77620f39b1f6138b", 5: "951aaf4a291712af"}
"""Digest of the JSON of every state of one random game per player count, as written by the
flat-tuple model (commit e6c400e)."""


def _game(players: int, seed: int, tag: str = "format") -> list[State]:
    state = GAME.setup(TtdOptions(players=players), seed)
    rng = bot_random(f"{tag}:{seed}", players)
    states = [state]
    while acting := sorted(GAME.to_act(state)):
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state, acting[0])))
        states.append(state)
    return states


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_state_saves_byte_for_byte_as_before(players: int):
    digest = hashlib.sha256()
    for state in _game(players, 40 + players)[1:]:
        digest.update(state.model_dump_json().encode())
    assert digest.hexdigest()[:16] == SAVED[players]


def test_cells_read_like_the_flat_tuple():
    flat = tuple(range(-1, 40))
    cells = Cells.of(flat)
    assert cells == flat
    assert flat == cells
    assert cells != flat[:-1]
    assert hash(cells) == hash(flat)
    assert repr(cells) == repr(flat)
    assert (len(cells), list(cells), cells[17], cells[-1], cells[3:20:4]) == (
        len(flat),
        list(flat),
        17 - 1,
        flat[-1],
        flat[3:20:4],
    )
    assert (cells.count(5), 39 in cells, 40 in cells) == (1, True, False)
    with pytest.raises(IndexError):
        cells[len(flat)]
    assert Cells.of(cells) is cells
    assert copy.deepcopy(cells) is cells


def test_cells_change_by_copy_only():
    flat = (0,) * 50
    cells = Cells.of(flat)
    one = cells.replaced(33, 7)
    some = cells.filled([1, 17, 49, 48], 2)
    assert cells == flat
    assert one == (*flat[:33], 7, *flat[34:])
    assert some == tuple(2 if i in (1, 17, 48, 49) else 0 for i in range(50))
    assert one.rows[0] is cells.rows[0]  # untouched rows are shared


def test_board_fields_load_from_flat_lists_and_from_plain_tuples():
    state = _game(3, 5)[60]
    text = state.model_dump_json()
    board = json.loads(text)
    assert board["owner"] == list(state.owner)
    assert len(board["owner"]) == len(board["water"]) == len(board["area"]) == 312
    loaded = State.model_validate_json(text)
    assert isinstance(loaded.owner, Cells)
    assert loaded == state
    fields = ("owner", "colour", "water", "area")
    plain = state.model_copy(update={f: tuple(getattr(state, f)) for f in fields})
    assert type(plain.owner) is tuple
    assert plain == state
    assert plain.model_dump_json() == text
    assert plain.model_dump() == state.model_dump()
    seat = PlayerId(min(GAME.to_act(state)))
    for action in GAME.legal_actions(state, seat)[::5]:
        assert GAME.apply(plain, action) == GAME.apply(state, action)
    assert plain.model_dump_json() == text  # not changed by apply


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_enclosure_shortcut_finds_what_the_full_search_finds(players: int):
    shortcuts = checked = found = 0
    for seed in range(3):
        for state in _game(players, seed, "shortcut"):
            acting = sorted(GAME.to_act(state))
            if not acting or isinstance(state.pending[-1], PlaceRiders):
                continue
            index = index_of(state)
            assert index.settled  # camel turns of a game played from the setup
            for action in camel.legal(state, PlayerId(acting[0]))[::2]:
                cell, player, colour = action.cell, action.player, action.colour
                k = player * COLOURS + colour
                full = _search(index.placed(cell, player, colour), cell, k)[0]
                assert new_areas(index.placed(cell, player, colour), cell, player, colour) == full
                shortcuts += index.masks.one_side(cell, index.caravans[k] | 1 << cell)
                checked += 1
                found += bool(full)
    assert checked > 500
    assert found > 0
    assert shortcuts > checked // 2  # most placements skip the search


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_settled_is_kept_as_it_is_worked_out_from_the_board(players: int):
    for state in _game(players, 9, "settled"):
        kept = index_of(state)
        assert kept.settled == _settled(kept) == BoardIndex(state).settled


def _enclosure(players: int, seed: int) -> tuple[State, State, PlaceCamel] | None:
    """The first placement of a random game that encloses two spaces or more."""
    for before in _game(players, seed, "unsettled"):
        acting = sorted(GAME.to_act(before))
        if not acting or isinstance(before.pending[-1], PlaceRiders):
            continue
        for action in camel.legal(before, PlayerId(acting[0])):
            after = GAME.apply(before, action)
            if sum(a != b for a, b in zip(after.area, before.area, strict=True)) >= 2:
                return before, after, action
    return None


def test_a_board_not_grown_by_play_is_searched_in_full():
    """A closed region left unenclosed (only a hand-made board has one) is still found."""
    found = _enclosure(2, 0)
    assert found is not None
    before, after, action = found
    region = [c for c, seat in enumerate(after.area) if seat != before.area[c]]
    opened = after.model_copy(update={"area": tuple(before.area), "pending": before.pending})
    assert not index_of(opened).settled
    seat, colour = action.player, action.colour
    inside = [c for c in region if camel.reason(opened, _camel(seat, colour, c)) is None]
    enclosures = 0
    for cell in inside:
        move = _camel(seat, colour, cell)
        placed = GAME.apply(opened, move)
        want = reference.placed_board(opened, move)
        got = (placed.owner, placed.colour, placed.area, placed.water)
        assert (*got, [(s.water, s.oases) for s in placed.seats]) == want
        enclosures += placed.area != opened.area
    assert enclosures  # the rest of the region is enclosed when a camel steps into it


def _camel(seat: int, colour: int, cell: int) -> PlaceCamel:
    return PlaceCamel(player=PlayerId(seat), colour=colour, cell=cell)
