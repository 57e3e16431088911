"""A history file as hands: its bytes (never more than :data:`MAX_BYTES`), its encoding (detected, not
assumed) and where each hand starts, so that one hand is decoded and parsed without the others.

* **Size.** A file over :data:`MAX_BYTES` is refused in one line before anything is read.
* **Encoding.** A byte-order mark says it (UTF-8, UTF-16 or UTF-32 with a BOM: Full Tilt's export is
  UTF-16); without one, zero bytes at every other place are UTF-16 without a BOM (a few stray zero bytes in
  one-byte text, as a broken export writes after its line ends, are dropped), a text that is valid
  UTF-8 is UTF-8, and anything else is what charset-normalizer finds (cp1252 for the PokerStars euro files,
  for example). A text none of these read is refused in one line.
* **Hands.** Each site's hand starts with a line of its own (``PokerStars Hand #``, ``Full Tilt Poker Game #``,
  ``Stage #``, ``***** History for hand``, ``***** Hand History for Game``, iPoker's ``<game gamecode=``); a
  ``.phhs`` file has a section header (``[1]``) before each hand. The starts are found with one scan of the
  bytes (in an encoding where ASCII stays ASCII) and hand ``k`` is the text from its start to the next one,
  so the time and memory of ruling hand ``k`` do not grow with the hands after it. Each hand is given to
  pokerkit's reader followed by the blank lines its pattern expects (the last hand of a file included).
"""

from __future__ import annotations

import codecs
import contextlib
import re
from dataclasses import dataclass, field
from pathlib import Path

from ..records.errors import ScenarioError

