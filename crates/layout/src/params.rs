//! The layout parameter block: a flat `f64` array that crosses the wasm boundary unchanged.
//!
//! A fixed header of named slots, then the variable-length lists whose lengths the header gives
//! (crop ratios, then column ratios). The TypeScript side writes the same slots
//! (`bindings/ts/layout/params.ts`); `SLOT_NAMES` is exported through the wasm module and a test
//! compares it with the TypeScript list, so the two cannot drift.

use crate::error::LayoutError;
use crate::group_types::group_type_size;

pub const ORIENTATION: usize = 0;
pub const CONTAINER_WIDTH: usize = 1;
pub const CONTAINER_HEIGHT: usize = 2;
pub const ITEM_SPACING: usize = 3;
pub const GALLERY_SPACING: usize = 4;
pub const TARGET_ITEM_SIZE: usize = 5;
pub const FIXED_COLUMNS: usize = 6;
pub const CROP_ENABLE: usize = 7;
pub const CROP_METHOD: usize = 8;
pub const GROUPS_ORDER: usize = 9;
pub const GROUP_SIZE: usize = 10;
pub const CROP_RATIO_COUNT: usize = 11;
pub const COLUMN_RATIO_COUNT: usize = 12;
pub const HORIZONTAL_SCROLL: usize = 13;
pub const MIN_ITEM_SIZE: usize = 14;
pub const COLLAGE_DENSITY: usize = 15;
pub const ALLOWED_GROUP_TYPES: usize = 16;
pub const SMART_CROP: usize = 17;
pub const EXTERNAL_INFO_HEIGHT: usize = 18;
pub const EXTERNAL_INFO_WIDTH: usize = 19;
pub const REPEATING_GROUP_COUNT: usize = 20;
pub const RIGHT_TO_LEFT: usize = 21;
pub const GROUPS_PER_ROW: usize = 22;
pub const RANDOM_SCATTER: usize = 23;
pub const SCATTER_SEED: usize = 24;
pub const MANUAL_SCATTER_COUNT: usize = 25;
pub const GROUP_BY_ORIENTATION: usize = 26;
pub const HEADER_LEN: usize = 27;

pub const SLOT_NAMES: [&str; HEADER_LEN] = [
    "orientation",
    "containerWidth",
    "containerHeight",
    "itemSpacing",
    "gallerySpacing",
    "targetItemSize",
    "fixedColumns",
    "cropEnable",
    "cropMethod",
    "groupsOrder",
    "groupSize",
    "cropRatioCount",
    "columnRatioCount",
    "horizontalScroll",
    "minItemSize",
    "collageDensity",
    "allowedGroupTypes",
    "smartCrop",
    "externalInfoHeight",
    "externalInfoWidth",
    "repeatingGroupCount",
    "rightToLeft",
    "groupsPerRow",
    "randomScatter",
    "scatterSeed",
    "manualScatterCount",
    "groupByOrientation",
];

/// layoutParams.structure.layoutOrientation: VERTICAL lays items out in columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Orientation {
    Columns = 0,
    Rows = 1,
}

/// layoutParams.crop.method.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CropMethod {
    Fill = 0,
    Fit = 1,
    Min = 2,
    Max = 3,
}

/// layoutParams.structure.groupsOrder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GroupsOrder {
    ByHeight = 0,
    LeftToRight = 1,
}

/// The parameters after sanitising: every number finite, every count in range.
#[derive(Clone, Debug, PartialEq)]
pub struct LayoutParams<'a> {
    pub orientation: Orientation,
    pub container_width: f64,
    pub container_height: f64,
    pub item_spacing: f64,
    pub gallery_spacing: f64,
    pub target_item_size: f64,
    pub fixed_columns: f64,
    pub crop_enable: bool,
    pub crop_method: CropMethod,
    pub groups_order: GroupsOrder,
    pub group_size: f64,
    pub crop_ratios: &'a [f64],
    pub column_ratios: &'a [f64],
    /// One strip as tall as the gallery, growing to the right (scrollDirection HORIZONTAL).
    pub horizontal_scroll: bool,
    pub min_item_size: f64,
    /// 0 to 1.
    pub collage_density: f64,
    /// Bit per group type (1 << type, group_types.rs).
    pub allowed_group_types: u32,
    pub smart_crop: bool,
    pub external_info_height: f64,
    pub external_info_width: f64,
    /// Group types (codes of group_types.rs) that groups take in turn; empty to choose freely.
    pub repeating_group_types: &'a [f64],
    /// Items mirrored: each item's right edge where its left edge would be.
    pub right_to_left: bool,
    /// Strips of exactly this many groups (layoutParams.groups.numberOfGroupsPerRow); 0 for none.
    pub groups_per_row: f64,
    /// Random scatter, 0 to 100 (percent of the room around each item).
    pub random_scatter: f64,
    /// The seed random scatter draws from.
    pub scatter_seed: u32,
    /// Manual scatter: x, y percents per item, taken in turn.
    pub manual_scatter: &'a [f64],
    /// Group types follow the items' landscape/portrait pattern (groups.groupByOrientation).
    pub group_by_orientation: bool,
}

