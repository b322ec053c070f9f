//! The sides an item keeps from the group candidates turned down before its group was chosen
//! (group_choice.rs): pro-gallery sizes each candidate at the target item size on its items' own
//! sides and leaves them so; an item that then shows alone is sized from those sides, whose last
//! bits decide which way a width on half a pixel rounds (observed of pro-gallery 5.0.148: 19 x 16
//! after a 3t turned down shows 731 px wide in a 616 px strip, 732 without it).
//! Twin: bindings/ts/layout/turned-down.ts.

use crate::frame::dimension;
use crate::group_sizes::{sized_at_target, sized_in_order};
use crate::group_types::group_type_size;
use crate::item_sides::{cut_sides, ratio_sized_to, sides_ratio_sized_to};
use crate::params::LayoutParams;

/// The types of the candidates one choice turned down, in order (at most three).
#[derive(Clone, Copy, Default, PartialEq, Debug)]
pub struct TurnedDown(u32);

impl TurnedDown {
    pub fn none() -> TurnedDown {
        TurnedDown(0)
    }

    pub fn count(self) -> u32 {
        self.0 & 0xf
    }

    /// These and then `kind` (a choice turns down at most two: one per group size over 1).
    pub fn then(self, kind: u8) -> TurnedDown {
        TurnedDown((self.0 | (kind as u32) << (4 + 4 * self.count())) + 1)
    }

    fn kind(self, at: u32) -> u8 {
        ((self.0 >> (4 + 4 * at)) & 0xf) as u8
    }
}

/// The sides of item `item` (of `sizes`, numbered from `first_idx` in the gallery) once the
/// candidates `turned_down` measured it at the target `measure`, each from the sides the one
/// before left; None when none was turned down or one is of a type whose sizing order is not
/// known (group_sizes.rs), or the sizing leaves no positive sides.
#[allow(clippy::too_many_arguments)]
pub fn sides_left(
    params: &LayoutParams,
    sizes: &[f64],
    first_idx: usize,
    item: usize,
    turned_down: TurnedDown,
    measure: f64,
    spacing: f64,
) -> Option<(f64, f64)> {
    if turned_down.count() == 0 {
        return None;
    }
    let count = sizes.len() / 2;
    let mut sides = [0.0; 6];
    let mut known = 0;
    for at in 0..turned_down.count() {
        let kind = turned_down.kind(at);
        let places = group_type_size(kind);
        if !sized_in_order(kind) || item + places > count {
            return None;
        }
        for place in known..places {
            let idx = item + place;
            let (w, h) = cut_sides(
                params,
                idx + first_idx,
                dimension(sizes[2 * idx]),
                dimension(sizes[2 * idx + 1]),
                false,
            );
            sides[2 * place] = w;
            sides[2 * place + 1] = h;
        }
        known = known.max(places);
        let mut st = [0.0; 6];
        st[..2 * places].copy_from_slice(&sides[..2 * places]);
        sized_at_target(kind, &mut st, measure, spacing, params.min_item_size, None)?;
        sides[..2 * places].copy_from_slice(&st[..2 * places]);
    }
    Some((sides[0], sides[1]))
}

/// The ratio single item `item` shows once sized to a group `outer` tall with `outer_spacing`
/// (`ratio_sized_to`): from the sides the candidates `turned_down` at `measure` with `spacing`
/// left it (`sides_left`), else from its own; its sides there go to `sides` as there.
#[allow(clippy::too_many_arguments)]
pub fn single_ratio_sized_to(
    params: &LayoutParams,
    sizes: &[f64],
    first_idx: usize,
    item: usize,
    turned_down: TurnedDown,
    (measure, spacing): (f64, f64),
    (outer, outer_spacing): (f64, f64),
    mut sides: Option<&mut [f64; 6]>,
) -> f64 {
    let left = sides_left(
        params,
        sizes,
        first_idx,
        item,
        turned_down,
        measure,
        spacing,
    );
    if let Some(ratio) =
        left.and_then(|left| sides_ratio_sized_to(left, outer, outer_spacing, sides.as_deref_mut()))
    {
        return ratio;
    }
    let own = (dimension(sizes[2 * item]), dimension(sizes[2 * item + 1]));
    ratio_sized_to(params, item + first_idx, own, outer, outer_spacing, sides)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::group_types::{GROUP_2V, GROUP_3T};

    #[test]
    fn turned_down_types_are_kept_in_order() {
        let down = TurnedDown::none().then(GROUP_3T).then(GROUP_2V);
        assert_eq!(down.count(), 2);
        assert_eq!((down.kind(0), down.kind(1)), (GROUP_3T, GROUP_2V));
    }
}
