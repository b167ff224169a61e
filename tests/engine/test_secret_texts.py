"""Every secret `view_for` keeps from the other seats has words the privacy walk looks for.

Issue 34 §5: seeded random games of every game; at each sampled step the whole state is
compared field by field with `view_for(state, other)` for every pair of seats, and each item
hidden from `other` that belongs to one seat must have a phrase in `secret_texts(state, seat)`.
What is hidden from every seat alike (decks, the seed, face-down piles) is nobody's secret.
"""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state
from typing import Any

import pytest

from app.engine.game import PlayerId
from app.engine.secrets import phrases
from app.engine.text import LANGUAGES, render
from app.games import GAMES
from app.games.blood_rage import secrets as br
from app.games.blood_rage.data.data import game_data as br_data
from app.games.blood_rage.texts import card_text as br_card
from app.games.through_the_desert import secrets as ttd
from app.games.tinners_trail.model import NO_TILE
from app.games.tinners_trail.secrets import card_words
from app.games.tinners_trail.texts import card_text as tin_card
from app.games.tinners_trail.texts import tile_text

SAMPLES = 12
"""Steps looked at per game."""


def states(game_id: str, players: int, seed: int, options: dict[str, Any]) -> list[Any]:
    """Sampled states of one seeded random game."""
    game = GAMES[game_id]
    rng = random.Random(f"secrets:{game_id}:{players}:{seed}")
    state = game.setup(game.Options(players=players, **options), seed)
    out = [state]
    while actors := sorted(game.to_act(state)):
        seat = PlayerId(rng.choice(actors))
        state = game.apply(state, rng.choice(game.legal_actions(state, seat)))
        out.append(state)
    step = max(1, len(out) // SAMPLES)
    return out[::step]


def diff(full: Any, view: Any, path: str = "") -> list[str]:
    """Paths ("seats.1.hand.2") where `view` differs from `full` (dumped models)."""
    if isinstance(full, dict) and isinstance(view, dict):
        return [p for k in full for p in diff(full[k], view.get(k), f"{path}.{k}")]
    if isinstance(full, list | tuple) and isinstance(view, list | tuple) and len(full) == len(view):
        return [
            p
            for i, (a, b) in enumerate(zip(full, view, strict=True))
            for p in diff(a, b, f"{path}.{i}")
        ]
    return [] if full == view else [path.lstrip(".")]


def needed_ttd(state: Any, path: list[str]) -> set[str]:
    if path[0] == "seats" and path[2] == "water":
        return phrases([ttd.water_line(state, int(path[1]))])
    return set()


def needed_tin(state: Any, path: list[str]) -> set[str]:
    if path[0] == "seats" and path[2] in ("hand", "offer"):
        card = getattr(state.seats[int(path[1])], path[2])[int(path[3])]
        return phrases([tin_card(card), card_words(card)])
    if path[0] == "tile":
        region = int(path[1])
        if state.tile[region] != NO_TILE and state.known[region] in (1 << s for s in range(8)):
            return phrases([tile_text(state.tile[region])])
    return set()


def needed_br(state: Any, path: list[str]) -> set[str]:
    card = None
    if path[0] == "seats" and path[2] in ("hand", "quests"):
        card = getattr(state.seats[int(path[1])], path[2])[int(path[3])]
    elif path[0] == "seats" and path[2] == "kept":
        card = state.seats[int(path[1])].kept
    elif path[0] == "pending" and path[2] == "offers":
        card = state.pending[int(path[1])].offers[int(path[3])][int(path[4])]
    elif path[0] == "pending" and path[2] == "played":
        card = state.pending[int(path[1])].played[int(path[3])]
    if card is None or card < 0:
        return set()
    monster = br_data().cards[card].monster is not None  # its name is a figure's: its face
    words = br.card_face(card) if monster else phrases([br_card(card)])
    return words - br._names(br._face_up(state))


def owner(game_id: str, path: list[str], state: Any) -> int | None:
    """The seat a hidden item belongs to (None: hidden from every seat alike)."""
    if game_id == "tinners_trail" and path[0] == "tile":
        known = state.known[int(path[1])]
        return known.bit_length() - 1 if known and known & (known - 1) == 0 else None
    if path[0] == "seats" and path[2] in ("water", "hand", "offer", "kept", "quests"):
        return int(path[1])
    if game_id == "blood_rage" and path[0] == "pending" and path[2] in ("offers", "played"):
        return int(path[3])
    return None


NEEDED = {"through_the_desert": needed_ttd, "tinners_trail": needed_tin, "blood_rage": needed_br}
TABLES = [
    ("through_the_desert", 3, {}),
    ("through_the_desert", 5, {}),
    ("tinners_trail", 2, {}),
    ("tinners_trail", 4, {}),
    ("blood_rage", 2, {}),
    ("blood_rage", 4, {}),
    ("barrage", 3, {}),
    ("barrage", 4, {"leeghwater": True}),
]


@pytest.mark.parametrize(("game_id", "players", "options"), TABLES)
def test_every_hidden_item_of_a_seat_has_its_words(game_id, players, options):
    game = GAMES[game_id]
    missing: list[str] = []
    checked = 0
    for state in states(game_id, players, 2, options):
        full = state.model_dump()
        words = [game.secret_texts(state, PlayerId(s)) for s in range(players)]
        for other in range(players):
            for where in diff(full, game.view_for(state, PlayerId(other)).model_dump()):
                path = where.split(".")
                seat = owner(game_id, path, state)
                if seat is None or seat == other:
                    continue
                checked += 1
                need = NEEDED[game_id](state, path)
                # a card face up elsewhere (another copy) is no secret (`br`)
                nameless = not need and game_id == "blood_rage"
                if not nameless and not (need and need <= words[seat]):
                    missing.append(f"{where}: {sorted(need - words[seat])}")
    assert missing == []
    if game_id != "barrage":
        assert checked > 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_barrage_hides_the_same_from_every_seat(players):
    """Barrage hides only what no seat sees (the face-down piles): no seat has a secret."""
    game = GAMES["barrage"]
    for state in states("barrage", players, 1, {}):
        views = {game.view_for(state, PlayerId(s)).model_dump_json() for s in range(players)}
        assert len(views) == 1
        assert all(not game.secret_texts(state, PlayerId(s)) for s in range(players))


def test_a_monster_card_in_hand_is_a_secret_by_its_face_not_by_its_name():
    """The monster's name is public (its figure): the card's name over its kind line is not."""
    game = GAMES["blood_rage"]
    data = br_data()
    monster = next(i for i, c in enumerate(data.cards) if c.monster is not None)
    for state in states("blood_rage", 3, 2, {}):
        holder = next((s for s in range(3) if monster in br.hidden_cards(state, s)), None)
        if holder is None or monster in br._face_up(state):
            continue
        words = game.secret_texts(state, PlayerId(holder))
        face = br.card_face(monster)
        assert face <= words
        assert {render(br_card(monster), lang) for lang in LANGUAGES}.isdisjoint(words)
        name, detail = sorted(face)[0].split("\n")
        assert name
        assert detail
        return
    state = game.setup(game.Options(players=3), 2)
    seat = state.seats[0].model_copy(update={"hand": (monster, *state.seats[0].hand[1:])})
    state = state.model_copy(update={"seats": (seat, *state.seats[1:])})
    assert br.card_face(monster) <= game.secret_texts(state, PlayerId(0))
