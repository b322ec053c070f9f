//! Columns galleries: vertical masonry and grid (layoutOrientation VERTICAL, one item per group).
//!
//! Follows pro-gallery 5.x's column mode: the gallery frame widens the container by the item
//! spacing, the column count is the one whose width comes nearest the target item size (or the
//! fixed count), column widths spread the leftover pixels, and every item goes to the shortest
//! column. Grid cells get one fixed height from the crop ratio.

use crate::column_choice::ColumnChoice;
use crate::column_rows::{place_column_row, size_column_group};
use crate::group_choice::{density_windows, PORTRAIT_BELOW};
use crate::error::LayoutError;
use crate::js_math::{finite_or, js_round};
use crate::group_types::{
    group_type_size, height_for_width, inner_sizes, place_items, place_strip_group, GROUP_1,
    GROUP_2H, GROUP_2V, GROUP_3H, GROUP_3L, GROUP_3R, GROUP_3V,
};
use crate::params::{CropMethod, GroupsOrder, LayoutParams};
use crate::resume::Resume;
use crate::item_sides::{column_cut_sides, column_group_sides, item_ratio, own_ratio};
use crate::rows::{repeating_advance, repeating_type};
use crate::LayoutSummary;

/// No gallery is wider than this; beyond it heights could overflow `f64`.
pub const MAX_GALLERY_WIDTH: f64 = 10_000_000.0;
/// At most this many columns (each column keeps three numbers).
pub const MAX_COLUMNS: f64 = 100_000.0;
/// Item aspect ratios are held inside [1 / MAX_RATIO, MAX_RATIO] so no size can overflow.
pub const MAX_RATIO: f64 = 1e9;

struct Column {
    left: f64,
    width: f64,
    height: f64,
}

/// The frame the layouter works in: the container widened by the spacing that the rendered
/// gallery takes back with negative margins (spec/002 §3 "Blueprint" container).
pub struct Frame {
    pub gallery_width: f64,
    /// itemSpacing / 2 - gallerySpacing: the margin the renderer removes on each side.
    pub dimension_fix: f64,
}

pub fn frame(params: &LayoutParams) -> Result<Frame, LayoutError> {
    let dimension_fix = params.item_spacing / 2.0 - params.gallery_spacing;
    let gallery_width = (params.container_width.floor() + dimension_fix * 2.0)
        .ceil()
        .floor();
    // A horizontal gallery is laid out by its height: arrows and gallery spacing beside it may
    // leave it no width at all (observed of pro-gallery 5.0.148, which lays it out anyway).
    let missing = if params.horizontal_scroll {
        !params.container_width.is_finite()
    } else {
        !positive(params.container_width) || !positive(gallery_width)
    };
    if missing {
        return Err(LayoutError::GalleryWidth);
    }
    if gallery_width > MAX_GALLERY_WIDTH {
        return Err(LayoutError::GalleryTooWide);
    }
    Ok(Frame {
        gallery_width,
        dimension_fix,
    })
}

/// The number of columns whose width comes nearest the target size, or the fixed number.
fn column_count(params: &LayoutParams, gallery_width: f64, target: f64) -> f64 {
    let count = if params.fixed_columns > 0.0 {
        params.fixed_columns
    } else {
        let float_count = gallery_width / target;
        let fewer = float_count.floor();
        let more = float_count.ceil();
        let miss_fewer = (target - js_round(gallery_width / fewer)).abs();
        let miss_more = (target - js_round(gallery_width / more)).abs();
        if miss_more < miss_fewer {
            more
        } else {
            fewer
        }
    };
    if count.is_nan() || count < 1.0 {
        return 1.0;
    }
    count.min(gallery_width).min(MAX_COLUMNS)
}

/// Column widths: explicit ratios scaled to the gallery, else the leftover pixels spread so that
/// 1,210 px in 3 columns is 403/404/403.
fn columns(params: &LayoutParams, gallery_width: f64, count: usize) -> Vec<Column> {
    let ratios: Vec<f64> = if params.column_ratios.is_empty() {
        Vec::new()
    } else {
        let listed = params.column_ratios;
        let picked: Vec<f64> = (0..count).map(|i| listed[i % listed.len()]).collect();
        let sum: f64 = picked.iter().sum();
        let multiplier = gallery_width / sum;
        picked.iter().map(|r| js_round(r * multiplier)).collect()
    };
    let use_ratios = !ratios.is_empty() && ratios.iter().all(|w| w.is_finite() && *w >= 0.0);
    let mut left = 0.0;
    let mut remainder = gallery_width;
    (0..count)
        .map(|idx| {
            let width = if use_ratios {
                ratios[idx]
            } else {
                js_round(remainder / (count - idx) as f64)
            };
            let column = Column {
                left,
                width,
                height: 0.0,
            };
            left += width;
            remainder -= width;
            column
        })
        .collect()
}

