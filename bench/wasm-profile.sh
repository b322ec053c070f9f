#!/usr/bin/env bash
# Where the wasm layouter's time goes, instruction by instruction, in the code V8 compiled for it:
# builds tessera.wasm keeping function names, runs one bench layout's call under `perf record`
# with node's jitdump (--perf-prof), and prints the hottest functions. Then
#   perf annotate -i <dir>/perf.jit.data --stdio -s '<symbol printed>'
# shows V8's x64 code with the share of samples per instruction (a division's latency lands on
# the instruction after it; a mispredicted branch on the first instructions of where it went).
#   bash bench/wasm-profile.sh [LAYOUT] [seconds]      needs perf (apt: linux-perf)
set -euo pipefail
cd "$(dirname "$0")/.."
layout=${1:-EMPTY}
seconds=${2:-4}
command -v perf >/dev/null || { echo "wasm-profile: perf is missing (apt-get install -y linux-perf)" >&2; exit 1; }
dir=$(mktemp -d /tmp/wasm-profile.XXXX)
bash scripts/build-wasm.sh --keep-names "$dir/named.wasm" >/dev/null
root=$(pwd)
node_bin=$(dirname "$(npx node -e 'console.log(process.execPath)')")
(cd "$dir" && PATH="$node_bin:$PATH" perf record -q -k mono -o "$dir/perf.data" \
  node --perf-prof "$root/bench/wasm-call.ts" --layouts "$layout" --calls "$((seconds * 100))" "$dir/named.wasm" >/dev/null)
perf inject --jit -i "$dir/perf.data" -o "$dir/perf.jit.data" 2>/dev/null
echo "profile: $dir/perf.jit.data"
perf report -i "$dir/perf.jit.data" --no-children --stdio 2>/dev/null | grep -E '^ +[0-9]' | head -20
