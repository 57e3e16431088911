"""Where an erratum's replacement goes in a source text, and whether the text then reads.

An erratum locates its place by a few words of the source (``quote``) and says how much its replacement
replaces (``scope``):

``sentence``
    the sentence the quoted words stand in;
``paragraph``
    the paragraph they stand in: the lines under a numbered heading (a rule's body, a lead-in with its
    list), up to the next heading, blank line or lettered part (``A:``, ``Б:``), or an example's heading with
    its line of text (and any list under it): a line after that is a paragraph of its own (the Addendum's
    closing note after its last example); a numbered heading (``08.7 – Undercall``) is a paragraph of its own;
``insert_after``
    nothing: the replacement is added right after the sentence the quoted words stand in.

Quoted words that run across two sentences or two paragraphs (a heading and the body that repeats its wrong
term) name every sentence or paragraph they touch.

The five sources are plain text with one paragraph to a line, headings on lines of their own and lists as
lines that start with ``-`` (the seed files in ``../shared/seeds``). :func:`apply` puts a replacement in
place; :func:`review` says what a committee would refuse in the result. Nothing here knows a rule.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..records.errors import CatalogueError

SCOPES = ("sentence", "paragraph", "insert_after")

#: An instruction to the editor where the text to paste should be ("Add: ...").
INSTRUCTION = re.compile(r"^\s*(Add|Insert|Replace|Delete|Dodać|Dodaj|Wstawić|Zastąpić|Zastąp|Usunąć|"
                         r"Дополнить|Добавить|Заменить|Удалить)\b", re.I)
#: Words copied from the source in a row that a replacement may not reach (the project's own-words rule).
COPY_RUN = 12
_ABBREVIATIONS = {"np", "tzw", "itp", "itd", "tj", "ok", "nr", "pkt", "wg", "ang", "tzn", "m.in", "напр", "т.е",
                  "т.д", "т.п", "др", "см", "ср", "e.g", "i.e", "ex", "vs"}
_CAPITAL = "A-ZĄĆĘŁŃÓŚŹŻА-ЯЁ"
_OPEN = "„“\"«(['"
_CLOSE = "”\"»)’'\\]"
_QUOTES = "\"„“”«»"
_DASHES = "-–—"


class ScopeError(CatalogueError):
    """A replacement that cannot be put in place: its quote is not found once in the text."""


# ----------------------------------------------------------------------------------------- locating
def normalise(text: str) -> str:
    """Text compared for quotes: case folded, every run of white space one space, typographic quotes and
    dashes as plain ones."""
    t = text.replace("\u00a0", " ")
    t = re.sub(f"[{_QUOTES}]", '"', t)
    t = re.sub(f"[{_DASHES[1:]}]", "-", t)
    return re.sub(r"\s+", " ", t).strip().casefold()


def _pattern(quote: str) -> re.Pattern:
    parts: list[str] = []
    for ch in quote.strip():
        if ch.isspace():
            if parts and parts[-1] != r"\s+":
                parts.append(r"\s+")
        elif ch in _QUOTES:
            parts.append(f"[{_QUOTES}]")
        elif ch in _DASHES:
            parts.append(f"[{_DASHES}]")
        else:
            parts.append(re.escape(ch))
    return re.compile("".join(parts), re.I)


def locate(quote: str, text: str) -> tuple[int, int]:
    """Where ``quote`` stands in ``text`` (start, end); :class:`ScopeError` unless it stands there once."""
    found = [m.span() for m in _pattern(quote).finditer(text)]
    if len(found) != 1:
        where = "not found" if not found else f"found {len(found)} times"
        raise ScopeError(f"the quote {quote!r} is {where} in the source text")
    return found[0]


# ------------------------------------------------------------------------------------- paragraphs
def _is_heading(line: str) -> bool:
    s = line.strip()
    if not s or s.startswith("- "):
        return False
    end = s.rstrip(_CLOSE + "\"")
    return bool(end) and end[-1] not in ".:;,!?…" and len(s.split()) <= 20


def _is_section_heading(line: str) -> bool:
    """A numbered heading of a rule or section (``08.7 – Undercall``, ``IA-03 – ...``, ``51. ...``,
    ``13: ...``): a paragraph of its own; an example's heading (``Przykład 2 – ...``, ``Ilustracja 03-C –
    ...``) opens the paragraph of its text instead."""
    return _is_heading(line) and bool(re.match(r"^\s*(IA-\d\d|\d\d\.\d+|\d+[.:])\s", line))


def _is_part(line: str) -> bool:
    return bool(re.match(rf"^[{_CAPITAL}](\s*:|\))\s", line.strip() + " "))


@dataclass(frozen=True)
class Span:
    start: int
    end: int


def paragraphs(text: str) -> list[Span]:
    """The paragraphs of ``text`` (module docstring), as spans without their final line break."""
    out: list[Span] = []
    start: int | None = None
    end = 0
    pos = 0
    alone = False
    example = False  # the paragraph is an example's heading ...
    told = False  # ... and already has its line of text
    for line in text.splitlines(keepends=True):
        body = line.rstrip("\r\n")
        first = pos
        pos += len(line)
        if not body.strip():
            if start is not None:
                out.append(Span(start, end))
                start = None
            continue
        listed = body.lstrip().startswith("- ")
        new = start is None or _is_part(body) or _is_heading(body) or alone or (told and not listed)
        if new and start is not None:
            out.append(Span(start, end))
        if new:
            start = first
            example = _is_heading(body) and not _is_section_heading(body)
            told = False
        elif example and not listed:
            told = True
        end = first + len(body)
        alone = _is_section_heading(body)
    if start is not None:
        out.append(Span(start, end))
    return out


def paragraph_at(text: str, pos: int) -> Span:
    for p in paragraphs(text):
        if p.start <= pos < p.end:
            return p
    raise ScopeError(f"position {pos} is in no paragraph")


# -------------------------------------------------------------------------------------- sentences
def sentences(text: str, span: Span | None = None) -> list[Span]:
    """The sentences of one paragraph of ``text`` (the whole text when ``span`` is None): a sentence ends at
    a full stop, question or exclamation mark followed by a capital, a digit or a list line, and at the end
    of a heading line; a lead-in ending with a colon runs on into its list."""
    span = span or Span(0, len(text))
    chunk = text[span.start:span.end]
    cuts: list[int] = [0]
    lines = chunk.split("\n")
    offset = 0
    for k, line in enumerate(lines):
        if _is_heading(line) and k + 1 < len(lines):
            cuts.append(offset + len(line) + 1)
        offset += len(line) + 1
    end_mark = re.compile(rf"[.!?…][{re.escape(_CLOSE)}]*(?=\s+(?:[{re.escape(_OPEN)}]*[{_CAPITAL}0-9]|- ))")
    for m in end_mark.finditer(chunk):
        before = re.search(r"([\w.]+)\.$", chunk[:m.start() + 1])
        if before and before.group(1).lower().rstrip(".") in _ABBREVIATIONS:
            continue
        if re.search(r"(^|\n)\d+\.$", chunk[:m.start() + 1]):
            continue  # the number of a numbered heading ("51. Cofanie żetonów")
        nxt = re.match(r"\s+", chunk[m.end():])
        cuts.append(m.end() + (nxt.end() if nxt else 0))
    cuts = sorted(set(c for c in cuts if 0 <= c < len(chunk)))
    out = []
    for i, c in enumerate(cuts):
        e = cuts[i + 1] if i + 1 < len(cuts) else len(chunk)
        seg = chunk[c:e]
        stripped = seg.rstrip()
        if stripped.strip():
            lead = len(seg) - len(seg.lstrip())
            out.append(Span(span.start + c + lead, span.start + c + len(stripped)))
    return out


def sentence_at(text: str, pos: int) -> Span:
    para = paragraph_at(text, pos)
    for s in sentences(text, para):
        if s.start <= pos < s.end:
            return s
    raise ScopeError(f"position {pos} is in no sentence")


# --------------------------------------------------------------------------------------- applying
def target(scope: str, quote: str, text: str) -> Span:
    """The span a replacement of ``scope`` replaces (for ``insert_after``: the empty span after the
    sentence)."""
    if scope not in SCOPES:
        raise ScopeError(f"scope {scope!r} is not one of {', '.join(SCOPES)}")
    at, until = locate(quote, text)
    last = max(at, until - 1)
    if scope == "paragraph":
        first, end = paragraph_at(text, at), paragraph_at(text, last)
        return Span(first.start, max(first.end, end.end))
    first, end = sentence_at(text, at), sentence_at(text, last)
    return Span(first.start, max(first.end, end.end)) if scope == "sentence" else Span(end.end, end.end)


def put(scope: str, quote: str, replacement: str, text: str) -> str:
    """``text`` with ``replacement`` in place of what ``scope`` names around ``quote``."""
    t = target(scope, quote, text)
    new = replacement.strip()
    if scope == "insert_after":
        new = " " + new
    return text[:t.start] + new + text[t.end:]


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", normalise(text))


def copied(replacement: str, source: str, run: int = COPY_RUN) -> str | None:
    """The first ``run`` words in a row of ``replacement`` that also stand in a row in ``source``."""
    src = _words(source)
    runs = {" ".join(src[i:i + run]) for i in range(len(src) - run + 1)}
    words = _words(replacement)
    for i in range(len(words) - run + 1):
        chunk = " ".join(words[i:i + run])
        if chunk in runs:
            return chunk
    return None


def check(scope: str, quote: str, replacement: str, text: str) -> list[str]:
    """What a committee would refuse in ``text`` once ``replacement`` is in place (an empty list when it
    reads): the quote not found once, an instruction to the editor instead of text, words copied from the
    source, the wrong words left in place, a sentence that now stands twice."""
    problems: list[str] = []
    if INSTRUCTION.match(replacement):
        problems.append(f"the replacement is an instruction to the editor, not text to paste "
                        f"({replacement.split()[0]!r})")
    run = copied(replacement, text)
    if run:
        problems.append(f"the replacement copies {COPY_RUN} words in a row of the source ({run!r})")
    try:
        t = target(scope, quote, text)
        after = put(scope, quote, replacement, text)
    except ScopeError as exc:
        return problems + [str(exc)]
    para = paragraph_at(after, min(t.start, len(after) - 1)) if after.strip() else Span(0, 0)
    seen: dict[str, int] = {}
    for s in sentences(after, para):
        key = normalise(after[s.start:s.end]).strip(" .")
        if len(key.split()) >= 3:
            seen[key] = seen.get(key, 0) + 1
    twice = [k for k, n in seen.items() if n > 1]
    if twice:
        problems.append(f"a sentence now stands twice in the paragraph ({twice[0][:60]!r})")
    if scope != "insert_after" and normalise(quote) in normalise(after[para.start:para.end]) \
            and normalise(quote) not in normalise(replacement):
        problems.append("the quoted words are still in place after the replacement")
    return problems


__all__ = ["COPY_RUN", "INSTRUCTION", "SCOPES", "ScopeError", "Span", "check", "copied", "locate", "normalise",
           "paragraph_at", "paragraphs", "put", "sentence_at", "sentences", "target"]