#[cfg(test)]
impl LayoutParams<'static> {
    /// A gallery `width` px wide in `orientation` with nothing else set: no spacing, a 400 px
    /// target, no crop, groups of one, every group type allowed. Unit tests override the rest.
    pub fn plain(orientation: Orientation, width: f64) -> Self {
        LayoutParams {
            orientation,
            container_width: width,
            container_height: 800.0,
            item_spacing: 0.0,
            gallery_spacing: 0.0,
            target_item_size: 400.0,
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
}

fn non_negative(x: f64) -> f64 {
    if x.is_finite() && x > 0.0 {
        x
    } else {
        0.0
    }
}

/// Scatter is a percent: at most 100 (spec/001 §5 "random scatter 0 to 100").
pub const MAX_SCATTER: f64 = 100.0;

fn seed(x: f64) -> u32 {
    if x.is_finite() && x >= 0.0 && x <= u32::MAX as f64 {
        x.floor() as u32
    } else {
        0
    }
}

fn unit(x: f64) -> f64 {
    if x.is_finite() && x > 0.0 {
        x.min(1.0)
    } else {
        0.0
    }
}

/// A bit mask of the nine group types; anything else allows them all.
fn group_mask(x: f64) -> u32 {
    if x.is_finite() && (1.0..=511.0).contains(&x) && x.floor() == x {
        x as u32
    } else {
        511
    }
}

/// Every group type code (group_types.rs), so that one allowed type can stand as a list.
const GROUP_TYPE_CODES: [f64; 9] = [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0];

/// The group types that groups take in turn: the listed ones, else, when exactly one type of
/// more than one item is allowed and the density keeps groups of its size (2d(n-1) floored
/// reaches n-1: a density of 0.5 or more), that type alone. Observed of pro-layouts 5.0.148, in
/// rows and in columns: such a type is then formed whatever the items' orientation and size,
/// with stand-ins past the last item, exactly as a repeating type.
fn repeating_types(listed: &[f64], allowed: u32, density: f64) -> &[f64] {
    if !listed.is_empty() || allowed.count_ones() != 1 || allowed == 1 {
        return listed;
    }
    let kind = allowed.trailing_zeros() as usize;
    let rank = (group_type_size(kind as u8) - 1) as f64;
    if (2.0 * density * rank).floor() < rank {
        return listed;
    }
    &GROUP_TYPE_CODES[kind..kind + 1]
}

fn count(x: f64) -> Result<usize, LayoutError> {
    if x.is_finite() && x >= 0.0 && x.floor() == x && x <= u32::MAX as f64 {
        Ok(x as usize)
    } else {
        Err(LayoutError::BadParams)
    }
}

impl<'a> LayoutParams<'a> {
    /// Reads a parameter block. Spacings and column counts that are negative or not finite count
    /// as 0; a malformed block (wrong length, bad list counts) is an error.
    pub fn parse(block: &'a [f64]) -> Result<LayoutParams<'a>, LayoutError> {
        if block.len() < HEADER_LEN {
            return Err(LayoutError::BadParams);
        }
        let crop_count = count(block[CROP_RATIO_COUNT])?;
        let column_count = count(block[COLUMN_RATIO_COUNT])?;
        let repeating_count = count(block[REPEATING_GROUP_COUNT])?;
        let scatter_count = count(block[MANUAL_SCATTER_COUNT])?;
        if block.len() != HEADER_LEN + crop_count + column_count + repeating_count + scatter_count {
            return Err(LayoutError::BadParams);
        }
        let lists = &block[HEADER_LEN..];
        let columns_end = crop_count + column_count;
        let repeating_end = columns_end + repeating_count;
        let allowed_group_types = group_mask(block[ALLOWED_GROUP_TYPES]);
        let collage_density = unit(block[COLLAGE_DENSITY]);
        Ok(LayoutParams {
            orientation: if block[ORIENTATION] == 1.0 {
                Orientation::Rows
            } else {
                Orientation::Columns
            },
            container_width: block[CONTAINER_WIDTH],
            container_height: non_negative(block[CONTAINER_HEIGHT]),
            item_spacing: non_negative(block[ITEM_SPACING]),
            gallery_spacing: non_negative(block[GALLERY_SPACING]),
            target_item_size: block[TARGET_ITEM_SIZE],
            fixed_columns: non_negative(block[FIXED_COLUMNS]).floor(),
            crop_enable: block[CROP_ENABLE] == 1.0,
            crop_method: match block[CROP_METHOD] as i64 {
                1 => CropMethod::Fit,
                2 => CropMethod::Min,
                3 => CropMethod::Max,
                _ => CropMethod::Fill,
            },
            groups_order: if block[GROUPS_ORDER] == 1.0 {
                GroupsOrder::LeftToRight
            } else {
                GroupsOrder::ByHeight
            },
            // Not a number stays so: the rows layouter falls back to groups of 3 (spec/002 §8).
            group_size: if block[GROUP_SIZE].is_nan() {
                f64::NAN
            } else {
                non_negative(block[GROUP_SIZE])
            },
            crop_ratios: &lists[..crop_count],
            column_ratios: &lists[crop_count..columns_end],
            horizontal_scroll: block[HORIZONTAL_SCROLL] == 1.0,
            min_item_size: non_negative(block[MIN_ITEM_SIZE]),
            collage_density,
            allowed_group_types,
            smart_crop: block[SMART_CROP] == 1.0,
            external_info_height: non_negative(block[EXTERNAL_INFO_HEIGHT]),
            external_info_width: non_negative(block[EXTERNAL_INFO_WIDTH]),
            repeating_group_types: repeating_types(
                &lists[columns_end..repeating_end],
                allowed_group_types,
                collage_density,
            ),
            right_to_left: block[RIGHT_TO_LEFT] == 1.0,
            groups_per_row: non_negative(block[GROUPS_PER_ROW]).floor(),
            random_scatter: non_negative(block[RANDOM_SCATTER]).min(MAX_SCATTER),
            scatter_seed: seed(block[SCATTER_SEED]),
            manual_scatter: &lists[repeating_end..],
            group_by_orientation: block[GROUP_BY_ORIENTATION] != 0.0,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header() -> Vec<f64> {
        let mut block = vec![0.0; HEADER_LEN];
        block[CONTAINER_WIDTH] = 1000.0;
        block[TARGET_ITEM_SIZE] = 300.0;
        block
    }

    #[test]
    fn reads_lists_after_the_header() {
        let mut block = header();
        block[CROP_RATIO_COUNT] = 2.0;
        block[COLUMN_RATIO_COUNT] = 1.0;
        block.extend_from_slice(&[1.5, 0.5, 2.0]);
        let params = LayoutParams::parse(&block).unwrap();
        assert_eq!(params.crop_ratios, &[1.5, 0.5]);
        assert_eq!(params.column_ratios, &[2.0]);
    }

    #[test]
    fn rejects_blocks_whose_lists_do_not_add_up() {
        let mut block = header();
        block[CROP_RATIO_COUNT] = 3.0;
        assert_eq!(LayoutParams::parse(&block), Err(LayoutError::BadParams));
        assert_eq!(
            LayoutParams::parse(&block[..4]),
            Err(LayoutError::BadParams)
        );
        block[CROP_RATIO_COUNT] = f64::NAN;
        assert_eq!(LayoutParams::parse(&block), Err(LayoutError::BadParams));
    }

    #[test]
    fn one_allowed_type_repeats_when_the_density_keeps_its_size() {
        let mut block = header();
        block[ALLOWED_GROUP_TYPES] = f64::from(1u32 << 8); // 3v alone
        block[COLLAGE_DENSITY] = 0.5;
        assert_eq!(
            LayoutParams::parse(&block).unwrap().repeating_group_types,
            &[8.0]
        );
        // Under a density of 0.5 groups of three are not kept: items stand alone.
        block[COLLAGE_DENSITY] = 0.49;
        assert!(LayoutParams::parse(&block)
            .unwrap()
            .repeating_group_types
            .is_empty());
        // Two allowed types, or single items only: the choice stays free.
        block[COLLAGE_DENSITY] = 1.0;
        block[ALLOWED_GROUP_TYPES] = f64::from((1u32 << 8) | (1 << 1));
        assert!(LayoutParams::parse(&block)
            .unwrap()
            .repeating_group_types
            .is_empty());
        block[ALLOWED_GROUP_TYPES] = 1.0;
        assert!(LayoutParams::parse(&block)
            .unwrap()
            .repeating_group_types
            .is_empty());
        // Listed repeating types win.
        block[ALLOWED_GROUP_TYPES] = f64::from(1u32 << 8);
        block[REPEATING_GROUP_COUNT] = 1.0;
        block.push(1.0);
        assert_eq!(
            LayoutParams::parse(&block).unwrap().repeating_group_types,
            &[1.0]
        );
    }

    #[test]
    fn treats_bad_spacings_as_zero() {
        let mut block = header();
        block[ITEM_SPACING] = f64::NAN;
        block[GALLERY_SPACING] = -4.0;
        block[FIXED_COLUMNS] = f64::INFINITY;
        let params = LayoutParams::parse(&block).unwrap();
        assert_eq!(params.item_spacing, 0.0);
        assert_eq!(params.gallery_spacing, 0.0);
        assert_eq!(params.fixed_columns, 0.0);
    }
}
