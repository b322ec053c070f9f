//! The layouter's exports.

use std::slice;

use tessera_layout::append::append_layout;
use tessera_layout::params::{HEADER_LEN, SLOT_NAMES};
use tessera_layout::{compute_layout, LayoutError};

/// Numbers in the summary a layout writes: width, height, columns.
pub const SUMMARY_LEN: usize = 3;

/// Lays out `item_count` items. Returns 0 or a `LayoutError` code.
///
/// # Safety
/// The pointers must address regions from `tessera_alloc` holding `item_count * 2` (sizes),
/// `params_len` (parameters), `item_count * 4` (rects) and `SUMMARY_LEN` (summary) f64s, and
/// `seeds_ptr` either null or `item_count` u32s (the per-item seeds of a collage in columns).
#[no_mangle]
pub unsafe extern "C" fn tessera_layout(
    sizes_ptr: *const f64,
    item_count: usize,
    params_ptr: *const f64,
    params_len: usize,
    seeds_ptr: *const u32,
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
    // SAFETY: a non-null `seeds_ptr` addresses `item_count` u32s (call sequence above).
    let seeds = if seeds_ptr.is_null() || item_count == 0 {
        &[][..]
    } else {
        slice::from_raw_parts(seeds_ptr, item_count)
    };
    match compute_layout(sizes, params, seeds, rects) {
        Ok(result) => {
            summary[0] = result.width;
            summary[1] = result.height;
            summary[2] = result.columns;
            0
        }
        Err(error) => error.code(),
    }
}

/// The state the last append returned; kept (and its capacity reused) until the next one.
static mut STATE: Vec<f64> = Vec::new();

/// Appends `item_count` items to the layout `state_len` f64s at `state_ptr` describe (none when
/// 0), writing the rectangles from the state's resume point on (`rects_len` f64s) and the summary.
/// The next state is then `tessera_layout_state_len()` f64s at `tessera_layout_state()`.
/// Returns 0 or a `LayoutError` code.
///
/// # Safety
/// As `tessera_layout`; besides, `state_ptr` addresses `state_len` f64s when `state_len > 0`,
/// and `rects_ptr` addresses `rects_len` f64s when `rects_len > 0`.
#[no_mangle]
pub unsafe extern "C" fn tessera_layout_append(
    state_ptr: *const f64,
    state_len: usize,
    sizes_ptr: *const f64,
    item_count: usize,
    params_ptr: *const f64,
    params_len: usize,
    seeds_ptr: *const u32,
    rects_ptr: *mut f64,
    rects_len: usize,
    summary_ptr: *mut f64,
) -> u32 {
    // SAFETY: the module is single-threaded and STATE is only touched by these exports.
    let next = &mut *std::ptr::addr_of_mut!(STATE);
    next.clear();
    if params_ptr.is_null() || summary_ptr.is_null() || params_len < HEADER_LEN {
        return LayoutError::BadParams.code();
    }
    if (state_len > 0 && state_ptr.is_null())
        || (item_count > 0 && sizes_ptr.is_null())
        || (rects_len > 0 && rects_ptr.is_null())
    {
        return LayoutError::BadParams.code();
    }
    // SAFETY: the caller allocated these regions with the lengths it passes; empty regions are
    // never read.
    let state = if state_len == 0 {
        &[][..]
    } else {
        slice::from_raw_parts(state_ptr, state_len)
    };
    let sizes = if item_count == 0 {
        &[][..]
    } else {
        slice::from_raw_parts(sizes_ptr, item_count * 2)
    };
    let seeds = if seeds_ptr.is_null() || item_count == 0 {
        &[][..]
    } else {
        slice::from_raw_parts(seeds_ptr, item_count)
    };
    let rects = if rects_len == 0 {
        &mut [][..]
    } else {
        slice::from_raw_parts_mut(rects_ptr, rects_len)
    };
    let params = slice::from_raw_parts(params_ptr, params_len);
    let summary = slice::from_raw_parts_mut(summary_ptr, SUMMARY_LEN);
    match append_layout(state, sizes, params, seeds, rects, next) {
        Ok(result) => {
            summary[0] = result.width;
            summary[1] = result.height;
            summary[2] = result.columns;
            0
        }
        Err(error) => error.code(),
    }
}

#[no_mangle]
pub extern "C" fn tessera_layout_state() -> *const f64 {
    // SAFETY: single-threaded; read only.
    unsafe { (*std::ptr::addr_of!(STATE)).as_ptr() }
}

#[no_mangle]
pub extern "C" fn tessera_layout_state_len() -> usize {
    // SAFETY: single-threaded; read only.
    unsafe { (*std::ptr::addr_of!(STATE)).len() }
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