/// Whether `x` is a positive finite number. (`x * 0.0` is 0 for a finite number, NaN for an
/// infinity or NaN: two float operations, where the compiler lowers `is_finite() && x > 0.0` to a
/// long integer test of the bits.)
pub fn positive(x: f64) -> bool {
    x > 0.0 && x * 0.0 == 0.0
}

/// An item dimension as the reference reads it: anything under 1 (or missing) counts as 1.
pub fn dimension(x: f64) -> f64 {
    if x > 1.0 && x * 0.0 == 0.0 {
        x
    } else {
        1.0
    }
}

/// The crop ratio of item `idx` (rotating ratios cycle; a missing ratio keeps the item's own,
/// also a ratio that cannot be read in a list of several: observed in grid and masonry).
/// `smart` turns it to the item's orientation before the crop method holds it (observed).
pub fn crop_ratio(params: &LayoutParams, idx: usize, own: f64, smart: bool) -> f64 {
    let list = params.crop_ratios;
    let mut ratio = f64::NAN;
    if list.len() > 1 {
        // A mask where it can: a division per item shows in wasm at 100,000 items.
        let slot = if list.len().is_power_of_two() {
            idx & (list.len() - 1)
        } else {
            idx % list.len()
        };
        ratio = list[slot];
    }
    if !positive(ratio) {
        ratio = if list.len() == 1 && positive(list[0]) {
            list[0]
        } else {
            own
        };
    }
    if smart {
        ratio = if own < PORTRAIT_BELOW {
            ratio.min(1.0 / ratio)
        } else {
            ratio.max(1.0 / ratio)
        };
    }
    match params.crop_method {
        CropMethod::Min => ratio.max(own),
        CropMethod::Max => ratio.min(own),
        CropMethod::Fill | CropMethod::Fit => ratio,
    }
}

/// The width-to-height ratio the item is shown at (cropped when crop is on), computed in the
/// reference's order: the item is first sized to its crop, then scaled to the column target
/// (every side held at 1 px or more), and the ratio is read back from the scaled sides. The
/// rounding of those steps decides which way a height that ends in .5 rounds.
fn shown_ratio(
    params: &LayoutParams,
    idx: usize,
    width: f64,
    height: f64,
    column_target: f64,
) -> f64 {
    let own = width / height;
    let (cropped_width, cropped_height) = if params.crop_enable {
        let crop = crop_ratio(params, idx, own, false);
        if own >= crop {
            ((height * crop).max(1.0), height)
        } else {
            (width, (width / crop).max(1.0))
        }
    } else {
        (width, height)
    };
    let scale = (column_target - params.item_spacing).max(1.0) / cropped_width;
    let ratio = (cropped_width * scale).max(1.0) / (cropped_height * scale).max(1.0);
    // max/min rather than clamp: they never pass a NaN through.
    #[allow(clippy::manual_clamp)]
    let bounded = ratio.max(1.0 / MAX_RATIO).min(MAX_RATIO);
    bounded
}

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

/// The room beside each item for its text (external info): a fraction of the column, rounded,
/// when under 1 (a percent setting), else pixels.
pub fn info_width(params: &LayoutParams, group_width: f64) -> f64 {
    let info = params.external_info_width;
    if info < 1.0 {
        js_round(info * group_width)
    } else {
        info
    }
}

/// Grid cells share one height when every item is cropped to the same ratio: the column target
/// less the spacing and the text beside it, the text's room taken from the first column's width
/// (`first_width`; observed of pro-gallery 5.0.148: 442.5 px columns, the first 443 px, half of
/// it for text, leave cells 177 px tall, not 178; with column ratios 5:4 in 1,000 px, 111 px).
fn fixed_cell_height(params: &LayoutParams, column_target: f64, first_width: f64) -> Option<f64> {
    let uses_fixed_height = params.crop_enable
        && params.group_size == 1.0
        && matches!(params.crop_method, CropMethod::Fill | CropMethod::Fit)
        && params.crop_ratios.len() < 2;
    let ratio = params.crop_ratios.first().copied().unwrap_or(f64::NAN);
    if !uses_fixed_height || !positive(ratio) {
        return None;
    }
    let media_width = column_target - params.item_spacing - info_width(params, first_width);
    let height = media_width / ratio + params.item_spacing + params.external_info_height;
    if positive(height) {
        Some(height)
    } else {
        None
    }
}

