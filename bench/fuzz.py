"""``make fuzz``: the fuzz properties of tests/test_fuzz.py with many more examples.

    .venv/bin/python -m bench.fuzz [EXAMPLES]      # default 10,000 per property

Each property (malformed mappings, malformed YAML text, valid streets with their invariants; and for
issue 15 a scenario typed as YAML ruled exactly as its mapping, keys given twice, anchors and alias bombs,
amounts written as YAML 1.1 scalars, players named like YAML 1.1 scalars or after words of the format)
runs EXAMPLES examples (the CLI property a fifth of that, since every example writes a file). An example
running longer than 20 s is reported as a hang. Prints the examples run and the wall time.
"""

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    examples = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    env = dict(os.environ, RULESCORE_FUZZ_EXAMPLES=str(examples), RULESCORE_FUZZ_HANG_SECONDS="20")
    t0 = time.perf_counter()
    code = subprocess.call([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                            "--hypothesis-show-statistics", str(ROOT / "tests" / "test_fuzz.py")], env=env, cwd=ROOT)
    print(f"fuzz: {examples} examples per property (CLI: {max(20, examples // 5)}), "
          f"{time.perf_counter() - t0:.0f} s, exit {code}")
    return code


if __name__ == "__main__":
    sys.exit(main())
