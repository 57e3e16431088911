"""pokerkit beside rulescore: pokerkit as a differential oracle (:mod:`~rulescore.oracle.kit`), random streets played
through both (:mod:`~rulescore.oracle.streets`) and real hand histories replayed at every decision point and
compared (:mod:`~rulescore.oracle.realhands`)."""
