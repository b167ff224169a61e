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

The battle is one `Battle` decision that goes through stages: "choose" (face down, all at
once; a seat holding Heimdall's Eye or Gaze may hold it back, `HoldCard`), the reveal (card
effects at `reveal`: Odin's Smite and Tide; Heimdall's Watch makes everyone choose again),
"late" (the held late cards, the pillager first then clockwise), "compare" (STR; the losers may
save figures with Frigga's Protection) and "end" (`rules.resolution`). Card questions sit above
it on the stack as `CardChoice`s. A card of a seat facing Thor's Primacy adds its STR but its
text does nothing (RULES.md C5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.game import PlayerId
from app.games.blood_rage.actions import choose_card, hold_card
from app.games.blood_rage.cards.registry import Event, code_of, fire
from app.games.blood_rage.model import HOLD, NO_CARD, Battle
from app.games.blood_rage.rules import ledger, notes, resolution
from app.games.blood_rage.rules.board import minus
from app.games.blood_rage.rules.edit import replaced, update_seat
from app.games.blood_rage.texts import card_text, t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.blood_rage.actions import ChooseCard, Decline, HoldCard
    from app.games.blood_rage.model import State

__all__ = [
    "advance",
    "begin",
    "choices",
    "is_late",
    "on_choose",
    "on_decline",
    "on_hold",
    "reason",
    "top_battle",
]


def top_battle(state: State) -> Battle | None:
    """The battle on top of the stack, or None."""
    top = state.pending[-1] if state.pending else None
    return top if isinstance(top, Battle) else None


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


def is_late(card: int) -> bool:
    """A card that may be played after the reveal (Heimdall's Eye and Gaze)."""
    code = code_of(card)
    return code is not None and code.late


def choices(state: State, player: int) -> list[ChooseCard | HoldCard]:
    """Every card `player` may choose now (face down; or a late card after the reveal)."""
    top = top_battle(state)
    if top is None or player not in top.waiting:
        return []
    hand = state.seats[player].hand
    if top.stage == "late":
        return [choose_card(player, c) for c in hand if is_late(c)]
    out: list[ChooseCard | HoldCard] = [choose_card(player, c) for c in hand]
    if any(is_late(c) for c in hand):
        out.append(hold_card(player))
    return out


def reason(state: State, action: ChooseCard | HoldCard) -> Text | None:
    """Why this choice is not allowed, or None (the seat is one still to choose)."""
    top = top_battle(state)
    assert top is not None
    hand = state.seats[action.player].hand
    if action.kind == "hold":
        if top.stage == "late" or not any(is_late(c) for c in hand):
            return t("reason.no_late_card")
        return None
    if action.card not in hand:
        return t("reason.not_in_hand")
    if top.stage == "late" and not is_late(action.card):
        return t("reason.not_late", card=card_text(action.card))
    return None


def _play(top: Battle, player: int, card: int) -> None:
    top.played = replaced(top.played, player, card)
    top.waiting = tuple(s for s in top.waiting if s != player)


def on_choose(draft: State, action: ChooseCard) -> None:
    """Put the card face down (hidden until everyone has chosen), or play a late card."""
    top = top_battle(draft)
    assert top is not None
    _play(top, action.player, action.card)
    if top.stage == "late":
        notes.seat_line("late_card", action.player, card=action.card)


def on_hold(draft: State, action: HoldCard) -> None:
    """Choose nothing face down: a late card may follow the reveal."""
    top = top_battle(draft)
    assert top is not None
    _play(top, action.player, HOLD)


def on_decline(draft: State, action: Decline) -> None:
    """A seat that held a late card plays none after all."""
    top = top_battle(draft)
    assert top is not None
    _play(top, action.player, NO_CARD)


def advance(draft: State, top: Battle) -> None:
    """Everyone asked has answered: go on to the next stage (flow calls it; it pops the battle)."""
    if top.stage == "choose":
        _reveal(draft, top)
    elif top.stage == "late":
        if top.late:
            top.waiting, top.late = (PlayerId(top.late[0]),), top.late[1:]
        else:
            resolution.compare(draft, top)
    elif top.stage == "compare":
        resolution.compare(draft, top)
    elif top.stage == "end":
        resolution.finish(draft, top)
    else:
        resolution.glory(draft, top)


def _reveal(draft: State, top: Battle) -> None:
    """Reveal the cards together; Heimdall's Watch, Odin's Smite and Tide act; then late cards."""
    draft.battles += 1
    for p in top.seats:
        card = top.played[p]
        if card >= 0:
            notes.seat_line("reveal", p, card=card)
        elif card == NO_CARD:
            notes.seat_line("reveal_none", p)
        else:  # HOLD: no card face down; a late card may follow (public from now on)
            notes.seat_line("reveal_held", p)
    cards = resolution.cards_in_play(draft, top)
    watch = [(p, c) for p, c in cards if _replays(c) and c == top.played[p]]
    event = Event("reveal", province=top.province, seats=top.seats, played=top.played)
    fire(draft, event, watch or cards)
    if event.replay:
        _choose_again(draft, top)
        return
    draft.pending.extend(reversed(event.offers))
    order = [(top.pillager + i) % draft.players for i in range(draft.players)]
    top.late = tuple(p for p in order if top.played[p] == HOLD)
    top.played = tuple(NO_CARD if c == HOLD else c for c in top.played)
    top.stage = "late" if top.late else "compare"


def _replays(card: int) -> bool:
    code = code_of(card)
    return code is not None and code.replays


def _choose_again(draft: State, top: Battle) -> None:
    """Heimdall's Watch: every revealed card is discarded; everyone chooses a new card."""
    deltas: ledger.Deltas = {}
    for p in top.seats:
        card = top.played[p]
        if card >= 0:
            update_seat(draft, p, hand=minus(draft.seats[p].hand, card))
            draft.discard = (*draft.discard, card)
            deltas = ledger.merge(deltas, ledger.card_keys(p, hand=-1), {"discard": 1})
    top.played = (NO_CARD,) * draft.players
    top.waiting = tuple(PlayerId(p) for p in top.seats if draft.seats[p].hand)
    notes.line("choose_again", deltas, province=top.province)
