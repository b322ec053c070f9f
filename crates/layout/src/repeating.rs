//! Repeating group types (layoutParams.repeatingGroupTypes; spec/001 §4 presets bricks, mix,
//! alternate): the group types a layout takes in turn, group after group, instead of choosing
//! them (group_choice.rs), in rows and in columns alike. Twin: bindings/ts/layout/repeating.ts.

use crate::group_types::{group_type_size, GROUP_1, GROUP_TYPE_COUNT};
use crate::params::LayoutParams;

/// The group size when it cannot be computed (spec/002 §8).
pub const FALLBACK_GROUP_SIZE: f64 = 3.0;

/// A repeating group type code, or a single item for anything that is not one.
pub fn repeating_type(code: f64) -> u8 {
    if code >= 0.0 && code < GROUP_TYPE_COUNT as f64 && code.floor() == code {
        code as u8
    } else {
        GROUP_1
    }
}

/// How many items a group of repeating type `kind` moves on by: its size, but no more than the
/// group size. The places past that show stand-ins shaped like the group's last item, as
/// pro-gallery fills them (observed); the items after it go to the groups after it.
pub fn repeating_advance(params: &LayoutParams, kind: u8) -> usize {
    let size = if params.group_size.is_finite() {
        params.group_size
    } else {
        FALLBACK_GROUP_SIZE
    };
    (group_type_size(kind) as f64).min(1f64.max(size.floor())) as usize
}
