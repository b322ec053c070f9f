//! How a chosen group is measured for its strip (rows.rs): the shapes its places show, its
//! items' sides sized at the target item size when the reference's order of operations for the
//! group is known (group_sizes.rs), and the ratio it adds to the strip. The common configuration
//! measures its larger groups in plain_group.rs. Twin: bindings/ts/layout/group-measure.ts.

use crate::frame::{dimension, positive};
use crate::group_choice::Chooser;
use crate::group_sizes::{
    measured_in_vertical_order, single_outer_width, sized_at_target, sized_in_order,
    vertical_strip_width,
};
use crate::group_types::{shapes_measured_at, stacks, width_for_height, GROUP_1};
use crate::item_sides::{cut_group_sides, ratio_sized_to, sides_at_target};
use crate::params::LayoutParams;
use crate::strip::HeldGroup;
use crate::turned_down::single_ratio_sized_to;

/// The side under which a group sized at the target item size is sized again (group_sizes.rs):
/// the minimum item size, except for repeating group types, which the reference sizes once
/// (observed: 2h, 3v and 3r with sides far under the minimum are not sized again).
pub fn resize_floor(params: &LayoutParams) -> f64 {
    if params.repeating_group_types.is_empty() {
        params.min_item_size
    } else {
        f64::NEG_INFINITY
    }
}

/// Whether `shapes_measured_at` surely leaves the shape of a group of `kind` showing `shown` as it
/// is when measured `height` tall: it changes only sides under a pixel, and a single item is
/// (height - spacing) * ratio + spacing wide, less the spacing; a product of 2 px or more leaves
/// a width of at least a pixel (or exactly 0 where the spacing swallows it), whatever the
/// rounding.
pub fn keeps_shape(kind: u8, shown: &[f64; 3], height: f64, spacing: f64) -> bool {
    kind == GROUP_1 && spacing >= 0.0 && (height - spacing) * shown[0] >= 2.0
}

/// The outer width at the target (`measure`) of a group of `kind` of a vertical strip, in the
/// reference's order where it was observed (group_sizes.rs), else None: a single item as a stack
/// of one showing its ratio, a larger group from its items' cut sides in `sides` (when `cut`: they
/// have them), whose state the measure leaves there (`sized_at_target` goes on from it).
#[inline(always)]
pub fn vertical_width(
    kind: u8,
    shown: &[f64; 3],
    cut: bool,
    measure: f64,
    spacing: f64,
    sides: &mut [f64; 6],
) -> Option<f64> {
    let width = if kind == GROUP_1 {
        single_outer_width(shown[0], measure, spacing)
    } else if cut && measured_in_vertical_order(kind) {
        vertical_strip_width(kind, sides, measure, spacing)
    } else {
        return None;
    };
    if positive(width) {
        Some(width)
    } else {
        None
    }
}

/// The ratio a group adds to a strip whose height follows from its groups (a vertical strip or one
/// of a fixed number of groups), `width` measured at `measure`: where the target item size leaves
/// its items sides under a pixel (they show other shapes) or is not positive, the group is measured
/// from its own shapes at the target item size itself, whatever its sign (observed: the strip is
/// then as tall as the gallery width over the sum of those widths over the target; in a horizontal
/// gallery that can be a negative height).
pub fn strip_ratio_at_target(
    kind: u8,
    shown: &[f64; 3],
    own: &[f64; 3],
    width: f64,
    measure: f64,
    rows_target: f64,
    spacing: f64,
) -> f64 {
    if shown == own && positive(rows_target) {
        return width / measure;
    }
    width_for_height(kind, own, 0, rows_target, spacing, 0.0) / rows_target
}

/// What measuring a group reads of its layout, the same for every group.
pub struct GroupMeasure<'a> {
    pub params: &'a LayoutParams<'a>,
    pub sizes: &'a [f64],
    /// The index of the first item of `sizes` in the gallery.
    pub first_idx: usize,
    /// The height groups are measured at: the target item size, or the gallery's height.
    pub measure: f64,
    /// The rows' target height (the target item size).
    pub rows_target: f64,
    pub spacing: f64,
    /// Room under or over each item for its text.
    pub info: f64,
    pub scroll: bool,
    /// Groups per strip, 0 for strips that close nearest the target.
    pub per_row: usize,
    /// A horizontal gallery's one strip, as tall as the gallery.
    pub one_strip: bool,
    pub repeating: &'a [f64],
}

