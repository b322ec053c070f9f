#!/usr/bin/env bash
# Builds crates/wasm for wasm32-unknown-unknown, optimises it with wasm-opt (npm `binaryen`) and
# writes bindings/wasm/tessera.wasm. Uses rustup's toolchain when it has the wasm32 target,
# else Debian's rustc (packages rustc, cargo, libstd-rust-dev-wasm32, lld).
set -euo pipefail
cd "$(dirname "$0")/.."

out=bindings/wasm/tessera.wasm
# --keep-names FILE: writes a module that keeps its function names to FILE instead (for profiles,
# bench/wasm-profile.sh); the optimisation is the same.
strip=(--strip-debug --strip-producers)
if [ "${1:-}" = --keep-names ]; then
  out=${2:?build-wasm: --keep-names needs a file}
  strip=(-g)
fi
target_dir=target/wasm

if command -v rustup >/dev/null 2>&1 && rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  cargo_cmd=(cargo)
elif [ -x /usr/bin/cargo ] && [ -x /usr/bin/rustc ] && [ -d /usr/lib/rustlib/wasm32-unknown-unknown ]; then
  cargo_cmd=(env RUSTC=/usr/bin/rustc /usr/bin/cargo)
else
  echo "build-wasm: no Rust toolchain with the wasm32-unknown-unknown target." >&2
  echo "  Run: bash scripts/ensure-system.sh --wasm" >&2
  exit 1
fi

# The compiler may use the same post-MVP features wasm-opt is told of (every current browser has
# them): saturating float-to-int conversions and memory.copy/fill make the module 2 KB smaller.
RUSTFLAGS="-C target-feature=+simd128,+nontrapping-fptoint,+bulk-memory" "${cargo_cmd[@]}" build --quiet --release \
  --target wasm32-unknown-unknown --target-dir "$target_dir" -p tessera-wasm
built="$target_dir/wasm32-unknown-unknown/release/tessera_wasm.wasm"

wasm_opt=node_modules/.bin/wasm-opt
if [ -x "$wasm_opt" ]; then
  "$wasm_opt" -O3 --enable-simd --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext "${strip[@]}" "$built" -o "$out"
else
  echo "build-wasm: wasm-opt not found (npm install first); copying the unoptimised module." >&2
  cp "$built" "$out"
fi
# On stderr, so that `npm run --silent bench -- --json` (which builds first) prints JSON alone.
echo "build-wasm: $out ($(wc -c <"$out") bytes)" >&2
