//! Numbers as the address prints them (twin: bindings/ts/image-url/number.ts): as JavaScript's
//! `String(x)` prints them (the shortest digits that read back as the same double, nearest of
//! those, in ECMAScript Number::toString layout) and as `toFixed(2)` does (ties up on the exact
//! binary value). Written out rather than taken from `std::fmt`, whose layout differs and whose
//! code would not fit the module's size budget.

use crate::text::put;
use std::cmp::Ordering;

/// `Math.round`: nearest integer, halves rounded toward +infinity.
pub fn js_round(x: f64) -> f64 {
    if !x.is_finite() {
        return x;
    }
    let floor = x.floor();
    // x - floor is exact for every finite double.
    if x - floor >= 0.5 {
        floor + 1.0
    } else {
        floor
    }
}

/// 2^53: below it every integer-valued double prints as its exact digits.
const EXACT_INTEGERS: f64 = 9_007_199_254_740_992.0;

fn push_u64(out: &mut Vec<u8>, n: u64) {
    if n < 10_000 {
        push_below_10000(out, n as u32);
    } else {
        push_long_u64(out, n);
    }
}

/// Sizes and qualities have at most four digits: written straight away, in 32-bit arithmetic
/// (wasm has no 64-bit multiply-high, so a u64 division by 10 is a real division).
#[inline]
fn push_below_10000(out: &mut Vec<u8>, n: u32) {
    let digit = |d: u32| b'0' + (d % 10) as u8;
    if n < 10 {
        put(out, &[digit(n)]);
    } else if n < 100 {
        put(out, &[digit(n / 10), digit(n)]);
    } else if n < 1000 {
        put(out, &[digit(n / 100), digit(n / 10), digit(n)]);
    } else {
        put(
            out,
            &[digit(n / 1000), digit(n / 100), digit(n / 10), digit(n)],
        );
    }
}