impl<'a> GroupMeasure<'a> {
    /// The group of `kind` from `item` (`taken` items of it real), as its strip holds it: `shown`
    /// are the ratios its places show once chosen, `first_ratio` the first item's own; `inner`
    /// holds what the group choice measured (`measured`, the width it gave).
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    pub fn measure(
        &self,
        chooser: &Chooser,
        kind: u8,
        item: usize,
        taken: usize,
        first_ratio: f64,
        shown: [f64; 3],
        inner: &mut [f64; 6],
        measured: f64,
    ) -> HeldGroup {
        let GroupMeasure {
            measure,
            rows_target,
            spacing,
            info,
            scroll,
            per_row,
            one_strip,
            repeating,
            ..
        } = *self;
        let mut first_shown = shown[0];
        let (second_shown, third_shown) = (shown[1], shown[2]);
        // A single item of a horizontal strip shows the ratio it has once sized to the target
        // (strips of a fixed number of groups and larger groups size theirs otherwise: not yet
        // observed).
        // Its sides at the target go to `at_target`, NaN when it has none.
        let mut at_target = [0.0; 6];
        at_target[0] = f64::NAN;
        // One the group choice reshaped keeps its new shape (observed).
        // `first_ratio` is the item's own: only the choice of the group that holds an item
        // reshapes it, and a strip that closes puts it back.
        if one_strip && kind == GROUP_1 && first_shown == first_ratio {
            let down = chooser.turned_down();
            let sides = Some(&mut at_target);
            first_shown = single_ratio_sized_to(
                self.params,
                self.sizes,
                self.first_idx,
                item,
                down,
                (measure, spacing),
                (measure, spacing),
                sides,
            );
        }
        // Groups are measured at the target item size, where a wide spacing (or a gallery spacing
        // over half of it) leaves items negative sides, which change the shapes they show
        // (observed in horizontal and vertical strips).
        // (Both arrays are built from the numbers, not one copied from the other: V8 would copy
        // with a wide load of narrow stores just made, which stalls.)
        let own_shapes = [first_shown, second_shown, third_shown];
        let mut shown = [first_shown, second_shown, third_shown];
        // The choice measured a group of more than one item so already, when at the same height.
        let choice_measured =
            repeating.is_empty() && kind != GROUP_1 && info == 0.0 && measure == rows_target;
        if !keeps_shape(kind, &shown, rows_target, spacing) {
            shapes_measured_at(
                kind,
                &mut shown,
                0,
                rows_target,
                spacing,
                inner,
                choice_measured,
            );
        }
        // The groups of a horizontal strip whose order of operations was observed are sized as
        // the reference self.sizes them, from their items' sides (group_sizes.rs).
        // A single item keeps its sides at the target and is sized from them to the strip
        // (observed: a width that lands on half a pixel rounds as that product leaves it).
        // (Only the one strip's single items have sides at the target: tested first.)
        let single_sized = sides_at_target(at_target[0], at_target[1])
            && kind == GROUP_1
            && info == 0.0
            && shown == own_shapes;
        // Groups with room for text are sized at the target without it, then in the strip at
        // the height the text leaves (observed in horizontal galleries, strips of a fixed number
        // of groups too).
        let cut = !single_sized
            && (info == 0.0 || scroll)
            && sized_in_order(kind)
            && shown == own_shapes
            && cut_group_sides(
                self.params,
                self.sizes,
                self.first_idx,
                item,
                taken,
                kind,
                &own_shapes,
                &mut at_target,
            );
        // Strips of a fixed number of groups across a horizontal gallery measure without text room.
        let measure_info = if scroll && per_row > 0 { 0.0 } else { info };
        let mut vertical_sides = at_target;
        let in_order = if !scroll && measure_info == 0.0 {
            vertical_width(kind, &shown, cut, measure, spacing, &mut vertical_sides)
        } else {
            None
        };
        // A group measured in order is sized at the target as it joins the strip (below).
        let floor = resize_floor(self.params);
        let mut width_at_target = None;
        if cut && in_order.is_none() {
            width_at_target = sized_at_target(kind, &mut at_target, measure, spacing, floor, None);
        }
        // A group sized in order measures the width its products leave (observed in strips of a
        // fixed number of groups, whose height follows from it; vertical strips: vertical_width).
        let width = if let Some(width) = in_order.or(width_at_target) {
            width
        } else if repeating.is_empty() && kind != GROUP_1 {
            measured
        } else if one_strip {
            // Nothing reads the width of a group of the one strip of a horizontal gallery.
            f64::NAN
        } else if stacks(kind) {
            width_for_height(kind, &shown, 0, measure - measure_info, spacing, 0.0)
        } else {
            width_for_height(kind, &shown, 0, measure, spacing, measure_info)
        };
        let ratio = if one_strip {
            0.0
        } else if per_row > 0 || !scroll {
            strip_ratio_at_target(
                kind,
                &shown,
                &own_shapes,
                width,
                measure,
                rows_target,
                spacing,
            )
        } else {
            width / measure
        };
        if let (true, Some(vertical)) = (cut, in_order) {
            // A stack measured in order is sized at the target as it was measured (`vertical_width`).
            let measured_stack = stacks(kind);
            if measured_stack {
                at_target = vertical_sides;
            }
            let sized = Some(vertical).filter(|_| measured_stack);
            width_at_target = sized_at_target(kind, &mut at_target, measure, spacing, floor, sized);
        }
        let sized = single_sized || width_at_target.is_some();
        // A single item of a strip whose height follows from its groups is measured at its own
        // ratio, then sized to the strip at the ratio its sides keep once scaled to the target
        // (observed: the strip's height is the gallery width over the sum of the measured ratios;
        // each group is that height times the sized ratio wide). One the group choice reshaped
        // keeps its new shape.
        if !one_strip && kind == GROUP_1 && shown[0] == own_shapes[0] {
            let (w, h) = (
                dimension(self.sizes[2 * item]),
                dimension(self.sizes[2 * item + 1]),
            );
            if shown[0] == first_ratio {
                let target = measure - spacing - measure_info;
                shown[0] = ratio_sized_to(
                    self.params,
                    item + self.first_idx,
                    (w, h),
                    target,
                    0.0,
                    None,
                );
            }
        }
        HeldGroup {
            kind,
            first: item,
            ratio,
            shown,
            sized,
            at_target,
        }
    }
}
