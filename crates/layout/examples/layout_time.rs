//! Times the layouts that `bench/native-input.ts` prints on stdin natively: the median and the
//! fastest of 15 calls each, in ns per item. The native figure bounds what the wasm build can
//! reach (it runs about a fifth slower); `bench/instructions.sh` counts instructions instead,
//! which do not change with the load of a shared machine.
//!   npx node bench/native-input.ts --layouts EMPTY > /tmp/in
//!   RUSTFLAGS="-C target-feature=+sse4.1" cargo run --release --example layout_time < /tmp/in

mod bench_input;

use bench_input::read_layouts;
use std::time::Instant;

const CALLS: usize = 15;

fn main() {
    for layout in read_layouts() {
        let items = (layout.sizes.len() / 2).max(1) as f64;
        let mut rects = vec![0.0; layout.sizes.len() * 2];
        let mut times: Vec<f64> = (0..CALLS)
            .map(|_| {
                let start = Instant::now();
                let summary =
                    tessera_layout::compute_layout(&layout.sizes, &layout.block, &[], &mut rects);
                #[allow(clippy::incompatible_msrv)] // examples run on the native toolchain only
                std::hint::black_box(summary.ok());
                start.elapsed().as_nanos() as f64 / items
            })
            .collect();
        times.sort_by(|a, b| a.total_cmp(b));
        println!(
            "{:16} {:9.1} ns/item (fastest {:.1})",
            layout.name,
            times[CALLS / 2],
            times[0]
        );
    }
}
