"""The numbers Tinners' Trail's coach texts state, checked against the engine (issue 37 §3).

The texts' numbers are fields filled from the data and rules (`topicargs.py`); here each claim
is read back from what the engine does: the money and survey cards a setup deals, the work
points of a round, the work each action costs, the water and ore a development moves, the
capacity and water cost of mining, the price range the dice can reach, the minimum bid, the
rounds a game lasts, who may peek, and how much a seat may invest.
"""

from __future__ import annotations

import html
import re
from collections import Counter
from itertools import product
from typing import Any

import pytest

from app.engine.coach import topic_text
from app.engine.game import PlayerId
from app.engine.phrases import plain
from app.engine.topics import load_topics
from app.games.tinners_trail import GAME
from app.games.tinners_trail.actions import (
    Bid,
    DropOut,
    MineOre,
    NoCard,
    PlaceAdit,
    PlaceMiner,
    PlacePort,
    PlaceRail,
    PumpWater,
    SellPasty,
    StartAuction,
    TakePumps,
)
from app.games.tinners_trail.data.data import GROUPS, board, game_data
from app.games.tinners_trail.model import AfterCard, Auction, Phase, State, TinOptions
from app.games.tinners_trail.rules import investment, prices
from app.games.tinners_trail.rules.mining import capacity
from app.games.tinners_trail.rules.worktrack import left
from tests.games.tinners_trail.builders import make_state, region_id

LANGUAGES = ("en", "ja")
P0 = PlayerId(0)


COUNTS = range(GAME.min_players, GAME.max_players + 1)
TWO = GAME.min_players
"""The player count the two-player changes apply to (seed 002 「2人プレイゲームでの変更」)."""


def _text(topic: str, language: str, players: int | None = None) -> str:
    options = TinOptions(players=players) if players is not None else None
    return html.unescape(plain(topic_text(GAME, topic, language, options).body))


def _claim(topic: str, en: str, ja: str, language: str, players: int | None = None) -> None:
    """Assert that the topic's text in `language` (for a game of `players`) says `en` / `ja`."""
    text = _text(topic, language, players)
    wanted = en if language == "en" else ja
    assert wanted in text, f"{topic} ({language}, {players}) does not say {wanted!r}:\n{text}"


def _not_said(topic: str, en: str, ja: str, language: str, players: int) -> None:
    """Assert that the topic's text in `language` for a game of `players` does not say it."""
    text = _text(topic, language, players)
    unwanted = en if language == "en" else ja
    assert unwanted not in text, f"{topic} ({language}, {players}) says {unwanted!r}:\n{text}"


def _first_acts(**regions: Any) -> State:
    """A 3-player round-1 position where seat 0 acts, with `regions` overridden."""
    seats = {"0": {"money": 30}, "1": {"work": 5, "slot": 1}, "2": {"work": 5, "slot": 2}}
    devs = {"miner": 1, "port": 1, "rail": 1, "adit": 1}
    return make_state(3, seats=seats, devs=devs, regions=regions)


def _spent(before: State, after: State) -> int:
    """Work points seat 0 spent from `before` to `after`."""
    return after.seats[0].work - before.seats[0].work


# -- setup --------------------------------------------------------------------------------------


def _dealt(players: int) -> Counter[str]:
    """The survey cards of each letter a seat is dealt at the start."""
    state = GAME.setup(TinOptions(players=players), 1)
    data = game_data()
    return Counter(GROUPS[data.card_group[c]] for c in state.seats[0].offer)


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_setup_states_the_money_and_cards_the_engine_deals(language: str, players: int) -> None:
    """Issue 37: each player count reads the cards it is dealt, not another count's."""
    money = {s.money for s in GAME.setup(TinOptions(players=players), 1).seats}
    assert len(money) == 1
    dealt = _dealt(players)
    per_letter = {n for g, n in dealt.items() if g != "W"}
    assert len(per_letter) == 1
    m, k, w = money.pop(), per_letter.pop(), dealt["W"]
    if w:
        en = f"You start with £{m} and a few mines, and you are dealt {k} survey cards of each "
        en += f"letter and {w} wild card."
        ja = f"資金£{m}と鉱山駒を持って始め、調査カードを各地方{k}枚ずつとワイルドカードを{w}枚"
        _claim("setup", en, ja, language, players)
        return
    _claim(
        "setup",
        f"You start with £{m} and a few mines, and you are dealt {k} survey cards of each "
        "letter. Keep one",
        f"資金£{m}と鉱山駒を持って始め、調査カードを各地方{k}枚ずつ受け取ります。",
        language,
        players,
    )
    _not_said("setup", "wild", "ワイルド", language, players)
    assert GAME.setup(TinOptions(players=players), 1).decks  # the cards nobody kept
    _claim("setup", "shuffled into each letter's deck", "地方ごとのデックに混ぜ", language, players)


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_map_names_the_letters_in_play(language: str, players: int) -> None:
    letters = [GROUPS[g] for g in sorted(board(players).groups)]
    assert letters[: len("ABC")] == list("ABC")
    listed = ", ".join(letters[:-1]) + " and " + letters[-1]
    ja = f"（このゲームでは{'、'.join(letters)}）"
    _claim("map", f"({listed} in this game)", ja, language, players)


