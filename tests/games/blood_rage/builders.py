"""Controlled Blood Rage positions for rules tests (STYLE.md §6, "builders").

`make_state(players, seed=..., **spec)` starts from the seeded setup (the Age 1 draft dealt)
and applies readable overrides: the Age (its draft is dealt afresh from that Age's deck), a
card kept from the previous Age per seat, and the offers in front of each seat, all by card id
(`"a1.tyrs_bash"`). Action specs name cards by id too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.engine.game import PlayerId
from app.games.blood_rage import GAME
from app.games.blood_rage.data.data import deck, game_data
from app.games.blood_rage.model import NO_CARD, BrOptions, Draft, State
from app.games.blood_rage.rules import draft
from tests.games.blood_rage.positions import arrange

if TYPE_CHECKING:
    from collections.abc import Mapping

    from app.games.blood_rage.actions import AnyAction

__all__ = [
    "action_from_spec",
    "card",
    "card_id",
    "drafting",
    "fjord",
    "make_state",
    "offers_of",
    "province",
    "top_draft",
]


def card(card_id_: str) -> int:
    """Return the index of a card by id."""
    return game_data().card_index[card_id_]


def card_id(index: int) -> str:
    """Return the id of a card by index."""
    return game_data().cards[index].id


def drafting(state: State) -> bool:
    """Whether the Gods' Gifts draft is on (the game goes on to the Action phase after it)."""
    return bool(state.pending) and isinstance(state.pending[-1], Draft)


def top_draft(state: State) -> Draft:
    """Return the draft on top of the stack (fails if there is none)."""
    top = state.pending[-1]
    assert isinstance(top, Draft)
    return top


def offers_of(state: State) -> list[list[str]]:
    """Return each seat's offer as sorted card ids."""
    return [sorted(card_id(c) for c in o) for o in top_draft(state).offers]


def _set_offers(state: State, offers: Mapping[str, list[str]]) -> None:
    """Put the given cards in front of the named seats; refill the others from the deck."""
    top = top_draft(state)
    pool = list(state.decks[state.age - 1]) + [c for o in top.offers for c in o]
    named = {int(seat): [card(i) for i in ids] for seat, ids in offers.items()}
    wanted = [c for ids in named.values() for c in ids]
    assert len(set(wanted)) == len(wanted), "a card in two offers"
    assert set(wanted) <= set(pool), "offers must come from this Age's deck"
    freed = [c for seat, o in enumerate(top.offers) if seat in named for c in o]
    spare = [c for c in list(state.decks[state.age - 1]) + freed if c not in wanted]
    new = []
    for seat, offer in enumerate(top.offers):
        if seat in named:
            new.append(tuple(sorted(named[seat])))
            continue
        mine = [c for c in offer if c not in wanted]
        refill, spare = spare[: len(offer) - len(mine)], spare[len(offer) - len(mine) :]
        mine += refill
        new.append(tuple(sorted(mine)))
    used = [c for o in new for c in o]
    assert len(set(used)) == len(used)
    rest = tuple(c for c in pool if c not in used)
    decks = list(state.decks)
    decks[state.age - 1] = rest
    state.decks = (decks[0], decks[1], decks[2])
    top.offers = tuple(new)


def make_state(players: int, seed: int = 1, **spec: Any) -> State:
    """Return a position built from the setup of `players`/`seed` and `spec`.

    Spec keys: `first_player`; `age` (2 or 3: that Age's draft is dealt instead of Age 1's);
    `kept` ({seat: card id}, the card kept from the previous Age); `offers` ({seat: [card ids]});
    `phase` ("action": skip the draft and set up an Action-phase position, `positions.arrange`).
    """
    options = BrOptions(players=players, first_player=spec.get("first_player", -1))
    state = GAME.setup(options, seed)
    age = int(spec.get("age", 1))
    if age != 1:
        # Ages 2 and 3's decks are still whole, as setup shuffled them.
        assert sorted(state.decks[age - 1]) == sorted(deck(age, players))
        state.pending = []
        state.age = age
        draft.enter(state)
    for seat, cid in spec.get("kept", {}).items():
        state.seats = tuple(
            s.model_copy(update={"kept": card(cid)}) if p == int(seat) else s
            for p, s in enumerate(state.seats)
        )
    if "offers" in spec:
        _set_offers(state, spec["offers"])
    if "phase" in spec:
        arrange(state, spec)
    return State.model_validate_json(state.model_dump_json())


def province(name: str) -> int:
    """Return a province index by id ("gimle")."""
    return game_data().province_index[name]


def fjord(name: str) -> int:
    """Return a fjord index by id ("west")."""
    return next(i for i, f in enumerate(game_data().fjords) if f.id == name)


_CARD_KEYS = ("card", "replaces", "second")
_PLACE_KEYS = ("to", "source", "province")


def action_from_spec(state: State, spec: Mapping[str, Any]) -> AnyAction:
    """Return the action of a scenario step, naming cards, provinces and fjords by id.

    {"kind": "pick", "player", "cards" | "take"}; `"take": "first"` picks the first legal choice
    (the lowest card indices). Other kinds take the action's fields: "card"/"replaces" and
    "cards" by card id ("none" for `NO_CARD`), "to"/"source"/"province" by province id (a fjord
    id when "fjord" is true), the rest as they are.
    """
    player = PlayerId(int(spec["player"]))
    if spec.get("take") == "first":
        return GAME.legal_actions(state, player)[0]
    data: dict[str, Any] = {k: v for k, v in spec.items() if k not in ("error", "expect", "notes")}
    data.pop("repeat", None)
    for key in _CARD_KEYS:
        if key in data:
            data[key] = NO_CARD if data[key] == "none" else card(data[key])
    if "cards" in data:
        data["cards"] = [card(c) for c in data["cards"]]
    for key in _PLACE_KEYS:
        if key in data and isinstance(data[key], str):
            is_fjord = key == "to" and data.get("fjord", False)
            data[key] = fjord(data[key]) if is_fjord else province(data[key])
    return GAME.parse_action(data)
