"""Barrage's texts in English and Japanese: one example of every kind, probes, the controller.

The rules hand out `Text` values (`app.games.barrage.texts`); these tests render them as the
log, the prompt line and refusals show them, and probe random games with ill-formed actions so
that every refusal reason is met.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import QLocale

from app.engine.game import PlayerId
from app.engine.phrases import plain
from app.engine.rng import bot_random
from app.engine.session import Seat, Session
from app.engine.text import render
from app.games.barrage import GAME
from app.games.barrage.actions import (
    BankCredits,
    Bid,
    BuyPatent,
    Construct,
    CopyOfficer,
    ManageWater,
    Pass,
    PickCompany,
    Produce,
    Skip,
    TakeContracts,
    TurnWheel,
)
from app.games.barrage.controller import BarrageController
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.model import BarrageOptions, ContractChoice, Phase
from tests.games.barrage.builders import make_state
from tests.textcheck import JA_NAMES, assert_clean

if TYPE_CHECKING:
    from app.engine.rng import Random
    from app.engine.text import Text
    from app.games.barrage.model import State

NAMES = ["Anna", "Bea", "Carl", "Dora"]


def _both(text: Text | None) -> tuple[str, str]:
    assert text is not None
    return render(text, "en", NAMES), render(text, "ja", JA_NAMES)


def test_log_lines_of_the_action_phase() -> None:
    state = make_state()
    build = Construct(player=PlayerId(0), tile="adv2_base", structure="base", space="B9U",
                      excavators=3, mixers=0, credits_for_machinery=1)  # fmt: skip
    assert _both(GAME.describe(state, build)) == (
        "Anna builds a dam base on basin 9 left dam with the dam base II tile, paying"
        " 3 excavators and 3 credits instead of 1 piece of machinery",
        "アンナが盆地9の左ダムにダム基礎を建設（ダム基礎Ⅱタイル、支払い：掘削機3個、"
        "重機1個の代わりに3クレジット）",
    )
    water = ManageWater(player=PlayerId(1), space="water_p2", headstreams=("HB", "HA", "HB"))
    assert _both(GAME.describe(state, water)) == (
        "Bea puts 1 drop on headstream A and 2 drops on headstream B"
        " (Water management: 2 drops on headstreams · 1 engineer)",
        "ベアが源流Aに水1個、源流Bに水2個を置く（水源：源流に水2個・技術者1人）",
    )
    assert _both(GAME.describe(state, BankCredits(player=PlayerId(0), engineers=1))) == (
        "Anna takes 1 credit from the bank (credits 6 → 7, engineers 12 → 11)",
        "アンナが銀行から1クレジットを獲得（クレジット6→7、技術者12→11）",
    )
    wheel = TurnWheel(player=PlayerId(1), space="workshop_r2c")
    assert _both(GAME.describe(state, wheel))[1] == (
        "ベアが建設ホイールを回す（工場：ホイールを2区間回す・技術者3人・5クレジット）"
    )
    take = TakeContracts(player=PlayerId(0), space="contract_t", contracts=(203, 300), discard=(1,))
    en, ja = _both(GAME.describe(state, take))
    assert en.startswith("Anna takes contract #203 (2 energy) and contract #300 (5 energy)")
    assert "gives up contract #1 (3 energy)" in en
    assert ja.startswith("アンナが契約#203（発電量2）、契約#300（発電量5）を獲得、契約#1")
    copy = CopyOfficer(player=PlayerId(1), officer="jill_mcdowell")
    assert _both(GAME.describe(state, copy)) == (
        "Bea copies the ability of Jill McDowell",
        "ベアがジル・マクダウェルの能力をコピー",
    )
    assert _both(GAME.describe(state, Pass(player=PlayerId(1)))) == ("Bea passes", "ベアはパス")


def test_a_production_names_the_whole_system_and_its_energy() -> None:
    state = make_state()
    produce = Produce(player=PlayerId(1), space="turbine_b2c", dam="B10L", conduit="C10L",
                      powerhouse="P11_1", drops=3)  # fmt: skip
    en, ja = _both(GAME.describe(state, produce))
    assert en.startswith("Bea produces ")
    assert en.endswith(
        "energy with 3 drops (Turbine station: produce +2 · 3 engineers · 3 credits):"
        " basin 10 right dam → basin 10 left conduit → basin 11 powerhouse 2"
    )
    assert ja.startswith("ベアが水3個で発電、発電量")
    assert ja.endswith("：盆地10の右ダム→盆地10の左導管→盆地11の発電所2")


def test_setup_lines_headings_and_prompts() -> None:
    state = GAME.setup(BarrageOptions(players=3, introductory=False, auction=True), 4)
    assert _both(GAME.heading(state)) == ("Setup", "準備")
    seat = sorted(GAME.to_act(state))[0]
    assert _both(GAME.prompt(state)) == (
        f"{NAMES[seat]}: bid VP for the turn position you want",
        f"{JA_NAMES[seat]}：希望する手番にVPで入札してください",
    )
    bid = Bid(player=PlayerId(seat), position=2, vp=4)
    assert _both(GAME.describe(state, bid)) == (
        f"{NAMES[seat]} bids 4 VP for turn position 2",
        f"{JA_NAMES[seat]}がプレイ順2番に4VPを入札",
    )
    company, _ = state.draft_pairs[0]
    pick = PickCompany(player=PlayerId(seat), company=company, contract=state.draft_contracts[0])
    en, ja = _both(GAME.describe(state, pick))
    assert " takes " in en
    assert "starting contract #" in en
    assert "初期契約#" in ja
    turn = make_state()
    assert _both(GAME.heading(turn)) == ("Round 1: Action phase", "ラウンド1：アクションフェイズ")


def test_declining_names_what_is_declined() -> None:
    state = make_state()
    state.pending.append(ContractChoice(waiting=(PlayerId(0),), energy=5))
    assert _both(GAME.prompt(state)) == (
        "Anna: fulfil a contract with 5 energy, or decline",
        "アンナ：発電量5で契約を達成するか、見送ってください",
    )
    assert _both(GAME.describe(state, Skip(player=PlayerId(0)))) == (
        "Anna fulfils no contract",
        "アンナは契約の達成を見送る",
    )


def test_refusals_name_the_space_and_what_is_missing() -> None:
    state = make_state()
    seat = PlayerId(state.pending[-1].waiting[0])
    other = PlayerId(1 - seat)
    assert _both(GAME.check(state, Pass(player=other))) == (
        "it is not your turn",
        "あなたの手番ではありません",
    )
    patent = BuyPatent(player=seat, space="patent_1")
    assert _both(GAME.check(state, patent)) == (
        "the patent office is not used with the introductory rules",
        "導入ルールでは特許事務所を使いません",
    )
    gated = TurnWheel(player=seat, space="workshop_r2")
    assert _both(GAME.check(state, gated)) == (
        "“Workshop: turn the wheel 2 segments · 2 engineers · 2 credits” is not used with"
        " 2 players",
        "2人プレイでは「工場：ホイールを2区間回す・技術者2人・2クレジット」を使いません",
    )
    bad = Construct(player=seat, tile="base", structure="base", space="P8_1")
    assert _both(GAME.check(state, bad)) == (
        "a dam base cannot be built on basin 8 powerhouse 2",
        "盆地8の発電所2にはダム基礎を建設できません",
    )
    elevation = Construct(player=seat, tile="base", structure="elevation", space="B1U")
    assert _both(GAME.check(state, elevation)) == (
        "the dam base tile does not build an elevation",
        "ダム基礎タイルではダム上部を建設できません",
    )


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
            tile=(tile := rng.choice(tiles)),
            copies=rng.choice(tiles[:5]) if tile == "anton_tile" else None,  # he copies a tile
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


def _texts_of_a_game(players: int, seed: int, introductory: bool, auction: bool) -> list[Text]:
    """Every prompt, heading, log line, refusal reason and score source of a random game."""
    rng = bot_random(f"i18n:{seed}", 0)
    options = BarrageOptions(players=players, introductory=introductory, auction=auction)
    state = GAME.setup(options, seed)
    seen: list[Text] = []
    pool: list[Any] = []
    while acting := sorted(GAME.to_act(state)):
        seat = acting[0]
        seen += [GAME.prompt(state), GAME.heading(state)]
        legal = GAME.legal_actions(state, seat)
        pool += rng.sample(legal, min(2, len(legal)))
        for probe in _probes(state, seat, pool, rng):
            if (reason := GAME.check(state, probe)) is not None:
                seen.append(reason)
        action = rng.choice(legal)
        seen.append(GAME.describe(state, action))
        state = GAME.apply(state, action)
    seen += [GAME.heading(state), GAME.prompt(state)]
    outcome = GAME.outcome(state)
    assert outcome is not None
    seen += [GAME.source_text(line.source) for lines in outcome.breakdown for line in lines]
    return seen


@pytest.mark.parametrize(
    ("players", "seed", "introductory", "auction"),
    [(2, 1, True, False), (3, 2, False, False), (4, 3, False, True), (4, 4, True, False)],
)
def test_every_text_of_random_games_with_probes_is_clean(players, seed, introductory, auction):
    texts = _texts_of_a_game(players, seed, introductory, auction)
    assert assert_clean(texts, allowed_latin={"VP"}) > 60
    keys = {text.key for text in texts}
    assert {"reason.not_in_full", "not_your_turn"} <= keys


@pytest.mark.gui
def test_the_controller_speaks_japanese_with_seat_names(qtbot):
    session = Session(GAME, BarrageOptions(players=2), 4, [Seat(name=n) for n in JA_NAMES[:2]])
    controller = BarrageController(session)
    previous = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Japanese, QLocale.Country.Japan))
    try:
        state = session.state
        seat = sorted(GAME.to_act(state))[0]
        prompt = controller.engine_text(GAME.prompt(state))
        legal = GAME.legal_actions(state, seat)
        line = controller.action_text(next(a for a in legal if a.kind == "manage_water"))
        rows = controller.player_summary(seat)
        summary = [controller.engine_text(part) for row in rows for part in row]
    finally:
        QLocale.setDefault(previous)
    assert state.phase == Phase.ACTIONS
    assert plain(prompt) == f"{JA_NAMES[seat]}：アクションスペースに技術者を置いてください"
    assert plain(line).startswith(f"{JA_NAMES[seat]}が源流")
    assert "（水源：" in plain(line)
    summary = [plain(part) for part in summary]
    assert summary == [] or "アメリカ" in summary or "ドイツ" in summary