@pytest.mark.parametrize("language", LANGUAGES)
def test_two_players_states_that_the_d_regions_are_out(language: str) -> None:
    d = GROUPS.index("D")
    assert d not in board(TWO).groups
    _claim(
        "two_players",
        f"With {TWO} players the D regions are out",
        f"{TWO}人プレイではD地方を使わず",
        language,
        TWO,
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_face_down_counts_the_tiles_left_in_the_box(language: str) -> None:
    data = game_data()
    state = GAME.setup(TinOptions(players=GAME.max_players), 1)
    used = Counter(data.tiles[t].group for t in state.tile if t >= 0)
    spare = {sum(1 for t in data.tiles if t.group == g) - used[g] for g in used}
    assert len(spare) == 1
    n = spare.pop()
    _claim("face_down", f"Of each letter, {n} tiles stay unseen", f"各地方{n}枚のタイル", language)


# -- rounds, prices, investing -------------------------------------------------------------------


def _rounds() -> int:
    """The round after whose investing the engine's flow ends the game."""
    broke = {str(p): {"money": 0} for p in range(3)}  # nobody invests: the round ends at once
    for r in range(1, 20):
        state = make_state(3, round=r, phase="invest", passed=[0, 1, 2], seats=broke)
        if state.phase is Phase.OVER:
            return r
        assert state.phase is Phase.PEEK, state.phase
    raise AssertionError("the game never ends")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rounds_are_those_the_engine_plays(language: str) -> None:
    n = _rounds()
    _claim("overview", f"over {n} rounds", f"{n}ラウンドのゲーム", language)
    _claim("goal", f"after round {n} wins", f"{n}ラウンド目のあとに", language)
    _claim("round", f"After round {n} the game ends", f"{n}ラウンド目は、ラウンドの終了", language)
    _claim("end", f"investing of round {n}", f"{n}ラウンド目の売却と投資", language)
    _claim("end", f"earlier pass in round {n}", f"{n}ラウンド目に先にパス", language)
    _claim("selling", f"in round {n} everyone simply", f"{n}ラウンド目は全員", language)


@pytest.mark.parametrize("language", LANGUAGES)
def test_prices_state_the_dice_and_every_price_the_dice_can_reach(language: str) -> None:
    data = game_data()
    state = make_state(3)
    dice = len(state.dice[0])
    assert dice == len(state.dice[1])
    shift = prices.adjustment(0)
    assert prices.adjustment(prices.HIGHEST) == -shift
    assert prices.adjustment(1) == 0
    totals = {sum(faces) + s for faces in product(*data.dice) for s in (-shift, 0, shift)}
    reach = [
        sorted({data.price_values[ore][data.price_space(ore, t)] for t in totals}) for ore in (0, 1)
    ]
    (tin_lo, *_, tin_hi), (cu_lo, *_, cu_hi) = reach
    _claim(
        "prices",
        f"Each round {dice} dice set the tin price (£{tin_lo} to £{tin_hi}), then again the "
        f"copper price (£{cu_lo} to £{cu_hi})",
        f"ダイス{dice}個でスズの価格（£{tin_lo}〜£{tin_hi}）を、続いて銅の価格（£{cu_lo}〜£{cu_hi}）",
        language,
    )
    _claim(
        "prices",
        f"adds {shift} to the dice, and one on its dearest price takes {shift} away",
        f"出目に{shift}を加え、最高値だった鉱石は{shift}を引きます",
        language,
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_investing_steps_are_the_amounts_the_engine_offers(language: str) -> None:
    offered = list(investment.amounts(100))
    unit = offered[0]
    assert offered == list(range(unit, 101, unit))
    column = game_data().invest[0]
    ten = 2 * unit  # a £10 scores the "ten" box, a £5 the "five" box
    assert investment.points_in(column, 0, ten) == column.ten[0]
    assert investment.points_in(column, 0, unit) == column.five[0]
    _claim("selling", f"in steps of £{ten} or £{unit}", f"£{ten}か£{unit}単位で投資", language)
    _claim("app_decisions", f"any multiple of £{unit}", f"£{unit}の倍数", language)
    _claim("pasty", f"the next £{unit} step", f"投資の単位の£{unit}", language)


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_peeks_state_how_many_players_look(language: str, players: int) -> None:
    hidden = {region_id(board(players).regions[0]): {"face_up": False}}  # a tile to look at
    # the game's flow runs the round's end: the peekers are chosen, the first is asked
    state = make_state(players, phase="invest", passed=list(range(players)), regions=hidden)
    assert state.phase is Phase.PEEK
    looks = len(state.peekers)
    if looks == 1:
        _claim("peeks", "The top player may look", "上側のプレイヤーは、", language, players)
    else:
        _claim(
            "peeks",
            f"The top {looks} players may each look",
            f"上側の{looks}人のプレイヤーは、それぞれ",
            language,
            players,
        )


# -- the work track and its actions ---------------------------------------------------------------


def _mine_region() -> int:
    """A coastal region with neighbours (a port and a rail may go there)."""
    b = board(3)
    return next(r for r in b.coastal if b.neighbours[r])


def _wet(region: int, water: int = 3) -> dict[str, dict[str, object]]:
    """Overrides giving `region` and its neighbours a mine of seat 0's and `water` cubes."""
    around = (region, *board(3).neighbours[region])
    return {region_id(r): {"mine": 0, "water": water, "tile": None} for r in around}


@pytest.mark.parametrize("language", LANGUAGES)
def test_work_points_and_pasty_are_what_the_engine_gives(language: str) -> None:
    work = left(make_state(3), 0)
    _claim(
        "work_track",
        f"Everyone has {work} work points",
        f"各ラウンドに{work}作業ポイント",
        language,
    )
    before = _first_acts()
    after = GAME.apply(before, SellPasty(player=P0))
    cost = _spent(before, after)
    money = after.seats[0].money - before.seats[0].money
    _claim(
        "pasty",
        f"costs {cost} work point and earns £{money}",
        f"{cost}作業ポイントで£{money}を得る",
        language,
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_developments_cost_and_drain_what_the_texts_say(language: str) -> None:
    r = _mine_region()
    near = board(3).neighbours[r]
    before = _first_acts(**_wet(r))
    miner = GAME.apply(before, PlaceMiner(player=P0, region=r))
    port = GAME.apply(before, PlacePort(player=P0, region=r))
    rail = GAME.apply(before, PlaceRail(player=P0, region=r))
    (step,) = {capacity(after, r) - capacity(before, r) for after in (miner, port, rail)}
    _claim(
        "miner",
        f"A miner costs {_spent(before, miner)} work point and adds {step} to",
        f"鉱夫は{_spent(before, miner)}作業ポイントで、地域の採掘能力を{step}増やします",
        language,
    )
    cost, drained = _spent(before, port), before.water[r] - port.water[r]
    _claim(
        "port",
        f"A port costs {cost} work points and goes on a coastal region only. It removes "
        f"{drained} water cube and adds {step} to",
        f"港は{cost}作業ポイントで、沿岸の地域にだけ置けます。水駒を{drained}個取り除き、"
        f"地域の採掘能力を{step}増やします",
        language,
    )
    cost, own = _spent(before, rail), before.water[r] - rail.water[r]
    (side,) = {before.water[n] - rail.water[n] for n in near}
    assert all(capacity(rail, n) == capacity(before, n) for n in near)  # "its own region only"
    _claim(
        "rail",
        f"A rail costs {cost} work points: it removes {own} water cubes from its region and "
        f"{side} from each neighbouring region. It adds {step} capacity",
        f"鉄道は{cost}作業ポイントで、その地域の水駒を{own}個、隣接する各地域の水駒を{side}個"
        f"ずつ取り除きます。採掘能力が{step}増える",
        language,
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_adit_costs_drains_and_adds_what_the_text_says(language: str) -> None:
    r = _mine_region()
    other = board(3).neighbours[r][0]
    border = game_data().borders.index(tuple(sorted((r, other))))
    before = _first_acts(**_wet(r))
    after = GAME.apply(before, PlaceAdit(player=P0, border=border))
    water = {before.water[x] - after.water[x] for x in (r, other)}
    ore = {after.tin[x] - before.tin[x] for x in (r, other)}
    ore |= {after.copper[x] - before.copper[x] for x in (r, other)}
    assert len(water) == len(ore) == 1
    w, o, cost = water.pop(), ore.pop(), _spent(before, after)
    _claim(
        "adit",
        f"An adit costs {cost} work points",
        f"通洞は{cost}作業ポイント",
        language,
    )
    _claim(
        "adit",
        f"Both regions lose {w} water cube and gain {o} tin and {o} copper cube",
        f"水駒が{w}個ずつ減り、スズ駒と銅駒が{o}個ずつ増えます",
        language,
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_steam_pumps_cost_and_drain_what_the_text_says(language: str) -> None:
    r = _mine_region()
    before = _first_acts(**_wet(r))
    taken = GAME.apply(before, TakePumps(player=P0))
    cost = _spent(before, taken)
    pumped = GAME.apply(taken, PumpWater(player=P0, region=r))
    drain = taken.water[r] - pumped.water[r]
    counts = range(GAME.min_players, GAME.max_players + 1)
    setups = [GAME.setup(TinOptions(players=n), 1) for n in counts]
    groups = [g for state in setups for column in state.pumps for g in column]  # every column
    lo, hi = min(groups), max(groups)
    _claim(
        "pumps",
        f"Steam pumps cost {cost} work point: take the rightmost group of pumps ({lo}–{hi})",
        f"蒸気ポンプは{cost}作業ポイントで、現在のラウンドの列とその左の列にあるグループ"
        f"（{lo}〜{hi}個）",
        language,
    )
    _claim(
        "pumps",
        f"Each pump removes {drain} water cube",
        f"ポンプ1個につき任意の地域の水駒を{drain}個",
        language,
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_mining_costs_and_capacity_are_the_engines(language: str) -> None:
    r = _mine_region()
    wet = {region_id(r): {"mine": 0, "water": 3, "tin": 9, "copper": 9, "tile": None}}
    before = _first_acts(**wet)
    base = capacity(before, r)
    with_miner = capacity(GAME.apply(before, PlaceMiner(player=P0, region=r)), r)
    after = GAME.apply(before, MineOre(player=P0, region=r, tin=2, copper=0))
    cost = _spent(before, after)
    per_cube = (before.seats[0].money - after.seats[0].money) // (2 * before.water[r])
    added = after.water[r] - before.water[r]
    _claim(
        "mining",
        f"Mining costs {cost} work point: from a region with your mine, take up to its capacity "
        f"in tin and copper ({base}, plus {with_miner - base} for each miner, port and rail",
        f"鉱石の採掘は{cost}作業ポイントで、自分の鉱山駒がある地域から、採掘能力（{base}に、"
        f"その地域の鉱夫・港・鉄道1個につき{with_miner - base}を加えた数）",
        language,
    )
    _claim(
        "mining",
        f"Each cube costs £{per_cube} for every water cube in the region, and afterwards "
        f"{added} water cube is added",
        f"鉱石駒1個につき、その地域の水駒の数×£{per_cube}を支払い、採掘のあと水駒が{added}個",
        language,
    )
    _claim("auction", f"each ore cube cost £{per_cube} more", f"水駒の数×£{per_cube}の", language)


def _won(passed: tuple[int, ...]) -> tuple[int, int]:
    """(least first bid, work the winner pays) of an auction seat 0 starts and wins."""
    r = board(3).regions[0]  # made face up: no survey card is needed
    seats = {"0": {"money": 30}, "1": {"work": 5, "slot": 1}, "2": {"work": 5, "slot": 2}}
    state = make_state(
        3, seats=seats, passed=list(passed), regions={region_id(r): {"face_up": True}}
    )
    state = GAME.apply(state, StartAuction(player=P0, region=r, card=-1))
    auction = state.pending[-1]
    assert isinstance(auction, Auction)
    least = auction.minimum
    state = GAME.apply(state, Bid(player=P0, amount=least))
    while isinstance(state.pending[-1], Auction) and state.pending[-1].waiting:
        (who,) = state.pending[-1].waiting
        state = GAME.apply(state, DropOut(player=who))
    if isinstance(state.pending[-1], AfterCard):
        state = GAME.apply(state, NoCard(player=P0))
    assert state.mine[r] == 0, "seat 0 won"
    return least, state.seats[0].work


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_auction_costs_and_minimum_bids_are_the_engines(language: str) -> None:
    least, work = _won(())
    step = _won((2,))[0] - least
    _claim(
        "bidding",
        f"at least £{least} plus £{step} for every player who has already passed",
        f"最低入札額は£{least}に、このラウンドにすでにパスしたプレイヤー1人につき£{step}",
        language,
    )
    _claim("pass", f"later auctions by £{step}", f"最低入札額が£{step}ずつ上がります", language)
    _claim(
        "auction",
        f"only the winner pays the {work} work points",
        f"（{work}作業ポイントを支払うのは落札者だけです）",
        language,
    )
    _claim(
        "after_auction",
        f"pays the bid and {work} work points",
        f"落札額と{work}作業ポイント",
        language,
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_two_player_survey_cards_set_the_minimum_and_only_a_hand_card_insures(
    language: str,
) -> None:
    """Issue 37: the survey card topic said a card is played "free" before the first bid, with a
    look at the tile and insurance, which is not so with two players (seed 002
    「2人プレイゲームでの変更」): a card is needed to start, its £ value is the minimum bid, and
    a card from the region's deck shows nothing and insures nothing."""
    n = GAME.min_players
    state = GAME.setup(TinOptions(players=n), 9)
    while state.phase == Phase.KEEP:
        (seat, *_) = sorted(GAME.to_act(state))
        state = GAME.apply(state, GAME.legal_actions(state, seat)[0])
    (seat, *_) = sorted(GAME.to_act(state))
    starts = [a for a in GAME.legal_actions(state, seat) if isinstance(a, StartAuction)]
    assert starts
    assert all(a.card >= 0 or a.deck for a in starts)  # no start without a card
    hand = next(a for a in starts if a.card >= 0)
    deck = next(a for a in starts if a.deck)
    for start, insured in ((hand, True), (deck, False)):
        auction = GAME.apply(state, start).pending[-1]
        assert isinstance(auction, Auction)
        assert auction.insured is insured
        assert auction.minimum == game_data().cards[auction.card].price
    _claim(
        "survey_card",
        "Starting any auction requires a card, and its £ value is the minimum bid. A card from "
        "your hand also lets you look",
        "競りを始めるには必ずカードをプレイし、その£の額が最低入札額になります。手札のカードなら",
        language,
        n,
    )
    _claim(
        "two_players",
        "A deck card shows you nothing and insures nothing",
        "デックのカードではタイルを見られず、保険もなく",
        language,
        n,
    )
    _claim("auction", "deck's card needs no money", "資金がなくても始められ", language, n)
    _not_said("survey_card", "for free", "無料", language, n)


TWO_PLAYER_RULES = {
    # topic: (what only a two-player game reads, what only a game of more players reads)
    "setup": (("deck", "デック"), ("wild card", "ワイルドカード")),
    "auction": (("top card of that letter's deck", "デックの一番上"), ("or join", "参加")),
    "survey_card": (
        ("Starting any auction requires a card", "競りを始めるには必ずカード"),
        ("for free before the first bid", "無料でプレイ"),
    ),
    "bidding": (
        ("the played card's £ value", "プレイしたカードの£の額"),
        ("for every player who has already passed", "すでにパスしたプレイヤー1人につき"),
    ),
    "pass": (
        ("join no more auctions this round.", "競りもできません。"),
        ("minimum bid", "最低入札額"),
    ),
    "after_auction": (
        ("no survey card is played after the auction", "競りのあとに調査カードはプレイできません"),
        ("the winner may now play one", "落札者はここで"),
    ),
    "peeks": (
        ("The top player may look", "上側のプレイヤーは、"),
        ("players may each look", "それぞれ"),
    ),
}


@pytest.mark.parametrize("players", COUNTS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_each_player_count_reads_only_its_own_rule(language: str, players: int) -> None:
    """Issue 37 (brief tttopics): the two-player sentence came first for everyone. A game of
    two reads the two-player rule only, a game of three to five its own rule only; and no
    topic a game shows names another player count's rule ("with 3–5 players")."""
    lang = 0 if language == "en" else 1
    for topic, (two, more) in TWO_PLAYER_RULES.items():
        said, unsaid = (two, more) if players == TWO else (more, two)
        _claim(topic, said[0], said[1], language, players)
        _not_said(topic, unsaid[0], unsaid[1], language, players)
    counts = re.compile(r"[Ww]ith (\d+)(?:–\d+)? players|(\d+)(?:〜\d+)?人プレイ")
    topics = load_topics(GAME.id)
    assert topics is not None
    for topic in topics.topics:
        if topic == "two_players" and players != TWO:
            continue  # its prompts and events come only in a two-player game
        text = _text(topic, language, players)
        for match in counts.finditer(text):
            assert int(match.group(1 + lang)) == players, (topic, language, players, text)
