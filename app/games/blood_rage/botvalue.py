"""What positions and cards of Blood Rage are worth to a seat, in glory (the bots' heuristics).

Everything here reads the public model and the seat's own cards only, so it works on a seat's
view as well as on a full state, and it never calls card-effect code: a card is valued by its
family and printed numbers, so new effects change nothing here (issue 10, "Bots").

The worth of a position (`Worth.total`) is the glory a seat holds, plus what it can still expect:
the legendary bonuses of its stats where they stand and their use in the Ages to come, the Rage
left to spend, its figures in the doomed province (they die at Ragnarök for 2/3/4 glory each,
seed 003 「5. ラグナロクフェイズ」), a share of the pillages it would win now, the committed
quests by their chance of success, and the battle cards in hand.
"""

from __future__ import annotations

import math
from functools import cache
from typing import TYPE_CHECKING

from app.games.blood_rage.data.data import STATS, YGGDRASIL, game_data
from app.games.blood_rage.model import (
    HIDDEN_CARD,
    NO_PROVINCE,
    NO_TOKEN,
    Battle,
    CallToBattle,
    Phase,
)
from app.games.blood_rage.rules.board import (
    fjord_of,
    free_villages,
    is_ship,
    strength,
)

if TYPE_CHECKING:
    from app.games.blood_rage.model import ClanState, State

__all__ = [
    "OPPONENT_CARD",
    "RAGE_VALUE",
    "Worth",
    "card_bonus",
    "card_value",
    "quest_chance",
    "reward_value",
    "stat_step_value",
    "token_value",
    "win_chance",
]

RAGE_VALUE = 0.7
"""Glory one unspent point of Rage is worth during the Action phase (one more action)."""
OPPONENT_CARD = (2.0, 3.0, 4.0)
"""+STR a rival with cards in hand is expected to add to a battle, by Age."""
PILLAGE_SHARE = 0.35
"""Share of a pillage the seat would win now that counts before it is declared."""
DOOM_SURVIVAL = 0.85
"""Chance a figure in the doomed province is still there at Ragnarök."""
STAT_USE = {"rage": 1.0, "axes": 0.9, "horns": 0.6}
"""Glory per point of a stat's value in each Age still to come."""
SHEET_USE = 0.5
"""Share of an upgrade card's worth per Age it still works on the clan sheet (and this one)."""
HAND_SHARE = 0.35
"""Share of a battle card's +STR that counts while it waits in hand."""


def win_chance(margin: float) -> float:
    """Chance to win a battle with `margin` STR more than the strongest rival (a tie loses)."""
    return 1.0 / (1.0 + math.exp(-1.1 * (margin - 0.5)))


def card_bonus(card: int) -> float:
    """+STR a card adds when played in a battle (printed; a few extra for battle-card texts)."""
    if card < 0:
        return 0.0
    c = game_data().cards[card]
    if c.family != "battle":
        return 0.0
    return float(c.strength if c.strength is not None else 2) + (
        0.0 if c.effect == "plain" else 0.5
    )


def ages_after(state: State) -> int:
    """Ages still to come after this one."""
    return game_data().ages - state.age


def stat_step_value(state: State, seat: ClanState, stat: str) -> float:
    """Glory one more step of `stat` is worth to `seat` (0 at the last step)."""
    data = game_data()
    step = int(getattr(seat.stats, stat))
    if step >= len(data.legendary):
        return 0.0
    legend = int(data.legendary[step]) - int(data.legendary[step - 1])
    gain = data.value(stat, step + 1) - data.value(stat, step)
    later = ages_after(state) + (0.5 if stat != "rage" and state.phase is Phase.ACTION else 0.0)
    return legend + gain * STAT_USE[stat] * later


def reward_value(state: State, seat: ClanState, province: int) -> float:
    """Glory the pillage token of `province` is worth to `seat` (0 if pillaged or none)."""
    p = state.provinces[province]
    if p.destroyed or p.pillaged or p.token == NO_TOKEN:
        return 0.0
    return token_value(state, seat, p.token)


def token_value(state: State, seat: ClanState, index: int) -> float:
    """Glory a pillage token pays `seat` (its glory, or the stat steps it raises)."""
    token = game_data().tokens[index]
    if token.reward == "glory":
        return float(token.amount)
    stats = STATS if token.reward == "all_stats" else (token.reward,)
    return sum(stat_step_value(state, seat, s) for s in stats) * token.amount


@cache
def _realm_provinces(target: str) -> tuple[int, ...]:
    if target == "yggdrasil":
        return (YGGDRASIL,)
    return tuple(i for i, p in enumerate(game_data().provinces) if p.realm == target)


