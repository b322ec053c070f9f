//! Groups of several items in a column, each group as wide as its column: the repeating group
//! types (spec/001 §4 presets bricks, mix, alternate), sized from their items' sides
//! (column_rows.rs), and a collage in columns, its groups chosen per item seed (column_choice.rs)
//! and measured from their items' ratios. Twin: bindings/ts/layout/column-groups.ts.

use crate::column_choice::ColumnChoice;
use crate::column_rows::{place_column_row, size_column_group};
use crate::column_set::{info_width, Column};
use crate::frame::dimension;
use crate::group_choice::density_windows;
use crate::group_types::{
    group_type_size, height_for_width, inner_sizes, place_items, place_strip_group, GROUP_1,
    GROUP_2H, GROUP_2V, GROUP_3H, GROUP_3L, GROUP_3R, GROUP_3V,
};
use crate::item_sides::{column_cut_sides, column_group_sides, item_ratio, own_ratio};
use crate::js_math::{finite_or, js_round};
use crate::params::LayoutParams;
use crate::repeating::{repeating_advance, repeating_type};

/// The groups of a column that round as in a strip (`place_strip_group`): those that stack
/// items, but 3t and 3b, whose geometry departs from the reference's (docs/layout-deviations.md
/// row 6).
fn stacks_in_column(kind: u8) -> bool {
    matches!(kind, GROUP_2V | GROUP_3V | GROUP_3L | GROUP_3R)
}

/// The groups of a column sized from their items' sides (column_rows.rs): all but 3t and 3b,
/// whose geometry departs from the reference's (docs/layout-deviations.md row 6).
fn sized_in_column(kind: u8) -> bool {
    matches!(
        kind,
        GROUP_2H | GROUP_3H | GROUP_2V | GROUP_3V | GROUP_3L | GROUP_3R
    )
}

/// How many items a group of `kind` sets side by side in one row spanning it (1, 2h, 3h); 0 for
/// the types that stack.
fn side_by_side(kind: u8) -> usize {
    match kind {
        GROUP_1 => 1,
        GROUP_2H => 2,
        GROUP_3H => 3,
        _ => 0,
    }
}

/// The outer height of a row of `count` items (ratios `shown`) spanning a column `width` wide, in
/// the reference's order of operations: through the inverse of the row's ratio, as masonry
/// measures a single item. Its rounding decides which way a side that ends in .5 rounds
/// (observed: a single item in a collage, the last pair of bricks).
fn row_height(shown: &[f64; 3], count: usize, width: f64, spacing: f64) -> f64 {
    let mut ratio = shown[0];
    for r in &shown[1..count] {
        ratio += r;
    }
    let inverse = 1.0 / ratio;
    width * inverse + spacing * (1.0 - count as f64 * inverse)
}

/// The outer height of a stack of `count` items (ratios `shown`) spanning a column `width` wide,
/// in the same order of operations as `row_height`: through the stack's inverse ratio (the sum of
/// the items' inverse ratios), plus the spacing between the items (observed).
fn stack_height(shown: &[f64; 3], count: usize, width: f64, spacing: f64) -> f64 {
    let mut inverse = 1.0 / shown[0];
    for r in &shown[1..count] {
        inverse += 1.0 / r;
    }
    width * inverse + spacing * (1.0 - inverse) + (count - 1) as f64 * spacing
}

/// Places a group of `kind` (ratios `shown`) `width` wide at `at` into `rects` from item `first`,
/// measured from its items' ratios (a collage's groups, 3t and 3b); returns its outer height.
#[allow(clippy::too_many_arguments)]
#[inline(never)]
fn place_by_ratios(
    kind: u8,
    shown: &[f64; 3],
    width: f64,
    (left, top): (f64, f64),
    spacing: f64,
    inner: &mut [f64; 6],
    rects: &mut [f64],
    first: usize,
) -> f64 {
    let in_row = side_by_side(kind);
    let height = if in_row > 0 {
        row_height(shown, in_row, width, spacing)
    } else if kind == GROUP_2V || kind == GROUP_3V {
        stack_height(shown, group_type_size(kind), width, spacing)
    } else {
        height_for_width(kind, shown, 0, width, spacing)
    };
    inner_sizes(kind, shown, 0, width, height, spacing, 0.0, inner);
    // Items side by side are sized to the row's height (observed: the rounding of a pair whose
    // sides end in .5 follows it).
    for place in 0..in_row {
        inner[2 * place] = (height - spacing) * shown[place];
        inner[2 * place + 1] = height - spacing;
    }
    if stacks_in_column(kind) {
        // A group that stacks items rounds as in a strip: the item that takes the rounding takes
        // what the group's rounded size leaves, the last of a stack of three, the first of two,
        // the item right of a stack in 3r (observed).
        place_strip_group(
            kind, inner, width, height, left, top, spacing, 0.0, rects, first,
        );
    } else {
        place_items(kind, inner, left, top, spacing, 0.0, rects, first);
    }
    height
}

/// The groups of a columns gallery that holds several items per group, and what sizing them
/// reads: the items' ratios (a collage's, or those of their cut sides), their cut sides, their
/// own shapes.
pub struct ColumnGroups {
    /// A collage in columns (no repeating group types, groups of two or more).
    collage: bool,
    choice: ColumnChoice,
    /// The items laid out (from the layout's first on).
    item_count: usize,
    /// The gallery index of local item 0.
    first_item: usize,
    /// The width every column is measured at: the gallery's width over the count, floored.
    column_target: f64,
    /// Each item's ratio, then three stand-ins shaped like the last item.
    ratios: Vec<f64>,
    /// The items' cut sides, from which repeating groups are sized (column_rows.rs).
    cut: Vec<f64>,
    /// The items' own shapes, uncropped, which decide landscape or portrait in a collage.
    shapes: Vec<f64>,
    inner: [f64; 6],
    row_sizes: [f64; 6],
}

