//! Criterion benchmark: fixed-depth searches of a few positions.

use criterion::{criterion_group, criterion_main, Criterion};
use xiangqi_engine::{bench, Engine, Limits};

fn search(c: &mut Criterion) {
    let positions = bench::positions();
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    for (i, (start, moves)) in positions.iter().enumerate().take(4) {
        group.bench_function(format!("position {i} depth 6"), |b| {
            b.iter(|| {
                let mut e = Engine::new(4);
                e.search(start, moves, &Limits::depth(6), None, &mut |_| {})
                    .nodes
            })
        });
    }
    group.finish();
}

criterion_group!(benches, search);
criterion_main!(benches);
