//! Perft counts for the start position and published test positions.

use std::time::Instant;

use xiangqi::{perft, perft_divide, Position};

/// Positions and leaf counts for depths 1..=4 (from the chessprogramming
/// wiki's "Chinese Chess Perft Results" table).
const POSITIONS: &[(&str, [u64; 4])] = &[
    (
        "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
        [38, 1128, 43929, 1339047],
    ),
    (
        "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
        [7, 281, 8620, 326201],
    ),
    (
        "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1",
        [25, 424, 9850, 202884],
    ),
    (
        "CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w - - 0 1",
        [28, 516, 14808, 395483],
    ),
    (
        "R1N1k1b2/9/3aba3/9/2nr5/2B6/9/4B4/4A4/4KA3 w - - 0 1",
        [21, 364, 7626, 162837],
    ),
    (
        "C1nNk4/9/9/9/9/9/n1pp5/B3C4/9/3A1K3 w - - 0 1",
        [28, 222, 6241, 64971],
    ),
    (
        "4ka3/4a4/9/9/4N4/p8/9/4C3c/7n1/2BK5 w - - 0 1",
        [23, 345, 8124, 149272],
    ),
    (
        "2b1ka3/9/b3N4/4n4/9/9/9/4C4/2p6/2BK5 w - - 0 1",
        [21, 195, 3883, 48060],
    ),
    (
        "1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w - - 0 1",
        [30, 830, 22787, 649866],
    ),
    (
        "CnN1k1b2/c3a4/4ba3/9/2nr5/9/9/4C4/4A4/4KA3 w - - 0 1",
        [19, 583, 11714, 376467],
    ),
];

#[test]
fn startpos_shallow() {
    let mut pos = Position::startpos();
    assert_eq!(perft(&mut pos, 0), 1);
    assert_eq!(perft(&mut pos, 1), 44);
    assert_eq!(perft(&mut pos, 2), 1920);
    assert_eq!(perft(&mut pos, 3), 79666);
}

#[test]
fn startpos_depth_4() {
    let mut pos = Position::startpos();
    assert_eq!(perft(&mut pos, 4), 3290240);
    assert_eq!(pos, Position::startpos());
}

#[test]
fn published_positions() {
    for (fen, counts) in POSITIONS {
        let mut pos = Position::from_fen(fen).unwrap();
        for (d, &expected) in counts.iter().enumerate() {
            assert_eq!(
                perft(&mut pos, d as u32 + 1),
                expected,
                "{fen} depth {}",
                d + 1
            );
        }
    }
}

#[test]
fn divide_sums_to_perft() {
    let mut pos = Position::startpos();
    let divide = perft_divide(&mut pos, 3);
    assert_eq!(divide.len(), 44);
    assert_eq!(divide.iter().map(|(_, n)| n).sum::<u64>(), 79666);
}

#[test]
fn startpos_depth_5() {
    let mut pos = Position::startpos();
    let start = Instant::now();
    let nodes = perft(&mut pos, 5);
    let secs = start.elapsed().as_secs_f64();
    println!(
        "perft(5) = {nodes} in {secs:.3} s ({:.1} Mnodes/s)",
        nodes as f64 / secs / 1e6
    );
    assert_eq!(nodes, 133312995);
}
