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

use std::alloc::{alloc, dealloc, Layout};
use std::slice;

use tessera_image_url::quality_for_area;
use tessera_layout::params::{HEADER_LEN, SLOT_NAMES};
use tessera_layout::{compute_layout, LayoutError};

/// Numbers in the summary a layout writes: width, height, columns.
pub const SUMMARY_LEN: usize = 3;
const ALIGN: usize = 8;

fn region_layout(bytes: usize) -> Option<Layout> {
    Layout::from_size_align(bytes.max(ALIGN), ALIGN).ok()
}

/// Allocates `bytes` bytes aligned for f64; 0 when memory cannot grow.
#[no_mangle]
pub extern "C" fn tessera_alloc(bytes: usize) -> *mut u8 {
    match region_layout(bytes) {
        // SAFETY: the layout has a non-zero size.
        Some(layout) => unsafe { alloc(layout) },
        None => std::ptr::null_mut(),
    }
}

/// Frees a region from `tessera_alloc` with the same byte count.
///
/// # Safety
/// `ptr` must come from `tessera_alloc(bytes)` and not have been freed.
#[no_mangle]
pub unsafe extern "C" fn tessera_free(ptr: *mut u8, bytes: usize) {
    if ptr.is_null() {
        return;
    }
    if let Some(layout) = region_layout(bytes) {
        // SAFETY: `ptr` came from `tessera_alloc(bytes)`, which used this same layout.
        dealloc(ptr, layout)
    }
}

/// Lays out `item_count` items. Returns 0 or a `LayoutError` code.
///
/// # Safety
/// The pointers must address regions from `tessera_alloc` holding `item_count * 2` (sizes),
/// `params_len` (parameters), `item_count * 4` (rects) and `SUMMARY_LEN` (summary) f64s.
#[no_mangle]
pub unsafe extern "C" fn tessera_layout(
    sizes_ptr: *const f64,
    item_count: usize,
    params_ptr: *const f64,
    params_len: usize,
    rects_ptr: *mut f64,
    summary_ptr: *mut f64,
) -> u32 {
    if params_ptr.is_null() || summary_ptr.is_null() || params_len < HEADER_LEN {
        return LayoutError::BadParams.code();
    }
    if item_count > 0 && (sizes_ptr.is_null() || rects_ptr.is_null()) {
        return LayoutError::BadParams.code();
    }
    // SAFETY: the caller allocated these regions with the lengths it passes (call sequence above);
    // empty item regions are never read.
    let (sizes, params, rects, summary) = (
        if item_count == 0 {
            &[][..]
        } else {
            slice::from_raw_parts(sizes_ptr, item_count * 2)
        },
        slice::from_raw_parts(params_ptr, params_len),
        if item_count == 0 {
            &mut [][..]
        } else {
            slice::from_raw_parts_mut(rects_ptr, item_count * 4)
        },
        slice::from_raw_parts_mut(summary_ptr, SUMMARY_LEN),
    );
    match compute_layout(sizes, params, rects) {
        Ok(result) => {
            summary[0] = result.width;
            summary[1] = result.height;
            summary[2] = result.columns;
            0
        }
        Err(error) => error.code(),
    }
}

fn error_message(code: u32) -> &'static str {
    LayoutError::from_code(code).map_or("", LayoutError::message)
}

#[no_mangle]
pub extern "C" fn tessera_error_message(code: u32) -> *const u8 {
    error_message(code).as_ptr()
}

#[no_mangle]
pub extern "C" fn tessera_error_message_len(code: u32) -> usize {
    error_message(code).len()
}

/// The number of named slots at the head of the parameter block.
#[no_mangle]
pub extern "C" fn tessera_param_header_len() -> usize {
    HEADER_LEN
}

fn slot_name(slot: usize) -> &'static str {
    SLOT_NAMES.get(slot).copied().unwrap_or("")
}

#[no_mangle]
pub extern "C" fn tessera_param_slot_name(slot: usize) -> *const u8 {
    slot_name(slot).as_ptr()
}

#[no_mangle]
pub extern "C" fn tessera_param_slot_name_len(slot: usize) -> usize {
    slot_name(slot).len()
}

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
