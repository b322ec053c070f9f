//! A group of more than one item measured in the common configuration (rows.rs `PLAIN`: a
//! vertical gallery of strips that close nearest the target, no text room, no repeating types),
//! with its type known. Each step of the measure tests the type again; group types come in no
//! order a processor can guess, so one branch on the type per group, each arm compiled with its
//! type as a constant, saves the others. The steps are group_measure.rs's for such a group, in
//! the same order, so the results are the same to the bit; they are written out again because
//! measuring through `GroupMeasure::measure` with the type as a constant left V8 5 to 17% slower
//! code on every rows layout (it carries the other configurations' tests along). The TS twin
//! measures as group_measure.rs does (group-measure.ts): this module has no twin.

use crate::group_measure::{strip_ratio_at_target, vertical_width};
use crate::group_sizes::sized_at_target;
use crate::group_types::{shapes_measured_at, stacks, GROUP_2V, GROUP_3B, GROUP_3T};
use crate::item_sides::cut_group_sides;
use crate::params::LayoutParams;

/// What the measure leaves a group for its strip.
pub struct PlainGroup {
    /// The ratio it adds to the strip.
    pub ratio: f64,
    /// The ratios its places show.
    pub shown: [f64; 3],
    /// Whether `at_target` holds its items' sides sized at the target (group_sizes.rs).
    pub sized: bool,
    pub at_target: [f64; 6],
}

/// The measure at the target height `measure` (also the rows' target) of the group of `kind`
/// (more than one item) from item `item`, which shows `own` (its ratios once chosen); `inner`
/// holds the group choice's measure of it, `measured` the width that gave.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
pub fn measure_plain_group(
    kind: u8,
    params: &LayoutParams,
    sizes: &[f64],
    first_idx: usize,
    item: usize,
    own: [f64; 3],
    inner: &mut [f64; 6],
    measured: f64,
    measure: f64,
) -> PlainGroup {
    let at = (params, sizes, first_idx, item);
    // An arm of its own for each of the types that come most (about 3 KB each); 2h and 3v, and
    // 3h, 3l and 3r, which come only as repeating types, go through the one that tests the type.
    match kind {
        GROUP_2V => measured_as(GROUP_2V, at, own, inner, measured, measure),
        GROUP_3T => measured_as(GROUP_3T, at, own, inner, measured, measure),
        GROUP_3B => measured_as(GROUP_3B, at, own, inner, measured, measure),
        _ => measured_as(kind, at, own, inner, measured, measure),
    }
}

#[inline(always)]
fn measured_as(
    kind: u8,
    (params, sizes, first_idx, item): (&LayoutParams, &[f64], usize, usize),
    own: [f64; 3],
    inner: &mut [f64; 6],
    measured: f64,
    measure: f64,
) -> PlainGroup {
    let spacing = params.item_spacing;
    let mut shown = own;
    // A wide spacing can leave the group's items sides under a pixel, which changes the shapes
    // they show (group_measure.rs); the choice measured the group at this height already.
    shapes_measured_at(kind, &mut shown, 0, measure, spacing, inner, true);
    let mut at_target = [f64::NAN, 0.0, 0.0, 0.0, 0.0, 0.0];
    let cut = shown == own
        && cut_group_sides(
            params,
            sizes,
            first_idx,
            item,
            3,
            kind,
            &own,
            &mut at_target,
        );
    let mut vertical_sides = at_target;
    let in_order = vertical_width(kind, &shown, cut, measure, spacing, &mut vertical_sides);
    let floor = params.min_item_size;
    let mut width_at_target = None;
    if cut && in_order.is_none() {
        width_at_target = sized_at_target(kind, &mut at_target, measure, spacing, floor, None);
    }
    let width = in_order.or(width_at_target).unwrap_or(measured);
    let ratio = strip_ratio_at_target(kind, &shown, &own, width, measure, measure, spacing);
    // Sized at the target as group_measure.rs sizes a group for its strip (a pure function of
    // the sides: worked out here, it is only wasted when the group moves to the next strip).
    if let (true, Some(vertical)) = (cut, in_order) {
        let measured_stack = stacks(kind);
        if measured_stack {
            at_target = vertical_sides;
        }
        let sized = Some(vertical).filter(|_| measured_stack);
        width_at_target = sized_at_target(kind, &mut at_target, measure, spacing, floor, sized);
    }
    PlainGroup {
        ratio,
        shown,
        sized: width_at_target.is_some(),
        at_target,
    }
}
