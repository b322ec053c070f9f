//! The filter parts (spec/001 §5; twin: filters.ts): contrast, brightness and saturation -100 to
//! 100 and non-zero; hue -180 to 180 and non-zero; blur above 0 up to 100.

use crate::limits::{FILTER_BLUR_MAX, FILTER_HUE_LIMIT, FILTER_LEVEL_LIMIT};
use crate::number::push_js_number;
use crate::text::put;

/// In request order: contrast, brightness, saturation, hue, blur.
const FILTER_KEYS: [&[u8]; 5] = [b",con_", b",br_", b",sat_", b",hue_", b",blur_"];
pub const FILTER_COUNT: usize = 5;
pub const HUE_INDEX: usize = 3;
pub const BLUR_INDEX: usize = 4;

fn applies(index: usize, value: f64) -> bool {
    if index == BLUR_INDEX {
        return value > 0.0 && value <= FILTER_BLUR_MAX;
    }
    let limit = if index == HUE_INDEX {
        FILTER_HUE_LIMIT
    } else {
        FILTER_LEVEL_LIMIT
    };
    value != 0.0 && value >= -limit && value <= limit
}

pub fn push_filters(out: &mut Vec<u8>, values: &[f64]) {
    for (index, (key, &value)) in FILTER_KEYS.iter().zip(values.iter()).enumerate() {
        if applies(index, value) {
            put(out, key);
            push_js_number(out, value);
        }
    }
}
