# Sourced by check-php.sh and check-python.sh: waits for a generated API to answer, and runs a generated
# project's seed script against it, as its README tells a user to, then again to see that the API kept the
# records (the second run finds them and writes nothing). The seed is skipped, and says so, when the
# project has no seed script or the machine no node.
wait_for_api() { # api-url tenths-of-a-second: 0 once /api/health answers, 1 if it never does
  for _ in $(seq 1 "$2"); do
    if curl -s -o /dev/null "$1/api/health"; then return 0; fi
    sleep 0.1
  done
  return 1
}

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
