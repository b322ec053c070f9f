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

/// `js_round`, the same bits, for the sides of the items a strip places, inlined where it is
/// called: from half a pixel to 2^52, x + 0.5 loses no bit that floor keeps (0.5 is a whole number
/// of x's last places, and a sum that reaches the next power of two floors to it either way), so
/// floor(x + 0.5) is the same number, without `js_round`'s branch on which way x rounds (V8
/// compiles that test to a branch, mispredicted half the time on sides that land anywhere).
#[inline(always)]
pub fn js_round_side(x: f64) -> f64 {
    if (0.5..4503599627370496.0).contains(&x) {
        (x + 0.5).floor()
    } else {
        js_round(x)
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
    fn a_side_rounds_as_any_number_does() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let edges = [
            0.5,
            0.49999999999999994,
            0.5000000000000001,
            1.4999999999999998,
            1.5,
            1023.9999999999999,
            2251799813685247.5,
            4503599627370495.5,
            4503599627370496.0,
            0.0,
            -0.0,
            -0.5,
            f64::INFINITY,
            f64::NEG_INFINITY,
        ];
        for x in edges {
            assert_eq!(js_round_side(x).to_bits(), js_round(x).to_bits(), "{}", x);
        }
        for _ in 0..1_000_000 {
            let bits = next();
            // Any double, one from a quarter to 2^53 with random low bits, and halves and their
            // neighbours.
            let any = f64::from_bits(bits);
            let size =
                f64::from_bits((bits & 0x000f_ffff_ffff_ffff) | ((1021 + (bits >> 58) * 2) << 52));
            let half = (bits % 100_000) as f64 + 0.5;
            let below = f64::from_bits(half.to_bits() - 1);
            let above = f64::from_bits(half.to_bits() + 1);
            for x in [any, size, half, below, above] {
                if !x.is_nan() {
                    assert_eq!(js_round_side(x).to_bits(), js_round(x).to_bits(), "{}", x);
                }
            }
        }
    }

    #[test]
    fn keeps_non_finite_values() {
        assert!(js_round(f64::NAN).is_nan());
        assert_eq!(js_round(f64::INFINITY), f64::INFINITY);
        assert_eq!(finite_or(f64::NAN, 7.0), 7.0);
        assert_eq!(finite_or(-0.0, 1.0).to_bits(), 0.0f64.to_bits());
    }
}
