//! Queries the runtime asks of a finished layout (spec/002 §5 "Keyboard": arrow keys move focus
//! between items by neighbour; §9 initial render and load more): the nearest item in a direction,
//! and the last item visible within a height. They read only the rectangles (left, top, width,
//! height per item), so they serve every layout: columns, strips and horizontal scroll.
//!
//! "Nearest" for arrow keys, in order:
//! 1. Only items that lie wholly on that side count: their near edge is at or beyond the item's
//!    far edge, give or take `EDGE_TOLERANCE_PX` (rounded neighbours may touch or overlap a little).
//! 2. Items that overlap the item across the direction (for up and down: horizontally) come
//!    first: in masonry the next item in the same column, in strips the item of the next strip
//!    above or below, in collage groups the item beside.
//! 3. Among those, the smallest gap along the direction, then the centre nearest across it.
//! 4. Without any such item, the one whose rectangle comes nearest (squared edge distance).
//! 5. Remaining ties go to the lower index.
//!
//! Rectangles with a NaN coordinate are never chosen. Right to left, the caller swaps left and
//! right keys (spec/002 §5); the geometry here is the rendered one.

use crate::summary::RECT_STRIDE;

/// How far a neighbour's near edge may reach back over the item's far edge, in px.
pub const EDGE_TOLERANCE_PX: f64 = 0.5;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    Up,
    Down,
    Left,
    Right,
}

impl Direction {
    /// The direction's code across the wasm boundary: 0 up, 1 down, 2 left, 3 right.
    pub fn from_code(code: u32) -> Option<Direction> {
        match code {
            0 => Some(Direction::Up),
            1 => Some(Direction::Down),
            2 => Some(Direction::Left),
            3 => Some(Direction::Right),
            _ => None,
        }
    }

    pub fn code(self) -> u32 {
        match self {
            Direction::Up => 0,
            Direction::Down => 1,
            Direction::Left => 2,
            Direction::Right => 3,
        }
    }
}

/// One rectangle seen along a direction: `near`/`far` along it, `start`/`end` across it.
#[derive(Clone, Copy)]
struct Span {
    near: f64,
    far: f64,
    start: f64,
    end: f64,
}

/// The rectangle of item `i`, turned so the direction points to growing `near`.
fn span(rects: &[f64], i: usize, direction: Direction) -> Span {
    let at = i * RECT_STRIDE;
    let (left, top, width, height) = (rects[at], rects[at + 1], rects[at + 2], rects[at + 3]);
    let (right, bottom) = (left + width, top + height);
    match direction {
        Direction::Down => Span {
            near: top,
            far: bottom,
            start: left,
            end: right,
        },
        Direction::Up => Span {
            near: -bottom,
            far: -top,
            start: left,
            end: right,
        },
        Direction::Right => Span {
            near: left,
            far: right,
            start: top,
            end: bottom,
        },
        Direction::Left => Span {
            near: -right,
            far: -left,
            start: top,
            end: bottom,
        },
    }
}

/// What a candidate scores; smaller is nearer, compared field by field.
#[derive(Clone, Copy)]
struct Score {
    /// 0 when the candidate overlaps the item across the direction, else 1.
    apart: f64,
    /// The gap along the direction (overlapping) or the squared edge distance (apart).
    distance: f64,
    /// The distance between the centres across the direction.
    offset: f64,
}

impl Score {
    fn is_better_than(&self, other: &Score) -> bool {
        if self.apart != other.apart {
            return self.apart < other.apart;
        }
        if self.distance != other.distance {
            return self.distance < other.distance;
        }
        self.offset < other.offset
    }
}

fn score(from: &Span, to: &Span) -> Option<Score> {
    let gap = to.near - from.far;
    if !(gap >= -EDGE_TOLERANCE_PX) {
        return None;
    }
    let overlap = to.end.min(from.end) - to.start.max(from.start);
    let offset = ((to.start + to.end) - (from.start + from.end)).abs() / 2.0;
    if !offset.is_finite() || !overlap.is_finite() {
        return None;
    }
    let along = gap.max(0.0);
    if overlap > 0.0 {
        Some(Score {
            apart: 0.0,
            distance: along,
            offset,
        })
    } else {
        Some(Score {
            apart: 1.0,
            distance: along * along + overlap * overlap,
            offset,
        })
    }
}

/// The item nearest to item `index` in `direction`, or `None` when there is none (or `index` is
/// not an item). `rects` holds left, top, width, height per item.
pub fn nearest_item(rects: &[f64], index: usize, direction: Direction) -> Option<usize> {
    let count = rects.len() / RECT_STRIDE;
    if index >= count {
        return None;
    }
    let from = span(rects, index, direction);
    let mut best: Option<(usize, Score)> = None;
    for i in 0..count {
        if i == index {
            continue;
        }
        if let Some(candidate) = score(&from, &span(rects, i, direction)) {
            let better = match best {
                None => true,
                Some((_, ref current)) => candidate.is_better_than(current),
            };
            if better {
                best = Some((i, candidate));
            }
        }
    }
    best.map(|(i, _)| i)
}

