//! Which group type the next items form in a rows layout (spec/002 §3 "Layout entities";
//! spec/001 §3 layoutParams.groups), as observed of pro-layouts 5.0.148:
//! - the candidate types follow the landscape/portrait pattern of the next three items (a
//!   portrait has a ratio under 0.999; past the last item counts as landscape): a pair sits side
//!   by side (2h) when all three are portraits, one above the other (2v) when one of the pair is
//!   landscape (or, when no triple is considered, the item after it);
//! - the collage density keeps a window of group sizes: the largest possible size m, and sizes
//!   n with 2d(m-1) - (m-1) <= n-1 <= 2d(m-1) (floored);
//! - the group's seat in the gallery (strip number + place in the strip) picks among the
//!   candidates in type order;
//! - when an item of the chosen group would be under the minimum item size at the target
//!   height, the choice is made again among the types of one item fewer.
//!
//! Twin: bindings/ts/layout/group-choice.ts.

use crate::group_types::{
    group_type_size, inner_sizes, width_for_height, GROUP_1, GROUP_2H, GROUP_2V, GROUP_3B,
    GROUP_3T, GROUP_3V,
};

/// Items with a width-to-height ratio under this are portrait (spec/002 §3).
pub const PORTRAIT_BELOW: f64 = 0.999;

/// The types a rows layout chooses among, as bits (1 << type); candidates count in type order.
const CHOOSABLE: u32 = (1 << GROUP_1)
    | (1 << GROUP_2H)
    | (1 << GROUP_2V)
    | (1 << GROUP_3T)
    | (1 << GROUP_3B)
    | (1 << GROUP_3V);

/// The choosable types of each rank (group size - 1), as bits.
const RANK_TYPES: [u32; 3] = [
    1 << GROUP_1,
    (1 << GROUP_2H) | (1 << GROUP_2V),
    (1 << GROUP_3T) | (1 << GROUP_3B) | (1 << GROUP_3V),
];

pub struct GroupChoice {
    /// Bit per group type (1 << type) that the options allow.
    pub allowed: u32,
    /// layoutParams.groups.density, 0 to 1.
    pub density: f64,
    /// The most items a group may hold (1 to 3).
    pub max_size: usize,
    pub min_item_size: f64,
    pub spacing: f64,
    /// The outer target height of a strip.
    pub target_height: f64,
    /// Room under or over each item's media for its text.
    pub info: f64,
    /// The density's window of group ranks for each largest possible size (`density_windows`).
    pub windows: [f64; 6],
    /// Types follow the items' landscape/portrait pattern; without it every type that stacks
    /// (1, 2v, 3t, 3b, 3v) is a candidate (observed).
    pub by_orientation: bool,
}

/// The window of group ranks (size - 1) the density keeps, as (low, high) for a largest possible
/// group of 1, 2 and 3 items: high = 2d(m-1), low = high - (m-1), both floored and held to 0..m-1.
pub fn density_windows(density: f64) -> [f64; 6] {
    let mut windows = [0.0; 6];
    for largest in 1..=3usize {
        let span = (largest - 1) as f64;
        windows[2 * (largest - 1)] = 0f64.max(((2.0 * density - 1.0) * span).floor());
        windows[2 * (largest - 1) + 1] = span.min((2.0 * density * span).floor());
    }
    windows
}

impl GroupChoice {
    /// Whether every item of the group stays at or above the minimum size at the target height;
    /// the group's width at that height goes to `width`.
    fn fits_minimum(
        &self,
        kind: u8,
        ratios: &[f64],
        at: usize,
        inner: &mut [f64; 6],
        width: &mut f64,
    ) -> bool {
        if kind == GROUP_1 {
            return true;
        }
        *width = width_for_height(
            kind,
            ratios,
            at,
            self.target_height,
            self.spacing,
            self.info,
        );
        inner_sizes(
            kind,
            ratios,
            at,
            *width,
            self.target_height,
            self.spacing,
            self.info,
            inner,
        );
        let count = group_type_size(kind) * 2;
        inner[..count].iter().all(|side| *side >= self.min_item_size)
    }

