//! Rows (strips) layouts, layoutOrientation HORIZONTAL (spec/002 §3 "Layout entities", §9).
//!
//! Groups of one to three items fill strips one after another. Each group in turn, in the
//! reference's order of operations (`rows_layout`'s loop):
//! 1. Choose the group the next items form (`choose_group`): its type from the landscape/portrait
//!    pattern of the next items, the collage density and the group's seat (group_choice.rs), or
//!    the next repeating type (repeating.rs). Candidates turned down for the minimum item size
//!    can reshape the items (turned_down.rs keeps the sides they leave).
//! 2. Measure it at the target item size (`measure_group`): the shapes its places show, its
//!    items' sides cut to the crop (item_sides.rs) and sized at the target where the reference's
//!    order is known (group_sizes.rs), and the ratio it adds to the strip: plain_group.rs in the
//!    common configuration, group_measure.rs otherwise.
//! 3. Decide the strip's close (`Strips::closes`, strip.rs): a strip's height is the gallery width
//!    over the sum of its groups' ratios; the group closes the open strip when it would take that
//!    height further from the target (or, with groups per row, when the strip is full), then
//!    opens the next strip, chosen again unless its seat there makes the same choice.
//! 4. Size the closed strip's groups to its height (`Strips::place_open`): the last strip keeps
//!    the target height when stretching it to the full width would make it taller than
//!    `LAST_STRIP_STRETCH_LIMIT` (1.5) targets (spec/002 §9).
//! 5. Place them side by side, the last group of a stretched strip taking the width left over
//!    (sized_group_place.rs for groups sized at the target; strip_edge.rs notes the items that
//!    reach the right edge, for scatter).
//!
//! With horizontal scroll there is one strip, as tall as the gallery. The words are those of
//! docs/glossary.md. Twin: bindings/ts/layout/rows.ts.

use crate::error::LayoutError;
use crate::frame::{dimension, frame, positive, Frame};
use crate::group_choice::{density_windows, Chooser, GroupChoice};
use crate::group_measure::GroupMeasure;
use crate::group_types::{group_type_size, GROUP_1};
use crate::item_sides::{item_ratio, own_ratio};
use crate::js_math::finite_or;
use crate::params::LayoutParams;
use crate::plain_group::measure_plain_group;
use crate::repeating::{repeating_advance, repeating_type, FALLBACK_GROUP_SIZE};
use crate::resume::Resume;
use crate::strip::{HeldGroup, Strips};
use crate::summary::LayoutSummary;

/// Layout gives up after this many rounds per item (spec/002 §9 "Layout loop limit").
pub const MAX_LOOPS_PER_ITEM: usize = 10;
/// Groups the open strip has room for before its room grows.
const STRIP_ROOM: usize = 32;

/// The most items per group: the group size, 1 to 3 (3 when it is not a number, spec/002 §8).
fn max_group_size(params: &LayoutParams) -> usize {
    let size = if params.group_size.is_finite() {
        params.group_size
    } else {
        FALLBACK_GROUP_SIZE
    };
    1f64.max(3f64.min(size.floor())) as usize
}

/// Where an append resumes when the strip that opens at `item` is the first it changes.
fn strip_start(item: usize, group: usize, strip: usize, top: f64, widest: f64) -> Resume {
    Resume {
        item,
        group,
        strip,
        top,
        widest,
        heights: Vec::new(),
        settled: false,
    }
}

/// Lays out `sizes` (width, height pairs) in rows, writing left, top, width, height per item
/// into `rects` as the gallery renders them (relative to the container's top-left corner).
pub fn compute_rows_layout(
    sizes: &[f64],
    params: &LayoutParams,
    rects: &mut [f64],
) -> Result<LayoutSummary, LayoutError> {
    resume_rows_layout(
        sizes,
        params,
        rects,
        &mut [],
        &Resume::start(),
        &mut Resume::start(),
    )
}

/// The number of groups per strip, 0 for strips that close nearest the target height.
fn groups_per_row(params: &LayoutParams) -> usize {
    params.groups_per_row.min(u32::MAX as f64) as usize
}

/// Lays out in rows the items from `start.item` on (`sizes`, `rects`) from the position
/// `start`, noting in `resume` where an append would resume (append.rs). `edges`, one per item
/// or empty, notes which items reach the right edge of a vertical gallery (strip_edge.rs).
pub fn resume_rows_layout(
    sizes: &[f64],
    params: &LayoutParams,
    rects: &mut [f64],
    edges: &mut [u8],
    start: &Resume,
    resume: &mut Resume,
) -> Result<LayoutSummary, LayoutError> {
    // The common configuration, a vertical gallery of strips that close nearest the target, no
    // text room, no repeating types, is compiled apart with the other branches folded away.
    let plain = !params.horizontal_scroll
        && groups_per_row(params) == 0
        && params.external_info_height.to_bits() == 0
        && params.repeating_group_types.is_empty();
    if plain {
        rows_layout::<true>(sizes, params, rects, edges, start, resume)
    } else {
        rows_layout::<false>(sizes, params, rects, edges, start, resume)
    }
}

