"""Texts the rules say to people, as data (STYLE.md §9).

Rules code never builds display sentences. It returns a `Text`: the catalogue it belongs to
(`domain`, a game id or "engine"), a message key and named arguments. `str(text)` is the English
sentence (logs, tests, the command line); `render(text, "ja", names)` is the same message in
Japanese with the seats' names filled in.

Catalogues are JSON files, `resources/<domain>/texts.<lang>.json`, one flat object of key ->
template, so a translator edits one file per language. Templates use Python's `str.format`
fields named after the arguments (`"{who} places a camel on {cell}"`). Plurals follow the
i18next/CLDR convention: a key may come as `key_one` / `key_other` (English) and the form is
chosen by the argument `n`; Japanese has only `key_other` or the bare key. An argument may ask
for a form with a format spec: `{tile:a}` gives the English indefinite article ("an
elevation"), taken from the catalogue entry `<key>@a` when there is one, else by the first
letter. Argument values:

- `int`: a number;
- `str`: shown as it is (labels printed on the board, such as a cell "G3"; never an id);
- `Seat(n)`: the seat's name, or "Player n+1" / "プレイヤーn+1" without names;
- `Text`: another message, rendered in the same language (a component's name is a message
  without arguments, e.g. `Text("barrage", "structure.elevation")`);
- `TextList`: several of those, joined as the language joins a list ("A, B and C" / "A、B、C").

A key missing from a catalogue falls back to the engine catalogue, then to English, then to the
key itself; `missing_keys()` records every miss so tests can demand complete catalogues.
"""

from __future__ import annotations

import json
import string
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any, TypeAlias

from app.engine.resources import resource_path

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping, Sequence

    from app.engine.relation import Claim

__all__ = [
    "ENGINE",
    "LANGUAGES",
    "Arg",
    "Seat",
    "Text",
    "TextList",
    "add_catalogue",
    "catalogue",
    "engine_text",
    "join_words",
    "missing_keys",
    "placeholders",
    "render",
    "text_keys",
]

ENGINE = "engine"
"""The domain of the messages every game shares ("it is not your turn", seat names)."""

LANGUAGES = ("en", "ja")
"""The languages every catalogue must have."""


@dataclass(frozen=True, slots=True)
class Seat:
    """A seat as a message argument: rendered as its name (0-based index)."""

    index: int


@dataclass(frozen=True, slots=True)
class TextList:
    """Several arguments shown as one list in the language's way ("A, B and C")."""

    items: tuple[Arg, ...]
    conjunction: str = "and"
    """"and" or "or" (English only; Japanese joins with 「、」 or 「または」)."""


@dataclass(frozen=True, slots=True)
class Text:
    """A message: catalogue `domain`, message `key` and named arguments.

    Truthy, hashable and comparable; `str()` gives English. Build it with `Text.of`.
    """

    domain: str
    key: str
    args: tuple[tuple[str, Arg], ...] = ()
    deltas: tuple[tuple[str, int], ...] = field(default=(), compare=False)
    """The ledger (STYLE.md §3 "Ledger"): counter key -> change this line explains, sorted by
    key; the template shows the amounts through its arguments. Not part of equality: a line
    means the same words with or without its bookkeeping."""
    claims: tuple[Claim, ...] = field(default=(), compare=False)
    """The comparisons the words state between the arguments (`app.engine.claim`): a reason
    saying "£3 is below the £5 the mine is worth" claims `bid < value`. Not part of equality,
    like `deltas`."""

    @classmethod
    def of(cls, domain: str, key: str, **args: Arg) -> Text:
        """Return the message `key` of catalogue `domain` with named arguments."""
        return cls(domain, key, tuple(sorted(args.items())))

    def with_deltas(self, deltas: Mapping[str, int]) -> Text:
        """Return this line carrying the counter changes it explains (zero amounts dropped)."""
        kept = tuple(sorted((k, v) for k, v in deltas.items() if v))
        return Text(self.domain, self.key, self.args, kept, self.claims)

    def with_claims(self, *claims: Claim) -> Text:
        """Return this message stating `claims` besides any it states already."""
        return Text(self.domain, self.key, self.args, self.deltas, (*self.claims, *claims))

    def arg(self, name: str) -> Arg | None:
        """Return the argument called `name`, or None."""
        for k, v in self.args:
            if k == name:
                return v
        return None

    def __str__(self) -> str:
        return render(self, "en")


Arg: TypeAlias = "int | str | Seat | Text | TextList"
"""What a message argument may be (see the module docstring)."""


def engine_text(key: str, **args: Arg) -> Text:
    """Return a message of the engine catalogue (shared by every game)."""
    return Text.of(ENGINE, key, **args)


# -- catalogues ---------------------------------------------------------------------------
_ADDED: dict[tuple[str, str], dict[str, str]] = {}


def add_catalogue(domain: str, lang: str, entries: Mapping[str, str]) -> None:
    """Add a catalogue that has no file (a test game's); it replaces any earlier one."""
    _ADDED[domain, lang] = dict(entries)
    catalogue.cache_clear()


