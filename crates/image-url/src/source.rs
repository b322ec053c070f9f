//! What an image id allows (spec/001 §5 "Image address builder rules"; twin: source.ts): blank
//! and `none` ids give no image, ids that cannot be transformed (external links, unknown or
//! missing extensions, svg, gif) pass through, the rest get transforms.

use crate::text::{is_blank, push_encoded, put};

pub const SOURCE_BLANK: u8 = 0;
pub const SOURCE_PASS_THROUGH: u8 = 1;
pub const SOURCE_TRANSFORM: u8 = 2;

pub const FILE_JPG: u8 = 0;
pub const FILE_PNG: u8 = 1;
/// wix_mp and wix_ico_mp: transformed, but never given a quality.
pub const FILE_MEDIA_PLATFORM: u8 = 2;
/// webp and avif: resized only, never cropped or focused.
pub const FILE_WEB: u8 = 3;
pub const FILE_OTHER: u8 = 4;

/// Extensions that get transforms, with their file kind. spec/001 §5 names png, jpg, jpeg,
/// wix_ico_mp and wix_mp; the reference also transforms jpe, webp and avif.
const TRANSFORMABLE: [(&[u8], u8); 8] = [
    (b"jpg", FILE_JPG),
    (b"jpeg", FILE_JPG),
    (b"jpe", FILE_JPG),
    (b"png", FILE_PNG),
    (b"webp", FILE_WEB),
    (b"avif", FILE_WEB),
    (b"wix_mp", FILE_MEDIA_PLATFORM),
    (b"wix_ico_mp", FILE_MEDIA_PLATFORM),
];

/// Links the static host cannot transform: they start with http, data or //.
const EXTERNAL_PREFIXES: [&[u8]; 3] = [b"http", b"data", b"//"];

/// Characters a file name may not carry; each becomes an underscore (the reference's set,
/// which includes the left double quotation mark U+201C).
const NAME_UNSAFE: &[&[u8]] = &[
    b".",
    b"\"",
    b"*",
    b"/",
    b":",
    b"<",
    b">",
    b"?",
    b"\\",
    b"|",
    "\u{201c}".as_bytes(),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Source<'a> {
    pub kind: u8,
    pub file: u8,
    /// The extension in lower case, as the address prints it.
    pub extension: &'a [u8],
}

/// The known extension (lower case) and file kind of an extension, compared exactly or
/// ignoring ASCII case.
fn transformable(extension: &[u8], ignore_case: bool) -> Option<(&'static [u8], u8)> {
    // By reference: iterating the table by value copies all of it onto the stack on every call.
    for &(known, kind) in TRANSFORMABLE.iter() {
        // The known extensions are lower case, so ignoring case also accepts the exact spelling.
        let same = if ignore_case {
            known.eq_ignore_ascii_case(extension)
        } else {
            known == extension
        };
        if same {
            return Some((known, kind));
        }
    }
    None
}

/// The bytes after the last `byte`, and the index of that byte.
fn after_last(text: &[u8], byte: u8) -> Option<(usize, &[u8])> {
    let at = text.iter().rposition(|&b| b == byte)?;
    Some((at, text.get(at + 1..).unwrap_or(&[])))
}

pub fn classify_source(id: &[u8]) -> Source<'_> {
    let mut source = Source {
        kind: SOURCE_PASS_THROUGH,
        file: FILE_OTHER,
        extension: &[],
    };
    if is_blank(id) || id.eq_ignore_ascii_case(b"none") {
        source.kind = SOURCE_BLANK;
    } else if !EXTERNAL_PREFIXES
        .iter()
        .any(|prefix| id.starts_with(prefix))
    {
        if let Some((_, extension)) = after_last(id, b'.') {
            if let Some((known, file)) = transformable(extension, true) {
                source = Source {
                    kind: SOURCE_TRANSFORM,
                    file,
                    extension: known,
                };
            }
        }
    }
    source
}

/// The last segment of a transformed address: the requested name (its own known extension
/// dropped, unsafe characters made underscores, URI-encoded) or the id after its first slash,
/// either way ending in `extension` (the id's, in lower case).
pub fn push_file_name(out: &mut Vec<u8>, id: &[u8], name: &[u8], extension: &[u8]) {
    if !name.is_empty() {
        let base = match after_last(name, b'.') {
            Some((dot, ext)) if transformable(ext, false).is_some() => {
                name.get(..dot).unwrap_or(&[])
            }
            _ => name,
        };
        push_encoded(out, base, NAME_UNSAFE);
    } else {
        let path = match id.iter().position(|&b| b == b'/') {
            Some(slash) => id.get(slash + 1..).unwrap_or(&[]),
            None => id,
        };
        let dot = after_last(path, b'.').map_or(0, |(dot, _)| dot);
        put(out, path.get(..dot).unwrap_or(&[]));
    }
    put(out, b".");
    put(out, extension);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file_name(id: &str, name: &str) -> String {
        let mut out = Vec::new();
        push_file_name(
            &mut out,
            id.as_bytes(),
            name.as_bytes(),
            classify_source(id.as_bytes()).extension,
        );
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn classifies_ids() {
        let kind = |id: &str| classify_source(id.as_bytes()).kind;
        assert_eq!(kind(" \t"), SOURCE_BLANK);
        assert_eq!(kind("NoNe"), SOURCE_BLANK);
        assert_eq!(kind("a.svg"), SOURCE_PASS_THROUGH);
        assert_eq!(kind("a.gif"), SOURCE_PASS_THROUGH);
        assert_eq!(kind("https://x/a.jpg"), SOURCE_PASS_THROUGH);
        assert_eq!(kind("//x/a.jpg"), SOURCE_PASS_THROUGH);
        assert_eq!(kind("noext"), SOURCE_PASS_THROUGH);
        assert_eq!(classify_source(b"a.PNG").file, FILE_PNG);
        assert_eq!(classify_source(b"a.wix_mp").file, FILE_MEDIA_PLATFORM);
    }

    #[test]
    fn names_files() {
        assert_eq!(file_name("x/y/z.PNG", ""), "y/z.png");
        assert_eq!(file_name("a.jpg", "hello world?.png"), "hello%20world_.jpg");
        assert_eq!(file_name("a.jpg", "x.JPG.jpg"), "x_JPG.jpg");
        assert_eq!(file_name("a.png", "a.b"), "a_b.png");
        assert_eq!(file_name("a.jpg", "ä€.jpg"), "%C3%A4%E2%82%AC.jpg");
        assert_eq!(file_name("a.jpg", "“q”"), "_q%E2%80%9D.jpg");
    }
}
