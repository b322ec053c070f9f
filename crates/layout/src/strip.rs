//! One strip of a rows layout: the groups chosen for it, sized to the strip's height and placed
//! side by side, the last group of a stretched strip taking the width left over (rows.rs chooses
//! and measures them). Twin: bindings/ts/layout/strip.ts.

use crate::group_sizes::single_outer_width;
use crate::group_types::{
    group_type_size, inner_sizes, place_single_item, place_strip_group, stacks,
    widen_first_in_rows, width_for_height, GROUP_1,
};
use crate::js_math::{js_round, js_round_side};
use crate::sized_group_place::place_sized_group;
use crate::strip_edge::{mark_last_group, StripGroup, EDGE_SHORT};

/// A last strip stays at the target height when stretching would pass this many targets
/// (spec/002 §9).
pub const LAST_STRIP_STRETCH_LIMIT: f64 = 1.5;

/// A group held in the open strip until the strip is placed.
#[derive(Clone, Copy)]
pub struct HeldGroup {
    pub kind: u8,
    /// Its first item.
    pub first: usize,
    /// The ratio it adds to the strip.
    pub ratio: f64,
    /// The ratios its places show.
    pub shown: [f64; 3],
    /// Whether `at_target` holds its items' sides sized at the target item size (group_sizes.rs).
    pub sized: bool,
    pub at_target: [f64; 6],
}

/// The groups of the open strip (numbered from 0 in it) and what placing them needs.
pub struct Strips<'a> {
    pub ratios: Vec<f64>,
    pub held: Vec<HeldGroup>,
    pub gallery_width: f64,
    pub target: f64,
    pub spacing: f64,
    pub scroll: bool,
    pub per_row: usize,
    pub info: f64,
    pub widest: f64,
    pub inner: [f64; 6],
    pub rects: &'a mut [f64],
    /// Per item, whether it reaches the right edge (strip_edge.rs), when scatter needs it.
    pub edges: &'a mut [u8],
    /// Where the open strip's first held group starts: 0, but in the one strip of a horizontal
    /// gallery, placed some groups at a time (`place_held`).
    pub left: f64,
}

impl<'a> Strips<'a> {
    /// Whether a group that makes a strip `next_height` tall instead of `height` takes its
    /// height further from the target.
    pub fn closes(&self, height: f64, next_height: f64) -> bool {
        (self.target - next_height).abs() > (self.target - height).abs()
    }

    /// Sizes and places the open strip's groups at `top` and empties it for the next strip;
    /// returns the strip's height.
    pub fn place_open(&mut self, last: bool, top: f64) -> f64 {
        let height = self.place(last, top);
        self.left = 0.0;
        self.empty();
        height
    }

    /// Places the groups held so far of a horizontal gallery's one strip, whose height is the
    /// gallery's from the start, so that the strip needs no room per item; the next groups go on
    /// after them.
    pub fn place_held(&mut self, top: f64) {
        self.place(false, top);
        self.empty();
    }

    fn empty(&mut self) {
        self.held.clear();
    }

