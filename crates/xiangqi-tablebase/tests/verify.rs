//! Small tables proved position by position against the rules crate.

use xiangqi::Position;
use xiangqi_tablebase::{verify, Probe, Tablebase, Wdl};

fn built(endings: &[&str]) -> Tablebase {
    let mut tb = Tablebase::new();
    for e in endings {
        tb.build(e.parse().unwrap(), &mut |_, _| {}).unwrap();
    }
    tb
}

#[test]
fn every_verdict_of_the_small_tables_follows_from_its_moves() {
    let tb = built(&["KR-K", "KP-K", "KC-KA", "KN-KA"]);
    let mut names: Vec<String> = tb.tables().map(|t| t.material().to_string()).collect();
    names.sort();
    assert_eq!(
        names,
        ["K-K", "KA-K", "KC-K", "KC-KA", "KN-K", "KN-KA", "KP-K", "KR-K"]
    );
    for table in tb.tables() {
        verify(table, &tb).unwrap_or_else(|e| panic!("{e}"));
    }
}

/// The brief's statement of the property, checked directly: a win in N
/// has a move to a loss in N-1 and none to a faster mate; a mate in one
/// is a move after which the rules crate finds no legal reply.
#[test]
fn wins_have_a_move_to_the_next_loss_and_mates_in_one_are_mates() {
    let tb = built(&["KN-KA", "KP-K"]);
    for name in ["KN-KA", "KP-K"] {
        let table = tb.table(name.parse().unwrap()).unwrap();
        for pos in table.positions() {
            let probe = table.probe(&pos).unwrap();
            let Some(n) = probe.moves_to_mate.filter(|_| probe.result == Wdl::Win) else {
                continue;
            };
            let mut best = u32::MAX;
            for &m in pos.legal_moves().iter() {
                let after = pos.play(m).unwrap();
                let reply = tb.probe(&after).unwrap();
                if reply.result == Wdl::Loss {
                    best = best.min(reply.moves_to_mate.unwrap() + 1);
                    if n == 1 && reply.moves_to_mate == Some(0) {
                        assert!(after.is_checkmate() || after.is_stalemate());
                    }
                }
            }
            assert_eq!(best, n, "{pos}");
        }
    }
}

#[test]
fn the_colours_reversed_give_the_same_verdicts() {
    let tb = built(&["KN-KA"]);
    let table = tb.table("KN-KA".parse().unwrap()).unwrap();
    for pos in table.positions().step_by(37) {
        let fen = pos.to_fen();
        let mut parts = fen.split(' ');
        let board = parts.next().unwrap();
        let turn = if parts.next() == Some("w") { "b" } else { "w" };
        let reversed: String = board
            .split('/')
            .rev()
            .collect::<Vec<_>>()
            .join("/")
            .chars()
            .map(|c| {
                if c.is_ascii_uppercase() {
                    c.to_ascii_lowercase()
                } else {
                    c.to_ascii_uppercase()
                }
            })
            .collect();
        let other = Position::from_fen(&format!("{reversed} {turn}")).unwrap();
        assert_eq!(tb.probe(&other), tb.probe(&pos), "{pos} / {other}");
    }
}

#[test]
fn mirror_images_give_the_same_verdicts() {
    let tb = built(&["KP-K"]);
    let table = tb.table("KP-K".parse().unwrap()).unwrap();
    for pos in table.positions() {
        let fen = pos.to_fen();
        let (board, rest) = fen.split_once(' ').unwrap();
        let mirrored: Vec<String> = board
            .split('/')
            .map(|row| {
                let mut cells = Vec::new();
                for c in row.chars() {
                    match c.to_digit(10) {
                        Some(n) => cells.extend(std::iter::repeat_n('1', n as usize)),
                        None => cells.push(c),
                    }
                }
                cells.iter().rev().collect()
            })
            .collect();
        let image = Position::from_fen(&format!("{} {rest}", mirrored.join("/"))).unwrap();
        assert_eq!(tb.probe(&image), tb.probe(&pos), "{pos}");
    }
}

#[test]
fn probes_answer_both_sides_and_moves() {
    let tb = built(&["KR-K"]);
    let pos = Position::from_fen("3k5/9/9/9/9/9/9/9/9/R3K4 w").unwrap();
    let probe = tb.probe(&pos).unwrap();
    assert_eq!(probe.result, Wdl::Win);
    let verdicts = tb.move_verdicts(&pos).unwrap();
    assert_eq!(verdicts.len(), pos.legal_moves().len());
    for best in tb.best_moves(&pos).unwrap() {
        let v = verdicts.iter().find(|v| v.mv == best).unwrap();
        assert_eq!(v.verdict, probe);
    }
    // Material the base does not hold.
    assert_eq!(tb.probe(&Position::startpos()), None);
    assert_eq!(Probe::from_plies(0).moves_to_mate, Some(0));
}