/// `resume_rows_layout`, `PLAIN` when its configuration is the common one.
#[inline(always)]
fn rows_layout<const PLAIN: bool>(
    sizes: &[f64],
    params: &LayoutParams,
    rects: &mut [f64],
    edges: &mut [u8],
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
    let scroll = !PLAIN && params.horizontal_scroll;
    let info = if PLAIN {
        0.0
    } else {
        params.external_info_height
    };
    let repeating: &[f64] = if PLAIN {
        &[]
    } else {
        params.repeating_group_types
    };
    let per_row = if PLAIN { 0 } else { groups_per_row(params) };
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
    // (Filled once: no pass writing 1.0 over every item first.)
    let mut ratios = Vec::with_capacity(count + 3);
    ratios.extend(sizes.chunks_exact(2).enumerate().map(|(i, size)| {
        item_ratio(
            params,
            i + start.item,
            dimension(size[0]),
            dimension(size[1]),
        )
    }));
    ratios.extend_from_slice(&[1.0; 3]);
    // The items' own shapes, uncropped, decide landscape or portrait (of groups that can hold
    // more than one item).
    let by_shapes = params.crop_enable && repeating.is_empty() && max_group_size(params) > 1;
    let mut shapes = Vec::new();
    if by_shapes {
        shapes = vec![1.0; count + 3];
        for (i, shape) in shapes.iter_mut().take(count).enumerate() {
            *shape = own_ratio(sizes, i);
        }
    }
    let shapes = if by_shapes { Some(&shapes[..]) } else { None };
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
    let chooser = choice.prepare();
    let mut strips = Strips {
        ratios,
        // The open strip's groups only: its room is reused strip after strip, so it stays in
        // cache (as the twin's).
        held: Vec::with_capacity(STRIP_ROOM),
        gallery_width,
        target,
        spacing,
        scroll,
        per_row,
        info: params.external_info_height,
        widest: start.widest,
        inner: [0.0; 6],
        rects,
        edges: if scroll { &mut [] } else { edges },
        left: 0.0,
    };

    // A horizontal gallery's one strip is as tall as the gallery: its groups' ratios decide
    // nothing, and it never closes.
    let one_strip = scroll && per_row == 0;
    let group_measure = GroupMeasure {
        params,
        sizes,
        first_idx: start.item,
        measure,
        rows_target,
        spacing,
        info,
        scroll,
        per_row,
        one_strip,
        repeating,
    };
    let mut groups = 0;
    let mut strip_first_group = 0;
    let mut strip_number = start.strip;
    let mut strip_ratio = 0.0;
    // The open strip's height, the gallery width over its ratio (read once it holds a group).
    let mut strip_height = gallery_width / strip_ratio;
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
                *resume = strip_start(
                    item + start.item,
                    groups + start.group,
                    strip_number,
                    top,
                    strips.widest,
                );
            }
            resume.settled = Resume::near_end(item, count);
        }
        // 1. Choose the group the next items form. The choice can reshape its items
        // (group_choice.rs), not when it moves on to the next strip, where it is chosen again
        // (observed): their ratios before it are kept for that.
        let first_ratio = strips.ratios[item];
        let second_ratio = strips.ratios[item + 1];
        let third_ratio = strips.ratios[item + 2];
        // The group's width at the target height, when the choice measured it.
        let mut measured = f64::NAN;
        let kind = choose_group(
            &chooser,
            repeating,
            groups + start.group,
            shapes,
            &mut strips.ratios,
            (item, count - item),
            strip_number + in_strip + 1,
            &mut strips.inner,
            &mut measured,
        );
        // 2. Measure it as its strip will hold it, before the strip's close is decided (a pure
        // function of the items: only wasted when the group moves on and is chosen again).
        let group = measure_group::<PLAIN>(
            &group_measure,
            &chooser,
            kind,
            (item, count - item),
            first_ratio,
            &strips.ratios,
            &mut strips.inner,
            measured,
        );
        // 3. Decide the strip's close: the group closes the open strip when it would take the
        // strip's height further from the target (or past the groups per row); the strip's
        // groups are then sized to its height and placed (4, 5: `Strips::place_open`), and the
        // group opens the next strip.
        let ratio = group.ratio;
        let mut next_height = if one_strip {
            strip_height
        } else {
            gallery_width / (strip_ratio + ratio)
        };
        let full = if per_row > 0 {
            in_strip >= per_row
        } else {
            !scroll && strips.closes(strip_height, next_height)
        };
        if in_strip > 0 && full {
            let chosen = [
                strips.ratios[item],
                strips.ratios[item + 1],
                strips.ratios[item + 2],
            ];
            strips.ratios[item] = first_ratio;
            strips.ratios[item + 1] = second_ratio;
            strips.ratios[item + 2] = third_ratio;
            top += strips.place_open(false, top);
            strip_first_group = groups;
            strip_number += 1;
            strip_ratio = 0.0;
            // The group opens the next strip as it was chosen and measured here when its seat
            // there makes the same choice (always for a repeating type).
            let same = !repeating.is_empty()
                || chooser.same_in_seat(strip_number + in_strip, strip_number + 1);
            if !same {
                continue;
            }
            strips.ratios[item..item + 3].copy_from_slice(&chosen);
            if !resume.settled {
                *resume = strip_start(
                    item + start.item,
                    groups + start.group,
                    strip_number,
                    top,
                    strips.widest,
                );
            }
            next_height = gallery_width / (strip_ratio + ratio);
        }
        // The group joins the open strip (group `groups` is the next of each).
        strips.held.push(group);
        groups += 1;
        if one_strip && strips.held.len() == STRIP_ROOM {
            strips.place_held(top);
        }
        strip_ratio += ratio;
        strip_height = next_height;
        item += if repeating.is_empty() {
            group_type_size(kind)
        } else {
            repeating_advance(params, kind)
        };
    }
    // 4, 5. The last strip, sized (not stretched past `LAST_STRIP_STRETCH_LIMIT` targets) and placed.
    if groups > strip_first_group {
        top += strips.place_open(true, top);
    }

    let widest = strips.widest;
    let shift = params.gallery_spacing;
    if shift.to_bits() == 0 {
        // Adding +0 changes nothing finite_or keeps: one flat pass (which the compiler vectorises).
        for side in strips.rects.iter_mut() {
            *side = finite_or(*side, 0.0);
        }
    } else {
        for rect in strips.rects.chunks_exact_mut(4) {
            rect[0] = finite_or(rect[0] + shift, 0.0);
            rect[1] = finite_or(rect[1] + shift, 0.0);
            rect[2] = finite_or(rect[2], 0.0);
            rect[3] = finite_or(rect[3], 0.0);
        }
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

/// Step 1: the type of the group that opens at `item` (`available` items from it on), group
/// number `group` of the gallery in `seat` (strip number + place in the strip): the next
/// repeating type, else the group choice's (`Chooser::choose`, which can reshape `ratios` and
/// writes its measure of the group to `inner` and `measured`).
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn choose_group(
    chooser: &Chooser,
    repeating: &[f64],
    group: usize,
    shapes: Option<&[f64]>,
    ratios: &mut [f64],
    (item, available): (usize, usize),
    seat: usize,
    inner: &mut [f64; 6],
    measured: &mut f64,
) -> u8 {
    if !repeating.is_empty() {
        // Past the last item, stand-ins fill the group (as the reference fills it).
        return repeating_type(repeating[group % repeating.len()]);
    }
    chooser.choose(ratios, shapes, item, available, seat, inner, measured)
}

/// Step 2: the group of `kind` that opens at `item` (`available` items from it on), measured at
/// the target item size for its strip: the shapes its places show (`ratios` from `item`), its
/// items' sides sized at the target where the reference's order is known, the ratio it adds to
/// the strip. `first_ratio` is the first item's ratio before the choice; `inner` and `measured`
/// hold the choice's measure. The common configuration (`PLAIN`) measures groups of more than one
/// item in plain_group.rs, with their type a constant; every other group goes through
/// group_measure.rs (the same steps, the other configurations' tests along).
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn measure_group<const PLAIN: bool>(
    group_measure: &GroupMeasure,
    chooser: &Chooser,
    kind: u8,
    (item, available): (usize, usize),
    first_ratio: f64,
    ratios: &[f64],
    inner: &mut [f64; 6],
    measured: f64,
) -> HeldGroup {
    // The places past the items the group takes show stand-ins shaped like its last item.
    let taken = if group_measure.repeating.is_empty() {
        3
    } else {
        repeating_advance(group_measure.params, kind).min(available)
    };
    let last = taken - 1;
    let shown = [
        ratios[item],
        ratios[item + 1.min(last)],
        ratios[item + 2.min(last)],
    ];
    if PLAIN && kind != GROUP_1 {
        let plain = measure_plain_group(
            kind,
            group_measure.params,
            group_measure.sizes,
            group_measure.first_idx,
            item,
            shown,
            inner,
            measured,
            group_measure.measure,
        );
        return HeldGroup {
            kind,
            first: item,
            ratio: plain.ratio,
            shown: plain.shown,
            sized: plain.sized,
            at_target: plain.at_target,
        };
    }
    group_measure.measure(
        chooser,
        kind,
        item,
        taken,
        first_ratio,
        shown,
        inner,
        measured,
    )
}

#[cfg(test)]
#[path = "rows_tests.rs"]
mod tests;