    /// Sizes and places the held groups as one strip at `top`, from `self.left`; returns the
    /// strip's height.
    fn place(&mut self, last: bool, top: f64) -> f64 {
        let ratio: f64 = self.held.iter().map(|group| group.ratio).sum();
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
            !(self.scroll || (last && height > LAST_STRIP_STRETCH_LIMIT * self.target))
        };
        if !stretched {
            height = self.target;
        }
        let s = self.spacing;
        // Strips of a fixed number of groups across a horizontal gallery keep no room for text,
        // but the last, as tall as the gallery (observed).
        let strip_info = if self.scroll && self.per_row > 0 && !last {
            0.0
        } else {
            self.info
        };
        let strip_height = height;
        let mut left = self.left;
        // The held groups are read while the rest of the strip is written.
        let held = core::mem::take(&mut self.held);
        let to = held.len();
        for (g, group) in held.iter().enumerate() {
            let kind = group.kind;
            let first = group.first;
            // A group that stacks items keeps the room for text once, under it (observed).
            let (height, info) = if stacks(kind) {
                (height - strip_info, 0.0)
            } else {
                (height, strip_info)
            };
            // A strip of a fixed number of groups takes no leftover width in a horizontal
            // gallery (observed); in a vertical one it does.
            let takes_leftover = stretched && (self.per_row == 0 || !self.scroll) && g == to - 1;
            // A single item is as wide as a stack of one; in a horizontal strip it keeps the room
            // for text under it (not yet observed elsewhere).
            let natural = if group.sized && self.edges.is_empty() {
                // Not needed: a group sized in order places itself.
                f64::NAN
            } else if kind == GROUP_1 && (info == 0.0 || (self.scroll && self.per_row == 0)) {
                single_outer_width(group.shown[0], height - info, s)
            } else {
                width_for_height(kind, &group.shown, 0, height, s, info)
            };
            if !self.edges.is_empty() {
                self.mark_edges(
                    group,
                    natural,
                    height,
                    info,
                    takes_leftover,
                    ratio * strip_height - left,
                    left,
                );
            }
            if group.sized {
                // A row's items keep the room for text under their media (observed: 2h).
                left += place_sized_group(
                    kind,
                    &group.at_target,
                    &group.shown,
                    height - info,
                    s,
                    left,
                    top,
                    self.rects,
                    first,
                    if takes_leftover {
                        Some(self.gallery_width - left)
                    } else {
                        None
                    },
                );
                continue;
            }
            if kind == GROUP_1 {
                left += self.place_single(first, natural, height, info, takes_leftover, left, top);
                continue;
            }
            let width;
            if takes_leftover {
                // The last group keeps the strip's height and takes what is left of the width.
                width = self.gallery_width - left;
                inner_sizes(
                    kind,
                    &group.shown,
                    0,
                    natural,
                    height,
                    s,
                    info,
                    &mut self.inner,
                );
                widen_first_in_rows(kind, &mut self.inner, width - natural);
            } else {
                // The items of a group larger than one share its exact size.
                width = js_round(natural);
                inner_sizes(
                    kind,
                    &group.shown,
                    0,
                    natural,
                    height,
                    s,
                    info,
                    &mut self.inner,
                );
            }
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
            left += width;
        }
        self.held = held;
        self.widest = self.widest.max(left);
        self.left = left;
        height
    }

    /// Places a single item (not sized in order) of a strip `height` tall, `natural` wide
    /// unrounded, at (`left`, `top`), as `inner_sizes` and `place_items` size and place it: it fills
    /// its rounded box, or the width left over; returns its width in the strip.
    #[allow(clippy::too_many_arguments)]
    fn place_single(
        &mut self,
        first: usize,
        natural: f64,
        height: f64,
        info: f64,
        takes_leftover: bool,
        left: f64,
        top: f64,
    ) -> f64 {
        let s = self.spacing;
        let (width, inner_width, inner_height) = if takes_leftover {
            let width = self.gallery_width - left;
            // The width left over widens the item (`widen_first_in_rows`).
            (width, (natural - s) + (width - natural), height - s)
        } else {
            let width = js_round_side(natural);
            (width, width - s, js_round_side(height) - s)
        };
        place_single_item(
            self.rects,
            first,
            left,
            top,
            inner_width,
            inner_height,
            info,
        );
        width
    }

    /// Notes which items of the group `held` of a vertical strip reach the right edge: only items of a
    /// last group that takes the width left over can, `exact` wide from `left` (strip_edge.rs).
    #[allow(clippy::too_many_arguments)]
    #[inline(never)]
    fn mark_edges(
        &mut self,
        held: &HeldGroup,
        natural: f64,
        height: f64,
        info: f64,
        last: bool,
        exact: f64,
        left: f64,
    ) {
        let first = held.first;
        let kind = held.kind;
        let end = (first + group_type_size(kind)).min(self.edges.len());
        for edge in self.edges[first.min(end)..end].iter_mut() {
            *edge = EDGE_SHORT;
        }
        if !last {
            return;
        }
        let group = StripGroup {
            kind,
            shown: &held.shown,
            at: 0,
            natural,
            height,
            info,
        };
        mark_last_group(
            &group,
            exact,
            left,
            self.spacing,
            self.gallery_width,
            &mut self.inner,
            self.edges,
            first,
        );
    }
}
