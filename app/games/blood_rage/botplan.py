"""How much each kind of action is worth to its seat, in glory (the priors of the bots).

`Plan` is built once per decision from the position (a seat's view or a full state) and scores
any legal action of that seat: the change in the position's worth (`botvalue.Worth`) that an
invasion or a march makes, minus the Rage it costs; a pillage by the battle it would start (who
can join from the neighbouring provinces, the cards in hand, the rivals' likely cards); an
upgrade by the STR and the figure it adds, early ones more; a quest by its chance. Passing costs
the Rage given up. In Call to Battle a figure is sent when it raises the chance to win more than
it is worth where it stands; a battle card is chosen by the STR it adds against the glory of
winning and the card lost by a winner. A card action or the answer to a card question
(`UseCard`) is scored by its card's effect key: the battle and token of a pillage it starts,
the stat step, the figures it gives up, saves or places (RULES.md B7).
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
    UseCard,
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
    token_value,
    win_chance,
)
from app.games.blood_rage.cards.quest import GLORIOUS_DEATH
from app.games.blood_rage.data.data import YGGDRASIL, game_data
from app.games.blood_rage.model import (
    LEADER,
    NO_CARD,
    NO_TOKEN,
    SHIP,
    Battle,
    CallToBattle,
    CardChoice,
    FreeInvade,
    Phase,
)
from app.games.blood_rage.rules.actions.invade import invades_yggdrasil
from app.games.blood_rage.rules.board import (
    fjord_open,
    forces,
    free_villages,
    invade_cost,
    is_ship,
    stat_value,
    strength,
    upgrade_cards,
)
from app.games.blood_rage.rules.death import parse_spot

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.games.blood_rage.actions import AnyAction
    from app.games.blood_rage.model import State

__all__ = ["BOARD_FIGURE", "CARD_SCORERS", "Plan", "option"]

BOARD_FIGURE = 0.35
"""Glory per STR of a figure on the board rather than in the stock (it can march and fight)."""
TURN_COST = 0.6
"""Glory a Rage-free action (pillage, quest) gives up by using a turn."""
LOST_FIGURE = 0.6
"""Glory a figure sent to Valhalla costs (it must invade again)."""
RIVAL_MOVES = 0.5
"""Share of a pillage put off to a later turn that a rival with Rage left takes away."""


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
        """Its glory and stat step by the chance of meeting it (two of a type: each, one turn)."""
        total = -TURN_COST
        for card in action.cards:
            quest = game_data().cards[card].quest
            assert quest is not None
            chance = quest_chance(self.state, self.player, quest.target, self.worth.str)
            total += chance * (quest.glory + 3.0) * 0.9 - 0.4 * chance * quest.glory
        return total

    def pillage(self, action: Pillage) -> float:
        """The pillage by the battle it is likely to start."""
        x = action.province
        return self.battle_gain(x, self.player) - self.worth.province(self.player, x) - TURN_COST

    def battle_gain(self, province: int, pillager: int, reward: float | None = None) -> float:
        """Expected glory for the seat of a pillage of `province` by `pillager`.

        `reward` is the token's worth when the seat pillages (default: the token still there).
        """
        state, me = self.state, self.player
        power = self.forecast(province, pillager)
        rivals = max((s for q, s in enumerate(power) if q != me), default=0)
        if reward is None or pillager != me:
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

    # -- card effects: card actions on a turn and the answers to card questions ------------------
    def use_card(self, action: UseCard) -> float:
        """What the card does for the seat now (by its effect key; 0 for an unknown one)."""
        scorer = CARD_SCORERS.get(game_data().cards[action.card].effect)
        return scorer(self, action) if scorer is not None else 0.0

    def asked(self) -> CardChoice:
        """The card question on top (the answers' scorers)."""
        top = self.state.pending[-1]
        assert isinstance(top, CardChoice)
        return top

    def challenge(self, action: UseCard) -> float:
        """Tyr's Challenge (C21): the battle for a pillaged province whose token pays again."""
        x = int(option(action.choice))
        token = self.state.provinces[x].token
        reward = token_value(self.state, self.seat, token) if token != NO_TOKEN else 0.0
        return self.battle_gain(x, self.player, reward) - 2 * RAGE_VALUE

    def thors_domain(self, action: UseCard) -> float:
        """Thor's Domain (C26): 2 Rage to pillage at once, before the rivals can answer.

        A pillage costs no Rage on a later turn, so the Rage buys the turn and the share of the
        pillage a rival with Rage left could take away by moving first.
        """
        x, me = self.asked().province, self.player
        gain = self.battle_gain(x, me) - self.worth.province(me, x)
        ready = any(s.rage > 0 for q, s in enumerate(self.state.seats) if q != me)
        risk = RIVAL_MOVES if ready else 0.1
        return risk * gain + TURN_COST - 2 * RAGE_VALUE

    def best_place(self, kind: str) -> tuple[float, int, bool]:
        """The best free invasion of a figure of `kind`: (its worth, province or fjord, fjord)."""
        state, data = self.state, game_data()
        power = strength(self.seat, kind)
        best: tuple[float, int, bool] = (-99.0, -1, False)
        if is_ship(kind):
            for f in range(len(data.fjords)):
                if fjord_open(state, f):
                    places = data.fjord_provinces[f]
                    changes = [(i, power, 1) for i in places if not state.provinces[i].destroyed]
                    best = max(best, (self._moved(changes), f, True))
        else:
            targets = [*data.ring, YGGDRASIL] if invades_yggdrasil(kind) else data.ring
            for i in targets:
                if not state.provinces[i].destroyed and free_villages(state, i) > 0:
                    best = max(best, (self._moved([(i, power, 1)]), i, False))
        if best[1] < 0:
            return best
        return (best[0] + BOARD_FIGURE * power + 0.2, best[1], best[2])

    def domain(self, action: UseCard) -> float:
        """Frigga's Domain (C22): a figure back from Valhalla invades its best place, 1 Rage."""
        kind = option(action.choice)
        value, place, _ = self.best_place(kind)
        if place < 0:
            return -1.0
        return value - RAGE_VALUE - self.valhalla_worth(kind)

    def sacrifice(self, action: UseCard) -> float:
        """Frigga's Sacrifice (C23): a stat step for the two figures needed least."""
        if isinstance(self.state.pending[-1], CardChoice):
            return -self.figure_loss(*parse_spot(action.choice))
        losses = sorted(self.figure_loss(*spot) for spot in self.own_figures())
        if len(losses) < 2:
            return -99.0
        step = stat_step_value(self.state, self.seat, option(action.choice))
        return step - losses[0] - losses[1] - TURN_COST

    def own_figures(self) -> list[tuple[int, str, bool]]:
        """Every figure of the seat on the board: (province or fjord, kind, in a fjord)."""
        me = self.player
        out = [(i, k, False) for i, p in enumerate(self.state.provinces) for k in p.figures[me]]
        return out + [(f, k, True) for f, j in enumerate(self.state.fjords) for k in j.ships[me]]

    def figure_loss(self, place: int, kind: str, fjord: bool) -> float:
        """What a figure on the board is worth there, less the glory its death brings."""
        power = strength(self.seat, kind)
        if fjord:
            places = game_data().fjord_provinces[place]
            changes = [(i, -power, -1) for i in places if not self.state.provinces[i].destroyed]
        else:
            changes = [(place, -power, -1)]
        held = -self._moved(changes) + BOARD_FIGURE * power + LOST_FIGURE
        return held - self.valhalla_worth(kind) - self.death_glory(kind)

    def valhalla_worth(self, kind: str) -> float:
        """Glory a figure of the seat in Valhalla brings (Loki's cards, Glorious Death)."""
        cards = game_data().cards
        out = 0.0
        for _, card in upgrade_cards(self.state, self.player):
            effect = cards[card].effect
            if effect.startswith("valhalla_return_glory_"):
                out += int(effect.rsplit("_", 1)[1])
        if len(self.seat.valhalla) < GLORIOUS_DEATH:
            for card in self.seat.quests:
                quest = cards[card].quest if card >= 0 else None
                if quest is not None and quest.target == "glorious_death":
                    out += (quest.glory + 3.0) / GLORIOUS_DEATH
        return out

    def death_glory(self, kind: str) -> float:
        """Glory the seat gains when a figure of `kind` is destroyed (Dragons, C15)."""
        card = self.seat.upgrades.ship
        if kind != SHIP or card == NO_CARD:
            return 0.0
        effect = game_data().cards[card].effect
        return float(effect.rsplit("_", 1)[1]) if effect.startswith("ship_death_glory_") else 0.0

    def protect(self, action: UseCard) -> float:
        """Frigga's Protection (C24): 1 Rage to keep a figure in the stock instead of Valhalla.

        At Ragnarök its death would also bring the Age's glory (doubled by Odin's Inspiration).
        """
        kind = option(action.choice)
        power = strength(self.seat, kind)
        again = self.seat.rage - 1 >= max(1, self.invade_price(kind))  # an action needs Rage
        back = (LOST_FIGURE + 0.15 * power) * (1.0 if again else 0.3)
        dies = self.valhalla_worth(kind) + self.death_glory(kind)
        if self.state.phase is Phase.RAGNAROK:
            dies += self.ragnarok_glory()
        return back - RAGE_VALUE - dies

    def prowess(self, action: UseCard) -> float:
        """Tyr's Prowess (C25): 1 Rage to take the card played back into the hand."""
        played = int(self.asked().memo)
        return 0.5 * card_value(self.state, self.player, played) - RAGE_VALUE

    def flee(self, action: UseCard) -> float:
        """Volur Witch (C17): to Yggdrasil instead of Valhalla.

        At Ragnarök her death also earns its glory (doubled by Odin's Inspiration); after the
        last Ragnarök a figure kept on the board is worth only Thor's Conquest's 3 glory.
        """
        kind = "volur_witch"
        power = strength(self.seat, kind)
        dies = self.valhalla_worth(kind)
        if self.state.phase is Phase.RAGNAROK:
            dies += self.ragnarok_glory()
            if self.state.age >= game_data().ages:
                return (3.0 if self._has_upgrade("thors_conquest") else 0.0) - dies
        stay = self._moved([(YGGDRASIL, power, 1)]) + BOARD_FIGURE * power + LOST_FIGURE
        return stay - dies

    def ragnarok_glory(self) -> float:
        """Glory the seat gains per figure dying at this Age's Ragnarök."""
        glory = float(game_data().ragnarok_glory[self.state.age - 1])
        return 2 * glory if self._has_upgrade("odins_inspiration") else glory

    def _has_upgrade(self, effect: str) -> bool:
        cards = game_data().cards
        return any(cards[c].effect == effect for _, c in upgrade_cards(self.state, self.player))

    def hammers(self, action: UseCard) -> float:
        """Lord of Hammers (C14): where the Leader helps more than where it stands."""
        x, to = self.asked().province, int(option(action.choice))
        power = strength(self.seat, LEADER)
        return self._moved([(x, -power, -1), (to, power, 1)])

    def tide(self, action: UseCard) -> float:
        """Odin's Tide (C7): keep the strongest figure in the battle."""
        return 0.5 * strength(self.seat, option(action.choice))

    def card_stat(self, action: UseCard) -> float:
        """Frigga's Grace, Thor's Oath, Lord of Axes: the stat step worth most."""
        return stat_step_value(self.state, self.seat, option(action.choice))


def option(choice: str) -> str:
    """The value of an effect's option: "stat:axes" -> "axes", "province:3" -> "3"."""
    return choice.partition(":")[2]


CARD_SCORERS: dict[str, Callable[[Plan, UseCard], float]] = {
    "tyrs_challenge": Plan.challenge,
    "thors_domain": Plan.thors_domain,
    "friggas_domain": Plan.domain,
    "friggas_sacrifice": Plan.sacrifice,
    "friggas_protection": Plan.protect,
    "tyrs_prowess": Plan.prowess,
    "volur_witch": Plan.flee,
    "lord_of_hammers": Plan.hammers,
    "odins_tide": Plan.tide,
    "friggas_grace": Plan.card_stat,
    "thors_oath": Plan.card_stat,
    "lord_of_axes": Plan.card_stat,
}
"""The scorer of each card effect that a `UseCard` carries out (by the card's effect key)."""


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
    UseCard: Plan.use_card,  # type: ignore[dict-item]
}
"""The scorer of each kind of action; an action of a kind not listed scores 0."""
