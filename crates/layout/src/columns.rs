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
mod tests {
    use super::*;
    use crate::params::{LayoutParams, Orientation};

    fn params(width: f64) -> LayoutParams<'static> {
        LayoutParams::plain(Orientation::Columns, width)
    }

    fn run(sizes: &[f64], params: &LayoutParams) -> (Vec<f64>, LayoutSummary) {
        let mut rects = vec![0.0; sizes.len() * 2];
        let summary = compute_columns_layout(sizes, &[], params, &mut rects).unwrap();
        (rects, summary)
    }

    #[test]
    fn spreads_leftover_pixels_over_the_columns() {
        let p = LayoutParams {
            fixed_columns: 3.0,
            ..params(1210.0)
        };
        let (rects, summary) = run(&[100.0, 100.0, 100.0, 100.0, 100.0, 100.0], &p);
        let widths: Vec<f64> = rects.chunks(4).map(|r| r[2]).collect();
        let lefts: Vec<f64> = rects.chunks(4).map(|r| r[0]).collect();
        assert_eq!(widths, vec![403.0, 404.0, 403.0]);
        assert_eq!(lefts, vec![0.0, 403.0, 807.0]);
        assert_eq!(summary.columns, 3.0);
    }

    #[test]
    fn picks_the_column_count_nearest_the_target_size() {
        // 1,200 / 400 = 3 columns of 400; 1,300 / 400 = 3.25, so 3 columns of 433 beat 4 of 325.
        assert_eq!(run(&[1.0, 1.0], &params(1200.0)).1.columns, 3.0);
        assert_eq!(run(&[1.0, 1.0], &params(1300.0)).1.columns, 3.0);
        assert_eq!(run(&[1.0, 1.0], &params(1500.0)).1.columns, 4.0);
    }

    #[test]
    fn places_each_item_in_the_shortest_column() {
        let p = LayoutParams {
            fixed_columns: 2.0,
            ..params(1000.0)
        };
        // A tall item in column 0, a short one in column 1, so the third goes under the short one.
        let (rects, summary) = run(&[500.0, 1000.0, 500.0, 250.0, 500.0, 500.0], &p);
        assert_eq!(&rects[8..12], &[500.0, 250.0, 500.0, 500.0]);
        assert_eq!(summary.height, 1000.0);
    }

    #[test]
    fn grid_cells_share_one_height_from_the_crop_ratio() {
        let p = LayoutParams {
            crop_enable: true,
            crop_ratios: &[2.0],
            item_spacing: 10.0,
            fixed_columns: 2.0,
            ..params(1000.0)
        };
        let (rects, _) = run(&[300.0, 900.0, 900.0, 300.0, 500.0, 500.0], &p);
        // Frame 1,010 px, columns 505; cells (505 - 10) / 2 + 10 = 257.5 tall.
        assert_eq!(&rects[0..4], &[0.0, 0.0, 495.0, 247.5]);
        assert_eq!(&rects[4..8], &[505.0, 0.0, 495.0, 247.5]);
        assert_eq!(&rects[8..12], &[0.0, 257.5, 495.0, 247.5]);
    }

    #[test]
    fn repeating_groups_fill_a_column_as_the_mix_layout_does() {
        // pro-gallery's mix layout at 1,000 px, spacing 10, square crop (observed).
        let p = LayoutParams {
            item_spacing: 10.0,
            target_item_size: 86.0,
            fixed_columns: 1.0,
            group_size: 3.0,
            crop_enable: true,
            repeating_group_types: &[0.0, 5.0, 0.0, 6.0],
            ..params(1000.0)
        };
        let (rects, _) = run(&[400.0, 300.0, 300.0, 400.0, 500.0, 500.0, 800.0, 300.0], &p);
        assert_eq!(
            rects,
            vec![
                0.0, 0.0, 1000.0, 1000.0, 0.0, 1010.0, 663.0, 663.0, 673.0, 1010.0, 327.0, 326.0,
                673.0, 1346.0, 327.0, 327.0
            ]
        );
    }

    #[test]
    fn the_last_pair_of_bricks_rounds_its_half_pixel_as_the_reference() {
        // pro-gallery's bricks at 904 px, spacing 25: the last item and its stand-in share
        // 879 px, 439.5 each; measured through the row's inverse ratio, the item takes 440
        // (observed), where the exact sides would give it 439.
        let p = LayoutParams {
            item_spacing: 25.0,
            fixed_columns: 1.0,
            group_size: 3.0,
            crop_enable: true,
            crop_ratios: &[0.707, 1.414, 1.414, 0.707],
            repeating_group_types: &[1.0],
            ..params(904.0)
        };
        let (rects, _) = run(&[300.0, 200.0, 300.0, 200.0, 300.0, 200.0], &p);
        assert_eq!(&rects[8..12], &[0.0, 439.0, 440.0, 311.0]);
    }

    #[test]
    fn a_stack_of_three_in_a_column_leaves_the_rounding_to_its_last_item() {
        // pro-gallery 5.0.148, repeating 3v in three columns of 1,010 px, spacing 10: a portrait
        // over two landscapes is 436 + 245.25 + 245.25 px; the first two round on their own and
        // the last takes what the group's rounded height leaves (observed: 436, 245, 245, where
        // the first item taking the rounding would make it 437). Two portraits over a stand-in
        // in a 336 px column: 434.67 px each, shown 435 and 435.
        let p = LayoutParams {
            item_spacing: 10.0,
            target_item_size: 300.0,
            group_size: 3.0,
            repeating_group_types: &[8.0],
            ..params(1000.0)
        };
        let (portrait, landscape) = ([300.0, 400.0], [400.0, 300.0]);
        let mut sizes = Vec::new();
        for size in [portrait, landscape, portrait, portrait, landscape, landscape, portrait, portrait] {
            sizes.extend_from_slice(&size);
        }
        let (rects, summary) = run(&sizes, &p);
        assert_eq!(summary.columns, 3.0);
        assert_eq!(
            &rects[12..32],
            &[
                337.0, 0.0, 327.0, 436.0, 337.0, 446.0, 327.0, 245.0, 337.0, 701.0, 327.0, 245.0,
                674.0, 0.0, 326.0, 435.0, 674.0, 445.0, 326.0, 435.0
            ]
        );
    }

    #[test]
    fn beside_a_stack_on_the_left_the_right_item_takes_the_rounding() {
        // pro-gallery 5.0.148, repeating 3r in one column of 325 px, spacing 10: the stack is
        // 87.6 px wide and both its items show 88 px wide; the item on the right takes the 217
        // px left (observed), where the first item taking the rounding would show 87 and 218.
        let p = LayoutParams {
            item_spacing: 10.0,
            fixed_columns: 1.0,
            group_size: 3.0,
            repeating_group_types: &[6.0],
            ..params(315.0)
        };
        let (rects, _) = run(&[800.0, 600.0, 500.0, 500.0, 640.0, 480.0], &p);
        assert_eq!(
            rects,
            vec![0.0, 0.0, 88.0, 65.0, 0.0, 75.0, 88.0, 88.0, 98.0, 0.0, 217.0, 163.0]
        );
    }

    #[test]
    fn a_crop_ratio_that_cannot_be_read_in_a_list_of_several_keeps_the_item_s_own_shape() {
        // pro-gallery 5.0.148, grid of 4 columns of 400 px (observed): the fourth item keeps its
        // own 4854 x 6208 where its ratio cannot be read; a single unreadable ratio does too.
        let p = LayoutParams {
            fixed_columns: 4.0,
            crop_enable: true,
            crop_ratios: &[1.5, 2.0, 0.5, f64::NAN],
            ..params(1600.0)
        };
        let (rects, _) = run(&[300.0, 300.0, 300.0, 300.0, 300.0, 300.0, 4854.0, 6208.0], &p);
        assert_eq!(&rects[12..16], &[1200.0, 0.0, 400.0, 512.0]);
        assert_eq!(crop_ratio(&p, 3, 0.75, false), 0.75);
        assert_eq!(crop_ratio(&p, 4, 0.75, false), 1.5);
    }

    #[test]
    fn a_repeating_group_takes_the_room_for_text_once() {
        // pro-gallery 5.0.148, panorama of 1,000 px, spacing 10, repeating 2h with group size 1:
        // the group is laid out in its column less the text beside it, and the text below is
        // added once under the group (observed).
        let p = LayoutParams {
            item_spacing: 10.0,
            fixed_columns: 1.0,
            repeating_group_types: &[1.0],
            ..params(1000.0)
        };
        let sizes = [1000.0, 1000.0, 1000.0, 500.0];
        let below = LayoutParams {
            external_info_height: 200.0,
            ..p
        };
        let expected = vec![0.0, 0.0, 495.0, 495.0, 0.0, 705.0, 495.0, 248.0];
        assert_eq!(run(&sizes, &below).0, expected);
        let beside = LayoutParams {
            external_info_width: 30.0,
            ..p
        };
        let expected = vec![0.0, 0.0, 480.0, 480.0, 0.0, 490.0, 480.0, 240.0];
        assert_eq!(run(&sizes, &beside).0, expected);
    }

    #[test]
    fn a_single_item_of_a_collage_is_measured_as_masonry_measures_it() {
        // 408 px of media in a 448 px column, spacing 40: an item 816 x 235 is 117.5 px tall,
        // and the reference shows it 117 px tall, in a collage as in masonry (observed).
        let masonry = LayoutParams {
            item_spacing: 40.0,
            fixed_columns: 1.0,
            ..params(408.0)
        };
        let collage = LayoutParams {
            group_size: 3.0,
            allowed_group_types: 1 << GROUP_1,
            collage_density: 1.0,
            ..masonry
        };
        let sizes = [816.0, 235.0, 816.0, 237.0];
        let expected = vec![0.0, 0.0, 408.0, 117.0, 0.0, 157.0, 408.0, 118.0];
        assert_eq!(run(&sizes, &masonry).0, expected);
        assert_eq!(run(&sizes, &collage).0, expected);
    }

    #[test]
    fn a_crop_that_keeps_an_item_s_shape_still_cuts_its_sides_in_a_column() {
        // pro-gallery 5.0.148, repeating 2h with group size 1 in columns of 653 px (target 652),
        // spacing 17, a MAX crop keeping 3264 x 2588 as it is: sized from 3264 x 2588 the item
        // and its stand-in come out 309.4999999999999 px wide; the reference cuts the width to
        // 2588 x (3264 / 2588) first, so they come out 309.50000000000006 and the item, which
        // takes the rounding, shows 309 (observed: GRID 2134963444).
        let p = LayoutParams {
            item_spacing: 17.0,
            gallery_spacing: 7.0,
            target_item_size: 756.0,
            crop_enable: true,
            crop_method: CropMethod::Max,
            crop_ratios: &[17.29434088625963, 17.29434088625963],
            repeating_group_types: &[GROUP_2H as f64],
            min_item_size: 50.0,
            ..params(1955.0)
        };
        let (rects, summary) = run(&[3264.0, 2588.0], &p);
        assert_eq!(summary.columns, 3.0);
        assert_eq!(rects, vec![7.0, 7.0, 309.0, 245.0]);
    }

    #[test]
    fn the_text_below_an_item_is_added_after_its_box_is_rounded() {
        // pro-gallery 5.0.148, grid of one 151 px column, spacing 13, 263 px of text below, crop
        // 4:3 (two ratios, so no fixed cell height): 4349 x 7429 is 116.49999999999999 px tall
        // with its spacing, shown 103 px tall under a box of 116 + 263 = 379 px (observed), not
        // round(379.5) = 380.
        let p = LayoutParams {
            item_spacing: 13.0,
            fixed_columns: 1.0,
            crop_enable: true,
            crop_ratios: &[4.0 / 3.0, 4.0 / 3.0],
            external_info_height: 263.0,
            min_item_size: 50.0,
            ..params(138.0)
        };
        let (rects, _) = run(&[4349.0, 7429.0, 4349.0, 7429.0], &p);
        assert_eq!(rects, vec![0.0, 0.0, 138.0, 103.0, 0.0, 379.0, 138.0, 103.0]);
    }

    #[test]
    fn a_row_in_a_column_is_as_tall_as_its_rounded_group() {
        // pro-gallery 5.0.148, repeating 2h with group size 1 in columns of 78 and 77 px
        // (target 77), no spacing, crop 2: the row is 19.5 px tall, its items
        // 19.499999999999996, and the item shows 20 px tall (observed: GRID 3162786835).
        let p = LayoutParams {
            fixed_columns: 2.0,
            crop_enable: true,
            crop_ratios: &[2.0],
            repeating_group_types: &[GROUP_2H as f64],
            ..params(155.0)
        };
        let (rects, _) = run(&[4230.0, 3150.0], &p);
        assert_eq!(rects, vec![0.0, 0.0, 39.0, 20.0]);
    }

    #[test]
    fn a_row_under_a_pixel_tall_scales_its_items_by_a_pixel_over_their_height() {
        // pro-gallery 5.0.148, repeating 3h with group size 1, five columns of 57 and 58 px,
        // spacing 20, crop 3:2: the row is -0.67 px tall and 5108 x 3405.33 is scaled by
        // 1 / 3405.33 to 1.4999999999999998 px wide, shown 1 px (observed).
        let p = LayoutParams {
            item_spacing: 20.0,
            gallery_spacing: 1.0,
            fixed_columns: 5.0,
            crop_enable: true,
            crop_ratios: &[1.5],
            repeating_group_types: &[GROUP_3H as f64],
            ..params(270.0)
        };
        let (rects, _) = run(&[5108.0, 13194.0], &p);
        assert_eq!(rects, vec![1.0, 1.0, 1.0, 1.0]);
    }

    #[test]
    fn beside_a_stack_the_single_item_is_sized_as_the_reference_sizes_it() {
        // pro-gallery 5.0.148, repeating 3l with group size 1 (the item beside two stand-ins)
        // in columns of 97 and 98 px, spacing 22: 5200 x 2395 shows 52 px wide (observed), 53
        // when 3l is measured by its exact geometry.
        let stand_ins = LayoutParams {
            item_spacing: 22.0,
            gallery_spacing: 2.0,
            fixed_columns: 4.0,
            crop_enable: true,
            crop_method: CropMethod::Max,
            crop_ratios: &[100.0],
            repeating_group_types: &[GROUP_3L as f64],
            min_item_size: 50.0,
            ..params(372.0)
        };
        let (rects, _) = run(&[3726.0, 3158.0, 410.0, 1211.0, 5200.0, 2395.0], &stand_ins);
        assert_eq!(
            rects,
            vec![2.0, 2.0, 45.0, 38.0, 100.0, 2.0, 38.0, 112.0, 197.0, 2.0, 52.0, 24.0]
        );
        // Three items of their own in columns of 88 px, spacing 37: sides under the minimum
        // item size, so the group is arranged and sized three times at the target; 5086 x 10958
        // then shows 33 px tall (observed), 34 when sized once.
        let own = LayoutParams {
            item_spacing: 37.0,
            gallery_spacing: 2.0,
            fixed_columns: 4.0,
            group_size: 3.0,
            repeating_group_types: &[GROUP_3L as f64],
            ..params(318.0)
        };
        let sizes = [
            3642.0, 1638.0, 5621.0, 3530.0, 666.0, 466.0, 5086.0, 10958.0, 1697.0, 1008.0, 2261.0,
            755.0,
        ];
        let (rects, _) = run(&sizes, &own);
        assert_eq!(
            &rects[12..24],
            &[90.0, 2.0, 13.0, 33.0, 140.0, 2.0, 1.0, 1.0, 140.0, 34.0, 1.0, 1.0]
        );
    }

    #[test]
    fn refuses_a_missing_width_or_target_size() {
        let mut rects = vec![0.0; 4];
        let bad_width = params(f64::NAN);
        assert_eq!(
            compute_columns_layout(&[1.0, 1.0], &[], &bad_width, &mut rects),
            Err(LayoutError::GalleryWidth)
        );
        let bad_target = LayoutParams {
            target_item_size: 0.0,
            ..params(500.0)
        };
        assert_eq!(
            compute_columns_layout(&[1.0, 1.0], &[], &bad_target, &mut rects),
            Err(LayoutError::TargetItemSize)
        );
    }

    #[test]
    fn degenerate_sizes_give_finite_rectangles() {
        let sizes = [
            0.0,
            0.0,
            f64::NAN,
            5.0,
            f64::INFINITY,
            1.0,
            -3.0,
            f64::MAX,
            1e-300,
            1e300,
        ];
        let (rects, summary) = run(&sizes, &params(800.0));
        assert!(rects.iter().all(|v| v.is_finite()));
        assert!(summary.height.is_finite());
    }
}
