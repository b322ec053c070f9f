//! Appending items to a layout (spec/002 §4 "Blueprint": items are appended when only more were
//! added). A layout also returns a small flat state: the loop's position before the first item
//! whose place could still depend on items after the last one. Appending continues from there
//! with the new items, so its cost follows the new items, and its rectangles are the ones a full
//! layout of all the items gives (docs/layout-deviations.md row 11).
//!
//! What can depend on later items: a group within `GROUP_LOOKAHEAD` items of the end (its type
//! is chosen from the items it could hold, and stand-ins fill it past the last item), the strip
//! that holds such a group (it could close elsewhere), and the last strip (it is not stretched).
//! Twin: bindings/ts/layout/append.ts.

use crate::error::LayoutError;
use crate::layout::lay_out;
use crate::params::LayoutParams;
use crate::resume::Resume;
use crate::summary::{LayoutSummary, RECT_STRIDE, SIZE_STRIDE};

/// The state's header, in slots; the column heights, then the tail's sizes and seeds follow.
pub const STATE_ITEMS: usize = 0;
pub const STATE_FROM: usize = 1;
pub const STATE_GROUP: usize = 2;
pub const STATE_STRIP: usize = 3;
pub const STATE_TOP: usize = 4;
pub const STATE_WIDEST: usize = 5;
pub const STATE_COLUMNS: usize = 6;
pub const STATE_HEADER_LEN: usize = 7;

/// The items laid out so far and the first one an append lays out again, read from a state
/// (both 0 for an empty state: nothing laid out yet).
pub fn state_items(state: &[f64]) -> Result<(usize, usize), LayoutError> {
    if state.is_empty() {
        return Ok((0, 0));
    }
    if state.len() < STATE_HEADER_LEN {
        return Err(LayoutError::BadParams);
    }
    let whole = |x: f64| x.is_finite() && x >= 0.0 && x.floor() == x && x <= u32::MAX as f64;
    let (items, from, columns) = (state[STATE_ITEMS], state[STATE_FROM], state[STATE_COLUMNS]);
    if !whole(items) || !whole(from) || !whole(columns) || from > items {
        return Err(LayoutError::BadParams);
    }
    let tail = (items - from) as usize;
    if state.len() != STATE_HEADER_LEN + columns as usize + tail * (SIZE_STRIDE + 1) {
        return Err(LayoutError::BadParams);
    }
    Ok((items as usize, from as usize))
}

/// Appends the items of `sizes` (width, height pairs) to the layout `state` describes (empty:
/// none), with seeds `seeds` (one per new item, or empty: their indices). Writes the rectangles
/// of every item from the state's resume point on into `rects` (4 numbers each, so
/// `(items - from + new items) * 4`) and the next state into `next`.
pub fn append_layout(
    state: &[f64],
    sizes: &[f64],
    block: &[f64],
    seeds: &[u32],
    rects: &mut [f64],
    next: &mut Vec<f64>,
) -> Result<LayoutSummary, LayoutError> {
    let (items, from) = state_items(state)?;
    let added = sizes.len() / SIZE_STRIDE;
    let tail = items - from;
    if sizes.len() % SIZE_STRIDE != 0 || rects.len() != (tail + added) * RECT_STRIDE {
        return Err(LayoutError::BadParams);
    }
    if !seeds.is_empty() && seeds.len() != added {
        return Err(LayoutError::BadParams);
    }
    let params = LayoutParams::parse(block)?;
    let mut start = Resume::start();
    let mut tail_sizes = Vec::with_capacity((tail + added) * SIZE_STRIDE);
    let mut tail_seeds = Vec::with_capacity(tail + added);
    if !state.is_empty() {
        let columns = state[STATE_COLUMNS] as usize;
        let sizes_at = STATE_HEADER_LEN + columns;
        let seeds_at = sizes_at + tail * SIZE_STRIDE;
        start.item = from;
        start.group = state[STATE_GROUP] as usize;
        start.strip = state[STATE_STRIP] as usize;
        start.top = state[STATE_TOP];
        start.widest = state[STATE_WIDEST];
        start
            .heights
            .extend_from_slice(&state[STATE_HEADER_LEN..sizes_at]);
        tail_sizes.extend_from_slice(&state[sizes_at..seeds_at]);
        tail_seeds.extend(state[seeds_at..].iter().map(|&seed| seed as u32));
    }
    tail_sizes.extend_from_slice(sizes);
    if seeds.is_empty() {
        tail_seeds.extend((items..items + added).map(|i| i as u32));
    } else {
        tail_seeds.extend_from_slice(seeds);
    }
    let mut resume = Resume::start();
    let summary = lay_out(
        &tail_sizes,
        &params,
        &tail_seeds,
        rects,
        &start,
        &mut resume,
    )?;
    // Right to left in a horizontal gallery, every item is mirrored in the strip's whole
    // extent, which each new item widens: an append lays the whole gallery out again.
    if params.right_to_left && params.horizontal_scroll {
        resume = Resume::start();
    }
    write_state(&resume, items + added, from, &tail_sizes, &tail_seeds, next);
    Ok(summary)
}