/// The column the next item goes to. By height, this is the reference's search exactly: its
/// running minimum starts at -1 and any negative minimum gives way to the next column, so a column
/// that a degenerate item (spacing wider than the column) left with a negative height is passed
/// over rather than filled from above the gallery's top.
fn pick_column(columns: &[Column], order: GroupsOrder, idx: usize) -> usize {
    match order {
        GroupsOrder::LeftToRight => idx % columns.len(),
        GroupsOrder::ByHeight => {
            let mut best = 0;
            let mut best_height = -1.0;
            for (i, column) in columns.iter().enumerate() {
                if column.height < best_height || best_height < 0.0 {
                    best = i;
                    best_height = column.height;
                }
            }
            best
        }
    }
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
        place_strip_group(kind, inner, width, height, left, top, spacing, 0.0, rects, first);
    } else {
        place_items(kind, inner, left, top, spacing, 0.0, rects, first);
    }
    height
}

/// Lays out `sizes` (width, height pairs) in columns, writing left, top, width, height per item
/// into `rects` as the gallery renders them (relative to the container's top-left corner).
pub fn compute_columns_layout(
    sizes: &[f64],
    seeds: &[u32],
    params: &LayoutParams,
    rects: &mut [f64],
) -> Result<LayoutSummary, LayoutError> {
    resume_columns_layout(
        sizes,
        seeds,
        params,
        rects,
        &Resume::start(),
        &mut Resume::start(),
    )
}

