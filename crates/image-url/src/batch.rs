//! The addresses of many requests at once (twin: batch.ts): one call for a whole gallery.

use crate::request::{decode_request, REQUEST_STRIDE};
use crate::variants::push_variant_address;

/// Appends one address per row of `rows` to `out`, in order, and writes each address's length
/// in bytes to `lengths`. `text` holds every request's id,
/// name and watermark, one after the other, with the byte lengths the rows give.
pub fn build_addresses(
    rows: &[f64],
    text: &[u8],
    host: &[u8],
    out: &mut Vec<u8>,
    lengths: &mut [u32],
) {
    let mut text_start = 0;
    // Room for a typical address each, so that the output rarely grows mid-batch.
    out.reserve(lengths.len() * (host.len() + 160));
    for (chunk, length) in rows.chunks_exact(REQUEST_STRIDE).zip(lengths.iter_mut()) {
        let row = match <&[f64; REQUEST_STRIDE]>::try_from(chunk) {
            Ok(row) => row,
            Err(_) => break,
        };
        let (request, next) = decode_request(row, text, text_start);
        text_start = next;
        let start = out.len();
        push_variant_address(out, &request, host);
        *length = (out.len() - start) as u32;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::request::*;

    /// A row for `fit` of a 4000 x 3000 source shown at 400 x 300, nothing else asked for.
    fn row(fit: f64, variant: f64, id: &str, name: &str) -> [f64; REQUEST_STRIDE] {
        let mut r = [f64::NAN; REQUEST_STRIDE];
        r[FIT] = fit;
        r[VARIANT] = variant;
        r[WIDTH] = 4000.0;
        r[HEIGHT] = 3000.0;
        r[TARGET_WIDTH] = 400.0;
        r[TARGET_HEIGHT] = 300.0;
        r[UPSCALE] = 0.0;
        r[ENCODING] = 0.0;
        r[AUTO_ENCODE] = 1.0;
        r[PROGRESSIVE] = 1.0;
        r[ID_BYTES] = id.len() as f64;
        r[ID_BYTES + 1] = name.len() as f64;
        r[ID_BYTES + 2] = 0.0;
        r
    }

    fn build(rows: &[[f64; REQUEST_STRIDE]], text: &str) -> Vec<String> {
        let flat: Vec<f64> = rows.iter().flat_map(|r| r.iter().copied()).collect();
        let mut out = Vec::new();
        let mut lengths = vec![0u32; rows.len()];
        build_addresses(
            &flat,
            text.as_bytes(),
            b"https://h/",
            &mut out,
            &mut lengths,
        );
        let mut start = 0;
        lengths
            .iter()
            .map(|&len| {
                let end = start + len as usize;
                let s = String::from_utf8(out[start..end].to_vec()).unwrap();
                start = end;
                s
            })
            .collect()
    }

    #[test]
    fn builds_a_batch_in_order() {
        let mut crop = row(FIT_CROP, VARIANT_RESIZED, "b.png", "");
        crop[CROP_X] = 100.0;
        crop[CROP_Y] = 200.0;
        crop[CROP_WIDTH] = 1000.0;
        crop[CROP_HEIGHT] = 800.0;
        let mut focal = row(FIT_FILL, VARIANT_RESIZED, "c.jpg", "Sea view.jpg");
        focal[FOCAL_X] = 11.5;
        focal[FOCAL_Y] = 105.0;
        let rows = [
            row(FIT_FILL, VARIANT_RESIZED, "a.jpg", ""),
            crop,
            focal,
            row(FIT_FILL, VARIANT_RESIZED, "d.svg", ""),
            row(FIT_FILL, VARIANT_RESIZED, " ", ""),
            row(FIT_FILL, VARIANT_PIXEL, "e.jpg", ""),
            row(FIT_FILL, VARIANT_DOWNLOAD, "f.jpg", ""),
        ];
        let urls = build(&rows, "a.jpgb.pngc.jpgSea view.jpgd.svg e.jpgf.jpg");
        assert_eq!(
            urls,
            [
                "https://h/a.jpg/v1/fill/w_400,h_300,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/a.jpg",
                "https://h/b.png/v1/crop/x_100,y_200,w_1000,h_800/fill/w_400,h_300,al_c,q_85,usm_0.66_1.00_0.01,enc_auto/b.png",
                "https://h/c.jpg/v1/fill/w_400,h_300,fp_0.12_1.00,q_80,usm_0.66_1.00_0.01,enc_auto/Sea%20view.jpg",
                "https://h/d.svg",
                "https://h/",
                "https://h/e.jpg/v1/fill/w_1,h_1,al_c,q_90,usm_0.66_1.00_0.01,enc_auto/e.jpg",
                "https://h/f.jpg?dn=f.jpg",
            ]
        );
    }

    #[test]
    fn web_transforms_crawlers_media_folders_and_unknown_sides() {
        let mut web = row(FIT_CROP, VARIANT_RESIZED, "a.webp", "");
        web[CROP_X] = 100.0;
        web[CROP_Y] = 200.0;
        web[CROP_WIDTH] = 1000.0;
        web[CROP_HEIGHT] = 800.0;
        let mut allowed = web;
        allowed[WEB_TRANSFORMS] = 1.0;
        let mut crawler = row(FIT_FILL, VARIANT_RESIZED, "b.jpg", "");
        crawler[DEVICE_PIXEL_RATIO] = 2.0;
        crawler[SEO_BOT] = 1.0;
        let mut no_sides = row(FIT_FIT, VARIANT_RESIZED, "c.jpg", "");
        no_sides[WIDTH] = 0.0;
        no_sides[HEIGHT] = 0.0;
        let rows = [
            web,
            allowed,
            crawler,
            row(FIT_FILL, VARIANT_RESIZED, "Media/d.jpg", ""),
            no_sides,
        ];
        let urls = build(&rows, "a.webpa.webpb.jpgMedia/d.jpgc.jpg");
        let tail = "fill/w_400,h_300,al_c,q_80,usm_0.66_1.00_0.01,enc_auto";
        assert_eq!(
            urls,
            [
                format!("https://h/a.webp/v1/{tail}/a.webp"),
                format!("https://h/a.webp/v1/crop/x_100,y_200,w_1000,h_800/{tail}/a.webp"),
                format!("https://h/b.jpg/v1/{tail}/b.jpg"),
                format!("https://h/d.jpg/v1/{tail}/d.jpg"),
                "https://h/c.jpg/v1/fit/w_400,h_300,q_80,usm_0.66_1.00_0.01,enc_auto/c.jpg"
                    .to_string(),
            ]
        );
    }

    #[test]
    fn lengths_past_the_text_read_as_empty() {
        let mut r = row(FIT_FILL, VARIANT_RESIZED, "a.jpg", "");
        r[ID_BYTES] = 99.0;
        assert_eq!(build(&[r], "a.jpg"), ["https://h/"]);
    }
}
