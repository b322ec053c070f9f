//! Scatter (layoutParams.structure.scatter, spec/001 §3): each item moves by a percent of the room
//! around it, toward its neighbour (half the item spacing) or, at an edge of the container, into
//! the gallery spacing (observed of pro-gallery 5.0.148). Manual scatter gives the
//! percents as x/y pairs that items take in turn; random scatter draws them up to a maximum from
//! a seeded generator, so the server and the client agree (the reference draws from Math.random).
//! Twin: bindings/ts/layout/scatter.ts.

use crate::js_math::finite_or;
use crate::params::{LayoutParams, Orientation};
use crate::strip_edge::{EDGE_REACHED, EDGE_SHORT};
use crate::summary::RECT_STRIDE;

/// mulberry32, the generator `bindings/testing/seeded-random.ts` also uses: floats in [0, 1).
pub struct SeededRandom {
    state: u32,
}

impl SeededRandom {
    pub fn new(seed: u32) -> SeededRandom {
        SeededRandom { state: seed }
    }

    /// Moves on by `draws` draws at once: each draw adds the same constant to the state.
    pub fn skip(&mut self, draws: u32) {
        self.state = self.state.wrapping_add(draws.wrapping_mul(0x6d2b_79f5));
    }

    /// The next number in [0, 1).
    pub fn next_unit(&mut self) -> f64 {
        self.state = self.state.wrapping_add(0x6d2b_79f5);
        let mut t = self.state;
        t = (t ^ (t >> 15)).wrapping_mul(t | 1);
        t ^= t.wrapping_add((t ^ (t >> 7)).wrapping_mul(t | 61));
        f64::from(t ^ (t >> 14)) / 4_294_967_296.0
    }
}

/// The room an item may move into on one side: the gallery spacing at an edge, else half the gap.
fn room(params: &LayoutParams, at_edge: bool) -> f64 {
    if at_edge {
        params.gallery_spacing
    } else {
        params.item_spacing / 2.0
    }
}

/// Moves every item of `rects` (as rendered, gallery spacing included) by its scatter.
pub fn scatter(params: &LayoutParams, rects: &mut [f64]) {
    scatter_from(params, rects, 0, &[]);
}

/// Whether any item moves.
pub fn scatters(params: &LayoutParams) -> bool {
    params.manual_scatter.len() >= 2 || params.random_scatter > 0.0
}

/// Draws per item of the generator: x, then y.
const DRAWS_PER_ITEM: u32 = 2;