/// Lays out in columns the items from `start.item` on (`sizes`, `seeds`, `rects`) from the
/// position `start`, noting in `resume` where an append would resume (append.rs).
pub fn resume_columns_layout(
    sizes: &[f64],
    seeds: &[u32],
    params: &LayoutParams,
    rects: &mut [f64],
    start: &Resume,
    resume: &mut Resume,
) -> Result<LayoutSummary, LayoutError> {
    let Frame {
        gallery_width,
        dimension_fix,
    } = frame(params)?;
    if !positive(params.target_item_size) {
        return Err(LayoutError::TargetItemSize);
    }
    let spacing = params.item_spacing;
    let target = params.target_item_size.floor() + (2.0 * dimension_fix).ceil();
    let count = column_count(params, gallery_width, target);
    let column_target = (gallery_width / count).floor();
    let mut columns = columns(params, gallery_width, count as usize);
    if !start.heights.is_empty() {
        if start.heights.len() != columns.len() {
            return Err(LayoutError::BadParams);
        }
        for (column, height) in columns.iter_mut().zip(start.heights.iter()) {
            column.height = *height;
        }
    }
    let cell_height = fixed_cell_height(params, column_target, columns[0].width);

    let item_count = sizes.len() / 2;
    // Groups of several items in a column (spec/001 §4 presets bricks, mix, alternate): the
    // repeating group types, each group as wide as its column.
    let repeating = params.repeating_group_types;
    // A collage in columns: groups chosen per item seed (column_choice.rs).
    let collage = repeating.is_empty() && params.group_size >= 2.0;
    let choice = ColumnChoice {
        allowed: params.allowed_group_types,
        density: params.collage_density,
        max_size: params.group_size.min(3.0) as usize,
        min_item_size: params.min_item_size,
        spacing,
        column_width: column_target,
        windows: density_windows(params.collage_density),
        by_orientation: params.group_by_orientation,
    };
    let mut ratios = Vec::new();
    // The items' cut sides, from which repeating groups are sized (column_rows.rs).
    let mut cut = Vec::new();
    if !repeating.is_empty() || collage {
        ratios = vec![1.0; item_count + 3];
        if collage {
            for (i, ratio) in ratios.iter_mut().take(item_count).enumerate() {
                *ratio = item_ratio(
                    params,
                    i + start.item,
                    dimension(sizes[2 * i]),
                    dimension(sizes[2 * i + 1]),
                );
            }
        } else {
            cut = vec![1.0; 2 * item_count];
            column_cut_sides(params, sizes, start.item, &mut cut, &mut ratios);
        }
        // Past the last item, stand-ins shaped like it fill the last group (as the reference
        // fills it).
        for i in item_count.max(1)..ratios.len() {
            ratios[i] = ratios[i - 1];
        }
    }
    // The items' own shapes, uncropped, decide landscape or portrait in a collage.
    let mut shapes = Vec::new();
    if collage && params.crop_enable {
        shapes = vec![1.0; item_count + 3];
        for (i, shape) in shapes.iter_mut().take(item_count).enumerate() {
            *shape = own_ratio(sizes, i);
        }
    }
    let mut inner = [0.0; 6];
    let mut row_sizes = [0.0; 6];
    let mut gallery_height: f64 = start.top;
    let mut group = start.group;
    let mut idx = 0;
    while idx < item_count {
        if (!repeating.is_empty() || collage)
            && !resume.settled
            && Resume::near_end(idx, item_count)
        {
            note_resume(resume, idx + start.item, group, gallery_height, &columns);
        }
        let chosen = pick_column(&columns, params.groups_order, group);
        group += 1;
        if !repeating.is_empty() || collage {
            let kind = if collage {
                let seed = seeds.get(idx).copied().unwrap_or((idx + start.item) as u32);
                let shapes = if params.crop_enable {
                    Some(&shapes[..])
                } else {
                    None
                };
                choice.choose(&mut ratios, shapes, idx, item_count - idx, seed, &mut inner)
            } else {
                repeating_type(repeating[(group - 1) % repeating.len()])
            };
            let column = &mut columns[chosen];
            // The places past the items a repeating group takes show stand-ins shaped like its
            // last item (observed, as in rows).
            let taken = if collage {
                3
            } else {
                repeating_advance(params, kind).min(item_count - idx)
            };
            let mut shown = [0.0; 3];
            for (place, ratio) in shown.iter_mut().enumerate() {
                *ratio = ratios[idx + place.min(taken - 1)];
            }
            // Text beside the items takes its room from the group's width once (observed).
            let width = column.width - info_width(params, column.width);
            let (left, top) = (column.left, column.height);
            // A repeating group is sized from its items' sides, at the column target (text
            // beside it aside) and then at its column's width less that text (column_rows.rs).
            let sized = !collage
                && sized_in_column(kind)
                && column_group_sides(&cut, idx, taken, kind, &shown, &mut row_sizes);
            let height = if sized {
                let height = size_column_group(
                    kind,
                    &mut row_sizes,
                    taken,
                    column_target,
                    width,
                    spacing,
                    params.min_item_size,
                );
                let in_row = side_by_side(kind);
                if in_row > 1 {
                    place_column_row(&row_sizes, in_row, width, height, left, top, spacing, rects, idx);
                } else {
                    place_strip_group(
                        kind, &row_sizes, width, height, left, top, spacing, 0.0, rects, idx,
                    );
                }
                height
            } else {
                place_by_ratios(kind, &shown, width, (left, top), spacing, &mut inner, rects, idx)
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
            if gallery_height < column.height {
                gallery_height = column.height;
            }
            idx += if collage {
                size
            } else {
                repeating_advance(params, kind)
            };
            continue;
        }
        let column = &mut columns[chosen];
        let group_width = column.width;
        let info = info_width(params, group_width);
        let group_height = match cell_height {
            Some(height) => height,
            None => {
                let ratio = shown_ratio(
                    params,
                    idx + start.item,
                    dimension(sizes[2 * idx]),
                    dimension(sizes[2 * idx + 1]),
                    column_target,
                );
                let group_ratio = 1.0 / ratio;
                let margin_ratio = 1.0 - group_ratio;
                // The text below takes its room after the item's box is rounded (observed: a box
                // 116.49999999999999 px tall under 263 px of text is 379 px, not round(379.5)).
                js_round((group_width - info) * group_ratio + spacing * margin_ratio)
                    + params.external_info_height
            }
        };
        let rect = &mut rects[4 * idx..4 * idx + 4];
        rect[0] = finite_or(column.left + params.gallery_spacing, 0.0);
        rect[1] = finite_or(column.height + params.gallery_spacing, 0.0);
        rect[2] = finite_or((group_width - spacing - info).max(1.0), 1.0);
        rect[3] = finite_or(
            (group_height - spacing - params.external_info_height).max(1.0),
            1.0,
        );
        column.height += group_height;
        if gallery_height < column.height {
            gallery_height = column.height;
        }
        idx += 1;
    }

    if !resume.settled {
        note_resume(
            resume,
            item_count + start.item,
            group,
            gallery_height,
            &columns,
        );
    }
    let height = if item_count + start.item == 0 {
        0.0
    } else {
        (gallery_height - dimension_fix * 2.0).max(0.0)
    };
    Ok(LayoutSummary {
        width: finite_or(gallery_width - dimension_fix * 2.0, 0.0),
        height: finite_or(height, 0.0),
        columns: count,
    })
}

/// Notes in `resume` that an append starts at `item`, with the columns as they are.
fn note_resume(resume: &mut Resume, item: usize, group: usize, top: f64, columns: &[Column]) {
    *resume = Resume {
        item,
        group,
        strip: 1,
        top,
        widest: 0.0,
        heights: columns.iter().map(|column| column.height).collect(),
        settled: true,
    };
}

#[cfg(test)]
#[path = "columns_tests.rs"]
mod tests;
