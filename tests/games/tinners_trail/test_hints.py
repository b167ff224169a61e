"""Why a move is good ("Suggest a move"): `explain` on built and random positions."""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state

import pytest

from app.engine.claim import nodes
from app.engine.game import PlayerId
from app.engine.rng import Random
from app.engine.text import Text, catalogue, missing_keys, placeholders, render, text_keys
from app.games.tinners_trail import GAME
from app.games.tinners_trail.actions import (
    Bid,
    InvestMoney,
    KeepCards,
    MineOre,
    Pass,
    PlaceRail,
    PumpWater,
    SellPasty,
    StartAuction,
    StopInvesting,
    StopPumping,
    TakePumps,
)
from app.games.tinners_trail.botvalue import card_value
from app.games.tinners_trail.data.data import game_data
from app.games.tinners_trail.model import TinOptions
from app.games.tinners_trail.texts import DOMAIN, region_text
from tests.games.tinners_trail.builders import make_state, region
from tests.textcheck import JA_NAMES, assert_clean

ME = PlayerId(0)


def _explain(state, action) -> Text:
    text = GAME.explain(GAME.view_for(state, action.player), action)
    assert text is not None
    return text


def _both(text: Text) -> tuple[str, str]:
    return render(text, "en"), render(text, "ja", JA_NAMES)


# -- the reasons, with their numbers -----------------------------------------------------------
def test_mining_names_the_price_the_water_and_what_is_left() -> None:
    dry = make_state(
        3,
        regions={"truro": {"mine": 0, "tin": 3, "copper": 1, "water": 0}},
        prices={"tin": 6, "copper": 4},
    )
    action = MineOre(player=ME, region=region("truro"), tin=2, copper=0)
    assert _both(_explain(dry, action)) == (
        "2 tin at £6 with no water to pay for: £12",
        "スズ2個（£6）を採掘、水駒がないので支払いなし：£12の収入",
    )
    wet = make_state(
        3,
        regions={"truro": {"mine": 0, "tin": 3, "copper": 1, "water": 2}},
        prices={"tin": 6, "copper": 4},
    )
    both = MineOre(player=ME, region=region("truro"), tin=1, copper=1)
    assert _both(_explain(wet, both)) == (
        "1 tin at £6 and 1 copper at £4, paying £4 for the 2 water cubes here: £6 net",
        "スズ1個（£6）、銅1個（£4）を採掘、水駒2個の分£4を支払っても£6の収入",
    )


def test_mining_no_cube_says_it_only_adds_water_and_pasties_still_see_no_ore() -> None:
    # Seed 002 「鉱石の採掘」: up to the capacity, none included (issue 33, item 4).
    empty = make_state(3, regions={"truro": {"mine": 0, "tin": 0, "copper": 0, "water": 1}})
    none = MineOre(player=ME, region=region("truro"), tin=0, copper=0)
    assert _both(_explain(empty, none)) == (
        "no ore: the region only gets a water cube more",
        "鉱石を取らないので、この地域の水駒が1個増えるだけ",
    )
    assert render(_explain(empty, SellPasty(player=ME))) == (
        "£1 for a work point: you have no ore to mine"
    )


def test_investing_says_how_the_vp_fall_next_round() -> None:
    state = make_state(3, phase="invest", passed=[1, 0, 2], investing=[1, 0, 2])
    ten = InvestMoney(player=PlayerId(1), amount=10)
    assert _both(_explain(state, ten)) == (
        "£10 scores 16 VP now; next round the same money scores only 14 VP",
        "£10で今なら勝利点16点、次のラウンドは14点に下がる",
    )
    later = make_state(3, round=3, phase="invest", passed=[1, 0, 2], investing=[1, 0, 2])
    assert str(_explain(later, ten)) == (
        "£10 scores 12 VP now; next round the same money scores only 10 VP"
    )
    stop = StopInvesting(player=PlayerId(1))
    assert str(_explain(state, stop)) == "keeps £20 for next round's auctions and water"
    # seed 002 「フェイズ3」: one turn pays any amount in £10 and £5 units (2 × £10 and a £5)
    rich = make_state(
        3, phase="invest", passed=[1, 0, 2], investing=[1, 0, 2], seats={"1": {"money": 30}}
    )
    amount = InvestMoney(player=PlayerId(1), amount=25)
    assert _both(_explain(rich, amount)) == (
        "£25 scores 39 VP now; next round the same money scores only 34 VP",
        "£25で今なら勝利点39点、次のラウンドは34点に下がる",
    )


