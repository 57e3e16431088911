"""The pots as records: a pot and who may win it (:class:`Pot`), how a pot was divided (:class:`Split`,
:class:`OddChip`) and every pot of a hand settled (:class:`PotAward`, :class:`Settlement`). The arithmetic that
makes them is :mod:`rulescore.rules.pots`."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Pot:
    """One pot."""

    amount: int
    """Chips in the pot."""
    eligible: tuple[str, ...]
    """Players who may win it (live players who put in at least this pot's level), in seat order."""

    def to_dict(self) -> dict:
        return {"amount": self.amount, "eligible": list(self.eligible)}


def pot_name(k: int) -> str:
    """A pot's name as the JSON writes it, by its index: ``main pot`` (0), ``side pot 1``, ... (the words say
    it in a language: ``ruling-pot-name``)."""
    return "main pot" if k == 0 else f"side pot {k}"


def pot_index(name: object) -> int | None:
    """The index of the pot the JSON names ``name`` (``main pot`` -> 0, ``side pot 2`` -> 2); ``None`` for none."""
    text = str(name)
    if text == "main pot":
        return 0
    head, _, k = text.rpartition(" ")
    return int(k) if head == "side pot" and k.isdigit() and int(k) > 0 and pot_name(int(k)) == text else None


@dataclass(frozen=True)
class OddChip:
    """Chips left over after an even split, and where they went."""

    part: str
    """What was split: ``"pot"``, ``"high half"``, ``"low half"`` or ``"whole pot"`` (hi/lo halves)."""
    to: str
    """A player, or ``"high"`` for the odd chip of a hi/lo pot (RU-20 B)."""
    amount: int
    """Chips."""

    def to_dict(self) -> dict:
        return {"part": self.part, "to": self.to, "amount": self.amount}


@dataclass(frozen=True)
class Split:
    """One pot divided among its winners."""

    amount: int
    """Chips split."""
    high: tuple[str, ...]
    """Winners of the pot (or of its high half), in order from the button."""
    low: tuple[str, ...] = ()
    """Hi/lo: winners of the low half (empty: no qualifying low, the high takes all)."""
    halves: tuple[int, int] | None = None
    """Hi/lo with a low: (high half, low half)."""
    shares: dict[str, int] = field(default_factory=dict)
    """Chips each winner receives from this pot."""
    odd_chips: tuple[OddChip, ...] = ()
    """Chips that did not divide evenly, in the order they were given."""
    unit: int = 1
    """The chip the split was made in (smallest denomination in play)."""

    @property
    def odd_chip_to(self) -> str | None:
        """The player given the first odd chip (``None`` when it divided evenly)."""
        players = [o.to for o in self.odd_chips if o.to != "high"]
        return players[0] if players else None

    def to_dict(self) -> dict:
        d = {"amount": self.amount, "high": list(self.high), "shares": dict(self.shares),
             "odd_chips": [o.to_dict() for o in self.odd_chips], "odd_chip_to": self.odd_chip_to,
             "odd_amount": sum(o.amount for o in self.odd_chips if o.to != "high"), "unit": self.unit}
        if self.low or self.halves:
            d["low"] = list(self.low)
            d["halves"] = {"high": self.halves[0], "low": self.halves[1]} if self.halves else None
        return d


@dataclass(frozen=True)
class PotAward:
    """How one pot was settled."""

    name: str
    """``"main pot"`` or ``"side pot N"``."""
    pot: Pot
    """The pot (amount and eligible players)."""
    split: Split
    """Its winners and shares."""

    def to_dict(self) -> dict:
        d = {"name": self.name, "amount": self.pot.amount, "eligible": list(self.pot.eligible)}
        d.update({k: v for k, v in self.split.to_dict().items() if k != "amount"})
        return d


@dataclass(frozen=True)
class Settlement:
    """Every pot of a hand settled, each on its own (03.8, RU-21)."""

    pots: tuple[Pot, ...]
    """Main pot first."""
    awarded: tuple[PotAward, ...] = ()
    """Per pot, in the order settled: the last side pot first, the main pot last (IA-03-2, IA-03-3)."""
    awards: dict[str, int] = field(default_factory=dict)
    """Chips each player wins, summed over the pots, in seat order."""
    unit: int = 1
    """The chip splits are made in."""
    returned: dict[str, int] = field(default_factory=dict)
    """Chips nobody called, handed back before the pots are made."""

    @property
    def settle_order(self) -> list[str]:
        """Pot names in the order they are settled."""
        return [a.name for a in self.awarded]

    def to_dict(self) -> dict:
        return {"pots": [p.to_dict() for p in self.pots], "awards": dict(self.awards),
                "settle_order": self.settle_order, "settled": [a.to_dict() for a in self.awarded],
                "unit": self.unit, "returned": dict(self.returned)}
