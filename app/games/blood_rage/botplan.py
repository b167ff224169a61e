"""How much each kind of action is worth to its seat, in glory (the priors of the bots).

`Plan` is built once per decision from the position (a seat's view or a full state) and scores
any legal action of that seat: the change in the position's worth (`botvalue.Worth`) that an
invasion or a march makes, minus the Rage it costs; a pillage by the battle it would start (who
can join from the neighbouring provinces, the cards in hand, the rivals' likely cards); an
upgrade by the STR and the figure it adds, early ones more; a quest by its chance. Passing costs
the Rage given up. In Call to Battle a figure is sent when it raises the chance to win more than
it is worth where it stands; a battle card is chosen by the STR it adds against the glory of
winning and the card lost by a winner.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.blood_rage.actions import (
    ChooseCard,
    Decline,
    Invade,
    KeepCard,
    March,
    MoveToBattle,
    PassTurn,
    PickCards,
    Pillage,
    RaiseStat,
    TakeQuest,
    Upgrade,
)
from app.games.blood_rage.botvalue import (
    OPPONENT_CARD,
    RAGE_VALUE,
    Worth,
    adjacent_help,
    ages_after,
    card_bonus,
    card_value,
    quest_chance,
    reward_value,
    stat_step_value,
    win_chance,
)
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import NO_CARD, Battle, CallToBattle, FreeInvade
from app.games.blood_rage.rules.board import (
    forces,
    invade_cost,
    stat_value,
    strength,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.games.blood_rage.actions import AnyAction
    from app.games.blood_rage.model import State

__all__ = ["BOARD_FIGURE", "Plan"]

BOARD_FIGURE = 0.35
"""Glory per STR of a figure on the board rather than in the stock (it can march and fight)."""
TURN_COST = 0.6
"""Glory a Rage-free action (pillage, quest) gives up by using a turn."""
LOST_FIGURE = 0.6
"""Glory a figure sent to Valhalla costs (it must invade again)."""


class Plan:
    """Scores the actions of one seat in one position."""

    def __init__(self, state: State, player: int) -> None:
        self.state = state
        self.player = player
        self.worth = Worth(state)
        self.seat = state.seats[player]
        self._costs: dict[str, int] = {}
        cards = game_data().cards
        self._has_quests = bool(self.seat.quests) or any(
            c >= 0 and cards[c].family == "quest" for c in self.seat.hand
        )

    def score(self, action: AnyAction) -> float:
        """Glory the action is expected to bring its seat (higher is better)."""
        scorer = _SCORERS.get(type(action))
        return scorer(self, action) if scorer is not None else 0.0

    # -- the position around a change of STR ----------------------------------------------------
    def _local(self, provinces: tuple[int, ...]) -> float:
        w, p = self.worth, self.player
        value = sum(w.province(p, i) for i in provinces)
        if self.state.doom in provinces:
            value += w.doom(p)
        if self._has_quests:
            value += w.quests(p) + self._hand_quests()
        return value

    def _hand_quests(self) -> float:
        cards = game_data().cards
        out = 0.0
        for card in self.seat.hand:
            quest = cards[card].quest if card >= 0 else None
            if quest is not None:
                chance = quest_chance(self.state, self.player, quest.target, self.worth.str)
                out += 0.4 * chance * quest.glory
        return out

    def _moved(self, changes: list[tuple[int, int, int]]) -> float:
        """Change in local worth if (province, STR, figures) are added for the seat."""
        provinces = tuple({c[0] for c in changes})
        before = self._local(provinces)
        self._apply(changes, 1)
        after = self._local(provinces)
        self._apply(changes, -1)
        return after - before

    def _apply(self, changes: list[tuple[int, int, int]], sign: int) -> None:
        for province, power, count in changes:
            self.worth.str[province][self.player] += sign * power
            self.worth.count[province][self.player] += sign * count

    # -- turn actions -----------------------------------------------------------------------------
    def invade(self, action: Invade) -> float:
        """Where the figure helps most, for its Rage."""
        power = strength(self.seat, action.figure)
        if action.fjord:
            places = game_data().fjord_provinces[action.to]
            changes = [(i, power, 1) for i in places if not self.state.provinces[i].destroyed]
        else:
            changes = [(action.to, power, 1)]
        free = isinstance(self.state.pending[-1], FreeInvade)
        cost = 0 if free else self.invade_price(action.figure)
        return self._moved(changes) + BOARD_FIGURE * power - cost * RAGE_VALUE + 0.2

    def invade_price(self, figure: str) -> int:
        """Rage the seat pays to invade with `figure` (cached)."""
        cost = self._costs.get(figure)
        if cost is None:
            cost = self._costs[figure] = invade_cost(self.state, self.player, figure)
        return cost

    def march(self, action: March) -> float:
        """What the figures add where they go less what they held where they were."""
        power = sum(strength(self.seat, k) for k in action.figures)
        n = len(action.figures)
        changes = [(action.source, -power, -n), (action.to, power, n)]
        return self._moved(changes) - RAGE_VALUE * game_data().march_cost

    def upgrade(self, action: Upgrade) -> float:
        """STR, a monster or a clan ability for the Ages left; earlier is worth more."""
        gain = self._upgrade_gain(action.card)
        if action.replaces != NO_CARD:
            gain -= self._upgrade_gain(action.replaces) * 0.8
        cost = game_data().cards[action.card].cost or 0
        return gain - cost * RAGE_VALUE * 0.8

    def _upgrade_gain(self, card: int) -> float:
        c = game_data().cards[card]
        later = ages_after(self.state)
        if c.family == "monster":
            assert c.monster is not None
            monster = game_data().monsters[game_data().monster_index[c.monster]]
            return 1.5 + 0.8 * monster.strength + 0.6 * later
        if c.family == "clan":
            return 1.8 + 0.8 * later
        owned = 8 if c.family == "warrior" else 1
        delta = max(0, (c.strength or 0) - strength(self.seat, c.family))
        return 1.2 + 0.35 * delta * min(owned, stat_value(self.seat, "horns")) + 0.6 * later

    def quest(self, action: TakeQuest) -> float:
        """Its glory and stat step by the chance of meeting it."""
        quest = game_data().cards[action.card].quest
        assert quest is not None
        chance = quest_chance(self.state, self.player, quest.target, self.worth.str)
        return chance * (quest.glory + 3.0) * 0.9 - 0.4 * chance * quest.glory - TURN_COST

    def pillage(self, action: Pillage) -> float:
        """The pillage by the battle it is likely to start."""
        x = action.province
        return self.battle_gain(x, self.player) - self.worth.province(self.player, x) - TURN_COST

    def battle_gain(self, province: int, pillager: int) -> float:
        """Expected glory for the seat of a pillage of `province` by `pillager`."""
        state, me = self.state, self.player
        power = self.forecast(province, pillager)
        rivals = max((s for q, s in enumerate(power) if q != me), default=0)
        reward = self.worth.reward(me, province) if pillager == me else 0.0
        if rivals <= 0:
            return reward
        chance = win_chance(power[me] + self.worth.best_card(me) - rivals - self.rival_card())
        axes = stat_value(self.seat, "axes")
        loss = len(forces(state, province, me)) * LOST_FIGURE + self._doom_loss(province)
        return chance * (reward + axes) - (1 - chance) * loss

    def rival_card(self) -> float:
        """+STR a rival's card is expected to add (0 if no rival holds a card)."""
        others = [s for q, s in enumerate(self.state.seats) if q != self.player and s.hand]
        return OPPONENT_CARD[self.state.age - 1] if others else 0.0

    def _doom_loss(self, province: int) -> float:
        if province != self.state.doom:
            return 0.0
        return self.worth.doom(self.player)

    def forecast(self, province: int, pillager: int) -> list[int]:
        """STR per seat once the seats in the battle have called their neighbours in."""
        state = self.state
        n = state.players
        power = [self.worth.str[province][q] for q in range(n)]
        fighting = [q for q in range(n) if power[q] > 0 or q == pillager]
        help_ = {q: adjacent_help(state, province, q) for q in fighting}
        free = 1_000 if province == 0 else game_data().provinces[province].villages or 0
        free -= sum(len(f) for f in state.provinces[province].figures)
        order = [(pillager + 1 + k) % n for k in range(n)]
        while free > 0 and any(help_[q] for q in fighting):
            for q in order:
                if q in help_ and help_[q] and free > 0:
                    power[q] += help_[q].pop(0)
                    free -= 1
        return power

    def pass_turn(self, action: PassTurn) -> float:
        """The Rage given up."""
        return -RAGE_VALUE * self.seat.rage - 0.1

    # -- Call to Battle and the battle ---------------------------------------------------------
    def move_to_battle(self, action: MoveToBattle) -> float:
        """The chance it adds to win the battle, less what the figure leaves behind."""
        top = self.state.pending[-1]
        assert isinstance(top, CallToBattle)
        power = strength(self.seat, action.figure)
        before = self._battle_now(top, 0)
        after = self._battle_now(top, power)
        leave = self._moved([(action.source, -power, -1), (top.province, power, 1)])
        return after - before + min(0.0, leave)

    def _battle_now(self, top: CallToBattle, extra: int) -> float:
        me, state = self.player, self.state
        power = [self.worth.str[top.province][q] for q in range(state.players)]
        power[me] += extra
        if power[me] <= 0:
            return 0.0
        rivals = max((s for q, s in enumerate(power) if q != me), default=0)
        reward = self.worth.reward(me, top.province) if top.pillager == me else 0.0
        if rivals <= 0:
            return reward
        margin = power[me] + self.worth.best_card(me) - rivals - self.rival_card()
        stake = reward + stat_value(self.seat, "axes") + power[me] * LOST_FIGURE * 0.5
        return win_chance(margin) * stake

    def choose_card(self, action: ChooseCard) -> float:
        """Winning glory by the chance this card gives, less the card a winner discards."""
        top = self.state.pending[-1]
        assert isinstance(top, Battle)
        me = self.player
        totals = [self.worth.str[top.province][q] for q in range(self.state.players)]
        rivals = max((totals[q] for q in top.seats if q != me), default=0)
        guess = OPPONENT_CARD[self.state.age - 1]
        rival_cards = any(self.state.seats[q].hand for q in top.seats if q != me)
        margin = totals[me] + card_bonus(action.card) - rivals - (guess if rival_cards else 0.0)
        chance = win_chance(margin) if rivals > 0 else 1.0
        reward = reward_value(self.state, self.seat, top.province) if top.pillager == me else 0.0
        stake = reward + stat_value(self.seat, "axes") + totals[me] * LOST_FIGURE
        keep = card_value(self.state, me, action.card) * 0.5
        return chance * (stake - keep)

    # -- between phases -------------------------------------------------------------------------
    def pick(self, action: PickCards) -> float:
        """The cards' worth to this seat."""
        return sum(card_value(self.state, self.player, c) for c in action.cards)

    def keep(self, action: KeepCard) -> float:
        """The card worth most in the next Age."""
        return card_value(self.state, self.player, action.card)

    def raise_stat(self, action: RaiseStat) -> float:
        """The step worth most, the legendary bonuses included."""
        return stat_step_value(self.state, self.seat, action.stat)


_SCORERS: dict[type, Callable[[Plan, AnyAction], float]] = {
    Invade: Plan.invade,  # type: ignore[dict-item]
    March: Plan.march,  # type: ignore[dict-item]
    Upgrade: Plan.upgrade,  # type: ignore[dict-item]
    TakeQuest: Plan.quest,  # type: ignore[dict-item]
    Pillage: Plan.pillage,  # type: ignore[dict-item]
    PassTurn: Plan.pass_turn,  # type: ignore[dict-item]
    MoveToBattle: Plan.move_to_battle,  # type: ignore[dict-item]
    Decline: lambda plan, action: 0.0,
    ChooseCard: Plan.choose_card,  # type: ignore[dict-item]
    PickCards: Plan.pick,  # type: ignore[dict-item]
    KeepCard: Plan.keep,  # type: ignore[dict-item]
    RaiseStat: Plan.raise_stat,  # type: ignore[dict-item]
}
"""The scorer of each kind of action; an action of a kind not listed scores 0."""
