//! The WebAssembly module: a C ABI over linear memory for `tessera-layout` and
//! `tessera-image-url`. This is the only crate with `unsafe` and the only one with exports.
//!
//! Call sequence for a layout (`bindings/wasm/` follows it exactly):
//!
//! 1. `tessera_alloc(bytes)` for the sizes (2 f64 per item), the parameter block, the rects
//!    (4 f64 per item) and the summary (`SUMMARY_LEN` f64). Allocation can grow memory, which
//!    detaches every view the caller holds: take fresh views after the last allocation.
//! 2. Write the sizes and the parameter block into their regions.
//! 3. `tessera_layout(...)`: 0 on success, else an error code; the message is
//!    `tessera_error_message(code)` / `tessera_error_message_len(code)` (UTF-8).
//! 4. Read the rects and the summary (width, height, columns).
//! 5. `tessera_free(ptr, bytes)` for every region, also when the call failed.
//!
//! One module per crate it exposes, beside the shared memory functions.

pub mod image_url;
pub mod layout;
pub mod layout_queries;
pub mod memory;