def card_value(state: State, player: int, card: int) -> float:
    """What holding `card` is worth to `player` (the draft, keeping a card, a hand)."""
    c = game_data().cards[card]
    cost = float(c.cost or 0)
    if c.family == "battle":
        return 1.0 + 0.9 * card_bonus(card)
    if c.family == "quest":
        assert c.quest is not None
        if c.quest.target == "glorious_death":
            return 0.3 * c.quest.glory
        alive = any(not state.provinces[i].destroyed for i in _realm_provinces(c.quest.target))
        return 0.5 * c.quest.glory if alive else 0.0
    if c.family == "monster":
        assert c.monster is not None
        m = game_data().monsters[game_data().monster_index[c.monster]]
        return 1.5 + 0.9 * m.strength - 0.25 * cost
    if c.family == "clan":
        return 2.2 - 0.2 * cost
    gain = float(c.strength or 0) - strength(state.seats[player], c.family)
    many = 3.0 if c.family == "warrior" else 1.0
    return 1.8 + 0.6 * gain * many - 0.2 * cost


def quest_chance(state: State, player: int, target: str, strengths: Strengths) -> float:
    """Chance that `player` meets a quest of `target` in the Quest phase (a rough guess)."""
    if target == "glorious_death":
        dead = len(state.seats[player].valhalla)
        return 0.95 if dead >= 4 else (0.5 if dead >= 2 else 0.15)
    best = -99.0
    for i in _realm_provinces(target):
        if state.provinces[i].destroyed:
            continue
        row = strengths[i]
        rivals = max((s for q, s in enumerate(row) if q != player), default=0)
        best = max(best, row[player] - rivals if row[player] > 0 else -3 - rivals)
    if best <= -99:
        return 0.0
    return 0.1 + 0.8 / (1.0 + math.exp(-1.0 * (best - 1.0)))


Strengths = list[list[int]]
"""STR per province, then per seat (figures there and in the fjord; no cards)."""


