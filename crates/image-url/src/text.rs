//! The few string rules the address needs, on UTF-8 bytes, written out so that both backends
//! agree on every input: JavaScript's `trim` whitespace and `encodeURIComponent` (twin: text.ts).

/// The UTF-8 forms of the non-ASCII characters JavaScript's `String.prototype.trim` removes:
/// U+00A0, U+1680, U+2000-U+200A, U+2028, U+2029, U+202F, U+205F, U+3000 and U+FEFF.
fn non_ascii_space_len(bytes: &[u8]) -> usize {
    match bytes {
        [0xc2, 0xa0, ..] => 2,
        [0xe1, 0x9a, 0x80, ..]
        | [0xe3, 0x80, 0x80, ..]
        | [0xef, 0xbb, 0xbf, ..]
        | [0xe2, 0x81, 0x9f, ..] => 3,
        [0xe2, 0x80, 0x80..=0x8a, ..]
        | [0xe2, 0x80, 0xa8, ..]
        | [0xe2, 0x80, 0xa9, ..]
        | [0xe2, 0x80, 0xaf, ..] => 3,
        _ => 0,
    }
}

/// True when `text` is nothing but JavaScript whitespace.
pub fn is_blank(text: &[u8]) -> bool {
    let mut rest = text;
    while let Some((&b, tail)) = rest.split_first() {
        if b == b' ' || (0x09..=0x0d).contains(&b) {
            rest = tail;
        } else {
            match non_ascii_space_len(rest) {
                0 => return false,
                len => rest = rest.get(len..).unwrap_or(&[]),
            }
        }
    }
    true
}

/// Appends `bytes`: the one place the address grows. Inlined: a call per short piece costs
/// more than the code it saves.
#[inline]
pub fn put(out: &mut Vec<u8>, bytes: &[u8]) {
    out.extend_from_slice(bytes);
}

fn keeps_as_is(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"-_.!~*'()".contains(&b)
}

const HEX: &[u8; 16] = b"0123456789ABCDEF";

/// `encodeURIComponent` over the UTF-8 bytes of `text`, each of the `unsafe_chars` (UTF-8) first
/// made an underscore.
pub fn push_encoded(out: &mut Vec<u8>, text: &[u8], unsafe_chars: &[&[u8]]) {
    let mut rest = text;
    while let Some((&first, tail)) = rest.split_first() {
        let (b, next) = match unsafe_chars.iter().find(|c| rest.starts_with(c)) {
            Some(c) => (b'_', rest.get(c.len()..).unwrap_or(&[])),
            None => (first, tail),
        };
        rest = next;
        if keeps_as_is(b) {
            put(out, &[b]);
        } else {
            put(out, &[b'%', HEX[(b >> 4) as usize], HEX[(b & 15) as usize]]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn encoded(text: &str) -> String {
        let mut out = Vec::new();
        push_encoded(&mut out, text.as_bytes(), &[]);
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn encodes_as_encode_uri_component() {
        assert_eq!(encoded("a b!~*'()-_.z"), "a%20b!~*'()-_.z");
        assert_eq!(encoded("ä€🙂"), "%C3%A4%E2%82%AC%F0%9F%99%82");
        assert_eq!(encoded("#$&+,/:;=?@"), "%23%24%26%2B%2C%2F%3A%3B%3D%3F%40");
    }

    #[test]
    fn blank_is_javascript_whitespace_only() {
        assert!(is_blank(
            " \t\u{a0}\u{feff}\u{2000}\u{200a}\u{3000}".as_bytes()
        ));
        assert!(!is_blank("\u{85}".as_bytes()));
        assert!(!is_blank("\u{200b}".as_bytes()));
        assert!(!is_blank(" x ".as_bytes()));
    }
}
