"""Battle (seed 003 「略奪」「2. カードのプレイ」「3. 解決」).

Every clan with a figure in the province or its fjord is in the battle (「略奪が発生した地域に
いる全てのフィギュア、またあるいはその地域を援護するフィヨルドの全てのフィギュアが戦闘に参加
しなければなりません」). Each chooses one card from its hand face down, all at once; a clan with
an empty hand chooses none (「手札にカードが残っていない場合は除きます」). The cards are revealed
together. A clan's STR is the STR of its figures there plus the +STR of a battle card; other
cards add nothing (「他のカードは何の効果も発動しません」). The highest STR wins; any tie for the
highest and every clan loses (「同点の場合、戦闘に参加した全てのプレイヤーが敗北となります」).
The winner discards its card; losers take theirs back. Every loser's figures there, the ships
in the fjord included, go to Valhalla. If the pillager won, it takes the token's reward and the
token is flipped; else the province stays unpillaged. Then the winner, pillager or not, gains
glory equal to its current Axes stat (「現在の戦勝名誉値に等しい数の名誉」), so an Axes step from
the reward already counts (RULES.md R19).

Card effects act at the timings `reveal`, `strength`, `after_battle`, `on_death` and
`on_pillage` (`cards.registry.fire`); a card whose effect has no code adds only its printed STR.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.game import PlayerId
from app.games.blood_rage.actions import choose_card
from app.games.blood_rage.cards.registry import Event, fire
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import NO_CARD, Battle
from app.games.blood_rage.rules import notes
from app.games.blood_rage.rules.board import (
    clan_strength,
    destroy,
    minus,
    stat_value,
    upgrade_cards,
)
from app.games.blood_rage.rules.edit import update_seat
from app.games.blood_rage.rules.reward import gain_glory, pillage_reward
from app.games.blood_rage.texts import t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.blood_rage.actions import ChooseCard
    from app.games.blood_rage.model import State

__all__ = ["begin", "card_strength", "choices", "on_choose", "reason", "resolve", "totals"]


def begin(draft: State, province: int, pillager: int, seats: tuple[int, ...]) -> None:
    """Push the battle: every clan in it with a card in hand is to choose one."""
    waiting = tuple(PlayerId(p) for p in seats if draft.seats[p].hand)
    draft.pending.append(
        Battle(
            waiting=waiting,
            province=province,
            pillager=pillager,
            seats=seats,
            played=(NO_CARD,) * draft.players,
        )
    )


def choices(state: State, player: int) -> list[ChooseCard]:
    """Every card `player` may choose for the battle now."""
    top = state.pending[-1]
    if not isinstance(top, Battle) or player not in top.waiting:
        return []
    return [choose_card(player, c) for c in state.seats[player].hand]


def reason(state: State, action: ChooseCard) -> Text | None:
    """Why this card cannot be chosen, or None (the seat is one still to choose)."""
    if action.card not in state.seats[action.player].hand:
        return t("reason.not_in_hand")
    return None


def on_choose(draft: State, action: ChooseCard) -> None:
    """Put the card face down: hidden from the others until everyone has chosen."""
    top = draft.pending[-1]
    assert isinstance(top, Battle)
    p = action.player
    top.played = (*top.played[:p], action.card, *top.played[p + 1 :])
    top.waiting = tuple(s for s in top.waiting if s != p)


def card_strength(card: int) -> int:
    """The printed +STR of a card in a battle: a battle card's bonus, 0 for any other card."""
    if card == NO_CARD:
        return 0
    c = game_data().cards[card]
    return (c.strength or 0) if c.family == "battle" else 0


def _cards_in_play(state: State, top: Battle) -> list[tuple[int, int]]:
    played = [(p, top.played[p]) for p in top.seats if top.played[p] != NO_CARD]
    return played + [c for p in top.seats for c in upgrade_cards(state, p)]


def totals(state: State, top: Battle) -> list[int]:
    """Each seat's STR in the battle (0 for seats not in it)."""
    strength = [0] * state.players
    for p in top.seats:
        strength[p] = clan_strength(state, top.province, p) + card_strength(top.played[p])
    event = Event("strength", province=top.province, seats=top.seats, strength=strength)
    return fire(state, event, _cards_in_play(state, top)).strength


def resolve(draft: State, top: Battle) -> None:
    """Reveal, compare STR, discard or return the cards, destroy the losers, reward the winner."""
    draft.battles += 1
    cards = _cards_in_play(draft, top)
    for p in top.seats:
        if top.played[p] == NO_CARD:
            notes.seat_line("reveal_none", p)
        else:
            notes.seat_line("reveal", p, card=top.played[p])
    fire(draft, Event("reveal", province=top.province, seats=top.seats), cards)
    strength = totals(draft, top)
    for p in top.seats:
        notes.seat_line("strength", p, n=strength[p])
    best = max(strength[p] for p in top.seats)
    top_seats = [p for p in top.seats if strength[p] == best]
    winner = top_seats[0] if len(top_seats) == 1 else -1
    event = Event("after_battle", province=top.province, seats=top.seats, winner=winner)
    fire(draft, event, cards)
    _settle_cards(draft, top, winner)
    _destroy_losers(draft, top, winner)
    if winner < 0:
        notes.line("tie", province=top.province)
        notes.line("pillage_failed", province=top.province)
        return
    if winner == top.pillager:
        pillage_reward(draft, winner, top.province)
        event = Event("on_pillage", province=top.province, seats=(winner,))
        fire(draft, event, [*cards, *upgrade_cards(draft, winner)])
    else:
        notes.line("pillage_failed", province=top.province)
    axes = stat_value(draft.seats[winner], "axes")  # after the reward: the seed's order
    gain_glory(draft, winner, axes)
    notes.seat_line("battle_won", winner, province=top.province, n=axes)


def _settle_cards(draft: State, top: Battle, winner: int) -> None:
    """The winner's card is discarded face up; losers keep theirs in hand."""
    card = top.played[winner] if winner >= 0 else NO_CARD
    if card != NO_CARD:
        update_seat(draft, winner, hand=minus(draft.seats[winner].hand, card))
        draft.discard = (*draft.discard, card)


def _destroy_losers(draft: State, top: Battle, winner: int) -> None:
    losers = tuple(p for p in top.seats if p != winner)
    dead = destroy(draft, top.province, losers)
    for p in losers:
        kinds = tuple(k for s, k in dead if s == p)
        if kinds:
            notes.figures_line("to_valhalla", p, kinds)
    if dead:
        event = Event("on_death", province=top.province, seats=losers, figures=dead)
        fire(draft, event, [c for p in losers for c in upgrade_cards(draft, p)])
