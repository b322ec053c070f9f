//! Rows (strips) layouts, layoutOrientation HORIZONTAL (spec/002 §3, §9).
//!
//! Groups of one to three items (group_choice.rs) fill strips one after another. A strip's height
//! is the gallery width over the sum of its groups' ratios, each ratio measured at the target
//! height; a strip closes when one more group would take its height further from the target.
//! Every group of a full strip is then sized to the strip's height and the last group takes what
//! is left of the width. The last strip keeps the target height when stretching it to the full
//! width would make it taller than 1.5 times the target (spec/002 §9). With horizontal scroll
//! there is one strip, as tall as the gallery. Twin: bindings/ts/layout/rows.ts.

use crate::columns::{crop_ratio, dimension, frame, positive, Frame, MAX_RATIO};
use crate::error::LayoutError;
use crate::group_choice::{density_windows, GroupChoice};
use crate::group_types::{
    group_type_size, inner_sizes, place_items, place_strip_group, widen_first_in_rows,
    width_for_height, GROUP_1, GROUP_2H, GROUP_3H, GROUP_TYPE_COUNT,
};
use crate::js_math::{finite_or, js_round};
use crate::params::LayoutParams;
use crate::resume::Resume;
use crate::LayoutSummary;

/// A last strip stays at the target height when stretching would pass this many targets.
pub const LAST_STRIP_STRETCH_LIMIT: f64 = 1.5;
/// Layout gives up after this many rounds per item (spec/002 §9 "Layout loop limit").
pub const MAX_LOOPS_PER_ITEM: usize = 10;
/// The group size when it cannot be computed (spec/002 §8).
pub const FALLBACK_GROUP_SIZE: f64 = 3.0;

/// The ratio an item is shown at: its own, or, when cropping, read back from its sides cut to the
/// crop ratio (the reference's order of operations, whose rounding decides half-pixel ties).
pub fn item_ratio(params: &LayoutParams, idx: usize, width: f64, height: f64) -> f64 {
    let own = width / height;
    let mut ratio = own;
    if params.crop_enable {
        let mut crop = crop_ratio(params, idx, own);
        if params.smart_crop && own < 1.0 {
            crop = 1.0 / crop;
        }
        ratio = if own >= crop {
            (height * crop).max(1.0) / height
        } else {
            width / (width / crop).max(1.0)
        };
    }
    ratio.max(1.0 / MAX_RATIO).min(MAX_RATIO)
}

/// An item's own width-to-height ratio, held like the ratios it is shown at.
pub fn own_ratio(sizes: &[f64], idx: usize) -> f64 {
    (dimension(sizes[2 * idx]) / dimension(sizes[2 * idx + 1]))
        .max(1.0 / MAX_RATIO)
        .min(MAX_RATIO)
}

/// The most items per group: the group size, 1 to 3 (3 when it is not a number, spec/002 §8).
fn max_group_size(params: &LayoutParams) -> usize {
    let size = if params.group_size.is_finite() {
        params.group_size
    } else {
        FALLBACK_GROUP_SIZE
    };
    1f64.max(3f64.min(size.floor())) as usize
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

/// Whether a group of `kind` stacks items (every type but a single item and a row).
fn stacks(kind: u8) -> bool {
    kind != GROUP_1 && kind != GROUP_2H && kind != GROUP_3H
}

/// A repeating group type code, or a single item for anything that is not one.
pub fn repeating_type(code: f64) -> u8 {
    if code >= 0.0 && code < GROUP_TYPE_COUNT as f64 && code.floor() == code {
        code as u8
    } else {
        GROUP_1
    }
}

struct Strips<'a> {
    ratios: Vec<f64>,
    /// The ratios each group's places show, three per group.
    shown: Vec<f64>,
    kinds: Vec<u8>,
    firsts: Vec<usize>,
    group_ratios: Vec<f64>,
    gallery_width: f64,
    target: f64,
    spacing: f64,
    scroll: bool,
    per_row: usize,
    info: f64,
    widest: f64,
    inner: [f64; 6],
    rects: &'a mut [f64],
}

impl<'a> Strips<'a> {
    /// Whether adding a group of `ratio` takes the strip's height further from the target.
    fn closes(&self, current: f64, ratio: f64) -> bool {
        let without = self.gallery_width / current;
        let with_group = self.gallery_width / (current + ratio);
        (self.target - with_group).abs() > (self.target - without).abs()
    }

