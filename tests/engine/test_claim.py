"""Reasons that agree with themselves (issue 38 §2): every comparison a reason states holds.

A reason's words are chosen from the numbers it shows (`app.engine.claim`). The property test
plays seeded bot games of every game (2 and the most players), and in its positions renders
the reason of the acting seat's legal moves in English and Japanese, then checks each reason
and each part of it: every claim holds for the very arguments the text shows, and a template
that words a comparison ("below", 「下回る」, "looks lost", 「勝てる見込み」 …) states a claim.
"""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state
import re
import time
from typing import TYPE_CHECKING, Any

import pytest

from app.engine.bots import make_bot
from app.engine.claim import FORMS, Claim, broken_claims, claim, nodes, order, versus
from app.engine.game import PlayerId
from app.engine.text import ENGINE, LANGUAGES, Text, catalogue, missing_keys, render
from app.games import GAMES
from tests.textcheck import JA_NAMES

if TYPE_CHECKING:
    from app.engine.game import GameBase

COMPARING = {
    "en": (
        "below", "above", "more than", "less than", "about what", "cannot outbid",
        "keeps {who} out", "looks lost", "should win", "wins the battle", "the most STR",
        "lower)", "pays only", "scores only", "scores more", "as much next round",
    ),
    "ja": (
        "下回", "上回", "超え", "ほぼ同じ", "締め出", "負けそう", "勝てる見込み",
        "最も高いSTR", "低下", "点に下がる", "点に上がる", "も同じ", "しかならない",
    ),
}  # fmt: skip
"""Words that compare two numbers of their message: a template using one must state a claim."""

WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "below": {"en": ("below", "only"), "ja": ("下回", "下がる")},
    "above": {"en": ("above", "more"), "ja": ("上回", "上がる")},
    "level": {"en": ("about what", "as much"), "ja": ("同じ",)},
}
"""What each form `versus` picks must say, in each language."""


# -- the pieces ---------------------------------------------------------------------------------
def _make(key: str, **args: Any) -> Text:
    return Text.of("toy", key, **args)


def test_versus_picks_the_form_from_the_numbers_shown_and_claims_it() -> None:
    for bid, value, form in ((3, 0, "above"), (5, 5, "level"), (2, 4, "below")):
        text = versus(_make, "bid", "bid", "value", bid=bid, value=value)
        assert text.key == f"bid.{form}"
        assert text.claims == (Claim("bid", order(bid, value), "value"),)
        assert broken_claims(text) == []


def test_a_claim_the_numbers_contradict_is_reported_even_inside_another_message() -> None:
    wrong = claim(_make("room", bid=3, value=0), "bid", "<", "value")
    outer = _make("pair", first=_make("other"), second=wrong)
    assert [n.key for n in nodes(outer)] == ["pair", "other", "room"]
    assert broken_claims(outer) == ["room: bid < value does not hold for (3, 0)"]
    assert not Claim("money", "<=", 1).holds(_make("pasty"))  # a missing number never holds
    assert Claim("money", "<=", 1).holds(_make("pasty", money=1))
    kept = wrong.with_deltas({"seat.0.money": -3})  # bookkeeping keeps the claim
    assert kept.claims == wrong.claims
    assert kept == _make("room", bid=3, value=0)  # and claims are not part of equality


def test_every_form_of_a_comparison_exists_and_says_its_relation() -> None:
    """`versus` needs `.below`, `.level` and `.above`; each says what its numbers do."""
    checked = 0
    for domain in (*GAMES, ENGINE):
        for lang in LANGUAGES:
            cat = catalogue(domain, lang)
            bases = {k.rsplit(".", 1)[0] for k in cat if k.rsplit(".", 1)[-1] in FORMS.values()}
            for base in bases:
                for form, words in WORDS.items():
                    template = cat[f"{base}.{form}"]
                    assert any(w in template for w in words[lang]), (domain, lang, base, form)
                    others = [w for f, ws in WORDS.items() if f != form for w in ws[lang]]
                    pattern = r"\b{}\b" if lang == "en" else "{}"  # no word breaks in Japanese
                    said = [w for w in others if re.search(pattern.format(w), template)]
                    assert said == [], (domain, lang, base, form, template)
                    checked += 1
    assert checked >= 12


