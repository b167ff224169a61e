"""English plurals and doubled words over the games' texts (issue 35 §3; `tests.textcheck`).

"Your hand (1 cards)", "commits the quest Quest: Glorious Death", "(Rage −2) (costs 2 Rage)":
the checker finds such lines in every rendered text of seeded games, the log's automatic steps
included. The default run checks the catalogues and one short game per game; the slow run plays
whole games at every player count (`tests/shell/test_words_seeded.py` adds the UI's texts).
"""

from __future__ import annotations

import pytest

from app.games import GAMES
from tests.textcheck import (
    assert_english_words,
    catalogue_plural_problems,
    collect_texts,
    english_problems,
)

COUNTS_NEVER_ONE = {
    "blood_rage": {
        "note.dealt",  # 6-8 cards a hand
        "reason.horns",  # Horns start at 4
        "sheet.decks_heading",  # players, 2-4
        "sheet.marked_in",  # every mark is on several cards
        "sheet.marked_out",
        "sheet.subtitle",
        "sheet.subtitle_public",
    },
    "tinners_trail": {
        "event.round",  # "Round {n} begins": a verb, not a count
        "sheet.dev_heading",
        "sheet.start_money",  # mines a seat starts with
        "sheet.subtitle",
        "sheet.subtitle_public",
    },
}
"""Templates counting `{n}` in the plural where `n` is never 1, and why."""


@pytest.mark.parametrize(
    ("line", "found"),
    [
        ("Your hand (1 cards) is in the card row under the board.", "plural '1 cards'"),
        ("… 1 earlier moves (in the game log)", "plural '1 earlier moves'"),
        ("Player 1 commits the quest Quest: Glorious Death face down", "doubled 'quest Quest'"),
        ("Quest: Quest: Alfheim", "doubled 'Quest: Quest'"),
        ("Player 1 invades Gimle with a Warrior (Rage −2) (costs 2 Rage)", "said twice"),
    ],
)
def test_the_checker_finds_the_reported_lines(line, found):
    problems = english_problems(line)
    assert len(problems) == 1
    assert problems[0].startswith(found)


@pytest.mark.parametrize(
    "line",
    [
        "Player 1 bids £19",
        "Player 1: Axes rises to 8",
        "Anna turns the wheel (Workshop: 2 engineers · 2 credits) (credits 2 → 0, engineers 2 → 0)",
        "Warrior, Warrior and Warrior",
        "1 bonus tile",
    ],
)
def test_the_checker_leaves_good_lines_alone(line):
    assert english_problems(line) == []


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_no_template_counts_one_in_the_plural(game_id):
    problems = catalogue_plural_problems(game_id)
    allowed = COUNTS_NEVER_ONE.get(game_id, set())
    assert [p for p in problems if p.split(": ")[1] not in allowed] == []


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_short_seeded_game_reads_as_english(game_id):
    game = GAMES[game_id]
    texts = collect_texts(game, 3, 1, max_steps=30, stale=1, events=True)
    assert assert_english_words(texts) > 20


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_whole_seeded_games_read_as_english(game_id):
    game = GAMES[game_id]
    checked = 0
    for players in sorted({game.min_players, game.max_players}):
        texts = collect_texts(game, players, players, max_steps=3000, stale=1, events=True)
        checked += assert_english_words(texts)
    assert checked > 100
