//! Results of the endgame books that the tables must reproduce, where
//! they can be argued from the rules alone.

use xiangqi::{Color, Position, Role};
use xiangqi_tablebase::{Tablebase, Wdl};

fn built(ending: &str) -> Tablebase {
    let mut tb = Tablebase::new();
    tb.build(ending.parse().unwrap(), &mut |_, _| {}).unwrap();
    tb
}

/// A lone cannon has no screen but the generals, and a general cannot
/// screen a check on the other (they would face each other): it can never
/// give check, nor win.
#[test]
fn a_cannon_alone_never_wins() {
    let tb = built("KC-K");
    let stats = tb.table("KC-K".parse().unwrap()).unwrap().stats();
    assert_eq!((stats.wins, stats.losses), (0, 0));
    assert!(stats.draws > 0);
}

/// A soldier on the enemy's back rank (老兵) moves only sideways: it can
/// check a general on that rank only, which steps up out of reach.
#[test]
fn a_soldier_on_the_last_rank_draws() {
    let tb = built("KP-K");
    let table = tb.table("KP-K".parse().unwrap()).unwrap();
    let mut seen = 0;
    for pos in table.positions() {
        let soldier = pos
            .pieces_of(Color::Red)
            .find(|(_, p)| p.role == Role::Soldier)
            .map(|(sq, _)| sq)
            .unwrap();
        if soldier.rank() == 9 {
            assert_eq!(tb.probe(&pos).unwrap().result, Wdl::Draw, "{pos}");
            seen += 1;
        }
    }
    assert!(seen > 100);
}

/// A chariot with its general mates a bare general from anywhere unless
/// it is lost at once: every position with the chariot's side to move
/// is a win, and those with the bare general to move are losses unless
/// it can take the chariot.
#[test]
fn a_chariot_beats_a_bare_general() {
    let tb = built("KR-K");
    let table = tb.table("KR-K".parse().unwrap()).unwrap();
    for pos in table.positions() {
        let probe = tb.probe(&pos).unwrap();
        if pos.side_to_move() == Color::Red {
            assert_eq!(probe.result, Wdl::Win, "{pos}");
        } else if probe.result != Wdl::Loss {
            assert!(!pos.legal_captures().is_empty(), "{pos}");
        }
    }
    // The same with the colours the other way round.
    let pos = Position::from_fen("4k3r/9/9/9/9/9/9/9/9/3K5 b").unwrap();
    assert_eq!(tb.probe(&pos).unwrap().result, Wdl::Win);
}

/// Mated now: no legal move is a loss in 0, checkmate or stalemate alike.
#[test]
fn a_position_without_moves_is_lost_at_once() {
    let tb = built("KR-K");
    // Whatever the table holds without a legal move, the rules crate
    // calls checkmate or stalemate.
    let table = tb.table("KR-K".parse().unwrap()).unwrap();
    let mated: Vec<Position> = table
        .positions()
        .filter(|p| p.legal_moves().is_empty())
        .collect();
    assert!(!mated.is_empty());
    for pos in mated {
        let probe = tb.probe(&pos).unwrap();
        assert_eq!((probe.result, probe.moves_to_mate), (Wdl::Loss, Some(0)));
        assert!(pos.is_checkmate() || pos.is_stalemate());
    }
}
