"""Action-phase positions for rules tests and scenarios (builders.make_state with `phase`).

`arrange(state, spec)` turns a freshly set-up state into a position of the Action phase with
the draft skipped: hands, Rage, stats, glory, upgrades, figures on the board and in the fjords,
Valhalla, committed quests, which provinces are destroyed or pillaged, the Ragnarök order, and
whose turn it is. Everything is named by id (cards "a1.troll", provinces "gimle", fjords
"west"); seats are string keys in JSON ("0").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.engine.game import PlayerId
from app.games.blood_rage.data.data import YGGDRASIL, game_data
from app.games.blood_rage.model import NO_TOKEN, Phase, Turn
from app.games.blood_rage.rules.board import minus, stat_value

if TYPE_CHECKING:
    from collections.abc import Mapping

    from app.games.blood_rage.model import ClanState, State

__all__ = ["arrange"]

_SLOT = {"leader": "leader", "warrior": "warrior", "ship": "ship"}


def _card(cid: str) -> int:
    return game_data().card_index[cid]


def _province(name: str) -> int:
    return game_data().province_index[name]


def _fjord(name: str) -> int:
    return next(i for i, f in enumerate(game_data().fjords) if f.id == name)


def _seat(state: State, p: int, **changes: Any) -> ClanState:
    seat = state.seats[p].model_copy(update=changes)
    state.seats = (*state.seats[:p], seat, *state.seats[p + 1 :])
    return seat


def _upgrades(state: State, p: int, cards: list[str]) -> None:
    data = game_data()
    seat = state.seats[p]
    u = seat.upgrades
    monsters, clan = list(u.monsters), list(u.clan)
    changes: dict[str, Any] = {}
    reserve = seat.reserve
    for cid in cards:
        c = data.cards[_card(cid)]
        if c.family in _SLOT:
            changes[_SLOT[c.family]] = _card(cid)
        elif c.family == "monster":
            monsters[monsters.index(-1)] = _card(cid)
            assert c.monster is not None
            reserve = tuple(sorted((*reserve, c.monster)))
        else:
            clan[clan.index(-1)] = _card(cid)
    upgrades = u.model_copy(update={**changes, "monsters": tuple(monsters), "clan": tuple(clan)})
    _seat(state, p, upgrades=upgrades, reserve=reserve)


def _take(state: State, p: int, kinds: list[str]) -> None:
    reserve = state.seats[p].reserve
    for k in kinds:
        reserve = minus(reserve, k)
    _seat(state, p, reserve=reserve)


def _board(state: State, spec: Mapping[str, Any]) -> None:
    for name, by_seat in spec.get("figures", {}).items():
        i = _province(name)
        figures = list(state.provinces[i].figures)
        for seat, kinds in by_seat.items():
            _take(state, int(seat), kinds)
            figures[int(seat)] = tuple(sorted(figures[int(seat)] + tuple(kinds)))
        new = state.provinces[i].model_copy(update={"figures": tuple(figures)})
        state.provinces = (*state.provinces[:i], new, *state.provinces[i + 1 :])
    for name, by_seat in spec.get("ships", {}).items():
        i = _fjord(name)
        ships = list(state.fjords[i].ships)
        for seat, kinds in by_seat.items():
            _take(state, int(seat), kinds)
            ships[int(seat)] = tuple(sorted(ships[int(seat)] + tuple(kinds)))
        new_fjord = state.fjords[i].model_copy(update={"ships": tuple(ships)})
        state.fjords = (*state.fjords[:i], new_fjord, *state.fjords[i + 1 :])


def _provinces(state: State, spec: Mapping[str, Any]) -> None:
    """`destroyed`: exactly these are destroyed; `pillaged`; `tokens` {province: token id}."""
    data = game_data()
    tokens = {t.id: i for i, t in enumerate(data.tokens)}
    if "destroyed" in spec:
        ruined = {_province(n) for n in spec["destroyed"]}
        used = {p.token for p in state.provinces}
        spare = [i for i in range(len(data.tokens)) if i not in used]
        provinces = []
        for i, p in enumerate(state.provinces):
            token = p.token
            if i in ruined:
                token = NO_TOKEN
            elif token == NO_TOKEN:
                token = spare.pop(0)
            provinces.append(p.model_copy(update={"destroyed": i in ruined, "token": token}))
        state.provinces = tuple(provinces)
    for name, token in spec.get("tokens", {}).items():
        i = _province(name)
        new = state.provinces[i].model_copy(update={"token": tokens[token]})
        state.provinces = (*state.provinces[:i], new, *state.provinces[i + 1 :])
    for name in spec.get("pillaged", []):
        i = _province(name)
        new = state.provinces[i].model_copy(update={"pillaged": True})
        state.provinces = (*state.provinces[:i], new, *state.provinces[i + 1 :])
    if "ragnarok" in spec:
        order = [_province(n) for n in spec["ragnarok"]]
        state.ragnarok = (order[0], order[1], order[2])
        state.doom = order[state.age - 1]
    assert state.provinces[YGGDRASIL].token != NO_TOKEN


def arrange(state: State, spec: Mapping[str, Any]) -> None:
    """Make `state` (just set up, mutable) the Action-phase position `spec` describes."""
    assert spec["phase"] == "action"
    state.pending = []
    state.phase = Phase.ACTION
    for seat, steps in spec.get("stats", {}).items():
        stats = state.seats[int(seat)].stats.model_copy(update=steps)
        _seat(state, int(seat), stats=stats)
    for p in range(state.players):
        hand = tuple(sorted(_card(c) for c in spec.get("hands", {}).get(str(p), [])))
        quests = tuple(sorted(_card(c) for c in spec.get("quests", {}).get(str(p), [])))
        _seat(state, p, hand=hand, quests=quests, rage=stat_value(state.seats[p], "rage"))
        _upgrades(state, p, spec.get("upgrades", {}).get(str(p), []))
        valhalla = spec.get("valhalla", {}).get(str(p), [])
        _take(state, p, valhalla)
        _seat(state, p, valhalla=tuple(sorted(valhalla)))
    for p, rage in enumerate(spec.get("rage", [])):
        _seat(state, p, rage=rage)
    for p, glory in enumerate(spec.get("glory", [])):
        _seat(state, p, glory=glory)
    _board(state, spec)
    _provinces(state, spec)
    turn = int(spec.get("turn", state.first_player))
    state.turn = turn
    if state.seats[turn].rage > 0:
        state.pending = [Turn(waiting=(PlayerId(turn),), seat=turn)]