    /// Sizes and places the groups [from, to) as one strip at `top`; returns the strip's height.
    fn place(&mut self, from: usize, to: usize, last: bool, top: f64) -> f64 {
        let ratio: f64 = self.group_ratios[from..to].iter().sum();
        let mut height = if self.scroll && self.per_row == 0 {
            self.target
        } else {
            self.gallery_width / ratio
        };
        let stretched = if self.per_row > 0 {
            // A fixed number of groups per strip: every strip spans the width, except that the
            // last strip of a horizontal gallery keeps the gallery's height.
            !(self.scroll && last)
        } else {
            !self.scroll && !(last && height > LAST_STRIP_STRETCH_LIMIT * self.target)
        };
        if !stretched {
            height = self.target;
        }
        let s = self.spacing;
        let mut left = 0.0;
        for g in from..to {
            let kind = self.kinds[g];
            let first = self.firsts[g];
            // A group that stacks items keeps the room for text once, under it (observed).
            let (height, info) = if stacks(kind) {
                (height - self.info, 0.0)
            } else {
                (height, self.info)
            };
            let round_height = js_round(height);
            let at = 3 * g;
            let natural = width_for_height(kind, &self.shown, at, height, s, info);
            let width;
            // A strip of a fixed number of groups takes no leftover width in a horizontal
            // gallery (observed); in a vertical one it does.
            let takes_leftover = stretched && (self.per_row == 0 || !self.scroll) && g == to - 1;
            if takes_leftover {
                // The last group keeps the strip's height and takes what is left of the width.
                width = self.gallery_width - left;
                inner_sizes(
                    kind,
                    &self.shown,
                    at,
                    natural,
                    height,
                    s,
                    info,
                    &mut self.inner,
                );
                widen_first_in_rows(kind, &mut self.inner, width - natural);
            } else if kind == GROUP_1 {
                // A single item fills its rounded box; the items of a larger group share its
                // exact size.
                width = js_round(natural);
                inner_sizes(
                    kind,
                    &self.shown,
                    at,
                    width,
                    round_height,
                    s,
                    info,
                    &mut self.inner,
                );
            } else {
                width = js_round(natural);
                inner_sizes(
                    kind,
                    &self.shown,
                    at,
                    natural,
                    height,
                    s,
                    info,
                    &mut self.inner,
                );
            }
            if kind == GROUP_1 {
                place_items(kind, &self.inner, left, top, s, info, self.rects, first);
            } else {
                place_strip_group(
                    kind,
                    &self.inner,
                    if takes_leftover { width } else { natural },
                    height,
                    left,
                    top,
                    s,
                    info,
                    self.rects,
                    first,
                );
            }
            left += width;
        }
        self.widest = self.widest.max(left);
        height
    }
}

/// Lays out `sizes` (width, height pairs) in rows, writing left, top, width, height per item
/// into `rects` as the gallery renders them (relative to the container's top-left corner).
pub fn compute_rows_layout(
    sizes: &[f64],
    params: &LayoutParams,
    rects: &mut [f64],
) -> Result<LayoutSummary, LayoutError> {
    resume_rows_layout(sizes, params, rects, &Resume::start(), &mut Resume::start())
}

