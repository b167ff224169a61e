"""The wind farm's energy moves the energy marker, and its text says so (RULES.md Leeghwater;
reference/barrage.md "produce 5 energy (usable for a contract)"; the stranger asked, 062)."""

from __future__ import annotations

from app.engine.text import render
from app.games.barrage import texts as tx


def test_the_wind_farm_text_says_its_energy_moves_the_marker() -> None:
    line = tx.t("lwp.action.energy_for_contract", credits=tx.count("credits", 2), n=5)
    assert "moves your energy marker" in render(line, "en")
    assert "発電トラックを進め" in render(line, "ja")
