use std::io::Read;
fn numbers(line: &str) -> Vec<f64> { line.split_whitespace().map(|w| w.parse().unwrap()).collect() }
fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let lines: Vec<&str> = input.lines().collect();
    for layout in lines.chunks(3) {
        let (block, sizes) = (numbers(layout[1]), numbers(layout[2]));
        let mut rects = vec![0.0; sizes.len() * 2];
        let mut times = vec![];
        for _ in 0..15 {
            let t = std::time::Instant::now();
            let _ = std::hint::black_box(tessera_layout::compute_layout(&sizes, &block, &[], &mut rects));
            times.push(t.elapsed().as_nanos() as f64 / (sizes.len() / 2) as f64);
        }
        times.sort_by(|a, b| a.partial_cmp(b).unwrap());
        println!("{:16} native {:.1} (min {:.1})", layout[0], times[7], times[0]);
    }
}
