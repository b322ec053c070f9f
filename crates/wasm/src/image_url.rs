//! The image-address exports.
//!
//! Call sequence for a batch of addresses (`bindings/wasm/image-url.ts` follows it exactly):
//!
//! 1. `tessera_alloc` for the rows (`REQUEST_STRIDE` f64 per request), the text (the host's
//!    UTF-8 bytes, then each request's id, name and watermark) and the lengths (one u32 per
//!    request). The regions may be kept and reused for any number of calls (the TypeScript side
//!    keeps one set per engine and sends a long batch a chunk at a time); take fresh views
//!    whenever memory may have grown (after an allocation or a call).
//! 2. Write the rows (with each text's byte length in its slots) and the text.
//! 3. `tessera_image_urls(...)`: 0 on success, 1 when the regions are missing or the host is
//!    longer than the text.
//! 4. Read `tessera_image_urls_output_len()` bytes at `tessera_image_urls_output()` (the
//!    addresses, one after the other, UTF-8) and the lengths (bytes per address).
//!    The output stays until the next call; the module keeps it, the caller frees nothing of it.
//! 5. `tessera_free` the three regions when they are no longer wanted.

use std::slice;

use tessera_image_url::{build_addresses, quality_for_area, REQUEST_STRIDE};

/// The quality tier (0 tiny, 1 low, 2 medium, 3 high) of an image shown at width by height.
#[no_mangle]
pub extern "C" fn tessera_image_quality_tier(width: f64, height: f64) -> u32 {
    quality_for_area(width, height).tier as u32
}

#[no_mangle]
pub extern "C" fn tessera_image_quality(width: f64, height: f64) -> f64 {
    quality_for_area(width, height).quality
}

#[no_mangle]
pub extern "C" fn tessera_image_max_upscale(width: f64, height: f64) -> f64 {
    quality_for_area(width, height).max_upscale
}

/// The addresses of the last batch; kept (and its capacity reused) until the next one.
static mut OUTPUT: Vec<u8> = Vec::new();

pub const IMAGE_URLS_OK: u32 = 0;
pub const IMAGE_URLS_BAD_INPUT: u32 = 1;

/// Builds the addresses of `count` requests.
///
/// # Safety
/// The pointers must address regions from `tessera_alloc` holding `count * REQUEST_STRIDE` f64s
/// (rows), `text_len` bytes (text) and `count` u32s (lengths); `host_len <= text_len`.
#[no_mangle]
pub unsafe extern "C" fn tessera_image_urls(
    rows_ptr: *const f64,
    count: usize,
    text_ptr: *const u8,
    text_len: usize,
    host_len: usize,
    lengths_ptr: *mut u32,
) -> u32 {
    // SAFETY: the module is single-threaded and OUTPUT is only touched by these exports.
    let output = &mut *std::ptr::addr_of_mut!(OUTPUT);
    output.clear();
    if count == 0 {
        return IMAGE_URLS_OK;
    }
    if rows_ptr.is_null() || text_ptr.is_null() || lengths_ptr.is_null() || host_len > text_len {
        return IMAGE_URLS_BAD_INPUT;
    }
    // SAFETY: the caller allocated these regions with the lengths it passes (call sequence above).
    let rows = slice::from_raw_parts(rows_ptr, count * REQUEST_STRIDE);
    let (host, texts) = slice::from_raw_parts(text_ptr, text_len).split_at(host_len);
    let lengths = slice::from_raw_parts_mut(lengths_ptr, count);
    build_addresses(rows, texts, host, output, lengths);
    IMAGE_URLS_OK
}

#[no_mangle]
pub extern "C" fn tessera_image_urls_output() -> *const u8 {
    // SAFETY: single-threaded; read only.
    unsafe { (*std::ptr::addr_of!(OUTPUT)).as_ptr() }
}

#[no_mangle]
pub extern "C" fn tessera_image_urls_output_len() -> usize {
    // SAFETY: single-threaded; read only.
    unsafe { (*std::ptr::addr_of!(OUTPUT)).len() }
}

/// The number of f64s per request row, so the TypeScript side can check its own.
#[no_mangle]
pub extern "C" fn tessera_image_request_stride() -> usize {
    REQUEST_STRIDE
}
