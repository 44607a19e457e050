use super::file::fnv1a;
use super::*;

const HIDDEN: usize = 4;

/// Real weights for a small network: `w1`, `b1`, `w2`, `b2`.
fn real_weights() -> (Vec<f32>, Vec<f32>, Vec<f32>, f32) {
    let w1 = (0..INPUTS * HIDDEN)
        .map(|i| ((i * 7919) % 13) as f32 / 100.0 - 0.06)
        .collect();
    let w2 = vec![0.5, -0.2, 0.3, 0.1, -0.4, 0.2, -0.1, 0.3];
    (w1, vec![0.1; HIDDEN], w2, 0.05)
}

fn small() -> Network {
    let (w1, b1, w2, b2) = real_weights();
    Network::new(HIDDEN, 400.0, w1, b1, w2, b2).unwrap()
}

/// The output the real weights give, summed in real numbers.
fn real_output(pos: &Position) -> f32 {
    let (w1, b1, w2, b2) = real_weights();
    let us = pos.side_to_move();
    let mut z = b2;
    for (v, side) in [us, us.other()].into_iter().enumerate() {
        let mut sums = b1.clone();
        for i in active(pos, side) {
            let row = &w1[usize::from(i) * HIDDEN..(usize::from(i) + 1) * HIDDEN];
            sums.iter_mut().zip(row).for_each(|(a, w)| *a += w);
        }
        z += sums
            .iter()
            .zip(&w2[v * HIDDEN..(v + 1) * HIDDEN])
            .map(|(a, w)| a.clamp(0.0, 1.0) * w)
            .sum::<f32>();
    }
    z
}

/// A file of an older format (1 or 2) holding the real weights.
fn real_file(version: u32, correction: bool) -> Vec<u8> {
    let (w1, b1, w2, b2) = real_weights();
    let mut out = b"XQNN".to_vec();
    out.extend_from_slice(&version.to_le_bytes());
    out.extend_from_slice(&(HIDDEN as u32).to_le_bytes());
    out.extend_from_slice(&400f32.to_le_bytes());
    if version == 2 {
        out.extend_from_slice(&u32::from(correction).to_le_bytes());
    }
    for w in w1.iter().chain(&b1).chain(&w2).chain(std::iter::once(&b2)) {
        out.extend_from_slice(&w.to_le_bytes());
    }
    let sum = fnv1a(&out);
    out.extend_from_slice(&sum.to_le_bytes());
    out
}

/// The positions of a seeded random game.
fn random_game(seed: u64, plies: usize) -> Vec<Position> {
    let mut pos = Position::startpos();
    let mut rng = crate::rng::Rng::new(seed);
    let mut seen = vec![pos.clone()];
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos = pos
            .play(moves[rng.below(moves.len() as u64) as usize])
            .unwrap();
        seen.push(pos.clone());
    }
    seen
}

#[test]
fn a_network_file_reads_back_and_damage_is_refused() {
    let net = small();
    let bytes = net.to_bytes();
    assert_eq!(Network::from_bytes(&bytes), Ok(net));
    // Two bytes a weight, four for the output bias, 24 of header and sum.
    assert_eq!(bytes.len(), 2 * (INPUTS + 3) * HIDDEN + 4 + 24);
    let mut damaged = bytes.clone();
    damaged[100] ^= 1;
    assert_eq!(Network::from_bytes(&damaged), Err(NetworkError::Checksum));
    assert_eq!(
        Network::from_bytes(&bytes[..bytes.len() - 8]),
        Err(NetworkError::Length)
    );
    let mut other = bytes.clone();
    other[4] = 9;
    assert_eq!(Network::from_bytes(&other), Err(NetworkError::Version(9)));
    // A file cut before its flags word.
    assert_eq!(Network::from_bytes(&bytes[..18]), Err(NetworkError::Length));
    assert_eq!(
        Network::from_bytes(b"PK\x03\x04"),
        Err(NetworkError::NotANetwork)
    );
    // A hidden size so large that the length overflows is refused too.
    let mut huge = bytes.clone();
    huge[8..12].copy_from_slice(&u32::MAX.to_le_bytes());
    assert_eq!(Network::from_bytes(&huge), Err(NetworkError::Length));
}

