//! Runs the layouts that `bench/native-input.ts` prints on stdin, once each, so that
//! `valgrind --tool=callgrind --toggle-collect=*run_layout*` counts the instructions of the
//! layouter alone (bench/instructions.sh). Instruction counts, unlike times, do not change with
//! the load of a shared machine.

mod bench_input;

use bench_input::read_layouts;

#[inline(never)]
fn run_layout(sizes: &[f64], block: &[f64], rects: &mut [f64]) -> f64 {
    match tessera_layout::compute_layout(sizes, block, &[], rects) {
        Ok(summary) => summary.height,
        Err(_) => f64::NAN,
    }
}

fn main() {
    for layout in read_layouts() {
        let mut rects = vec![0.0; layout.sizes.len() * 2];
        let height = run_layout(&layout.sizes, &layout.block, &mut rects);
        println!("{} {} {}", layout.name, layout.sizes.len() / 2, height);
    }
}