#: The largest history file read (bytes). A month of PokerStars hands is a few MB; 50 MB files answer a
#: ``--hand N`` in a second or two.
MAX_BYTES = 256 * 2**20
#: Bytes the encoding is detected from when there is no byte-order mark.
SAMPLE = 1 << 20
_BOMS = ((codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"), (codecs.BOM_UTF8, "utf-8"),
         (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"))
#: Where a hand starts, for each format (a line of the site's own, or a ``.phhs`` section header).
STARTS = {
    # PokerStars, Full Tilt from 2016 ("Full Tilt Hand #", "Full Tilt Rush Hand #") and the sites that write
    # PokerStars' lines under their own names (Run It Once, PokerMaster, PokerBros)
    "pokerstars": r"^[ \t]*(?:PokerStars|POKERSTARS|Full Tilt(?: Rush)? Hand|Run It Once Poker Hand|PokerMaster Hand|"
                  r"PokerBros Hand)\b[^\r\n]*?#\d+",
    "fulltilt": r"^[ \t]*Full ?Tilt ?Poker\b[^\r\n]*?Game #\d+",
    "ipoker": r"<game\s+gamecode=",
    "absolute": r"^[ \t]*Stage #\w+",
    "ongame": r"^[ \t]*\*{5} History for hand ",
    "partypoker": r"^[ \t]*\*{5} Hand History [Ff]or Game \d+",
    "phh": r"^[ \t]*\[[^\[\]\r\n]+\][ \t]*(?:#[^\r\n]*)?\r?$",
}
#: A PartyPoker line that belongs before a hand (pokerkit's reader wants ``Game #N starts.`` first).
_PARTY_PREFIX = re.compile(r"(?m)^(?:Game #\d+ starts\.|#Game No\s*:.*)\r?$")


@dataclass
class HandFile:
    """The hands of one history file, each decoded only when asked for (:meth:`hand`)."""

    source: str
    format: str
    encoding: str
    data: bytes | str
    """The file's bytes after any byte-order mark (``str`` when the encoding is not ASCII-compatible, as
    UTF-16 is, and the file was decoded whole)."""
    starts: list[int] = field(default_factory=list)
    header: str = ""
    """Text before the first hand that every hand needs (iPoker's ``<session>`` general part)."""
    sessions: list[int] = field(default_factory=list)
    """iPoker: where each ``<session>`` starts (a file may hold several, each with its own game and stakes)."""

    @property
    def count(self) -> int:
        return len(self.starts)

    def raw(self, k: int) -> str:
        """The text of hand ``k`` (1-based) as the file has it."""
        begin = self.starts[k - 1]
        end = self.starts[k] if k < len(self.starts) else len(self.data)
        part = self.data[begin:end]
        if isinstance(part, str):
            return part
        try:
            return part.decode(self.encoding)
        except UnicodeDecodeError as exc:
            if self.encoding == "utf-8":  # detected from the file's first MB; a later hand in the sites' code page
                with contextlib.suppress(UnicodeDecodeError):
                    return part.decode("cp1252")
            raise ScenarioError(f"{self.source}: hand {k}: not {self.encoding} text (byte {begin + exc.start} of the "
                                f"file)") from None

    def session(self, k: int) -> str:
        """iPoker: the general part of the ``<session>`` hand ``k`` belongs to (its game type, stakes, currency)."""
        begin = self.starts[k - 1]
        at = max((s for s in self.sessions if s < begin), default=None)
        if at is None:
            return self.header
        first = next(s for s in self.starts if s > at)
        part = self.data[at:first]
        return part if isinstance(part, str) else part.decode(self.encoding, errors="replace")

    def hand(self, k: int) -> str:
        """Hand ``k`` (1-based) as its reader takes it: line ends made ``\\n``, what the site puts before a
        hand added (iPoker's session header, PartyPoker's ``Game #N starts.``), blank lines after it."""
        text = self.raw(k).replace("\r\n", "\n").replace("\r", "\n")
        if self.format == "phh":
            return text.split("\n", 1)[1] if "\n" in text else ""
        if self.format == "ipoker":
            end = text.find("</game>")
            text = self.session(k) + "\n" + (text[:end + len("</game>")] if end >= 0 else text)
        elif self.format == "partypoker":
            text = _PARTY_PREFIX.sub("", text).strip("\n")
            number = re.match(r"\*+ Hand History [Ff]or Game (\d+)", text)
            text = f"Game #{number.group(1) if number else 0} starts.\n\n#Game No : 0\n" + text
        return text.strip("\n").rstrip() + "\n\n\n"


def read_file(path: str | Path, fmt: str) -> HandFile:
    """The hands of the history file ``path`` in format ``fmt`` (one line refusing a file that is too
    large, unreadable or not text)."""
    source = str(path)
    try:
        size = Path(path).stat().st_size
        if size > MAX_BYTES:
            raise ScenarioError(f"{source}: {size / 2**20:.0f} MB; rulescore reads hand histories of at most "
                                f"{MAX_BYTES // 2**20} MB (split the file, or export fewer hands)")
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise ScenarioError(f"{source}: cannot read the history ({exc.__class__.__name__}: {exc})") from None
    return split(raw, fmt, source)


def split(raw: bytes | str, fmt: str, source: str = "<text>") -> HandFile:
    """The hands of a history given as bytes or text."""
    if isinstance(raw, str):
        data: bytes | str = raw.lstrip("\ufeff")
        encoding = "utf-8"
    else:
        if len(raw) > MAX_BYTES:
            raise ScenarioError(f"{source}: {len(raw) / 2**20:.0f} MB; rulescore reads hand histories of at most "
                                f"{MAX_BYTES // 2**20} MB (split the file, or export fewer hands)")
        raw = without_stray_zeros(raw)
        encoding, skip = detect(raw, source)
        body = raw[skip:]
        data = body
        if not _ascii_compatible(encoding):
            try:
                data = body.decode(encoding)
            except UnicodeDecodeError as exc:
                if exc.start < len(body) - 4:
                    raise ScenarioError(f"{source}: not {encoding} text (byte {skip + exc.start})") from None
                data = body[:exc.start].decode(encoding)  # a file cut off in its last character
    pattern = STARTS[fmt]
    if isinstance(data, bytes):
        starts = [m.start() for m in re.finditer(pattern.encode("ascii"), data, re.MULTILINE)]
    else:
        starts = [m.start() for m in re.finditer(pattern, data, re.MULTILINE)]
    header = ""
    if fmt == "ipoker" and starts:
        head = data[:starts[0]]
        header = head if isinstance(head, str) else head.decode(encoding, errors="replace")
    if fmt == "phh" and not starts:
        starts = [0]  # one hand, no section header: the whole text
        data = ("[1]\n" + data) if isinstance(data, str) else (b"[1]\n" + data)
    sessions: list[int] = []
    if fmt == "ipoker":
        mark = r"<session\b"
        sessions = [m.start() for m in (re.finditer(mark.encode("ascii"), data) if isinstance(data, bytes) else
                                        re.finditer(mark, data))]
    return HandFile(source=source, format=fmt, encoding=encoding, data=data, starts=starts, header=header,
                    sessions=sessions)


def without_stray_zeros(raw: bytes) -> bytes:
    """``raw`` without its zero bytes when it has a few of them but is not UTF-16 or UTF-32 (a zero byte at every
    other place, or a byte-order mark): an export's broken line ends write a NUL after each one."""
    head = raw[:SAMPLE]
    if 0 < head.count(0) * 4 < len(head) and not head.startswith(tuple(b for b, _ in _BOMS)):
        return raw.replace(b"\0", b"")
    return raw


def detect(raw: bytes, source: str = "<text>") -> tuple[str, int]:
    """``(encoding, bytes of byte-order mark)`` of a history's bytes (module docstring)."""
    for bom, name in _BOMS:
        if raw.startswith(bom):
            return name if name != "utf-8" else "utf-8", len(bom) if name == "utf-8" else 0
    sample = raw[:SAMPLE]
    zeros = sample.count(0)
    if zeros and zeros * 4 >= len(sample):  # UTF-16 without a byte-order mark: ASCII text has every other byte 0
        odd = sample[1::2].count(0)
        return ("utf-16-le" if odd >= sample[0::2].count(0) else "utf-16-be"), 0
    try:
        codecs.getincrementaldecoder("utf-8")().decode(sample, final=len(sample) == len(raw))
        return "utf-8", 0
    except UnicodeDecodeError:
        pass
    from charset_normalizer import from_bytes  # lazy: only a file that is not UTF-8 needs it

    found = from_bytes(sample)
    best = found.best()
    if best is None or zeros:
        raise ScenarioError(f"{source}: not text in any encoding rulescore detects (UTF-8, UTF-16, cp1252, ...)")
    # a one-byte Western text fits several code pages alike; the sites export Windows-1252 (the euro at 0x80)
    latin = all(a.startswith(("Basic Latin", "Latin", "General Punctuation", "Currency", "Control", "Letterlike"))
                for a in best.alphabets)
    if latin:
        try:
            sample.decode("cp1252")
            return "cp1252", 0
        except UnicodeDecodeError:
            pass
    return codecs.lookup(best.encoding).name, 0


def _ascii_compatible(encoding: str) -> bool:
    """Whether every byte below 128 is that ASCII character on its own (UTF-8 and the one-byte code pages):
    hand starts can then be found in the bytes."""
    name = codecs.lookup(encoding).name
    if name in ("utf-8", "ascii"):
        return True
    try:
        return len(bytes(range(256)).decode(name, errors="replace")) == 256 and bytes(range(128)).decode(name) == \
            "".join(map(chr, range(128)))
    except (UnicodeDecodeError, LookupError):
        return False
