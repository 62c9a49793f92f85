# Sourced by check-php.sh and check-python.sh: runs a generated project's seed script against its running
# API, as its README tells a user to, then again to see that the API kept the records (the second run
# finds them and writes nothing). Skipped, and said so, when the project has no seed script or no node.
seed_records() { # api-url seed-script
  if [[ ! -f "$2" ]]; then
    echo "seed: skipped (no scripts/seed.mjs beside the backend)"
    return 0
  fi
  if ! command -v node >/dev/null 2>&1; then
    echo "seed: skipped (node is not installed)"
    return 0
  fi
  local out
  if ! out="$(node "$2" "$1" 2>&1)"; then
    echo "FAIL: seed: $out"
    return 1
  fi
  echo "seed: $(echo "$out" | tr '\n' ' ' | head -c 300)"
  if ! out="$(node "$2" "$1" 2>&1)" || [[ "$out" != *"already holds"* ]]; then
    echo "FAIL: seed: a second run did not find the seeded records: $out"
    return 1
  fi
  echo "seed: a second run finds them: $out"
}
