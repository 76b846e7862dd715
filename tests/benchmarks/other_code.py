"""Run a script with the app's package taken from another checkout, to measure before and after.

    python tests/benchmarks/other_code.py DIR SCRIPT [ARGS...]

DIR is a checkout of another commit (for example `git worktree add /tmp/before COMMIT`, or
`git archive COMMIT companion resources | tar -x -C /tmp/before`): `companion` and
`companion.resources` are imported from DIR/companion and DIR/resources instead of this checkout
(whose editable install would otherwise win), then SCRIPT runs as __main__ with ARGS. The benchmark
scripts themselves stay this checkout's, so the same measurement runs on both.
"""

from __future__ import annotations

import importlib.util
import runpy
import sys
from pathlib import Path


def main() -> None:
    code, script = Path(sys.argv[1]).resolve(), Path(sys.argv[2]).resolve()
    sys.meta_path[:] = [f for f in sys.meta_path if "editable" not in repr(f)]
    sys.path.insert(0, str(code))
    import companion

    assert Path(companion.__file__).is_relative_to(code), companion.__file__
    spec = importlib.util.spec_from_file_location(
        "companion.resources", code / "resources" / "__init__.py",
        submodule_search_locations=[str(code / "resources")])
    assert spec is not None
    sys.modules["companion.resources"] = importlib.util.module_from_spec(spec)
    print(f"(the app's code from {code})", file=sys.stderr)
    sys.argv[:] = [str(script), *sys.argv[3:]]
    sys.path.insert(0, str(script.parent))
    runpy.run_path(str(script), run_name="__main__")


if __name__ == "__main__":
    main()