def _auction(**seats):
    state = make_state(3, seats=seats, regions={"truro": {"tile": "C5", "face_up": True}})
    return GAME.apply(state, StartAuction(player=ME, region=region("truro")))


def test_bids_name_the_cheapest_one_that_keeps_the_rivals_out() -> None:
    state = _auction(**{"1": {"money": 3}, "2": {"money": 2}})
    rivals_out = _explain(state, Bid(player=ME, amount=4))
    assert _both(rivals_out) == (
        "£4 is the cheapest bid that keeps Player 2 and Player 3 out (£3 at most)",
        "£4はベア、カールを締め出せる最も安い入札（相手の資金は最大£3）",
    )
    lowest = str(_explain(state, Bid(player=ME, amount=1)))
    assert lowest.startswith("the lowest bid that stays in: £1 is still below the £")
    assert str(_explain(state, Bid(player=ME, amount=5))).startswith("Player 2 and Player 3")
    rich = _auction(**{"1": {"money": 30}, "2": {"money": 30}})
    assert str(_explain(rich, Bid(player=ME, amount=4))) != str(rivals_out)


def _worth(state, seat=ME) -> int:
    """The mine's worth to `seat` as the reasons show it (whole £)."""
    text = _explain(state, StartAuction(player=seat, region=region("truro")))
    worth = next(node for node in nodes(text) if node.key == "hint.worth")
    money = worth.arg("money")
    assert isinstance(money, int)
    return money


def test_a_bid_is_never_called_below_a_value_it_is_above() -> None:
    """Issue 38 §2: 「£3で入札 — この鉱山の価値（およそ£0）をまだ下回る入札」 said the opposite."""
    poor = {"regions": {"truro": {"tile": "C5", "face_up": True}}}
    worth = _worth(make_state(3, **poor))
    state = _auction(**{"1": {"money": 30}, "2": {"money": 30}})
    for amount, en, ja in (
        (worth + 3, "is above the", "を上回る"),
        (worth, "is about what the mine is worth", "とほぼ同じ"),
    ):
        text = _explain(state, Bid(player=ME, amount=amount))
        english, japanese = _both(text)
        assert en in english, english
        assert ja in japanese, japanese
        assert "below" not in english
        assert "下回る" not in japanese
    above = _explain(state, Bid(player=ME, amount=worth + 3))
    assert _both(above) == (
        f"£{worth + 3} is above the £{worth} or so the mine is worth to you at these prices, "
        "to keep it from Player 2 and Player 3",
        f"£{worth + 3}は、今の価格での鉱山の価値（およそ£{worth}）を上回るが、"
        "ベア、カールに渡さないための入札",
    )


def test_the_same_vp_next_round_is_not_called_less() -> None:
    """£5 in row 2 scores 5 VP in rounds 2 and 3: "only 5 VP" next round was wrong."""
    state = make_state(
        3, round=2, phase="invest", passed=[0, 1, 2], investing=[1, 0, 2],
        seats={"1": {"money": 5}},
    )  # fmt: skip
    five = InvestMoney(player=PlayerId(1), amount=5)
    assert _both(_explain(state, five)) == (
        "£5 scores 5 VP now, and the same money scores as much next round (5 VP)",
        "£5で今なら勝利点5点、次のラウンドも同じ5点",
    )


def test_keeping_survey_cards_names_every_card_kept() -> None:
    state = GAME.setup(TinOptions(players=3), 5)
    keep = next(a for a in GAME.legal_actions(state, ME) if isinstance(a, KeepCards))
    assert len(keep.cards) > 1
    en, ja = _both(_explain(state, keep))
    for card in keep.cards:
        label = game_data().cards[card].id
        assert f"{label} (" in en.split(";")[0], en
        assert f"{label}（" in ja.split("：")[0], ja


@pytest.mark.parametrize("players", [2, 3])
def test_keeping_the_best_card_of_each_letter_gives_one_reason_for_them_all(players) -> None:
    """Issue 37 §4: "Show me" at setup explained one of the three cards it kept."""
    cards = game_data().cards

    def worth(action: KeepCards) -> float:
        return sum(sum(card_value(c)) * 4 - cards[c].price for c in action.cards)

    state = GAME.setup(TinOptions(players=players), 5)
    keeps = [a for a in GAME.legal_actions(state, ME) if isinstance(a, KeepCards)]
    best, worst = max(keeps, key=worth), min(keeps, key=worth)
    en, ja = _both(_explain(state, best))
    assert "each is the card of its letter whose benefit gives the most for its price" in en, en
    assert "どれも、その地方で価格に対して利益が最も大きいカード" in ja, ja
    two = "that price is the minimum bid of an auction you start with it"
    assert (two in en) == (players == 2), en
    if worth(worst) < worth(best):  # a weaker choice is not called the best of each letter
        assert "each is the card" not in _both(_explain(state, worst))[0]


