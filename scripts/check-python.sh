#!/usr/bin/env bash
# Checks a generated Python (FastAPI) backend as far as this machine can without PyPI:
#   1. every .py file compiles (python3 -m compileall, byte code kept out of the tree);
#   2. every import of a local module (app.*, tests.*) resolves to a generated module, and every name
#      imported from one is defined there;
#   3. every third-party import is declared in requirements.txt or requirements-dev.txt, every
#      requirement is pinned (name==version);
#   4. when a python3 here can import fastapi, httpx, pytest and uvicorn (Debian's python3-fastapi and
#      friends, say), the generated tests are run with it; otherwise that step is skipped, and says so;
#   5. with that python3, the API under uvicorn (in-memory store) is filled by the project's scripts/seed.mjs.
# Usage: scripts/check-python.sh <generated-app-dir>   (the project root, or its backend/ folder)
# Prints what it checked; exits non-zero on any failure. PYTHON=... picks the interpreter for steps 1-3.
set -euo pipefail

if [ $# -ne 1 ] || [ ! -d "$1" ]; then
  echo "Usage: $0 <generated-app-dir> (the project root or its backend/ folder)" >&2
  exit 2
fi
dir=$(cd "$1" && pwd)
if [ ! -f "$dir/requirements.txt" ] && [ -f "$dir/backend/requirements.txt" ]; then
  dir="$dir/backend"
fi
if [ ! -f "$dir/requirements.txt" ]; then
  echo "FAIL: no requirements.txt in $1 or $1/backend: not a generated Python backend" >&2
  exit 1
fi

python=${PYTHON:-python3}
if ! "$python" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 10) else 1)' 2>/dev/null; then
  echo "FAIL: $python is missing or older than Python 3.10 (needed for sys.stdlib_module_names)" >&2
  exit 1
fi
echo "Checking the Python backend in $dir with $("$python" --version 2>&1) ($(command -v "$python"))"

cache=$(mktemp -d)
trap 'rm -rf "$cache"' EXIT
status=0

# 1. Syntax: compile every file, with the byte code in a temporary folder.
count=$(find "$dir" -name '*.py' -not -path '*/.venv/*' | wc -l)
if [ "$count" -eq 0 ]; then
  echo "FAIL compile: no .py files"
  status=1
elif PYTHONPYCACHEPREFIX="$cache" "$python" -m compileall -q -x '/\.venv/' "$dir" >"$cache/compile.log" 2>&1; then
  echo "ok   compile: $count .py files"
else
  echo "FAIL compile:"
  sed 's/^/       /' "$cache/compile.log"
  status=1
fi

# 2 and 3. Imports, read from the syntax trees.
if ! PYTHONPYCACHEPREFIX="$cache" "$python" - "$dir" <<'PY'; then status=1; fi
import ast
import re
import sys
from pathlib import Path

root = Path(sys.argv[1])
files = sorted(path for path in root.rglob("*.py") if ".venv" not in path.parts)
failures = []  # local imports
requirement_failures = []

# Local top-level packages and modules: folders with __init__.py and .py files at the backend's root.
local = {path.name for path in root.iterdir() if path.is_dir() and (path / "__init__.py").is_file()}
local |= {path.stem for path in root.glob("*.py")}


def module_file(name):
    """The file of a local module (a.b -> a/b.py or a/b/__init__.py), or None."""
    base = root.joinpath(*name.split("."))
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


trees = {}


def tree_of(path):
    if path not in trees:
        trees[path] = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    return trees[path]


