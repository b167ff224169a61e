"""Where Japanese text may break: between phrases (文節), never inside one.

Japanese has no spaces, so text layout (Qt's, and the printed sheets') may break a line between
any two characters: 「配/置」, 「パステルバイオレッ/ト」. BudouX, a small model made for this,
splits a sentence into phrases; `breakable` glues each phrase together with WORD JOINERs
(U+2060: no break here, no width) and marks the phrase ends with ZERO WIDTH SPACEs (U+200B: a
break may go here), so any Unicode line breaker (Qt's) wraps only between phrases. The closing
punctuation 「、。」 stays on its phrase (BudouX attaches it there, and the line-breaking rules
never start a line with it).

Text without Japanese is returned unchanged. Qt-free: the printing path uses `phrases` too.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from functools import lru_cache

import budoux

__all__ = ["BREAK", "JOINER", "LONGEST_PHRASE", "breakable", "has_japanese", "phrases", "plain"]

JOINER = "\u2060"
"""WORD JOINER: forbids a line break at its place, takes no width."""
BREAK = "\u200b"
"""ZERO WIDTH SPACE: allows a line break at its place, takes no width."""

LONGEST_PHRASE = 16
"""A phrase longer than this (characters) may still break inside: better a break in a long word
than a line that overflows a narrow box."""


def _wide(char: str) -> bool:
    return unicodedata.east_asian_width(char) in ("W", "F")


def has_japanese(text: str) -> bool:
    """Return True when `text` holds a wide (CJK) character."""
    return any(_wide(char) for char in text)


@lru_cache(maxsize=1)
def _parser() -> budoux.Parser:
    return budoux.load_default_japanese_parser()


@lru_cache(maxsize=4096)
def phrases(text: str) -> tuple[str, ...]:
    """Split `text` into its phrases (joined with "" they give `text` back).

    Text without Japanese is one phrase. Spaces, tabs and newlines end a phrase: they are break
    opportunities anyway.
    """
    text = plain(text)
    if not has_japanese(text):
        return (text,) if text else ()
    out: list[str] = []
    for parsed in _parser().parse(text):
        # the model may keep a space inside a phrase; a space is where a line may break
        chunk = parsed
        while (cut := _first_space(chunk)) >= 0:
            out.append(chunk[: cut + 1])
            chunk = chunk[cut + 1 :]
        if chunk:
            out.append(chunk)
    return tuple(_closing_kept(out))


_CLOSING = frozenset("、。，．・：；？！）」』】〕ー々")
"""Characters a line must not begin with: they go with the phrase before them."""


def _narrow(char: str) -> bool:
    return bool(char) and not _wide(char) and char not in _SPACES


def _closing_kept(parts: list[str]) -> list[str]:
    """Closing punctuation joins the phrase before it; a Latin word or number is never split."""
    out: list[str] = []
    for whole in parts:
        if out and _narrow(out[-1][-1:]) and _narrow(whole[:1]):
            out[-1] += whole
            continue
        part = whole
        while out and part[:1] in _CLOSING:
            out[-1] += part[:1]
            part = part[1:]
        if part:
            out.append(part)
    return _opening_moved(out)


_OPENING = frozenset("（「『【〔［｛〈《")
"""Characters a line must not end with: they go with the phrase after them."""


def _opening_moved(parts: list[str]) -> list[str]:
    """Move opening brackets at the end of a phrase to the start of the next one."""
    out: list[str] = []
    carry = ""
    for whole in parts:
        part = carry + whole
        carry = ""
        while part and part[-1] in _OPENING:
            carry = part[-1] + carry
            part = part[:-1]
        if part:
            out.append(part)
    if carry:
        if out:
            out[-1] += carry
        else:
            out.append(carry)
    return out


def _first_space(text: str) -> int:
    return next((i for i, char in enumerate(text) if char in _SPACES), -1)


_SPACES = " \t\n\u3000"
"""Spaces (the ideographic one too): a line may break after each."""


def _glues(char: str) -> bool:
    return _wide(char) or _PLACEHOLDER <= ord(char) < _TAG


def _glued(phrase: str) -> str:
    """Join the characters of one phrase where a line could otherwise break (a wide side)."""
    if len(phrase) > LONGEST_PHRASE:
        return phrase
    out = phrase[:1]
    for before, after in itertools.pairwise(phrase):
        if (_glues(before) or _glues(after)) and not (_is_tag(before) or _is_tag(after)):
            out += JOINER
        out += after
    return out


_MARKUP = re.compile(r"(<[^>]*>|&[#A-Za-z0-9]+;|\{[^{}]*\}|%L?[0-9n])")
"""A tag or an entity of rich text, or a placeholder ("{0}", "{who}", "%1"): marks never go
inside one."""


@lru_cache(maxsize=4096)
def breakable(text: str) -> str:
    """Return `text` marked so that it wraps between phrases only (unchanged without Japanese).

    In rich text ("<b>…</b>", "&nbsp;") only the text between tags and entities is marked.
    """
    if not has_japanese(text):
        return text
    if not any(char in text for char in "<&{%"):
        return _marked(text)
    # Each tag, entity or placeholder stands in as one private-use character while the text is
    # split, so that "{n}個" stays one phrase and no mark lands inside "<b>". Placeholders glue
    # to their neighbours (a name and its particle); tags do not, and no mark goes next to one:
    # a mark alone between two block tags would make an empty paragraph.
    pieces = _MARKUP.split(text)
    kept = [piece for piece in pieces if _MARKUP.fullmatch(piece)]
    if len(kept) > _STAND_INS:
        return text
    codes = []
    placeholders = tags = 0
    for piece in kept:
        if piece[:1] in "{%":
            codes.append(chr(_PLACEHOLDER + placeholders))
            placeholders += 1
        else:
            codes.append(chr(_TAG + tags))
            tags += 1
    stand_in = iter(codes)
    masked = "".join(next(stand_in) if _MARKUP.fullmatch(p) else p for p in pieces)
    out = _marked(masked)
    for code, piece in zip(codes, kept, strict=True):
        out = out.replace(code, piece)
    return out


_PLACEHOLDER = 0xE000
"""First private-use code point standing in for a placeholder while the text is split."""
_TAG = 0xEC80
"""First private-use code point standing in for a tag or an entity."""
_STAND_INS = 0xF8FF - _TAG
"""Stand-ins available of each kind (the private-use area U+E000–U+F8FF, split in two)."""


def _is_tag(char: str) -> bool:
    return bool(char) and _TAG <= ord(char) < _TAG + _STAND_INS


def _marked(text: str) -> str:
    parts = phrases(text)
    out = ""
    for index, phrase in enumerate(parts):
        out += _glued(phrase)
        ends_in_space = phrase[-1:] in _SPACES
        at_tag = _is_tag(phrase[-1:]) or (index + 1 < len(parts) and _is_tag(parts[index + 1][:1]))
        if index + 1 < len(parts) and not ends_in_space and not at_tag:
            out += BREAK
    return out


def plain(text: str) -> str:
    """Return `text` without the marks `breakable` adds (for comparing, searching, copying)."""
    return text.replace(JOINER, "").replace(BREAK, "")