/// The highest index among the items whose top is above `height`, i.e. that show at least in
/// part when the gallery is seen from its top down to `height`; `None` when no item does.
pub fn last_visible_item(rects: &[f64], height: f64) -> Option<usize> {
    let count = rects.len() / RECT_STRIDE;
    (0..count)
        .rev()
        .find(|&i| rects[i * RECT_STRIDE + 1] < height)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rects(list: &[[f64; 4]]) -> Vec<f64> {
        list.iter().flat_map(|r| r.iter().copied()).collect()
    }

    /// Masonry of three 100-px columns with 10-px spacing:
    /// column 0: 0 (h 50), 3 (h 200); column 1: 1 (h 120), 4 (h 40); column 2: 2 (h 80), 5 (h 90).
    fn masonry() -> Vec<f64> {
        rects(&[
            [0.0, 0.0, 100.0, 50.0],
            [110.0, 0.0, 100.0, 120.0],
            [220.0, 0.0, 100.0, 80.0],
            [0.0, 60.0, 100.0, 200.0],
            [110.0, 130.0, 100.0, 40.0],
            [220.0, 90.0, 100.0, 90.0],
        ])
    }

    #[test]
    fn masonry_moves_within_a_column_up_and_down() {
        let r = masonry();
        assert_eq!(nearest_item(&r, 0, Direction::Down), Some(3));
        assert_eq!(nearest_item(&r, 3, Direction::Up), Some(0));
        assert_eq!(nearest_item(&r, 1, Direction::Down), Some(4));
        assert_eq!(nearest_item(&r, 0, Direction::Up), None);
        assert_eq!(nearest_item(&r, 3, Direction::Down), None);
    }

    #[test]
    fn masonry_moves_to_the_overlapping_item_of_the_next_column() {
        let r = masonry();
        // Item 3 spans 60..260: both 1 (0..120) and 4 (130..170) overlap; 4's centre is nearer.
        assert_eq!(nearest_item(&r, 3, Direction::Right), Some(4));
        assert_eq!(nearest_item(&r, 0, Direction::Right), Some(1));
        // Never skips a column for a better-aligned item further on.
        assert_eq!(nearest_item(&r, 0, Direction::Right), Some(1));
        assert_eq!(nearest_item(&r, 5, Direction::Left), Some(4));
        assert_eq!(nearest_item(&r, 2, Direction::Right), None);
    }

    #[test]
    fn strips_move_to_the_next_strip_at_the_same_place() {
        // Strip 0: 0 [0..300], 1 [310..500]; strip 1 (top 210): 2 [0..150], 3 [160..500].
        let r = rects(&[
            [0.0, 0.0, 300.0, 200.0],
            [310.0, 0.0, 190.0, 200.0],
            [0.0, 210.0, 150.0, 100.0],
            [160.0, 210.0, 340.0, 100.0],
        ]);
        assert_eq!(nearest_item(&r, 0, Direction::Down), Some(2));
        assert_eq!(nearest_item(&r, 1, Direction::Down), Some(3));
        assert_eq!(nearest_item(&r, 3, Direction::Up), Some(1));
        assert_eq!(nearest_item(&r, 2, Direction::Right), Some(3));
        assert_eq!(nearest_item(&r, 1, Direction::Left), Some(0));
    }

    #[test]
    fn without_an_overlapping_item_the_nearest_rectangle_wins() {
        // 1 is below-right of 0 with no horizontal overlap; 2 further below.
        let r = rects(&[
            [0.0, 0.0, 100.0, 100.0],
            [150.0, 120.0, 100.0, 100.0],
            [300.0, 400.0, 50.0, 50.0],
        ]);
        assert_eq!(nearest_item(&r, 0, Direction::Down), Some(1));
        assert_eq!(nearest_item(&r, 1, Direction::Up), Some(0));
    }

    #[test]
    fn touching_and_slightly_overlapping_neighbours_count() {
        let r = rects(&[[0.0, 0.0, 100.5, 100.0], [100.2, 0.0, 100.0, 100.0]]);
        assert_eq!(nearest_item(&r, 0, Direction::Right), Some(1));
        assert_eq!(nearest_item(&r, 1, Direction::Left), Some(0));
    }

    #[test]
    fn ties_go_to_the_lower_index_and_nan_is_never_chosen() {
        let r = rects(&[
            [0.0, 0.0, 10.0, 10.0],
            [20.0, 0.0, 10.0, 10.0],
            [20.0, 0.0, 10.0, 10.0],
            [f64::NAN, 0.0, 1.0, 1.0],
        ]);
        assert_eq!(nearest_item(&r, 0, Direction::Right), Some(1));
        assert_eq!(nearest_item(&r, 3, Direction::Left), None);
        assert_eq!(nearest_item(&r, 9, Direction::Left), None);
    }

    #[test]
    fn last_visible_item_is_the_highest_index_starting_above_the_height() {
        let r = masonry();
        assert_eq!(last_visible_item(&r, 100.0), Some(5));
        assert_eq!(last_visible_item(&r, 90.0), Some(3));
        assert_eq!(last_visible_item(&r, 0.0), None);
        assert_eq!(last_visible_item(&r, f64::NAN), None);
        assert_eq!(last_visible_item(&[], 100.0), None);
    }

    #[test]
    fn direction_codes_round_trip() {
        for code in 0..4 {
            assert_eq!(Direction::from_code(code).map(Direction::code), Some(code));
        }
        assert_eq!(Direction::from_code(4), None);
    }
}
