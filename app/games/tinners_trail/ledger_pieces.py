"""The ledger of Tinners' Trail: hands, decks, tiles, map pieces and marks (issue 18 §1).

Counters, as a view shows them (nothing hidden is counted for a seat that may not see it):
each seat's survey cards in hand and dealt cards still to keep (public counts), the cards
themselves for a seat whose cards the view shows (its owner: `seat:<p>:card:<label>`), the
2-player decks' sizes; per region whether an area tile lies there, whether it lies face up, its
peek tokens, its mine, miner, port, rail and steam pump; per border its adit; the round, the
price dice, each seat's row beside the investment board (its pass order) and its VP by round.

The action's line carries what it changes itself (keeping cards, a card played, a tile looked
at, a development placed, a pass; seed 002 「セットアップ」「鉱山の建設」「開発」「フェイズ4」);
the automatic steps' notes carry theirs (a tile turned face up by the auction and taken off by
the mine, the peek tokens coming back, a survey card's miner, port or pump, a closed region,
the new round, a price roll's dice, a forced pass, the markers leaving the investment board, an
investment's VP).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.tinners_trail.actions import (
    KeepCards,
    Pass,
    PeekTile,
    PlaceAdit,
    PlaceMiner,
    PlacePort,
    PlaceRail,
    PlayCard,
    StartAuction,
)
from app.games.tinners_trail.data.data import GROUPS, board, game_data
from app.games.tinners_trail.model import NO_TILE

if TYPE_CHECKING:
    from app.games.tinners_trail.actions import AnyAction
    from app.games.tinners_trail.model import Note, State

__all__ = ["action_deltas", "counters", "note_deltas"]

ORES = ("tin", "copper")
"""Ore names by index (`State.prices`, `State.dice`)."""
DICE = 3
"""Dice rolled for an ore's price (seed 002 「フェイズ1」: 「ダイスを3個すべて振って」)."""
PIECES = ("miner", "port", "rail", "pump")
"""A region's development pieces (fields of `State`, per region, True where one stands)."""
_CARD_PIECE = {"miner": "miner", "port": "port", "pump": "pump"}
"""Survey-card benefits that put a piece on the new mine's region (`build.apply_card`)."""


def _region(r: int) -> str:
    return f"region:{game_data().regions[r].id}"


def _group(card: int) -> int:
    """The letter of a card, or of a card back in a view (`model.card_back`)."""
    return game_data().card_group[card] if card >= 0 else -1 - card


def counters(state: State) -> dict[str, int]:
    """Return the hands, decks, tiles and map pieces `state` (a view) shows, by stable key."""
    data = game_data()
    out: dict[str, int] = {"round": state.round}
    for p, seat in enumerate(state.seats):
        out[f"seat:{p}:cards"] = len(seat.hand)
        out[f"seat:{p}:offer"] = len(seat.offer)
        if all(c >= 0 for c in (*seat.hand, *seat.offer)):  # the owner's view: contents too
            for c, card in enumerate(data.cards):
                out[f"seat:{p}:card:{card.id}"] = int(c in seat.hand)
    for g, deck in enumerate(state.decks):
        out[f"deck:{GROUPS[g]}"] = len(deck)
    for r in board(state.players).regions:
        key = _region(r)
        present = state.tile[r] != NO_TILE
        out[f"{key}:tile"] = int(present)
        out[f"{key}:face_up"] = int(present and state.face_up[r])
        out[f"{key}:peeks"] = state.known[r].bit_count()
        out[f"{key}:mine"] = int(state.mine[r] >= 0)
        for piece in PIECES:
            out[f"{key}:{piece}"] = int(getattr(state, piece)[r])
    for b in board(state.players).borders:
        out[f"border:{b}:adit"] = int(b in state.adits)
    return out | _tracks(state)


def _tracks(state: State) -> dict[str, int]:
    """The price dice, each seat's row beside the investment board and its VP by round."""
    out: dict[str, int] = {}
    for ore, name in enumerate(ORES):
        for k in range(DICE):
            faces = state.dice[ore]
            out[f"dice:{name}:{k + 1}"] = faces[k] if k < len(faces) else 0
    for p, seat in enumerate(state.seats):
        out[f"seat:{p}:row"] = state.passed.index(p) + 1 if p in state.passed else 0
        for r, vp in enumerate(seat.vp, start=1):
            out[f"seat:{p}:vp:round{r}"] = vp
    return out