def test_an_auction_names_what_the_region_holds_and_its_worth() -> None:
    state = make_state(3, regions={"truro": {"tile": "C5", "face_up": True}})
    start = StartAuction(player=ME, region=region("truro"))
    en, ja = _both(_explain(state, start))
    assert en.startswith("Truro (C) holds 2 tin, 1 copper and 0 water: worth about £")
    assert en.endswith("; bidding starts at £1, £1 more for every player who passes")
    assert ja.startswith("トルーロ（C）はスズ2個・銅1個・水0個：今の価格でおよそ£")
    passed = make_state(3, regions={"truro": {"tile": "C5", "face_up": True}}, passed=[2])
    assert "bidding starts at £2" in str(_explain(passed, start))


def test_a_rail_names_the_water_it_takes_from_your_mines() -> None:
    state = make_state(
        3,
        regions={
            "truro": {"mine": 0, "tin": 2, "copper": 2, "water": 3},
            "st_austell": {"mine": 1, "tin": 2, "copper": 2, "water": 1},
        },
    )
    rail = PlaceRail(player=ME, region=region("truro"))
    en, ja = _both(_explain(state, rail))
    assert "takes 2 water out of your mine in Truro (C), saving up to £8 on the ore left" in en
    assert "トルーロ（C）の自分の鉱山から水駒2個を除去" in ja


def test_passing_names_the_investment_row() -> None:
    state = make_state(3, seats={"0": {"money": 25}})
    assert str(_explain(state, Pass(player=ME))) == (
        "takes row 1 of the investment board: each £10 of your £25 after selling scores "
        "16 VP (14 VP on the next row)"
    )
    poor = make_state(3, seats={"0": {"money": 4}}, passed=[1])
    assert str(_explain(poor, Pass(player=ME))) == (
        "nothing left pays for the work, and your pass raises the others' minimum bid to £3"
    )


def test_an_illegal_move_has_no_reason() -> None:
    state = make_state(3)
    assert GAME.explain(GAME.view_for(state, ME), InvestMoney(player=ME, amount=10)) is None


# -- nothing hidden is read -----------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 4])
def test_the_reason_is_the_same_whatever_the_hidden_cards_and_tiles_are(players: int) -> None:
    """Two deals of everything the seat cannot see give the same reasons as the seat's view."""
    rng = random.Random(f"hidden:{players}")
    state = GAME.setup(TinOptions(players=players), 11)
    checked = 0
    for step in range(160):
        acting = sorted(GAME.to_act(state))
        if not acting:
            break
        seat = acting[0]
        legal = GAME.legal_actions(state, seat)
        if step % 4 == 0:
            view = GAME.view_for(state, seat)
            deals = [GAME.determinize(view, seat, Random(f"deal:{k}")) for k in range(2)]
            assert all(GAME.view_for(d, seat) == view for d in deals)
            for action in rng.sample(legal, min(8, len(legal))):
                reason = GAME.explain(view, action)
                assert all(GAME.explain(d, action) == reason for d in deals), action
                checked += 1
        state = GAME.apply(state, rng.choice(legal))
    assert checked > 100


def test_a_face_down_tile_is_explained_by_its_letter_until_the_seat_has_seen_it() -> None:
    hidden = make_state(3, regions={"gwennap": {"tile": "B4", "face_up": False}})
    other = make_state(3, regions={"gwennap": {"tile": "B7", "face_up": False}})
    start = StartAuction(player=ME, region=region("gwennap"))
    assert _explain(hidden, start) == _explain(other, start)
    assert "(B tiles on average)" in str(_explain(hidden, start))
    seen = make_state(3, regions={"gwennap": {"tile": "B4", "face_up": False, "known": [0]}})
    assert str(_explain(seen, start)).startswith("Gwennap (B) holds 1 tin, 6 copper and 6 water")
    assert region_text(region("gwennap")) == Text.of(
        DOMAIN, "region", group="B", name=Text.of(DOMAIN, "region.gwennap")
    )


