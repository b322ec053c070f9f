#!/usr/bin/env bash
# Makes sure the system pieces that npm cannot bring are here:
#   --wasm     a Rust toolchain that builds wasm32-unknown-unknown (and cargo for `cargo test`)
#   --browser  Chromium for the browser tests
# (no flag: both). As root on Debian it installs what is missing with apt; where rustup exists it
# adds the wasm32 target; anywhere else it stops and says exactly what to install.
set -euo pipefail

want_wasm=0 want_browser=0
for arg in "$@"; do
  case "$arg" in
    --wasm) want_wasm=1 ;;
    --browser) want_browser=1 ;;
    *) echo "ensure-system: unknown flag $arg (use --wasm, --browser)" >&2; exit 2 ;;
  esac
done
if [ $# -eq 0 ]; then want_wasm=1 want_browser=1; fi

has_rustup_wasm() {
  command -v rustup >/dev/null 2>&1 && rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown
}
has_debian_wasm() {
  [ -x /usr/bin/rustc ] && [ -x /usr/bin/cargo ] && [ -d /usr/lib/rustlib/wasm32-unknown-unknown ] &&
    { command -v lld >/dev/null 2>&1 || command -v wasm-ld >/dev/null 2>&1; }
}
chromium_path() {
  for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then echo "$candidate"; return 0; fi
  done
  return 1
}

missing_packages=()
if [ $want_wasm = 1 ] && ! has_rustup_wasm && ! has_debian_wasm; then
  if command -v rustup >/dev/null 2>&1 && rustup target add wasm32-unknown-unknown >/dev/null 2>&1; then
    echo "ensure-system: added rustup's wasm32-unknown-unknown target"
  else
    missing_packages+=(rustc cargo libstd-rust-dev-wasm32 lld)
  fi
fi
if [ $want_browser = 1 ] && ! chromium_path >/dev/null; then
  missing_packages+=(chromium)
fi
if [ ${#missing_packages[@]} -eq 0 ]; then exit 0; fi

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 && [ -f /etc/debian_version ]; then
  echo "ensure-system: installing ${missing_packages[*]} with apt"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing_packages[@]}" >/dev/null
  exit 0
fi

{
  echo "ensure-system: missing system packages: ${missing_packages[*]}"
  echo "  On Debian or Ubuntu, as root: apt-get install -y ${missing_packages[*]}"
  echo "  Elsewhere: install Rust with rustup and run 'rustup target add wasm32-unknown-unknown',"
  echo "  and install Chromium (or set CHROMIUM_PATH to a Chromium or Chrome binary)."
} >&2
exit 1