/// Lays out in rows the items from `start.item` on (`sizes`, `rects`) from the position
/// `start`, noting in `resume` where an append would resume (append.rs).
pub fn resume_rows_layout(
    sizes: &[f64],
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
    let scroll = params.horizontal_scroll;
    // The strip of a horizontal gallery: the container's height widened by the spacing, as the
    // gallery frame widens its width.
    let gallery_height = (params.container_height + dimension_fix).floor() + dimension_fix;
    let rows_target = params.target_item_size.floor() + (2.0 * dimension_fix).ceil();
    let target = if scroll { gallery_height } else { rows_target };
    if !positive(target) {
        return Err(LayoutError::TargetItemSize);
    }
    // Groups are chosen and measured at the target item size, in a horizontal gallery too
    // (observed): strips of a fixed number of groups there stack down at the widths those give.
    let measure = if positive(rows_target) {
        rows_target
    } else {
        target
    };

    let count = sizes.len() / 2;
    // Three spare ratios so a group at the end can read past the last item: landscape for the
    // choice of group types.
    let mut ratios = vec![1.0; count + 3];
    for (i, ratio) in ratios.iter_mut().take(count).enumerate() {
        *ratio = item_ratio(
            params,
            i + start.item,
            dimension(sizes[2 * i]),
            dimension(sizes[2 * i + 1]),
        );
    }
    // The items' own shapes, uncropped, decide landscape or portrait.
    let mut shapes = Vec::new();
    if params.crop_enable {
        shapes = vec![1.0; count + 3];
        for (i, shape) in shapes.iter_mut().take(count).enumerate() {
            *shape = own_ratio(sizes, i);
        }
    }
    let choice = GroupChoice {
        allowed: params.allowed_group_types,
        density: params.collage_density,
        max_size: max_group_size(params),
        min_item_size: params.min_item_size,
        spacing,
        target_height: measure,
        info: params.external_info_height,
        windows: density_windows(params.collage_density),
        by_orientation: params.group_by_orientation,
    };
    let repeating = params.repeating_group_types;
    let mut strips = Strips {
        ratios,
        shown: vec![1.0; 3 * count],
        kinds: vec![GROUP_1; count],
        firsts: vec![0; count],
        group_ratios: vec![0.0; count],
        gallery_width,
        target,
        spacing,
        scroll,
        per_row: params.groups_per_row.min(u32::MAX as f64) as usize,
        info: params.external_info_height,
        widest: start.widest,
        inner: [0.0; 6],
        rects,
    };

    let mut groups = 0;
    let mut strip_first_group = 0;
    let mut strip_number = start.strip;
    let mut strip_ratio = 0.0;
    let mut top = start.top;
    let mut loops = MAX_LOOPS_PER_ITEM * count;
    let mut item = 0;
    while item < count {
        if loops == 0 {
            return Err(LayoutError::MaxLoops);
        }
        loops -= 1;
        let in_strip = groups - strip_first_group;
        if !resume.settled {
            if in_strip == 0 {
                *resume = Resume {
                    item: item + start.item,
                    group: groups + start.group,
                    strip: strip_number,
                    top,
                    widest: strips.widest,
                    heights: Vec::new(),
                    settled: false,
                };
            }
            resume.settled = Resume::near_end(item, count);
        }
        // The group's width at the target height, when the choice measured it.
        let mut measured = f64::NAN;
        let kind = if !repeating.is_empty() {
            // Past the last item, stand-ins fill the group (as the reference fills it).
            repeating_type(repeating[(groups + start.group) % repeating.len()])
        } else {
            let mut inner = [0.0; 6];
            let shapes = if params.crop_enable {
                &shapes[..]
            } else {
                &strips.ratios[..]
            };
            choice.choose(
                &strips.ratios,
                shapes,
                item,
                count - item,
                strip_number + in_strip + 1,
                &mut inner,
                &mut measured,
            )
        };
        // The places past the items the group takes show stand-ins shaped like its last item.
        let taken = if repeating.is_empty() {
            3
        } else {
            repeating_advance(params, kind).min(count - item)
        };
        let mut shown = [0.0; 3];
        for (place, ratio) in shown.iter_mut().enumerate() {
            *ratio = strips.ratios[item + place.min(taken - 1)];
        }
        let width = if repeating.is_empty() && kind != GROUP_1 {
            measured
        } else if stacks(kind) {
            width_for_height(
                kind,
                &shown,
                0,
                measure - params.external_info_height,
                spacing,
                0.0,
            )
        } else {
            width_for_height(
                kind,
                &shown,
                0,
                measure,
                spacing,
                params.external_info_height,
            )
        };
        let ratio = width / measure;
        let full = if strips.per_row > 0 {
            in_strip >= strips.per_row
        } else {
            !scroll && strips.closes(strip_ratio, ratio)
        };
        if in_strip > 0 && full {
            top += strips.place(strip_first_group, groups, false, top);
            strip_first_group = groups;
            strip_number += 1;
            strip_ratio = 0.0;
            continue;
        }
        strips.shown[3 * groups..3 * groups + 3].copy_from_slice(&shown);
        strips.kinds[groups] = kind;
        strips.firsts[groups] = item;
        strips.group_ratios[groups] = ratio;
        groups += 1;
        strip_ratio += ratio;
        item += if repeating.is_empty() {
            group_type_size(kind)
        } else {
            repeating_advance(params, kind)
        };
    }
    if groups > strip_first_group {
        top += strips.place(strip_first_group, groups, true, top);
    }

    let widest = strips.widest;
    let shift = params.gallery_spacing;
    for rect in strips.rects.chunks_exact_mut(4) {
        rect[0] = finite_or(rect[0] + shift, 0.0);
        rect[1] = finite_or(rect[1] + shift, 0.0);
        rect[2] = finite_or(rect[2], 0.0);
        rect[3] = finite_or(rect[3], 0.0);
    }
    let height = if count + start.item == 0 {
        0.0
    } else {
        (top - dimension_fix * 2.0).max(0.0)
    };
    let width = if scroll { widest } else { gallery_width };
    Ok(LayoutSummary {
        width: finite_or(width - dimension_fix * 2.0, 0.0),
        height: finite_or(height, 0.0),
        columns: 0.0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::params::{CropMethod, GroupsOrder, Orientation};

    fn params(width: f64) -> LayoutParams<'static> {
        LayoutParams {
            orientation: Orientation::Rows,
            container_width: width,
            container_height: 800.0,
            item_spacing: 10.0,
            gallery_spacing: 0.0,
            target_item_size: 370.0,
            fixed_columns: 0.0,
            crop_enable: false,
            crop_method: CropMethod::Fill,
            groups_order: GroupsOrder::ByHeight,
            group_size: 1.0,
            crop_ratios: &[1.0],
            column_ratios: &[],
            horizontal_scroll: false,
            min_item_size: 120.0,
            collage_density: 0.8,
            allowed_group_types: 511,
            smart_crop: false,
            external_info_height: 0.0,
            external_info_width: 0.0,
            repeating_group_types: &[],
            right_to_left: false,
            groups_per_row: 0.0,
            random_scatter: 0.0,
            scatter_seed: 0,
            manual_scatter: &[],
            group_by_orientation: true,
        }
    }

    fn run(sizes: &[f64], params: &LayoutParams) -> (Vec<f64>, LayoutSummary) {
        let mut rects = vec![0.0; sizes.len() * 2];
        let summary = compute_rows_layout(sizes, params, &mut rects).unwrap();
        (rects, summary)
    }

    const EIGHT: [f64; 16] = [
        400.0, 300.0, 300.0, 400.0, 500.0, 500.0, 800.0, 300.0, 300.0, 900.0, 600.0, 400.0, 400.0,
        600.0, 1000.0, 500.0,
    ];

    #[test]
    fn strips_close_nearest_the_target_and_end_at_the_frame_edge() {
        // pro-gallery 5.0.148 places these at the same pixels (observed).
        let (rects, summary) = run(&EIGHT, &params(1200.0));
        assert_eq!(&rects[0..12], &[0.0, 0.0, 510.0, 383.0, 520.0, 0.0, 287.0, 383.0, 817.0, 0.0, 383.0, 383.0]);
        assert!((rects[13] - 392.7117).abs() < 1e-3);
        assert_eq!(rects[16] + rects[18], 1200.0);
        assert!((summary.height - 1082.17).abs() < 1e-2);
    }

    #[test]
    fn a_tall_last_strip_keeps_the_target_height() {
        let (rects, _) = run(&[400.0, 300.0, 300.0, 400.0], &params(1200.0));
        assert_eq!(rects, vec![0.0, 0.0, 493.0, 370.0, 503.0, 0.0, 278.0, 370.0]);
    }

    #[test]
    fn repeating_3b_puts_two_items_over_one() {
        let p = LayoutParams {
            group_size: 3.0,
            repeating_group_types: &[4.0],
            ..params(1200.0)
        };
        let (rects, _) = run(&[300.0, 400.0, 500.0, 500.0, 800.0, 300.0], &p);
        assert_eq!(
            rects,
            vec![0.0, 0.0, 161.0, 215.0, 171.0, 0.0, 215.0, 215.0, 0.0, 225.0, 386.0, 145.0]
        );
    }

    #[test]
    fn horizontal_scroll_makes_one_strip_as_tall_as_the_container() {
        let p = LayoutParams {
            horizontal_scroll: true,
            crop_enable: true,
            ..params(1200.0)
        };
        let (rects, summary) = run(&EIGHT[..8], &p);
        assert_eq!(
            rects,
            vec![
                0.0, 0.0, 800.0, 800.0, 810.0, 0.0, 800.0, 800.0, 1620.0, 0.0, 800.0, 800.0, 2430.0,
                0.0, 800.0, 800.0
            ]
        );
        assert_eq!(summary.height, 800.0);
    }

    #[test]
    fn a_group_size_that_is_not_a_number_falls_back_to_three() {
        let p = LayoutParams {
            group_size: f64::NAN,
            ..params(1200.0)
        };
        assert_eq!(max_group_size(&p), 3);
    }

    #[test]
    fn degenerate_input_gives_finite_rectangles() {
        let sizes = [0.0, 0.0, f64::NAN, 5.0, f64::INFINITY, 1.0, -3.0, f64::MAX, 1e-300, 1e300];
        for spacing in [0.0, 1e6, f64::NAN].iter() {
            let p = LayoutParams {
                group_size: 3.0,
                item_spacing: if spacing.is_nan() { 0.0 } else { *spacing },
                ..params(700.0)
            };
            let (rects, summary) = run(&sizes, &p);
            assert!(rects.iter().all(|v| v.is_finite()));
            assert!(summary.height.is_finite());
        }
        let p = LayoutParams {
            target_item_size: 0.0,
            ..params(700.0)
        };
        let mut rects = vec![0.0; 4];
        assert_eq!(
            compute_rows_layout(&[1.0, 1.0], &p, &mut rects),
            Err(LayoutError::TargetItemSize)
        );
    }
}