class Worth:
    """The worth of a position to every seat, with cached per-province sums."""

    def __init__(self, state: State) -> None:
        self.state = state
        n = state.players
        self.str: Strengths = [[0] * n for _ in state.provinces]
        self.count: list[list[int]] = [[0] * n for _ in state.provinces]
        for i, province in enumerate(state.provinces):
            fjord = fjord_of(i)
            for p in range(n):
                kinds = province.figures[p] + (state.fjords[fjord].ships[p] if fjord >= 0 else ())
                self.str[i][p] = sum(strength(state.seats[p], k) for k in kinds)
                self.count[i][p] = len(kinds)
        self._rewards: dict[tuple[int, int], float] = {}
        self._cards: dict[int, float] = {}
        self._fight_at = next(
            (
                k
                for k in range(len(state.pending) - 1, -1, -1)
                if isinstance(state.pending[k], CallToBattle | Battle)
            ),
            -1,
        )
        self.fight = (
            state.pending[self._fight_at].province  # type: ignore[union-attr]
            if self._fight_at >= 0
            else -1
        )
        """The province of a pillage under way, or -1."""

    def reward(self, player: int, province: int) -> float:
        """`reward_value` of the province for the seat (cached)."""
        key = (player, province)
        value = self._rewards.get(key)
        if value is None:
            value = reward_value(self.state, self.state.seats[player], province)
            self._rewards[key] = value
        return value

    def total(self, player: int) -> float:
        """Expected final glory of `player` in this position."""
        state, seat = self.state, self.state.seats[player]
        value = float(seat.glory) + self.stats(player)
        if state.phase is Phase.OVER:
            return float(seat.glory)
        if state.phase in (Phase.GODS_GIFTS, Phase.ACTION):
            value += seat.rage * RAGE_VALUE if state.phase is Phase.ACTION else 0.0
            fight = self.fight
            value += sum(
                self.province(player, i) for i in range(len(state.provinces)) if i != fight
            )
            if fight >= 0:
                value += self.battle(player)
        value += self.quests(player) + self.doom(player) + self.hand(player)
        return value + self.sheet(player)

    def sheet(self, player: int) -> float:
        """Upgrade cards on the clan sheet, for the Ages they still have to work."""
        u = self.state.seats[player].upgrades
        cards = [c for c in (u.leader, u.warrior, u.ship, *u.monsters, *u.clan) if c >= 0]
        if not cards:
            return 0.0
        left = SHEET_USE + SHEET_USE * ages_after(self.state)
        return left * sum(card_value(self.state, player, c) for c in cards)

    def battle(self, player: int) -> float:
        """A pillage under way (Call to Battle or battle): its expected glory for the seat."""
        top = self.state.pending[self._fight_at]
        assert isinstance(top, CallToBattle | Battle)
        x, state = top.province, self.state
        if isinstance(top, Battle) and top.stage == "reward":
            # won and rewarded; the winner's Axes glory waits for the reward's card questions
            axes = game_data().value("axes", state.seats[player].stats.axes)
            return float(axes) if player == top.winner else 0.0
        power = [float(s) for s in self.str[x]]
        played = top.played if isinstance(top, Battle) else ()
        for q in range(state.players):
            card = played[q] if played else HIDDEN_CARD
            if card >= 0:
                power[q] += card_bonus(card)
            elif card == HIDDEN_CARD and state.seats[q].hand and power[q] > 0:
                power[q] += OPPONENT_CARD[state.age - 1] if q != player else self.best_card(q)
        if power[player] <= 0 and player != top.pillager:
            return 0.0
        rivals = max((s for q, s in enumerate(power) if q != player), default=0.0)
        reward = self.reward(player, x) if player == top.pillager else 0.0
        if rivals <= 0:
            return reward
        chance = win_chance(power[player] - rivals)
        axes = game_data().value("axes", state.seats[player].stats.axes)
        return chance * (reward + axes) - (1 - chance) * 0.6 * self.count[x][player]

    def stats(self, player: int) -> float:
        """Legendary glory held plus the use of each stat in the Ages to come."""
        data, state = game_data(), self.state
        seat = state.seats[player]
        out = 0.0
        for stat in STATS:
            step = int(getattr(seat.stats, stat))
            out += data.legendary[step - 1]
            out += (
                (data.value(stat, step) - data.value(stat, 1)) * STAT_USE[stat] * ages_after(state)
            )
        return out

    def province(self, player: int, i: int, mine: int | None = None) -> float:
        """A share of the pillage of province `i` that `player` would win now."""
        state = self.state
        reward = self.reward(player, i)
        row = self.str[i]
        me = row[player] if mine is None else mine
        if reward <= 0 or me <= 0:
            return 0.0
        rivals = max((s for q, s in enumerate(row) if q != player), default=0)
        if rivals == 0:
            return PILLAGE_SHARE * reward
        axes = game_data().value("axes", state.seats[player].stats.axes)
        margin = me + self.best_card(player) - rivals - OPPONENT_CARD[state.age - 1]
        return PILLAGE_SHARE * win_chance(margin) * (reward + axes)

    def best_card(self, player: int) -> float:
        """The largest +STR among `player`'s cards in hand (0 if none can be seen)."""
        value = self._cards.get(player)
        if value is None:
            value = max((card_bonus(c) for c in self.state.seats[player].hand), default=0.0)
            self._cards[player] = value
        return value

    def quests(self, player: int) -> float:
        """Committed quests, each by its chance times its glory and stat step."""
        state = self.state
        cards = game_data().cards
        out = 0.0
        for card in state.seats[player].quests:
            if card == HIDDEN_CARD:
                out += 3.0
                continue
            quest = cards[card].quest
            assert quest is not None
            chance = quest_chance(state, player, quest.target, self.str)
            out += chance * (quest.glory + 3.0)
        return out

    def doom(self, player: int) -> float:
        """Figures in the doomed province (and its fjord) die at Ragnarök for glory each."""
        state = self.state
        if state.doom == NO_PROVINCE or state.phase not in (
            Phase.GODS_GIFTS,
            Phase.ACTION,
            Phase.DISCARD,
            Phase.QUEST,
            Phase.RAGNAROK,
        ):
            return 0.0
        glory = int(game_data().ragnarok_glory[state.age - 1])
        return self.count[state.doom][player] * glory * DOOM_SURVIVAL

    def hand(self, player: int) -> float:
        """Battle cards in hand, a share of their +STR (nothing once the Action phase is over)."""
        if self.state.phase not in (Phase.GODS_GIFTS, Phase.ACTION):
            return 0.0
        return HAND_SHARE * sum(card_bonus(c) for c in self.state.seats[player].hand)


def adjacent_help(state: State, province: int, player: int) -> list[int]:
    """STR of `player`'s figures next to `province` that Call to Battle could bring, best first."""
    seat = state.seats[player]
    out = []
    for source in game_data().neighbours[province]:
        if state.provinces[source].destroyed:
            continue
        out += [
            strength(seat, k) for k in state.provinces[source].figures[player] if not is_ship(k)
        ]
    out.sort(reverse=True)
    return out[: max(0, free_villages(state, province))]