impl ColumnGroups {
    /// The groups of `sizes` (item `first_item` of the gallery on), or none when every group
    /// holds one item (masonry, grid).
    // Inlined into the layout loop's function, as this code was before it moved here: the wasm
    // module is 180 bytes smaller than with the call left to the compiler.
    #[inline]
    pub fn new(
        params: &LayoutParams,
        sizes: &[f64],
        first_item: usize,
        column_target: f64,
    ) -> Option<ColumnGroups> {
        let item_count = sizes.len() / 2;
        let repeating = params.repeating_group_types;
        let collage = repeating.is_empty() && params.group_size >= 2.0;
        if repeating.is_empty() && !collage {
            return None;
        }
        let choice = ColumnChoice {
            allowed: params.allowed_group_types,
            density: params.collage_density,
            max_size: params.group_size.min(3.0) as usize,
            min_item_size: params.min_item_size,
            spacing: params.item_spacing,
            column_width: column_target,
            windows: density_windows(params.collage_density),
            by_orientation: params.group_by_orientation,
        };
        let mut ratios = vec![1.0; item_count + 3];
        let mut cut = Vec::new();
        if collage {
            for (i, ratio) in ratios.iter_mut().take(item_count).enumerate() {
                *ratio = item_ratio(
                    params,
                    i + first_item,
                    dimension(sizes[2 * i]),
                    dimension(sizes[2 * i + 1]),
                );
            }
        } else {
            cut = vec![1.0; 2 * item_count];
            column_cut_sides(params, sizes, first_item, &mut cut, &mut ratios);
        }
        // Past the last item, stand-ins shaped like it fill the last group (as the reference
        // fills it).
        for i in item_count.max(1)..ratios.len() {
            ratios[i] = ratios[i - 1];
        }
        let mut shapes = Vec::new();
        if collage && params.crop_enable {
            shapes = vec![1.0; item_count + 3];
            for (i, shape) in shapes.iter_mut().take(item_count).enumerate() {
                *shape = own_ratio(sizes, i);
            }
        }
        Some(ColumnGroups {
            collage,
            choice,
            item_count,
            first_item,
            column_target,
            ratios,
            cut,
            shapes,
            inner: [0.0; 6],
            row_sizes: [0.0; 6],
        })
    }

    /// Places group number `group` (from the layout's first), which opens at local item `idx`,
    /// at the foot of `column`, writing its items' rectangles into `rects`, and adds its height
    /// to the column. Returns how many items it takes.
    pub fn place(
        &mut self,
        params: &LayoutParams,
        seeds: &[u32],
        idx: usize,
        group: usize,
        column: &mut Column,
        rects: &mut [f64],
    ) -> usize {
        let collage = self.collage;
        let item_count = self.item_count;
        let spacing = params.item_spacing;
        let kind = if collage {
            let seed = seeds
                .get(idx)
                .copied()
                .unwrap_or((idx + self.first_item) as u32);
            let shapes = if params.crop_enable {
                Some(&self.shapes[..])
            } else {
                None
            };
            self.choice.choose(
                &mut self.ratios,
                shapes,
                idx,
                item_count - idx,
                seed,
                &mut self.inner,
            )
        } else {
            let repeating = params.repeating_group_types;
            repeating_type(repeating[group % repeating.len()])
        };
        // The places past the items a repeating group takes show stand-ins shaped like its
        // last item (observed, as in rows).
        let taken = if collage {
            3
        } else {
            repeating_advance(params, kind).min(item_count - idx)
        };
        let mut shown = [0.0; 3];
        for (place, ratio) in shown.iter_mut().enumerate() {
            *ratio = self.ratios[idx + place.min(taken - 1)];
        }
        // Text beside the items takes its room from the group's width once (observed).
        let width = column.width - info_width(params, column.width);
        let (left, top) = (column.left, column.height);
        // A repeating group is sized from its items' sides, at the column target (text
        // beside it aside) and then at its column's width less that text (column_rows.rs).
        let sized = !collage
            && sized_in_column(kind)
            && column_group_sides(&self.cut, idx, taken, kind, &shown, &mut self.row_sizes);
        let height = if sized {
            let height = size_column_group(
                kind,
                &mut self.row_sizes,
                taken,
                self.column_target,
                width,
                spacing,
                params.min_item_size,
            );
            let in_row = side_by_side(kind);
            if in_row > 1 {
                place_column_row(
                    &self.row_sizes,
                    in_row,
                    width,
                    height,
                    left,
                    top,
                    spacing,
                    rects,
                    idx,
                );
            } else {
                place_strip_group(
                    kind,
                    &self.row_sizes,
                    width,
                    height,
                    left,
                    top,
                    spacing,
                    0.0,
                    rects,
                    idx,
                );
            }
            height
        } else {
            place_by_ratios(
                kind,
                &shown,
                width,
                (left, top),
                spacing,
                &mut self.inner,
                rects,
                idx,
            )
        };
        let size = group_type_size(kind);
        let end = (idx + size).min(item_count);
        for value in rects[4 * idx..4 * end].chunks_mut(4) {
            value[0] = finite_or(value[0] + params.gallery_spacing, 0.0);
            value[1] = finite_or(value[1] + params.gallery_spacing, 0.0);
            value[2] = finite_or(value[2], 1.0);
            value[3] = finite_or(value[3], 1.0);
        }
        // Text below the items takes its room once, under the whole group (observed).
        column.height += finite_or(js_round(height) + params.external_info_height, 0.0);
        if collage {
            size
        } else {
            repeating_advance(params, kind)
        }
    }
}
