#!/usr/bin/env sh
# Installs, tests and builds both packages: the same steps CI runs.
set -eu
cd "$(dirname "$0")/.."
echo "== backend"
(cd backend && pip install -r requirements-dev.txt && python -m pytest)
echo "== frontend"
(cd frontend && npm install --no-audit --no-fund && npm test && npm run build)