/// Moves the items of `rects`, which start at item `first`, by their scatter. `edges` says, per
/// item, whether it reaches the right edge where its layout knows it exactly (strip_edge.rs).
pub fn scatter_from(params: &LayoutParams, rects: &mut [f64], first: usize, edges: &[u8]) {
    let pairs = params.manual_scatter;
    let random = params.random_scatter;
    if !scatters(params) {
        return;
    }
    // The container's right edge holds an item whose box (left, width and item spacing, in the
    // gallery's frame) reaches the gallery width: known exactly from rows (strip_edge.rs), read
    // from the rectangle in columns and horizontal galleries (observed: an item of a horizontal
    // gallery 5 px short of the container's edge moves into half the gap), within a rounded
    // rectangle's reach elsewhere. Its bottom edge holds an item
    // that, a whole item spacing further down, passes the container's height and the gallery
    // spacing, in a vertical gallery too (observed): in a horizontal one, a bottom item whose
    // gallery spacing is over half the item spacing moves into half the gap.
    let half = params.item_spacing / 2.0;
    let right_edge = params.container_width.floor() - params.gallery_spacing - 0.5;
    let bottom_edge = params.container_height.floor() + params.gallery_spacing;
    // Below the media: the room for its text (in a horizontal gallery: a vertical one counts none,
    // observed in columns with 200 px of text), then the item spacing.
    let text = if params.horizontal_scroll {
        params.external_info_height
    } else {
        0.0
    };
    let below = text + params.item_spacing;
    let near_edge = params.gallery_spacing + 0.5;
    let by_box = params.horizontal_scroll || params.orientation == Orientation::Columns;
    let s = params.item_spacing;
    let column_edge =
        (params.container_width.floor() + 2.0 * (half - params.gallery_spacing)).ceil();
    let mut generator = SeededRandom::new(params.scatter_seed);
    generator.skip((first as u32).wrapping_mul(DRAWS_PER_ITEM));
    let pair_count = pairs.len() / 2;
    for (local, rect) in rects.chunks_mut(RECT_STRIDE).enumerate() {
        let idx = local + first;
        let (x, y) = if pair_count > 0 {
            let at = 2 * (idx % pair_count);
            (pairs[at], pairs[at + 1])
        } else {
            let x = (generator.next_unit() * 2.0 - 1.0) * random;
            let y = (generator.next_unit() * 2.0 - 1.0) * random;
            (x, y)
        };
        let dx = if x >= 0.0 {
            let reaches = match edges.get(local) {
                Some(&EDGE_REACHED) => true,
                Some(&EDGE_SHORT) => false,
                _ if by_box => rect[0] - params.gallery_spacing + (rect[2] + s) >= column_edge,
                _ => rect[0] + rect[2] + half >= right_edge,
            };
            room(params, reaches)
        } else {
            room(params, rect[0] <= near_edge)
        };
        let dy = if y >= 0.0 {
            room(params, rect[1] + rect[3] + below >= bottom_edge)
        } else {
            room(params, rect[1] <= near_edge)
        };
        rect[0] = finite_or(rect[0] + x / 100.0 * dx, rect[0]);
        rect[1] = finite_or(rect[1] + y / 100.0 * dy, rect[1]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn in_columns_an_item_reaches_the_right_edge_by_its_box() {
        // pro-gallery 5.0.148 (observed, GRID case 3009220852): in a 2570 px container with 17 px
        // gallery spacing and 10 px item spacing, the gallery is 2546 px wide; an item at 2106
        // (2123 as rendered) 429 px wide has a box ending at 2545 and moves 88% of half the gap.
        let pairs = [88.0, 0.0];
        let params = LayoutParams {
            container_width: 2570.0,
            gallery_spacing: 17.0,
            item_spacing: 10.0,
            manual_scatter: &pairs,
            ..LayoutParams::plain(Orientation::Columns, 2570.0)
        };
        let mut short = [2123.0, 0.0, 429.0, 429.0];
        scatter(&params, &mut short);
        assert!((short[0] - 2127.4).abs() < 1e-9);
        let mut reaching = [2123.0, 0.0, 430.0, 430.0];
        scatter(&params, &mut reaching);
        assert!((reaching[0] - (2123.0 + 0.88 * 17.0)).abs() < 1e-9);
    }

    #[test]
    fn in_a_horizontal_gallery_an_item_reaches_the_right_edge_by_its_box() {
        // pro-gallery 5.0.148 (observed, SLIDER case 1815578336): a 1096 px container, 33 px item
        // spacing; an item at 562 529 px wide ends 5 px short of the edge and moves 74% of half
        // the gap; the next, at 1124, reaches it and stays.
        let pairs = [74.0, -17.0];
        let params = LayoutParams {
            horizontal_scroll: true,
            container_width: 1096.0,
            container_height: 265.0,
            item_spacing: 33.0,
            manual_scatter: &pairs,
            ..LayoutParams::plain(Orientation::Rows, 1096.0)
        };
        let mut short = [562.0, 0.0, 529.0, 265.0];
        scatter(&params, &mut short);
        assert!((short[0] - 574.21).abs() < 1e-9);
        let mut reaching = [1124.0, 0.0, 529.0, 265.0];
        scatter(&params, &mut reaching);
        assert_eq!(reaching[0], 1124.0);
    }

    #[test]
    fn the_generator_matches_the_typescript_one() {
        // bindings/testing/seeded-random.ts gives these for seed 1.
        let mut random = SeededRandom::new(1);
        let first = random.next_unit();
        assert!((0.0..1.0).contains(&first));
        let mut again = SeededRandom::new(1);
        assert_eq!(again.next_unit().to_bits(), first.to_bits());
        assert!((first - 0.6270739405881613).abs() < 1e-15);
    }

    #[test]
    fn in_a_vertical_gallery_the_text_below_an_item_does_not_count_at_the_bottom() {
        // pro-gallery 5.0.148 (observed, PANORAMA case 2653602174): in a 1205 px tall column
        // with 200 px of text under items and 10 px spacing, an item 1150 px down and 42 px
        // tall moves 20% of half the gap down (its media and an item spacing end at 1202).
        let pairs = [0.0, 20.0];
        let params = LayoutParams {
            container_height: 1205.0,
            item_spacing: 10.0,
            external_info_height: 200.0,
            manual_scatter: &pairs,
            ..LayoutParams::plain(Orientation::Columns, 231.0)
        };
        let mut rect = [0.0, 1150.0, 231.0, 42.0];
        scatter(&params, &mut rect);
        assert_eq!(rect[1], 1151.0);
    }
}