def defined_names(path):
    """The names a module defines at its top level (including inside if/try blocks) or imports."""
    names = set()

    def visit(statements):
        for node in statements:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                names.add(node.name)
            elif isinstance(node, ast.Assign):
                for target in node.targets:
                    names.update(n.id for n in ast.walk(target) if isinstance(n, ast.Name))
            elif isinstance(node, (ast.AnnAssign, ast.AugAssign)) and isinstance(node.target, ast.Name):
                names.add(node.target.id)
            elif isinstance(node, ast.Import):
                names.update((alias.asname or alias.name).split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                names.update(alias.asname or alias.name for alias in node.names)
            elif isinstance(node, (ast.If, ast.Try, ast.With)):
                for block in ("body", "orelse", "finalbody"):
                    visit(getattr(node, block, []))
                for handler in getattr(node, "handlers", []):
                    visit(handler.body)

    visit(tree_of(path).body)
    return names


def package_of(path):
    parts = list(path.relative_to(root).with_suffix("").parts)
    return parts[:-1] if parts[-1] != "__init__" else parts[:-1]


third_party = {}  # top-level import name -> files that import it
local_count = 0
for path in files:
    try:
        tree = tree_of(path)
    except SyntaxError:
        continue  # reported by the compile step
    where = path.relative_to(root)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets = [(alias.name, []) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                package = package_of(path)
                base = package[: len(package) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            targets = [(module, [alias.name for alias in node.names])]
        else:
            continue
        for module, names in targets:
            top = module.split(".")[0]
            if top in local:
                local_count += 1
                found = module_file(module)
                if found is None:
                    failures.append(f"{where}:{node.lineno}: imports {module}, which is not a generated module")
                    continue
                for name in names:
                    if name == "*" or module_file(f"{module}.{name}") is not None:
                        continue
                    if name not in defined_names(found):
                        failures.append(f"{where}:{node.lineno}: imports {name} from {module}, which does not define it")
            elif top and top not in sys.stdlib_module_names:
                third_party.setdefault(top, set()).add(str(where))

# Requirements: name==version lines, -r includes, comments.
normalise = lambda name: re.sub(r"[-_.]+", "-", name).lower()
declared = {}  # distribution name -> requirements file


def read_requirements(path, seen):
    if path in seen or not path.is_file():
        if not path.is_file():
            requirement_failures.append(f"{path.name}: included but missing")
        return
    seen.add(path)
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if line.startswith(("-r ", "--requirement ")):
            read_requirements(path.parent / line.split(None, 1)[1], seen)
            continue
        match = re.fullmatch(r"([A-Za-z0-9][A-Za-z0-9._-]*)(\[[^\]]*\])?\s*==\s*([A-Za-z0-9.+!*-]+)", line)
        if not match:
            requirement_failures.append(f"{path.name}:{number}: '{line}' is not pinned as name==version")
            continue
        declared[normalise(match.group(1))] = path.name


read = set()
for name in ("requirements.txt", "requirements-dev.txt"):
    if name == "requirements.txt" or (root / name).is_file():
        read_requirements(root / name, read)

# Import names that differ from the distribution that provides them (starlette comes with fastapi).
PROVIDED_BY = {
    "starlette": ["starlette", "fastapi"],
    "pydantic_core": ["pydantic-core", "pydantic"],
    "bson": ["pymongo"],
    "gridfs": ["pymongo"],
    "_pytest": ["pytest"],
    "yaml": ["pyyaml"],
    "dotenv": ["python-dotenv"],
    "jwt": ["pyjwt"],
    "multipart": ["python-multipart"],
}
used = set()
for top in sorted(third_party):
    providers = PROVIDED_BY.get(top, [normalise(top)])
    provider = next((name for name in providers if name in declared), None)
    importers = ", ".join(sorted(third_party[top])[:3]) + (" ..." if len(third_party[top]) > 3 else "")
    if provider is None:
        requirement_failures.append(f"third-party import {top} (in {importers}) is not declared in requirements*.txt")
    else:
        used.add(provider)
        via = "" if provider == normalise(top) else f" via {provider}"
        print(f"ok   {top}: declared in {declared[provider]}{via}")

if failures:
    print(f"FAIL local imports ({local_count} checked in {len(files)} files):")
    for failure in failures:
        print(f"       {failure}")
else:
    print(f"ok   local imports: {local_count} checked in {len(files)} files, each resolves to a generated module and name")
if requirement_failures:
    print("FAIL requirements:")
    for failure in requirement_failures:
        print(f"       {failure}")
else:
    print(f"ok   requirements: {len(third_party)} third-party imports declared, {len(declared)} requirements pinned")
unused = sorted(set(declared) - used)
if unused:
    print(f"note declared but not imported by name: {', '.join(unused)}")
sys.exit(1 if failures or requirement_failures else 0)
PY

# 4. The tests themselves, with a python3 that has the packages (PyPI is out of reach, Debian's are not).
runner=""
for candidate in "$python" python3 /usr/bin/python3; do
  if command -v "$candidate" >/dev/null 2>&1 &&
    "$candidate" -c 'import fastapi, httpx, pytest, uvicorn, jsonschema, pyrfc3339' >/dev/null 2>&1; then
    runner=$(command -v "$candidate")
    break
  fi
done
if [ -z "$runner" ] && [ "${CHECK_REQUIRE_TESTS:-}" = "1" ]; then
  echo "FAIL pytest: no python3 here can import fastapi, httpx, pytest, uvicorn, jsonschema and pyrfc3339, and CHECK_REQUIRE_TESTS=1"
  status=1
elif [ -z "$runner" ]; then
  echo "skip pytest: no python3 here can import fastapi, httpx, pytest, uvicorn, jsonschema and pyrfc3339 (PyPI is not reachable)"
else
  versions=$("$runner" -c 'import fastapi, pydantic; print(f"fastapi {fastapi.__version__}, pydantic {pydantic.VERSION}")')
  database="DATABASE_URL is not set: the database tests skip"
  if [ -n "${DATABASE_URL:-}" ]; then database="DATABASE_URL is set: the database tests run"; fi
  echo "run  pytest with $runner ($versions); $database"
  if (cd "$dir" && PYTHONPYCACHEPREFIX="$cache" "$runner" -m pytest -q -p no:cacheprovider >"$cache/pytest.log" 2>&1); then
    echo "ok   pytest: $(tail -n 1 "$cache/pytest.log")"
  else
    echo "FAIL pytest:"
    tail -n 40 "$cache/pytest.log" | sed 's/^/       /'
    status=1
  fi

  # 5. The API served as the README runs it (uvicorn, in-memory store), filled by the project's seed script.
  # Its database driver is imported on start even without DATABASE_URL: one missing here skips the step.
  driver=$(cd "$dir" && env -u DATABASE_URL AUTH_SECRET=seed-check PYTHONPYCACHEPREFIX="$cache" "$runner" -c 'import app.main' 2>&1 |
    sed -n "s/^ModuleNotFoundError: No module named '\([^']*\)'.*/\1/p" || true)
  if [ -n "$driver" ] && [ "${CHECK_REQUIRE_TESTS:-}" != "1" ]; then
    echo "skip uvicorn: $driver is not installed for $runner (apt-get install python3-$driver)"
  else
    port=$((20000 + RANDOM % 20000))
    (cd "$dir" && env -u DATABASE_URL AUTH_SECRET=seed-check PYTHONPYCACHEPREFIX="$cache" "$runner" -m uvicorn app.main:app --port "$port" >"$cache/uvicorn.log" 2>&1) &
    server=$!
    # shellcheck source=scripts/lib/seed-check.sh
    source "$(dirname "$0")/lib/seed-check.sh"
    if wait_for_api "http://127.0.0.1:$port" 100; then
      seed_records "http://127.0.0.1:$port" "$dir/../scripts/seed.mjs" || status=1
    else
      echo "FAIL uvicorn: the API did not answer on port $port"
      tail -n 20 "$cache/uvicorn.log" | sed 's/^/       /'
      status=1
    fi
    pkill -P "$server" 2>/dev/null || true
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
  fi
fi

if [ "$status" -eq 0 ]; then echo "All Python checks passed."; else echo "Python checks FAILED."; fi
exit "$status"
