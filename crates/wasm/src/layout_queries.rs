//! The layout queries' exports (tessera_layout::queries): read a layout's rects in place.
//!
//! Call sequence: `tessera_alloc(item_count * 4 * 8)`, write the rects (left, top, width, height
//! per item), call a query, `tessera_free` the region. A query returns an item index, or -1 for
//! none.

use std::slice;

use tessera_layout::queries::{last_visible_item, nearest_item, Direction};
use tessera_layout::RECT_STRIDE;

/// An index as the export returns it: -1 for none (and for indexes past i32, never reached).
fn index_or_none(found: Option<usize>) -> i32 {
    found.map_or(-1, |i| if i > i32::MAX as usize { -1 } else { i as i32 })
}

/// # Safety
/// `rects_ptr` must address `item_count * 4` f64s from `tessera_alloc` (or be anything when
/// `item_count` is 0).
unsafe fn rects<'a>(rects_ptr: *const f64, item_count: usize) -> &'a [f64] {
    if item_count == 0 || rects_ptr.is_null() {
        &[]
    } else {
        // SAFETY: the caller allocated `item_count * 4` f64s at `rects_ptr` (call sequence above).
        slice::from_raw_parts(rects_ptr, item_count * RECT_STRIDE)
    }
}

/// The item nearest to `index` in `direction` (0 up, 1 down, 2 left, 3 right), or -1.
///
/// # Safety
/// As `rects`.
#[no_mangle]
pub unsafe extern "C" fn tessera_nearest_item(
    rects_ptr: *const f64,
    item_count: usize,
    index: usize,
    direction: u32,
) -> i32 {
    match Direction::from_code(direction) {
        Some(direction) => {
            index_or_none(nearest_item(rects(rects_ptr, item_count), index, direction))
        }
        None => -1,
    }
}

/// The highest index of an item whose top is above `height`, or -1.
///
/// # Safety
/// As `rects`.
#[no_mangle]
pub unsafe extern "C" fn tessera_last_visible_item(
    rects_ptr: *const f64,
    item_count: usize,
    height: f64,
) -> i32 {
    index_or_none(last_visible_item(rects(rects_ptr, item_count), height))
}
