#!/usr/bin/env sh
# Installs, tests and builds both packages: the same steps CI runs.
set -eu
cd "$(dirname "$0")/.."
echo "== backend"
(cd backend && mvn -B -ntp dependency:resolve && mvn -B -ntp test && mvn -B -ntp -DskipTests package)
echo "== frontend"
(cd frontend && npm install --no-audit --no-fund && npm test && npm run build)
