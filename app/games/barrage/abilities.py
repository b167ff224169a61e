"""Company and executive officer abilities in words (issue 36 §3).

The ability texts live in the catalogues (`company.<id>.ability`, `officer.<id>.ability`,
from seed 000 個別能力 and the reference data); this module names them for the company board,
the draft list and the rules summary, whose section on abilities lists every company and
officer of the data. Qt-free.
"""

from __future__ import annotations

from html import escape

from app.engine.text import Text, render
from app.games.barrage.data.data import game_data
from app.games.barrage.texts import company, officer, t

__all__ = ["abilities_html", "company_ability", "officer_ability"]


def company_ability(cid: str) -> Text:
    """Return a company's ability with when it works ("From the 3rd powerhouse: …")."""
    return t("ui.company_ability", ability=t(f"company.{cid}.ability"))


def officer_ability(oid: str) -> Text:
    """Return an executive officer's name and ability ("Wilhelm Adler: every base …")."""
    return t("ui.officer_ability", officer=officer(oid), ability=t(f"officer.{oid}.ability"))


def _item(name: Text, ability: Text, expansion: bool, lang: str) -> str:
    key = "rules.ability_item_expansion" if expansion else "rules.ability_item"
    words = render(t(key, name=name, ability=ability), lang)
    return f"<li>{escape(words)}</li>"


def abilities_html(lang: str) -> str:
    """Return the rules summary's section on every company's and officer's ability."""
    data = game_data()
    companies = "".join(
        _item(company(c.id), t(f"company.{c.id}.ability"), c.expansion is not None, lang)
        for c in data.companies.companies
    )
    officers = "".join(
        _item(officer(o.id), t(f"officer.{o.id}.ability"), o.expansion is not None, lang)
        for o in data.officers.officers
    )
    return (
        f'<p><a name="abilities"></a><b>{escape(render(t("rules.abilities"), lang))}</b></p>'
        f"<p>{escape(render(t('rules.abilities_companies'), lang))}</p><ul>{companies}</ul>"
        f"<p>{escape(render(t('rules.abilities_officers'), lang))}</p><ul>{officers}</ul>"
    )
