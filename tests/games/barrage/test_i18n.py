"""Japanese for Barrage's engine English (`app.ui.i18n`): every kind of text, and random games."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import QLocale

from app.engine.game import PlayerId
from app.engine.rng import bot_random
from app.engine.session import Seat, Session
from app.games.barrage import GAME
from app.games.barrage.actions import (
    BankCredits,
    Construct,
    CopyOfficer,
    Pass,
    Produce,
    TurnWheel,
)
from app.games.barrage.controller import BarrageController
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.model import BarrageOptions
from app.ui import i18n_barrage
from app.ui.i18n import translate_engine_text

if TYPE_CHECKING:
    from app.engine.rng import Random
    from app.games.barrage.model import State

NAMES = ("Anna", "Bea", "Carl", "Dora")

# One text of every kind the Barrage rules code writes, with its Japanese.
EXAMPLES = {
    # log lines (text.describe)
    "Anna builds a elevation on B9U with the elevation tile": (
        "AnnaがB9Uにダム上部を建設（ダム上部タイル）"
    ),
    "Bea builds a powerhouse on P11_3 with the adv2_powerhouse tile": (
        "BeaがP11_3に発電所を建設（上級II発電所タイル）"
    ),
    "Bea builds a conduit on C9L with the anton_tile tile": (
        "BeaがC9Lに導管を建設（アントンのコピータイル）"
    ),
    "Anna puts water on HA, HB (water_p2c)": "Annaが源流HA、HBに水を置く（水源 p2c）",
    "Anna takes 11 credit(s) from the bank": "Annaが銀行から11クレジットを得る",
    "Bea turns the construction wheel (workshop_r1bis)": "Beaが建設ホイールを回す（工場 r1bis）",
    "Carl takes contract(s) 209, 300, discards 1": "Carlが契約209、300を取り、1を捨てる",
    "Carl takes contract(s) 400": "Carlが契約400を取る",
    "Anna buys 1 excavator(s) and 0 mixer(s)": "Annaが掘削機1個とミキサー0個を買う",
    "Bea buys an advanced technology tile (patent_1)": "Beaが上級技術タイルを買う（特許 1）",
    "Anna copies the ability of jill_mcdowell": "Annaがジル・マクダウェルの能力をコピーする",
    "Dora passes": "Doraはパス",
    "Dora bids 10 VP for turn position 4": "Doraが手番4番に10VPを入札",
    "Anna takes usa and starting contract 3": "Annaがアメリカと初期契約3を取る",
    "Bea fulfils contract 313": "Beaが契約313を達成",
    "Carl builds for free on C4R": "CarlがC4Rに無料で建設",
    "Carl declines": "Carlは見送る",
    "Bea takes 1 excavator(s), 0 mixer(s)": "Beaが掘削機1個とミキサー0個を得る",
    "Bea puts drops on HB, HC, HD": "Beaが源流HB、HC、HDに水を置く",
    "Bea produces 8 energy with 3 drop(s) at turbine_b2c: B10L -> C10L -> P11_1": (
        "Beaが水3個で発電量8を得る（発電 b2c）：B10L → C10L → P11_1"
    ),
    "Player 2 produces 4 energy with 2 drop(s): B7L -> C7L -> P10_0": (
        "プレイヤー2が水2個で発電量4を得る：B7L → C7L → P10_0"
    ),
    # headings and prompts
    "Setup": "準備",
    "Round 3: water flow": "ラウンド3：水流フェイズ",
    "Game end": "ゲーム終了",
    "Game over": "ゲーム終了",
    "Anna: bid VP for a turn position": "Anna：手番順にVPを入札してください",
    "Bea: take a company with its officer and a starting contract": (
        "Bea：企業（重役つき）と初期契約を選んでください"
    ),
    "Carl: place engineers on an action space": "Carl：アクションスペースに技術者を置いてください",
    "Dora: choose machineries": "Dora：重機を選んでください",
    "Anna: put drops on headstreams": "Anna：源流に水を置いてください",
    "Bea: fulfil a contract or decline": "Bea：契約を達成するか、見送ってください",
    "Carl: produce again or decline": "Carl：もう一度発電するか、見送ってください",
    "Dora: build the free structure or decline": "Dora：無料の建物を建てるか、見送ってください",
    # refusal reasons, some quoting an action's str()
    "bid does not answer a turn of the action phase": (
        "アクションフェイズの手番では入札はできません"
    ),
    "you can pass only when you have no engineers left": "技術者が残っていないときだけパスできます",
    "there is no action space 'harbour'": "アクションスペース「harbour」はありません",
    "Anna builds a powerhouse on P8_0 (anton_tile as adv1_joker; 0E 3M +2x3C) cannot be"
    " carried out in full now (choose_machinery)": (
        "今は「AnnaがP8_0に発電所を建設（アントンのコピー→上級Iワイルドタイル、掘削機0・ミキサー3"
        "＋2×3クレジット）」を実行できません（重機の選択の最中）"
    ),
    "Bea produces with 1 drop(s): B7L -> C7L -> P10_0 cannot be carried out in full now (turn)": (
        "今は「Beaが水1個で発電：B7L → C7L → P10_0」を実行できません（手番の最中）"
    ),
    "P3 adds water to HA, HA cannot be carried out in full now (place_drops)": (
        "今は「P3が源流HA、HAに水を加える」を実行できません（水の配置の最中）"
    ),
    "Carl turns the wheel (workshop_r2) cannot be carried out in full now (contract_choice)": (
        "今は「Carlがホイールを回す（工場 r2）」を実行できません（契約の達成の最中）"
    ),
    "Dora buys 0 excavator(s), 1 mixer(s) cannot be carried out in full now (extra_production)": (
        "今は「Doraが掘削機0個とミキサー1個を買う」を実行できません（追加の発電の最中）"
    ),
    "Dora buys a patent (patent_3) cannot be carried out in full now (free_build)": (
        "今は「Doraが特許を買う（特許 3）」を実行できません（無料の建設の最中）"
    ),
    "Anna copies viktor_fiesler cannot be carried out in full now (turn)": (
        "今は「Annaがヴィクトール・フィースラーをコピーする」を実行できません（手番の最中）"
    ),
    "nobody is to act": "手番のプレイヤーがいません",
    "it is not Bea's decision": "Beaが決める番ではありません",
    "space bank needs at least 1 engineer(s)": "銀行には技術者が1人以上必要です",
    "space water_d1c needs 2 engineer(s); you have 1": "水源 d1cには技術者が2人必要です（残り1人）",
    "space machinery_bc costs 8 credit(s); you have 6": (
        "建機 bcには8クレジットかかります（所持6クレジット）"
    ),
    "the patent office is not used in the introductory game": (
        "入門用ゲームでは特許事務所を使いません"
    ),
    "space turbine_b1 is not used with 2 players": "2人プレイでは発電 b1を使いません",
    "space contract_o is already taken this round": "契約 oはこのラウンドすでに使われています",
    "the joker tile is not in your supply (tiles on the wheel cannot be used)": (
        "ワイルドタイルが手元にありません（ホイール上のタイルは使えません）"
    ),
    "the base tile does not build a powerhouse": "ダム基礎タイルでは発電所を建設できません",
    "no conduit piece is left on your company board": "企業ボードに導管のコマが残っていません",
    "no construction space of your company board can take your engineers": (
        "企業ボードの建設スペースに技術者を置けません"
    ),
    "a elevation cannot be built on B10U": "B10Uにはダム上部を建設できません",
    "you cannot pay this construction (machinery or credits)": (
        "この建設の支払い（重機またはクレジット）ができません"
    ),
    # VP sources and names
    "energy_track": "発電トラック",
    "conduit_fees": "導管の使用料",
    "Solomon P. Jordan": "ソロモン・P・ジョーダン",
    "Germany": "ドイツ",
}


@pytest.mark.parametrize(("english", "japanese"), EXAMPLES.items())
def test_each_kind_of_engine_text_has_its_japanese(english, japanese):
    assert translate_engine_text(english, "ja") == japanese


def test_every_barrage_pattern_is_exercised_by_an_example():
    quoted = re.compile(r"(.+) cannot be carried out in full now \(\w+\)")
    texts = [*EXAMPLES, *(m[1] for text in EXAMPLES if (m := quoted.fullmatch(text)))]
    unused = [
        pattern
        for pattern, _template in i18n_barrage.PATTERNS
        if not any(re.fullmatch(pattern, text) for text in texts)
    ]
    assert unused == []


def test_vp_sources_read_as_words_in_english_too():
    assert translate_engine_text("energy_track", "en") == "Energy track"
    assert translate_engine_text("Anna passes", "en") == "Anna passes"


def _probes(state: State, seat: int, pool: list[Any], rng: Random) -> list[Any]:
    """Actions worth asking `check` about: earlier legal ones, changed a little."""
    other = PlayerId((seat + 1) % state.players)
    tiles = [t.id for t in game_data().technology.basic] + ["anton_tile"]
    tiles += [t.id for t in game_data().technology.advanced if t.expansion is None]
    spaces = [s.uid for s in game_data().board.spaces]
    geo = geometry()
    cells = [*geo.dam_index, *geo.conduit_index, *geo.powerhouse_index]
    me = PlayerId(seat)
    return [
        rng.choice(pool).model_copy(update={"player": rng.choice((me, other))}),
        Construct(
            player=me,
            tile=rng.choice(tiles),
            structure=rng.choice(("base", "elevation", "conduit", "powerhouse")),
            space=rng.choice(cells),
        ),
        BankCredits(player=me, engineers=rng.randint(1, 12)),
        TurnWheel(player=me, space=rng.choice(spaces)),
        Produce(
            player=me,
            space=rng.choice(spaces),
            dam="B1U",
            conduit="C1L",
            powerhouse="P5_0",
            drops=1,
        ),
        CopyOfficer(player=me, officer=rng.choice([o.id for o in game_data().officers.officers])),
        Pass(player=me),
    ]


def _texts_of_a_game(players: int, seed: int, introductory: bool, auction: bool) -> set[str]:
    """Every prompt, heading, log line, refusal reason and VP source met in a random game."""
    rng = bot_random(f"i18n:{seed}", 0)
    options = BarrageOptions(players=players, introductory=introductory, auction=auction)
    state = GAME.setup(options, seed)
    names = NAMES[:players]
    seen: set[str] = set()
    pool: list[Any] = []
    while acting := sorted(GAME.to_act(state)):
        seat = acting[0]
        seen |= {GAME.prompt(state, names), GAME.heading(state)}
        legal = GAME.legal_actions(state, seat)
        pool += rng.sample(legal, min(2, len(legal)))
        for probe in _probes(state, seat, pool, rng):
            if (reason := GAME.check(state, probe)) is not None:
                seen.add(reason)
        action = rng.choice(legal)
        seen.add(GAME.describe(state, action, names))
        state = GAME.apply(state, action)
    seen |= {GAME.heading(state), GAME.prompt(state, names)}
    outcome = GAME.outcome(state)
    assert outcome is not None
    seen |= {line.source for lines in outcome.breakdown for line in lines}
    return seen


_SUFFIXES = {s.uid.partition("_")[2] for s in game_data().board.spaces}
_ALLOWED = {*NAMES, "VP", "I", "II", "III", "P", *_SUFFIXES}  # P: ソロモン・P・ジョーダン
_ID = re.compile(r"[BCP]\d+(?:[LRU]|_\d+)?|H[A-D]")
_ASCII_WORD = re.compile(r"[A-Za-z0-9_]*[A-Za-z][A-Za-z0-9_]*")
_JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def _leftover_english(text: str) -> list[str]:
    """ASCII words of `text` that are neither names, ids nor units (`12VP`, `0c` are fine)."""
    return [
        word
        for word in _ASCII_WORD.findall(text)
        if not {word, word.lstrip("0123456789")} & _ALLOWED and not _ID.fullmatch(word)
    ]


@pytest.mark.parametrize(
    ("players", "seed", "introductory", "auction"),
    [(2, 1, True, False), (3, 2, False, False), (4, 3, False, True), (4, 4, True, False)],
)
def test_every_engine_text_of_random_barrage_games_reads_in_japanese(
    players, seed, introductory, auction
):
    texts = _texts_of_a_game(players, seed, introductory, auction)
    assert len(texts) > 100  # prompts, headings, many log lines and reasons
    bad = {}
    for text in sorted(texts):
        japanese = translate_engine_text(text, "ja")
        if not _JAPANESE.search(japanese) or _leftover_english(japanese):
            bad[text] = japanese
    assert bad == {}


@pytest.mark.gui
def test_the_controller_speaks_japanese_with_seat_names(qtbot):
    session = Session(GAME, BarrageOptions(players=2), 4, [Seat(name=n) for n in NAMES[:2]])
    controller = BarrageController(session)
    previous = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Japanese, QLocale.Country.Japan))
    try:
        state = session.state
        seat = sorted(GAME.to_act(state))[0]
        prompt = controller.engine_text(GAME.prompt(state))
        reason = GAME.check(state, Pass(player=PlayerId(1 - seat)))
        assert reason is not None
        refused = controller.engine_text(reason)
    finally:
        QLocale.setDefault(previous)
    assert prompt == f"{NAMES[seat]}：アクションスペースに技術者を置いてください"
    assert refused == f"{NAMES[1 - seat]}が決める番ではありません"
