#!/usr/bin/env bash
# `npm run lint`: the gates every change passes before its tests run (and so in CI): Rust formatting
# and Clippy with warnings as errors, Prettier's formatting and ESLint (React's hooks rules
# included) over the TypeScript. `npm run format` rewrites what the formatters would change.
set -euo pipefail
cd "$(dirname "$0")/.."

# Clippy's lints are those of the native toolchain (rustup's; the wasm toolchain is older).
if ! cargo fmt --version >/dev/null 2>&1 || ! cargo clippy --version >/dev/null 2>&1; then
  echo "lint: cargo fmt and cargo clippy are needed (rustup component add rustfmt clippy)" >&2
  exit 1
fi

echo "== cargo fmt --check"
cargo fmt --all --check

echo "== cargo clippy -D warnings"
cargo clippy --workspace --all-targets --quiet -- -D warnings

echo "== prettier --check"
prettier --check --log-level warn .

echo "== eslint"
eslint --max-warnings 0 .
