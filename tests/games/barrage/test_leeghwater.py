"""The Leeghwater Project expansion (issue 11): setup, option off = base game, saves, texts,
and seeded random and `easy` games with every engine contract checked (STYLE.md §6)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from functools import partial

import pytest

from app.engine.bots import make_bot
from app.engine.conformance import check_playthrough
from app.engine.game import PlayerId
from app.engine.rng import bot_random
from app.engine.saves import dump_session, load_session
from app.engine.session import Session
from app.games import GAMES
from app.games.barrage import GAME
from app.games.barrage.bots import determinize
from app.games.barrage.data.data import game_data
from app.games.barrage.game import Barrage
from app.games.barrage.model import BarrageOptions, State
from app.games.barrage.rules import water
from app.games.barrage.rules.leeghwater_setup import refill_external_works
from tests.games.barrage.test_printing import _bounds
from tests.textcheck import assert_clean, collect_texts

SEEDS = int(os.environ.get("BARRAGE_SEEDS", "2"))


def _options(players: int, *, intro: bool = False, auction: bool = False) -> BarrageOptions:
    return BarrageOptions(players=players, introductory=intro, auction=auction, leeghwater=True)


def test_setup_lays_out_the_expansion() -> None:
    state = GAME.setup(_options(4), 3)
    ex = state.lwp
    assert ex is not None
    assert all(w is not None and w.startswith("A") for w in ex.display)
    assert [len(d) for d in ex.decks] == [2, 5, 5]
    assert len(ex.buildings) == 5
    assert len(set(ex.buildings)) == 5
    assert ex.built == [[-1] * 4] * 5
    # one random tile per level removed after the building tile joined: still 5 per level
    assert sum(len(d) for d in state.advanced_decks) + 3 == 15


def test_the_pools_hold_the_expansion() -> None:
    companies, officers, bonus = set(), set(), set()
    for seed in range(40):
        state = GAME.setup(_options(4), seed)
        companies |= {c for c, _ in state.draft_pairs}
        officers |= {o for _, o in state.draft_pairs}
        bonus |= set(state.bonus_tiles)
    assert "netherlands" in companies
    assert {"tommaso_battista", "simone_luciani", "margot_fouche", "leslie_spencer"} <= officers
    assert {"external_work", "building"} <= bonus


def test_companies_get_the_building_tile_and_leslie_her_tile() -> None:
    state = GAME.setup(_options(2), 1)
    draft = next(a for a in GAME.legal_actions(state, state.pending[-1].waiting[0]))
    after = GAME.apply(state, draft)
    p = after.seats[draft.player]
    assert "building" in p.tiles
    assert ("leslie_tile" in p.tiles) == (p.officer == "leslie_spencer")


def test_refill_takes_deck_a_then_b_then_c() -> None:
    state = GAME.setup(_options(2), 5)
    assert state.lwp is not None
    state.lwp.decks = [["A1"], ["B1"], ["C1", "C2"]]
    refill_external_works(state)
    assert state.lwp.display == ["A1", "B1", "C1"]
    refill_external_works(state)
    assert state.lwp.display == ["C2", None, None]


def test_without_the_option_the_state_is_the_base_game() -> None:
    state = GAME.setup(BarrageOptions(players=3, introductory=False), 4)
    assert state.lwp is None
    dumped = state.model_dump_json()
    assert "lwp" not in dumped
    assert State.model_validate_json(dumped) == state
    assert all(c != "netherlands" for c, _ in state.draft_pairs)
    assert all(t not in ("external_work", "building") for t in state.bonus_tiles)


def test_an_old_save_without_the_option_loads() -> None:
    session = Session(GAME, BarrageOptions(players=2), 3)
    rng = bot_random(3, 0)
    for _ in range(30):
        [seat] = session.to_act()
        session.apply(rng.choice(GAME.legal_actions(session.state, seat)))
    data = json.loads(dump_session(session))
    data["options"].pop("leeghwater", None)  # written before the option existed
    loaded = load_session(json.dumps(data), GAMES)
    assert loaded.state == session.state


def test_a_save_with_the_expansion_round_trips() -> None:
    session = Session(GAME, _options(3), 8)
    rng = bot_random(8, 0)
    while session.to_act() and len(session.actions) < 150:
        [seat] = session.to_act()
        session.apply(rng.choice(GAME.legal_actions(session.state, seat)))
    text = dump_session(session)
    loaded = load_session(text, GAMES)
    assert loaded.state.model_dump_json() == session.state.model_dump_json()
    assert loaded.state.lwp is not None


def test_views_hide_the_order_of_the_external_works_decks() -> None:
    state = GAME.setup(_options(2), 11)
    view = GAME.view_for(state, PlayerId(0))
    assert view.lwp is not None
    assert state.lwp is not None
    assert [sorted(d) for d in state.lwp.decks] == view.lwp.decks
    full = determinize(view, bot_random(1, 0))
    assert full.lwp is not None
    assert [sorted(d) for d in full.lwp.decks] == view.lwp.decks


CASES = [(p, intro, seed) for p in (2, 3, 4) for intro in (False, True) for seed in range(SEEDS)]


@pytest.mark.parametrize(
    ("players", "intro", "seed"),
    CASES,
    ids=[f"{p}p-{'intro' if i else 'std'}-{s}" for p, i, s in CASES],
)
def test_random_game_with_the_expansion_keeps_every_contract(
    players: int, intro: bool, seed: int
) -> None:
    report = check_playthrough(GAME, seed, players, options=_options(players, intro=intro))
    outcome = report.outcome
    assert len(outcome.scores) == players
    assert [sum(line.points for line in seat) for seat in outcome.breakdown] == list(outcome.scores)
    assert report.steps >= players * 5 * 4


def test_random_game_with_the_auction_and_the_expansion() -> None:
    check_playthrough(GAME, 5, 3, options=_options(3, auction=True))


@pytest.mark.parametrize("seed", range(3))
def test_water_is_conserved_with_the_expansion(seed: int) -> None:
    state = GAME.setup(_options(3), seed)
    rng = bot_random(seed, 1)
    while GAME.to_act(state):
        [seat] = GAME.to_act(state)
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))
        assert state.drops_added == water.drops_in_play(state) + state.drops_exited
        for p in state.seats:
            assert min(p.credits, p.excavators, p.mixers, p.engineers) >= 0


def _easy_game(players: int, seed: int) -> tuple[State, dict[str, int]]:
    state = GAME.setup(_options(players), seed)
    bots = [make_bot("easy", GAME, PlayerId(p), seed) for p in range(players)]
    kinds: dict[str, int] = {}
    while GAME.to_act(state):
        [seat] = GAME.to_act(state)
        action = bots[seat].choose(GAME.view_for(state, seat))
        assert GAME.check(state, action) is None
        kinds[action.kind] = kinds.get(action.kind, 0) + 1
        state = GAME.apply(state, action)
    return state, kinds


def test_the_easy_bot_uses_the_new_actions() -> None:
    state, kinds = _easy_game(2, 0)
    assert GAME.outcome(state) is not None
    assert kinds.get("external_work", 0) > 0
    assert kinds.get("build_building", 0) > 0


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_easy_bots_finish_games_with_the_expansion(players: int) -> None:
    for seed in range(3):
        state, _ = _easy_game(players, seed)
        assert GAME.outcome(state) is not None


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_many_random_games_with_the_expansion(players: int) -> None:
    for seed in range(10, 20):
        check_playthrough(GAME, seed, players, options=_options(players))


class _Leeghwater(Barrage):
    """Barrage whose default options play the standard setup with the expansion."""

    def __init__(self) -> None:
        super().__init__()
        self.Options = partial(BarrageOptions, introductory=False, leeghwater=True)  # type: ignore[assignment]


@pytest.mark.parametrize("players", [2, 4])
def test_texts_of_expansion_games_are_clean_in_both_languages(players: int) -> None:
    game = _Leeghwater()
    texts = [text for seed in (1, 2) for text in collect_texts(game, players, seed, 400)]
    assert assert_clean(texts, allowed_latin={"VP", "A", "B", "C"}) > 200


def test_expansion_modules_do_not_load_pyside6() -> None:
    code = (
        "import sys\n"
        "import app.games.barrage.model_leeghwater, app.games.barrage.actions_leeghwater\n"
        "import app.games.barrage.bots_leeghwater, app.games.barrage.texts_leeghwater\n"
        "import app.games.barrage.describe_leeghwater, app.games.barrage.rules.expansion_apply\n"
        "assert 'PySide6' not in sys.modules\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr


def test_every_expansion_component_has_a_name() -> None:
    from app.games.barrage.texts_leeghwater import building, building_action, work_line
    from tests.games.barrage.test_texts import _both

    lwp = game_data().leeghwater
    for b in lwp.private_buildings:
        assert all(_both(building(b.id)))
        assert all(_both(building_action(b.id)))
    for w in lwp.external_works:
        en, ja = _both(work_line(w.id))
        assert w.id in en
        assert w.id in ja


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_printed_sheet_lists_the_expansion(monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    from app.engine.text import render
    from app.games.barrage import printing
    from app.games.barrage.texts_leeghwater import building

    # Setup codes cannot carry `leeghwater=True` yet (app/engine/setupcode.py): a stand-in code.
    monkeypatch.setattr(printing, "encode", lambda *_: "CODE")
    options = _options(4)
    state = GAME.setup(options, 7)
    sheet = printing.layout(state, options, "a4", lang)
    assert state.lwp is not None
    texts = [s.text for page in sheet.pages for s in page.shapes if hasattr(s, "text")]
    assert len(sheet.pages) == 1
    for wid in state.lwp.display:
        assert any(f"A{wid[1:]}" in x for x in texts if wid)
    for bid in state.lwp.buildings:
        name = render(building(bid), lang)
        assert name.replace(" ", "") in "".join(texts).replace(" ", ""), name
    page = sheet.pages[0]
    for shape in page.shapes:
        left, top, right, bottom = _bounds(shape)
        assert min(left, top) >= 8, shape
        assert right <= page.width - 8, shape
        assert bottom <= page.height - 8, shape


def test_round_end_and_final_lines_of_the_expansion() -> None:
    from app.engine.events import recording
    from app.engine.text import render
    from tests.games.barrage.builders import scenario_state
    from tests.textcheck import JA_NAMES

    state = scenario_state(
        {
            "leeghwater": True,
            "turn": 0,
            "round": 5,
            "lwp": {"built": [[0, -1, 1, -1], [-1] * 4, [0, -1, -1, -1], [-1] * 4, [-1] * 4]},
        }
    )
    bank = GAME.parse_action({"kind": "bank", "player": 0, "engineers": 12})
    state = GAME.apply(state, bank)
    with recording() as lines:
        GAME.apply(state, GAME.parse_action({"kind": "bank", "player": 1, "engineers": 12}))
    found = [x for x in lines if x.key == "event.buildings"]
    assert len(found) == 2
    assert all(render(x, "ja", JA_NAMES) for x in found)
    state = scenario_state({"leeghwater": True, "turn": 0})
    state = GAME.apply(state, bank)
    with recording() as lines:
        GAME.apply(state, GAME.parse_action({"kind": "bank", "player": 1, "engineers": 12}))
    assert any(x.key == "event.refill_external_works" for x in lines)


def test_suggestions_explain_the_expansion_moves() -> None:
    from app.engine.text import render
    from tests.games.barrage.builders import scenario_state
    from tests.textcheck import JA_NAMES

    state = scenario_state({"leeghwater": True, "turn": 0, "lwp": {"display": ["A2", "A4", "A1"]}})
    assert state.lwp is not None
    bid = state.lwp.buildings[0]
    cost = game_data().leeghwater.building(bid)
    build = GAME.parse_action(
        {"kind": "build_building", "player": 0, "building": bid, "tile": "building"}
        | {"excavators": cost.excavators, "mixers": cost.mixers}
    )
    work = GAME.parse_action({"kind": "external_work", "player": 0, "slot": 1})
    for action in (build, work):
        why = GAME.explain(state, action)
        assert why is not None
        assert render(why, "en")
        assert render(why, "ja", JA_NAMES)
    reason = GAME.explain(state, build)
    assert reason is not None
    assert "at the end" in render(reason, "en")