/// The flat state of `resume` for a layout of `items` items, whose sizes and seeds from item
/// `from` on are `sizes` and `seeds`.
fn write_state(
    resume: &Resume,
    items: usize,
    from: usize,
    sizes: &[f64],
    seeds: &[u32],
    next: &mut Vec<f64>,
) {
    let at = resume.item.max(from) - from;
    next.clear();
    next.resize(STATE_HEADER_LEN, 0.0);
    next[STATE_ITEMS] = items as f64;
    next[STATE_FROM] = (at + from) as f64;
    next[STATE_GROUP] = resume.group as f64;
    next[STATE_STRIP] = resume.strip as f64;
    next[STATE_TOP] = resume.top;
    next[STATE_WIDEST] = resume.widest;
    next[STATE_COLUMNS] = resume.heights.len() as f64;
    next.extend_from_slice(&resume.heights);
    next.extend_from_slice(&sizes[at * SIZE_STRIDE..]);
    next.extend(seeds[at..].iter().map(|&seed| f64::from(seed)));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::compute_layout;
    use crate::params::*;
    use crate::scatter::SeededRandom;

    /// A parameter block: 1,000 px wide, spacing 10, target 300, groups of up to 3, with the
    /// slots of `set` changed and the lists given.
    fn block(set: &[(usize, f64)], crops: &[f64], repeating: &[f64]) -> Vec<f64> {
        let mut block = vec![0.0; HEADER_LEN];
        block[ORIENTATION] = 1.0;
        block[CONTAINER_WIDTH] = 1000.0;
        block[CONTAINER_HEIGHT] = 600.0;
        block[ITEM_SPACING] = 10.0;
        block[TARGET_ITEM_SIZE] = 300.0;
        block[GROUP_SIZE] = 3.0;
        block[MIN_ITEM_SIZE] = 120.0;
        block[COLLAGE_DENSITY] = 0.8;
        block[ALLOWED_GROUP_TYPES] = 511.0;
        block[GROUP_BY_ORIENTATION] = 1.0;
        for &(slot, value) in set {
            block[slot] = value;
        }
        block[CROP_RATIO_COUNT] = crops.len() as f64;
        block[REPEATING_GROUP_COUNT] = repeating.len() as f64;
        block.extend_from_slice(crops);
        block.extend_from_slice(repeating);
        block
    }

    fn sizes(count: usize, seed: u32) -> Vec<f64> {
        let mut random = SeededRandom::new(seed);
        (0..count * 2)
            .map(|_| 200.0 + (random.next_unit() * 1800.0).floor())
            .collect()
    }

    fn cases() -> Vec<(&'static str, Vec<f64>)> {
        const COLUMNS: (usize, f64) = (ORIENTATION, 0.0);
        vec![
            ("rows", block(&[], &[], &[])),
            ("rows, groups of one", block(&[(GROUP_SIZE, 1.0)], &[], &[])),
            ("rows, repeating", block(&[], &[], &[0.0, 4.0, 5.0, 2.0])),
            (
                "rows, repeating past the group size",
                block(&[(GROUP_SIZE, 1.0)], &[], &[5.0, 1.0]),
            ),
            (
                "rows, two per row",
                block(&[(GROUPS_PER_ROW, 2.0)], &[], &[]),
            ),
            (
                "rows, crop and scatter",
                block(
                    &[
                        (CROP_ENABLE, 1.0),
                        (RANDOM_SCATTER, 40.0),
                        (SCATTER_SEED, 7.0),
                        (RIGHT_TO_LEFT, 1.0),
                    ],
                    &[1.0, 1.5],
                    &[],
                ),
            ),
            ("horizontal", block(&[(HORIZONTAL_SCROLL, 1.0)], &[], &[])),
            (
                "horizontal, right to left",
                block(&[(HORIZONTAL_SCROLL, 1.0), (RIGHT_TO_LEFT, 1.0)], &[], &[]),
            ),
            (
                "horizontal, two per row",
                block(&[(HORIZONTAL_SCROLL, 1.0), (GROUPS_PER_ROW, 2.0)], &[], &[]),
            ),
            ("masonry", block(&[COLUMNS, (GROUP_SIZE, 1.0)], &[], &[])),
            (
                "grid",
                block(
                    &[COLUMNS, (GROUP_SIZE, 1.0), (CROP_ENABLE, 1.0)],
                    &[1.0],
                    &[],
                ),
            ),
            (
                "columns, left to right, right to left",
                block(
                    &[
                        COLUMNS,
                        (GROUP_SIZE, 1.0),
                        (GROUPS_ORDER, 1.0),
                        (RIGHT_TO_LEFT, 1.0),
                    ],
                    &[],
                    &[],
                ),
            ),
            ("collage in columns", block(&[COLUMNS], &[], &[])),
            (
                "bricks",
                block(
                    &[COLUMNS, (FIXED_COLUMNS, 1.0), (CROP_ENABLE, 1.0)],
                    &[1.0, 2.0],
                    &[1.0, 6.0, 0.0],
                ),
            ),
            (
                "repeating in columns past the group size",
                block(&[COLUMNS, (GROUP_SIZE, 2.0)], &[], &[5.0, 0.0]),
            ),
        ]
    }

    fn full(sizes: &[f64], block: &[f64]) -> (Vec<f64>, LayoutSummary) {
        let mut rects = vec![0.0; sizes.len() * 2];
        let summary = compute_layout(sizes, block, &[], &mut rects).unwrap();
        (rects, summary)
    }

    fn append(state: &[f64], sizes: &[f64], block: &[f64]) -> (Vec<f64>, LayoutSummary, Vec<f64>) {
        let (items, from) = state_items(state).unwrap();
        let mut rects = vec![0.0; (items - from) * 4 + sizes.len() * 2];
        let mut next = Vec::new();
        let summary = append_layout(state, sizes, block, &[], &mut rects, &mut next).unwrap();
        (rects, summary, next)
    }

    fn bits(values: &[f64]) -> Vec<u64> {
        values.iter().map(|v| v.to_bits()).collect()
    }

    #[test]
    fn appending_gives_the_rectangles_of_a_full_layout() {
        for (name, block) in cases() {
            for &(before, added) in [(0, 7), (1, 1), (5, 3), (40, 25), (41, 1), (120, 2)].iter() {
                let all = sizes(before + added, (before * 31 + added) as u32);
                let (expected, summary) = full(&all, &block);
                let (first, first_summary, state) = append(&[], &all[..2 * before], &block);
                let (alone, alone_summary) = full(&all[..2 * before], &block);
                assert_eq!(bits(&first), bits(&alone), "{}: {} items", name, before);
                assert_eq!(first_summary, alone_summary, "{}", name);
                let (_, from) = state_items(&state).unwrap();
                let (rects, appended, _) = append(&state, &all[2 * before..], &block);
                assert_eq!(
                    bits(&rects),
                    bits(&expected[4 * from..]),
                    "{}: {} + {}",
                    name,
                    before,
                    added
                );
                assert_eq!(appended, summary, "{}: {} + {}", name, before, added);
                // The items before the resume point keep their rectangles.
                assert_eq!(
                    bits(&first[..4 * from]),
                    bits(&expected[..4 * from]),
                    "{}",
                    name
                );
            }
        }
    }

    #[test]
    fn appending_one_at_a_time_re_lays_at_most_the_last_strip() {
        for (name, block) in cases() {
            let all = sizes(60, 5);
            let (expected, _) = full(&all, &block);
            let mut state = Vec::new();
            let mut shown = vec![0.0; all.len() * 2];
            for item in 0..60 {
                let (_, from) = state_items(&state).unwrap();
                let (rects, _, next) = append(&state, &all[2 * item..2 * item + 2], &block);
                shown[4 * from..4 * item + 4].copy_from_slice(&rects);
                // A horizontal gallery is one strip: it is laid out again whole.
                if name != "horizontal" && name != "horizontal, right to left" {
                    assert!(item - from <= 12, "{}: {} re-laid", name, item - from);
                } else {
                    assert_eq!(from, 0);
                }
                state = next;
            }
            assert_eq!(bits(&shown), bits(&expected), "{}", name);
        }
    }

    #[test]
    fn masonry_resumes_after_the_last_item() {
        let block = block(&[(ORIENTATION, 0.0), (GROUP_SIZE, 1.0)], &[], &[]);
        let (_, _, state) = append(&[], &sizes(9, 1), &block);
        assert_eq!(state_items(&state).unwrap(), (9, 9));
        assert_eq!(state.len(), STATE_HEADER_LEN + 3);
    }

    #[test]
    fn a_state_that_does_not_fit_the_parameters_is_refused() {
        let rows = block(&[], &[], &[]);
        let columns = block(&[(ORIENTATION, 0.0), (GROUP_SIZE, 1.0)], &[], &[]);
        let (_, _, state) = append(&[], &sizes(9, 1), &columns);
        let mut rects = vec![0.0; 4];
        let mut next = Vec::new();
        let narrow = block(
            &[
                (ORIENTATION, 0.0),
                (GROUP_SIZE, 1.0),
                (CONTAINER_WIDTH, 300.0),
            ],
            &[],
            &[],
        );
        assert_eq!(
            append_layout(&state, &[1.0, 1.0], &narrow, &[], &mut rects, &mut next),
            Err(LayoutError::BadParams)
        );
        assert_eq!(
            append_layout(&state[1..], &[1.0, 1.0], &rows, &[], &mut rects, &mut next),
            Err(LayoutError::BadParams)
        );
    }
}
