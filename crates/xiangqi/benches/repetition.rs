//! The cost of ruling on a repetition cycle, which the engine pays at every
//! repetition it meets in search.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use xiangqi::{judge_cycle, Move, Position};

fn cycle(moves: &str) -> Vec<Move> {
    moves
        .split_whitespace()
        .map(|m| m.parse().unwrap())
        .collect()
}

fn bench_judge_cycle(c: &mut Criterion) {
    let cases = [
        (
            "idle, opening position",
            Position::startpos(),
            cycle("b0c2 b9c7 c2b0 c7b9"),
        ),
        (
            "perpetual check",
            Position::from_fen("4k4/9/9/9/9/5R3/9/9/9/3K5 w").unwrap(),
            cycle("f4e4 e9f9 e4f4 f9e9"),
        ),
        (
            "one check, one chase",
            Position::from_fen("3k5/9/9/9/9/2n4R1/9/9/9/5K3 w").unwrap(),
            cycle("h4h9 d9d8 h9h4 d8d9"),
        ),
        (
            "mutual chase, middlegame material",
            Position::from_fen("3k5/6r2/9/2c4R1/6n2/2N6/1r4C2/2R6/9/5K3 w").unwrap(),
            cycle("c4d6 g5f3 d6c4 f3g5"),
        ),
    ];
    let mut group = c.benchmark_group("judge_cycle");
    for (name, pos, moves) in &cases {
        group.bench_function(*name, |b| {
            b.iter(|| judge_cycle(black_box(pos), black_box(moves)))
        });
    }
    group.finish();
}

criterion_group!(benches, bench_judge_cycle);
criterion_main!(benches);
