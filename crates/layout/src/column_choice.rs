//! Which group type the next items form in a collage laid out in columns (layoutOrientation
//! VERTICAL with groups; spec/002 §3), as observed of pro-layouts 5.0.148: the rows choice turned
//! on its side. Pairs always sit side by side (2h); three items make 3l when the first is portrait
//! (it spans the left), 3r when the last is, 3h when all are; the density keeps the same window of
//! sizes as in rows; the item's seed (its own, else a hash of its key, computed by the caller)
//! picks among the candidates; an item under the minimum size at the column's width sends the
//! choice back to one item fewer. Twin: bindings/ts/layout/column-choice.ts.

use crate::group_choice::PORTRAIT_BELOW;
use crate::group_types::{
    group_type_size, height_for_width, inner_sizes, GROUP_1, GROUP_2H, GROUP_3H, GROUP_3L,
    GROUP_3R, GROUP_TYPE_COUNT,
};

/// The types a column collage chooses among, as bits (1 << type).
const CHOOSABLE: u32 = (1 << GROUP_1) | (1 << GROUP_2H) | (1 << GROUP_3L) | (1 << GROUP_3R) | (1 << GROUP_3H);

pub struct ColumnChoice {
    pub allowed: u32,
    pub density: f64,
    pub max_size: usize,
    pub min_item_size: f64,
    pub spacing: f64,
    /// The width of a column, which every group spans.
    pub column_width: f64,
    /// The density's window of group ranks (`density_windows` in group_choice.rs).
    pub windows: [f64; 6],
}

/// The types (as bits) that suit the pattern of the three items from `at`.
fn suiting_types(ratios: &[f64], at: usize, limit: usize) -> u32 {
    let p0 = ratios[at] < PORTRAIT_BELOW;
    let p1 = ratios[at + 1] < PORTRAIT_BELOW;
    let p2 = ratios[at + 2] < PORTRAIT_BELOW;
    let mut mask = 1 << GROUP_1;
    if limit >= 2 {
        mask |= 1 << GROUP_2H;
    }
    if limit >= 3 {
        if p0 {
            mask |= 1 << GROUP_3L;
        }
        if p2 {
            mask |= 1 << GROUP_3R;
        }
        if p0 && p1 && p2 {
            mask |= 1 << GROUP_3H;
        }
    }
    mask
}

impl ColumnChoice {
    fn fits_minimum(&self, kind: u8, ratios: &[f64], at: usize, inner: &mut [f64; 6]) -> bool {
        if kind == GROUP_1 {
            return true;
        }
        let height = height_for_width(kind, ratios, at, self.column_width, self.spacing);
        inner_sizes(
            kind,
            ratios,
            at,
            self.column_width,
            height,
            self.spacing,
            0.0,
            inner,
        );
        let count = group_type_size(kind) * 2;
        inner[..count].iter().all(|side| *side >= self.min_item_size)
    }

    fn pick(&self, shapes: &[f64], at: usize, limit: usize, seed: u32) -> u8 {
        let possible = suiting_types(shapes, at, limit) & self.allowed & CHOOSABLE;
        let mut largest = 1;
        for kind in 0..GROUP_TYPE_COUNT {
            if possible & (1 << kind) != 0 {
                largest = largest.max(group_type_size(kind));
            }
        }
        let low = self.windows[2 * (largest - 1)];
        let high = self.windows[2 * (largest - 1) + 1];
        let mut kept = 0u32;
        let mut count = 0u32;
        for kind in 0..GROUP_TYPE_COUNT {
            let rank = (group_type_size(kind) - 1) as f64;
            if possible & (1 << kind) != 0 && rank >= low && rank <= high {
                kept |= 1 << kind;
                count += 1;
            }
        }
        if count == 0 {
            return GROUP_1;
        }
        let mut pick = seed % count;
        for kind in 0..GROUP_TYPE_COUNT {
            if kept & (1 << kind) == 0 {
                continue;
            }
            if pick == 0 {
                return kind;
            }
            pick -= 1;
        }
        GROUP_1
    }

    /// The type of the group that starts at item `at`, with `available` items left; `ratios`
    /// are the items as shown (cropped), `shapes` their own ratios, which decide landscape or
    /// portrait.
    #[allow(clippy::too_many_arguments)]
    pub fn choose(
        &self,
        ratios: &[f64],
        shapes: &[f64],
        at: usize,
        available: usize,
        seed: u32,
        inner: &mut [f64; 6],
    ) -> u8 {
        let mut kind = self.pick(shapes, at, self.max_size.min(available), seed);
        while !self.fits_minimum(kind, ratios, at, inner) {
            kind = self.pick(shapes, at, group_type_size(kind) - 1, seed);
        }
        kind
    }
}
