//! Regions of linear memory the caller takes and gives back around each call.

use std::alloc::{alloc, dealloc, Layout};

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