def action_deltas(state: State, action: AnyAction) -> dict[str, int]:
    """Return the hands, decks, tokens and pieces `action` itself changes in `state` (a view)."""
    p = action.player
    out: dict[str, int] = {}
    match action:
        case KeepCards():
            out = _keep(state, action)
        case StartAuction(deck=True):
            out = {f"deck:{GROUPS[game_data().region_group[action.region]]}": -1}
        case StartAuction() if action.card >= 0:
            out = {**_played(p, action.card), **_peek(state, p, action.region)}
        case PlayCard():
            out = _played(p, action.card)
        case PeekTile():
            out = _peek(state, p, action.region)
        case PlaceAdit():
            out = {f"border:{action.border}:adit": 1}
        case PlaceMiner() | PlacePort() | PlaceRail():
            out = {f"{_region(action.region)}:{action.kind}": 1}
        case Pass():  # the next free space beside the investment board
            out = {f"seat:{p}:row": len(state.passed) + 1}
    return out


def _keep(state: State, action: KeepCards) -> dict[str, int]:
    """Cards kept go to the hand; with 2 players the others go back to their decks."""
    p = action.player
    offer = state.seats[p].offer
    out = {f"seat:{p}:offer": -len(offer), f"seat:{p}:cards": len(action.cards)}
    cards = game_data().cards
    for c in action.cards:
        out[f"seat:{p}:card:{cards[c].id}"] = 1
    if state.players == 2:
        for g, letter in enumerate(GROUPS):
            dealt = sum(1 for c in offer if _group(c) == g)
            kept = sum(1 for c in action.cards if _group(c) == g)
            out[f"deck:{letter}"] = dealt - kept
    return out


def _played(p: int, card: int) -> dict[str, int]:
    """A survey card leaves `p`'s hand."""
    return {f"seat:{p}:cards": -1, f"seat:{p}:card:{game_data().cards[card].id}": -1}


def _peek(state: State, p: int, region: int) -> dict[str, int]:
    """`p` looks at a face-down tile: a peek token, unless one of theirs is there already."""
    if state.face_up[region] or state.known[region] & (1 << p):
        return {}
    return {f"{_region(region)}:peeks": 1}


def note_deltas(before: State, action: AnyAction, notes: list[Note]) -> list[dict[str, int]]:
    """Return, per note, its changes of tiles, tokens, pieces and the round.

    Followed from `before` through the action and the notes in order, as `ledger.region_deltas`
    does: a won auction turns the tile face up and takes the peek tokens back, the new mine
    takes the tile off (seed 002 「鉱山の建設」), a closed region loses everything on it.
    """
    now = counters(before)
    for key, n in action_deltas(before, action).items():
        now[key] = now.get(key, 0) + n
    out = []
    for entry in notes:
        d = _note(entry, now)
        for key, n in d.items():
            now[key] = now.get(key, 0) + n
        out.append({k: v for k, v in d.items() if v})
    return out


def _note(entry: Note, now: dict[str, int]) -> dict[str, int]:
    names = dict(entry.names)
    if entry.key == "round":
        return {"round": 1}
    if "region" not in names:
        return _track_note(entry, now)
    key = _region(int(names["region"].partition(":")[2]))
    out: dict[str, int] = {}
    match entry.key:
        case "won":  # the tile turns face up, the peek tokens come back
            up = {f"{key}:face_up": now[f"{key}:tile"] - now[f"{key}:face_up"]}
            out = up | _gone(now, key, ("peeks",))
        case "tile":
            out = _gone(now, key, ("tile", "face_up"))
        case "mine_built":
            out = {f"{key}:mine": 1}
        case "closed":
            out = _gone(now, key, ("tile", "face_up", "peeks", *PIECES))
        case "card":
            card = game_data().cards[int(names["card"].partition(":")[2])]
            piece = _CARD_PIECE.get(card.benefit)
            out = {f"{key}:{piece}": 1 - now[f"{key}:{piece}"]} if piece is not None else {}
    return out


def _track_note(entry: Note, now: dict[str, int]) -> dict[str, int]:
    """A price roll's dice, a forced pass's row, the rows emptied, the VP an investment scores."""
    nums, p = dict(entry.nums), entry.seat
    out: dict[str, int] = {}
    match entry.key:
        case "price" | "price_up" | "price_down":
            ore = ORES[int(dict(entry.names)["ore"].partition(":")[2])]
            for k in range(1, DICE + 1):
                out[f"dice:{ore}:{k}"] = nums[f"d{k}"] - now[f"dice:{ore}:{k}"]
        case "forced_pass":
            taken = sum(1 for key, row in now.items() if key.endswith(":row") and row)
            out[f"seat:{p}:row"] = taken + 1
        case "markers_reset":  # the markers leave the investment board for column 0
            out = {key: -row for key, row in now.items() if key.endswith(":row")}
        case "invested" | "invest_all":
            out[f"seat:{p}:vp:round{now['round']}"] = nums["vp"]
    return out


def _gone(now: dict[str, int], key: str, fields: tuple[str, ...]) -> dict[str, int]:
    """Every counter `key:<field>` back to 0."""
    return {f"{key}:{f}": -now[f"{key}:{f}"] for f in fields}