@cache
def catalogue(domain: str, lang: str) -> Mapping[str, str]:
    """Return the catalogue of `domain` in `lang` (empty if there is none), read once."""
    if (domain, lang) in _ADDED:
        return _ADDED[domain, lang]
    path = resource_path(domain, f"texts.{lang}.json")
    if not path.is_file():
        return {}
    raw = json.loads(path.read_text(encoding="utf-8"))
    return {str(k): str(v) for k, v in raw.items() if not str(k).startswith("//")}


def text_keys(domain: str, lang: str) -> set[str]:
    """Return the message keys of a catalogue, plural suffixes and forms removed."""
    return {_base_key(k) for k in catalogue(domain, lang)}


def _base_key(key: str) -> str:
    key = key.split("@", 1)[0]
    for suffix in ("_one", "_other"):
        if key.endswith(suffix):
            return key[: -len(suffix)]
    return key


def placeholders(template: str) -> set[str]:
    """Return the argument names a template uses."""
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


_MISSES: set[tuple[str, str, str]] = set()


def missing_keys() -> set[tuple[str, str, str]]:
    """Return every (domain, language, key) looked up and not found since the last call."""
    out = set(_MISSES)
    _MISSES.clear()
    return out


def _plural_form(lang: str, n: int) -> str:
    """CLDR plural category: English has one/other, Japanese only other."""
    return "one" if lang == "en" and n == 1 else "other"


def _template(domain: str, key: str, lang: str, n: int | None) -> str | None:
    """Return the template of `key` (the plural form for `n`), trying the fallbacks in order."""
    for dom, lng in ((domain, lang), (ENGINE, lang), (domain, "en"), (ENGINE, "en")):
        cat = catalogue(dom, lng)
        if n is not None:
            form = cat.get(f"{key}_{_plural_form(lng, n)}") or cat.get(f"{key}_other")
            if form is not None:
                return _note_fallback(domain, key, lang, lng, form)
        if key in cat:
            return _note_fallback(domain, key, lang, lng, cat[key])
    _MISSES.add((domain, lang, key))
    return None


def _note_fallback(domain: str, key: str, lang: str, found_in: str, template: str) -> str:
    if found_in != lang:
        _MISSES.add((domain, lang, key))
    return template


# -- rendering ----------------------------------------------------------------------------
class _Piece(str):
    """A rendered argument that knows its article form for `{arg:a}`."""

    __slots__ = ("article",)
    article: str

    def __new__(cls, text: str, article: str | None = None) -> _Piece:
        piece = super().__new__(cls, text)
        piece.article = article if article is not None else text
        return piece

    def __format__(self, spec: str) -> str:
        if spec == "a":
            return self.article
        return format(str(self), spec)


def render(text: Arg, lang: str = "en", names: Sequence[str] | None = None) -> str:
    """Return `text` in `lang` ("en" or "ja"), seats named by `names` (else "Player N").

    Any argument value renders as it would inside a message (a number, a list of names).
    """
    return str(_render_arg(text, lang, names))


def _render_text(text: Text, lang: str, names: Sequence[str] | None) -> _Piece:
    n = text.arg("n")
    count = n if isinstance(n, int) else None
    template = _template(text.domain, text.key, lang, count)
    if template is None:
        return _Piece(text.key)
    values = {k: _render_arg(v, lang, names) for k, v in text.args}
    try:
        out = template.format_map(_Args(values))
    except (ValueError, IndexError):
        _MISSES.add((text.domain, lang, text.key))
        out = template
    return _Piece(out, _article(text, lang, out))


def _article(text: Text, lang: str, rendered: str) -> str:
    if lang != "en" or text.args:
        return rendered
    explicit = catalogue(text.domain, "en").get(f"{text.key}@a")
    if explicit is not None:
        return explicit
    return ("an " if rendered[:1].lower() in "aeiou" else "a ") + rendered


class _Args(dict[str, Any]):
    """Arguments of a template; an unknown field renders as itself (and is recorded)."""

    def __missing__(self, key: str) -> str:
        _MISSES.add(("?", "?", key))
        return "{" + key + "}"


def _render_arg(value: Arg, lang: str, names: Sequence[str] | None) -> _Piece:
    if isinstance(value, Text):
        return _render_text(value, lang, names)
    if isinstance(value, Seat):
        return _Piece(_seat_name(value.index, lang, names))
    if isinstance(value, TextList):
        return _Piece(_join([_render_arg(v, lang, names) for v in value.items], value, lang))
    return _Piece(str(value))


def _seat_name(index: int, lang: str, names: Sequence[str] | None) -> str:
    if names is not None and 0 <= index < len(names):
        return names[index]
    return render(engine_text("seat", number=index + 1), lang)


def _join(items: Iterable[str], value: TextList, lang: str) -> str:
    return join_words(list(items), lang, value.conjunction)


def join_words(parts: Sequence[str], lang: str, conjunction: str = "and") -> str:
    """Join already rendered words as `lang` lists them ("A, B and C" / "A、B、C")."""
    if lang == "ja":
        return ("、" if conjunction == "and" else "または").join(parts)
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + f" {conjunction} " + parts[-1]
