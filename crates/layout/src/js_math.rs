//! Rounding as JavaScript's `Math.round` does it (ties toward +infinity), because the reference
//! gallery rounds with it and the TypeScript twin must produce the same bits.

/// `Math.round`: nearest integer, halves rounded up. `f64::round` rounds halves away from zero,
/// which differs for negative halves.
pub fn js_round(x: f64) -> f64 {
    let floor = x.floor();
    // x - floor is exact for every finite double, so the comparison has no rounding error; for
    // an infinity it is NaN and for NaN NaN, so those come back as they are without a test.
    if x - floor >= 0.5 {
        floor + 1.0
    } else {
        floor
    }
}

/// Turns -0 into +0 and anything that is not finite into `fallback`, so outputs are plain numbers.
pub fn finite_or(x: f64, fallback: f64) -> f64 {
    if x.is_finite() {
        x + 0.0
    } else {
        fallback
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounds_halves_up_like_javascript() {
        assert_eq!(js_round(403.5), 404.0);
        assert_eq!(js_round(-0.5), 0.0);
        assert_eq!(js_round(-1.5), -1.0);
        assert_eq!(js_round(2.4999999999999996), 2.0);
        assert_eq!(js_round(0.49999999999999994), 0.0);
    }

    #[test]
    fn keeps_non_finite_values() {
        assert!(js_round(f64::NAN).is_nan());
        assert_eq!(js_round(f64::INFINITY), f64::INFINITY);
        assert_eq!(finite_or(f64::NAN, 7.0), 7.0);
        assert_eq!(finite_or(-0.0, 1.0).to_bits(), 0.0f64.to_bits());
    }
}