#[inline(never)]
fn push_long_u64(out: &mut Vec<u8>, mut n: u64) {
    let mut buf = [0u8; 20];
    let mut at = buf.len();
    while at > 0 {
        at -= 1;
        buf[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    put(out, buf.get(at..).unwrap_or(&[]));
}

/// The sign and exponent fields of a finite positive double as (mantissa, exponent, biased).
fn decompose(v: f64) -> (u64, i32, i32) {
    let bits = v.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i32;
    let fraction = bits & ((1u64 << 52) - 1);
    if biased == 0 {
        (fraction, -1074, 0)
    } else {
        (fraction | (1u64 << 52), biased - 1075, biased)
    }
}

/// Appends `x` as JavaScript's `String(x)` prints it.
pub fn push_js_number(out: &mut Vec<u8>, x: f64) {
    // Sizes and qualities, nearly every number an address prints, are small whole numbers.
    if (0.0..10_000.0).contains(&x) {
        let n = x as u32;
        if n as f64 == x {
            push_below_10000(out, n);
            return;
        }
    }
    push_any_js_number(out, x);
}

#[inline(never)]
fn push_any_js_number(out: &mut Vec<u8>, x: f64) {
    if x.is_nan() {
        put(out, b"NaN");
        return;
    }
    let mut v = x;
    if v < 0.0 {
        put(out, b"-");
        v = -v;
    }
    if v.is_infinite() {
        put(out, b"Infinity");
    } else if v < EXACT_INTEGERS && v == v.trunc() {
        push_u64(out, v as u64);
    } else {
        let mut digits = [0u8; 20];
        let (len, point) = shortest_digits(v, &mut digits);
        push_layout(out, digits.get(..len).unwrap_or(&[]), point);
    }
}

fn push_digits(out: &mut Vec<u8>, digits: &[u8]) {
    for &d in digits {
        put(out, &[b'0' + d]);
    }
}

fn push_zeros(out: &mut Vec<u8>, count: i32) {
    for _ in 0..count {
        put(out, b"0");
    }
}

/// ECMAScript Number::toString, step 6 onwards: `digits` read as 0.d1d2... x 10^point.
#[inline(never)]
fn push_layout(out: &mut Vec<u8>, digits: &[u8], point: i32) {
    let len = digits.len() as i32;
    let (head, tail) = digits.split_at((point.max(1).min(len)) as usize);
    if len <= point && point <= 21 {
        push_digits(out, digits);
        push_zeros(out, point - len);
    } else if 0 < point && point <= 21 {
        push_digits(out, head);
        put(out, b".");
        push_digits(out, tail);
    } else if -6 < point && point <= 0 {
        put(out, b"0.");
        push_zeros(out, -point);
        push_digits(out, digits);
    } else {
        let (first, rest) = digits.split_at(1.min(digits.len()));
        push_digits(out, first);
        if !rest.is_empty() {
            put(out, b".");
            push_digits(out, rest);
        }
        put(out, if point > 0 { b"e+" } else { b"e-" });
        push_u64(out, (point - 1).unsigned_abs() as u64);
    }
}

/// Appends `x.toFixed(2)` for 0 <= x < 2^52 (fp_ and usm_ values lie in 0-500).
pub fn push_fixed2(out: &mut Vec<u8>, x: f64) {
    let (mantissa, exponent, _) = decompose(x);
    // n = floor(x * 100 + 1/2) exactly; x * 100 = mantissa * 100 / 2^-exponent.
    let hundredths = mantissa * 100;
    let shift = (-exponent) as u32;
    let n = if exponent >= 0 {
        hundredths
    } else if shift > 61 {
        0
    } else {
        (hundredths + (1u64 << (shift - 1))) >> shift
    };
    let (whole, cents) = if n < u32::MAX as u64 {
        let n = n as u32;
        ((n / 100) as u64, n % 100)
    } else {
        (n / 100, (n % 100) as u32)
    };
    push_u64(out, whole);
    put(
        out,
        &[b'.', b'0' + (cents / 10) as u8, b'0' + (cents % 10) as u8],
    );
}

/// Natural numbers of up to 40 32-bit limbs, little-endian; every operation works on the first
/// `n` limbs that the number at hand can need.
const LIMBS: usize = 40;

#[inline(never)]
fn mul_small(a: &mut [u32], m: u32) {
    let mut carry = 0u64;
    for limb in a.iter_mut() {
        let t = *limb as u64 * m as u64 + carry;
        *limb = t as u32;
        carry = t >> 32;
    }
}

#[inline(never)]
fn mul_pow(a: &mut [u32], base_step: u32, step: u32, mut power: u32, base: u32) {
    while power >= step {
        mul_small(a, base_step);
        power -= step;
    }
    for _ in 0..power {
        mul_small(a, base);
    }
}

#[inline(never)]
fn add(out: &mut [u32], a: &[u32], b: &[u32]) {
    let mut carry = 0u64;
    for (o, (x, y)) in out.iter_mut().zip(a.iter().zip(b.iter())) {
        let t = *x as u64 + *y as u64 + carry;
        *o = t as u32;
        carry = t >> 32;
    }
}

#[inline(never)]
fn sub_assign(a: &mut [u32], b: &[u32]) {
    let mut borrow = 0u64;
    for (x, y) in a.iter_mut().zip(b.iter()) {
        let t = (*x as u64).wrapping_sub(*y as u64).wrapping_sub(borrow);
        *x = t as u32;
        borrow = t >> 63;
    }
}

#[inline(never)]
fn compare(a: &[u32], b: &[u32]) -> Ordering {
    for (x, y) in a.iter().zip(b.iter()).rev() {
        if x != y {
            return x.cmp(y);
        }
    }
    Ordering::Equal
}

/// The shortest digits that read back as `v` (finite, positive), the nearest of those, and the
/// decimal point's position: v ~ 0.d1d2... x 10^point. Burger & Dybvig's free-format algorithm
/// with exact integers: v = r / s, the neighbouring doubles half-way at (r -/+ m) / s.
#[inline(never)]
fn shortest_digits(v: f64, digits: &mut [u8; 20]) -> (usize, i32) {
    let (f, e, biased) = decompose(v);
    // Round-half-even reading accepts the boundaries themselves when the mantissa is even.
    let inclusive = f & 1 == 0;
    // At a power of two the next double down is half as far as the next one up.
    let gap = if f == 1 << 52 && biased > 1 { 2 } else { 1 };
    let log2 = 63 - f.leading_zeros() as i32 + e;
    let mut point = (log2 as f64 * std::f64::consts::LOG10_2).ceil() as i32;
    let n =
        ((64 + e.unsigned_abs() + 4 * point.unsigned_abs()) / 32 + 2).min(LIMBS as u32) as usize;
    let mut arrays = [[0u32; LIMBS]; 5];
    let [r, s, m_plus, m_minus, sum] = &mut arrays;
    let (r, s, m_plus, m_minus, sum) = (
        &mut r[..n],
        &mut s[..n],
        &mut m_plus[..n],
        &mut m_minus[..n],
        &mut sum[..n],
    );
    r[0] = f as u32;
    r[1] = (f >> 32) as u32;
    s[0] = 1;
    m_plus[0] = 1;
    m_minus[0] = 1;
    let up = e.max(0) as u32;
    mul_pow(r, 1 << 16, 16, up + gap, 2);
    mul_pow(s, 1 << 16, 16, (e.min(0)).unsigned_abs() + gap, 2);
    mul_pow(m_plus, 1 << 16, 16, up + gap - 1, 2);
    mul_pow(m_minus, 1 << 16, 16, up, 2);
    if point >= 0 {
        mul_pow(s, 1_000_000_000, 9, point as u32, 10);
    } else {
        for big in [&mut *r, &mut *m_plus, &mut *m_minus] {
            mul_pow(big, 1_000_000_000, 9, point.unsigned_abs(), 10);
        }
    }
    // Is the high boundary at or past 1 (past it only, when boundaries are exclusive)?
    let reaches =
        |order: Ordering| order == Ordering::Greater || (inclusive && order == Ordering::Equal);
    loop {
        add(sum, r, m_plus);
        if reaches(compare(sum, s)) {
            mul_small(s, 10);
            point += 1;
            continue;
        }
        mul_small(sum, 10);
        if reaches(compare(sum, s)) {
            break;
        }
        mul_small(r, 10);
        mul_small(m_plus, 10);
        mul_small(m_minus, 10);
        point -= 1;
    }
    let mut len = 0;
    for slot in digits.iter_mut() {
        mul_small(r, 10);
        mul_small(m_plus, 10);
        mul_small(m_minus, 10);
        let mut digit = 0u8;
        while compare(r, s) != Ordering::Less {
            sub_assign(r, s);
            digit += 1;
        }
        let low = compare(r, m_minus);
        let low = low == Ordering::Less || (inclusive && low == Ordering::Equal);
        add(sum, r, m_plus);
        let high = reaches(compare(sum, s));
        len += 1;
        *slot = digit;
        if low || high {
            add(sum, r, r);
            let round_up = match (low, high) {
                (true, false) => false,
                (false, true) => true,
                _ => match compare(sum, s) {
                    Ordering::Less => false,
                    Ordering::Greater => true,
                    Ordering::Equal => digit & 1 == 1,
                },
            };
            *slot = digit + round_up as u8;
            break;
        }
    }
    (len, point)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn js(x: f64) -> String {
        let mut out = Vec::new();
        push_js_number(&mut out, x);
        String::from_utf8(out).unwrap()
    }

    fn fixed(x: f64) -> String {
        let mut out = Vec::new();
        push_fixed2(&mut out, x);
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn prints_numbers_as_javascript_does() {
        let cases: [(f64, &str); 22] = [
            (80.0, "80"),
            (-100.0, "-100"),
            (0.1 + 0.2, "0.30000000000000004"),
            (12.345678, "12.345678"),
            (1e-7, "1e-7"),
            (5e-324, "5e-324"),
            (1e-300, "1e-300"),
            (-0.5, "-0.5"),
            (1e21, "1e+21"),
            (590295810358705651712.0, "590295810358705700000"),
            (123456.789, "123456.789"),
            (0.000001, "0.000001"),
            (1.7976931348623157e308, "1.7976931348623157e+308"),
            (2.2250738585072014e-308, "2.2250738585072014e-308"),
            (9007199254740993.0, "9007199254740992"),
            (1.5, "1.5"),
            (-0.0, "0"),
            (f64::NAN, "NaN"),
            (f64::NEG_INFINITY, "-Infinity"),
            (4.35, "4.35"),
            (0.1, "0.1"),
            (2e-7, "2e-7"),
        ];
        for (x, text) in cases {
            assert_eq!(js(x), text, "{}", x);
        }
    }

    #[test]
    fn two_decimals_round_ties_up_on_the_exact_value() {
        assert_eq!(fixed(0.125), "0.13");
        assert_eq!(fixed(1.005), "1.00");
        assert_eq!(fixed(1.115), "1.11");
        assert_eq!(fixed(0.135), "0.14");
        assert_eq!(fixed(2.675), "2.67");
        assert_eq!(fixed(500.0), "500.00");
        assert_eq!(fixed(0.0055), "0.01");
        assert_eq!(fixed(0.0), "0.00");
        assert_eq!(fixed(5e-324), "0.00");
    }

    #[test]
    fn rounds_halves_up() {
        assert_eq!(js_round(2.5), 3.0);
        assert_eq!(js_round(-2.5), -2.0);
        assert_eq!(js_round(0.49999999999999994), 0.0);
    }
}