/// The integer network judges as the real-number one to about a
/// centipawn (0.005 of output is 2 at this scale), along a random game.
/// These weights are all hundredths, so their rounding errors add up
/// rather than cancel: a trained network's do better.
#[test]
fn integer_weights_judge_as_the_real_ones() {
    let net = small();
    for pos in random_game(9, 120) {
        let (integer, real) = (net.output(&pos), real_output(&pos));
        assert!((integer - real).abs() < 0.005, "{integer} {real}");
    }
}

/// Files of the older, real-number formats read as the same integers.
#[test]
fn older_formats_still_read() {
    let v1 = Network::from_bytes(&real_file(1, false)).unwrap();
    assert!(!v1.corrects_hand_written());
    assert_eq!(v1, small());
    let v2 = Network::from_bytes(&real_file(2, true)).unwrap();
    assert!(v2.corrects_hand_written());
    assert_eq!(v2, small().correcting(true));
}

#[test]
fn a_correction_reads_back_and_adds_to_the_hand_written_evaluation() {
    let whole = small();
    let correction = small().correcting(true);
    let read = Network::from_bytes(&correction.to_bytes()).unwrap();
    assert!(read.corrects_hand_written());
    assert_eq!(read, correction);
    assert_ne!(read, whole);
    for fen in [
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1",
        "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1",
    ] {
        let pos = Position::from_fen(fen).unwrap();
        let own = crate::eval::evaluate(&Material::from_position(&pos), &pos);
        assert_eq!(
            correction.evaluate(&pos),
            own + whole.evaluate(&pos),
            "{fen}"
        );
    }
}

/// Along a random game, with moves made and taken back, the kept sums
/// judge every position exactly as fresh sums do.
#[test]
fn kept_sums_judge_as_fresh_ones() {
    let net = small();
    let mut pos = Position::startpos();
    let mut kept = Accumulators::new(&net, &pos);
    let mut rng = crate::rng::Rng::new(5);
    let mut path = Vec::new();
    for ply in 0..160 {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        // Now and then a move is tried and taken back first.
        if ply % 3 == 0 {
            let m = moves[rng.below(moves.len() as u64) as usize];
            let board = pos.mailbox();
            let (f, t) = (m.from.index(), m.to.index());
            kept.make(&net, board[f], board[t], f, t);
            let undo = pos.do_move(m);
            assert_eq!(net.output(&pos), kept.output(&net, pos.side_to_move()));
            pos.undo_move(m, undo);
            kept.unmake();
        }
        let m = moves[rng.below(moves.len() as u64) as usize];
        let board = pos.mailbox();
        let (f, t) = (m.from.index(), m.to.index());
        kept.make(&net, board[f], board[t], f, t);
        path.push((m, pos.do_move(m)));
        assert_eq!(
            net.evaluate(&pos),
            kept.evaluate(&net, pos.side_to_move()),
            "ply {ply}"
        );
    }
    while let Some((m, undo)) = path.pop() {
        pos.undo_move(m, undo);
        kept.unmake();
        assert_eq!(net.evaluate(&pos), kept.evaluate(&net, pos.side_to_move()));
    }
    assert_eq!(pos, Position::startpos());
}

#[test]
fn the_start_is_judged_alike_from_either_side() {
    // The start is symmetric: each side sees the same picture, so the
    // same output whoever is to move.
    let net = small();
    let red = Position::startpos();
    let black = Position::from_fen(&red.to_fen().replace(" w ", " b ")).unwrap();
    assert_eq!(net.evaluate(&red), net.evaluate(&black));
    let mut a = active(&red, Color::Red);
    let mut b = active(&red, Color::Black);
    a.sort_unstable();
    b.sort_unstable();
    assert_eq!(a, b);
    assert!(a.iter().all(|&i| usize::from(i) < INPUTS));
}
