#!/usr/bin/env sh
# Installs, tests and builds both packages: the same steps CI runs.
set -eu
cd "$(dirname "$0")/.."
echo "== backend"
(cd backend && npm install --no-audit --no-fund && npm test && npm run build)
echo "== frontend"
(cd frontend && npm install --no-audit --no-fund && npm test && npm run build)