    /// The type of the group that starts at item `at` with `available` items left, for the group
    /// in `seat` (strip number + place in the strip, both from 1). `ratios` are the items as
    /// shown (cropped); `shapes` their own ratios, which decide landscape or portrait (observed: a
    /// crop does not change an item's orientation). The chosen group's width at the target
    /// height goes to `width`, unless it is a single item.
    #[allow(clippy::too_many_arguments)]
    pub fn choose(
        &self,
        ratios: &[f64],
        shapes: &[f64],
        at: usize,
        available: usize,
        seat: usize,
        inner: &mut [f64; 6],
        width: &mut f64,
    ) -> u8 {
        let mut kind = self.pick(shapes, at, self.max_size.min(available), seat);
        // One item fewer while an item would be under the minimum size.
        while !self.fits_minimum(kind, ratios, at, inner, width) {
            kind = self.pick(shapes, at, group_type_size(kind) - 1, seat);
        }
        kind
    }

    /// The candidate in `seat` among the types of at most `limit` items that the density keeps.
    fn pick(&self, shapes: &[f64], at: usize, limit: usize, seat: usize) -> u8 {
        if limit < 2 {
            return GROUP_1;
        }
        let suiting = if self.by_orientation {
            suiting_types(shapes, at, limit)
        } else {
            unordered_types(limit)
        };
        let possible = suiting & self.allowed & CHOOSABLE;
        let mut largest = 1;
        if possible & ((1 << GROUP_2H) | (1 << GROUP_2V)) != 0 {
            largest = 2;
        }
        if possible & ((1 << GROUP_3T) | (1 << GROUP_3B) | (1 << GROUP_3V)) != 0 {
            largest = 3;
        }
        let low = self.windows[2 * (largest - 1)];
        let high = self.windows[2 * (largest - 1) + 1];
        let mut keep = 0u32;
        for (rank, types) in RANK_TYPES.iter().enumerate() {
            let rank = rank as f64;
            if rank >= low && rank <= high {
                keep |= types;
            }
        }
        let kept = possible & keep;
        let count = kept.count_ones() as usize;
        if count == 0 {
            return GROUP_1;
        }
        // The (seat % count)-th kept type, in type order.
        let mut rest = kept;
        for _ in 0..seat % count {
            rest &= rest - 1;
        }
        rest.trailing_zeros() as u8
    }
}

/// The types (as bits) a rows layout may form of up to `limit` items when orientation is not
/// considered.
fn unordered_types(limit: usize) -> u32 {
    let mut mask = 1 << GROUP_1;
    if limit >= 2 {
        mask |= 1 << GROUP_2V;
    }
    if limit >= 3 {
        mask |= (1 << GROUP_3T) | (1 << GROUP_3B) | (1 << GROUP_3V);
    }
    mask
}

/// The types (as bits) that suit the landscape/portrait pattern of the three items from `at`,
/// when groups of up to `limit` items are considered.
fn suiting_types(ratios: &[f64], at: usize, limit: usize) -> u32 {
    let l0 = !(ratios[at] < PORTRAIT_BELOW);
    let l1 = !(ratios[at + 1] < PORTRAIT_BELOW);
    let l2 = !(ratios[at + 2] < PORTRAIT_BELOW);
    let mut mask = 1 << GROUP_1;
    if limit >= 2 {
        if !l0 && !l1 && !l2 {
            mask |= 1 << GROUP_2H;
        }
        if l0 || l1 || (limit < 3 && l2) {
            mask |= 1 << GROUP_2V;
        }
    }
    if limit >= 3 {
        if l0 {
            mask |= 1 << GROUP_3T;
        }
        if l2 {
            mask |= 1 << GROUP_3B;
        }
        if l0 && l1 && l2 {
            mask |= 1 << GROUP_3V;
        }
    }
    mask
}
