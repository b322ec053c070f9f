#!/usr/bin/env bash
# Instructions per item of the native layouter, one layout at a time, counted by callgrind:
# repeatable on a shared, noisy machine where wall-clock figures are not.
#   bash bench/instructions.sh [--layouts EMPTY,GRID] [--items 100000]
# Needs valgrind (apt) and the native toolchain; the WASM figure follows the native one closely.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "instructions: valgrind is missing (apt-get install -y valgrind)" >&2; exit 1; }
# SSE4.1 gives native code the one-instruction floor and round that wasm has (f64.floor), so the
# count follows the wasm build's work rather than a libm call's.
export CARGO_TARGET_DIR=target/instructions RUSTFLAGS="-C target-feature=+sse4.1"
cargo build --quiet --release --example layout_instructions -p tessera-layout
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
npx node bench/native-input.ts "$@" > "$work/input"
printf '%-16s %9s %14s %10s\n' layout items instructions 'per item'
while IFS= read -r name && IFS= read -r block && IFS= read -r sizes; do
  printf '%s\n%s\n%s\n' "$name" "$block" "$sizes" > "$work/one"
  valgrind --tool=callgrind --callgrind-out-file="$work/out" --collect-atstart=no --toggle-collect='*run_layout*' \
    target/instructions/release/examples/layout_instructions < "$work/one" > /dev/null 2> "$work/log"
  total=$(grep -m1 '^summary:' "$work/out" | awk '{print $2}')
  items=$(wc -w <<< "$sizes")
  items=$((items / 2))
  printf '%-16s %9d %14d %10.0f\n' "$name" "$items" "$total" "$(awk -v t="$total" -v n="$items" 'BEGIN { print t / n }')"
done < "$work/input"
