//! The layouts `bench/native-input.ts` prints, read from stdin: per layout a line with its name,
//! one with its parameter block and one with its item sizes.

use std::io::Read;

pub struct BenchLayout {
    pub name: String,
    pub block: Vec<f64>,
    pub sizes: Vec<f64>,
}

fn numbers(line: &str) -> Vec<f64> {
    line.split_whitespace()
        .map(|word| word.parse().expect("a number"))
        .collect()
}

pub fn read_layouts() -> Vec<BenchLayout> {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let lines: Vec<&str> = input.lines().collect();
    lines
        .chunks(3)
        .map(|layout| BenchLayout {
            name: layout[0].to_string(),
            block: numbers(layout[1]),
            sizes: numbers(layout[2]),
        })
        .collect()
}
