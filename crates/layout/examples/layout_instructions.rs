//! Runs the layouts that `bench/native-input.ts` prints on stdin, once each, so that
//! `valgrind --tool=callgrind --toggle-collect=*run_layout*` counts the instructions of the
//! layouter alone (bench/instructions.sh). Instruction counts, unlike times, do not change with
//! the load of a shared machine.

use std::io::Read;

#[inline(never)]
fn run_layout(sizes: &[f64], block: &[f64], rects: &mut [f64]) -> f64 {
    match tessera_layout::compute_layout(sizes, block, &[], rects) {
        Ok(summary) => summary.height,
        Err(_) => f64::NAN,
    }
}

fn numbers(line: &str) -> Vec<f64> {
    line.split_whitespace().map(|word| word.parse().expect("a number")).collect()
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let lines: Vec<&str> = input.lines().collect();
    for layout in lines.chunks(3) {
        let (block, sizes) = (numbers(layout[1]), numbers(layout[2]));
        let mut rects = vec![0.0; sizes.len() * 2];
        let height = run_layout(&sizes, &block, &mut rects);
        println!("{} {} {}", layout[0], sizes.len() / 2, height);
    }
}
