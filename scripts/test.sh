#!/usr/bin/env bash
# `npm test`: every gate and every test, stopping at the first failure: the lint gates
# (scripts/lint.sh), Rust unit tests, the wasm build, the type check, then Vitest's node and
# browser (Chromium) projects, the house's layers (tests/architecture/) among them.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-system.sh

bash scripts/lint.sh

echo "== cargo test"
if command -v cargo >/dev/null 2>&1; then cargo test --workspace --quiet; else /usr/bin/cargo test --workspace --quiet; fi

echo "== wasm build"
bash scripts/build-wasm.sh

echo "== type check"
tsc --noEmit -p tsconfig.json

echo "== vitest (node + browser)"
mkdir -p target
report=target/vitest-report.json
status=0
vitest run --reporter=default --reporter=json --outputFile.json="$report" || status=$?
node scripts/vitest-summary.ts "$report"
exit $status
