use criterion::{black_box, criterion_group, criterion_main, Criterion};
use xiangqi::{perft, Position};

fn bench_perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    group.bench_function("startpos depth 4", |b| {
        let mut pos = Position::startpos();
        b.iter(|| perft(black_box(&mut pos), 4))
    });
    group.bench_function("startpos legal_moves", |b| {
        let pos = Position::startpos();
        b.iter(|| black_box(&pos).legal_moves().len())
    });
    group.finish();
}

criterion_group!(benches, bench_perft);
criterion_main!(benches);