# -- texts ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("prefix", ["hint.", "tip."])
def test_every_hint_and_tip_renders_in_both_languages(prefix: str) -> None:
    keys = sorted(k for k in text_keys(DOMAIN, "en") if k.startswith(prefix))
    assert len(keys) > 30
    missing_keys()
    for key in keys:
        fields: set[str] = set()
        for lang in ("en", "ja"):
            for name, template in catalogue(DOMAIN, lang).items():
                if name.removesuffix("_one").removesuffix("_other") == key:
                    fields |= placeholders(template)
        # `n` picks the English plural form even where the words do not show it
        args = {f: (Text.of(DOMAIN, "ore.tin") if f in {"ore", "piece"} else 2) for f in fields}
        args.setdefault("n", 2)
        text = Text.of(DOMAIN, key, **args)
        for rendered in (render(text, "en"), render(text, "ja", JA_NAMES)):
            assert "{" not in rendered, (key, rendered)
    assert missing_keys() == set()


@pytest.mark.parametrize("players", [2, 3, 5])
def test_reasons_of_random_games_render_in_both_languages(players: int) -> None:
    rng = random.Random(f"hints:{players}")
    texts: list[Text] = []
    state = GAME.setup(TinOptions(players=players), 3)
    for _ in range(400):
        acting = sorted(GAME.to_act(state))
        if not acting:
            break
        seat = acting[0]
        view = GAME.view_for(state, seat)
        before = view.model_dump_json()
        legal = GAME.legal_actions(state, seat)
        for action in rng.sample(legal, min(6, len(legal))):
            reason = GAME.explain(view, action)
            if reason is not None:
                texts.append(reason)
        assert view.model_dump_json() == before  # explain never changes its input
        state = GAME.apply(state, rng.choice(legal))
    keys = {t.key for t in texts}
    keys |= {k.rsplit(".", 1)[0] for k in keys}  # "hint.invest.below": a form of "hint.invest"
    assert {"hint.mine", "hint.pass", "hint.invest", "hint.pair", "hint.keep"} <= keys, keys
    assert assert_clean(texts) > 40


def test_tips_are_sentences_and_hints_are_short_phrases() -> None:
    """JAPANESE.md: polite sentences in tooltips, short phrases after "Suggested: <move> —"."""
    for lang in ("en", "ja"):
        for key, template in catalogue(DOMAIN, lang).items():
            if key.startswith("tip."):
                assert template.endswith("。" if lang == "ja" else "."), (lang, key)
                if lang == "ja":
                    assert any(w in template for w in ("ます", "です", "ません")), key
            elif key.startswith("hint."):
                assert not template.endswith(("。", ".")), (lang, key)
                assert "ます" not in template, key
                if lang == "en":
                    assert template[:1].islower() or template[:1] in "{£", key


def test_show_me_takes_the_free_peek_rather_than_skipping_it() -> None:
    """Issue 37: the guided game's "Show me" suggested skipping the round-end look (seed 002
    「フェイズ4」), which costs nothing, and could give no reason for it."""
    state = GAME.setup(TinOptions(players=2), 9)
    while state.phase.value != "peek":
        (seat, *_) = sorted(GAME.to_act(state))
        legal = GAME.legal_actions(state, seat)
        state = GAME.apply(state, next((a for a in legal if a.kind == "pass"), legal[0]))
    (seat, *_) = sorted(GAME.to_act(state))
    view = GAME.view_for(state, seat)
    skip = next(a for a in GAME.legal_actions(view, seat) if a.kind == "skip_peek")
    better = GAME.refine_suggestion(view, skip)
    assert better.kind == "peek"
    assert GAME.explain(view, better) is not None


def test_show_me_pumps_the_learners_wet_mine_rather_than_elsewhere() -> None:
    """Issue 37: "Show me" pumped a region of nobody's (or stopped pumping) while the
    learner's own mine still had water, with no reason to give (seed 002 「蒸気ポンプ」)."""
    state = make_state(
        3,
        regions={
            "truro": {"mine": 0, "tin": 3, "copper": 1, "water": 2},
            "st_ives": {"water": 2},
        },
    )
    take = next(a for a in GAME.legal_actions(state, ME) if isinstance(a, TakePumps))
    state = GAME.apply(state, take)
    legal = GAME.legal_actions(state, ME)
    away = next(a for a in legal if isinstance(a, PumpWater) and a.region != region("truro"))
    stop = next(a for a in legal if isinstance(a, StopPumping))
    for weak in (away, stop):
        better = GAME.refine_suggestion(GAME.view_for(state, ME), weak)
        assert better == PumpWater(player=ME, region=region("truro"))
        assert GAME.explain(GAME.view_for(state, ME), better) is not None