# -- the property: seeded positions of every game --------------------------------------------------
def _templates(node: Text) -> list[tuple[str, str]]:
    """(language, template) of every form of the node's message (plural forms too)."""
    out = []
    for lang in LANGUAGES:
        for domain in (node.domain, ENGINE):
            cat = catalogue(domain, lang)
            found = [cat[k] for k in (node.key, f"{node.key}_one", f"{node.key}_other") if k in cat]
            if found:
                out += [(lang, x) for x in found]
                break
    return out


def check_reason(text: Text) -> list[str]:
    """Return what is wrong with a reason: claims its numbers break, comparisons unclaimed."""
    problems = broken_claims(text)
    for node in nodes(text):
        for lang, template in _templates(node):
            said = [w for w in COMPARING[lang] if w in template]
            if said and not node.claims:
                problems.append(f"{node.key} ({lang}) says {said[0]!r} with no claim behind it")
    return problems


def _position_reasons(
    game: GameBase[Any, Any], players: int, seed: int, per_position: int
) -> tuple[int, list[str]]:
    """Play a seeded bot game; explain the acting seat's moves; return (reasons, problems)."""
    level = "random" if game.id == "barrage" else "easy"  # Barrage's easy bot takes seconds a game
    rng = random.Random(f"claims:{game.id}:{players}:{seed}")
    state = game.setup(game.Options(players=players), seed)
    bots = [make_bot(level, game, PlayerId(p), f"claims:{seed}:{p}") for p in range(players)]
    count, problems = 0, []
    for _ in range(600):
        acting = sorted(game.to_act(state))
        if not acting:
            break
        seat = PlayerId(rng.choice(acting))
        view = game.view_for(state, seat)
        legal = game.legal_actions(state, seat)
        # any legal move, not only the bot's: every reason a suggestion or a review may give
        for action in rng.sample(legal, min(per_position, len(legal))):
            reason = game.explain(view, action)
            if reason is None:
                continue
            count += 1
            assert render(reason, "en")
            assert render(reason, "ja", JA_NAMES)
            problems += [f"{action}: {p}" for p in check_reason(reason)]
        state = game.apply(state, bots[seat].choose(view))
    return count, problems


def _cases() -> list[tuple[str, int]]:
    out = []
    for gid, game in GAMES.items():
        most = max(m.le for m in game.Options.model_fields["players"].metadata if hasattr(m, "le"))
        out += [(gid, 2), (gid, most)]
    return out


def _check_games(gid: str, players: int, seeds: range, per_position: int) -> float:
    """Check every reason of the games of `seeds`; return the seconds it took."""
    missing_keys()
    game = GAMES[gid]
    start, total, problems = time.perf_counter(), 0, []
    for seed in seeds:
        count, found = _position_reasons(game, players, seed, per_position)
        total += count
        problems += found
    assert sorted(set(problems))[:20] == []
    assert total > 100, total
    assert {k for k in missing_keys() if k[0] == gid} == set()
    return time.perf_counter() - start


@pytest.mark.parametrize(("gid", "players"), _cases())
def test_every_reason_of_seeded_positions_agrees_with_its_numbers(gid: str, players: int) -> None:
    assert _check_games(gid, players, range(1, 3), per_position=12) < 30  # about 2 s alone


@pytest.mark.slow
@pytest.mark.parametrize(("gid", "players"), _cases())
def test_every_reason_of_many_seeded_positions_agrees_with_its_numbers(
    gid: str, players: int
) -> None:
    _check_games(gid, players, range(3, 9), per_position=30)
