"""Battle resolution (seed 003 「3. 解決」), after the cards are revealed (`rules.battle`).

「合計で最もSTRの高いプレイヤーが戦闘に勝利します。同点の場合、戦闘に参加した全てのプレイヤーが
敗北となります」: STR = the figures there (province + fjord, `figure_strength` effects) + the
card's printed +STR (battle cards only; 「他のカードは何の効果も発動しません」) + `strength`
effects. Then, in the seed's order: the winner discards the card it played and the losers take
theirs back (「戦闘の勝者は、…使用したカードを全て捨て札にしなければなりません」); every loser's
figures there, the fjord's included, go to Valhalla; the pillager, if it won, takes the token's
reward (`on_pillage`); the winner gains its current Axes in glory (RULES.md R19). Card effects
after the battle (`after_battle`) see the winner and every figure destroyed in the battle.
Before the losers die, a loser holding Frigga's Protection may save figures (`battle_lost`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.blood_rage.cards.registry import Event, code_of, fire
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import NO_CARD
from app.games.blood_rage.rules import ledger, notes
from app.games.blood_rage.rules.board import (
    clan_strength,
    destroy,
    forces,
    minus,
    stat_value,
    upgrade_cards,
)
from app.games.blood_rage.rules.edit import update_seat
from app.games.blood_rage.rules.reward import gain_glory, pillage_reward

if TYPE_CHECKING:
    from app.games.blood_rage.model import Battle, State

__all__ = ["card_strength", "cards_in_play", "compare", "finish", "totals", "upgrades_of"]


def upgrades_of(state: State, player: int) -> list[tuple[int, int]]:
    """The upgrade cards on a fighter's clan sheet."""
    return upgrade_cards(state, player)


def card_strength(card: int) -> int:
    """The printed +STR of a card in a battle: a battle card's bonus, 0 for any other card."""
    if card < 0:
        return 0
    c = game_data().cards[card]
    return (c.strength or 0) if c.family == "battle" else 0


def _is_primacy(card: int) -> bool:
    code = code_of(card)
    return code is not None and code.cancels


def cancelled(top: Battle) -> set[int]:
    """Seats facing an opponent's Thor's Primacy: their card's text does nothing (C5)."""
    owners = {p for p in top.seats if top.played[p] >= 0 and _is_primacy(top.played[p])}
    return {p for p in top.seats if owners - {p}}


def cards_in_play(state: State, top: Battle) -> list[tuple[int, int]]:
    """Cards whose text acts: those played (not those Primacy cancels), fighters' upgrades."""
    off = cancelled(top)
    played = [
        (p, top.played[p])
        for p in top.seats
        if top.played[p] >= 0 and (p not in off or _is_primacy(top.played[p]))
    ]
    return played + [c for p in top.seats for c in upgrade_cards(state, p)]


def totals(state: State, top: Battle) -> list[int]:
    """Each seat's STR in the battle (0 for seats not in it)."""
    strength = [0] * state.players
    for p in top.seats:
        strength[p] = clan_strength(state, top.province, p) + card_strength(top.played[p])
    event = Event("strength", province=top.province, seats=top.seats, strength=strength)
    event.played = top.played
    return fire(state, event, cards_in_play(state, top)).strength


def compare(draft: State, top: Battle) -> None:
    """Compare STR: the unique highest wins; losers may still save figures (`battle_lost`)."""
    strength = totals(draft, top)
    for p in top.seats:
        notes.seat_line("strength", p, n=strength[p])
    # A clan whose figures were all destroyed before the comparison (Odin's Smite) cannot win
    # with its card alone (C29).
    standing = [p for p in top.seats if forces(draft, top.province, p)]
    best = max((strength[p] for p in standing), default=0)
    top_seats = [p for p in standing if strength[p] == best]
    top.winner = top_seats[0] if len(top_seats) == 1 else -1
    top.stage = "end"
    losers = tuple(p for p in top.seats if p != top.winner)
    event = Event("battle_lost", province=top.province, seats=losers, winner=top.winner)
    fire(draft, event, [c for p in losers for c in upgrade_cards(draft, p)])
    draft.pending.extend(reversed(event.offers))


def finish(draft: State, top: Battle) -> None:
    """Cards settled, losers destroyed, the reward and its card effects, then `glory`.

    When the reward's card effects ask a question (Lord of Axes: which stat), the battle waits in
    stage "reward" under it, so the step chosen counts for the Axes glory as Lord of Spears' steps
    do (C2: on-pillage texts are part of the reward, which comes before the glory).
    """
    winner = top.winner
    _settle_cards(draft, top, winner)
    top.slain = top.slain + _destroy_losers(draft, top, winner)
    if winner < 0:
        notes.line("tie", province=top.province)
        notes.line("pillage_failed", province=top.province)
    elif winner == top.pillager:
        pillage_reward(draft, winner, top.province)
        event = Event("on_pillage", province=top.province, seats=(winner,), played=top.played)
        fire(draft, event, [c for c in cards_in_play(draft, top) if c[0] == winner])
        if event.offers:
            top.stage = "reward"
            draft.pending.extend(reversed(event.offers))
            return
    else:
        notes.line("pillage_failed", province=top.province)
    glory(draft, top)


def glory(draft: State, top: Battle) -> None:
    """The winner's Axes glory, then the after-battle effects; the battle is over."""
    assert draft.pending[-1] is top, "the battle's questions come first"
    draft.pending.pop()
    winner = top.winner
    if winner >= 0:
        axes = stat_value(draft.seats[winner], "axes")  # after the reward: the seed's order
        gain_glory(draft, winner, axes, "battle")
        deltas = {ledger.seat_key(winner, "glory"): axes}
        notes.seat_line("battle_won", winner, deltas, province=top.province, n=axes)
    event = Event("after_battle", province=top.province, seats=top.seats, winner=winner)
    event.figures, event.played = top.slain, top.played
    fire(draft, event, cards_in_play(draft, top))
    draft.pending.extend(reversed(event.offers))


def _settle_cards(draft: State, top: Battle, winner: int) -> None:
    """The winner's card is discarded face up; losers keep theirs in hand."""
    card = top.played[winner] if winner >= 0 else NO_CARD
    if card >= 0:
        update_seat(draft, winner, hand=minus(draft.seats[winner].hand, card))
        draft.discard = (*draft.discard, card)
        deltas = {**ledger.card_keys(winner, hand=-1), "discard": 1}
        notes.seat_line("winner_discards", winner, deltas, card=card)


def _destroy_losers(draft: State, top: Battle, winner: int) -> tuple[tuple[int, str], ...]:
    losers = tuple(p for p in top.seats if p != winner)
    where = ledger.standing(draft, top.province, losers)
    dead = destroy(draft, top.province, losers)
    for p in losers:
        kinds = tuple(k for s, k in dead if s == p)
        if kinds:
            deltas = ledger.merge(where[p], ledger.figures(p, kinds, "valhalla"))
            notes.figures_line("to_valhalla", p, kinds, deltas)
    if dead:
        seats = tuple(sorted({p for p, _ in dead}))
        event = Event("on_death", province=top.province, seats=seats, figures=dead)
        fire(draft, event, [c for p in seats for c in upgrade_cards(draft, p)])
    return dead
