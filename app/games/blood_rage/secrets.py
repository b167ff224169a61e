"""What each seat keeps to itself in Blood Rage, in words (issue 34 §5), Qt-free.

`hidden.redact` hides a seat's hand, its kept card, its committed quests, the draft offer in
front of it and the battle card it chose face down. Their phrases are the cards' names, in
both languages. A monster card is named after its monster, whose figure is named on the board
and in the log: its name alone says nothing, so its phrase is its face as the card row, the
private panel and the card's tooltip show it, the name over the card's kind line
("Troll" / "Monster upgrade · 2 Rage · STR 3"), which the board never shows for a figure. A phrase
that is also face up somewhere (the discard, an upgrade on a clan sheet: another copy) is
public.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.secrets import phrases
from app.engine.text import LANGUAGES, render
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import NO_CARD, Battle, Draft
from app.games.blood_rage.texts import card_detail, card_text

if TYPE_CHECKING:
    from collections.abc import Iterable

    from app.games.blood_rage.model import State

__all__ = ["card_face", "hidden_cards", "secret_texts"]


def hidden_cards(state: State, seat: int) -> list[int]:
    """The cards `view_for` shows to `seat` only: hand, kept, quests, offer, battle card."""
    me = state.seats[seat]
    cards = [*me.hand, me.kept, *me.quests]
    for decision in state.pending:
        if isinstance(decision, Draft) and seat < len(decision.offers):
            cards += decision.offers[seat]
        elif isinstance(decision, Battle) and decision.stage == "choose":
            cards.append(decision.played[seat])
    return [c for c in cards if c >= 0]


def _face_up(state: State) -> set[int]:
    cards = set(state.discard)
    for s in state.seats:
        u = s.upgrades
        cards |= {u.leader, u.warrior, u.ship, *u.monsters, *u.clan}
    cards.discard(NO_CARD)
    return cards


def card_face(card: int) -> set[str]:
    """A card's name over its kind line, in every language, as the card row shows it."""
    return {
        f"{render(card_text(card), lang)}\n{render(card_detail(card), lang)}" for lang in LANGUAGES
    }


def _names(cards: Iterable[int]) -> set[str]:
    """The cards' phrases: the name, or a monster card's face (`card_face`)."""
    data = game_data()
    monsters = {c for c in cards if data.cards[c].monster is not None}
    out = phrases(card_text(c) for c in set(cards) - monsters)
    for card in monsters:
        out |= card_face(card)
    return out


def secret_texts(state: State, seat: int) -> set[str]:
    """The phrases of `seat`'s hidden cards (not those face up elsewhere)."""
    return _names(hidden_cards(state, seat)) - _names(_face_up(state))
